"""Command line: run, campaign, demo, score, report, export, compare, scenarios, workbench,
bench (thin)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from duplexworld.util.console import console

if TYPE_CHECKING:
    from rich.table import Table

    from duplexworld.campaign import CampaignSpec
    from duplexworld.campaign.executors import Executor
    from duplexworld.campaign.spec import CampaignFile

DEMO_OUT = Path("runs/demo")


@dataclass(frozen=True)
class Narrowing:
    """The ``run`` flags that narrow or seed a selection: ``--type``, ``--limit``, ``--seed``
    (the spec's ``scenarios.types``, ``scenarios.limit`` and ``seed``)."""

    types: list[str] = field(default_factory=list)
    limit: int | None = None
    seed: int | None = None


VIEW_PORT = 8780
"""Default port of ``view``: not the fakes' 8765, so a fake and the report run side by side."""


def _results_table(
    rows: list[dict[str, object]], failures: list[dict[str, object]] | None = None
) -> Table:
    from rich.table import Table

    from duplexworld.report.summary import COLUMNS, summarise_rows, summary_cells

    table = Table(
        title="results (absent values show as \u2014; excluded: not scored, see failures.jsonl)"
    )
    for column in COLUMNS:
        table.add_column(column)
    for row in summarise_rows(rows, failures or ()):
        table.add_row(*summary_cells(row))
    return table


def _flags_spec(
    scenario_ids: list[str] | None,
    world: list[str] | None,
    agents: list[str],
    runs: int,
    channel: str | list[str],
    scenario_files: list[Path] | None,
    narrowing: Narrowing | None = None,
) -> CampaignFile:
    """The campaign spec the ``run`` flags stand for (``campaign run`` reads it from a file)."""
    from duplexworld.campaign.spec import AgentRef, CampaignFile, ScenarioSelection

    narrowing = narrowing or Narrowing()
    return CampaignFile(
        agents=[AgentRef(config=a) if a.endswith((".yaml", ".yml")) else a for a in agents],
        scenarios=ScenarioSelection(
            worlds=world or [],
            types=narrowing.types,
            ids=scenario_ids or [],
            files=[str(p) for p in scenario_files or []],
            limit=narrowing.limit,
        ),
        channels=[channel] if isinstance(channel, str) else channel,
        runs=runs,
        seed=narrowing.seed,
    )


def _run(
    scenario_ids: list[str] | None,
    world: list[str] | None,
    agents: list[str],
    runs: int,
    channel: str | list[str],
    out: Path,
    cache: Path | None,
    rerun_changed: bool = False,
    scenario_files: list[Path] | None = None,
    executor_name: str = "local",
    workers: int | None = None,
    address: str | None = None,
    narrowing: Narrowing | None = None,
) -> int:
    from pydantic import ValidationError

    if runs < 1:
        console.print("[red]error:[/] --runs must be at least 1")
        return 2
    try:
        spec = _flags_spec(scenario_ids, world, agents, runs, channel, scenario_files, narrowing)
    except ValidationError as exc:  # the flags' values, by the spec's field names
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        flag = {"scenarios.limit": "limit", "scenarios.types": "type"}.get(where, where)
        console.print(f"error: --{flag}: {first['msg']}", markup=False)
        return 2
    return _run_spec(spec, "", out, cache, rerun_changed, executor_name, workers, address)


def _campaign_run(
    path: Path,
    out: Path,
    cache: Path | None,
    rerun_changed: bool,
    executor_name: str | None,
    workers: int | None,
    address: str | None,
) -> int:
    from duplexworld.campaign.spec import CampaignSpecError, load_campaign_file

    try:
        spec = load_campaign_file(path)
    except CampaignSpecError as exc:
        console.print(f"error: {exc}", markup=False, soft_wrap=True)
        return 2
    chosen = spec.executor
    return _run_spec(
        spec,
        str(path),
        out,
        cache,
        rerun_changed,
        executor_name or chosen.name,
        workers if workers is not None else chosen.workers,
        address or chosen.address,
    )


def _run_spec(
    file_spec: CampaignFile,
    where: str,
    out: Path,
    cache: Path | None,
    rerun_changed: bool,
    executor_name: str,
    workers: int | None,
    address: str | None,
) -> int:
    from duplexworld.campaign.executors import make_executor
    from duplexworld.campaign.lock import RunDirectoryLocked, RunLock
    from duplexworld.campaign.resolve import resolve_campaign
    from duplexworld.campaign.spec import CampaignSpecError

    _import_from_working_directory()
    try:
        resolved = resolve_campaign(file_spec, out, where)
    except CampaignSpecError as exc:
        console.print(f"error: {exc}", markup=False, soft_wrap=True)
        return 2
    for note in resolved.notes:
        console.print(f"note: {note}", markup=False)
    try:
        executor = make_executor(executor_name, workers, address)
    except ValueError as exc:
        console.print(f"[red]error:[/] {exc}")
        return 2
    spec = resolved.spec
    lock = RunLock(out)
    try:
        lock.acquire()
    except RunDirectoryLocked as exc:
        console.print(f"error: {exc}", markup=False, soft_wrap=True)
        return 2
    if lock.stale:
        console.print(
            f"note: took over the lock of a campaign that is gone ({lock.stale})", markup=False
        )
    try:
        from duplexworld.campaign.executors import default_workers

        parallel = 1 if executor_name == "serial" else workers or default_workers()
        return _run_locked(spec, out, cache, rerun_changed, executor, parallel)
    except OSError as exc:
        if exc.filename is None:  # a write() on an open file: name the run directory
            raise OSError(exc.errno, exc.strerror or str(exc), str(out)) from exc
        raise
    finally:
        lock.release()


def _import_from_working_directory() -> None:
    """Let a ``module:factory`` agent live in the working directory without PYTHONPATH, as it
    would under ``python -m``. The directory goes last on ``sys.path``, so a file there never
    shadows an installed module; the local pool's spawned workers inherit the path."""
    here = os.getcwd()
    if here not in sys.path and "" not in sys.path:
        sys.path.append(here)


def _run_locked(
    spec: CampaignSpec,
    out: Path,
    cache: Path | None,
    rerun_changed: bool,
    executor: Executor | None = None,
    workers: int = 1,
) -> int:
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from duplexworld.campaign import StaleResultsError, read_failures, read_results, run_campaign
    from duplexworld.campaign.attempt import caller_confident_wrong, caller_fault_rate
    from duplexworld.campaign.costs import CostHistory
    from duplexworld.campaign.eta import RemainingTime, format_eta
    from duplexworld.campaign.notes import write_notes
    from duplexworld.metrics.judges import judge_status
    from duplexworld.report import RunDirError, write_report

    planned = spec.episodes()
    # the same history the campaign orders its work by; a finished episode costs no more time
    remaining = RemainingTime(planned, CostHistory.load(cache), workers)
    remaining.finished(str(row.get("key")) for row in read_results(out))
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.completed}/{task.total}"),
        TimeElapsedColumn(),
        TextColumn("{task.fields[eta]}"),
        console=console,
    ) as progress:
        task = progress.add_task(
            "episodes", total=len(planned), eta=format_eta(remaining.seconds())
        )

        def tick(key: object) -> None:
            remaining.finished([str(key)])
            progress.update(task, advance=1, eta=format_eta(remaining.seconds()))

        def started(todo: int, done: int) -> None:
            progress.update(task, completed=done)
            if done:
                progress.console.print(f"resuming: {done} episodes already finished")

        def finished(scores: object) -> None:
            row = scores.row()  # type: ignore[attr-defined]
            tick(row["key"])
            reward = row["reward"]
            why = f" ({row['termination_detail']})" if row["termination"] == "agent_error" else ""
            progress.console.print(
                f"  {row['key']}: reward {reward if reward is not None else 'absent'}, "
                f"{row['termination']}{why} after {row['sim_seconds']:.1f} s",
                markup=False,
            )

        def failed(row: dict[str, object]) -> None:
            tick(row.get("key"))
            progress.console.print(
                f"  {row['key']}: {row['termination']} ({row['termination_detail']}); "
                "not scored, retried on resume",
                markup=False,
            )

        def notice(text: str) -> None:
            progress.console.print(f"note: {text}", markup=False)

        try:
            rows = run_campaign(
                spec,
                out,
                cache,
                on_start=started,
                on_episode=finished,
                on_failure=failed,
                rerun_changed=rerun_changed,
                on_notice=notice,
                hold_lock=False,
                executor=executor,
            )
        except StaleResultsError as exc:
            progress.stop()
            console.print(f"error: {out}: {exc}", markup=False)
            return 2
    wanted = {episode.key for episode in spec.episodes()}
    done_keys = {row.get("key") for row in rows}
    failures = [r for r in read_failures(out) if r.get("key") in wanted]
    console.print(_results_table(rows, failures))
    unscored = [row for row in failures if row.get("key") not in done_keys]
    unrun = [r for r in unscored if r.get("termination") in ("infra_failed", "harness_error")]
    capped = [r for r in unscored if r.get("termination") == "step_capped"]
    notes = {
        "judges": judge_status(),
        "caller faults": caller_fault_rate(out, wanted, rows, failures).note(),
    }
    scored = {str(row.get("key")) for row in rows} & wanted
    misread = caller_confident_wrong(out, scored)
    if misread is not None:
        notes["caller confident-wrong"] = (
            f"{misread:.1%} of the caller's replies to agent turns committed to a reading that "
            "did not fit the turn as the agent said it (caller.validation.misread_replies)"
        )
    if unrun:
        notes["episodes not run"] = (
            f"{len(unrun)} episode(s) could not be run and are not scored (see "
            "failures.jsonl); run the same command again to retry them"
        )
    if capped:
        notes["capped runs"] = (
            f"{len(capped)} run(s) hit the step cap and are excluded from the scores "
            "(capped_runs: excluded; traces in excluded/)"
        )
    for text in notes.values():
        console.print(text, markup=False)
    write_notes(out, notes)
    try:
        markdown, page = write_report(out)
    except RunDirError as exc:  # nothing finished (every episode failed to run): no report
        console.print(f"no report: {exc}", highlight=False)
        return 0
    console.print(f"results: {out / 'results.jsonl'}\nreport: {markdown} and {page}")
    return 0


