"""Typed event queries: ``trace.events(ToolCalled)`` gives that class's events, in order, on
a trace built in memory and on one read back from disk; no code in the package queries
events by a string kind."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import get_args

import duplexworld
from duplexworld.trace import (
    AgentNote,
    Event,
    EventLog,
    Terminated,
    ToolCalled,
    ToolReturned,
    Trace,
    TraceHeader,
    TraceWriter,
    Utterance,
    read_trace,
)

PACKAGE = Path(duplexworld.__file__).parent

EVENT_KINDS = frozenset(cls.model_fields["kind"].default for cls in get_args(get_args(Event)[0]))
"""The ``kind`` tag of every trace event class."""


def _header() -> TraceHeader:
    return TraceHeader(
        duplexworld_version="test",
        episode_key="k",
        scenario_id="s",
        scenario_sha256="0",
        world="toy",
        run_index=0,
        seed=0,
        channel="clean",
        tick_ms=200,
        step_cap_ticks=100,
        seed_state_hash="0",
        components={},
        scenario={},
    )


def _events() -> list[Event]:
    return [
        Utterance(tick=0, lane="caller", text="hello"),
        ToolCalled(tick=2, call_id="c1", actor="agent", name="look", arguments={}),
        AgentNote(tick=2, text="heard: hello"),
        ToolReturned(tick=3, call_id="c1", actor="agent", name="look", ok=True, content="x"),
        ToolCalled(tick=4, call_id="c2", actor="caller", name="press", arguments={"n": 1}),
        Terminated(tick=9, reason="user_stop"),
    ]


def test_a_query_by_class_gives_that_class_s_events_in_order() -> None:
    trace = Trace(Path("."), _header(), _events(), {})
    calls = trace.events(ToolCalled)
    assert [(c.call_id, c.actor) for c in calls] == [("c1", "agent"), ("c2", "caller")]
    assert trace.events(Terminated)[-1].reason == "user_stop"
    assert trace.events(ToolReturned)[0].content == "x"
    # the unfiltered list is still the whole trace
    assert len(trace.events) == 6 and isinstance(trace.events, EventLog)
    assert trace.end_tick == 9


def test_a_trace_read_back_from_disk_answers_the_same_queries(tmp_path: Path) -> None:
    writer = TraceWriter(tmp_path / "ep", _header())
    for event in _events():
        writer.emit(event)
    assert [c.call_id for c in writer.events(ToolCalled)] == ["c1", "c2"]
    trace = read_trace(writer.close({}, {}))
    assert trace.events(ToolCalled) == Trace(Path("."), _header(), _events(), {}).events(ToolCalled)
    assert trace.events(AgentNote)[0].text == "heard: hello"


def test_a_trace_without_the_queried_class_gives_an_empty_list() -> None:
    trace = Trace(Path("."), _header(), [Utterance(tick=0, lane="agent", text="hi")], {})
    assert trace.events(ToolCalled) == []
    assert trace.end_tick == 0


def _string_kind_queries(source: str) -> list[int]:
    """Lines that compare an attribute ``kind`` with an event kind's string, or call
    ``of_kind``."""
    lines: list[int] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "of_kind":
            lines.append(node.lineno)
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        if not any(isinstance(s, ast.Attribute) and s.attr == "kind" for s in sides):
            continue
        strings = {
            c.value
            for s in sides
            for c in ast.walk(s)
            if isinstance(c, ast.Constant) and isinstance(c.value, str)
        }
        if strings & EVENT_KINDS:
            lines.append(node.lineno)
    return lines


def test_the_scan_finds_a_string_kind_query() -> None:
    assert _string_kind_queries('x = [e for e in t.events if e.kind == "tool_called"]') == [1]
    assert _string_kind_queries('ok = event.kind in ("heard", "utterance")') == [1]
    assert _string_kind_queries('t.of_kind("heard")') == [1]
    # another family's kinds, or no kind attribute, are not event queries
    assert _string_kind_queries('ok = fact.kind == "date"') == []
    assert _string_kind_queries('ok = kind == "speech_started"') == []


def test_no_code_in_the_package_queries_events_by_a_string_kind() -> None:
    offenders = [
        f"{path.relative_to(PACKAGE)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line in _string_kind_queries(path.read_text(encoding="utf-8"))
    ]
    assert not offenders, f"use trace.events(EventClass) or isinstance: {offenders}"
