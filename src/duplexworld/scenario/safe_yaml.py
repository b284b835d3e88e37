"""YAML for scenario files, with every limit a hostile or broken file could push against.

Scenario files are data a user may have got from anyone, so loading one must be cheap and
must fail with a line, never a hang or a traceback:

- at most ``MAX_BYTES``, UTF-8 only (a byte-order mark is allowed);
- nesting at most ``MAX_DEPTH`` levels, checked while composing (deep nesting never reaches
  Python's recursion limit);
- at most ``MAX_ALIASES`` aliases, and the document *as expanded* at most ``MAX_NODES``
  nodes and ``MAX_DEPTH`` deep: an alias is a pointer while composing, but every consumer
  downstream (validation, copies, hashing) walks the expanded tree, which is where a
  "billion laughs" block explodes. The expansion is counted on the node graph with
  memoisation, so the count itself costs the size of the file; a recursive alias is refused;
- duplicate keys in a mapping are refused (YAML keeps the last one silently);
- values must be JSON data: no timestamps, binary, sets or non-finite numbers (YAML reads
  ``2024-01-01`` as a date and ``.inf`` as infinity, which the harness cannot store).
"""

from __future__ import annotations

import math
from typing import Any

import yaml

MAX_BYTES = 1_000_000
MAX_DEPTH = 40
MAX_ALIASES = 100
MAX_NODES = 100_000


class YamlLimitError(ValueError):
    """The text breaks a limit or is not YAML; ``where`` is a line or field path."""

    def __init__(self, where: str, problem: str) -> None:
        super().__init__(problem)
        self.where = where
        self.problem = problem


def _line(mark: Any) -> str:
    return f"line {mark.line + 1}" if mark is not None else ""


class _PythonEvents(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser):
    """PyYAML's pure-Python event stream (when PyYAML was built without libyaml)."""

    def __init__(self, stream: str) -> None:
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)


# libyaml's scanner and parser when PyYAML has them: the pure-Python scanner was 90% of
# loading the 276 built-in scenarios (about 4 s at the start of every run). The composer stays
# PyYAML's Python one either way, since the limits below are checked while composing.
_EventSource: Any
try:
    from yaml._yaml import CParser as _EventSource  # what yaml.cyaml re-exports
except ImportError:  # PyYAML built without libyaml
    _EventSource = _PythonEvents


class _BoundedLoader(
    yaml.composer.Composer, yaml.constructor.SafeConstructor, yaml.resolver.Resolver
):
    """A safe loader that bounds depth and aliases while composing and refuses duplicate keys.

    Events come from ``_Parser``; composing, resolving and constructing are PyYAML's own
    Python classes (as in ``yaml.SafeLoader``), with the checks added here.
    """

    def __init__(self, stream: str) -> None:
        self._events = _EventSource(stream)
        yaml.composer.Composer.__init__(self)
        yaml.constructor.SafeConstructor.__init__(self)
        yaml.resolver.Resolver.__init__(self)
        self._depth = 0
        self._aliases = 0

    def check_event(self, *choices: Any) -> bool:
        return bool(self._events.check_event(*choices))

    def peek_event(self) -> Any:
        return self._events.peek_event()

    def get_event(self) -> Any:
        return self._events.get_event()

    def dispose(self) -> None:
        self._events.dispose()

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            self._aliases += 1
            if self._aliases > MAX_ALIASES:
                mark = self.peek_event().start_mark
                raise YamlLimitError(_line(mark), f"more than {MAX_ALIASES} YAML aliases")
            return super().compose_node(parent, index)
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark
                raise YamlLimitError(_line(mark), f"nested deeper than {MAX_DEPTH} levels")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_object(self, node: Any, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep=deep)
        except (ValueError, TypeError, OverflowError) as exc:
            if isinstance(exc, YamlLimitError):
                raise
            # e.g. an integer of 5000 digits, a timestamp out of range
            raise YamlLimitError(_line(node.start_mark), f"unreadable value ({exc})") from None

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            seen: dict[tuple[str, str], Any] = {}
            for key_node, _ in node.value:
                if not isinstance(key_node, yaml.ScalarNode) or key_node.tag.endswith(":merge"):
                    continue
                key = (key_node.tag, key_node.value)
                if key in seen:
                    raise YamlLimitError(
                        _line(key_node.start_mark),
                        f"duplicate key {key_node.value!r} (first at "
                        f"{_line(seen[key].start_mark)})",
                    )
                seen[key] = key_node
        return super().construct_mapping(node, deep=deep)