def _score(
    run_dir: Path,
    check: bool,
    judge_model: str | None = None,
    judge_base_url: str | None = None,
) -> int:
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from duplexworld.campaign import read_results
    from duplexworld.campaign.notes import write_notes
    from duplexworld.metrics import score_directory
    from duplexworld.metrics.judges import configure_judge, judge_status
    from duplexworld.metrics.judges.config import config_with
    from duplexworld.metrics.plugins import plugin_status
    from duplexworld.metrics.scoring import changed_scores, version_changes
    from duplexworld.metrics.tables import write_score_tables
    from duplexworld.report import RunDirError, write_report
    from duplexworld.util.atomic import write_text_atomic

    episodes = sorted(
        p
        for p in (run_dir / "episodes").glob("*")
        if p.is_dir() and not p.name.endswith(".partial")
    )
    if not episodes:
        console.print(f"[red]error:[/] {run_dir}: no episodes/ with finished traces")
        return 2
    if judge_base_url and not judge_model and config_with(None, None) is None:
        console.print(
            "[red]error:[/] --judge-base-url needs --judge-model or DUPLEXWORLD_JUDGE_MODEL"
        )
        return 2
    if judge_model or judge_base_url:
        configure_judge(config_with(judge_model, judge_base_url))
    try:
        stored = {str(row["key"]): row for row in read_results(run_dir)}
        differences = 0
        versions_changed: dict[str, str] = {}
        rows = []
        with Progress(
            TextColumn("scoring"),
            BarColumn(),
            TextColumn("{task.completed}/{task.total}"),
            TimeElapsedColumn(),
            console=console,
            transient=True,
        ) as progress:
            task = progress.add_task("scoring", total=len(episodes))
            for directory in episodes:
                row = score_directory(directory).row()
                rows.append(row)
                progress.advance(task)
                old = stored.get(str(row["key"]))
                if old is None:
                    continue
                changed = changed_scores(old, row)
                if changed:
                    differences += 1
                    progress.console.print(
                        f"[yellow]differs:[/] {row['key']} ({', '.join(changed)})"
                    )
                for name, change in version_changes(old, row).items():
                    versions_changed.setdefault(name, change)
        notes = {
            "judges": judge_status(),
            **{f"{k} plug-in": v for k, v in plugin_status().items()},
        }
    finally:
        if judge_model or judge_base_url:
            configure_judge(None)
    write_text_atomic(
        run_dir / "rescored.jsonl", "".join(json.dumps(r, sort_keys=True) + "\n" for r in rows)
    )
    tables = write_score_tables(run_dir, rows, notes)
    from duplexworld.campaign import read_failures

    console.print(_results_table(rows, read_failures(run_dir)))
    compared = sum(1 for r in rows if str(r["key"]) in stored)
    console.print(
        f"rescored {len(rows)} episodes from traces; {compared} compared with "
        f"results.jsonl, {differences} differ"
    )
    if versions_changed:
        # values of these metrics may differ by design; they are not counted above
        console.print(
            "metric versions changed since stored: "
            + ", ".join(f"{name} {change}" for name, change in versions_changed.items())
        )
    console.print(notes["judges"])
    console.print(f"tables: {', '.join(str(p) for p in tables)}")
    write_notes(run_dir, notes)
    try:
        write_report(run_dir)
    except RunDirError as exc:
        console.print(f"no report: {exc}", highlight=False)
    return 1 if check and differences else 0


