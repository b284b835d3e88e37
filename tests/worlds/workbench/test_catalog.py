"""The workflow catalogue: rendered files up to date, archetypes spread, provenance kept.

Every workflow validates like a scenario, its gold changing the state (the workbench's
content check): ``tests/worlds/test_worlds_validate.py``.
"""

from __future__ import annotations

import pytest

from duplexworld.cli import main
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.catalog import BUILDERS
from duplexworld.worlds.workbench.workflow import ARCHETYPES, FromRule, WorkflowSpec, render

WORKFLOWS = builtin_scenarios("workbench")


def test_every_archetype_at_most_12_workflows_with_10_to_20_graded_fields():
    archetypes = [s.difficulty["archetype"] for s in WORKFLOWS]
    assert set(archetypes) == set(ARCHETYPES)
    assert all(archetypes.count(a) <= 12 for a in ARCHETYPES)
    assert len({s.id for s in WORKFLOWS}) == len(WORKFLOWS)
    for scenario in WORKFLOWS:
        assert 10 <= scenario.difficulty["fields"] <= 20
        assert scenario.reward_basis == ("DB", "ENV_ASSERTION")


def test_scenarios_list_shows_the_workbench(capsys):
    assert main(["scenarios", "list", "--world", "workbench"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(BUILDERS) == len(WORKFLOWS)
    assert all("\tworkbench\t" in line and '"archetype"' in line for line in lines)


def test_a_workflow_with_too_few_fields_is_refused():
    spec = BUILDERS[0]()
    data = spec.model_dump()
    data["template"]["fields"] = data["template"]["fields"][:9]
    data["fills"] = [
        f for f in data["fills"] if f["field"] in {x["name"] for x in data["template"]["fields"]}
    ]
    with pytest.raises(ValueError, match="10-20 fields"):
        WorkflowSpec.model_validate(data)


def test_rendered_values_come_by_provenance_never_literally():
    for build in BUILDERS:
        spec = build()
        derived = {f.field for f in spec.fills if isinstance(f.source, FromRule)}
        scenario = render(spec)
        for action in scenario["gold_actions"]:
            if action["name"] == "update_field":
                field = action["arguments"]["field"]
                assert isinstance(field, dict)  # read off the form
                name = field["pattern"].split("(")[1].split(")")[0]
                # a derived field's gold value is its rule over the gold's own writes (the
                # agent computes it from the rule the form states: test_rules.py)
                kind = str if name in derived else dict  # {fact} or {result}
                assert isinstance(action["arguments"]["value"], kind), (spec.id, name)


@pytest.mark.parametrize("archetype", ["troubleshooting", "planning"])
def test_an_archetype_has_12_workflows_in_12_industries_over_every_profile(archetype):
    own = [s for s in WORKFLOWS if s.difficulty["archetype"] == archetype]
    assert len(own) == 12
    assert len({s.difficulty["industry"] for s in own}) == 12
    profiles = [s.difficulty["profile"] for s in own]
    assert {profiles.count(p) for p in set(profiles)} == {2} and len(set(profiles)) == 6


def _stream_encoder() -> dict:
    spec = next(b() for b in BUILDERS if b().id == "workbench_troubleshoot_stream_encoder")
    return spec.model_dump()


def _kb_fill(data: dict, field: str) -> dict:
    return next(f for f in data["fills"] if f["field"] == field)["source"]


def test_a_knowledge_pattern_spelling_the_users_value_is_refused():
    # "Error 7002 means ..." picks the passage by the gold's error code: an agent that
    # misheard the code would still read the right meaning
    data = _stream_encoder()
    source = _kb_fill(data, "error_meaning")
    source["pattern"], source["near"] = r"Error 7002 means ([a-z ]+?)\.", ()
    with pytest.raises(ValueError, match="error_meaning pattern .* spells the user's error_code"):
        WorkflowSpec.model_validate(data)


def test_a_knowledge_query_spelling_the_users_value_is_refused():
    data = _stream_encoder()
    _kb_fill(data, "recovery_steps")["query"] = "recovery steps after error 7002"
    with pytest.raises(ValueError, match="recovery_steps query .* spells the user's error_code"):
        WorkflowSpec.model_validate(data)


def test_a_knowledge_pattern_spelling_a_value_read_off_an_earlier_passage_is_refused():
    # "For upstream packet loss: ..." picks the runbook line by the gold's error meaning, which
    # the agent only learns from the error code search
    data = _stream_encoder()
    source = _kb_fill(data, "recovery_steps")
    source["pattern"], source["near_fields"] = r"For upstream packet loss: ([a-z ,]+?)\.", ()
    with pytest.raises(ValueError, match="recovery_steps pattern .* spells 'upstream packet loss'"):
        WorkflowSpec.model_validate(data)


def test_a_knowledge_query_spelling_a_value_read_off_a_record_is_refused():
    data = _stream_encoder()
    _kb_fill(data, "recovery_steps")["query"] = "Streamcast E2 recovery steps"
    with pytest.raises(ValueError, match="recovery_steps query .* spells 'Streamcast E2'"):
        WorkflowSpec.model_validate(data)


@pytest.mark.parametrize(
    ("near_fields", "message"),
    [
        (("recovery_steps",), "not another field"),
        (("caller",), "not another field"),  # a user fact's field, not read off anything
        (("severity",), "whose search runs later"),
    ],
)
def test_near_fields_name_an_earlier_field_read_off_a_document_or_a_record(near_fields, message):
    data = _stream_encoder()
    _kb_fill(data, "recovery_steps")["near_fields"] = near_fields
    with pytest.raises(ValueError, match=message):
        WorkflowSpec.model_validate(data)


def test_a_two_digit_code_spelled_in_a_pattern_is_refused():
    data = next(b() for b in BUILDERS if b().id == "workbench_troubleshoot_card_terminal")
    data = data.model_dump()
    source = _kb_fill(data, "error_meaning")
    source["pattern"], source["near"] = r"Error 31 means an? ([a-z ]+?)\.", ()
    with pytest.raises(ValueError, match="spells the user's error_code"):
        WorkflowSpec.model_validate(data)


def test_a_value_read_off_the_passage_an_earlier_value_names_follows_what_the_agent_read():
    from duplexworld.scenario.provenance import resolve_result
    from duplexworld.scenario.schema import ResultRef

    scenario = next(
        s for s in builtin_scenarios("workbench") if s.id == "workbench_troubleshoot_stream_encoder"
    )
    write = next(
        a
        for a in scenario.gold_actions
        if a.name == "update_field"
        and isinstance(a.arguments["value"], ResultRef)
        and a.arguments["value"].pattern.startswith("For ")
    )
    ref = write.arguments["value"]
    meaning = next(item for item in ref.near if isinstance(item, ResultRef))
    results = [""] * len(scenario.gold_actions)
    results[meaning.result] = (
        "[KB-1] Encoder error codes: Error 7001 means encoder overload. Error 7002 means "
        "upstream packet loss."
    )
    results[ref.result] = (
        "[KB-2] Encoder runbook: For upstream packet loss: switch to the backup link, restart "
        "the encoder. For encoder overload: lower the bitrate."
    )
    assert resolve_result(ref, results, {"error_code": "7002"}) == [
        "switch to the backup link, restart the encoder"
    ]
    assert resolve_result(ref, results, {"error_code": "7001"}) == ["lower the bitrate"]
    assert resolve_result(ref, results, {"error_code": "7020"}) == []


def test_the_passage_a_knowledge_value_is_read_from_is_the_one_the_heard_value_names():
    from duplexworld.scenario.provenance import resolve_result
    from duplexworld.scenario.schema import ResultRef

    scenario = next(
        s for s in builtin_scenarios("workbench") if s.id == "workbench_troubleshoot_stream_encoder"
    )
    write = next(
        a
        for a in scenario.gold_actions
        if a.name == "update_field"
        and isinstance(a.arguments["value"], ResultRef)
        and "means" in a.arguments["value"].pattern
    )
    ref = write.arguments["value"]
    results = [""] * len(scenario.gold_actions)
    results[ref.result] = (
        "[KB-1] Encoder error codes: Error 7001 means encoder overload. Error 7002 means "
        "upstream packet loss. Error 7010 means licence expired."
    )
    assert resolve_result(ref, results, {"error_code": "7002"}) == ["upstream packet loss"]
    assert resolve_result(ref, results, {"error_code": "7001"}) == ["encoder overload"]
    assert resolve_result(ref, results, {"error_code": "7020"}) == []  # misheard: nothing
