"""Hearthway scenario specs: multi intent (several requests, at least one dependency)."""

from __future__ import annotations

from duplexworld.authoring import REQUEST, lookup_policy, must_say
from duplexworld.worlds.travel.authoring import (
    COHOST_ACCOUNT,
    TRIP_CODE,
    Spec,
    account,
    act,
    choice_fact,
    cohost,
    delegate,
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
    time_fact,
    verified_account,
    zip_fact,
)

PORTLAND = ("1240", "Alder Street", "Portland", "97214")


def multi_intent_01() -> Spec:
    """A host drops her former manager from the roster and moves check-in later."""
    address = ("517", "Maple Avenue", "Austin", "78704")
    return scenario(
        1,
        "multi_intent",
        "midlands",  # Karen Ellis, nurse; organised, slightly annoyed at her former manager
        comment=(
            "Two requests on one listing: remove the former property manager (a full co-host)\n"
            "and move check-in to 17:00. A second co-host stays. Either order works; both need\n"
            "the listing first."
        ),
        goal=(
            "You stopped working with your property manager, Tony, last week, but he can still "
            "get into your listing and message your guests. You also now clean the studio "
            "yourself after work, so guests should not come in before five in the afternoon."
        ),
        purpose=(
            "Two writes with a shared dependency (finding the listing and its roster): remove "
            "only Tony, keep the other co-host, and set check-in to 17:00."
        ),
        facts=[
            choice_fact(
                "which_cohost",
                "which co-host",
                "Tony",
                "Tony, my old property manager.",
                ["which co-host", "who to remove"],
                reveal="volunteered",
            ),
            *identity_facts("5126637019", "1984-02-23", "5096"),
            house_fact("517"),
            zip_fact("78704"),
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
            "Hi. I stopped working with my property manager, Tony, last week, but he can still "
            "get into my listing and he's still messaging my guests. Also, now that I'm doing "
            "the cleaning myself after work, guests can't come in until five in the afternoon.",
            "Hello, two things. My old property manager Tony still has access to my studio "
            "listing even though I let him go. And I clean it myself now after work, so guests "
            "need to arrive at five at the earliest.",
        ],
        seed={
            "accounts": [
                account("U-2101", "Karen Ellis", "5126637019", "1984-02-23", "5096"),
                account("U-2106", "Tony Burke", "5124470258", "1975-07-09", "8831"),
                account("U-2107", "Megan Lane", "5129913364", "1995-11-30", "2056"),
            ],
            "listings": [listing("L-8120", "Maple Avenue Studio", address, "U-2101")],
            "cohosts": [
                cohost("CH-81", "L-8120", "U-2106", "full"),
                cohost("CH-82", "L-8120", "U-2107", "messaging"),
            ],
        },
        gold=[
            *identify(),
            find_listing(),
            act(
                "list_cohost_assignments",
                listing_id=listing_found(),
                info="Tony Burke (full) and Megan Lane (messaging)",
            ),
            act(
                "remove_cohost",
                listing_id=listing_found(),
                account_id=from_result(
                    "list_cohost_assignments", COHOST_ACCOUNT, ref("which_cohost")
                ),
                info="only the former manager (ROSTER-3)",
            ),
            act(
                "update_checkin_time", listing_id=listing_found(), checkin_time=ref("checkin_time")
            ),
        ],
        nl_assertion="The agent removes only Tony and confirms five in the afternoon as 17:00.",
        difficulty={"requests": 2, "dependencies": 1, "cohosts_on_roster": 2, "writes": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "checkin_time"},
                before="tool:update_checkin_time",
                note="confirms 17:00",
            ),
        ],
    )


