"""Checks a scenario must pass beyond its schema: names that resolve, a consistent gold.

``check_scenario_file`` is the one way a scenario file is taken in: ``scenarios validate``
and ``run --scenario-file`` (and a campaign file's ``scenarios.files``) both call it, so a
file one accepts the other accepts, and every problem names the file and the field.
"""

from __future__ import annotations

import re
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from duplexworld.caller.persona import persona
from duplexworld.channel import PRESETS
from duplexworld.metrics.channel_cost import ChannelCost, classify_failure
from duplexworld.scenario import Scenario, ScenarioError, ScenarioSet
from duplexworld.scenario.schema import DeriveRef, FactRef, ResultRef
from duplexworld.trace import read_trace
from duplexworld.world.clauses import clauses_returned
from duplexworld.world.gold import GoldReplayError, replay_gold, seed_state_hash
from duplexworld.world.registry import content_checks
from duplexworld.world.scenarios import load_scenario


@dataclass(frozen=True)
class Validation:
    """Outcome of validating one scenario: problems (empty when valid) and the gold's effect."""

    scenario_id: str
    problems: tuple[str, ...]
    gold_changes_state: bool | None


def validate_scenario(scenario: Scenario) -> Validation:
    """Check persona, channel preset, world and gold replay of a loaded scenario, then the
    content checks its world declares (``WorldEntry.content_checks``: how the harness plays
    it, see ``worlds.contract``)."""
    problems: list[str] = []
    try:
        persona(scenario.persona)
    except ValueError as exc:
        problems.append(f"persona: {exc}")
    if scenario.channel not in PRESETS:
        problems.append(
            f"channel: unknown preset {scenario.channel!r} (known: {', '.join(sorted(PRESETS))})"
        )
    problems.extend(caller_text_leaks(scenario))
    problems.extend(literal_provenance_problems(scenario))
    changes: bool | None = None
    try:
        replay = replay_gold(scenario)
        changes = replay.state_hash != seed_state_hash(scenario)
        problems.extend(clause_problems(scenario, [r.content for r in replay.results]))
    except GoldReplayError as exc:
        # the failing step's field, and its argument's when the replay names one
        where = f"gold_actions[{exc.index}]"
        argument = _LEADING_ARGUMENT.match(exc.problem)
        if argument is not None:
            where += "." + argument.group(1)
        problem = exc.problem[argument.end() :] if argument is not None else exc.problem
        problems.append(f"{where}: {exc.name} fails on replay: {problem}")
    except ValueError as exc:
        problems.append(f"gold_actions: {exc}")
    problems.extend(world_content_problems(scenario))
    return Validation(scenario.id, tuple(problems), changes)


_LEADING_ARGUMENT = re.compile(r"^(arguments\.[\w-]+): ")
_FIELD = re.compile(r"^([A-Za-z_][\w-]*(?:\[\d+\]|\.[\w-]+)*): (.*)$", re.DOTALL)


def problem_field(problem: str) -> tuple[str, str]:
    """A validation problem (``field: what is wrong``, the content checks' contract) as
    (field, what is wrong); the field is "" when the problem does not start with one of the
    scenario's fields."""
    match = _FIELD.match(problem)
    if match is None:
        return "", problem
    head = re.split(r"[.\[]", match.group(1), maxsplit=1)[0]
    if head not in Scenario.model_fields:
        return "", problem
    return match.group(1), match.group(2)


@dataclass(frozen=True)
class CheckedFile:
    """One scenario file after every check: the scenario (None when it did not load), its
    problems (each naming the file and the field) and what its gold does to the state."""

    path: Path
    scenario: Scenario | None
    problems: tuple[ScenarioError, ...]
    gold_changes_state: bool | None

    @property
    def valid(self) -> bool:
        """The file loaded and no check found a problem."""
        return self.scenario is not None and not self.problems


