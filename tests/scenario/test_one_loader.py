"""One loader for every scenario file: ``run --scenario-file`` refuses what ``validate`` does.

Each broken file below fails a check that only ``scenarios validate`` used to run (persona,
gold replay) or one of the loader's new bounds (a catastrophic pattern, a reference whose
pattern does not compile, an over-long line, a dial out of range): both commands refuse it,
with the file and the field, and quickly.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
import yaml

from duplexworld.cli import main
from duplexworld.scenario.limits import MAX_LINE_CHARS
from duplexworld.testing import register_toy_world, toy_scenario


def _toy(**overrides: Any) -> dict[str, Any]:
    register_toy_world()
    return toy_scenario(step_cap_ticks=40).model_dump(mode="json") | overrides


def _read_then_switch(pattern: str) -> list[dict[str, Any]]:
    """Gold that reads lamp 1, then switches on the lamp whose id the result shows."""
    return [
        {"name": "get_lamp", "arguments": {"lamp_id": {"fact": "lamp"}}},
        {"name": "switch_on", "arguments": {"lamp_id": {"result": 0, "pattern": pattern}}},
    ]


BROKEN = {
    "persona": ({"persona": "nobody_at_all"}, "persona"),
    "gold replay": (
        {"gold_actions": _read_then_switch(r"lamp (\d+) is purple")},
        "gold_actions[1].arguments.lamp_id",
    ),
    "nested quantifier": (
        {"gold_actions": _read_then_switch(r"lamp ((\d+)+)$")},
        "gold_actions[1].arguments.lamp_id.pattern",
    ),
    "overlapping alternatives": (
        {"gold_actions": _read_then_switch(r"lamp (1|1)+ is")},
        "gold_actions[1].arguments.lamp_id.pattern",
    ),
    "pattern that does not compile": (
        {"gold_actions": _read_then_switch(r"lamp (\d+")},
        "gold_actions[1].arguments.lamp_id.pattern",
    ),
    "opening line too long": (
        {"script": {"opening": ["Hi, " + "very " * (MAX_LINE_CHARS // 5) + "dark."]}},
        "script.opening[0]",
    ),
    "occurrence out of range": (
        {
            "world_changes": [
                {"after": "tool:get_lamp", "occurrence": 10**12, "table": "lamps", "key": "2"}
                | {"set": {"on": True}}
            ]
        },
        "world_changes[0].occurrence",
    ),
}


def _write(directory: Path, name: str, data: dict[str, Any]) -> Path:
    path = directory / f"{name.replace(' ', '_')}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def test_the_toy_file_passes_both(tmp_path, capsys):
    path = _write(tmp_path, "good", _toy(gold_actions=_read_then_switch(r"lamp (\d+) is")))
    assert main(["scenarios", "validate", str(path)]) == 0
    out = tmp_path / "out"
    code = main(
        ["run", "--channel", "clean", "--scenario-file", str(path), "--agent", "null"]
        + ["--out", str(out), "--executor", "serial"]
    )
    assert code == 0, capsys.readouterr().out


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_file_validate_refuses_is_refused_by_run_with_file_and_field(tmp_path, capsys, name):
    overrides, field = BROKEN[name]
    path = _write(tmp_path, name, _toy(**overrides))
    started = time.monotonic()
    assert main(["scenarios", "validate", str(path)]) == 1
    validated = capsys.readouterr().out
    assert f"invalid: {path}: {field}: " in validated, validated
    code = main(
        ["run", "--channel", "clean", "--scenario-file", str(path), "--agent", "null"]
        + ["--out", str(tmp_path / "out"), "--executor", "serial"]
    )
    printed = capsys.readouterr().out.replace("\n", "")
    assert code == 2
    assert f"{path}: {field}: " in printed, printed
    assert not (tmp_path / "out" / "results.jsonl").exists()
    assert time.monotonic() - started < 20  # two commands, no hang (the fuzz times 2 s each)
