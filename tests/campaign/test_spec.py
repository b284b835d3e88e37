"""Campaign spec files: typed, errors naming file and field, recorded, never merged on --out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from duplexworld.agents import registry
from duplexworld.campaign import read_failures, read_results
from duplexworld.campaign.resolve import resolve_campaign
from duplexworld.campaign.spec import (
    CampaignSpecError,
    ScenarioSelection,
    load_campaign_file,
    select_by,
)
from duplexworld.cli import main
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.worlds import builtin_scenarios

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture(autouse=True)
def _fresh_registry():
    registry._resolve.cache_clear()  # tests write agent files under the same names
    yield
    registry._resolve.cache_clear()


def _write(path: Path, data: object) -> Path:
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def _toy_files(directory: Path, count: int = 1, step_cap: int = 30) -> Path:
    register_toy_world()
    directory.mkdir(exist_ok=True)
    for index in range(count):
        scenario = toy_scenario(id=f"toy_single_intent_{index + 1:02d}", step_cap_ticks=step_cap)
        _write(directory / f"{scenario.id}.yaml", scenario.model_dump(mode="json"))
    return directory


def _campaign(out: Path, spec: Path, *extra: str) -> int:
    return main(["campaign", "run", str(spec), "--out", str(out), "--executor", "serial", *extra])


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"agents": []}, "agents: List should have at least 1 item"),
        ({"agents": ["null"], "runs": 0}, "runs: Input should be greater than or equal to 1"),
        (
            {"agents": ["null"], "harness": {"capped_runs": "dropped"}},
            "harness.capped_runs: Input should be 'scored' or 'excluded'",
        ),
        ({"agents": ["null"], "scenarios": {"world": ["x"]}}, "scenarios.world: Extra inputs"),
        ({"agents": ["null"], "caller": {"mode": "llm"}}, "caller: Value error, mode llm needs"),
        ({"agents": [None]}, 'agents[0]: empty; the null agent is written "null"'),
        (
            {"agents": ["null"], "harness": {"step_budget_s": 1e12}},
            "harness.step_budget_s: Input should be less than or equal to 86400",
        ),
        (
            {"agents": ["null", {"config": "missing.yaml"}]},
            "agents[1].config: ",
        ),
    ],
)
def test_a_bad_spec_fails_with_one_line_naming_the_file_and_the_field(tmp_path, data, message):
    path = _write(tmp_path / "bad.yaml", data)
    with pytest.raises(CampaignSpecError) as error:
        load_campaign_file(path)
    assert str(error.value).startswith(f"{path}: ")
    assert message in str(error.value)


def test_resolution_errors_name_the_file_and_the_field(tmp_path):
    for data, message in [
        ({"agents": ["nobody"]}, "agents[0]: unknown agent 'nobody'"),
        ({"agents": ["null"], "channels": ["moon"]}, "channels: unknown channel 'moon'"),
        ({"agents": ["null"], "scenarios": {"globs": ["zz_*"]}}, "scenarios.globs: 'zz_*'"),
        ({"agents": ["null"], "scenarios": {"ids": ["nope_01"]}}, "scenarios.ids: unknown"),
        ({"agents": ["null"], "scenarios": {"worlds": ["mars"]}}, "scenarios.worlds: no"),
        (
            {"agents": ["null"], "caller": {"model": "m", "api_key_env": "DW_UNSET_KEY_X"}},
            "caller.api_key_env: environment variable DW_UNSET_KEY_X is not set",
        ),
    ]:
        path = _write(tmp_path / "spec.yaml", data)
        with pytest.raises(CampaignSpecError) as error:
            resolve_campaign(load_campaign_file(path), tmp_path / "out", str(path))
        assert str(error.value).startswith(f"{path}: ") and message in str(error.value)


def test_scenarios_are_selected_by_world_type_id_and_glob():
    pool = builtin_scenarios()
    picked = select_by(pool, ScenarioSelection(worlds=["banking"], types=["single_intent"]))
    assert picked and {(s.world, s.conversation_type) for s in picked} == {
        ("banking", "single_intent")
    }
    globbed = select_by(pool, ScenarioSelection(globs=["*_suspension_01"]))
    assert {s.id for s in globbed} == {
        s.id for s in pool if s.id.endswith("_suspension_01")
    } and len(globbed) >= 5
    ids = ["banking_single_intent_02", "banking_single_intent_01"]
    assert [s.id for s in select_by(pool, ScenarioSelection(ids=ids))] == ids  # their order
    both = select_by(pool, ScenarioSelection(ids=ids[:1], globs=["travel_*_01"]))
    assert ids[0] in {s.id for s in both} and all(
        s.id == ids[0] or s.id.startswith("travel_") for s in both
    )


def test_the_example_spec_resolves(tmp_path):
    path = EXAMPLES / "campaigns" / "banking_first_of_each_type.yaml"
    resolved = resolve_campaign(load_campaign_file(path), tmp_path, str(path))
    spec = resolved.spec
    assert spec.agents == ("oracle", "null")
    assert [s.id for s in spec.scenarios] == sorted(
        s.id for s in builtin_scenarios("banking") if s.id.endswith("_01")
    )
    assert spec.caller.perception == "audio" and spec.caller.mode == "deterministic"


def test_the_vad_dial_rewrites_configured_agents_into_the_run_directory(tmp_path):
    config = EXAMPLES / "agents" / "raw_ws.yaml"
    path = _write(
        tmp_path / "spec.yaml",
        {"agents": ["null", {"config": str(config)}], "harness": {"vad_threshold": 0.35}},
    )
    spec = resolve_campaign(load_campaign_file(path), tmp_path / "out").spec
    ((written, text),) = spec.agent_files
    assert spec.agents == ("null", written)
    assert Path(written) == tmp_path / "out" / "agents" / "raw-ws-fake.yaml"
    data = yaml.safe_load(text)
    assert data["vad_threshold"] == 0.35 and data["name"] == "raw-ws-fake"
    assert data["url"] == yaml.safe_load(config.read_text())["url"]
    assert spec.record()["agents"] == ["null", "raw-ws-fake"]  # the label is kept


def test_everything_is_recorded_and_a_different_spec_is_refused_naming_what_differs(tmp_path):
    mine = _toy_files(tmp_path / "mine")
    base = {"agents": ["null"], "scenarios": {"files": [str(mine)]}, "runs": 1}
    first = _write(tmp_path / "a.yaml", {**base, "harness": {"step_cap_ticks": 20}})
    out = tmp_path / "out"
    assert _campaign(out, first) == 0
    record = yaml.safe_load((out / "spec.yaml").read_text())
    assert record["campaign"] == 1 and record["agents"] == ["null"]
    assert record["scenarios"] == ["toy_single_intent_01"] and record["runs"] == 1
    assert record["harness"]["step_cap_ticks"] == 20
    assert record["caller"]["perception"] == "from the environment"
    (row,) = read_results(out)
    assert row["ticks"] == 20  # the dial reached the episode
    before = (out / "results.jsonl").read_bytes()

    other = _write(
        tmp_path / "b.yaml",
        {**base, "runs": 2, "seed": 7, "harness": {"step_cap_ticks": 20}},
    )
    for extra in ((), ("--rerun-changed",)):
        assert _campaign(out, other, *extra) == 2
    assert (out / "results.jsonl").read_bytes() == before  # nothing merged, nothing rerun
    assert yaml.safe_load((out / "spec.yaml").read_text()) == record


def test_the_refusal_names_each_difference(tmp_path, capsys):
    mine = _toy_files(tmp_path / "mine")
    base = {"agents": ["null"], "scenarios": {"files": [str(mine)]}}
    out = tmp_path / "out"
    assert _campaign(out, _write(tmp_path / "a.yaml", base)) == 0
    capsys.readouterr()
    changed = {**base, "runs": 2, "seed": 7, "caller": {"perception": "transcript"}}
    assert _campaign(out, _write(tmp_path / "b.yaml", changed)) == 2
    said = capsys.readouterr().out
    assert "holds another campaign" in said
    assert "runs: 1 -> 2" in said and "seed: None -> 7" in said
    assert "caller.perception: 'from the environment' -> 'transcript'" in said
    assert "new --out" in said


def test_the_run_flags_build_the_same_campaign_as_the_equivalent_spec(tmp_path, capsys):
    mine = _toy_files(tmp_path / "mine", count=2)
    out = tmp_path / "out"
    flags = ["run", "--scenario-file", str(mine), "--agent", "null", "--out", str(out)]
    assert main([*flags, "--executor", "serial"]) == 0
    record = yaml.safe_load((out / "spec.yaml").read_text())
    capsys.readouterr()
    same = _write(
        tmp_path / "same.yaml",
        {"agents": ["null"], "scenarios": {"files": [str(mine)]}},
    )
    assert _campaign(out, same) == 0
    assert "resuming: 2 episodes already finished" in capsys.readouterr().out
    assert yaml.safe_load((out / "spec.yaml").read_text()) == record
    # and `run` with another agent into the same --out is refused, not merged
    assert main([*flags[:-4], "--agent", "oracle", "--out", str(out), "--executor", "serial"]) == 2
    assert len(read_results(out)) == 2


def test_capped_runs_excluded_are_recorded_as_step_capped_and_not_scored(tmp_path):
    mine = _toy_files(tmp_path / "mine", step_cap=25)
    spec = _write(
        tmp_path / "spec.yaml",
        {
            "agents": ["null"],
            "scenarios": {"files": [str(mine)]},
            "harness": {"capped_runs": "excluded"},
        },
    )
    out = tmp_path / "out"
    assert _campaign(out, spec) == 0  # nothing scored: no report, still a clean exit
    assert read_results(out) == []
    (failure,) = read_failures(out)
    assert failure["termination"] == "step_capped" and "25 ticks" in failure["termination_detail"]
    key = failure["key"]
    assert (out / "excluded" / key / "header.json").is_file()
    assert not (out / "episodes" / key).exists()
    notes = json.loads((out / "notes.json").read_text())
    assert notes["capped runs"].startswith("1 run(s) hit the step cap and are excluded")
