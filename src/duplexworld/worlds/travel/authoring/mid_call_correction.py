"""Hearthway scenario specs: mid-call correction.

The caller revises a premise after the agent acted on it; the gold uses the corrected value.
"""

from __future__ import annotations

from duplexworld.authoring import discloses_none
from duplexworld.scenario.schema import Correction
from duplexworld.speech.spoken import speak_date, speak_digits
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
    speak_grouped,
    stay,
    time_fact,
    zip_fact,
)


def mid_call_correction_01() -> Spec:
    """A co-host gives the wrong street number; the first match is another host's listing."""
    return scenario(
        1,
        "mid_call_correction",
        "lancashire",  # Frank Mills, co-hosts his sister's bungalow in Chicago
        comment=(
            "The caller says 1420 Elm Court, which is another host's flat (the caller has no role\n"
            "there), then corrects himself to 1240 after the agent looked it up. Check-in moves\n"
            "from 15:00 to 17:00 on the corrected listing only."
        ),
        goal=(
            "You co-host your sister's bungalow at one two four zero Elm Court in Chicago. The "
            "cleaner's new schedule means it is not ready until five in the afternoon, but guests "
            "can still come in at three. You first misremember the street number as one four two "
            "zero."
        ),
        purpose=(
            "Drop the stale premise: the first address finds a listing the caller has no role on; "
            "after the correction, act only on the corrected listing."
        ),
        facts=[
            *identity_facts("3125540817", "1974-11-06", "6358"),
            house_fact(
                "1420",
                correction=Correction(
                    value="1240",
                    spoken=speak_digits("1240"),
                    after="tool:find_listing_by_address",
                    variants=[
                        "Sorry, I gave you the wrong number. It's not one four two zero, it's "
                        "{spoken}.",
                    ],
                ),
            ),
            zip_fact("60614"),
            time_fact(
                "checkin_time",
                "new check-in time",
                "17:00",
                "five in the afternoon",
                ["check-in time", "what time", "new time", "which time"],
                reveal="volunteered",
            ),
        ],
        opening=[
            "Hi, I co-host a bungalow in Chicago with my sister. Our cleaner's new schedule means "
            "the place won't be ready until five in the afternoon, but guests can still come in at "
            "three.",
            "Hello, I help my sister run her bungalow rental in Chicago. The cleaners can't finish "
            "before five now, and guests are still allowed in at three.",
        ],
        seed={
            "accounts": [
                account("U-7101", "Susan Mills", "3124467093", "1971-04-12", "8820"),
                account("U-7103", "Frank Mills", "3125540817", "1974-11-06", "6358"),
                account("U-7109", "Carol Dixon", "7732219054", "1982-09-27", "4136"),
            ],
            "listings": [
                listing(
                    "L-4199", "Elm Court Flat", ("1420", "Elm Court", "Chicago", "60614"), "U-7109"
                ),
                listing(
                    "L-4210",
                    "Elm Court Bungalow",
                    ("1240", "Elm Court", "Chicago", "60614"),
                    "U-7101",
                ),
            ],
            "cohosts": [cohost("CH-42", "L-4210", "U-7103", "full")],
        },
        gold=[
            *identify(),
            find_listing("with the corrected number 1240"),
            act(
                "get_listing",
                listing_id=listing_found(),
                info="role: co-host with full permissions",
            ),
            act(
                "update_checkin_time", listing_id=listing_found(), checkin_time=ref("checkin_time")
            ),
        ],
        nl_assertion="The agent changes nothing on the listing at 1420 Elm Court.",
        difficulty={"corrections": 1, "stale_candidate": "another host's listing", "writes": 1},
    )


