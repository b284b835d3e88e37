"""The Pathfinding map: DuplexWorld's 8 x 8 Midtown grid, loaded from ``data/world.json``.

Junction ``n_i_k`` sits at avenue ``i`` (0 = 5th Avenue, west) and street ``k`` (0 = E 49th
Street, north). Compass vectors in (i, k): N = (0, -1), E = (+1, 0). An avenue block (east-west)
is 274 m, a street block (north-south) 81 m. 105 segments are walkable; the 7 missing lattice
edges run through the Grand Central and United Nations superblocks. Routes are breadth-first
searches over walkable segments minus closures.

A walker's *side* is the corner of the junction they stand on, as two letters: ``N``/``S``
then ``E``/``W`` ("SW" is the south-west corner). A place's one-letter ``side`` is the side of
the road it lies on, so ``E`` is satisfied by ``NE`` and ``SE``.
"""

from __future__ import annotations

import difflib
import json
import re
from collections import deque
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from duplexworld.speech.spoken import normalise_spoken

DATA_FILE = Path(__file__).with_name("data") / "world.json"
"""The world file shipped with the package (CC BY 4.0, see ``data/README.md``)."""

HEADINGS = ("N", "E", "S", "W")
VECTORS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
HEADING_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
AVENUE_BLOCK_M = 274
"""East-west block length in metres (walkmap.js)."""
STREET_BLOCK_M = 81
"""North-south block length in metres."""
QUADRANTS = ("NE", "NW", "SE", "SW")
LIVE_RANGE = 2
"""Live status reports closures with an endpoint within this many blocks of the walker."""


def left_of(heading: str) -> str:
    """The heading a quarter turn to the left."""
    return HEADINGS[(HEADINGS.index(heading) - 1) % 4]


def right_of(heading: str) -> str:
    """The heading a quarter turn to the right."""
    return HEADINGS[(HEADINGS.index(heading) + 1) % 4]


def opposite(heading: str) -> str:
    """The heading behind."""
    return HEADINGS[(HEADINGS.index(heading) + 2) % 4]


def quadrant(a: str, b: str) -> str:
    """The corner named by two perpendicular headings, north/south first ("S", "E" -> "SE")."""
    ns, ew = (a, b) if a in "NS" else (b, a)
    if ns not in "NS" or ew not in "EW":
        raise ValueError(f"headings {a} and {b} are not perpendicular")
    return ns + ew


RELATIVE = ("ahead_left", "ahead_right", "behind_left", "behind_right")
"""Corners of a junction relative to someone facing a heading."""


def relative_quadrants(heading: str) -> dict[str, str]:
    """Which corner of the junction lies ahead-left, ahead-right, ... of ``heading``."""
    back = opposite(heading)
    return {
        "ahead_left": quadrant(heading, left_of(heading)),
        "ahead_right": quadrant(heading, right_of(heading)),
        "behind_left": quadrant(back, left_of(heading)),
        "behind_right": quadrant(back, right_of(heading)),
    }


def turn_between(heading: str, wanted: str) -> str | None:
    """ "left", "right", "around", or ``None`` when already facing ``wanted``."""
    if heading == wanted:
        return None
    if wanted == left_of(heading):
        return "left"
    if wanted == right_of(heading):
        return "right"
    return "around"


def spoken_name(name: str) -> str:
    """A name as a pedestrian says it: "E 43rd Street" -> "43rd Street".

    Pedestrians drop the "East" of Manhattan street names; the walker must never say a compass
    word, and street-numbered shop names ("E 44th Drugstore") are read the same way.
    """
    return re.sub(r"\bE (\d+(?:st|nd|rd|th))\b", r"\1", name)


@dataclass(frozen=True)
class Place:
    """A destination the map search can return (``poi_*`` or a building entrance)."""

    id: str
    name: str
    cat: str
    node: str
    side: str
    big: bool


@dataclass(frozen=True)
class Segment:
    """Walkable pavement between two neighbouring junctions (undirected)."""

    id: str
    a: str
    b: str

    def other(self, node: str) -> str:
        """The far end seen from ``node``."""
        return self.b if node == self.a else self.a


