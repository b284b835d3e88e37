"""tau-Voice interaction metrics (tau_voice_v1) held to tau2-bench's golden data, rule by rule."""

import json
from collections import Counter
from pathlib import Path

import pytest

from duplexworld.metrics import REGISTRY
from duplexworld.metrics.interaction import (
    MIN_EVENTS,
    VARIANT,
    Insert,
    InteractionInput,
    compute_interaction_metrics_for_experiment,
    extract_call_events,
    interaction_input_from_trace,
    load_tau_experiment,
    load_tau_simulation,
    pool_events,
    reported_metrics,
    stop_filter,
    tick_seconds_from_results,
)
from duplexworld.testing import toy_scenario
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    CallerPlan,
    EffectInjected,
    SpeechStarted,
    SpeechStopped,
    Terminated,
    Trace,
)

DATA = Path(__file__).parents[1] / "data" / "conformance" / "tau_voice_interaction"
SHARED = Path(__file__).parents[3] / "shared" / "conformance" / "tau_voice_interaction"
EXPECTED = json.loads((DATA / "expected_metrics.json").read_text(encoding="utf-8"))
FLOATS = [key for key, value in EXPECTED.items() if key != "counts"]


@pytest.fixture(scope="module")
def calls() -> list[InteractionInput]:
    return load_tau_experiment(DATA)


@pytest.fixture(scope="module")
def golden(calls):
    return compute_interaction_metrics_for_experiment(calls)


# -- conformance ------------------------------------------------------------------------------
def test_the_tick_length_comes_from_the_run_metadata():
    assert tick_seconds_from_results(DATA / "results.json") == 0.2
    assert tick_seconds_from_results({"info": {"audio_native_config": {}}}) == 0.2
    zero = {"info": {"audio_native_config": {"tick_duration_seconds": 0}}}
    assert tick_seconds_from_results(zero) == 0.2
    assert (
        tick_seconds_from_results({"info": {"audio_native_config": {"tick_duration_seconds": 0.1}}})
        == 0.1
    )


@pytest.mark.parametrize("count", sorted(EXPECTED["counts"]))
def test_every_count_is_equal(golden, count):
    assert golden.counts[count] == EXPECTED["counts"][count]


@pytest.mark.parametrize("metric", FLOATS)
def test_every_rate_and_latency_is_within_1e_6(golden, metric):
    assert getattr(golden, metric) == pytest.approx(EXPECTED[metric], abs=1e-6)
    assert golden.as_dict()[metric] == pytest.approx(EXPECTED[metric], abs=1e-6)


def test_the_golden_breakdown_by_rule(calls):
    per_call = [extract_call_events(call) for call in calls]
    events = [event for call in per_call for event in call.events]
    tally = Counter((e.category, e.outcome, e.rule) for e in events)
    assert tally[("response", "response", "R5")] == 34
    assert tally[("response", "no_response", "R5")] == 1
    assert sum(e.latency_ticks for e in events if e.outcome == "response") == 248
    assert sum(e.latency_ticks for e in events if e.outcome == "yield") == 77
    assert tally[("backchannel", "error", "R7")] == 2
    assert tally[("backchannel", "correct", "R7")] == 1
    # vocal tics: R7 x1, R8 x2 (Q3), R9 x3 (two while the agent spoke, one in silence)
    assert tally[("vocal_tic", "error", "R7")] == 1
    assert tally[("vocal_tic", "error", "R8")] == 2
    assert tally[("vocal_tic", "error", "R9")] == 3
    assert tally[("vocal_tic", "correct", "R9")] == 1
    assert tally[("non_directed", "error", "R9")] == 5
    assert tally[("non_directed", "correct", "R9")] == 1
    # the single no_response: cd9c..., the user segment [489, 533)
    names = sorted(path.stem for path in (DATA / "simulations").glob("*.json"))
    missed = [
        (name, e.tick)
        for name, call in zip(names, per_call, strict=True)
        for e in call.events
        if e.outcome == "no_response"
    ]
    assert missed == [("cd9c5ed2-9751-4c86-8dac-8a895a332e41", 533)]


