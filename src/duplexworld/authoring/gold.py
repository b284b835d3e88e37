"""Gold actions for authored scenarios: steps with labels, numbered into schema models.

A scenario's gold is written as a list of ``Step`` (``act`` for the agent, ``caller_act`` for
the caller's own side). A step may carry a label that later ``from_result`` references name;
``number_steps`` resolves those to step indexes and returns the schema's ``GoldAction``
models. Further ``GoldAction`` fields pass through ``act``'s ``fields``, so a new optional
schema field needs no change here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from duplexworld.authoring.references import FromResult, from_result, ref
from duplexworld.scenario.schema import FactRef, GoldAction, ResultRef


class AuthoringError(ValueError):
    """A scenario source is wrong; the message names the scenario and the part."""


@dataclass(frozen=True)
class Step:
    """One gold tool call before numbering.

    Attributes:
        name: the tool.
        arguments: values, ``ref(key)`` or ``from_result(...)``.
        label: what later ``from_result`` references may call this step (else its tool name).
        fields: other ``GoldAction`` fields (``critical``, ``actor``, ``info``...).
    """

    name: str
    arguments: Mapping[str, Any] = field(default_factory=dict)
    label: str | None = None
    fields: Mapping[str, Any] = field(default_factory=dict)

    @property
    def actor(self) -> str:
        """Who performs the step (the schema's ``actor``)."""
        return str(self.fields.get("actor", "agent"))


def act(
    name: str,
    *,
    info: str = "",
    critical: Sequence[str] | None = None,
    actor: Literal["agent", "user"] = "agent",
    step: str | None = None,
    clauses: Sequence[str] | None = None,
    args: Mapping[str, Any] | None = None,
    fields: Mapping[str, Any] | None = None,
    **arguments: Any,
) -> Step:
    """A gold tool call; ``critical=None`` compares every argument, ``step`` labels it for
    ``from_result``, ``clauses`` names the policy clauses the call must reach. ``args`` holds
    arguments whose names clash with these keywords; ``fields`` further ``GoldAction`` fields
    (a schema field added later needs no change here)."""
    fields = dict(fields or {})
    if clauses:
        fields["clauses"] = tuple(clauses)
    if critical is not None:
        fields["critical"] = tuple(critical)
    if actor != "agent":
        fields["actor"] = actor
    if info:
        fields["info"] = info
    return Step(name, {**(args or {}), **arguments}, step, fields)


def caller_act(
    name: str,
    *,
    info: str = "",
    step: str | None = None,
    fields: Mapping[str, Any] | None = None,
    **arguments: Any,
) -> Step:
    """A gold call the caller makes on their own side (the arguments of its caller action)."""
    return act(name, info=info, actor="user", step=step, fields=fields, **arguments)


def lookup_policy(query: FactRef | str, *clauses: str, info: str = "") -> Step:
    """A policy search, scored by what it finds, not by its wording: the step passes when the
    search returns one of ``clauses``. ``query`` is what the search is built from: the
    caller's own words for what they ask (``ref("request")``), which must reach a clause."""
    return act("lookup_policy", info=info, critical=(), clauses=clauses, query=query)


@dataclass(frozen=True)
class Verification:
    """How a world verifies its caller: one tool taking caller facts, each argument named like
    its fact, whose result shows the caller's id for the steps after it.

    Attributes:
        tool: the verification tool.
        facts: the caller facts it takes, in argument order.
        caller_id: the shape of the caller's id in its result (a ``from_result`` pattern).
        arguments: further arguments, before the facts (an id read off an earlier search).
        info: the step's note unless a scenario gives its own.
    """

    tool: str
    facts: tuple[str, ...]
    caller_id: str
    arguments: Mapping[str, Any] = field(default_factory=dict)
    info: str = ""

    def step(self, info: str = "", **arguments: Any) -> Step:
        """The verification step; ``arguments`` add to (or replace) ``self.arguments``."""
        facts = {key: ref(key) for key in self.facts}
        return act(self.tool, info=info or self.info, args={**self.arguments, **arguments, **facts})

    def caller(self) -> FromResult:
        """The caller's id, as the latest verification step's result shows it."""
        return from_result(self.tool, self.caller_id)


def number_steps(steps: Sequence[Step], where: str = "gold") -> tuple[GoldAction, ...]:
    """The gold actions with every ``FromResult`` replaced by a schema ``ResultRef``.

    Args:
        steps: the gold steps in order.
        where: what the steps belong to (a scenario id), for error messages.

    Raises:
        AuthoringError: a reference names no earlier step, or a step does not fit the schema.
    """
    numbered: list[GoldAction] = []
    names: list[tuple[str | None, str]] = []
    for index, step in enumerate(steps):
        here = f"{where}: gold step {index} ({step.name})"
        arguments = {
            name: _numbered(value, names, f"{here}, argument {name!r}")
            for name, value in step.arguments.items()
        }
        data: dict[str, Any] = {"name": step.name}
        if arguments:
            data["arguments"] = arguments
        data.update(step.fields)
        try:
            numbered.append(GoldAction(**data))
        except ValueError as exc:
            raise AuthoringError(f"{here}: {exc}") from None
        names.append((step.label, step.name))
    return tuple(numbered)


def _numbered(value: Any, names: list[tuple[str | None, str]], where: str) -> Any:
    if not isinstance(value, FromResult):
        return value
    for index in range(len(names) - 1, -1, -1):
        if value.step in names[index]:
            break
    else:
        raise AuthoringError(f"{where}: no earlier gold step is called {value.step!r}")
    data: dict[str, Any] = {"result": index, "pattern": value.pattern}
    if value.near:
        data["near"] = [_numbered(item, names, where) for item in value.near]
    if value.pick != "only":
        data["pick"] = value.pick
    return ResultRef(**data)


__all__ = [
    "AuthoringError",
    "Step",
    "Verification",
    "act",
    "caller_act",
    "lookup_policy",
    "number_steps",
]
