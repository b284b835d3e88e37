"""The LLM turn-taking decider against a local OpenAI-compatible server on a real socket."""

import json

from duplexworld.caller import DeterministicCaller
from duplexworld.caller.deciders import (
    DecisionContext,
    LLMDecider,
    SeededDecider,
    decider_from_env,
)
from duplexworld.testing import ToneSpeaker, toy_scenario
from duplexworld.testing.chat_server import chat_server

from .test_policy import LONG, monologue


def answer_interrupt_only(body: dict) -> str:
    question = body["messages"][1]["content"]
    return json.dumps({"answer": "yes" if "cut in" in question else "no"})


def context(**overrides) -> DecisionContext:
    values = dict(
        scenario_id="s",
        seed=1,
        tick=10,
        persona=None,
        goal="your lamp is off",
        agent_text="Which lamp is it?",
        answerable=True,
    )
    values.update(overrides)
    return DecisionContext(**values)


def test_two_independent_questions_with_the_agent_words_and_the_goal(tmp_path):
    with chat_server(answer_interrupt_only) as server:
        decider = LLMDecider("decider-1", server.url, api_key="sk-secret", cache_dir=tmp_path)
        decision = decider.decide(context())
        assert (decision.interrupt, decision.backchannel) == (True, False)
        assert len(server.requests) == 2
        body = server.requests[0]["body"]
        assert body["model"] == "decider-1" and body["temperature"] == 0
        assert "Which lamp is it?" in body["messages"][1]["content"]
        assert "your lamp is off" in body["messages"][0]["content"]
        assert server.requests[0]["headers"]["Authorization"] == "Bearer sk-secret"
        decider.decide(context())  # the same question again is answered from the cache
        assert len(server.requests) == 2
    cached = "".join(p.read_text() for p in tmp_path.rglob("*.json"))
    assert cached and "sk-secret" not in cached


def test_caller_interrupts_when_the_llm_says_so(tmp_path):
    with chat_server(answer_interrupt_only) as server:
        decider = LLMDecider("decider-1", server.url, cache_dir=tmp_path)
        caller = DeterministicCaller(
            toy_scenario(),
            ToneSpeaker(),
            seed=1,
            barge_in=True,
            decider=decider,
            perception="transcript",
        )
        plans = [c.plan for c in monologue(caller, LONG, 120) if c.plan]
    assert "interrupt" in plans and "backchannel" not in plans


def test_without_configuration_the_seeded_decider_is_used():
    assert isinstance(decider_from_env({}), SeededDecider)
    decider = decider_from_env(
        {"DUPLEXWORLD_DECIDER_MODEL": "m", "DUPLEXWORLD_DECIDER_BASE_URL": "http://127.0.0.1:9/v1"}
    )
    assert isinstance(decider, LLMDecider) and decider.spec()["model"] == "m"
