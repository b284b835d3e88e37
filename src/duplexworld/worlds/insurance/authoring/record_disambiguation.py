"""Harborline Insurance scenarios: record disambiguation."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, discloses_none, from_result, ref
from duplexworld.authoring.checks import must_say
from duplexworld.worlds.insurance.authoring.common import (
    CLAIM_ID,
    ITEM_ID,
    LOSS_TYPE,
    ZIP_ON_ROAD,
    choice_fact,
    claim,
    dob_fact,
    estimate_fact,
    home,
    identity_facts,
    loss_date_fact,
    loss_story_fact,
    loss_zip_fact,
    name_fact,
    new_claim,
    person,
    police_fact,
    policy,
    policy_fact,
    promises_nothing,
    scenario,
    vehicle,
    verify,
)


def record_disambiguation() -> list[Authored]:
    """Several records match what the caller first says; one fact tells them apart."""
    parker = person("PH-3501", "Emily Parker", "1988-05-09", "21230")
    civic = vehicle("V-7101", "590734", "2016 Honda Civic, silver", "21230", "PH-3502")
    accord = vehicle("V-7102", "590734", "2021 Honda Accord, gray", "21230", "PH-3501")
    ranger = vehicle("V-7103", "590734", "2012 Ford Ranger, red", "21230", "PH-3502")
    keyed = scenario(
        1,
        "record_disambiguation",
        note="Somebody keyed 'my Honda': the policy has two Hondas. The caller drives the "
        "Accord; a claim on the Civic is the wrong record.",
        persona="bright",
        goal="Somebody keyed your Honda, the gray Accord, in the parking garage at work on "
        "Wednesday. You filed a police report.",
        purpose="Two vehicles match 'my Honda'; ask which, then file vandalism (FNOL-2) with the "
        "police report number on the Accord.",
        facts=[
            loss_story_fact("Somebody keyed my car in the parking garage at work."),
            *identity_facts("Emily Parker", "1988-05-09", "590734"),
            loss_date_fact("2024-06-12"),
            police_fact("2648105"),
            choice_fact(
                "which_car",
                "which Honda",
                "Accord",
                "The Accord, the gray twenty twenty-one",
                ("which honda", "which car", "which vehicle", "which one", "civic", "accord"),
            ),
        ],
        opening=[
            "Hi, somebody keyed my Honda in the parking garage at work. There's a long scratch "
            "down the whole driver's side. I already went to the police about it.",
        ],
        seed={
            "policyholders": [parker, person("PH-3502", "Paul Parker", "1986-02-17", "21230")],
            "policies": [policy("590734", "auto", ["PH-3501"], listed=("PH-3502",))],
            "items": [civic, accord, ranger],
            "claims": [
                claim("CLM-590734-1", ranger, "collision", "2023-01-22", "closed", "PH-3502")
            ],
        },
        gold=[
            verify(),
            act(
                "get_policy",
                info="two Hondas: V-7101 Civic, V-7102 Accord",
                policy_number=ref("policy_number"),
            ),
            act(
                "open_claim",
                info="the Accord; keyed paint is vandalism (FNOL-2)",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID, ref("which_car")),
                loss_type=LOSS_TYPE.over("what_happened"),
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                info="required for vandalism (FNOL-4)",
                claim_id=new_claim(),
                field="police_report_number",
                value=ref("police_report"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_assertion="The agent asks which Honda before opening the claim and does not say the "
        "scratch will be paid for.",
        nl_checks=[
            must_say(
                "which honda",
                "which one",
                "which car",
                "which vehicle",
                "which of",
                before="tool:open_claim",
                note="asks which Honda before opening the claim",
            ),
            promises_nothing(),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"candidate_records": 2, "vehicles_on_policy": 3},
    )

    walker = person("PH-3601", "Thomas Walker", "1966-08-24", "64111")
    house = home("H-9101", "526184", "house at 3710 Holly Street", "64111")
    two_storms = scenario(
        2,
        "record_disambiguation",
        note="Two hail claims on the same roof from storms two weeks apart, both waiting for an "
        "estimate; the contractor's estimate is for the June 2nd storm.",
        persona="deliberate",
        goal="You finally have the contractor's estimate for the hail damage to your roof from "
        "the storm on June second. The storm in May only hit the gutters, and that estimate is "
        "not ready yet.",
        purpose="Two open hail claims match 'the hail damage'; the storm date tells them apart, "
        "and the estimate goes on the June 2nd claim, which is then submitted.",
        facts=[
            *identity_facts("Thomas Walker", "1966-08-24", "526184"),
            estimate_fact(
                "6875.00",
                ("The estimate is {spoken}.", "The contractor wrote {spoken}."),
            ),
            loss_date_fact("2024-06-02", "date of the storm"),
        ],
        opening=[
            "Good afternoon. I finally have the contractor's estimate for the hail damage to my "
            "roof, and I was told to call it in once I had it.",
        ],
        seed={
            "policyholders": [walker, person("PH-3602", "Ruth Walker", "1968-12-01", "64111")],
            "policies": [
                policy("526184", "home", ["PH-3601", "PH-3602"], term=("2023-08-01", "2024-07-31"))
            ],
            "items": [house],
            "claims": [
                claim("CLM-526184-1", house, "wind", "2023-10-04", "closed", "PH-3602"),
                claim("CLM-526184-2", house, "hail", "2024-05-21", "intake", "PH-3602"),
                claim("CLM-526184-3", house, "hail", "2024-06-02", "intake", "PH-3601"),
            ],
        },
        gold=[
            verify(),
            act(
                "list_claims",
                info="two hail claims in intake: May 21st and June 2nd",
                policy_number=ref("policy_number"),
            ),
            act(
                "add_claim_fact",
                info="the June 2nd storm's claim, not the May one",
                claim_id=from_result("list_claims", CLAIM_ID, ref("loss_date")),
                field="estimated_damage",
                value=ref("estimate"),
            ),
            act("submit_claim", claim_id=from_result("list_claims", CLAIM_ID, ref("loss_date"))),
        ],
        nl_assertion="The agent asks which storm the estimate is for before recording it and "
        "does not say how much will be paid.",
        nl_checks=[
            promises_nothing(),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        difficulty={"candidate_records": 2, "claims_on_policy": 3},
    )

    allen_sr = person("PH-5101", "George Allen", "1949-10-02", "29401")
    allen_jr = person("PH-5102", "George Allen", "1978-04-20", "29412")
    buick = vehicle("V-5201", "375812", "2011 Buick LaCrosse, tan", "29401", "PH-5101")
    maverick = vehicle("V-5202", "375812", "2022 Ford Maverick, blue", "29401", "PH-5102")
    junior = scenario(
        3,
        "record_disambiguation",
        note="Father and son share a name and a policy; each is principal driver of one car, so "
        "'George Allen's car' matches both. The son (a listed driver, verified by his own birth "
        "date) reports damage to his Maverick.",
        persona="scottish",
        goal="You are George Allen junior, on your father's car policy. You backed your Ford "
        "Maverick into a brick mailbox yesterday and dented the tailgate.",
        purpose="Two people and two cars match the caller's name; verification by birth date "
        "picks the son, and the vehicle fact picks his car. A claim on the father's Buick is the "
        "wrong record.",
        facts=[
            loss_story_fact("I backed my car into a brick mailbox.", reveal="volunteered"),
            name_fact("George Allen", reveal="volunteered"),
            dob_fact("1978-04-20"),
            policy_fact("375812"),
            loss_date_fact("2024-06-13"),
            loss_zip_fact("29412", ZIP_ON_ROAD),
            choice_fact(
                "which_car",
                "which vehicle",
                "Maverick",
                "The Ford Maverick, my blue one. The Buick is my dad's",
                ("which vehicle", "which car", "which one", "buick", "maverick", "ford"),
            ),
        ],
        opening=[
            "Hi, this is George Allen, I'm on the policy with my dad. I backed my car into a "
            "brick mailbox yesterday and dented the back end pretty good.",
        ],
        seed={
            "policyholders": [allen_sr, allen_jr],
            "policies": [policy("375812", "auto", ["PH-5101"], listed=("PH-5102",))],
            "items": [buick, maverick],
            "claims": [
                claim("CLM-375812-1", buick, "collision", "2022-11-08", "closed", "PH-5101")
            ],
        },
        gold=[
            verify("the birth date picks the son, a listed driver (may report losses, AUTH-1)"),
            act(
                "get_policy",
                info="both cars list George Allen as principal driver",
                policy_number=ref("policy_number"),
            ),
            act(
                "open_claim",
                info="the son's Maverick, not the father's Buick",
                policy_number=ref("policy_number"),
                item_id=from_result("get_policy", ITEM_ID, ref("which_car")),
                loss_type=LOSS_TYPE.over("what_happened"),
                loss_date=ref("loss_date"),
            ),
            act(
                "add_claim_fact",
                claim_id=new_claim(),
                field="loss_postcode",
                value=ref("loss_zip"),
            ),
            act("submit_claim", claim_id=new_claim()),
        ],
        nl_checks=[
            must_say(
                "which vehicle",
                "is this the",
                "is it the",
                "two cars",
                "two vehicles",
                "which one",
                "which car",
                "which of",
                before="tool:open_claim",
                note="confirms which vehicle before opening the claim",
            ),
            discloses_none(
                "1949",
                "nineteen forty nine",
                "forty nine",
                "october second",
                "29401",
                note="does not read out the father's details",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion="The agent confirms which vehicle before opening the claim and does not "
        "read out the father's details or claims.",
        difficulty={"candidate_records": 2, "same_name_people": 2},
    )
    return [keyed, two_storms, junior]
