"""OneBank's regime, enforced by the tool surface: tiers, possession, payments, checks, travel.

Each test names the rule (clause id) it holds the tools to. The unsafe act is either not
expressible (no tool takes a texted number) or fails without changing anything and without
saying whether the record exists.
"""

from __future__ import annotations

import inspect

import pytest

from duplexworld.world import ToolCall
from duplexworld.worlds.banking import BankingWorld
from duplexworld.worlds.banking.access import TIER_POSSESSION

SEED = {
    "customers": [
        {
            "id": "C-1",
            "full_name": "Nicole Turner",
            "date_of_birth": "1989-11-19",
            "postcode": "37206",
            "phone_last4": "6614",
            "app_enrolled": True,
            "address": "27 Birch Lane, Columbus OH",
        },
        {
            "id": "C-2",
            "full_name": "Nathan Turner",
            "date_of_birth": "1987-02-02",
            "postcode": "37209",
            "phone_last4": "3095",
        },
    ],
    "accounts": [
        {
            "id": "A-1",
            "customer_id": "C-1",
            "type": "checking",
            "name": "Everyday Checking",
            "balance": "1000.00",
        },
        {
            "id": "A-2",
            "customer_id": "C-1",
            "type": "savings",
            "name": "Savings",
            "balance": "9000.00",
        },
        {
            "id": "A-3",
            "customer_id": "C-1",
            "type": "credit",
            "name": "Rewards Visa",
            "balance": "50.00",
        },
        {
            "id": "A-4",
            "customer_id": "C-2",
            "type": "checking",
            "name": "Everyday Checking",
            "balance": "700.00",
        },
    ],
    "cards": [
        {"id": "K-1", "account_id": "A-1", "kind": "debit", "last4": "1357", "status": "active"},
        {"id": "K-4", "account_id": "A-4", "kind": "debit", "last4": "5731", "status": "active"},
    ],
    "transactions": [
        {
            "id": "T-1",
            "card_id": "K-1",
            "date": "2024-06-05",
            "amount": "15.99",
            "merchant": "StreamMax",
            "status": "posted",
            "recurring": True,
        },
        {
            "id": "T-2",
            "card_id": "K-1",
            "date": "2024-06-06",
            "amount": "15.99",
            "merchant": "Burgerville",
            "status": "posted",
        },
    ],
    "payees": [
        {"id": "P-1", "customer_id": "C-1", "name": "Little Oaks Daycare", "status": "active"},
        {"id": "P-2", "customer_id": "C-1", "name": "Old Landlord", "status": "closed"},
        {"id": "P-3", "customer_id": "C-2", "name": "Little Oaks Daycare", "status": "active"},
    ],
    "checks": [
        {
            "id": "CHK-1",
            "account_id": "A-1",
            "number": "1047",
            "date": "2024-05-28",
            "payee": "Lakeside Youth Soccer",
            "amount": "95.00",
            "status": "issued",
        },
        {
            "id": "CHK-2",
            "account_id": "A-1",
            "number": "1072",
            "date": "2024-05-06",
            "payee": "Green Leaf Landscaping",
            "amount": "240.00",
            "status": "paid",
        },
    ],
}


@pytest.fixture
def bank() -> BankingWorld:
    return BankingWorld(SEED)


def call(world: BankingWorld, name: str, actor: str = "agent", **arguments):
    return world.call(ToolCall(call_id="t", name=name, arguments=arguments, actor=actor))


def verify(world: BankingWorld, customer_id: str = "C-1") -> None:
    facts = {"C-1": ("1989-11-19", "1357"), "C-2": ("1987-02-02", "5731")}
    dob, last4 = facts[customer_id]
    result = call(
        world, "verify_identity", customer_id=customer_id, date_of_birth=dob, card_last4=last4
    )
    assert result.ok, result.content


def step_up(world: BankingWorld, method: str = "app_approval", customer_id: str = "C-1") -> None:
    assert call(world, "start_step_up", customer_id=customer_id, method=method).ok
    user_tool = (
        "approve_app_request" if method == "app_approval" else ("enter_texted_number_on_keypad")
    )
    assert call(world, user_tool, actor="user").ok
    assert call(world, "check_step_up", customer_id=customer_id).ok


