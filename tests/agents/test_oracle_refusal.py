"""The oracle holds a refusal: pushback gets the refusal again, with the policy's reason,
until the caller accepts or says goodbye.

The oracle is driven with transcripts (a tone for its voice, no recogniser) and its tool
calls run on the scenario's real world, so the reason it gives is the one its own policy
search returned.
"""

from __future__ import annotations

import numpy as np

from duplexworld.agents import phrasing, readback
from duplexworld.agents.base import AgentInput, ReferenceContext
from duplexworld.agents.oracle import MAX_RESTATEMENTS, OracleAgent
from duplexworld.testing import ToneSpeaker
from duplexworld.world.registry import build_world
from duplexworld.worlds import builtin_scenarios

SILENCE = np.zeros(1600, dtype=np.int16)
PUSHBACK = "Are you sure? I really need this sorted out today, it's important."


class _NoASR:
    def transcribe(self, pcm: np.ndarray) -> str:
        raise AssertionError("these tests hand the oracle transcripts")


def _refused_call():
    """The oracle on banking_policy_refusal_01 after the caller's request, run until it has
    said its closing refusal; returns the agent and what it said."""
    scenario = next(s for s in builtin_scenarios("banking") if s.id == "banking_policy_refusal_01")
    world = build_world(scenario)
    agent = OracleAgent(ToneSpeaker(), _NoASR())
    agent.start(ReferenceContext(tools=(), instructions="", seed=0, scenario=scenario))
    agent._on_heard("I'd like to take out twelve thousand dollars in two smaller withdrawals.", [])
    said, results = [], ()
    for tick in range(600):
        if agent._asking is not None and not agent._out.busy:
            # what the caller asks for, in the scenario's own words (the search is built on it)
            agent._on_heard(scenario.said(agent._asking.key)[0], [])
        chunk = agent.step(AgentInput(tick=tick, audio=SILENCE, tool_results=results))
        results = tuple(world.call(call) for call in chunk.tool_calls)
        said += [chunk.transcript] if chunk.transcript else []
        if agent._phase == "closing" and not agent._out.busy:
            return agent, said
    raise AssertionError(f"the oracle never closed: {said}")


def _turn(agent: OracleAgent, text: str) -> tuple[list[str], bool]:
    """Hand the oracle one caller turn; what it says next and whether it then hangs up."""
    agent._on_heard(text, [])
    said = []
    for tick in range(400):
        chunk = agent.step(AgentInput(tick=tick, audio=SILENCE))
        said += [chunk.transcript] if chunk.transcript else []
        if chunk.end_call:
            return said, True
        if not agent._out.busy and agent._phase == "closing":
            return said, False
    return said, False


def test_pushback_gets_the_refusal_again_with_the_policy_reason_then_the_call_ends():
    agent, said = _refused_call()
    assert "can't do that" in said[-1]
    topic = readback.policy_topic(agent._results)
    assert topic == "structuring"  # the title of the clause its own search ranked first
    first, ended = _turn(agent, PUSHBACK)
    assert not ended and first == [phrasing.restated_refusal(topic, 1)]
    second, ended = _turn(agent, "Please, can't you make an exception just this once?")
    assert not ended and second == [phrasing.restated_refusal(topic, 2)]
    assert first != second, "said again in other words"
    assert "structuring" in second[0] and phrasing.ANYTHING_ELSE in second[0]
    # the caller accepts and says goodbye: nothing more to say, the call ends
    last, ended = _turn(agent, "Okay, I understand. No, that's everything. Thank you, goodbye.")
    assert ended and last == []


def test_an_acceptance_without_goodbye_gets_one_and_pushback_is_bounded():
    agent, _ = _refused_call()
    _turn(agent, PUSHBACK)
    said, ended = _turn(agent, "Alright, I understand.")
    assert ended and said == [phrasing.GOODBYE]
    agent, _ = _refused_call()
    rounds = [_turn(agent, PUSHBACK) for _ in range(MAX_RESTATEMENTS + 1)]
    assert [ended for _, ended in rounds] == [False] * MAX_RESTATEMENTS + [True]
