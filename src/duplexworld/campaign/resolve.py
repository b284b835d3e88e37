"""From a campaign spec (a file, or the ``run`` flags) to the ``CampaignSpec`` that runs.

Resolution loads the scenario pool (the built-ins, or the user's files), applies the
selection, checks every agent reference and channel, and turns the dials into what the
episodes carry. Problems raise ``CampaignSpecError`` with one line each; a bad built-in
scenario file only blocks a campaign that selects its world (``notes`` say what was skipped).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from duplexworld.agents.config import load_agent_config
from duplexworld.agents.guard import HarnessDials
from duplexworld.campaign.runner import CampaignSpec, expand_worlds
from duplexworld.campaign.spec import (
    AgentRef,
    CampaignFile,
    CampaignSpecError,
    ScenarioSelection,
    select_by,
)
from duplexworld.episode.dials import CallerDials, Endpoint
from duplexworld.scenario import Scenario

__all__ = ["Resolved", "agent_refs", "resolve_campaign", "scenario_pool"]

AGENT_FILES_DIR = "agents"
"""Folder of a run directory holding the configured agents with the campaign's dials."""


@dataclass
class Resolved:
    """A resolved campaign and the notes resolution produced (skipped bad files)."""

    spec: CampaignSpec
    notes: list[str] = field(default_factory=list)


def scenario_pool(selection: ScenarioSelection) -> tuple[list[Scenario], list[str]]:
    """The scenarios a selection picks, and notes on skipped built-in files.

    A user's file is taken in by ``worlds.validation.load_checked_scenarios``, which runs
    every check ``scenarios validate`` runs; the built-in files are checked by the suite.

    Raises:
        CampaignSpecError: a user file that fails a check (every problem, each naming the
            file and the field), a bad built-in file of a selected world, or a selection
            problem (``select_by``).
    """
    from duplexworld.scenario import ScenarioError, scenario_files
    from duplexworld.worlds import builtin_scenario_set
    from duplexworld.worlds.validation import load_checked_scenarios

    notes: list[str] = []
    if selection.files:
        try:
            paths = [p for path in selection.files for p in scenario_files(Path(path))]
        except ScenarioError as exc:
            raise CampaignSpecError(str(exc)) from None
        # a user's file passes exactly the checks of `scenarios validate` (the same function)
        loaded = load_checked_scenarios(paths)
        if loaded.errors:
            raise CampaignSpecError("\n".join(str(e) for e in loaded.errors))
        return select_by(loaded.scenarios, selection), notes
    loaded = builtin_scenario_set()
    wanted = set(expand_worlds(selection.worlds))
    blocking = []
    for error in loaded.errors:
        home = Path(error.path).parent.parent.name  # packaged files: worlds/<world>/scenarios/
        only_ids = bool(selection.ids) and not (selection.globs or selection.types or wanted)
        if only_ids or (wanted and home not in wanted):
            notes.append(f"skipped a bad scenario file: {error}")
        else:
            blocking.append(str(error))
    if blocking:
        raise CampaignSpecError("\n".join(blocking))
    return select_by(loaded.scenarios, selection), notes


