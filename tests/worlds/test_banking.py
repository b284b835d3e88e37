"""OneBank: each tool's rules, tier enforcement, no leaks, policy lookup and gold replay."""

from __future__ import annotations

import re

import pytest

from duplexworld.world import VERIFICATION_FAILED, ToolCall
from duplexworld.world.clauses import NO_MATCH, ClauseCorpus
from duplexworld.world.gold import gold_state_hash, replay_gold, seed_state_hash
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.banking import POLICY_FILE, BankingWorld

SEED = {
    "customers": [
        {
            "id": "C-1",
            "full_name": "Emily Carter",
            "date_of_birth": "1979-03-14",
            "postcode": "60614",
            "phone_last4": "8802",
        },
        {
            "id": "C-2",
            "full_name": "Emma Carter",
            "date_of_birth": "1981-11-02",
            "postcode": "60657",
            "phone_last4": "3315",
        },
        {
            "id": "C-3",
            "full_name": "Tom Baker",
            "date_of_birth": "1970-01-01",
            "postcode": "10001",
            "phone_last4": "1111",
        },
    ],
    "accounts": [
        {
            "id": "A-1",
            "customer_id": "C-1",
            "type": "checking",
            "name": "Everyday Checking",
            "balance": "12000.00",
        },
        {
            "id": "A-2",
            "customer_id": "C-1",
            "type": "credit",
            "name": "Rewards Visa",
            "balance": "300.00",
        },
        {
            "id": "A-3",
            "customer_id": "C-2",
            "type": "checking",
            "name": "Everyday Checking",
            "balance": "50.00",
        },
    ],
    "cards": [
        {"id": "K-1", "account_id": "A-1", "kind": "debit", "last4": "4471", "status": "active"},
        {
            "id": "K-2",
            "account_id": "A-2",
            "kind": "credit",
            "last4": "5190",
            "status": "fraud_hold",
        },
        {"id": "K-3", "account_id": "A-3", "kind": "debit", "last4": "4417", "status": "active"},
    ],
    "transactions": [
        {
            "id": "T-1",
            "card_id": "K-1",
            "date": "2024-05-01",
            "amount": "39.99",
            "merchant": "FitLife Gym",
            "status": "posted",
        },
        {
            "id": "T-2",
            "card_id": "K-1",
            "date": "2024-05-05",
            "amount": "39.99",
            "merchant": "FitLife Gym",
            "status": "posted",
        },
        {
            "id": "T-3",
            "card_id": "K-1",
            "date": "2024-05-07",
            "amount": "6.50",
            "merchant": "Cafe",
            "status": "pending",
        },
        {
            "id": "T-4",
            "card_id": "K-3",
            "date": "2024-05-02",
            "amount": "12.00",
            "merchant": "Kiosk",
            "status": "posted",
        },
    ],
}


@pytest.fixture
def bank() -> BankingWorld:
    return BankingWorld(SEED)


def call(world: BankingWorld, name: str, **arguments):
    return world.call(ToolCall(call_id="t", name=name, arguments=arguments))


def verify(world: BankingWorld, tier: int = 1, customer_id: str = "C-1") -> None:
    facts = {"C-1": ("1979-03-14", "4471", "60614"), "C-2": ("1981-11-02", "4417", "60657")}
    dob, last4, postcode = facts[customer_id]
    assert call(
        world, "verify_identity", customer_id=customer_id, date_of_birth=dob, card_last4=last4
    ).ok
    if tier == 2:
        assert call(world, "check_postcode_factor", customer_id=customer_id, postcode=postcode).ok


def card_status(world: BankingWorld, card_id: str) -> str:
    card = world.store.get("cards", card_id)
    assert card is not None
    return card["status"]


# --- identity ------------------------------------------------------------------------------


def test_name_search_gives_candidate_ids_only(bank):
    result = call(bank, "find_customer_by_name", full_name="emily  CARTER.")
    assert result.ok
    assert "C-1" in result.content and "C-2" in result.content and "C-3" not in result.content
    for private in ("1979", "60614", "8802", "4471", "Emma"):
        assert private not in result.content
    assert "No customer record" in call(bank, "find_customer_by_name", full_name="Zed Zulu").content
    assert not call(bank, "find_customer_by_name", full_name=" ,. ").ok


