"""Packaged scenarios are parsed once per process and shared read-only."""

from __future__ import annotations

import copy
import pickle

import pydantic
import pytest
import yaml

from duplexworld.scenario import load_scenario
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.world.gold import replay_gold
from duplexworld.world.records import RecordStore
from duplexworld.worlds import builtin_scenario_set, builtin_scenarios, packaged_scenario


def test_a_second_call_returns_the_same_objects_without_parsing_again(monkeypatch):
    first = builtin_scenarios()
    monkeypatch.setattr(
        "duplexworld.worlds.load_scenario",
        lambda *a, **k: pytest.fail("a packaged file was parsed twice"),
    )
    again = builtin_scenarios()
    assert isinstance(again, tuple) and len(again) == len(first) > 200
    assert all(a is b for a, b in zip(first, again, strict=True))
    # a world's scenarios are the very objects of the whole set
    banking = builtin_scenarios("banking")
    assert all(any(s is t for t in first) for s in banking)
    assert builtin_scenario_set("banking").scenarios == list(banking)


def test_writing_into_a_loaded_scenario_is_refused():
    scenario = next(s for s in builtin_scenarios("banking") if s.gold_actions and s.difficulty)
    table, rows = next(iter(scenario.seed.items()))
    record = rows[0]
    writes = [
        lambda: record.__setitem__("id", "X-1"),
        lambda: record.update(id="X-1"),
        lambda: record.pop("id"),
        lambda: rows.append({"id": "X-2"}),
        lambda: rows.sort(key=str),
        lambda: scenario.seed.__setitem__("new_table", []),
        lambda: scenario.seed.setdefault("new_table", []),
        lambda: scenario.gold_actions[0].arguments.__setitem__("x", 1),
        lambda: scenario.difficulty.clear(),
    ]
    before = scenario.model_dump()
    for write in writes:
        with pytest.raises(TypeError, match="read-only"):
            write()
    with pytest.raises(pydantic.ValidationError):
        scenario.id = "renamed"
    assert scenario.model_dump() == before
    assert builtin_scenarios("banking")[0].seed[table][0]["id"] == rows[0]["id"]


def test_copies_are_plain_and_writable_and_serialise_like_the_original():
    scenario = builtin_scenarios("banking")[0]
    table = next(iter(scenario.seed))
    for seed in (copy.deepcopy(scenario.seed), pickle.loads(pickle.dumps(scenario)).seed):
        assert type(seed) is dict and type(seed[table]) is list and type(seed[table][0]) is dict
        seed[table][0]["id"] = "changed"
    assert scenario.seed[table][0]["id"] != "changed"
    # the read-only containers serialise exactly like plain ones
    plain = yaml.safe_load(yaml.safe_dump(scenario.model_dump(mode="json")))
    assert scenario.model_dump(mode="json") == plain
    assert type(scenario).model_validate(plain) == scenario


def test_the_record_store_and_a_gold_replay_leave_the_shared_scenario_as_it_was():
    scenario = next(s for s in builtin_scenarios("banking") if s.id.endswith("single_intent_01"))
    before = scenario.model_dump_json()
    replay = replay_gold(scenario)
    assert replay.state_hash  # the replay wrote into its own copy of the records
    store = RecordStore(scenario.seed)
    table = store.tables()[0]
    key = next(iter(store.table(table)))
    store.update(table, key, id_note="written")
    assert scenario.model_dump_json() == before


def test_an_edited_file_is_read_again(tmp_path):
    register_toy_world()
    path = tmp_path / "toy_single_intent_01.yaml"
    path.write_text(yaml.safe_dump(toy_scenario().model_dump(mode="json")), encoding="utf-8")
    first = packaged_scenario(path)
    assert packaged_scenario(path) is first
    edited = toy_scenario(goal="your lamp flickers, and the hall light too")
    path.write_text(yaml.safe_dump(edited.model_dump(mode="json")), encoding="utf-8")
    assert packaged_scenario(path).goal == edited.goal


def test_a_file_loaded_by_path_is_read_only_too(tmp_path):
    register_toy_world()
    path = tmp_path / "toy.yaml"
    path.write_text(yaml.safe_dump(toy_scenario().model_dump(mode="json")), encoding="utf-8")
    scenario = load_scenario(path)
    with pytest.raises(TypeError, match="read-only"):
        next(iter(scenario.seed.values())).append({})
