"""Excluded episodes are counted beside Pass@1, in the console summary and in the report.

A small run: the null agent and an agent whose provider is down (it raises
InfrastructureError as a configured provider adapter, so its episode is ``infra_failed`` in
``failures.jsonl`` and outside every score). The summary and every table with Pass@1 show
the flaky agent with ``excluded 1``, never leave it out.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

from duplexworld.agents import AgentChunk, registry
from duplexworld.agents.errors import InfrastructureError
from duplexworld.agents.registry import AgentEntry
from duplexworld.campaign import attempt, read_failures, read_results
from duplexworld.cli import main
from duplexworld.report.data import load_run
from duplexworld.report.summary import summarise_rows
from duplexworld.report.tables import build_tables
from duplexworld.testing import register_toy_world, toy_scenario


class Down:
    """A provider adapter whose endpoint is down."""

    name = "down"

    def start(self, context: Any) -> None:
        pass

    def step(self, data: Any) -> AgentChunk:
        raise InfrastructureError("server_error", "endpoint returned 503")

    def spec(self) -> dict[str, Any]:
        return {"name": self.name}


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    """One run of null and down on the toy scenario, through ``duplexworld run``."""
    patch = pytest.MonkeyPatch()
    register_toy_world()
    patch.setattr(attempt, "INFRA_BACKOFF_S", 0.0)
    entry = AgentEntry(lambda config, world=None: Down(), provider=True)
    patch.setattr(registry, "AGENTS", {**registry.AGENTS, "down": entry})
    base = tmp_path_factory.mktemp("excluded")
    scenario = base / "toy.yaml"
    scenario.write_text(
        yaml.safe_dump(toy_scenario(step_cap_ticks=40).model_dump(mode="json")), encoding="utf-8"
    )
    out = base / "run"
    argv = ["run", "--channel", "clean", "--scenario-file", str(scenario), "--agent", "null"]
    argv += ["--agent", "down", "--out", str(out), "--executor", "serial"]
    try:
        assert main(argv) == 0
    finally:
        patch.undo()
    return out


def test_the_infra_failure_is_recorded_outside_the_scores(run_dir):
    assert [row["agent"] for row in read_results(run_dir)] == ["null"]
    (failure,) = read_failures(run_dir)
    assert failure["termination"] == "infra_failed"
    assert failure["conversation_type"] == "single_intent"


def test_the_console_summary_counts_it_beside_pass_at_1(run_dir):
    rows = summarise_rows(read_results(run_dir), read_failures(run_dir))
    by_agent = {row.agent: row for row in rows}
    assert by_agent["down"].excluded == 1 and by_agent["down"].episodes == 0
    assert by_agent["down"].pass_at_1 is None  # outside the score, not a zero
    assert by_agent["null"].excluded == 0 and by_agent["null"].pass_at_1 == 0.0
    # without the failures the down agent would vanish from the summary
    assert [row.agent for row in summarise_rows(read_results(run_dir))] == ["null"]


def test_the_report_tables_count_it_beside_pass_at_1(run_dir):
    tables = build_tables(load_run(run_dir))
    with_pass = [t for t in tables if "pass@1" in [m.name for m in t.metrics]]
    assert {t.grouping for t in with_pass} == {"world", "conversation_type"}
    for table in with_pass:
        rows = {row.system: row for row in table.rows}
        assert rows["down"].excluded == 1 and rows["down"].episodes == 0
        assert rows["down"].cells["pass@1"].estimate is None
        assert rows["null"].excluded == 0


def test_the_written_report_shows_the_column(run_dir):
    markdown = (run_dir / "report.md").read_text(encoding="utf-8")
    counted: list[str] = []
    column = None
    for line in markdown.splitlines():
        if line.startswith("| ") and "| system |" in line:  # a table's head
            cells = line.split(" | ")
            column = cells.index("excluded") if "excluded" in cells else None
            if column is not None:
                assert cells[column - 1] == "Pass@1"
        elif column is not None and re.match(r"\| [^|]+ \| down \|", line):
            counted.append(line.split(" | ")[column])
    assert counted == ["1", "1"]  # the agentic tables by world and by conversation type
    html = (run_dir / "report.html").read_text(encoding="utf-8")
    assert ">excluded</th>" in html
