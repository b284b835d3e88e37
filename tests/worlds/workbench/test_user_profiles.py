"""The behaviour profiles act (issue 30): each changes what the user says, and the reference
agent, using only what it heard, still gets WS 1 on a workflow of that profile in text mode.

Each profile's test runs the workflow twice: as authored, where the behaviour must happen, and
with its profile set to ``cooperative``, where it must not (the behaviour comes from the
profile, nothing else).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.trace import AgentNote, CallerPlan, Trace, Utterance, read_trace
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.agent_values import (
    HOLD,
    REPEAT,
    VAGUE,
    after_label,
    list_items,
    parse_answer,
    volunteered,
)
from duplexworld.worlds.workbench.graders import items
from duplexworld.worlds.workbench.user_lines import (
    ASIDE,
    ASK_REPEAT,
    RANGE,
    VERBOSE_AFTER,
    VERBOSE_BEFORE,
)
from duplexworld.worlds.workbench.user_lines import (
    VAGUE as VAGUE_LINES,
)
from duplexworld.worlds.workbench.user_profiles import profile_of

WORKFLOWS = {s.id: s for s in builtin_scenarios("workbench")}


def _run(tmp_path: Path, scenario: Scenario) -> tuple[float | None, Trace]:
    spec = EpisodeSpec(scenario=scenario, agent="oracle", channel="text", run_index=0)
    scores = run_one(spec, tmp_path)
    ws = scores.metrics["wb_WS"]
    return (ws.value if ws is not None else None), read_trace(tmp_path / "episodes" / spec.key)


def _cooperative(scenario: Scenario) -> Scenario:
    difficulty = {**scenario.difficulty, "profile": "cooperative"}
    return scenario.model_copy(update={"difficulty": difficulty})


def _user_lines(trace: Trace) -> list[str]:
    return [e.text for e in trace.events if isinstance(e, Utterance) and e.lane == "caller"]


def _plans(trace: Trace) -> list[CallerPlan]:
    return list(trace.events(CallerPlan))


def _notes(trace: Trace) -> list[str]:
    return [e.text for e in trace.events(AgentNote)]


def _both(tmp_path: Path, scenario_id: str, profile: str) -> tuple[Trace, Trace]:
    """The workflow as authored (WS 1 asserted) and switched to cooperative."""
    scenario = WORKFLOWS[scenario_id]
    assert profile_of(scenario) == profile
    ws, trace = _run(tmp_path / "on", scenario)
    assert ws == 1.0
    _, off = _run(tmp_path / "off", _cooperative(scenario))
    return trace, off


def test_verbose_talks_around_each_value_of_a_shape(tmp_path: Path) -> None:
    trace, off = _both(tmp_path, "workbench_advise_health_plan", "verbose")

    def wrapped(lines: list[str]) -> list[str]:
        return [
            line
            for line in lines
            if any(line.startswith(b) for b in VERBOSE_BEFORE)
            and any(line.endswith(a) for a in VERBOSE_AFTER)
        ]

    said = wrapped(_user_lines(trace))
    assert len(said) >= 2
    # the value is said once, between the talk
    shaped = {
        f.key: f
        for f in WORKFLOWS["workbench_advise_health_plan"].facts
        if f.kind in ("date", "digits", "number", "amount", "time")
    }
    for plan in _plans(trace):
        for key in plan.facts if plan.plan == "answer" else ():
            if key in shaped:
                line = next(t for t in _user_lines(trace) if shaped[key].spoken in t)
                assert line.count(shaped[key].spoken) == 1
    assert wrapped(_user_lines(off)) == []


def test_distracted_asks_for_the_question_again_and_steps_away(tmp_path: Path) -> None:
    trace, off = _both(tmp_path, "workbench_advise_remortgage", "distracted")
    plans = [p.plan for p in _plans(trace)]
    assert "ask_repeat" in plans and "aside" in plans
    lines = _user_lines(trace)
    assert any(line in ASK_REPEAT for line in lines) and any(line in ASIDE for line in lines)
    # after an aside the user answers without being asked again; asked to repeat, the agent
    # says its question again word for word
    aside = plans.index("aside")
    assert plans[aside + 1] == "answer"
    notes = _notes(trace)
    assert "asked to repeat the question" in notes and "the user stepped away: waiting" in notes
    assert not {"ask_repeat", "aside"} & {p.plan for p in _plans(off)}


def test_ambiguous_answers_vaguely_first_then_exactly(tmp_path: Path) -> None:
    trace, off = _both(tmp_path, "workbench_advise_business_loan", "ambiguous")
    plans = _plans(trace)
    vague = [i for i, p in enumerate(plans) if p.plan == "vague"]
    assert vague
    notes = _notes(trace)
    assert any("too vague, asking for the exact value" in n for n in notes)
    # the vague answer reveals nothing; the fact comes in a later answer
    assert all(plans[i].facts == () for i in vague)
    assert "vague" not in {p.plan for p in _plans(off)}


def test_expert_volunteers_the_next_values(tmp_path: Path) -> None:
    trace, off = _both(tmp_path, "workbench_advise_deck_permit", "expert")
    several = [p for p in _plans(trace) if p.plan == "answer" and len(p.facts) > 1]
    assert several
    volunteered = [n for n in _notes(trace) if n.endswith("(volunteered)")]
    assert volunteered  # the agent took them and did not ask for them
    asked_on = sum(p.plan == "answer" for p in _plans(trace))
    asked_off = sum(p.plan == "answer" for p in _plans(off))
    assert asked_on < asked_off
    assert not [p for p in _plans(off) if p.plan == "answer" and len(p.facts) > 1]


def test_the_agent_reads_no_catalogue_answer_as_vague_a_hold_or_a_repeat() -> None:
    """The agent's cues for the profiles never fire on an answer a workflow authored (so a
    cooperative user's answer is never taken for one), and fire on every profile line."""
    for scenario in WORKFLOWS.values():
        for fact in scenario.facts:
            for variant in fact.answer_variants:
                said = variant.format(spoken=fact.spoken)
                assert not (VAGUE.search(said) or HOLD.search(said) or REPEAT.search(said)), said
    assert all(VAGUE.search(line) for line in (*VAGUE_LINES, RANGE))
    assert all(HOLD.search(line) for line in ASIDE)
    assert all(REPEAT.search(line) for line in ASK_REPEAT)


