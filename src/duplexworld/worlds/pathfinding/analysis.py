"""The walk reconstructed from a trace, and DuplexWorld's per-walk ``run`` numbers.

Scoring is a pure function of (scenario, trace): the world is rebuilt on the scenario's seed
and every traced tool call (the walker's maneuvers and the copilot's tools) is replayed at its
tick, with the world's clock advanced tick by tick as in the episode. That gives the walker's
moves, position and heading at any tick; the replayed walker record must equal the one in
``final_state.json``.

Definitions (DUPLEXWORLD-SITE.md section 1.6, REFERENCE.md section 4):

- arrival: at the end of the call the walker stands at the final destination's junction (and
  on its side of the road when side is tracked); an errand also needs the first stop handed
  over (``ask_for_next_place``). Passing through does not count.
- eta = optimal blocks (all closures known in hindsight) / blocks walked, when arrived.
- ideal tool calls = optimal maneuvers + 3 per leg (maneuvers: blocks, turns from the start
  heading, and a crossing when the side is tracked and the ideal arrival needs one).
- exploration share: the share of walker moves made on an uncertain instruction (hedged or
  probing words, or a move with no instruction in the turn before it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from duplexworld.scenario import Scenario
from duplexworld.trace import ToolCalled, Trace, Utterance
from duplexworld.world import ToolCall
from duplexworld.worlds.pathfinding.geo import GeoMap, load_map, opposite
from duplexworld.worlds.pathfinding.records import Belief, Closure, Task, Walker
from duplexworld.worlds.pathfinding.walker import MOVE_TOOLS
from duplexworld.worlds.pathfinding.world import PathfindingWorld

ETA_LIMIT = 0.75
"""A run passes when it arrives with eta at or above this (the site's worked example)."""
IDEAL_SLACK = 3
"""The ideal tool-call budget is the optimal maneuvers plus this (paper appendix H)."""

_UNCERTAIN = re.compile(
    r"\b(try|trying|maybe|perhaps|might|let'?s see|see if|i think|not sure|probably|guess"
    r"|tell me (when|what|which)|and tell me|let me know (what|which|when)|check (what|which))\b"
)


@dataclass
class Move:
    """One walker move, as DuplexWorld's trace events (turn, walk, deadend, blocked, cross)."""

    tick: int
    kind: str
    node: str
    heading: str
    side: str
    to: str | None = None
    closer: bool | None = None
    label: str = "confident"


@dataclass
class Walk:
    """The reconstructed walk of one episode."""

    start: Walker
    final: Walker
    moves: list[Move] = field(default_factory=list)
    path: list[tuple[int, str]] = field(default_factory=list)
    beliefs: list[BeliefCheck] = field(default_factory=list)
    revealed: dict[str, Any] = field(default_factory=dict)
    agent_calls: dict[str, int] = field(default_factory=dict)
    handed_over: int | None = None


def closed_segments(scenario: Scenario) -> frozenset[str]:
    """The segments closed on the day of ``scenario`` (its ``closures`` seed)."""
    return frozenset(Closure.model_validate(row).id for row in scenario.seed.get(Closure.table, []))


def task_of(scenario: Scenario) -> Task:
    """The walk's task record (the loader has checked the seed against the model)."""
    return Task.model_validate(scenario.seed[Task.table][0])


def replay(scenario: Scenario, trace: Trace) -> Walk:
    """Rebuild the walk by replaying the trace's tool calls on a fresh world."""
    from duplexworld.worlds import build_world

    world = build_world(scenario)
    assert isinstance(world, PathfindingWorld)
    geo = world.geo
    goal = geo.places[task_of(scenario).stops[-1]].node
    start = _walker(world)
    walk = Walk(start=start, final=start, path=[(0, start.node)])
    last_agent_text = ""
    spoke_since = True
    clock = -1
    # the episode's last on_tick ran at end - 1: replaying further would finish a walk twice
    last = trace.end_tick - 1
    for event in trace.events:
        while clock < min(event.tick, last):
            clock += 1
            for change in world.on_tick(clock):
                if change.startswith("walker reached"):
                    walk.path.append((clock, _walker(world).node))
        if isinstance(event, Utterance):
            if event.lane == "agent":
                last_agent_text = event.text if spoke_since else f"{last_agent_text} {event.text}"
                spoke_since = False
            else:
                spoke_since = True
            continue
        if not isinstance(event, ToolCalled):
            continue
        actor = "user" if event.actor == "caller" else "agent"
        before = _walker(world)
        result = world.call(
            ToolCall(call_id=event.call_id, name=event.name, arguments=event.arguments, actor=actor)
        )
        after = _walker(world)
        if actor == "agent":
            walk.agent_calls[event.name] = walk.agent_calls.get(event.name, 0) + 1
            if event.name == "note_user_location" and result.ok:
                walk.beliefs.append(_belief(world, after))
            continue
        if event.name == "ask_for_next_place" and result.ok:
            walk.handed_over = event.tick
        if event.name not in MOVE_TOOLS or not result.ok:
            continue
        move = _move(geo, event.tick, event.name, result.content, before, after, goal, world)
        move.label = "exploratory" if _UNCERTAIN.search(last_agent_text.lower()) else "confident"
        if not last_agent_text:
            move.label = "exploratory"
        walk.moves.append(move)
    while clock < last:
        clock += 1
        for change in world.on_tick(clock):
            if change.startswith("walker reached"):
                walk.path.append((clock, _walker(world).node))
    walk.final = _walker(world)
    walk.revealed = dict(world.revealed())
    return walk


def _walker(world: PathfindingWorld) -> Walker:
    walker = world.read(Walker, "walker")
    if walker is None:  # the world refuses such a seed when it is built
        raise ValueError("seed.walker must hold the record 'walker'")
    return walker


@dataclass(frozen=True)
class BeliefCheck:
    """One ``note_user_location`` probe beside where the walker truly stood then."""

    tick: int
    believed_node: str | None
    believed_heading: str | None
    true_node: str
    true_heading: str

    @property
    def node_correct(self) -> bool:
        """The copilot placed the walker at the right junction."""
        return self.believed_node == self.true_node

    @property
    def heading_correct(self) -> bool:
        """The copilot had the walker facing the right way."""
        return self.believed_heading == self.true_heading

    def as_row(self) -> dict[str, Any]:
        """The probe as the summary's plain row (the fields and both verdicts)."""
        return {
            "tick": self.tick,
            "believed_node": self.believed_node,
            "believed_heading": self.believed_heading,
            "true_node": self.true_node,
            "true_heading": self.true_heading,
            "node_correct": self.node_correct,
            "heading_correct": self.heading_correct,
        }


def _belief(world: PathfindingWorld, walker: Walker) -> BeliefCheck:
    record = world.find(Belief)[-1]
    return BeliefCheck(
        tick=record.tick,
        believed_node=record.node,
        believed_heading=record.heading,
        true_node=walker.node,
        true_heading=walker.heading,
    )


def _move(
    geo: GeoMap,
    tick: int,
    name: str,
    content: str,
    before: Walker,
    after: Walker,
    goal: str,
    world: PathfindingWorld,
) -> Move:
    kind = {"walk_to_next_corner": "walk", "cross_the_road": "cross"}.get(name, "turn")
    if name == "move_forward":
        kind = "step"
    to = None
    closer = None
    if kind == "walk":
        moving = after.moving
        if moving is not None:
            to = moving.to
            dist = geo.distances(goal, world.closed())
            far = 10**6
            closer = dist.get(to or "", far) < dist.get(before.node, far)
        else:
            kind = "blocked" if "fenced off" in content else "deadend"
    elif kind == "cross" and after.moving is None:
        kind = "refused_crossing"
    return Move(
        tick=tick,
        kind=kind,
        node=before.node,
        heading=after.heading,
        side=before.side,
        to=to,
        closer=closer,
    )


def _maneuvers(
    geo: GeoMap,
    start: str,
    heading: str,
    side: str,
    goal_id: str,
    closed: frozenset[str],
    track_side: bool,
) -> tuple[int, str, str]:
    """Optimal maneuvers of one leg, and the heading and side at its end."""
    place = geo.places[goal_id]
    found = geo.best_route(start, place.node, closed, heading)
    if found is None:
        return 0, heading, side
    path, turns = found
    for a, b in zip(path, path[1:], strict=False):
        heading = geo.heading_between(a, b)
        side = side[0] + opposite(heading) if heading in "EW" else opposite(heading) + side[1]
    count = len(path) - 1 + turns
    if track_side and place.side not in side:
        # one crossing, after a turn when the road to cross is not the one ahead
        count += 1 if heading in ("EW" if place.side in "EW" else "NS") else 2
    return count, heading, side


def run_summary(scenario: Scenario, trace: Trace) -> dict[str, Any]:
    """DuplexWorld's per-walk numbers for one episode (see the module docstring).

    Computed once per loaded trace and kept on it, since every metric reads it.
    """
    cached = getattr(trace, "_pathfinding_run", None)
    if cached is not None:
        return cached
    summary = _summarise(scenario, trace, replay(scenario, trace))
    trace._pathfinding_run = summary  # type: ignore[attr-defined]
    return summary


def _summarise(scenario: Scenario, trace: Trace, walk: Walk) -> dict[str, Any]:
    geo = load_map()
    task = task_of(scenario)
    stops = task.stops
    closed = closed_segments(scenario)
    track_side = task.track_side
    final = walk.final
    goal = geo.places[stops[-1]]
    at_goal = final.node == goal.node and final.moving is None
    on_side = goal.side in final.side
    handed = len(stops) == 1 or final.stop >= len(stops) - 1
    arrived = bool(at_goal and handed and (on_side or not track_side))
    optimal = 0
    ideal = 0
    here, heading, side = walk.start.node, walk.start.heading, walk.start.side
    for stop in stops:
        blocks = geo.shortest_blocks(here, geo.places[stop].node, closed) or 0
        optimal += blocks
        count, heading, side = _maneuvers(geo, here, heading, side, stop, closed, track_side)
        ideal += count + IDEAL_SLACK
        here = geo.places[stop].node
    blocks = sum(1 for m in walk.moves if m.kind == "walk" and m.to is not None)
    completed = final.blocks
    eta = optimal / completed if arrived and completed else (1.0 if arrived else None)
    agent_calls = sum(walk.agent_calls.values())
    moves = [m for m in walk.moves if m.kind in ("walk", "turn", "cross")]
    exploratory = sum(1 for m in moves if m.label == "exploratory")
    beliefs = walk.beliefs
    visited = [node for _, node in walk.path]
    touched = goal.node in visited
    return {
        "arrived": arrived,
        "at_goal_junction": at_goal,
        "on_right_side": on_side,
        "track_side": track_side,
        "touched_goal": touched,
        "touched_but_not_delivered": touched and not arrived,
        "final_node": final.node,
        "final_side": final.side if track_side else None,
        "required_side": goal.side,
        "goal_node": goal.node,
        "start_node": walk.start.node,
        "blocks_walked": completed,
        "walks_started": blocks,
        "optimal_blocks": optimal,
        "optimal_blocks_clear": scenario.difficulty.get("optimal_clear_blocks"),
        "eta": eta,
        "passes_eta": eta is not None and eta >= ETA_LIMIT,
        "wrong_way_moves": sum(1 for m in walk.moves if m.kind == "walk" and m.closer is False),
        "deadends": sum(1 for m in walk.moves if m.kind == "deadend"),
        "blocked_hits": sum(1 for m in walk.moves if m.kind == "blocked"),
        "crossings": sum(1 for m in walk.moves if m.kind == "cross"),
        "refused_crossings": sum(1 for m in walk.moves if m.kind == "refused_crossing"),
        "closures_total": len(closed),
        "closures_discovered": sorted(walk.revealed),
        "distinct_corners": len(set(visited)),
        "corner_revisits": len(visited) - len(set(visited)),
        "path": visited,
        "agent_tool_calls": agent_calls,
        "agent_tool_breakdown": dict(sorted(walk.agent_calls.items())),
        "ideal_tool_calls": ideal,
        "effort_ratio": agent_calls / ideal if ideal else None,
        "walker_moves": len(moves),
        "exploratory_moves": exploratory,
        "exploration_share": exploratory / len(moves) if moves else None,
        "belief_snapshots": len(beliefs),
        "belief_node_accuracy": (
            sum(b.node_correct for b in beliefs) / len(beliefs) if beliefs else None
        ),
        "belief_heading_accuracy": (
            sum(b.heading_correct for b in beliefs) / len(beliefs) if beliefs else None
        ),
        "first_correct_belief_tick": next(
            (b.tick for b in beliefs if b.node_correct and b.heading_correct), None
        ),
        "beliefs": [b.as_row() for b in beliefs],
        "handed_over_tick": walk.handed_over,
    }
