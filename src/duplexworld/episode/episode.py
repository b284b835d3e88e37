"""One episode: build the components for (scenario, agent, channel, run), run, write, score."""

from __future__ import annotations

import datetime as dt
import errno
import hashlib
import importlib.metadata
import json
import os
import platform
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import soundfile as sf

import duplexworld
from duplexworld.agents.base import (
    Agent,
    AgentChunk,
    AgentContext,
    AgentInput,
    ClosableAgent,
    ReferenceContext,
    TextAgent,
    TextInput,
    UsageReporting,
)
from duplexworld.agents.errors import AgentFault, InfrastructureError
from duplexworld.agents.guard import HarnessDials, call_agent_code
from duplexworld.agents.isolation import describe, isolating, launch
from duplexworld.agents.latency import StageLateness
from duplexworld.agents.registry import agent_entry, agent_label
from duplexworld.agents.timekeeping import TimeKeeping
from duplexworld.agents.usage import write_usage
from duplexworld.caller.components import speech_bank
from duplexworld.caller.deciders import LLMDecider, decider_from_env
from duplexworld.caller.hearing import Perception
from duplexworld.caller.llm import planner_from_env
from duplexworld.caller.persona import persona
from duplexworld.caller.policy import DeterministicCaller
from duplexworld.channel import make_channel
from duplexworld.channel.config import TextPreset, get_preset
from duplexworld.episode.dials import CallerDials
from duplexworld.episode.orchestrator import Caller, EpisodeOutcome, run_episode
from duplexworld.episode.text_mode import build_text_caller, run_text_episode, text_agent
from duplexworld.metrics import EpisodeScores, score_directory
from duplexworld.scenario import Scenario
from duplexworld.trace import TraceHeader, TraceWriter
from duplexworld.units import TICK_MS
from duplexworld.util.machine import cpu_model, machine_load
from duplexworld.util.seeds import stable_seed
from duplexworld.world.registry import ArtifactWriter, CallerBuilder, build_world, capability

WALL_TIMEOUT_S = HarnessDials().episode_budget_s
"""Wall-clock limit of one episode (REFERENCE.md section 2)."""


@dataclass(frozen=True)
class EpisodeSpec:
    """What to run: one scenario, one agent, one channel preset, one run index."""

    scenario: Scenario
    agent: str
    channel: str
    run_index: int
    dials: HarnessDials = field(default_factory=HarnessDials)
    """Budgets and per-tick bounds (not part of the key; resume compares them)."""
    caller: CallerDials = field(default_factory=CallerDials)
    """How the caller perceives, plans and takes turns (unset: the environment decides)."""
    seed_base: int | None = None
    """The campaign's seed (``seed:`` in a campaign spec); None: the default seeds."""
    attempt: int = 1
    """Which try of the episode this is (a rerun after a caller fault gets a new seed)."""
    capped_runs: Literal["scored", "excluded"] = "scored"
    """What the campaign does with a run that hit the step cap (``campaign.attempt``)."""

    @property
    def key(self) -> str:
        """Unique, filesystem-safe key of the episode within a campaign."""
        label = agent_label(self.agent)  # a file or module:factory reference has a short label
        return f"{self.scenario.id}__{label}__{self.channel}__r{self.run_index}"

    @property
    def seed(self) -> int:
        """Stable seed from the scenario id and run index (not the agent: same caller); a
        campaign seed or a later attempt (after a caller fault) mixes in too."""
        if self.seed_base is None and self.attempt == 1:
            return stable_seed(self.scenario.id, self.run_index, "episode")
        return stable_seed(
            self.scenario.id, self.run_index, "episode", self.seed_base, self.attempt
        )


