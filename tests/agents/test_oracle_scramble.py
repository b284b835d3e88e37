"""The scramble test: the oracle is handed a copy of each enterprise scenario whose story is
scrambled (fact values of other lengths and word counts, their spoken forms and answers,
renamed record ids, any literal selector or non-constant argument, the speech checks), while
the world, the caller and the grading run on the original. It still reaches reward 1: it
used nothing it could not have heard or read over the call.

Text mode (the caller's words reach the oracle as text): the provenance is the same on every
channel, and the 135 calls take about two minutes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from duplexworld.agents import registry
from duplexworld.agents.base import ReferenceContext
from duplexworld.agents.oracle import OracleAgent
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import DeriveRef
from duplexworld.testing import ToneSpeaker
from duplexworld.testing.scramble import scrambled, tool_enums
from duplexworld.worlds import builtin_scenarios

ENTERPRISE = [s for s in builtin_scenarios() if s.world not in {"pathfinding", "workbench"}]


class _ScrambledOracle(OracleAgent):
    """The oracle, handed the scrambled copy of the scenario it is called about."""

    def _begin(self, context: ReferenceContext, out: Any) -> None:  # type: ignore[override]
        copy = scrambled(context.scenario, tool_enums(context.scenario))
        super()._begin(
            ReferenceContext(
                context.tools,
                context.instructions,
                context.seed,
                scenario=copy,
                caller_tools=context.caller_tools,
            ),
            out,
        )


@pytest.fixture
def scrambled_oracle(monkeypatch: pytest.MonkeyPatch) -> str:
    entry = registry.AgentEntry(
        lambda cache_dir, world=None: _ScrambledOracle(ToneSpeaker(), asr=None),  # type: ignore[arg-type]
        reference=True,
        label="scrambled_oracle",
    )
    monkeypatch.setitem(registry.AGENTS, "scrambled_oracle", entry)
    return "scrambled_oracle"


def test_the_copy_scrambles_the_story_and_keeps_the_procedure() -> None:
    scenario = next(s for s in ENTERPRISE if s.id == "banking_narrative_intake_03")
    copy = scrambled(scenario, tool_enums(scenario))
    for fact, other in zip(scenario.facts, copy.facts, strict=True):
        assert (other.key, other.label, other.kind) == (fact.key, fact.label, fact.kind)
        assert other.value != fact.value and other.spoken != fact.spoken
        if fact.kind == "digits":
            assert len(other.value) != len(fact.value)
        if fact.kind == "name":
            assert len(other.value.split()) != len(fact.value.split())

    def strings(seed: dict[str, Any]) -> set[str]:
        return {
            v for rows in seed.values() for row in rows for v in row.values() if isinstance(v, str)
        }

    assert not strings(scenario.seed) & strings(copy.seed)  # every id and value renamed
    assert copy.nl_checks == () and [a.name for a in copy.gold_actions] == [
        a.name for a in scenario.gold_actions
    ]
    kinds = [
        [type(v) for v in a.arguments.values()]
        for a in (*scenario.gold_actions, *copy.gold_actions)
    ]
    assert kinds[: len(scenario.gold_actions)] == kinds[len(scenario.gold_actions) :]
    assert any(issubclass(v, DeriveRef) for k in kinds for v in k)


@pytest.mark.parametrize("scenario", ENTERPRISE, ids=lambda s: s.id)
def test_the_oracle_solves_the_original_from_a_scrambled_copy(
    scenario: Scenario, scrambled_oracle: str, tmp_path: Path
) -> None:
    scores = run_one(EpisodeSpec(scenario, scrambled_oracle, "text", 0), tmp_path)
    assert scores.reward == 1.0
