"""Hearthway scenario specs: single intent (the control condition: one request, one path)."""

from __future__ import annotations

from duplexworld.authoring import must_say
from duplexworld.worlds.travel.authoring import (
    Spec,
    account,
    act,
    code_fact,
    cohost,
    find_listing,
    house_fact,
    identify,
    identity_facts,
    listing,
    listing_found,
    night_facts,
    ref,
    refund_shown,
    scenario,
    stay,
    time_fact,
    zip_fact,
)

PORTLAND = ("1240", "Alder Street", "Portland", "97214")


def single_intent_01() -> Spec:
    """A full co-host moves check-in later for the cleaner (control: one write, one listing)."""
    return scenario(
        1,
        "single_intent",
        "midlands",  # Mark Turner, helps a friend run her Portland apartment; friendly
        comment=(
            "Guests walk in on a half-cleaned flat: a full co-host moves check-in from 15:00 to\n"
            "16:00. A second listing in the same ZIP code belongs to another host."
        ),
        goal=(
            "You help your friend Susan run her apartment rental in Portland as a co-host. Guests "
            "keep arriving at three, but the cleaner is not done until four. You want guests to "
            "be able to come in from four in the afternoon instead."
        ),
        purpose=(
            "Control condition for listings: infer a check-in time change from the symptom, find "
            "the listing by address, see that the caller's full co-host role allows it, and set "
            "16:00 (four in the afternoon, not 04:00)."
        ),
        facts=[
            *identity_facts("4153829061", "1986-04-19", "7352"),
            house_fact("1240"),
            zip_fact("97214"),
            time_fact(
                "checkin_time",
                "new check-in time",
                "16:00",
                "four in the afternoon",
                ["check-in time", "what time", "new time", "which time"],
            ),
        ],
        opening=[
            "Hi, I help my friend Susan run her apartment rental in Portland. Guests keep showing "
            "up at three, but our cleaner isn't finished until four, so people are walking in on "
            "a half-cleaned place. I'd like them to come from four o'clock instead.",
            "Hello, I co-host a rental in Portland for a friend. The guests are allowed in at "
            "three, and the cleaner needs until four, so they keep finding the place half done.",
        ],
        seed={
            "accounts": [
                account("U-1101", "Susan Price", "5038821406", "1979-09-02", "6605"),
                account("U-1104", "Mark Turner", "4153829061", "1986-04-19", "7352"),
                account("U-1107", "Linda Foster", "5032217788", "1968-12-11", "9143"),
            ],
            "listings": [
                listing("L-5120", "Alder Street Loft", PORTLAND, "U-1101"),
                listing(
                    "L-5188",
                    "Garden Suite",
                    ("1420", "Alder Street", "Portland", "97214"),
                    "U-1107",
                ),
            ],
            "cohosts": [cohost("CH-51", "L-5120", "U-1104", "full")],
        },
        gold=[
            *identify(),
            find_listing("one listing at 1240; 1420 is another host's"),
            act(
                "get_listing",
                listing_id=listing_found(),
                info="role: co-host with full permissions",
            ),
            act(
                "update_checkin_time",
                listing_id=listing_found(),
                checkin_time=ref("checkin_time"),
                info="four in the afternoon (LIST-1)",
            ),
        ],
        nl_assertion="The agent confirms four in the afternoon (16:00) before changing the time.",
        difficulty={"candidate_records": 1, "caller_role": "full co-host", "writes": 1},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "checkin_time"},
                before="tool:update_checkin_time",
                note="confirms 16:00",
            ),
        ],
    )


