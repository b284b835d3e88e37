"""Scenario patterns: catastrophic forms refused, the rest matched within a time bound."""

from __future__ import annotations

import time

import pytest

from duplexworld.scenario import patterns
from duplexworld.scenario.patterns import (
    MATCH_CHARS,
    bounded_matches,
    compiled,
    match_chars,
    pattern_problem,
)
from duplexworld.scenario.schema import ResultRef

CATASTROPHIC = {
    r"(a+)+$": "varies in length",
    r"([a-z]+)*$": "varies in length",
    r"(\w+\s?)+$": "varies in length",
    r"(.*a){12}": "varies in length",
    r"(a{1,2}){3}x": "varies in length",
    r"(?=(a+)+b)": "varies in length",
    r"(a|a)+$": "alternatives",
    r"^(a|b|ab)*c": "alternatives",
    r"(a|aa)+$": "two ways",
    r"(a|)+": "can match nothing",
    r".*.*=.*": "polynomially",
    r"\d+\d+\d+x": "polynomially",
    r"(a)\1": "backreferences",
    "x" * 301: "the limit is 300",
    r"(\d+": "not a regular expression",
}


@pytest.mark.parametrize("pattern", sorted(CATASTROPHIC))
def test_catastrophic_forms_are_refused_with_the_reason(pattern):
    problem = pattern_problem(pattern)
    assert problem is not None and CATASTROPHIC[pattern] in problem, problem


@pytest.mark.parametrize(
    "pattern",
    [
        r"ART-\d+",
        r"CLM-\d{6}-\d+",
        r"address: ([^;\n]+)",
        r"(\d{3}-)+x",
        r"Rx (\d{6})(?![^\n]*levothyroxine)[^\n]*status active",
        r"\w+ is accepted up to (\d+\.?\d*) percent",
        r"An? [a-z ]+? light means ([a-z ]+?)\.",
    ],
)
def test_the_built_in_forms_pass(pattern):
    assert pattern_problem(pattern) is None


def test_a_pattern_is_compiled_once(monkeypatch):
    pattern = r"lamp-once-(\d+)"
    assert compiled(pattern) is compiled(pattern)
    calls = []
    real = patterns.re.compile
    monkeypatch.setattr(patterns.re, "compile", lambda *a, **k: calls.append(a) or real(*a, **k))
    for _ in range(3):
        bounded_matches(pattern, "lamp-once-1")
    assert calls == []


def test_a_reference_with_a_refused_pattern_does_not_load():
    with pytest.raises(ValueError, match="backtracks exponentially"):
        ResultRef(result=0, pattern=r"(a+)+$")


# the slowest form of each degree we know, on the text that makes it backtrack most
WORST = [
    (
        r"\w+ is accepted up to (\d+\.?\d*) percent",
        lambda n: "a" * (n // 2) + " is accepted up to " + "1" * (n // 2),
    ),
    (r"\d+\d+x", lambda n: "1" * n),
    (r"\w+\s*\w+$", lambda n: "a" * n + "!"),
    (r"\d+(?:y|z)", lambda n: "1" * n),
    (r"[^;\n]+?;", lambda n: "a" * n),
    (r"(?:\d|x)+(?:y|z)", lambda n: "1" * n),
    (r"ART-\d{6}x", lambda n: "ART-123456" * (n // 10)),
]


@pytest.mark.parametrize("pattern, text", WORST, ids=[p for p, _ in WORST])
def test_the_worst_accepted_forms_finish_within_their_bound(pattern, text):
    assert pattern_problem(pattern) is None
    started = time.process_time()
    bounded_matches(pattern, text(10 * match_chars(pattern)))
    # CPU time: the bound is about the matching's own work, not a loaded machine's queue
    assert time.process_time() - started < 2.0


def test_text_past_the_bound_is_not_searched():
    pattern = r"\d+\d+x"  # degree 2
    assert match_chars(pattern) == MATCH_CHARS[2]
    near = "1" * 10 + "x" + " " * MATCH_CHARS[2]
    far = " " * MATCH_CHARS[2] + "11x"
    assert [m.group() for m in bounded_matches(pattern, near)] == ["1111111111x"]
    assert bounded_matches(pattern, far) == []


def test_matches_are_capped():
    found = bounded_matches(r"a", "a" * (2 * patterns.MAX_MATCHES))
    assert len(found) == patterns.MAX_MATCHES
