"""Hearthway scenario specs: record disambiguation (several records match what the caller says)."""

from __future__ import annotations

from duplexworld.authoring import must_say
from duplexworld.speech.spoken import speak_digits
from duplexworld.worlds.travel.authoring import (
    COHOST_ACCOUNT,
    TRIP_CODE,
    Spec,
    account,
    act,
    cohost,
    fact,
    find_listing,
    from_result,
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
    verified_account,
    zip_fact,
)

HARBOR = ("1420", "Harbor Street", "Seattle", "98121")


def record_disambiguation_01() -> Spec:
    """Three listings share one building; the leak is in unit 402, not the co-hosted 204."""
    first, last = "2024-06-20", "2024-06-22"
    return scenario(
        1,
        "record_disambiguation",
        "caribbean",  # Jason Reed, co-hosts two flats for his aunt; a plumber is waiting
        comment=(
            "A leaking pipe: block three nights on the flat with the leak. The building at 1420\n"
            "Harbor Street holds three listings; the caller co-hosts two of them (units 204 and\n"
            "402). Blocking unit 204, whose nights are free too, fails the goal state."
        ),
        goal=(
            "The pipe under the kitchen sink in unit four zero two of your aunt's building is "
            "leaking, and the plumber needs the flat empty from the night of June twentieth "
            "through the night of June twenty-second. You co-host two flats in that building for "
            "your aunt."
        ),
        purpose=(
            "Several listings match the address; the agent must confirm the unit before "
            "blocking, and act only on unit 402."
        ),
        facts=[
            *identity_facts("2065584130", "1991-09-09", "5817"),
            house_fact("1420"),
            zip_fact("98121"),
            *night_facts(first, last),
            fact(
                "unit",
                "unit number",
                "digits",
                "402",
                spoken=speak_digits("402"),
                keywords=["unit", "apartment number", "which apartment", "which flat"],
                answers=["It's unit {spoken}.", "The one with the leak is {spoken}."],
            ),
        ],
        opening=[
            "Hi, there's a leaking pipe in one of the apartments I co-host on Harbor Street, and "
            "the plumber needs a few nights with nobody staying there.",
            "Hello, I've got a water leak in my aunt's apartment on Harbor Street and we need to "
            "stop guests from booking it while the plumber fixes it.",
        ],
        seed={
            "accounts": [
                account("U-4101", "Carol Dixon", "2063317705", "1962-03-15", "9021"),
                account("U-4103", "Jason Reed", "2065584130", "1991-09-09", "5817"),
                account("U-4105", "Michelle Grant", "2069925548", "1985-06-04", "3466"),
            ],
            "listings": [
                listing("L-6204", "Harbor Studio", HARBOR, "U-4101", unit="204"),
                listing("L-6310", "Sound View Flat", HARBOR, "U-4105", unit="310"),
                listing("L-6402", "Harbor Loft", HARBOR, "U-4101", unit="402"),
            ],
            "cohosts": [
                cohost("CH-62", "L-6204", "U-4103", "calendar"),
                cohost("CH-64", "L-6402", "U-4103", "calendar"),
            ],
        },
        gold=[
            *identify(),
            find_listing("three listings: units 204, 310 and 402"),
            act(
                "get_listing",
                listing_id=listing_found(ref("unit")),
                info="unit 402, the caller's confirmed unit",
            ),
            act(
                "check_calendar",
                listing_id=listing_found(ref("unit")),
                first_night=ref("first_night"),
                last_night=ref("last_night"),
            ),
            act(
                "block_calendar_dates",
                listing_id=listing_found(ref("unit")),
                first_night=ref("first_night"),
                last_night=ref("last_night"),
                info="unit 204 must stay open (LIST-2)",
            ),
        ],
        difficulty={"candidate_records": 3, "caller_cohosted_candidates": 2, "writes": 1},
    )


