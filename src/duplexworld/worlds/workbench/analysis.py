"""A workflow's outcome from its stored trace: the factors of WS and the field grades.

Everything is read from the trace: the final state (the artifact with every field version and
status change, the approval tokens, the CommitGuard's log, the calendar and the notices, all
stamped with ticks) and the events (the agent's tool calls and their results, the first user
speech). The expected artifact is the gold replay's (the scenario's gold procedure applied to
its seed), so no expected value is written anywhere but in the user's private state and the
records and documents the gold reads.

- TS, target state: the artifact reached the gold's lifecycle state, and the calendar entries
  and notices match the gold's (on their arguments).
- PV, process validity: no forbidden act, i.e. no gated action the CommitGuard blocked (a
  commit without approval, after a revocation, or on an approval of an earlier revision).
- AC, action completion: every required gold action of the agent other than the field writes
  (finding and reading the artifact, the record and knowledge-base searches that are its
  evidence, submit, commit, follow-ups) matched by a call that succeeded. A search is matched
  by what it returned, never by counting calls: a gold search is done when some successful
  call of a tool that returns such records (``REACHED_BY``) returned one of the records or
  documents it must reach (its ``clauses``, read off the ``[ID]`` headings of the result, as
  ACT reads policy clauses), whatever its query said. One search that returns the documents of
  two gold searches completes both; a search that returned none of them completes nothing.
- AV, artifact validity: lifecycle reached, no required field missing, every field correct by
  its grader, and no stale value after a correction.
WS = TS x PV x AC x AV. AFA = correct fields / graded fields (micro-averaged over episodes by
the tally). TTR = seconds from the first user audio to the commit of a valid artifact, only
for a valid terminal state (AV 1 and PV 1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from duplexworld.metrics.matching import action_matches, values_match
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import FactRef, GoldAction
from duplexworld.trace import SpeechStarted, ToolCalled, ToolReturned, Trace, Utterance
from duplexworld.units import TICK_MS
from duplexworld.world.clauses import clauses_returned
from duplexworld.worlds.workbench.artifacts import Artifact, FieldVersion, Template
from duplexworld.worlds.workbench.authorization import GUARD_LOG
from duplexworld.worlds.workbench.graders import Grade, SemanticJudge, grade_field

EVIDENCE_FREE = frozenset({"update_field"})
"""Gold tools AC does not count: field writes are graded field by field in AV."""
REACHED_BY: dict[str, frozenset[str]] = {
    "search_records": frozenset({"search_records", "read_record"}),
    "search_kb": frozenset({"search_kb"}),
}
"""The tools whose results can return what a gold search must reach (a record read by its id
returns the record as its search does)."""


@dataclass
class FieldResult:
    """One graded field."""

    name: str
    expected: str | None
    actual: str | None
    grade: Grade
    corrected: bool = False
    stale: bool = False


@dataclass
class Outcome:
    """The graded outcome of one workflow episode."""

    ts: float
    pv: float
    ac: float
    av: float | None
    """None when a field's grade could not be decided (a semantic field without a judge)."""
    fields: list[FieldResult]
    evidence: dict[str, Any] = field(default_factory=dict)
    ttr_s: float | None = None

    @property
    def ws(self) -> float | None:
        """WS = TS x PV x AC x AV (None when AV is undecided)."""
        return None if self.av is None else self.ts * self.pv * self.ac * self.av

    def afa(self, corrected: bool | None = None) -> tuple[int, int]:
        """(correct, decided) fields; ``corrected`` True/False keeps only (un)corrected ones."""
        chosen = [f for f in self.fields if corrected is None or f.corrected == corrected]
        decided = [f for f in chosen if f.grade.correct is not None]
        return sum(bool(f.grade.correct) for f in decided), len(decided)


@lru_cache(maxsize=256)
def _gold_state(scenario_json: str) -> dict[str, Any]:
    from duplexworld.world.gold import replay_gold

    return replay_gold(Scenario.model_validate_json(scenario_json)).world.state()


def gold_state(scenario: Scenario) -> dict[str, Any]:
    """The record store after the gold procedure (cached per scenario content)."""
    return _gold_state(scenario.model_dump_json())


def _artifact(state: dict[str, Any]) -> tuple[Artifact, Template]:
    task = next(r for r in state["task"] if r["id"] == "task")
    record = next(r for r in state["artifacts"] if r["id"] == task["artifact"])
    artifact = Artifact.model_validate(record)
    template = next(t for t in state["templates"] if t["id"] == artifact.template)
    return artifact, Template.model_validate(template)


def corrected_facts(scenario: Scenario) -> dict[str, str]:
    """Field -> the value before the correction, for fields filled from a corrected fact."""
    from duplexworld.world.gold import gold_calls

    old: dict[str, str] = {}
    for action, call in zip(scenario.gold_actions, gold_calls(scenario), strict=True):
        value = action.arguments.get("value")
        if action.name == "update_field" and isinstance(value, FactRef):
            fact = scenario.fact(value.fact)
            if fact.correction is not None and isinstance(call.arguments, dict):
                old[str(call.arguments["field"])] = fact.value
    return old


