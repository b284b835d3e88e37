"""The 21 Pathfinding scenarios as a table, and the generator of their YAML files.

Instances marked ``site`` are DuplexWorld's own (DUPLEXWORLD-SITE.md section 1.3: base i2,
blocked i1 and i2, errand i1); the others are constructed on the same map and checked by
breadth-first search in the tests (optimum, number of shortest routes, closures that seal
every clear route). ``duplexworld scenarios generate`` writes the files under ``scenarios/``.
"""

from __future__ import annotations

from typing import Any

from duplexworld.authoring import Authored, scenario
from duplexworld.scenario.schema import CallerScript
from duplexworld.util.seeds import stable_seed
from duplexworld.worlds.pathfinding.authoring.records import Closure, Task, Walker
from duplexworld.worlds.pathfinding.geo import load_map, spoken_name

STEP_CAP_TICKS = 6000
"""DuplexWorld's cap: 6,000 ticks of 200 ms (20 minutes)."""

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

PURPOSE = {
    "base": "Control condition: localise the walker, then five blocks with turns to the goal.",
    "blocked": (
        "Four closures absent from the map seal every clear five-block route; exactly one "
        "seven-block route survives. Only live status (within two blocks) or walking into a "
        "closure reveals them."
    ),
    "errand": (
        "Two legs of five and six blocks; the second stop is revealed only when the walker "
        "reaches the first and asks for the next place."
    ),
    "b_reroute": "One closure on the obvious route; an equal-length detour exists.",
    "e_twisty": "Two closures on the obvious route; an equal-length, twistier detour exists.",
    "c_crossing": (
        "Side of street is tracked: the walker must end on the destination's side of the road, "
        "crossing where a crossing exists."
    ),
    "d_vague": "Sign reading is off: the walker cannot read street signs; GPS and sights only.",
}

# (variant, instance, start, heading, side, stops, closures, misacts, source)
INSTANCES: list[tuple[str, int, str, str, str, list[str], list[str], list[dict[str, Any]], str]]
INSTANCES = [
    ("base", 1, "n_3_2", "S", "NW", ["poi_trump_world_tower"], [], [], "constructed"),
    ("base", 2, "n_1_6", "E", "SW", ["poi_murray_hill_pharmacy"], [], [], "site base i2"),
    ("base", 3, "n_1_5", "S", "NE", ["poi_second_avenue_bakery"], [], [], "constructed"),
    (
        "blocked",
        1,
        "n_1_5",
        "S",
        "SE",
        ["ent_gct_lex"],
        ["seg_n_1_4__n_2_4", "seg_n_3_4__n_3_5", "seg_n_3_5__n_4_5", "seg_n_2_7__n_3_7"],
        [],
        "site blocked i1 (figure 4)",
    ),
    (
        "blocked",
        2,
        "n_1_6",
        "N",
        "SE",
        ["poi_murray_hill_pharmacy"],
        ["seg_n_1_7__n_2_7", "seg_n_3_6__n_4_6", "seg_n_4_5__n_4_6", "seg_n_4_6__n_4_7"],
        [],
        "site blocked i2 (recorded walks)",
    ),
    (
        "blocked",
        3,
        "n_4_3",
        "W",
        "NE",
        ["poi_tudor_city_greens"],
        ["seg_n_4_3__n_4_4", "seg_n_4_4__n_4_5", "seg_n_5_6__n_6_6", "seg_n_6_5__n_6_6"],
        [],
        "constructed",
    ),
    (
        "errand",
        1,
        "n_1_3",
        "S",
        "SW",
        ["poi_grand_central_market", "ent_un_visitor"],
        [],
        [],
        "site errand i1",
    ),
    (
        "errand",
        2,
        "n_0_1",
        "E",
        "SE",
        ["poi_amster_yard", "poi_metlife_building"],
        [],
        [{"kind": "extra_block", "nth": 3}],
        "constructed",
    ),
    (
        "errand",
        3,
        "n_2_4",
        "N",
        "NW",
        ["ent_un_visitor", "poi_roosevelt_hotel"],
        [],
        [{"kind": "opposite_turn", "nth": 2}],
        "constructed",
    ),
    (
        "b_reroute",
        1,
        "n_0_2",
        "E",
        "SE",
        ["poi_sparks_steak_house"],
        ["seg_n_1_2__n_2_2"],
        [],
        "constructed",
    ),
    (
        "b_reroute",
        2,
        "n_5_1",
        "W",
        "SW",
        ["poi_helmsley_building"],
        ["seg_n_3_1__n_4_1"],
        [],
        "constructed",
    ),
    (
        "b_reroute",
        3,
        "n_3_3",
        "N",
        "NE",
        ["poi_instituto_cervantes"],
        ["seg_n_3_1__n_3_2"],
        [],
        "constructed",
    ),
    (
        "e_twisty",
        1,
        "n_0_4",
        "E",
        "NE",
        ["poi_sparks_steak_house"],
        ["seg_n_1_4__n_2_4", "seg_n_2_4__n_3_4"],
        [],
        "constructed",
    ),
    (
        "e_twisty",
        2,
        "n_2_1",
        "S",
        "SW",
        ["poi_second_avenue_bakery"],
        ["seg_n_2_2__n_2_3", "seg_n_2_3__n_2_4"],
        [],
        "constructed",
    ),
    (
        "e_twisty",
        3,
        "n_5_6",
        "N",
        "NW",
        ["poi_park_avenue_bank"],
        ["seg_n_5_4__n_5_5", "seg_n_5_3__n_5_4"],
        [],
        "constructed",
    ),
    ("c_crossing", 1, "n_1_6", "E", "SW", ["poi_murray_hill_pharmacy"], [], [], "constructed"),
    ("c_crossing", 2, "n_6_5", "W", "NE", ["poi_grand_hyatt_new_york"], [], [], "constructed"),
    ("c_crossing", 3, "n_1_7", "N", "SE", ["poi_helmsley_building"], [], [], "constructed"),
    ("d_vague", 1, "n_7_2", "S", "SW", ["poi_amster_yard"], [], [], "constructed"),
    ("d_vague", 2, "n_6_6", "W", "NE", ["ent_gct_42"], [], [], "constructed"),
    ("d_vague", 3, "n_1_6", "N", "NW", ["poi_ford_foundation_center"], [], [], "constructed"),
]

