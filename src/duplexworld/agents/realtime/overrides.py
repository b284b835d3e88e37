"""``session_overrides``: a deployed agent's own session settings, merged over the adapter's.

An agent configuration may carry ``session_overrides``, a mapping in the provider's own wire
shape (the OpenAI Realtime ``session`` object of ``session.update``, Gemini Live's ``setup``
message). The adapter builds its session as usual and deep-merges the overrides over it
before sending, so a deployed agent's semantic VAD, silence duration, noise reduction,
sampling settings or prompt reach the provider verbatim.

The merge (``merge_session``):

* mappings merge key by key, at any depth;
* anything else (a string, a number, a list, ``null``) replaces what the adapter built;
  ``null`` is sent as ``null`` (OpenAI's ``turn_detection: null`` turns server VAD off);
* a mapping whose ``type`` differs from the adapter's replaces it whole: another kind of
  object takes other fields (``semantic_vad`` takes no ``threshold``).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

Twin = Callable[[str], str | None]
"""Another spelling of a key that means the same field on the wire (or None)."""


class OverrideError(ValueError):
    """An override cannot be merged as written; ``path`` is the override's dotted path."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def wire_twin(key: str) -> str | None:
    """The other protobuf-JSON spelling of ``key``: camelCase for snake_case and the reverse
    (None for a one-word key).

    Gemini's wire accepts both spellings of a field (its client itself writes
    ``generationConfig`` beside ``voice_config``); an override in one spelling and the
    client's setup in the other would put the field twice in one message.
    """
    if "_" in key:
        head, *rest = key.split("_")
        return head + "".join(part[:1].upper() + part[1:] for part in rest)
    if key != key.lower():
        return "".join(f"_{c.lower()}" if c.isupper() else c for c in key)
    return None


def merge_session(
    base: Mapping[str, Any], overrides: Mapping[str, Any], twin: Twin | None = None
) -> dict[str, Any]:
    """``base`` with ``overrides`` deep-merged over it (neither is changed).

    Args:
        base: what the adapter built.
        overrides: the configuration's ``session_overrides``.
        twin: for wire formats with two spellings of a key; an override key whose twin is
            in ``base`` (and itself is not) raises ``OverrideError``.
    """
    merged = copy.deepcopy(dict(base))
    _merge_into(merged, overrides, twin, "session_overrides")
    return merged


def _merge_into(
    target: dict[str, Any], overrides: Mapping[str, Any], twin: Twin | None, path: str
) -> None:
    for key, value in overrides.items():
        where = f"{path}.{key}"
        other = twin(key) if twin is not None else None
        if other is not None and other in target and key not in target:
            raise OverrideError(where, f"the session already has this field as {other!r}")
        current = target.get(key)
        if (
            isinstance(value, Mapping)
            and isinstance(current, dict)
            and value.get("type", current.get("type")) == current.get("type")
        ):
            _merge_into(current, value, twin, where)
        else:
            target[key] = copy.deepcopy(value)


def overridden(overrides: Mapping[str, Any], path: str) -> bool:
    """Whether the override sets the dotted wire ``path`` (``session.`` or ``setup.``
    prefix allowed) or a part of it: a rejected parameter there is the override's."""
    parts = [p for p in path.split(".") if p]
    if parts and parts[0] in {"session", "setup"}:
        parts = parts[1:]
    node: Any = overrides
    for part in parts:
        if not isinstance(node, Mapping) or part not in node:
            return False
        node = node[part]
    return bool(parts)


__all__ = ["OverrideError", "merge_session", "overridden", "wire_twin"]