def _scenarios(
    action: str,
    world: str | None,
    files: list[Path],
    episodes: bool = False,
    out: Path | None = None,
    channel: str = "clean",
) -> int:
    from duplexworld.scenario import ScenarioError, scenario_files
    from duplexworld.world.registry import world_entry
    from duplexworld.world.scenarios import load_scenario
    from duplexworld.worlds import builtin_scenarios, packaged_scenario, scenario_paths

    if world is not None:
        try:
            world_entry(world)
        except ValueError as exc:
            console.print(f"error: --world: {exc}", markup=False, soft_wrap=True)
            return 2
    if action == "list":
        for scenario in builtin_scenarios(world):
            difficulty = (
                json.dumps(scenario.difficulty, sort_keys=True) if scenario.difficulty else ""
            )
            print(
                f"{scenario.id}\t{scenario.world}\t{scenario.conversation_type}\t{difficulty}".rstrip()
            )
        return 0
    from duplexworld.metrics.channel_cost import channel_cost_table
    from duplexworld.worlds.validation import (
        ChannelCheck,
        channel_check,
        channel_costs,
        check_scenario_file,
        solve_check,
    )

    try:
        paths = [p for path in files for p in scenario_files(path)]
    except ScenarioError as exc:
        print(f"invalid: {exc}")
        return 1
    # the packaged files are parsed once per process (shared, read-only); named files afresh
    load = load_scenario if paths else packaged_scenario
    paths = paths or scenario_paths(world)
    failures = 0
    no_op: dict[str, list[bool]] = {}
    unsolved: list[str] = []
    channel_checks: list[ChannelCheck] = []
    for path in paths:
        # the one way a scenario file is taken in: `run --scenario-file` calls it too
        result = check_scenario_file(path, load)
        if not result.valid or result.scenario is None:
            failures += 1
            for problem in result.problems:
                print(f"invalid: {problem}")
            continue
        scenario = result.scenario
        no_op.setdefault(scenario.world, []).append(not result.gold_changes_state)
        effect = "gold changes the state" if result.gold_changes_state else "no-op gold"
        line = f"ok: {scenario.id} ({effect})"
        if episodes and channel == "clean":
            check = solve_check(scenario, result.gold_changes_state or False, out)
            line += f"; {check.summary()}"
            if not check.passed:
                failures += 1
                unsolved.append(scenario.id)
                line = "invalid" + line[2:]
        elif episodes:
            # a noisy channel: not a validity check but what the channel costs the oracle
            measured = channel_check(scenario, channel, out)
            channel_checks.append(measured)
            line += f"; {measured.summary()}"
        print(line, flush=True)
    for name, flags in sorted(no_op.items()):
        print(
            f"{name}: {sum(flags)} of {len(flags)} scenarios have no-op gold "
            f"({sum(flags) / len(flags):.0%})"
        )
    if channel_checks:
        print(f"oracle over the {channel} channel, per world (failures by class):")
        print(channel_cost_table(channel_costs(channel_checks)))
    print(f"{len(paths) - failures} valid, {failures} invalid")
    if unsolved:
        names = ", ".join(unsolved)
        print(f"not solved by the oracle (or passed by null) on the clean channel: {names}")
    return 1 if failures else 0


def _scenario_show(scenario_id: str) -> int:
    from duplexworld.worlds import builtin_scenarios
    from duplexworld.worlds.describe import describe_scenario

    found = [s for s in builtin_scenarios() if s.id == scenario_id]
    if not found:
        console.print(
            f"error: no built-in scenario {scenario_id!r} (see `duplexworld scenarios list`)",
            markup=False,
        )
        return 2
    sys.stdout.write(describe_scenario(found[0]))
    return 0


def _worlds(action: str, world: str | None) -> int:
    from duplexworld.world.registry import world_entry, world_names
    from duplexworld.worlds import builtin_scenarios
    from duplexworld.worlds.describe import describe_world

    if action == "list":
        for name in world_names():
            print(f"{name}\t{len(builtin_scenarios(name))} scenarios")
        return 0
    assert world is not None  # argparse requires it for show
    try:
        world_entry(world)
    except ValueError as exc:
        console.print(f"error: {exc}", markup=False, soft_wrap=True)
        return 2
    scenarios = builtin_scenarios(world)
    if not scenarios:
        console.print(
            f"error: world {world!r} has no built-in scenario to build it on", markup=False
        )
        return 2
    sys.stdout.write(describe_world(world, scenarios[0]))
    return 0


