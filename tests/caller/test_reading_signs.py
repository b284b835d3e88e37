"""Readings decided by a sentence's shape where the words alone mislead (issue 27).

Each test fails when its rule is switched off: a sentence broken in two or more ways is
asked back, a yes/no question that offers alternatives asks which one, and a statement
asked with a tag asks whether its value is right, never for the fact.
"""

from pathlib import Path

import pytest

from duplexworld.caller.understanding import TurnReader, encoder
from duplexworld.caller.understanding.classifier import _garbled
from duplexworld.scenario import load_scenario

WORLDS = Path(__file__).parents[2] / "src/duplexworld/worlds"


def _label(sid: str, text: str) -> str:
    reader = TurnReader(
        load_scenario(WORLDS / sid.split("_")[0] / "scenarios" / f"{sid}.yaml"), encoder()
    )
    return reader.label(reader.read(text))


@pytest.mark.parametrize(
    "text",
    [
        "so the the card the one you um want it sorry go ahead",  # ends on a full phrase
        "and the statement the form the one for your",  # restarts, breaks off
        "right so the the pallet the one from the yard first",  # repeat, restarts, articles
    ],
)
def test_a_sentence_broken_in_two_ways_is_asked_back(text):
    assert _garbled(text)
    assert _label("banking_guided_procedure_03", text) == "clarify"


@pytest.mark.parametrize(
    "text",
    [
        "I have sent the the form to your email.",  # one slip in a plain sentence
        "I have sent the form to the email and to the address on file.",
        "The card for the account is on its way.",
    ],
)
def test_one_sign_of_breaking_down_is_ordinary_speech(text):
    assert not _garbled(text)


@pytest.mark.parametrize(
    ("sid", "text"),
    [
        ("logistics_mid_call_correction_02", "Do you mean the first pallet or the second pallet?"),
        ("workbench_interview_hotel_exit", "Do you mean the night team or the day team?"),
        ("insurance_guided_procedure_02", "Was it the shed by the house, or the one by the road?"),
    ],
)
def test_a_yes_no_question_offering_alternatives_asks_which(sid, text):
    assert _label(sid, text) == "which"


@pytest.mark.parametrize(
    ("sid", "text"),
    [
        ("workbench_advise_estimated_tax", "Seventy grand in profit, right?"),
        ("healthcare_suspension_01", "Doctor Kingsley, you said?"),
        ("insurance_narrative_intake_02", "So the water is still coming in?"),
    ],
)
def test_a_statement_asked_with_a_tag_never_asks_for_the_fact(sid, text):
    assert not _label(sid, text).startswith("ask:")


def test_a_question_word_keeps_a_tagged_sentence_a_question_for_the_fact():
    sid = "banking_multi_intent_02"
    assert _label(sid, "And the payment to the roofer, how much is that?") == "ask:payment_amount"


@pytest.mark.parametrize(
    "text",
    [
        "four four one two nine eight, was that it?",
        "four four one two nine eight is that it",  # the recogniser's comma and "?" lost
        "Four four one two nine eight, have I got that right.",
    ],
)
def test_a_value_with_a_checking_tag_is_a_confirmation_request(text):
    # insurance_identity_verification_03: policy number 213649
    assert _label("insurance_identity_verification_03", text) == "confirm:no"


@pytest.mark.parametrize(
    "text",
    [
        "Would you happen to know the policy number, Mr. Howard?",
        "Would you know your policy number?",
        "Could you tell me the policy number, Mr. Howard?",
    ],
)
def test_a_request_put_as_a_question_of_ability_reads_back_nothing(text):
    assert _label("insurance_identity_verification_03", text) == "ask:policy_number"


@pytest.mark.parametrize("text", ["Another quick one, Luca: customer number?"])
def test_one_after_an_adjective_is_a_pronoun_not_a_value(text):
    assert _label("workbench_consult_kitchen_ventilation", text) == "ask:customer_number"
