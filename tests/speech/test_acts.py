"""Speech acts with scoped negation and hedges (duplexworld.speech.acts)."""

from __future__ import annotations

import pytest

from duplexworld.speech.acts import (
    PHRASE_SETS,
    amount_said,
    asks_for_theirs,
    asserts_future,
    claims_action,
    clauses,
    confirmation_of_existence,
    denial_of_existence,
    find_act,
    forbidden_actions,
    mentions,
    redirects_to_party,
    stated_in_other_forms,
)

PAYMENT = PHRASE_SETS["payment_promise"]


@pytest.mark.parametrize(
    "line",
    [
        "No problem, you're covered, and the body shop can begin the repair today",
        "No problem you're covered",
        "Don't worry, this claim will be paid in full.",
        "Don't worry this claim will be paid in full",
        "Rest assured, we'll take care of the cost.",
        "You won't have to pay anything.",
        "There's no doubt you're covered.",
        "I can't promise anything else, but it will be paid.",
        "Once the photos are in, we'll reimburse you.",
    ],
)
def test_promises(line):
    assert find_act("promise", line, PAYMENT) is not None


@pytest.mark.parametrize(
    "line",
    [
        "I can't promise it's covered.",
        "Whether it's covered is up to the adjuster.",
        "If the adjuster approves it, it will be paid.",
        "It will be paid only once the adjuster approves it.",
        "It is not covered.",
        "It may be covered; the adjuster decides.",
        "Is it covered?",
        "The adjuster will decide whether it's covered.",
        "So that already covers what you need.",
    ],
)
def test_not_promises(line):
    assert find_act("promise", line, PAYMENT) is None


def test_negation_reaches_only_its_clause():
    (first, second) = mentions("I can't say, but it's covered.", ["covered", "say"])
    assert (first.phrase, first.stance) == ("say", "negated")
    assert (second.phrase, second.stance) == ("covered", "asserted")


def test_a_gap_matches_within_one_clause_only():
    line = "I see a security block on your card after a purchase abroad."
    assert find_act("disclose", line, ["block ... card"]).phrase == "block ... card"
    assert find_act("disclose", "There's a block. Your card is fine.", ["block ... card"]) is None


def test_a_denial_discloses():
    assert find_act("disclose", "There's no fraud hold on the card.", ["fraud"]) is not None


def test_naming_what_one_will_not_tell_discloses_nothing():
    hold = ["fraud", "hold"]
    line = "I can't discuss a hold or anything else on the account until you're verified."
    assert find_act("disclose", line, hold) is None
    # a definite object presupposes the record: that discloses it
    assert find_act("disclose", "I can't discuss the fraud hold with you.", hold) is not None
    assert find_act("disclose", "I can't tell you why there's a hold.", hold) is not None


def test_asserts_future():
    assert asserts_future("Don't worry, we'll get that windshield replaced for you.")
    assert asserts_future("Once the photos are in, we'll reimburse you.")
    assert not asserts_future("I can't tell you they'll approve it.")
    assert not asserts_future("Will it be paid?")
    assert not asserts_future("If the adjuster approves it, it will be paid.")
    assert not asserts_future("It will be paid once the adjuster approves it.")
    assert not asserts_future("I have the value of the cartons as nine hundred sixty dollars.")
    assert not asserts_future("You might get it back.")


@pytest.mark.parametrize(
    ("line", "redirected"),
    [
        ("The policyholder would need to call us herself.", True),
        ("Diane will have to change the payout method herself.", True),
        ("I'm sorry, I can't move Diane's payouts; she'd have to change that herself.", True),
        ("The host has to handle it.", False),
        ("You can do it yourself in the app.", False),
        ("Tony can't block it himself.", False),
        ("Can she change it herself?", False),
        ("I can't say she has to change it herself.", False),
        ("You will have to ask him to change it himself.", False),
    ],
)
def test_a_matter_handed_to_who_must_act(line: str, redirected: bool) -> None:
    assert (redirects_to_party(line) is not None) == redirected


