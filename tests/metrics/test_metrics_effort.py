"""Effort, no-tool share and credential WER on hand-built traces."""

from pathlib import Path

from duplexworld.metrics.base import REGISTRY, Absent, MetricValue
from duplexworld.metrics.effort import (
    credential_wer,
    effort_ratio,
    no_tool,
    render_spoken,
)
from duplexworld.testing import toy_scenario
from duplexworld.testing.traces import trace_header
from duplexworld.trace import Terminated, ToolCalled, Trace

SCENARIO = toy_scenario(
    facts=[
        {
            "key": "lamp",
            "label": "lamp number",
            "kind": "digits",
            "value": "12",
            "spoken": "one two",
        },
    ],
)


def trace_with(*calls: dict) -> Trace:
    header = trace_header(SCENARIO, world="toy", seed=0, step_cap_ticks=300)
    events = [
        ToolCalled(
            tick=i + 1, call_id=f"c{i}", actor="agent", name=c["name"], arguments=c["arguments"]
        )
        for i, c in enumerate(calls)
    ]
    events.append(Terminated(tick=50, reason="user_stop"))
    return Trace(directory=Path("."), header=header, events=events, final_state={})


def values(trace: Trace) -> dict:
    out = {}
    for name in ("effort_ratio", "rho_plus", "rho_minus", "pi_plus", "pi_minus"):
        value = REGISTRY[name].compute(SCENARIO, trace)
        out[name] = value.value if isinstance(value, MetricValue) else None
    return out


def test_effort_split_over_and_under():
    exact = values(trace_with({"name": "switch_on", "arguments": {"lamp_id": "12"}}))
    assert exact == {
        "effort_ratio": 1.0,
        "rho_plus": None,
        "rho_minus": None,
        "pi_plus": 0.0,
        "pi_minus": 0.0,
    }
    over = values(trace_with(*[{"name": "get_lamp", "arguments": {"lamp_id": "12"}}] * 3))
    assert over["effort_ratio"] == 3.0 and over["rho_plus"] == 3.0 and over["pi_plus"] == 1.0
    under = values(trace_with())
    assert under["effort_ratio"] == 0.0 and under["pi_minus"] == 1.0 and under["rho_minus"] == 0.0


def test_no_tool_share():
    assert no_tool(SCENARIO, trace_with()).value == 1.0
    assert no_tool(SCENARIO, trace_with({"name": "get_lamp", "arguments": {}})).value == 0.0


def test_credential_wer_compares_spoken_renderings():
    right = credential_wer(
        SCENARIO, trace_with({"name": "switch_on", "arguments": {"lamp_id": "12"}})
    )
    assert right is not None and right.value == 0.0
    wrong = credential_wer(
        SCENARIO, trace_with({"name": "switch_on", "arguments": {"lamp_id": "13"}})
    )
    assert wrong is not None and wrong.value == 0.5  # one of two spoken digits differs
    assert credential_wer(SCENARIO, trace_with()) is None  # nothing used: absent, not 0


def test_effort_absent_without_a_reference_workload():
    scenario = toy_scenario(gold_actions=[])
    absent = effort_ratio(scenario, trace_with())
    assert isinstance(absent, Absent) and "no reference workload" in absent.reason


def test_render_spoken_by_kind():
    assert render_spoken("date", "1979-03-14") == "March fourteenth, nineteen seventy-nine"
    assert render_spoken("digits", "4471") == "four four seven one"
    assert render_spoken("date", "not a date") == "not a date"


def _wer_of(scenario_id: str, calls: list[tuple[str, dict]]) -> MetricValue:
    from duplexworld.worlds import builtin_scenarios

    (scenario,) = [s for s in builtin_scenarios(scenario_id.split("_")[0]) if s.id == scenario_id]
    events = [
        ToolCalled(tick=i + 1, call_id=f"c{i}", actor="agent", name=name, arguments=arguments)
        for i, (name, arguments) in enumerate(calls)
    ]
    header = trace_with().header.model_copy(
        update={"scenario": scenario.model_dump(mode="json"), "scenario_id": scenario.id}
    )
    trace = Trace(
        directory=Path("."),
        header=header,
        events=[*events, Terminated(tick=50, reason="user_stop")],
        final_state={},
    )
    value = REGISTRY["credential_wer"].compute(scenario, trace)
    assert isinstance(value, MetricValue) and value.version == "3"
    return value


def test_credential_wer_scores_the_value_after_the_callers_correction():
    # the caller first gives her married name, then corrects it to the name on the account
    def wer(*names: str) -> float:
        calls = [("find_customer_by_name", {"full_name": name}) for name in names]
        return _wer_of("banking_mid_call_correction_01", calls).value

    # a perfect run: the first lookup used the name first given, the second the correction
    assert wer("Laura Bennett", "Laura Brooks") == 0.0
    assert wer("Laura Bennett") == 0.5  # never used the corrected surname: one word of two


def test_credential_wer_keeps_two_calls_of_one_tool_apart():
    # logistics_multi_intent_01: two deliveries are scheduled, each with its own date; the
    # caller says the dates with weekdays ("Friday, September twentieth"), which are not errors
    calls = [
        ("verify_caller", {"customer_number": "604219", "postcode": "84106"}),
        ("get_shipment", {"tracking_number": "52367391"}),
        ("release_hold", {"tracking_number": "52367391"}),
        ("schedule_delivery", {"tracking_number": "52367391", "delivery_date": "2024-09-20"}),
        ("list_account_shipments", {"party_id": "P-600"}),
        ("schedule_delivery", {"tracking_number": "52190846", "delivery_date": "2024-09-24"}),
    ]
    value = _wer_of("logistics_multi_intent_01", calls)
    assert value.value == 0.0, value.evidence
    swapped = [*calls[:3], calls[5], calls[4], calls[3]]  # same calls, other order
    assert _wer_of("logistics_multi_intent_01", swapped).value == 0.0
