"""Result references: values read off earlier tool results, resolved one way for all."""

from __future__ import annotations

import pytest

from duplexworld.scenario.provenance import (
    gold_judgement,
    resolve_derive,
    resolve_result,
    result_candidates,
)
from duplexworld.scenario.schema import DeriveRef, FactRef, ResultRef

ACCOUNTS = """Accounts of Laura Brooks (C-7101):
- account A-7201: checking "Everyday Checking", balance 1733.20
  - card K-7301: debit ending 5064, status locked
- account A-7202: savings "Rainy Day", balance 80.00
  - card K-7302: debit ending 9911, status active"""


def test_candidates_are_distinct_matches_in_order_of_first_appearance() -> None:
    ref = ResultRef(result=0, pattern=r"K-\d{4}")
    assert result_candidates(ref, ACCOUNTS + " K-7301 again", {}) == ["K-7301", "K-7302"]


def test_near_keeps_the_candidate_whose_segment_holds_the_heard_value() -> None:
    ref = ResultRef(result=0, pattern=r"K-\d{4}", near=(FactRef(fact="last4"),))
    assert result_candidates(ref, ACCOUNTS, {"last4": "9911"}) == ["K-7302"]
    assert result_candidates(ref, ACCOUNTS, {"last4": "1234"}) == []
    # a value the agent never heard matches nothing, rather than everything
    assert result_candidates(ref, ACCOUNTS, {}) == []


def test_near_takes_constants_and_a_group_is_the_value() -> None:
    ref = ResultRef(result=0, pattern=r"account (A-\d{4}): savings", near=("rainy",))
    assert result_candidates(ref, ACCOUNTS, {}) == ["A-7202"]


@pytest.mark.parametrize(
    ("pick", "expected"),
    [("only", []), ("first", ["C-7101"]), ("try_each", ["C-7101", "C-7103"])],
)
def test_pick_rules(pick: str, expected: list[str]) -> None:
    found = "2 customer records match the name 'Laura Brooks': C-7101, C-7103."
    ref = ResultRef(result=1, pattern=r"C-\d{4}", pick=pick)  # type: ignore[arg-type]
    assert resolve_result(ref, ["ignored", found], {}) == expected


def test_a_failed_search_resolves_to_nothing() -> None:
    ref = ResultRef(result=0, pattern=r"C-\d{4}", pick="try_each")
    assert resolve_result(ref, ["No customer record matches the name 'Laura Bennett'."], {}) == []
    assert resolve_result(ref, [], {}) == []


def test_pattern_must_compile_and_have_at_most_one_group() -> None:
    with pytest.raises(ValueError, match="regular expression"):
        ResultRef(result=0, pattern="(")
    with pytest.raises(ValueError, match="at most one group"):
        ResultRef(result=0, pattern=r"(A)-(\d)")


CARS = """Insured items:
- V-3601: 2021 Honda Accord, gray (ZIP 80218)
- V-3602: 2016 Honda Civic, blue (ZIP 80218)"""


def test_a_heard_answer_picks_the_candidate_holding_most_of_its_words() -> None:
    ref = ResultRef(result=0, pattern=r"V-\d{4}", near=(FactRef(fact="car"),))
    assert result_candidates(ref, CARS, {"car": "Accord"}) == ["V-3601"]
    # what a recogniser wrote for "the Accord, the gray twenty twenty-one"
    assert result_candidates(ref, CARS, {"car": "The Accord, the Great 2021"}) == ["V-3601"]
    assert result_candidates(ref, CARS, {"car": "the blue one"}) == ["V-3602"]
    # words that every candidate holds do not choose
    assert result_candidates(ref, CARS, {"car": "my Honda"}) == ["V-3601", "V-3602"]
    assert result_candidates(ref, CARS, {"car": "the red truck"}) == []


RULES = "[KB-1] Plan rules: Up to ten terminals the Growth plan fits."
PRICES = "[KB-2] Price list: The Starter plan costs 49 dollars. The Growth plan costs 129 dollars."


def test_a_near_value_read_off_an_earlier_result_picks_the_passage() -> None:
    plan = ResultRef(result=0, pattern=r"terminals the (\w+) plan fits")
    price = ResultRef(result=1, pattern=r"The \w+ plan costs (\d+) dollars", near=(plan,))
    assert resolve_result(price, [RULES, PRICES], {}) == ["129"]
    other_rules = RULES.replace("Growth", "Starter")
    assert resolve_result(price, [other_rules, PRICES], {}) == ["49"]
    # the earlier search found nothing: the later value is not guessed
    assert resolve_result(price, ["No document matched.", PRICES], {}) == []


def test_a_nested_reference_takes_its_facts_and_steps_along() -> None:
    inner = ResultRef(result=0, pattern=r"x(\d)", near=(FactRef(fact="code"),))
    outer = ResultRef(result=2, pattern=r"y(\d)", near=(FactRef(fact="name"), inner, "z"))
    assert [ref.fact for ref in outer.fact_refs()] == ["name", "code"]
    assert sorted(outer.steps()) == [0, 2]


def test_a_segment_ends_with_its_paragraph() -> None:
    # the second document's title names the first candidate's subject: it is not its passage
    text = (
        "[KB-2] Retail fees: A retail renewal costs 170 dollars.\n\n"
        "[KB-1] Mobile food vendor fees: A mobile food vendor renewal costs 340 dollars."
    )
    ref = ResultRef(
        result=0, pattern=r"An? [a-z ]+ renewal costs (\d+) dollars", near=("mobile food vendor",)
    )
    assert result_candidates(ref, text, {}) == ["340"]


