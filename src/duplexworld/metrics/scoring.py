"""Score a trace: a pure function of (scenario, trace)."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from duplexworld.metrics.agentic import reward
from duplexworld.metrics.base import (
    REGISTRY,
    TEXT_MODE,
    Absent,
    MetricValue,
    load_metric_plugins,
)
from duplexworld.scenario import Scenario
from duplexworld.trace import Terminated, Trace, read_trace
from duplexworld.units import ticks_to_seconds
from duplexworld.util.atomic import write_text_atomic
from duplexworld.world.registry import SupersededMetrics, capability, load_world_plugins


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
    absent: dict[str, str] = {}
    """Metrics with no defined value in this episode, with the reason (their value is None)."""

    def row(self) -> dict[str, object]:
        """A flat row for results.jsonl and tables (absent metrics stay ``None``).

        ``tallies`` holds, for the event-pooled metrics, what the tables pool over episodes
        (numerator, events, min_events); it is left out when no metric has one.
        """
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
        tallies = {
            name: value.tally.model_dump()
            for name, value in self.metrics.items()
            if value is not None and value.tally is not None
        }
        if tallies:
            row["tallies"] = tallies
        return row


def score_trace(trace: Trace) -> EpisodeScores:
    """Compute every registered metric and the reward from the trace alone."""
    scenario = Scenario.model_validate(trace.header.scenario)
    load_world_plugins()  # worlds register their own metrics (Pathfinding's path_*)
    load_metric_plugins()  # metrics of installed packages (``duplexworld.metrics``)
    values: dict[str, MetricValue | None] = {}
    absent: dict[str, str] = {}
    text_mode = trace.header.modality == "text"
    own = capability(scenario.world, SupersededMetrics)
    superseded = dict(own.superseded_metrics()) if own is not None else {}
    for name, metric in sorted(REGISTRY.items()):
        if name in superseded:  # the world grades this by its own rule: absent, never 0
            absent[name] = superseded[name]
            values[name] = None
            continue
        if text_mode and metric.voice_only:  # no speech to measure: absent, never 0
            absent[name] = TEXT_MODE
            values[name] = None
            continue
        computed = metric.compute(scenario, trace)
        if isinstance(computed, Absent):
            absent[name] = computed.reason
            computed = None
        values[name] = computed
    final_reward = reward(scenario, trace, values)
    values["reward"] = final_reward
    terminated = trace.events(Terminated)
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
        absent=absent,
    )


def score_directory(episode_dir: Path | str) -> EpisodeScores:
    """Score one episode directory and write its ``scores.json``."""
    scores = score_trace(read_trace(episode_dir))
    path = Path(episode_dir) / "scores.json"
    write_text_atomic(
        path, json.dumps(scores.model_dump(mode="json"), indent=2, sort_keys=True) + "\n"
    )
    return scores


def _versions(row: dict[str, object]) -> dict[str, str]:
    versions = row.get("metric_versions")
    return {str(k): str(v) for k, v in versions.items()} if isinstance(versions, dict) else {}


def changed_scores(stored: dict[str, object], rescored: dict[str, object]) -> list[str]:
    """Fields whose value differs between a stored row and a re-scored one, same version.

    A metric whose version changed is not a difference: its value may change by design. The
    version of an absent value is not in the row; the registry's current version stands in
    for the re-scored side. The identifying columns (no version) are compared too. Returns the
    names that differ, sorted; fields only one row has are left out.
    """
    old_versions, new_versions = _versions(stored), _versions(rescored)
    differ: list[str] = []
    for name in sorted(set(stored) & set(rescored) - {"metric_versions", "tallies"}):
        old = old_versions.get(name)
        new = new_versions.get(name) or (REGISTRY[name].version if name in REGISTRY else None)
        if old is not None and new is not None and old != new:
            continue  # the metric changed version: a new value is expected
        if json.dumps(stored[name], sort_keys=True) != json.dumps(rescored[name], sort_keys=True):
            differ.append(name)
    return differ


def version_changes(stored: dict[str, object], rescored: dict[str, object]) -> dict[str, str]:
    """Metrics whose version differs between two rows: ``{name: "old -> new"}``."""
    old, new = _versions(stored), _versions(rescored)
    return {
        name: f"{old.get(name, '-')} -> {new.get(name, '-')}"
        for name in sorted(set(old) | set(new))
        if old.get(name) != new.get(name)
    }
