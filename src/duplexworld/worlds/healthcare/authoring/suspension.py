"""Healthcare scenarios: suspension."""

from __future__ import annotations

from duplexworld.authoring import Authored, act, fact, from_result, must_say, ref, selector
from duplexworld.scenario.schema import Suspension, WorldChange
from duplexworld.worlds.healthcare.authoring.common import (
    COVERAGE_SOURCE,
    DATE_OF_BIRTH,
    DOCTOR_LAST_NAME,
    LISTED_RX_NUMBER,
    MEMBER_NUMBER,
    PROVIDER_ID,
    SEARCH_ZIP,
    ZIP_CODE,
    member,
    scenario,
    verify,
)
from duplexworld.worlds.healthcare.authoring.network import LINDA_NGUYEN, RACHEL_ADAMS
from duplexworld.worlds.healthcare.authoring.records import (
    Claim,
    Member,
    Pharmacy,
    Prescription,
    Provider,
)


def suspension_01() -> Authored:
    """The caller steps away for 40 seconds partway through verification."""
    return scenario(
        1,
        "suspension",
        persona="received",  # Gregory Allen, a retired engineer with a dog that barks at the door
        note=(
            "The caller steps away for 40 seconds partway through verification. Dr. "
            "Kim's listing moves to her new office (a new directory id) right after "
            "the agent's first search: the old listing is then no longer active, and "
            "only a fresh search finds the listing to use (CALL-2)."
        ),
        goal=(
            "Your doctor left the Meridian network, so you need a new one, and a "
            "friend recommended Dr. Sarah Kim, an internist near your home. You want "
            "her as your doctor. Partway through the call someone comes to the door "
            "and you step away for a bit."
        ),
        purpose=(
            "Dead air across a hold (40 s), plus volatility: the agent's first "
            "search goes stale at once. Changing to the old listing is refused; the "
            "agent must search again and use the new listing."
        ),
        facts=[
            MEMBER_NUMBER("107352"),
            DATE_OF_BIRTH("1968-10-27"),
            SEARCH_ZIP("62702", answers=("It's {spoken}.", "My ZIP code is {spoken}.")),
            DOCTOR_LAST_NAME(
                "Kim", answers=("Her last name is {spoken}.", "The last name is {spoken}.")
            ),
        ],
        script=[
            (
                "Hello. My doctor left your network, so I need a new one, and a "
                "friend of mine recommended Doctor Sarah Kim. I'd like her to be my "
                "doctor."
            ),
            (
                "Good afternoon. I've lost my doctor because she's not with Meridian "
                "anymore, and a friend says Doctor Sarah Kim is very good. Can she "
                "be my doctor?"
            ),
        ],
        suspension=Suspension(
            after="fact:date_of_birth",
            duration_s=40,
            leave_variants=(
                (
                    "Oh, sorry, can you hold on a minute? Someone's at the door and "
                    "the dog is going crazy."
                ),
            ),
            return_variants=("Sorry about that, I'm back now. Thanks for waiting.",),
        ),
        world_changes=[
            WorldChange(
                after="tool:find_providers",
                occurrence=1,
                table="providers",
                key="P-810",
                set={"status": "moved", "accepting_new": False},
                note="Dr. Kim's old listing closes as she moves offices",
            ),
            WorldChange(
                after="tool:find_providers",
                occurrence=1,
                table="providers",
                key="P-815",
                set={"status": "active"},
                note="her new office listing goes live",
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-3301",
                    member_number="107352",
                    full_name="Gregory Allen",
                    date_of_birth="1968-10-27",
                    zip_code="62702",
                    plan="Meridian Gold PPO",
                    relationship="self",
                    subscriber_id="M-3301",
                    pcp_id="P-801",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                Provider(
                    id="P-801",
                    name="Dr. Ruth Baker",
                    specialty="internal medicine",
                    clinic="Baker Internal Medicine",
                    zip_code="62702",
                    accepting_new=False,
                    in_network=False,
                    status="active",
                ),
                Provider(
                    id="P-810",
                    name="Dr. Sarah Kim",
                    specialty="internal medicine",
                    clinic="Capitol Internal Medicine (Adams Street office)",
                    zip_code="62702",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-811",
                    name="Dr. Henry Ford",
                    specialty="family medicine",
                    clinic="North End Family Practice",
                    zip_code="62702",
                    accepting_new=True,
                    in_network=True,
                    status="active",
                ),
                Provider(
                    id="P-815",
                    name="Dr. Sarah Kim",
                    specialty="internal medicine",
                    clinic="Capitol Internal Medicine (Monroe Street office)",
                    zip_code="62702",
                    accepting_new=True,
                    in_network=True,
                    status="pending",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "find_providers",
                zip_code=ref("search_zip"),
                last_name=ref("doctor_last_name"),
                critical=("zip_code",),
                info=(
                    "shows Dr. Kim's Adams Street listing P-810; her move fires right "
                    "after this read"
                ),
            ),
            act(
                "find_providers",
                zip_code=ref("search_zip"),
                last_name=ref("doctor_last_name"),
                critical=("zip_code",),
                info=(
                    "the re-read shows the Monroe Street listing P-815 (P-810 is refused as moved)"
                ),
            ),
            act(
                "change_primary_care_provider",
                member_id=member(),
                provider_id=from_result("find_providers", PROVIDER_ID, ref("doctor_last_name")),
                info="the current listing; P-810 is refused as no longer active",
            ),
        ],
        nl_assertion=(
            "The agent stays on the line through the hold without hanging up, and "
            "tells the caller that Dr. Kim is now at the Monroe Street office."
        ),
        difficulty={"hold_s": 40, "world_changes": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say("Monroe Street", note="says Dr. Kim is now at the Monroe Street office"),
        ],
    )


def suspension_02() -> Authored:
    """The caller had asked Walgreens to take over her prescription; the pharmacy rings..."""
    return scenario(
        2,
        "suspension",
        persona="lancashire",  # Sharon Bell, a school secretary
        note=(
            "The caller had asked Walgreens to take over her prescription; the "
            "pharmacy rings her other line and she leaves the call silent for 30 "
            "seconds. The transfer completes right after the agent's first read: the "
            "old Rx number stops working (RX-4), a refill on the stale read is "
            "refused, and only a fresh read shows the new Rx number to refill."
        ),
        goal=(
            "Your diabetes pills run out tomorrow. Yesterday you asked Walgreens to "
            "take over your prescription from CVS, and now neither of them can tell "
            "you when you will get your pills. During the call the pharmacy rings "
            "your other line and you put Meridian on hold."
        ),
        purpose=(
            "Dead air across a hold (30 s), plus a record that moves during the "
            "call: the prescription gets a new Rx number at the new pharmacy. The "
            "refill must be on the fresh number."
        ),
        facts=[
            selector(
                "which_prescription",
                "which prescription",
                "Walgreens",
                "My metformin, it should be at Walgreens now.",
                reveal="volunteered",
            ),
            MEMBER_NUMBER("904581"),
            DATE_OF_BIRTH("1973-03-15"),
        ],
        script=[
            (
                "Hi. My diabetes pills run out tomorrow. Yesterday I asked Walgreens "
                "to take over from CVS, and now neither of them can tell me when "
                "I'll get my pills."
            ),
            (
                "Hello, I'm down to my last diabetes pill. I switched from CVS to "
                "Walgreens yesterday and now nobody knows where my prescription is."
            ),
        ],
        suspension=Suspension(
            after="fact:member_number",
            duration_s=30,
            leave_variants=(
                (
                    "Oh, can you hold on a second? My other line is ringing, I think "
                    "it's the pharmacy."
                ),
            ),
            return_variants=(
                ("Okay, I'm back. That was Walgreens, they said something went through."),
            ),
        ),
        world_changes=[
            WorldChange(
                after="caller:resume",
                announced_by="caller:resume",
                table="prescriptions",
                key="812406",
                set={"status": "transferred", "replaced_by": "812475"},
                note="CVS releases the prescription while the caller is on the other line",
            ),
            WorldChange(
                after="caller:resume",
                announced_by="caller:resume",
                table="prescriptions",
                key="812475",
                set={"status": "active"},
                note="Walgreens activates it under a new Rx number",
            ),
        ],
        seed={
            "members": [
                Member(
                    id="M-3401",
                    member_number="904581",
                    full_name="Sharon Bell",
                    date_of_birth="1973-03-15",
                    zip_code="62703",
                    plan="Meridian Silver HMO",
                    relationship="self",
                    subscriber_id="M-3401",
                    pcp_id="P-413",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "pharmacies": [
                Pharmacy(
                    id="PH-370",
                    name="CVS Pharmacy",
                    address="1120 South Grand Avenue East",
                    zip_code="62703",
                    in_network=True,
                    mail_order=False,
                ),
                Pharmacy(
                    id="PH-371",
                    name="Walgreens",
                    address="1825 East Cook Street",
                    zip_code="62703",
                    in_network=True,
                    mail_order=False,
                ),
            ],
            "providers": [
                RACHEL_ADAMS,
            ],
            "prescriptions": [
                Prescription(
                    rx_number="812406",
                    member_id="M-3401",
                    drug="metformin 1000 mg",
                    category="medical",
                    pharmacy_id="PH-370",
                    refills_left=4,
                    days_supply=30,
                    last_fill_date="2025-05-17",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="812475",
                    member_id="M-3401",
                    drug="metformin 1000 mg",
                    category="medical",
                    pharmacy_id="PH-371",
                    refills_left=4,
                    days_supply=30,
                    last_fill_date="2025-05-17",
                    status="transfer_pending",
                    controlled=False,
                ),
                Prescription(
                    rx_number="812413",
                    member_id="M-3401",
                    drug="atorvastatin 10 mg",
                    category="medical",
                    pharmacy_id="PH-370",
                    refills_left=5,
                    days_supply=90,
                    last_fill_date="2025-05-30",
                    status="active",
                    controlled=False,
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "list_prescriptions",
                member_id=member(),
                info=(
                    "read after the caller is back (Walgreens said something went "
                    "through), it shows 812406 transferred and 812475 active (RX-4); a "
                    "read before the hold shows the stale CVS prescription"
                ),
            ),
            act(
                "request_refill",
                rx_number=from_result(
                    "list_prescriptions", LISTED_RX_NUMBER, ref("which_prescription")
                ),
                info="the current Rx number at Walgreens; 812406 is refused as transferred",
            ),
        ],
        nl_assertion=(
            "The agent waits through the hold, re-checks, and tells the caller the "
            "refill is at Walgreens."
        ),
        difficulty={"hold_s": 30, "world_changes": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                "Walgreens", after="tool:request_refill", note="says the refill is at Walgreens"
            ),
        ],
    )


def suspension_03() -> Authored:
    """Recording other coverage (COB-1) after step-up verification; the caller has to..."""
    return scenario(
        3,
        "suspension",
        persona="hurried",  # Daniel Cooper, a sales rep juggling the call
        note=(
            "Recording other coverage (COB-1) after step-up verification; the caller "
            "has to fetch his wife's insurance card from another room and leaves the "
            "line silent for 35 seconds."
        ),
        goal=(
            "A letter says Meridian needs to know about your other insurance before "
            "it processes your bills. You joined your wife's plan through her job on "
            "January first, twenty twenty-five. Her insurance card is in her purse "
            "in the other room; you go and get it when the agent needs it."
        ),
        purpose=(
            "Dead air while the caller fetches a document (35 s): the agent must "
            "wait without hanging up or re-prompting, then take the other plan's "
            "policy number and start date and record them."
        ),
        facts=[
            fact(
                "coverage_source",
                "where the other coverage comes from",
                "text",
                "my wife's plan through her job",
                reveal="volunteered",
                spoken="I'm on my wife's plan, through her job.",
                keywords=("comes from", "where is the other", "through whom", "whose plan"),
                answers=("{spoken}",),
            ),
            MEMBER_NUMBER("318746"),
            DATE_OF_BIRTH("1981-02-09"),
            ZIP_CODE("62707"),
            fact(
                "other_policy",
                "policy number",
                "digits",
                "357924",
                keywords=("policy num", "other plan's number", "her plan's number", "group number"),
                answers=("The policy number is {spoken}.", "It says {spoken}."),
            ),
            fact(
                "coverage_start",
                "coverage start date",
                "date",
                "2025-01-01",
                keywords=("start date", "started", "begin", "effective"),
                answers=("It started {spoken}.", "The card says effective {spoken}."),
            ),
        ],
        script=[
            (
                "Hi, I got a letter from you saying you need information about other "
                "insurance before you'll process my bills. I went on my wife's plan "
                "through her job at the start of the year."
            ),
            (
                "Hello, you sent me a letter asking about other insurance. I'm on my "
                "wife's work plan now too, since the beginning of the year."
            ),
        ],
        suspension=Suspension(
            after="fact:zip_code",
            duration_s=35,
            leave_variants=(
                ("Hold on, my wife has the card in her purse. Let me go get it, just a minute."),
            ),
            return_variants=("Okay, I've got her card right here.",),
        ),
        seed={
            "members": [
                Member(
                    id="M-3501",
                    member_number="318746",
                    full_name="Daniel Cooper",
                    date_of_birth="1981-02-09",
                    zip_code="62707",
                    plan="Meridian Silver PPO",
                    relationship="self",
                    subscriber_id="M-3501",
                    pcp_id="P-511",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                LINDA_NGUYEN,
            ],
            "claims": [
                Claim(
                    id="CL-3501",
                    member_id="M-3501",
                    service_date="2025-05-22",
                    provider_name="Riverside Family Medicine",
                    service="office visit",
                    category="medical",
                    billed="190.00",
                    member_owes="190.00",
                    status="pending",
                ),
            ],
        },
        gold=[
            verify("identity (ID-1)"),
            act(
                "check_zip_code",
                member_id=member(),
                zip_code=ref("zip_code"),
                info="step-up for recording other coverage (ID-2)",
            ),
            act(
                "update_other_coverage",
                member_id=member(),
                other_policy_number=ref("other_policy"),
                coverage_start_date=ref("coverage_start"),
                source=COVERAGE_SOURCE.over("coverage_source"),
                critical=("member_id", "other_policy_number", "coverage_start_date"),
                info=(
                    "read off the wife's card after the hold; the source is checked by "
                    "the goal state"
                ),
            ),
        ],
        nl_assertion=(
            "The agent waits through the caller's absence without hanging up or "
            "repeating itself, then reads the policy number and start date back "
            "before recording them."
        ),
        difficulty={"hold_s": 35, "verification_level": 2},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say(
                value={"fact": "other_policy"},
                before="tool:update_other_coverage",
                note="reads back the policy number",
            ),
            must_say(
                "January first",
                before="tool:update_other_coverage",
                note="reads back the start date",
            ),
        ],
    )