def _generate(world: str | None, check: bool) -> int:
    from duplexworld.authoring.generate import generate
    from duplexworld.authoring.gold import AuthoringError
    from duplexworld.world.registry import world_names

    try:
        outcomes = generate([world] if world else world_names(), check=check)
    except (AuthoringError, ValueError) as exc:
        print(f"error: {exc}")
        return 2
    bad = [o for o in outcomes if o.status in {"differs", "missing", "no source"}]
    for outcome in outcomes:
        if outcome.status != "unchanged":
            print(f"{outcome.status}: {outcome.path}")
    same = sum(o.status == "unchanged" for o in outcomes)
    if check:
        print(f"{same} up to date, {len(bad)} differ from the sources")
        return 1 if bad else 0
    print(f"{same} unchanged, {len(outcomes) - same} written or removed")
    return 1 if bad else 0


def _personas(action: str, threshold: float, cache: Path | None) -> int:
    from duplexworld.caller.persona import PERSONAS

    if action == "list":
        for persona in PERSONAS.values():
            print(
                f"{persona.id}\t{persona.gender}\t{persona.accent}\t{persona.speaking_rate}\t"
                f"interrupt {persona.interrupt_tendency}\tbackchannel "
                f"{persona.backchannel_tendency}"
            )
        return 0
    from duplexworld.caller.preflight import MIN_SPEECH_SHARE, preflight

    results = preflight(threshold, cache)
    for result in results:
        status = "ok" if result.audible else "INAUDIBLE"
        print(f"{status}\t{result.persona}\t{result.pool}\theard {result.heard_share:.0%}")
    deaf = [r for r in results if not r.audible]
    print(
        f"VAD threshold {threshold}: {len(results) - len(deaf)} of {len(results)} voices "
        f"audible (at least {MIN_SPEECH_SHARE:.0%} of speech frames heard)"
    )
    return 1 if deaf else 0


def _holding_lock(run_dir: Path, work: Callable[[], int]) -> int:
    """Run ``work`` as the run directory's only writer (score and report rewrite files)."""
    from duplexworld.campaign.lock import RunDirectoryLocked, RunLock

    if not run_dir.is_dir():
        console.print(f"error: {run_dir}: no such run directory", markup=False)
        return 2
    try:
        with RunLock(run_dir):
            return work()
    except RunDirectoryLocked as exc:
        console.print(f"error: {exc}", markup=False, soft_wrap=True)
        return 2


def _report(run_dir: Path) -> int:
    from duplexworld.report import REPORT_FILES, RunDirError, write_report

    try:
        write_report(run_dir)
    except RunDirError as exc:
        console.print(f"[red]error:[/] {exc}", highlight=False)
        return 2
    for name in REPORT_FILES:
        console.print(f"wrote {run_dir / name}", highlight=False)
    return 0


