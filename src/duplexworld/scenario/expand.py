"""Compact scenario files: a world's library of fact templates and gold-step shorthands, and
the expansion the loader applies to every file before the schema sees it.

A world may keep a library file (``WorldEntry.library``, YAML) of what its scenarios share:

```yaml
defaults: {reward_basis: [DB, ACTION], channel: clean}   # fields a file may leave out
facts:                                                  # fact templates, by fact key
  date_of_birth: {label: date of birth, kind: date, ask_keywords: [born, ...],
                  answer_variants: ["It's {spoken}."]}
steps:                                                  # gold-step shorthands
  accounts: {name: get_customer_accounts,
             arguments: {customer_id: {result: verify_identity, pattern: 'C-\\d+'}}}
```

A scenario file of that world then writes

- a fact in one line: ``- {date_of_birth: '1985-07-22'}`` (the template gives the key, label,
  kind, ask keywords and answer variants, ``spoken`` is the value said as its kind is said:
  ``duplexworld.speech.spoken``, or in the template's digit groups, ``spoken_in: [3, 3, 4]``);
  any other fact field beside it overrides the template's;
- a gold step by shorthand: ``- accounts``, ``- accounts: <its info>`` or ``- accounts:
  {info: ..., arguments: ...}`` (fields given override the shorthand's; ``arguments`` are
  merged argument by argument);
- a result reference by the step it reads: ``{result: get_customer_accounts, ...}`` is the
  latest earlier gold step of that name or ``label`` (a step's ``label`` names it for later
  references and is not part of the scenario); an integer stays a step index;
- a judgement by name: ``reason: {derive: [{fact: charge_problem}], cases: dispute_reason}``
  takes the world's rule for that argument (``judgements`` in the library: each value with its
  cues, and whether the argument is a list), so every scenario carries the whole rule;
- a phrase set by name: ``phrases: code_requests`` in a speech check
  (:data:`duplexworld.scenario.phrase_sets.PHRASE_SETS`).

A file written in full (every fact with its ``key``, every step with its ``name``, integer
results) expands to itself, so every world's files load whether or not it has a library.
Every problem names the field (``facts[2]``, ``gold_actions[4].arguments.card_id.result``).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from duplexworld.scenario.phrase_sets import PHRASE_SETS
from duplexworld.scenario.safe_yaml import YamlLimitError, load_yaml_bytes
from duplexworld.scenario.schema import Fact, FactKind, GoldAction, RevealRule, Scenario
from duplexworld.speech.spoken import speak_amount, speak_date, speak_digits


class ExpansionError(ValueError):
    """A compact part of a scenario file does not expand; ``field`` is where it is."""

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")


_SPEAK: dict[str, Callable[[str], str]] = {
    "digits": speak_digits,
    "postcode": speak_digits,
    "date": speak_date,
    "amount": speak_amount,
}


def speak(kind: str, value: str) -> str:
    """How a caller says a value of this kind unless the file says otherwise (digits one by
    one, dates and amounts in words; names, times, numbers and text as written)."""
    render = _SPEAK.get(kind)
    return render(value) if render else value


class FactTemplate(BaseModel):
    """A fact of a world defined once: everything but the caller's value."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    label: str
    kind: FactKind
    ask_keywords: tuple[str, ...] = ()
    answer_variants: tuple[str, ...] | None = None
    """None: the schema's default answer."""
    reveal: RevealRule = "when_asked"
    spoken_in: tuple[int, ...] | None = None
    """Digits said in groups of these sizes with a pause between ("four one five, three
    eight two, ..."), for a value of exactly that many digits; else as the kind is said."""

    def fields(self) -> dict[str, Any]:
        """The fact fields the template gives (the ones it sets)."""
        return self.model_dump(mode="json", exclude_none=True, exclude={"spoken_in"})

    def say(self, value: str) -> str:
        """How the caller says ``value`` unless the file says otherwise."""
        groups = self.spoken_in
        if groups is None or len(value) != sum(groups) or not value.isdigit():
            return speak(self.kind, value)
        parts, start = [], 0
        for size in groups:
            parts.append(speak_digits(value[start : start + size]))
            start += size
        return ", ".join(parts)