def balance(world: BankingWorld, account_id: str) -> str:
    account = world.store.get("accounts", account_id)
    assert account is not None
    return account["balance"]


# --- ID-6 / SEC-1: possession is shown on the caller's side, no number reaches the agent ---


def test_no_tool_takes_or_returns_a_texted_number(bank):
    for spec in bank.tools() + bank.tools("user"):
        params = set(spec.parameters["properties"])  # type: ignore[arg-type]
        assert not params & {"code", "otp", "number", "passcode", "pin"}, spec.name
    verify(bank)
    sent = call(bank, "start_step_up", customer_id="C-1", method="keypad_entry")
    entered = call(bank, "enter_texted_number_on_keypad", actor="user")
    checked = call(bank, "check_step_up", customer_id="C-1")
    for result in (sent, entered, checked):
        assert result.ok
        # the only digits an agent reads are the phone's last four, never a six-digit number
        assert not any(
            len(word.strip(".,")) >= 5 and word.strip(".,").isdigit()
            for word in result.content.split()
        ), result.content


def test_step_up_needs_tier_1_and_says_the_same_for_unknown_ids(bank):
    real = call(bank, "start_step_up", customer_id="C-1", method="app_approval")
    fake = call(bank, "start_step_up", customer_id="C-99", method="app_approval")
    assert not real.ok and real.content == fake.content
    assert "first verify" in real.content


def test_app_route_needs_the_app_and_keypad_route_works_without(bank):
    verify(bank, "C-2")
    refused = call(bank, "start_step_up", customer_id="C-2", method="app_approval")
    assert not refused.ok and "keypad_entry" in refused.content
    step_up(bank, "keypad_entry", "C-2")
    assert bank.tier("C-2") == TIER_POSSESSION


def test_step_up_completes_only_after_the_caller_acts(bank):
    verify(bank)
    assert not call(bank, "check_step_up", customer_id="C-1").ok  # nothing started
    assert call(bank, "start_step_up", customer_id="C-1", method="app_approval").ok
    waiting = call(bank, "check_step_up", customer_id="C-1")
    assert waiting.ok and "Not completed" in waiting.content and bank.tier("C-1") == 1
    # the wrong caller-side action does not complete an app approval
    assert "no new text" in call(bank, "enter_texted_number_on_keypad", actor="user").content
    assert call(bank, "approve_app_request", actor="user").content == "approved"
    assert call(bank, "check_step_up", customer_id="C-2").ok is False  # another customer
    assert call(bank, "check_step_up", customer_id="C-1").ok
    assert bank.tier("C-1") == TIER_POSSESSION
    # a later postcode check never steps the caller down
    assert call(bank, "check_postcode_factor", customer_id="C-1", postcode="37206").ok
    assert bank.tier("C-1") == TIER_POSSESSION


def test_caller_side_tools_are_not_the_agents(bank):
    result = call(bank, "approve_app_request")
    assert not result.ok and "not available to the agent" in result.content
    assert "no request" in call(bank, "approve_app_request", actor="user").content


# --- PAY-1 / PAY-2: moving money -----------------------------------------------------------


def test_payee_payment_needs_tier_3(bank):
    verify(bank)
    assert call(bank, "check_postcode_factor", customer_id="C-1", postcode="37206").ok
    before = bank.state_hash()
    refused = call(bank, "pay_saved_payee", account_id="A-1", payee_id="P-1", amount="100")
    assert not refused.ok and "tier 3" in refused.content and bank.state_hash() == before
    step_up(bank)
    paid = call(bank, "pay_saved_payee", account_id="A-1", payee_id="P-1", amount="100")
    assert paid.ok and balance(bank, "A-1") == "900.00"
    assert bank.store.get("payments", "PM-001") == {
        "id": "PM-001",
        "account_id": "A-1",
        "payee_id": "P-1",
        "amount": "100.00",
        "status": "sent",
    }


