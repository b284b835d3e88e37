"""Checks a scenario must pass beyond its schema: names that resolve, a consistent gold."""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from duplexworld.caller.persona import persona
from duplexworld.channel import PRESETS
from duplexworld.scenario import Scenario
from duplexworld.world.gold import GoldReplayError, replay_gold, seed_state_hash


@dataclass(frozen=True)
class Validation:
    """Outcome of validating one scenario: problems (empty when valid) and the gold's effect."""

    scenario_id: str
    problems: tuple[str, ...]
    gold_changes_state: bool | None


def validate_scenario(scenario: Scenario) -> Validation:
    """Check persona, channel preset, world and gold replay of a loaded scenario."""
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
    changes: bool | None = None
    try:
        changes = replay_gold(scenario).state_hash != seed_state_hash(scenario)
    except (GoldReplayError, ValueError) as exc:
        problems.append(f"gold_actions: {exc}")
    return Validation(scenario.id, tuple(problems), changes)


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
