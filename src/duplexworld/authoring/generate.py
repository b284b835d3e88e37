"""``duplexworld scenarios generate``: write every world's scenario files from its sources.

Each registered world with ``authoring`` sources (``WorldEntry.authoring``) has its YAML files
produced here, one per scenario, into its scenario folder. ``check`` compares instead of
writing, and reports every file that differs from what the sources produce, is missing, or
lies in the folder without a source. Before a file is written (or compared) its text is loaded
back and must equal the built model, so the renderer can never change a scenario.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from duplexworld.authoring.build import Authored
from duplexworld.authoring.gold import AuthoringError
from duplexworld.authoring.render import header, render
from duplexworld.scenario.schema import Scenario

_GENERATED = "# Generated from "


@dataclass(frozen=True)
class Outcome:
    """What ``generate`` did or found for one file."""

    path: Path
    status: str
    """``written``, ``unchanged``, ``differs``, ``missing``, ``removed`` or ``no source``."""


def world_files(world: str) -> dict[Path, str]:
    """Path -> text of every scenario file world ``world``'s sources produce.

    Raises:
        AuthoringError: a source is wrong, two sources build the same id, or a file would not
            load back to the scenario built.
    """
    from duplexworld.world.registry import scenario_sources, world_entry

    folder = world_entry(world).scenario_dir
    sources = scenario_sources(world)
    if folder is None or not sources:
        return {}
    files: dict[Path, str] = {}
    for source in sources:
        built = source()
        for authored in [built] if isinstance(built, Authored) else list(built):
            scenario = authored.scenario
            if scenario.world != world:
                raise AuthoringError(
                    f"{scenario.id}: built by {world}'s sources for {scenario.world}"
                )
            path = folder / f"{scenario.id}.yaml"
            if path in files:
                raise AuthoringError(f"{scenario.id}: built twice by {world}'s sources")
            text = render(authored, source.__module__)
            # libyaml's loader: the same YAML semantics as the bounded loader, much faster
            if Scenario.model_validate(yaml.load(text, Loader=yaml.CSafeLoader)) != scenario:
                raise AuthoringError(f"{scenario.id}: the rendered file does not load back equal")
            files[path] = text
    return files


def generate(worlds: Sequence[str], check: bool = False) -> list[Outcome]:
    """Write (or with ``check``, compare) the scenario files of ``worlds``."""
    from duplexworld.world.registry import world_entry

    outcomes: list[Outcome] = []
    for world in worlds:
        files = world_files(world)
        folder = world_entry(world).scenario_dir
        if not files or folder is None:
            continue
        for path, text in sorted(files.items()):
            current = path.read_text(encoding="utf-8") if path.exists() else None
            if current == text:
                outcomes.append(Outcome(path, "unchanged"))
            elif check:
                outcomes.append(Outcome(path, "missing" if current is None else "differs"))
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
                outcomes.append(Outcome(path, "written"))
        for path in sorted(folder.glob("*.yaml")):
            if path in files:
                continue
            generated = path.read_text(encoding="utf-8").startswith(_GENERATED)
            if check or not generated:
                outcomes.append(Outcome(path, "no source"))
            else:
                path.unlink()  # a generated file whose scenario is gone from the sources
                outcomes.append(Outcome(path, "removed"))
    return outcomes


__all__ = ["Outcome", "generate", "header", "world_files"]
