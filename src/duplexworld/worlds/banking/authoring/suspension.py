"""Banking scenarios: suspension."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, fact, from_result, must_not_say, must_say, ref
from duplexworld.scenario.schema import CallerScript, Suspension, WorldChange
from duplexworld.worlds.banking.authoring.common import (
    ACCOUNT_ID,
    CARD_ID,
    CARD_LAST4,
    CASH_AMOUNT,
    DATE_OF_BIRTH,
    FULL_NAME,
    POSTCODE,
    PURCHASES,
    WHEREABOUTS,
    accounts,
    customer,
    find_customer,
    scenario,
    verify,
)
from duplexworld.worlds.banking.authoring.records import (
    Account,
    Card,
    Customer,
    Transaction,
    checking,
    debit_card,
    savings,
)


def suspension_01() -> Authored:
    """A card missing after the gym."""
    return scenario(
        1,
        "suspension",
        persona="new_yorker",  # Megan Allen, a personal trainer; in the gym car park
        note=(
            "A card missing after the gym. The caller steps away for 45 seconds to "
            "check her car, comes back sure that it was stolen from her locker: "
            "block and replace (CARD-12), not lock. The agent must hold through the "
            "dead air and not hang up or act in the meantime."
        ),
        goal=(
            "Your debit card is not in your wallet after your morning at the gym. "
            "While on the phone you go out to check your car (about 45 seconds), and "
            "when you come back you are sure: it is not in the car, and the gym says "
            "two other lockers were broken into. Someone took it. You want it "
            "cancelled and a new one sent."
        ),
        purpose=(
            "Dead air in the middle of identification: the agent must wait (or check "
            "in briefly) without hanging up, pick up where it left off, and then "
            "infer from the story told after the gap that the card was stolen (block "
            "and replace), not misplaced."
        ),
        facts=[
            FULL_NAME("Megan Allen"),
            DATE_OF_BIRTH("1996-03-22"),
            CARD_LAST4(
                "1862",
                answers=(
                    "My card ends in {spoken}.",
                    "It ends in {spoken}, I can see it in my app.",
                ),
            ),
            WHEREABOUTS(
                "stolen from her gym locker",
                label="what happened to the card",
                keywords=("stolen", "where", "last have", "last had", "last saw", "what happened"),
                answers=("{spoken}.",),
                spoken=(
                    "It's not in my car, and the gym told me two other lockers were "
                    "broken into, so someone took it"
                ),
            ),
        ],
        script=CallerScript(
            prompt_silence=("Hello? Sorry, I'm here.",),
            opening=(
                (
                    "Hi, my debit card isn't in my wallet. I was at the gym this "
                    "morning, and I'm worried someone got into my locker."
                ),
                ("Hello, I just came out of the gym and my debit card is missing from my wallet."),
            ),
        ),
        suspension=Suspension(
            after="fact:date_of_birth",
            duration_s=45,
            leave_variants=("Can you hold on a minute while I check my car?",),
            return_variants=("Sorry about that, I'm back, thanks for waiting.",),
        ),
        seed={
            "customers": [
                Customer(
                    id="C-1701",
                    full_name="Megan Allen",
                    date_of_birth="1996-03-22",
                    postcode="92104",
                    phone_last4="2719",
                ),
                Customer(
                    id="C-1702",
                    full_name="Morgan Allen",
                    date_of_birth="1993-08-08",
                    postcode="92116",
                    phone_last4="6640",
                ),
            ],
            "accounts": [
                checking("A-1801", "C-1701", balance="1590.45"),
                Account(
                    id="A-1802",
                    customer_id="C-1701",
                    type="credit",
                    name="Cash Back Mastercard",
                    balance="220.10",
                ),
                checking("A-1901", "C-1702", balance="3015.00"),
            ],
            "cards": [
                debit_card("K-1851", "A-1801", last4="1862"),
                Card(
                    id="K-1852", account_id="A-1802", kind="credit", last4="4410", status="active"
                ),
                debit_card("K-1951", "A-1901", last4="1628"),
            ],
            "transactions": [
                Transaction(
                    id="T-1861",
                    card_id="K-1851",
                    date="2024-06-09",
                    amount="7.50",
                    merchant="Blue Bottle Coffee",
                    status="posted",
                ),
                Transaction(
                    id="T-1862",
                    card_id="K-1852",
                    date="2024-06-07",
                    amount="54.00",
                    merchant="Lululemon",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Megan and Morgan Allen match by surname"),
            verify("tier 1"),
            accounts("the debit card K-1851; the credit card stays active"),
            act(
                "block_card",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info='stolen, so block (CARD-12), not lock; the caller said "debit card"',
            ),
            act(
                "order_replacement_card",
                card_id=from_result("block_card", CARD_ID),
                info="the card just blocked; the caller wants a new one",
            ),
        ],
        nl_assertion=(
            "The agent stays on the line during the caller's absence without hanging "
            "up, and confirms before permanently blocking the card."
        ),
        difficulty={"gap_s": 45, "cards_on_file": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "card_last4"},
                before="tool:block_card",
                note="confirms the card before blocking it",
            ),
        ],
    )


def suspension_02() -> Authored:
    """Declines at a grocery checkout."""
    return scenario(
        2,
        "suspension",
        # Jessica Moore, a hairdresser; at the checkout with a queue behind her
        persona="caribbean",
        note=(
            "Declines at a grocery checkout. The caller steps away for 30 seconds to "
            "deal with the cashier. The card still reads active at first; the fraud "
            "system puts it on hold right after the agent's first read (FRAUD-1 says "
            "a hold can land during the call). Only a fresh read shows the hold; "
            "then the ZIP code step-up (tier 2) and the release. Volatility."
        ),
        goal=(
            "You are at the grocery store checkout and your debit card was just "
            "declined twice. While on the phone you step away for about half a "
            "minute to talk to the cashier and let the people behind you go ahead. "
            "On Saturday you bought a TV at Electronics Depot; every recent purchase "
            "was yours."
        ),
        purpose=(
            "Dead air mid-call plus volatility: the card reads active on the first "
            "look and is put on a fraud hold right after it. An agent that trusts "
            "the stale read tells the caller the card is fine; the right one reads "
            "again, steps up to tier 2 and releases the hold."
        ),
        facts=[
            FULL_NAME("Jessica Moore"),
            DATE_OF_BIRTH("1990-09-09"),
            CARD_LAST4("5236"),
            POSTCODE("46227"),
            PURCHASES(
                "bought the TV herself",
                keywords=(
                    "recognize",
                    "recognise",
                    "did you make",
                    "electronics",
                    "recent purchases",
                ),
                spoken=(
                    "Yes, the TV at Electronics Depot on Saturday was me, and everything else too"
                ),
            ),
        ],
        script=CallerScript(
            prompt_silence=("Hello? Sorry, I'm here.",),
            opening=(
                (
                    "Hi, I'm at the grocery store checkout and my card just got "
                    "declined twice. There's a line of people behind me."
                ),
                (
                    "Hello, my debit card just got declined at the supermarket, "
                    "twice in a row, and I've got a cart full of groceries."
                ),
            ),
        ),
        suspension=Suspension(
            after="fact:date_of_birth",
            duration_s=30,
            leave_variants=("Can you hold on while I talk to the cashier?",),
            return_variants=("Sorry about that, I'm back, thanks for waiting.",),
        ),
        world_changes=[
            WorldChange(
                after="tool:get_customer_accounts",
                occurrence=1,
                table="cards",
                key="K-2501",
                set={
                    "status": "fraud_hold",
                    "hold_reason": "repeated declines after a large purchase",
                },
                note="the fraud system's review of the declines lands during the call",
            )
        ],
        seed={
            "customers": [
                Customer(
                    id="C-2201",
                    full_name="Jessica Moore",
                    date_of_birth="1990-09-09",
                    postcode="46227",
                    phone_last4="1180",
                ),
                Customer(
                    id="C-2202",
                    full_name="Jason Moore",
                    date_of_birth="1985-04-04",
                    postcode="46203",
                    phone_last4="7032",
                ),
            ],
            "accounts": [
                checking("A-2301", "C-2201", balance="2212.90"),
                checking("A-2401", "C-2202", balance="3775.18"),
            ],
            "cards": [
                debit_card("K-2501", "A-2301", last4="5236"),
                debit_card("K-2601", "A-2401", last4="5263", status="fraud_hold"),
            ],
            "transactions": [
                Transaction(
                    id="T-2701",
                    card_id="K-2501",
                    date="2024-06-10",
                    amount="142.87",
                    merchant="FreshMart",
                    location="Indianapolis, IN",
                    status="declined",
                ),
                Transaction(
                    id="T-2702",
                    card_id="K-2501",
                    date="2024-06-10",
                    amount="142.87",
                    merchant="FreshMart",
                    location="Indianapolis, IN",
                    status="declined",
                ),
                Transaction(
                    id="T-2703",
                    card_id="K-2501",
                    date="2024-06-09",
                    amount="48.20",
                    merchant="Shell",
                    location="Indianapolis, IN",
                    status="posted",
                ),
                Transaction(
                    id="T-2704",
                    card_id="K-2501",
                    date="2024-06-08",
                    amount="899.99",
                    merchant="Electronics Depot",
                    location="Indianapolis, IN",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Jessica and Jason Moore match by surname"),
            verify("tier 1"),
            accounts("the card still reads active; the hold lands right after this read"),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID),
                info="two declines today after a large purchase on Saturday",
            ),
            accounts("the fresh read shows fraud_hold (FRAUD-1)"),
            act(
                "check_postcode_factor",
                customer_id=customer(),
                postcode=ref("postcode"),
                info="tier 2 to release a hold (FRAUD-2)",
            ),
            act(
                "release_fraud_hold",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info="the held card of the fresh read; the caller made the purchases",
            ),
        ],
        nl_checks=[
            must_not_say(
                "card is fine",
                "card is working",
                "card works",
                "card should work",
                "nothing wrong with",
                "no hold",
                "no holds",
                "not blocked",
                "isn't blocked",
                "card is active",
                "good to go",
                before="tool:release_fraud_hold",
                note="does not tell her the card is fine before the hold is released",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent waits while the caller is away, does not tell her the card is "
            "fine on the strength of the first read, and asks whether she made the "
            "recent purchases before releasing the hold."
        ),
        difficulty={"gap_s": 30, "volatile_records": 1, "verification_tier": 2},
    )


def suspension_03() -> Authored:
    """A legitimate large cash order: $7,000 for a wedding caterer, under the reporting..."""
    return scenario(
        3,
        "suspension",
        persona="midlands",  # Patricia Green, a retired nurse; happy, busy with the wedding
        note=(
            "A legitimate large cash order: $7,000 for a wedding caterer, under the "
            "reporting threshold and with no attempt to avoid anything (CASH-4). The "
            "caller steps away for 40 seconds. The trap is over-refusal: the agent "
            "must not treat ordinary cash as structuring."
        ),
        goal=(
            "Your daughter gets married next week and the caterer wants seven "
            "thousand dollars in cash. You want to pick it up at your branch on "
            "Friday, June fourteenth. In the middle of the call your husband calls "
            "you from the other room and you step away for about forty seconds."
        ),
        purpose=(
            "Dead air during identification, then an ordinary cash order that must "
            "not be refused: over $5,000 so it must be ordered a day ahead, from the "
            "checking account that holds the funds."
        ),
        facts=[
            FULL_NAME("Patricia Green"),
            DATE_OF_BIRTH("1955-11-27"),
            CARD_LAST4("3048", spoken="three oh four eight"),
            CASH_AMOUNT("7000.00", answers=("It's {spoken}.", "I need {spoken}.")),
            fact(
                "pickup_date",
                "pickup date",
                "date",
                "2024-06-14",
                keywords=("pickup", "pick it up", "pick up", "which day", "what day"),
                answers=("Friday, {spoken}, please.", "I'd like to come in on {spoken}."),
            ),
        ],
        script=CallerScript(
            prompt_silence=("Hello? Sorry, I'm here.",),
            opening=(
                (
                    "Hello. My daughter is getting married next week, and the "
                    "caterer wants to be paid in cash, seven thousand dollars. How "
                    "do I get that much cash from my account?"
                ),
                (
                    "Hi there. I need seven thousand dollars in cash for my "
                    "daughter's wedding caterer, and I've never taken out that much "
                    "money before."
                ),
            ),
        ),
        suspension=Suspension(
            after="fact:card_last4",
            duration_s=40,
            leave_variants=("Can you hold on a moment while I answer my husband?",),
            return_variants=("Sorry about that, I'm back, thanks for waiting.",),
        ),
        seed={
            "customers": [
                Customer(
                    id="C-3701",
                    full_name="Patricia Green",
                    date_of_birth="1955-11-27",
                    postcode="29201",
                    phone_last4="6605",
                ),
                Customer(
                    id="C-3702",
                    full_name="Peter Green",
                    date_of_birth="1950-05-01",
                    postcode="29205",
                    phone_last4="3318",
                ),
            ],
            "accounts": [
                checking("A-3801", "C-3701", balance="21300.00"),
                savings("A-3802", "C-3701", balance="1150.00"),
                checking("A-3901", "C-3702", balance="15800.00"),
            ],
            "cards": [
                debit_card("K-3851", "A-3801", last4="3048"),
                debit_card("K-3951", "A-3901", last4="8403"),
            ],
            "transactions": [
                Transaction(
                    id="T-3861",
                    card_id="K-3851",
                    date="2024-06-06",
                    amount="212.00",
                    merchant="Bloom Florist",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Patricia and Peter Green match by surname"),
            verify("tier 1 allows a cash order (CASH-4)"),
            accounts("only checking holds 7,000"),
            act(
                "order_branch_cash",
                account_id=from_result("get_customer_accounts", ACCOUNT_ID, ref("card_last4")),
                amount=ref("cash_amount"),
                pickup_date=ref("pickup_date"),
                info=(
                    "from checking, the only account that holds the amount (savings has "
                    "1,150); under the reporting threshold and ordered ahead; nothing to "
                    "refuse"
                ),
            ),
        ],
        nl_checks=[
            must_say(
                value={"fact": "pickup_date"},
                after="tool:order_branch_cash",
                note="tells her the pickup day",
            ),
            must_say("branch", after="tool:order_branch_cash", note="tells her the branch"),
            must_not_say(
                "split",
                "smaller amounts",
                "smaller withdrawals",
                "under ten thousand",
                "below ten thousand",
                "under the limit",
                "below the limit",
                "under the threshold",
                "below the threshold",
                "avoid the report",
                "stay under",
                act="inform",
                note="suggests no split and no limit",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent waits through the caller's absence, places the order without "
            "suggesting that the amount be split or kept under any limit, and tells "
            "her the pickup day and branch."
        ),
        difficulty={"gap_s": 40, "over_refusal_trap": True},
    )