@pytest.mark.parametrize(
    ("account_id", "payee_id", "amount", "words"),
    [
        ("A-1", "P-2", "100", "closed"),  # a closed payee (PAY-1)
        ("A-1", "P-3", "100", "not one of this customer's saved payees"),
        ("A-1", "P-77", "100", "not one of this customer's saved payees"),
        ("A-2", "P-1", "100", "checking account"),
        ("A-1", "P-1", "5000.01", "at most 5000.00"),
        ("A-1", "P-1", "1000.01", "enough funds"),
    ],
)
def test_payee_payment_refusals_change_nothing(bank, account_id, payee_id, amount, words):
    verify(bank)
    step_up(bank)
    before = bank.state_hash()
    result = call(bank, "pay_saved_payee", account_id=account_id, payee_id=payee_id, amount=amount)
    assert not result.ok and words in result.content, result.content
    assert bank.state_hash() == before


def test_transfers_only_between_the_verified_callers_own_accounts(bank):
    unverified = call(
        bank, "transfer_between_accounts", from_account_id="A-2", to_account_id="A-1", amount="5"
    )
    assert not unverified.ok
    verify(bank)
    other = call(
        bank, "transfer_between_accounts", from_account_id="A-2", to_account_id="A-4", amount="5"
    )
    unknown = call(
        bank, "transfer_between_accounts", from_account_id="A-2", to_account_id="A-9", amount="5"
    )
    assert not other.ok and other.content.replace("A-4", "X") == unknown.content.replace("A-9", "X")
    assert not call(
        bank, "transfer_between_accounts", from_account_id="A-3", to_account_id="A-1", amount="5"
    ).ok  # credit account
    assert (
        "enough funds"
        in call(
            bank,
            "transfer_between_accounts",
            from_account_id="A-1",
            to_account_id="A-2",
            amount="1000.01",
        ).content
    )
    done = call(
        bank, "transfer_between_accounts", from_account_id="A-2", to_account_id="A-1", amount="800"
    )
    assert done.ok and balance(bank, "A-1") == "1800.00" and balance(bank, "A-2") == "8200.00"
    assert bank.store.get("transfers", "TR-001")["amount"] == "800.00"


# --- CHECK-1 ----------------------------------------------------------------------------


def test_only_an_uncashed_check_can_be_stopped(bank):
    assert not call(bank, "stop_check_payment", account_id="A-1", check_number="1047").ok
    verify(bank)
    listing = call(bank, "list_account_checks", account_id="A-1")
    assert (
        listing.ok and "check 1047: written 2024-05-28 to Lakeside Youth Soccer" in listing.content
    )
    paid = call(bank, "stop_check_payment", account_id="A-1", check_number="1072")
    assert not paid.ok and "paid" in paid.content
    missing = call(bank, "stop_check_payment", account_id="A-1", check_number="9999")
    assert not missing.ok and "No check number 9999" in missing.content
    stopped = call(bank, "stop_check_payment", account_id="A-1", check_number="1 0 4 7")
    assert stopped.ok and bank.store.get("checks", "CHK-1")["status"] == "stopped"
    assert (
        "already" in call(bank, "stop_check_payment", account_id="A-1", check_number="1047").content
    )


# --- TRAVEL-1 ---------------------------------------------------------------------------


def test_travel_notice_names_a_country_and_a_window_and_replaces_itself(bank):
    verify(bank)
    args = {"customer_id": "C-1", "start_date": "June 8, 2024", "end_date": "2024-06-21"}
    assert call(bank, "add_travel_notice", country="england", **args).ok
    assert call(bank, "add_travel_notice", country="UK", **{**args, "end_date": "2024-06-28"}).ok
    assert bank.store.find("travel_notices") == [
        {
            "id": "TN-C-1-United-Kingdom",
            "customer_id": "C-1",
            "country": "United Kingdom",
            "start_date": "2024-06-08",
            "end_date": "2024-06-28",
        }
    ]
    assert "country must be" in call(bank, "add_travel_notice", country="Atlantis", **args).content
    backwards = {**args, "start_date": "2024-06-22"}
    assert not call(bank, "add_travel_notice", country="Spain", **backwards).ok
    too_long = {**args, "end_date": "2024-12-01"}
    assert "at most 90 days" in call(bank, "add_travel_notice", country="Spain", **too_long).content


# --- DISP-4, CARD-14: the caller's app first ---------------------------------------------