def test_verify_identity_grants_tier_1(bank):
    result = call(
        bank,
        "verify_identity",
        customer_id="C-1",
        date_of_birth="March 14th, 1979",
        card_last4="44 71",
    )
    assert result.ok and "tier 1" in result.content
    assert bank.tier("C-1") == 1 and bank.tier("C-2") == 0


def test_last4_of_another_customers_card_does_not_verify(bank):
    result = call(
        bank, "verify_identity", customer_id="C-1", date_of_birth="1979-03-14", card_last4="4417"
    )
    assert not result.ok and bank.tier("C-1") == 0


@pytest.mark.parametrize(
    ("customer_id", "dob", "last4"),
    [
        ("C-1", "1979-03-15", "4471"),  # wrong date of birth
        ("C-1", "1979-03-14", "4470"),  # wrong card digits
        ("C-2", "1979-03-14", "4471"),  # the other Carter
        ("C-99", "1979-03-14", "4471"),  # no such customer
    ],
)
def test_failed_verification_leaks_nothing(bank, customer_id, dob, last4):
    before = bank.state_hash()
    result = call(
        bank, "verify_identity", customer_id=customer_id, date_of_birth=dob, card_last4=last4
    )
    assert not result.ok
    # the same words whatever failed, and whether or not the record exists
    assert result.content == f"error: {VERIFICATION_FAILED}"
    assert bank.session.verified == {} and bank.state_hash() == before


def test_malformed_factors_are_format_errors_not_attempts(bank):
    result = call(
        bank, "verify_identity", customer_id="C-1", date_of_birth="yesterday", card_last4="4471"
    )
    assert not result.ok and "date_of_birth must be a date" in result.content
    result = call(
        bank, "verify_identity", customer_id="C-1", date_of_birth="1979-03-14", card_last4="44"
    )
    assert not result.ok and "exactly 4 digits" in result.content
    assert bank.session.failed_checks == {}


def test_repeated_failures_lock_verification_alike_for_real_and_unknown_ids(bank):
    for customer_id in ("C-1", "C-99"):
        for _ in range(3):
            call(
                bank,
                "verify_identity",
                customer_id=customer_id,
                date_of_birth="2000-01-01",
                card_last4="0000",
            )
        locked = call(
            bank,
            "verify_identity",
            customer_id=customer_id,
            date_of_birth="1979-03-14",
            card_last4="4471",
        )
        assert not locked.ok and "locked for the rest of this call" in locked.content
    assert bank.tier("C-1") == 0


def test_postcode_step_up_needs_tier_1_and_the_right_postcode(bank):
    early = call(bank, "check_postcode_factor", customer_id="C-1", postcode="60614")
    assert not early.ok and "first verify" in early.content
    assert call(bank, "check_postcode_factor", customer_id="C-99", postcode="1").content == (
        early.content
    )
    verify(bank)
    wrong = call(bank, "check_postcode_factor", customer_id="C-1", postcode="60657")
    assert wrong.content == f"error: {VERIFICATION_FAILED}" and bank.tier("C-1") == 1
    assert call(bank, "check_postcode_factor", customer_id="C-1", postcode=" 606 14 ").ok
    assert bank.tier("C-1") == 2


# --- reading -------------------------------------------------------------------------------


def test_accounts_need_verification_of_that_customer(bank):
    refused = call(bank, "get_customer_accounts", customer_id="C-1")
    assert not refused.ok and "tier 1" in refused.content
    verify(bank)
    other = call(bank, "get_customer_accounts", customer_id="C-2")
    unknown = call(bank, "get_customer_accounts", customer_id="C-99")
    assert not other.ok and not unknown.ok
    assert other.content.replace("C-2", "X") == unknown.content.replace("C-99", "X")
    result = call(bank, "get_customer_accounts", customer_id="C-1")
    assert result.ok
    assert "K-1: debit ending 4471, status active" in result.content
    assert "K-2: credit ending 5190, status fraud_hold" in result.content
    assert "K-3" not in result.content and "12000.00" in result.content


