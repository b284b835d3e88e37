"""A campaign: plan episodes, run those not yet finished, append results, resume safely.

``results.jsonl`` gets one line per finished episode, flushed and fsynced, so an interrupted
campaign loses at most the episode in flight; a rerun with the same output directory skips
every key already in the file.

An agent's fault is a finished episode (``agent_error``, scored). An episode that could not be
run for reasons outside the agent goes to ``failures.jsonl`` instead, outside every score, and
the campaign goes on (see ``campaign.attempt``): ``infra_failed`` after retries with back-off
when the agent raised ``InfrastructureError`` (a provider outage), ``harness_error`` at once
when the harness itself raised, ``caller_failed`` when the caller broke its script in every
attempt, ``step_capped`` for a capped run the spec excludes. A resume retries them. Episodes
run in an executor (``campaign.executors``), real-time agents' beside it under their
providers' caps (``campaign.realtime``); this driver alone appends to the files.

``spec.yaml`` records what the campaign resolved to (``CampaignSpec.record``); a campaign
whose record differs from the stored one is refused before anything runs
(``CampaignSpecMismatch``): a run directory never holds two campaigns.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Literal

import yaml

from duplexworld.agents.guard import HarnessDials
from duplexworld.agents.registry import agent_label
from duplexworld.campaign.attempt import Outcome, caller_confident_wrong, caller_fault_rate
from duplexworld.campaign.costs import CostHistory, longest_first
from duplexworld.campaign.database import write_results_db
from duplexworld.campaign.executors import Executor, RayExecutor, SerialExecutor
from duplexworld.campaign.lock import RunLock
from duplexworld.campaign.realtime import RealtimeRouting
from duplexworld.campaign.resume import StaleResultsError, parse_results, plan_resume
from duplexworld.episode.dials import CallerDials, Endpoint
from duplexworld.episode.episode import EpisodeSpec
from duplexworld.metrics import EpisodeScores
from duplexworld.metrics.judges.breaker import reset_breakers
from duplexworld.scenario import Scenario
from duplexworld.trace import read_meta
from duplexworld.util.atomic import write_text_atomic
from duplexworld.util.process import terminate_as_interrupt
from duplexworld.util.secrets import scrub_written

RESULTS_FILE = "results.jsonl"
FAILURES_FILE = "failures.jsonl"
"""Episodes that could not be run (infra_failed, harness_error): never scored, retried."""

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class CampaignSpec:
    """What a campaign runs: scenarios x agents x channels x runs, and the dials.

    Build one from a spec file or the ``run`` flags with ``campaign.resolve``; ``record()``
    is what ``spec.yaml`` holds and what a later campaign into the same directory must match.

    Attributes:
        scenarios, agents, runs: what runs (agents as references).
        channel: one channel preset, or several (each scenario runs on each).
        dials: the agent's budgets and per-tick bounds.
        caller: the caller's perception, mode and decider (unset: the environment decides).
        seed: the campaign seed mixed into every episode's (None: the default seeds).
        step_cap_ticks: every scenario's step cap (None: each scenario's own).
        capped_runs: ``scored`` or ``excluded`` (a capped run becomes ``step_capped`` in
            failures.jsonl, outside the scores).
        vad_threshold: the server VAD threshold written into the configured agents' files
            (``agent_files``); recorded here.
        agent_files: configuration files the campaign writes into the run directory before
            it starts, as (path, YAML text): configured agents with the campaign's dials.
        selection: the scenario selection as given (recorded, not compared: the resolved ids
            are).
    """

    scenarios: tuple[Scenario, ...]
    agents: tuple[str, ...]
    runs: int
    channel: str | tuple[str, ...]
    dials: HarnessDials = field(default_factory=HarnessDials)
    caller: CallerDials = field(default_factory=CallerDials)
    seed: int | None = None
    step_cap_ticks: int | None = None
    capped_runs: Literal["scored", "excluded"] = "scored"
    vad_threshold: float | None = None
    agent_files: tuple[tuple[str, str], ...] = ()
    selection: dict[str, object] | None = None

    @property
    def channels(self) -> tuple[str, ...]:
        """The channel presets, in order."""
        return (self.channel,) if isinstance(self.channel, str) else tuple(self.channel)

    def episodes(self) -> list[EpisodeSpec]:
        """Every episode of the campaign, in a stable order."""
        scenarios = self.scenarios
        if self.step_cap_ticks is not None:  # part of the scenario as run (and its hash)
            cap = self.step_cap_ticks
            scenarios = tuple(s.model_copy(update={"step_cap_ticks": cap}) for s in scenarios)
        return [
            EpisodeSpec(
                scenario=scenario,
                agent=agent,
                channel=channel,
                run_index=run,
                dials=self.dials,
                caller=self.caller,
                seed_base=self.seed,
                capped_runs=self.capped_runs,
            )
            for scenario in scenarios
            for agent in self.agents
            for channel in self.channels
            for run in range(self.runs)
        ]

    def _label(self, agent: str) -> str:
        # a file the campaign writes is named after its label (and may not exist yet)
        if any(path == agent for path, _text in self.agent_files):
            return Path(agent).stem
        return agent_label(agent)

    def record(self) -> dict[str, object]:
        """What ``spec.yaml`` holds: every field that decides the results (compared on a
        later campaign into the same directory), then the selection as given."""
        return {
            "campaign": RECORD_VERSION,
            "scenarios": [s.id for s in self.scenarios],
            "agents": [self._label(a) for a in self.agents],
            "channels": list(self.channels),
            "runs": self.runs,
            "seed": self.seed,
            "harness": {
                **self.dials.as_dict(),
                "step_cap_ticks": self.step_cap_ticks,
                "capped_runs": self.capped_runs,
                "vad_threshold": self.vad_threshold,
            },
            "caller": _caller_record(self.caller),
            "agent_refs": list(self.agents),
            "selection": self.selection,
        }


RECORD_VERSION = 1
"""Version of the ``spec.yaml`` record (a file without ``campaign:`` predates it)."""
COMPARED_FIELDS = ("scenarios", "agents", "channels", "runs", "seed", "harness", "caller")
"""Fields of the record a later campaign into the same directory must match."""


def _caller_record(dials: CallerDials) -> dict[str, object]:
    def endpoint(value: Endpoint | None) -> dict[str, object] | None:
        return None if value is None else asdict(value)

    unset = "from the environment"
    return {
        "perception": dials.perception or unset,
        "mode": dials.mode or unset,
        "llm": endpoint(dials.llm),
        "decider_mode": dials.decider_mode or unset,
        "decider": endpoint(dials.decider),
    }


class CampaignSpecMismatch(StaleResultsError):
    """The run directory holds another campaign (its ``spec.yaml`` differs)."""


def spec_differences(recorded: object, planned: dict[str, object]) -> list[str]:
    """What differs between a stored ``spec.yaml`` and this campaign's record, one line per
    field (``field: stored -> now``); a record older than ``RECORD_VERSION`` is compared on
    the fields it has."""
    if not isinstance(recorded, dict):
        return ["spec.yaml: not a campaign record"]
    if "campaign" not in recorded:  # written before spec files: scenarios, agents, runs, channel
        recorded = {
            "scenarios": recorded.get("scenarios"),
            "agents": recorded.get("agents"),
            "runs": recorded.get("runs"),
            "channels": [recorded.get("channel")],
        }
        planned = {**planned, "agents": planned.get("agent_refs")}
    lines = []
    for name in COMPARED_FIELDS:
        if name not in recorded:
            continue
        old, new = recorded[name], planned.get(name)
        if isinstance(old, dict) and isinstance(new, dict):
            for sub in sorted(set(old) | set(new)):
                if old.get(sub) != new.get(sub):
                    lines.append(f"{name}.{sub}: {old.get(sub)!r} -> {new.get(sub)!r}")
        elif old != new:
            lines.append(f"{name}: {_short(old)} -> {_short(new)}")
    return lines


def _short(value: object, limit: int = 6) -> str:
    if isinstance(value, list) and len(value) > limit:
        return f"{value[:limit]!r}... ({len(value)} items)"
    return repr(value)


def _check_record(out_dir: Path, spec: CampaignSpec) -> None:
    """Write ``spec.yaml``, or refuse a campaign that is not the one recorded there."""
    spec_path = out_dir / "spec.yaml"
    record = spec.record()
    if not spec_path.exists():
        write_text_atomic(spec_path, yaml.safe_dump(record, sort_keys=False))
        return
    try:
        stored = yaml.safe_load(spec_path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise CampaignSpecMismatch(f"{spec_path}: unreadable ({exc}); use a new --out") from None
    changes = spec_differences(stored, record)
    if changes:
        shown = "\n".join(f"  {line}" for line in changes[:10])
        more = f"\n  ... and {len(changes) - 10} more" if len(changes) > 10 else ""
        raise CampaignSpecMismatch(
            f"this run directory holds another campaign; its spec.yaml differs:\n{shown}{more}\n"
            "results of two campaigns are never merged: write to a new --out directory"
        )


def _write_agent_files(spec: CampaignSpec) -> None:
    for path, text in spec.agent_files:
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            write_text_atomic(target, text)


def read_results(out_dir: Path) -> list[dict[str, object]]:
    """Rows of ``results.jsonl``, the last one per key (an episode rerun after a change
    appends a new row); malformed lines are skipped (``parse_results`` reports them)."""
    return list(parse_results(Path(out_dir) / RESULTS_FILE).rows.values())


def append_result(out_dir: Path, row: dict[str, object]) -> None:
    """Append one row durably."""
    _append_line(Path(out_dir) / RESULTS_FILE, row)


def _append_line(path: Path, row: dict[str, object]) -> None:
    with path.open("a", encoding="utf-8") as handle:
        handle.write(scrub_written(json.dumps(row, sort_keys=True)) + "\n")
        handle.flush()
        os.fsync(handle.fileno())


def read_failures(out_dir: Path) -> list[dict[str, object]]:
    """Rows of ``failures.jsonl``: episodes not run (latest line per key wins)."""
    path = Path(out_dir) / FAILURES_FILE
    rows: dict[str, dict[str, object]] = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(row, dict):
                rows[str(row.get("key"))] = row
    return list(rows.values())


def _campaign_row(
    out_dir: Path,
    wanted: set[str],
    rows: list[dict[str, object]],
    failures: list[dict[str, object]],
) -> dict[str, object]:
    """The campaign's one row of the ``campaign`` table: its size and how episodes ended
    outside the scores, with the caller-fault rate."""
    faults = caller_fault_rate(out_dir, wanted, rows, failures)
    scored = {str(row.get("key")) for row in rows}
    ended: dict[str, int] = {}
    for row in failures:
        if row.get("key") not in scored:
            kind = str(row.get("termination"))
            ended[kind] = ended.get(kind, 0) + 1
    return {
        "episodes_planned": len(wanted),
        "episodes_scored": len(rows),
        "infra_failed": ended.get("infra_failed", 0),
        "harness_error": ended.get("harness_error", 0),
        "caller_failed": ended.get("caller_failed", 0),
        "step_capped": ended.get("step_capped", 0),
        "caller_faulty_episodes": faults.faulty,
        "caller_fault_rate": faults.rate,
        "caller_confident_wrong": caller_confident_wrong(out_dir, scored & wanted),
    }


def _repair_tail(out_dir: Path) -> None:
    # A crash can leave a partial last line; drop it so appends start on a fresh line.
    path = Path(out_dir) / RESULTS_FILE
    if not path.is_file():
        return
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        path.write_bytes(data[: data.rfind(b"\n") + 1])


@terminate_as_interrupt()
def run_campaign(
    spec: CampaignSpec,
    out_dir: Path,
    cache_dir: Path | None = None,
    on_start: Callable[[int, int], None] | None = None,
    on_episode: Callable[[EpisodeScores], None] | None = None,
    on_failure: Callable[[dict[str, object]], None] | None = None,
    sleep: Callable[[float], None] = time.sleep,
    rerun_changed: bool = False,
    on_notice: Callable[[str], None] | None = None,
    hold_lock: bool = True,
    executor: Executor | None = None,
) -> list[dict[str, object]]:
    """Run every unfinished episode of ``spec`` into ``out_dir``; returns all result rows.

    Args:
        spec: the campaign.
        out_dir: run directory (created); holds spec.yaml, episodes/ and results.jsonl.
        cache_dir: speech cache directory (default: the user cache).
        on_start: called once with (episodes to run, episodes already done).
        on_episode: called after each finished episode.
        on_failure: called with the row of each episode that could not be run.
        sleep: the back-off wait between infrastructure retries (tests pass a no-op).
        rerun_changed: run again the finished episodes whose scenario, agent, channel,
            caller or dials changed since (without it such a resume is refused).
        on_notice: called with each resume notice (a skipped malformed line, a rerun).
        hold_lock: take the run directory's lock (False: the caller already holds it).
        executor: where episodes run (default: one after another in this process); this
            driver alone appends to results.jsonl, as each episode finishes.

    SIGTERM is handled as Ctrl-C while it runs (``KeyboardInterrupt``: the episode in flight
    is dropped, the lock released).

    Raises:
        StaleResultsError: finished episodes are stale and ``rerun_changed`` is not set.
        RunDirectoryLocked: another live campaign writes ``out_dir``.
    """
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    notify = on_notice or (lambda text: log.warning("%s", text))
    lock = RunLock(out_dir)
    if hold_lock:
        lock.acquire()
        if lock.stale:
            notify(f"took over the lock of a campaign that is gone ({lock.stale})")
    reset_breakers()  # an endpoint's failure budget is per campaign
    try:
        _check_record(out_dir, spec)
        _write_agent_files(spec)  # after the check: never rewrite another campaign's files
        _repair_tail(out_dir)
        lines = parse_results(out_dir / RESULTS_FILE)
        for problem in lines.problems:
            notify(problem)
        plan = plan_resume(spec.episodes(), out_dir, lines.rows, cache_dir)
        if plan.stale:
            if not rerun_changed:
                raise StaleResultsError(plan.refusal())
            for key, changes in plan.stale.items():
                notify(f"rerunning {key}: {', '.join(changes)} changed")
        todo = [episode for episode in spec.episodes() if episode.key not in plan.reuse]
        history = CostHistory.load(cache_dir)
        todo = longest_first(todo, history)  # with several workers, no long call starts last
        by_key = {episode.key: episode for episode in todo}
        if on_start:
            on_start(len(todo), len(spec.episodes()) - len(todo))
        base = executor or SerialExecutor(sleep=sleep)
        # real-time agents run concurrently per provider beside the executor (Ray caps them
        # with resources itself)
        runner = base if isinstance(base, RayExecutor) else RealtimeRouting(base, sleep)
        outcomes: Iterable[Outcome] = runner.run(todo, out_dir, cache_dir)
        try:
            for outcome in outcomes:
                if isinstance(outcome, dict):
                    _append_line(out_dir / FAILURES_FILE, outcome)
                    if on_failure:
                        on_failure(outcome)
                    continue
                append_result(out_dir, outcome.row())
                seconds = _call_seconds(out_dir, outcome.episode_key)
                if seconds is not None and outcome.episode_key in by_key:
                    history.record(by_key[outcome.episode_key], seconds)
                if on_episode:
                    on_episode(outcome)
        finally:  # an interrupted campaign keeps what it learnt
            history.save()
        all_rows = read_results(out_dir)
        wanted = {episode.key for episode in spec.episodes()}
        mine = [row for row in all_rows if row.get("key") in wanted]
        failures = [r for r in read_failures(out_dir) if r.get("key") in wanted]
        write_results_db(out_dir, all_rows, _campaign_row(out_dir, wanted, mine, failures))
        return mine
    finally:
        lock.release()


def _call_seconds(out_dir: Path, key: str) -> float | None:
    # the wall seconds the episode's call took, from its meta.json (None when unreadable)
    try:
        return float(read_meta(out_dir / "episodes" / key)["wall_seconds"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


ENTERPRISE_WORLDS = ("banking", "insurance", "travel", "healthcare", "logistics")
"""The five enterprise worlds; ``enterprise`` selects them all."""


def expand_worlds(names: Iterable[str]) -> list[str]:
    """World names with ``enterprise`` replaced by the five enterprise worlds, in order."""
    return [w for name in names for w in (ENTERPRISE_WORLDS if name == "enterprise" else [name])]


def select_scenarios(
    all_scenarios: Iterable[Scenario],
    world: str | Iterable[str] | None,
    ids: Iterable[str] | None,
) -> list[Scenario]:
    """Scenarios of some worlds (``enterprise`` = the five enterprise worlds) or with the given
    ids; unknown ids or worlds raise ValueError."""
    scenarios = list(all_scenarios)
    if ids:
        by_id = {s.id: s for s in scenarios}
        missing = [i for i in ids if i not in by_id]
        if missing:
            raise ValueError(
                f"unknown scenario id {missing[0]!r} (see `duplexworld scenarios list`)"
            )
        return [by_id[i] for i in ids]
    if world:
        names = [world] if isinstance(world, str) else list(world)
        wanted = expand_worlds(names)
        chosen = [s for s in scenarios if s.world in wanted]
        known = {s.world for s in scenarios}
        unknown = [name for name in wanted if name not in known]
        if unknown or not chosen:
            worlds = ", ".join(sorted(known))
            raise ValueError(
                f"no scenarios for world {(unknown or wanted)[0]!r} (worlds: {worlds}, enterprise)"
            )
        return chosen
    return scenarios
