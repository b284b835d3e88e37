"""Score a trace: a pure function of (scenario, trace)."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict

import duplexworld.metrics.agentic  # noqa: F401  (registers GS and ACT)
import duplexworld.metrics.dnsmos  # noqa: F401  (registers DNSMOS_OVRL, _SIG, _BAK, _P808)
import duplexworld.metrics.effort  # noqa: F401  (registers effort, no_tool, credential_wer)
import duplexworld.metrics.interaction  # noqa: F401  (registers the tau-Voice panel)
import duplexworld.metrics.judges  # noqa: F401  (registers CP, FAI, NLA)
import duplexworld.metrics.pathfinding  # noqa: F401  (registers the path_* metrics)
import duplexworld.metrics.plugins  # noqa: F401  (registers UTMOS, NISQA)
import duplexworld.metrics.turn_taking  # noqa: F401  (registers TT)
from duplexworld.metrics.agentic import reward
from duplexworld.metrics.base import REGISTRY, MetricValue
from duplexworld.scenario import Scenario
from duplexworld.trace import Trace, read_trace
from duplexworld.units import ticks_to_seconds
from duplexworld.util.atomic import write_text_atomic


class EpisodeScores(BaseModel):
    """Every score of one episode, with the metric versions that computed them."""

    model_config = ConfigDict(frozen=True)

    episode_key: str
    scenario_id: str
    world: str
    agent: str
    channel: str
    run_index: int
    termination: str
    termination_detail: str = ""
    """Why the call ended, when the reason needs it (an agent fault: what went wrong)."""
    ticks: int
    sim_seconds: float
    reward: float | None
    metrics: dict[str, MetricValue | None]

    def row(self) -> dict[str, object]:
        """A flat row for results.jsonl and tables (absent metrics stay ``None``)."""
        row: dict[str, object] = {
            "key": self.episode_key,
            "scenario": self.scenario_id,
            "world": self.world,
            "agent": self.agent,
            "channel": self.channel,
            "run": self.run_index,
            "termination": self.termination,
            "termination_detail": self.termination_detail,
            "ticks": self.ticks,
            "sim_seconds": self.sim_seconds,
            "reward": self.reward,
        }
        for name, value in self.metrics.items():
            row[name] = value.value if value is not None else None
        row["metric_versions"] = {
            name: value.version for name, value in self.metrics.items() if value is not None
        }
        return row


def score_trace(trace: Trace) -> EpisodeScores:
    """Compute every registered metric and the reward from the trace alone."""
    scenario = Scenario.model_validate(trace.header.scenario)
    values: dict[str, MetricValue | None] = {
        name: metric.compute(scenario, trace) for name, metric in sorted(REGISTRY.items())
    }
    final_reward = reward(scenario, trace, values)
    values["reward"] = final_reward
    terminated = trace.of_kind("terminated")
    agent = trace.header.components.get("agent")
    agent_name = agent.get("name", "?") if isinstance(agent, dict) else "?"
    return EpisodeScores(
        episode_key=trace.header.episode_key,
        scenario_id=scenario.id,
        world=scenario.world,
        agent=str(agent_name),
        channel=trace.header.channel,
        run_index=trace.header.run_index,
        termination=terminated[-1].reason if terminated else "error",
        termination_detail=terminated[-1].detail if terminated else "no termination event",
        ticks=trace.end_tick,
        sim_seconds=ticks_to_seconds(trace.end_tick),
        reward=final_reward.value if final_reward is not None else None,
        metrics=values,
    )


def score_directory(episode_dir: Path | str) -> EpisodeScores:
    """Score one episode directory and write its ``scores.json``."""
    scores = score_trace(read_trace(episode_dir))
    path = Path(episode_dir) / "scores.json"
    write_text_atomic(
        path, json.dumps(scores.model_dump(mode="json"), indent=2, sort_keys=True) + "\n"
    )
    return scores