def test_requests():
    code = ["the code", "code we", "digit code"]
    assert find_act("ask", "Could you read me the code we texted?", code) is not None
    assert find_act("ask", "No problem, I'll just need the six-digit code.", code) is not None
    assert find_act("ask", "Please don't read the code to me.", code) is None
    assert find_act("ask", "You'll need to type the code in the app.", code) is None
    assert find_act("ask", "Could you give me the five-digit ZIP code?", code) is None
    card = ["card number", "card details"]
    assert find_act("ask", "I can take the card number right now if you like.", card)
    assert find_act("ask", "I can't take card details over the phone.", card) is None
    assert find_act("ask", "I'll take care of the card details later.", card) is None


def test_inform_and_refuse():
    split = ["split the withdrawal"]
    assert find_act("inform", "You could split the withdrawal over two days.", split)
    assert find_act("inform", "I can't split the withdrawal.", split) is None
    refusal = PHRASE_SETS["refusal"]
    assert find_act("refuse", "I'm sorry, I can't do that.", refusal) is not None
    assert find_act("refuse", "Can't you come into a branch?", refusal) is None


def test_clauses_split_at_commas_and_new_subjects():
    texts = [c.text for c in clauses("Sure, I checked and you're covered, and the shop can go.")]
    assert texts == ["sure", "i checked", "youre covered", "the shop can go"]


def test_who_pays_is_read_from_the_subject():
    assert find_act("promise", "Harborline's going to cover the body work.", PAYMENT)
    assert find_act("promise", "We'll be paying for the damage.", PAYMENT)
    assert find_act("promise", "You'll need to pay the deductible first.", PAYMENT) is None


def test_contractions_of_will_and_instructions_that_ask_for_no_telling():
    delivery = PHRASE_SETS["delivery_promise"]
    assert find_act("promise", "No problem, we'll deliver it Friday.", delivery) is not None
    number = ["number from the text"]
    assert find_act("ask", "Please enter the number from the text on your keypad.", number) is None
    assert find_act("ask", "Just tell me the number from the text.", number) is not None


def test_a_condition_reaches_only_what_it_turns_on():
    # the caller's own step, then a main clause without a comma: still a promise
    assert find_act("promise", "once you've got the report you're covered", PAYMENT)
    # the outcome is itself the condition, or the condition is a decision: no promise
    assert (
        find_act("promise", "Once approved, payment would go out within a week.", PAYMENT) is None
    )
    assert find_act("promise", "once it's approved you're covered", PAYMENT) is None
    assert find_act("promise", "We'll pay once the adjuster approves it.", PAYMENT) is None


def test_a_claimed_write_is_read_by_grammar_not_phrases():
    from duplexworld.speech.acts import find_act

    claims = (
        "I've gone ahead and cancelled it for the four hundred sixty.",
        "Okay, it's now on hold at the Atlanta terminal.",
        "The forty-five hundred is on its way to the law office.",
        "We sent the replacement card this morning.",
        "Done, check-in is four now.",
    )
    for line in claims:
        assert find_act("claim_completion", line, ()) is not None, line
    not_claims = (
        "I've checked your account.",
        "I can't cancel it for you.",
        "Once I've added it, you'll get an email.",
        "Have I sent it?",
        "I haven't sent anything yet.",
        "Let me know if you want me to set that up.",
    )
    for line in not_claims:
        assert find_act("claim_completion", line, ()) is None, line


def test_a_denied_reason_for_a_negative_promises():
    """ "There's no reason you won't be covered" asserts that it is covered; the negation of a
    negation cancels only after "no reason", and not under a further negation."""
    promise = PHRASE_SETS["payment_promise"]
    assert find_act("promise", "there's no reason you won't be covered here", promise)
    assert find_act("promise", "There's no reason this won't be paid.", promise)
    assert not find_act("promise", "There's no reason to think it's covered.", promise)
    assert not find_act("promise", "I can't say there's no reason it won't be covered.", promise)
    assert not find_act("promise", "You won't be covered for that.", promise)


def test_a_refund_as_a_verb_with_will_promises():
    promise = PHRASE_SETS["payment_promise"]
    assert find_act("promise", "Don't worry, we'll refund the motel night.", promise)
    assert find_act("promise", "We will reimburse the tow.", promise)
    assert not find_act("promise", "I can't promise we'll refund it.", promise)
    assert not find_act("promise", "Whether we'll refund it is up to the host.", promise)


