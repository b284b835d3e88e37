"""A plug-in agent that looks for the episode's secrets in its own process's memory.

The isolation test's agent (``tests/agents/test_isolation.py``): on the tick it is asked to,
``step`` walks every object the garbage collector tracks (and what each refers to directly,
which reaches the strings, dicts and tuples the collector does not track, and a pydantic
model's fields) and hashes each string it finds. The test gives it the SHA-256 of each value
it must not find (fact values, gold argument literals, record ids), with a label, in
``DUPLEXWORLD_SNOOP_TARGETS`` (JSON: ``{hex digest: label}``): the agent never holds a value it
looks for, so it cannot find its own copy. It also tries to read its parent process's memory
through ``/proc/<ppid>/mem`` (its parent is the harness when it runs isolated: as root, or
as the same user, that was possible until the harness hid its memory). It says what it
found in a note (``snoop: walked N objects; parent memory: refused; found: fact, record``)
and hangs up the tick after.

Use: ``--agent duplexworld.testing.snoop:make`` with the variable set.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import os
from typing import Any

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput

TARGETS_ENV = "DUPLEXWORLD_SNOOP_TARGETS"
"""The variable holding ``{sha256 hex digest of a value: its label}`` as JSON."""
SNOOP_TICK = 2
"""The tick whose step walks the memory (the call has begun: caller, world and line exist)."""


def digest(value: str) -> str:
    """The SHA-256 hex digest of a value, as the targets are given."""
    return hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()


def walk(targets: dict[str, str]) -> tuple[int, set[str]]:
    """The objects walked and the labels of the targets whose value a string among them has."""
    found: set[str] = set()
    walked = 0

    def look(value: object) -> None:
        if isinstance(value, str) and value:
            label = targets.get(digest(value))
            if label is not None:
                found.add(label)

    for obj in gc.get_objects():
        walked += 1
        for ref in gc.get_referents(obj):
            try:
                if isinstance(ref, str):
                    look(ref)
                elif isinstance(ref, dict | tuple | list | set | frozenset) and not gc.is_tracked(
                    ref
                ):
                    # a container of atoms only is not tracked: its strings are one step further
                    for inner in gc.get_referents(ref):
                        look(inner)
            except ReferenceError:  # a weak proxy whose object is gone: nothing to read there
                continue
    return walked, found


def parent_memory() -> str:
    """``readable`` if a byte of the parent process's memory could be read through
    ``/proc/<ppid>/mem`` (its maps name the regions), else ``refused`` (and why)."""
    parent = os.getppid()
    try:
        with (
            open(f"/proc/{parent}/maps", encoding="ascii") as maps,
            open(f"/proc/{parent}/mem", "rb", buffering=0) as mem,
        ):
            for line in maps:
                span, perms = line.split()[:2]
                if not perms.startswith("r"):
                    continue
                mem.seek(int(span.split("-")[0], 16))
                with contextlib.suppress(OSError):  # a region may vanish or refuse alone
                    if mem.read(1):
                        return "readable"
    except OSError as exc:
        return f"refused ({exc.strerror or type(exc).__name__})"
    return "refused (no region read)"


class Snoop:
    """Silent; walks its process's memory at ``SNOOP_TICK`` and hangs up after it."""

    name = "snoop"

    def __init__(self) -> None:
        self._targets: dict[str, str] = json.loads(os.environ.get(TARGETS_ENV, "{}"))

    def start(self, context: AgentContext) -> None:
        """Nothing to prepare."""

    def step(self, data: AgentInput) -> AgentChunk:
        """Walk at ``SNOOP_TICK``; hang up at the tick after."""
        if data.tick != SNOOP_TICK:
            return AgentChunk(end_call=data.tick > SNOOP_TICK)
        walked, found = walk(self._targets)
        listed = ", ".join(sorted(found)) or "none"
        memory = parent_memory()
        note = f"snoop: walked {walked} objects; parent memory: {memory}; found: {listed}"
        return AgentChunk(notes=(note,))

    def spec(self) -> dict[str, Any]:
        """Name and how many values it looks for."""
        return {"name": self.name, "targets": len(self._targets)}


def make() -> Snoop:
    """The factory (``duplexworld.testing.snoop:make``)."""
    return Snoop()
