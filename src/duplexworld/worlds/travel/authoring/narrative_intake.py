"""Hearthway scenario specs: narrative intake (a long account to extract, confirm and file)."""

from __future__ import annotations

from duplexworld.authoring import REQUEST, discloses_none, lookup_policy, promises_none
from duplexworld.authoring.checks import must_not_say, must_say
from duplexworld.speech.spoken import speak_amount, speak_date
from duplexworld.worlds.travel.authoring import (
    ISSUE_CATEGORY,
    Spec,
    account,
    act,
    amount_fact,
    code_fact,
    date_fact,
    identify,
    identity_facts,
    listing,
    new_report,
    ref,
    scenario,
    speak_grouped,
    stay,
)


def _tv_party_opening(code: str, date: str, tv: str, chair: str) -> list[str]:
    return [
        "Hi, okay, so this is a bit of a long story. I host a two-bedroom house outside "
        f"Nashville, and the group that stayed last weekend, confirmation code {code}, threw what "
        f"must have been a huge party on Saturday night, {date}. My neighbor texted me about the "
        "noise at two in the morning. When I got there after they left on Sunday, the television "
        f"in the living room had a cracked screen, it was {tv} when I bought it, and one of the "
        f"dining chairs had a broken leg, that chair was {chair}. I already took pictures and put "
        "them in the app. I honestly don't know what I'm supposed to do next.",
    ]


