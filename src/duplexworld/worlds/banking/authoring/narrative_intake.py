"""Banking scenarios: narrative intake."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, fact, from_result, must_say, ref, selector
from duplexworld.authoring.checks import must_not_say
from duplexworld.worlds.banking.authoring.common import (
    ACCOUNT_ID,
    CARD_ID,
    CARD_LAST4,
    DATE_OF_BIRTH,
    DEPARTURE_DATE,
    DESTINATION,
    DISPUTE_REASON,
    FULL_NAME,
    RETURN_DATE,
    TRANSACTION_ID,
    TRANSFER_AMOUNT,
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


def narrative_intake_01() -> Authored:
    """A long account of a trip to Madrid with two card problems and a trip to come: a..."""
    return scenario(
        1,
        "narrative_intake",
        persona="deliberate",  # Chris Baker, a history teacher; tells it in order, with detail
        note=(
            "A long account of a trip to Madrid with two card problems and a trip to "
            "come: a hotel that charged twice (DISP-1, dispute the later copy), a "
            "taxi that charged $58 for a $38 fare (wrong amount), and a July trip to "
            "Spain (TRAVEL-1). All facts are in the opening, among distractor "
            "numbers; the agent must extract, confirm and file three records."
        ),
        goal=(
            "You are back from Madrid. The Hotel Sol charged your debit card three "
            "hundred twelve dollars and seventy-five cents at checkout on June "
            "first, which was right, and the same amount again on June third. A taxi "
            "to the airport agreed thirty-eight dollars but charged fifty-eight. You "
            "go back to Spain for your sister's wedding from July tenth to July "
            "twenty-fourth and do not want the card blocked there."
        ),
        purpose=(
            "A long unstructured opening with five volunteered facts and distractor "
            "numbers (five nights, thirty-eight dollars agreed). The agent must turn "
            "it into two disputes with the right reasons and amounts (the later "
            "hotel copy, the taxi) and one travel notice."
        ),
        facts=[
            FULL_NAME("Chris Baker"),
            DATE_OF_BIRTH("1984-02-14"),
            CARD_LAST4("7261"),
            fact(
                "hotel_amount",
                "hotel charge",
                "amount",
                "312.75",
                reveal="volunteered",
                keywords=("hotel",),
                answers=("The hotel charged {spoken}, twice.",),
            ),
            fact(
                "taxi_amount",
                "taxi fare",
                "amount",
                "58.00",
                reveal="volunteered",
                keywords=("taxi", "fare"),
                answers=("The card was charged {spoken}, more than the fare we agreed.",),
            ),
            DESTINATION("Spain"),
            DEPARTURE_DATE("2024-07-10", reveal="volunteered"),
            RETURN_DATE("2024-07-24", reveal="volunteered"),
        ],
        script=[
            (
                "Hi, so this is a bit of a long story. I got back from Madrid last "
                "week. I stayed five nights at the Hotel Sol, and they charged my "
                "card three hundred twelve dollars and seventy-five cents at "
                "checkout, which is right, but then the exact same amount showed up "
                "again two days later. Then on the way to the airport the taxi "
                "driver agreed on thirty-eight dollars, but my statement shows "
                "fifty-eight dollars. And I'm going back to Spain for my sister's "
                "wedding, flying out July tenth, twenty twenty-four and coming home "
                "July twenty-fourth, twenty twenty-four, and I really don't want my "
                "card to stop working over there."
            ),
            (
                "Hello. I have a few things from my trip to Madrid. The Hotel Sol "
                "took three hundred twelve dollars and seventy-five cents when I "
                "checked out, fine, but two days later the same amount came out "
                "again. The taxi to the airport was supposed to be thirty-eight "
                "dollars and I was charged fifty-eight dollars. Also, I go back to "
                "Spain on July tenth, twenty twenty-four, for my sister's wedding, "
                "back home on July twenty-fourth, twenty twenty-four, and I don't "
                "want any trouble with my card there."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-4001",
                    full_name="Chris Baker",
                    date_of_birth="1984-02-14",
                    postcode="60657",
                    phone_last4="3390",
                ),
                Customer(
                    id="C-4002",
                    full_name="Carla Baker",
                    date_of_birth="1979-11-02",
                    postcode="60614",
                    phone_last4="8127",
                ),
            ],
            "accounts": [
                checking("A-4101", "C-4001", balance="4460.30"),
                checking("A-4201", "C-4002", balance="1320.00"),
            ],
            "cards": [
                debit_card("K-4301", "A-4101", last4="7261"),
                debit_card("K-4401", "A-4201", last4="6172"),
            ],
            "transactions": [
                Transaction(
                    id="T-4501",
                    card_id="K-4301",
                    date="2024-05-29",
                    amount="42.30",
                    merchant="Restaurante Botin",
                    location="Madrid, ES",
                    status="posted",
                ),
                Transaction(
                    id="T-4502",
                    card_id="K-4301",
                    date="2024-06-01",
                    amount="312.75",
                    merchant="Hotel Sol Madrid",
                    location="Madrid, ES",
                    status="posted",
                ),
                Transaction(
                    id="T-4503",
                    card_id="K-4301",
                    date="2024-06-01",
                    amount="58.00",
                    merchant="Radio Taxi Madrid",
                    location="Madrid, ES",
                    status="posted",
                ),
                Transaction(
                    id="T-4504",
                    card_id="K-4301",
                    date="2024-06-03",
                    amount="312.75",
                    merchant="Hotel Sol Madrid",
                    location="Madrid, ES",
                    status="posted",
                ),
                Transaction(
                    id="T-4505",
                    card_id="K-4301",
                    date="2024-06-05",
                    amount="38.00",
                    merchant="Chicago Parking Meters",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Chris and Carla Baker match by surname"),
            verify("tier 1 covers disputes and travel notices"),
            accounts("one debit card"),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID),
                info="two Hotel Sol charges of 312.75 (June 1st and 3rd), the taxi at 58.00",
            ),
            act(
                "open_dispute",
                transaction_id=from_result(
                    "list_card_transactions",
                    TRANSACTION_ID,
                    ref("hotel_amount"),
                    pick="first",
                ),
                amount=ref("hotel_amount"),
                reason=DISPUTE_REASON.over("hotel_amount"),
                info="the later copy (DISP-1), the first of the two in the newest-first list",
            ),
            act(
                "open_dispute",
                transaction_id=from_result(
                    "list_card_transactions", TRANSACTION_ID, ref("taxi_amount")
                ),
                amount=ref("taxi_amount"),
                reason=DISPUTE_REASON.over("taxi_amount"),
                info="the full posted amount of the taxi charge, reason wrong amount",
            ),
            act(
                "add_travel_notice",
                customer_id=customer(),
                country=ref("destination"),
                start_date=ref("departure_date"),
                end_date=ref("return_date"),
                critical=("customer_id", "start_date", "end_date"),
                info="the July trip",
            ),
        ],
        nl_assertion=(
            "The agent summarises the three things it heard (hotel charged twice, "
            "taxi overcharged, July trip) and confirms the amounts and dates with "
            "the caller before filing them."
        ),
        difficulty={"volunteered_facts": 5, "requests": 3, "distractor_numbers": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "hotel_amount"},
                before="tool:open_dispute",
                note="confirms the hotel amount",
            ),
            must_say(
                value={"fact": "taxi_amount"},
                before="tool:add_travel_notice",
                note="confirms the taxi amount",
            ),
            must_say(
                "July tenth",
                before="tool:add_travel_notice",
                note="confirms the first day",
            ),
            must_say(
                "July twenty-fourth",
                before="tool:add_travel_notice",
                note="confirms the last day",
            ),
        ],
    )


def narrative_intake_02() -> Authored:
    """A rambling account of an RV road trip to Canada: the caller wants savings money..."""
    return scenario(
        2,
        "narrative_intake",
        persona="midlands",  # Amanda Robinson, a retired postal worker; chatty and excited
        note=(
            "A rambling account of an RV road trip to Canada: the caller wants "
            "savings money available on her debit card and the card to keep working "
            "abroad. Extract the amount and the two dates from among distractor "
            "numbers (the RV's model year, weeks, miles) and file a transfer and a "
            "travel notice (PAY-1, TRAVEL-1)."
        ),
        goal=(
            "You and your husband bought a used RV and drive to Canada for the "
            "summer: you cross the border on June twentieth and are back home on "
            "August fifteenth. You will pay for gas and campgrounds with your debit "
            "card, which draws on checking, and checking is low: you want one "
            "thousand two hundred dollars of your savings available there. You do "
            "not want the card to stop working in Canada."
        ),
        purpose=(
            "A long unstructured opening with three volunteered slots and several "
            "distractor numbers; the request is phrased as needs, not operations. "
            "The agent must infer a transfer from savings to checking and a travel "
            "notice, confirm the values and file both."
        ),
        facts=[
            selector(
                "from_account", "which account", "savings", "From my savings.", reveal="volunteered"
            ),
            FULL_NAME("Amanda Robinson"),
            DATE_OF_BIRTH("1958-06-30"),
            CARD_LAST4("8830"),
            TRANSFER_AMOUNT(
                "1200.00",
                reveal="volunteered",
                answers=("About {spoken} from savings.", "{spoken}, please."),
            ),
            DESTINATION(
                "Canada",
                keywords=("which country", "destination", "where are you going", "driving to"),
            ),
            DEPARTURE_DATE(
                "2024-06-20",
                reveal="volunteered",
                keywords=("departure", "leaving", "leave on", "cross the border", "first day"),
                answers=("We cross the border on {spoken}.", "It's {spoken}."),
            ),
            RETURN_DATE(
                "2024-08-15",
                reveal="volunteered",
                keywords=("return", "coming back", "back home", "last day"),
                answers=("We'll be back home on {spoken}.", "It's {spoken}."),
            ),
        ],
        script=[
            (
                "Hi there! So my husband and I finally bought a used RV, a two "
                "thousand sixteen Winnebago, and we're driving up to Canada for the "
                "summer. We cross the border on June twentieth, twenty twenty-four, "
                "and we'll be back home on August fifteenth, twenty twenty-four, "
                "that's about eight weeks and maybe four thousand miles. We'll pay "
                "for gas and campgrounds with my debit card, and our checking "
                "account is pretty low right now, so I'd like about one thousand two "
                "hundred dollars of our savings to be there for the card. And I "
                "really don't want the card to stop working in Canada."
            ),
            (
                "Hello! We just bought an RV, a two thousand sixteen model, and we "
                "leave for Canada on June twentieth, twenty twenty-four, for eight "
                "weeks, home again on August fifteenth, twenty twenty-four. I'll be "
                "using my debit card for gas and campgrounds, but checking is low, "
                "so I want one thousand two hundred dollars of my savings to be "
                "available on it. And the card needs to keep working up there."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-5001",
                    full_name="Amanda Robinson",
                    date_of_birth="1958-06-30",
                    postcode="54301",
                    phone_last4="4471",
                ),
                Customer(
                    id="C-5002",
                    full_name="Andrew Robinson",
                    date_of_birth="1961-01-20",
                    postcode="54301",
                    phone_last4="9025",
                ),
            ],
            "accounts": [
                checking("A-5101", "C-5001", balance="385.60"),
                savings("A-5102", "C-5001", balance="22140.00"),
                checking("A-5201", "C-5002", balance="2904.00"),
            ],
            "cards": [
                debit_card("K-5301", "A-5101", last4="8830"),
                debit_card("K-5401", "A-5201", last4="3088"),
            ],
            "transactions": [
                Transaction(
                    id="T-5501",
                    card_id="K-5301",
                    date="2024-06-07",
                    amount="96.40",
                    merchant="Camping World",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Amanda and Andrew Robinson match by surname"),
            verify("tier 1 covers both"),
            accounts("checking 385.60 behind the debit card, savings 22,140.00"),
            act(
                "transfer_between_accounts",
                from_account_id=from_result(
                    "get_customer_accounts", ACCOUNT_ID, ref("from_account")
                ),
                to_account_id=from_result("get_customer_accounts", ACCOUNT_ID, ref("card_last4")),
                amount=ref("transfer_amount"),
                info="the money the card draws on",
            ),
            act(
                "add_travel_notice",
                customer_id=customer(),
                country=ref("destination"),
                start_date=ref("departure_date"),
                end_date=ref("return_date"),
                critical=("customer_id", "start_date", "end_date"),
                info="56 days, within the 90-day limit",
            ),
        ],
        nl_assertion=(
            "The agent restates the amount, the country and both dates, ignoring the "
            "RV's year, the weeks and the miles, and confirms before moving the "
            "money."
        ),
        difficulty={"volunteered_facts": 4, "requests": 2, "distractor_numbers": 3},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "transfer_amount"},
                before="tool:transfer_between_accounts",
                note="restates the amount",
            ),
            must_say(
                value={"fact": "destination"},
                before="tool:add_travel_notice",
                note="restates the country",
            ),
            must_say(
                "June twentieth",
                before="tool:add_travel_notice",
                note="restates the first day",
            ),
            must_say(
                "August fifteenth",
                before="tool:add_travel_notice",
                note="restates the last day",
            ),
        ],
    )


def narrative_intake_03() -> Authored:
    """A purse snatched at a mall, told as a story: two cards gone (debit and credit), a..."""
    return scenario(
        3,
        "narrative_intake",
        persona="received",  # Susan Cooper, a bookkeeper; shaken but orderly
        note=(
            "A purse snatched at a mall, told as a story: two cards gone (debit and "
            "credit), a police report, and a charge the caller did not make. FRAUD-3 "
            "and CARD-12: block both cards, dispute the unauthorized charge, order "
            "two replacements."
        ),
        goal=(
            "Yesterday afternoon, June ninth, a man snatched your purse at the "
            "Riverside Mall. Your OneBank debit card and credit card were both in "
            "it. The police made a report. Last night someone spent six hundred "
            "forty-nine dollars and ninety-nine cents at an electronics store on "
            "your credit card; you did not make that purchase. The mall parking "
            "charge on the credit card was yours. You want both cards replaced."
        ),
        purpose=(
            "A long account with the facts in it: the agent must file two blocks, "
            "one unauthorized dispute (not the parking charge, which was hers) and "
            "two replacements, in the order the tools allow (a replacement needs the "
            "block first)."
        ),
        facts=[
            CARD_LAST4(
                "1148",
                key="credit_last4",
                label="digits of the credit card",
                keywords=("credit card", "the credit one"),
                answers=("My credit card ends in {spoken}.", "The credit card ends in {spoken}."),
            ),
            FULL_NAME("Susan Cooper"),
            DATE_OF_BIRTH("1966-04-15"),
            CARD_LAST4(
                "7305",
                answers=("My debit card ends in {spoken}.", "My card ends in {spoken}."),
                spoken="seven three oh five",
            ),
            fact(
                "fraud_amount",
                "charge you did not make",
                "amount",
                "649.99",
                reveal="volunteered",
                keywords=("did not make", "didn't make", "how much", "amount"),
                answers=("It was {spoken}, at an electronics store, and I didn't make it.",),
            ),
            fact(
                "parking",
                "parking charge",
                "text",
                "the parking charge was hers",
                spoken="The mall parking charge was me, I paid that before it happened",
                keywords=("parking", "recognize", "recognise"),
                answers=("{spoken}.",),
            ),
        ],
        script=[
            (
                "Hello. I need to tell you what happened yesterday. I was at the "
                "Riverside Mall around two in the afternoon, and a man grabbed my "
                "purse right off my shoulder and ran. My debit card and my OneBank "
                "credit card were both in it. Mall security called the police and I "
                "have a report. Then last night I got an alert that someone spent "
                "six hundred forty-nine dollars and ninety-nine cents at an "
                "electronics store on my credit card. I didn't make that purchase."
            ),
            (
                "Hi. Yesterday at the Riverside Mall somebody snatched my purse, "
                "with both my OneBank cards in it, the debit and the credit card. "
                "The police came and wrote it up. And last night there was a charge "
                "of six hundred forty-nine dollars and ninety-nine cents on the "
                "credit card at some electronics store. That wasn't me."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-6601",
                    full_name="Susan Cooper",
                    date_of_birth="1966-04-15",
                    postcode="37919",
                    phone_last4="5582",
                ),
                Customer(
                    id="C-6602",
                    full_name="Scott Cooper",
                    date_of_birth="1970-12-12",
                    postcode="37920",
                    phone_last4="2216",
                ),
            ],
            "accounts": [
                checking("A-6701", "C-6601", balance="3318.45"),
                Account(
                    id="A-6702",
                    customer_id="C-6601",
                    type="credit",
                    name="OneBank Rewards Visa",
                    balance="1034.09",
                ),
                checking("A-6801", "C-6602", balance="760.00"),
            ],
            "cards": [
                debit_card("K-6901", "A-6701", last4="7305"),
                Card(
                    id="K-6902", account_id="A-6702", kind="credit", last4="1148", status="active"
                ),
                debit_card("K-6951", "A-6801", last4="5307"),
            ],
            "transactions": [
                Transaction(
                    id="T-6911",
                    card_id="K-6901",
                    date="2024-06-09",
                    amount="8.75",
                    merchant="Mall Food Court",
                    location="Knoxville, TN",
                    status="posted",
                ),
                Transaction(
                    id="T-6921",
                    card_id="K-6902",
                    date="2024-06-09",
                    amount="12.50",
                    merchant="Riverside Mall Parking",
                    location="Knoxville, TN",
                    status="posted",
                ),
                Transaction(
                    id="T-6922",
                    card_id="K-6902",
                    date="2024-06-09",
                    amount="649.99",
                    merchant="TechZone Electronics",
                    location="Knoxville, TN",
                    status="posted",
                ),
                Transaction(
                    id="T-6923",
                    card_id="K-6902",
                    date="2024-06-07",
                    amount="64.10",
                    merchant="Target",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Susan and Scott Cooper match by surname"),
            verify("the caller knows her debit card's digits"),
            accounts("debit K-6901 and credit K-6902"),
            act(
                "block_card",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                step="step_3",
                info="stolen (CARD-12)",
            ),
            act(
                "block_card",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("credit_last4")),
                info="stolen and misused (FRAUD-3)",
            ),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("credit_last4")),
                info="the TechZone charge of 649.99; the parking charge is hers",
            ),
            act(
                "open_dispute",
                transaction_id=from_result(
                    "list_card_transactions", TRANSACTION_ID, ref("fraud_amount")
                ),
                amount=ref("fraud_amount"),
                reason=DISPUTE_REASON.over("fraud_amount"),
                info="FRAUD-3",
            ),
            act(
                "order_replacement_card",
                card_id=from_result("step_3", CARD_ID),
                info="the debit card, after the block",
            ),
            act(
                "order_replacement_card",
                card_id=from_result("block_card", CARD_ID),
                info="the credit card, after the block",
            ),
        ],
        nl_assertion=(
            "The agent restates what it understood (both cards stolen, one charge "
            "not hers), confirms before blocking, and does not dispute the parking "
            "charge."
        ),
        difficulty={"volunteered_facts": 1, "requests": 3, "cards_on_file": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_not_say(
                "dispute ... parking",
                "parking ... dispute",
                "disputes for",
                "disputed the parking",
                note="does not dispute the parking charge",
            ),
            must_say(
                value={"fact": "card_last4"},
                before="tool:block_card",
                note="confirms the debit card before blocking",
            ),
            must_say(
                value={"fact": "credit_last4"},
                before="tool:open_dispute",
                note="confirms the credit card before blocking",
            ),
            must_say(
                value={"fact": "fraud_amount"},
                before="tool:open_dispute",
                note="restates the charge that is not hers",
            ),
        ],
    )
