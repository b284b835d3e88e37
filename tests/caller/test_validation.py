"""Simulator validation: the caller's faults are found from the trace."""

from duplexworld.caller.validation import validate_caller
from duplexworld.testing import toy_correction_scenario, toy_scenario
from duplexworld.trace import CallerPlan, Terminated, ToolCalled

ON_EVENT = {
    "key": "lamp",
    "label": "lamp number",
    "kind": "digits",
    "value": "1",
    "spoken": "one",
    "reveal": "on_event",
    "event": "tool:get_lamp",
}


def _tool(tick, name):
    return ToolCalled(tick=tick, call_id=f"c{tick}", actor="agent", name=name, arguments={})


def test_a_fact_said_before_its_event_is_a_fault_and_after_it_is_not():
    scenario = toy_scenario(facts=[ON_EVENT])
    early = [CallerPlan(tick=10, plan="answer", facts=("lamp",)), _tool(20, "get_lamp")]
    late = [_tool(5, "get_lamp"), CallerPlan(tick=10, plan="answer", facts=("lamp",))]
    assert [f.kind for f in validate_caller(scenario, early)] == ["reveal"]
    assert validate_caller(scenario, late) == []


def test_a_due_correction_never_said_is_a_fault():
    scenario = toy_correction_scenario()
    said = CallerPlan(tick=10, plan="answer", facts=("lamp",))
    missing = [said, _tool(20, "get_lamp"), Terminated(tick=200, reason="agent_stop")]
    given = [*missing[:2], CallerPlan(tick=40, plan="correct", facts=("lamp",)), missing[2]]
    too_soon = [said, _tool(20, "get_lamp"), Terminated(tick=30, reason="agent_stop")]
    assert [f.kind for f in validate_caller(scenario, missing)] == ["correction"]
    assert validate_caller(scenario, given) == []
    assert validate_caller(scenario, too_soon) == []


def test_hanging_up_needs_a_reason_the_script_allows():
    scenario = toy_scenario()
    rude = [CallerPlan(tick=10, plan="answer", facts=()), Terminated(tick=20, reason="user_stop")]
    polite = [CallerPlan(tick=10, plan="close"), Terminated(tick=20, reason="user_stop")]
    assert [f.kind for f in validate_caller(scenario, rude)] == ["ending"]
    assert validate_caller(scenario, polite) == []