@pytest.mark.parametrize("kind", ["date", "digits", "number", "amount"])
def test_the_talk_around_a_value_holds_no_value(kind: str) -> None:
    fact = next(f for s in WORKFLOWS.values() for f in s.facts if f.kind == kind)
    for line in (*VERBOSE_BEFORE, *VERBOSE_AFTER, *ASIDE, *ASK_REPEAT):
        assert parse_answer(line, fact) is None, (kind, line)
        assert not re.search(r"\b(?:no|not|sorry|actually|should be)\b", line, re.I)


def test_a_volunteered_value_is_cut_from_the_answer_by_its_label() -> None:
    """The expert's extra values, as a recogniser writes them (stops as commas), are cut from
    the answer at the clause naming their label; a value with commas in it stays whole."""
    scenario = WORKFLOWS["workbench_advise_deck_permit"]
    parcel, footing, phone = (
        scenario.fact(k) for k in ("parcel_number", "footing_inspection", "contractor_phone")
    )
    heard = (
        "It's 1-4-0, 3-8-2, 7-1-6, and the footing inspection date is April 22nd, 2026. "
        "And the contractor phone is two zero six, five five five, zero one four two."
    )
    own, offered = volunteered(heard, parcel, [footing, phone])
    assert parse_answer(own, parcel) == "140382716"
    assert [(f.key, parse_answer(after_label(part, f), f)) for f, part in offered] == [
        ("footing_inspection", "2026-04-22"),
        ("contractor_phone", "2065550142"),
    ]
    # a clause naming another field is no part of the answer, even when its value was not
    # made out (the recogniser's "20-26" for the year)
    own, offered = volunteered(
        "It's 1-4-0, 3-8-2, 7-1-6, yes, and the footing inspection date is April 22, 20-26.",
        parcel,
        [footing, phone],
    )
    assert parse_answer(own, parcel) == "140382716" and [f.key for f, _ in offered] == [
        "footing_inspection"
    ]
    # an answer that names no other field is left whole
    assert volunteered("It's 1-4-0, 3-8-2, 7-1-6.", parcel, [footing, phone]) == (
        "It's 1-4-0, 3-8-2, 7-1-6.",
        [],
    )


def test_a_range_whose_words_the_recogniser_lost_is_still_vague() -> None:
    """A clean-channel call heard "Somewhere between eight and ten, I think." as "Somewhere,
    we made in 10. I think." and the agent wrote 10 lawyers (the user meant nine): the word
    "somewhere" alone marks the answer as no value to write."""
    assert VAGUE.search("Somewhere, we made in 10. I think.")


def test_a_volunteered_value_is_cut_at_and_the_label_when_the_commas_were_lost() -> None:
    """A clean-channel call heard the expert's "Refrigeration and fire pumps, and the lockout
    contact is ..., and the phone number is ..." without its commas, and the agent wrote the
    whole turn as the critical loads (WS 0): "and the <label>" starts a clause, and a
    volunteered part ends where a clause names another field whole."""
    scenario = WORKFLOWS["workbench_coordinate_planned_outage"]
    loads = scenario.fact("critical_loads")
    others = [f for f in scenario.facts if f.key != "critical_loads"]
    heard = (
        "Refrigeration and fire pumps and the lockout contact is Astrid Nielsen "
        "and the phone number is 503-555-0147."
    )
    own, offered = volunteered(heard, loads, others)
    assert list_items(own) == "Refrigeration, fire pumps"
    assert [(f.key, parse_answer(after_label(part, f), f)) for f, part in offered] == [
        ("lockout_contact", "Astrid Nielsen"),
        ("contact_phone", "5035550147"),
    ]


