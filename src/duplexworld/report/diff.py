"""Why an episode failed, recomputed from what its run directory holds.

The report does not trust or need extra scoring evidence here: the trace header embeds the
scenario and ``final_state.json`` holds the record store at the end of the call, so the gold
replay (:func:`duplexworld.world.gold.replay_gold`) gives the expected store and the expected
value of every gold argument. Recomputing in the report keeps ``score_trace`` a pure function
of the trace and the scenario, and works on runs scored before the report could explain them.

Values are compared in the store's canonical form (:func:`duplexworld.world.records.normalise`,
the form the state hash is taken over), so a field that differs here is a field that changed
the hash.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import ValidationError

from duplexworld.metrics.agentic import argument_kinds
from duplexworld.scenario import Scenario
from duplexworld.values import ValueKind
from duplexworld.world.gold import GoldReplayError, replay_gold
from duplexworld.world.records import normalise

ABSENT = "(no record)"
"""Shown for a record one side of the diff does not have."""

VALUE_CHARS = 200
"""Values are cut to this many characters in the report."""


@dataclass(frozen=True)
class FieldDiff:
    """One difference between the final store and the gold replay's.

    ``field`` is empty when a whole record is missing or extra; values are JSON text.
    """

    table: str
    record: str
    field: str
    expected: str
    actual: str


@dataclass(frozen=True)
class GoldFacts:
    """What the gold replay of a scenario gives the report."""

    state: dict[str, list[dict[str, Any]]]
    """The gold terminal store (``{table: [records]}``)."""
    key_fields: dict[str, str]
    """Each table's primary-key field."""
    arguments: tuple[dict[str, Any], ...]
    """Each gold action's arguments, references resolved."""
    kinds: tuple[dict[str, ValueKind | None], ...]
    """Each gold action's argument value kinds (how ACT compares them)."""


class GoldUnavailable(ValueError):
    """The scenario in the trace header cannot be read or replayed (one line, says why)."""


def show(value: Any) -> str:
    """A value as compact JSON text, cut to :data:`VALUE_CHARS` (strings stay untrusted)."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= VALUE_CHARS else text[:VALUE_CHARS] + "\u2026"


@lru_cache(maxsize=256)
def _scenario(scenario_json: str) -> Scenario:
    try:
        return Scenario.model_validate_json(scenario_json)
    except ValidationError as exc:
        raise GoldUnavailable(
            f"the scenario in the trace header does not validate ({exc.error_count()} errors)"
        ) from None


def header_scenario(scenario: dict[str, Any]) -> Scenario:
    """The scenario embedded in a trace header, validated (cached per content).

    Raises:
        GoldUnavailable: there is none, or it does not validate.
    """
    if not scenario:
        raise GoldUnavailable("the trace header holds no scenario")
    return _scenario(json.dumps(scenario, sort_keys=True))


@lru_cache(maxsize=256)
def _gold(scenario_json: str) -> GoldFacts:
    scenario = _scenario(scenario_json)
    try:
        replay = replay_gold(scenario)
    except (GoldReplayError, KeyError, ValueError) as exc:
        raise GoldUnavailable(f"the gold replay failed: {str(exc).splitlines()[0]}") from None
    store = replay.world.store
    state = store.snapshot()
    return GoldFacts(
        state=state,
        key_fields={table: store.key_field(table) for table in state},
        arguments=tuple(call.argument_map() for call in replay.calls),
        kinds=tuple(
            argument_kinds(scenario, action, call.argument_map())
            for action, call in zip(scenario.gold_actions, replay.calls, strict=True)
        ),
    )


def gold_facts(scenario: dict[str, Any]) -> GoldFacts:
    """The gold replay of the scenario embedded in a trace header (cached per content).

    Raises:
        GoldUnavailable: the scenario does not validate, or its gold replay fails.
    """
    if not scenario:
        raise GoldUnavailable("the trace header holds no scenario")
    return _gold(json.dumps(scenario, sort_keys=True))


def _by_key(records: Any, key_field: str) -> dict[str, Any]:
    indexed: dict[str, Any] = {}
    for index, record in enumerate(records if isinstance(records, list) else []):
        key = record.get(key_field) if isinstance(record, dict) else None
        indexed[str(key) if key is not None else f"#{index}"] = record
    return indexed


def record_diff(gold: GoldFacts, final_state: dict[str, Any]) -> list[FieldDiff]:
    """Every (table, record, field) where the final store differs from the gold replay's."""
    diffs: list[FieldDiff] = []
    for table in sorted(set(gold.state) | set(final_state)):
        if (table in gold.state) != (table in final_state):
            # an empty table and no table hash differently
            diffs.append(
                FieldDiff(
                    table,
                    "",
                    "",
                    "a table" if table in gold.state else "(no table)",
                    "a table" if table in final_state else "(no table)",
                )
            )
        key_field = gold.key_fields.get(table, "id")
        expected = _by_key(gold.state.get(table, []), key_field)
        actual = _by_key(final_state.get(table, []), key_field)
        for key in sorted(set(expected) | set(actual)):
            want, got = expected.get(key), actual.get(key)
            if want is None or got is None:
                diffs.append(
                    FieldDiff(
                        table,
                        key,
                        "",
                        ABSENT if want is None else "a record",
                        ABSENT if got is None else "a record",
                    )
                )
                continue
            if not isinstance(want, dict) or not isinstance(got, dict):
                if normalise(want) != normalise(got):
                    diffs.append(FieldDiff(table, key, "", show(want), show(got)))
                continue
            diffs += [
                FieldDiff(table, key, path, expected, actual)
                for path, expected, actual in _field_diff("", want, got)
            ]
    return diffs


def _field_diff(
    prefix: str, want: dict[str, Any], got: dict[str, Any]
) -> list[tuple[str, str, str]]:
    # nested objects are followed down to the differing leaf ("facts.loss_postcode")
    found: list[tuple[str, str, str]] = []
    for field in sorted(set(want) | set(got)):
        path = f"{prefix}.{field}" if prefix else str(field)
        if field in want and field in got:
            expected, actual = want[field], got[field]
            if normalise(expected) == normalise(actual):
                continue
            if isinstance(expected, dict) and isinstance(actual, dict):
                found += _field_diff(path, expected, actual)
                continue
            found.append((path, show(expected), show(actual)))
        else:
            found.append(
                (
                    path,
                    show(want[field]) if field in want else "(no field)",
                    show(got[field]) if field in got else "(no field)",
                )
            )
    return found
