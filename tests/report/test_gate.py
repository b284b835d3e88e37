"""`duplexworld gate`: thresholds, baselines, JUnit XML and JSON for CI, and docs/ci.md's job."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import socket
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import xmlschema
import yaml
from synthetic_run import AGENTS, RUNS, WORLDS, scenarios

from duplexworld.cli import main
from duplexworld.report import load_run
from duplexworld.report.pooled import pooled_values
from duplexworld.report.tables import build_tables, system_values

ROOT = Path(__file__).resolve().parents[2]


def _passed(run_dir: Path) -> dict[tuple[str, str], list[bool]]:
    """(agent, scenario) -> whether each run has reward 1, read straight from results.jsonl."""
    out: dict[tuple[str, str], list[bool]] = {}
    for line in (run_dir / "results.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        out.setdefault((row["agent"], row["scenario"]), []).append(row["reward"] == 1.0)
    return out


def _expected_pass1(run_dir: Path, agent: str) -> float:
    """Pass@1 by hand: scenario means of the runs' successes, worlds weighed equally."""
    passed = _passed(run_dir)
    per_world = []
    for world in WORLDS:
        runs = [passed[(agent, s.id)] for s in scenarios() if s.world == world]
        per_world.append(sum(sum(r) / len(r) for r in runs) / len(runs))
    return sum(per_world) / len(per_world)


def test_values_are_the_reports_and_follow_the_rewards(synthetic_run):
    run = load_run(synthetic_run)
    values = pooled_values(run)
    report = system_values(build_tables(run))
    for agent in AGENTS:
        assert values[(agent, "clean")] == report[agent]
        expected = _expected_pass1(synthetic_run, agent)
        assert values[(agent, "clean")]["pass@1"] == pytest.approx(expected)


def test_gate_breaches_one_line_per_threshold_and_passes_when_all_hold(synthetic_run, capsys):
    alpha, beta = (_expected_pass1(synthetic_run, a) for a in ("alpha", "beta"))
    assert beta < 0.5 < alpha
    assert main(["gate", str(synthetic_run), "--fail-under", "pass1=0.5"]) == 1
    breaches = [line for line in capsys.readouterr().out.splitlines() if line.startswith("breach")]
    assert len(breaches) == 1 and "beta" in breaches[0] and "pass@1" in breaches[0]
    assert f"{beta:.3f}" in breaches[0]
    assert main(["gate", str(synthetic_run), "--fail-under", f"pass1={beta - 0.01:.3f}"]) == 0
    assert "gate passed" in capsys.readouterr().out
    # --fail-over: a ceiling (for latencies); on Pass@1 it breaks for alpha, above 0.5
    assert main(["gate", str(synthetic_run), "--fail-over", "pass1=0.5"]) == 1
    breaches = [line for line in capsys.readouterr().out.splitlines() if line.startswith("breach")]
    assert len(breaches) == 1 and "alpha" in breaches[0]


def test_an_absent_metric_breaches(synthetic_run, capsys):
    # no judge is configured in the tests: CP is absent for every system
    assert main(["gate", str(synthetic_run), "--fail-under", "cp=1"]) == 1
    out = capsys.readouterr().out
    assert out.count("CP is absent") == len(AGENTS)


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        ([], "at least one"),
        (["--fail-under", "pass1"], "NAME=VALUE"),
        (["--fail-under", "pass1=high"], "not a number"),
        (["--fail-under", "nope=1"], "unknown metric 'nope'"),
        (["--max-drop", "pass1=0.1"], "--baseline"),
    ],
)
def test_usage_errors_exit_2_in_one_line(synthetic_run, capsys, flags, message):
    assert main(["gate", str(synthetic_run), *flags]) == 2
    out = capsys.readouterr().out.strip()
    assert len(out.splitlines()) == 1 and message in out, out


def test_a_missing_run_is_a_usage_error(tmp_path, capsys):
    assert main(["gate", str(tmp_path / "nope"), "--fail-under", "pass1=1"]) == 2
    assert "no such directory" in capsys.readouterr().out


def test_an_unwritable_junit_file_is_named_in_one_line(synthetic_run, tmp_path, capsys):
    target = tmp_path / "missing" / "junit.xml"
    flags = ["--fail-under", "pass1=0", "--junit", str(target)]
    assert main(["gate", str(synthetic_run), *flags]) == 2
    out = capsys.readouterr().out.strip()
    assert out == f"error: {target}: No such file or directory"


