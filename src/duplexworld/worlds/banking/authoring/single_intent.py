"""Banking scenarios: single intent."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, fact, from_result, must_say, ref
from duplexworld.worlds.banking.authoring.common import (
    CARD_ID,
    CARD_LAST4,
    CHARGE_AMOUNT,
    CHARGE_PROBLEM,
    DATE_OF_BIRTH,
    DEPARTURE_DATE,
    DESTINATION,
    DISPUTE_REASON,
    FULL_NAME,
    RETURN_DATE,
    TRANSACTION_ID,
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
    TravelNotice,
    checking,
    debit_card,
)


def single_intent_01() -> Authored:
    """A misplaced card: the caller may still find it, so the right answer is a reversible..."""
    return scenario(
        1,
        "single_intent",
        persona="lancashire",  # Sarah Miller, a nurse between shifts; friendly, a little flustered
        note=(
            "A misplaced card: the caller may still find it, so the right answer is "
            "a reversible lock (CARD-11), not a permanent block (CARD-12). The "
            "customer's second card must stay untouched."
        ),
        goal=(
            "You cannot find your debit card. You think you left it at your sister's "
            "house last night, but you are not sure, and you are worried someone "
            "could use it. You still want to be able to use it when you find it."
        ),
        purpose=(
            "Control condition for cards: infer from a misplaced (not stolen) card "
            "that the card should be locked, verify at tier 1 first, and pick the "
            "debit card, not the credit card."
        ),
        facts=[
            FULL_NAME("Sarah Miller", answers=("It's {spoken}.", "My name is {spoken}.")),
            DATE_OF_BIRTH("1985-07-22"),
            CARD_LAST4("3826", answers=("The last four are {spoken}.", "It ends in {spoken}.")),
            WHEREABOUTS(
                "probably at her sister's house",
                spoken="I probably just left it at my sister's house",
            ),
        ],
        script=[
            (
                "Hi, I can't find my debit card anywhere. I might have left it at my "
                "sister's place last night, but I'm not sure, and I'm worried "
                "someone could use it."
            ),
            (
                "Hello, my debit card has gone missing. I think it's probably at my "
                "sister's house, but I can't be sure and I don't want anyone using "
                "it."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-1042",
                    full_name="Sarah Miller",
                    date_of_birth="1985-07-22",
                    postcode="30307",
                    phone_last4="5521",
                ),
                Customer(
                    id="C-1187",
                    full_name="Sarah Mitchell",
                    date_of_birth="1988-01-30",
                    postcode="30310",
                    phone_last4="0918",
                ),
            ],
            "accounts": [
                checking("A-2001", "C-1042", balance="2314.56"),
                Account(
                    id="A-2002",
                    customer_id="C-1042",
                    type="credit",
                    name="Rewards Visa",
                    balance="412.80",
                ),
                checking("A-2101", "C-1187", balance="905.12"),
            ],
            "cards": [
                debit_card("K-3001", "A-2001", last4="3826"),
                Card(
                    id="K-3002", account_id="A-2002", kind="credit", last4="5190", status="active"
                ),
                debit_card("K-3101", "A-2101", last4="7714"),
            ],
            "transactions": [
                Transaction(
                    id="T-7001",
                    card_id="K-3001",
                    date="2024-06-02",
                    amount="23.10",
                    merchant="Kroger",
                    status="posted",
                ),
                Transaction(
                    id="T-7002",
                    card_id="K-3001",
                    date="2024-06-03",
                    amount="4.75",
                    merchant="Starbucks",
                    status="posted",
                ),
                Transaction(
                    id="T-7003",
                    card_id="K-3002",
                    date="2024-06-01",
                    amount="89.00",
                    merchant="Delta Air Lines",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("candidate records by name; the name alone does not verify"),
            verify("tier 1 is enough for a card lock (ID-2)"),
            accounts("shows two cards; the debit card ending 3826 is the missing one"),
            act(
                "lock_card",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info=(
                    "misplaced, may be found, so lock and not block (CARD-11); the "
                    'caller said "debit card"'
                ),
            ),
        ],
        nl_assertion=(
            "The agent locks the card rather than blocking it, and tells the caller "
            "it can be unlocked when the card turns up."
        ),
        difficulty={"candidate_records": 1, "cards_on_file": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say("unlocked", after="tool:lock_card", note="says the card can be unlocked"),
        ],
    )


def single_intent_02() -> Authored:
    """A duplicate gym charge, given by its spoken amount and date."""
    return scenario(
        2,
        "single_intent",
        # David Brown, a software tester; precise, reads numbers off his statement
        persona="deliberate",
        note=(
            "A duplicate gym charge, given by its spoken amount and date. Two gym "
            "charges and another charge share the amount; only the one on May 5th is "
            "the duplicate (DISP-1)."
        ),
        goal=(
            "Your gym membership came out of your account twice this month: the "
            "normal fee on May first and the same amount again on May fifth. You "
            "want the second charge back."
        ),
        purpose=(
            "Infer a dispute from a double charge, find the right transaction among "
            "same-amount charges by date and merchant, and open the dispute for the "
            "exact amount the caller states."
        ),
        facts=[
            CHARGE_PROBLEM("The gym took the same fee twice this month."),
            FULL_NAME("David Brown", answers=("It's {spoken}.", "My name is {spoken}.")),
            DATE_OF_BIRTH("1990-02-08"),
            CARD_LAST4(
                "6034",
                answers=("The last four are {spoken}.", "It ends in {spoken}."),
                spoken="six oh three four",
            ),
            CHARGE_AMOUNT("39.99", answers=("It was {spoken}.", "Both were {spoken}.")),
            fact(
                "charge_date",
                "date of the charge",
                "date",
                "2024-05-05",
                keywords=(
                    "which day",
                    "what day",
                    "when was",
                    "when did",
                    "date of the charge",
                    "charge date",
                ),
                answers=(
                    "The second one was on {spoken}.",
                    "{spoken}, four days after the normal one.",
                ),
            ),
        ],
        script=[
            (
                "Hi, I was going through my statement and my gym membership came out "
                "twice this month. I only have the one membership."
            ),
            ("Hello, my gym took its monthly fee twice this month, and I'd like that sorted out."),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-4520",
                    full_name="David Brown",
                    date_of_birth="1990-02-08",
                    postcode="98103",
                    phone_last4="1276",
                ),
                Customer(
                    id="C-4521",
                    full_name="Diane Brown",
                    date_of_birth="1957-08-23",
                    postcode="98115",
                    phone_last4="6650",
                ),
            ],
            "accounts": [
                checking("A-6101", "C-4520", balance="1876.40"),
                checking("A-6201", "C-4521", balance="5120.77"),
            ],
            "cards": [
                debit_card("K-7001", "A-6101", last4="6034"),
                debit_card("K-7101", "A-6201", last4="1958"),
            ],
            "transactions": [
                Transaction(
                    id="T-8001",
                    card_id="K-7001",
                    date="2024-05-01",
                    amount="39.99",
                    merchant="FitLife Gym",
                    status="posted",
                ),
                Transaction(
                    id="T-8002",
                    card_id="K-7001",
                    date="2024-05-03",
                    amount="39.99",
                    merchant="Corner Market",
                    status="posted",
                ),
                Transaction(
                    id="T-8003",
                    card_id="K-7001",
                    date="2024-05-05",
                    amount="39.99",
                    merchant="FitLife Gym",
                    status="posted",
                ),
                Transaction(
                    id="T-8004",
                    card_id="K-7001",
                    date="2024-05-12",
                    amount="52.10",
                    merchant="Shell",
                    status="posted",
                ),
                Transaction(
                    id="T-8005",
                    card_id="K-7001",
                    date="2024-05-14",
                    amount="6.50",
                    merchant="FitLife Gym Cafe",
                    status="pending",
                ),
                Transaction(
                    id="T-8101",
                    card_id="K-7101",
                    date="2024-05-05",
                    amount="39.99",
                    merchant="FitLife Gym",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("two Browns match by surname"),
            verify("tier 1 is enough to open a dispute (ID-2)"),
            accounts("finds the debit card K-7001"),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID),
                info="three charges of 39.99; only T-8003 is the duplicate gym fee on May 5th",
            ),
            act(
                "open_dispute",
                transaction_id=from_result(
                    "list_card_transactions",
                    TRANSACTION_ID,
                    ref("charge_amount"),
                    ref("charge_date"),
                    pick="first",
                ),
                amount=ref("charge_amount"),
                reason=DISPUTE_REASON.over("charge_problem"),
                info=(
                    "the later of the two gym charges of that amount (the list is newest "
                    "first; the caller disputes the second one); the reason is part of "
                    "the record, so it counts"
                ),
            ),
        ],
        reward_basis=("DB", "ACTION", "NL_ASSERTION"),
        nl_assertion=(
            "The agent reads the chosen charge back (FitLife Gym, May 5th, 39.99) "
            "before opening the dispute and gives the caller the dispute number."
        ),
        difficulty={"same_amount_charges": 3},
        nl_checks=[
            must_say(
                value={"result": 4, "pattern": "DSP-[A-Z]-\\d+"}, note="gives the dispute number"
            )
        ],
    )


def single_intent_03() -> Authored:
    """A trip abroad: the caller fears her card will stop working in Italy."""
    return scenario(
        3,
        "single_intent",
        persona="received",  # Maria Garcia, an accountant; careful, gives dates in full
        note=(
            "A trip abroad: the caller fears her card will stop working in Italy. "
            "The operation is a travel notice with the right country and the first "
            "and last day abroad (TRAVEL-1). A Mario Garcia shares the surname; an "
            "old notice for Mexico is already on file."
        ),
        goal=(
            "You fly to Italy on Friday, June fourteenth, for two weeks and come "
            "home on June twenty-eighth. The last time you travelled abroad your "
            "card stopped working on the first day, and you do not want that to "
            "happen again."
        ),
        purpose=(
            "Control condition for travel: infer a travel notice from the worry "
            "about a card abroad, verify at tier 1 first, and record Italy with the "
            "departure and return dates the caller gives (two date slots heard over "
            "the line)."
        ),
        facts=[
            FULL_NAME("Maria Garcia"),
            DATE_OF_BIRTH("1983-09-27"),
            CARD_LAST4("5802"),
            DESTINATION(
                "Italy",
                keywords=(
                    "which country",
                    "where are you going",
                    "travelling to",
                    "traveling to",
                    "destination",
                ),
            ),
            DEPARTURE_DATE("2024-06-14"),
            RETURN_DATE("2024-06-28"),
        ],
        script=[
            (
                "Hi. I'm flying to Italy on Friday for two weeks, and the last time "
                "I went abroad my card stopped working on the very first day. I "
                "don't want that to happen again."
            ),
            (
                "Hello, I'm going to Italy at the end of the week. Last time I "
                "travelled my card got declined at the airport, and I'd like to make "
                "sure that doesn't happen this time."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-5101",
                    full_name="Maria Garcia",
                    date_of_birth="1983-09-27",
                    postcode="33133",
                    phone_last4="4120",
                ),
                Customer(
                    id="C-5102",
                    full_name="Mario Garcia",
                    date_of_birth="1979-02-11",
                    postcode="33145",
                    phone_last4="7781",
                ),
            ],
            "accounts": [
                checking("A-5201", "C-5101", balance="3290.18"),
                Account(
                    id="A-5202",
                    customer_id="C-5101",
                    type="credit",
                    name="Travel Rewards Visa",
                    balance="640.00",
                ),
                checking("A-5301", "C-5102", balance="1822.47"),
            ],
            "cards": [
                debit_card("K-5801", "A-5201", last4="5802"),
                Card(
                    id="K-5802", account_id="A-5202", kind="credit", last4="9313", status="active"
                ),
                debit_card("K-5901", "A-5301", last4="5820"),
            ],
            "transactions": [
                Transaction(
                    id="T-5001",
                    card_id="K-5801",
                    date="2024-06-03",
                    amount="54.12",
                    merchant="Publix",
                    status="posted",
                ),
                Transaction(
                    id="T-5002",
                    card_id="K-5802",
                    date="2024-05-30",
                    amount="612.40",
                    merchant="Delta Air Lines",
                    status="posted",
                ),
            ],
            "travel_notices": [
                TravelNotice(
                    id="TN-C-5101-Mexico",
                    customer_id="C-5101",
                    country="Mexico",
                    start_date="2024-02-01",
                    end_date="2024-02-08",
                ),
            ],
        },
        gold=[
            find_customer("two Garcias match by surname"),
            verify("tier 1 is enough for a travel notice (TRAVEL-1)"),
            act(
                "add_travel_notice",
                customer_id=customer(),
                country=ref("destination"),
                start_date=ref("departure_date"),
                end_date=ref("return_date"),
                critical=("customer_id", "start_date", "end_date"),
                info=("the country is compared in the record (canonical name), the dates as heard"),
            ),
        ],
        nl_assertion=(
            "The agent reads the country and both dates back to the caller before "
            "recording the notice."
        ),
        difficulty={"candidate_records": 2, "date_slots": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "destination"},
                before="tool:add_travel_notice",
                note="reads back the country",
            ),
            must_say(
                "June fourteenth",
                before="tool:add_travel_notice",
                note="reads back the first day",
            ),
            must_say(
                "June twenty-eighth",
                before="tool:add_travel_notice",
                note="reads back the last day",
            ),
        ],
    )
