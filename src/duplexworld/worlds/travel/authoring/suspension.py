"""Hearthway scenario specs: suspension.

The caller steps away (dead air) and the records may change meanwhile.
"""

from __future__ import annotations

from duplexworld.authoring import must_not_say, must_say
from duplexworld.worlds.travel.authoring import (
    ISSUE_CATEGORY,
    Spec,
    account,
    act,
    amount_fact,
    code_fact,
    cohost,
    date_fact,
    find_listing,
    house_fact,
    identify,
    identity_facts,
    listing,
    listing_found,
    new_report,
    ref,
    refund_shown,
    scenario,
    stay,
    zip_fact,
)


def suspension_01() -> Spec:
    """A guest steps away for her code; meanwhile the host approved a shorter stay."""
    return scenario(
        1,
        "suspension",
        "calm",  # Carol Dixon, looks for the confirmation email in another room
        comment=(
            "The caller steps away for 40 s to find her confirmation email. The host approves her\n"
            "earlier request to shorten the stay (world change after the first reservation\n"
            "read): the total drops to 750.00, and only a fresh read quotes the right refund."
        ),
        goal=(
            "Your trip to Quarry Lake is off. You asked the host last week to shorten it and have "
            "not heard back. You need to find your confirmation email before you can give the "
            "code. You want to cancel for whatever the rules refund."
        ),
        purpose=(
            "Hold through 40 s of dead air without hanging up, re-read the trip after the host's "
            "change (CANCEL-5) and cancel with the current refund."
        ),
        facts=[*identity_facts("6085527413", "1977-03-28", "2941"), code_fact("508613")],
        opening=[
            "Hi, I'm afraid our trip to Quarry Lake next month isn't going to happen after all.",
            "Hello, we can't go on our Quarry Lake trip in July anymore, and I need to deal with "
            "the booking.",
        ],
        suspension={
            "after": "fact:card_last4",
            "duration_s": 40,
            "leave_variants": [
                "Sorry, can you hold on a minute? I need to go find the confirmation email.",
            ],
            "return_variants": [
                "Sorry about that, I'm back. I just saw a message from the host about my "
                "booking, too.",
            ],
        },
        world_changes=[
            {
                "after": "caller:resume",
                "announced_by": "caller:resume",
                "table": "reservations",
                "key": "508613",
                "set": {"check_out": "2024-07-11", "total": "750.00"},
                "note": "while the caller is away the host approves the earlier request to "
                "shorten the stay to three nights",
            },
        ],
        seed={
            "accounts": [
                account("U-8101", "Carol Dixon", "6085527413", "1977-03-28", "2941"),
                account("U-8106", "Peter Collins", "6083318264", "1968-06-17", "5572"),
            ],
            "listings": [
                listing(
                    "L-6611",
                    "Quarry Lake House",
                    ("2290", "Quarry Road", "Baraboo", "53913"),
                    "U-8106",
                ),
            ],
            "reservations": [
                stay(
                    "508613", "L-6611", "U-8101", ("2024-07-08", "2024-07-13"), "1250.00", guests=5
                ),
            ],
        },
        gold=[
            *identify(),
            act(
                "get_reservation",
                confirmation_code=ref("confirmation_code"),
                info="after the caller is back: shortened to three nights, 750.00 (CANCEL-5); "
                "a read before the hold shows five nights, 1250.00",
            ),
            act(
                "cancel_reservation",
                confirmation_code=ref("confirmation_code"),
                refund_amount=refund_shown(),
                info="a cancellation on the stale 1250.00 is refused",
            ),
        ],
        nl_checks=[
            must_not_say(
                "1250",
                "twelve hundred fifty",
                "one thousand two hundred fifty",
                "1,250",
                act="inform",
                note="does not quote the full 1250 as the refund",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent waits while the caller is away without hanging up, and quotes the refund "
            "of 750 dollars, not 1250, before cancelling."
        ),
        difficulty={"suspension_s": 40, "world_changes": 1, "writes": 1},
    )


def suspension_02() -> Spec:
    """A co-host steps away to text the host, who changes check-in herself: change nothing."""
    return scenario(
        2,
        "suspension",
        "caribbean",  # Gary Palmer, co-hosts for Susan; texting her during the call
        comment=(
            "The co-host wants check-in no earlier than 16:00 and steps away for 30 s to text the\n"
            "host. The host sets 17:00 herself (world change after the first listing read). The\n"
            "right ending is a re-read and no write: 16:00 would overwrite the host (LIST-1)."
        ),
        goal=(
            "You co-host Susan's guest suite in Orlando. Guests should not arrive before four so "
            "the cleaner has time; it is three now. Susan said she might look at it herself. If "
            "check-in is already four or later, leave it as it is."
        ),
        purpose=(
            "Doing nothing correctly: after dead air and the host's own change, re-read, see "
            "17:00 already meets the need, and do not overwrite the host."
        ),
        facts=[
            *identity_facts("4075562031", "1983-08-12", "7398"),
            house_fact("2840"),
            zip_fact("32803"),
        ],
        opening=[
            "Hi, I co-host a guest suite in Orlando. Guests are allowed in at three, but our "
            "cleaner needs until four, so it has to be four at the earliest.",
            "Hello, I help run a guest suite in Orlando. Check-in is at three and the cleaner "
            "can't finish before four.",
        ],
        suspension={
            "after": "fact:card_last4",
            "duration_s": 30,
            "leave_variants": [
                "Can you hold on a second? Susan's texting me about the listing.",
            ],
            "return_variants": [
                "Sorry, I'm back. Susan says she may have changed something on the listing "
                "herself just now.",
            ],
        },
        world_changes=[
            {
                "after": "caller:resume",
                "announced_by": "caller:resume",
                "table": "listings",
                "key": "L-7150",
                "set": {"checkin_time": "17:00"},
                "note": "while the co-host is away the primary host moves check-in to 17:00 "
                "herself",
            },
        ],
        seed={
            "accounts": [
                account("U-8201", "Susan Price", "4073318562", "1976-01-30", "6150"),
                account("U-8204", "Gary Palmer", "4075562031", "1983-08-12", "7398"),
            ],
            "listings": [
                listing(
                    "L-7150",
                    "Magnolia Guest Suite",
                    ("2840", "Magnolia Avenue", "Orlando", "32803"),
                    "U-8201",
                ),
            ],
            "cohosts": [cohost("CH-72", "L-7150", "U-8204", "full")],
        },
        gold=[
            *identify(),
            find_listing(),
            act(
                "get_listing",
                listing_id=listing_found(),
                info="after the caller is back: the host set 17:00; no write (LIST-1)",
            ),
        ],
        nl_assertion=(
            "The agent does not change the check-in time, and tells the caller it is already "
            "17:00, later than four."
        ),
        nl_checks=[
            must_say(
                "five pm",
                "five p m",
                "5 pm",
                "5:00 pm",
                "17:00",
                "five o'clock",
                "five in the afternoon",
                "seventeen hundred",
                value={"result": 3, "pattern": r"Check-in from (\d{2}:\d{2})"},
                note="tells the caller check-in is already 17:00",
            ),
            must_not_say(
                "changed it to four",
                "set it to four",
                "updated it to four",
                "changed the check-in to four",
                note="does not change the time",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"suspension_s": 30, "world_changes": 1, "writes": 0},
    )


def suspension_03() -> Spec:
    """A host steps away for the receipt while a damage report is taken."""
    return scenario(
        3,
        "suspension",
        "deliberate",  # Kevin Walsh, hosts a loft; keeps receipts in a drawer downstairs
        comment=(
            "A broken bed frame after a stay that ended two days ago. The host gives the date,\n"
            "then steps away for 50 s to find the receipt before giving the amount. Photos are\n"
            "already in the app, so the report is opened, filled and submitted."
        ),
        goal=(
            "The guests who just checked out of your loft broke the bed frame in the main bedroom "
            "on June ninth. You already put pictures in the app. You need your receipt to know "
            "the amount: three hundred eighty dollars."
        ),
        purpose=(
            "Keep the call open through 50 s of dead air in the middle of an intake, then record "
            "the amount and submit."
        ),
        facts=[
            *identity_facts("6025519837", "1980-02-02", "5813"),
            code_fact("671920"),
            date_fact(
                "damage_date",
                "date of the damage",
                "2024-06-09",
                ["what day", "which day", "when did it happen", "when was it damaged"],
                "when_asked",
            ),
            amount_fact(
                "bed_cost",
                "cost of the bed frame",
                "380.00",
                ["bed frame cost", "how much", "price"],
                "when_asked",
                answers=("The bed frame cost {spoken}.", "The bed frame was {spoken}."),
            ),
        ],
        opening=[
            "Hi, the guests who just checked out of my loft broke the bed frame in the main "
            "bedroom. I've already put pictures in the app, but I don't know what happens next.",
            "Hello, my last guests broke the bed frame in my loft's main bedroom. The pictures are "
            "in the app already. What do I do now?",
        ],
        suspension={
            "after": "fact:damage_date",
            "duration_s": 50,
            "leave_variants": [
                "Hold on a minute, let me go find the receipt for the frame.",
            ],
            "return_variants": ["Okay, I'm back, I found the receipt."],
        },
        seed={
            "accounts": [
                account("U-8301", "Kevin Walsh", "6025519837", "1980-02-02", "5813"),
                account("U-8307", "Rachel Morgan", "4805527791", "1997-08-25", "3360"),
            ],
            "listings": [
                listing(
                    "L-8305",
                    "Canyon View Loft",
                    ("1619", "Canyon Road", "Phoenix", "85016"),
                    "U-8301",
                ),
            ],
            "reservations": [
                stay(
                    "671920",
                    "L-8305",
                    "U-8307",
                    ("2024-06-07", "2024-06-10"),
                    "540.00",
                    status="completed",
                    host_photos=5,
                ),
            ],
        },
        gold=[
            *identify(),
            act("get_reservation", confirmation_code=ref("confirmation_code")),
            act(
                "check_stay_assurance_window",
                confirmation_code=ref("confirmation_code"),
                info="open until 2024-06-24",
            ),
            act("open_stay_assurance_report", confirmation_code=ref("confirmation_code")),
            act(
                "add_report_issue",
                report_id=new_report(),
                category=ISSUE_CATEGORY.over("bed_cost"),
                incident_date=ref("damage_date"),
                amount=ref("bed_cost"),
            ),
            act(
                "submit_stay_assurance_report",
                report_id=new_report(),
                info="photos are already uploaded",
            ),
        ],
        difficulty={"suspension_s": 50, "issues": 1, "writes": 3},
    )