TIERS = (
    "[KB-3] Licensing terms: Customers with up to 200 seats are in the Team tier. Customers "
    "with 201 to 500 seats are in the Business tier. Larger estates are Corporate."
)


@pytest.mark.parametrize(
    ("seats", "expected"),
    [("150", ["Team"]), ("200", ["Team"]), ("250", ["Business"]), ("900", [])],
)
def test_a_heard_number_picks_the_rule_whose_condition_it_meets(seats, expected) -> None:
    ref = ResultRef(
        result=0,
        pattern=r"with (?:up to \d+|\d+ to \d+) seats are in the (\w+) tier",
        near=(FactRef(fact="seats"),),
    )
    assert result_candidates(ref, TIERS, {"seats": seats}) == expected


def test_conditions_in_words_and_open_ended_bounds() -> None:
    text = (
        "For goals under five years we advise the Flex Saver account. Goals of five years or "
        "more suit the Index Fund."
    )
    ref = ResultRef(
        result=0,
        pattern=r"[Gg]oals (?:under|of) \w+ years(?: or more)? (?:we advise|suit) the (\w+ \w+)",
        near=(FactRef(fact="years"),),
    )
    assert result_candidates(ref, text, {"years": "4"}) == ["Flex Saver"]
    assert result_candidates(ref, text, {"years": "5"}) == ["Index Fund"]


def test_a_number_said_outside_a_condition_beats_a_condition_it_meets() -> None:
    text = (
        "A household of two may earn up to 2700 dollars a month. A household of three may earn "
        "up to 3100 dollars a month."
    )
    ref = ResultRef(
        result=0,
        pattern=r"household of \w+ may earn up to (\d+) dollars a month",
        near=(FactRef(fact="household"),),
    )
    assert result_candidates(ref, text, {"household": "3"}) == ["3100"]
    # a card's last digits are matched as themselves, whatever limits the result states
    card = ResultRef(result=0, pattern=r"K-\d{4}", near=(FactRef(fact="last4"),))
    limits = "card K-7301: ending 5064, limit up to 500\ncard K-7302: ending 9911"
    assert result_candidates(card, limits, {"last4": "5064"}) == ["K-7301"]


CLAIM_TYPE = DeriveRef(
    derive=(FactRef(fact="story"),),
    cases={"damage": ("crush*", "broken"), "shortage": ("missing", "never arrived")},
)


def test_a_judgement_is_the_value_whose_cues_the_callers_words_hold() -> None:
    assert resolve_derive(CLAIM_TYPE, {"story": "Sixteen cartons were crushed."}) == "damage"
    assert resolve_derive(CLAIM_TYPE, {"story": "Twelve cases never arrived."}) == "shortage"
    # words that decide nothing, or decide two things, give no value: the agent asks again
    assert resolve_derive(CLAIM_TYPE, {"story": "It was a mess."}) is None
    assert resolve_derive(CLAIM_TYPE, {"story": "Two missing, three crushed."}) is None
    assert resolve_derive(CLAIM_TYPE, {}) is None


def test_cues_are_whole_words_unless_they_end_in_a_star() -> None:
    rule = DeriveRef(
        derive=(FactRef(fact="story"),), cases={"wind": ("wind",), "glass": ("windshield",)}
    )
    assert resolve_derive(rule, {"story": "A rock cracked my windshield."}) == "glass"
    assert resolve_derive(rule, {"story": "The window broke."}) is None
    assert resolve_derive(CLAIM_TYPE, {"story": "crushing, crushed"}) == "damage"


def test_a_many_rule_gives_every_value_said_in_rule_order() -> None:
    scope = DeriveRef(
        derive=(FactRef(fact="what"),),
        cases={"appeals": ("appeal*",), "claims": ("bills",), "prescriptions": ("refill*",)},
        many=True,
    )
    heard = {"what": "My bills, and appealing what you refuse."}
    assert resolve_derive(scope, heard) == ["appeals", "claims"]


def test_the_gold_judgement_holds_only_when_every_way_the_caller_says_it_agrees() -> None:
    assert gold_judgement(CLAIM_TYPE, {"story": ("Crushed cartons.", "Broken glass.")}) == "damage"
    assert gold_judgement(CLAIM_TYPE, {"story": ("Crushed cartons.", "Two missing.")}) is None


def test_a_derive_rule_chooses_among_values() -> None:
    with pytest.raises(ValueError, match="at least two values"):
        DeriveRef(derive=(FactRef(fact="story"),), cases={"damage": ("crush*",)})


def test_a_judgement_cue_meets_the_tense_a_recogniser_heard():
    # the caller said "I clipped a concrete pillar"; whisper wrote "I clip the concrete pillar"
    rule = DeriveRef(
        derive=(FactRef(fact="story"),),
        cases={"collision": ("clipped", "backed into"), "wind": ("wind",)},
    )
    assert resolve_derive(rule, {"story": "I clip the concrete pillar."}) == "collision"
    assert resolve_derive(rule, {"story": "I back into a pole."}) == "collision"
    # whole words still: a winding road is no wind
    assert resolve_derive(rule, {"story": "On a winding road."}) is None


def test_a_near_value_of_one_letter_is_a_whole_word() -> None:
    # band "B" read off the rule sheet: as a substring every line holds it ("b" of "Band A")
    text = "Band A students receive 7400 dollars a year. Band B students receive 4200 dollars."
    band = (FactRef(fact="band"),)
    ref = ResultRef(result=0, pattern=r"Band \w students receive (\d+)", near=band)
    assert resolve_result(ref, [text], {"band": "B"}) == ["4200"]
    assert resolve_result(ref, [text], {"band": "A"}) == ["7400"]
    assert resolve_result(ref, [text], {"band": "C"}) == []
