"""Harborline Insurance: the regime is enforced by the tool surface.

Verification and per-policyholder authority, refusals that leak nothing, no adjudication
(no tool approves, denies, pays or changes a decision), the rights of listed members and the
tier 2 operations, the policy corpus and the agent's instructions.
"""

from __future__ import annotations

import itertools
import re

import pytest

from duplexworld.world import ToolCall
from duplexworld.world.clauses import ClauseCorpus
from duplexworld.worlds import world_class
from duplexworld.worlds.insurance import POLICY_FILE, VERIFICATION_FAILED, InsuranceWorld


def _person(holder_id, name, dob, postcode):
    return {"id": holder_id, "full_name": name, "date_of_birth": dob, "postcode": postcode}


def _policy(number, line, named, listed=(), coverages=None):
    return {
        "number": number,
        "line": line,
        "status": "active",
        "term_start": "2024-03-01",
        "term_end": "2025-02-28",
        "named_insureds": list(named),
        "listed": list(listed),
        "deductible": "500.00",
        "coverages": coverages or {"liability": "2021-03-01", "collision": "2021-03-01"},
    }


def _claim(claim_id, number, item, loss_type, day, status, **extra):
    data = {
        "id": claim_id,
        "policy_number": number,
        "item_id": item,
        "loss_type": loss_type,
        "loss_date": day,
        "status": status,
        "reported_by": "PH-1",
        "facts": {},
    }
    data.update(extra)
    return data


DENIAL = {"outcome": "denied", "date": "2024-05-30", "reason": "gradual seepage"}
SEED = {
    "policyholders": [
        _person("PH-1", "Laura Bennett", "1979-03-14", "60614"),
        _person("PH-2", "Tom Bennett", "2003-07-01", "60614"),
        _person("PH-3", "Gary Wood", "1958-01-14", "75214"),
    ],
    "policies": [
        _policy("481207", "auto", ["PH-1"], listed=["PH-2"]),
        _policy("481299", "home", ["PH-1"], coverages={"dwelling": "2020-01-01"}),
        _policy("530962", "auto", ["PH-3"]),
    ],
    "items": [
        {"id": "V-1", "policy_number": "481207", "kind": "vehicle", "description": "Subaru"},
        {"id": "V-2", "policy_number": "481207", "kind": "vehicle", "description": "Civic"},
        {"id": "H-1", "policy_number": "481299", "kind": "property", "description": "house"},
        {"id": "V-9", "policy_number": "530962", "kind": "vehicle", "description": "Tacoma"},
    ],
    "claims": [
        _claim("CLM-481207-1", "481207", "V-1", "collision", "2024-05-01", "approved"),
        _claim("CLM-481207-2", "481207", "V-2", "collision", "2024-06-07", "submitted"),
        _claim("CLM-481299-1", "481299", "H-1", "water", "2024-04-28", "denied", decision=DENIAL),
        _claim("CLM-481299-2", "481299", "H-1", "wind", "2024-06-12", "draft"),
        _claim("CLM-530962-1", "530962", "V-9", "theft", "2024-06-01", "under_review"),
    ],
    "payments": [
        {
            "id": "PAY-1",
            "claim_id": "CLM-481207-1",
            "amount": "1240.00",
            "method": "check",
            "issued": "2024-05-24",
            "status": "issued",
        },
        {
            "id": "PAY-9",
            "claim_id": "CLM-530962-1",
            "amount": "300.00",
            "method": "check",
            "issued": "2024-05-01",
            "status": "issued",
        },
    ],
}
for _item in SEED["items"]:
    _item["area"] = "60614"
SEED["claims"][0]["decision"] = {"outcome": "approved", "date": "2024-05-22", "reason": "bumper"}


@pytest.fixture
def world() -> InsuranceWorld:
    return InsuranceWorld(SEED)


def call(world, name, actor="agent", **arguments):
    return world.call(ToolCall(call_id="t", name=name, arguments=arguments, actor=actor))


