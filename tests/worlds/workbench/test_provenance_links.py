"""Every knowledge-base field names what picks its passage and spells none of it (issue 30).

``WorkflowSpec`` refuses a pattern or a query with a word of a value the call decides (the
user's, a record's, the options of a field read off a document) that the form does not show,
and a field that names nothing (``near``, ``near_fields``, ``near_records``) whose pattern
finds more than one value in the knowledge base. The catalogue builds under the rule (every
builder is called at import of the catalogue tests).
"""

from __future__ import annotations

from typing import Any

import pytest

from duplexworld.scenario import Scenario
from duplexworld.scenario.provenance import resolve_result
from duplexworld.world.gold import replay_gold
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.workflow import FromKb, WorkflowSpec, render


def _spec(workflow_id: str) -> dict[str, Any]:
    spec = next(b() for b in BUILDERS if b().id == workflow_id)
    return spec.model_dump()


def _source(data: dict[str, Any], field: str) -> dict[str, Any]:
    return next(f for f in data["fills"] if f["field"] == field)["source"]


def test_a_pattern_picking_the_band_by_its_letter_is_refused():
    # "Band B students receive ..." read the amount of the gold's band whatever band the
    # income the agent heard falls in
    data = _spec("workbench_advise_student_aid")
    source = _source(data, "grant_amount")
    source["pattern"], source["near_fields"] = r"Band B students receive (\d+) dollars", ()
    with pytest.raises(ValueError, match="grant_amount pattern spells 'b'.*options of grant_band"):
        WorkflowSpec.model_validate(data)


def test_a_pattern_spelling_a_records_value_is_refused():
    data = _spec("workbench_schedule_hangar_slot")
    source = _source(data, "hangar")
    source["pattern"], source["near_fields"] = r"ATR 72 checks are done in (Hangar \d)", ()
    with pytest.raises(ValueError, match="hangar pattern spells 'atr'.*record's type"):
        WorkflowSpec.model_validate(data)


def test_a_query_spelling_a_records_value_is_refused():
    data = _spec("workbench_coordinate_deposition")
    _source(data, "reporter")["query"] = "court reporter for Franklin County"
    with pytest.raises(ValueError, match="reporter query spells 'franklin'"):
        WorkflowSpec.model_validate(data)


def test_a_field_naming_nothing_must_have_one_passage():
    # the general pattern finds both bands' amounts: without the band it read, the agent
    # would have no way to choose
    data = _spec("workbench_advise_student_aid")
    _source(data, "grant_amount")["near_fields"] = ()
    with pytest.raises(ValueError, match="grant_amount names nothing .* finds 2 values"):
        WorkflowSpec.model_validate(data)


def test_near_records_need_a_record_lookup():
    data = _spec("workbench_consult_clinic_booking_system")  # no record is looked up
    _source(data, "addon")["near_records"] = (r"practice: ([^;\n]+)",)
    with pytest.raises(ValueError, match="needs record_lookup"):
        WorkflowSpec.model_validate(data)


def test_every_knowledge_field_is_linked_or_fixed():
    linked = fixed = 0
    for build in BUILDERS:
        for fill in build().fills:
            if isinstance(fill.source, FromKb):
                source = fill.source
                if source.near or source.near_fields or source.near_records:
                    linked += 1
                else:
                    fixed += 1
    assert linked + fixed >= 232 and linked >= 132  # 110 linked before issue 30's Build 2


@pytest.mark.parametrize(
    ("workflow_id", "field", "record_value", "other"),
    [
        ("workbench_coordinate_deposition", "reporter", "Franklin County", "Beth Lowry"),
        ("workbench_schedule_hangar_slot", "hangar", "ATR 72-600", "Hangar 1"),
        # a number in a range the rule sheet states ("Feeders 200 to 299 ...")
        ("workbench_coordinate_planned_outage", "crew", "F-214", "Crew Alpha"),
        # the branch a judgement used to fix, now what the record says
        ("workbench_troubleshoot_school_heating", "priority", "term time", "priority two"),
        ("workbench_interview_source_sheet", "checking_desk", "statistics", "legal desk"),
    ],
)
def test_the_passage_follows_the_record_the_agent_read(
    workflow_id: str, field: str, record_value: str, other: str
):
    # the gold replay's value, then the same reference with the record saying the other
    # county (aircraft): the passage follows what the record said, not a literal
    scenario = Scenario.model_validate(render(next(b() for b in BUILDERS if b().id == workflow_id)))
    replay = replay_gold(scenario)
    results = [r.content for r in replay.results]
    step = next(
        i
        for i, a in enumerate(scenario.gold_actions)
        if a.name == "update_field" and field in str(a.arguments["field"].pattern)
    )
    ref = scenario.gold_actions[step].arguments["value"]
    facts = {f.key: f.value for f in scenario.facts}
    assert resolve_result(ref, results, facts) != [other]
    records = ref.steps()[-1] if len(ref.steps()) > 1 else ref.result
    swapped = list(results)
    other_record = {
        "Franklin County": "Delaware County",
        "ATR 72-600": "Dash 8-400",
        "F-214": "F-108",
        "term time": "the holidays",
        "statistics": "private people",
    }[record_value]
    swapped[records] = swapped[records].replace(record_value, other_record)
    assert resolve_result(ref, swapped, facts) == [other]
