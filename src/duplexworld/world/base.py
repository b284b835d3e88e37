"""The World base class: a record store, a per-call session, and decorated tools."""

from __future__ import annotations

import inspect
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from duplexworld.world.records import RecordStore
from duplexworld.world.tools import BoundTool, ToolCall, ToolError, ToolResult, ToolSpec, is_tool
from duplexworld.world.typed import Record

R = TypeVar("R", bound=Record)

MAX_FAILED_CHECKS = 3
"""Failed identity checks after which a world refuses further checks (per record or per call)."""

VERIFICATION_FAILED = (
    "Verification failed: the details given could not be verified. Nothing has been shared or "
    "changed."
)
"""The one message of every failed identity check in every world: the same words whatever
detail was wrong and whether the record exists, so a failure tells the caller nothing."""


def verification_locked(remedy: str) -> str:
    """The message of a verification locked after failed checks; ``remedy`` is the world's
    own sentence on where else the caller can verify."""
    return (
        f"Verification is locked for the rest of this call after repeated failed attempts. {remedy}"
    )


@dataclass
class WorldSession:
    """Per-call state that is not a record (who is verified, at what tier).

    It is not part of the state hash: verifying a caller is not an outcome in itself, and a
    harmless verification must not fail a scenario whose gold state equals its seed.
    """

    verified: dict[str, int] = field(default_factory=dict)
    """Verification tier reached per customer id (0 = none)."""
    failed_checks: dict[str, int] = field(default_factory=dict)
    """Failed identity checks in this call, per record they were tried on."""
    notes: dict[str, Any] = field(default_factory=dict)

    def check_not_locked(
        self, locked: str, key: str | None = None, limit: int = MAX_FAILED_CHECKS
    ) -> None:
        """Refuse a further identity check once ``limit`` have failed.

        Args:
            locked: the world's message for a locked call (where else the caller can verify).
            key: count only the checks tried on this record (a per-record lock); None counts
                every failed check of the call (a per-call lock, which tells a caller nothing
                about which records exist).
            limit: how many failed checks lock verification.

        Raises:
            ToolError: with ``locked``, when the checks counted reached ``limit``.
        """
        failed = sum(self.failed_checks.values()) if key is None else self.failed_checks.get(key, 0)
        if failed >= limit:
            raise ToolError(locked)

    def failed_check(self, key: str, message: str = VERIFICATION_FAILED) -> ToolError:
        """Count a failed identity check on ``key``; returns the error to raise, whose
        ``message`` must be the same whatever detail was wrong."""
        self.failed_checks[key] = self.failed_checks.get(key, 0) + 1
        return ToolError(message)


_GENERIC_PROMPT = (
    "You are the agent answering a customer's phone call. You own this call: there is no "
    "transfer to anyone else. Use your tools to look up records and act; the rules you must "
    "follow are not in this prompt, so look them up with the policy tool when one is offered. "
    "Speak briefly and clearly, one question at a time."
)
"""The system prompt of a world that sets no ``prompt`` of its own."""


