"""Tools: the ``@tool`` decorator, tool specs with JSON schemas, calls and results.

A world's rules live in its tools. ``@tool`` derives the JSON schema that an agent sees from
the method's signature (types) and its Google-style docstring (descriptions). Arguments from
an agent are validated against that signature before the tool runs; a bad argument or a
broken rule becomes an error result, never an exception out of the world.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar, get_type_hints

from pydantic import BaseModel, ConfigDict, JsonValue, TypeAdapter, ValidationError

F = TypeVar("F", bound=Callable[..., Any])

Actor = Literal["agent", "user"]


class ToolError(Exception):
    """Raised inside a tool when the world refuses the call (a rule, a missing record).

    The message is what the agent reads, so it must not leak what the rule protects.
    """


class ToolSpec(BaseModel):
    """What an agent is told about a tool: name, description and JSON schema of arguments."""

    model_config = ConfigDict(frozen=True)

    name: str
    description: str
    parameters: dict[str, JsonValue]
    writes: bool
    actor: Actor


class ToolCall(BaseModel):
    """A call of a tool by the agent or the caller. ``arguments`` is whatever the actor sent."""

    model_config = ConfigDict(frozen=True)

    call_id: str
    name: str
    arguments: JsonValue
    actor: Actor = "agent"

    def argument_map(self) -> dict[str, JsonValue]:
        """The arguments by name ({} when the actor sent something other than a JSON object)."""
        return dict(self.arguments) if isinstance(self.arguments, dict) else {}


class ToolResult(BaseModel):
    """The outcome of a tool call: ``ok`` and text content, or an error message."""

    model_config = ConfigDict(frozen=True)

    call_id: str
    name: str
    ok: bool
    content: str


_TOOL_ATTR = "__duplexworld_tool__"


class _ToolMeta(BaseModel):
    writes: bool
    actor: Actor


def tool(*, writes: bool = False, actor: Actor = "agent") -> Callable[[F], F]:
    """Mark a World method as a tool.

    Args:
        writes: whether the tool may change the record store.
        actor: who may call it: the agent, or the caller on their own side.
    """

    def mark(function: F) -> F:
        setattr(function, _TOOL_ATTR, _ToolMeta(writes=writes, actor=actor))
        return function

    return mark


def is_tool(function: Any) -> bool:
    """Whether ``function`` carries the ``@tool`` mark."""
    return isinstance(getattr(function, _TOOL_ATTR, None), _ToolMeta)


def tool_actor(function: Any) -> Actor | None:
    """Who may call ``function`` when it carries the ``@tool`` mark (else ``None``)."""
    meta = getattr(function, _TOOL_ATTR, None)
    return meta.actor if isinstance(meta, _ToolMeta) else None


_ARG_LINE = re.compile(r"^(\s+)(\w+)(?:\s*\([^)]*\))?:\s*(.*)$")
_SECTION = re.compile(r"^(Args|Arguments|Returns|Raises|Yields|Examples?|Notes?):$")


def parse_docstring(doc: str | None) -> tuple[str, dict[str, str]]:
    """Split a Google-style docstring into (summary text, {argument: description})."""
    if not doc:
        return "", {}
    summary: list[str] = []
    args: dict[str, str] = {}
    section = "summary"
    current: str | None = None
    indent: int | None = None
    for raw in inspect.cleandoc(doc).splitlines():
        stripped = raw.strip()
        heading = _SECTION.match(stripped)
        if heading and not raw.startswith(" "):
            section = "args" if heading.group(1) in {"Args", "Arguments"} else "other"
            current, indent = None, None
            continue
        if section == "summary":
            summary.append(stripped)
        elif section == "args" and stripped:
            match = _ARG_LINE.match(raw)
            if match and (indent is None or len(match.group(1)) == indent):
                indent = len(match.group(1))
                current = match.group(2)
                args[current] = match.group(3).strip()
            elif current:
                args[current] = f"{args[current]} {stripped}"
    return " ".join(part for part in summary if part).strip(), args


@dataclass(frozen=True)
class _Analysed:
    adapters: dict[str, TypeAdapter[Any]]
    defaults: dict[str, Any]
    spec: ToolSpec


_ANALYSED: dict[tuple[str, Callable[..., Any]], _Analysed] = {}


def _analyse(name: str, function: Callable[..., Any], meta: _ToolMeta) -> _Analysed:
    """The argument adapters, defaults and spec of a tool function (once per process: deriving
    the JSON schemas is most of the cost of building a world)."""
    cached = _ANALYSED.get((name, function))
    if cached is not None:
        return cached
    signature = inspect.signature(function)
    hints = get_type_hints(function)
    description, arg_docs = parse_docstring(function.__doc__)
    properties: dict[str, Any] = {}
    required: list[str] = []
    adapters: dict[str, TypeAdapter[Any]] = {}
    defaults: dict[str, Any] = {}
    config = ConfigDict(coerce_numbers_to_str=True)
    for param in signature.parameters.values():
        if param.name == "self":
            continue
        annotation = hints.get(param.name, str)
        adapter = (
            TypeAdapter(annotation, config=config)
            if _is_plain(annotation)
            else TypeAdapter(annotation)
        )
        adapters[param.name] = adapter
        schema = adapter.json_schema()
        schema.pop("title", None)
        if param.name in arg_docs:
            schema["description"] = arg_docs[param.name]
        properties[param.name] = schema
        if param.default is inspect.Parameter.empty:
            required.append(param.name)
        else:
            defaults[param.name] = param.default
    parameters: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }
    spec = ToolSpec(
        name=name,
        description=description,
        parameters=parameters,
        writes=meta.writes,
        actor=meta.actor,
    )
    _ANALYSED[(name, function)] = analysed = _Analysed(adapters, defaults, spec)
    return analysed


class BoundTool:
    """A tool method bound to a world: its spec and a validating caller."""

    def __init__(self, name: str, method: Callable[..., Any], meta: _ToolMeta) -> None:
        self.name = name
        self.method = method
        self.meta = meta
        function = method.__func__ if inspect.ismethod(method) else method
        analysed = _analyse(name, function, meta)
        self._adapters = analysed.adapters
        self._defaults = analysed.defaults
        self.spec = analysed.spec

    def validate(self, arguments: Any) -> dict[str, Any]:
        """Check and convert raw arguments; raises ``ToolError`` naming the bad argument."""
        if not isinstance(arguments, dict):
            raise ToolError(
                f"arguments of {self.name} must be a JSON object, got {type(arguments).__name__}"
            )
        unknown = sorted(set(arguments) - set(self._adapters))
        if unknown:
            raise ToolError(f"{self.name} has no argument {unknown[0]!r}")
        values: dict[str, Any] = {}
        for name, adapter in self._adapters.items():
            if name not in arguments:
                if name in self._defaults:
                    values[name] = self._defaults[name]
                    continue
                raise ToolError(f"{self.name} needs argument {name!r}")
            try:
                values[name] = adapter.validate_python(arguments[name])
            except ValidationError as exc:
                reason = exc.errors()[0]["msg"]
                raise ToolError(f"{self.name}: argument {name!r} is invalid ({reason})") from exc
        return values


def _is_plain(annotation: Any) -> bool:
    return annotation in (str, int, float, bool) or str(annotation).startswith(("str |", "int |"))