def check_scenario_file(
    path: Path | str, load: Callable[[Path], Scenario] = load_scenario
) -> CheckedFile:
    """Load one scenario file and run every check ``scenarios validate`` runs on it: the
    bounded YAML, value limits and schema (patterns included) and the semantic checks of
    ``load``, then persona, channel, caller lines, literal provenance, the gold replay and the
    world's content checks (``validate_scenario``).

    Args:
        path: the file.
        load: how it is loaded (``packaged_scenario`` shares the parsed built-in files).

    Returns:
        The checked file; never raises for a bad file (a check that crashes is a problem of
        the file, named so).
    """
    path = Path(path)
    try:
        scenario = load(path)
    except ScenarioError as exc:
        return CheckedFile(path, None, (exc,), None)
    except Exception as exc:  # noqa: BLE001 - one file's surprise must not hide the rest
        problem = f"cannot be loaded ({type(exc).__name__}: {exc})"
        return CheckedFile(path, None, (ScenarioError(path, "", problem),), None)
    try:
        result = validate_scenario(scenario)
    except Exception as exc:  # noqa: BLE001 - as above
        problem = f"cannot be checked ({type(exc).__name__}: {exc})"
        return CheckedFile(path, scenario, (ScenarioError(path, "", problem),), None)
    problems = tuple(ScenarioError(path, *problem_field(p)) for p in result.problems)
    return CheckedFile(path, scenario, problems, result.gold_changes_state)


def load_checked_scenarios(paths: Iterable[Path | str]) -> ScenarioSet:
    """The scenarios of the files that pass every check (``check_scenario_file``), and every
    problem of the others (a repeated id is one too): what ``run --scenario-file`` takes."""
    loaded = ScenarioSet()
    for path in paths:
        checked = check_scenario_file(path)
        if not checked.valid or checked.scenario is None:
            loaded.errors.extend(checked.problems)
            continue
        loaded.add(path, checked.scenario)
    return loaded


def world_content_problems(scenario: Scenario) -> list[str]:
    """The problems the content checks of the scenario's world find (every check runs; one
    that cannot run on this scenario is a problem naming the check)."""
    problems: list[str] = []
    for check in content_checks(scenario.world):
        try:
            problems.extend(check(scenario))
        except Exception as exc:  # noqa: BLE001 - a broken scenario must not hide the others
            name = getattr(check, "__qualname__", repr(check)).split(".<locals>")[0]
            problems.append(f"{name}: cannot be checked ({type(exc).__name__}: {exc})")
    return problems


def clause_problems(scenario: Scenario, results: list[str]) -> list[str]:
    """Gold policy searches must name the clauses they reach, and reach them on replay.

    A gold step whose result lists clauses (``[ID]`` headings) without ``clauses`` would let
    any query count; one whose ``clauses`` its own query does not return is unsatisfiable as
    written.
    """
    problems: list[str] = []
    for index, (action, text) in enumerate(zip(scenario.gold_actions, results, strict=True)):
        returned = clauses_returned(text)
        if returned and not action.clauses:
            problems.append(
                f"gold_actions[{index}].clauses: {action.name} returns clauses "
                f"({', '.join(sorted(returned))}) but names none it must reach"
            )
        elif action.clauses and not set(action.clauses) & returned:
            problems.append(
                f"gold_actions[{index}].clauses: the gold query reaches none of "
                f"{', '.join(action.clauses)} (it returned {', '.join(sorted(returned)) or 'none'})"
            )
    return problems


def _enum_values(scenario: Scenario, tool: str, argument: str) -> set[str]:
    """The values the tool's schema enumerates for ``argument`` (for a list, its items')."""
    from duplexworld.worlds import build_world  # the validator checks built worlds

    spec = build_world(scenario).tool_spec(tool)
    if spec is None:
        return set()
    properties = spec.parameters.get("properties")
    schema = properties.get(argument) if isinstance(properties, dict) else None
    if isinstance(schema, dict) and isinstance(schema.get("items"), dict):
        schema = schema["items"]
    enum = schema.get("enum") if isinstance(schema, dict) else None
    return {str(value) for value in enum} if isinstance(enum, list) else set()


def _policy_text(scenario: Scenario) -> str | None:
    from duplexworld.world.policy import policy_text
    from duplexworld.worlds import world_class

    try:
        return policy_text(world_class(scenario.world))
    except ValueError:
        return None  # an unknown world is reported by the world check


def _is_policy_constant(text: str, policy: str) -> bool:
    """Whether the policy states ``text`` (case-insensitive, as whole words): a fee, a limit,
    a named product the policy fixes."""
    pattern = rf"(?<![\w-]){re.escape(text.casefold())}(?![\w-])"
    return bool(text.strip()) and re.search(pattern, policy.casefold()) is not None