class GeoMap:
    """The static map with its searches; build it with :func:`load_map`."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.avenues: list[str] = list(data["avenues"])
        self.streets: list[str] = list(data["streets"])
        self.nodes: dict[str, tuple[int, int]] = {
            n: (ik[0], ik[1]) for n, ik in data["nodes"].items()
        }
        self.corner_names: dict[str, str] = dict(data["corner_names"])
        self.segments: dict[str, Segment] = {
            s["id"]: Segment(s["id"], s["from"], s["to"]) for s in data["segments"]
        }
        self._by_pair = {frozenset((s.a, s.b)): s for s in self.segments.values()}
        self.superblocks: list[dict[str, Any]] = list(data["superblocks"])
        self.places: dict[str, Place] = {
            p["id"]: Place(p["id"], p["name"], p["cat"], p["at"], p["side"], bool(p["big"]))
            for p in data["places"]
        }
        self.no_crossing: set[tuple[str, str]] = {(n, s) for n, s in data["no_crossing"]}
        self.buildings: list[dict[str, Any]] = list(data["buildings"])
        self._lots: dict[str, dict[str, str]] = {}
        for lot in self.buildings:
            if lot["at"]:
                corner = ("S" if lot["row"] == 0 else "N") + lot["side"]
                self._lots.setdefault(lot["at"], {})[corner] = lot["name"]

    # -- topology ---------------------------------------------------------------------------
    def node_at(self, i: int, k: int) -> str | None:
        """The junction at grid indices (i, k), if inside the grid."""
        node = f"n_{i}_{k}"
        return node if node in self.nodes else None

    def neighbour(self, node: str, heading: str) -> str | None:
        """The lattice neighbour in ``heading`` (whether or not a segment joins them)."""
        i, k = self.nodes[node]
        di, dk = VECTORS[heading]
        return self.node_at(i + di, k + dk)

    def segment_between(self, a: str, b: str) -> Segment | None:
        """The walkable segment joining two junctions, if any."""
        return self._by_pair.get(frozenset((a, b)))

    def segment_ahead(self, node: str, heading: str) -> Segment | None:
        """The walkable segment leaving ``node`` in ``heading``, if any."""
        other = self.neighbour(node, heading)
        return self.segment_between(node, other) if other else None

    def heading_between(self, a: str, b: str) -> str:
        """Compass heading from junction ``a`` to its neighbour ``b``."""
        (ia, ka), (ib, kb) = self.nodes[a], self.nodes[b]
        for heading, vector in VECTORS.items():
            if (ib - ia, kb - ka) == vector:
                return heading
        raise ValueError(f"{a} and {b} are not neighbours")

    def is_avenue_block(self, segment: Segment) -> bool:
        """Whether the segment runs east-west (a long block along a street)."""
        return self.nodes[segment.a][1] == self.nodes[segment.b][1]

    def block_metres(self, segment: Segment) -> int:
        """Length of the segment in metres."""
        return AVENUE_BLOCK_M if self.is_avenue_block(segment) else STREET_BLOCK_M

    def blocks_apart(self, a: str, b: str) -> int:
        """Grid distance in blocks, avenue and street blocks alike (ignores missing edges)."""
        (ia, ka), (ib, kb) = self.nodes[a], self.nodes[b]
        return abs(ia - ib) + abs(ka - kb)

    def street_of(self, segment: Segment) -> str:
        """The street or avenue a segment runs along."""
        i, k = self.nodes[segment.a]
        return self.streets[k] if self.is_avenue_block(segment) else self.avenues[i]

    def segment_label(self, segment: Segment) -> str:
        """ "E 43rd Street between Lexington Avenue and 3rd Avenue"."""
        (ia, ka), (ib, kb) = self.nodes[segment.a], self.nodes[segment.b]
        if ka == kb:
            return f"{self.streets[ka]} between {self.avenues[ia]} and {self.avenues[ib]}"
        return f"{self.avenues[ia]} between {self.streets[ka]} and {self.streets[kb]}"

    def corner_lots(self, node: str) -> dict[str, str]:
        """Names of the corner buildings of a junction by corner ("NE" ...)."""
        return dict(self._lots.get(node, {}))

    def superblock_at(self, node: str, corner: str) -> str | None:
        """Name of the superblock filling that corner of the junction, if any."""
        i, k = self.nodes[node]
        bi = i if "E" in corner else i - 1
        bk = k if "S" in corner else k - 1
        for block in self.superblocks:
            (i0, i1), (k0, k1) = block["av"], block["st"]
            if i0 <= bi < i1 and k0 <= bk < k1:
                return str(block["name"])
        return None

    # -- routes -----------------------------------------------------------------------------
    def neighbours(self, node: str, closed: frozenset[str] | set[str] = frozenset()) -> list[str]:
        """Junctions reachable in one block from ``node`` avoiding ``closed`` segment ids."""
        result = []
        for heading in HEADINGS:
            segment = self.segment_ahead(node, heading)
            if segment is not None and segment.id not in closed:
                result.append(segment.other(node))
        return result

    def distances(
        self, source: str, closed: frozenset[str] | set[str] = frozenset()
    ) -> dict[str, int]:
        """Blocks from ``source`` to every reachable junction (breadth-first)."""
        dist = {source: 0}
        queue = deque([source])
        while queue:
            node = queue.popleft()
            for nxt in self.neighbours(node, closed):
                if nxt not in dist:
                    dist[nxt] = dist[node] + 1
                    queue.append(nxt)
        return dist

    def shortest_blocks(
        self, source: str, goal: str, closed: frozenset[str] | set[str] = frozenset()
    ) -> int | None:
        """Length of the shortest walkable route in blocks, or ``None`` when cut off."""
        return self.distances(source, closed).get(goal)

    def count_shortest_routes(
        self, source: str, goal: str, closed: frozenset[str] | set[str] = frozenset()
    ) -> int:
        """Number of distinct shortest routes (0 when the goal cannot be reached)."""
        dist = self.distances(source, closed)
        if goal not in dist:
            return 0
        ways = {source: 1}
        for node in sorted(dist, key=dist.__getitem__):
            for nxt in self.neighbours(node, closed):
                if dist.get(nxt) == dist[node] + 1:
                    ways[nxt] = ways.get(nxt, 0) + ways.get(node, 0)
        return ways[goal]

    def best_route(
        self,
        source: str,
        goal: str,
        closed: frozenset[str] | set[str] = frozenset(),
        heading: str | None = None,
    ) -> tuple[list[str], int] | None:
        """A shortest route (junction list) with the fewest turns, and that turn count.

        Turns count the initial turn from ``heading`` (when given) and every change of
        direction; a turn-around counts as one maneuver. Ties break by the order of
        ``HEADINGS`` so the result is deterministic.
        """
        dist_to_goal = self.distances(goal, closed)
        if source not in dist_to_goal:
            return None
        # fewest turns among shortest routes: dynamic programming along decreasing distance
        best: dict[tuple[str, str | None], tuple[int, list[str]]] = {}

        def solve(node: str, facing: str | None) -> tuple[int, list[str]]:
            if node == goal:
                return 0, [node]
            key = (node, facing)
            if key in best:
                return best[key]
            options = []
            for step in HEADINGS:
                segment = self.segment_ahead(node, step)
                if segment is None or segment.id in closed:
                    continue
                nxt = segment.other(node)
                if dist_to_goal.get(nxt) != dist_to_goal[node] - 1:
                    continue
                turns, path = solve(nxt, step)
                turns += 0 if facing is None or facing == step else 1
                options.append((turns, HEADINGS.index(step), [node, *path]))
            turns, _, path = min(options, key=lambda option: (option[0], option[1]))
            best[key] = (turns, path)
            return turns, path

        turns, path = solve(source, heading)
        return path, turns

    # -- names ------------------------------------------------------------------------------
    def corner_name(self, node: str) -> str:
        """ "Madison Avenue & E 43rd Street"."""
        return self.corner_names[node]

    def place_by_name(self, text: str) -> Place | None:
        """The place whose name best matches ``text`` (spoken forms compared), if any."""
        scored = self.search_places(text)
        return scored[0] if scored else None

    def search_places(self, query: str, limit: int = 3) -> list[Place]:
        """Places ranked by how well ``query`` matches their name (or names their kind).

        Words are compared on their spoken forms and fuzzily (speech recognition mishears
        "Helmsley" as "healthfully"); generic words such as "building" count for less, so a
        misheard name does not fall to another place that shares only its generic word.
        """
        words = [w for w in _words(query) if w not in _STOP]
        if not words:
            return []
        scored = []
        for place in self.places.values():
            name_words = [w for w in _words(place.name) if w not in _STOP]
            total = matched = 0.0
            for word in name_words:
                weight = 0.4 if word in _GENERIC else 1.0
                total += weight
                matched += weight * max(_similar(word, heard) for heard in words)
            score = matched / total if total else 0.0
            if place.cat in words:
                score = max(score, 0.6)
            if score >= 0.5:
                scored.append((-score, place.id, place))
        return [place for _, _, place in sorted(scored)[:limit]]

    def parse_avenue(self, text: str) -> int | None:
        """The avenue named in free text ("Madison", "3rd Avenue", "third avenue")."""
        words = " " + " ".join(_words(text)) + " "
        for index, name in enumerate(self.avenues):
            tokens = _words(name)
            phrase = " ".join(t for t in tokens if t != "avenue")
            if "avenue" not in tokens or phrase in {"madison", "park", "lexington"}:
                found = f" {phrase} " in words
            else:
                found = f" {phrase} avenue " in words
            if found:
                return index
        return None

    def parse_street(self, text: str) -> int | None:
        """The street named in free text ("E 43rd Street", "forty third street", "43rd")."""
        words = " " + " ".join(_words(text)) + " "
        for index, name in enumerate(self.streets):
            number = " ".join(w for w in _words(name) if w not in {"e", "east", "street"})
            if f" {number} " in words:
                return index
        return None

    def parse_corner(self, text: str) -> str | None:
        """The junction named by an avenue and a street in free text, if both are found."""
        avenue, street = self.parse_avenue(text), self.parse_street(text)
        if avenue is None or street is None:
            return None
        return self.node_at(avenue, street)


_STOP = {"the", "of", "a", "an", "and", "at", "new", "york", "street", "avenue", "e"}
_GENERIC = {
    "building",
    "hotel",
    "center",
    "centre",
    "park",
    "plaza",
    "library",
    "clinic",
    "pharmacy",
    "entrance",
    "gate",
    "house",
    "bank",
    "market",
    "society",
    "tower",
    "deli",
    "bakery",
}
"""Words many places share: a match on one of them alone says little."""


def _similar(word: str, heard: str) -> float:
    """1 for the same word, partial credit for a near miss of a long word, else 0."""
    if word == heard:
        return 1.0
    if min(len(word), len(heard)) < 4:
        return 0.0
    ratio = difflib.SequenceMatcher(None, word, heard).ratio()
    return ratio if ratio >= 0.5 else 0.0


def _words(text: str) -> list[str]:
    return normalise_spoken(text.replace("&", " and ")).replace("-", " ").split()


def parse_heading(text: str) -> str | None:
    """A compass heading from free text ("east", "E", "eastbound"), else ``None``."""
    cleaned = text.strip().lower()
    if cleaned.upper() in HEADINGS:
        return cleaned.upper()
    for heading, word in HEADING_WORDS.items():
        if re.search(rf"\b{word}", cleaned):
            return heading
    return None


@lru_cache(maxsize=1)
def load_map() -> GeoMap:
    """The shipped map (loaded once per process)."""
    return GeoMap(json.loads(DATA_FILE.read_text(encoding="utf-8")))