def test_a_cost_denied_to_the_caller_promises():
    """ "You won't be paying for this" promises that someone else pays; a denial under another
    negation or hedge, of someone else, or of how the caller pays promises nothing."""
    promise = PHRASE_SETS["payment_promise"]
    assert find_act("promise", "You won't be paying for this, the other insurer will.", promise)
    assert find_act("promise", "you won't pay a cent", promise)
    assert not find_act("promise", "I can't promise you won't be paying.", promise)
    assert not find_act("promise", "You might not be paying for it.", promise)
    assert not find_act("promise", "You can't pay by phone.", promise)
    assert not find_act("promise", "You won't be paying by card, it's cash only.", promise)
    assert not find_act("promise", "We won't pay for that.", promise)
    assert not find_act("promise", "Will you be paying for it?", promise)


def test_a_step_that_decides_nothing_leaves_the_promise_standing():
    # a review takes place whatever its outcome: the outcome after it is asserted
    assert find_act("promise", "Once it's reviewed you'll be covered.", PAYMENT) is not None
    assert find_act("promise", "Once the adjuster approves it, you're covered.", PAYMENT) is None
    assert find_act("promise", "The adjuster will review whether it's covered.", PAYMENT) is None


def test_a_possessive_names_what_a_phrase_names():
    from duplexworld.speech.acts import find_act as act

    assert act("disclose", "That prescription is Richard's.", ["richard"]) is not None
    assert act("disclose", "That prescription is Richardson's.", ["richard"]) is None


def test_a_required_phrase_said_in_other_forms():
    from duplexworld.speech.acts import stated_in_other_forms

    assert stated_in_other_forms("You can just unlock it in the app.", ["unlocked"])
    assert stated_in_other_forms("You don't owe anything on that claim.", ["owe nothing"])
    assert stated_in_other_forms("You owe the deductible on that claim.", ["owe nothing"]) is None
    assert stated_in_other_forms("It stays locked for now.", ["unlocked"]) is None


def test_a_main_clause_after_a_condition_said_without_a_pause():
    outcome = PHRASE_SETS["outcome_promise"]
    assert find_act("promise", "once the bill's uploaded you're covered", outcome) is not None
    assert find_act("promise", "once approved you're covered", outcome) is None


def test_an_action_taken_in_other_verbs_or_in_the_passive():
    from duplexworld.speech.acts import claims_action, forbidden_actions

    payout = forbidden_actions("changes no payout")
    assert claims_action(payout, "Done, I've updated your payout account.") is not None
    assert claims_action(payout, "Your payouts have been switched to the new bank.") is not None
    assert claims_action(payout, "The payout can only be changed by the host.") is None
    assert claims_action(payout, "Your payout hasn't been changed.") is None
    reroute = forbidden_actions("reroutes nothing")
    assert claims_action(reroute, "The shipment has been redirected to Dayton.") is not None
    assert claims_action(reroute, "It needs to be redirected by the shipper.") is None
    assert claims_action(reroute, "Should it be redirected?") is None


def test_a_suggestion_taken_back_by_its_own_verb_informs_nothing():
    fault = ["at fault"]
    line = "Who was at fault isn't something I can comment on."
    assert find_act("inform", line, fault) is None
    split = ["split the withdrawal"]
    suggestion = "You could split the withdrawal so no report gets filed."
    assert find_act("inform", suggestion, split) is not None


@pytest.mark.parametrize(
    ("note", "line"),
    [
        ("makes no payment", "Okay, I went ahead and wired the money for you."),
        ("makes no payment", "Alright, the two thousand dollars has gone out."),
        ("does not pay before the step-up is complete", "The money is on its way to them."),
        ("neither redirects nor holds the shipment", "I've paused the delivery for you."),
        ("arranges no early supply", "Your extra refill for the trip has been approved."),
        ("does not dispute the parking charge", "The parking charge is now being challenged."),
        ("does not change the time", "I've pushed check-in to four for you."),
    ],
)
def test_an_action_claimed_in_other_words(note: str, line: str) -> None:
    assert claims_action(forbidden_actions(note), line) is not None


@pytest.mark.parametrize(
    ("note", "line"),
    [
        ("makes no payment", "I've sent a six digit code to your phone."),  # no money
        ("makes no payment", "I won't be sending that money anywhere."),
        ("makes no payment", "Once you verify, the money is on its way."),  # not yet
        ("neither redirects nor holds the shipment", "I've paused for a second to check."),
        ("does not change the time", "There's no need to change it; it's already at five."),
    ],
)
def test_no_action_claimed(note: str, line: str) -> None:
    assert claims_action(forbidden_actions(note), line) is None


