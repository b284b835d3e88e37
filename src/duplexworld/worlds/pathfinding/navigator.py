"""The oracle copilot's route planning: what it believes and what it says next.

The navigator knows the map but not the closures of the day, nor (until it has localised) the
walker's heading. It keeps a belief (junction, heading), the closures it has learnt of, and
which segments a ``live_status`` call has already covered; it plans a shortest route around
known closures with the fewest turns from the believed heading, and turns the next block of
that route into a relative instruction ("turn right, then walk to the next corner").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from duplexworld.speech.spoken import normalise_spoken
from duplexworld.worlds.pathfinding.geo import (
    HEADINGS,
    LIVE_RANGE,
    GeoMap,
    Place,
    relative_quadrants,
    spoken_name,
    turn_between,
)

LOOKAHEAD_BLOCKS = 3
"""Blocks of the planned route that must be covered by a live-status check before walking."""


@dataclass(frozen=True)
class Step:
    """The next instruction: a turn (or none) and whether to walk a block after it."""

    turn: str | None
    walk: bool
    to: str | None = None

    def say(self) -> str:
        """The instruction in words."""
        if self.turn and self.walk:
            return f"Turn {self.turn}, then walk to the next corner."
        if self.turn:
            return f"Turn {self.turn}."
        return "Keep going straight to the next corner."


@dataclass
class Navigator:
    """Belief, known closures and planning for one leg at a time."""

    geo: GeoMap
    node: str | None = None
    heading: str | None = None
    goal: Place | None = None
    known_closed: set[str] = field(default_factory=set)
    covered: set[str] = field(default_factory=set)

    # -- planning ---------------------------------------------------------------------------
    def route(self) -> list[str] | None:
        """Junctions of the planned route from the believed junction to the goal."""
        if self.node is None or self.goal is None:
            return None
        found = self.geo.best_route(self.node, self.goal.node, self.known_closed, self.heading)
        return found[0] if found else None

    def at_goal(self) -> bool:
        """Whether the believed junction is the goal's."""
        return self.goal is not None and self.node == self.goal.node

    def next_step(self) -> Step | None:
        """The next block of the route as a relative step (``None`` at the goal or stuck)."""
        path = self.route()
        if not path or len(path) < 2 or self.heading is None:
            return None
        wanted = self.geo.heading_between(path[0], path[1])
        return Step(turn=turn_between(self.heading, wanted), walk=True, to=path[1])

    def needs_live_status(self) -> bool:
        """Whether a block we are about to walk has not been checked for closures yet."""
        path = self.route()
        if not path:
            return self.node is not None
        for a, b in list(zip(path, path[1:], strict=False))[:LOOKAHEAD_BLOCKS]:
            segment = self.geo.segment_between(a, b)
            if segment is not None and segment.id not in self.covered:
                return True
        return False

    # -- what was learnt --------------------------------------------------------------------
    def on_live_status(self, text: str, at: str) -> None:
        """Record the closures a live-status result names and what it covered."""
        for segment in self.geo.segments.values():
            near = min(self.geo.blocks_apart(at, segment.a), self.geo.blocks_apart(at, segment.b))
            if near <= LIVE_RANGE:
                self.covered.add(segment.id)
        for segment_id in parse_closures(self.geo, text):
            self.known_closed.add(segment_id)

    def on_blocked_ahead(self) -> None:
        """The walker found the pavement ahead closed: that block is out."""
        if self.node is not None and self.heading is not None:
            segment = self.geo.segment_ahead(self.node, self.heading)
            if segment is not None:
                self.known_closed.add(segment.id)

    def on_walked(self, expected: str | None, actual: str | None) -> bool:
        """Update the belief after a block walk; returns whether it went as planned.

        ``actual`` is the junction the GPS now gives. A walk to another neighbour means the
        walker faced elsewhere than believed: the heading is the direction actually walked.
        """
        previous = self.node
        if actual is None:
            actual = expected
        if previous is not None and actual is not None and actual != previous:
            if self.geo.segment_between(previous, actual) is not None:
                self.heading = self.geo.heading_between(previous, actual)
            else:
                self.heading = None  # walked further than one block: heading unknown
        self.node = actual
        return actual == expected

    def turned(self, turn: str | None) -> None:
        """Apply a turn we told the walker to make."""
        if turn is None or self.heading is None:
            return
        index = HEADINGS.index(self.heading)
        delta = {"left": -1, "right": 1, "around": 2}[turn]
        self.heading = HEADINGS[(index + delta) % 4]


def parse_closures(geo: GeoMap, text: str) -> list[str]:
    """Segment ids named in a live-status result ("E 43rd Street between A and B")."""
    found = []
    for label in re.split(r"[;:]", text):
        for segment in geo.segments.values():
            if geo.segment_label(segment) in label:
                found.append(segment.id)
    return found


def parse_gps(geo: GeoMap, text: str) -> str | None:
    """The nearest corner a GPS result names."""
    match = re.search(r"Nearest corner: ([^.]+)\.", text)
    if not match:
        return None
    for node, name in geo.corner_names.items():
        if name == match.group(1).strip():
            return node
    return None


_RELATIVE_WORDS = {
    "ahead_left": ("ahead", "left"),
    "ahead_right": ("ahead", "right"),
    "behind_left": ("behind", "left"),
    "behind_right": ("behind", "right"),
}


def _tokens(text: str) -> set[str]:
    return set(normalise_spoken(text.replace("&", " and ")).replace("-", " ").split())


def heading_from_description(geo: GeoMap, node: str, heard: str) -> str | None:
    """The heading that best explains which corner buildings the walker said were where.

    The walker describes corners as "ahead on my left: X", "behind me on my right: Y". Each
    clause is matched to the closest corner-building name of ``node``; every heading that
    puts those buildings at those relative corners scores a point.
    """
    lots = geo.corner_lots(node)
    names = {corner: spoken_name(name) for corner, name in lots.items()}
    for corner in ("NE", "NW", "SE", "SW"):
        if corner not in names:
            superblock = geo.superblock_at(node, corner)
            if superblock:
                names[corner] = superblock
    if not names:
        return None
    evidence: list[tuple[str, set[str]]] = []
    # one sentence per corner; commas are left alone (recognisers scatter them mid-sentence)
    # and a new sentence starts at "on the corner" even when the recogniser left out the stop
    for clause in re.split(r"[.;!?]|(?=\bon the corner\b)|(?=\bi'?m standing\b)", heard.lower()):
        words = set(re.sub(r"[^a-z0-9' ]", " ", clause.replace("-", " ")).split())
        relative = None
        for key, (along, side) in _RELATIVE_WORDS.items():
            # "ahead" is often recognised as "head" or "a head"
            front = along in words or (along == "ahead" and bool(words & {"front", "head"}))
            if front and side in words:
                relative = key
        if relative is None:
            continue
        clause_tokens = _tokens(clause)
        scored = []
        for corner, name in names.items():
            name_tokens = _tokens(name) - {"the", "and", "street", "avenue"}
            if name_tokens:
                share = len(name_tokens & clause_tokens) / len(name_tokens)
                scored.append((share, corner))
        best = max((share for share, _ in scored), default=0.0)
        if best >= 0.5:
            # a superblock fills two corners under one name: keep every corner that fits
            evidence.append((relative, {corner for share, corner in scored if share == best}))
    if not evidence:
        return None
    votes = {
        heading: sum(relative_quadrants(heading)[rel] in corners for rel, corners in evidence)
        for heading in HEADINGS
    }
    best = max(votes.values())
    winners = [heading for heading, count in votes.items() if count == best]
    return winners[0] if best > 0 and len(winners) == 1 else None
