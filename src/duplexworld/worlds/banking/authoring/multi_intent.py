"""Banking scenarios: multi intent."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    asks_none,
    caller_act,
    fact,
    from_result,
    ref,
    selector,
)
from duplexworld.authoring.checks import CODE_REQUESTS, must_say
from duplexworld.scenario.schema import CallerAction
from duplexworld.worlds.banking.authoring.common import (
    ACCOUNT_ID,
    CARD_ID,
    CARD_LAST4,
    CHARGE_PROBLEM,
    COUNTRY,
    DATE_OF_BIRTH,
    DEPARTURE_DATE,
    DISPUTE_REASON,
    FULL_NAME,
    PAYMENT_AMOUNT,
    POSTCODE,
    PURCHASES,
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
    Customer,
    Payee,
    Transaction,
    checking,
    debit_card,
    savings,
)


def multi_intent_01() -> Authored:
    """Two requests and a dependency: a card lost for good (CARD-12: block, then replace..."""
    return scenario(
        1,
        "multi_intent",
        persona="new_yorker",  # Kevin Parker, a commuter; stressed, talks fast
        note=(
            "Two requests and a dependency: a card lost for good (CARD-12: block, "
            "then replace; the replacement needs the block first) and a duplicate "
            "coffee charge among three same-amount charges at the same cafe (DISP-1)."
        ),
        goal=(
            "This morning your debit card fell out of your pocket into the water "
            "from the ferry: it is gone for good and you need a new one. Also, "
            "yesterday, June ninth, the coffee stand at the ferry terminal charged "
            "you twice for one coffee, six dollars and forty-five cents each time. "
            "You bought a coffee there on June eighth too, which was fine."
        ),
        purpose=(
            "Two intents with an order constraint: block the lost card before "
            "ordering its replacement, and find the duplicate among three 6.45 "
            "charges at the same merchant (only the second one on June 9th), "
            "disputing it for the amount the caller states."
        ),
        facts=[
            CHARGE_PROBLEM("The coffee stand charged me twice for one coffee."),
            FULL_NAME("Kevin Parker"),
            DATE_OF_BIRTH("1991-12-03"),
            CARD_LAST4(
                "3158",
                answers=(
                    "My card ends in {spoken}.",
                    "It ends in {spoken}, I can see it in the app.",
                ),
            ),
            fact(
                "coffee_amount",
                "coffee charge amount",
                "amount",
                "6.45",
                keywords=("amount", "how much"),
                answers=("It was {spoken}, both times.", "{spoken} each."),
            ),
            fact(
                "coffee_date",
                "date of the double charge",
                "date",
                "2024-06-09",
                keywords=("which day", "what day", "when was", "double charge"),
                answers=("Yesterday, {spoken}.",),
            ),
        ],
        script=[
            (
                "Hi, I'm having a terrible morning. My debit card fell out of my "
                "pocket and into the water off the ferry, so it's gone for good. And "
                "on top of that, the coffee stand at the terminal charged me twice "
                "yesterday for one coffee."
            ),
            (
                "Hey. So my debit card went over the side of the ferry this morning, "
                "it's at the bottom of the bay now. Also the coffee place at the "
                "ferry terminal took my money twice yesterday."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-1301",
                    full_name="Kevin Parker",
                    date_of_birth="1991-12-03",
                    postcode="98101",
                    phone_last4="5540",
                ),
                Customer(
                    id="C-1302",
                    full_name="Karen Parker",
                    date_of_birth="1988-06-19",
                    postcode="98109",
                    phone_last4="2093",
                ),
            ],
            "accounts": [
                checking("A-1401", "C-1301", balance="2204.90"),
                savings("A-1402", "C-1301", balance="6100.00"),
                checking("A-1501", "C-1302", balance="980.35"),
            ],
            "cards": [
                debit_card("K-1601", "A-1401", last4="3158"),
                debit_card("K-1701", "A-1501", last4="3185"),
            ],
            "transactions": [
                Transaction(
                    id="T-1901",
                    card_id="K-1601",
                    date="2024-06-08",
                    amount="6.45",
                    merchant="Harbor Beans",
                    location="Seattle, WA",
                    status="posted",
                ),
                Transaction(
                    id="T-1902",
                    card_id="K-1601",
                    date="2024-06-09",
                    amount="6.45",
                    merchant="Harbor Beans",
                    location="Seattle, WA",
                    status="posted",
                ),
                Transaction(
                    id="T-1903",
                    card_id="K-1601",
                    date="2024-06-09",
                    amount="6.45",
                    merchant="Harbor Beans",
                    location="Seattle, WA",
                    status="posted",
                ),
                Transaction(
                    id="T-1904",
                    card_id="K-1601",
                    date="2024-06-09",
                    amount="9.25",
                    merchant="Washington State Ferries",
                    location="Seattle, WA",
                    status="posted",
                ),
                Transaction(
                    id="T-1905",
                    card_id="K-1701",
                    date="2024-06-09",
                    amount="6.45",
                    merchant="Harbor Beans",
                    location="Seattle, WA",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("two Parkers match by surname"),
            verify("tier 1 covers blocking, replacing and disputing (ID-2)"),
            accounts("the lost card is K-1601"),
            act(
                "block_card",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info="gone for good, so block rather than lock (CARD-12)",
            ),
            act(
                "order_replacement_card",
                card_id=from_result("block_card", CARD_ID),
                info="the card just blocked; only possible once it is blocked (CARD-14)",
            ),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info=(
                    "three 6.45 charges at Harbor Beans; the second of June 9th (T-1903) "
                    "is the duplicate"
                ),
            ),
            act(
                "open_dispute",
                transaction_id=from_result(
                    "list_card_transactions", TRANSACTION_ID, ref("coffee_amount"), pick="first"
                ),
                amount=ref("coffee_amount"),
                reason=DISPUTE_REASON.over("charge_problem"),
                info=(
                    "one dispute for the extra charge of yesterday, the newest coffee "
                    "charge of that amount (the list is newest first), not for the first "
                    "one of the day"
                ),
            ),
        ],
        nl_assertion=(
            "The agent confirms before blocking the card, tells the caller a "
            "replacement is on its way, and reads back the disputed charge (Harbor "
            "Beans, June 9th, 6.45) before opening the dispute."
        ),
        difficulty={"requests": 2, "dependencies": 1, "same_amount_charges": 4},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "card_last4"},
                before="tool:block_card",
                note="confirms the card before blocking it",
            ),
            must_say(
                "replacement",
                after="tool:order_replacement_card",
                note="tells the caller a replacement is on its way",
            ),
            must_say(
                "Harbor Beans",
                after="tool:open_dispute",
                note="tells the merchant of the disputed charge",
            ),
            must_say(
                "June ninth",
                after="tool:open_dispute",
                note="tells the date of the disputed charge",
            ),
            must_say(
                value={"fact": "coffee_amount"},
                before="tool:open_dispute",
                note="reads back the amount",
            ),
        ],
    )


def multi_intent_02() -> Authored:
    """Two requests with a funds dependency: the roofer (a saved payee) must be paid..."""
    return scenario(
        2,
        "multi_intent",
        persona="lancashire",  # Jennifer Hill, a retired teacher; friendly, patient
        note=(
            "Two requests with a funds dependency: the roofer (a saved payee) must "
            "be paid $3,000 from checking, which holds only $1,240.50, so money has "
            "to come over from savings first; the payment itself needs tier 3 "
            "(PAY-1, ID-6), proven by approving a request in the app."
        ),
        goal=(
            "Your roofer, Summit Roofing, finished the new roof and you owe him the "
            "last three thousand dollars today. He is already saved in your OneBank "
            "app, but your checking account does not have enough in it; most of your "
            "money is in savings. You want two thousand dollars of your savings "
            "moved over to cover it. You have the OneBank app on your phone."
        ),
        purpose=(
            "Several requests with a dependency: the transfer from savings must come "
            "before the payment (payments leave from checking only and the balance "
            "is short), and the payment needs the tier 3 step-up, which the caller "
            "completes in the app while the agent waits."
        ),
        facts=[
            selector(
                "from_account", "which account", "savings", "From my savings.", reveal="volunteered"
            ),
            selector(
                "payee",
                "which payee",
                "Roofing",
                "Summit Roofing, my roofer.",
                keywords=("which payee", "who to pay", "payee"),
            ),
            FULL_NAME("Jennifer Hill"),
            DATE_OF_BIRTH("1956-05-21"),
            CARD_LAST4("7713"),
            PAYMENT_AMOUNT(
                "3000.00",
                keywords=("payment amount", "how much do you owe", "owe him"),
                answers=("I owe him {spoken}.", "It's {spoken}."),
            ),
            TRANSFER_AMOUNT(
                "2000.00",
                keywords=(
                    "amount to move",
                    "how much to move",
                    "how much should i move",
                    "from savings",
                    "from your savings",
                ),
            ),
        ],
        script=[
            (
                "Hello. My roofer just finished the new roof, and I owe him the last "
                "three thousand dollars today. He's already set up in my app, but my "
                "checking account doesn't have enough in it. Most of my money is "
                "sitting in savings."
            ),
            (
                "Hi there. I need to pay my roofer three thousand dollars today, "
                "he's saved in my app already, but my checking is too low and the "
                "rest of my money is in savings."
            ),
        ],
        caller_actions=[
            CallerAction(
                key="approve_in_app",
                tool="approve_app_request",
                instruction=(
                    "I've sent a request to your OneBank app. Please open the app "
                    "and tap Approve, then let me know."
                ),
                trigger_keywords=("tap approve", "open the app", "open your app"),
                report_variants=(
                    "Okay, I tapped it. The app says {result}.",
                    "Done. It says {result}.",
                ),
                duration_s=6,
            )
        ],
        seed={
            "customers": [
                Customer(
                    id="C-6101",
                    full_name="Jennifer Hill",
                    date_of_birth="1956-05-21",
                    postcode="19103",
                    phone_last4="3047",
                    app_enrolled=True,
                ),
                Customer(
                    id="C-6102",
                    full_name="Jessica Hill",
                    date_of_birth="1990-10-14",
                    postcode="19146",
                    phone_last4="8820",
                    app_enrolled=True,
                ),
            ],
            "accounts": [
                checking("A-6201", "C-6101", balance="1240.50"),
                Account(
                    id="A-6202",
                    customer_id="C-6101",
                    type="savings",
                    name="High Yield Savings",
                    balance="18300.00",
                ),
                checking("A-6301", "C-6102", balance="4411.02"),
            ],
            "cards": [
                debit_card("K-6401", "A-6201", last4="7713"),
                debit_card("K-6501", "A-6301", last4="1377"),
            ],
            "payees": [
                Payee(
                    id="P-61",
                    customer_id="C-6101",
                    name="Summit Roofing",
                    status="active",
                    added="2024-04-22",
                ),
                Payee(
                    id="P-62",
                    customer_id="C-6101",
                    name="Philadelphia Gas Works",
                    status="active",
                    added="2021-08-30",
                ),
                Payee(
                    id="P-71",
                    customer_id="C-6102",
                    name="Summit Roofing",
                    status="active",
                    added="2024-05-02",
                ),
            ],
            "transactions": [
                Transaction(
                    id="T-6601",
                    card_id="K-6401",
                    date="2024-06-06",
                    amount="88.14",
                    merchant="Acme Markets",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("two Hills match by surname"),
            verify("tier 1 allows the transfer (PAY-1)"),
            accounts("checking 1,240.50, savings 18,300.00, payee P-61 Summit Roofing"),
            act(
                "transfer_between_accounts",
                from_account_id=from_result(
                    "get_customer_accounts", ACCOUNT_ID, ref("from_account")
                ),
                to_account_id=from_result("get_customer_accounts", ACCOUNT_ID, ref("card_last4")),
                amount=ref("transfer_amount"),
                info="must come first, or the payment fails for lack of funds",
            ),
            act(
                "start_step_up",
                customer_id=customer(),
                method="app_approval",
                info=("a payment to a payee needs tier 3 (PAY-1, ID-6); the customer has the app"),
            ),
            caller_act(
                "approve_app_request", info="the caller approves the request on their own phone"
            ),
            act(
                "check_step_up",
                customer_id=customer(),
                info="grants tier 3 once the caller approved",
            ),
            act(
                "pay_saved_payee",
                account_id=from_result("get_customer_accounts", ACCOUNT_ID, ref("card_last4")),
                payee_id=from_result("get_customer_accounts", r"P-\d+", ref("payee")),
                amount=ref("payment_amount"),
                info="3,000 from checking to the saved roofer, within the phone limit",
            ),
        ],
        nl_checks=[
            asks_none(
                *CODE_REQUESTS, note="never asks the caller to read out what was sent to the phone"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent explains that the money must first be moved into checking, "
            "confirms the amount of both moves, and never asks the caller to read "
            "out anything shown or sent to the phone."
        ),
        difficulty={"requests": 2, "dependencies": 2, "verification_tier": 3, "caller_steps": 1},
    )


def multi_intent_03() -> Authored:
    """Declines abroad: the London purchases put the card on a fraud hold (FRAUD-1)."""
    return scenario(
        3,
        "multi_intent",
        # Robert King, a sales engineer on a work trip; impatient, on a cafe's wifi
        persona="caribbean",
        note=(
            "Declines abroad: the London purchases put the card on a fraud hold "
            "(FRAUD-1). Two requests: release the hold (tier 2: the ZIP code "
            "step-up, FRAUD-2) and record the rest of the trip so it does not happen "
            "again (TRAVEL-1). The hold must go first: a notice does not release it."
        ),
        goal=(
            "You flew to London on Saturday, June eighth, for work and fly home on "
            "Friday, June twenty-first. Since this morning your debit card is "
            "declined everywhere. You made every purchase on the card in London "
            "yourself. You want the card working again and no more trouble for the "
            "rest of the trip."
        ),
        purpose=(
            "Two intents with an authority dependency: releasing the fraud hold "
            "needs the tier 2 step-up (postcode), which only the corpus states; the "
            "travel notice alone would leave the card blocked. Two date slots for "
            "the trip, the country from the story (London)."
        ),
        facts=[
            FULL_NAME("Robert King"),
            DATE_OF_BIRTH("1976-08-30"),
            CARD_LAST4("2649"),
            POSTCODE("85254"),
            PURCHASES(
                "made the London purchases himself",
                label="purchases in london",
                keywords=(
                    "recognize",
                    "recognise",
                    "did you make",
                    "were those",
                    "purchases in london",
                ),
                spoken=(
                    "Yes, those were all me, I've been here in England, in London, since Saturday"
                ),
            ),
            DEPARTURE_DATE(
                "2024-06-08",
                keywords=("departure", "leaving", "left home", "fly out", "first day"),
                answers=("I flew out on {spoken}.", "It was {spoken}."),
            ),
            RETURN_DATE("2024-06-21", answers=("I fly home on {spoken}.", "It's {spoken}.")),
        ],
        script=[
            (
                "Hi, I'm calling from London. I got here on Saturday for a work "
                "trip, and since this morning my card gets declined everywhere, I "
                "couldn't even pay for a coffee."
            ),
            (
                "Hello, I'm in London on business and my debit card has been "
                "declined at every single place today. I still have almost two weeks "
                "here."
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-2401",
                    full_name="Robert King",
                    date_of_birth="1976-08-30",
                    postcode="85254",
                    phone_last4="6612",
                    app_enrolled=True,
                ),
                Customer(
                    id="C-2402",
                    full_name="Robin King",
                    date_of_birth="1984-01-09",
                    postcode="85018",
                    phone_last4="1190",
                ),
            ],
            "accounts": [
                checking("A-2501", "C-2401", balance="5310.77"),
                checking("A-2601", "C-2402", balance="712.30"),
            ],
            "cards": [
                debit_card(
                    "K-2701",
                    "A-2501",
                    last4="2649",
                    status="fraud_hold",
                    hold_reason="purchases in the United Kingdom",
                ),
                debit_card("K-2801", "A-2601", last4="2694"),
            ],
            "transactions": [
                Transaction(
                    id="T-2901",
                    card_id="K-2701",
                    date="2024-06-08",
                    amount="31.80",
                    merchant="Heathrow Express",
                    location="London, UK",
                    status="posted",
                ),
                Transaction(
                    id="T-2902",
                    card_id="K-2701",
                    date="2024-06-09",
                    amount="142.55",
                    merchant="Premier Inn",
                    location="London, UK",
                    status="posted",
                ),
                Transaction(
                    id="T-2903",
                    card_id="K-2701",
                    date="2024-06-10",
                    amount="4.95",
                    merchant="Pret A Manger",
                    location="London, UK",
                    status="declined",
                ),
                Transaction(
                    id="T-2904",
                    card_id="K-2701",
                    date="2024-06-10",
                    amount="12.40",
                    merchant="Transport for London",
                    location="London, UK",
                    status="declined",
                ),
            ],
        },
        gold=[
            find_customer("two Kings match by surname"),
            verify("tier 1 first"),
            accounts("shows K-2701 on fraud_hold"),
            act(
                "check_postcode_factor",
                customer_id=customer(),
                postcode=ref("postcode"),
                info="the step-up to tier 2 that releasing a hold needs (FRAUD-2)",
            ),
            act(
                "release_fraud_hold",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info="the caller made the London purchases",
            ),
            act(
                "add_travel_notice",
                customer_id=customer(),
                country=COUNTRY.over("purchases"),
                start_date=ref("departure_date"),
                end_date=ref("return_date"),
                critical=("customer_id", "start_date", "end_date"),
                info=(
                    "the rest of the trip; the country is fixed by the story (London) "
                    'and not critical; "UK" or "England" store the same record'
                ),
            ),
        ],
        nl_assertion=(
            "The agent asks whether the caller made the London purchases before "
            "releasing the hold, and confirms the travel dates before recording them."
        ),
        difficulty={
            "requests": 2,
            "dependencies": 1,
            "verification_tier": 2,
            "candidate_records": 2,
        },
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "June eighth",
                before="tool:add_travel_notice",
                note="confirms the first day",
            ),
            must_say(
                "June twenty-first",
                before="tool:add_travel_notice",
                note="confirms the last day",
            ),
        ],
    )
