"""A run directory from scripted calls: episodes written, scored and collected like a campaign's.

Each script (see :mod:`duplexworld.testing.scripted`) runs on the scenario's real world; its
trace is written with the real ``TraceWriter`` (text mode: no audio), scored by the real
scoring (``score_directory``) and collected into ``results.jsonl`` and ``results.duckdb``.
What the agent says is written as its utterance and as what the caller heard (a perfect ear),
so a report shows both. Report tests use it to render a run whose failures are known.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from duplexworld.campaign.database import write_results_db
from duplexworld.campaign.runner import append_result
from duplexworld.metrics import score_directory
from duplexworld.scenario import Scenario
from duplexworld.testing.scripted import Step, scripted_trace
from duplexworld.trace import Heard, TraceWriter, Utterance
from duplexworld.trace.events import Event

__all__ = ["write_scripted_episode", "write_scripted_run"]


def write_scripted_episode(
    run_dir: Path, scenario: Scenario, agent: str, run: int, steps: Sequence[Step]
) -> Path:
    """One scored episode directory of ``agent`` running ``steps``; returns it."""
    trace = scripted_trace(scenario, steps)
    key = f"{scenario.id}__{agent}__clean__r{run}"
    header = trace.header.model_copy(
        update={
            "episode_key": key,
            "run_index": run,
            "seed": run,
            "components": {
                "agent": {"name": agent, "version": "scripted"},
                "caller": {"name": "scripted", "persona": scenario.persona},
            },
        }
    )
    writer = TraceWriter(run_dir / "episodes" / key, header)
    for event in trace.events:
        if isinstance(event, Heard) and event.lane == "agent":
            said: Event = Utterance(tick=event.start_tick, lane="agent", text=event.text)
            writer.emit(said)
        writer.emit(event)
    return writer.close(trace.final_state, {})


def write_scripted_run(
    run_dir: Path, scenario: Scenario, scripts: Mapping[str, Sequence[Sequence[Step]]]
) -> Path:
    """A run directory: for each agent, one episode per script (run 0, 1, ...)."""
    run_dir.mkdir(parents=True, exist_ok=True)
    rows = []
    for agent, runs in scripts.items():
        for run, steps in enumerate(runs):
            row = score_directory(
                write_scripted_episode(run_dir, scenario, agent, run, steps)
            ).row()
            append_result(run_dir, row)
            rows.append(row)
    write_results_db(run_dir, rows)
    return run_dir