class Judgement(BaseModel):
    """A world's rule for one judgement argument of a tool (``DeriveRef``'s ``cases`` and
    ``many``): each value with the cues that say it applies."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    cases: dict[str, tuple[str, ...]]
    many: bool = False


class Library(BaseModel):
    """A world's fact templates, gold-step shorthands, judgements and default fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    world: str | None = None
    """The world whose scenarios it serves (a library found beside a file must name it)."""
    defaults: dict[str, Any] = Field(default_factory=dict)
    facts: dict[str, FactTemplate] = Field(default_factory=dict)
    steps: dict[str, dict[str, Any]] = Field(default_factory=dict)
    judgements: dict[str, Judgement] = Field(default_factory=dict)

    @field_validator("defaults")
    @classmethod
    def _known_defaults(cls, value: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(value) - set(Scenario.model_fields))
        if unknown:
            raise ValueError(f"default {unknown[0]!r} is not a scenario field")
        return value

    @field_validator("facts")
    @classmethod
    def _template_names(cls, value: dict[str, FactTemplate]) -> dict[str, FactTemplate]:
        clash = sorted(set(value) & set(Fact.model_fields))
        if clash:
            raise ValueError(f"fact template {clash[0]!r} has the name of a fact field")
        return value

    @field_validator("steps")
    @classmethod
    def _step_shapes(cls, value: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        for name, step in value.items():
            if not isinstance(step.get("name"), str):
                raise ValueError(f"shorthand {name!r} names no tool ('name')")
            unknown = sorted(set(step) - set(GoldAction.model_fields) - {"label"})
            if unknown:
                raise ValueError(f"shorthand {name!r}: {unknown[0]!r} is not a gold step field")
        clash = sorted(set(value) & set(GoldAction.model_fields))
        if clash:
            raise ValueError(f"shorthand {clash[0]!r} has the name of a gold step field")
        return value


LibraryLookup = Callable[[str], "Library | None"]
"""The library of a world by its name (None: the world has none), given by the world layer."""


def load_library(path: Path | str) -> Library:
    """A library file, read once per process while it is unchanged.

    Raises:
        ExpansionError: the file cannot be read or does not fit ``Library`` (its field named).
    """
    path = Path(path)
    try:
        info = path.stat()
    except OSError as exc:
        raise ExpansionError(str(path), f"cannot read the library ({exc.strerror})") from None
    return _load_library(path, (info.st_mtime_ns, info.st_size))


@functools.cache
def _load_library(path: Path, stamp: tuple[int, int]) -> Library:
    try:
        data = load_yaml_bytes(path.read_bytes())
        return Library.model_validate(data)
    except YamlLimitError as exc:
        raise ExpansionError(f"{path}: {exc.where}", exc.problem) from None
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        message = str(error["msg"]).removeprefix("Value error, ")
        raise ExpansionError(f"{path}: {where}", message) from None


LIBRARY_FILE = "library.yaml"
"""The name of a world's library file; the built-in worlds keep it beside their scenario
folder (``worlds/<world>/library.yaml``)."""


def nearby_library(path: Path, world: str) -> Library | None:
    """The library of ``world`` found beside a scenario file without the world layer: a
    ``library.yaml`` in the file's folder or the one above it that names that world.

    Raises:
        ExpansionError: the library file found is unreadable or wrong.
    """
    for folder in (path.parent, path.parent.parent):
        candidate = folder / LIBRARY_FILE
        if candidate.is_file():
            found = load_library(candidate)
            if found.world == world:
                return found
    return None


def expand(data: Mapping[str, Any], library: Library) -> dict[str, Any]:
    """The scenario data with the library's defaults, templates and shorthands written out
    and result references by name turned into step indexes.

    Raises:
        ExpansionError: a fact names no template, a step no shorthand, a result reference no
            earlier step; the field is named.
    """
    out = dict(data)
    for key, value in library.defaults.items():
        out.setdefault(key, copy.deepcopy(value))
    if isinstance(out.get("facts"), list):
        out["facts"] = [_fact(item, index, library) for index, item in enumerate(out["facts"])]
    names: list[tuple[Any, Any]] = []
    if isinstance(out.get("gold_actions"), list):
        steps = []
        for index, item in enumerate(out["gold_actions"]):
            step = _step(item, index, library)
            where = f"gold_actions[{index}]"
            label = step.pop("label", None) if isinstance(step, dict) else None
            step = _resolve(step, names, where, library)
            steps.append(step)
            names.append((label, step.get("name") if isinstance(step, dict) else None))
        out["gold_actions"] = steps
    if isinstance(out.get("nl_checks"), list):
        out["nl_checks"] = [
            _check(item, names, f"nl_checks[{index}]", library)
            for index, item in enumerate(out["nl_checks"])
        ]
    return out


def _fact(item: Any, index: int, library: Library) -> Any:
    if not isinstance(item, dict) or "key" in item:
        return item  # written in full (or not a mapping: the schema says so)
    where = f"facts[{index}]"
    named = [key for key in item if key in library.facts]
    if len(named) != 1:
        known = ", ".join(library.facts) or "none"
        what = "names no fact template" if not named else "names more than one fact template"
        raise ExpansionError(
            where, f"a fact without a 'key' {what} of the world's library (templates: {known})"
        )
    name = named[0]
    template = library.facts[name]
    value = item[name]
    fact: dict[str, Any] = {"key": name, **template.fields(), "value": value}
    overrides = {key: part for key, part in item.items() if key != name}
    if "spoken" not in overrides and isinstance(value, str):
        fact["spoken"] = _said(lambda: template.say(value), f"{where}.{name}", template.kind)
    correction = overrides.get("correction")
    if (
        isinstance(correction, dict)
        and "spoken" not in correction
        and isinstance(correction.get("value"), str)
    ):
        kind = str(overrides.get("kind", template.kind))
        said = _said(lambda: speak(kind, correction["value"]), f"{where}.correction.value", kind)
        overrides["correction"] = {**correction, "spoken": said}
    fact.update(overrides)
    return fact


def _said(say: Callable[[], str], where: str, kind: str) -> str:
    """The spoken form ``say`` gives; a value its kind cannot say is the file's problem."""
    try:
        return say()
    except (ValueError, ArithmeticError) as exc:
        raise ExpansionError(where, f"cannot be said as a {kind} value ({exc})") from None


def _step(item: Any, index: int, library: Library) -> Any:
    where = f"gold_actions[{index}]"
    if isinstance(item, str):
        item = {item: None}
    if not isinstance(item, dict) or "name" in item:
        return copy.deepcopy(item)
    known = ", ".join(library.steps) or "none"
    if len(item) != 1 or next(iter(item)) not in library.steps:
        raise ExpansionError(
            where,
            "a gold step without a 'name' is one shorthand of the world's library "
            f"(shorthands: {known})",
        )
    name, overrides = next(iter(item.items()))
    if overrides is None:
        overrides = {}
    elif isinstance(overrides, str):
        overrides = {"info": overrides}  # ``- verify: why this step`` notes the step
    if not isinstance(overrides, dict):
        raise ExpansionError(f"{where}.{name}", "a shorthand takes a mapping of step fields")
    step = copy.deepcopy(library.steps[name])
    arguments = {**step.get("arguments", {}), **overrides.get("arguments", {})}
    step.update({key: part for key, part in overrides.items() if key != "arguments"})
    if arguments:
        step["arguments"] = arguments
    return step


def _resolve(value: Any, names: list[tuple[Any, Any]], where: str, library: Library) -> Any:
    """``value`` with every ``result: <step name>`` replaced by the index of the latest of
    ``names`` (the earlier steps' labels and tool names) that carries that name, and every
    judgement named by ``cases: <name>`` written out."""
    if isinstance(value, list):
        return [
            _resolve(item, names, f"{where}[{index}]", library) for index, item in enumerate(value)
        ]
    if not isinstance(value, dict):
        return value
    out = {key: _resolve(part, names, f"{where}.{key}", library) for key, part in value.items()}
    named = out.get("cases")
    if "derive" in out and isinstance(named, str):
        judgement = library.judgements.get(named)
        if judgement is None:
            known = ", ".join(library.judgements) or "none"
            raise ExpansionError(
                f"{where}.cases", f"no judgement {named!r} in the world's library ({known})"
            )
        out["cases"] = {case: list(cues) for case, cues in judgement.cases.items()}
        out.setdefault("many", judgement.many)
    wanted = out.get("result")
    if isinstance(wanted, str):
        for index in range(len(names) - 1, -1, -1):
            if wanted in names[index]:
                out["result"] = index
                break
        else:
            raise ExpansionError(
                f"{where}.result", f"no earlier gold step is called or labelled {wanted!r}"
            )
    return out


def _check(item: Any, names: list[tuple[Any, Any]], where: str, library: Library) -> Any:
    if not isinstance(item, dict):
        return item
    out = dict(item)
    phrases = out.get("phrases")
    if isinstance(phrases, str):
        if phrases not in PHRASE_SETS:
            known = ", ".join(PHRASE_SETS)
            raise ExpansionError(
                f"{where}.phrases", f"no phrase set {phrases!r} (phrase sets: {known})"
            )
        out["phrases"] = list(PHRASE_SETS[phrases])
    if "value" in out:
        out["value"] = _resolve(out["value"], names, f"{where}.value", library)
    return out


__all__ = [
    "ExpansionError",
    "FactTemplate",
    "Judgement",
    "Library",
    "LibraryLookup",
    "expand",
    "load_library",
    "nearby_library",
    "speak",
]
