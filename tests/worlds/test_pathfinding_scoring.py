"""Pathfinding scoring from the trace alone: arrival, eta, reward, effort, beliefs, route map."""

from __future__ import annotations

from pathlib import Path

from duplexworld.metrics import score_trace
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    Terminated,
    ToolCalled,
    Trace,
    Utterance,
)
from duplexworld.world import ToolCall
from duplexworld.world.registry import (
    ArtifactWriter,
    CallerBuilder,
    GoalStateRule,
    ReferenceAgentBuilder,
    capability,
    has_gold_actions,
)
from duplexworld.worlds import build_world, builtin_scenarios
from duplexworld.worlds.pathfinding.analysis import replay, run_summary
from duplexworld.worlds.pathfinding.records import Walker
from duplexworld.worlds.pathfinding.routemap import render_route_map

SCENARIOS = {s.id: s for s in builtin_scenarios("pathfinding")}
WALK_TICKS = 200  # longer than any block walk (170 ticks)


class Script:
    """Builds a trace: the walker's maneuvers and the copilot's tools at chosen ticks."""

    def __init__(self, sid: str) -> None:
        self.scenario = SCENARIOS[sid]
        self.events: list = []
        self.tick = 0
        self.count = 0

    def agent_says(self, text: str) -> Script:
        self.events.append(Utterance(tick=self.tick, lane="agent", text=text))
        self.tick += 1
        return self

    def walker(self, *names: str) -> Script:
        self.events.append(Utterance(tick=self.tick, lane="caller", text="Okay."))
        for name in names:
            self._call(name, "caller")
            self.tick += WALK_TICKS if name in ("walk_to_next_corner", "cross_the_road") else 1
        return self

    def agent(self, name: str, **arguments) -> Script:
        self._call(name, "agent", arguments)
        self.tick += 1
        return self

    def _call(self, name: str, actor: str, arguments: dict | None = None) -> None:
        self.count += 1
        self.events.append(
            ToolCalled(
                tick=self.tick,
                call_id=f"c{self.count}",
                actor=actor,
                name=name,
                arguments=arguments or {},
            )
        )

    def trace(self, reason: str = "user_stop") -> Trace:
        events = [*self.events, Terminated(tick=self.tick + 1, reason=reason)]
        header = trace_header(
            self.scenario,
            world="pathfinding",
            step_cap_ticks=6000,
            components={"agent": {"name": "scripted"}},
        )
        # the final state is what the world holds after replaying the same calls
        trace = Trace(directory=Path("."), header=header, events=events, final_state={})
        world = build_world(self.scenario)
        clock = -1
        for event in events:
            while clock < min(event.tick, trace.end_tick - 1):
                clock += 1
                world.on_tick(clock)
            if isinstance(event, ToolCalled):
                actor = "user" if event.actor == "caller" else "agent"
                arguments = dict(event.arguments)
                world.call(ToolCall(call_id="x", name=event.name, arguments=arguments, actor=actor))
        trace.final_state = world.state()
        return trace


WALK = "walk_to_next_corner"
# base i2: Madison & E 43rd facing east; Murray Hill Pharmacy at 3rd & E 43rd (5 blocks)
OPTIMAL = (WALK, "turn_right", WALK, "turn_left", WALK, WALK, "turn_left", WALK)


def test_arrival_at_the_destination_scores_gs_env_and_reward():
    trace = Script("pathfinding_base_i2").agent_says("Keep going.").walker(*OPTIMAL).trace()
    scores = score_trace(trace)
    assert scores.metrics["GS"].value == 1.0 and scores.metrics["ENV"].value == 1.0
    assert scores.reward == 1.0
    assert scores.metrics["path_eta"].value == 1.0
    assert trace.final_state["walker"][0]["node"] == "n_4_6"


def test_arrival_requires_the_final_position_not_a_visit():
    script = Script("pathfinding_base_i2").walker(*OPTIMAL, "turn_left", WALK)  # walks on
    run = run_summary(script.scenario, trace := script.trace())
    assert run["touched_goal"] and not run["arrived"] and run["touched_but_not_delivered"]
    scores = score_trace(trace)
    assert scores.metrics["GS"].value == 0.0 and scores.reward == 0.0
    assert scores.metrics["path_eta"] is None  # eta only counts arrived walks


def test_an_arrival_still_walking_or_capped_does_not_count():
    half = Script("pathfinding_base_i2").walker(*OPTIMAL[:-1])
    half._call(WALK, "caller")  # the last block starts, but the call ends mid-block
    half.tick += 10
    assert score_trace(half.trace()).metrics["GS"].value == 0.0
    capped = Script("pathfinding_base_i2").walker(*OPTIMAL).trace(reason="max_steps")
    scores = score_trace(capped)
    assert scores.metrics["GS"].value == 1.0 and scores.reward == 0.0


