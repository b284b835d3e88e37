"""A template world for duplexworld: a lending library that renews loans over the phone.

Copy this package to start your own world. It shows the four parts a world needs:

- typed record models (``records``) that the tools use at run time and the content checks
  apply to every scenario's seed, so a bad record is refused with its file and field;
- a ``World`` subclass whose ``@tool`` methods are what the agent can call (``world``);
- scenario files written by hand in YAML (``scenarios/``);
- content checks that ``duplexworld scenarios validate`` runs on every scenario of the world
  (``checks``), beside the checks every scenario gets (schema, provenance, gold replay).

``register`` is the target of the ``duplexworld.worlds`` entry point in pyproject.toml.
"""

from __future__ import annotations

from pathlib import Path

from duplexworld import WorldEntry, register_world

WORLD = "library"
"""The world's name, as its scenarios write it (``world: library``)."""


def register() -> None:
    """Register the library world with duplexworld (called once per process)."""
    register_world(
        WorldEntry(
            name=WORLD,
            target="dw_example_world.world:LibraryWorld",
            scenario_dir=Path(__file__).parent / "scenarios",
            content_checks="dw_example_world.checks:CHECKS",
        )
    )
