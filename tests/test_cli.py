"""The command line's scenario commands and its argument errors."""

from duplexworld.cli import main
from duplexworld.testing import toy_scenario
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.validation import validate_scenario


def test_scenarios_list_prints_id_world_and_type(capsys):
    assert main(["scenarios", "list", "--world", "banking"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == len(builtin_scenarios("banking"))
    for line in lines:
        scenario_id, world, kind = line.split("\t")[:3]
        assert world == "banking" and scenario_id.startswith("banking_") and kind


def test_validate_reports_file_and_field_of_a_broken_scenario(tmp_path, capsys):
    bad = tmp_path / "broken.yaml"
    bad.write_text("id: x\nworld: banking\n", encoding="utf-8")
    assert main(["scenarios", "validate", str(bad)]) == 1
    out = capsys.readouterr().out
    assert str(bad) in out and "conversation_type" in out


def test_validate_without_files_or_a_world_checks_every_world(monkeypatch, capsys):
    # every packaged scenario passing is tests/worlds/test_worlds_validate.py, world by world
    import duplexworld.worlds as worlds

    asked: list[str | None] = []
    real = worlds.scenario_paths

    def paths(world: str | None = None) -> list:
        asked.append(world)
        return real("banking")[:2]

    monkeypatch.setattr(worlds, "scenario_paths", paths)
    assert main(["scenarios", "validate"]) == 0
    assert asked == [None] and "2 valid, 0 invalid" in capsys.readouterr().out


def test_validation_catches_unknown_persona_and_channel():
    scenario = builtin_scenarios("banking")[0].model_copy(
        update={"persona": "nobody", "channel": "moon"}
    )
    problems = validate_scenario(scenario).problems
    assert any(p.startswith("persona:") for p in problems)
    assert any(p.startswith("channel:") for p in problems)


def test_validation_reports_an_unknown_world():
    assert any(
        "gold_actions" in p or "world" in p
        for p in validate_scenario(toy_scenario(world="atlantis")).problems
    )


def test_run_rejects_unknown_agent_and_channel(tmp_path, capsys):
    assert main(["run", "--world", "banking", "--agent", "nope", "--out", str(tmp_path)]) == 2
    assert main(["run", "--world", "banking", "--channel", "moon", "--out", str(tmp_path)]) == 2
    assert main(["run", "--scenario", "missing", "--out", str(tmp_path)]) == 2


def test_world_selection_accepts_several_worlds_and_the_enterprise_alias():
    from duplexworld.campaign.runner import ENTERPRISE_WORLDS, select_scenarios
    from duplexworld.testing import toy_scenario

    scenarios = [toy_scenario(id=f"{w}_x", world=w) for w in (*ENTERPRISE_WORLDS, "pathfinding")]
    assert {s.world for s in select_scenarios(scenarios, ["enterprise"], None)} == set(
        ENTERPRISE_WORLDS
    )
    assert [s.world for s in select_scenarios(scenarios, ["banking", "pathfinding"], None)] == [
        "banking",
        "pathfinding",
    ]
    import pytest

    with pytest.raises(ValueError, match="atlantis"):
        select_scenarios(scenarios, ["atlantis"], None)


def test_building_the_parser_imports_no_heavy_module():
    """``duplexworld --help`` must stay fast: the parser is built without numpy, scipy, the
    executors, the episode loop, the channel or the fakes (checked in a fresh interpreter)."""
    import json
    import subprocess
    import sys

    code = (
        "import json, sys\n"
        "from duplexworld.cli import build_parser\n"
        "build_parser().format_help()\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(done.stdout))
    heavy = {
        "numpy",
        "scipy",
        "duplexworld.campaign.executors",
        "duplexworld.episode",
        "duplexworld.channel",
        "duplexworld.fakes",
    }
    assert not heavy & loaded


def test_version_prints_the_package_version(capsys):
    import pytest

    from duplexworld import __version__

    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"duplexworld {__version__}"


def test_user_errors_are_one_line_without_a_traceback(capsys):
    cases = {
        ("scenarios", "list", "--world", "nope"): "unknown world 'nope'",
        ("scenarios", "validate", "--world", "nope"): "unknown world 'nope'",
        ("personas", "preflight", "--threshold", "7"): "between 0 and 1, got 7.0",
    }
    for argv, message in cases.items():
        assert main(list(argv)) == 2, argv
        out = capsys.readouterr().out.strip()
        assert len(out.splitlines()) == 1 and out.startswith("error:") and message in out, out


def test_run_narrows_by_type_and_limit_and_records_the_seed(tmp_path, capsys):
    import json

    import yaml

    from duplexworld.testing import register_toy_world, toy_guided_scenario

    register_toy_world()
    mine = tmp_path / "mine"
    mine.mkdir()
    for scenario in (
        toy_guided_scenario(),
        toy_scenario(id="toy_single_intent_01", step_cap_ticks=60),
        toy_scenario(id="toy_single_intent_02", step_cap_ticks=60),
    ):
        data = yaml.safe_dump(scenario.model_dump(mode="json"))
        (mine / f"{scenario.id}.yaml").write_text(data, encoding="utf-8")
    out = tmp_path / "out"
    flags = ["--scenario-file", str(mine), "--agent", "null", "--channel", "clean"]
    narrow = ["--type", "single_intent", "--limit", "1", "--seed", "7"]
    assert main(["run", *flags, *narrow, "--executor", "serial", "--out", str(out)]) == 0
    assert "limit: the first 1 of 2 selected scenarios" in capsys.readouterr().out
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert [row["scenario"] for row in rows] == ["toy_single_intent_01"]
    spec = yaml.safe_load((out / "spec.yaml").read_text(encoding="utf-8"))
    assert spec["seed"] == 7 and spec["scenarios"] == ["toy_single_intent_01"]


def test_scenarios_show_gives_facts_type_and_tools_but_never_the_gold(capsys):
    scenario = next(s for s in builtin_scenarios("banking") if s.id == "banking_policy_refusal_01")
    assert main(["scenarios", "show", scenario.id]) == 0
    out = capsys.readouterr().out
    assert f"conversation type: {scenario.conversation_type}" in out
    for fact in scenario.facts:
        assert f"{fact.key}: {fact.label} = {fact.value!r}" in out
    assert "  order_branch_cash\n" in out and "  lookup_policy\n" in out  # tools, by name
    assert "gold" not in out.lower() and scenario.purpose not in out
    assert scenario.nl_assertion is None or scenario.nl_assertion not in out
    assert main(["scenarios", "show", "nope"]) == 2
    assert capsys.readouterr().out.startswith("error: no built-in scenario 'nope'")


def test_worlds_show_gives_tools_with_arguments_prompt_and_policy(capsys):
    assert main(["worlds", "show", "banking"]) == 0
    out = capsys.readouterr().out
    assert "verify_identity(customer_id: string, date_of_birth: string, card_last4: string)" in out
    assert "tools the caller uses on their own side:\n  approve_app_request()" in out
    assert "You are the phone agent of OneBank" in out
    assert "ID-1 Verify the caller" in out and "reached through lookup_policy" in out
    assert main(["worlds", "show", "atlantis"]) == 2
    assert "unknown world 'atlantis'" in capsys.readouterr().out


def test_a_module_factory_agent_in_the_working_directory_needs_no_pythonpath(
    tmp_path, monkeypatch, capsys
):
    import json
    import sys

    import yaml

    from duplexworld.testing import register_toy_world

    register_toy_world()
    (tmp_path / "my_cwd_agent.py").write_text(
        "from duplexworld.agents import AgentChunk\n\n\n"
        "class Quiet:\n"
        "    name = 'quiet'\n\n"
        "    def start(self, context):\n        pass\n\n"
        "    def step(self, data):\n        return AgentChunk()\n\n"
        "    def spec(self):\n        return {'name': self.name}\n\n\n"
        "def make():\n    return Quiet()\n",
        encoding="utf-8",
    )
    scenario = toy_scenario(step_cap_ticks=40)
    (tmp_path / "toy.yaml").write_text(yaml.safe_dump(scenario.model_dump(mode="json")))
    monkeypatch.chdir(tmp_path)
    here = str(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", here)])
    monkeypatch.delitem(sys.modules, "my_cwd_agent", raising=False)
    flags = ["--scenario-file", "toy.yaml", "--agent", "my_cwd_agent:make", "--channel", "clean"]
    assert main(["run", *flags, "--executor", "serial", "--out", "out"]) == 0
    (row,) = [
        json.loads(line) for line in (tmp_path / "out/results.jsonl").read_text().splitlines()
    ]
    assert row["agent"] == "quiet" and sys.path[-1] == here


def test_the_eta_comes_from_the_episode_cost_history(tmp_path):
    from duplexworld.campaign.costs import CostHistory, EpisodeCost, cost_key
    from duplexworld.campaign.eta import RemainingTime, format_eta
    from duplexworld.episode.episode import EpisodeSpec
    from duplexworld.testing import register_toy_world

    register_toy_world()
    episodes = [
        EpisodeSpec(toy_scenario(id=f"toy_single_intent_0{i}"), "null", "clean", 0)
        for i in (1, 2, 3)
    ]
    history = CostHistory(
        tmp_path / "episode-costs.json",
        {
            cost_key(episodes[0]): EpisodeCost(runs=2, mean_seconds=40.0),
            cost_key(episodes[1]): EpisodeCost(runs=1, mean_seconds=20.0),
        },
    )
    remaining = RemainingTime(episodes, history, workers=2)
    # the third never ran: it costs the mean of the known ones (30 s); two workers share 90 s
    assert remaining.seconds() == 45.0
    remaining.finished([episodes[0].key])
    assert remaining.seconds() == 25.0
    assert RemainingTime(episodes, CostHistory(tmp_path / "none.json")).seconds() is None
    assert format_eta(3725) == "eta 1:02:05" and format_eta(65) == "eta 1:05"
    assert format_eta(None) == "eta ?"


def test_a_port_out_of_range_is_a_usage_error(capsys):
    import pytest

    for argv in (
        ["view", "runs/x", "--port", "99999"],
        ["fakes", "serve", "raw_ws", "--port", "-1"],
    ):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2
        assert "is not a port (0 to 65535)" in capsys.readouterr().err
