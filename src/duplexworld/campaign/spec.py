"""Campaign spec files: ``duplexworld campaign run SPEC.yaml``.

A spec names everything a campaign's results depend on: the agents, the scenarios (by world,
conversation type, id or glob, or the user's own files), the channels, the runs and the seed,
and the harness dials DuplexWorld shows matter (the agents' server VAD threshold, the step cap
and whether capped runs are scored or excluded, the caller's perception, mode and model, the
turn-taking decider). ``duplexworld run`` builds the same model from its flags, so both are
one code path. The file is typed (``CampaignFile``); a bad file fails with one line naming the
file and the field. See ``examples/campaigns/``.

What a spec resolves to is recorded in the run directory (``spec.yaml``, ``RECORD_VERSION``);
a later campaign into the same directory must resolve to the same record, or it is refused
with what differs (``runner.run_campaign``): ``--out`` never merges two campaigns.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from duplexworld.agents.config import AgentConfigError, load_agent_config
from duplexworld.scenario import Scenario
from duplexworld.scenario.safe_yaml import YamlLimitError, load_yaml_bytes

__all__ = [
    "AgentRef",
    "CallerSettings",
    "CampaignFile",
    "CampaignSpecError",
    "DeciderSettings",
    "ExecutorSettings",
    "HarnessSettings",
    "ScenarioSelection",
    "load_campaign_file",
    "select_by",
]

_ENV = r"^[A-Z_][A-Z0-9_]*$"
DEFAULT_BASE_URL = "https://api.openai.com/v1"


class CampaignSpecError(ValueError):
    """A campaign spec is unusable; the message names the file and the field."""


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class AgentRef(_Model):
    """An agent given as a configuration file (``{config: agents/raw.yaml}``); a plain string
    in ``agents`` is a name, an installed plug-in or ``package.module:factory``."""

    config: str = Field(description="agent configuration file, relative to the spec file")


class ScenarioSelection(_Model):
    """Which scenarios run. Worlds and types filter; ids and globs pick by id (either may
    match); with ``files`` the user's scenario files are the pool instead of the built-ins.

    Attributes:
        worlds: world names (``enterprise`` = the five enterprise worlds).
        types: conversation types (``single_intent``, ``mid_call_correction``, ...).
        ids: scenario ids; an unknown id is an error.
        globs: id patterns (``banking_*_01``); a pattern that matches nothing is an error.
        files: scenario files or folders, relative to the spec file.
        limit: run only the first this many of the selected scenarios (in the selection's
            order), e.g. a quick smoke run in CI; None runs them all.
    """

    worlds: list[str] = Field(default_factory=list)
    types: list[str] = Field(default_factory=list)
    ids: list[str] = Field(default_factory=list)
    globs: list[str] = Field(default_factory=list)
    files: list[str] = Field(default_factory=list)
    limit: int | None = Field(default=None, ge=1)


MAX_BUDGET_S = 86_400.0
"""The largest budget a campaign may set (a day)."""


class HarnessSettings(_Model):
    """The harness dials.

    Attributes:
        vad_threshold: the server VAD threshold given to every configured agent (its file's
            ``vad_threshold`` replaced); None keeps each file's. The built-in agents listen
            at their own fixed threshold and are not changed by it.
        step_cap_ticks: the step cap of every scenario (None: each scenario's own).
        capped_runs: ``scored`` (a run that hit the step cap is scored as it ended) or
            ``excluded`` (recorded as ``step_capped`` in failures.jsonl, outside the scores).
        start_budget_s / step_budget_s / step_wall_cap_s / episode_budget_s: the agent's
            budgets (``step_budget_s`` in CPU seconds, the others wall seconds; None: the
            defaults of ``HarnessDials``); each at most a day (a larger one is a typo, and
            past the range of the clocks' arithmetic).
    """

    vad_threshold: float | None = Field(default=None, ge=0.0, le=1.0)
    step_cap_ticks: int | None = Field(default=None, ge=1, le=60_000)
    capped_runs: Literal["scored", "excluded"] = "scored"
    start_budget_s: float | None = Field(default=None, gt=0, le=MAX_BUDGET_S)
    step_budget_s: float | None = Field(default=None, gt=0, le=MAX_BUDGET_S)
    step_wall_cap_s: float | None = Field(default=None, gt=0, le=MAX_BUDGET_S)
    episode_budget_s: float | None = Field(default=None, gt=0, le=MAX_BUDGET_S)


class CallerSettings(_Model):
    """The caller: how it perceives the agent and who plans its turns.

    Attributes:
        perception: ``audio`` (it hears the agent through the line) or the ``transcript``
            ablation; None: ``DUPLEXWORLD_CALLER_PERCEPTION`` or audio.
        mode: ``deterministic`` (offline) or ``llm`` (an OpenAI-compatible model plans, the
            scenario's policy guards); None: ``DUPLEXWORLD_CALLER_MODEL`` decides.
        model / base_url / api_key_env: the LLM caller's endpoint (the key is read from the
            named variable, never written in the spec).
    """

    perception: Literal["audio", "transcript"] | None = None
    mode: Literal["deterministic", "llm"] | None = None
    model: str | None = None
    base_url: str = DEFAULT_BASE_URL
    api_key_env: str | None = Field(default=None, pattern=_ENV)

    @model_validator(mode="after")
    def _model_for_llm(self) -> CallerSettings:
        if self.mode == "llm" and not self.model:
            raise ValueError("mode llm needs a model")
        return self


class DeciderSettings(_Model):
    """The caller's turn-taking decider (used on channels with turn taking).

    Attributes:
        mode: ``seeded`` (offline) or ``llm``; None: ``DUPLEXWORLD_DECIDER_MODEL`` decides.
        model / base_url / api_key_env: the LLM decider's endpoint.
    """

    mode: Literal["seeded", "llm"] | None = None
    model: str | None = None
    base_url: str = DEFAULT_BASE_URL
    api_key_env: str | None = Field(default=None, pattern=_ENV)

    @model_validator(mode="after")
    def _model_for_llm(self) -> DeciderSettings:
        if self.mode == "llm" and not self.model:
            raise ValueError("mode llm needs a model")
        return self


class ExecutorSettings(_Model):
    """Where episodes run (flags override it). Not part of the record: every executor gives
    the same rows."""

    name: Literal["serial", "local", "ray"] = "local"
    workers: int | None = Field(default=None, ge=1)
    address: str | None = None


class CampaignFile(_Model):
    """A campaign spec file.

    Attributes:
        agents: names, plug-ins, ``package.module:factory`` or ``{config: FILE}``.
        scenarios: the selection.
        channels: channel presets (each scenario runs on each; default realistic, like `run`).
        runs: runs per scenario, agent and channel.
        seed: the campaign's seed, mixed into every episode's seed (None: the default seeds,
            the same as ``duplexworld run``).
    """

    agents: list[str | AgentRef] = Field(min_length=1)
    scenarios: ScenarioSelection = Field(default_factory=ScenarioSelection)
    channels: list[str] = Field(default_factory=lambda: ["realistic"], min_length=1)
    runs: int = Field(default=1, ge=1, le=1000)
    seed: int | None = Field(default=None, ge=0)
    harness: HarnessSettings = Field(default_factory=HarnessSettings)
    caller: CallerSettings = Field(default_factory=CallerSettings)
    decider: DeciderSettings = Field(default_factory=DeciderSettings)
    executor: ExecutorSettings = Field(default_factory=ExecutorSettings)


def _where(loc: tuple[int | str, ...]) -> str:
    parts: list[str] = []
    for part in loc:
        if isinstance(part, int):
            parts.append(f"[{part}]")
        elif part in {"str", "AgentRef"}:  # the union member pydantic names
            continue
        else:
            parts.append(("." if parts else "") + part)
    return "".join(parts) or "(file)"


def load_campaign_file(path: Path) -> CampaignFile:
    """The typed spec in ``path``; relative paths in it are made relative to its folder.

    Raises:
        CampaignSpecError: unreadable, not YAML (past the safe-YAML limits), or a field that
            does not validate; the message names the file and the field.
    """
    path = Path(path)
    try:
        data = load_yaml_bytes(path.read_bytes())
    except OSError as exc:
        raise CampaignSpecError(f"{path}: cannot read: {exc.strerror}") from None
    except YamlLimitError as exc:
        where = f"{exc.where}: " if exc.where else ""
        raise CampaignSpecError(f"{path}: {where}{exc.problem}") from None
    if not isinstance(data, dict):
        raise CampaignSpecError(f"{path}: expected a mapping with an 'agents' field")
    agents = data.get("agents")
    if isinstance(agents, list) and None in agents:
        raise CampaignSpecError(
            f"{path}: agents[{agents.index(None)}]: empty; the null agent is written "
            '"null" (in quotes: a bare null is YAML\'s empty value)'
        )
    try:
        spec = CampaignFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise CampaignSpecError(f"{path}: {_where(first['loc'])}: {first['msg']}") from None
    return _relative_to(spec, path.parent, path)


def _relative_to(spec: CampaignFile, base: Path, path: Path) -> CampaignFile:
    def anchored(value: str) -> str:
        return value if Path(value).is_absolute() else str(base / value)

    agents: list[str | AgentRef] = []
    for index, agent in enumerate(spec.agents):
        if isinstance(agent, AgentRef):
            ref = anchored(agent.config)
            try:
                load_agent_config(ref)
            except AgentConfigError as exc:
                raise CampaignSpecError(f"{path}: agents[{index}].config: {exc}") from None
            agents.append(AgentRef(config=ref))
        else:
            agents.append(agent)
    files = [anchored(f) for f in spec.scenarios.files]
    selection = spec.scenarios.model_copy(update={"files": files})
    return spec.model_copy(update={"agents": agents, "scenarios": selection})


def select_by(
    scenarios: Iterable[Scenario], selection: ScenarioSelection, where: str = "scenarios"
) -> list[Scenario]:
    """The scenarios a selection picks, in the pool's order (ids alone: in the ids' order).

    Raises:
        CampaignSpecError: an unknown world, type or id, a glob that matches nothing, or a
            selection that picks nothing.
    """
    from duplexworld.campaign.runner import expand_worlds

    pool = list(scenarios)
    if selection.worlds:
        wanted = set(expand_worlds(selection.worlds))
        known = {s.world for s in pool}
        unknown = sorted(wanted - known)
        if unknown:
            raise CampaignSpecError(
                f"{where}.worlds: no scenarios for world {unknown[0]!r} "
                f"(worlds: {', '.join(sorted(known))}, enterprise)"
            )
        pool = [s for s in pool if s.world in wanted]
    if selection.types:
        known_types = {s.conversation_type for s in pool}
        unknown = [t for t in selection.types if t not in known_types]
        if unknown:
            raise CampaignSpecError(
                f"{where}.types: no scenarios of type {unknown[0]!r} here "
                f"(types: {', '.join(sorted(known_types))})"
            )
        pool = [s for s in pool if s.conversation_type in selection.types]
    if selection.ids or selection.globs:
        by_id = {s.id: s for s in pool}
        missing = [i for i in selection.ids if i not in by_id]
        if missing:
            raise CampaignSpecError(
                f"{where}.ids: unknown scenario id {missing[0]!r} (see `duplexworld scenarios "
                "list`)"
            )
        for pattern in selection.globs:
            if not any(fnmatch.fnmatchcase(s.id, pattern) for s in pool):
                raise CampaignSpecError(f"{where}.globs: {pattern!r} matches no scenario")
        if not selection.globs:
            return [by_id[i] for i in selection.ids]
        pool = [
            s
            for s in pool
            if s.id in selection.ids or any(fnmatch.fnmatchcase(s.id, p) for p in selection.globs)
        ]
    if not pool:
        raise CampaignSpecError(f"{where}: the selection picks no scenario")
    return pool