def _side_effects_match(
    table: str, keys: tuple[str, ...], final: dict[str, Any], gold: dict[str, Any]
) -> bool:
    got, want = final.get(table, []), gold.get(table, [])
    if len(got) != len(want):
        return False
    unmatched = list(got)
    for entry in want:
        match = next(
            (g for g in unmatched if all(values_match(entry[k], g.get(k)) for k in keys)), None
        )
        if match is None:
            return False
        unmatched.remove(match)
    return True


def _reached(
    action: GoldAction, calls: list[ToolCalled], returned: dict[str, set[str]]
) -> dict[str, Any]:
    """A gold search's match: the first successful call of a tool that reaches its records or
    documents that returned one of them (calls are not used up: one search may serve two)."""
    tools = REACHED_BY.get(action.name, frozenset({action.name}))
    wanted = set(action.clauses)
    match = next(
        (c for c in calls if c.name in tools and wanted & returned.get(c.call_id, set())),
        None,
    )
    reached = sorted(set().union(*(returned.get(c.call_id, set()) for c in calls)) & wanted)
    return {
        "name": action.name,
        "clauses": list(action.clauses),
        "reached": reached,
        "matched_call": match.call_id if match else None,
    }


def _completion(scenario: Scenario, trace: Trace) -> tuple[float, list[dict[str, Any]]]:
    from duplexworld.world.gold import gold_calls

    returned = {e.call_id: clauses_returned(e.content) for e in trace.events(ToolReturned) if e.ok}
    calls = [e for e in trace.events(ToolCalled) if e.actor == "agent" and e.call_id in returned]
    used: set[str] = set()
    report = []
    for action, call in zip(scenario.gold_actions, gold_calls(scenario), strict=True):
        if action.actor != "agent" or action.name in EVIDENCE_FREE:
            continue
        if action.clauses:  # a search: by what it returned, not by its name or its words
            report.append(_reached(action, calls, returned))
            continue
        args = dict(call.arguments) if isinstance(call.arguments, dict) else {}
        match = next(
            (
                c
                for c in calls
                if c.call_id not in used
                and action_matches(action.name, args, action.critical_names(), c.name, c.arguments)
            ),
            None,
        )
        if match is not None:
            used.add(match.call_id)
        report.append({"name": action.name, "matched_call": match.call_id if match else None})
    return float(all(r["matched_call"] for r in report)), report


def outcome(scenario: Scenario, trace: Trace, judge: SemanticJudge | None = None) -> Outcome:
    """Grade one episode from its trace."""
    final = trace.final_state
    gold = gold_state(scenario)
    artifact, template = _artifact(final)
    expected, _ = _artifact(gold)
    old_values = corrected_facts(scenario)
    results: list[FieldResult] = []
    for spec in template.fields:
        want, got = expected.value(spec.name), artifact.value(spec.name)
        field_result = FieldResult(spec.name, want, got, grade_field(spec, want, got, judge))
        if spec.name in old_values:
            field_result.corrected = True
            old = grade_field(spec, old_values[spec.name], got, None)
            field_result.stale = bool(old.correct) and not bool(field_result.grade.correct)
        results.append(field_result)
    blocked = final.get(GUARD_LOG, [])
    status_ok = artifact.status == expected.status
    effects_ok = _side_effects_match("schedule", ("when",), final, gold) and (
        _side_effects_match("notices", ("recipient",), final, gold)
    )
    ac, actions = _completion(scenario, trace)
    missing = artifact.missing(template)
    decided = [r.grade.correct for r in results]
    stale = [r.name for r in results if r.stale]
    if not status_ok or missing or stale or False in decided:
        av: float | None = 0.0
    elif None in decided:
        av = None
    else:
        av = 1.0
    evidence: dict[str, Any] = {
        "status": artifact.status,
        "target_status": expected.status,
        "side_effects_match": effects_ok,
        "blocked": [dict(b) for b in blocked],
        "missing_required": missing,
        "stale_fields": stale,
        "actions": actions,
        "revision": artifact.revision,
        "approvals": [dict(t) for t in final.get("approvals", [])],
    }
    result = Outcome(
        ts=float(status_ok and effects_ok),
        pv=float(not blocked),
        ac=ac,
        av=av,
        fields=results,
        evidence=evidence,
    )
    # the gold's terminal state: committed, or submitted for a prepare-only workflow
    done_tick = artifact.last_tick(expected.status)
    # from the first user audio; in text mode (no audio) from the user's first message
    first: type[Utterance | SpeechStarted] = (
        Utterance if trace.header.modality == "text" else SpeechStarted
    )
    starts = [e.tick for e in trace.events(first) if e.lane == "caller"]
    # only a valid terminal state resolves the call: a valid artifact committed without a
    # forbidden act (a commit the guard blocked first is no resolution, however fast)
    if done_tick is not None and av == 1.0 and result.pv == 1.0 and starts:
        result.ttr_s = max(0, done_tick - starts[0]) * TICK_MS / 1000.0
    return result


def field_history(artifact: Artifact, name: str) -> tuple[FieldVersion, ...]:
    """Every version a field held (the stale-value trail)."""
    return artifact.fields.get(name, ())
