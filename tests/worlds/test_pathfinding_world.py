"""Pathfinding: the shipped map, the 14 tools, motion in simulated time, GPS and live status."""

from __future__ import annotations

import re
from typing import Any

import pytest

from duplexworld.world import ToolCall
from duplexworld.worlds import world_class
from duplexworld.worlds.pathfinding import PathfindingWorld
from duplexworld.worlds.pathfinding.geo import (
    AVENUE_BLOCK_M,
    DATA_FILE,
    STREET_BLOCK_M,
    load_map,
    relative_quadrants,
    spoken_name,
)
from duplexworld.worlds.pathfinding.world import GPS_ERROR_M, walk_seconds

GEO = load_map()


def world(
    node: str = "n_1_6",
    heading: str = "E",
    side: str = "SW",
    stops: tuple[str, ...] = ("poi_murray_hill_pharmacy",),
    closures: tuple[str, ...] = (),
    **task: Any,
) -> PathfindingWorld:
    seed = {
        "walker": [
            {"id": "walker", "node": node, "heading": heading, "side": side, "moving": None}
        ],
        "task": [{"id": "task", "stops": list(stops), "gps_seed": 7, **task}],
        "closures": [{"id": c} for c in closures],
    }
    return PathfindingWorld(seed)


def call(w: PathfindingWorld, name: str, actor: str = "user", **arguments: Any) -> str:
    result = w.call(ToolCall(call_id="t", name=name, arguments=arguments, actor=actor))
    return ("" if result.ok else "ERROR ") + result.content


def walker(w: PathfindingWorld) -> dict[str, Any]:
    return w.store.get("walker", "walker")


def finish(w: PathfindingWorld, start: int = 0, ticks: int = 400) -> int:
    """Advance the clock until the walker stops moving; returns the tick it happened."""
    for tick in range(start, start + ticks):
        w.on_tick(tick)
        if not walker(w).get("moving"):
            return tick
    raise AssertionError("the walker never arrived")


def test_registered_and_shipped_with_attribution():
    assert world_class("pathfinding") is PathfindingWorld
    readme = (DATA_FILE.parent / "README.md").read_text()
    assert "CC BY 4.0" in readme and "arXiv:2608.10716" in readme


def test_the_grid_has_64_junctions_105_segments_and_two_superblocks():
    assert len(GEO.nodes) == 64 and len(GEO.segments) == 105
    assert [b["name"] for b in GEO.superblocks] == [
        "Grand Central Terminal",
        "United Nations Headquarters",
    ]
    lattice = {
        frozenset((f"n_{i}_{k}", f"n_{i + di}_{k + dk}"))
        for i in range(8)
        for k in range(8)
        for di, dk in ((1, 0), (0, 1))
        if i + di < 8 and k + dk < 8
    }
    missing = lattice - {frozenset((s.a, s.b)) for s in GEO.segments.values()}
    expected = {frozenset(("n_2_5", "n_3_5")), frozenset(("n_2_6", "n_3_6"))}
    expected |= {frozenset((f"n_6_{k}", f"n_7_{k}")) for k in range(2, 7)}
    assert missing == expected
    assert len(GEO.places) == 36 and len(GEO.no_crossing) == 4


@pytest.mark.parametrize(
    ("node", "heading"), [("n_2_5", "E"), ("n_3_6", "W"), ("n_6_3", "E"), ("n_7_5", "W")]
)
def test_superblock_edges_are_not_walkable(node, heading):
    w = world(node=node, heading=heading)
    assert call(w, "walk_to_next_corner").startswith("You can't go that way: there is no street")
    assert walker(w)["node"] == node and not walker(w).get("moving")


def test_block_lengths_and_walk_time_follow_the_real_proportions():
    long, short = GEO.segment_between("n_1_6", "n_2_6"), GEO.segment_between("n_1_6", "n_1_7")
    assert (GEO.block_metres(long), GEO.block_metres(short)) == (AVENUE_BLOCK_M, STREET_BLOCK_M)
    assert (AVENUE_BLOCK_M, STREET_BLOCK_M) == (274, 81)
    assert walk_seconds(274) > 3 * walk_seconds(81)


