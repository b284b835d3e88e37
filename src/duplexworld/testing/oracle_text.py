"""The reference oracle driven in text on a scenario's real world, for tests of what it says.

The oracle is handed transcripts (no recogniser runs): each question is answered the way the
test chooses, each read-back with the next scripted reply or a yes, and every tool call goes to
the scenario's real world. The tests read the lines the oracle said and the calls it made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Literal

import numpy as np

from duplexworld.agents.base import AgentInput, ReferenceContext
from duplexworld.agents.oracle import OracleAgent
from duplexworld.scenario import Scenario
from duplexworld.testing.toy import ToneSpeaker
from duplexworld.world import ToolResult, World
from duplexworld.world.registry import build_world

__all__ = ["SILENCE", "YES", "NoASR", "drive_oracle", "first_answer", "started_oracle"]

SILENCE: Final = np.zeros(1600, dtype=np.int16)
"""One 200 ms tick of 8 kHz silence: the line the oracle hears between handed transcripts."""

YES: Final = "Yes, that's right."
"""The reply to a read-back when the test scripts none."""

MAX_TICKS: Final = 3000
"""Ticks a drive runs at most (10 minutes of call)."""

Answer = Callable[[Scenario, str], str]
"""What the caller says when asked for the fact ``key`` of the scenario."""


class NoASR:
    """A recogniser the oracle must never need: a drive hands it transcripts."""

    def transcribe(self, pcm: np.ndarray) -> str:
        """Refuse: a drive that reaches the recogniser is a broken test."""
        raise AssertionError("these tests hand the oracle transcripts")


def first_answer(scenario: Scenario, key: str) -> str:
    """The caller's first answer variant for the fact ``key``, with its spoken value."""
    fact = scenario.fact(key)
    return fact.answer_variants[0].format(spoken=fact.spoken or fact.value)


def started_oracle(scenario: Scenario) -> tuple[OracleAgent, World]:
    """A fresh oracle started on ``scenario``'s real world, and that world."""
    world = build_world(scenario)
    agent = OracleAgent(ToneSpeaker(), NoASR())
    agent.start(
        ReferenceContext(
            tools=tuple(world.tools("agent")),
            instructions="",
            seed=0,
            scenario=scenario,
            caller_tools=tuple(world.tools("user")),
        )
    )
    return agent, world


def drive_oracle(
    scenario: Scenario,
    *,
    opening: str | None = None,
    answer: Answer = first_answer,
    replies: Sequence[str] | None = (),
    alter: Callable[[ToolResult], ToolResult] | None = None,
    calls: list[tuple[str, dict[str, object]]] | None = None,
    until: Literal["closing", "quiet"] = "closing",
    must_close: bool = False,
) -> list[str]:
    """Every line the oracle says through ``scenario``, up to its closing.

    Args:
        opening: the caller's first line (default: the scenario's opening).
        answer: the caller's answer when the oracle asks for a fact.
        replies: the caller's replies to read-backs, in order, then yes; None answers no
            read-back (the oracle waits as on a silent line).
        alter: applied to each tool result before the oracle gets it (a changed world).
        calls: receives each tool call the oracle makes, as (name, arguments).
        until: stop when the oracle starts closing, or when it has said its closing line.
        must_close: raise when the oracle never closes within the drive's ticks.
    """
    agent, world = started_oracle(scenario)
    scripted = None if replies is None else list(replies)
    said: list[str] = []
    agent._on_heard(scenario.script.opening[0] if opening is None else opening, [])
    pending: list[ToolResult] = []
    for tick in range(MAX_TICKS):
        quiet = not agent._out.busy
        if quiet and agent._phase == "answer" and agent._asking is not None:
            agent._on_heard(answer(scenario, agent._asking.key), [])
        elif quiet and agent._phase == "confirming" and scripted is not None:
            agent._on_heard(scripted.pop(0) if scripted else YES, [])
        chunk = agent.step(AgentInput(tick=tick, audio=SILENCE, tool_results=tuple(pending)))
        results = [world.call(call) for call in chunk.tool_calls]
        pending = [alter(result) for result in results] if alter is not None else results
        if calls is not None:
            # the oracle always sends its arguments as an object
            calls += [
                (call.name, dict(call.arguments))  # type: ignore[arg-type]
                for call in chunk.tool_calls
            ]
        if chunk.transcript:
            said.append(chunk.transcript)
        if agent._phase == "closing" and (until == "closing" or not agent._out.busy):
            return said
    if must_close:
        raise AssertionError(f"the oracle never closed: {said}")
    return said
