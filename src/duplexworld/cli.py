"""Command line: run, demo, score, report, scenarios, bench. Thin over the library."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from duplexworld.util.console import console

DEMO_OUT = Path("runs/demo")


def _results_table(rows: list[dict[str, object]]) -> Table:
    from duplexworld.report.summary import COLUMNS, summarise_rows, summary_cells

    table = Table(title="results (absent values show as \u2014)")
    for column in COLUMNS:
        table.add_column(column)
    for row in summarise_rows(rows):
        table.add_row(*summary_cells(row))
    return table


def _run(
    scenario_ids: list[str] | None,
    world: list[str] | None,
    agents: list[str],
    runs: int,
    channel: str,
    out: Path,
    cache: Path | None,
) -> int:
    from duplexworld.agents.registry import AGENTS
    from duplexworld.campaign import CampaignSpec, run_campaign, select_scenarios
    from duplexworld.channel import PRESETS
    from duplexworld.report import write_report
    from duplexworld.worlds import builtin_scenarios

    for agent in agents:
        if agent not in AGENTS:
            console.print(f"[red]error:[/] unknown agent {agent!r} (known: {', '.join(AGENTS)})")
            return 2
    if channel not in PRESETS:
        console.print(f"[red]error:[/] unknown channel {channel!r} (known: {', '.join(PRESETS)})")
        return 2
    if runs < 1:
        console.print("[red]error:[/] --runs must be at least 1")
        return 2
    try:
        scenarios = select_scenarios(builtin_scenarios(), world, scenario_ids)
    except ValueError as exc:
        console.print(f"[red]error:[/] {exc}")
        return 2
    spec = CampaignSpec(
        scenarios=tuple(scenarios), agents=tuple(agents), runs=runs, channel=channel
    )
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.completed}/{task.total}"),
        TimeElapsedColumn(),
        console=console,
    ) as progress:
        task = progress.add_task("episodes", total=len(spec.episodes()))

        def started(todo: int, done: int) -> None:
            progress.update(task, completed=done)
            if done:
                progress.console.print(f"resuming: {done} episodes already finished")

        def finished(scores: object) -> None:
            progress.advance(task)
            row = scores.row()  # type: ignore[attr-defined]
            reward = row["reward"]
            progress.console.print(
                f"  {row['key']}: reward {reward if reward is not None else 'absent'}, "
                f"{row['termination']} after {row['sim_seconds']:.1f} s"
            )

        rows = run_campaign(spec, out, cache, on_start=started, on_episode=finished)
    console.print(_results_table(rows))
    markdown, page = write_report(out)
    console.print(f"results: {out / 'results.jsonl'}\nreport: {markdown} and {page}")
    return 0


def _score(
    run_dir: Path,
    check: bool,
    judge_model: str | None = None,
    judge_base_url: str | None = None,
) -> int:
    from duplexworld.campaign import read_results
    from duplexworld.metrics import score_directory
    from duplexworld.metrics.judges import configure_judge, judge_status
    from duplexworld.metrics.judges.config import config_with
    from duplexworld.metrics.plugins import plugin_status
    from duplexworld.metrics.tables import write_score_tables
    from duplexworld.report import RunDirError, write_report

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
                if old is not None and json.dumps(old, sort_keys=True) != json.dumps(
                    row, sort_keys=True
                ):
                    differences += 1
                    progress.console.print(f"[yellow]differs:[/] {row['key']}")
        notes = {
            "judges": judge_status(),
            **{f"{k} plug-in": v for k, v in plugin_status().items()},
        }
    finally:
        if judge_model or judge_base_url:
            configure_judge(None)
    (run_dir / "rescored.jsonl").write_text(
        "".join(json.dumps(r, sort_keys=True) + "\n" for r in rows), encoding="utf-8"
    )
    tables = write_score_tables(run_dir, rows, notes)
    console.print(_results_table(rows))
    compared = sum(1 for r in rows if str(r["key"]) in stored)
    console.print(
        f"rescored {len(rows)} episodes from traces; {compared} compared with "
        f"results.jsonl, {differences} differ"
    )
    console.print(notes["judges"])
    console.print(f"tables: {', '.join(str(p) for p in tables)}")
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
) -> int:
    from duplexworld.scenario import ScenarioError, load_scenario
    from duplexworld.worlds import builtin_scenarios, scenario_paths

    if action == "list":
        for scenario in builtin_scenarios(world):
            difficulty = (
                json.dumps(scenario.difficulty, sort_keys=True) if scenario.difficulty else ""
            )
            print(
                f"{scenario.id}\t{scenario.world}\t{scenario.conversation_type}\t{difficulty}".rstrip()
            )
        return 0
    from duplexworld.worlds.validation import solve_check, validate_scenario

    paths = files or scenario_paths(world)
    failures = 0
    no_op: dict[str, list[bool]] = {}
    for path in paths:
        try:
            scenario = load_scenario(path)
            result = validate_scenario(scenario)
        except ScenarioError as exc:
            failures += 1
            print(f"invalid: {exc}")
            continue
        if result.problems:
            failures += 1
            for problem in result.problems:
                print(f"invalid: {path}: {problem}")
            continue
        no_op.setdefault(scenario.world, []).append(not result.gold_changes_state)
        effect = "gold changes the state" if result.gold_changes_state else "no-op gold"
        line = f"ok: {result.scenario_id} ({effect})"
        if episodes:
            check = solve_check(scenario, result.gold_changes_state or False, out)
            line += f"; {check.summary()}"
            if not check.passed:
                failures += 1
                line = "invalid" + line[2:]
        print(line)
    for name, flags in sorted(no_op.items()):
        print(
            f"{name}: {sum(flags)} of {len(flags)} scenarios have no-op gold "
            f"({sum(flags) / len(flags):.0%})"
        )
    print(f"{len(paths) - failures} valid, {failures} invalid")
    return 1 if failures else 0


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
        console.print(f"[red]error:[/] {exc}", highlight=False)
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
    parser = argparse.ArgumentParser(prog="duplexworld", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="run scenarios with agents and write results + report")
    pick = run.add_mutually_exclusive_group()
    pick.add_argument(
        "--world",
        action="append",
        help="all built-in scenarios of this world (repeatable; 'enterprise' = the five)",
    )
    pick.add_argument("--scenario", action="append", help="a scenario id (repeatable)")
    run.add_argument("--agent", action="append", help="agent name (repeatable; default oracle)")
    run.add_argument("--runs", type=int, default=1, help="runs per scenario and agent")
    run.add_argument("--channel", default="clean", help="channel preset (default clean)")
    run.add_argument("--out", type=Path, required=True, help="run directory")
    run.add_argument("--cache", type=Path, help="speech cache directory")

    demo = sub.add_parser(
        "demo",
        help="the built-in default campaign (oracle and null, one Banking scenario per type)",
    )
    demo.add_argument("--out", type=Path, default=DEMO_OUT)
    demo.add_argument("--cache", type=Path)

    score = sub.add_parser("score", help="recompute every score of a run directory from traces")
    score.add_argument("run_dir", type=Path)
    score.add_argument("--check", action="store_true", help="exit 1 if any score differs")
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

    view = sub.add_parser("view", help="serve a run directory read-only on localhost")
    view.add_argument("run_dir", type=Path)
    view.add_argument("--port", type=int, default=8765, help="port (default 8765; 0 = any)")

    scenarios = sub.add_parser("scenarios", help="list or validate scenarios")
    scenarios_sub = scenarios.add_subparsers(dest="action", required=True)
    listing = scenarios_sub.add_parser("list", help="one line per scenario: id, world, type")
    listing.add_argument("--world")
    validate = scenarios_sub.add_parser("validate", help="schema and gold replay checks")
    validate.add_argument("files", nargs="*", type=Path, help="files (default: all built-in)")
    validate.add_argument("--world")
    validate.add_argument("--all", action="store_true", help="all built-in scenarios (default)")
    validate.add_argument(
        "--episodes",
        action="store_true",
        help="also run the oracle (must reach reward 1) and null (must fail where the state "
        "must change) on the clean channel",
    )
    validate.add_argument("--out", type=Path, help="keep the validation episodes here")

    channel = sub.add_parser("channel", help="telephone channel tools")
    channel_sub = channel.add_subparsers(dest="action", required=True)
    examples = channel_sub.add_parser(
        "examples", help="write example audio: each environment, bursts, distractors, calls"
    )
    examples.add_argument("--out", type=Path, required=True, help="folder for the WAV files")
    examples.add_argument("--seconds", type=float, default=8.0, help="length of noise examples")
    examples.add_argument("--cache", type=Path, help="noise cache directory")
    cost = channel_sub.add_parser(
        "cost", help="classify a reference agent's failures in a run (misheard, burst, drops)"
    )
    cost.add_argument("run_dir", type=Path)
    cost.add_argument("--agent", default="oracle", help="agent whose episodes to classify")

    personas = sub.add_parser("personas", help="list personas or screen them against the VAD")
    personas_sub = personas.add_subparsers(dest="action", required=True)
    personas_sub.add_parser("list", help="one line per persona")
    screen = personas_sub.add_parser("preflight", help="can the agent's VAD hear each voice?")
    screen.add_argument("--threshold", type=float, default=0.2, help="VAD threshold (0.2)")
    screen.add_argument("--cache", type=Path)

    bench = sub.add_parser("bench", help="harness throughput and oracle time split")
    bench.add_argument("--cache", type=Path)
    bench.add_argument("--scenario", default=None, help="scenario for the oracle episode")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``duplexworld`` command."""
    args = build_parser().parse_args(argv)
    if args.command == "run":
        return _run(
            args.scenario,
            args.world,
            args.agent or ["oracle"],
            args.runs,
            args.channel,
            args.out,
            args.cache,
        )
    if args.command == "demo":
        from duplexworld.worlds import builtin_scenarios

        # one Banking scenario of each conversation type: small, and every shape of call
        demo_ids = [s.id for s in builtin_scenarios("banking") if s.id.endswith("_01")]
        return _run(demo_ids, None, ["oracle", "null"], 1, "clean", args.out, args.cache)
    if args.command == "score":
        return _score(args.run_dir, args.check, args.judge_model, args.judge_base_url)
    if args.command == "report":
        return _report(args.run_dir)
    if args.command == "view":
        return _view(args.run_dir, args.port)
    if args.command == "scenarios":
        return _scenarios(
            args.action,
            args.world,
            getattr(args, "files", []) or [],
            getattr(args, "episodes", False),
            getattr(args, "out", None),
        )
    if args.command == "channel" and args.action == "cost":
        from duplexworld.worlds.channel_cost import channel_cost_of_run, channel_cost_table

        try:
            print(channel_cost_table(channel_cost_of_run(args.run_dir, args.agent)))
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
        return _personas(args.action, getattr(args, "threshold", 0.2), getattr(args, "cache", None))
    if args.command == "bench":
        from duplexworld.bench import run_bench

        return run_bench(args.cache, args.scenario)
    return 2


if __name__ == "__main__":
    sys.exit(main())