def test_q1_simultaneous_starts_count_on_both_sides(calls):
    ties = 0
    for call in calls:
        filtered = stop_filter(call)
        for event in extract_call_events(call).events:
            if event.category == "agent":
                start = event.tick
                ties += filtered.user[start] and (start == 0 or not filtered.user[start - 1])
    assert ties == 5  # 5 of the 8 agent interrupts start on the user's first tick


def test_q7_without_the_stop_filter_the_yield_count_changes(calls):
    unfiltered = pool_events([extract_call_events(c, apply_stop_filter=False) for c in calls])
    assert unfiltered.counts["yield_total"] == 25
    assert unfiltered.yield_rate == pytest.approx(0.92)


def test_rates_backed_by_fewer_than_ten_events_are_hidden_when_reported(golden):
    assert MIN_EVENTS == 10
    shown = reported_metrics(golden)
    assert shown["response_rate"] == golden.response_rate
    assert shown["yield_rate"] == golden.yield_rate
    assert shown["agent_interruption_rate"] == golden.agent_interruption_rate
    for kind in ("backchannel", "vocal_tic", "non_directed"):
        assert f"selectivity_{kind}" not in shown  # 3, 7 and 6 events
    assert "selectivity_mean" not in shown
    assert shown["counts"] == EXPECTED["counts"]
    assert shown["response_latency_mean"] == golden.response_latency_mean
    everything = reported_metrics(golden, min_events=1)
    assert everything["selectivity_mean"] == pytest.approx(
        (
            EXPECTED["selectivity_backchannel"]
            + EXPECTED["selectivity_vocal_tic"]
            + EXPECTED["selectivity_non_directed"]
        )
        / 3
    )


def test_the_copied_data_matches_the_shared_folder_when_present():
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside the checkout")
    for path in sorted(SHARED.rglob("*")):
        if path.is_file():
            assert (DATA / path.relative_to(SHARED)).read_bytes() == path.read_bytes(), path


def test_a_call_without_ticks_is_skipped():
    empty = load_tau_simulation({"ticks": []})
    assert empty.n_ticks == 0
    metrics = compute_interaction_metrics_for_experiment([empty])
    assert metrics.counts["n_simulations"] == 0
    assert metrics.response_rate is None and metrics.response_latency_mean is None


# -- rules on small diagrams ('#' speech, '.' silence) --------------------------------------
def diagram(
    user: str,
    agent: str,
    actions: dict[int, str] | None = None,
    inserts: dict[int, tuple[Insert, ...]] | None = None,
) -> InteractionInput:
    assert len(user) == len(agent)
    n = len(user)
    return InteractionInput(
        user=tuple(c == "#" for c in user),
        agent=tuple(c == "#" for c in agent),
        actions=tuple((actions or {}).get(i, "") for i in range(n)),
        inserts=tuple((inserts or {}).get(i, ()) for i in range(n)),
    )


def outcomes(call: InteractionInput) -> list[tuple[str, str, int, int | None]]:
    return [
        (e.category, e.outcome, e.tick, e.latency_ticks) for e in extract_call_events(call).events
    ]


def test_r5_response_latency_no_response_and_no_event_at_the_end():
    answered = diagram("###.........", "....###.....")
    assert outcomes(answered) == [("response", "response", 3, 1)]
    # an agent already speaking on the user's end tick makes the segment ineligible (endA),
    # so R5's "latency 0" can never occur
    at_once = diagram("###......", "...###...")
    assert [e for e in outcomes(at_once) if e[0] == "response"] == []
    # the user speaks again before the agent: no_response; the last turn goes unanswered
    ignored = diagram("##...##.......", "..............")
    assert outcomes(ignored) == [("response", "no_response", 2, None)]


def test_q6_a_backchannel_in_silence_is_no_event_and_does_not_end_the_window():
    call = diagram("##..#.......", "........##..", actions={4: "backchannel"})
    assert outcomes(call) == [("response", "response", 2, 6)]


def test_q1_a_tie_is_a_user_interruption_and_an_agent_interruption():
    call = diagram("..####......", "..###.......")
    events = outcomes(call)
    assert ("yield", "yield", 2, 3) in events
    assert ("agent", "interrupt", 2, None) in events


