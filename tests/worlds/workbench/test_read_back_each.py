"""A digit string read back on its own as soon as it is heard (issue 30): the reference agent
reads back what it heard (never the user's value), takes the user's correction, and the read
back before the approval no longer repeats a value the user confirmed.

The agent tests hand it transcripts (no recogniser, a tone for its voice); the user tests
hand it the agent's turns as text; the episode test runs the real recogniser on the clean
channel.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from duplexworld.agents.base import ReferenceContext
from duplexworld.caller.hearing import AgentEar
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.testing import ToneSpeaker
from duplexworld.trace import read_trace
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench import agent as agent_module
from duplexworld.worlds.workbench.agent import WorkbenchReferenceAgent
from duplexworld.worlds.workbench.agent_dialogue import MAX_CONFIRMS
from duplexworld.worlds.workbench.user import WorkbenchUser

SECURITY = "workbench_consult_security_package"


class _NoASR:
    def transcribe(self, pcm: np.ndarray) -> str:
        raise AssertionError("these tests hand the agent transcripts")


def _agent(read_back_each: bool = True) -> WorkbenchReferenceAgent:
    scenario = next(s for s in builtin_scenarios("workbench") if s.id == SECURITY)
    agent = WorkbenchReferenceAgent(ToneSpeaker(), _NoASR(), read_back_each=read_back_each)
    agent.start(ReferenceContext(tools=(), instructions="", seed=0, scenario=scenario))
    agent.phase = "answer"
    agent.asking = "account_number"
    return agent


class _Deaf:
    def transcribe_words(self, pcm, sample_rate=8000):  # type: ignore[no-untyped-def]
        return "", ()

    def spec(self):  # type: ignore[no-untyped-def]
        return {"engine": "none"}


def _user() -> WorkbenchUser:
    """The workflow's user, its profile off (an expert adds values to every answer), the
    call opened."""
    scenario = next(s for s in builtin_scenarios("workbench") if s.id == SECURITY)
    difficulty = {**scenario.difficulty, "profile": "cooperative"}
    scenario = scenario.model_copy(update={"difficulty": difficulty})
    policy = WorkbenchUser(scenario, ToneSpeaker(), 7, ear=AgentEar(_Deaf()))
    policy._step(0, agent_active=False)
    policy._open(1)
    policy._state.utterance = np.zeros(0, dtype=np.float32)  # said
    return policy


def _said(agent: WorkbenchReferenceAgent) -> str:
    return " ".join(agent.notes)


def test_a_digit_string_heard_is_read_back_as_heard_before_it_is_used():
    agent = _agent()
    agent._heard("It's 4822-0517.")  # the user said 48820517: the agent misheard it
    assert agent.known["account_number"] == "48220517"
    assert agent._advance() == ()  # no search with it yet: the read-back comes first
    assert agent.phase == "confirm" and agent.confirming == "account_number"
    assert "reading back account_number" in _said(agent)


def test_the_user_s_correction_replaces_the_value_and_is_read_back_in_turn():
    agent = _agent()
    agent._heard("It's 4822-0517.")
    agent._advance()
    agent._heard("No, that's not right. The account number is 4882-0517.")
    assert agent.known["account_number"] == "48820517"
    assert agent.phase == "work" and agent.to_confirm == ["account_number"]
    agent._advance()
    agent._heard("Yes, that's right.")
    assert agent.confirmed == {"account_number"} and agent.phase == "work"


def test_disputed_and_heard_the_same_it_is_asked_digit_by_digit():
    agent = _agent()
    agent._heard("It's 4822-0517.")
    agent._advance()
    agent._heard("No, that's not right. The account number is 4822-0517.")
    assert "account_number" not in agent.known
    assert agent.phase == "answer" and "digit by digit" in agent.last_question


def test_a_value_read_back_at_most_max_confirms_times():
    agent = _agent()
    agent._heard("It's 4822-0517.")
    for turn in range(MAX_CONFIRMS + 2):
        agent._advance()
        agent._heard(f"No, that's not right. The account number is 4882-05{turn}7.")
    assert agent.confirms["account_number"] == MAX_CONFIRMS


def test_a_confirmed_value_is_not_read_back_again_before_the_approval():
    agent = _agent()
    agent.known.update({"account_number": "48820517", "users": "55"})
    agent.confirmed.add("account_number")
    assert not agent._reads_back(agent.scenario.fact("account_number"))
    assert agent._reads_back(agent.scenario.fact("users"))


def test_with_the_read_back_off_the_value_is_used_at_once():
    agent = _agent(read_back_each=False)
    agent._heard("It's 4822-0517.")
    assert agent.to_confirm == [] and agent.phase == "work"


def test_the_user_confirms_its_own_value_read_back_and_sets_a_wrong_one_right():
    policy = _user()
    policy._reply(10, "What's the account number, please?")
    heard = "Let me read that back. The account number is {}. Is that right?"
    right = policy._reply(20, heard.format("4-8-8-2-0-5-1-7"))
    assert right.plan != "correct" and right.text.startswith("Yes")
    wrong = policy._reply(30, heard.format("4-8-2-2-0-5-1-7"))
    assert wrong.plan == "correct" and "four eight eight two" in wrong.text


def _account(tmp_path: Path) -> str:
    scenario = next(s for s in builtin_scenarios("workbench") if s.id == SECURITY)
    scores = run_one(EpisodeSpec(scenario, "oracle", "clean", 0), tmp_path)
    trace = read_trace(next(tmp_path.rglob("events.jsonl")).parent)
    versions = trace.final_state["artifacts"][0]["fields"]["account_number"]
    ws = scores.metrics["wb_WS"]
    return f"{versions[-1]['value']} WS {ws.value if ws is not None else None}"


@pytest.mark.slow
def test_on_the_clean_channel_the_read_back_saves_the_account_number(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """The real recogniser on both ears: read back among five values before the approval, the
    user's ear heard the account number 48820517 as 48220517, the agent's heard the user's
    correction the same way, and the wrong number was committed (WS 0); read back on its
    own as soon as it is heard, it is heard right and confirmed (WS 1)."""
    assert _account(tmp_path / "on") == "48820517 WS 1.0"
    original = agent_module.WorkbenchReferenceAgent.__init__

    def without(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        original(self, *args, **{**kwargs, "read_back_each": False})

    monkeypatch.setattr(agent_module.WorkbenchReferenceAgent, "__init__", without)
    assert _account(tmp_path / "off") != "48820517 WS 1.0"


def test_a_read_back_the_ear_cut_in_two_without_its_question_mark_is_confirmed():
    # the clean call's ear: a pause after the sixth digit ended a stretch, and "is that
    # right" came without its question mark; the user asked what was needed, three times
    policy = _user()
    policy._reply(10, "What's the IT lead phone, please?")
    said = policy._reply(
        20,
        "Let me read that back. The IT lead phone is 4-0-4-5-5-5. zero one seven six is that right",
    )
    assert said.plan == "confirm" and said.text.startswith("Yes")


def test_asked_what_is_needed_the_agent_reads_the_value_back_again():
    agent = _agent()
    agent._heard("It's 4882-0517.")
    agent._advance()
    agent._heard("Sorry, could you say what you need exactly?")
    assert agent.known["account_number"] == "48820517" and "account_number" not in agent.disputes
    assert agent._advance() == () and agent.confirming == "account_number"


def test_a_confirmation_whose_yes_the_ear_lost_still_confirms():
    agent = _agent()
    agent._heard("It's 4882-0517.")
    agent._advance()
    agent._heard("That's correct.")
    assert agent.confirmed == {"account_number"} and "account_number" not in agent.disputes
