"""Healthcare scenarios: narrative intake."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, fact, from_result, must_not_say, ref, selector
from duplexworld.authoring.checks import LEGAL_ADVICE, must_say
from duplexworld.scenario.schema import WorldChange
from duplexworld.worlds.healthcare.authoring.common import (
    ACCIDENT_CAUSE,
    ACCIDENT_DATE,
    CLAIM_ID,
    DATE_OF_BIRTH,
    HOSPITAL,
    LISTED_MEMBER_ID,
    MEMBER_NUMBER,
    SERVICE_DATE,
    member,
    scenario,
    verify,
)
from duplexworld.worlds.healthcare.authoring.network import GRACE_TURNER, HELEN_BROOKS, HENRY_ELLIS
from duplexworld.worlds.healthcare.authoring.records import Claim, Member


def narrative_intake_01() -> Authored:
    """A long account of a fall in a grocery store."""
    return scenario(
        1,
        "narrative_intake",
        persona="deliberate",  # Betty Russell, sixty-eight, tells the whole story
        note=(
            "A long account of a fall in a grocery store. The emergency room claim "
            "is held for the injury questionnaire (ACC-1): the agent extracts the "
            'date and the cause (premises, not "other"), confirms them and records '
            "them, which releases the claim. No fault, no legal advice."
        ),
        goal=(
            "On May second you slipped on a wet floor at the Greenway Market and "
            "broke your wrist; your son drove you to the St. John's emergency room "
            "that afternoon. Now a letter asks how you got hurt and the hospital "
            "says your bill is stuck until you answer. You want the bill to go "
            "through."
        ),
        purpose=(
            "Extract structured facts from an unstructured story: the accident date "
            "(volunteered), the cause category (a fall on someone else's property is "
            "premises), and the right claim among three (the emergency room visit "
            "held for accident information)."
        ),
        facts=[
            fact(
                "how_hurt",
                "how you got hurt",
                "text",
                "I slipped on a wet floor while shopping at the Greenway Market.",
                keywords=("how did", "got hurt", "how it happened"),
                answers=("{spoken}",),
            ),
            MEMBER_NUMBER("601293"),
            DATE_OF_BIRTH("1957-06-24"),
            ACCIDENT_DATE("2025-05-02"),
            fact(
                "place",
                "place of the fall",
                "text",
                "Greenway Market",
                spoken="the Greenway Market on Wabash",
                reveal="volunteered",
                keywords=("where did you fall", "which store"),
                answers=("At {spoken}.",),
            ),
            HOSPITAL("St. John's emergency room"),
            fact(
                "injury",
                "injury",
                "text",
                "broken wrist",
                spoken="a broken wrist",
                reveal="volunteered",
                keywords=("what was the injury", "how badly", "what happened to"),
                answers=("I had {spoken}.",),
            ),
        ],
        script=[
            (
                "Well, let me tell you what happened. It was May second, twenty "
                "twenty-five, a Friday, and I was doing my shopping at the Greenway "
                "Market on Wabash. Somebody had spilled something near the produce "
                "and nobody had put out a sign, and I went right down on my hand. It "
                "turned out to be a broken wrist. The manager called my son, and he "
                "drove me to the St. John's emergency room that afternoon, and they "
                "put a cast on it. Now I've got a letter from you people asking how "
                "I got hurt, and the hospital says my bill is stuck until I answer "
                "it."
            )
        ],
        seed={
            "members": [
                Member(
                    id="M-3601",
                    member_number="601293",
                    full_name="Betty Russell",
                    date_of_birth="1957-06-24",
                    zip_code="62704",
                    plan="Meridian Senior Advantage",
                    relationship="self",
                    subscriber_id="M-3601",
                    pcp_id="P-201",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                HELEN_BROOKS,
            ],
            "claims": [
                Claim(
                    id="CL-3601",
                    member_id="M-3601",
                    service_date="2025-05-02",
                    provider_name="St. John's Hospital",
                    service="emergency room visit, wrist x-ray and cast",
                    category="medical",
                    billed="1875.00",
                    member_owes="1875.00",
                    status="pending_accident_info",
                ),
                Claim(
                    id="CL-3602",
                    member_id="M-3601",
                    service_date="2025-05-09",
                    provider_name="Springfield Orthopedics",
                    service="follow-up visit",
                    category="medical",
                    billed="240.00",
                    member_owes="30.00",
                    status="paid",
                ),
                Claim(
                    id="CL-3603",
                    member_id="M-3601",
                    service_date="2025-01-15",
                    provider_name="Westside Family Practice",
                    service="annual physical",
                    category="medical",
                    billed="210.00",
                    member_owes="0.00",
                    status="paid",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "list_claims",
                member_id=member(),
                info="CL-3601 is held for accident information",
            ),
            act(
                "record_accident_details",
                claim_id=from_result("list_claims", CLAIM_ID, ref("hospital")),
                accident_date=ref("accident_date"),
                cause=ACCIDENT_CAUSE.over("how_hurt"),
                info="a fall in a store is premises (ACC-1); the cause is part of the record",
            ),
        ],
        nl_checks=[
            must_say(
                "released for processing",
                "released",
                "processing",
                after="tool:record_accident_details",
                note="says the claim is released for processing",
            ),
            must_say(
                value={"fact": "accident_date"},
                before="tool:record_accident_details",
                note="confirms the date before recording",
            ),
            must_not_say(
                *LEGAL_ADVICE,
                act="inform",
                note="says nothing about fault and gives no legal advice",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent confirms the date and that it was a fall in a store before "
            "recording it, says the claim is released for processing, and does not "
            "say who is at fault or give legal advice."
        ),
        difficulty={"volunteered_facts": 4, "claims_on_file": 3},
    )


def narrative_intake_02() -> Authored:
    """A stolen wallet, then a statement for care the caller never received (FRAUD-1)."""
    return scenario(
        2,
        "narrative_intake",
        persona="new_yorker",  # Jason Hayes, a mechanic, annoyed and talking fast
        note=(
            "A stolen wallet, then a statement for care the caller never received "
            "(FRAUD-1). While the agent reads his claims, the clinic voids the claim "
            "and sends a corrected one; the report must go on the corrected claim, "
            "with the date and amount the caller states."
        ),
        goal=(
            "In April your wallet was stolen from your car, with your insurance card "
            "in it. Now a statement shows a visit to Northside Urgent Care on April "
            "twenty-second for three hundred twelve dollars and forty cents, and you "
            "have never been there. You want it stopped."
        ),
        purpose=(
            "Extract the date and amount from a story, confirm them, and report the "
            "right claim. The first read goes stale (the claim is voided and "
            "reissued right after it); reporting the voided claim is refused, and "
            "the fresh read shows the corrected claim to report."
        ),
        facts=[
            MEMBER_NUMBER("745862"),
            DATE_OF_BIRTH("1987-09-05"),
            SERVICE_DATE(
                "2025-04-22",
                label="date of the visit",
                reveal="volunteered",
                keywords=("visit date", "date of service", "what date", "which day"),
                answers=("The statement says {spoken}.", "It says {spoken}."),
            ),
            fact(
                "amount",
                "amount billed",
                "amount",
                "312.40",
                reveal="volunteered",
                keywords=("how much", "amount"),
                answers=("It's {spoken}.", "They billed {spoken}."),
            ),
            fact(
                "clinic",
                "clinic",
                "text",
                "Northside Urgent Care",
                reveal="volunteered",
                keywords=("which clinic", "what clinic", "where was the visit"),
                answers=("It says {spoken}.",),
            ),
        ],
        script=[
            (
                "Okay, so this is a weird one. Back in April somebody broke into my "
                "car at the gym and stole my wallet. I cancelled my bank cards, but "
                "I totally forgot my insurance card was in there. Now I just got a "
                "statement from you for a visit to Northside Urgent Care on April "
                "twenty-second, twenty twenty-five, for three hundred twelve dollars "
                "and forty cents, and I have never been to that place in my life."
            )
        ],
        world_changes=[
            WorldChange(
                after="tool:list_claims",
                occurrence=1,
                table="claims",
                key="CL-3701",
                set={"status": "voided", "replaced_by": "CL-3702"},
                note="the clinic voids its claim",
            ),
            WorldChange(
                after="tool:list_claims",
                occurrence=1,
                table="claims",
                key="CL-3702",
                set={"member_id": "M-3701", "status": "pending"},
                note="the corrected claim is matched to the member",
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-3701",
                    member_number="745862",
                    full_name="Jason Hayes",
                    date_of_birth="1987-09-05",
                    zip_code="62711",
                    plan="Meridian Bronze HMO",
                    relationship="self",
                    subscriber_id="M-3701",
                    pcp_id=None,
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "claims": [
                Claim(
                    id="CL-3701",
                    member_id="M-3701",
                    service_date="2025-04-22",
                    provider_name="Northside Urgent Care",
                    service="urgent care visit",
                    category="medical",
                    billed="312.40",
                    member_owes="75.00",
                    status="pending",
                ),
                Claim(
                    id="CL-3702",
                    member_id=None,
                    service_date="2025-04-22",
                    provider_name="Northside Urgent Care",
                    service="urgent care visit (corrected claim)",
                    category="medical",
                    billed="312.40",
                    member_owes="75.00",
                    status="intake",
                ),
                Claim(
                    id="CL-3703",
                    member_id="M-3701",
                    service_date="2025-02-03",
                    provider_name="Chatham Road Dental",
                    service="dental cleaning",
                    category="medical",
                    billed="145.00",
                    member_owes="0.00",
                    status="paid",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "list_claims",
                member_id=member(),
                info=(
                    "shows CL-3701; right after this read the clinic voids it and the "
                    "corrected CL-3702 arrives"
                ),
            ),
            act(
                "list_claims",
                member_id=member(),
                info="the fresh read shows CL-3701 voided, replaced by CL-3702",
            ),
            act(
                "report_unrecognized_claim",
                claim_id=from_result("list_claims", r"replaced by corrected claim (CL-\d{4})"),
                service_date=ref("service_date"),
                amount=ref("amount"),
                info="on the corrected claim; CL-3701 is refused as voided",
            ),
        ],
        nl_assertion=(
            "The agent confirms the date and amount with the caller, reports the "
            "corrected claim, and tells him he owes nothing on it while it is "
            "investigated."
        ),
        difficulty={"volunteered_facts": 3, "world_changes": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "April twenty-second",
                before="tool:report_unrecognized_claim",
                note="confirms the date",
            ),
            must_say(
                "owes nothing",
                "owe nothing",
                after="tool:report_unrecognized_claim",
                note="says nothing is owed meanwhile",
            ),
        ],
    )


def narrative_intake_03() -> Authored:
    """A father tells how his nine-year-old was hurt when their car was rear-ended."""
    return scenario(
        3,
        "narrative_intake",
        persona="midlands",  # Andrew Bailey, a teacher, still shaken by the accident
        note=(
            "A father tells how his nine-year-old was hurt when their car was "
            "rear-ended. The child's emergency room claim is held for the injury "
            "questionnaire; the parent may answer it for a minor (DISC-3). The agent "
            "extracts the date and the cause (motor vehicle) from the story."
        ),
        goal=(
            "On March twenty-ninth your car was rear-ended with your son Owen (nine) "
            "in the back seat; he hurt his neck and you took him to the Memorial "
            "emergency room that night. Now a letter says his hospital bill cannot "
            "be processed until someone answers how he got hurt. You also get calls "
            "from the other driver's insurance company."
        ),
        purpose=(
            "Narrative intake on a dependent's claim: find the child through the "
            "parent's access, pick the emergency room claim held for accident "
            "information, and record the date and the cause without giving legal "
            "advice about the other insurer."
        ),
        facts=[
            selector(
                "which_member",
                "which family member",
                "Owen",
                "My son Owen",
                reveal="volunteered",
                answers=("{spoken}.",),
            ),
            fact(
                "how_hurt",
                "how he got hurt",
                "text",
                "A pickup truck rear-ended our car while we were stopped at a red light.",
                keywords=("how did", "got hurt", "how it happened"),
                answers=("{spoken}",),
            ),
            MEMBER_NUMBER("396157"),
            DATE_OF_BIRTH("1983-11-21", answers=("Mine is {spoken}.", "I was born {spoken}.")),
            ACCIDENT_DATE(
                "2025-03-29",
                keywords=(
                    "accident date",
                    "when did it happen",
                    "when was the crash",
                    "day of the crash",
                ),
            ),
            fact(
                "child",
                "child's name",
                "name",
                "Owen Bailey",
                spoken="Owen",
                reveal="volunteered",
                keywords=("son's name", "child's name", "who was hurt"),
                answers=("My son {spoken}.",),
            ),
            HOSPITAL(
                "Memorial emergency room",
                keywords=("which hospital", "where was he treated"),
                answers=("It was {spoken}.",),
                spoken="the emergency room at Memorial",
            ),
        ],
        script=[
            (
                "Hi. So, on March twenty-ninth, twenty twenty-five, my son Owen and "
                "I were stopped at a red light on Veterans Parkway when a pickup "
                "truck rear-ended us. Owen's nine, he was in his booster seat in the "
                "back, and he was complaining about his neck, so we took him to the "
                "emergency room at Memorial that night. He's fine now, thank "
                "goodness. But now there's a letter saying his hospital bill can't "
                "be processed until somebody answers questions about how he got "
                "hurt, and the other driver's insurance company keeps calling me too."
            )
        ],
        seed={
            "members": [
                Member(
                    id="M-3801",
                    member_number="396157",
                    full_name="Andrew Bailey",
                    date_of_birth="1983-11-21",
                    zip_code="62702",
                    plan="Meridian Family PPO",
                    relationship="self",
                    subscriber_id="M-3801",
                    pcp_id="P-701",
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-3802",
                    member_number="396175",
                    full_name="Owen Bailey",
                    date_of_birth="2016-01-12",
                    zip_code="62702",
                    plan="Meridian Family PPO",
                    relationship="child",
                    subscriber_id="M-3801",
                    pcp_id="P-702",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                GRACE_TURNER,
                HENRY_ELLIS,
            ],
            "claims": [
                Claim(
                    id="CL-3801",
                    member_id="M-3802",
                    service_date="2025-03-29",
                    provider_name="Memorial Medical Center",
                    service="emergency room visit and neck x-ray",
                    category="medical",
                    billed="1420.00",
                    member_owes="1420.00",
                    status="pending_accident_info",
                ),
                Claim(
                    id="CL-3802",
                    member_id="M-3802",
                    service_date="2025-04-10",
                    provider_name="Springfield Pediatrics",
                    service="follow-up visit",
                    category="medical",
                    billed="150.00",
                    member_owes="20.00",
                    status="paid",
                ),
                Claim(
                    id="CL-3803",
                    member_id="M-3801",
                    service_date="2025-03-29",
                    provider_name="Memorial Medical Center",
                    service="emergency room evaluation",
                    category="medical",
                    billed="640.00",
                    member_owes="100.00",
                    status="paid",
                ),
            ],
        },
        gold=[
            verify("the father verifies himself"),
            act(
                "get_access_summary",
                member_id=member(),
                info="Owen (M-3802, 9) is reachable as a dependent under 18",
            ),
            act(
                "list_claims",
                member_id=from_result("get_access_summary", LISTED_MEMBER_ID, ref("which_member")),
                info=(
                    "CL-3801 is held for accident information; the father's own ER claim "
                    "(paid) is not the one"
                ),
            ),
            act(
                "record_accident_details",
                claim_id=from_result("list_claims", CLAIM_ID, ref("hospital")),
                accident_date=ref("accident_date"),
                cause=ACCIDENT_CAUSE.over("how_hurt"),
                info="a rear-end collision is motor_vehicle (ACC-1)",
            ),
        ],
        nl_checks=[
            must_say(
                "car accident",
                "rear ended",
                "crash",
                "collision",
                "accident",
                before="tool:record_accident_details",
                note="confirms that it was a car accident",
            ),
            must_say(
                value={"fact": "accident_date"},
                before="tool:record_accident_details",
                note="confirms the date before recording",
            ),
            must_not_say(
                *LEGAL_ADVICE,
                act="inform",
                note="gives no legal advice about the other driver's insurer",
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent confirms the date and that it was a car accident before "
            "recording it, and gives no legal advice about the other driver's "
            "insurer."
        ),
        difficulty={"volunteered_facts": 4, "dependent_claim": True},
    )