def verify(world, who="PH-1", tier=1):
    details = {
        "PH-1": ("481207", "Laura Bennett", "1979-03-14", "60614"),
        "PH-2": ("481207", "Tom Bennett", "2003-07-01", "60614"),
        "PH-3": ("530962", "Gary Wood", "1958-01-14", "75214"),
    }[who]
    result = call(
        world,
        "verify_policyholder",
        policy_number=details[0],
        full_name=details[1],
        date_of_birth=details[2],
    )
    assert result.ok, result.content
    if tier == 2:
        assert call(world, "check_postcode_factor", holder_id=who, postcode=details[3]).ok


def masked(text: str, *ids: str) -> str:
    for value in ids:
        text = text.replace(value, "<id>")
    return text


# --- the tool surface ------------------------------------------------------------------------


def test_registered_and_the_tool_surface_has_no_adjudication(world):
    assert world_class("insurance") is InsuranceWorld
    agent = {spec.name: spec for spec in world.tools("agent")}
    assert 10 <= len(agent) <= 20
    assert {spec.name for spec in world.tools("user")} == {
        "upload_claim_photos",
        "sign_theft_affidavit",
        "shut_off_water_main",
    }
    forbidden = re.compile(r"approve|deny|denial|settle|pay_claim|decide|adjudicat|override")
    assert not [name for name in agent if forbidden.search(name)]
    for spec in [*world.tools("agent"), *world.tools("user")]:
        assert spec.description, spec.name
        for name, schema in spec.parameters["properties"].items():
            assert schema.get("description"), (spec.name, name)


def test_no_sequence_of_agent_calls_decides_or_pays_a_claim(world):
    # every agent write, with every plausible argument, by a named insured at tier 2
    verify(world, tier=2)
    decisions = {c["id"]: c.get("decision") for c in world.store.find("claims")}
    claims = [c["id"] for c in world.store.find("claims")] + ["CLM-481207-3"]
    attempts = [
        (
            "open_claim",
            {
                "policy_number": "481207",
                "item_id": "V-1",
                "loss_type": t,
                "loss_date": "2024-06-13",
            },
        )
        for t in ("collision", "hail", "other")
    ]
    for claim_id, (field, value) in itertools.product(
        claims, [("estimated_damage", "900"), ("loss_postcode", "60614")]
    ):
        attempts.append(("add_claim_fact", {"claim_id": claim_id, "field": field, "value": value}))
    for claim_id in claims:
        for name in (
            "submit_claim",
            "request_decision_review",
            "withdraw_claim",
            "dispatch_mitigation_crew",
            "get_claim",
        ):
            attempts.append((name, {"claim_id": claim_id}))
    attempts += [("request_payment_reissue", {"payment_id": p}) for p in ("PAY-1", "PAY-9")]
    for name, arguments in attempts:
        call(world, name, **arguments)
    for claim in world.store.find("claims"):
        assert claim.get("decision") == decisions.get(claim["id"]), claim["id"]
        if claim["id"] in decisions:
            seeded = next(c for c in SEED["claims"] if c["id"] == claim["id"])
            assert claim["status"] in {seeded["status"], "submitted", "withdrawn"}
        else:
            assert claim["status"] in {"intake", "submitted", "withdrawn"}
        assert claim["status"] not in {"approved", "denied", "paid", "closed"} or (
            claim["id"] in decisions
        )
    # a reissued check replaces one for the same amount; no other payment appears
    seeded = {p["id"]: p["amount"] for p in SEED["payments"]}
    for payment in world.store.find("payments"):
        original = payment.get("replaces", payment["id"])
        assert payment["amount"] == seeded[original]


def test_agent_cannot_call_caller_tools_and_caller_cannot_call_agent_tools(world):
    result = call(world, "shut_off_water_main", item_id="H-1")
    assert not result.ok and "not available to the agent" in result.content
    result = call(world, "get_policy", actor="user", policy_number="481207")
    assert not result.ok and "not available to the user" in result.content


# --- verification ----------------------------------------------------------------------------


def test_verification_by_policy_number_name_and_birth_date(world):
    result = call(
        world,
        "verify_policyholder",
        policy_number="4 8 1 2 0 7",
        full_name="laura  BENNETT",
        date_of_birth="March 14th, 1979",
    )
    assert result.ok and "named insured on policy 481207" in result.content
    assert world.tier("PH-1") == 1 and world.tier("PH-2") == 0


