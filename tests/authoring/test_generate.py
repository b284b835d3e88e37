"""The YAML renderer's header and ``duplexworld scenarios generate [--check]``."""

from __future__ import annotations

import dataclasses
import re

import pytest

from duplexworld.authoring.build import Authored
from duplexworld.authoring.generate import generate, world_files
from duplexworld.authoring.render import render
from duplexworld.cli import main
from duplexworld.scenario import load_scenario
from duplexworld.world import registry
from duplexworld.worlds import builtin_scenarios, scenario_paths

SMALL_SOURCES = """\
from pathlib import Path

import duplexworld.worlds
from duplexworld.authoring import Authored
from duplexworld.scenario import load_scenario

FOLDER = Path(duplexworld.worlds.__file__).parent / "pathfinding" / "scenarios"


def three():
    paths = sorted(FOLDER.glob("*.yaml"))[:3]
    return [Authored(load_scenario(path), f"{path.stem}: a note.") for path in paths]


SOURCES = (three,)
"""
"""A small package of sources: three Pathfinding scenarios built from its hand-written files."""


@pytest.fixture
def sourced_in(tmp_path, monkeypatch):
    """The pathfinding world's entry with its files generated from a package built here into
    a temporary folder (no built-in world of a few files is generated any more)."""
    (tmp_path / "small_sources.py").write_text(SMALL_SOURCES, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    folder = tmp_path / "scenarios"
    folder.mkdir()
    entry = registry.world_entry("pathfinding")
    monkeypatch.setitem(
        registry._ENTRIES,
        "pathfinding",
        dataclasses.replace(entry, scenario_dir=folder, authoring="small_sources:SOURCES"),
    )
    return folder


BUILTIN = ["workbench"]
"""The worlds whose scenario files are still generated."""
DATA = ["banking", "healthcare", "insurance", "logistics", "pathfinding", "travel"]
"""The worlds whose scenario files are hand-written data (``duplexworld.scenario.expand``)."""


def test_every_packaged_file_is_generated_and_up_to_date():
    # what `duplexworld scenarios generate --check` checks, once for every world (the suite's
    # only run of it): each file that differs from its sources is named
    outcomes = generate(BUILTIN, check=True)
    packaged = [path for world in BUILTIN for path in scenario_paths(world)]
    assert len(outcomes) == len(packaged) > 0
    assert [(str(o.path), o.status) for o in outcomes if o.status != "unchanged"] == []
    for path in packaged:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# Generated from duplexworld.worlds.")
        assert first.endswith("; do not edit. Regenerate with: duplexworld scenarios generate")


def test_a_world_of_hand_written_files_has_no_sources_and_nothing_to_generate():
    # `scenarios generate` retired for these worlds: no file of theirs is generated, checked
    # or removed, and none carries the generated-file header
    assert generate(DATA, check=True) == [] and generate(DATA) == []
    for world in DATA:
        assert registry.world_entry(world).authoring is None
        assert registry.world_entry(world).library is not None
        for path in scenario_paths(world):
            assert not path.read_text(encoding="utf-8").startswith("# Generated from")


def test_the_header_names_the_module_then_the_note_and_the_file_loads_back(tmp_path):
    scenario = builtin_scenarios("workbench")[0]
    text = render(Authored(scenario, "A note.\n\nA second paragraph."), "some.module")
    lines = text.splitlines()
    assert lines[0] == (
        "# Generated from some.module; do not edit. Regenerate with: duplexworld scenarios generate"
    )
    assert lines[1:5] == ["#", "# A note.", "#", "# A second paragraph."]
    path = tmp_path / "x.yaml"
    path.write_text(text, encoding="utf-8")
    assert load_scenario(path) == scenario


def test_check_names_a_hand_edited_file_and_generate_restores_it(sourced_in, capsys):
    assert {o.status for o in generate(["pathfinding"])} == {"written"}
    assert main(["scenarios", "generate", "--check", "--world", "pathfinding"]) == 0
    edited = sourced_in / "pathfinding_b_reroute_i1.yaml"
    text = edited.read_text(encoding="utf-8")
    hand_edit = re.sub(r"^persona: (\w+)$", "persona: someone_else", text, count=1, flags=re.M)
    assert hand_edit != text
    edited.write_text(hand_edit, encoding="utf-8")
    capsys.readouterr()
    assert main(["scenarios", "generate", "--check", "--world", "pathfinding"]) == 1
    out = capsys.readouterr().out
    assert f"differs: {edited}" in out
    assert "2 up to date, 1 differ from the sources" in out
    assert main(["scenarios", "generate", "--world", "pathfinding"]) == 0
    assert main(["scenarios", "generate", "--check", "--world", "pathfinding"]) == 0


def test_check_names_missing_and_sourceless_files_and_generate_removes_stale_ones(sourced_in):
    files = world_files("pathfinding")
    generate(["pathfinding"])
    missing = next(iter(sorted(files)))
    missing.unlink()
    hand = sourced_in / "pathfinding_hand_written.yaml"
    hand.write_text("id: x\n", encoding="utf-8")
    stale = sourced_in / "pathfinding_removed_01.yaml"
    stale.write_text(files[missing], encoding="utf-8")
    found = {o.path: o.status for o in generate(["pathfinding"], check=True)}
    assert found[missing] == "missing"
    assert found[hand] == "no source" and found[stale] == "no source"
    found = {o.path: o.status for o in generate(["pathfinding"])}
    assert found[missing] == "written" and found[stale] == "removed" and not stale.exists()
    assert found[hand] == "no source" and hand.exists()  # never deletes a file it did not write