def test_a_block_walk_takes_simulated_time_and_completes_on_tick():
    w = world()
    w.on_tick(10)
    result = call(w, "walk_to_next_corner")
    seconds = int(re.search(r"about (\d+) seconds", result).group(1))
    assert seconds == walk_seconds(AVENUE_BLOCK_M)
    assert walker(w)["node"] == "n_1_6"  # still on the way
    assert call(w, "turn_left").startswith("ERROR")  # no maneuver while walking
    assert finish(w, start=11) == 10 + 5 * seconds
    assert walker(w)["node"] == "n_2_6" and walker(w)["blocks"] == 1
    assert walker(w)["side"] == "SW"  # arrived from the west: on the west corners


def test_turns_change_heading_only():
    w = world(heading="E")
    call(w, "turn_left")
    assert walker(w)["heading"] == "N"
    call(w, "turn_around")
    assert walker(w)["heading"] == "S"
    call(w, "turn_right")
    assert (walker(w)["heading"], walker(w)["node"]) == ("W", "n_1_6")


def test_a_closure_refuses_the_walk_and_becomes_known():
    closure = GEO.segment_between("n_1_6", "n_2_6").id
    w = world(closures=(closure,))
    assert "fenced off" in call(w, "walk_to_next_corner")
    assert closure in w.revealed() and walker(w)["node"] == "n_1_6"


def test_live_status_reports_closures_within_two_blocks_only():
    # the site's blocked i2 walk: at n_2_7 three of the four closures were reported
    closures = ("seg_n_1_7__n_2_7", "seg_n_3_6__n_4_6", "seg_n_4_5__n_4_6", "seg_n_4_6__n_4_7")
    w = world(node="n_2_7", closures=closures)
    text = call(w, "live_status", actor="agent")
    assert "E 42nd Street between Madison Avenue and Park Avenue" in text
    assert "E 43rd Street between Lexington Avenue and 3rd Avenue" in text
    assert "3rd Avenue between E 43rd Street and E 42nd Street" in text
    assert "3rd Avenue between E 44th Street and E 43rd Street" not in text
    assert set(w.revealed()) == {"seg_n_1_7__n_2_7", "seg_n_3_6__n_4_6", "seg_n_4_6__n_4_7"}
    far = world(node="n_0_0", closures=closures)
    assert call(far, "live_status", actor="agent") == "No pavement closures reported near the user."


def _gps_fix(text: str) -> tuple[float, float]:
    corner = re.search(r"of ([^.]+)\. Nearest", text) or re.search(r"at ([^.]+)\. Nearest", text)
    node = next(n for n, name in GEO.corner_names.items() if name == corner.group(1))
    i, k = GEO.nodes[node]
    x, y = i * AVENUE_BLOCK_M, k * STREET_BLOCK_M
    for metres, direction in re.findall(r"(\d+) m (east|west|north|south)", text):
        step = float(metres)
        x += {"east": step, "west": -step}.get(direction, 0.0)
        y += {"south": step, "north": -step}.get(direction, 0.0)
    return x, y


@pytest.mark.parametrize("node", ["n_1_6", "n_0_0", "n_7_7", "n_4_3"])
def test_gps_error_is_bounded_and_gives_the_right_corner(node):
    w = world(node=node)
    i, k = GEO.nodes[node]
    for _ in range(60):
        text = call(w, "get_gps", actor="agent")
        x, y = _gps_fix(text)
        error = ((x - i * AVENUE_BLOCK_M) ** 2 + (y - k * STREET_BLOCK_M) ** 2) ** 0.5
        assert error <= GPS_ERROR_M + 1.0  # rounding to whole metres in the text
        assert f"Nearest corner: {GEO.corner_name(node)}." in text


def test_gps_never_reveals_the_heading():
    texts = {}
    for heading in "NESW":
        w = world(heading=heading)
        texts[heading] = [call(w, "get_gps", actor="agent") for _ in range(5)]
    assert len({tuple(v) for v in texts.values()}) == 1  # the same fixes whatever the heading
    for text in texts["N"]:
        assert not re.search(r"\b(facing|heading|bearing|direction)\b", text.lower())