def multi_intent_02() -> Spec:
    """A guest cancels one trip and wants his sister to manage another (refused by phone)."""
    return scenario(
        2,
        "multi_intent",
        "caribbean",  # Paul Fisher, sales manager between meetings
        comment=(
            "Two requests: cancel the Denver trip (moderate policy, full refund today) and let\n"
            "his sister manage the Tahoe trip. Only the guest can add a delegate, in the app\n"
            "(DELEG-2): the second request is refused, the Tahoe trip stays untouched."
        ),
        goal=(
            "The conference in Denver you booked a stay for was cancelled, so you do not need "
            "that stay. Your sister Angela is organising the family trip to Lake Tahoe, and you "
            "want her to be able to handle that booking instead of you."
        ),
        purpose=(
            "Pick the right trip from the caller's list, cancel it with the quoted refund, and "
            "hold the refusal on the delegate request (staff cannot add delegates) without "
            "touching the Tahoe trip."
        ),
        facts=[
            choice_fact(
                "which_trip",
                "which trip",
                "Denver",
                "The Denver trip.",
                ["which trip", "which booking"],
                reveal="volunteered",
            ),
            REQUEST(
                "I want my sister added as a delegate so she can manage the Tahoe booking for me"
            ),
            *identity_facts("3035518420", "1979-08-16", "4713"),
        ],
        opening=[
            "Hi, I've got two trips booked with you this summer. The Denver one isn't happening "
            "anymore, the conference got cancelled. And my sister is organizing the Tahoe trip for "
            "the whole family, so she needs to be able to handle that booking instead of me.",
            "Hello, quick one, two things. My Denver stay next month is pointless now, the "
            "conference was called off. And my sister Angela is running the family trip to Tahoe, "
            "she should be the one dealing with that booking.",
        ],
        seed={
            "accounts": [
                account("U-2201", "Paul Fisher", "3035518420", "1979-08-16", "4713"),
                account("U-2204", "Angela Fisher", "3037726615", "1982-04-05", "9920"),
                account("U-2208", "Frank Mills", "7205540981", "1966-01-19", "3307"),
            ],
            "listings": [
                listing(
                    "L-9102",
                    "Mile High Bungalow",
                    ("2815", "Gaylord Street", "Denver", "80205"),
                    "U-2208",
                ),
                listing(
                    "L-9150",
                    "Tahoe Pines Chalet",
                    ("640", "Pine Drive", "South Lake Tahoe", "96150"),
                    "U-2208",
                ),
            ],
            "reservations": [
                stay("482915", "L-9102", "U-2201", ("2024-07-20", "2024-07-23"), "780.00"),
                stay(
                    "590314",
                    "L-9150",
                    "U-2201",
                    ("2024-08-15", "2024-08-19"),
                    "1320.00",
                    policy="strict",
                    guests=6,
                ),
            ],
            "delegates": [delegate("D-22", "590314", "U-2204", "view")],
        },
        gold=[
            *identify(),
            act(
                "find_guest_reservations",
                account_id=verified_account(),
                info="Denver 482915 and Tahoe 590314",
            ),
            act(
                "get_reservation",
                confirmation_code=from_result(
                    "find_guest_reservations", TRIP_CODE, ref("which_trip")
                ),
                info="moderate, 38 days ahead: full refund 780.00",
            ),
            act(
                "cancel_reservation",
                confirmation_code=from_result("get_reservation", r"Reservation (\d{6})"),
                refund_amount=refund_shown(),
            ),
            lookup_policy(
                ref("request"),
                "DELEG-2",
                info="DELEG-2: only the guest adds or upgrades delegates, in the app",
            ),
        ],
        nl_checks=[
            must_say(
                "share this trip",
                "in the app",
                note="explains he can share the Tahoe trip himself in the app",
            ),
        ],
        nl_assertion=(
            "The agent cancels only the Denver trip, and explains that the caller can give his "
            "sister access to the Tahoe trip himself in the app (Trips, Share this trip), without "
            "changing that trip."
        ),
        difficulty={"requests": 2, "refused_requests": 1, "trips_on_account": 2, "writes": 1},
    )


def multi_intent_03() -> Spec:
    """A calendar co-host, upgraded mid-call, blocks nights and then moves check-in."""
    first, last = "2024-06-28", "2024-06-30"
    return scenario(
        3,
        "multi_intent",
        "calm",  # Helen Murray, co-hosts her brother-in-law's beach house
        comment=(
            "Two requests with a dependency on the roster: block nights for a deck repair\n"
            "(allowed to a calendar co-host) and move check-in to 16:00 (needs full). The host\n"
            "upgrades her to full during the call (world change after the first get_listing):\n"
            "only a fresh read shows it (ROSTER-5)."
        ),
        goal=(
            "You co-host your brother-in-law Daniel's beach house. The deck is being repaired "
            "from the night of June twenty-eighth through the night of June thirtieth, so no "
            "guests then, and from now on guests should arrive from four in the afternoon. "
            "Daniel told you he is giving you full access in the app right now."
        ),
        purpose=(
            "Volatility on the roster: the first read shows calendar permissions; the check-in "
            "change is allowed only after the host's upgrade, seen by re-reading the listing."
        ),
        facts=[
            *identity_facts("6195524087", "1981-12-03", "6249"),
            house_fact("4610"),
            zip_fact("92109"),
            *night_facts(first, last),
            time_fact(
                "checkin_time",
                "new check-in time",
                "16:00",
                "four in the afternoon",
                ["check-in time", "what time", "new time", "which time"],
            ),
        ],
        opening=[
            "Hi, I co-host my brother-in-law Daniel's beach house in San Diego. We're getting the "
            "deck fixed at the end of the month, so we can't have guests then, and we also want "
            "guests arriving at four from now on. Daniel said he's giving me full access in the "
            "app right now.",
            "Hello, I help my brother-in-law with his beach house rental. The deck is being "
            "repaired at the end of June, so no guests those nights, and guests should come at "
            "four from now on. He's upgrading my access in the app as we speak.",
        ],
        world_changes=[
            {
                "after": "tool:get_listing",
                "occurrence": 1,
                "table": "cohosts",
                "key": "CH-33",
                "set": {"permission": "full"},
                "note": "the primary host upgrades the caller to full permissions mid-call",
            },
        ],
        seed={
            "accounts": [
                account("U-2301", "Daniel Hayes", "6193301845", "1970-05-12", "7314"),
                account("U-2303", "Helen Murray", "6195524087", "1981-12-03", "6249"),
                account("U-2308", "Jason Reed", "8589901273", "1993-07-28", "1095"),
            ],
            "listings": [
                listing(
                    "L-3307",
                    "Sunset Bay House",
                    ("4610", "Ocean Drive", "San Diego", "92109"),
                    "U-2301",
                ),
            ],
            "cohosts": [cohost("CH-33", "L-3307", "U-2303", "calendar")],
            "reservations": [
                stay("827736", "L-3307", "U-2308", ("2024-07-01", "2024-07-04"), "1140.00"),
            ],
        },
        gold=[
            *identify(),
            find_listing(),
            act(
                "get_listing",
                listing_id=listing_found(),
                info="stale after this call: shows calendar permissions",
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
                info="calendar permissions suffice",
            ),
            act(
                "get_listing",
                listing_id=listing_found(),
                info="the re-read shows full permissions (ROSTER-5)",
            ),
            act(
                "update_checkin_time", listing_id=listing_found(), checkin_time=ref("checkin_time")
            ),
        ],
        difficulty={"requests": 2, "dependencies": 1, "world_changes": 1, "writes": 2},
    )
