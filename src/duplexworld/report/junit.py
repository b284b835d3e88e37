"""JUnit XML of a run for CI systems: one test case per scenario x system.

The layout follows the JUnit XML that Jenkins, GitLab and GitHub test reporters read (the
Ant/Jenkins ``junit`` schema): ``<testsuites>`` holding one ``<testsuite name tests failures
errors skipped time>`` per system, each holding one ``<testcase name classname time>`` per
scenario. A scenario passes when every run of it has reward 1. A run with reward below 1 is
a ``<failure>`` whose message is the report's reason (which reward factor failed, and why); a
run without a reward (a factor could not be judged) or an episode that could not be run
(``failures.jsonl``: infra_failed, caller_failed, ...) is an ``<error>``: neither passes.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from duplexworld.report.data import Episode, RunData
from duplexworld.report.episode import episode_view
from duplexworld.report.pooled import SystemKey, system_key, system_label
from duplexworld.report.summary import failure_agent

PASS_REWARD = 1.0 - 1e-9


@dataclass
class _Case:
    world: str = ""
    seconds: float = 0.0
    passed: int = 0
    failed: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def _reason(episode: Episode) -> str:
    failures = episode_view(episode).failures
    return "; ".join(f"{factor}: {why}" for factor, why in failures) or "reward below 1"


def _cases(
    run: RunData, unrun: Iterable[Mapping[str, object]]
) -> dict[SystemKey, dict[str, _Case]]:
    cases: dict[SystemKey, dict[str, _Case]] = defaultdict(lambda: defaultdict(_Case))
    for episode in sorted(run.episodes, key=lambda e: e.key):
        case = cases[system_key(episode)][episode.scenario_id]
        case.world = episode.world
        case.seconds += float(episode.row.get("sim_seconds") or 0.0)
        reward = episode.value("reward")
        if reward is None:
            case.errors.append(f"{episode.key}: no reward ({_reason(episode)})")
        elif reward >= PASS_REWARD:
            case.passed += 1
        else:
            case.failed.append(f"{episode.key}: reward {reward:.3f}: {_reason(episode)}")
    finished = {e.key for e in run.episodes}
    for row in unrun:
        if str(row.get("key")) in finished:
            continue  # a later attempt finished it
        key = (failure_agent(row), str(row.get("channel")))
        case = cases[key][str(row.get("scenario"))]
        case.world = case.world or str(row.get("world", ""))
        detail = str(row.get("termination_detail") or "")
        case.errors.append(
            f"{row.get('key')}: not scored ({row.get('termination')}"
            + (f": {detail}" if detail else "")
            + ")"
        )
    return cases


def junit_xml(run: RunData, unrun: Iterable[Mapping[str, object]] = ()) -> str:
    """The run as JUnit XML (``unrun``: the rows of ``failures.jsonl``)."""
    cases = _cases(run, unrun)
    several = len({key[1] for key in cases}) > 1
    root = ET.Element("testsuites", name="duplexworld")
    totals = {"tests": 0, "failures": 0, "errors": 0}
    total_seconds = 0.0
    for key in sorted(cases):
        label = system_label(key, several)
        suite = ET.SubElement(root, "testsuite", name=label)
        counts = {"tests": 0, "failures": 0, "errors": 0}
        seconds = 0.0
        for scenario, case in sorted(cases[key].items()):
            counts["tests"] += 1
            seconds += case.seconds
            testcase = ET.SubElement(
                suite,
                "testcase",
                name=scenario,
                classname=f"{label}.{case.world}",
                time=f"{case.seconds:.1f}",
            )
            runs = case.passed + len(case.failed) + len(case.errors)
            if case.errors:
                counts["errors"] += 1
                element = ET.SubElement(
                    testcase,
                    "error",
                    message=f"{len(case.errors)} of {runs} runs not scored: {case.errors[0]}",
                    type="unscored",
                )
                element.text = "\n".join(case.errors + case.failed)
            elif case.failed:
                counts["failures"] += 1
                element = ET.SubElement(
                    testcase,
                    "failure",
                    message=f"{len(case.failed)} of {runs} runs failed: {case.failed[0]}",
                    type="reward",
                )
                element.text = "\n".join(case.failed)
        suite.set("tests", str(counts["tests"]))
        suite.set("failures", str(counts["failures"]))
        suite.set("errors", str(counts["errors"]))
        suite.set("skipped", "0")
        suite.set("time", f"{seconds:.1f}")
        for name in totals:
            totals[name] += counts[name]
        total_seconds += seconds
    for name, count in totals.items():
        root.set(name, str(count))
    root.set("time", f"{total_seconds:.1f}")
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