def _regressed_copy(source: Path, target: Path) -> Path:
    """The synthetic run with alpha failing every run of one scenario, and one of beta's
    scenarios not run at all."""
    shutil.copytree(source, target)
    first, dropped = scenarios()[0].id, scenarios()[1].id
    rows = []
    for line in (target / "results.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["agent"] == "beta" and row["scenario"] == dropped:
            continue
        if row["agent"] == "alpha" and row["scenario"] == first:
            row["reward"] = 0.0
        rows.append(json.dumps(row))
    (target / "results.jsonl").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return target


def test_max_drop_against_a_baseline_on_shared_scenarios(synthetic_run, tmp_path, capsys):
    current = _regressed_copy(synthetic_run, tmp_path / "current")
    summary_file = tmp_path / "gate.json"
    flags = ["--baseline", str(synthetic_run), "--max-drop", "pass1=0.05", "--json"]
    assert main(["gate", str(current), *flags, str(summary_file)]) == 1
    breaches = [line for line in capsys.readouterr().out.splitlines() if line.startswith("breach")]
    assert len(breaches) == 1 and breaches[0].startswith("breach: alpha")
    summary = json.loads(summary_file.read_text(encoding="utf-8"))
    assert summary["baseline_unpaired"] == {"alpha": [], "beta": [scenarios()[1].id]}
    # alpha lost the runs of one of three scenarios in one of two worlds that it passed
    (alpha,) = [c for c in summary["checks"] if c["system"] == "alpha"]
    passed = _passed(synthetic_run)[("alpha", scenarios()[0].id)]
    lost = sum(passed) / RUNS / 3 / 2
    assert lost > 0.05
    assert alpha["baseline"] - alpha["value"] == pytest.approx(lost)
    # beta lost nothing on the scenarios both ran (the dropped one is not a regression)
    (beta,) = [c for c in summary["checks"] if c["system"] == "beta"]
    assert beta["passed"] and beta["value"] == pytest.approx(beta["baseline"])
    flags = ["--baseline", str(synthetic_run), "--max-drop", "pass1=0"]
    assert main(["gate", str(synthetic_run), *flags]) == 0


# The JUnit XML format as an XML Schema (tests/data/junit/junit.xsd, written from the
# Ant/Jenkins format's documentation; the file names its source), checked with xmlschema.
JUNIT_SCHEMA = xmlschema.XMLSchema10(ROOT / "tests" / "data" / "junit" / "junit.xsd")
COUNTED = {"tests": None, "failures": "failure", "errors": "error", "skipped": "skipped"}


def check_junit_schema(path: Path) -> ET.Element:
    """Validate the file against the JUnit schema, check that every suite's counts are its
    test cases' (which a schema cannot say), and return the document's root."""
    JUNIT_SCHEMA.validate(str(path))
    root = ET.parse(path).getroot()
    totals = dict.fromkeys(COUNTED, 0)
    for suite in root:
        cases = suite.findall("testcase")
        for name, outcome in COUNTED.items():
            count = sum(1 for c in cases if outcome is None or c.find(outcome) is not None)
            assert suite.get(name) == str(count), (suite.get("name"), name)
            totals[name] += count
    for name in ("tests", "failures", "errors"):
        assert root.get(name) == str(totals[name]), name
    return root


def _gate_junit(run_dir: Path, path: Path) -> Path:
    main(["gate", str(run_dir), "--fail-under", "pass1=0", "--junit", str(path)])
    return path


def test_the_junit_schema_refuses_a_broken_file(synthetic_run, tmp_path):
    """The validation is real: the gate's file passes, and the same file with one test case's
    name removed, or a count that is not a number, does not."""
    path = _gate_junit(synthetic_run, tmp_path / "junit.xml")
    check_junit_schema(path)
    tree = ET.parse(path)
    del tree.getroot().find("testsuite/testcase").attrib["name"]
    tree.write(tmp_path / "nameless.xml")
    with pytest.raises(xmlschema.XMLSchemaValidationError, match="name"):
        JUNIT_SCHEMA.validate(str(tmp_path / "nameless.xml"))
    tree = ET.parse(path)
    tree.getroot().find("testsuite").set("failures", "some")
    tree.write(tmp_path / "uncounted.xml")
    with pytest.raises(xmlschema.XMLSchemaValidationError, match="failures"):
        JUNIT_SCHEMA.validate(str(tmp_path / "uncounted.xml"))
    tree = ET.parse(path)
    suite = tree.getroot().find("testsuite")
    suite.insert(0, ET.Element("testcase-result", name="x"))
    tree.write(tmp_path / "stray.xml")
    with pytest.raises(xmlschema.XMLSchemaValidationError):
        JUNIT_SCHEMA.validate(str(tmp_path / "stray.xml"))


def test_junit_has_one_case_per_scenario_and_system_with_the_reason(synthetic_run, tmp_path):
    root = check_junit_schema(_gate_junit(synthetic_run, tmp_path / "junit.xml"))
    cases = {(s.get("name"), c.get("name")): c for s in root for c in s.iter("testcase")}
    assert set(cases) == {(a, s.id) for a in AGENTS for s in scenarios()}
    passed = _passed(synthetic_run)
    for (agent, scenario_id), case in cases.items():
        failed_runs = [ok for ok in passed[(agent, scenario_id)] if not ok]
        failure = case.find("failure")
        assert (failure is not None) == bool(failed_runs)
        if failure is not None:
            assert failure.get("message", "").startswith(f"{len(failed_runs)} of {RUNS} runs")
            # the reason names the gold call: never called, or called wrongly
            assert re.search(r"ACTION: \w+ (never )?called", failure.get("message", ""))
    failures = sum(1 for case in cases.values() if case.find("failure") is not None)
    assert root.get("tests") == str(len(cases)) and root.get("failures") == str(failures)


def test_an_episode_that_could_not_be_run_is_a_junit_error(synthetic_run, tmp_path):
    run = shutil.copytree(synthetic_run, tmp_path / "run")
    # a configured agent's failure row names the file it was given; its key holds the label
    row = {
        "key": "extra_scenario__alpha__clean__r0", "scenario": "extra_scenario",
        "world": "banking", "agent": "configs/alpha.yaml", "channel": "clean", "run": 0,
        "termination": "infra_failed", "termination_detail": "refused", "attempts": 3,
    }  # fmt: skip
    (run / "failures.jsonl").write_text(json.dumps(row) + "\n", encoding="utf-8")
    root = check_junit_schema(_gate_junit(run, tmp_path / "junit.xml"))
    (suite,) = [s for s in root if s.get("name") == "alpha"]
    (case,) = [c for c in suite.iter("testcase") if c.get("name") == "extra_scenario"]
    assert len(root) == 2  # no third suite for the file name
    error = case.find("error")
    assert error is not None and "infra_failed" in error.get("message", "")
    assert root.get("errors") == "1"


# -- docs/ci.md's job, on the toy world ------------------------------------------------------
def _ci_steps() -> dict[str, list[str]]:
    """The job's commands from docs/ci.md, by step name, as argument lists."""
    text = (ROOT / "docs" / "ci.md").read_text(encoding="utf-8")
    (block,) = re.findall(r"```yaml\n(.*?)```", text, flags=re.S)
    steps = yaml.safe_load(block)["jobs"]["gate"]["steps"]
    return {step["name"]: shlex.split(step["run"]) for step in steps if "run" in step}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_for(port: int, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise AssertionError(f"the agent did not listen on port {port}")


def _toy_scenarios(directory: Path) -> Path:
    from duplexworld.testing import register_toy_world, toy_scenario

    register_toy_world()
    directory.mkdir()
    for index in range(2):
        scenario = toy_scenario(id=f"toy_single_intent_{index + 1:02d}", step_cap_ticks=150)
        path = directory / f"{scenario.id}.yaml"
        path.write_text(yaml.safe_dump(scenario.model_dump(mode="json")), encoding="utf-8")
    return directory


def test_the_documented_ci_job_runs_on_the_toy_world(tmp_path, capsys):
    steps = _ci_steps()
    serve, run, gate = (
        steps["Start the agent under test"],
        steps["Run a small campaign"],
        steps["Gate"],
    )
    assert serve[-1] == "&" and serve[1:4] == ["fakes", "serve", "raw_ws"]
    port = _free_port()
    serve = [*serve[1:-1]]
    serve[serve.index("--port") + 1] = str(port)
    # the stand-ins: the toy world's scenarios for ci/scenarios, the raw-PCM example
    # configuration pointed at the fake's port for ci/agent.yaml, and paths under tmp_path
    config = yaml.safe_load((ROOT / "examples/agents/raw_ws.yaml").read_text(encoding="utf-8"))
    # one call at a time: concurrent calls run in spawned workers, which know no toy world
    config.update(
        {"url": f"ws://127.0.0.1:{port}/agent", "realtime_speed": 8.0, "max_concurrency": 1}
    )
    agent = tmp_path / "agent.yaml"
    agent.write_text(yaml.safe_dump(config), encoding="utf-8")
    stand_in = {
        "ci/scenarios": str(_toy_scenarios(tmp_path / "scenarios")),
        "ci/agent.yaml": str(agent),
    }

    def local(argv: list[str]) -> list[str]:
        assert argv[0].endswith("duplexworld")
        return [
            stand_in.get(a, a.replace("runs/ci", str(tmp_path / "runs" / "ci"))) for a in argv[1:]
        ]

    server = subprocess.Popen(
        [sys.executable, "-m", "duplexworld", *serve],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_for(port)
        # serial: the toy world is registered in this process only
        assert main([*local(run), "--executor", "serial"]) == 0
    finally:
        server.terminate()
        server.wait(timeout=30)
    capsys.readouterr()
    code = main(local(gate))
    out = capsys.readouterr().out
    out_dir = tmp_path / "runs" / "ci"
    summary = json.loads((out_dir / "gate.json").read_text(encoding="utf-8"))
    root = check_junit_schema(out_dir / "junit.xml")
    # the fake never switches a lamp on: Pass@1 is 0, so the job's pass1=0.6 breaks
    assert summary["systems"]["raw-ws-fake"]["pass@1"] == 0.0
    assert code == summary["exit_code"] == 1
    assert any(line.startswith("breach: raw-ws-fake: pass@1 0.000") for line in out.splitlines())
    assert [c.get("name") for c in root.iter("testcase")] == [
        "toy_single_intent_01",
        "toy_single_intent_02",
    ]
    assert all(c.find("failure") is not None for c in root.iter("testcase"))
    assert (out_dir / "report.html").is_file()