def _view(run_dir: Path, port: int) -> int:
    from duplexworld.report import RunDirError
    from duplexworld.report.serve import make_server, url_of

    try:
        server = make_server(run_dir, port)
    except RunDirError as exc:
        console.print(f"[red]error:[/] {exc}", highlight=False, soft_wrap=True)
        return 2
    except OSError as exc:
        console.print(f"[red]error:[/] cannot listen on port {port}: {exc.strerror}")
        return 2
    console.print(f"serving {run_dir} read-only at {url_of(server)} (Ctrl-C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``duplexworld`` command."""
    from duplexworld import __version__

    parser = argparse.ArgumentParser(prog="duplexworld", description=__doc__)
    parser.add_argument("--version", action="version", version=f"duplexworld {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run scenarios with agents and write results + report")
    pick = run.add_mutually_exclusive_group()
    pick.add_argument(
        "--world",
        action="append",
        help="all built-in scenarios of this world (repeatable; 'enterprise' = the five)",
    )
    pick.add_argument("--scenario", action="append", help="a scenario id (repeatable)")
    pick.add_argument(
        "--scenario-file",
        action="append",
        type=Path,
        help="your own scenario file, or a directory of them (repeatable)",
    )
    run.add_argument(
        "--agent",
        action="append",
        help="agent: a name, an installed plug-in, or package.module:factory (repeatable; "
        "default oracle)",
    )
    run.add_argument(
        "--agent-config",
        action="append",
        type=Path,
        help="agent configuration file (YAML, see examples/agents/; repeatable)",
    )
    run.add_argument(
        "--type",
        action="append",
        help="only scenarios of this conversation type (repeatable; with --world or "
        "--scenario-file), e.g. single_intent",
    )
    run.add_argument(
        "--limit", type=int, help="only the first N selected scenarios (a quick smoke run)"
    )
    run.add_argument(
        "--seed",
        type=int,
        help="the campaign's seed, mixed into every episode's seed (default: the fixed seeds)",
    )
    run.add_argument("--runs", type=int, default=1, help="runs per scenario and agent")
    run.add_argument(
        "--channel",
        action="append",
        default=None,
        help="channel preset (default realistic, as the paper's headline cells; clean is the "
        "control; text is the text control); repeat for several in one run",
    )
    run.add_argument("--out", type=Path, required=True, help="run directory")
    run.add_argument("--cache", type=Path, help="speech cache directory")
    run.add_argument(
        "--rerun-changed",
        action="store_true",
        help="rerun finished episodes whose scenario, agent, channel, caller or dials changed",
    )
    _executor_flags(run)

    campaign = sub.add_parser("campaign", help="campaigns from a spec file")
    campaign_sub = campaign.add_subparsers(dest="action", required=True)
    campaign_run = campaign_sub.add_parser(
        "run", help="run the campaign a spec file describes (see examples/campaigns/)"
    )
    campaign_run.add_argument("spec", type=Path, help="campaign spec (YAML)")
    campaign_run.add_argument("--out", type=Path, required=True, help="run directory")
    campaign_run.add_argument("--cache", type=Path, help="speech cache directory")
    campaign_run.add_argument(
        "--rerun-changed",
        action="store_true",
        help="rerun finished episodes whose scenario, agent, channel, caller or dials changed",
    )
    _executor_flags(campaign_run, default=None)

    demo = sub.add_parser(
        "demo",
        help="the built-in default campaign (oracle and null, one Banking scenario per type)",
    )
    demo.add_argument("--out", type=Path, default=DEMO_OUT)
    demo.add_argument("--cache", type=Path)

    score = sub.add_parser("score", help="recompute every score of a run directory from traces")
    score.add_argument("run_dir", type=Path)
    score.add_argument(
        "--check",
        action="store_true",
        help="exit 1 if a score differs whose metric version did not change",
    )
    score.add_argument(
        "--judge-model", help="judge model for CP, FAI, NLA (default $DUPLEXWORLD_JUDGE_MODEL)"
    )
    score.add_argument(
        "--judge-base-url",
        help="OpenAI-compatible base URL (default $DUPLEXWORLD_JUDGE_BASE_URL); the key is "
        "read from $DUPLEXWORLD_JUDGE_API_KEY only",
    )

    report = sub.add_parser("report", help="rewrite report.html, report.md and report.csv")
    report.add_argument("run_dir", type=Path)

    export = sub.add_parser("export", help="export a run's results table")
    export.add_argument("run_dir", type=Path)
    export.add_argument(
        "--parquet", action="store_true", required=True, help="write RUN/results.parquet"
    )
    export.add_argument("--to", type=Path, help="write here instead")

    compare = sub.add_parser(
        "compare",
        help="two runs side by side: the report's values and paired differences (B - A)",
        description="A and B are each side's values pooled as the report pools them; B - A "
        "is paired on the scenarios both ran (95%% paired bootstrap over them); scenarios "
        "only one side ran are listed.",
    )
    form = compare.add_mutually_exclusive_group()
    for flag, name in (("--md", "Markdown"), ("--csv", "CSV"), ("--html", "an HTML page")):
        form.add_argument(
            flag,
            dest="form",
            action="store_const",
            const=flag[2:],
            help=f"print {name} instead of the terminal table",
        )
    compare.set_defaults(form="table")
    compare.add_argument("--out", type=Path, help="write the --md/--csv/--html output here")
    compare.add_argument("run_a", type=Path)
    compare.add_argument("run_b", type=Path)
    compare.add_argument("--agent-a", help="agent of RUN_A (default: its only agent)")
    compare.add_argument("--agent-b", help="agent of RUN_B (default: its only agent)")
    compare.add_argument("--channel-a", help="channel of RUN_A (default: its only channel)")
    compare.add_argument(
        "--channel-b",
        help="channel of RUN_B (default: its only channel); e.g. the same run with "
        "--channel-a clean --channel-b text gives the modality gap",
    )

    gate = sub.add_parser(
        "gate",
        help="exit 1 if a run breaches a threshold or regressed from a baseline (for CI)",
        description="Check every system (agent on a channel) of RUN against thresholds, with "
        "the values the report shows. Exit 0 when all hold, 1 with one line per breach (an "
        "absent value breaches), 2 on a usage error. Metric names as in the report, loosely "
        "spelled: pass1 = Pass@1, passhat3 = Pass^3, tt = TT, gs = GS.",
    )
    gate.add_argument("run_dir", type=Path, help="the run to check")
    gate.add_argument(
        "--fail-under",
        action="append",
        default=[],
        metavar="METRIC=MIN",
        help="breach when the metric is below MIN (repeatable), e.g. pass1=0.6",
    )
    gate.add_argument(
        "--fail-over",
        action="append",
        default=[],
        metavar="METRIC=MAX",
        help="breach when the metric is above MAX (repeatable), e.g. response_latency=1.5",
    )
    gate.add_argument("--baseline", type=Path, help="a baseline run for --max-drop")
    gate.add_argument(
        "--max-drop",
        action="append",
        default=[],
        metavar="METRIC=DELTA",
        help="breach when the metric is worse than the baseline's by more than DELTA, on the "
        "scenarios both ran (repeatable; a rise for lower-is-better metrics)",
    )
    gate.add_argument("--junit", type=Path, help="write JUnit XML here (scenario x system)")
    gate.add_argument("--json", type=Path, help="write the machine-readable summary here")

    view = sub.add_parser(
        "view",
        help="serve a run directory, or a folder of runs (index and compare), read-only on "
        "localhost",
    )
    view.add_argument("run_dir", type=Path, help="a run directory, or a folder with runs below")
    view.add_argument(
        "--port",
        type=_port,
        default=VIEW_PORT,
        help=f"port (default {VIEW_PORT}; 0 = any; the fakes use 8765)",
    )

    scenarios = sub.add_parser("scenarios", help="list, validate or generate scenarios")
    scenarios_sub = scenarios.add_subparsers(dest="action", required=True)
    listing = scenarios_sub.add_parser("list", help="one line per scenario: id, world, type")
    listing.add_argument("--world")
    show = scenarios_sub.add_parser(
        "show",
        help="what a scenario puts on the line: type, caller's facts, tools (never the gold)",
    )
    show.add_argument("scenario_id", help="a built-in scenario id (see `scenarios list`)")
    validate = scenarios_sub.add_parser("validate", help="schema and gold replay checks")
    validate.add_argument("files", nargs="*", type=Path, help="files (default: all built-in)")
    validate.add_argument("--world")
    validate.add_argument("--all", action="store_true", help="all built-in scenarios (default)")
    validate.add_argument(
        "--episodes",
        action="store_true",
        help="also run the oracle (must reach reward 1) and null (must fail where the state "
        "must change) on the clean channel, or the oracle alone on --channel",
    )
    validate.add_argument(
        "--channel",
        default="clean",
        help="channel preset for --episodes (default clean: the oracle must pass and null "
        "fail; any other, such as realistic, reports the oracle's pass rate per world and its "
        "failures by class)",
    )
    validate.add_argument("--out", type=Path, help="keep the validation episodes here")
    generate = scenarios_sub.add_parser(
        "generate", help="write the scenario files from the worlds' authoring sources"
    )
    generate.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 naming each file that differs from what the sources produce",
    )
    generate.add_argument("--world", help="only this world (default: every world with sources)")

    worlds = sub.add_parser("worlds", help="list the worlds, or show one")
    worlds_sub = worlds.add_subparsers(dest="action", required=True)
    worlds_sub.add_parser("list", help="one line per world: name, scenarios")
    world_show = worlds_sub.add_parser(
        "show", help="a world's tools with their arguments, its prompt and policy headings"
    )
    world_show.add_argument("world", help="a world name (see `worlds list`)")

    channel = sub.add_parser("channel", help="telephone channel tools")
    channel_sub = channel.add_subparsers(dest="action", required=True)
    examples = channel_sub.add_parser(
        "examples", help="write example audio: each environment, bursts, distractors, calls"
    )
    examples.add_argument("--out", type=Path, required=True, help="folder for the WAV files")
    examples.add_argument("--seconds", type=float, default=8.0, help="length of noise examples")
    examples.add_argument("--cache", type=Path, help="noise cache directory")
    cost = channel_sub.add_parser(
        "cost",
        help="classify a reference agent's failures in a run (misheard, unheard, burst, drops)",
    )
    cost.add_argument("run_dir", type=Path)
    cost.add_argument("--agent", default="oracle", help="agent whose episodes to classify")

    workbench = sub.add_parser("workbench", help="Voice Workbench tables of a run directory")
    workbench_sub = workbench.add_subparsers(dest="action", required=True)
    by_archetype = workbench_sub.add_parser(
        "table",
        help="WS, AFA, uptake, TTR, Pass@1/3, Reliable@3 by archetype, industry, profile "
        "and risk tier (Markdown)",
    )
    by_archetype.add_argument("run_dir", type=Path)
    by_archetype.add_argument(
        "--by",
        action="append",
        choices=("archetype", "industry", "profile", "risk"),
        help="a slice to print (repeatable; default all four, archetype first)",
    )
    workbench_sub.add_parser(
        "content",
        help="content figures of the catalogue: knowledge-base sizes, lookups, corrections",
    )
    speech_check = workbench_sub.add_parser(
        "check-speech",
        help="is every value the user says heard right in its voice over the clean line?",
    )
    speech_check.add_argument(
        "--workflow", action="append", default=[], help="a workflow id (repeatable; default all)"
    )
    speech_check.add_argument(
        "--kinds",
        default="text,name",
        help="fact kinds to check, comma-separated (text,name; also digits,number,date,amount)",
    )

    personas = sub.add_parser("personas", help="list personas or screen them against the VAD")
    personas_sub = personas.add_subparsers(dest="action", required=True)
    personas_sub.add_parser("list", help="one line per persona")
    screen = personas_sub.add_parser("preflight", help="can the agent's VAD hear each voice?")
    screen.add_argument("--threshold", type=float, default=0.2, help="VAD threshold (0.2)")
    screen.add_argument(
        "--agent-config", type=Path, help="use this agent configuration's vad_threshold"
    )
    screen.add_argument("--cache", type=Path)

    _fakes_parser(sub)

    bench = sub.add_parser("bench", help="harness throughput and oracle time split")
    bench.add_argument("--cache", type=Path)
    bench.add_argument("--scenario", default=None, help="scenario for the oracle episode")
    bench.add_argument(
        "--campaign-only",
        action="store_true",
        help="only campaign throughput: 1 and 2 local workers and Ray on the same spec",
    )
    bench.add_argument(
        "--spec", type=Path, help="campaign spec for the throughput part (default: a small one)"
    )
    bench.add_argument(
        "--components-only",
        action="store_true",
        help="only CPU-s per call-second by component and the DuplexWorld-sized campaign's ETA",
    )
    bench.add_argument(
        "--per-world",
        type=int,
        default=2,
        help="scenarios per world sampled for the component split and the ETA (default 2)",
    )
    bench.add_argument(
        "--sample-runs",
        type=int,
        default=2,
        help=(
            "runs of each sampled scenario (default 2: later runs find the caches the first "
            "left, as a campaign's runs 2-5 do)"
        ),
    )
    bench.add_argument("--json", type=Path, help="also write every figure to this JSON file")
    return parser


