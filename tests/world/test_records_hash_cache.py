"""The record store's cached hash: recomputed after every write, never served stale."""

from __future__ import annotations

import inspect

import pytest

from duplexworld.world.records import RecordStore, state_hash

READS = {"tables", "get", "find", "snapshot", "hash", "version", "key_field"}
"""Public names that never change the store (they return copies or plain values)."""


def _store() -> RecordStore:
    return RecordStore(
        {"accounts": [{"id": "a1", "balance": 10}, {"id": "a2", "balance": 5}]},
        {"accounts": "id"},
    )


def _fresh(store: RecordStore) -> str:
    return state_hash(store.snapshot())


def _put_new(store):
    store.put("accounts", {"id": "a3", "balance": 1})


def _put_replace(store):
    store.put("accounts", {"id": "a1", "balance": 99})


def _put_new_table(store):
    store.put("cards", {"id": "c1", "frozen": False})


def _update(store):
    store.update("accounts", "a2", balance=6)


def _table_creates(store):
    store.table("notes")  # an empty new table changes the hash


def _table_view_written(store):
    store.table("accounts")["a1"]["balance"] = 11  # through the live view


WRITES = {
    "put": [_put_new, _put_replace, _put_new_table],
    "update": [_update],
    "table": [_table_creates, _table_view_written],
}


def test_every_public_name_is_a_read_or_a_tested_write():
    # a new method must be classified here, so that a write path cannot skip invalidation
    public = {name for name, _ in inspect.getmembers(RecordStore) if not name.startswith("_")}
    assert public == READS | set(WRITES)


@pytest.mark.parametrize(
    "write", [w for writes in WRITES.values() for w in writes], ids=lambda w: w.__name__
)
def test_every_write_path_invalidates_the_cached_hash(write):
    store = _store()
    cached = store.hash()
    version = store.version
    write(store)
    assert store.version > version
    assert store.hash() == _fresh(store) != cached


def test_reads_keep_the_cached_hash_and_cannot_change_the_store():
    store = _store()
    cached = store.hash()
    version = store.version
    store.get("accounts", "a1")["balance"] = 0  # copies: the store is untouched
    store.find("accounts", balance=5)[0]["balance"] = 0
    store.snapshot()["accounts"].clear()
    store.get("missing", "x")
    store.tables()
    assert store.version == version and store.hash() == cached == _fresh(store)


def test_a_failed_update_leaves_a_correct_hash():
    store = _store()
    cached = store.hash()
    with pytest.raises(KeyError):
        store.update("accounts", "nope", balance=1)
    assert store.hash() == cached == _fresh(store)


def test_the_hash_is_computed_once_between_writes(monkeypatch):
    from duplexworld.world import records

    calls = []
    real = records.state_hash
    monkeypatch.setattr(records, "state_hash", lambda v: calls.append(1) or real(v))
    store = _store()
    for _ in range(5):
        store.hash()
    assert len(calls) == 1
    store.update("accounts", "a1", balance=3)
    store.hash()
    store.hash()
    assert len(calls) == 2
