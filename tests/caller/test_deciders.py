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


class _WordsRecogniser:
    """Hears the monologue's first question in any audio."""

    def transcribe_words(self, pcm, sample_rate=8000):
        from duplexworld.speech.asr import TimedWord

        words = ("Could", "you", "tell", "me", "your", "lamp", "number?")
        timed = tuple(TimedWord(w, 0.2 * i, 0.2 * i + 0.2) for i, w in enumerate(words))
        return " ".join(words), timed

    def spec(self):
        return {"engine": "words"}


class _AlwaysCouldInterrupt:
    """The seeded decisions, but claiming every check could interrupt (the caller then reads
    the words at every check, as it did before the decider could say otherwise)."""

    def __init__(self) -> None:
        self.seeded = SeededDecider()

    def decide(self, context):
        return self.seeded.decide(context)

    def could_interrupt(self, scenario_id, seed, tick, persona):
        return True

    def spec(self):
        return self.seeded.spec()


def _barge_calls(decider, persona, seed):
    from duplexworld.caller.hearing import AgentEar

    class CountingEar(AgentEar):
        partials = 0

        def partial(self, tick):
            CountingEar.partials += 1
            return super().partial(tick)

    caller = DeterministicCaller(
        toy_scenario(persona=persona),
        ToneSpeaker(),
        seed=seed,
        barge_in=True,
        decider=decider,
        perception="audio",
        ear=CountingEar(_WordsRecogniser()),
    )
    plans = [(i, c.plan, c.text) for i, c in enumerate(monologue(caller, LONG, 160)) if c.plan]
    return plans, CountingEar.partials


def test_the_caller_recognises_the_words_so_far_only_where_it_could_interrupt():
    # the seeded decider's interrupt draw does not depend on the words: where it cannot fire,
    # recognising the stretch so far is wasted (the bench's largest caller cost); the
    # decisions must be exactly those of reading at every check
    saved = 0
    for persona, seed in (("new_yorker", 3), ("bright", 5), ("new_yorker", 8)):
        plans, calls = _barge_calls(SeededDecider(), persona, seed)
        every_check, calls_before = _barge_calls(_AlwaysCouldInterrupt(), persona, seed)
        assert plans == every_check
        assert calls <= calls_before
        saved += calls_before - calls
    assert saved > 0