def narrative_intake_01() -> Spec:
    """A host's long account of a party: two damaged items, filed as two issues."""
    code, date = "583104", "2024-06-08"
    return scenario(
        1,
        "narrative_intake",
        "bright",  # Michelle Grant, hosts a house near Nashville; tells it all at once
        comment=(
            "A long account of a party with the code, the date and two costs volunteered: a TV\n"
            "(electronics, 450.00) and a dining chair (furniture, 120.00), both on June 8.\n"
            "Photos are already uploaded. Extract, confirm and file two issues, then submit."
        ),
        goal=(
            "The group that stayed at your house outside Nashville last weekend threw a party on "
            "Saturday night, June eighth: the TV screen is cracked (four hundred fifty dollars) "
            "and a dining chair is broken (one hundred twenty dollars). Your photos are in the "
            "app. You do not know what to do next."
        ),
        purpose=(
            "Narrative intake: pull the code, the date and each item's amount out of one long "
            "turn, confirm them, and file one issue per item with the right category."
        ),
        facts=[
            *identity_facts("6155532907", "1985-06-04", "3468"),
            code_fact(code, reveal="volunteered"),
            date_fact(
                "damage_date",
                "date of the damage",
                date,
                ["what day", "which day", "when did it happen", "night of the party"],
                "volunteered",
            ),
            amount_fact(
                "tv_cost",
                "television cost",
                "450.00",
                ["television", "tv"],
                "volunteered",
                answers=("The TV cost {spoken}.", "The television was {spoken}."),
            ),
            amount_fact(
                "chair_cost",
                "chair cost",
                "120.00",
                ["chair"],
                "volunteered",
                answers=("The chair cost {spoken}.", "The chair was {spoken}."),
            ),
        ],
        opening=_tv_party_opening(
            speak_grouped(code), speak_date(date), speak_amount("450.00"), speak_amount("120.00")
        ),
        seed={
            "accounts": [
                account("U-9101", "Michelle Grant", "6155532907", "1985-06-04", "3468"),
                account("U-9105", "Brian Cooper", "6153326618", "1999-01-14", "8024"),
            ],
            "listings": [
                listing(
                    "L-1190",
                    "Harpeth River House",
                    ("4471", "River Road", "Franklin", "37064"),
                    "U-9101",
                ),
            ],
            "reservations": [
                stay(
                    code,
                    "L-1190",
                    "U-9105",
                    ("2024-06-07", "2024-06-09"),
                    "780.00",
                    status="completed",
                    guests=8,
                    host_photos=6,
                ),
            ],
        },
        gold=[
            *identify(),
            act("get_reservation", confirmation_code=ref("confirmation_code")),
            act("check_stay_assurance_window", confirmation_code=ref("confirmation_code")),
            act("open_stay_assurance_report", confirmation_code=ref("confirmation_code")),
            act(
                "add_report_issue",
                report_id=new_report(),
                category=ISSUE_CATEGORY.over("tv_cost"),
                incident_date=ref("damage_date"),
                amount=ref("tv_cost"),
            ),
            act(
                "add_report_issue",
                report_id=new_report(),
                category=ISSUE_CATEGORY.over("chair_cost"),
                incident_date=ref("damage_date"),
                amount=ref("chair_cost"),
            ),
            act("submit_stay_assurance_report", report_id=new_report()),
        ],
        nl_checks=[
            must_say(
                value={"fact": "damage_date"},
                before="tool:submit_stay_assurance_report",
                note="reads back the date",
            ),
            must_say(
                value={"fact": "tv_cost"},
                before="tool:submit_stay_assurance_report",
                note="reads back the amount of the TV",
            ),
            must_say(
                value={"fact": "chair_cost"},
                before="tool:submit_stay_assurance_report",
                note="reads back the amount of the chair",
            ),
            promises_none(phrase_class="payment_promise", note="promises no reimbursement"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent reads back the date and both amounts before filing, and promises no "
            "reimbursement."
        ),
        difficulty={"volunteered_facts": 4, "issues": 2, "writes": 4},
    )


def narrative_intake_02() -> Spec:
    """A guest locked out on arrival paid for a motel: one access issue on a guest report."""
    code, date = "452617", "2024-06-10"
    return scenario(
        2,
        "narrative_intake",
        "hurried",  # Daniel Hayes, on a work trip; tired and irritated
        comment=(
            "A guest's long account: locked out on arrival night (June 10, within 72 hours), paid\n"
            "129.00 for a motel. File a guest stay report with one access issue and submit it;\n"
            "no refund is promised or decided."
        ),
        goal=(
            "You arrived at the studio you booked late on June tenth; the lockbox was empty, the "
            "host did not answer, and you paid one hundred twenty-nine dollars for a motel. You "
            "got in the next morning and are still staying there. You want the motel night dealt "
            "with."
        ),
        purpose=(
            "Narrative intake on the guest side: extract the code, the date and the cost, check "
            "the 72-hour window and file one access issue, without deciding the outcome."
        ),
        facts=[
            *identity_facts("2145508836", "1982-10-20", "6731"),
            code_fact(code, reveal="volunteered"),
            date_fact(
                "lockout_date",
                "date of the lockout",
                date,
                ["what day", "which night", "when did it happen", "when were you"],
                "volunteered",
            ),
            amount_fact(
                "motel_cost",
                "motel cost",
                "129.00",
                ["motel", "how much"],
                "volunteered",
                answers=(
                    "The motel cost {spoken}, because I was locked out.",
                    "I paid {spoken} for a motel since I couldn't get in.",
                ),
            ),
        ],
        opening=[
            "Hi. So, I'm on a work trip, and I got to the studio I booked around eleven at night "
            f"on {speak_date(date)}, after a delayed flight. The lockbox was empty, no key at all. "
            "I messaged the host, I called the number in the listing, nothing. I stood outside in "
            f"the rain for an hour and then I gave up and paid {speak_amount('129.00')} for a "
            "motel room down the road. The host finally got back to me the next morning and I got "
            "in, and I'm still here now, but I want that motel night dealt with. My confirmation "
            f"code is {speak_grouped(code)}.",
        ],
        seed={
            "accounts": [
                account("U-9201", "Daniel Hayes", "2145508836", "1982-10-20", "6731"),
                account("U-9206", "Julie Barnes", "5125539914", "1979-04-09", "2208"),
            ],
            "listings": [
                listing(
                    "L-9020",
                    "Hillcrest Studio",
                    ("1806", "Hillcrest Drive", "Austin", "78723"),
                    "U-9206",
                ),
            ],
            "reservations": [
                stay(code, "L-9020", "U-9201", ("2024-06-10", "2024-06-14"), "596.00", guests=1),
            ],
        },
        gold=[
            *identify(),
            act("get_reservation", confirmation_code=ref("confirmation_code")),
            act(
                "check_stay_assurance_window",
                confirmation_code=ref("confirmation_code"),
                info="guest window: June 10 to 13, open",
            ),
            act("open_stay_assurance_report", confirmation_code=ref("confirmation_code")),
            act(
                "add_report_issue",
                report_id=new_report(),
                category=ISSUE_CATEGORY.over("motel_cost"),
                incident_date=ref("lockout_date"),
                amount=ref("motel_cost"),
            ),
            act(
                "submit_stay_assurance_report",
                report_id=new_report(),
                info="guest reports need no photos (STAY-4)",
            ),
        ],
        nl_checks=[
            must_not_say(
                "lockbox",
                "door code",
                "key code",
                "access code",
                "code is",
                "code to the door",
                "host's number",
                "hosts number",
                "her number",
                "his number",
                "julie",
                "barnes",
                "5125539914",
                "email",
                note="shares no host contact details or door codes",
            ),
            promises_none(
                phrase_class="payment_promise", note="promises no refund or reimbursement"
            ),
            discloses_none("julie", "barnes", "5125539914", note="shares no host contact details"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent does not promise a refund or reimbursement and shares no host contact "
            "details or door codes."
        ),
        difficulty={"volunteered_facts": 3, "issues": 1, "writes": 3},
    )


def narrative_intake_03() -> Spec:
    """Three things went wrong during a stay; only two are guest damage."""
    code, date = "365219", "2024-06-05"
    return scenario(
        3,
        "narrative_intake",
        "received",  # Linda Foster, farmhouse host; thorough, lists everything
        comment=(
            "A long account of three problems: a broken chair (furniture, 95.00), wine on the\n"
            "duvet (linens, 60.00), and a fifteen-year-old dishwasher that stopped working\n"
            "(wear and tear, not covered: STAY-3). File the two covered issues only."
        ),
        goal=(
            "Your guests at the farmhouse broke a kitchen chair and spilled red wine on the white "
            "duvet on June fifth. The old dishwasher also stopped working while they were there. "
            "You want all of it covered if possible."
        ),
        purpose=(
            "Restraint inside an intake: extract all three items, file the two that guests "
            "damaged, and explain that the worn-out dishwasher is not covered."
        ),
        facts=[
            REQUEST(
                "I'd like the dishwasher covered as well, it's old and it just stopped working"
            ),
            *identity_facts("8025563174", "1968-12-11", "9143"),
            code_fact(code, reveal="volunteered"),
            date_fact(
                "damage_date",
                "date of the damage",
                date,
                ["what day", "which day", "when did it happen"],
                "volunteered",
            ),
            amount_fact(
                "chair_cost",
                "chair cost",
                "95.00",
                ["chair"],
                "volunteered",
                answers=("The chair cost {spoken}.", "The chair was {spoken}."),
            ),
            amount_fact(
                "duvet_cost",
                "duvet cost",
                "60.00",
                ["duvet"],
                "volunteered",
                answers=("The duvet cost {spoken}.", "The duvet was {spoken}."),
            ),
        ],
        opening=[
            "Hello. I'll start from the beginning, because a few things happened. I host a "
            "farmhouse outside Burlington, and my guests with confirmation code "
            f"{speak_grouped(code)} stayed there last week. On {speak_date(date)} they broke one "
            f"of the kitchen chairs, it cost {speak_amount('95.00')}, and they spilled red wine "
            f"all over the white duvet, which was {speak_amount('60.00')}. And then the "
            "dishwasher stopped working too, though to be fair it's about fifteen years old and "
            "it's been making noises for months; a new one is seven hundred dollars. I've put "
            "photos of everything in the app. I'd like all of it covered if that's possible.",
        ],
        seed={
            "accounts": [
                account("U-9301", "Linda Foster", "8025563174", "1968-12-11", "9143"),
                account("U-9304", "Paul Fisher", "6175538820", "1986-09-01", "4419"),
            ],
            "listings": [
                listing(
                    "L-4452",
                    "Oakwood Farmhouse",
                    ("1733", "Dorset Street", "Shelburne", "05482"),
                    "U-9301",
                ),
            ],
            "reservations": [
                stay(
                    code,
                    "L-4452",
                    "U-9304",
                    ("2024-06-02", "2024-06-06"),
                    "1480.00",
                    status="completed",
                    guests=6,
                    host_photos=4,
                ),
            ],
        },
        gold=[
            *identify(),
            act("get_reservation", confirmation_code=ref("confirmation_code")),
            act(
                "check_stay_assurance_window",
                confirmation_code=ref("confirmation_code"),
                info="open until 2024-06-20",
            ),
            lookup_policy(
                ref("request"),
                "STAY-3",
                info="STAY-3: wear and tear is not covered",
            ),
            act("open_stay_assurance_report", confirmation_code=ref("confirmation_code")),
            act(
                "add_report_issue",
                report_id=new_report(),
                category=ISSUE_CATEGORY.over("chair_cost"),
                incident_date=ref("damage_date"),
                amount=ref("chair_cost"),
            ),
            act(
                "add_report_issue",
                report_id=new_report(),
                category=ISSUE_CATEGORY.over("duvet_cost"),
                incident_date=ref("damage_date"),
                amount=ref("duvet_cost"),
            ),
            act(
                "submit_stay_assurance_report",
                report_id=new_report(),
                info="no dishwasher issue: an appliances issue fails the goal state",
            ),
        ],
        nl_checks=[
            promises_none(phrase_class="payment_promise", note="promises no reimbursement"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent explains that the dishwasher's breakdown is wear and tear that Stay "
            "Assurance does not cover, files only the chair and the duvet, and promises no "
            "reimbursement."
        ),
        difficulty={"volunteered_facts": 4, "issues": 2, "uncovered_items": 1, "writes": 4},
    )
