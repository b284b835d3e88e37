"""Issue 27, understanding pass: confirmations, "which one?", approvals and steps read by
meaning, and values of every kind compared as people say them.

Every turn below was written for this test (none is taken from a corpus split). Each test
names one rule of caller/understanding and fails when that rule is switched off.
"""

from pathlib import Path

import numpy as np
import pytest

from duplexworld.caller.understanding import TurnReader, classifier, encoder
from duplexworld.caller.understanding.classifier import CUES
from duplexworld.caller.understanding.intent_head import INTENTS, IntentHead
from duplexworld.caller.understanding.values import mentioned_value, same_value
from duplexworld.scenario import Fact, load_scenario

from .readers import label_of, reader_for

WORLDS = Path(__file__).parents[2] / "src/duplexworld/worlds"


def _reader(sid: str) -> TurnReader:
    return reader_for(sid)


def _label(sid: str, text: str) -> str:
    return label_of(sid, text)


def _leaning(**probabilities: float) -> IntentHead:
    """A head that gives these probabilities whatever it reads (the rest share nothing)."""
    bias = np.full(len(INTENTS), -30.0)
    for kind, p in probabilities.items():
        bias[INTENTS.index(kind)] = np.log(p)
    return IntentHead(INTENTS, np.zeros((384 + len(CUES), len(INTENTS))), bias, "test", 0)


def _fact(kind: str, value: str, label: str) -> Fact:
    return Fact(key="f", kind=kind, label=label, value=value, spoken=value)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("eight two five three seven oh is that your customer number", "confirm:no"),
        ("Three eight one two eight, is that the ZIP on the account?", "confirm:yes"),
    ],
)
def test_a_tag_naming_what_the_value_is_asks_for_confirmation(text: str, label: str):
    # without the tag the sentence is a read-back: the caller would correct news, not answer
    assert classifier.is_question(text) is True
    assert _label("logistics_guided_procedure_03", text) == label


def test_digits_said_twice_are_no_stammer():
    line = "okay contact phone three one two five five five oh one eight four"
    assert not classifier._garbled(line)
    assert _label("workbench_form_auto_claim", line) == "readback:no"


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("six one two seven seven four oh three five two right", "confirm:yes"),
        ("six one two seven seven four oh five three two correct", "confirm:no"),
    ],
)
def test_a_digit_string_with_only_its_tag_is_compared_not_asked_again(text: str, label: str):
    # its few words are about no other fact: the value is judged, not taken as unclear
    assert _label("travel_guided_procedure_01", text) == label


@pytest.mark.parametrize(
    "text",
    [
        "Do I have your go-ahead to cancel the card?",
        "Can I book that collection in for you?",
        "Could we go ahead and order the replacement now?",
        "Happy for me to submit it?",
    ],
)
def test_an_offer_to_act_asks_consent(text: str):
    # by its form, whatever the intent head has learned
    assert classifier._APPROVAL.match(text)
    assert _label("banking_suspension_03", text) == "approval"


def test_asking_for_a_value_is_no_offer():
    assert _label("banking_suspension_03", "Can I take your date of birth?") == "ask:date_of_birth"


def test_the_agent_offering_to_act_is_no_step_of_the_callers():
    # the words are near the caller's step (signing the form in the app), the actor is the agent
    line = "May I go ahead and send the authorization form to your app now?"
    assert _label("healthcare_guided_procedure_01", line) == "approval"


def test_an_imperative_in_a_steps_words_asks_for_the_step():
    # a head leaning to "hold" (the "let me know when" of work under way) does not decide it
    scenario = load_scenario(WORLDS / "travel/scenarios/travel_guided_procedure_01.yaml")
    reader = TurnReader(scenario, encoder(), head=_leaning(hold=0.7, do=0.3))
    line = "Please approve the request in the app and let me know when it's done."
    assert reader.label(reader.read(line)) == "do:approve_push"


def test_which_one_inside_an_uninverted_question_asks_which():
    line = "you got debit card and credit card with us which one you want for the cash"
    assert classifier.is_question(line) is True
    assert _label("banking_suspension_03", line) == "which"
    assert classifier.is_question("Let me check which one is open on Saturday.") is not True


def test_a_refusal_by_another_party_is_a_refusal():
    line = "The branch manager won't agree to release that much in one go, I'm afraid."
    assert _label("banking_suspension_03", line) == "refuse"


@pytest.mark.parametrize(
    ("kind", "said", "value"),
    [
        ("number", "The rail is at a thousand millimetres, yeah?", "1000"),
        ("amount", "So forty-two grand a year, is that it?", "42000.00"),
    ],
)
def test_everyday_magnitudes_are_read(kind: str, said: str, value: str):
    fact = _fact(kind, value, "yearly salary" if kind == "amount" else "rail height")
    heard = mentioned_value(said, fact, named=True)
    assert heard is not None and same_value(heard, fact)


def test_a_wrong_name_with_no_word_in_common_is_a_value_to_correct():
    fact = Fact(
        key="signatory",
        kind="name",
        label="signatory name",
        value="Helen Marsh",
        spoken="Helen Marsh",
    )
    assert mentioned_value("Signatory is Robert Dunn, is it?", fact, named=True) == "Robert Dunn"
    assert mentioned_value("The signatory, is it?", fact, named=True) is None


@pytest.mark.parametrize(
    ("said", "value", "label", "same"),
    [
        # a word the value shares with its label was taken out with the label
        ("It was a head-on collision, correct?", "head collision", "type of collision", True),
        # a person's name beside a word of its label in another form
        ("And Joan Pike did the inspection?", "Joan Pike", "inspector", True),
        ("And Joan Pyke did the inspection?", "Joan Pike", "inspector", False),
    ],
)
def test_free_text_read_back_beside_its_label(said: str, value: str, label: str, same: bool):
    fact = _fact("text", value, label)
    heard = mentioned_value(said, fact, named=True)
    assert heard is not None
    assert same_value(heard, fact) is same


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("So nobody was injured then?", "no"),
        ("Nobody injured, right?", "no"),
        ("And someone was injured, yeah?", "yes"),
        ("Was anyone injured?", None),  # a question put for the fact states nothing
    ],
)
def test_whether_something_holds_is_read_by_its_polarity(said: str, value: str | None):
    fact = _fact("text", "no", "whether anyone was injured")
    assert mentioned_value(said, fact, named=True) == value
    if value is not None:
        assert same_value(value, fact) is (value == "no")


def test_the_callers_full_name_asked_alone_is_a_confirmation():
    # "Karen Brown?" is the caller's name put as a question; "Karen?" alone calls the caller
    assert _label("workbench_form_licence_renewal", "Karen Brown?") == "confirm:yes"
    assert _label("workbench_form_licence_renewal", "Karen Brewer?") == "confirm:no"
    assert _label("workbench_form_licence_renewal", "Karen?") == "other"


def test_a_plural_of_the_callers_word_is_that_word():
    fact = _fact("text", "Monday, Thursday", "weekdays")
    heard = mentioned_value("So Mondays and Thursdays, right?", fact, named=True)
    assert heard is not None and same_value(heard, fact)
