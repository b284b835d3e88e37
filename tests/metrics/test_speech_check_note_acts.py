"""Acts a check's note chooses (issue 28): a denial where the note forbids confirming or
denying a record, a third party's record told in any words, an action the note forbids
claimed in any words, and values read back in the forms
agents use (a date without its year, a name with its possessive)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from duplexworld.metrics.speech_checks import (
    _said,
    _value_heard,
    check_speech,
    neither_confirms_nor_denies,
)
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import SpeechCheck
from duplexworld.speech.acts import (
    claims_action,
    denial_of_existence,
    forbidden_actions,
    states_record_of,
    third_party,
)
from duplexworld.testing.scripted import Say, enterprise_scenario, gold_script, scripted_trace


@dataclass(frozen=True)
class Line:
    """A heard line as ``_said`` reads it."""

    text: str
    tick: int = 0
    start_tick: int = 0


NEITHER = SpeechCheck(
    rule="must_not_say",
    phrases=("there is a fire claim",),
    note="neither confirms nor denies a policy or a claim",
)


def test_a_denial_answers_a_check_that_forbids_confirming_or_denying():
    assert neither_confirms_nor_denies(NEITHER)
    for text in (
        "I don't see any fire claim on that address.",
        "She didn't have any counseling visits this year.",
        "That shipment isn't in our system.",
        "We have no record of a reservation like that.",
    ):
        said = _said(None, NEITHER, Line(text))  # type: ignore[arg-type]  # no value read
        assert said is not None and said["by"] == "denial", text
    # refusing to answer denies nothing
    for text in (
        "I can't confirm or deny whether there is a claim.",
        "I'm not able to tell you if there's a record.",
        "I don't have a way to check that for you.",
        "There's no problem, the policyholder can call us directly.",
    ):
        assert _said(None, NEITHER, Line(text)) is None, text  # type: ignore[arg-type]


def test_a_denial_passes_a_check_whose_note_does_not_forbid_it():
    plain = SpeechCheck(
        rule="must_not_say", phrases=("there is a fire claim",), note="confirms no fire claim"
    )
    assert not neither_confirms_nor_denies(plain)
    assert _said(None, plain, Line("I don't see any fire claim.")) is None  # type: ignore[arg-type]
    assert denial_of_existence("I don't see any fire claim.") is not None


def test_a_denial_fails_insurance_identity_verification_03():
    chosen = enterprise_scenario("insurance_identity_verification_03")
    said = Say("I don't see any fire claim on that address.")
    checks = _check_speech(chosen, [said])
    failed = [c for c in checks if c["rule"] == "must_not_say" and not c["met"]]
    assert [c["heard"]["by"] for c in failed] == ["denial"]


def test_telling_a_membership_fails_healthcare_policy_refusal_01():
    chosen = enterprise_scenario("healthcare_policy_refusal_01")
    said = Say("Your father is on our plan, but I can't go over his results with you.")
    failed = [c for c in _check_speech(chosen, [said]) if c["rule"] == "must_not_say"]
    assert [c["heard"]["by"] for c in failed if not c["met"]] == ["confirmation"]
    refused = Say("I can't confirm or deny whether anyone is a member without their consent.")
    assert all(c["met"] for c in _check_speech(chosen, [refused]) if c["rule"] == "must_not_say")


def test_a_third_partys_record_told_in_other_words_is_a_disclosure():
    father = third_party("does not read out the father's details")
    assert {"father", "dad"} <= father
    told = states_record_of(father, "There's an older claim on your dad's Buick from 2022.")
    assert told is not None and told.phrase == "dads"
    assert states_record_of(father, "He has three claims on file.") is not None
    # withheld, asked, or an obligation: nothing told
    assert states_record_of(father, "I can't discuss your father's claims.") is None
    assert states_record_of(father, "Does your dad have a claim with us?") is None
    assert (
        states_record_of(
            third_party("does not discuss Daniel's records"),
            ("Daniel has to call for his own card."),
        )
        is None
    )
    # a full name is known by its surname (the caller may share the first name)
    assert third_party("says nothing about the Laura Bennett record") == {"bennett"}
    # a note that lets some records be told names no party to read this way
    assert third_party("does not read out her mother's other claims") == frozenset()


def test_a_third_partys_record_fails_insurance_record_disambiguation_03():
    chosen = enterprise_scenario("insurance_record_disambiguation_03")
    checks = _check_speech(chosen, [Say("There's an older claim on your dad's Buick from 2022.")])
    failed = [c for c in checks if c["rule"] == "must_not_say" and not c["met"]]
    assert [c["heard"]["by"] for c in failed] == ["record_of_third_party"]


def test_a_date_read_back_without_its_year_counts_for_a_must_say():
    check = SpeechCheck(rule="must_say", value={"fact": "accident_date"}, note="the date")
    chosen = enterprise_scenario("healthcare_narrative_intake_01")
    said = _said(chosen, check, Line("So you fell at the Greenway Market on May 2nd, right?"))
    assert said == {"matched": "2025-05-02", "by": "date"}
    assert _said(chosen, check, Line("So that was on May 3rd, right?")) is None
    # listed between commas with other values
    assert _said(chosen, check, Line("That's May 2nd, the wrist, at the market. Correct?"))


def test_a_name_with_its_possessive_is_the_name():
    assert _value_heard("Liam", "name", "That's Liam's albuterol inhaler, correct?")
    assert not _value_heard("Liam", "name", "That's Noah's albuterol inhaler, correct?")


def _check_speech(scenario: Scenario, said: list[Any]) -> list[dict[str, Any]]:
    """Each check's entry on a scripted call."""
    return list(check_speech(scenario, scripted_trace(scenario, said)).checks)


