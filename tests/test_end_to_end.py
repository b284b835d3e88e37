"""End to end on the real offline stack: piper caller, clean telephone channel, whisper oracle.

One small campaign (oracle and null on every Banking scenario, one run each) runs once per
test session; the tests read what it wrote.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.cli import main
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.trace import AgentNote, ToolCalled, read_trace
from duplexworld.world.gold import gold_state_hash, seed_state_hash
from duplexworld.worlds import builtin_scenarios

pytestmark = pytest.mark.slow


def ci_scenarios():
    """One Banking scenario of each conversation type (the ``_01`` of each): the whole set is
    checked by ``duplexworld scenarios validate --episodes``, too slow for every CI run."""
    return tuple(s for s in builtin_scenarios("banking") if s.id.endswith("_01"))


@pytest.fixture(scope="session")
def banking_run(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("banking_run")
    spec = CampaignSpec(
        scenarios=ci_scenarios(), agents=("oracle", "null"), runs=1, channel="clean"
    )
    run_campaign(spec, out)
    return out


def rows_of(run_dir: Path, agent: str) -> dict[str, dict]:
    return {str(r["scenario"]): r for r in read_results(run_dir) if r["agent"] == agent}


def test_oracle_solves_a_banking_scenario_of_every_type_over_the_clean_channel(banking_run):
    rows = rows_of(banking_run, "oracle")
    assert set(rows) == {s.id for s in ci_scenarios()}
    failures = {
        sid: (r["reward"], r["GS"], r["ACT"], r["termination"])
        for sid, r in rows.items()
        if r["reward"] != 1.0
    }
    assert not failures


def test_null_fails_every_scenario_whose_gold_state_differs_from_its_seed(banking_run):
    rows = rows_of(banking_run, "null")
    changing = [s for s in ci_scenarios() if gold_state_hash(s) != seed_state_hash(s)]
    assert changing, "the banking world must have scenarios that change state"
    for scenario in changing:
        assert rows[scenario.id]["reward"] == 0.0
        assert rows[scenario.id]["GS"] == 0.0


def test_oracle_really_listened(banking_run):
    key = next(r["key"] for r in read_results(banking_run) if r["agent"] == "oracle")
    trace = read_trace(banking_run / "episodes" / key)
    heard = [e.text for e in trace.events(AgentNote) if e.text.startswith("heard:")]
    assert heard, "the oracle must transcribe the caller"
    agent_calls = [c for c in trace.events(ToolCalled) if c.actor == "agent"]
    assert agent_calls, "the oracle must act through tools"
    parsed = [e.text for e in trace.events(AgentNote) if e.text.startswith("parsed")]
    assert parsed, "the oracle must parse what it heard into slot values"


def test_score_reproduces_the_stored_scores_exactly(banking_run):
    assert main(["score", str(banking_run), "--check"]) == 0
    stored = sorted(json.dumps(r, sort_keys=True) for r in read_results(banking_run))
    rescored = sorted((banking_run / "rescored.jsonl").read_text().splitlines())
    assert stored == rescored


def test_report_is_written_and_escapes_text(banking_run):
    from duplexworld.report import write_report

    markdown, page = write_report(banking_run)
    assert "## agentic: by world" in markdown.read_text()
    html = page.read_text()
    # the page's own two scripts and inert JSON data blocks, nothing else
    assert html.lower().count("<script") == html.count('<script type="application/json"') + 2


def test_same_episode_twice_gives_identical_caller_audio_and_events(banking_run, tmp_path):
    # the first run is the session campaign's: a campaign runs an episode as run_one does
    # (same spec, key and seed), so only the second costs an episode on the real stack
    scenario = builtin_scenarios("banking")[0]
    assert scenario in ci_scenarios()
    spec = EpisodeSpec(scenario=scenario, agent="oracle", channel="clean", run_index=0)
    run_one(spec, tmp_path / "b")
    first = read_trace(banking_run / "episodes" / spec.key)
    second = read_trace(tmp_path / "b" / "episodes" / spec.key)
    for name in ("events.jsonl", "header.json", "final_state.json"):
        assert (first.directory / name).read_bytes() == (second.directory / name).read_bytes()
    audio_a, _ = first.audio()
    audio_b, _ = second.audio()
    assert audio_a[:, 0].tobytes() == audio_b[:, 0].tobytes()
    assert audio_a.tobytes() == audio_b.tobytes()


def test_rerunning_a_finished_campaign_resumes_and_runs_nothing(banking_run):
    spec = CampaignSpec(
        scenarios=ci_scenarios(),
        agents=("oracle", "null"),
        runs=1,
        channel="clean",
    )
    before = (banking_run / "results.jsonl").read_bytes()
    with (banking_run / "results.jsonl").open("ab") as handle:
        handle.write(b'{"key": "torn')  # a crash mid-write leaves a partial line
    seen: list[tuple[int, int]] = []
    rows = run_campaign(spec, banking_run, on_start=lambda todo, done: seen.append((todo, done)))
    assert seen == [(0, len(spec.episodes()))]
    assert len(rows) == len(spec.episodes())
    assert (banking_run / "results.jsonl").read_bytes() == before


def test_the_campaign_writes_a_results_database(banking_run):
    import duckdb

    with duckdb.connect(str(banking_run / "results.duckdb"), read_only=True) as con:
        count, rewards = con.execute("select count(*), sum(reward) from results").fetchone()
    rows = read_results(banking_run)
    assert count == len(rows)
    assert rewards == sum(r["reward"] for r in rows if r["reward"] is not None)