def test_r7_the_yield_scan_is_exclusive_and_ignores_where_the_user_stops():
    within = diagram("..#" + "." * 12, ".##########....")  # agent stops 9 ticks in: 1.8 s
    assert ("yield", "yield", 2, 9) in outcomes(within)
    beyond = diagram("..#" + "." * 12, ".###########...")  # stops 10 ticks in: too late
    assert ("yield", "no_yield", 2, None) in outcomes(beyond)


def test_q5_backchannel_error_within_0_8_s_and_r9_inclusive_at_1_0_s():
    bc = {2: "backchannel"}
    stops_at_4 = diagram("..#.........", ".#####......", actions=bc)
    assert ("backchannel", "error", 2, None) in outcomes(stops_at_4)
    stops_at_5 = diagram("..#.........", ".######.....", actions=bc)
    assert ("backchannel", "correct", 2, None) in outcomes(stops_at_5)
    tic = {2: (Insert("VT", "[cough]"),)}
    five = diagram("............", ".######.....", inserts=tic)  # agent ends 5 ticks after
    assert outcomes(five) == [("vocal_tic", "error", 2, None)]
    six = diagram("............", ".#######....", inserts=tic)  # 6 ticks: no event (Q4)
    assert outcomes(six) == []


def test_r9_in_silence_the_agent_may_not_answer_within_2_s_of_the_effect_end():
    phrase = (Insert("ND", "Hold on a second."),)
    inserts = {1: phrase, 2: phrase}
    answered = diagram("." * 16, "." * 13 + "###", inserts=inserts)  # starts at ee + 10
    assert outcomes(answered) == [("non_directed", "error", 1, None)]
    ignored = diagram("." * 16, "." * 14 + "##", inserts=inserts)  # ee + 11
    assert outcomes(ignored) == [("non_directed", "correct", 1, None)]


def test_r4_identical_inserts_on_one_tick_stay_two_effects():
    tic = Insert("VT", "[sniffle]")
    call = diagram("......", "......", inserts={1: (tic, tic), 2: (tic,)})
    assert outcomes(call) == [("vocal_tic", "correct", 1, None)] * 2


def test_r8_a_tic_inside_speech_that_starts_in_silence_counts_from_its_start():
    tic = {3: (Insert("VT", "[cough]"),)}
    talked_over = diagram(".#######......", "...####.......", inserts=tic)
    assert ("vocal_tic", "error", 1, None) in outcomes(talked_over)
    boundary = diagram(".###.................", "..............#######", inserts={2: tic[3]})
    assert ("vocal_tic", "error", 1, None) in outcomes(boundary)  # agent at 14 = e + 10
    later = diagram(".###..................", "...............#######", inserts={2: tic[3]})
    assert ("vocal_tic", "correct", 1, None) in outcomes(later)  # agent at 15


def test_r2_the_stop_filter_drops_a_last_tick_where_the_user_starts():
    call = diagram("...#", "....")
    assert stop_filter(call).n_ticks == 3
    assert stop_filter(diagram("..##", "....")).n_ticks == 4
    assert stop_filter(diagram("#", ".")).n_ticks == 1


def test_zero_denominators_give_none():
    metrics = compute_interaction_metrics_for_experiment([diagram("....", "....")])
    assert metrics.counts["n_simulations"] == 1
    for name in ("response_rate", "yield_rate", "agent_interruption_rate", "yield_latency_mean"):
        assert getattr(metrics, name) is None
    assert metrics.selectivity_backchannel is None


def test_loader_reads_actions_and_inserts_in_rule_order():
    tick = {
        "tick_id": 0,
        "agent_chunk": {"contains_speech": True},
        "user_chunk": {
            "contains_speech": False,
            "turn_taking_action": {"action": "backchannel"},
            "source_effects": {
                "speech_insert": {"text": "Can you wait?", "type": "non_directed_phrase"}
            },
            "speech_effects": {"speech_insert": {"text": "[cough]", "type": "vocal_tic"}},
        },
    }
    call = load_tau_simulation(
        {"ticks": [tick, {"tick_id": 1, "user_chunk": None, "agent_chunk": None}]}
    )
    assert call.user == (False, False) and call.agent == (True, False)
    assert call.actions == ("backchannel", "")
    assert call.inserts[0] == (Insert("ND", "Can you wait?"), Insert("VT", "[cough]"))