def _package_versions() -> dict[str, str]:
    names = [
        "numpy",
        "scipy",
        "piper-tts",
        "faster-whisper",
        "ctranslate2",
        "onnxruntime",
        "soxr",
        "pydantic",
    ]
    versions = {}
    for name in names:
        try:
            versions[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            versions[name] = "absent"
    return versions


def build_caller(
    scenario: Scenario,
    seed: int,
    cache_dir: Path | None = None,
    channel: str = "clean",
    dials: CallerDials | None = None,
) -> Caller:
    """The caller of the scenario's world: its own (the Pathfinding walker), else the default.

    The channel preset decides the caller side of the ablations: ``accents`` gives the
    persona's regular (accented) voice, ``turn_taking`` lets the caller interrupt and
    backchannel. ``dials`` (a campaign's ``caller:``) choose perception, planner and decider;
    what they leave unset the environment decides.
    """
    dials = dials or CallerDials()
    preset = get_preset(channel)
    voice = speech_bank(persona(scenario.persona).voice(accents=preset.accents), cache_dir)
    own = capability(scenario.world, CallerBuilder)
    if own is not None:
        return own.build_caller(scenario, voice, seed)
    return DeterministicCaller(
        scenario,
        voice,
        seed,
        speaker_spec=voice.spec(),
        barge_in=preset.turn_taking,
        decider=decider_from_env(dials.decider_env()) if preset.turn_taking else None,
        planner=planner_from_env(dials.planner_env()),
        perception=dials.perception or _perception(),
    )


def _decider_notes(caller: object) -> Callable[[], list[tuple[str, str]]] | None:
    # an LLM decider that fell back to the seeded policy says so in the trace
    if isinstance(caller, DeterministicCaller) and isinstance(caller.decider, LLMDecider):
        decider = caller.decider
        return lambda: [("decider", note) for note in decider.drain_notes()]
    return None


def _close(writer: TraceWriter, final_state: dict[str, Any], meta: dict[str, Any]) -> None:
    try:
        writer.close(final_state, meta=meta)
    except sf.LibsndfileError as exc:
        # libsndfile reports a full or read-only disk as its own error: make it the OSError it
        # is, so the campaign stops with the path instead of failing every later episode
        path = str(writer.partial / "audio.flac")
        raise OSError(errno.EIO, f"cannot write audio ({exc.error_string})", path) from exc


class _Unusable:
    """Stands in for an agent that could not be built or described: its start is the fault."""

    def __init__(self, name: str, reason: str) -> None:
        self.name = name
        self.reason = reason

    def start(self, context: AgentContext) -> None:
        """Fail with the reason."""
        raise AgentFault(self.reason)

    def step(self, data: AgentInput) -> AgentChunk:
        """Never reached."""
        raise AgentFault(self.reason)

    def start_text(self, context: AgentContext) -> None:
        """Fail with the reason (text mode)."""
        raise AgentFault(self.reason)

    def step_text(self, data: TextInput) -> AgentChunk:
        """Never reached."""
        raise AgentFault(self.reason)

    def spec(self) -> dict[str, Any]:
        """Name and the reason."""
        return {"name": self.name, "error": self.reason}


def _built_agent(
    spec: EpisodeSpec, cache_dir: Path | None, planning: bool = False
) -> tuple[Agent, dict[str, Any]]:
    # building and describing an agent run its code too: on a thread of its own, under the
    # start budget, and whatever goes wrong there (a hang, SystemExit) is its fault
    entry = agent_entry(spec.agent)
    if entry.plugin and isolating():
        # a plug-in is built in a fresh process of its own, started from this thread (the
        # kernel ends it with the thread that started it); the process enforces the budget.
        # A header that is only planned needs its description, not a running agent.
        try:
            dials = spec.dials.as_dict()
            isolated = (
                describe(entry.plugin, dials)
                if planning
                else launch(entry.plugin, start_budget_s=spec.dials.start_budget_s, dials=dials)
            )
        except AgentFault as fault:
            broken = _Unusable(spec.agent, fault.reason)
            return broken, broken.spec()
        return isolated, isolated.spec()

    def build(world: str) -> tuple[Agent, dict[str, Any]]:
        agent: Agent = entry.build(cache_dir, world)
        description = agent.spec()
        if not isinstance(description, dict):
            raise TypeError(f"spec() returned a {type(description).__name__}, not a dict")
        json.dumps(description)
        if entry.plugin:  # isolation switched off: the header says so (resume tells them apart)
            description = {**description, "isolation": "none"}
        return agent, description

    try:
        return call_agent_code(
            build,
            spec.scenario.world,
            spec.dials.start_budget_s,
            "building the agent",
            infrastructure=entry.provider,
        )
    except AgentFault as fault:
        broken = _Unusable(spec.agent, fault.reason)
        return broken, broken.spec()


@dataclass
class _Parts:
    world: Any
    caller: Any
    channel: Any
    agent: Agent
    agent_spec: dict[str, Any]
    text: TextPreset | None = None
    """Set in text mode (then ``channel`` is None)."""


def _perception() -> Perception:
    """``DUPLEXWORLD_CALLER_PERCEPTION``: ``audio`` (default) or the ``transcript`` ablation."""
    value = os.environ.get("DUPLEXWORLD_CALLER_PERCEPTION", "").strip() or "audio"
    if value not in ("audio", "transcript"):
        raise ValueError(
            f"DUPLEXWORLD_CALLER_PERCEPTION must be 'audio' or 'transcript', got {value!r}"
        )
    return "audio" if value == "audio" else "transcript"


def _record_caller_faults(scenario: Scenario, directory: Path, caller: object) -> None:
    """Check the caller against its scenario (caller/validation.py) and add the faults to
    meta.json: a fault is the simulator's, not the agent's."""
    if not isinstance(caller, DeterministicCaller):
        return  # a world's own caller (the walker) has no reveal rules or corrections
    from duplexworld.caller.validation import misread_replies, validate_caller
    from duplexworld.trace import read_trace

    events = read_trace(directory).events
    faults = validate_caller(scenario, events)
    misreads = misread_replies(scenario, events, caller.reader())
    meta_path = directory / "meta.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta["caller_faults"] = [{"kind": f.kind, "detail": f.detail} for f in faults]
    # replies that did not fit the agent's turn: a figure of the caller, not a fault that
    # reruns the episode (the agent's words may have been heard wrong through its own speech)
    meta["caller_replies"] = misreads.replies
    meta["caller_confident_wrong"] = misreads.confident_wrong
    meta_path.write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def _assemble(spec: EpisodeSpec, cache_dir: Path | None, planning: bool = False) -> _Parts:
    scenario = spec.scenario
    world = build_world(scenario)
    preset = get_preset(spec.channel)
    if isinstance(preset, TextPreset):  # the text control: no speech, no line
        agent, agent_spec = _built_agent(spec, cache_dir, planning)
        if not isinstance(agent, TextAgent):  # scored as the agent's fault, with the reason
            if isinstance(agent, ClosableAgent):
                agent.close()  # e.g. an agent's own process: it is not used
            agent = _Unusable(spec.agent, f"agent {spec.agent!r} has no text mode (TextAgent)")
            agent_spec = {**agent_spec, "error": agent.reason}
        caller = build_text_caller(scenario, spec.seed, spec.caller)
        return _Parts(world, caller, None, agent, agent_spec, preset)
    caller = build_caller(scenario, spec.seed, cache_dir, spec.channel, spec.caller)
    channel = make_channel(
        spec.channel,
        spec.seed,
        scenario_id=scenario.id,
        speech=caller.speaker,
        cache_dir=cache_dir,
    )
    agent, agent_spec = _built_agent(spec, cache_dir, planning)
    if isinstance(agent, TimeKeeping) and isinstance(caller, DeterministicCaller):
        caller.keep_wall_clock()  # the call runs on the wall clock: no tick waits for the ear
    return _Parts(world, caller, channel, agent, agent_spec)


def scenario_sha256(scenario: Scenario) -> str:
    """The hash of a scenario as loaded (what trace headers and resume compare)."""
    return hashlib.sha256(scenario.model_dump_json().encode()).hexdigest()


def _header(spec: EpisodeSpec, parts: _Parts) -> TraceHeader:
    scenario = spec.scenario
    return TraceHeader(
        duplexworld_version=duplexworld.__version__,
        episode_key=spec.key,
        scenario_id=scenario.id,
        scenario_sha256=scenario_sha256(scenario),
        world=scenario.world,
        run_index=spec.run_index,
        seed=spec.seed,
        channel=spec.channel,
        modality="text" if parts.text is not None else "voice",
        tick_ms=TICK_MS,
        step_cap_ticks=scenario.step_cap_ticks,
        seed_state_hash=parts.world.state_hash(),
        components={
            "agent": parts.agent_spec,
            "caller": parts.caller.spec(),
            "channel": parts.text.spec() if parts.text is not None else parts.channel.spec(),
            # what the agent was given, so that scoring (the FAI judge) reads it from the trace
            "world": {
                "name": scenario.world,
                "class": type(parts.world).__qualname__,
                "instructions": parts.world.instructions(),
                "tools": [tool.model_dump(mode="json") for tool in parts.world.tools()],
            },
            "packages": _package_versions(),
            "harness": spec.dials.as_dict(),
        },
        scenario=scenario.model_dump(mode="json"),
    )


def planned_header(spec: EpisodeSpec, cache_dir: Path | None = None) -> TraceHeader:
    """The header ``run_one`` would write for ``spec`` now: the components are built (as
    cheap as constructing them), nothing is run. Resume compares it with a stored header. A
    plug-in is described once per process (``agents.isolation.describe``), not started."""
    parts = _assemble(spec, cache_dir, planning=True)
    if isinstance(parts.agent, ClosableAgent):
        parts.agent.close()
    return _header(spec, parts)


def run_one(spec: EpisodeSpec, out_dir: Path, cache_dir: Path | None = None) -> EpisodeScores:
    """Run one episode into ``out_dir/episodes/<key>`` and score it from its trace.

    An agent fault ends the call as ``agent_error`` and is scored. ``InfrastructureError``
    (and any harness failure) propagates with the half-written trace removed.
    """
    scenario = spec.scenario
    parts = _assemble(spec, cache_dir)
    world, caller, channel, agent = parts.world, parts.caller, parts.channel, parts.agent
    entry = agent_entry(spec.agent)
    directory = Path(out_dir) / "episodes" / spec.key
    partial = directory.with_name(directory.name + ".partial")
    try:
        writer = TraceWriter(directory, _header(spec, parts))
    except BaseException:
        if isinstance(agent, ClosableAgent):  # e.g. the agent's own process: not left behind
            agent.close()
        shutil.rmtree(partial, ignore_errors=True)  # e.g. the disk filled up on the header
        raise
    started_at = dt.datetime.now(dt.UTC).isoformat()
    load_at_start = machine_load()
    wall = time.monotonic()
    try:
        tools, instructions = tuple(world.tools()), world.instructions()
        # only a reference agent sees the scenario (its gold procedure); an agent under test
        # gets what a deployed agent would be configured with
        context = (
            ReferenceContext(
                tools,
                instructions,
                spec.seed,
                scenario=scenario,
                caller_tools=tuple(world.tools(actor="user")),
            )
            if entry.reference
            else AgentContext(tools, instructions, spec.seed)
        )
        if isinstance(agent, TimeKeeping) and isinstance(caller, DeterministicCaller):
            caller.warm_up()  # models load before the call's clock starts, not on a tick
        outcome: EpisodeOutcome = (
            run_text_episode(
                world=world,
                caller=caller,
                agent=text_agent(agent, spec.agent),
                writer=writer,
                step_cap=scenario.step_cap_ticks,
                dials=spec.dials,
                context=context,
                harness_notes=_decider_notes(caller),
                infrastructure=entry.provider,
            )
            if parts.text is not None
            else run_episode(
                world=world,
                caller=caller,
                channel=channel,
                agent=agent,
                writer=writer,
                step_cap=scenario.step_cap_ticks,
                wall_timeout_s=spec.dials.episode_budget_s,
                dials=spec.dials,
                context=context,
                harness_notes=_decider_notes(caller),
                infrastructure=entry.provider,
            )
        )
        if isinstance(agent, ClosableAgent):  # a real-time agent's socket and thread
            agent.close()
        meta: dict[str, Any] = {
            "started_at": started_at,
            "wall_seconds": round(time.monotonic() - wall, 3),
            "loop_wall_seconds": round(outcome.wall_seconds, 3),
            "python": platform.python_version(),
            "machine": platform.machine(),
            # what the wall figures ran on: a CPU budget does not depend on them, but a
            # reader comparing wall times across runs needs them
            "cpu_model": cpu_model(),
            "load_at_start": load_at_start,
            "load_at_end": machine_load(),
            "agent_steps": outcome.agent_steps,
        }
        if isinstance(agent, TimeKeeping):  # a wall-clock call: did the harness keep time?
            # the summary the tick loop wrote into the trace's final record (the terminated
            # event); meta.json keeps a copy beside the other wall-clock facts
            lateness = writer.tick_lateness() or agent.lateness()
            meta["tick_lateness"] = lateness.model_dump()
            if lateness.too_late:
                # the provider heard the caller's line stall: the call says nothing of the
                # agent (the campaign reruns it, then records it infra_failed)
                raise InfrastructureError("harness_late", lateness.line())
        if isinstance(agent, StageLateness):  # simulated time: did the machine delay a stage?
            late = agent.stage_lateness()
            meta["stage_lateness"] = late.model_dump()
            if late.too_late:
                # the model's charged wall time held the harness's own wait for a core: the
                # agent's latency would be the machine's (rerun, then infra_failed)
                raise InfrastructureError("harness_late", late.line("stage lateness", "outputs"))
        _close(writer, world.state(), meta=meta)
    except BaseException:
        if isinstance(agent, ClosableAgent):
            agent.close()
        writer.abandon()
        raise
    try:
        if isinstance(agent, UsageReporting):  # tokens / audio time the service counted
            write_usage(directory, agent.billed_model(), agent.usage())
        _record_caller_faults(scenario, directory, caller)
        artifacts = capability(scenario.world, ArtifactWriter)
        if artifacts is not None:  # e.g. Pathfinding's route map, beside the trace
            artifacts.write_artifacts(scenario, directory)
        return score_directory(directory)
    except BaseException:
        # no result row will name this trace: leave no half-scored episode behind either
        shutil.rmtree(directory, ignore_errors=True)
        raise
