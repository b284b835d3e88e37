"""Score tables (per episode, cell, pooled, associations) and the ``score`` command."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from duplexworld.cli import main
from duplexworld.metrics.estimators import summarise
from duplexworld.metrics.tables import cell_values, pooled_values, write_score_tables
from duplexworld.testing.traces import trace_header
from duplexworld.trace import SpeechStarted, SpeechStopped, Terminated, TraceWriter
from duplexworld.worlds import build_world, builtin_scenarios

DNSMOS_DATA = Path(__file__).parents[1] / "data" / "dnsmos"


def synthetic_rows() -> list[dict]:
    rng = np.random.default_rng(4)
    rows = []
    for agent, skill in (("good", 0.8), ("weak", 0.3)):
        for world, scenarios in (("banking", 4), ("travel", 2)):
            for s in range(scenarios):
                for run in range(5):
                    reward = float(rng.random() < skill)
                    rows.append(
                        {
                            "key": f"{world}_{s}__{agent}__clean__r{run}",
                            "scenario": f"{world}_{s}",
                            "world": world,
                            "agent": agent,
                            "channel": "clean",
                            "run": run,
                            "termination": "user_stop",
                            "ticks": 100,
                            "sim_seconds": 20.0,
                            "reward": reward,
                            "GS": reward,
                            "TT": round(skill + 0.1 * rng.random(), 4),
                            "CP": None,
                            "metric_versions": {"GS": "1", "TT": "2", "reward": "1"},
                        }
                    )
    return rows


def by(records, **keys):
    return [r for r in records if all(getattr(r, k) == v for k, v in keys.items())]


def test_cells_follow_the_estimators_and_intervals_cover_them():
    rows = synthetic_rows()
    cells = cell_values(rows, resamples=300)
    for agent in ("good", "weak"):
        for world in ("banking", "travel"):
            members = [r for r in rows if r["agent"] == agent and r["world"] == world]
            groups: dict[str, list] = {}
            for r in members:
                groups.setdefault(r["scenario"], []).append(r["reward"])
            expected = summarise(groups)
            (p1,) = by(cells, agent=agent, world=world, metric="pass@1")
            assert p1.estimate == pytest.approx(expected["pass@1"])
            assert p1.low <= p1.estimate <= p1.high
            (p3,) = by(cells, agent=agent, world=world, metric="pass@3")
            assert p3.estimate == pytest.approx(expected["pass@3"]) and p3.low is None
            (cp,) = by(cells, agent=agent, world=world, metric="CP")
            assert cp.estimate is None and cp.scenarios == 0  # absent stays absent
            (tt,) = by(cells, agent=agent, world=world, metric="TT")
            assert tt.version == "2" and tt.runs == len(members)


def test_pooled_is_the_unweighted_mean_of_worlds():
    rows = synthetic_rows()
    cells = cell_values(rows, resamples=200)
    pooled = pooled_values(rows, resamples=200)
    for agent in ("good", "weak"):
        worlds = [c.estimate for c in by(cells, agent=agent, metric="TT")]
        (value,) = by(pooled, agent=agent, metric="TT")
        assert value.estimate == pytest.approx(sum(worlds) / 2)
        assert value.worlds == 2 and value.world == "pooled"
        assert value.low <= value.estimate <= value.high


def test_tables_are_written_and_identical_when_rewritten(tmp_path):
    rows = synthetic_rows()
    notes = {"judges": "no judge configured: CP, FAI and NLA are absent"}
    paths = write_score_tables(tmp_path, rows, notes, resamples=200)
    first = {p.name: p.read_bytes() for p in paths}
    write_score_tables(tmp_path, list(reversed(rows)), notes, resamples=200)
    assert {p.name: p.read_bytes() for p in paths} == first
    assert set(first) >= {"episodes.csv", "cells.csv", "pooled.csv", "summary.json"}
    episodes = list(csv.DictReader((tmp_path / "scores" / "episodes.csv").open()))
    assert len(episodes) == len(rows)
    assert episodes[0]["CP"] == "" and json.loads(episodes[0]["metric_versions"])["TT"] == "2"
    summary = json.loads((tmp_path / "scores" / "summary.json").read_text())
    assert summary["metric_versions"]["TT"] == "2"
    assert summary["notes"]["judges"].startswith("no judge configured")
    tt = [a for a in summary["associations"] if a["metric"] == "TT"]
    assert tt and tt[0]["cells"] == 4
    markdown = (tmp_path / "scores" / "tables.md").read_text()
    assert "no judge configured" in markdown and "\u2014" in markdown


def write_episode(run_dir: Path, scenario, audio: np.ndarray) -> None:
    world = build_world(scenario)
    key = f"{scenario.id}__scripted__clean__r0"
    header = trace_header(
        scenario,
        episode_key=key,
        seed_state_hash=world.state_hash(),
        components={"agent": {"name": "scripted"}},
    )
    writer = TraceWriter(run_dir / "episodes" / key, header)
    silence = np.zeros(1600, np.int16)
    writer.audio(silence, silence)
    writer.emit(SpeechStarted(tick=1, lane="agent"))
    padded = np.pad(audio, (0, -audio.size % 1600))
    ticks = padded.size // 1600
    for start in range(0, padded.size, 1600):
        writer.audio(silence, padded[start : start + 1600])
    writer.emit(SpeechStopped(tick=1 + ticks, lane="agent"))
    writer.audio(silence, silence)
    writer.emit(Terminated(tick=2 + ticks, reason="agent_stop"))
    writer.close(world.state(), meta={})


def test_score_command_writes_tables_and_rescoring_is_identical(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path / "cache"))
    for name in ("MODEL", "BASE_URL", "API_KEY"):
        monkeypatch.delenv(f"DUPLEXWORLD_JUDGE_{name}", raising=False)
    run_dir = tmp_path / "run"
    audio, _ = sf.read(DNSMOS_DATA / "short.flac", dtype="int16")
    # scenarios without speech checks: their NLA needs a judge, so it is absent here (any
    # world: most assertions now have checks)
    unchecked = [s for s in builtin_scenarios() if s.nl_assertion and not s.nl_checks]
    assert len(unchecked) >= 2
    for scenario in unchecked[:2]:
        write_episode(run_dir, scenario, audio)
    assert main(["score", str(run_dir)]) == 0
    out = capsys.readouterr().out
    assert "no judge configured" in out
    scores = run_dir / "scores"
    first = {p.name: p.read_bytes() for p in sorted(scores.iterdir())}
    rescored = (run_dir / "rescored.jsonl").read_text()
    row = json.loads(rescored.splitlines()[0])
    assert row["DNSMOS_OVRL"] is not None and row["metric_versions"]["DNSMOS_OVRL"] == "2"
    assert row["CP"] is None and row["NLA"] is None and row["UTMOS"] is None
    # the stored results now match: --check passes, and the files do not change
    (run_dir / "results.jsonl").write_text(rescored)
    assert main(["score", str(run_dir), "--check"]) == 0
    assert {p.name: p.read_bytes() for p in sorted(scores.iterdir())} == first
    assert (run_dir / "rescored.jsonl").read_text() == rescored
    assert "2 compared with results.jsonl, 0 differ" in capsys.readouterr().out


def test_the_check_compares_only_metrics_whose_version_did_not_change():
    from duplexworld.metrics.scoring import changed_scores, version_changes

    stored = {
        "key": "k",
        "GS": 1.0,
        "TT": 0.0,
        "ACT": 1.0,
        "reward": 1.0,
        "metric_versions": {"GS": "1", "TT": "eva_dw_1", "ACT": "1", "reward": "1"},
    }
    same = {**stored, "metric_versions": dict(stored["metric_versions"])}
    assert changed_scores(stored, same) == []
    # TT changed version (a new value is expected); GS kept its version and changed value
    rescored = {
        **stored,
        "GS": 0.0,
        "TT": 0.5,
        "TT_final": 0.5,  # new metric: not compared
        "tallies": {"SEL": {"numerator": 1, "events": 2, "min_events": 10}},
        "metric_versions": {
            "GS": "1",
            "TT": "eva_dw_2",
            "ACT": "1",
            "reward": "1",
            "TT_final": "x",
        },
    }
    assert changed_scores(stored, rescored) == ["GS"]
    assert version_changes(stored, rescored) == {"TT": "eva_dw_1 -> eva_dw_2", "TT_final": "- -> x"}


def test_event_pooled_rates_pool_events_and_hide_thin_cells():
    rows = []
    for scenario, (numerator, events) in enumerate([(1, 2), (4, 4), (3, 6)]):
        row = synthetic_rows()[scenario]
        row = {**row, "scenario": f"s{scenario}", "key": f"s{scenario}", "agent": "a"}
        row["yield_rate"] = numerator / events
        row["tallies"] = {
            "yield_rate": {"numerator": numerator, "events": events, "min_events": 10}
        }
        rows.append(row)
    (cell,) = [c for c in cell_values(rows, resamples=100) if c.metric == "yield_rate"]
    assert cell.pooling == "event_pooled" and cell.events == 12
    assert cell.estimate == pytest.approx(8 / 12)  # not the mean of 0.5, 1.0, 0.5
    thin = cell_values(rows[:2], resamples=100)
    (hidden,) = [c for c in thin if c.metric == "yield_rate"]
    assert hidden.estimate is None and hidden.note == "n<10" and hidden.events == 6