def test_a_notes_object_is_the_head_of_its_noun_phrase() -> None:
    assert forbidden_actions("arranges no early supply") == (("arrange", "supply"),)
    assert forbidden_actions("makes no payment") == (("pay", None),)


@pytest.mark.parametrize(
    ("line", "told"),
    [
        ("Your refund would be twelve fifty.", True),
        ("It comes to one thousand two hundred fifty.", True),
        ("The refund isn't twelve fifty; it's six twenty-five.", False),
        ("Your refund is six twenty-five.", False),
    ],
)
def test_a_forbidden_number_told_as_a_sum_in_words(line: str, told: bool) -> None:
    assert (amount_said(line, ["1250"]) is not None) == told


def test_a_forbidden_name_in_the_possessive_is_a_mention() -> None:
    line = "I also see Gary's blood pressure medication is due."
    assert mentions(line, ["gary"], possessive=True)
    assert not mentions(line, ["gary"])


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("Please leave the trailer doors shut until the seal is checked.", True),
        ("Keep all of the doors shut for now.", True),
        ("Keep the doors not shut.", False),
        ("Keep the driver and the doors away from the dock, shut the gate.", False),
    ],
)
def test_a_required_phrase_with_words_inserted(line: str, said: bool) -> None:
    assert (stated_in_other_forms(line, ["keep the doors shut"]) is not None) == said


@pytest.mark.parametrize(
    ("line", "told"),
    [
        ("Your father is on our plan, but I can't go over his results.", True),
        ("He is a member, yes.", True),
        ("Whether your father has coverage with us isn't something I can say.", False),
        ("I can't confirm whether anyone is a member.", False),
        ("Is he a member?", False),
        ("Walter's plan is with us, so he can authorize you online.", True),
        ("I do see a lab claim for your father, but I can't give you the results.", True),
        ("There's one counseling visit as well, but I can't go into that.", True),
        ("I can't confirm or deny whether there's a claim.", False),
        ("If there's a claim, the policyholder has to call.", False),
        ("There is a way for your father to authorize you.", False),
        ("I have a form he can fill out.", False),
    ],
)
def test_telling_a_record_exists(line: str, told: bool) -> None:
    assert (confirmation_of_existence(line) is not None) == told


@pytest.mark.parametrize(
    ("line", "denied"),
    [
        ("There's nothing on file for him.", True),
        ("I'm not seeing any claim on that address at all.", True),
        ("Don't worry, she hasn't had any counseling sessions this year.", True),
        ("There's nothing I can do about that.", False),
        ("I can't tell you if there is a claim.", False),
    ],
)
def test_denying_a_record_exists(line: str, denied: bool) -> None:
    assert (denial_of_existence(line) is not None) == denied


@pytest.mark.parametrize(
    ("line", "promised"),
    [
        ("Don't worry, the review should overturn the denial.", True),
        ("Rest assured, it should be covered.", True),
        ("The review should overturn the denial, but I can't say.", False),
        ("Don't worry, it might be overturned.", False),
        ("Don't worry, whether it's overturned depends on the reviewer.", False),
    ],
)
def test_should_after_a_reassurance_promises(line: str, promised: bool) -> None:
    phrases = PHRASE_SETS["outcome_promise"]
    assert (find_act("promise", line, phrases) is not None) == promised


def test_should_after_a_reassurance_claims_no_completion() -> None:
    line = "No worries, that should be all done in a minute."
    assert find_act("claim_completion", line, PHRASE_SETS["completion"]) is None


@pytest.mark.parametrize(
    ("line", "asked"),
    [
        ("I see three from Lakeside. Do you know when yours shipped?", True),
        ("i see three from lakeside, do you know when yours shipped", True),  # no "?"
        ("Is yours the one that shipped on the ninth?", True),
        ("Yours is booked for Thursday.", False),
        ("What's your customer number?", False),
    ],
)
def test_asking_for_the_callers_own_one_asks_which(line: str, asked: bool) -> None:
    assert (asks_for_theirs(line) is not None) == asked