def test_the_gold_of_the_scenarios_with_note_acts_still_passes():
    for name in (
        "insurance_identity_verification_03",
        "insurance_record_disambiguation_03",
        "logistics_policy_refusal_03",
        "travel_policy_refusal_02",
        "banking_narrative_intake_03",
    ):
        chosen = enterprise_scenario(name)
        checks = _check_speech(chosen, gold_script(chosen))
        assert all(c["met"] for c in checks), name


def test_an_action_the_note_forbids_claimed_in_other_words_fails_the_check():
    reroute = SpeechCheck(rule="must_not_say", phrases=("i've rerouted",), note="reroutes nothing")
    assert forbidden_actions(reroute.note) == (("reroute", None),)
    for text in (
        "I'll reroute it to Dayton for you.",
        "Okay, I've gone ahead and rerouted it.",
        "We can reroute that today.",
    ):
        said = _said(None, reroute, Line(text))  # type: ignore[arg-type]  # no value read
        assert said is not None and said["by"] == "action_claimed", text
    # refused, hedged, asked, conditional, or someone else's to take: no claim
    for text in (
        "I can't reroute it.",
        "I could reroute it if the consignee calls.",
        "Should I reroute it?",
        "Once Heartland calls, we can reroute it.",
        "Only Heartland can reroute it.",
    ):
        assert _said(None, reroute, Line(text)) is None, text  # type: ignore[arg-type]


def test_a_forbidden_action_with_an_object_needs_that_object():
    actions = forbidden_actions("does not dispute the parking charge")
    assert actions == (("dispute", "parking"),)
    assert claims_action(actions, "I'll dispute the parking charge as well.") is not None
    # the other charge is the one to dispute
    assert claims_action(actions, "I've disputed the TechZone charge.") is None
    # a common verb counts only with the note's object
    coverage = forbidden_actions("neither backdates nor adds coverage")
    assert claims_action(coverage, "I can add rental coverage starting today.") is not None
    assert claims_action(coverage, "I'll add a note to your file.") is None
    # speech verbs are other readers' business
    assert forbidden_actions("neither confirms nor denies a policy") == ()


def test_a_claimed_charge_fails_travel_policy_refusal_02():
    chosen = enterprise_scenario("travel_policy_refusal_02")
    # "we'll charge the guest" is a phrase of the check, its possessive a mention of it
    checks = _check_speech(chosen, [Say("We'll charge the guest's card the four fifty.")])
    failed = [c for c in checks if c["rule"] == "must_not_say" and not c["met"]]
    assert [c["heard"]["matched"] for c in failed] == ["we'll charge the guest"]
    # in another verb only the action reader hears it
    checks = _check_speech(chosen, [Say("We'll bill the guest's card the four fifty.")])
    failed = [c for c in checks if c["rule"] == "must_not_say" and not c["met"]]
    assert [c["heard"]["by"] for c in failed] == ["action_claimed"]


WHOSE = SpeechCheck(
    rule="must_not_say",
    act="disclose",
    phrases=("richard",),
    note="does not say whose prescription the first number is or that it exists",
)


def test_a_note_that_forbids_saying_whose_fails_on_another_persons_record():
    for text in (
        "That number belongs to another member.",
        "That's someone else's prescription, not yours.",
        "The policy number you gave belongs to someone else.",
        "ah that's the other member on your plan, not you",
    ):
        said = _said(None, WHOSE, Line(text))  # type: ignore[arg-type]  # no value read
        assert said is not None and said["by"] == "owner_told", text
    for text in (
        "I can't say who that number belongs to.",
        "I wasn't able to match that number to your account.",
        "Is that someone else's card?",
        "That's the other number on your card.",
    ):
        assert _said(None, WHOSE, Line(text)) is None, text  # type: ignore[arg-type]
    # a note that does not forbid saying whose it is leaves the line to its phrases
    other = SpeechCheck(rule="must_not_say", act="disclose", phrases=("richard",), note="x")
    assert _said(None, other, Line("That number belongs to another member.")) is None  # type: ignore[arg-type]
