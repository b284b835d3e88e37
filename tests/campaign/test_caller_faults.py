"""An episode whose caller broke its script is rerun with a new seed, never scored against the
agent; after three faulty attempts it is ``caller_failed``; the rate is reported per campaign.

The faulty caller is ``duplexworld.testing.faulty`` (it reveals a fact its scenario does not
have); the campaigns run in this process (``--executor serial``) so the count it keeps holds.
"""

from __future__ import annotations

import json

import duckdb
import yaml

from duplexworld.campaign import CampaignSpec, read_failures, read_results, run_campaign
from duplexworld.campaign.attempt import CALLER_FAULTS_FILE
from duplexworld.cli import main
from duplexworld.testing import toy_scenario
from duplexworld.testing.faulty import FAULTY_WORLD, UNSCRIPTED_FACT, register_faulty_world


def _scenario(index: int = 1):
    return toy_scenario(
        id=f"toy_faulty_single_intent_{index:02d}", world=FAULTY_WORLD, step_cap_ticks=30
    )


def _spec(count: int = 1) -> CampaignSpec:
    return CampaignSpec(
        scenarios=tuple(_scenario(i + 1) for i in range(count)),
        agents=("null",),
        runs=1,
        channel="clean",
    )


def _lines(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_two_faulty_attempts_are_rerun_with_new_seeds_and_the_third_is_scored(tmp_path):
    callers = register_faulty_world()
    callers.faulty = 2
    (row,) = run_campaign(_spec(), tmp_path)
    assert row["termination"] != "caller_failed" and read_failures(tmp_path) == []
    faults = _lines(tmp_path / CALLER_FAULTS_FILE)
    assert [f["attempt"] for f in faults] == [1, 2]
    assert all(f["status"] == "rerun" for f in faults)
    assert all(UNSCRIPTED_FACT in f["faults"][0]["detail"] for f in faults)
    # each attempt had its own seed, the one its caller was built with, and it is recorded
    assert len(set(callers.seeds)) == 3
    assert [f["seed"] for f in faults] == callers.seeds[:2]
    key = str(row["key"])
    meta = json.loads((tmp_path / "episodes" / key / "meta.json").read_text())
    assert meta["attempt"] == 3 and meta["attempt_seeds"] == callers.seeds
    assert meta["caller_faults"] == []
    header = json.loads((tmp_path / "episodes" / key / "header.json").read_text())
    assert header["seed"] == callers.seeds[2]
    # the faulty attempts are kept for inspection, outside episodes/ (nothing there is scored)
    kept = sorted(p.name for p in (tmp_path / "attempts" / key).iterdir())
    assert kept == ["attempt-1", "attempt-2"]
    assert [p.name for p in (tmp_path / "episodes").iterdir()] == [key]


def test_three_faulty_attempts_are_caller_failed_and_excluded_from_scores(tmp_path):
    callers = register_faulty_world()
    callers.faulty = 3
    rows = run_campaign(_spec(), tmp_path)
    assert rows == [] and read_results(tmp_path) == []
    (failure,) = read_failures(tmp_path)
    assert failure["termination"] == "caller_failed" and failure["attempts"] == 3
    assert UNSCRIPTED_FACT in str(failure["termination_detail"])
    assert failure["attempt_seeds"] == callers.seeds and len(set(callers.seeds)) == 3
    assert [f["status"] for f in _lines(tmp_path / CALLER_FAULTS_FILE)][-1] == "caller_failed"
    with duckdb.connect(str(tmp_path / "results.duckdb"), read_only=True) as con:
        campaign = con.execute("select caller_failed, caller_fault_rate from campaign").fetchone()
    assert campaign == (1, 1.0)


def test_the_caller_fault_rate_is_in_the_notes_and_the_report(tmp_path):
    callers = register_faulty_world()
    mine = tmp_path / "mine"
    mine.mkdir()
    for index in (1, 2):
        scenario = _scenario(index)
        (mine / f"{scenario.id}.yaml").write_text(
            yaml.safe_dump(scenario.model_dump(mode="json")), encoding="utf-8"
        )
    callers.faulty = 1  # the first episode's first attempt only
    out = tmp_path / "out"
    args = ["run", "--scenario-file", str(mine), "--agent", "null", "--out", str(out)]
    assert main([*args, "--executor", "serial"]) == 0
    notes = json.loads((out / "notes.json").read_text())
    assert notes["caller faults"].startswith("1 of 2 episodes (50.0%) had an attempt")
    assert "1 of 2 episodes (50.0%)" in (out / "report.md").read_text(encoding="utf-8")
    assert "1 of 2 episodes (50.0%)" in (out / "report.html").read_text(encoding="utf-8")
    assert len(read_results(out)) == 2
