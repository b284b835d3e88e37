"""The post-episode check of the caller's replies, and the campaign's confident-wrong figure.

A committing reply that does not fit the agent's turn is flagged: a "yes" to a value that is
not the caller's, or a reply to a turn the recogniser changed (its reading of the heard words
differs from its reading of the words the agent said).
"""

import json
from pathlib import Path

from duplexworld.caller.understanding import TurnReader, encoder
from duplexworld.caller.validation import misread_replies
from duplexworld.campaign.attempt import caller_confident_wrong
from duplexworld.scenario import load_scenario
from duplexworld.trace import CallerPlan, Utterance

SCENARIO = load_scenario(
    Path(__file__).parents[2]
    / "src/duplexworld/worlds/banking/scenarios/banking_single_intent_01.yaml"
)


def _plan(reader: TurnReader, tick: int, plan: str, heard: str, facts=()) -> CallerPlan:
    acts = reader.read(heard).acts
    return CallerPlan(tick=tick, plan=plan, facts=facts, readings=tuple(a.record() for a in acts))


def test_a_yes_to_a_wrong_value_and_a_reply_to_a_misheard_turn_are_flagged():
    reader = TurnReader(SCENARIO, encoder())
    said = "Your date of birth is July 12th, 1985, correct?"  # the caller's is July 22nd
    wrong_yes = _plan(reader, 10, "confirm", said)
    # pretend the caller said yes although its reading had the wrong value: the check, on
    # world truth, flags it
    events = [Utterance(tick=5, lane="agent", text=said), wrong_yes]
    assert len(misread_replies(SCENARIO, events, reader).confident_wrong) == 1
    # heard "the card" where the agent asked for the date of birth: answering is a misread
    misheard = _plan(reader, 30, "answer", "What are the last four digits of your card?")
    events = [Utterance(tick=20, lane="agent", text="What's your date of birth?"), misheard]
    result = misread_replies(SCENARIO, events, reader)
    assert result.replies == 1 and len(result.confident_wrong) == 1
    # heard right and answered: nothing to flag
    right = _plan(reader, 30, "answer", "What's your date of birth?", ("date_of_birth",))
    events = [Utterance(tick=20, lane="agent", text="What's your date of birth?"), right]
    assert misread_replies(SCENARIO, events, reader).confident_wrong == []


def test_asking_back_commits_to_nothing():
    reader = TurnReader(SCENARIO, encoder())
    asked = _plan(reader, 30, "clarify", "Which sports team do you support?")
    events = [Utterance(tick=20, lane="agent", text="What's your date of birth?"), asked]
    result = misread_replies(SCENARIO, events, reader)
    assert result.replies == 1 and result.confident_wrong == []


def test_the_campaign_figure_is_the_share_of_replies_over_scored_episodes(tmp_path):
    for key, replies, wrong in (("a", 8, ["x"]), ("b", 2, []), ("c", 5, ["y", "z"])):
        directory = tmp_path / "episodes" / key
        directory.mkdir(parents=True)
        meta = {"caller_replies": replies, "caller_confident_wrong": wrong}
        (directory / "meta.json").write_text(json.dumps(meta))
    assert caller_confident_wrong(tmp_path, {"a", "b"}) == 0.1
    assert caller_confident_wrong(tmp_path, {"a", "b", "c"}) == 3 / 15
    assert caller_confident_wrong(tmp_path, {"missing"}) is None
