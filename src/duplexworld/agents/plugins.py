"""Loading a plug-in agent's factory from its reference, and nothing else.

A plug-in is named by ``package.module:factory`` or by the name of an entry point in the
``duplexworld.agents`` group. Loading one imports the plug-in's module, which runs its code:
that happens in the agent's own process (``agents/host.py``), never in the harness's, so this
module imports nothing of the harness beyond what an agent needs to be checked.
"""

from __future__ import annotations

import importlib
import importlib.metadata
from collections.abc import Callable

ENTRY_POINT_GROUP = "duplexworld.agents"
"""Entry-point group under which installed packages register agent factories."""


def plugin_names() -> list[str]:
    """Names of the agents installed packages register in ``duplexworld.agents`` (read from
    the packages' metadata: no plug-in is imported)."""
    return sorted(ep.name for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP))


def has_entry_point(name: str) -> bool:
    """Whether an installed package registers an agent under ``name`` (nothing imported)."""
    return bool(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP, name=name))


def entry_point_value(name: str) -> str:
    """The ``module:attribute`` an entry point names ('' when there is none)."""
    for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP, name=name):
        return str(ep.value)
    return ""


def load_factory(ref: str) -> tuple[Callable[[], object], str]:
    """The factory ``ref`` names and how to name it in messages.

    ``ref`` is ``package.module:factory`` (a dotted attribute path after the colon) or the
    name of an entry point.

    Raises:
        ValueError: the module cannot be imported, has no such attribute, the entry point is
            missing or broken, or what it names is not callable.
    """
    if ":" in ref:
        module_name, _, attribute = ref.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise ValueError(f"agent {ref!r}: cannot import {module_name!r}: {exc}") from None
        factory: object = module
        for part in attribute.split("."):
            try:
                factory = getattr(factory, part)
            except AttributeError:
                raise ValueError(f"agent {ref!r}: {module_name!r} has no {attribute!r}") from None
        where = f"agent {ref!r}"
    else:
        found = list(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP, name=ref))
        if not found:
            raise ValueError(f"no agent entry point {ref!r}")
        ep = found[0]
        where = f"agent entry point {ref!r} ({ep.value})"
        try:
            factory = ep.load()
        except (ImportError, AttributeError) as exc:
            raise ValueError(f"{where}: {exc}") from None
    if not callable(factory):
        raise ValueError(f"{where} is not callable")
    return factory, where
