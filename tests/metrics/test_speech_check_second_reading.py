"""A must-say check reads a second time before it fails an agent (issue 28): a required
phrase with one word heard as a sound-alike, and the caller's own reading of the ask.

On the real scenario logistics_identity_verification_02 the clean gate heard the reference
agent's "What would the bill of lading number be?" as "What would the bill of lighting number
be?"; the caller still read it as asking for the bill of lading number and answered. Scripted
calls without audio: the agent's lines reach the scorer as ``heard`` events, the caller's
readings as ``caller_plan`` events, and the real GS, ACT, NLA and reward score them.
"""

from __future__ import annotations

import pytest

from duplexworld.scenario import Scenario
from duplexworld.testing.scripted import (
    Say,
    Step,
    enterprise_scenario,
    gold_script,
    score_script,
    scripted_trace,
)
from duplexworld.trace import Trace
from duplexworld.trace.events import ActReading, CallerPlan, Heard

SCENARIO = "logistics_identity_verification_02"
NOTE = "asks for the bill of lading number before redirecting"
MANGLED = "What would the bill of lighting number be?"
"""The reference agent's ask as the caller's recogniser wrote it on the clean gate."""
UNLIKE = "What would the bill of lining number be?"
"""A mangling no sound-alike reads back ("lining" is l-n-ng, "lading" l-d-ng)."""


@pytest.fixture(autouse=True)
def _no_judge(monkeypatch):
    from duplexworld.metrics import judges

    for name in ("MODEL", "BASE_URL", "API_KEY", "CACHE"):
        monkeypatch.delenv(f"DUPLEXWORLD_JUDGE_{name}", raising=False)
    judges.configure_judge(None)


def _scenario() -> Scenario:
    return enterprise_scenario(SCENARIO)


def _script(ask: str | None) -> list[Step]:
    """The gold replay with the bill of lading ask said as ``ask`` (None: never asked)."""
    steps: list[Step] = []
    for step in gold_script(_scenario()):
        if isinstance(step, Say) and step.text == "bill of lading":
            if ask is not None:
                steps.append(Say(ask))
        else:
            steps.append(step)
    return steps


def _with_reading(trace: Trace, line: str, fact: str, answered: bool = True) -> Trace:
    """``trace`` with the caller's plan after the heard ``line``: it read the line as asking
    for ``fact`` and answered with it (or, ``answered=False``, with nothing)."""
    events = list(trace.events)
    at = next(i for i, e in enumerate(events) if isinstance(e, Heard) and e.text == line)
    reading = ActReading(text=line, intent="ask", question=True, fact=fact, margin=0.24)
    plan = CallerPlan(
        tick=events[at].tick,
        plan="answer",
        facts=(fact,) if answered else (),
        reason="asked",
        readings=(reading,),
    )
    events.insert(at + 1, plan)
    return Trace(trace.directory, trace.header, events, trace.final_state)


def _bol_check(trace: Trace) -> dict:
    from duplexworld.metrics.speech_checks import check_speech

    verdict = check_speech(_scenario(), trace)
    return next(c for c in verdict.checks if c["note"] == NOTE)


def test_the_scenario_checks_the_ask_for_the_bill_of_lading() -> None:
    assert any(c.note == NOTE and c.rule == "must_say" for c in _scenario().nl_checks)
    assert score_script(_scenario(), gold_script(_scenario())).reward == 1.0


def test_a_sound_alike_word_meets_the_required_phrase() -> None:
    result = score_script(_scenario(), _script(MANGLED))
    check = next(c for c in result.metrics["NLA"].evidence["speech_checks"] if c["note"] == NOTE)
    assert check["met"] and check["heard"]["by"] == "sound_alike"
    assert check["heard"]["read_as"] == "What would the bill of lading number be?"
    assert result.metrics["NLA"].value == 1.0 and result.reward == 1.0


def test_the_callers_own_reading_of_the_ask_meets_the_check() -> None:
    trace = _with_reading(scripted_trace(_scenario(), _script(UNLIKE)), UNLIKE, "bol_number")
    check = _bol_check(trace)
    assert check["met"] and check["decided_by"] == "caller_reading"
    assert check["heard"]["reading"] == {"intent": "ask", "fact": "bol_number"}


def test_without_a_second_reading_the_mangled_ask_fails() -> None:
    # no sound-alike, no reading by the caller: the words alone decide, and they miss
    assert not _bol_check(scripted_trace(_scenario(), _script(UNLIKE)))["met"]
    # a reading of another fact, or one the caller did not answer, is no second reading
    trace = scripted_trace(_scenario(), _script(UNLIKE))
    assert not _bol_check(_with_reading(trace, UNLIKE, "tracking_number"))["met"]
    assert not _bol_check(_with_reading(trace, UNLIKE, "bol_number", answered=False))["met"]


def test_a_wrong_agent_that_never_asks_still_fails() -> None:
    # the agent asks for the tracking number only; the caller reads and answers that ask
    other = "What's the tracking number on the shipment?"
    steps = _script(None)
    trace = _with_reading(
        scripted_trace(_scenario(), [Say(other), *steps]), other, "tracking_number"
    )
    assert not _bol_check(trace)["met"]
    result = score_script(_scenario(), steps)
    assert result.metrics["NLA"].value == 0.0 and result.reward == 0.0


def test_the_account_zip_ask_heard_as_the_ip_code_is_met_by_the_callers_reading() -> None:
    # logistics_identity_verification_03: both recognisers wrote the oracle's "What's the
    # account ZIP code, please?" so; no sound-alike reads it back, the caller's reading does
    chosen = enterprise_scenario("logistics_identity_verification_03")
    note = "asks for the ZIP code on the account"
    heard = "What's the account the IP code, please?"
    steps: list[Step] = []
    for step in gold_script(chosen):
        steps.append(
            Say(heard) if isinstance(step, Say) and step.text == "zip code on the account" else step
        )
    from duplexworld.metrics.speech_checks import check_speech

    trace = scripted_trace(chosen, steps)
    checks = {c["note"]: c for c in check_speech(chosen, trace).checks}
    assert not checks[note]["met"]
    read = _with_reading(trace, heard, "postcode")
    checks = {c["note"]: c for c in check_speech(chosen, read).checks}
    assert checks[note]["met"] and checks[note]["decided_by"] == "caller_reading"