def _literal_selectors(value: ResultRef, where: str) -> list[str]:
    """Literal ``near`` values of a result reference and its nested ones: which record is
    meant is said by the caller or read off a result, never written in the gold."""
    problems: list[str] = []
    for index, item in enumerate(value.near):
        here = f"{where}.near[{index}]"
        if isinstance(item, str):
            problems.append(
                f"{here}: literal selector {item!r}: which record is meant comes from what the "
                "caller says ({fact: key}) or from a value read off a result ({result: ...})"
            )
        elif isinstance(item, ResultRef):
            problems.extend(_literal_selectors(item, here))
    return problems


def literal_provenance_problems(scenario: Scenario) -> list[str]:
    """Gold literals a real agent could not have: every literal must be a constant fixed by
    the policy or the tool's enum, and every selector a fact or a result.

    A literal that is a value of a seed record (an id, a tracking number, an amount) or that
    an earlier gold step's result shows (a claim number just opened) must be a result
    reference (``{result: ...}``: the agent reads it off the tool results it gets); one equal
    to what the caller says must be a fact reference (``{fact: key}``: the agent hears it); a
    judgement over what the caller says (which kind of claim) is a derive rule whose values
    are the tool's enum. In a world with a policy corpus, any other literal must be a value
    of the tool's enum or stated by the policy. A ``near`` selector is never a literal.
    """
    problems: list[str] = []
    record_values = {
        str(value)
        for records in scenario.seed.values()
        for record in records
        if isinstance(record, dict)
        for value in record.values()
        if isinstance(value, str | int | float) and not isinstance(value, bool)
    }
    said = {}
    for fact in scenario.facts:
        said[fact.value.casefold()] = fact.key
        said[fact.final_value.casefold()] = fact.key
    try:
        shown = [result.content for result in replay_gold(scenario).results]
    except (GoldReplayError, ValueError):
        shown = []  # reported by the gold replay check
    policy = _policy_text(scenario)
    own = {action.tool: action.arguments for action in scenario.caller_actions}
    for index, action in enumerate(scenario.gold_actions):
        for name, value in action.arguments.items():
            where = f"gold_actions[{index}].arguments.{name}"
            if isinstance(value, ResultRef):
                problems.extend(_literal_selectors(value, where))
                continue
            if isinstance(value, DeriveRef):
                enum = _enum_values(scenario, action.name, name)
                unknown = sorted(set(value.cases) - enum) if enum else []
                if unknown:
                    problems.append(
                        f"{where}.cases: {unknown[0]!r} is not a value of {action.name}'s "
                        f"{name} ({', '.join(sorted(enum))})"
                    )
                continue
            if isinstance(value, FactRef) or value is None or isinstance(value, bool):
                continue
            if action.actor == "user" and own.get(action.name, {}).get(name) == value:
                continue  # the caller's own step on their side, with what they know
            items = value if isinstance(value, list) else [value]
            enum = _enum_values(scenario, action.name, name)
            for item in items:
                text = str(item)
                if text in enum:
                    continue
                token = re.compile(rf"(?<![\w-]){re.escape(text)}(?![\w-])")
                if text.casefold() in said:
                    problems.append(
                        f"{where}: literal {text!r} is what the caller says; use "
                        f"{{fact: {said[text.casefold()]}}}"
                    )
                elif text in record_values or any(token.search(t) for t in shown[:index]):
                    problems.append(
                        f"{where}: literal {text!r} comes from the records; read it off an "
                        "earlier result with {result: <step>, pattern: ...}"
                    )
                elif policy is not None and not _is_policy_constant(text, policy):
                    problems.append(
                        f"{where}: literal {text!r} is neither a value of the tool's enum nor "
                        "a constant the policy states; take it from what the caller says "
                        "({fact: key}, or a {derive: ...} judgement over it)"
                    )
    for index, check in enumerate(scenario.nl_checks):
        if isinstance(check.value, ResultRef):
            problems.extend(_literal_selectors(check.value, f"nl_checks[{index}].value"))
    return problems


def _words(text: str) -> str:
    return " " + " ".join(re.findall(r"[a-z0-9]+", text.lower())) + " "


