"""A synthetic run for the report tests: two agents, two worlds, three conversation types.

The traces are written with the real ``TraceWriter`` on built-in scenarios and scored with
the real scoring (``score_directory``), then collected like a campaign does (results.jsonl
and results.duckdb). Only the calls are made up: a scripted agent that makes every gold call
(and ends in the gold state) on some runs and stops short on others, so the tables have
numbers to check. One episode's caller, agent, tool result and effect text carry script
injection payloads.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from duplexworld.campaign.database import write_results_db
from duplexworld.campaign.runner import append_result
from duplexworld.metrics import score_directory
from duplexworld.scenario import Scenario
from duplexworld.testing.traces import trace_header
from duplexworld.trace import (
    EffectInjected,
    SpeechStarted,
    SpeechStopped,
    Terminated,
    ToolCalled,
    ToolReturned,
    TraceWriter,
    Utterance,
)
from duplexworld.world.gold import gold_calls, replay_gold
from duplexworld.worlds import builtin_scenarios

AGENTS = ("alpha", "beta")
WORLDS = ("banking", "healthcare")
TYPES = ("single_intent", "guided_procedure", "policy_refusal")
RUNS = 3
PAYLOADS = (
    "<script>window.__pwned = 1</script>",
    '<img src=x onerror="window.__pwned = 2">',
    '"><svg onload="window.__pwned = 3">',
)
PAYLOAD_TEXT = "My name is " + " ".join(PAYLOADS)
"""What the injected caller says (a transcript line the page must show as text)."""
PAYLOAD_AGENT, PAYLOAD_SCENARIO_INDEX, PAYLOAD_RUN = "beta", 0, 0


def scenarios() -> list[Scenario]:
    """Scenario 01 of each of the three types in both worlds, with NL_ASSERTION out of their
    reward basis: the synthetic agent says only "Sure, one moment." and "Done.", and its
    scripted outcome (``succeeds``) is what the report must show, so the reward rests on the
    state and the actions alone (NLA is still scored from the speech checks)."""
    chosen = []
    for world in WORLDS:
        by_id = {s.id: s for s in builtin_scenarios(world)}
        for kind in TYPES:
            data = by_id[f"{world}_{kind}_01"].model_dump(mode="json")
            data["reward_basis"] = [f for f in data["reward_basis"] if f != "NL_ASSERTION"]
            chosen.append(Scenario.model_validate(data))
    return chosen


def succeeds(agent: str, index: int, run: int) -> bool:
    """The scripted outcome: alpha fails one run in four, beta passes one in three."""
    if agent == "alpha":
        return (index + run) % 4 != 3
    return (index + run) % 3 == 0


def _tone(ticks: int) -> np.ndarray:
    t = np.arange(ticks * 1600) / 8000.0
    return (3000 * np.sin(2 * np.pi * 220 * t) * np.sin(2 * np.pi * 3 * t)).astype(np.int16)


def write_episode(run_dir: Path, scenario: Scenario, agent: str, index: int, run: int) -> Path:
    """One synthetic episode directory, scored; returns it."""
    key = f"{scenario.id}__{agent}__clean__r{run}"
    header = trace_header(
        scenario,
        duplexworld_version="0.1.0",
        episode_key=key,
        scenario_sha256="0" * 64,
        run_index=run,
        seed=run,
        step_cap_ticks=6000,
        seed_state_hash="",
        components={
            "agent": {"name": agent, "version": "1"},
            "caller": {"name": "scripted", "persona": scenario.persona},
            "channel": {"preset": "clean", "stages": ["bandpass", "g711-mulaw"]},
        },
    )
    writer = TraceWriter(run_dir / "episodes" / key, header)
    injected = (agent, index, run) == (PAYLOAD_AGENT, PAYLOAD_SCENARIO_INDEX, PAYLOAD_RUN)
    caller_text = PAYLOAD_TEXT if injected else "Hi, I need help with my account."
    agent_text = ("Sure " + PAYLOADS[1]) if injected else "Sure, one moment."
    ok = succeeds(agent, index, run)
    calls = gold_calls(scenario)
    made = calls if ok else calls[: len(calls) // 2]
    events = [
        Utterance(tick=0, lane="agent", text="Thank you for calling."),
        SpeechStarted(tick=0, lane="agent"),
        SpeechStopped(tick=10, lane="agent"),
        Utterance(tick=14, lane="caller", text=caller_text),
        SpeechStarted(tick=14, lane="caller"),
        EffectInjected(
            tick=30,
            effect="vocal_tic",
            label="vocal_tic",
            start_tick=30,
            end_tick=32,
            text=PAYLOADS[2] if injected else "cough",
        ),
        SpeechStopped(tick=40, lane="caller"),
        Utterance(tick=43, lane="agent", text=agent_text),
        SpeechStarted(tick=43, lane="agent"),
        SpeechStopped(tick=60, lane="agent"),
        Utterance(tick=63, lane="caller", text="Thanks, go ahead."),
        SpeechStarted(tick=63, lane="caller"),
        SpeechStopped(tick=70, lane="caller"),
        Utterance(tick=73, lane="agent", text="Done."),
        SpeechStarted(tick=73, lane="agent"),
        SpeechStopped(tick=78, lane="agent"),
    ]
    tick = 80
    for number, call in enumerate(made):
        actor = "agent" if call.actor == "agent" else "caller"
        call_id = f"{actor}-{number}"
        events.append(
            ToolCalled(
                tick=tick, call_id=call_id, actor=actor, name=call.name, arguments=call.arguments
            )  # fmt: skip
        )
        content = PAYLOADS[0] if injected else "{}"
        events.append(
            ToolReturned(
                tick=tick + 1,
                call_id=call_id,
                actor=actor,
                name=call.name,
                ok=True,
                content=content,
            )  # fmt: skip
        )
        tick += 2
    if not ok:
        events.append(
            ToolCalled(
                tick=tick,
                call_id="agent-extra",
                actor="agent",
                name="transfer_to_human",
                arguments={"reason": "stuck"},
            )  # fmt: skip
        )
        tick += 1
    end = max(tick + 5, 100)
    events.append(Terminated(tick=end, reason="user_stop"))
    for event in events:
        writer.emit(event)
    caller = np.zeros(end * 1600, dtype=np.int16)
    agent_audio = np.zeros(end * 1600, dtype=np.int16)
    for first, last in ((14, 40), (63, 70)):
        caller[first * 1600 : last * 1600] = _tone(last - first)
    for first, last in ((0, 10), (43, 60), (73, 78)):
        agent_audio[first * 1600 : last * 1600] = _tone(last - first)
    for t in range(end):
        span = slice(t * 1600, (t + 1) * 1600)
        writer.audio(caller[span], agent_audio[span])
    final = replay_gold(scenario).world.state() if ok else json.loads(json.dumps(scenario.seed))
    directory = writer.close(final, {})
    return directory


def build_run(run_dir: Path) -> Path:
    """The whole synthetic run directory."""
    run_dir.mkdir(parents=True, exist_ok=True)
    rows = []
    for index, scenario in enumerate(scenarios()):
        for agent in AGENTS:
            for run in range(RUNS):
                directory = write_episode(run_dir, scenario, agent, index, run)
                row = score_directory(directory).row()
                append_result(run_dir, row)
                rows.append(row)
    write_results_db(run_dir, rows)
    return run_dir
