"""One episode: build the components for (scenario, agent, channel, run), run, write, score."""

from __future__ import annotations

import datetime as dt
import hashlib
import importlib.metadata
import platform
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import duplexworld
from duplexworld.agents.base import AgentContext, ClosableAgent, ReferenceContext, UsageReporting
from duplexworld.agents.registry import agent_entry, agent_label, build_agent
from duplexworld.agents.usage import write_usage
from duplexworld.caller.deciders import decider_from_env
from duplexworld.caller.persona import persona
from duplexworld.caller.policy import DeterministicCaller
from duplexworld.channel import make_channel
from duplexworld.channel.config import get_preset
from duplexworld.episode.components import speech_bank
from duplexworld.episode.orchestrator import EpisodeOutcome, run_episode
from duplexworld.metrics import EpisodeScores, score_directory
from duplexworld.scenario import Scenario
from duplexworld.trace import TraceHeader, TraceWriter
from duplexworld.units import TICK_MS
from duplexworld.util.seeds import stable_seed
from duplexworld.worlds import build_world

if TYPE_CHECKING:
    from duplexworld.worlds.pathfinding.walker import Walker

WALL_TIMEOUT_S = 1200.0
"""Wall-clock limit of one episode (REFERENCE.md section 2)."""


@dataclass(frozen=True)
class EpisodeSpec:
    """What to run: one scenario, one agent, one channel preset, one run index."""

    scenario: Scenario
    agent: str
    channel: str
    run_index: int

    @property
    def key(self) -> str:
        """Unique, filesystem-safe key of the episode within a campaign."""
        label = agent_label(self.agent)  # a file or module:factory reference has a short label
        return f"{self.scenario.id}__{label}__{self.channel}__r{self.run_index}"

    @property
    def seed(self) -> int:
        """Stable seed from the scenario id and run index (not the agent: same caller)."""
        return stable_seed(self.scenario.id, self.run_index, "episode")


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
    scenario: Scenario, seed: int, cache_dir: Path | None = None, channel: str = "clean"
) -> DeterministicCaller | Walker:
    """The caller of the scenario's world: the walker in Pathfinding, else the default caller.

    The channel preset decides the caller side of the ablations: ``accents`` gives the
    persona's regular (accented) voice, ``turn_taking`` lets the caller interrupt and
    backchannel.
    """
    preset = get_preset(channel)
    voice = speech_bank(persona(scenario.persona).voice(accents=preset.accents), cache_dir)
    if scenario.world == "pathfinding":
        from duplexworld.worlds.pathfinding.walker import Walker

        return Walker(scenario, voice, seed, speaker_spec=voice.spec())
    return DeterministicCaller(
        scenario,
        voice,
        seed,
        speaker_spec=voice.spec(),
        barge_in=preset.turn_taking,
        decider=decider_from_env() if preset.turn_taking else None,
    )


def run_one(spec: EpisodeSpec, out_dir: Path, cache_dir: Path | None = None) -> EpisodeScores:
    """Run one episode into ``out_dir/episodes/<key>`` and score it from its trace."""
    scenario = spec.scenario
    world = build_world(scenario)
    caller = build_caller(scenario, spec.seed, cache_dir, spec.channel)
    channel = make_channel(
        spec.channel,
        spec.seed,
        scenario_id=scenario.id,
        speech=caller.speaker,
        cache_dir=cache_dir,
    )
    entry = agent_entry(spec.agent)
    agent = build_agent(spec.agent, cache_dir, scenario.world)  # plug-ins behind the guard
    header = TraceHeader(
        duplexworld_version=duplexworld.__version__,
        episode_key=spec.key,
        scenario_id=scenario.id,
        scenario_sha256=hashlib.sha256(scenario.model_dump_json().encode()).hexdigest(),
        world=scenario.world,
        run_index=spec.run_index,
        seed=spec.seed,
        channel=spec.channel,
        tick_ms=TICK_MS,
        step_cap_ticks=scenario.step_cap_ticks,
        seed_state_hash=world.state_hash(),
        components={
            "agent": agent.spec(),
            "caller": caller.spec(),
            "channel": channel.spec(),
            "world": {"name": scenario.world, "class": type(world).__qualname__},
            "packages": _package_versions(),
        },
        scenario=scenario.model_dump(mode="json"),
    )
    directory = Path(out_dir) / "episodes" / spec.key
    writer = TraceWriter(directory, header)
    started_at = dt.datetime.now(dt.UTC).isoformat()
    wall = time.monotonic()
    try:
        tools, instructions = tuple(world.tools()), world.instructions()
        # only a reference agent sees the scenario (its gold procedure); an agent under test
        # gets what a deployed agent would be configured with
        context = (
            ReferenceContext(tools, instructions, spec.seed, scenario=scenario)
            if entry.reference
            else AgentContext(tools, instructions, spec.seed)
        )
        agent.start(context)
        outcome: EpisodeOutcome = run_episode(
            world=world,
            caller=caller,
            channel=channel,
            agent=agent,
            writer=writer,
            step_cap=scenario.step_cap_ticks,
            wall_timeout_s=WALL_TIMEOUT_S,
        )
    except BaseException:
        writer.abandon()
        raise
    finally:
        if isinstance(agent, ClosableAgent):  # a real-time agent's socket and thread
            agent.close()
    writer.close(
        world.state(),
        meta={
            "started_at": started_at,
            "wall_seconds": round(time.monotonic() - wall, 3),
            "loop_wall_seconds": round(outcome.wall_seconds, 3),
            "python": platform.python_version(),
            "machine": platform.machine(),
        },
    )
    if isinstance(agent, UsageReporting):  # tokens / audio time the service counted, priced
        write_usage(directory, agent.billed_model(), agent.usage())
    write_artifacts = getattr(type(world), "write_artifacts", None)
    if callable(write_artifacts):  # e.g. Pathfinding's route map, beside the trace
        write_artifacts(scenario, directory)
    return score_directory(directory)