def test_a_listed_driver_is_verified_as_themself(world):
    verify(world, "PH-2")
    assert world.tier("PH-2") == 1 and world.tier("PH-1") == 0


@pytest.mark.parametrize(
    ("number", "name", "dob"),
    [
        ("481207", "Laura Bennett", "1979-03-15"),  # wrong birth date
        ("481207", "Laura Smith", "1979-03-14"),  # wrong name
        ("481207", "Gary Wood", "1958-01-14"),  # a real person, not on this policy
        ("530962", "Laura Bennett", "1979-03-14"),  # someone else's real policy
        ("999999", "Laura Bennett", "1979-03-14"),  # no such policy
    ],
)
def test_failed_verification_leaks_nothing(world, number, name, dob):
    before = world.state_hash()
    result = call(
        world, "verify_policyholder", policy_number=number, full_name=name, date_of_birth=dob
    )
    assert result.content == f"error: {VERIFICATION_FAILED}"
    assert world.session.verified == {} and world.state_hash() == before


def test_malformed_factors_are_format_errors_not_attempts(world):
    bad = call(
        world,
        "verify_policyholder",
        policy_number="4812",
        full_name="Laura Bennett",
        date_of_birth="1979-03-14",
    )
    assert not bad.ok and "policy_number must be exactly 6 digits" in bad.content
    bad = call(
        world,
        "verify_policyholder",
        policy_number="481207",
        full_name="Laura Bennett",
        date_of_birth="last spring",
    )
    assert not bad.ok and "date_of_birth must be a date" in bad.content
    assert world.session.failed_checks == {}


def test_repeated_failures_lock_verification_for_the_call(world):
    for number in ("481207", "999999", "530962"):
        call(
            world,
            "verify_policyholder",
            policy_number=number,
            full_name="Laura Bennett",
            date_of_birth="2000-01-01",
        )
    locked = call(
        world,
        "verify_policyholder",
        policy_number="481207",
        full_name="Laura Bennett",
        date_of_birth="1979-03-14",
    )
    assert not locked.ok and "locked for the rest of this call" in locked.content
    assert world.session.verified == {}


def test_zip_step_up_needs_tier_1_and_the_zip_on_file(world):
    early = call(world, "check_postcode_factor", holder_id="PH-1", postcode="60614")
    assert not early.ok and "first verify" in early.content
    assert call(world, "check_postcode_factor", holder_id="PH-77", postcode="60614").content == (
        early.content
    )
    verify(world)
    wrong = call(world, "check_postcode_factor", holder_id="PH-1", postcode="75214")
    assert wrong.content == f"error: {VERIFICATION_FAILED}" and world.tier("PH-1") == 1
    assert call(world, "check_postcode_factor", holder_id="PH-1", postcode="60614-1234").ok
    assert world.tier("PH-1") == 2


# --- authority per policyholder --------------------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "argument", "real", "missing"),
    [
        ("get_policy", "policy_number", "530962", "999999"),
        ("list_claims", "policy_number", "530962", "999999"),
        ("get_claim", "claim_id", "CLM-530962-1", "CLM-999999-1"),
        ("withdraw_claim", "claim_id", "CLM-530962-1", "CLM-999999-1"),
        ("request_payment_reissue", "payment_id", "PAY-9", "PAY-404"),
    ],
)
def test_someone_elses_record_reads_like_a_missing_one(world, tool, argument, real, missing):
    for verified in (False, True):
        if verified:
            verify(world, tier=2)
        other = call(world, tool, **{argument: real})
        absent = call(world, tool, **{argument: missing})
        assert not other.ok and not absent.ok
        assert masked(other.content, real) == masked(absent.content, missing)
        assert "Gary" not in other.content and "theft" not in other.content


def test_unsynced_app_drafts_read_like_missing_claims(world):
    verify(world)
    draft = call(world, "get_claim", claim_id="CLM-481299-2")
    absent = call(world, "get_claim", claim_id="CLM-481299-7")
    assert masked(draft.content, "CLM-481299-2") == masked(absent.content, "CLM-481299-7")
    assert "CLM-481299-2" not in call(world, "list_claims", policy_number="481299").content


