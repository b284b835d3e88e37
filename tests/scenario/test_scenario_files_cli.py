"""Users' own scenario files on the command line; a bad file stops only what it belongs to."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

import duplexworld.worlds as worlds
from duplexworld.cli import main
from duplexworld.testing import register_toy_world, toy_scenario


def toy_file(directory: Path, **overrides) -> Path:
    register_toy_world()
    scenario = toy_scenario(step_cap_ticks=40, **overrides)
    path = directory / f"{scenario.id}.yaml"
    path.write_text(yaml.safe_dump(scenario.model_dump(mode="json")), encoding="utf-8")
    return path


def test_run_accepts_a_scenario_file_and_a_directory(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    toy_file(mine)
    toy_file(mine, id="toy_single_intent_02")
    out = tmp_path / "out"
    serial = ["--executor", "serial"]  # the toy world is registered in this process only
    assert (
        main(
            [
                "run",
                "--channel",
                "clean",
                "--scenario-file",
                str(mine),
                "--agent",
                "null",
                "--out",
                str(out),
                *serial,
            ]
        )
        == 0
    )
    keys = sorted(json.loads(line)["key"] for line in (out / "results.jsonl").open())
    assert keys == [
        "toy_single_intent_01__null__clean__r0",
        "toy_single_intent_02__null__clean__r0",
    ]


def test_a_bad_user_file_is_refused_with_file_and_field(tmp_path, capsys):
    path = toy_file(tmp_path)
    path.write_text(path.read_text().replace("step_cap_ticks: 40", "step_cap_ticks: true"))
    code = main(
        [
            "run",
            "--channel",
            "clean",
            "--scenario-file",
            str(path),
            "--agent",
            "null",
            "--out",
            str(tmp_path / "o"),
        ]
    )
    assert code == 2
    assert f"{path}: step_cap_ticks: " in capsys.readouterr().out.replace("\n", "")


def test_a_bad_packaged_file_is_skipped_for_other_worlds_and_stops_its_own(
    tmp_path, monkeypatch, capsys
):
    bad = tmp_path / "travel" / "scenarios" / "travel_broken_01.yaml"
    bad.parent.mkdir(parents=True)
    bad.write_text("id: travel_broken_01\nid: again\n", encoding="utf-8")
    banking = worlds.scenario_paths("banking")[0]
    real = worlds.scenario_paths
    monkeypatch.setattr(
        worlds,
        "scenario_paths",
        lambda world=None: [banking, bad] if world is None else real(world),
    )
    out = tmp_path / "out"
    assert (
        main(
            [
                "run",
                "--channel",
                "clean",
                "--world",
                "banking",
                "--agent",
                "null",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    printed = capsys.readouterr().out.replace("\n", "")
    assert "skipped a bad scenario file" in printed and "travel_broken_01.yaml" in printed
    assert (
        main(
            ["run", "--channel", "clean", "--world", "travel", "--agent", "null", "--out", str(out)]
        )
        == 2
    )
    assert "duplicate key 'id'" in capsys.readouterr().out


def test_validate_reports_every_bad_file(tmp_path, capsys):
    first = tmp_path / "a.yaml"
    first.write_text("id: [unclosed\n", encoding="utf-8")
    second = tmp_path / "b.yaml"
    second.write_bytes(b"goal: caf\xe9\n")
    good = toy_file(tmp_path)
    assert main(["scenarios", "validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"invalid: {first}: line" in out
    assert f"invalid: {second}: line 1: not UTF-8" in out
    assert f"ok: {good.stem}" in out and "1 valid, 2 invalid" in out
