"""The campaign table by archetype, from a synthetic run directory (no call is run)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from duplexworld.cli import main
from duplexworld.report.data import load_run
from duplexworld.worlds.workbench.table import (
    SystemTable,
    archetype_tables,
    render_markdown,
    slice_tables,
)

NO_TTR = "no valid artifact was committed in the call"
NO_CORRECTION = "the workflow has no correction"


def _episode(
    run_dir: Path,
    scenario: str,
    run: int,
    archetype: str | None,
    ws: float,
    afa: tuple[int, int],
    uptake: tuple[int, int] | None,
    ttr: float | None,
    world: str = "workbench",
) -> dict[str, Any]:
    key = f"{scenario}__oracle__clean__r{run}"
    folder = run_dir / "episodes" / key
    folder.mkdir(parents=True)
    # the slices' values follow the archetype: a form is a verbose, high-risk logistics job
    slices = {
        "form_completion": {"industry": "logistics", "profile": "verbose", "risk_tier": "high"},
        "scheduling": {"industry": "education", "profile": "expert", "risk_tier": "low"},
    }
    difficulty = {"archetype": archetype, **slices[archetype]} if archetype else {}
    header = {"scenario": {"id": scenario, "difficulty": difficulty}}
    (folder / "header.json").write_text(json.dumps(header))
    absent = {}
    if ttr is None:
        absent["wb_TTR"] = NO_TTR
    if uptake is None:
        absent["wb_uptake"] = NO_CORRECTION
    (folder / "scores.json").write_text(json.dumps({"metrics": {}, "absent": absent}))
    tallies = {"wb_AFA": {"numerator": afa[0], "events": afa[1], "min_events": 0}}
    if uptake is not None:
        tallies["wb_uptake"] = {"numerator": uptake[0], "events": uptake[1], "min_events": 0}
    return {
        "key": key,
        "agent": "oracle",
        "world": world,
        "channel": "clean",
        "scenario": scenario,
        "run": run,
        "reward": ws,
        "wb_WS": ws,
        "wb_AFA": afa[0] / afa[1],
        "wb_uptake": None if uptake is None else uptake[0] / uptake[1],
        "wb_TTR": ttr,
        "tallies": tallies,
    }


@pytest.fixture
def run_dir(tmp_path: Path) -> Path:
    rows = [
        # a form: WS 1, 1, 0 over three runs; AFA 9/10, 10/10, 1/2 (micro 20/22, not the
        # mean of rates 0.8); uptake 1/1, 1/1, 0/1; TTR only where a valid artifact was made
        _episode(tmp_path, "wb_form", 0, "form_completion", 1.0, (9, 10), (1, 1), 100.0),
        _episode(tmp_path, "wb_form", 1, "form_completion", 1.0, (10, 10), (1, 1), 80.0),
        _episode(tmp_path, "wb_form", 2, "form_completion", 0.0, (1, 2), (0, 1), None),
        # a scheduling workflow with two runs only and no correction
        _episode(tmp_path, "wb_slot", 0, "scheduling", 1.0, (11, 11), None, 60.0),
        _episode(tmp_path, "wb_slot", 1, "scheduling", 1.0, (11, 11), None, 70.0),
        # another world's episode is left out
        _episode(tmp_path, "bank", 0, None, 0.0, (0, 1), None, None, world="banking"),
    ]
    lines = "".join(json.dumps(row) + "\n" for row in rows)
    (tmp_path / "results.jsonl").write_text(lines)
    return tmp_path


def _tables(run_dir: Path) -> list[SystemTable]:
    run = load_run(run_dir, with_traces=False)
    return archetype_tables([(run.system(e), e) for e in run.episodes], str(run_dir))


def test_rows_pool_as_the_reference_defines(run_dir: Path) -> None:
    (table,) = _tables(run_dir)
    rows = {row.group: row for row in table.rows}
    assert [row.group for row in table.rows] == ["form_completion", "scheduling", "all"]
    form = rows["form_completion"].values
    assert form["WS"].value == pytest.approx(2 / 3)
    assert form["AFA"].value == pytest.approx(20 / 22)
    assert form["AFA"].detail == "20/22"
    assert form["uptake"].value == pytest.approx(2 / 3)
    assert form["TTR"].value == pytest.approx(90.0)
    assert form["TTR"].detail == "n=2"
    assert form["pass@1"].value == pytest.approx(2 / 3)
    assert form["pass@3"].value == pytest.approx(1.0)
    assert form["pass^3"].value == pytest.approx(0.0)
    slot = rows["scheduling"].values
    assert slot["uptake"].value is None and slot["uptake"].reason == NO_CORRECTION
    assert slot["pass@1"].value == pytest.approx(1.0)
    assert slot["pass@3"].value is None and "fewest here: 2" in slot["pass@3"].reason
    everything = rows["all"]
    assert (everything.scenarios, everything.episodes) == (2, 5)
    assert everything.values["AFA"].value == pytest.approx(42 / 44)
    assert everything.values["uptake"].value == pytest.approx(2 / 3)
    assert everything.values["WS"].value == pytest.approx((2 / 3 + 1.0) / 2)
    assert everything.values["pass^3"].value is None


def test_markdown_shows_absent_values_as_na_with_the_reason(run_dir: Path) -> None:
    text = render_markdown(_tables(run_dir))
    slot = next(line for line in text.splitlines() if line.startswith("| scheduling"))
    cells = [cell.strip() for cell in slot.strip("|").split("|")]
    assert cells[5].startswith("n/a [")  # uptake
    assert cells[8].startswith("n/a [")  # Pass@3
    assert "0.000" not in cells[5] and "0.000" not in cells[8]
    number = cells[5].removeprefix("n/a [").rstrip("]")
    assert f"[{number}] n/a: {NO_CORRECTION}" in text
    assert "| form_completion | 1 | 3 | 0.667 | 0.909 (20/22) |" in text


def test_the_command_prints_the_table_and_names_a_bad_directory(
    run_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["workbench", "table", str(run_dir)]) == 0
    assert "| all | 2 | 5 |" in capsys.readouterr().out
    assert main(["workbench", "table", str(tmp_path / "missing")]) == 2


@pytest.mark.parametrize(
    ("by", "groups"),
    [
        ("industry", ["education", "logistics", "all"]),  # alphabetical
        ("profile", ["expert", "verbose", "all"]),  # the spec's order of profiles
        ("risk", ["low", "high", "all"]),  # low to high
    ],
)
def test_slices_group_by_the_workflow_terms(run_dir: Path, by: str, groups: list[str]) -> None:
    run = load_run(run_dir, with_traces=False)
    (table,) = slice_tables([(run.system(e), e) for e in run.episodes], str(run_dir), by)
    assert table.by == by and [row.group for row in table.rows] == groups
    rows = {row.group: row for row in table.rows}
    # the form's three runs pool the same way whichever term names their row
    form = rows[groups[1] if by != "industry" else "logistics"].values
    slot = rows["education" if by == "industry" else groups[0]].values
    assert form["AFA"].value == pytest.approx(20 / 22) and form["WS"].value == pytest.approx(2 / 3)
    assert slot["WS"].value == pytest.approx(1.0) and slot["uptake"].value is None
    assert rows["all"].episodes == 5
    assert f"| {by} | scenarios |" in render_markdown([table])


def test_an_unknown_slice_is_refused(run_dir: Path) -> None:
    run = load_run(run_dir, with_traces=False)
    with pytest.raises(ValueError, match="no slice 'persona'"):
        slice_tables([(run.system(e), e) for e in run.episodes], str(run_dir), "persona")


def test_the_command_prints_every_slice_or_the_ones_asked(
    run_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["workbench", "table", str(run_dir)]) == 0
    out = capsys.readouterr().out
    for by in ("archetype", "industry", "profile", "risk"):
        assert f"| {by} | scenarios |" in out
    assert main(["workbench", "table", str(run_dir), "--by", "risk"]) == 0
    out = capsys.readouterr().out
    assert "| risk | scenarios |" in out and "| archetype |" not in out
    assert "| high | 1 | 3 |" in out and "| low | 1 | 2 |" in out
