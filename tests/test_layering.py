"""Layering: the base packages never import a concrete world; world names are data.

``world/`` (the World base, records, gold replay, the registry) and ``metrics/`` (scoring is a
pure function of the trace) must not import ``duplexworld.worlds``; outside the world
registry and the worlds themselves, no code compares a world's name to a literal.
"""

from __future__ import annotations

import ast
from pathlib import Path

import duplexworld

PACKAGE = Path(duplexworld.__file__).parent


def _modules(folder: str) -> list[Path]:
    return sorted((PACKAGE / folder).rglob("*.py"))


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_world_and_metrics_do_not_import_the_worlds_package() -> None:
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for folder in ("world", "metrics")
        for path in _modules(folder)
        for name in _imports(path)
        if name == "duplexworld.worlds" or name.startswith("duplexworld.worlds.")
    ]
    assert offenders == []


def _world_name_checks(path: Path) -> list[str]:
    """Comparisons of something called ``world`` (or ``.world``) with a string literal."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        names = {
            side.attr if isinstance(side, ast.Attribute) else side.id
            for side in sides
            if isinstance(side, ast.Attribute | ast.Name)
        }
        literal = any(isinstance(s, ast.Constant) and isinstance(s.value, str) for s in sides)
        if literal and "world" in names:
            found.append(f"{path}:{node.lineno}")
    return found


def test_no_world_name_checks_outside_the_worlds() -> None:
    offenders = [
        hit
        for path in sorted(PACKAGE.rglob("*.py"))
        if "worlds" not in path.relative_to(PACKAGE).parts
        for hit in _world_name_checks(path)
    ]
    assert offenders == []


def test_the_checks_see_what_they_look_for(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import duplexworld.worlds.banking\nif scenario.world == 'pathfinding':\n    pass\n"
    )
    assert _imports(sample) == ["duplexworld.worlds.banking"]
    assert len(_world_name_checks(sample)) == 1


LAYERS: tuple[str, ...] = (
    "units",
    "util",
    "speech",
    "values",
    "channel",
    "trace",
    "scenario",
    "world",
    "metrics",
    "authoring",
    "caller",
    "agents",
    "episode",
    "worlds",
    "training",
    "campaign",
    "report",
    "bench_executors",
    "bench_scoring",
    "bench_components",
    "bench",
    "fakes",
    "testing",
    "cli",
    "__main__",
    "__init__",
)
"""The declared layer order (docs/architecture.md, "Layers"): a module may import only from
its own package and the packages before it."""

KNOWN_UPWARD_IMPORTS: frozenset[tuple[str, str]] = frozenset()
"""Upward imports not yet removed (issue 32); the set may only shrink."""


def _upward_imports(root: Path = PACKAGE) -> dict[tuple[str, str], list[str]]:
    rank = {name: index for index, name in enumerate(LAYERS)}
    found: dict[tuple[str, str], list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).parts
        source = parts[0] if len(parts) > 1 else path.stem
        for name in _imports(path):
            if not name.startswith("duplexworld."):
                continue
            target = name.split(".")[1]
            assert source in rank and target in rank, f"{path}: {source} or {target} has no layer"
            if target != source and rank[target] > rank[source]:
                found.setdefault((source, target), []).append(str(path.relative_to(root)))
    return found


def test_every_import_respects_the_layer_order() -> None:
    """Every import (module level or inside a function) goes down the declared order, except
    the known ones; a removed exception must leave the list, so it cannot grow back."""
    found = _upward_imports()
    assert set(found) - KNOWN_UPWARD_IMPORTS == set(), {
        pair: found[pair] for pair in set(found) - KNOWN_UPWARD_IMPORTS
    }
    assert KNOWN_UPWARD_IMPORTS - set(found) == set(), "remove these from KNOWN_UPWARD_IMPORTS"


def test_the_layer_check_sees_an_upward_import(tmp_path: Path) -> None:
    (tmp_path / "metrics").mkdir()
    (tmp_path / "metrics" / "late.py").write_text(
        "def f():\n    from duplexworld.campaign import runner\n"
    )
    (tmp_path / "campaign").mkdir()
    (tmp_path / "campaign" / "ok.py").write_text("from duplexworld.metrics import scoring\n")
    assert _upward_imports(tmp_path) == {("metrics", "campaign"): ["metrics/late.py"]}