def _fakes_parser(sub: argparse._SubParsersAction) -> None:
    """Add ``fakes list`` and ``fakes serve NAME`` to the command's subparsers.

    Builds nothing but the parser: the fakes (and the speech stack they import) load only when
    the command runs, so ``duplexworld --help`` stays fast; ``--fault`` is checked then.
    """
    fakes = sub.add_parser("fakes", help="local fakes of hosted voice agents (no key needed)")
    fakes_sub = fakes.add_subparsers(dest="action", required=True)
    fakes_sub.add_parser("list", help="one line per fake")
    serve = fakes_sub.add_parser("serve", help="serve a fake on localhost until Ctrl-C")
    serve.add_argument("name", help="fake name (see `duplexworld fakes list`)")
    serve.add_argument("--port", type=_port, default=8765, help="port (default 8765)")
    serve.add_argument(
        "--fault", help="inject this fault (rate_limit, disconnect, malformed, ...; see the docs)"
    )
    serve.add_argument("--times", type=int, default=1, help="connections the fault hits")
    serve.add_argument("--cache", type=Path, help="speech cache directory")
    serve.add_argument("--delay", type=float, default=0.0, help="seconds per reply (chat)")


INTERRUPTED = 130
"""Exit code after Ctrl-C (128 + SIGINT), as shells report it."""


