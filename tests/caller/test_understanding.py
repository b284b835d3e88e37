"""Reading by meaning, every value kind compared, and asking back when unsure (issue 27).

Each test names a behaviour and fails when it is switched off: requests without "?" and in
indirect form, read-backs of times and free text compared with the fact, a value of another
fact never confirmed, and an unclear turn answered with a question rather than a fact.
"""

from pathlib import Path

import pytest

from duplexworld.caller.understanding import TurnReader
from duplexworld.caller.understanding.values import mentioned_value, same_value
from duplexworld.scenario import load_scenario

from .readers import label_of, reader_for

WORLDS = Path(__file__).parents[2] / "src/duplexworld/worlds"


def _reader(sid: str) -> TurnReader:
    return reader_for(sid, steps=True)


def _label(sid: str, text: str) -> str:
    return label_of(sid, text, steps=True)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Thanks, Olivia, and your date of birth.", "ask:date_of_birth"),
        ("thanks olivia and your date of birth", "ask:date_of_birth"),
        ("I'm going to need your date of birth as well.", "ask:date_of_birth"),
        (
            "If you could read me the last four digits of the card, that would be great.",
            "ask:card_last4",
        ),
        ("apologies the line cut out when were you born", "ask:date_of_birth"),
        # heard so on the realistic channel: the question word's noun before its auxiliary
        ("Apologies the line cut out which four digits does your card end in", "ask:card_last4"),
        ("We won't do address changes on a call, I'm afraid.", "refuse"),
        ("I'm not authorized to change an address over the phone.", "refuse"),
        ("Okay to send the replacement card to the new address?", "approval"),
    ],
)
def test_requests_and_refusals_are_read_by_meaning_not_punctuation(text, label):
    assert _label("banking_guided_procedure_02", text) == label


def test_a_time_read_back_is_compared_with_the_fact():
    sid = "travel_mid_call_correction_01"  # check-in time 17:00
    assert _label(sid, "So I'll set it to 4 p.m. Is that right?") == "confirm:no"
    assert _label(sid, "So I'll set it to 5 p.m. Is that right?") == "confirm:yes"
    assert _label(sid, "Alright, check-in is now at 6 PM.") == "readback:no"


def test_free_text_and_addresses_are_compared_by_content_words():
    sid = "banking_guided_procedure_02"  # new address 915 Maple Avenue, Dayton OH
    assert _label(sid, "So that's 915 Maple Avenue in Dayton, correct?") == "confirm:yes"
    assert _label(sid, "So that's 951 Maple Avenue in Dayton, correct?") == "confirm:no"
    assert _label("banking_guided_procedure_03", "So the merchant is StreamFlix, right?") == (
        "confirm:no"
    )


def test_a_value_of_another_fact_is_never_confirmed():
    # 4820 is the caller's card; said as the ZIP code it is a wrong ZIP, not a right card
    assert _label("banking_guided_procedure_02", "Your ZIP code is 4820, right?") == "confirm:no"


def test_which_one_is_asked_back_never_approved():
    # "Which one should I cancel?" offers nothing: the old reader said "Yes, do that please"
    reader = _reader("banking_guided_procedure_02")
    reading = reader.read("Which one should I cancel?")
    # a "which one?" that none of the caller's facts answers: the caller says which from its
    # goal (``which`` without a fact, as the label scheme allows) or asks which is meant
    act = reading.acts[0]
    assert reader.label(reading) in ("clarify", "which") and act.fact is None
    assert act.intent == "which" or act.ask_back == "which"


def test_an_unclear_which_question_is_not_answered_with_a_fact():
    reader = _reader("banking_guided_procedure_03")
    reading = reader.read("Which one do you want disputed?")
    assert reader.label(reading) in ("clarify", "which")
    act = reading.acts[0]
    assert act.fact is None  # no fact is given for it
    assert act.intent == "which" or act.ask_back in ("what", "which", "repeat")
    record = act.record()  # the trace keeps the reading with its confidence
    assert record.intent == act.intent and abs(record.margin - act.margin) <= 1e-4


def test_value_kinds_use_the_shared_parsers():
    scenario = load_scenario(WORLDS / "travel/scenarios/travel_mid_call_correction_01.yaml")
    time = scenario.fact("checkin_time")
    assert same_value(mentioned_value("five in the afternoon", time), time)
    assert not same_value(mentioned_value("4 PM", time), time)


def test_the_caller_corrects_a_wrong_time_and_gives_no_fact_when_unsure():
    from duplexworld.caller import DeterministicCaller
    from duplexworld.testing import ToneSpeaker

    from .test_responses import _replies

    travel = load_scenario(WORLDS / "travel/scenarios/travel_mid_call_correction_01.yaml")
    caller = DeterministicCaller(travel, ToneSpeaker(), seed=1, perception="transcript")
    (plan, text, facts, _reason), *_ = _replies(caller, ["So I'll set it to 4 p.m. Is that right?"])
    assert plan == "correct_readback" and facts == ("checkin_time",)
    assert "five in the afternoon" in text
    banking = load_scenario(WORLDS / "banking/scenarios/banking_guided_procedure_03.yaml")
    caller = DeterministicCaller(banking, ToneSpeaker(), seed=1, perception="transcript")
    (plan, text, facts, _reason), *_ = _replies(caller, ["Which one do you want disputed?"])
    # no fact is given: the caller asks back, or says from its goal which charge it means
    assert plan in ("clarify", "restate") and facts == ()


def test_a_question_naming_a_fact_is_no_read_back_of_free_text_sharing_its_words():
    # "the main person on the policy" (a free-text fact) shares "policy" with the question
    from duplexworld.testing.reading import read_turn
    from duplexworld.worlds import builtin_scenarios

    scenario = next(s for s in builtin_scenarios() if s.id == "insurance_identity_verification_02")
    seen = read_turn("Could you read me the policy number?", scenario)
    assert seen.asked_facts == ("policy_number",)
    assert not seen.has("confirm")