def test_eta_below_three_quarters_fails_the_reward_but_not_gs():
    detour = (WALK, "turn_around", WALK, "turn_around", *OPTIMAL)  # two wasted blocks: 5/7
    scores = score_trace(Script("pathfinding_base_i2").walker(*detour).trace())
    assert scores.metrics["GS"].value == 1.0
    assert abs(scores.metrics["path_eta"].value - 5 / 7) < 1e-9
    assert scores.metrics["ENV"].value == 0.0 and scores.reward == 0.0


def test_side_of_street_counts_only_where_tracked():
    tracked = Script("pathfinding_c_crossing_i1").walker(*OPTIMAL).trace()
    run = run_summary(SCENARIOS["pathfinding_c_crossing_i1"], tracked)
    assert run["at_goal_junction"] and not run["on_right_side"] and not run["arrived"]
    crossed = Script("pathfinding_c_crossing_i1").walker(*OPTIMAL, "turn_right", "cross_the_road")
    assert score_trace(crossed.trace()).reward == 1.0


def test_errand_arrival_needs_both_stops():
    # errand i1: n_1_3 facing south; stop 1 at n_3_6, stop 2 at n_6_3
    leg1 = (WALK, "turn_left", WALK, WALK, "turn_right", WALK, WALK)  # S, E, E, S, S
    leg2 = ("turn_left", WALK, WALK, WALK, "turn_left", WALK, WALK, WALK)  # E x3, N x3
    skipped = Script("pathfinding_errand_i1").walker(*leg1, *leg2).trace()
    assert run_summary(SCENARIOS["pathfinding_errand_i1"], skipped)["arrived"] is False
    full = Script("pathfinding_errand_i1").walker(*leg1, "ask_for_next_place", *leg2).trace()
    run = run_summary(SCENARIOS["pathfinding_errand_i1"], full)
    assert run["path"][5] == "n_3_6"
    assert run["arrived"] and run["eta"] == 1.0 and run["optimal_blocks"] == 11


def test_effort_beliefs_and_exploration_come_from_the_trace():
    script = Script("pathfinding_base_i2")
    script.agent("get_gps").agent(
        "note_user_location", near_cross_streets="Madison Avenue & E 43rd Street", facing="west"
    )
    script.agent("note_user_location", near_cross_streets="Madison & 43rd", facing="east")
    script.agent_says("Let's try walking to the next corner and see what's there.")
    script.walker(WALK)
    script.agent_says("Turn right, then walk to the next corner.")
    script.walker(*OPTIMAL[1:])
    scores = score_trace(script.trace())
    effort = scores.metrics["path_effort"]
    assert effort.evidence["agent_tool_calls"] == 3
    assert effort.evidence["ideal_tool_calls"] == 8 + 3  # 5 blocks + 3 turns, plus 3
    heading = scores.metrics["path_heading_accuracy"]
    assert heading.value == 0.5 and heading.evidence["belief_node_accuracy"] == 1.0
    assert scores.metrics["path_exploration"].value == 1 / 8  # the probing first walk


def test_replay_matches_the_world_and_the_hooks_leave_other_worlds_alone():
    trace = Script("pathfinding_base_i2").walker(*OPTIMAL).trace()
    walk = replay(SCENARIOS["pathfinding_base_i2"], trace)
    assert walk.final == Walker.model_validate(trace.final_state["walker"][0])
    assert [node for _, node in walk.path] == ["n_1_6", "n_2_6", "n_2_7", "n_3_7", "n_4_7", "n_4_6"]
    assert capability("banking", GoalStateRule) is None
    assert capability("pathfinding", GoalStateRule) is not None
    assert capability("no_such_world", GoalStateRule) is None
    for protocol in (ArtifactWriter, CallerBuilder, ReferenceAgentBuilder):
        assert capability("pathfinding", protocol) is not None
        assert capability("banking", protocol) is None
    assert not has_gold_actions("pathfinding") and has_gold_actions("banking")


def test_route_map_shows_grid_closures_start_destination_and_both_routes():
    trace = Script("pathfinding_blocked_i2").walker(WALK).trace()
    svg = render_route_map(SCENARIOS["pathfinding_blocked_i2"], trace)
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert svg.count("stroke='#d62728' stroke-width='4'") == 4 + 1  # closures and the legend
    assert "Murray Hill Pharmacy" in svg and "stroke-dasharray" in svg and "<polyline" in svg
    assert "arrived: no" in svg and "<script" not in svg
