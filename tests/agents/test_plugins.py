"""The plug-in API: a separately installed agent package, module:factory, config files."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from duplexworld.agents.config import AgentConfigError, load_agent_config
from duplexworld.agents.errors import AgentFault
from duplexworld.agents.isolation import ISOLATION_ENV
from duplexworld.agents.registry import agent_entry, plugin_names
from duplexworld.cli import main
from duplexworld.testing.packages import pip_install_copy

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "example_agent"


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The example package pip-installed (its own build, no dependencies) into a folder."""
    return pip_install_copy(EXAMPLE, tmp_path_factory.mktemp("plugin"))


def _run(ref: str, out: Path) -> dict[str, object]:
    assert (
        main(
            ["run", "--channel", "clean", "--scenario", "banking_single_intent_01"]
            + ["--agent", ref, "--out", str(out)]
        )
        == 0
    )
    (row,) = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    (episode,) = [p for p in (out / "episodes").iterdir() if p.is_dir()]
    events = [json.loads(line) for line in (episode / "events.jsonl").read_text().splitlines()]
    notes = [e["text"] for e in events if e["kind"] == "agent_note"]
    return {"row": row, "notes": notes, "events": events}


@pytest.mark.parametrize("how", ["module", "entry_point"])
def test_installed_agent_runs_without_the_scenario(how, installed, tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(installed))
    for name in [m for m in sys.modules if m.startswith("dw_example_agent")]:
        monkeypatch.delitem(sys.modules, name)
    ref = "dw_example_agent.agent:make_agent" if how == "module" else "turn-taker"
    if how == "entry_point":
        assert "turn-taker" in plugin_names()
    assert not agent_entry(ref).reference
    result = _run(ref, tmp_path / "run")
    assert result["row"]["agent"] == "turn-taker"
    assert result["row"]["termination"] in {"agent_stop", "user_stop"}
    # the context it was started with: tools, instructions, seed, and no scenario
    assert "context AgentContext: instructions, seed, tools" in result["notes"]
    spoken = [
        e["text"] for e in result["events"] if e["kind"] == "utterance" and e["lane"] == "agent"
    ]
    assert spoken[0].startswith("Hello, you are through to the example line")


def test_unknown_references_name_the_ways_to_plug_in():
    with pytest.raises(ValueError, match="package.module:factory"):
        agent_entry("no-such-agent")
    with pytest.raises(ValueError, match="cannot import 'no_such_module'"):
        agent_entry("no_such_module:factory")
    with pytest.raises(ValueError, match="has no 'missing'"):
        agent_entry("duplexworld.agents.null:missing")


def test_a_factory_must_return_an_agent(tmp_path, monkeypatch):
    entry = agent_entry("builtins:dict")
    # built in its own process, the failure is the agent's fault there
    with pytest.raises(AgentFault, match="building the agent raised ValueError: .* not an Agent"):
        entry.build(None, None)
    monkeypatch.setenv(ISOLATION_ENV, "none")  # in this process: the factory's ValueError
    with pytest.raises(ValueError, match="not an Agent"):
        entry.build(None, None)


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "agent.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_config_errors_name_file_and_field(tmp_path):
    bad_threshold = _write(tmp_path, "type: raw_ws\nurl: ws://x\nvad_threshold: 2\n")
    with pytest.raises(AgentConfigError, match=r"agent\.yaml: vad_threshold: .*less than or equal"):
        load_agent_config(bad_threshold)
    missing = _write(tmp_path, "type: openai_realtime\n")
    with pytest.raises(AgentConfigError, match=r"agent\.yaml: model: Field required"):
        load_agent_config(missing)
    unknown_type = _write(tmp_path, "type: carrier_pigeon\n")
    with pytest.raises(AgentConfigError, match=r"agent\.yaml: .*carrier_pigeon|does not match"):
        load_agent_config(unknown_type)
    typo = _write(tmp_path, "type: raw_ws\nurl: ws://x\nvad_treshold: 0.2\n")
    with pytest.raises(AgentConfigError, match=r"vad_treshold: Extra inputs are not permitted"):
        load_agent_config(typo)
    with pytest.raises(AgentConfigError, match="no such agent configuration file"):
        load_agent_config(tmp_path / "absent.yaml")


def test_a_key_in_the_file_is_refused(tmp_path):
    path = _write(tmp_path, "type: openai_realtime\nmodel: m\napi_key: sk-live\n")
    with pytest.raises(AgentConfigError, match="api_key: secrets do not go in the file"):
        load_agent_config(path)


def test_an_unset_key_variable_fails_before_the_call(tmp_path, monkeypatch):
    monkeypatch.delenv("DW_UNSET_KEY", raising=False)
    path = _write(tmp_path, "type: openai_realtime\nmodel: m\napi_key_env: DW_UNSET_KEY\n")
    entry = agent_entry(str(path))
    with pytest.raises(AgentConfigError, match="api_key_env: environment variable DW_UNSET_KEY"):
        entry.build(None, None)


