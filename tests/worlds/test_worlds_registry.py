"""The worlds registry: names to classes, scenarios packaged with each world."""

from __future__ import annotations

import pytest

from duplexworld.world import World
from duplexworld.worlds import (
    build_world,
    builtin_scenarios,
    scenario_paths,
    world_class,
    world_names,
)
from duplexworld.worlds.banking import BankingWorld


def test_world_class_by_name():
    assert world_class("banking") is BankingWorld
    assert "banking" in world_names()


def test_unknown_world_lists_the_known_ones():
    with pytest.raises(ValueError, match=r"unknown world 'bakery' \(known worlds: .*banking"):
        world_class("bakery")
    with pytest.raises(ValueError, match="known worlds"):
        scenario_paths("bakery")


def test_scenario_paths_are_packaged_sorted_yaml_files():
    paths = scenario_paths()
    assert paths == sorted(paths)
    assert len(paths) >= 4
    assert all(p.suffix == ".yaml" and p.parent.name == "scenarios" for p in paths)
    assert set(scenario_paths("banking")) <= set(paths)


def test_builtin_scenarios_load_and_build_their_worlds():
    scenarios = builtin_scenarios()
    assert [s.id for s in scenarios] == [p.stem for p in scenario_paths()]
    for scenario in scenarios:
        world = build_world(scenario)
        assert isinstance(world, World) and world.name == scenario.world
        assert world.instructions()
