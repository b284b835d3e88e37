"""Oracle v2: judgements and policy searches come from what the oracle heard.

Text-mode episodes (the caller's words reach the oracle as text), so each runs in about a
second: the provenance is the same on every channel.
"""

from __future__ import annotations

from pathlib import Path

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import Scenario
from duplexworld.trace import ToolCalled, read_trace
from duplexworld.worlds import builtin_scenarios


def _scenario(scenario_id: str) -> Scenario:
    world = scenario_id.split("_")[0]
    return next(s for s in builtin_scenarios(world) if s.id == scenario_id)


def _calls(directory: Path, name: str) -> list[ToolCalled]:
    trace = read_trace(next((directory / "episodes").iterdir()))
    return [e for e in trace.events if isinstance(e, ToolCalled) and e.name == name]


def _with_answers(scenario: Scenario, key: str, answers: tuple[str, ...]) -> Scenario:
    facts = tuple(
        f.model_copy(update={"answer_variants": answers}) if f.key == key else f
        for f in scenario.facts
    )
    return scenario.model_copy(update={"facts": facts})


def test_the_claim_type_follows_what_the_caller_said(tmp_path: Path) -> None:
    base = _scenario("logistics_narrative_intake_02")  # a shortage: "We're missing twelve cases."
    run_one(EpisodeSpec(base, "oracle", "text", 0), tmp_path / "short")
    (filed,) = _calls(tmp_path / "short", "file_cargo_claim")
    assert filed.arguments["claim_type"] == "shortage"
    # the same scenario, the caller now says the cases arrived crushed: the oracle hears it
    crushed = _with_answers(base, "missing_pieces", ("{spoken} cases arrived crushed.",))
    scores = run_one(EpisodeSpec(crushed, "oracle", "text", 0), tmp_path / "crushed")
    (filed,) = _calls(tmp_path / "crushed", "file_cargo_claim")
    assert filed.arguments["claim_type"] == "damage"
    assert scores.reward == 1.0  # graded against that scenario's own gold judgement


def test_the_policy_search_is_built_from_the_request_the_caller_made(tmp_path: Path) -> None:
    scenario = _scenario("healthcare_policy_refusal_03")
    scores = run_one(EpisodeSpec(scenario, "oracle", "text", 0), tmp_path)
    (search,) = _calls(tmp_path, "lookup_policy")
    said = scenario.said("request")
    assert any(str(search.arguments["query"]).rstrip(".") in s for s in said)
    assert scores.reward == 1.0