def agent_refs(
    spec: CampaignFile, out_dir: Path, where: str = "agents"
) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The agent references, and the configuration files to write into the run directory.

    With ``harness.vad_threshold`` set, every configured agent's file is rewritten with that
    threshold into ``RUN/agents/<label>.yaml`` (its label kept); the built-in agents keep
    their own threshold.

    Raises:
        CampaignSpecError: an unknown or broken agent reference.
    """
    from duplexworld.agents.registry import agent_entry, agent_label

    refs: list[str] = []
    files: list[tuple[str, str]] = []
    for index, agent in enumerate(spec.agents):
        ref = agent.config if isinstance(agent, AgentRef) else agent
        try:
            agent_entry(ref)  # built-in, plug-in, module:factory or configuration file
        except ValueError as exc:
            raise CampaignSpecError(f"{where}[{index}]: {exc}") from None
        threshold = spec.harness.vad_threshold
        if threshold is None or not ref.endswith((".yaml", ".yml")):
            refs.append(ref)
            continue
        config = load_agent_config(ref)
        if "vad_threshold" not in type(config).model_fields:
            refs.append(ref)
            continue
        label = agent_label(ref)
        data = config.model_dump(mode="json", exclude_none=True)
        data.update({"name": label, "vad_threshold": threshold})
        path = str(Path(out_dir) / AGENT_FILES_DIR / f"{label}.yaml")
        files.append((path, yaml.safe_dump(data, sort_keys=True)))
        refs.append(path)
    return tuple(refs), tuple(files)


def _caller_dials(spec: CampaignFile) -> CallerDials:
    caller, decider = spec.caller, spec.decider
    for name, variable in (("caller", caller.api_key_env), ("decider", decider.api_key_env)):
        if variable and not os.environ.get(variable):
            raise CampaignSpecError(
                f"{name}.api_key_env: environment variable {variable} is not set"
            )
    llm = Endpoint(caller.model, caller.base_url, caller.api_key_env) if caller.model else None
    judge = (
        Endpoint(decider.model, decider.base_url, decider.api_key_env) if decider.model else None
    )
    return CallerDials(
        perception=caller.perception,
        mode=caller.mode or ("llm" if llm else None),
        llm=llm,
        decider_mode=decider.mode or ("llm" if judge else None),
        decider=judge,
    )


def _harness_dials(spec: CampaignFile) -> HarnessDials:
    harness = spec.harness
    budgets = {
        name: getattr(harness, name)  # the optional budget fields, by their names
        for name in ("start_budget_s", "step_budget_s", "step_wall_cap_s", "episode_budget_s")
        if getattr(harness, name) is not None
    }
    return HarnessDials(**budgets)


def _check_text_mode(channels: list[str], scenarios: list[Scenario]) -> None:
    """Text mode needs a caller with a text mode: a world's own caller must offer one."""
    from duplexworld.channel import TextPreset, get_preset
    from duplexworld.world.registry import CallerBuilder, TextCallerBuilder, capability

    text = [c for c in channels if isinstance(get_preset(c), TextPreset)]
    if not text:
        return
    for world in sorted({s.world for s in scenarios}):
        own = capability(world, CallerBuilder)
        if own is not None and capability(world, TextCallerBuilder) is None:
            raise CampaignSpecError(
                f"channels: {text[0]!r}: the {world} world's own caller has no text mode"
            )


def resolve_campaign(spec: CampaignFile, out_dir: Path, where: str = "") -> Resolved:
    """The campaign ``spec`` describes, to run into ``out_dir``.

    Args:
        spec: the typed spec (from a file, or built from the ``run`` flags).
        out_dir: the run directory (configured agents with the campaign's dials go there).
        where: the spec file's name for messages ("" for flags).

    Raises:
        CampaignSpecError: the message names the file (when there is one) and the field.
    """
    from duplexworld.channel import PRESETS

    prefix = f"{where}: " if where else ""
    try:
        unknown = [c for c in spec.channels if c not in PRESETS]
        if unknown:
            raise CampaignSpecError(
                f"channels: unknown channel {unknown[0]!r} (known: {', '.join(PRESETS)})"
            )
        refs, files = agent_refs(spec, out_dir)
        scenarios, notes = scenario_pool(spec.scenarios)
        limit = spec.scenarios.limit
        if limit is not None and limit < len(scenarios):
            notes.append(f"limit: the first {limit} of {len(scenarios)} selected scenarios")
            scenarios = scenarios[:limit]
        _check_text_mode(spec.channels, scenarios)
    except CampaignSpecError as exc:
        raise CampaignSpecError(prefix + str(exc)) from None
    try:
        caller = _caller_dials(spec)
    except CampaignSpecError as exc:
        raise CampaignSpecError(prefix + str(exc)) from None
    campaign = CampaignSpec(
        scenarios=tuple(scenarios),
        agents=refs,
        runs=spec.runs,
        channel=tuple(spec.channels) if len(spec.channels) > 1 else spec.channels[0],
        dials=_harness_dials(spec),
        caller=caller,
        seed=spec.seed,
        step_cap_ticks=spec.harness.step_cap_ticks,
        capped_runs=spec.harness.capped_runs,
        vad_threshold=spec.harness.vad_threshold,
        agent_files=files,
        selection=spec.scenarios.model_dump(mode="json", exclude_defaults=True),
    )
    return Resolved(campaign, notes)
