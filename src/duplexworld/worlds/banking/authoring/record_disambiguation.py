"""Banking scenarios: record disambiguation."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, fact, from_result, must_say, ref
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
    TRANSACTION_ID,
    TRANSFER_AMOUNT,
    accounts,
    find_customer,
    scenario,
    verify,
)
from duplexworld.worlds.banking.authoring.records import (
    Account,
    Card,
    Check,
    Customer,
    Transaction,
    checking,
    debit_card,
    savings,
)


def record_disambiguation_01() -> Authored:
    """Two uncashed checks to the same contractor for the same amount: one for the fence..."""
    return scenario(
        1,
        "record_disambiguation",
        # Michael Davis, a bus driver; easygoing, has his checkbook register open
        persona="scottish",
        note=(
            "Two uncashed checks to the same contractor for the same amount: one for "
            "the fence (done, fine) and one for the deck (abandoned). Only the check "
            "number tells them apart; stopping the fence check fails the scenario "
            "(CHECK-1)."
        ),
        goal=(
            "Rivera Construction walked off your deck job. You paid them by check, "
            "twelve hundred dollars, check number 3458, written on June third, and "
            "you do not want them to cash it. Rivera also built your fence last "
            "month and was paid with another twelve-hundred-dollar check; that one "
            "is fine and must go through."
        ),
        purpose=(
            "Several records match what the caller first says (the contractor's "
            "check for $1,200): two uncashed checks to the same payee for the same "
            "amount. The check number disambiguates; acting on the first match stops "
            "the wrong check."
        ),
        facts=[
            FULL_NAME("Michael Davis"),
            DATE_OF_BIRTH("1980-01-24"),
            CARD_LAST4("6217"),
            CHECK_NUMBER(
                "3458", answers=("It's check number {spoken}.", "The register says {spoken}.")
            ),
            fact(
                "check_purpose",
                "what the check was for",
                "text",
                "the deck, written on June third",
                spoken=(
                    "It's the one for the deck, I wrote it on June third. The fence check is fine"
                ),
                keywords=(
                    "what was it for",
                    "which job",
                    "what job",
                    "when did you write",
                    "fence",
                ),
                answers=("{spoken}.",),
            ),
        ],
        script=[
            (
                "Hi there. I paid my contractor by check, twelve hundred dollars, "
                "for work on my deck, and now he's walked off the job. I don't want "
                "him cashing that check."
            ),
            (
                "Hello. My contractor quit halfway through building my deck, and he "
                "still has my check for twelve hundred dollars. I don't want that "
                "money going to him."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-1101",
                    full_name="Michael Davis",
                    date_of_birth="1980-01-24",
                    postcode="63109",
                    phone_last4="2281",
                ),
                Customer(
                    id="C-1102",
                    full_name="Michelle Davis",
                    date_of_birth="1977-09-05",
                    postcode="63116",
                    phone_last4="5630",
                ),
            ],
            "accounts": [
                checking("A-1201", "C-1101", balance="6120.44"),
                savings("A-1202", "C-1101", balance="9400.00"),
                checking("A-1301", "C-1102", balance="2750.60"),
            ],
            "cards": [
                debit_card("K-1401", "A-1201", last4="6217"),
                debit_card("K-1501", "A-1301", last4="7162"),
            ],
            "checks": [
                Check(
                    id="CHK-3451",
                    account_id="A-1201",
                    number="3451",
                    date="2024-05-20",
                    payee="Rivera Construction",
                    amount="1200.00",
                    status="issued",
                ),
                Check(
                    id="CHK-3454",
                    account_id="A-1201",
                    number="3454",
                    date="2024-05-24",
                    payee="St. Louis Water",
                    amount="82.10",
                    status="paid",
                ),
                Check(
                    id="CHK-3456",
                    account_id="A-1201",
                    number="3456",
                    date="2024-05-28",
                    payee="Rivera Construction",
                    amount="350.00",
                    status="paid",
                ),
                Check(
                    id="CHK-3458",
                    account_id="A-1201",
                    number="3458",
                    date="2024-06-03",
                    payee="Rivera Construction",
                    amount="1200.00",
                    status="issued",
                ),
                Check(
                    id="CHK-9458",
                    account_id="A-1301",
                    number="3458",
                    date="2024-06-01",
                    payee="Rivera Construction",
                    amount="1200.00",
                    status="issued",
                ),
            ],
            "transactions": [
                Transaction(
                    id="T-1601",
                    card_id="K-1401",
                    date="2024-06-04",
                    amount="27.45",
                    merchant="Schnucks",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("two Davises match by surname"),
            verify("tier 1 is enough to stop a check (CHECK-1)"),
            accounts("the checking account is A-1201"),
            act(
                "list_account_checks",
                account_id=from_result("get_customer_accounts", ACCOUNT_ID, ref("card_last4")),
                info="two issued checks to Rivera Construction for 1,200.00 (3451 and 3458)",
            ),
            act(
                "stop_check_payment",
                account_id=from_result("list_account_checks", ACCOUNT_ID),
                check_number=ref("check_number"),
                info="the deck check, 3458; stopping 3451 (the fence) fails the state",
            ),
        ],
        nl_assertion=(
            "The agent notices that two checks match, asks which one (or for the "
            "check number), and reads back number, payee and amount before stopping "
            "it."
        ),
        difficulty={"candidate_records": 2, "same_amount_checks": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "which one",
                "which check",
                "check number",
                "which of",
                before="tool:stop_check_payment",
                note="asks which of the matching checks (or for the check number)",
            ),
            must_say(
                value={"fact": "check_number"},
                before="tool:stop_check_payment",
                note="reads back the check number",
            ),
            must_say(
                "Rivera Construction",
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


def record_disambiguation_02() -> Authored:
    """ "My savings" matches two savings accounts: the Vacation Savings the caller means..."""
    return scenario(
        2,
        "record_disambiguation",
        persona="hurried",  # Rachel Young, a paralegal on her lunch break
        note=(
            '"My savings" matches two savings accounts: the Vacation Savings the '
            "caller means and the Emergency Fund she does not want touched. Moving "
            "money out of the wrong one fails."
        ),
        goal=(
            "Your rent check is going to bounce: checking is short this month. You "
            "want eight hundred dollars moved into checking from your Vacation "
            "Savings. Your Emergency Fund must not be touched."
        ),
        purpose=(
            'Several records match what the caller first says ("my savings"): two '
            'savings accounts. The caller\'s answer to "which one" disambiguates; '
            "moving money from the Emergency Fund fails."
        ),
        facts=[
            FULL_NAME("Rachel Young"),
            DATE_OF_BIRTH("1994-04-12"),
            CARD_LAST4("7351"),
            TRANSFER_AMOUNT(
                "800.00", answers=("{spoken} should cover it.", "Please move {spoken}.")
            ),
            fact(
                "which_savings",
                "which savings account",
                "text",
                "Vacation Savings",
                keywords=("which savings", "which one", "which account", "vacation", "emergency"),
                answers=("{spoken}.", "It's {spoken}."),
            ),
        ],
        script=[
            (
                "Hi, my rent check is going to bounce. My checking account is short "
                "this month, but I have money sitting in my savings."
            ),
            (
                "Hey, quick one, I'm on my lunch break. My checking is too low for "
                "my rent check this month, and I've got money in savings."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-3101",
                    full_name="Rachel Young",
                    date_of_birth="1994-04-12",
                    postcode="27601",
                    phone_last4="6012",
                ),
                Customer(
                    id="C-3102",
                    full_name="Austin Young",
                    date_of_birth="1992-11-30",
                    postcode="27603",
                    phone_last4="9176",
                ),
            ],
            "accounts": [
                checking("A-3201", "C-3101", balance="620.15"),
                Account(
                    id="A-3202",
                    customer_id="C-3101",
                    type="savings",
                    name="Emergency Fund",
                    balance="5000.00",
                ),
                Account(
                    id="A-3203",
                    customer_id="C-3101",
                    type="savings",
                    name="Vacation Savings",
                    balance="1450.00",
                ),
                savings("A-3301", "C-3102", balance="3100.00"),
                checking("A-3302", "C-3102", balance="410.00"),
            ],
            "cards": [
                debit_card("K-3401", "A-3201", last4="7351"),
                debit_card("K-3501", "A-3302", last4="1537"),
            ],
            "checks": [
                Check(
                    id="CHK-0311",
                    account_id="A-3201",
                    number="311",
                    date="2024-06-01",
                    payee="Oak Park Apartments",
                    amount="1275.00",
                    status="issued",
                ),
            ],
            "transactions": [
                Transaction(
                    id="T-3601",
                    card_id="K-3401",
                    date="2024-06-07",
                    amount="35.60",
                    merchant="Harris Teeter",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("two Youngs match by surname"),
            verify("tier 1 allows moving money between own accounts (PAY-1)"),
            accounts('two savings accounts (Emergency Fund, Vacation Savings) match "my savings"'),
            act(
                "transfer_between_accounts",
                from_account_id=from_result(
                    "get_customer_accounts", ACCOUNT_ID, ref("which_savings")
                ),
                to_account_id=from_result("get_customer_accounts", ACCOUNT_ID, ref("card_last4")),
                amount=ref("transfer_amount"),
                info=(
                    "from the Vacation Savings the caller names when asked; the "
                    "Emergency Fund stays untouched"
                ),
            ),
        ],
        nl_assertion=(
            "The agent asks which savings account to use before moving anything, and "
            "confirms the amount and both accounts."
        ),
        difficulty={"candidate_records": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "which savings",
                "which account",
                "which one",
                "which of",
                before="tool:transfer_between_accounts",
                note="asks which savings account to use",
            ),
            must_say(
                value={"fact": "transfer_amount"},
                before="tool:transfer_between_accounts",
                note="confirms the amount",
            ),
            must_say(
                "Vacation Savings",
                before="tool:transfer_between_accounts",
                note="confirms the account it comes from",
            ),
            must_say(
                "Everyday Checking",
                # the caller names the account it goes to by the card on it: reading that
                # card back confirms it as well as the account's name does
                value={"fact": "card_last4"},
                before="tool:transfer_between_accounts",
                note="confirms the account it goes to (its name, or the card on it)",
            ),
        ],
    )


def record_disambiguation_03() -> Authored:
    """Four charges at the same hotel on two cards; two of them on the credit card for the..."""
    return scenario(
        3,
        "record_disambiguation",
        persona="received",  # Brian Walker, an engineer; precise, has his confirmation emails open
        note=(
            "Four charges at the same hotel on two cards; two of them on the credit "
            'card for the same weekend rate. Only "the credit card (ending 8045), '
            'the night of June second" picks the one to dispute (DISP-1): the night '
            "the caller cancelled. The caller verifies with the debit card."
        ),
        goal=(
            "You stayed at the Lakeview Hotel from May thirtieth and cancelled the "
            "night of June second well ahead of time, but the hotel charged your "
            "OneBank credit card two hundred sixty-five dollars for that night "
            "anyway. You want that charge back. The other hotel charges (the nights "
            "you stayed, the parking) are correct."
        ),
        purpose=(
            'Several records match what the caller first says ("the hotel charged '
            'me"): four Lakeview charges over two cards, two of them on the credit '
            "card for the same amount. The card, the amount and the date together "
            "pick one transaction; disputing another fails."
        ),
        facts=[
            CHARGE_PROBLEM("The hotel billed me for a room I never stayed in."),
            FULL_NAME("Brian Walker"),
            DATE_OF_BIRTH("1972-10-08"),
            CARD_LAST4("3391", answers=("My debit card ends in {spoken}.", "It ends in {spoken}.")),
            CHARGE_AMOUNT("265.00", answers=("It was {spoken}.", "They charged {spoken}.")),
            fact(
                "charged_card",
                "which card was charged",
                "digits",
                "8045",
                spoken="eight oh four five",
                keywords=("which card", "what card", "credit or debit", "card was charged"),
                answers=(
                    (
                        "It went on my OneBank credit card, not the debit card. That "
                        "one ends in {spoken}."
                    ),
                    "My credit card, the one ending in {spoken}.",
                ),
            ),
            fact(
                "cancelled_night",
                "date of the cancelled night",
                "date",
                "2024-06-02",
                keywords=(
                    "which night",
                    "what night",
                    "which date",
                    "what date",
                    "cancelled night",
                ),
                answers=("The night of {spoken}.",),
            ),
        ],
        script=[
            (
                "Good afternoon. I cancelled one night of a hotel stay well in "
                "advance, and the hotel charged me for it anyway."
            ),
            (
                "Hello. A hotel billed me for a night I had cancelled days before. I "
                "have the cancellation email right here."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-4501",
                    full_name="Brian Walker",
                    date_of_birth="1972-10-08",
                    postcode="53703",
                    phone_last4="1844",
                ),
                Customer(
                    id="C-4502",
                    full_name="Bryan Walker",
                    date_of_birth="1969-03-14",
                    postcode="53711",
                    phone_last4="4418",
                ),
            ],
            "accounts": [
                checking("A-4601", "C-4501", balance="3892.00"),
                Account(
                    id="A-4602",
                    customer_id="C-4501",
                    type="credit",
                    name="OneBank Platinum Visa",
                    balance="1120.75",
                ),
                checking("A-4701", "C-4502", balance="640.10"),
            ],
            "cards": [
                debit_card("K-4801", "A-4601", last4="3391"),
                Card(
                    id="K-4802", account_id="A-4602", kind="credit", last4="8045", status="active"
                ),
                debit_card("K-4901", "A-4701", last4="1933"),
            ],
            "transactions": [
                Transaction(
                    id="T-5001",
                    card_id="K-4801",
                    date="2024-05-30",
                    amount="189.00",
                    merchant="Lakeview Hotel",
                    location="Chicago, IL",
                    status="posted",
                ),
                Transaction(
                    id="T-5002",
                    card_id="K-4801",
                    date="2024-06-02",
                    amount="24.00",
                    merchant="Lakeview Hotel Parking",
                    location="Chicago, IL",
                    status="posted",
                ),
                Transaction(
                    id="T-5011",
                    card_id="K-4802",
                    date="2024-06-01",
                    amount="265.00",
                    merchant="Lakeview Hotel",
                    location="Chicago, IL",
                    status="posted",
                ),
                Transaction(
                    id="T-5012",
                    card_id="K-4802",
                    date="2024-06-02",
                    amount="265.00",
                    merchant="Lakeview Hotel",
                    location="Chicago, IL",
                    status="posted",
                ),
                Transaction(
                    id="T-5013",
                    card_id="K-4802",
                    date="2024-06-04",
                    amount="58.20",
                    merchant="Shell",
                    status="posted",
                ),
                Transaction(
                    id="T-5101",
                    card_id="K-4901",
                    date="2024-06-02",
                    amount="265.00",
                    merchant="Lakeview Hotel",
                    location="Chicago, IL",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Brian and Bryan Walker match by surname"),
            verify(
                "verified with the debit card's digits; the disputed charge is on the credit card"
            ),
            accounts("two cards"),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("charged_card")),
                info=(
                    "the card the caller names by its last four; two 265.00 Lakeview charges on it"
                ),
            ),
            act(
                "open_dispute",
                transaction_id=from_result(
                    "list_card_transactions",
                    TRANSACTION_ID,
                    ref("charge_amount"),
                    ref("cancelled_night"),
                ),
                amount=ref("charge_amount"),
                reason=DISPUTE_REASON.over("charge_problem"),
                info="the cancelled night of June 2nd, a service that was never received",
            ),
        ],
        nl_assertion=(
            "The agent asks which card and which night before choosing a charge, and "
            "reads back the charge (Lakeview Hotel, June 2nd, 265.00, credit card) "
            "before opening the dispute."
        ),
        difficulty={"candidate_records": 4, "cards_on_file": 2, "same_amount_charges": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "which card",
                "which night",
                "which one",
                "which of",
                before="tool:open_dispute",
                note="asks which card and which night",
            ),
            must_say(
                "Lakeview Hotel",
                after="tool:open_dispute",
                note="tells the merchant of the disputed charge",
            ),
            must_say(
                "June second",
                before="tool:open_dispute",
                note="reads back the night",
            ),
            must_say(
                value={"fact": "charge_amount"},
                before="tool:open_dispute",
                note="reads back the amount",
            ),
        ],
    )
