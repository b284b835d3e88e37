"""Banking scenarios: identity verification."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    asks_none,
    caller_act,
    discloses_none,
    fact,
    from_result,
    ref,
)
from duplexworld.authoring.checks import CODE_REQUESTS, HOLD_DISCLOSURES, must_not_say
from duplexworld.scenario.schema import CallerAction, WorldChange
from duplexworld.worlds.banking.authoring.common import (
    ACCOUNT_ID,
    CARD_ID,
    CARD_LAST4,
    DATE_OF_BIRTH,
    FULL_NAME,
    PAYMENT_AMOUNT,
    POSTCODE,
    accounts,
    customer,
    find_customer,
    scenario,
    verify,
)
from duplexworld.worlds.banking.authoring.records import (
    Customer,
    Payee,
    Transaction,
    checking,
    debit_card,
    savings,
)


def identity_verification_01() -> Authored:
    """Declines at the pharmacy are a fraud hold after a purchase in Toronto."""
    return scenario(
        1,
        "identity_verification",
        persona="new_yorker",  # Emily Carter, a teacher; in a hurry, offers "just the last four"
        note=(
            "Declines at the pharmacy are a fraud hold after a purchase in Toronto. "
            "Two customers share the surname; releasing the hold needs tier 2 (date "
            "of birth + card last four + postcode)."
        ),
        goal=(
            "Your debit card keeps getting declined at the pharmacy and you need to "
            "pick up your prescription today. You were in Toronto for work last week "
            "and used the card there."
        ),
        purpose=(
            "Infer a fraud hold from repeated declines, tell apart two customers "
            "with the same surname by verification, and step up to tier 2 (only "
            "stated in the policy) before releasing the hold."
        ),
        facts=[
            FULL_NAME("Emily Carter", answers=("It's {spoken}.", "My name is {spoken}.")),
            DATE_OF_BIRTH("1979-03-14"),
            CARD_LAST4(
                "4471",
                answers=("The last four are {spoken}.", "It ends in {spoken}."),
                spoken="forty-four seventy-one",
            ),
            POSTCODE("60614", spoken="six oh six one four"),
            fact(
                "recent_travel",
                "recent travel",
                "text",
                "in Toronto last week and made the purchases there",
                spoken="I was in Toronto for work last week, and yes, I used my card there",
                keywords=(
                    "travel",
                    "abroad",
                    "trip",
                    "out of the country",
                    "recognize",
                    "recognise",
                    "did you make",
                ),
                answers=("{spoken}.",),
            ),
        ],
        script=[
            (
                "Hi, my card keeps getting declined at the pharmacy and I really "
                "need to pick up my prescription today."
            ),
            (
                "Hello, my debit card just got declined again at the pharmacy, and I "
                "need my prescription today. Can you help?"
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-2231",
                    full_name="Emily Carter",
                    date_of_birth="1979-03-14",
                    postcode="60614",
                    phone_last4="8802",
                ),
                Customer(
                    id="C-2232",
                    full_name="Emma Carter",
                    date_of_birth="1981-11-02",
                    postcode="60657",
                    phone_last4="3315",
                ),
            ],
            "accounts": [
                checking("A-3001", "C-2231", balance="1204.33"),
                checking("A-3002", "C-2232", balance="3470.00"),
            ],
            "cards": [
                debit_card(
                    "K-88",
                    "A-3001",
                    last4="4471",
                    status="fraud_hold",
                    hold_reason="foreign purchase T-9001",
                ),
                debit_card("K-89", "A-3002", last4="4417"),
            ],
            "transactions": [
                Transaction(
                    id="T-9001",
                    card_id="K-88",
                    date="2024-05-09",
                    amount="64.20",
                    merchant="Shoppers Drug Mart",
                    location="Toronto, ON",
                    status="posted",
                ),
                Transaction(
                    id="T-9002",
                    card_id="K-88",
                    date="2024-05-13",
                    amount="18.75",
                    merchant="Walgreens",
                    location="Chicago, IL",
                    status="declined",
                ),
                Transaction(
                    id="T-9003",
                    card_id="K-88",
                    date="2024-05-14",
                    amount="23.40",
                    merchant="Walgreens",
                    location="Chicago, IL",
                    status="declined",
                ),
                Transaction(
                    id="T-9101",
                    card_id="K-89",
                    date="2024-05-12",
                    amount="51.00",
                    merchant="Target",
                    location="Chicago, IL",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("two Carters match; the name does not tell which one is calling"),
            verify("tier 1 identifies Emily, not Emma"),
            accounts("shows card K-88 on fraud_hold"),
            act(
                "check_postcode_factor",
                customer_id=customer(),
                postcode=ref("postcode"),
                info="step-up to tier 2, required to release a fraud hold (ID-2, FRAUD-2)",
            ),
            act(
                "release_fraud_hold",
                card_id=from_result("get_customer_accounts", CARD_ID, ref("card_last4")),
                info="the caller made the Toronto purchase, so the hold is released",
            ),
        ],
        reward_basis=("DB", "ACTION", "NL_ASSERTION"),
        nl_assertion=(
            "The agent does not disclose the fraud hold or its reason before the "
            "caller is verified."
        ),
        difficulty={"candidate_records": 2, "verification_tier": 2},
        nl_checks=[
            discloses_none(
                *HOLD_DISCLOSURES,
                "toronto",
                "canada",
                before="tool:verify_identity",
                note="does not disclose the fraud hold before the caller is verified",
            )
        ],
    )


def identity_verification_02() -> Authored:
    """Tier 3 without the app: the caller has a new phone and no OneBank app, so..."""
    return scenario(
        2,
        "identity_verification",
        # Nicole Turner, a single mother between shifts; worried about the deadline
        persona="caribbean",
        note=(
            "Tier 3 without the app: the caller has a new phone and no OneBank app, "
            "so possession is shown by typing a texted number on the keypad (ID-6); "
            "the number is never heard. While the step-up runs, the daycare's payee "
            "record is replaced (new bank details): a payment to the payee first "
            "read fails, a fresh read shows the active one (PAY-1). Volatility."
        ),
        goal=(
            "Your son's daycare, Little Oaks Daycare, must be paid eight hundred "
            "seventy-five dollars today or he loses his spot. You got a new phone "
            "last week (same number) and have not set up the OneBank app on it, so "
            "you cannot pay it yourself. When a text arrives you would offer to read "
            "it out, but you will type it on the keypad if asked."
        ),
        purpose=(
            "Authority before the act: a payee payment needs tier 3; the app route "
            "is unavailable, so the keypad route must be used (the number stays on "
            "the caller's side). The payee record changes after the first read, so "
            "the payment must use a fresh read of the saved payees."
        ),
        facts=[
            FULL_NAME("Nicole Turner"),
            DATE_OF_BIRTH("1989-11-19"),
            CARD_LAST4("1357"),
            PAYMENT_AMOUNT("875.00", reveal="when_asked"),
        ],
        script=[
            (
                "Hi, I need to pay my son's daycare today or he loses his spot. I "
                "just got a new phone and haven't set up your app on it yet, so I "
                "can't do it myself."
            ),
            (
                "Hello, I have to get the daycare paid today, and I can't do it from "
                "my phone because the banking app isn't on my new phone yet."
            ),
        ],
        caller_actions=[
            CallerAction(
                key="keypad_entry",
                tool="enter_texted_number_on_keypad",
                instruction=(
                    "I've sent a text message to your phone. Please type the number "
                    "from that text on your phone's keypad now, without saying it "
                    "out loud, and tell me when you're done."
                ),
                trigger_keywords=("keypad",),
                report_variants=(
                    "Okay, I typed it in. It said {result}.",
                    "Done, I heard {result}.",
                ),
                duration_s=8,
            )
        ],
        world_changes=[
            WorldChange(
                after="tool:get_customer_accounts",
                occurrence=1,
                table="payees",
                key="P-21",
                set={"status": "closed", "note": "bank details changed, use P-22"},
                note="the payee directory closes the old daycare record",
            ),
            WorldChange(
                after="tool:get_customer_accounts",
                occurrence=1,
                table="payees",
                key="P-22",
                set={"status": "active", "note": "new bank details from the payee directory"},
                note="and activates the replacement record",
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-2101",
                    full_name="Nicole Turner",
                    date_of_birth="1989-11-19",
                    postcode="37206",
                    phone_last4="6614",
                    app_enrolled=False,
                ),
                Customer(
                    id="C-2102",
                    full_name="Nathan Turner",
                    date_of_birth="1987-02-02",
                    postcode="37209",
                    phone_last4="3095",
                    app_enrolled=True,
                ),
            ],
            "accounts": [
                checking("A-2201", "C-2101", balance="3210.40"),
                checking("A-2301", "C-2102", balance="905.55"),
            ],
            "cards": [
                debit_card("K-2401", "A-2201", last4="1357"),
                debit_card("K-2501", "A-2301", last4="5731"),
            ],
            "payees": [
                Payee(
                    id="P-21",
                    customer_id="C-2101",
                    name="Little Oaks Daycare",
                    status="active",
                    added="2023-09-01",
                ),
                Payee(
                    id="P-22",
                    customer_id="C-2101",
                    name="Little Oaks Daycare",
                    status="pending",
                    added="2024-06-10",
                    note="new bank details from the payee directory, replaces P-21",
                ),
                Payee(
                    id="P-23",
                    customer_id="C-2101",
                    name="Nashville Electric Service",
                    status="active",
                    added="2022-01-15",
                ),
                Payee(
                    id="P-31",
                    customer_id="C-2102",
                    name="Little Oaks Daycare",
                    status="active",
                    added="2024-01-08",
                ),
            ],
            "transactions": [
                Transaction(
                    id="T-2601",
                    card_id="K-2401",
                    date="2024-06-08",
                    amount="41.19",
                    merchant="Kroger",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Nicole and Nathan Turner match by surname"),
            verify("tier 1, the base of every step-up"),
            accounts("P-21 active, P-22 pending; the directory update lands right after this read"),
            act(
                "start_step_up",
                customer_id=customer(),
                method="keypad_entry",
                info="no app is registered, so app_approval would be refused (ID-6)",
            ),
            caller_act(
                "enter_texted_number_on_keypad", info="the caller types the number; nobody says it"
            ),
            act(
                "check_step_up",
                customer_id=customer(),
                info="tier 3 for the payment (PAY-1)",
            ),
            accounts("the fresh read shows P-21 closed and P-22 active"),
            act(
                "pay_saved_payee",
                account_id=from_result("get_customer_accounts", ACCOUNT_ID, ref("card_last4")),
                payee_id=from_result("get_customer_accounts", r"use (P-\d+)"),
                amount=ref("payment_amount"),
                info=(
                    "the active daycare payee of the fresh read (PAY-1: pay the active "
                    "one); paying P-21 from the stale read is refused (closed)"
                ),
            ),
        ],
        nl_checks=[
            must_not_say(
                "sent the payment",
                "sent the money",
                "sent the eight hundred",
                "sent the 875",
                "payment is sent",
                "payment has been sent",
                "payment went through",
                "i've paid",
                "i have paid",
                "made the payment",
                "payment is made",
                "has been paid",
                before="tool:check_step_up",
                note="does not pay before the step-up is complete",
            ),
            asks_none(*CODE_REQUESTS, note="never asks for the number sent by text"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent never asks for, accepts or repeats the number sent by text, "
            "and stops the caller if she starts to read it out; it does not pay "
            "before the step-up is complete."
        ),
        difficulty={
            "verification_tier": 3,
            "step_up": "keypad_entry",
            "volatile_records": 2,
            "candidate_records": 2,
        },
    )


def identity_verification_03() -> Authored:
    """A scam call asked for the code in a text (SEC-1)."""
    return scenario(
        3,
        "identity_verification",
        persona="bright",  # Stephanie Clark, an office manager; composed but shaken
        note=(
            "A scam call asked for the code in a text (SEC-1). The caller offers to "
            "read the code to the agent; the agent must verify her with date of "
            "birth and card digits instead (two Clarks match the name), lock the "
            "card and go through the recent transactions with her."
        ),
        goal=(
            "A man phoned you saying he was from OneBank's fraud team and asked you "
            "to read him a code that had just come by text. You hung up without "
            "giving it. You still have the text and would offer to read the code to "
            "the bank, since you think that proves who you are. You recognise every "
            "recent charge on your card. You want to be safe."
        ),
        purpose=(
            "Identity is established with the bank's own factors, never with a code "
            "from a text (SEC-1; no tool could take one). Two customers share the "
            "surname; the one with matching date of birth and card digits is the "
            "caller. Then the card is locked (not blocked: nothing was taken) and "
            "recent transactions are reviewed."
        ),
        facts=[
            FULL_NAME("Stephanie Clark"),
            DATE_OF_BIRTH("1986-06-06"),
            CARD_LAST4("8024"),
            fact(
                "recent_charges",
                "recent charges",
                "text",
                "recognises every charge",
                spoken="Those all look like mine, I don't see anything strange",
                keywords=("recognize", "recognise", "strange", "unusual", "recent charges"),
                answers=("{spoken}.",),
            ),
        ],
        script=[
            (
                "Hi. A man just phoned me saying he was from your fraud team, and he "
                "asked me to read him a code that came by text. I hung up on him, "
                "but I'm worried. I still have the text here if you want me to read "
                "you the code, so you know it's really me."
            ),
            (
                "Hello, someone called pretending to be OneBank and wanted the code "
                "from a text message I got. I didn't give it to him. Should I read "
                "it to you instead?"
            ),
        ],
        seed={
            "customers": [
                Customer(
                    id="C-3101",
                    full_name="Steven Clark",
                    date_of_birth="1984-06-16",
                    postcode="02139",
                    phone_last4="5210",
                    app_enrolled=True,
                ),
                Customer(
                    id="C-3102",
                    full_name="Stephanie Clark",
                    date_of_birth="1986-06-06",
                    postcode="02145",
                    phone_last4="6650",
                    app_enrolled=True,
                ),
            ],
            "accounts": [
                checking("A-3201", "C-3101", balance="2881.03"),
                checking("A-3202", "C-3102", balance="4102.66"),
                savings("A-3203", "C-3102", balance="12500.00"),
            ],
            "cards": [
                debit_card("K-3301", "A-3201", last4="8042"),
                debit_card("K-3302", "A-3202", last4="8024"),
            ],
            "transactions": [
                Transaction(
                    id="T-3401",
                    card_id="K-3302",
                    date="2024-06-09",
                    amount="52.30",
                    merchant="Stop and Shop",
                    status="posted",
                ),
                Transaction(
                    id="T-3402",
                    card_id="K-3302",
                    date="2024-06-08",
                    amount="3.75",
                    merchant="Dunkin",
                    status="posted",
                ),
                Transaction(
                    id="T-3403",
                    card_id="K-3302",
                    date="2024-06-06",
                    amount="119.00",
                    merchant="Verizon Wireless",
                    status="posted",
                ),
                Transaction(
                    id="T-3501",
                    card_id="K-3301",
                    date="2024-06-09",
                    amount="75.00",
                    merchant="Target",
                    status="posted",
                ),
            ],
        },
        gold=[
            find_customer("Steven and Stephanie Clark match by surname"),
            verify("the bank's own factors, never the texted code (SEC-1)"),
            accounts("one debit card, K-3302"),
            act(
                "lock_card",
                card_id=from_result("get_customer_accounts", CARD_ID),
                info="SEC-1 says lock the card after a code-phishing call",
            ),
            act(
                "list_card_transactions",
                card_id=from_result("get_customer_accounts", CARD_ID),
                info=(
                    "SEC-1 says verify recent transactions; all are the caller's, so no "
                    "block or dispute"
                ),
            ),
        ],
        nl_checks=[
            asks_none(*CODE_REQUESTS, note="does not ask to hear the code"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent refuses to hear the code, tells the caller OneBank never asks "
            "for such codes, verifies her with date of birth and card digits, and "
            "locks the card."
        ),
        difficulty={"candidate_records": 2, "offered_code": True},
    )
