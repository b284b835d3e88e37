"""AC matches the gold searches by what they returned, never by counting calls.

The gold procedure of the lease renewal searches the knowledge base twice (the rent, then
the deposit). Scripted on the real world: one search that returns both documents completes
both; searches whose results hold none of the documents complete nothing, though their number
and tool are the gold's; a record read by its id reaches the record its search would.
"""

from __future__ import annotations

from typing import Any

from duplexworld.world.gold import gold_calls

ScriptedCall = Any
"""The conftest's scripted call on the real world (the fixtures ``lease``)."""


def _kb_queries(call: ScriptedCall) -> list[str]:
    return [
        str(c.arguments["query"])
        for a, c in zip(call.scenario.gold_actions, gold_calls(call.scenario), strict=True)
        if a.name == "search_kb"
    ]


def _gold_with(call: ScriptedCall, replace: dict[str, list[dict[str, Any]]]) -> None:
    """Make every gold call, each of tool ``name`` replaced by the next call of
    ``replace[name]`` (an empty dict there drops that call)."""
    pending = {name: list(calls) for name, calls in replace.items()}
    for action, gold in zip(call.scenario.gold_actions, gold_calls(call.scenario), strict=True):
        if action.name in pending:
            if pending[action.name]:
                instead = pending[action.name].pop(0)
                if instead:
                    call.call(str(instead.pop("_tool", action.name)), action.actor, **instead)
            continue
        call.call(gold.name, action.actor, **dict(gold.arguments))  # type: ignore[arg-type]


def _ac(call: ScriptedCall) -> tuple[float, list[dict[str, Any]]]:
    from duplexworld.worlds.workbench.analysis import outcome

    result = outcome(call.scenario, call.trace())
    return result.ac, result.evidence["actions"]


def test_one_search_that_returns_every_required_document_completes_both(lease):
    both = " ".join(_kb_queries(lease))
    _gold_with(lease, {"search_kb": [{"query": both}, {}]})
    ac, actions = _ac(lease)
    searches = [a for a in actions if a["name"] == "search_kb"]
    assert len(searches) == 2 and len({a["matched_call"] for a in searches}) == 1
    assert ac == 1.0
    scores = lease.scores()
    assert scores["wb_AC"] == 1.0 and scores["wb_WS"] == 1.0


def test_a_search_that_returns_none_of_the_documents_does_not_count(lease):
    # as many searches as the gold makes, of the right tool, none returning a document
    useless = "opening hours of the staff canteen"
    _gold_with(lease, {"search_kb": [{"query": useless}, {"query": useless}]})
    ac, actions = _ac(lease)
    searches = [a for a in actions if a["name"] == "search_kb"]
    assert [a["matched_call"] for a in searches] == [None, None]
    assert [a["reached"] for a in searches] == [[], []]
    assert ac == 0.0 and lease.scores()["wb_WS"] == 0.0


def test_a_record_read_by_its_id_reaches_it(lease):
    (record,) = [a for a in lease.scenario.gold_actions if a.name == "search_records"]
    wanted = record.clauses[0]
    _gold_with(lease, {"search_records": [{"_tool": "read_record", "record_id": wanted}]})
    assert _ac(lease)[0] == 1.0
