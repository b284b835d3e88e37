"""Pathfinding: a voice copilot walks a pedestrian through DuplexWorld's Midtown grid.

The walker (the caller) holds the true junction, heading and side of street; the copilot (the
agent) holds the map. There are 14 tools: nine walker maneuvers and senses (``actor="user"``)
and five copilot reads and a belief probe. Every result is a natural-language string.

Records: ``walker`` (one record: node, heading, side, the motion in progress, the errand stop
reached), ``task`` (stops, whether side of street and sign reading are on, the GPS seed),
``closures`` (segments closed on the day, absent from the map) and ``beliefs`` (the belief
probe's writes). Closures the copilot has learnt of (by the walker walking into one, or by
``live_status``) are call state in ``session.notes["revealed"]``: ``directions`` avoids them.

Time: a block walk starts when ``walk_to_next_corner`` is called and completes in
``on_tick`` after a number of ticks proportional to the block's length; crossing a road takes
a few seconds the same way. Turns, signs and looking around are instant.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from duplexworld.util.seeds import stable_seed
from duplexworld.world import ToolError, World, tool
from duplexworld.worlds.pathfinding.geo import (
    AVENUE_BLOCK_M,
    HEADING_WORDS,
    HEADINGS,
    LIVE_RANGE,
    STREET_BLOCK_M,
    GeoMap,
    Place,
    left_of,
    load_map,
    opposite,
    parse_heading,
    relative_quadrants,
    right_of,
    spoken_name,
)
from duplexworld.worlds.pathfinding.records import RECORDS, Belief, Closure, Task, Walker

TABLES = tuple(RECORDS)
SIM_WALK_SPEED_MPS = 8.0
"""Simulated walking pace. Real pace is about 1.4 m/s; walking is compressed about six times
so that a whole errand fits DuplexWorld's 6,000-tick cap with the conversation around it."""
CROSS_SECONDS = 4
"""Simulated seconds to cross a road."""
GPS_ERROR_M = 40.0
"""Radius of the GPS error disc: a fix is never further than this from the truth."""

WALK_STARTED = "You set off along the block ahead"
"""Start of a walk result; the walker reads the seconds from ``walk_seconds``."""
CLOSED_AHEAD = "You can't go that way: the pavement ahead is fenced off"
DEAD_END = "You can't go that way: there is no street ahead"
NO_CROSSING = "There is no crossing here"

INSTRUCTIONS = """\
You are a walking copilot on a phone call with a pedestrian who is lost in Midtown Manhattan \
and wants to reach a place. You have a map, a rough GPS fix of the phone, a place search, \
turn-by-turn directions (compass bearings from a corner) and live pavement closures near the \
user. The user cannot read a compass and does not know which way they face: guide them with \
left, right, straight ahead and what they can see. They can turn, walk to the next corner, \
cross the road, read the street signs and look around. Closures are not on the map; an \
obstruction is learnt by checking live status or when the user walks into one. Find out \
where the user is and which way they face before guiding, keep instructions short, one step \
at a time, and tell them when they have arrived.\
"""


def walk_seconds(metres: int) -> int:
    """Simulated whole seconds to walk a block of ``metres``."""
    return max(1, round(metres / SIM_WALK_SPEED_MPS))


def _place_side_ok(place: Place, side: str) -> bool:
    return place.side in side