def test_gps_moves_along_the_block_during_a_walk():
    w = world()
    w.on_tick(0)
    call(w, "walk_to_next_corner")
    w.on_tick(85)  # half way along a 170-tick avenue block
    x, _ = _gps_fix(call(w, "get_gps", actor="agent"))
    assert 137 - GPS_ERROR_M - 1 <= x - AVENUE_BLOCK_M <= 137 + GPS_ERROR_M + 1


def test_directions_use_compass_bearings_take_no_facing_and_avoid_known_closures_only():
    spec = {s.name: s for s in PathfindingWorld(world().state()).tools()}["directions"]
    assert sorted(spec.parameters["properties"]) == ["destination", "from_avenue", "from_street"]
    closure = "seg_n_2_6__n_2_7"
    w = world(closures=(closure,))
    text = call(
        w,
        "directions",
        "agent",
        from_avenue="Madison",
        from_street="43rd Street",
        destination="Murray Hill Pharmacy",
    )
    assert "Head east" in text and "Total 5 blocks" in text
    assert not re.search(r"\b(left|right)\b", text)
    call(w, "live_status", actor="agent")  # reveals the closure on Park Avenue
    after = call(
        w,
        "directions",
        "agent",
        from_avenue="Madison Avenue",
        from_street="E 43rd Street",
        destination="Murray Hill Pharmacy",
    )
    assert "Park Avenue between" not in after and "Total 5 blocks" in after


def test_find_place_searches_names_and_kinds():
    w = world()
    text = call(w, "find_place", actor="agent", query="pharmacy")
    assert "Murray Hill Pharmacy (pharmacy): at 3rd Avenue & E 43rd Street" in text
    assert "No place" in call(w, "find_place", actor="agent", query="zoo")


def test_the_belief_probe_writes_what_the_agent_believes():
    w = world()
    w.on_tick(3)
    assert (
        call(
            w,
            "note_user_location",
            "agent",
            near_cross_streets="Madison Ave & 43rd St",
            facing="east",
        )
        == "Noted."
    )
    belief = w.store.find("beliefs")[0]
    assert (belief["tick"], belief["node"], belief["heading"]) == (3, "n_1_6", "E")


def test_crossing_changes_side_and_respects_no_crossing():
    w = world(heading="E", side="SW")
    call(w, "cross_the_road")
    finish(w)
    assert walker(w)["side"] == "SE" and walker(w)["node"] == "n_1_6"
    barred = world(node="n_2_4", heading="E", side="SW")  # Park Ave has no crossing south side
    assert call(barred, "cross_the_road").startswith("There is no crossing here")
    assert walker(barred)["side"] == "SW"


def test_next_place_only_on_reaching_the_first_stop():
    stops = ("poi_murray_hill_pharmacy", "ent_un_visitor")
    away = world(stops=stops)
    assert call(away, "ask_for_next_place").startswith("ERROR")
    there = world(node="n_4_6", stops=stops)
    assert call(there, "ask_for_next_place") == "Your next stop is United Nations visitor entrance."
    assert walker(there)["stop"] == 1


def test_signs_and_sights_are_relative_and_can_be_switched_off():
    w = world(heading="E", side="SW")
    assert call(w, "read_signs") == "The street signs say Madison Avenue and E 43rd Street."
    look = call(w, "look_around")
    assert "Ahead of you: a long block." in look and "To your left: a short block." in look
    lots = GEO.corner_lots("n_1_6")
    ahead_left = relative_quadrants("E")["ahead_left"]
    assert f"On the corner ahead on your left: {spoken_name(lots[ahead_left])}." in look
    assert not re.search(r"\b(north|south|east|west)\b", look.lower())
    vague = world(signs=False)
    assert "can't make out" in call(vague, "read_signs")


def test_fourteen_tools_nine_walker_five_copilot():
    w = world()
    user = {t.name for t in w.tools("user")}
    agent = {t.name for t in w.tools("agent")}
    assert user == {
        "turn_left",
        "turn_right",
        "turn_around",
        "walk_to_next_corner",
        "move_forward",
        "cross_the_road",
        "ask_for_next_place",
        "read_signs",
        "look_around",
    }
    assert agent == {"get_gps", "find_place", "directions", "live_status", "note_user_location"}
    assert call(w, "get_gps", actor="user").startswith("ERROR")