def test_a_volunteered_label_said_before_its_list_takes_the_sentences_after_it() -> None:
    """A clean-channel call heard "You'll also need the violations found: hot holding below
    temperature, no soap at hand sink." with the colon and commas as full stops, and the
    agent wrote the label as the violations (F1 0, WS 0): a label that ends its sentence
    takes the sentences after it, to a clause that opens by naming another field; an item
    sharing a label's words ("Hot holding below temperature") does not end it."""
    scenario = WORKFLOWS["workbench_inspect_kitchen_hygiene"]
    date = scenario.fact("inspection_date")
    others = [f for f in scenario.facts if f.key not in ("inspection_date", "permit")]
    heard = (
        "It's March 2nd, 2026, and the hot holding temperature is 128. You'll also need the "
        "violations found. Hot holding below temperature. No soap at hand sink. "
        "And the person in charge is Miguel Ortega."
    )
    _own, offered = volunteered(heard, date, others)
    parsed = {f.key: parse_answer(after_label(part, f), f) for f, part in offered}
    assert parsed["hot_hold_temp"] == "128"
    assert items(list_items(parsed["violations"] or "")) == items(
        "hot holding below temperature, no soap at hand sink"
    )
    assert parsed["person_in_charge"] == "Miguel Ortega"


def test_a_sentence_opening_on_a_label_heard_a_little_off_is_not_more_of_the_field_before() -> None:
    """A clean-channel call heard the expert's "... response window is from eight a.m. to six
    p.m.. You'll also need the service start date: July first, 2026." as "... You'll also
    need to serve a start date July 1st, 2026." and the agent wrote that sentence into the
    response hours (WS 0): a sentence that opens as a label does and names every word of
    one, some heard a little off, starts that field's part."""
    scenario = WORKFLOWS["workbench_consult_security_package"]
    devices = scenario.fact("endpoints")
    others = [scenario.fact(k) for k in ("response_hours", "start_date", "lead_phone")]
    heard = (
        "80, laptops and desktops and the incident response window is from 8 a.m. to 6 p.m. "
        "You'll also need to serve a start date July 1st, 2026."
    )
    _own, offered = volunteered(heard, devices, others)
    parsed = {f.key: parse_answer(after_label(part, f), f) for f, part in offered}
    assert parsed == {"response_hours": "from 8 a.m. to 6 p.m", "start_date": "2026-07-01"}


def test_a_list_item_sharing_a_word_with_a_label_stays_in_the_list() -> None:
    """A clean-channel call heard "You'll also need the services wanted: device protection,
    ..." with the colon as a comma while the number of devices was not heard yet, and the
    list was cut after its label ("device protection" names the devices): inside a part, a
    clause starts another field only when it opens as a label does or carries a value of
    that field's kind."""
    scenario = WORKFLOWS["workbench_consult_security_package"]
    users = scenario.fact("users")
    others = [scenario.fact(k) for k in ("endpoints", "services", "response_hours")]
    heard = (
        "5-5 users. You'll also need the services wanted, device protection, email "
        "filtering, and backup."
    )
    _own, offered = volunteered(heard, users, others)
    parsed = {f.key: parse_answer(after_label(part, f), f) for f, part in offered}
    assert items(list_items(parsed["services"] or "")) == items(
        "device protection, email filtering, backup"
    )


def test_a_volunteered_part_ends_at_you_will_also_need_when_the_stop_was_lost() -> None:
    """A clean-channel call heard "... young calves are kept in the top shed. You'll also
    need the phone number: ..." without the stop, and the agent wrote the phone number into
    the vet's notes: "you'll also need" starts a clause."""
    scenario = WORKFLOWS["workbench_schedule_herd_test"]
    helpers = scenario.fact("helpers")
    others = [f for f in scenario.facts if f.key in ("notes", "farmer_phone")]
    heard = (
        "Two lads. You'll also need the notes for the vet. Young calves are kept in the top "
        "shed You'll also need the phone number 608 555 0161"
    )
    _own, offered = volunteered(heard, helpers, others)
    parsed = {f.key: parse_answer(after_label(part, f), f) for f, part in offered}
    assert parsed == {
        "notes": "Young calves are kept in the top shed",
        "farmer_phone": "6085550161",
    }
