"""Pathfinding scenarios: 21 files, the site's instances, optima and routes checked by BFS."""

from __future__ import annotations

from collections import Counter

import pytest

from duplexworld.util.seeds import stable_seed
from duplexworld.worlds import build_world, builtin_scenarios
from duplexworld.worlds.pathfinding.geo import load_map

GEO = load_map()
TYPES = {
    "base": "single_intent",
    "blocked": "rerouting",
    "errand": "all_day_assistance",
    "b_reroute": "rerouting",
    "e_twisty": "rerouting",
    "c_crossing": "single_intent",
    "d_vague": "single_intent",
}
"""Variant -> conversation type (the variants keep their parent's shape)."""
SCENARIOS = {s.id: s for s in builtin_scenarios("pathfinding")}


def start(sid: str) -> dict:
    return SCENARIOS[sid].seed["walker"][0]


def stops(sid: str) -> list[str]:
    return SCENARIOS[sid].seed["task"][0]["stops"]


def closed(sid: str) -> frozenset[str]:
    return frozenset(c["id"] for c in SCENARIOS[sid].seed["closures"])


def test_twenty_one_scenarios_three_per_variant():
    assert len(SCENARIOS) == 21
    variants = Counter(s.difficulty["variant"] for s in SCENARIOS.values())
    assert set(variants.values()) == {3} and len(variants) == 7
    for sid, scenario in SCENARIOS.items():
        variant = scenario.difficulty["variant"]
        assert sid == f"pathfinding_{variant}_i{scenario.difficulty['instance'][1:]}"
        assert scenario.step_cap_ticks == 6000
        assert scenario.reward_basis == ("ENV_ASSERTION",)
        assert scenario.conversation_type == TYPES[variant]
    assert SCENARIOS["pathfinding_base_i1"].conversation_type == "single_intent"
    assert SCENARIOS["pathfinding_blocked_i1"].conversation_type == "rerouting"
    assert SCENARIOS["pathfinding_errand_i1"].conversation_type == "all_day_assistance"


def test_the_difficulty_says_what_the_task_switches_on_and_the_gps_seed_is_the_ids():
    # the files are hand-written data: what their records say and what their difficulty
    # says must agree, and each GPS seed is the one derived from the scenario id
    for sid, scenario in SCENARIOS.items():
        task, difficulty = scenario.seed["task"][0], scenario.difficulty
        assert (
            task["track_side"]
            == difficulty["track_side"]
            == (difficulty["variant"] == "c_crossing")
        )
        assert task["signs"] == difficulty["signs"] == (difficulty["variant"] != "d_vague")
        assert task["gps_seed"] == stable_seed(sid, "gps") % 1_000_000, sid
        walker = scenario.seed["walker"][0]
        assert (walker["moving"], walker["stop"], walker["blocks"]) == (None, 0, 0), sid


def test_every_world_starts_the_walker_where_the_scenario_puts_it():
    # that every scenario validates (and so builds) is tests/worlds/test_worlds_validate.py
    for sid, scenario in SCENARIOS.items():
        world = build_world(scenario)
        assert world.store.get("walker", "walker")["node"] == start(sid)["node"], sid


@pytest.mark.parametrize("sid", sorted(SCENARIOS))
def test_stated_optima_and_route_counts_hold_by_bfs(sid):
    difficulty = SCENARIOS[sid].difficulty
    here, legs, routes = start(sid)["node"], [], []
    for stop in stops(sid):
        goal = GEO.places[stop].node
        legs.append(GEO.shortest_blocks(here, goal, closed(sid)))
        routes.append(GEO.count_shortest_routes(here, goal, closed(sid)))
        here = goal
    assert difficulty["optimal_blocks"] == sum(legs)
    here, clear = start(sid)["node"], []
    for stop in stops(sid):
        clear.append(GEO.shortest_blocks(here, GEO.places[stop].node))
        here = GEO.places[stop].node
    assert difficulty["optimal_clear_blocks"] == sum(clear)
    if len(legs) > 1:
        assert difficulty["legs"] == legs
    assert difficulty["optimal_routes"] == (routes[0] if len(routes) == 1 else routes)
    assert difficulty["closures"] == len(closed(sid))


