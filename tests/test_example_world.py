"""Bring your own world: the template world in examples/ installs as a package, is found
through the ``duplexworld.worlds`` entry point, validates, refuses bad scenario files with file
and field, and runs an episode (issue 32, Build 2).

Each step runs the real CLI in a subprocess with the installed package on its path, so the
discovery is the one a user gets (and the world never enters this process's registry, where
it would change the built-in world listings other tests count).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from duplexworld.testing.packages import pip_install_copy

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "example_world"
PACKAGE = "dw_example_world"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The template world pip-installed (its own build, no dependencies) into a folder."""
    return pip_install_copy(EXAMPLE, tmp_path_factory.mktemp("world"))


def _env(site: Path) -> dict[str, str]:
    """This environment with the installed package first on the path."""
    path = os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")])
    return dict(os.environ, PYTHONPATH=path)


def _cli(site: Path, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = _env(site)
    return subprocess.run(
        [sys.executable, "-m", "duplexworld", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=600,
    )


def _scenario(site: Path, name: str) -> Path:
    return site / PACKAGE / "scenarios" / f"{name}.yaml"


def test_the_installed_world_is_found_and_its_scenarios_validate(site):
    listing = _cli(site, "worlds", "list")
    assert listing.returncode == 0, listing.stderr
    assert any(line.split()[:1] == ["library"] for line in listing.stdout.splitlines())
    files = sorted(str(path) for path in (site / PACKAGE / "scenarios").glob("*.yaml"))
    assert len(files) == 2
    checked = _cli(site, "scenarios", "validate", *files)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "2 valid, 0 invalid" in checked.stdout


BREAKAGES = {
    "unknown_tool": (
        ("- name: renew_loan", "- name: renew_book"),
        "gold_actions[3].name: no agent tool 'renew_book' in the library world",
    ),
    "broken_provenance": (
        ("- {fact: book_title}", "- {fact: book_name}"),
        "gold_actions[3].arguments.loan_id: names unknown fact 'book_name'",
    ),
    "bad_record_field": (
        ("renewals: 1}", "renewals: one, shelf: 3}"),
        "seed.loans[1].renewals: Input should be a valid integer",
    ),
    "unknown_record_field": (
        ("renewals: 1}", "renewals: 1, shelf: 3}"),
        "seed.loans[1].shelf: Extra inputs are not permitted",
    ),
}


def test_a_bad_scenario_file_is_refused_with_file_and_field(site, tmp_path):
    source = _scenario(site, "library_record_disambiguation_01").read_text()
    files = []
    for name, ((old, new), _) in BREAKAGES.items():
        assert old in source, name
        path = tmp_path / f"{name}.yaml"
        path.write_text(source.replace(old, new, 1))
        files.append(str(path))
    checked = _cli(site, "scenarios", "validate", *files)
    assert checked.returncode != 0
    lines = checked.stdout.splitlines()
    for name, (_, problem) in BREAKAGES.items():
        named = [line for line in lines if f"{name}.yaml: " in line]
        assert any(problem in line for line in named), (name, named)
    assert "0 valid, 4 invalid" in checked.stdout


def test_the_template_world_runs_episodes(site, tmp_path):
    out = tmp_path / "run"
    run = _cli(
        site,
        *("run", "--world", "library", "--agent", "oracle", "--agent", "null"),
        *("--channel", "text", "--workers", "1", "--out", str(out)),
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    rewards = {(row["scenario"], row["agent"]): row["reward"] for row in rows}
    assert rewards == {
        ("library_policy_refusal_01", "oracle"): 1.0,
        ("library_record_disambiguation_01", "oracle"): 1.0,
        ("library_policy_refusal_01", "null"): 0.0,
        ("library_record_disambiguation_01", "null"): 0.0,
    }


def test_the_template_worlds_own_tests_pass(site):
    env = _env(site)
    tests = EXAMPLE / "tests"
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tests)],
        capture_output=True,
        text=True,
        env=env,
        cwd=EXAMPLE,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:]
    assert "5 passed" in result.stdout