def test_one_verification_reaches_all_of_the_callers_policies(world):
    assert not call(world, "list_policies", holder_id="PH-1").ok
    verify(world)
    listing = call(world, "list_policies", holder_id="PH-1").content
    assert "481207" in listing and "481299" in listing and "530962" not in listing
    assert call(world, "get_policy", policy_number="481299").ok
    assert not call(world, "list_policies", holder_id="PH-3").ok


def test_policy_read_lists_items_and_defers_coverage_to_the_adjuster(world):
    verify(world)
    text = call(world, "get_policy", policy_number="481207").content
    assert "V-1: Subaru" in text and "V-2: Civic" in text and "Tom Bennett" in text
    assert "collision (since 2021-03-01)" in text
    assert "decided by the claims adjuster" in text


def test_a_listed_driver_reports_losses_but_makes_no_named_insured_requests(world):
    verify(world, "PH-2")
    opened = call(
        world,
        "open_claim",
        policy_number="481207",
        item_id="V-1",
        loss_type="hail",
        loss_date="2024-06-13",
    )
    assert opened.ok and "CLM-481207-3" in opened.content
    for tool, arguments in (
        ("request_decision_review", {"claim_id": "CLM-481207-1"}),
        ("withdraw_claim", {"claim_id": "CLM-481207-2"}),
        ("request_payment_reissue", {"payment_id": "PAY-1"}),
        (
            "add_coverage",
            {"policy_number": "481207", "coverage": "rental", "effective_date": "2024-06-14"},
        ),
    ):
        refused = call(world, tool, **arguments)
        assert not refused.ok and "Only a named insured" in refused.content, tool
    # the home policy is not his: he is not a party to it at all
    assert "not available" in call(world, "get_policy", policy_number="481299").content


def test_withdrawing_and_reissuing_need_tier_2(world):
    verify(world)
    for tool, arguments in (
        ("withdraw_claim", {"claim_id": "CLM-481207-2"}),
        ("request_payment_reissue", {"payment_id": "PAY-1"}),
    ):
        refused = call(world, tool, **arguments)
        assert not refused.ok and "tier 2" in refused.content
    assert call(world, "check_postcode_factor", holder_id="PH-1", postcode="60614").ok
    assert call(world, "withdraw_claim", claim_id="CLM-481207-2").ok
    assert world.store.get("claims", "CLM-481207-2")["status"] == "withdrawn"


# --- rules and prompt --------------------------------------------------------------------------


def test_policy_corpus_is_found_by_plain_words():
    corpus = ClauseCorpus.from_file(POLICY_FILE)
    assert 20 <= len(corpus.clauses) <= 30
    expectations = {
        "caller asks whether the damage is covered and will be paid": "ADJ-1",
        "change a denied claim decision": "ADJ-3",
        "backdate coverage to before the accident": "COV-2",
        "remove a paid claim from my record to lower the premium": "WD-1",
        "check never arrived in the mail": "PAY-2",
        "windshield crack photos": "GLASS-1",
        "stolen bikes theft affidavit": "THEFT-1",
        "burst pipe water pouring": "WATER-1",
        "ex-wife's policy, former spouse": "ID-4",
        "report already started in the app, duplicate claim": "FNOL-6",
    }
    for query, clause_id in expectations.items():
        assert clause_id in [c.id for c in corpus.search(query, k=3)], query


def test_lookup_policy_tool(world):
    result = call(world, "lookup_policy", query="body shop wants to know if we will pay")
    assert result.ok and "[ADJ-" in result.content
    assert not call(world, "lookup_policy", query="   ").ok


def test_instructions_name_the_brand_and_the_lookup_but_state_no_rule(world):
    text = world.instructions()
    assert "Harborline Insurance" in text and "lookup_policy" in text
    assert "transfer" in text
    for rule_words in ("fourteen", "sixty", "tier 2", "ZIP", "affidavit", "backdat", "deductible"):
        assert rule_words.lower() not in text.lower()