class World:
    """Base class of every world.

    Subclasses set ``name``, optionally ``prompt`` (the agent's system prompt), ``tables``
    (every table the store has, so a seed may omit the empty ones) and ``key_fields``
    (primary key per table), optionally ``records`` (the typed model of each table, which
    the tools read records through and the loader checks seeds against), and define tools as
    methods marked ``@tool``. The World contract:
    ``tools()``, ``call()`` (never raises on bad input), ``state()``, ``state_hash()`` and
    ``on_tick()``.
    """

    name: ClassVar[str] = ""
    tables: ClassVar[tuple[str, ...]] = ()
    prompt: ClassVar[str] = ""
    key_fields: ClassVar[dict[str, str]] = {}
    records: ClassVar[Mapping[str, type[Record]]] = {}

    def __init__(self, seed: dict[str, list[dict[str, Any]]]) -> None:
        full_seed: dict[str, list[dict[str, Any]]] = {table: [] for table in self.tables}
        full_seed.update(seed)
        self.store = RecordStore(full_seed, self.key_fields)
        self.session = WorldSession()
        self._tools: dict[str, BoundTool] = {}
        self._changes: list[Any] = []
        self._call_counts: dict[str, int] = {}
        for attr, member in inspect.getmembers(type(self)):
            if is_tool(member):
                self._tools[attr] = BoundTool(
                    attr, getattr(self, attr), member.__duplexworld_tool__
                )

    def schedule_changes(self, changes: Iterable[Any]) -> None:
        """Arm volatility: record changes that fire on the clock or on an event.

        Each change is a scenario ``WorldChange``: ``at_tick`` (the change lands at that tick,
        see :meth:`clock_changes`), or ``after`` a caller event or fact (``caller:resume``,
        ``fact:<key>``, see :meth:`caller_event`), or after the ``occurrence``-th call of a
        tool (``tool:<name>``: it fires right after that call, whether it succeeded or not).
        Only a fresh read shows a change.
        """
        self._changes.extend(changes)

    def _fire(self, trigger: str) -> list[str]:
        count = self._call_counts.get(trigger, 0) + 1
        self._call_counts[trigger] = count
        fired: list[str] = []
        for change in self._changes:
            if change.after == trigger and change.occurrence == count:
                self.store.update(change.table, change.key, **dict(change.set))
                fired.append(change.note or f"{change.table}/{change.key} changed")
        return fired

    def _after_call(self, name: str) -> None:
        self._fire(f"tool:{name}")

    def caller_event(self, event: str) -> list[str]:
        """Fire the changes armed on a caller event (``caller:suspend``, ``caller:resume``,
        ``fact:<key>``); returns their notes. The episode calls it when the caller says the
        line (before the agent hears it)."""
        return self._fire(event)

    def clock_changes(self, tick: int) -> list[str]:
        """Fire the changes due at ``tick`` on the world's clock; returns their notes."""
        fired: list[str] = []
        for change in self._changes:
            if change.at_tick == tick:
                self.store.update(change.table, change.key, **dict(change.set))
                fired.append(change.note or f"{change.table}/{change.key} changed")
        return fired

    def apply_untimed_changes(self) -> None:
        """Apply every change not triggered by a tool call (clock and caller events) now.

        The gold replay has no clock and no caller: it applies these before its first
        action, so its results and end state include them as a correct episode's do."""
        for change in self._changes:
            if change.after is None or not change.after.startswith("tool:"):
                self.store.update(change.table, change.key, **dict(change.set))

    def tools(self, actor: str = "agent") -> list[ToolSpec]:
        """Specs of the tools ``actor`` may call, sorted by name."""
        return [t.spec for _, t in sorted(self._tools.items()) if t.meta.actor == actor]

    def tool_spec(self, name: str) -> ToolSpec | None:
        """Spec of one tool, or ``None`` when the world has no such tool."""
        bound = self._tools.get(name)
        return bound.spec if bound else None

    def call(self, call: ToolCall) -> ToolResult:
        """Run a tool call. Unknown tools, bad arguments and refused rules give error results."""
        bound = self._tools.get(call.name)
        if bound is None:
            return ToolResult(
                call_id=call.call_id,
                name=call.name,
                ok=False,
                content=f"error: no tool named {call.name!r}",
            )
        if bound.meta.actor != call.actor:
            return ToolResult(
                call_id=call.call_id,
                name=call.name,
                ok=False,
                content=f"error: {call.name} is not available to the {call.actor}",
            )
        try:
            values = bound.validate(call.arguments)
            content = bound.method(**values)
        except ToolError as exc:
            self._after_call(call.name)
            return ToolResult(
                call_id=call.call_id, name=call.name, ok=False, content=f"error: {exc}"
            )
        self._after_call(call.name)
        return ToolResult(call_id=call.call_id, name=call.name, ok=True, content=str(content))

    def read(self, model: type[R], key: str) -> R | None:
        """The record ``key`` of ``model``'s table as that model, or None when there is none.

        Raises:
            pydantic.ValidationError: the stored record does not fit its model (a seed the
                loader did not check, or a tool that wrote a field the model lacks).
        """
        data = self.store.get(model.table, key)
        return None if data is None else model.model_validate(data)

    def find(self, model: type[R], **equals: Any) -> list[R]:
        """The records of ``model``'s table whose fields equal every given value, in key
        order, as that model."""
        return [model.model_validate(row) for row in self.store.find(model.table, **equals)]

    def state(self) -> dict[str, Any]:
        """The record store as plain data."""
        return self.store.snapshot()

    def state_hash(self) -> str:
        """Canonical hash of the record store."""
        return self.store.hash()

    def on_tick(self, tick: int) -> list[str]:
        """Advance the world's own clock; returns descriptions of changes (none by default)."""
        return []

    def instructions(self) -> str:
        """The agent's system prompt for this world: its ``prompt``, else a generic one."""
        return self.prompt or _GENERIC_PROMPT
