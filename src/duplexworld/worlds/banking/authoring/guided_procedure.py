"""Banking scenarios: guided procedure."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    caller_act,
    discloses_none,
    fact,
    from_result,
    must_say,
    ref,
)
from duplexworld.scenario.schema import CallerAction
from duplexworld.worlds.banking.authoring.common import (
    CARD_ID,
    CARD_LAST4,
    CHARGE_AMOUNT,
    CHARGE_PROBLEM,
    DATE_OF_BIRTH,
    DISPUTE_REASON,
    FULL_NAME,
    POSTCODE,
    PURCHASES,
    TRANSACTION_ID,
    accounts,
    customer,
    find_customer,
    scenario,
    verify,
)
from duplexworld.worlds.banking.authoring.records import (
    Customer,
    Transaction,
    checking,
    debit_card,
)


def guided_procedure_01() -> Authored:
    """A fraud hold after furniture purchases in a new town."""
    return scenario(
        1,
        "guided_procedure",
        persona="deliberate",  # Karen White, a pharmacist; methodical, a little tired of the move
        note=(
            "A fraud hold after furniture purchases in a new town. The caller moved "
            "last month and gives her new ZIP code, which is not the one on file, so "
            "the postcode step-up fails (without saying why). The app route works: "
            "the agent sends an approval request, waits while the caller approves it "
            "on her phone, checks it, and releases the hold (ID-6, FRAUD-2)."
        ),
        goal=(
            "You moved from Denver to Austin last month. Since yesterday your debit "
            "card is declined everywhere. You bought furniture for the new place on "
            "Saturday; every recent purchase was yours. Your ZIP code is now 78704; "
            "you are not sure which address the bank has. You have the OneBank app "
            "on your phone."
        ),
        purpose=(
            "The caller holds the effector: tier 3 is reached by her approving a "
            "request in her own app, which the agent must instruct, wait for and "
            "check before releasing the hold. The obvious tier 2 route fails because "
            "the ZIP on file is the old one; the refusal must not say so."
        ),
        facts=[
            FULL_NAME("Karen White"),
            DATE_OF_BIRTH("1978-02-25"),
            CARD_LAST4("4826"),
            POSTCODE(
                "78704",
                answers=("My ZIP code is {spoken} now, I just moved.", "It's {spoken}."),
                spoken="seven eight seven oh four",
            ),
            PURCHASES(
                "made the furniture purchase herself",
                spoken=(
                    "Yes, the furniture store was me, I bought a couch for the new "
                    "place on Saturday"
                ),
            ),
        ],
        script=[
            (
                "Hello. I moved to Austin last month, and since yesterday my card "
                "gets declined everywhere I try it. I'm honestly not sure which "
                "address you even have for me anymore."
            ),
            (
                "Hi, my debit card has been declined at every store since yesterday. "
                "I just moved to a new city, if that matters."
            ),
        ],
        caller_actions=[
            CallerAction(
                key="approve_in_app",
                tool="approve_app_request",
                instruction=(
                    "I've sent an approval request to your OneBank app. Please open "
                    "the app and tap Approve, then tell me when it's done."
                ),
                trigger_keywords=("tap approve", "open the app", "open your app"),
                report_variants=(
                    "Okay, I tapped it. The app says {result}.",
                    "Done, it says {result}.",
                ),
                duration_s=7,
            )
        ],
        seed={
            "customers": [
                Customer(
                    id="C-4101",
                    full_name="Karen White",
                    date_of_birth="1978-02-25",
                    postcode="80205",
                    phone_last4="2290",
                    app_enrolled=True,
                    address="1520 Clarkson Street, Denver CO",
                ),
                Customer(
                    id="C-4102",
                    full_name="Kevin White",
                    date_of_birth="1975-07-13",
                    postcode="78745",
                    phone_last4="8164",
                    app_enrolled=True,
                ),
            ],
            "accounts": [
                checking("A-4201", "C-4101", balance="7420.16"),
                checking("A-4301", "C-4102", balance="1530.90"),
            ],
            "cards": [
                debit_card(
                    "K-4401",
                    "A-4201",
                    last4="4826",
                    status="fraud_hold",
                    hold_reason="large purchase in a new city",
                ),
                debit_card("K-4501", "A-4301", last4="2648"),
            ],
            "transactions": [
                Transaction(
                    id="T-4601",
                    card_id="K-4401",
                    date="2024-06-08",
                    amount="1249.00",
                    merchant="Lone Star Furniture",
                    location="Austin, TX",
                    status="posted",
                ),
                Transaction(
                    id="T-4602",
                    card_id="K-4401",
                    date="2024-06-09",
                    amount="36.80",
                    merchant="H-E-B",
                    location="Austin, TX",
                    status="declined",
                ),
                Transaction(
                    id="T-4603",
                    card_id="K-4401",
                    date="2024-06-10",
                    amount="5.25",
                    merchant="Jo's Coffee",
                    location="Austin, TX",
                    status="declined",
                ),
            ],
        },
        gold=[
            find_customer("Karen and Kevin White match by surname"),
            verify("tier 1"),
            accounts("K-4401 is on fraud_hold"),
            act(
                "start_step_up",
                customer_id=customer(),
                method="app_approval",
                info=("tier 3 by the app; the ZIP the caller knows is not the one on file (ID-6)"),
            ),
            caller_act(
                "approve_app_request", info="the caller approves on her own phone and reports back"
            ),
            act(
                "check_step_up",
                customer_id=customer(),
                info="tier 3 covers the tier 2 that a release needs",
            ),
            act(
                "release_fraud_hold",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info="the caller made the flagged purchase",
            ),
        ],
        nl_checks=[
            discloses_none(
                "80205",
                "denver",
                "clarkson",
                "outdated",
                "out of date",
                "old address",
                "previous address",
                "address on file",
                "address we have",
                note="does not say which ZIP is on file or that the address is outdated",
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "After a failed ZIP code check the agent does not say which ZIP is on "
            "file or that the address is outdated; it waits for the caller to report "
            "the approval before releasing the hold."
        ),
        difficulty={"verification_tier": 3, "failing_factor": "postcode", "caller_steps": 1},
    )


def guided_procedure_02() -> Authored:
    """A snapped card and a recent move."""
    return scenario(
        2,
        "guided_procedure",
        persona="calm",  # Olivia Martin, a graphic designer; relaxed, boxes everywhere
        note=(
            "A snapped card and a recent move. The card must be blocked and replaced "
            "(CARD-14), but the replacement goes to the address on file, which the "
            "agent cannot change: the caller updates it in her app while the agent "
            "waits, the agent reads the record again, then orders. Ordering before "
            "the update posts the card to the old address and fails."
        ),
        goal=(
            "Your debit card snapped in half in your wallet; the chip is cracked and "
            "card machines will not read it. You moved last week from Columbus to "
            "915 Maple Avenue in Dayton and want nothing sent to the old place. You "
            "have the OneBank app on your phone."
        ),
        purpose=(
            "The caller holds the effector (the address is changed only in the app). "
            "The agent must instruct, wait for the report, re-read the record and "
            "only then order the replacement; the order records where the card is "
            "posted."
        ),
        facts=[
            FULL_NAME("Olivia Martin"),
            DATE_OF_BIRTH("1993-08-14"),
            CARD_LAST4(
                "4820",
                answers=(
                    "My card ends in {spoken}.",
                    "It ends in {spoken}, I can still read that half.",
                ),
            ),
            fact(
                "new_address",
                "new address",
                "text",
                "915 Maple Avenue, Dayton OH",
                spoken="It's nine fifteen Maple Avenue in Dayton",
                keywords=("new address", "where did you move", "where do you live", "moved to"),
                answers=("{spoken}.",),
            ),
            fact(
                "new_postcode",
                "new ZIP code",
                "postcode",
                "45402",
                keywords=("new zip", "new postcode", "new postal code"),
                answers=("The new ZIP code is {spoken}.",),
            ),
        ],
        script=[
            (
                "Hi. My debit card snapped in half in my wallet, the chip part is "
                "cracked and the card machines won't read it. Also, I moved last "
                "week, so please don't send anything to my old place."
            ),
            (
                "Hello, my debit card broke, it's literally in two pieces now. And I "
                "just moved, so I'm not at my old address anymore."
            ),
        ],
        caller_actions=[
            CallerAction(
                key="update_address",
                tool="update_address_in_app",
                arguments={
                    "customer_id": "C-5501",
                    "street": "915 Maple Avenue, Dayton OH",
                    "postcode": "45402",
                },
                instruction=(
                    "Addresses can only be changed in the app. Please open the "
                    "OneBank app, go to your profile, update your mailing address, "
                    "and tell me once it's saved."
                ),
                trigger_keywords=(
                    "your profile",
                    "update your mailing address",
                    "update your address",
                ),
                report_variants=("Okay, done. {result}.", "All right, I changed it, and {result}."),
                duration_s=12,
            )
        ],
        seed={
            "customers": [
                Customer(
                    id="C-5501",
                    full_name="Olivia Martin",
                    date_of_birth="1993-08-14",
                    postcode="43215",
                    phone_last4="7318",
                    app_enrolled=True,
                    address="27 Birch Lane, Columbus OH",
                ),
                Customer(
                    id="C-5502",
                    full_name="Oliver Martin",
                    date_of_birth="1990-03-03",
                    postcode="45409",
                    phone_last4="2201",
                    app_enrolled=True,
                    address="8 Wayne Avenue, Dayton OH",
                ),
            ],
            "accounts": [
                checking("A-5601", "C-5501", balance="2630.88"),
                checking("A-5701", "C-5502", balance="1204.00"),
            ],
            "cards": [
                debit_card("K-5801", "A-5601", last4="4820"),
                debit_card("K-5901", "A-5701", last4="2048"),
            ],
            "transactions": [
                Transaction(
                    id="T-5001",
                    card_id="K-5801",
                    date="2024-06-05",
                    amount="212.40",
                    merchant="U-Haul",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Olivia and Oliver Martin match by surname"),
            verify("tier 1 covers blocking and replacing"),
            accounts("the address on file is still the Columbus one"),
            act(
                "block_card",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info="a damaged card is blocked and replaced (CARD-14)",
            ),
            caller_act(
                "update_address_in_app",
                customer_id=customer(),
                street=ref("new_address"),
                postcode=ref("new_postcode"),
                info=(
                    "only the customer can change the address, in the app (signed in as "
                    "herself: the customer verified in step 1)"
                ),
            ),
            accounts("the fresh read shows the Dayton address"),
            act(
                "order_replacement_card",
                card_id=from_result("block_card", CARD_ID),
                info=("the card just blocked; ordered after the update, so it is posted to Dayton"),
            ),
        ],
        nl_assertion=(
            "The agent explains that the address can only be changed in the app, "
            "waits until the caller says it is saved, and tells her where the new "
            "card will be posted."
        ),
        difficulty={"caller_steps": 1, "candidate_records": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            # the bank's name as a recogniser writes it too ("in the one bank app")
            must_say(
                "in the app",
                "in the onebank app",
                "in the one bank app",
                note="says the address is changed in the app",
            ),
            must_say(
                value={"fact": "new_address"},
                after="tool:order_replacement_card",
                note="tells the caller where the new card is posted",
            ),
        ],
    )


def guided_procedure_03() -> Authored:
    """A streaming subscription that kept charging after it was cancelled."""
    return scenario(
        3,
        "guided_procedure",
        persona="hurried",  # Jason Hall, a line cook; annoyed at StreamMax
        note=(
            "A streaming subscription that kept charging after it was cancelled. The "
            "dispute is possible only once future charges are stopped (DISP-4), and "
            "only the customer can block a merchant, in the app's card controls. The "
            "agent guides, waits for the report, then disputes the June charge (not "
            "May's, which was before the cancellation)."
        ),
        goal=(
            "You cancelled your StreamMax subscription on May twentieth, but "
            "StreamMax charged your debit card again on June fifth, fifteen dollars "
            "and ninety-nine cents. The May fifth charge was fine. You want the June "
            "money back and no more charges. You have the OneBank app."
        ),
        purpose=(
            "The caller holds the effector (card controls in the app). The dispute "
            "tool refuses while the merchant is not blocked, so the agent must "
            "instruct, wait and then act; and choose the June charge among three of "
            "the same amount."
        ),
        facts=[
            CHARGE_PROBLEM(
                "I cancelled the StreamMax subscription in May and they still charged me in June."
            ),
            FULL_NAME("Jason Hall"),
            DATE_OF_BIRTH("1995-01-12"),
            CARD_LAST4("6021"),
            CHARGE_AMOUNT("15.99"),
            fact(
                "cancel_date",
                "cancellation date",
                "date",
                "2024-05-20",
                keywords=("cancellation", "when did you cancel", "cancelled it on"),
                answers=("I cancelled on {spoken}, I have the email.",),
            ),
            fact(
                "merchant",
                "merchant",
                "text",
                "StreamMax",
                reveal="volunteered",
                keywords=(
                    "which merchant",
                    "which company",
                    "which subscription",
                    "what subscription",
                ),
                answers=("It's {spoken}.",),
            ),
        ],
        script=[
            (
                "Hey, I cancelled my StreamMax subscription back in May, and they "
                "still charged me again this month."
            ),
            ("Hi, StreamMax is still taking money from my card even though I cancelled in May."),
        ],
        caller_actions=[
            CallerAction(
                key="block_merchant",
                tool="block_merchant_in_app",
                arguments={"card_id": "K-6101", "merchant": "StreamMax"},
                instruction=(
                    "To stop future charges, please open the OneBank app, go to card "
                    "controls, block StreamMax, and tell me when that's done."
                ),
                trigger_keywords=("card controls",),
                report_variants=("Okay, done, {result}.", "All right, {result}."),
                duration_s=10,
            )
        ],
        seed={
            "customers": [
                Customer(
                    id="C-6001",
                    full_name="Jason Hall",
                    date_of_birth="1995-01-12",
                    postcode="97214",
                    phone_last4="4467",
                    app_enrolled=True,
                ),
                Customer(
                    id="C-6002",
                    full_name="Janet Hall",
                    date_of_birth="1968-10-22",
                    postcode="97202",
                    phone_last4="1009",
                    app_enrolled=True,
                ),
            ],
            "accounts": [
                checking("A-6051", "C-6001", balance="812.37"),
                checking("A-6061", "C-6002", balance="3390.00"),
            ],
            "cards": [
                debit_card("K-6101", "A-6051", last4="6021"),
                debit_card("K-6201", "A-6061", last4="2106"),
            ],
            "transactions": [
                Transaction(
                    id="T-6301",
                    card_id="K-6101",
                    date="2024-05-05",
                    amount="15.99",
                    merchant="StreamMax",
                    status="posted",
                    recurring=True,
                ),
                Transaction(
                    id="T-6302",
                    card_id="K-6101",
                    date="2024-06-05",
                    amount="15.99",
                    merchant="StreamMax",
                    status="posted",
                    recurring=True,
                ),
                Transaction(
                    id="T-6303",
                    card_id="K-6101",
                    date="2024-06-06",
                    amount="15.99",
                    merchant="Burgerville",
                    status="posted",
                ),
                Transaction(
                    id="T-6304",
                    card_id="K-6101",
                    date="2024-06-07",
                    amount="64.00",
                    merchant="Portland General Electric",
                    status="posted",
                    recurring=True,
                ),
                Transaction(
                    id="T-6401",
                    card_id="K-6201",
                    date="2024-06-05",
                    amount="15.99",
                    merchant="StreamMax",
                    status="posted",
                    recurring=True,
                ),
            ],
        },
        gold=[
            find_customer("Jason and Janet Hall match by surname"),
            verify("tier 1 allows a dispute"),
            accounts("one debit card, K-6101"),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID),
                info=(
                    "StreamMax on May 5th (before cancelling) and June 5th (after); a "
                    "15.99 burger too"
                ),
            ),
            caller_act(
                "block_merchant_in_app",
                card_id=from_result("get_customer_accounts", CARD_ID),
                merchant=ref("merchant"),
                info=(
                    "only the customer can block a merchant (DISP-4); the app shows the "
                    "card read in step 2"
                ),
            ),
            act(
                "open_dispute",
                transaction_id=from_result(
                    "list_card_transactions",
                    TRANSACTION_ID,
                    ref("merchant"),
                    ref("charge_amount"),
                    pick="first",
                ),
                amount=ref("charge_amount"),
                reason=DISPUTE_REASON.over("charge_problem"),
                info=(
                    "the latest StreamMax charge (the list is newest first; the caller "
                    "disputes this month's, after cancelling); refused until the "
                    "merchant is blocked"
                ),
            ),
        ],
        nl_assertion=(
            "The agent tells the caller that future charges must be blocked in the "
            "app first, waits for the caller to confirm, and disputes only the June "
            "charge."
        ),
        difficulty={"caller_steps": 1, "same_amount_charges": 3},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "the app",
                "the onebank app",
                "the one bank app",
                "the app's",
                before="tool:open_dispute",
                note="says future charges are blocked in the app",
            ),
        ],
    )