def _compare(
    run_a: Path,
    run_b: Path,
    agent_a: str | None,
    agent_b: str | None,
    channel_a: str | None = None,
    channel_b: str | None = None,
    form: str = "table",
    out: Path | None = None,
) -> int:
    from rich.table import Table

    from duplexworld.report import RunDirError, load_run
    from duplexworld.report.compare import (
        HEADERS,
        compare_runs,
        render_csv,
        render_html,
        render_markdown,
        select_agent,
        select_channel,
        summary_lines,
        table_rows,
    )
    from duplexworld.util.atomic import write_text_atomic

    runs = []
    keys = []
    sides = ((run_a, agent_a, channel_a, "RUN_A"), (run_b, agent_b, channel_b, "RUN_B"))
    for path, agent, channel, label in sides:
        try:
            run = load_run(path)
            rows = [e.row for e in run.episodes]
            name = select_agent(rows, agent, f"{label} {path}")
            line = select_channel(
                [r for r in rows if r["agent"] == name], channel, f"{label} {path}"
            )
        except (RunDirError, ValueError) as exc:
            console.print(f"error: {exc}", markup=False, soft_wrap=True)
            return 2
        runs.append(run)
        keys.append((name, line))
    comparison = compare_runs(runs[0], keys[0], runs[1], keys[1])
    renderers = {"md": render_markdown, "csv": render_csv, "html": render_html}
    if form in renderers:
        text = renderers[form](comparison)
        if out is not None:
            write_text_atomic(out, text)
            console.print(f"wrote {out}", markup=False)
        else:
            sys.stdout.write(text)
        return 0
    table = Table(title=f"{comparison.label_b} minus {comparison.label_a}")
    for column in HEADERS:
        table.add_column(column)
    for row in table_rows(comparison):
        table.add_row(*row)
    console.print(table)
    for line in summary_lines(comparison):
        console.print(line, markup=False, soft_wrap=True)
    return 0


def _gate(
    run_dir: Path,
    under: list[str],
    over: list[str],
    baseline_dir: Path | None,
    drops: list[str],
    junit: Path | None,
    json_out: Path | None,
) -> int:
    from duplexworld.campaign import read_failures
    from duplexworld.report import RunDirError, load_run
    from duplexworld.report.gate import evaluate, known_metrics, parse_threshold
    from duplexworld.report.junit import junit_xml
    from duplexworld.util.atomic import write_text_atomic

    def usage(message: str) -> int:
        console.print(f"error: {message}", markup=False, soft_wrap=True)
        return 2

    if not (under or over or drops):
        return usage("gate: give at least one --fail-under, --fail-over or --max-drop")
    if drops and baseline_dir is None:
        return usage("--max-drop needs --baseline RUN")
    if baseline_dir is not None and not drops:
        return usage("--baseline is only read by --max-drop: give one")
    try:
        run = load_run(run_dir)
        baseline = load_run(baseline_dir) if baseline_dir is not None else None
    except RunDirError as exc:
        return usage(str(exc))
    known = known_metrics(run, *([baseline] if baseline is not None else []))
    try:
        thresholds = [
            *(parse_threshold("fail_under", text, known) for text in under),
            *(parse_threshold("fail_over", text, known) for text in over),
            *(parse_threshold("max_drop", text, known) for text in drops),
        ]
    except ValueError as exc:
        return usage(str(exc))
    summary = evaluate(run, thresholds, baseline)
    outputs = []
    if junit is not None:
        outputs.append((junit, junit_xml(run, read_failures(run_dir))))
    if json_out is not None:
        outputs.append((json_out, summary.model_dump_json(indent=2) + "\n"))
    for path, text in outputs:
        try:
            write_text_atomic(path, text)
        except OSError as exc:  # name the file asked for, not the temporary beside it
            console.print(f"error: {path}: {exc.strerror or exc}", markup=False, soft_wrap=True)
            return 2
    for line in summary.breaches:
        console.print(f"breach: {line}", markup=False, soft_wrap=True)
    verdict = "failed" if summary.breaches else "passed"
    console.print(
        f"gate {verdict}: {len(summary.breaches)} of {len(summary.checks)} checks breached "
        f"on {len(summary.systems)} system(s)",
        markup=False,
    )
    return summary.exit_code


def _port(text: str) -> int:
    """A TCP port for ``--port`` (0: any free port)."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{port} is not a port (0 to 65535)")
    return port


def _executor_flags(parser: argparse.ArgumentParser, default: str | None = "local") -> None:
    # no ``choices=``: listing them would import the executors (and the speech stack) just to
    # build the parser; ``make_executor`` rejects an unknown name in one line instead
    parser.add_argument(
        "--executor",
        default=default,
        help="where episodes run: local process pool (default), serial, or ray"
        + (" (default: the spec's executor, else local)" if default is None else ""),
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help="local pool size, or CPUs of a local Ray cluster (default: the usable cores)",
    )
    parser.add_argument(
        "--address", default=None, help="Ray cluster address (default: start a local one)"
    )


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``duplexworld`` command.

    Ctrl-C ends it with "interrupted; run the same command to resume" and exit code 130; a
    file that cannot be written (read-only or full disk) with one line naming it and exit 1.
    Finished episodes are durable either way and the episode in flight leaves nothing behind.
    """
    args = build_parser().parse_args(argv)
    try:
        return _dispatch(args)
    except KeyboardInterrupt:
        console.print("interrupted; run the same command to resume", markup=False)
        return INTERRUPTED
    except OSError as exc:
        where = exc.filename if exc.filename is not None else "output"
        console.print(f"error: {where}: {exc.strerror or exc}", markup=False, soft_wrap=True)
        return 1
    except Exception as exc:
        # imported here: the agents package is heavy, and --help must not load it
        from duplexworld.agents.errors import ConfigurationError

        if not isinstance(exc, ConfigurationError):
            raise
        # the provider refused the agent's configuration: one line naming the field
        console.print(f"error: {exc.detail}", markup=False, soft_wrap=True)
        return 2


