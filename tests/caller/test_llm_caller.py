"""The LLM caller over an OpenAI-compatible endpoint (a local fake on a real socket)."""

import json
import re
from pathlib import Path

import pytest

from duplexworld.caller import DeterministicCaller
from duplexworld.caller.llm import LLMPlan, LLMPlanner, PlanRejected, guard, planner_from_env
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.scenario import load_scenario
from duplexworld.testing import ToneSpeaker, toy_scenario
from duplexworld.testing.chat_server import chat_server
from duplexworld.trace import read_trace

from .test_responses import _replies

BANKING = Path(__file__).parents[2] / "src/duplexworld/worlds/banking/scenarios"


def sensible_caller(body: dict) -> str:
    """A stand-in model: gives the allowed fact whose label the agent's turn mentions."""
    system, user = body["messages"][0]["content"], body["messages"][1]["content"]
    turn = user.rsplit("The agent just said: <<<", 1)[1].split(">>>")[0].lower()
    facts = re.findall(r"^- (\w+): ([^=]+) = (.+)$", system, flags=re.MULTILINE)
    if "anything else" in turn:
        return json.dumps({"plan": "hang_up", "facts": [], "text": "No, that's all. Bye."})
    for key, label, spoken in facts:
        words = [w for w in re.findall(r"[a-z]+", label.lower()) if len(w) > 3]
        if any(w in turn for w in words) or (key == "full_name" and "name" in turn):
            # ("It's Sarah Miller." comes back from tiny.en as "Sara"; a lead-in helps it)
            text = f"My name is {spoken}." if key == "full_name" else f"It's {spoken}."
            return json.dumps({"plan": "answer", "facts": [key], "text": text})
    if "?" in turn:
        return json.dumps({"plan": "decline", "facts": [], "text": "Sorry, I don't know."})
    return json.dumps({"plan": "wait", "facts": [], "text": ""})


@pytest.mark.slow
def test_llm_caller_runs_a_whole_episode_against_the_local_endpoint(tmp_path, monkeypatch):
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path / "cache"))
    with chat_server(sensible_caller) as server:
        monkeypatch.setenv("DUPLEXWORLD_CALLER_MODEL", "caller-model-1")
        monkeypatch.setenv("DUPLEXWORLD_CALLER_BASE_URL", server.url)
        monkeypatch.setenv("DUPLEXWORLD_CALLER_API_KEY", "sk-caller-secret")
        scenario = load_scenario(BANKING / "banking_single_intent_01.yaml")
        spec = EpisodeSpec(scenario, "oracle", "clean", 0)
        scores = run_one(spec, tmp_path / "run")
    trace = read_trace(tmp_path / "run" / "episodes" / spec.key)
    plans = [e for e in trace.events if e.kind == "caller_plan"]
    llm_answers = [p for p in plans if p.reason == "llm plan" and p.plan == "answer"]
    assert {f for p in llm_answers for f in p.facts} >= {"full_name", "date_of_birth", "card_last4"}
    assert scores.reward == 1.0
    caller_spec = trace.header.components["caller"]["llm"]
    assert caller_spec["model"] == "caller-model-1" and caller_spec["temperature"] == 0.0
    assert caller_spec["prompt_version"] and "system_prompt" in caller_spec
    # every request went at temperature 0, with the key only in the request header
    assert server.requests and all(r["body"]["temperature"] == 0 for r in server.requests)
    episode_files = (tmp_path / "run").rglob("*")
    assert not [p for p in episode_files if p.is_file() and b"sk-caller-secret" in p.read_bytes()]


def test_a_plan_that_reveals_a_forbidden_fact_is_rejected_and_the_script_answers(tmp_path):
    scenario = toy_scenario(
        facts=[
            {
                "key": "lamp",
                "label": "lamp number",
                "kind": "digits",
                "value": "1",
                "spoken": "one",
                "reveal": "on_event",
                "event": "tool:get_lamp",
            }
        ]
    )

    def leaky(body: dict) -> str:
        assert "lamp" not in body["messages"][0]["content"].split("Facts you may give now")[1]
        return json.dumps({"plan": "answer", "facts": ["lamp"], "text": "It's lamp one."})

    with chat_server(leaky) as server:
        planner = LLMPlanner("m", server.url, cache_dir=tmp_path)
        caller = DeterministicCaller(
            scenario, ToneSpeaker(), seed=1, perception="transcript", planner=planner
        )
        plans = _replies(caller, ["What is the lamp number?"])
    assert plans and plans[0][0] == "decline"
    assert "llm plan rejected" in plans[0][3] and "lamp" in plans[0][3]
    assert not [p for p in plans if "lamp" in p[2]]


def test_the_guard_rejects_words_that_give_a_forbidden_value_even_without_naming_it():
    scenario = load_scenario(BANKING / "banking_single_intent_01.yaml")
    allowed = [f for f in scenario.facts if f.key != "card_last4"]
    with pytest.raises(PlanRejected, match="card_last4"):
        guard(LLMPlan("say", (), "Sure, it ends in 3826."), scenario, allowed)
    with pytest.raises(PlanRejected, match="card_last4"):
        guard(LLMPlan("answer", ("card_last4",), "It's three eight two six."), scenario, allowed)
    ok = LLMPlan("answer", ("full_name",), "It's Sarah Miller.")
    assert guard(ok, scenario, allowed) == ok


def test_without_configuration_the_caller_is_deterministic():
    assert planner_from_env({}) is None
    planner = planner_from_env(
        {"DUPLEXWORLD_CALLER_MODEL": "m", "DUPLEXWORLD_CALLER_BASE_URL": "http://127.0.0.1:9/v1"}
    )
    assert planner is not None and planner.spec()["model"] == "m"