def test_transactions_are_listed_newest_first_for_a_verified_owner(bank):
    assert not call(bank, "list_card_transactions", card_id="K-1").ok
    verify(bank)
    assert not call(bank, "list_card_transactions", card_id="K-3").ok
    lines = call(bank, "list_card_transactions", card_id="K-1").content.splitlines()
    assert [line.split(":")[0] for line in lines[1:]] == ["- T-3", "- T-2", "- T-1"]
    assert "2024-05-05, 39.99, FitLife Gym, posted" in lines[2]


# --- cards ---------------------------------------------------------------------------------


def test_lock_and_unlock_are_reversible(bank):
    seed_hash = bank.state_hash()
    refused = call(bank, "lock_card", card_id="K-1")
    assert not refused.ok and card_status(bank, "K-1") == "active"
    verify(bank)
    assert call(bank, "lock_card", card_id="K-1").ok and card_status(bank, "K-1") == "locked"
    again = call(bank, "lock_card", card_id="K-1")
    assert again.ok and "already locked" in again.content
    assert call(bank, "unlock_card", card_id="K-1").ok
    assert bank.state_hash() == seed_hash
    assert not call(bank, "unlock_card", card_id="K-1").ok
    assert not call(bank, "lock_card", card_id="K-2").ok  # a fraud hold is not a lock


def test_block_is_permanent_and_allows_one_replacement(bank):
    verify(bank)
    assert not call(bank, "order_replacement_card", card_id="K-1").ok
    assert call(bank, "block_card", card_id="K-1").ok and card_status(bank, "K-1") == "blocked"
    assert not call(bank, "unlock_card", card_id="K-1").ok
    assert not call(bank, "lock_card", card_id="K-1").ok
    result = call(bank, "order_replacement_card", card_id="K-1")
    assert result.ok and "K-1-R" in result.content
    new_card = bank.store.get("cards", "K-1-R")
    assert new_card is not None and new_card["status"] == "active"
    assert new_card["account_id"] == "A-1" and re.fullmatch(r"\d{4}", new_card["last4"])
    assert not call(bank, "order_replacement_card", card_id="K-1").ok
    # the replacement's digits are stable, so replays hash alike
    other = BankingWorld(SEED)
    verify(other)
    call(other, "block_card", card_id="K-1")
    call(other, "order_replacement_card", card_id="K-1")
    assert other.state_hash() == bank.state_hash()


def test_fraud_hold_release_needs_tier_2(bank):
    verify(bank, tier=1)
    before = bank.state_hash()
    refused = call(bank, "release_fraud_hold", card_id="K-2")
    assert not refused.ok and "tier 2" in refused.content
    assert bank.state_hash() == before and card_status(bank, "K-2") == "fraud_hold"
    verify(bank, tier=2)
    assert call(bank, "release_fraud_hold", card_id="K-2").ok
    assert card_status(bank, "K-2") == "active"
    assert not call(bank, "release_fraud_hold", card_id="K-1").ok  # no hold there


def test_card_refusals_do_not_reveal_whether_a_card_exists(bank):
    real = call(bank, "block_card", card_id="K-3")
    fake = call(bank, "block_card", card_id="K-77")
    assert real.content.replace("K-3", "X") == fake.content.replace("K-77", "X")


# --- money ---------------------------------------------------------------------------------


def test_dispute_needs_the_transactions_exact_amount(bank):
    verify(bank)
    before = bank.state_hash()
    wrong = call(bank, "open_dispute", transaction_id="T-2", amount="39.90", reason="duplicate")
    assert not wrong.ok and "does not match" in wrong.content and bank.state_hash() == before
    result = call(bank, "open_dispute", transaction_id="T-2", amount="$39.99", reason="duplicate")
    assert result.ok and "DSP-T-2" in result.content
    assert bank.store.get("disputes", "DSP-T-2") == {
        "id": "DSP-T-2",
        "transaction_id": "T-2",
        "customer_id": "C-1",
        "amount": "39.99",
        "reason": "duplicate",
        "status": "open",
    }
    assert bank.store.get("transactions", "T-2")["status"] == "disputed"
    assert not call(
        bank, "open_dispute", transaction_id="T-2", amount="39.99", reason="duplicate"
    ).ok


