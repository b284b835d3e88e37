"""Property-based fuzzing of the scenario loader over mutated real scenario files.

Every mutant must load or be rejected with a ``ScenarioError`` that names the file and the
field (or line), within 2 s, never a traceback; ``scenarios validate`` on a mutant reports
it, never raises. The billion-laughs block is rejected in under 1 s and 100 MB.
"""

from __future__ import annotations

import signal
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from duplexworld.campaign.resolve import scenario_pool
from duplexworld.campaign.spec import CampaignSpecError, ScenarioSelection
from duplexworld.cli import main
from duplexworld.scenario import ScenarioError
from duplexworld.scenario.expand import expand
from duplexworld.world.scenarios import (
    load_scenario,  # the checked loader, as for a user file
    world_library,
)
from duplexworld.worlds import scenario_paths
from duplexworld.worlds.validation import check_scenario_file

SOURCES = [
    next(p for p in scenario_paths(world) if p.stem.endswith(kind))
    for world, kind in [
        ("banking", "guided_procedure_01"),
        ("banking", "mid_call_correction_01"),
        ("insurance", "suspension_01"),
        ("logistics", "single_intent_02"),
        ("travel", "multi_intent_01"),
        ("healthcare", "identity_verification_01"),
        ("pathfinding", "01"),
    ]
    if any(p.stem.endswith(kind) for p in scenario_paths(world))
]
DOCUMENT_LEVEL = ("file is", "expected a mapping", "no such file", "cannot be validated")
"""Rejections about the whole file, where no field can be named."""

BILLION_LAUGHS = """\
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
"""

ODD_VALUES = st.sampled_from(
    [
        None,
        True,
        False,
        0,
        -1,
        10**30,
        1e308,
        float("inf"),
        float("nan"),
        "",
        " ",
        "{bogus}",
        "{spoken",
        "tool:no_such_tool",
        "fact:nobody",
        "x" * 5000,
        [],
        {},
        [[[[[[[[1]]]]]]]],
        {"fact": "nobody"},
        "2024-01-01",
        "12.3.4",
        "-0.00000000001",
        "nobody_at_all",  # an unknown persona, channel or world
        {"result": 0, "pattern": "(a+)+$"},  # a catastrophic pattern
        {"result": 0, "pattern": "(\\d+"},  # one that does not compile
        {"result": 99, "pattern": "ART-\\d+"},  # a step that is not earlier
        "word " * 600,  # a line past MAX_LINE_CHARS
        10**12,  # a dial far out of range
    ]
)


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix] if prefix else []
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


def _set(data: Any, path: tuple, value: Any, delete: bool = False) -> None:
    for part in path[:-1]:
        data = data[part]
    if delete:
        del data[path[-1]]
    else:
        data[path[-1]] = value


@st.composite
def mutants(draw) -> bytes:
    source = draw(st.sampled_from(SOURCES))
    text = source.read_text(encoding="utf-8")
    kind = draw(
        st.sampled_from(["replace", "replace", "replace", "delete", "text", "bytes", "yaml"])
    )
    if kind in {"replace", "delete"}:
        data = yaml.safe_load(text)
        path = draw(st.sampled_from(_paths(data)))
        if kind == "delete":
            _set(data, path, None, delete=True)
        else:
            _set(data, path, draw(ODD_VALUES))
        return yaml.safe_dump(data, allow_unicode=True).encode("utf-8")
    raw = text.encode("utf-8")
    if kind == "bytes":
        at = draw(st.integers(0, len(raw)))
        junk = draw(st.binary(min_size=1, max_size=8))
        return raw[:at] + junk + raw[at:]
    if kind == "text":
        at = draw(st.integers(0, len(raw)))
        return raw[:at]  # a truncated file
    extra = draw(
        st.sampled_from(
            [
                BILLION_LAUGHS,
                "x: " + "[" * 5000 + "]" * 5000 + "\n",
                "id: duplicated_key\n",
                "script: &s {opening: [hi]}\nagain: *s\n",
                "loop: &l [*l]\n",
                "when: 2024-01-01\n",
                "n: .inf\n",
                "? [a, b]\n: c\n",
                "tag: !!python/object:os.system x\n",
                "big: " + "9" * 5000 + "\n",
            ]
        )
    )
    return raw + b"\n" + extra.encode("utf-8")


class _Hang(Exception):
    pass


def _alarm(signum, frame):
    raise _Hang


