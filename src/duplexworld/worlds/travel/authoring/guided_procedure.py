"""Hearthway scenario specs: guided procedure.

The caller acts on their own side (in the app) and reports; only then does the agent write.
"""

from __future__ import annotations

from duplexworld.authoring import asks_none, promises_none
from duplexworld.authoring.checks import CODE_REQUESTS, must_not_say, must_say
from duplexworld.worlds.travel.authoring import (
    ISSUE_CATEGORY,
    Spec,
    account,
    act,
    amount_fact,
    code_fact,
    cohost,
    date_fact,
    fact,
    find_listing,
    house_fact,
    identify,
    identity_facts,
    listing,
    listing_found,
    new_report,
    night_facts,
    ref,
    scenario,
    speak_grouped,
    stay,
    verified_account,
    zip_fact,
)

HARBOR = ("1420", "Harbor Street", "Seattle", "98121")


def guided_procedure_01() -> Spec:
    """A host's payout bounced: step up with an app sign-in request, then switch the account."""
    return scenario(
        1,
        "guided_procedure",
        "calm",  # Brian Cooper, hosts a duplex; his old bank closed his account
        comment=(
            "A returned payout: the bank account was closed. Changing the payout method needs a\n"
            "step-up (AUTH-4): the agent sends an app sign-in request, the caller approves it on\n"
            "his side and reports, then the agent checks it and switches the payout account."
        ),
        goal=(
            "Your payout from last weekend's guests bounced because your old bank closed your "
            "account. You opened a new account, ending three zero nine six, and want the money to "
            "go there."
        ),
        purpose=(
            "Infer a payout method change, step up through the app (no codes by voice), wait for "
            "the caller's approval, then write; tell him about the verification hold."
        ),
        facts=[
            *identity_facts("6127740352", "1978-10-31", "8265"),
            fact(
                "bank_last4",
                "new bank account digits",
                "digits",
                "3096",
                spoken=speak_grouped("3096"),
                keywords=["bank account", "account number"],
                answers=["The new account ends in {spoken}.", "It ends {spoken}."],
            ),
        ],
        opening=[
            "Hi, my payout from last weekend's guests bounced. My old bank closed my account, and "
            "I've opened a new one that I want the money to go to.",
            "Hello, the money from my last booking never arrived, it came back because my old bank "
            "shut my account. I have a new one now.",
        ],
        caller_actions=[
            {
                "key": "approve_push",
                "tool": "approve_authenticator_push",
                "instruction": (
                    "I've sent a sign-in request to your Hearthway app. Please open the app and "
                    "approve the request, then let me know."
                ),
                "trigger_keywords": ["approve the request", "sign-in request"],
                "report_variants": ["Okay, I approved it. The app says {result}."],
                "duration_s": 6,
            }
        ],
        seed={
            "accounts": [
                account(
                    "U-6101",
                    "Brian Cooper",
                    "6127740352",
                    "1978-10-31",
                    "8265",
                    payout_last4="5521",
                    payout_status="returned",
                    authenticator=True,
                ),
                account("U-6104", "Amy Watson", "6125538817", "1993-02-11", "4471"),
            ],
            "listings": [
                listing(
                    "L-2044",
                    "Lake Street Duplex",
                    ("3318", "Lake Street", "Minneapolis", "55408"),
                    "U-6101",
                ),
            ],
        },
        gold=[
            *identify(),
            act("send_authenticator_push", account_id=verified_account(), info="step-up (AUTH-4)"),
            act(
                "approve_authenticator_push",
                actor="user",
                info="the caller approves the request in the app",
            ),
            act("verify_authenticator_push", account_id=verified_account()),
            act(
                "update_payout_method",
                account_id=verified_account(),
                bank_account_last4=ref("bank_last4"),
                info="new method on a 2-day verification hold (PAYOUT-1)",
            ),
        ],
        nl_checks=[
            must_say(
                "two days",
                "2 days",
                "48 hours",
                "forty eight hours",
                "verification hold",
                after="tool:update_payout_method",
                note="tells him the new account is on a verification hold for two days",
            ),
            must_not_say(
                "your code is", "the code is", "code is", act="disclose", note="reads out no code"
            ),
            asks_none(*CODE_REQUESTS, note="never asks for a code"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent never asks for or reads out a code, waits for the caller to approve the "
            "request, and tells him the new account is on a verification hold for two days."
        ),
        difficulty={"caller_steps": 1, "verification_tier": 2, "writes": 1},
    )


def guided_procedure_02() -> Spec:
    """A host's damage report can be submitted only after she uploads photos herself."""
    return scenario(
        2,
        "guided_procedure",
        "deliberate",  # Linda Foster, hosts a ski condo; methodical
        comment=(
            "A cracked glass coffee table after a stay that ended three days ago: open a Stay\n"
            "Assurance report, record the item, then the host uploads photos in the app (only she\n"
            "can) and reports back; only then can the report be submitted (STAY-2)."
        ),
        goal=(
            "Your last guests left on Sunday, and you found the glass coffee table in the living "
            "room cracked right across; it happened on their last night, June eighth, and the "
            "table cost two hundred sixty dollars. You do not know what to do about it."
        ),
        purpose=(
            "Infer a Stay Assurance report, check its window, record one issue with the host's "
            "date and amount, guide her through uploading photos, wait, then submit."
        ),
        facts=[
            *identity_facts("9705582143", "1968-12-11", "9143"),
            code_fact("273941"),
            date_fact(
                "damage_date",
                "date of the damage",
                "2024-06-08",
                ["what day", "which day", "when did it happen", "when was it damaged"],
                "when_asked",
            ),
            amount_fact(
                "table_cost",
                "cost of the table",
                "260.00",
                ["table cost", "how much", "price"],
                "when_asked",
                answers=("The coffee table cost {spoken}.", "The table was {spoken}."),
            ),
        ],
        opening=[
            "Hello. My last guests left on Sunday, and when I went in to clean I found the glass "
            "coffee table in the living room cracked right across. I don't know what I'm supposed "
            "to do about it.",
            "Hi, I host a condo in Vail, and after my last guests checked out I found the glass "
            "coffee table cracked all the way across. What can I do?",
        ],
        caller_actions=[
            {
                "key": "upload_photos",
                "tool": "upload_report_photos",
                "arguments": {"confirmation_code": "273941", "photo_count": 3},
                "instruction": (
                    "Next, please open the Hearthway app, go to Reports, add your photos of the "
                    "damage, and tell me when they are uploaded."
                ),
                "trigger_keywords": ["add your photos", "photos of the damage"],
                "report_variants": ["Okay, they're uploaded. It says {result}."],
                "duration_s": 12,
            }
        ],
        seed={
            "accounts": [
                account("U-6201", "Linda Foster", "9705582143", "1968-12-11", "9143"),
                account("U-6207", "Jason Reed", "3034460928", "1996-03-19", "6602"),
            ],
            "listings": [
                listing(
                    "L-2650", "Aspen Ridge Condo", ("245", "Vail Road", "Vail", "81657"), "U-6201"
                ),
            ],
            "reservations": [
                stay(
                    "273941",
                    "L-2650",
                    "U-6207",
                    ("2024-06-06", "2024-06-09"),
                    "1260.00",
                    status="completed",
                    guests=4,
                ),
            ],
        },
        gold=[
            *identify(),
            act(
                "get_reservation",
                confirmation_code=ref("confirmation_code"),
                info="host view; checkout 2024-06-09",
            ),
            act(
                "check_stay_assurance_window",
                confirmation_code=ref("confirmation_code"),
                info="open until 2024-06-23",
            ),
            act("open_stay_assurance_report", confirmation_code=ref("confirmation_code")),
            act(
                "add_report_issue",
                report_id=new_report(),
                category=ISSUE_CATEGORY.over("table_cost"),
                incident_date=ref("damage_date"),
                amount=ref("table_cost"),
            ),
            act(
                "upload_report_photos",
                actor="user",
                info="only the host can add photos",
                confirmation_code=ref("confirmation_code"),
                photo_count=3,
            ),
            act(
                "submit_stay_assurance_report",
                report_id=new_report(),
                info="possible only once photos are uploaded",
            ),
        ],
        nl_checks=[
            promises_none(phrase_class="payment_promise", note="does not promise reimbursement")
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent does not promise reimbursement and waits for the caller to confirm the "
            "photos are uploaded before submitting."
        ),
        difficulty={"caller_steps": 1, "issues": 1, "writes": 3},
    )


def guided_procedure_03() -> Spec:
    """An invited co-host must accept the invitation himself before nights can be blocked."""
    first, last = "2024-06-21", "2024-06-23"
    return scenario(
        3,
        "guided_procedure",
        "hurried",  # Chris Porter, helps a friend with her cabin; impatient with the app
        comment=(
            "The app says he has no access: his co-host invitation is still pending (ROSTER-2).\n"
            "Staff cannot accept it; the caller accepts it in his inbox and reports, then the\n"
            "festival weekend is blocked."
        ),
        goal=(
            "Your friend Angela asked you to help manage her cabin rental and wants the festival "
            "weekend kept free, from the night of June twenty-first through the night of June "
            "twenty-third. When you try to do anything with her listing, the app says you do not "
            "have access."
        ),
        purpose=(
            "Diagnose a pending invitation from the caller's role, guide him to accept it on his "
            "side, wait for the report, then block the nights."
        ),
        facts=[
            *identity_facts("4065527394", "1989-05-05", "2716"),
            house_fact("7830"),
            zip_fact("59801"),
            *night_facts(first, last),
        ],
        opening=[
            "Hi, my friend Angela asked me to help manage her cabin rental, and she wants the "
            "festival weekend kept free. But when I try to do anything with her listing, the app "
            "tells me I don't have access.",
            "Hello, I'm supposed to be helping my friend with her cabin listing, but the app keeps "
            "saying I don't have access, and she needs the festival weekend kept clear.",
        ],
        caller_actions=[
            {
                "key": "accept_invitation",
                "tool": "accept_cohost_invitation",
                "arguments": {"invitation_id": "CH-31"},
                "instruction": (
                    "Your co-host invitation hasn't been accepted yet. Please open your Hearthway "
                    "inbox, accept the co-host invitation, and tell me when it's done."
                ),
                "trigger_keywords": ["inbox", "accept the co-host invitation"],
                "report_variants": ["Okay, done. It says {result}."],
                "duration_s": 8,
            }
        ],
        seed={
            "accounts": [
                account("U-6301", "Chris Porter", "4065527394", "1989-05-05", "2716"),
                account("U-6305", "Angela Ross", "4063318860", "1971-07-21", "5094"),
            ],
            "listings": [
                listing(
                    "L-3120",
                    "Riverside Cabin",
                    ("7830", "River Road", "Missoula", "59801"),
                    "U-6305",
                ),
            ],
            "cohosts": [cohost("CH-31", "L-3120", "U-6301", "calendar", status="invited")],
        },
        gold=[
            *identify(),
            find_listing(),
            act("get_listing", listing_id=listing_found(), info="role: invited, not yet accepted"),
            act(
                "accept_cohost_invitation",
                actor="user",
                invitation_id="CH-31",
                info="the caller accepts in his inbox (ROSTER-2)",
            ),
            act(
                "check_calendar",
                listing_id=listing_found(),
                first_night=ref("first_night"),
                last_night=ref("last_night"),
            ),
            act(
                "block_calendar_dates",
                listing_id=listing_found(),
                first_night=ref("first_night"),
                last_night=ref("last_night"),
            ),
        ],
        difficulty={"caller_steps": 1, "caller_role": "invited co-host", "writes": 1},
    )