def test_dispute_amount_may_be_a_number_and_must_be_money(bank):
    verify(bank)
    assert call(bank, "open_dispute", transaction_id="T-1", amount=39.99, reason="duplicate").ok
    assert (
        "amount must be"
        in call(
            bank, "open_dispute", transaction_id="T-2", amount="lots", reason="duplicate"
        ).content
    )
    assert not call(bank, "open_dispute", transaction_id="T-2", amount="39.99", reason="bored").ok


def test_pending_and_foreign_transactions_cannot_be_disputed(bank):
    unverified = call(
        bank, "open_dispute", transaction_id="T-1", amount="39.99", reason="duplicate"
    )
    assert not unverified.ok and "tier 1" in unverified.content
    verify(bank)
    pending = call(bank, "open_dispute", transaction_id="T-3", amount="6.50", reason="duplicate")
    assert not pending.ok and "pending" in pending.content
    other = call(bank, "open_dispute", transaction_id="T-4", amount="12.00", reason="duplicate")
    unknown = call(bank, "open_dispute", transaction_id="T-9", amount="12.00", reason="duplicate")
    assert other.content.replace("T-4", "X") == unknown.content.replace("T-9", "X")


def test_branch_cash_orders(bank):
    assert not call(
        bank, "order_branch_cash", account_id="A-1", amount="6000", pickup_date="2024-06-14"
    ).ok
    verify(bank)
    result = call(
        bank, "order_branch_cash", account_id="A-1", amount="6000", pickup_date="June 14, 2024"
    )
    assert result.ok and bank.store.get("cash_orders", "CO-A-1-2024-06-14")["amount"] == "6000.00"
    assert not call(
        bank, "order_branch_cash", account_id="A-1", amount="10", pickup_date="2024-06-14"
    ).ok
    assert (
        "enough funds"
        in call(
            bank, "order_branch_cash", account_id="A-1", amount="99999", pickup_date="2024-06-15"
        ).content
    )
    assert not call(
        bank, "order_branch_cash", account_id="A-2", amount="10", pickup_date="2024-06-15"
    ).ok


# --- rules and surface ---------------------------------------------------------------------


def test_policy_corpus_has_the_expected_families():
    corpus = ClauseCorpus.from_file(POLICY_FILE)
    ids = [clause.id for clause in corpus.clauses]
    assert 20 <= len(ids) <= 32
    for family in ("ID-", "CARD-", "FRAUD-", "DISP-", "CASH-", "SEC-", "CALL-", "PAY-", "CHECK-"):
        assert any(i.startswith(family) for i in ids)
    assert {"CARD-11", "CARD-12", "CASH-2", "SEC-1"} <= set(ids)


@pytest.mark.parametrize(
    ("query", "clause_id"),
    [
        ("customer wants to take out cash in smaller chunks so the bank won't report it", "CASH-2"),
        ("break up a big withdrawal into two amounts below ten thousand dollars", "CASH-2"),
        ("caller wants to deposit money on different days to avoid government paperwork", "CASH-2"),
        ("card misplaced, might still find it at home", "CARD-11"),
        ("my wallet was stolen", "CARD-12"),
        ("the caller wants to read me the one-time passcode they got by text", "SEC-1"),
        ("card declined at every shop", "FRAUD-1"),
        ("what verification is needed to release a fraud hold", "FRAUD-2"),
        ("charged twice for the same purchase", "DISP-1"),
        ("can I transfer the caller to a supervisor", "CALL-1"),
    ],
)
def test_lookup_policy_finds_the_clause_for_a_paraphrase(bank, query, clause_id):
    result = call(bank, "lookup_policy", query=query)
    assert result.ok
    found = re.findall(r"^\[([A-Z]+-\d+)\]", result.content, flags=re.MULTILINE)
    assert clause_id in found, (query, found)


def test_lookup_policy_with_nothing_to_match(bank):
    assert "query must describe" in call(bank, "lookup_policy", query="").content
    assert call(bank, "lookup_policy", query="qwxz blorp").content == NO_MATCH