FUZZ = settings(
    max_examples=200,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


HANG_WALL_S = 30
"""A hang is caught on the wall clock, far above any bound (the machines are shared); the
bound itself, 2 s, is on the process's CPU time, which load does not stretch."""


@FUZZ
@given(mutant=mutants())
def test_mutated_scenario_files_load_or_are_rejected_with_file_and_field(tmp_path, mutant):
    path = tmp_path / "mutant.yaml"
    path.write_bytes(mutant)
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(HANG_WALL_S)
    started = time.process_time()
    try:
        load_scenario(path)
    except ScenarioError as error:
        assert error.path == str(path)
        assert str(error).startswith(f"{path}: ")
        assert "\n" not in str(error)
        assert error.field or error.problem.startswith(DOCUMENT_LEVEL), str(error)
    except _Hang:
        pytest.fail(f"the loader hung on:\n{mutant[:400]!r}")
    finally:
        elapsed = time.process_time() - started
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert elapsed < 2.0


@settings(FUZZ, max_examples=40)
@given(mutant=mutants())
def test_validating_a_mutant_reports_instead_of_raising(tmp_path, mutant, capsys):
    path = tmp_path / "mutant.yaml"
    path.write_bytes(mutant)
    assert main(["scenarios", "validate", str(path)]) in {0, 1}
    out = capsys.readouterr().out
    assert "1 valid, 0 invalid" in out or f"invalid: {path}" in out


@pytest.fixture(scope="module")
def warm() -> None:
    """Each source checked once: the worlds, their policy indexes and the caller's text
    encoder load on first use, once per process, which is no file's doing."""
    for source in SOURCES:
        check_scenario_file(source)


@settings(FUZZ, max_examples=100)
@given(mutant=mutants())
def test_run_and_validate_take_in_a_mutant_alike(tmp_path, mutant, capsys, warm):
    """Through the run path (``scenario_pool``, what ``run --scenario-file`` resolves) and
    ``scenarios validate`` alike: no hang over 2 s, no file one accepts and the other
    refuses, every rejection names the file and the field."""
    path = tmp_path / "mutant.yaml"
    path.write_bytes(mutant)
    previous = signal.signal(signal.SIGALRM, _alarm)
    try:
        for name, take_in in (
            ("validate", lambda: main(["scenarios", "validate", str(path)])),
            ("run", lambda: scenario_pool(ScenarioSelection(files=[str(path)]))),
        ):
            signal.alarm(HANG_WALL_S)
            started = time.process_time()
            try:
                outcome: object = take_in()
            except CampaignSpecError as refused:
                outcome = refused
            except _Hang:
                pytest.fail(f"{name} hung on:\n{mutant[:400]!r}")
            finally:
                signal.alarm(0)
            assert time.process_time() - started < 2.0, name
            if name == "validate":
                validated = outcome == 0
                printed = capsys.readouterr().out
            else:
                assert validated == (not isinstance(outcome, CampaignSpecError)), (
                    f"validate {'accepted' if validated else 'refused'} it, run did not:\n"
                    f"{printed}\n{outcome}"
                )
                if isinstance(outcome, CampaignSpecError):
                    for line in str(outcome).splitlines():
                        assert line.startswith(f"{path}: "), line
    finally:
        signal.signal(signal.SIGALRM, previous)
    for problem in check_scenario_file(path).problems:
        assert problem.path == str(path)
        assert problem.field or problem.problem.startswith(DOCUMENT_LEVEL), str(problem)
        assert f"invalid: {problem}" in printed


def test_billion_laughs_is_rejected_fast_and_small(tmp_path):
    path = tmp_path / "laughs.yaml"
    path.write_text(BILLION_LAUGHS, encoding="utf-8")
    tracemalloc.start()
    started = time.process_time()
    with pytest.raises(ScenarioError, match="expands to more than"):
        load_scenario(path)
    elapsed = time.process_time() - started
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert elapsed < 1.0
    assert peak < 100 * 2**20


@pytest.mark.parametrize(
    "text, field, message",
    [
        ("id: a\nid: b\n", "line 2", "duplicate key 'id'"),
        ("x: " + "[" * 100 + "]" * 100, "line 1", "nested deeper than 40"),
        ("loop: &l [*l]\n", "line 1", "refers to itself"),
        ("when: 2024-01-01\n", "when", "not JSON data"),
        ("n: .inf\n", "n", "not a finite number"),
    ],
)
def test_each_yaml_limit_names_the_line_or_field(tmp_path, text, field, message):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as raised:
        load_scenario(path)
    assert raised.value.field == field and message in raised.value.problem


def test_non_utf8_and_oversized_files_are_refused(tmp_path):
    latin = tmp_path / "latin.yaml"
    latin.write_bytes("goal: caf\u00e9\n".encode("latin-1"))
    with pytest.raises(ScenarioError, match="line 1: not UTF-8 text"):
        load_scenario(latin)
    huge = tmp_path / "huge.yaml"
    huge.write_bytes(b"a: " + b"x" * 1_100_000)
    with pytest.raises(ScenarioError, match="limit is 1000000"):
        load_scenario(huge)


def _real() -> dict[str, Any]:
    path = next(p for p in SOURCES if "guided_procedure" in p.stem)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    # written in full (the world's library expanded), so each edit lands where it names
    library = world_library(data["world"])
    return data if library is None else expand(data, library)


def _edit(data: dict[str, Any], dotted: str, value: Any) -> dict[str, Any]:
    target: Any = data
    parts = [int(p) if p.isdigit() else p for p in dotted.split(".")]
    for part in parts[:-1]:
        target = target[part]
    target[parts[-1]] = value
    return data


@pytest.mark.parametrize(
    "dotted, value, field, message",
    [
        (
            "facts.0.answer_variants",
            ["It's {spoken}, {name}."],
            "facts[0].answer_variants[0]",
            "unknown format slot {name}",
        ),
        ("script.opening", [], "script.opening", "needs at least one line"),
        ("script.opening", ["  "], "script.opening[0]", "empty line"),
        ("step_cap_ticks", True, "step_cap_ticks", "valid integer"),
        ("step_cap_ticks", 10**9, "step_cap_ticks", "above 18000"),
        ("caller_actions.0.duration_s", 1e9, "caller_actions[0].duration_s", "does not fit"),
        ("caller_actions.0.duration_s", float("inf"), "caller_actions[0].duration_s", "finite"),
        ("gold_actions.0.name", "hack_mainframe", "gold_actions[0].name", "no "),
    ],
)
def test_semantic_checks_name_the_field(tmp_path, dotted, value, field, message):
    data = _edit(_real(), dotted, value)
    path = tmp_path / "edited.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(ScenarioError) as raised:
        load_scenario(path)
    assert raised.value.field == field, str(raised.value)
    assert message in raised.value.problem


def test_a_real_file_still_loads(tmp_path):
    for source in SOURCES:
        assert load_scenario(Path(source)).id == source.stem
