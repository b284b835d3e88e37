"""Load scenarios from YAML with errors that name the file, the field and what was expected."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from duplexworld.scenario.checks import WorldCheck, semantic_problems
from duplexworld.scenario.expand import (
    ExpansionError,
    Library,
    LibraryLookup,
    expand,
    nearby_library,
)
from duplexworld.scenario.frozen import freeze_scenario
from duplexworld.scenario.limits import size_problem
from duplexworld.scenario.safe_yaml import MAX_BYTES, YamlLimitError, load_yaml_bytes
from duplexworld.scenario.schema import FieldProblem, Scenario

_LEADING_FIELD = re.compile(r"^([a-z_]+)((?:\[\d+\]|\.\w+)*)\s+")


class ScenarioError(ValueError):
    """A scenario file could not be loaded; the message names file, field and expectation."""

    def __init__(self, path: Path | str, field: str, problem: str) -> None:
        self.path = str(path)
        self.field = field
        self.problem = problem
        where = f"{self.path}: {field}" if field else self.path
        super().__init__(f"{where}: {problem}")


_BRANCHES = frozenset(
    {"FactRef", "ResultRef", "DeriveRef", "function-after[_event_matches_rule()]"}
)
"""Union branch names pydantic puts in a location."""


def _field_path(location: tuple[int | str, ...]) -> str:
    parts: list[str] = []
    for item in location:
        if isinstance(item, int):
            parts.append(f"[{item}]")
        else:
            # pydantic reports union branches as extra location parts; they are not fields
            if item in _BRANCHES or "[" in item:
                continue
            parts.append(("." if parts else "") + item)
    return "".join(parts)


def load_scenario(
    path: Path | str, world: WorldCheck | None = None, library: LibraryLookup | None = None
) -> Scenario:
    """Load one scenario file: bounded YAML, bounded values (``limits``), the compact parts
    expanded (``expand``: the world's fact templates and gold-step shorthands, result
    references by step name, named phrase sets), the schema (with its patterns checked:
    ``patterns``), then the semantic checks.

    The scenario comes back read-only all the way down (``scenario.frozen``): its records,
    arguments and difficulty refuse writes, so one loaded scenario can be shared.

    Args:
        path: the file.
        world: also check the scenario against its world (tools, records): the world
            layer's check, which ``duplexworld.world.scenarios.load_scenario`` passes; this
            package cannot look a world up.
        library: the library of the scenario's world by its name (the world layer's
            lookup); without it, a ``library.yaml`` of that world beside the file
            (``expand.nearby_library``); for a world without one, only the parts every file
            may write compactly are expanded.

    Raises:
        ScenarioError: the file is missing, too large, not UTF-8, not YAML within the limits
            of ``safe_yaml``, does not match the schema or fails a semantic check. Only the
            first problem is reported, so the message stays one clear line.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise ScenarioError(path, "", f"file is {size} bytes; the limit is {MAX_BYTES}")
        raw = path.read_bytes()
    except OSError as exc:
        raise ScenarioError(path, "", f"cannot read file ({exc.strerror})") from exc
    try:
        data = load_yaml_bytes(raw)
    except YamlLimitError as exc:
        raise ScenarioError(path, exc.where, exc.problem) from None
    if not isinstance(data, dict):
        raise ScenarioError(path, "", "expected a mapping of scenario fields at the top level")
    too_large = size_problem(data)
    if too_large is not None:
        raise ScenarioError(path, *too_large)
    try:
        world_name = str(data.get("world", ""))
        found = library(world_name) if library is not None else nearby_library(path, world_name)
        data = expand(data, found or Library())
    except ExpansionError as exc:
        raise ScenarioError(path, exc.field, exc.problem) from None
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as exc:
        raise _schema_error(path, exc) from None
    except (RecursionError, ValueError, TypeError) as exc:
        raise ScenarioError(path, "", f"cannot be validated ({type(exc).__name__})") from None
    problems = semantic_problems(scenario, world)
    if problems:
        field, problem = problems[0]
        raise ScenarioError(path, field, problem)
    freeze_scenario(scenario)
    return scenario


