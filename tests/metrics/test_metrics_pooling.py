"""`duplexworld score` pools the tau-Voice panel over events as tau2-bench does.

The three recorded tau2-bench calls of the conformance data become three trace directories of
one run (speech start/stop events per lane, backchannel plans, injected tics and phrases);
``duplexworld score`` on that run must write the peer's pooled numbers from
``expected_metrics.json`` and hide the rates backed by fewer than 10 events.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest

from duplexworld.cli import main
from duplexworld.metrics.interaction import (
    InteractionInput,
    interaction_input_from_trace,
    load_tau_experiment,
)
from duplexworld.metrics.tables import cell_values
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    CallerPlan,
    EffectInjected,
    SpeechStarted,
    SpeechStopped,
    Terminated,
    TraceWriter,
    read_trace,
)
from duplexworld.worlds import build_world, builtin_scenarios

DATA = Path(__file__).parents[1] / "data" / "conformance" / "tau_voice_interaction"
EXPECTED = json.loads((DATA / "expected_metrics.json").read_text(encoding="utf-8"))
SILENCE = np.zeros(1600, np.int16)

SHOWN = {
    "response_rate": EXPECTED["response_rate"],
    "yield_rate": EXPECTED["yield_rate"],
    "agent_interruption_rate": EXPECTED["agent_interruption_rate"],
    "response_latency": EXPECTED["response_latency_mean"],
    "yield_latency": EXPECTED["yield_latency_mean"],
}
"""Pooled values the tables must show (every rate here has at least 10 events)."""

HIDDEN = {
    "selectivity_backchannel": EXPECTED["counts"]["backchannel_total"],
    "selectivity_vocal_tic": EXPECTED["counts"]["vocal_tic_total"],
    "selectivity_non_directed": EXPECTED["counts"]["non_directed_total"],
}
"""Rates backed by fewer than 10 events: hidden, with their event counts."""


def _runs(flags: tuple[bool, ...]) -> list[tuple[int, int]]:
    spans, start = [], None
    for tick, on in enumerate((*flags, False)):
        if on and start is None:
            start = tick
        elif not on and start is not None:
            spans.append((start, tick))
            start = None
    return spans


def write_call(run_dir: Path, index: int, call: InteractionInput, scenario) -> None:
    """One tau2-bench call as a trace directory of our own format."""
    key = f"{scenario.id}__tau2__clean__r{index}"
    world = build_world(scenario)
    header = trace_header(
        scenario,
        episode_key=key,
        run_index=index,
        step_cap_ticks=call.n_ticks + 1,
        seed_state_hash=world.state_hash(),
        components={"agent": {"name": "tau2"}},
    )
    events: list = []
    for lane, flags in (("caller", call.user), ("agent", call.agent)):
        for start, end in _runs(flags):
            events += [SpeechStarted(tick=start, lane=lane), SpeechStopped(tick=end, lane=lane)]
    for tick in range(call.n_ticks):
        if call.actions[tick] == "backchannel":
            events.append(CallerPlan(tick=tick, plan="backchannel"))
        for insert in call.inserts[tick]:  # source insert first, then speech insert (R1)
            label = "vocal_tic" if insert.kind == "VT" else "non_directed_phrase"
            events.append(
                EffectInjected(
                    tick=tick,
                    effect="out_of_turn_speech",
                    label=label,
                    start_tick=tick,
                    end_tick=tick + 1,
                    text=insert.text,
                )
            )
    writer = TraceWriter(run_dir / "episodes" / key, header)
    for event in sorted(events, key=lambda e: e.tick):  # stable: R1 order kept within a tick
        writer.emit(event)
    writer.emit(Terminated(tick=call.n_ticks, reason="user_stop"))
    for _ in range(call.n_ticks):
        writer.audio(SILENCE, SILENCE)
    writer.close(world.state(), meta={})


@pytest.fixture(scope="module")
def tau_run(tmp_path_factory) -> Path:
    """The three calls as a run directory, scored once with ``duplexworld score``."""
    run_dir = tmp_path_factory.mktemp("tau2_run")
    scenario = builtin_scenarios("banking")[0]
    for index, call in enumerate(load_tau_experiment(DATA)):
        write_call(run_dir, index, call, scenario)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DUPLEXWORLD_CACHE", str(run_dir / "cache"))
        for name in ("MODEL", "BASE_URL", "API_KEY"):
            patch.delenv(f"DUPLEXWORLD_JUDGE_{name}", raising=False)
        assert main(["score", str(run_dir)]) == 0
    return run_dir


def test_the_converted_traces_carry_the_peer_signals(tau_run):
    calls = load_tau_experiment(DATA)
    for index, call in enumerate(calls):
        (directory,) = (tau_run / "episodes").glob(f"*__r{index}")
        ours = interaction_input_from_trace(read_trace(directory))
        assert ours.user == call.user and ours.agent == call.agent
        assert ours.inserts == call.inserts
        # R3 reads only whether a segment starts on a backchannel action
        starts = [s for s, _ in _runs(call.user)]
        assert [ours.actions[s] == "backchannel" for s in starts] == [
            call.actions[s] == "backchannel" for s in starts
        ]


def _table(path: Path) -> dict[str, dict[str, str]]:
    return {row["metric"]: row for row in csv.DictReader(path.open(encoding="utf-8"))}


def test_score_writes_tau2_pooled_rates_and_hides_thin_ones(tau_run):
    pooled = _table(tau_run / "scores" / "pooled.csv")
    cells = _table(tau_run / "scores" / "cells.csv")  # one world: the cell is the experiment
    for table in (pooled, cells):
        for metric, expected in SHOWN.items():
            row = table[metric]
            assert row["pooling"] == "event_pooled" and row["version"] == "tau_voice_v1"
            assert float(row["estimate"]) == pytest.approx(expected, abs=1e-6), metric
        assert int(table["response_rate"]["events"]) == EXPECTED["counts"]["response_total"]
        assert int(table["yield_rate"]["events"]) == EXPECTED["counts"]["yield_total"]
        for metric, events in HIDDEN.items():
            row = table[metric]
            assert row["estimate"] == "" and row["note"] == "n<10", metric  # hidden, never 0
            assert int(row["events"]) == events
        # SEL pools the 16 distractor events of every kind: 3 handled correctly
        assert float(table["SEL"]["estimate"]) == pytest.approx(3 / 16)
        assert table["TT"]["pooling"] == "episode_mean"
    markdown = (tau_run / "scores" / "tables.md").read_text(encoding="utf-8")
    assert "| selectivity_backchannel | events | n<10 |" in markdown
    assert "| response_rate | events | 0.971 |" in markdown


def test_the_per_episode_mean_is_not_what_the_tables_report(tau_run):
    rows = [json.loads(line) for line in (tau_run / "rescored.jsonl").read_text().splitlines()]
    per_episode = [r["yield_latency"] for r in rows]
    mean = sum(per_episode) / len(per_episode)
    assert mean != pytest.approx(EXPECTED["yield_latency_mean"], abs=1e-6)
    (cell,) = [c for c in cell_values(rows, resamples=50) if c.metric == "yield_latency"]
    assert cell.estimate == pytest.approx(EXPECTED["yield_latency_mean"], abs=1e-12)
    assert cell.low <= cell.estimate <= cell.high


def test_the_report_shows_the_event_pooled_panel(tau_run):
    from duplexworld.report import write_report

    (tau_run / "results.jsonl").write_text((tau_run / "rescored.jsonl").read_text())
    markdown, page = write_report(tau_run)
    text = markdown.read_text(encoding="utf-8")
    # the dynamics table pools the tau-Voice rates over events (35 responses: 0.971) and hides
    # the selectivity rates, backed by fewer than 10 events each
    row = next(
        line
        for line in text.splitlines()
        if line.startswith("| banking | tau2 |") and "0.971" in line
    )
    assert "| 0.971 [0.971, 0.971] |" in row
    assert row.rstrip().endswith("| n<10 | n<10 | n<10 |")
    assert "- S_VT: n<10: hidden, fewer than 10 events pooled" in text
    assert "n&lt;10" in page.read_text(encoding="utf-8")