def record_disambiguation_02() -> Spec:
    """Two trips at the same chalet: only the August one is called off."""
    return scenario(
        2,
        "record_disambiguation",
        "hurried",  # Amy Watson, her leave was cancelled; in a rush
        comment=(
            "Two trips to the same Tahoe chalet (codes 220846 in July, 220864 in August) and a\n"
            "third elsewhere. Only the August trip is off: the check-in date decides."
        ),
        goal=(
            "Your company will not give you the time off for your August trip to Lake Tahoe "
            "(check-in August ninth), so you need to call it off. Your July trip to the same "
            "chalet is still on."
        ),
        purpose=(
            "Two reservations match 'my Lake Tahoe trip'; the agent must confirm the check-in date "
            "and cancel only the August stay, with its refund."
        ),
        facts=[
            *identity_facts("5304103928", "1988-11-21", "2604"),
            fact(
                "checkin_date",
                "check-in date",
                "date",
                "2024-08-09",
                spoken="August ninth, twenty twenty-four",
                keywords=["check-in date", "check in date", "arrival date", "which dates"],
                answers=["It's the one starting {spoken}.", "Check-in is {spoken}."],
            ),
        ],
        opening=[
            "Hi, I need to call off my Lake Tahoe trip, my company won't give me the time off "
            "after all.",
            "Hello, my boss just said no to my vacation, so my Lake Tahoe trip can't happen.",
        ],
        seed={
            "accounts": [
                account("U-4201", "Amy Watson", "5304103928", "1988-11-21", "2604"),
                account("U-4206", "Peter Collins", "5307714452", "1959-12-30", "8813"),
            ],
            "listings": [
                listing(
                    "L-9301",
                    "Tahoe Pines Chalet",
                    ("760", "Pioneer Trail", "South Lake Tahoe", "96150"),
                    "U-4206",
                ),
                listing(
                    "L-9340",
                    "Pike Place Studio",
                    ("1915", "First Avenue", "Seattle", "98101"),
                    "U-4206",
                ),
            ],
            "reservations": [
                stay("220846", "L-9301", "U-4201", ("2024-07-05", "2024-07-08"), "645.00"),
                stay("220864", "L-9301", "U-4201", ("2024-08-09", "2024-08-12"), "690.00"),
                stay(
                    "391507",
                    "L-9340",
                    "U-4201",
                    ("2024-09-13", "2024-09-15"),
                    "410.00",
                    policy="flexible",
                ),
            ],
        },
        gold=[
            *identify(),
            act(
                "find_guest_reservations",
                account_id=verified_account(),
                info="two Tahoe trips: July 220846 and August 220864",
            ),
            act(
                "get_reservation",
                confirmation_code=from_result(
                    "find_guest_reservations", TRIP_CODE, ref("checkin_date")
                ),
                info="the August trip: full refund 690.00 (CANCEL-4)",
            ),
            act(
                "cancel_reservation",
                confirmation_code=from_result("get_reservation", r"Reservation (\d{6})"),
                refund_amount=refund_shown(),
            ),
        ],
        nl_assertion="The agent confirms the August ninth check-in before cancelling.",
        difficulty={
            "candidate_records": 2,
            "trips_on_account": 3,
            "similar_codes": True,
            "writes": 1,
        },
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "August ninth",
                before="tool:cancel_reservation",
                note="confirms the August ninth check-in",
            ),
        ],
    )


def record_disambiguation_03() -> Spec:
    """Two co-hosts named Walsh: the former manager goes, the cleaner stays."""
    return scenario(
        3,
        "record_disambiguation",
        "lancashire",  # Julie Barnes, owns a cottage in Boulder
        comment=(
            "Remove 'Walsh, the old property manager': the roster has Karen Walsh (full, the\n"
            "former manager) and Kevin Walsh (calendar, the cleaner). The first name decides;\n"
            "removing Kevin fails the goal state."
        ),
        goal=(
            "You ended things with your old property manager, Karen Walsh, and you do not want "
            "her touching your cottage listing anymore. Your cleaner, Kevin Walsh (no relation), "
            "should keep his access."
        ),
        purpose=(
            "Two roster entries match the surname; the agent must ask which Walsh and remove only "
            "Karen (ROSTER-3)."
        ),
        facts=[
            *identity_facts("3035526791", "1980-07-07", "4173"),
            house_fact("905"),
            zip_fact("80302"),
            fact(
                "cohost_first_name",
                "co-host's first name",
                "name",
                "Karen",
                spoken="Karen",
                keywords=["first name", "which walsh", "which one"],
                answers=["It's {spoken}, {spoken} Walsh.", "{spoken}, the manager."],
            ),
        ],
        opening=[
            "Hi, I ended things with my old property manager, Walsh, and I don't want that "
            "person touching my cottage listing anymore.",
            "Hello, the Walsh who used to manage my cottage rental for me doesn't work for me "
            "anymore, and I want them out of my listing.",
        ],
        seed={
            "accounts": [
                account("U-4301", "Julie Barnes", "3035526791", "1980-07-07", "4173"),
                account("U-4304", "Kevin Walsh", "3034418802", "1977-01-26", "6637"),
                account("U-4306", "Karen Walsh", "7203357416", "1973-10-02", "2518"),
                account("U-4308", "Brian Cooper", "3036692240", "1994-05-18", "7750"),
            ],
            "listings": [
                listing(
                    "L-7702",
                    "Birch Lane Cottage",
                    ("905", "Birch Lane", "Boulder", "80302"),
                    "U-4301",
                ),
            ],
            "cohosts": [
                cohost("CH-71", "L-7702", "U-4304", "calendar"),
                cohost("CH-72", "L-7702", "U-4306", "full"),
                cohost("CH-73", "L-7702", "U-4308", "messaging"),
            ],
        },
        gold=[
            *identify(),
            find_listing(),
            act(
                "list_cohost_assignments",
                listing_id=listing_found(),
                info="Kevin Walsh (calendar), Karen Walsh (full), Brian Cooper (messaging)",
            ),
            act(
                "remove_cohost",
                listing_id=listing_found(),
                account_id=from_result(
                    "list_cohost_assignments", COHOST_ACCOUNT, ref("cohost_first_name")
                ),
                info="Karen, confirmed by first name",
            ),
        ],
        difficulty={"candidate_records": 2, "cohosts_on_roster": 3, "writes": 1},
    )