def test_site_instances_are_reproduced():
    base, blocked, errand = (
        SCENARIOS["pathfinding_base_i2"],
        SCENARIOS["pathfinding_blocked_i2"],
        SCENARIOS["pathfinding_errand_i1"],
    )
    assert (start(base.id)["node"], start(base.id)["heading"]) == ("n_1_6", "E")
    assert stops(base.id) == ["poi_murray_hill_pharmacy"]
    assert base.difficulty["optimal_blocks"] == 5 and base.difficulty["optimal_routes"] == 4
    assert (start(blocked.id)["node"], start(blocked.id)["heading"]) == ("n_1_6", "N")
    assert closed(blocked.id) == {
        "seg_n_1_7__n_2_7",
        "seg_n_3_6__n_4_6",
        "seg_n_4_5__n_4_6",
        "seg_n_4_6__n_4_7",
    }
    assert (start(errand.id)["node"], start(errand.id)["heading"]) == ("n_1_3", "S")
    assert stops(errand.id) == ["poi_grand_central_market", "ent_un_visitor"]
    assert errand.difficulty["legs"] == [5, 6] and errand.difficulty["optimal_routes"] == [3, 20]


@pytest.mark.parametrize("sid", [f"pathfinding_blocked_i{n}" for n in (1, 2, 3)])
def test_blocked_closures_seal_every_clear_route_and_leave_one_seven_block_route(sid):
    source, goal = start(sid)["node"], GEO.places[stops(sid)[0]].node
    assert len(closed(sid)) == 4
    assert all(c in GEO.segments for c in closed(sid))  # real pavement, just not on the map
    assert GEO.shortest_blocks(source, goal) == 5
    assert GEO.shortest_blocks(source, goal, closed(sid)) == 7
    assert GEO.count_shortest_routes(source, goal, closed(sid)) == 1
    # every five-block route crosses a closure (the closures "seal every visible route")
    clear_routes = GEO.count_shortest_routes(source, goal)
    assert clear_routes > 0 and GEO.shortest_blocks(source, goal, closed(sid)) > 5


@pytest.mark.parametrize(("variant", "count"), [("b_reroute", 1), ("e_twisty", 2)])
def test_reroute_variants_have_an_equal_length_detour(variant, count):
    for n in (1, 2, 3):
        sid = f"pathfinding_{variant}_i{n}"
        source, goal = start(sid)["node"], GEO.places[stops(sid)[0]].node
        assert len(closed(sid)) == count
        clear = GEO.shortest_blocks(source, goal)
        assert GEO.shortest_blocks(source, goal, closed(sid)) == clear
        # the closures sit on the obvious route: the fewest-turn clear route
        obvious, _ = GEO.best_route(source, goal, heading=start(sid)["heading"])
        on_route = {
            GEO.segment_between(a, b).id for a, b in zip(obvious, obvious[1:], strict=False)
        }
        assert closed(sid) <= on_route


def test_errands_have_legs_of_five_and_six_blocks():
    for n in (1, 2, 3):
        difficulty = SCENARIOS[f"pathfinding_errand_i{n}"].difficulty
        assert difficulty["legs"] == [5, 6] and len(stops(f"pathfinding_errand_i{n}")) == 2


def test_variant_switches_side_tracking_and_signs():
    for scenario in SCENARIOS.values():
        task = scenario.seed["task"][0]
        assert task["track_side"] == (scenario.difficulty["variant"] == "c_crossing")
        assert task["signs"] == (scenario.difficulty["variant"] != "d_vague")


def test_misacts_are_scenario_driven():
    misacts = {
        sid: s.difficulty["misacts"] for sid, s in SCENARIOS.items() if s.difficulty["misacts"]
    }
    assert set(misacts) == {"pathfinding_errand_i2", "pathfinding_errand_i3"}
