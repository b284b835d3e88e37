"""The plug-in API: a separately installed agent package, module:factory, config files."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from duplexworld.agents.config import AgentConfigError, load_agent_config
from duplexworld.agents.registry import agent_entry, plugin_names
from duplexworld.cli import main

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "example_agent"


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The example package pip-installed (its own build, no dependencies) into a folder."""
    root = tmp_path_factory.mktemp("plugin")
    source = root / "src"
    shutil.copytree(EXAMPLE, source, ignore=shutil.ignore_patterns("build", "*.egg-info"))
    target = root / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            target,
            source,
        ],
        check=True,
    )
    return target


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


def test_a_factory_must_return_an_agent(tmp_path):
    entry = agent_entry("builtins:dict")
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
