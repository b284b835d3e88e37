"""Load scenarios from YAML with errors that name the file, the field and what was expected."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import yaml
from pydantic import ValidationError

from duplexworld.scenario.schema import Scenario

_LEADING_FIELD = re.compile(r"^([a-z_]+)((?:\[\d+\]|\.\w+)*)\s+")


class ScenarioError(ValueError):
    """A scenario file could not be loaded; the message names file, field and expectation."""

    def __init__(self, path: Path | str, field: str, problem: str) -> None:
        self.path = str(path)
        self.field = field
        self.problem = problem
        where = f"{self.path}: {field}" if field else self.path
        super().__init__(f"{where}: {problem}")


def _field_path(location: tuple[int | str, ...]) -> str:
    parts: list[str] = []
    for item in location:
        if isinstance(item, int):
            parts.append(f"[{item}]")
        else:
            # pydantic reports union branches as extra location parts; they are not fields
            if (
                item in {"FactRef", "ResultRef", "function-after[_event_matches_rule()]"}
                or "[" in item
            ):
                continue
            parts.append(("." if parts else "") + item)
    return "".join(parts)


def load_scenario(path: Path | str) -> Scenario:
    """Load one scenario file.

    Raises:
        ScenarioError: the file is missing, is not YAML, or does not match the schema. Only
            the first problem is reported, so the message stays one clear line.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(path, "", f"cannot read file ({exc.strerror})") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else ""
        raise ScenarioError(
            path, where, f"not valid YAML ({getattr(exc, 'problem', exc)})"
        ) from exc
    if not isinstance(data, dict):
        raise ScenarioError(path, "", "expected a mapping of scenario fields at the top level")
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        field = _field_path(tuple(error["loc"]))
        message = error["msg"]
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
        raise ScenarioError(path, field, message) from exc


def load_scenarios(paths: Iterable[Path | str]) -> list[Scenario]:
    """Load several scenario files; ids must be unique across them."""
    scenarios: list[Scenario] = []
    seen: dict[str, Path] = {}
    for path in paths:
        scenario = load_scenario(path)
        if scenario.id in seen:
            raise ScenarioError(
                path, "id", f"duplicate id {scenario.id!r} (also in {seen[scenario.id]})"
            )
        seen[scenario.id] = Path(path)
        scenarios.append(scenario)
    return scenarios