def test_the_cli_reports_a_bad_config_and_exits_2(tmp_path, capsys):
    path = _write(tmp_path, "type: raw_ws\n")
    code = main(
        [
            "run",
            "--scenario",
            "banking_single_intent_01",
            "--agent-config",
            str(path),
            "--out",
            str(tmp_path / "r"),
        ]
    )
    assert code == 2
    assert "agent.yaml: url: Field required" in capsys.readouterr().out


def test_every_example_config_is_valid():
    for path in sorted((EXAMPLE.parent / "agents").glob("*.yaml")):
        load_agent_config(path)


def test_preflight_uses_the_configured_threshold(tmp_path):
    from duplexworld.agents.config import vad_threshold_of

    assert vad_threshold_of(EXAMPLE.parent / "agents" / "openai_realtime.yaml") == 0.2
    path = _write(tmp_path, "type: raw_ws\nurl: ws://x\nvad_threshold: 0.35\n")
    assert vad_threshold_of(path) == 0.35


@pytest.fixture(autouse=True)
def metric_plugins():
    """A fresh metric plug-in load for each test here (scoring in-process loads the example
    package's metric while it is on the path), and no plug-in left registered afterwards."""
    from duplexworld.metrics import base

    def reset() -> None:
        for name in list(base.PLUGINS):
            base.REGISTRY.pop(name, None)
            del base.PLUGINS[name]
        base._loaded = False

    reset()
    yield base
    reset()


def test_an_installed_metric_plugin_is_scored_and_reported(
    installed, tmp_path, monkeypatch, metric_plugins
):
    from duplexworld.report.data import load_run
    from duplexworld.report.tables import build_tables

    monkeypatch.syspath_prepend(str(installed))
    for name in [m for m in sys.modules if m.startswith("dw_example_agent")]:
        monkeypatch.delitem(sys.modules, name)
    out = tmp_path / "run"
    result = _run("null", out)
    row = result["row"]
    # a column of results.jsonl with its version, computed from the trace: the null agent
    # greets as the call opens
    assert isinstance(row["first_words_s"], float) and row["first_words_s"] >= 0.0
    assert row["metric_versions"]["first_words_s"] == "1"
    (episode,) = [p for p in (out / "episodes").iterdir() if p.is_dir()]
    scores = json.loads((episode / "scores.json").read_text())
    assert scores["metrics"]["first_words_s"]["evidence"]["tick"] >= 0
    # the report shows it in the pillar it declares, with its label
    tables = build_tables(load_run(out))
    (dynamics,) = [t for t in tables if t.pillar == "dynamics" and t.grouping == "world"]
    (shown,) = [m for m in dynamics.metrics if m.name == "first_words_s"]
    assert shown.label == "first words s" and not shown.higher_is_better
    assert not [t for t in tables if t.pillar == "other"]  # placed, not left unassigned
    assert "first words s" in (out / "report.md").read_text()


class _Plugin:
    """A plug-in whose compute is given (registry behaviour, no episode needed)."""

    version = "7"
    description = "test plug-in"

    def __init__(self, name: str, compute) -> None:
        from duplexworld.metrics.base import MetricDisplay

        self.name = name
        self.display = MetricDisplay(pillar="naturalness")
        self._compute = compute

    def compute(self, trace):
        return self._compute(trace)


def test_plugin_metrics_are_absent_with_a_reason_never_zero(metric_plugins):
    from duplexworld.metrics.base import Absent, MetricValue, register_plugin

    def boom(trace):
        raise RuntimeError("model file missing")

    register_plugin(_Plugin("dw_test_boom", boom))
    register_plugin(
        _Plugin("dw_test_nan", lambda t: MetricValue(name="x", version="1", value=1e999 * 0))
    )
    register_plugin(_Plugin("dw_test_wrong", lambda t: 0.5))
    register_plugin(_Plugin("dw_test_ok", lambda t: MetricValue(name="x", version="1", value=0.5)))
    compute = {n: metric_plugins.REGISTRY[n].compute for n in metric_plugins.PLUGINS}
    failed = compute["dw_test_boom"](None, None)
    assert isinstance(failed, Absent) and "RuntimeError: model file missing" in failed.reason
    assert isinstance(compute["dw_test_nan"](None, None), Absent)
    wrong = compute["dw_test_wrong"](None, None)
    assert isinstance(wrong, Absent) and "returned float" in wrong.reason
    # the registry stamps the plug-in's own name and version on what it returns
    ok = compute["dw_test_ok"](None, None)
    assert (ok.name, ok.version, ok.value) == ("dw_test_ok", "7", 0.5)


def test_bad_metric_plugins_are_refused_by_name(metric_plugins):
    from duplexworld.metrics.base import register_plugin

    with pytest.raises(ValueError, match="is not a MetricPlugin"):
        register_plugin(object(), "metric entry point 'x'")
    with pytest.raises(ValueError, match="already registered"):
        register_plugin(_Plugin("GS", lambda t: None))
    with pytest.raises(ValueError, match="not an identifier"):
        register_plugin(_Plugin("bad name", lambda t: None))