def caller_text_leaks(scenario: Scenario) -> list[str]:
    """Caller lines that say too much too early.

    The opening (said before anything is asked) must not contain a hidden fact (one not
    volunteered) in its spoken or canonical form, nor name a gold operation (a tool name's
    words, e.g. "release fraud hold"): the caller describes a symptom, never the operation.
    """
    problems: list[str] = []
    gold_phrases = {
        " ".join(action.name.split("_"))
        for action in scenario.gold_actions
        if action.actor == "agent" and "_" in action.name
    }
    for index, line in enumerate(scenario.script.opening):
        words = _words(line)
        for fact in scenario.facts:
            if fact.reveal == "volunteered":
                continue
            for form in (fact.spoken, fact.value):
                form_words = _words(form)
                if form_words.strip() and form_words in words:
                    problems.append(
                        f"script.opening[{index}]: reveals fact {fact.key!r} before it may be "
                        f"said ({fact.reveal})"
                    )
                    break
        for phrase in sorted(gold_phrases):
            if f" {phrase} " in words:
                problems.append(f"script.opening[{index}]: names the operation {phrase!r}")
    return problems


@dataclass(frozen=True)
class SolveCheck:
    """Oracle and null rewards of one scenario on the clean channel."""

    oracle_reward: float | None
    null_reward: float | None
    gold_changes_state: bool

    @property
    def passed(self) -> bool:
        """Oracle solves it; null fails it wherever the state must change."""
        null_ok = self.null_reward == 0.0 if self.gold_changes_state else True
        return self.oracle_reward == 1.0 and null_ok

    def summary(self) -> str:
        """One line for the validate command."""
        return f"oracle reward {self.oracle_reward}, null reward {self.null_reward}"


def solve_check(scenario: Scenario, gold_changes_state: bool, out: Path | None) -> SolveCheck:
    """Run the oracle and the null agent once each on the clean channel."""
    from duplexworld.episode.episode import EpisodeSpec, run_one

    rewards: dict[str, float | None] = {}
    with tempfile.TemporaryDirectory() as scratch:
        target = out if out is not None else Path(scratch)
        for agent in ("oracle", "null"):
            spec = EpisodeSpec(scenario=scenario, agent=agent, channel="clean", run_index=0)
            rewards[agent] = run_one(spec, target).reward
    return SolveCheck(rewards["oracle"], rewards["null"], gold_changes_state)


@dataclass(frozen=True)
class ChannelCheck:
    """The oracle's reward on one scenario over a noisy channel, and why it failed there."""

    scenario_id: str
    world: str
    channel: str
    oracle_reward: float | None
    failure: str | None
    """The failure class (``channel_cost.FAILURE_CLASSES``), None when the oracle passed."""

    def summary(self) -> str:
        """One line for the validate command."""
        line = f"{self.channel} oracle reward {self.oracle_reward}"
        return line if self.failure is None else f"{line} ({self.failure})"


def channel_check(scenario: Scenario, channel: str, out: Path | None) -> ChannelCheck:
    """Run the oracle once over ``channel`` and classify its failure (what the channel cost:
    the same oracle solves the scenario on the clean channel)."""
    from duplexworld.episode.episode import EpisodeSpec, run_one

    with tempfile.TemporaryDirectory() as scratch:
        target = out if out is not None else Path(scratch)
        spec = EpisodeSpec(scenario=scenario, agent="oracle", channel=channel, run_index=0)
        reward = run_one(spec, target).reward
        failure = None
        if reward != 1.0:
            failure = classify_failure(scenario, read_trace(target / "episodes" / spec.key))
    return ChannelCheck(scenario.id, scenario.world, channel, reward, failure)


def channel_costs(checks: list[ChannelCheck]) -> list[ChannelCost]:
    """Per-world pass counts and failure classes of channel checks, by world name."""
    by_world: dict[str, list[ChannelCheck]] = {}
    for check in checks:
        by_world.setdefault(check.world, []).append(check)
    return [
        ChannelCost(
            world,
            len(items),
            sum(1 for c in items if c.oracle_reward == 1.0),
            Counter(c.failure for c in items if c.failure is not None),
        )
        for world, items in sorted(by_world.items())
    ]