# -- our traces -------------------------------------------------------------------------------
def _trace(events: list, tmp_path: Path) -> Trace:
    scenario = toy_scenario()
    header = trace_header(scenario, step_cap_ticks=100)
    return Trace(directory=tmp_path, header=header, events=events, final_state={})


def speech(lane: str, start: int, stop: int) -> list:
    return [SpeechStarted(tick=start, lane=lane), SpeechStopped(tick=stop, lane=lane)]


def test_the_trace_adapter_reads_speech_plans_and_injected_effects(tmp_path):
    events = [
        *speech("agent", 0, 5),  # greeting
        *speech("caller", 6, 10),  # first request
        *speech("agent", 12, 30),  # answer: 2 ticks later
        CallerPlan(tick=15, plan="backchannel"),
        *speech("caller", 15, 16),  # "uh-huh" the agent talks through
        *speech("caller", 20, 22),  # a real barge-in the agent talks through
        # injected effects: a cough in silence, answered 1 tick later, and a noise burst
        # (not an insert)
        EffectInjected(
            tick=33,
            effect="vocal_tic",
            label="vocal_tic",
            text="[cough]",
            start_tick=33,
            end_tick=34,
        ),
        EffectInjected(
            tick=33,
            effect="burst_noise",
            label="burst_noise",
            text="",
            start_tick=33,
            end_tick=36,
        ),
        *speech("agent", 35, 40),
        Terminated(tick=42, reason="agent_stop"),
    ]
    trace = _trace(events, tmp_path)
    call = interaction_input_from_trace(trace)
    assert call.n_ticks == 42 and call.tick_seconds == 0.2
    assert call.actions[15] == "backchannel" and call.actions.count("backchannel") == 1
    assert call.inserts[33] == (Insert("VT", "[cough]"),) and not any(call.inserts[34:])
    assert call.user[6:10] == (True,) * 4 and not call.user[10]
    assert call.agent[12:30] == (True,) * 18

    values = {
        name: REGISTRY[name].compute(None, trace)
        for name in REGISTRY
        if REGISTRY[name].version == VARIANT
    }
    assert values["response_rate"].value == 1.0
    assert values["response_latency"].value == pytest.approx(0.4)
    assert values["response_rate"].evidence == {"numerator": 1, "events": 1}
    assert values["yield_rate"].value == 0.0  # the agent talks on through the barge-in
    assert values["yield_latency"] is None  # no yield: absent, not 0
    assert values["selectivity_backchannel"].value == 1.0
    assert values["selectivity_vocal_tic"].value == 0.0
    assert values["selectivity_non_directed"] is None
    assert values["agent_interruption_rate"].value == 0.0
    assert all(v is None or v.version == VARIANT for v in values.values())


def test_a_silent_trace_has_every_interaction_metric_absent(tmp_path):
    trace = _trace([Terminated(tick=10, reason="max_steps")], tmp_path)
    for name, metric in REGISTRY.items():
        if metric.version == VARIANT:
            assert metric.compute(None, trace) is None, name


def test_scoring_registers_the_panel_and_tt():
    import duplexworld.metrics.scoring as scoring

    names = {"response_rate", "response_latency", "yield_rate", "yield_latency"}
    names |= {"agent_interruption_rate", "TT"}
    names |= {f"selectivity_{kind}" for kind in ("backchannel", "vocal_tic", "non_directed")}
    assert names <= set(scoring.REGISTRY)
    assert {REGISTRY[name].version for name in names - {"TT"}} == {VARIANT}


def test_sel_pools_every_distractor_kind(golden):
    from duplexworld.metrics.interaction import _selectivity_pooled

    counts = EXPECTED["counts"]
    kinds = {"backchannel": 3, "vocal_tic": 7, "non_directed": 6}
    correct = sum(
        round(EXPECTED[f"selectivity_{kind}"] * counts[f"{kind}_total"]) for kind in kinds
    )
    value, numerator, total = _selectivity_pooled(golden)
    assert total == sum(kinds.values()) == 16
    assert numerator == correct
    assert value == pytest.approx(correct / 16)
