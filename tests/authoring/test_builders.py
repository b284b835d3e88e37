"""The typed builders: facts from a world's library, records per table, gold checked against
the world's tool specs, and errors that name the scenario and the part."""

from __future__ import annotations

from typing import Any

import pytest

from duplexworld.authoring import (
    AuthoringError,
    FactTemplate,
    WorldAuthor,
    act,
    caller_act,
    correction,
    from_result,
    ref,
    scenario,
)
from duplexworld.scenario.schema import CallerAction, Fact, Scenario
from duplexworld.worlds.banking.records import Account, Card, Customer

# the Banking world's scenarios are data now (worlds/banking/library.yaml); the toolkit is
# tested on its tools and record models with templates of its own
FULL_NAME = FactTemplate("full_name", "full name", "name", ("full name", "your name"))
DATE_OF_BIRTH = FactTemplate("date_of_birth", "date of birth", "date", ("date of birth", "born"))
CARD_LAST4 = FactTemplate("card_last4", "card's last four digits", "digits", ("last four",))

SEED = {
    "customers": [
        Customer(
            id="C-1001",
            full_name="Dana Whitfield",
            date_of_birth="1979-03-14",
            postcode="55408",
            phone_last4="3376",
        )
    ],
    "accounts": [
        Account(
            id="A-1001",
            customer_id="C-1001",
            type="checking",
            name="Everyday Checking",
            balance="10.00",
        )
    ],
    "cards": [Card(id="K-1001", account_id="A-1001", kind="debit", last4="4471", status="locked")],
}
FACTS = [FULL_NAME("Dana Whitfield"), DATE_OF_BIRTH("1979-03-14"), CARD_LAST4("4471")]
VERIFY = [
    act("find_customer_by_name", full_name=ref("full_name")),
    act(
        "verify_identity",
        customer_id=from_result("find_customer_by_name", r"C-\d{4}"),
        date_of_birth=ref("date_of_birth"),
        card_last4=ref("card_last4"),
    ),
]


def build(**changes: Any) -> Scenario:
    fields: dict[str, Any] = {
        "id": "banking_test_01",
        "world": "banking",
        "conversation_type": "single_intent",
        "persona": "calm",
        "goal": "Your card is locked.",
        "script": ["Hi, my card stopped working."],
        "seed": SEED,
        "facts": FACTS,
        "gold": VERIFY,
    }
    fields.update(changes)
    return scenario(**fields).scenario


def test_a_built_scenario_is_the_schema_model_with_numbered_gold():
    built = build()
    assert isinstance(built, Scenario)
    assert built.gold_actions[1].arguments["customer_id"].result == 0
    card = {"id": "K-1001", "account_id": "A-1001", "kind": "debit", "last4": "4471"}
    assert built.seed["cards"] == [{**card, "status": "locked"}]


def test_a_library_fact_is_defined_once_and_spoken_from_its_value():
    fact = CARD_LAST4("5064")
    assert isinstance(fact, Fact)
    assert fact.spoken == "five zero six four"
    assert fact.label == "card's last four digits" and fact.ask_keywords == CARD_LAST4.keywords
    fixed = FULL_NAME(
        "Laura Bennett",
        answers=("It's {spoken}.",),
        correction=correction("name", "Laura Brooks", "tool:find_customer_by_name"),
    )
    assert fixed.answer_variants == ("It's {spoken}.",)
    assert fixed.final_value == "Laura Brooks"


def test_a_template_can_say_values_its_own_way():
    phone = FactTemplate(
        "phone", "phone number", "digits", ("phone",), speaker=lambda v: f"{v[:3]}, {v[3:]}"
    )
    assert phone("415382").spoken == "415, 382"
    assert phone("415382", spoken="as I like").spoken == "as I like"


def test_an_unknown_tool_names_the_scenario_step_and_the_tools():
    with pytest.raises(
        AuthoringError,
        match=r"banking_test_01: gold step 2 \(unlock_the_card\): no agent tool 'unlock_the_card'"
        r" in the banking world \(agent tools: .*unlock_card",
    ):
        build(gold=[*VERIFY, act("unlock_the_card", card_id="K-1001")])


def test_an_argument_the_tool_does_not_take_is_named():
    with pytest.raises(
        AuthoringError,
        match=r"banking_test_01: gold step 1 \(verify_identity\): verify_identity has no "
        r"argument 'dob' \(arguments: customer_id, date_of_birth, card_last4\)",
    ):
        build(
            gold=[
                VERIFY[0],
                act(
                    "verify_identity",
                    customer_id=from_result("find_customer_by_name", r"C-\d{4}"),
                    dob=ref("date_of_birth"),
                    card_last4=ref("card_last4"),
                ),
            ]
        )


def test_a_missing_required_argument_is_named():
    with pytest.raises(AuthoringError, match=r"gold step 0 .*needs argument 'full_name'"):
        build(gold=[act("find_customer_by_name")])


def test_a_caller_side_tool_is_not_an_agent_tool():
    with pytest.raises(AuthoringError, match=r"no agent tool 'approve_app_request'"):
        build(gold=[act("approve_app_request")])
    with pytest.raises(AuthoringError, match=r"banking_test_01: gold_actions\[0\] is a caller"):
        build(gold=[caller_act("approve_app_request")])
    with pytest.raises(AuthoringError, match=r"caller_actions\[0\] \(approve\): no user tool"):
        build(
            caller_actions=[
                CallerAction(
                    key="approve",
                    tool="approve_the_app",
                    instruction="Please approve it in the app.",
                    trigger_keywords=("approve",),
                )
            ],
        )


def test_a_schema_error_names_the_scenario_and_the_field():
    with pytest.raises(AuthoringError, match=r"banking_test_01: conversation_type: Input should"):
        build(conversation_type="small_talk")
    with pytest.raises(AuthoringError, match=r"banking_test_01: .*unknown fact 'pin'"):
        build(gold=[act("find_customer_by_name", full_name=ref("pin"))])


def test_records_are_typed_per_table():
    with pytest.raises(ValueError, match="phone_last4"):
        Customer(id="C-1", full_name="A B", date_of_birth="1990-01-01", postcode="1")  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="extra"):
        Card(id="K-1", account_id="A-1", kind="debit", last4="1", status="x", pin="1234")  # type: ignore[call-arg]
    with pytest.raises(AuthoringError, match=r"banking_test_01: seed.accounts\[0\] is a Card"):
        build(seed={**SEED, "accounts": SEED["cards"]})
    with pytest.raises(AuthoringError, match=r"seed.cards\[0\] is a dict, not a typed record"):
        build(seed={**SEED, "cards": [{"id": "K-1"}]})


def test_new_schema_fields_pass_through_and_a_world_author_numbers_ids():
    author = WorldAuthor("banking")
    built = author.scenario(
        2,
        "single_intent",
        persona="calm",
        goal="Your card is locked.",
        script=["Hi."],
        seed=SEED,
        facts=FACTS,
        gold=VERIFY,
        nl_assertion="The agent is polite.",
        step_cap_ticks=300,
    ).scenario
    assert built.id == "banking_single_intent_02"
    assert (built.nl_assertion, built.step_cap_ticks, built.channel) == (
        "The agent is polite.",
        300,
        "clean",
    )