def test_no_tool_reads_a_one_time_code_aloud(bank):
    code_words = re.compile(r"one[- ]time|passcode|\botp\b|verification code|security code|\bpin\b")
    for spec in bank.tools() + bank.tools("user"):
        parts = set(spec.name.split("_"))
        assert not parts & {"otp", "passcode", "code", "pin", "one", "time", "read"}, spec.name
        assert not code_words.search(spec.description.lower()), spec.name
        for prop in spec.parameters["properties"].values():  # type: ignore[union-attr]
            assert not code_words.search(str(prop.get("description", "")).lower()), spec.name


def test_the_tool_surface(bank):
    names = {spec.name for spec in bank.tools()}
    assert {
        "find_customer_by_name",
        "verify_identity",
        "check_postcode_factor",
        "get_customer_accounts",
        "list_card_transactions",
        "lock_card",
        "block_card",
        "release_fraud_hold",
        "open_dispute",
        "lookup_policy",
    } <= names
    # the caller's own phone and app: possession (no number ever reaches the agent), and
    # changes only the customer may make
    assert {spec.name for spec in bank.tools("user")} == {
        "approve_app_request",
        "enter_texted_number_on_keypad",
        "update_address_in_app",
        "block_merchant_in_app",
    }
    assert not {spec.name for spec in bank.tools("user")} & names
    assert 10 <= len(names) <= 20
    for spec in bank.tools():
        assert len(spec.description) > 30, spec.name
        for name, prop in spec.parameters["properties"].items():  # type: ignore[union-attr]
            assert prop.get("description"), (spec.name, name)
    writes = {spec.name for spec in bank.tools() if spec.writes}
    assert writes == {
        "lock_card",
        "unlock_card",
        "block_card",
        "order_replacement_card",
        "release_fraud_hold",
        "open_dispute",
        "order_branch_cash",
        "transfer_between_accounts",
        "pay_saved_payee",
        "stop_check_payment",
        "add_travel_notice",
    }


def test_instructions_name_the_bank_the_policy_tool_and_no_transfer(bank):
    text = bank.instructions()
    assert "OneBank" in text and "lookup_policy" in text and "cannot transfer" in text
    assert "CASH-2" not in text and "10,000" not in text  # the rules stay in the corpus


def test_seed_tables_default_to_empty(bank):
    assert BankingWorld({}).state() == {table: [] for table in BankingWorld({}).store.tables()}
    assert "disputes" in bank.state() and bank.state()["disputes"] == []


# --- gold ----------------------------------------------------------------------------------

SCENARIOS = builtin_scenarios("banking")


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_gold_replays_and_changes_state_exactly_when_it_writes(scenario):
    replay = replay_gold(scenario)
    assert all(result.ok for result in replay.results)
    writes = {spec.name for spec in replay.world.tools() if spec.writes}
    if any(action.name in writes for action in scenario.gold_actions):
        assert gold_state_hash(scenario) != seed_state_hash(scenario)
    else:
        assert gold_state_hash(scenario) == seed_state_hash(scenario)


def test_the_refusal_scenario_keeps_the_seed_state():
    scenario = next(s for s in SCENARIOS if s.conversation_type == "policy_refusal")
    assert gold_state_hash(scenario) == seed_state_hash(scenario)
    assert [a.name for a in scenario.gold_actions] == ["lookup_policy"]
    assert scenario.gold_actions[0].critical == ()
    assert "[CASH-2]" in replay_gold(scenario).results[0].content


WEIRD_VALUES = [
    "",
    " ",
    "K-1",
    "C-1",
    "T-2",
    "A-1",
    "1e999999",
    "NaN",
    "-5",
    "0",
    "2024-02-30",
    "ünïcödé",
    "x" * 500,
    "39.999",
    "4471",
    "1979-03-14",
    "12/31/1999",
]


def test_no_argument_value_crashes_any_tool(bank):
    verify(bank, tier=2)
    for spec in bank.tools():
        names = list(spec.parameters["properties"])  # type: ignore[arg-type]
        for value in WEIRD_VALUES:
            arguments = {name: value for name in names}
            result = call(bank, spec.name, **arguments)
            assert result.content, (spec.name, value)