def single_intent_02() -> Spec:
    """A guest calls off a trip under a flexible policy: full refund, read back, cancel."""
    return scenario(
        2,
        "single_intent",
        "new_yorker",  # Laura Bennett, her father's surgery was moved; anxious, quick
        comment=(
            "A trip that cannot happen: the booking guest cancels under a flexible policy for a\n"
            "full refund. Another guest's trip at the same cottage has a similar code."
        ),
        goal=(
            "Your father's surgery was moved to the week of your family trip to Asheville, so you "
            "cannot go. You want to know what happens with the booking and get your money back."
        ),
        purpose=(
            "Control condition for trips: infer a cancellation from the symptom, read the trip "
            "and its refund back, and cancel with the refund the policy gives (540.00)."
        ),
        facts=[*identity_facts("9193047752", "1990-01-27", "3918"), code_fact("736215")],
        opening=[
            "Hi, my dad's surgery just got moved to the week of our trip to Asheville, so there's "
            "no way we can go now. What happens with our booking?",
            "Hello, we can't go to Asheville next month anymore, my father's surgery got moved "
            "to that week. I need to sort out our stay.",
        ],
        seed={
            "accounts": [
                account("U-1201", "Laura Bennett", "9193047752", "1990-01-27", "3918"),
                account("U-1205", "Gary Palmer", "8282915530", "1961-06-30", "4402"),
                account("U-1209", "Nancy Hughes", "7045580193", "1983-03-08", "2390"),
            ],
            "listings": [
                listing(
                    "L-6301",
                    "Blue Ridge Cottage",
                    ("58", "Laurel Lane", "Asheville", "28801"),
                    "U-1205",
                ),
            ],
            "reservations": [
                stay(
                    "736215",
                    "L-6301",
                    "U-1201",
                    ("2024-07-12", "2024-07-15"),
                    "540.00",
                    policy="flexible",
                    guests=4,
                ),
                stay(
                    "736251",
                    "L-6301",
                    "U-1209",
                    ("2024-08-02", "2024-08-05"),
                    "585.00",
                    policy="flexible",
                ),
            ],
        },
        gold=[
            *identify(),
            act(
                "get_reservation",
                confirmation_code=ref("confirmation_code"),
                info="flexible: a cancellation today refunds the full 540.00",
            ),
            act(
                "cancel_reservation",
                confirmation_code=ref("confirmation_code"),
                refund_amount=refund_shown(),
                info="after reading back dates and refund (CANCEL-2)",
            ),
        ],
        nl_assertion=(
            "The agent reads back the Asheville dates and the full refund of 540 dollars before "
            "cancelling."
        ),
        difficulty={"candidate_records": 1, "cancellation_policy": "flexible", "writes": 1},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"result": 2, "pattern": "would refund (\\d+\\.\\d{2})"},
                after="tool:cancel_reservation",
                note="tells the refund",
            ),
        ],
    )


def single_intent_03() -> Spec:
    """A primary host keeps a holiday week free for family: check the calendar, block."""
    first, last = "2024-07-03", "2024-07-06"
    return scenario(
        3,
        "single_intent",
        "received",  # Robert King, retired teacher; careful, gives dates slowly
        comment=(
            "Family over the Fourth of July: the primary host blocks the nights of July 3 to 6.\n"
            "A guest has booked later in July; those nights must stay bookable."
        ),
        goal=(
            "Your whole family is coming to stay at your cabin over the Fourth of July, from the "
            "night of July third through the night of July sixth, and you do not want guests "
            "booking it while you are there."
        ),
        purpose=(
            "Control condition for the calendar: infer blocking from the symptom, check the "
            "nights are free, and block exactly July 3 to 6 on the caller's own listing."
        ),
        facts=[
            *identity_facts("5415508823", "1955-10-14", "1842"),
            house_fact("2175"),
            zip_fact("92315"),
            *night_facts(first, last),
        ],
        opening=[
            "Hello. My whole family is coming to stay at my cabin over the Fourth of July, and I "
            "don't want any guests booking it while we're there.",
            "Good morning. My kids and grandkids are all coming to my cabin for the Fourth of "
            "July, so I need to make sure no guests can book it that week.",
        ],
        seed={
            "accounts": [
                account("U-1301", "Robert King", "5415508823", "1955-10-14", "1842"),
                account("U-1306", "Karen Ellis", "5413397014", "1987-05-21", "6127"),
            ],
            "listings": [
                listing(
                    "L-7405",
                    "Pine Hollow Cabin",
                    ("2175", "Ridge Road", "Big Bear Lake", "92315"),
                    "U-1301",
                ),
            ],
            "reservations": [
                stay("618204", "L-7405", "U-1306", ("2024-07-18", "2024-07-21"), "615.00"),
            ],
        },
        gold=[
            *identify(),
            find_listing(),
            act("get_listing", listing_id=listing_found(), info="role: primary host"),
            act(
                "check_calendar",
                listing_id=listing_found(),
                first_night=ref("first_night"),
                last_night=ref("last_night"),
                info="all four nights are free (CAL-1)",
            ),
            act(
                "block_calendar_dates",
                listing_id=listing_found(),
                first_night=ref("first_night"),
                last_night=ref("last_night"),
            ),
        ],
        difficulty={
            "candidate_records": 1,
            "caller_role": "primary host",
            "nights": 4,
            "writes": 1,
        },
    )