def _dispatch(args: argparse.Namespace) -> int:
    if args.command == "run":
        return _run(
            args.scenario,
            args.world,
            (args.agent or []) + [str(p) for p in args.agent_config or []] or ["oracle"],
            args.runs,
            args.channel or ["realistic"],
            args.out,
            args.cache,
            args.rerun_changed,
            args.scenario_file,
            args.executor,
            args.workers,
            args.address,
            Narrowing(args.type or [], args.limit, args.seed),
        )
    if args.command == "campaign":
        return _campaign_run(
            args.spec,
            args.out,
            args.cache,
            args.rerun_changed,
            args.executor,
            args.workers,
            args.address,
        )
    if args.command == "demo":
        from duplexworld.worlds import builtin_scenarios

        # one Banking scenario of each conversation type: small, and every shape of call
        demo_ids = [s.id for s in builtin_scenarios("banking") if s.id.endswith("_01")]
        return _run(demo_ids, None, ["oracle", "null"], 1, "clean", args.out, args.cache)
    if args.command == "score":
        return _holding_lock(
            args.run_dir,
            lambda: _score(args.run_dir, args.check, args.judge_model, args.judge_base_url),
        )
    if args.command == "report":
        from duplexworld.report.data import RunDirError, check_run_dir

        try:
            check_run_dir(args.run_dir)  # a clear line before taking the directory's lock
        except RunDirError as exc:
            console.print(f"[red]error:[/] {exc}", highlight=False)
            return 2
        return _holding_lock(args.run_dir, lambda: _report(args.run_dir))
    if args.command == "view":
        return _view(args.run_dir, args.port)
    if args.command == "export":
        from duplexworld.campaign.export import export_parquet

        try:
            console.print(f"wrote {export_parquet(args.run_dir, args.to)}")
        except FileNotFoundError as exc:
            console.print(f"[red]error:[/] {exc}")
            return 2
        return 0
    if args.command == "gate":
        return _gate(
            args.run_dir,
            args.fail_under,
            args.fail_over,
            args.baseline,
            args.max_drop,
            args.junit,
            args.json,
        )
    if args.command == "compare":
        return _compare(
            args.run_a,
            args.run_b,
            args.agent_a,
            args.agent_b,
            args.channel_a,
            args.channel_b,
            args.form,
            args.out,
        )
    if args.command == "scenarios" and args.action == "show":
        return _scenario_show(args.scenario_id)
    if args.command == "worlds":
        return _worlds(args.action, getattr(args, "world", None))
    if args.command == "scenarios" and args.action == "generate":
        return _generate(args.world, args.check)
    if args.command == "scenarios":
        return _scenarios(
            args.action,
            args.world,
            getattr(args, "files", []) or [],
            getattr(args, "episodes", False),
            getattr(args, "out", None),
            getattr(args, "channel", "clean"),
        )
    if args.command == "channel" and args.action == "cost":
        from duplexworld.metrics.channel_cost import channel_cost_table
        from duplexworld.report.channel_cost import channel_cost_of_run

        try:
            print(channel_cost_table(channel_cost_of_run(args.run_dir, args.agent)))
        except ValueError as exc:
            console.print(f"[red]error:[/] {exc}")
            return 2
        return 0
    if args.command == "workbench" and args.action == "content":
        from duplexworld.worlds.workbench.catalog import BUILDERS
        from duplexworld.worlds.workbench.content import render_content

        print(render_content([build() for build in BUILDERS]), end="")
        return 0
    if args.command == "workbench" and args.action == "check-speech":
        from duplexworld.worlds.workbench.intelligibility import run_check

        return run_check(args.workflow, args.kinds, console)
    if args.command == "workbench":
        from duplexworld.report.data import load_run
        from duplexworld.worlds.workbench.table import SLICES, render_markdown, slice_tables

        try:
            run = load_run(args.run_dir, with_traces=False)
            systems = [(run.system(episode), episode) for episode in run.episodes]
            slices = [
                render_markdown(slice_tables(systems, str(args.run_dir), by))
                for by in args.by or SLICES
            ]
            print("\n".join(slices), end="")
        except ValueError as exc:
            console.print(f"[red]error:[/] {exc}")
            return 2
        return 0
    if args.command == "channel":
        from duplexworld.channel.examples import write_examples

        for path in write_examples(args.out, seconds=args.seconds, cache_dir=args.cache):
            console.print(f"wrote {path}")
        return 0
    if args.command == "personas":
        threshold = getattr(args, "threshold", 0.2)
        if getattr(args, "agent_config", None) is not None:
            from duplexworld.agents.config import AgentConfigError, vad_threshold_of

            try:
                configured = vad_threshold_of(args.agent_config)
            except AgentConfigError as exc:
                console.print(f"[red]error:[/] {exc}")
                return 2
            if configured is None:  # a screen at any number would say nothing of this agent
                console.print(
                    f"not applicable: {args.agent_config} configures an agent whose VAD takes "
                    "no threshold (Gemini's activity detection, or a bot's own VAD)",
                    markup=False,
                    soft_wrap=True,
                )
                return 0
            threshold = configured
        if not 0.0 < threshold < 1.0:  # the VAD's speech probability threshold
            console.print(
                f"error: VAD threshold must lie strictly between 0 and 1, got {threshold}",
                markup=False,
            )
            return 2
        return _personas(args.action, threshold, getattr(args, "cache", None))
    if args.command == "fakes":
        from duplexworld.fakes.cli import run_fakes

        return run_fakes(args)
    if args.command == "bench":
        from duplexworld.bench import run_bench

        return run_bench(
            args.cache,
            args.scenario,
            args.campaign_only,
            args.spec,
            json_path=args.json,
            components_only=args.components_only,
            per_world=args.per_world,
            sample_runs=args.sample_runs,
        )
    return 2


if __name__ == "__main__":
    sys.exit(main())
