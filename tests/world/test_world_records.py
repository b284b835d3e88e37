"""The record store's canonical hash: order independence, number normalisation, read safety."""

from __future__ import annotations

import pytest

from duplexworld.world import RecordStore, canonical_json, state_hash

ROWS = [
    {"id": "a", "n": 1, "tags": ["x", "y"]},
    {"id": "b", "n": 2, "nested": {"k": 1, "j": 2}},
]


def test_hash_ignores_seed_order_and_key_order():
    first = RecordStore({"items": ROWS, "other": [{"id": "z"}]})
    reordered = [dict(reversed(list(row.items()))) for row in reversed(ROWS)]
    second = RecordStore({"other": [{"id": "z"}], "items": reordered})
    assert first.hash() == second.hash()


def test_hash_ignores_write_order():
    first = RecordStore({"items": []})
    second = RecordStore({"items": []})
    for row in ROWS:
        first.put("items", row)
    for row in reversed(ROWS):
        second.put("items", row)
    assert first.hash() == second.hash()


def test_whole_floats_hash_like_ints_and_fractions_do_not():
    assert state_hash({"amount": 5.0}) == state_hash({"amount": 5})
    assert canonical_json([1.0, (2.0, 3)]) == "[1,[2,3]]"
    assert state_hash({"amount": 5.5}) != state_hash({"amount": 5})
    assert state_hash({"amount": "5"}) != state_hash({"amount": 5})


def test_non_finite_numbers_cannot_be_hashed():
    with pytest.raises(ValueError):
        state_hash({"x": float("nan")})


def test_a_change_changes_the_hash_and_snapshots_are_copies():
    store = RecordStore({"items": ROWS})
    before = store.hash()
    snapshot = store.snapshot()
    snapshot["items"][0]["n"] = 99
    assert store.hash() == before
    store.update("items", "a", n=99)
    assert store.hash() != before
    assert store.get("items", "a") == {"id": "a", "n": 99, "tags": ["x", "y"]}


def test_reads_of_a_missing_table_do_not_change_the_hash():
    store = RecordStore({"items": ROWS})
    before = store.hash()
    assert store.get("absent", "a") is None
    assert store.find("absent", id="a") == []
    assert store.hash() == before
    assert store.tables() == ["items"]


def test_seed_errors_name_the_table_and_row():
    with pytest.raises(ValueError, match=r"seed\.items\[1\]: duplicate id 'a'"):
        RecordStore({"items": [{"id": "a"}, {"id": "a"}]})
    with pytest.raises(ValueError, match=r"seed\.items\[0\]: missing key field 'id'"):
        RecordStore({"items": [{"name": "a"}]})