def _expansion(node: Any, level: int, memo: dict[int, tuple[int, int]], active: set[int]) -> int:
    """Expanded size of ``node`` (memoised as (size, height)); raises past the limits."""
    known = memo.get(id(node))
    if known is not None:
        size, height = known
        if level + height > MAX_DEPTH:
            raise YamlLimitError(
                _line(node.start_mark), f"aliases expand deeper than {MAX_DEPTH} levels"
            )
        return size
    if id(node) in active:
        raise YamlLimitError(_line(node.start_mark), "a YAML alias refers to itself")
    if level > MAX_DEPTH:
        raise YamlLimitError(
            _line(node.start_mark), f"aliases expand deeper than {MAX_DEPTH} levels"
        )
    active.add(id(node))
    size, height = 1, 0
    if isinstance(node, yaml.SequenceNode):
        children = list(node.value)
    elif isinstance(node, yaml.MappingNode):
        children = [part for pair in node.value for part in pair]
    else:
        children = []
    for child in children:
        size += _expansion(child, level + 1, memo, active)
        height = max(height, memo[id(child)][1] + 1)
        if size > MAX_NODES:
            raise YamlLimitError(
                _line(node.start_mark),
                f"the document expands to more than {MAX_NODES} nodes (alias expansion bomb?)",
            )
    active.discard(id(node))
    memo[id(node)] = (size, height)
    return size


def _json_path(parts: list[str | int]) -> str:
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (("." if text else "") + str(part))
    return text


def check_json_data(value: Any, path: list[str | int] | None = None) -> None:
    """Refuse anything that is not plain JSON data; the error names the field path."""
    path = path or []
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise YamlLimitError(
                    _json_path(path), f"key {key!r} is not text (quote it in the YAML)"
                )
            check_json_data(item, [*path, key])
    elif isinstance(value, list):
        for index, item in enumerate(value):
            check_json_data(item, [*path, index])
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise YamlLimitError(_json_path(path), f"{value} is not a finite number")
    elif value is not None and not isinstance(value, str | int | bool):
        raise YamlLimitError(
            _json_path(path),
            f"YAML read this as a {type(value).__name__}, which is not JSON data "
            "(quote it to keep it as text)",
        )


def _check_flow_depth(text: str) -> None:
    """Refuse ``[[[[...`` nesting before the YAML scanner sees it (it slows down
    quadratically with flow depth). Quoted scalars and comments are skipped."""
    depth = line = 1
    index, size = 0, len(text)
    while index < size:
        char = text[index]
        if char == "\n":
            line += 1
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise YamlLimitError(f"line {line}", f"nested deeper than {MAX_DEPTH} levels")
        elif char in "]}":
            depth = max(1, depth - 1)
        elif char == "#" and (index == 0 or text[index - 1] in " \t\n"):
            end = text.find("\n", index)
            index = size if end < 0 else end
            continue
        elif char in "'\"" and (index == 0 or text[index - 1] in " \t\n[{,:-"):
            end = _quoted_end(text, index, char)
            line += text.count("\n", index, end)
            index = end
            continue
        index += 1


def _quoted_end(text: str, start: int, quote: str) -> int:
    index = start + 1
    while index < len(text):
        if quote == '"' and text[index] == "\\":
            index += 2
            continue
        if text[index] == quote:
            if quote == "'" and text[index + 1 : index + 2] == "'":
                index += 2  # '' is an escaped quote
                continue
            return index + 1
        index += 1
    return index


def load_yaml_bytes(data: bytes) -> Any:
    """Parse scenario YAML under the module's limits.

    Raises:
        YamlLimitError: too large, not UTF-8, not YAML, or past a limit; ``where`` is a line
            number or a field path.
    """
    if len(data) > MAX_BYTES:
        raise YamlLimitError("", f"file is {len(data)} bytes; the limit is {MAX_BYTES}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise YamlLimitError(
            f"line {line}", f"not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start})"
        ) from None
    text = text.removeprefix("\ufeff")
    _check_flow_depth(text)
    unprintable = yaml.reader.Reader.NON_PRINTABLE.search(text)
    if unprintable is not None:  # refused up front, as PyYAML's reader does
        line = text.count("\n", 0, unprintable.start()) + 1
        raise YamlLimitError(
            f"line {line}", f"character {unprintable.group()!r} is not allowed in YAML"
        )
    loader = _BoundedLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _expansion(node, 1, {}, set())
        value = loader.construct_document(node)
    except YamlLimitError:
        raise
    except yaml.YAMLError as exc:
        marked = exc if isinstance(exc, yaml.MarkedYAMLError) else None
        mark = marked.problem_mark if marked else None
        problem = (marked.problem if marked else None) or str(exc)
        raise YamlLimitError(_line(mark), f"not valid YAML ({problem})") from None
    finally:
        loader.dispose()
    check_json_data(value)
    return value
