"""Issue 27, never answer wrong: the caller's verdict on a value read back is three-way, a
yes is said to every value in the sentence, and a "which ...?" gets a fact only when one of
the caller's facts is what it asks for.

Every turn below was written for this test (none is taken from a corpus split). Each test
names one rule and fails when that rule is switched off.
"""

from pathlib import Path

from duplexworld.caller import DeterministicCaller
from duplexworld.caller.understanding import classifier
from duplexworld.caller.understanding.classifier import Act
from duplexworld.caller.understanding.values import text_verdict, value_verdict
from duplexworld.scenario import Fact, load_scenario
from duplexworld.testing import ToneSpeaker

from .readers import label_of, reader_for

WORLDS = Path(__file__).parents[2] / "src/duplexworld/worlds"


def _fact(kind: str, value: str, label: str) -> Fact:
    return Fact(key="f", kind=kind, label=label, value=value, spoken=value)


def test_a_number_parsed_only_in_part_is_no_verdict():
    # "three hundred twelve seventy-five" parsed as 12.75: the words lost, not a wrong amount
    hotel = _fact("amount", "312.75", "hotel charge")
    assert value_verdict("12.75", hotel) is None
    assert value_verdict("321.75", hotel) is False
    assert value_verdict("312.75", hotel) is True
    # a one-digit count is a whole word said: "the fifth" for the fifteenth is wrong
    assert value_verdict("5", _fact("number", "15", "day of the month")) is False


def test_free_text_in_other_words_is_no_verdict_but_a_swap_or_another_name_is_wrong():
    label = "where the caller was"
    target = "visiting my sister in Leeds over the weekend"
    # more said than a swap accounts for: told in other words, no clear verdict
    heard = "sister staying couple nights north family"
    assert text_verdict(heard, target, label) is None
    # another place named where the caller's is not: clearly wrong
    said = "So you were visiting your sister in York over the weekend?"
    assert text_verdict("visiting sister york weekend", target, label, said) is False
    # a short value with a word swapped like for like: clearly wrong
    assert text_verdict("ibuprofen", "aspirin", "allergy") is False
    assert text_verdict("aspirin", "aspirin", "allergy") is True


def test_a_confirmation_of_a_value_parsed_in_part_is_asked_again_not_corrected():
    reader = reader_for("banking_narrative_intake_01")
    said = "The hotel took twelve seventy-five, right?"  # as a recogniser might leave it
    act = Act("confirm", True, fact="hotel_amount", value="12.75", text=said)
    assert reader.matches(act) is None
    assert reader.label(classifier.Reading((act,))) == "clarify"


def test_a_yes_needs_every_value_in_the_sentence_right():
    sid = "banking_narrative_intake_01"
    right = "So you're off from July 10th through July 24th, is that right?"
    assert label_of(sid, right) == "confirm:yes"
    # the departure right, the return wrong: no yes to the whole sentence
    wrong = "So you're off from July 10th through July 26th, is that right?"
    assert label_of(sid, wrong) in ("confirm:no", "clarify")
    # a policy number said wrong beside the right name is corrected, and it is the policy
    # number that is set right
    reader = reader_for("insurance_policy_refusal_03")
    reading = reader.read("Policy 658813 for Mark Robinson, is that right?")
    assert reader.label(reading) == "confirm:no"
    assert reader.judged(reading.requests[0]).fact == "policy_number"


def test_which_one_without_options_the_caller_has_a_fact_for_gets_no_fact():
    sid = "banking_record_disambiguation_02"
    # no option named that the caller's savings account picks out: it says what it wants
    assert label_of(sid, "Which one do you want debited?") in ("which", "clarify")
    # options named, the caller's value picks exactly one: it names it
    options = "Which one, the Vacation Savings or the Emergency Savings?"
    assert label_of(sid, options) == "ask:which_savings"


def test_the_caller_sets_right_the_wrong_value_beside_a_right_one():
    from .test_responses import _replies

    scenario = load_scenario(WORLDS / "insurance/scenarios/insurance_policy_refusal_03.yaml")
    caller = DeterministicCaller(scenario, ToneSpeaker(), seed=1, perception="transcript")
    plans = _replies(caller, ["Policy 658813 for Mark Robinson, is that right?"])
    assert plans[0][0] == "correct_readback"
    assert plans[0][1].startswith("No") and plans[0][2] == ("policy_number",)