PERSONAS = ("calm", "hurried", "deliberate")
SIDE_TRACKED = {"c_crossing"}
SIGNS_OFF = {"d_vague"}


def scenario_id(variant: str, instance: int) -> str:
    """``pathfinding_<variant>_i<n>``."""
    return f"pathfinding_{variant}_i{instance}"


def optimum(start: str, stops: list[str], closures: list[str]) -> dict[str, Any]:
    """Optimal blocks (clear and with the closures) and route counts, per leg and in total."""
    geo = load_map()
    closed = frozenset(closures)
    legs, clear, routes = [], [], []
    here = start
    for stop in stops:
        goal = geo.places[stop].node
        legs.append(geo.shortest_blocks(here, goal, closed))
        clear.append(geo.shortest_blocks(here, goal))
        routes.append(geo.count_shortest_routes(here, goal, closed))
        here = goal
    return {"legs": legs, "clear": clear, "routes": routes}


def build(row: tuple[Any, ...], index: int) -> Authored:
    """The scenario of one table row."""
    variant, instance, start, heading, side, stops, closures, misacts, source = row
    geo = load_map()
    sid = scenario_id(variant, instance)
    name = spoken_name(geo.places[stops[0]].name)
    best = optimum(start, stops, closures)
    difficulty: dict[str, Any] = {
        "variant": variant,
        "instance": f"i{instance}",
        "source": source,
        "optimal_blocks": sum(best["legs"]),
        "optimal_clear_blocks": sum(best["clear"]),
        "optimal_routes": best["routes"][0] if len(stops) == 1 else best["routes"],
        "closures": len(closures),
        "track_side": variant in SIDE_TRACKED,
        "signs": variant not in SIGNS_OFF,
        "misacts": misacts,
    }
    if len(stops) > 1:
        difficulty["legs"] = best["legs"]
    goal = (
        f"You are standing on a street corner in Midtown Manhattan and want to walk to {name}. "
        "You don't know which way you are facing, and you can't read a compass."
    )
    if len(stops) > 1:
        goal += " When you get there, you will find out where you need to go next."
    return scenario(
        id=sid,
        world="pathfinding",
        conversation_type=TYPES[variant],
        persona=PERSONAS[index % len(PERSONAS)],
        goal=goal,
        purpose=PURPOSE[variant],
        note=f"{sid}: {source}.",
        script=CallerScript(
            opening=(
                f"Hi, I'm trying to get to {name}, but I'm completely turned around. "
                "Can you help me get there?",
                f"Hello! I need to get to {name} and I have no idea where I am. "
                "Could you guide me?",
            ),
            thanks_goodbye=("Thank you so much for your help. Bye!",),
            prompt_silence=("Hello? Are you still there?",),
            give_up=("I'll ask someone on the street instead. Bye.",),
        ),
        seed={
            "walker": [
                Walker(
                    id="walker",
                    node=start,
                    heading=heading,
                    side=side,
                    moving=None,
                    stop=0,
                    blocks=0,
                )
            ],
            "task": [
                Task(
                    id="task",
                    stops=list(stops),
                    track_side=variant in SIDE_TRACKED,
                    signs=variant not in SIGNS_OFF,
                    gps_seed=stable_seed(sid, "gps") % 1_000_000,
                )
            ],
            "closures": [Closure(id=segment) for segment in closures],
        },
        reward_basis=("ENV_ASSERTION",),
        channel="clean",
        step_cap_ticks=STEP_CAP_TICKS,
        difficulty=difficulty,
    )


def all_instances() -> list[Authored]:
    """The scenario of every table row, in table order."""
    return [build(row, index) for index, row in enumerate(INSTANCES)]