class PathfindingWorld(World):
    """The city grid, the walker's true position, closures and the 14 tools."""

    name = "pathfinding"
    prompt = INSTRUCTIONS
    tables = TABLES
    records = RECORDS

    def __init__(self, seed: dict[str, list[dict[str, Any]]]) -> None:
        super().__init__(seed)
        self.geo: GeoMap = load_map()
        self._tick = 0
        self._gps_calls = 0
        walker = self._walker()
        if walker.node not in self.geo.nodes or walker.heading not in HEADINGS:
            raise ValueError(f"walker: bad start {walker.node!r} facing {walker.heading!r}")
        for closure in self.find(Closure):
            if closure.id not in self.geo.segments:
                raise ValueError(f"closures: {closure.id!r} is not a walkable segment")
        for stop in self._task().stops:
            if stop not in self.geo.places:
                raise ValueError(f"task.stops: unknown place {stop!r}")

    # -- records ----------------------------------------------------------------------------
    def _walker(self) -> Walker:
        walker = self.read(Walker, "walker")
        if walker is None:
            raise ValueError("seed.walker must hold the record 'walker'")
        return walker

    def _task(self) -> Task:
        task = self.read(Task, "task")
        if task is None:
            raise ValueError("seed.task must hold the record 'task'")
        return task

    def closed(self) -> set[str]:
        """Ids of the segments closed today."""
        return {closure.id for closure in self.find(Closure)}

    def revealed(self) -> dict[str, dict[str, Any]]:
        """Closures the copilot has learnt of: segment id -> how and when."""
        return self.session.notes.setdefault("revealed", {})

    def _reveal(self, segment_id: str, how: str) -> None:
        # what the copilot knows is call state, not an outcome: kept out of the state hash
        self.revealed().setdefault(segment_id, {"how": how, "tick": self._tick})

    def _ready(self) -> Walker:
        walker = self._walker()
        if walker.moving:
            raise ToolError("you are still on your way: wait until you get there")
        return walker

    # -- the clock --------------------------------------------------------------------------
    def on_tick(self, tick: int) -> list[str]:
        """Complete a walk or a crossing whose time has come."""
        self._tick = tick
        walker = self._walker()
        moving = walker.moving
        if not moving or tick < moving.arrive_tick:
            return []
        if moving.kind == "walk":
            self.store.update(
                "walker",
                "walker",
                node=moving.to,
                side=moving.side,
                moving=None,
                blocks=walker.blocks + 1,
            )
            return [f"walker reached {moving.to} facing {walker.heading}"]
        self.store.update("walker", "walker", side=moving.side, moving=None)
        return [f"walker crossed to the {moving.side} corner of {walker.node}"]

    # -- walker maneuvers (user side) -------------------------------------------------------
    def _turn(self, heading: str, words: str) -> str:
        self._ready()
        self.store.update("walker", "walker", heading=heading)
        return f"You {words}."

    @tool(writes=True, actor="user")
    def turn_left(self) -> str:
        """Make a quarter turn to the left, staying on the same corner."""
        return self._turn(left_of(self._walker().heading), "turn left")

    @tool(writes=True, actor="user")
    def turn_right(self) -> str:
        """Make a quarter turn to the right, staying on the same corner."""
        return self._turn(right_of(self._walker().heading), "turn right")

    @tool(writes=True, actor="user")
    def turn_around(self) -> str:
        """Turn to face the way you came."""
        return self._turn(opposite(self._walker().heading), "turn around")

    @tool(writes=True, actor="user")
    def walk_to_next_corner(self) -> str:
        """Walk the whole block ahead and stop at the next corner.

        With no street ahead this is a dead end; with the pavement closed ahead the walk is
        refused (and the closure becomes known).
        """
        walker = self._ready()
        node, heading = walker.node, walker.heading
        segment = self.geo.segment_ahead(node, heading)
        if segment is None:
            return f"{DEAD_END}, only buildings."
        if segment.id in self.closed():
            self._reveal(segment.id, "walked_into")
            return f"{CLOSED_AHEAD} for construction works."
        metres = self.geo.block_metres(segment)
        seconds = walk_seconds(metres)
        # arriving from the west puts you on the west corners of the next junction, and so on
        side = walker.side
        side = side[0] + opposite(heading) if heading in "EW" else opposite(heading) + side[1]
        self.store.update(
            "walker",
            "walker",
            moving={
                "kind": "walk",
                "to": segment.other(node),
                "segment": segment.id,
                "side": side,
                "depart_tick": self._tick,
                "arrive_tick": self._tick + 5 * seconds,
            },
        )
        length = "long" if metres == AVENUE_BLOCK_M else "short"
        return (
            f"{WALK_STARTED}. It is a {length} block: you will reach the next corner in "
            f"about {seconds} seconds."
        )

    @tool(writes=True, actor="user")
    def move_forward(self) -> str:
        """Take a few steps ahead (to a doorway, say) without reaching the next corner."""
        self._ready()
        return "You take a few steps forward. The corner is just behind you."

    @tool(writes=True, actor="user")
    def cross_the_road(self) -> str:
        """Cross the road in front of you and stay at the same junction, on the other side."""
        walker = self._ready()
        node, heading, side = walker.node, walker.heading, walker.side
        # the road ahead: facing along a street you cross the avenue, and the reverse
        if heading in "EW":
            arm, new_side = side[0], side[0] + opposite(side[1])
        else:
            arm, new_side = side[1], opposite(side[0]) + side[1]
        if (node, arm) in self.geo.no_crossing:
            return f"{NO_CROSSING}: a railing runs along the kerb."
        self.store.update(
            "walker",
            "walker",
            moving={
                "kind": "cross",
                "side": new_side,
                "depart_tick": self._tick,
                "arrive_tick": self._tick + 5 * CROSS_SECONDS,
            },
        )
        return f"You cross the road ahead. It takes about {CROSS_SECONDS} seconds."

    @tool(writes=True, actor="user")
    def ask_for_next_place(self) -> str:
        """Errands only: on reaching the first stop, learn where to go next."""
        walker = self._ready()
        task = self._task()
        stops = task.stops
        index = walker.stop
        if index + 1 >= len(stops):
            raise ToolError("there is no further stop on your list")
        place = self.geo.places[stops[index]]
        if walker.node != place.node or (
            task.track_side and not _place_side_ok(place, walker.side)
        ):
            raise ToolError(f"you have not reached {place.name} yet")
        self.store.update("walker", "walker", stop=index + 1)
        following = self.geo.places[stops[index + 1]]
        return f"Your next stop is {spoken_name(following.name)}."

    @tool(actor="user")
    def read_signs(self) -> str:
        """Read the street signs at your corner."""
        walker = self._walker()
        if walker.moving:
            return "You are between corners: there are no street signs here."
        if not self._task().signs:
            return "You can't make out the street signs at this corner."
        i, k = self.geo.nodes[walker.node]
        return f"The street signs say {self.geo.avenues[i]} and {self.geo.streets[k]}."

    @tool(actor="user")
    def look_around(self) -> str:
        """Describe what is ahead, behind, left and right of you."""
        walker = self._walker()
        if walker.moving:
            return "You are walking along a block, with shops on both sides."
        return self.describe(walker.node, walker.heading, walker.side)

    def describe(self, node: str, heading: str, side: str) -> str:
        """What a pedestrian at ``node`` facing ``heading`` on corner ``side`` sees."""
        parts = []
        for label, direction in (
            ("Ahead of you", heading),
            ("To your left", left_of(heading)),
            ("To your right", right_of(heading)),
            ("Behind you", opposite(heading)),
        ):
            segment = self.geo.segment_ahead(node, direction)
            if segment is None:
                what = "no street, only buildings"
            elif self.geo.block_metres(segment) == AVENUE_BLOCK_M:
                what = "a long block"
            else:
                what = "a short block"
            parts.append(f"{label}: {what}.")
        lots = self.geo.corner_lots(node)
        phrases = {
            "ahead_left": "ahead on your left",
            "ahead_right": "ahead on your right",
            "behind_left": "behind you on your left",
            "behind_right": "behind you on your right",
        }
        for relative, corner in relative_quadrants(heading).items():
            name = lots.get(corner) or self.geo.superblock_at(node, corner)
            if name:
                parts.append(f"On the corner {phrases[relative]}: {spoken_name(name)}.")
        here = lots.get(side) or self.geo.superblock_at(node, side)
        if here:
            parts.append(f"You are standing by {spoken_name(here)}.")
        for place in sorted(self.geo.places.values(), key=lambda p: p.id):
            if place.node != node:
                continue
            where = (
                "on this side of the road" if _place_side_ok(place, side) else ("across the road")
            )
            parts.append(f"You can see {spoken_name(place.name)} here, {where}.")
        return " ".join(parts)

    # -- copilot tools (agent side) ---------------------------------------------------------
    def _position_m(self) -> tuple[float, float]:
        walker = self._walker()
        i, k = self.geo.nodes[walker.node]
        x: float = i * AVENUE_BLOCK_M
        y: float = k * STREET_BLOCK_M
        moving = walker.moving
        if moving and moving.kind == "walk" and moving.to is not None:
            ti, tk = self.geo.nodes[moving.to]
            span = max(moving.arrive_tick - moving.depart_tick, 1)
            done = min(max((self._tick - moving.depart_tick) / span, 0.0), 1.0)
            x += (ti * AVENUE_BLOCK_M - x) * done
            y += (tk * STREET_BLOCK_M - y) * done
        return x, y

    @tool()
    def get_gps(self) -> str:
        """The phone's approximate position, good to about 40 metres. It gives no heading."""
        self._gps_calls += 1
        rng = np.random.default_rng(stable_seed(self._task().gps_seed, self._gps_calls, "gps"))
        # uniform in the error disc: the error never exceeds GPS_ERROR_M
        radius = GPS_ERROR_M * math.sqrt(float(rng.random()))
        angle = 2 * math.pi * float(rng.random())
        x, y = self._position_m()
        x += radius * math.cos(angle)
        y += radius * math.sin(angle)
        i = min(max(round(x / AVENUE_BLOCK_M), 0), len(self.geo.avenues) - 1)
        k = min(max(round(y / STREET_BLOCK_M), 0), len(self.geo.streets) - 1)
        node = self.geo.node_at(i, k)
        assert node is not None
        dx, dy = x - i * AVENUE_BLOCK_M, k * STREET_BLOCK_M - y
        offsets = []
        if round(abs(dx)) >= 1:
            offsets.append(f"{round(abs(dx))} m {'east' if dx > 0 else 'west'}")
        if round(abs(dy)) >= 1:
            offsets.append(f"{round(abs(dy))} m {'north' if dy > 0 else 'south'}")
        where = " and ".join(offsets) + " of" if offsets else "at"
        return (
            f"GPS fix (accurate to about {GPS_ERROR_M:.0f} m): {where} "
            f"{self.geo.corner_name(node)}. Nearest corner: {self.geo.corner_name(node)}."
        )

    @tool()
    def find_place(self, query: str) -> str:
        """Search the map for a place by name or kind.

        Args:
            query: words of the place's name or its kind, e.g. "pharmacy".
        """
        found = self.geo.search_places(query)
        if not found:
            return f"No place on the map matches {query!r}."
        lines = [
            f"{place.name} ({place.cat}): at {self.geo.corner_name(place.node)}, on the "
            f"{HEADING_WORDS[place.side]} side of the corner."
            for place in found
        ]
        return " ".join(lines)

    def _resolve_destination(self, destination: str) -> tuple[str, Place | None]:
        corner = self.geo.parse_corner(destination)
        if corner is not None:
            return corner, None
        place = self.geo.place_by_name(destination)
        if place is None:
            raise ToolError(f"no place or corner on the map matches {destination!r}")
        return place.node, place

    @tool()
    def directions(self, from_avenue: str, from_street: str, destination: str) -> str:
        """Walking route from a corner to a place or corner, with compass bearings.

        It takes no facing: bearings are absolute. Distances are in metres (a street block is
        81 m, an avenue block 274 m). It routes around closures already known, no others.

        Args:
            from_avenue: the avenue of the starting corner, e.g. "Madison Avenue".
            from_street: the street of the starting corner, e.g. "E 43rd Street".
            destination: a place name or a corner such as "3rd Avenue & E 43rd Street".
        """
        avenue, street = self.geo.parse_avenue(from_avenue), self.geo.parse_street(from_street)
        if avenue is None or street is None:
            raise ToolError(f"no corner {from_avenue} & {from_street} on the map")
        start = self.geo.node_at(avenue, street)
        assert start is not None
        goal, place = self._resolve_destination(destination)
        found = self.geo.best_route(start, goal, set(self.revealed()))
        if found is None:
            return "No walking route avoids the known closures."
        path, _ = found
        legs: list[tuple[str, str, int, str]] = []
        for a, b in zip(path, path[1:], strict=False):
            heading = self.geo.heading_between(a, b)
            segment = self.geo.segment_between(a, b)
            assert segment is not None
            along, metres = self.geo.street_of(segment), self.geo.block_metres(segment)
            if legs and legs[-1][0] == heading:
                legs[-1] = (heading, along, legs[-1][2] + metres, b)
            else:
                legs.append((heading, along, metres, b))
        steps = [
            f"Head {HEADING_WORDS[h]} on {along} for {metres} m to {self.geo.corner_name(end)}."
            for h, along, metres, end in legs
        ]
        total = sum(metres for _, _, metres, _ in legs)
        target = place.name if place else self.geo.corner_name(goal)
        if not steps:
            steps = [f"You are already at {self.geo.corner_name(goal)}."]
        tail = f" {target} is on the {HEADING_WORDS[place.side]} side." if place else ""
        return (
            f"From {self.geo.corner_name(start)} to {target}: {' '.join(steps)} "
            f"Total {len(path) - 1} blocks, {total} m.{tail}"
        )

    @tool()
    def live_status(self) -> str:
        """Pavement closures near the user right now (within about two blocks)."""
        node = self._walker().node
        found = []
        for segment_id in sorted(self.closed()):
            segment = self.geo.segments[segment_id]
            near = min(
                self.geo.blocks_apart(node, segment.a), self.geo.blocks_apart(node, segment.b)
            )
            if near <= LIVE_RANGE:
                self._reveal(segment_id, "live_status")
                found.append(self.geo.segment_label(segment))
        if not found:
            return "No pavement closures reported near the user."
        return "Pavement closed near the user: " + "; ".join(found) + "."

    @tool(writes=True)
    def note_user_location(self, near_cross_streets: str, facing: str) -> str:
        """Record where you believe the user is and which way they face (for the record only).

        Args:
            near_cross_streets: the corner, e.g. "Madison Avenue & E 43rd Street".
            facing: the compass direction the user faces, e.g. "east", or "unknown".
        """
        index = len(self.find(Belief)) + 1
        self.store.put(
            "beliefs",
            {
                "id": f"b{index:03d}",
                "tick": self._tick,
                "near_cross_streets": near_cross_streets,
                "facing": facing,
                "node": self.geo.parse_corner(near_cross_streets),
                "heading": parse_heading(facing),
            },
        )
        return "Noted."


__all__ = ["PathfindingWorld", "STREET_BLOCK_M", "walk_seconds"]
