"""Banking scenarios: mid call correction."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    correction,
    discloses_none,
    from_result,
    must_say,
    promises_none,
    ref,
)
from duplexworld.scenario.schema import WorldChange
from duplexworld.worlds.banking.authoring.common import (
    ACCOUNT_ID,
    CARD_ID,
    CARD_LAST4,
    CHARGE_AMOUNT,
    CHARGE_PROBLEM,
    CHECK_NUMBER,
    DATE_OF_BIRTH,
    DISPUTE_REASON,
    FULL_NAME,
    MERCHANT,
    TRANSACTION_ID,
    accounts,
    find_customer,
    scenario,
    verify,
)
from duplexworld.worlds.banking.authoring.records import (
    Account,
    Check,
    Customer,
    Transaction,
    checking,
    debit_card,
)


def mid_call_correction_01() -> Authored:
    """A found card that the caller locked herself."""
    return scenario(
        1,
        "mid_call_correction",
        persona="scottish",  # Laura Brooks (married name Bennett); cheerful, slightly embarrassed
        note=(
            "A found card that the caller locked herself. She gives her married "
            "name; the record is under her maiden name. A different customer has the "
            "married name, so the first search finds the wrong person; after the "
            "correction the agent must start again from the name search."
        ),
        goal=(
            "You found your debit card in your coat pocket. You locked it last week "
            "when you thought it was lost, and now you want to use it again. You got "
            "married last year and introduce yourself as Laura Bennett, but you "
            "opened the account under your maiden name, Laura Brooks, and correct "
            "yourself once the bank starts looking you up."
        ),
        purpose=(
            "The caller revises a premise after the agent acted on it: the name "
            'search for "Laura Bennett" returns a real but different customer. '
            "Verifying or acting on that record must fail without a leak; the "
            "corrected name leads to the right record and the unlock."
        ),
        facts=[
            FULL_NAME(
                "Laura Bennett",
                correction=correction(
                    "name",
                    "Laura Brooks",
                    "tool:find_customer_by_name",
                    (
                        (
                            "My name is {spoken} on that account, sorry, it's still "
                            "under my maiden name."
                        ),
                        ("My name is {spoken} on the account, I opened it before I got married."),
                    ),
                ),
            ),
            DATE_OF_BIRTH("1987-04-09"),
            CARD_LAST4("5064"),
        ],
        script=[
            (
                "Hi! Good news, I found my debit card in my coat pocket. I locked it "
                "last week when I thought I'd lost it, and now I'd like to use it "
                "again."
            ),
            (
                "Hello, I found my card, it was in my winter coat the whole time. I "
                "froze it last week and I'd like it working again."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-7101",
                    full_name="Laura Brooks",
                    date_of_birth="1987-04-09",
                    postcode="55408",
                    phone_last4="3376",
                ),
                Customer(
                    id="C-7102",
                    full_name="Laura Bennett",
                    date_of_birth="1964-12-28",
                    postcode="55104",
                    phone_last4="9911",
                ),
                Customer(
                    id="C-7103",
                    full_name="Lauren Brooks",
                    date_of_birth="1999-05-17",
                    postcode="55406",
                    phone_last4="2258",
                ),
            ],
            "accounts": [
                checking("A-7201", "C-7101", balance="1733.20"),
                checking("A-7202", "C-7102", balance="8820.00"),
                Account(
                    id="A-7203",
                    customer_id="C-7103",
                    type="checking",
                    name="Student Checking",
                    balance="214.60",
                ),
            ],
            "cards": [
                debit_card("K-7301", "A-7201", last4="5064", status="locked"),
                debit_card("K-7302", "A-7202", last4="5046", status="locked"),
                debit_card("K-7303", "A-7203", last4="6405"),
            ],
            "transactions": [
                Transaction(
                    id="T-7401",
                    card_id="K-7301",
                    date="2024-05-29",
                    amount="18.40",
                    merchant="Target",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer(
                "with the corrected name; the first search (Bennett) finds someone else (C-7102)"
            ),
            act(
                "verify_identity",
                customer_id=from_result("find_customer_by_name", r"C-\d{4}", pick="try_each"),
                date_of_birth=ref("date_of_birth"),
                card_last4=ref("card_last4"),
                info="Laura Brooks, not Lauren Brooks",
            ),
            act(
                "get_customer_accounts",
                customer_id=from_result("verify_identity", r"C-\d{4}"),
                info="K-7301 is locked",
            ),
            act(
                "unlock_card",
                card_id=from_result("get_customer_accounts", r"K-\d{4}", ref("card_last4")),
                info=("the caller has the card back (CARD-13); C-7102's locked card stays locked"),
            ),
        ],
        nl_checks=[
            must_say(
                "works again",
                "unlocked",
                "working again",
                "can use it again",
                "can use your card",
                after="tool:unlock_card",
                note="tells the caller the card works again",
            ),
            discloses_none("laura", note="says nothing about the Laura Bennett record"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent says nothing about the Laura Bennett record it found first, "
            "and tells the caller the card works again."
        ),
        difficulty={"corrections": 1, "candidate_records": 3},
    )


def mid_call_correction_02() -> Authored:
    """A check lost in the mail."""
    return scenario(
        2,
        "mid_call_correction",
        # Nancy Lewis, a school administrator; careful, reading from her register
        persona="received",
        note=(
            "A check lost in the mail. The caller first reads the wrong line of her "
            "register (4716, an uncashed check to a soccer club) and corrects it to "
            "4761 after the agent has pulled up the checks. Stopping 4716 would stop "
            "a check she wants paid (CHECK-1)."
        ),
        goal=(
            "You mailed a check for two hundred forty dollars to Green Leaf "
            "Landscaping and they say it never arrived. You want to make sure nobody "
            "else can cash it. Reading from your check register you first say check "
            "number 4716, then realise you read the wrong line: it is 4761. Check "
            "4716, to the youth soccer club, must still be paid."
        ),
        purpose=(
            "The caller corrects a premise after the agent began acting on it (the "
            "checks were read with 4716 in mind). The stop must use the corrected "
            "number; stopping 4716 stops a valid check."
        ),
        facts=[
            FULL_NAME("Nancy Lewis"),
            DATE_OF_BIRTH("1970-07-04"),
            CARD_LAST4("9586"),
            CHECK_NUMBER(
                "4716",
                correction=correction(
                    "digits",
                    "4761",
                    "tool:list_account_checks",
                    (
                        (
                            "It's check number {spoken}, sorry, I read the wrong "
                            "line of my register."
                        ),
                        (
                            "The landscaper's check is number {spoken}, sorry, that "
                            "other one was the soccer club."
                        ),
                    ),
                ),
            ),
        ],
        script=[
            (
                "Hello. I mailed a check to my landscaper and he says it never "
                "arrived. I'd like to make sure nobody else can cash it."
            ),
            (
                "Hi, my landscaping company never got the check I mailed them two "
                "weeks ago, and I'm worried someone else has it."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-8801",
                    full_name="Nancy Lewis",
                    date_of_birth="1970-07-04",
                    postcode="21218",
                    phone_last4="6023",
                ),
                Customer(
                    id="C-8802",
                    full_name="Donald Lewis",
                    date_of_birth="1968-03-29",
                    postcode="21211",
                    phone_last4="7154",
                ),
            ],
            "accounts": [
                checking("A-8901", "C-8801", balance="4515.62"),
                checking("A-8911", "C-8802", balance="1288.10"),
            ],
            "cards": [
                debit_card("K-8951", "A-8901", last4="9586"),
                debit_card("K-8961", "A-8911", last4="8695"),
            ],
            "checks": [
                Check(
                    id="CHK-4716",
                    account_id="A-8901",
                    number="4716",
                    date="2024-05-28",
                    payee="Lakeside Youth Soccer",
                    amount="95.00",
                    status="issued",
                ),
                Check(
                    id="CHK-4759",
                    account_id="A-8901",
                    number="4759",
                    date="2024-05-06",
                    payee="Green Leaf Landscaping",
                    amount="240.00",
                    status="paid",
                ),
                Check(
                    id="CHK-4760",
                    account_id="A-8901",
                    number="4760",
                    date="2024-05-15",
                    payee="Baltimore Dental Group",
                    amount="120.00",
                    status="paid",
                ),
                Check(
                    id="CHK-4761",
                    account_id="A-8901",
                    number="4761",
                    date="2024-05-27",
                    payee="Green Leaf Landscaping",
                    amount="240.00",
                    status="issued",
                ),
                Check(
                    id="CHK-5761",
                    account_id="A-8911",
                    number="4761",
                    date="2024-05-30",
                    payee="BGE",
                    amount="160.00",
                    status="issued",
                ),
            ],
            "transactions": [
                Transaction(
                    id="T-8971",
                    card_id="K-8951",
                    date="2024-06-03",
                    amount="61.02",
                    merchant="Giant Food",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Nancy and Donald Lewis match by surname"),
            verify("tier 1 is enough to stop a check (CHECK-1)"),
            accounts("the checking account is A-8901"),
            act(
                "list_account_checks",
                account_id=from_result("get_customer_accounts", ACCOUNT_ID, ref("card_last4")),
                info="the caller corrects 4716 to 4761 after this read",
            ),
            act(
                "stop_check_payment",
                account_id=from_result("list_account_checks", ACCOUNT_ID),
                check_number=ref("check_number"),
                info=(
                    "the corrected number, 4761 (Green Leaf Landscaping, 240.00), on the "
                    "account just listed"
                ),
            ),
        ],
        nl_assertion=(
            "The agent reads back the payee and amount of the check before stopping "
            "it, and stops only the landscaper's check."
        ),
        difficulty={"corrections": 1, "candidate_records": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Green Leaf Landscaping",
                after="tool:stop_check_payment",
                note="tells the payee of the check it stopped",
            ),
            must_say(
                # the amount the stop-payment result states (the listing with a near
                # selector resolved to another check's amount in mid_call_correction_02)
                value={"result": 4, "pattern": "for (\\d+\\.\\d{2})"},
                after="tool:stop_check_payment",
                note="tells the amount of the check it stopped",
            ),
        ],
    )


def mid_call_correction_03() -> Authored:
    """A restaurant charge that was pending at 68.40 posts at 86.40 during the call (a tip..."""
    return scenario(
        3,
        "mid_call_correction",
        persona="hurried",  # Mark Wright, a nurse after a night shift; tired and short
        note=(
            "A restaurant charge that was pending at 68.40 posts at 86.40 during the "
            "call (a tip the caller never added). The agent's first read shows the "
            "pending amount; the caller corrects the amount when her app refreshes, "
            "and only a fresh read shows the posted charge that can be disputed "
            "(DISP-2). Volatility plus a correction."
        ),
        goal=(
            "Last night you had dinner at Harbor Grill. The bill was sixty-eight "
            "dollars and forty cents and you tipped in cash. At first you think the "
            "charge is sixty-eight forty, but while you are on the phone your app "
            "refreshes: the charge has posted at eighty-six dollars and forty cents. "
            "You want the difference back."
        ),
        purpose=(
            "The world and the caller's premise change after the agent's first read: "
            "the pending charge posts with a higher amount. Disputing needs the "
            "fresh read (a pending charge cannot be disputed) and the corrected "
            "amount; acting on the stale read fails."
        ),
        facts=[
            MERCHANT("Harbor Grill", reveal="volunteered"),
            CHARGE_PROBLEM("They charged more than the bill, and I tipped in cash."),
            FULL_NAME("Mark Wright"),
            DATE_OF_BIRTH("1982-10-30"),
            CARD_LAST4("4173"),
            CHARGE_AMOUNT(
                "68.40",
                answers=("It shows {spoken}.", "The charge is {spoken}."),
                correction=correction(
                    "amount",
                    "86.40",
                    "tool:list_card_transactions",
                    (
                        ("It now says {spoken}, my app just refreshed and the charge has posted."),
                        (
                            "My app now shows {spoken}, it just changed and it's not "
                            "pending anymore."
                        ),
                    ),
                ),
            ),
        ],
        script=[
            (
                "Hi, I had dinner at Harbor Grill last night and the charge on my "
                "card looks wrong. I tipped in cash, and it still looks like they "
                "added something."
            ),
            (
                "Hello, the restaurant I went to last night, Harbor Grill, charged "
                "my card more than my bill. I paid the tip in cash."
            ),
        ],
        world_changes=[
            WorldChange(
                after="tool:list_card_transactions",
                occurrence=1,
                announced_by="tool:list_card_transactions",
                table="transactions",
                key="T-9951",
                set={"status": "posted", "amount": "86.40"},
                note="the restaurant settles the charge with a tip added",
            )
        ],
        seed={
            "customers": [
                Customer(
                    id="C-9901",
                    full_name="Mark Wright",
                    date_of_birth="1982-10-30",
                    postcode="80218",
                    phone_last4="5807",
                ),
                Customer(
                    id="C-9902",
                    full_name="Martha Wright",
                    date_of_birth="1959-06-11",
                    postcode="80220",
                    phone_last4="1442",
                ),
            ],
            "accounts": [
                checking("A-9911", "C-9901", balance="2047.75"),
                checking("A-9921", "C-9902", balance="6230.00"),
            ],
            "cards": [
                debit_card("K-9931", "A-9911", last4="4173"),
                debit_card("K-9941", "A-9921", last4="3714"),
            ],
            "transactions": [
                Transaction(
                    id="T-9951",
                    card_id="K-9931",
                    date="2024-06-09",
                    amount="68.40",
                    merchant="Harbor Grill",
                    location="Denver, CO",
                    status="pending",
                ),
                Transaction(
                    id="T-9952",
                    card_id="K-9931",
                    date="2024-06-08",
                    amount="43.10",
                    merchant="King Soopers",
                    status="posted",
                ),
                Transaction(
                    id="T-9953",
                    card_id="K-9931",
                    date="2024-06-06",
                    amount="86.40",
                    merchant="Xcel Energy",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Mark and Martha Wright match by surname"),
            verify("tier 1 allows a dispute"),
            accounts("one debit card, K-9931"),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID),
                info=(
                    "shows Harbor Grill pending at 68.40; the charge posts right after this read"
                ),
            ),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID),
                info="the fresh read shows Harbor Grill posted at 86.40",
            ),
            act(
                "open_dispute",
                transaction_id=from_result(
                    "list_card_transactions", TRANSACTION_ID, ref("merchant"), ref("charge_amount")
                ),
                amount=ref("charge_amount"),
                reason=DISPUTE_REASON.over("charge_problem"),
                info=(
                    "the restaurant the caller names, at the corrected amount, in the "
                    "fresh read; 68.40 no longer matches, and the Xcel charge of 86.40 "
                    "is not it"
                ),
            ),
        ],
        nl_checks=[
            promises_none(
                "credited",
                "credit you",
                "credit it back",
                "refund",
                phrase_class="payment_promise",
                note="promises nothing on the pending amount",
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent does not dispute or promise anything on the pending amount; "
            "after the caller's correction it reads the charge again and disputes "
            "the posted 86.40 at Harbor Grill."
        ),
        difficulty={"corrections": 1, "volatile_records": 1, "same_amount_charges": 2},
    )