def _schema_error(path: Path, exc: ValidationError) -> ScenarioError:
    error = exc.errors()[0]
    field = _field_path(tuple(error["loc"]))
    message = error["msg"]
    cause = error.get("ctx", {}).get("error")
    if isinstance(cause, FieldProblem):
        below = cause.field if cause.field.startswith("[") else "." + cause.field
        return ScenarioError(path, (field + below).lstrip("."), cause.problem)
    if error["type"] == "missing":
        message = "required field is missing"
    elif error["type"] == "extra_forbidden":
        message = "unknown field (not part of the scenario schema)"
    elif error["type"] == "value_error":
        message = message.removeprefix("Value error, ")
        # whole-scenario checks have no location; their message starts with the field
        leading = _LEADING_FIELD.match(message)
        if not field and leading and leading.group(1) in Scenario.model_fields:
            field = leading.group(1) + leading.group(2)
            message = message[leading.end() :]
    value = error.get("input")
    if not isinstance(value, dict | list):
        # a mapping here is the enclosing record, not the bad value: leave it out
        message = f"{message} (got {value!r:.80})"
    return ScenarioError(path, field, message)


def load_scenarios(
    paths: Iterable[Path | str],
    world: WorldCheck | None = None,
    library: LibraryLookup | None = None,
) -> list[Scenario]:
    """Load several scenario files (with the ``world`` check and ``library`` lookup, if
    given); ids must be unique across them."""
    scenarios: list[Scenario] = []
    seen: dict[str, Path] = {}
    for path in paths:
        scenario = load_scenario(path, world, library)
        if scenario.id in seen:
            raise ScenarioError(
                path, "id", f"duplicate id {scenario.id!r} (also in {seen[scenario.id]})"
            )
        seen[scenario.id] = Path(path)
        scenarios.append(scenario)
    return scenarios


@dataclass
class ScenarioSet:
    """Scenarios loaded from many files, and one error per file that failed."""

    scenarios: list[Scenario] = field(default_factory=list)
    errors: list[ScenarioError] = field(default_factory=list)
    _seen: dict[str, Path] = field(default_factory=dict, repr=False)

    def add(self, path: Path | str, scenario: Scenario) -> None:
        """Take ``scenario`` loaded from ``path``, or record its id as repeated."""
        if scenario.id in self._seen:
            problem = f"duplicate id {scenario.id!r} (also in {self._seen[scenario.id]})"
            self.errors.append(ScenarioError(path, "id", problem))
            return
        self._seen[scenario.id] = Path(path)
        self.scenarios.append(scenario)


def load_scenario_set(
    paths: Iterable[Path | str],
    world: WorldCheck | None = None,
    library: LibraryLookup | None = None,
) -> ScenarioSet:
    """Load every file that loads (with the ``world`` check and ``library`` lookup, if
    given); a bad file (or a repeated id) is an error, not a stop."""
    loaded = ScenarioSet()
    for path in paths:
        try:
            scenario = load_scenario(path, world, library)
        except ScenarioError as exc:
            loaded.errors.append(exc)
            continue
        loaded.add(path, scenario)
    return loaded


def scenario_files(path: Path | str) -> list[Path]:
    """A scenario file, or every ``*.yaml`` / ``*.yml`` under a directory, sorted.

    Raises:
        ScenarioError: the path does not exist or the directory holds no scenario file.
    """
    path = Path(path)
    if path.is_dir():
        found = sorted(p for p in path.rglob("*") if p.suffix in {".yaml", ".yml"} and p.is_file())
        if not found:
            raise ScenarioError(path, "", "no *.yaml scenario files in this directory")
        return found
    if not path.is_file():
        raise ScenarioError(path, "", "no such file or directory")
    return [path]
