"""Issue 27, the caller's reading by meaning where word rules stall: free text and lists read
back are judged by what they mean, a sentence that says what a value is then the value is a
read-back of that fact, and a question gets the fact its meaning asks for.

Every turn below was written for this test (none is taken from a corpus split). Each test
names one rule and fails when that rule is switched off.
"""

from duplexworld.caller.understanding.meaning import similarity
from duplexworld.caller.understanding.values import mentioned_value, text_verdict
from duplexworld.scenario import Fact

from .readers import label_of


def _fact(kind: str, value: str, label: str) -> Fact:
    return Fact(key="f", kind=kind, label=label, value=value, spoken=value)


def test_similarity_is_one_for_the_same_words_and_lower_for_other_things():
    assert similarity("spare key under mat", "spare key under mat") == 1.0
    assert similarity("husband plan through job", "husband plan at work") > similarity(
        "husband plan through job", "plan bought online exchange"
    )


def test_a_list_read_back_is_judged_item_by_item():
    target, label = "sprained wrist, bruised ribs", "injuries"
    # every item, in order: the caller's list
    assert text_verdict("sprained wrist bruised ribs", target, label) is True
    # one item swapped within itself ("ankle" for "wrist"), though most words are the caller's
    assert text_verdict("sprained ankle bruised ribs", target, label) is False
    # an item left out
    assert text_verdict("celery dairy", "celery, soy, dairy", "food allergies") is False
    # an item in other words of the same meaning ("the TV" for "television")
    assert text_verdict("radio tv", "radio, television", "things that broke") is True


def test_free_text_in_other_words_is_judged_by_meaning():
    target, label = "my husband's plan through his employer", "where the other coverage is from"
    # a paraphrase: the same meaning in other words is the caller's value
    assert text_verdict("the plan your husband gets through work", target, label) is True
    where, stopcock = "under the kitchen sink cabinet", "where the stopcock is"
    assert text_verdict("under the kitchen sink cupboard", where, stopcock) is True
    # another thing said in the value's place
    assert text_verdict("plan bought yourself exchange", target, label) is False
    # one word swapped, the phrase still close: no clear verdict, the caller asks
    access, notes = "spare key under the doormat", "access notes"
    assert text_verdict("spare key beneath the mat", access, notes) is None
    assert text_verdict("spare key under the flowerpot", access, notes) is False
    # an embedding hardly tells numbers apart: a number in other words is never passed
    address, label = "412 Cedar Lane, Dayton OH", "new address"
    assert text_verdict("four-twenty cedar lane dayton ohio", address, label) is False
    assert text_verdict("four one two cedar lane dayton", address, label) is True


def test_a_value_that_says_no_itself_is_not_denied_by_saying_no():
    fact = _fact("text", "no thermometer in walk-in fridge", "violations found")
    said = mentioned_value("So the walk-in fridge had no thermometer.", fact, named=True)
    assert said is not None and "xnot" not in said


def test_a_bound_is_no_amount_read_back_and_a_price_may_come_in_three_numbers():
    limit = _fact("amount", "4200.00", "cash deposit")
    assert mentioned_value("Anything over ten thousand gets reported.", limit) is None
    bill = _fact("amount", "418.25", "amount billed")
    assert mentioned_value("and a bill for four eighteen twenty-five", bill) == "418.25"


def test_a_persons_name_has_no_plural():
    assert text_verdict("robert parks", "Robert Park", "emergency contact name") is False
    assert text_verdict("robert park", "Robert Park", "emergency contact name") is True


def test_a_sentence_saying_what_a_value_is_then_the_value_is_a_read_back():
    sid = "workbench_form_new_patient"  # allergies: penicillin, latex
    assert label_of(sid, "Allergies, penicillin and latex.") == "readback:yes"
    assert label_of(sid, "Allergies: shellfish and latex.") == "readback:no"
    # asked, with the fact named anywhere in it: a confirmation of that fact
    assert label_of(sid, "Allergic to latex only?") == "confirm:no"
    # a label that is a clause ("where the card might be") names no thing a value is said
    # of: news, not a read-back
    assert label_of("banking_single_intent_01", "The card is blocked now.") == "inform"
    # a name that calls the caller before the label asks for the fact ("claim" is not
    # "claimant": another word, however its letters begin)
    assert label_of("workbench_negotiate_claim_settlement", "Thanks Dana, claim number?") == (
        "ask:claim_number"
    )
    # a question word anywhere asks for a value, it states none ("which doctor" is named
    # before "you need", but nothing of the doctor is said): the oracle's own question
    assert label_of(
        "healthcare_single_intent_03", "And in a few words, what kind of doctor you need?"
    ) == ("ask:doctor_kind")


def test_a_question_gets_the_fact_of_the_type_it_asks_for():
    # "where it happened" sounds nearer to "did this happen" than the date of the injury
    assert label_of("workbench_interview_injury_intake", "and on what day did it happen") == (
        "ask:injury_date"
    )
    # "how many years" wants a count, not the account the mortgage has
    assert label_of("workbench_advise_remortgage", "How many years remain on the mortgage?") == (
        "ask:term_years"
    )
    # but a fact whose label says the thing asked for fits it whatever its kind (the release
    # day is a weekday, not a date), and "who" may ask for a firm as well as a person
    assert label_of("workbench_plan_podcast_season", "what day do they come out") == (
        "ask:release_day"
    )
    assert label_of("banking_guided_procedure_03", "who billed you") == "ask:merchant"


def test_of_two_facts_named_alike_the_one_whose_own_word_is_said_is_asked():
    sid = "logistics_multi_intent_03"  # the account's ZIP code and the new one in Greensboro
    assert label_of(sid, "And what's the zip code of the new address?") == "ask:new_postcode"
    assert label_of(sid, "And the zip code on the account?") == "ask:postcode"


def test_a_question_pointing_back_at_a_value_just_said_confirms_it():
    sid = "banking_identity_verification_01"  # card ending 4471
    assert label_of(sid, "Four four seven one. That's the card with the charges?") == (
        "confirm:yes"
    )
    assert label_of(sid, "Four four one seven. That's the card with the charges?") == ("confirm:no")


def test_a_yes_to_a_read_back_is_said_to_every_value_of_the_sentence_before_it():
    sid = "insurance_narrative_intake_01"  # Gary Morgan, report 2671358, ZIP 60657
    wrong = "Other driver Gary Morgan, report number 2671358, and the zip was 60675. Correct?"
    assert label_of(sid, wrong) == "confirm:no"
    right = "Other driver Gary Morgan, report number 2671358, and the zip was 60657. Correct?"
    assert label_of(sid, right) == "confirm:yes"
    # a title and a surname address the caller: no name read back to judge
    sid = "banking_multi_intent_01"  # Kevin Parker, born 1991-12-03
    assert label_of(sid, "Doctor Parker, and you were born December third, 1991, yes?") == (
        "confirm:yes"
    )