def mid_call_correction_02() -> Spec:
    """A guest reads a transposed confirmation code, then corrects it."""
    return scenario(
        2,
        "mid_call_correction",
        "new_yorker",  # Diane Cole, family emergency; reads the code off a crumpled printout
        comment=(
            "The caller reads 934157 (another guest's trip: the agent gets the no-access answer)\n"
            "and corrects it to 934175 after the lookup. Moderate policy, 20 days ahead: the full\n"
            "410.00 is refunded on the corrected trip."
        ),
        goal=(
            "A family emergency means you cannot make your trip to Savannah at the start of July. "
            "You want to know where you stand and cancel if you get your money back. You first "
            "read your confirmation code wrongly as nine three four one five seven."
        ),
        purpose=(
            "A correction after the agent acted on the first value: the first code reaches "
            "nothing the caller may see; the gold uses the corrected code only."
        ),
        facts=[
            *identity_facts("9125573048", "1969-02-14", "4528"),
            code_fact(
                "934157",
                correction=Correction(
                    value="934175",
                    spoken=speak_grouped("934175"),
                    after="tool:get_reservation",
                    variants=["Oh wait, I read that wrong. The code is {spoken}."],
                ),
            ),
        ],
        opening=[
            "Hi there, we've had a family emergency and can't make our trip to Savannah at the "
            "start of July. I'd like to know where we stand with the booking.",
            "Hello, something's come up in the family and our Savannah trip in early July is off. "
            "What are my options?",
        ],
        seed={
            "accounts": [
                account("U-7201", "Diane Cole", "9125573048", "1969-02-14", "4528"),
                account("U-7205", "Kevin Walsh", "9123316620", "1975-12-01", "3307"),
                account("U-7208", "Megan Lane", "4045580412", "1994-07-16", "8849"),
            ],
            "listings": [
                listing(
                    "L-5507",
                    "Forsyth Park Carriage House",
                    ("414", "Whitaker Street", "Savannah", "31401"),
                    "U-7205",
                ),
            ],
            "reservations": [
                stay("934175", "L-5507", "U-7201", ("2024-07-02", "2024-07-05"), "410.00"),
                stay("934157", "L-5507", "U-7208", ("2024-07-09", "2024-07-12"), "435.00"),
            ],
        },
        gold=[
            *identify(),
            act(
                "get_reservation",
                confirmation_code=ref("confirmation_code"),
                info="the corrected code 934175: full refund 410.00",
            ),
            act(
                "cancel_reservation",
                confirmation_code=ref("confirmation_code"),
                refund_amount=refund_shown(),
            ),
        ],
        nl_checks=[
            discloses_none(
                "megan",
                "435",
                "four hundred thirty five",
                "july ninth",
                "july 9",
                "ninth of july",
                "july twelfth",
                "july 12",
                note="reveals nothing about the trip under the first code",
            )
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion="The agent reveals nothing about the trip under the first code.",
        difficulty={"corrections": 1, "stale_candidate": "another guest's trip", "writes": 1},
    )


def mid_call_correction_03() -> Spec:
    """A host extends the range to block after the agent checked the calendar."""
    first, last = "2024-07-10", "2024-07-14"
    corrected_last = "2024-07-16"
    return scenario(
        3,
        "mid_call_correction",
        "deliberate",  # Tony Burke, his daughter visits; he rechecks her message mid-call
        comment=(
            "The caller asks for July 10 to 14, then, after the agent checks the calendar,\n"
            "extends it to the 16th. A guest arrives on the 17th: blocking through the 17th is\n"
            "refused; July 10 to 16 is the goal."
        ),
        goal=(
            "Your daughter is visiting and staying at your casita in Sedona, so guests must not "
            "book it from the night of July tenth. You first say through the night of July "
            "fourteenth, then remember she is staying two more nights, through the night of July "
            "sixteenth."
        ),
        purpose=(
            "Redo the calendar check with the corrected last night and block the corrected range; "
            "the guest arriving on the 17th keeps her booking."
        ),
        facts=[
            *identity_facts("9283517462", "1962-05-19", "1763"),
            house_fact("3415"),
            zip_fact("86351"),
            *night_facts(
                first,
                last,
                last_correction=Correction(
                    value=corrected_last,
                    spoken=speak_date(corrected_last),
                    after="tool:check_calendar",
                    variants=[
                        "Sorry, I need to change that. She's staying two more nights, so the last "
                        "night is {spoken}.",
                    ],
                ),
            ),
        ],
        opening=[
            "Hello. My daughter is coming to stay at my casita in Sedona in July, and I need to "
            "make sure no guests book it while she's there.",
            "Hi, my daughter's visiting in July and she'll be staying in my casita, so I can't "
            "have guests booking it for those nights.",
        ],
        seed={
            "accounts": [
                account("U-7301", "Tony Burke", "9283517462", "1962-05-19", "1763"),
                account("U-7306", "Amy Watson", "6025538190", "1991-10-03", "7025"),
            ],
            "listings": [
                listing(
                    "L-5830", "Red Rock Casita", ("3415", "Mesa Drive", "Sedona", "86351"), "U-7301"
                ),
            ],
            "reservations": [
                stay("705318", "L-5830", "U-7306", ("2024-07-17", "2024-07-20"), "735.00"),
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
                info="redone with the corrected last night",
            ),
            act(
                "block_calendar_dates",
                listing_id=listing_found(),
                first_night=ref("first_night"),
                last_night=ref("last_night"),
                info="July 10 to 16; the 17th is booked",
            ),
        ],
        difficulty={"corrections": 1, "nights": 7, "writes": 1},
    )