def test_recurring_charge_is_disputed_only_after_the_caller_blocks_the_merchant(bank):
    verify(bank)
    before = bank.state_hash()
    early = call(
        bank, "open_dispute", transaction_id="T-1", amount="15.99", reason="cancelled_recurring"
    )
    assert not early.ok and "OneBank app" in early.content and bank.state_hash() == before
    wrong_reason = call(
        bank, "open_dispute", transaction_id="T-2", amount="15.99", reason="cancelled_recurring"
    )
    assert not wrong_reason.ok and "not a recurring charge" in wrong_reason.content
    blocked = call(bank, "block_merchant_in_app", actor="user", card_id="K-1", merchant="StreamMax")
    assert blocked.ok and bank.store.get("cards", "K-1")["blocked_merchants"] == ["StreamMax"]
    assert call(
        bank, "open_dispute", transaction_id="T-1", amount="15.99", reason="cancelled_recurring"
    ).ok


def test_replacement_goes_to_the_address_on_file_when_ordered(bank):
    verify(bank)
    assert call(bank, "block_card", card_id="K-1").ok
    moved = call(
        bank,
        "update_address_in_app",
        actor="user",
        customer_id="C-1",
        street="915 Maple Avenue,  Dayton OH",
        postcode="45402",
    )
    assert moved.ok
    assert (
        "Mailing address on file: 915 Maple Avenue, Dayton OH"
        in call(bank, "get_customer_accounts", customer_id="C-1").content
    )
    result = call(bank, "order_replacement_card", card_id="K-1")
    assert result.ok and "915 Maple Avenue" in result.content
    assert bank.store.get("cards", "K-1-R")["mailed_to"] == "915 Maple Avenue, Dayton OH"
    assert bank.store.get("customers", "C-1")["postcode"] == "45402"


def test_accounts_read_lists_payees_and_notices_only_when_present(bank):
    verify(bank)
    text = call(bank, "get_customer_accounts", customer_id="C-1").content
    assert "payee P-1: Little Oaks Daycare, status active" in text
    assert "P-3" not in text and "Travel notice" not in text
    verify(bank, "C-2")
    assert "Mailing address" not in call(bank, "get_customer_accounts", customer_id="C-2").content


# --- malformed arguments ------------------------------------------------------------------

NEW_TOOLS = {
    "transfer_between_accounts": {"from_account_id": "A-2", "to_account_id": "A-1", "amount": "5"},
    "pay_saved_payee": {"account_id": "A-1", "payee_id": "P-1", "amount": "5"},
    "list_account_checks": {"account_id": "A-1"},
    "stop_check_payment": {"account_id": "A-1", "check_number": "1047"},
    "add_travel_notice": {
        "customer_id": "C-1",
        "country": "Spain",
        "start_date": "2024-07-10",
        "end_date": "2024-07-24",
    },
    "start_step_up": {"customer_id": "C-1", "method": "app_approval"},
    "check_step_up": {"customer_id": "C-1"},
}


@pytest.mark.parametrize("name", sorted(NEW_TOOLS))
def test_malformed_arguments_are_error_results(bank, name):
    verify(bank)
    good = NEW_TOOLS[name]
    before = bank.state_hash()
    assert not call(bank, name).ok  # missing arguments
    assert not call(bank, name, **good, extra="x").ok  # unknown argument
    for arg in good:
        for bad in ("", "   ", "ünïcödé", "x" * 300, "-5", "NaN", "1e999"):
            result = call(bank, name, **{**good, arg: bad})
            assert not result.ok, (name, arg, bad, result.content)
            assert result.content.startswith("error: ")
    assert bank.state_hash() == before


def test_malformed_step_up_method_and_amounts(bank):
    verify(bank)
    bad_method = call(bank, "start_step_up", customer_id="C-1", method="sms_code")
    assert not bad_method.ok and "method" in bad_method.content
    for amount in ("0", "-1", "12.345", "lots"):
        assert not call(
            bank,
            "transfer_between_accounts",
            from_account_id="A-2",
            to_account_id="A-1",
            amount=amount,
        ).ok


def test_every_tool_has_a_docstring_and_described_arguments(bank):
    for spec in bank.tools() + bank.tools("user"):
        assert len(spec.description) > 30, spec.name
        for name, prop in spec.parameters["properties"].items():  # type: ignore[union-attr]
            assert prop.get("description"), (spec.name, name)
    for _, member in inspect.getmembers(BankingWorld):
        if inspect.isfunction(member) and not member.__name__.startswith("_"):
            assert member.__doc__, member.__name__
