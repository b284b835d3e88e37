"""Meridian Health Plan: the disclosure regime is enforced by the tools, refusals leak nothing.

Each test names the rule it holds the tool surface to (clause ids from the world's
``policy.md``). A ``World.call`` never raises: refusals and malformed arguments are error
results, and none of them changes the record store.
"""

from __future__ import annotations

import re

import pytest

from duplexworld.world import VERIFICATION_FAILED, ToolCall, WorldSession
from duplexworld.world.clauses import ClauseCorpus, parse_clauses
from duplexworld.worlds.healthcare import POLICY_FILE, HealthcareWorld
from duplexworld.worlds.healthcare.access import NOT_VERIFIED


def _member(mid, number, name, dob, rel="self", sub=None, pcp=None, **extra):
    return {
        "id": mid,
        "member_number": number,
        "full_name": name,
        "date_of_birth": dob,
        "zip_code": "60614",
        "plan": "Meridian Family PPO",
        "relationship": rel,
        "subscriber_id": sub or mid,
        "pcp_id": pcp,
        "payment_on_file": False,
        "other_coverage": None,
        **extra,
    }


def _claim(cid, member, status="denied", category="medical", day="2025-04-01", **extra):
    return {
        "id": cid,
        "member_id": member,
        "service_date": day,
        "provider_name": "Lakeside Imaging",
        "service": "scan",
        "category": category,
        "billed": "300.00",
        "member_owes": "300.00",
        "status": status,
        **extra,
    }


def _rx(number, member, last="2025-05-10", status="active", category="medical", **extra):
    return {
        "rx_number": number,
        "member_id": member,
        "drug": "albuterol inhaler",
        "category": category,
        "pharmacy_id": "PH-1",
        "refills_left": 3,
        "days_supply": 30,
        "last_fill_date": last,
        "status": status,
        "controlled": False,
        **extra,
    }


SEED = {
    "members": [
        _member("M-1", "111222", "Ann Lee", "1980-01-15", pcp="P-1"),
        _member("M-2", "111223", "Ben Lee", "2012-06-01", rel="child", sub="M-1"),
        _member("M-3", "111224", "Cara Lee", "2004-02-02", rel="child", sub="M-1"),
        _member("M-4", "333444", "Dan Stone", "1950-03-03"),
        _member("M-5", "555666", "Eve Moss", "1990-09-09"),
    ],
    "authorizations": [
        {
            "id": "AUTH-1",
            "subject_id": "M-4",
            "grantee_member_number": "111222",
            "grantee_name": "Ann Lee",
            "scope": ["claims"],
            "status": "active",
        },
        {
            "id": "AUTH-2",
            "subject_id": "M-5",
            "grantee_member_number": "111222",
            "grantee_name": "Ann Lee",
            "scope": ["claims", "prescriptions"],
            "status": "revoked",
        },
        {
            "id": "AUTH-3",
            "subject_id": "M-1",
            "grantee_member_number": "333444",
            "grantee_name": "Dan Stone",
            "scope": ["prescriptions"],
            "status": "active",
        },
    ],
    "claims": [
        _claim("CL-1", "M-1", denied_on="2025-05-01"),
        _claim("CL-2", "M-2", category="behavioral_health", status="paid"),
        _claim("CL-3", "M-2", denied_on="2025-05-01"),
        _claim("CL-4", "M-3", denied_on="2025-05-01"),
        _claim("CL-5", "M-4", denied_on="2025-05-01"),
        _claim("CL-6", "M-4", category="substance_use", status="paid"),
        _claim("CL-7", "M-5", denied_on="2025-05-01"),
        _claim("CL-8", "M-1", missing_document="itemized_bill", denied_on="2025-05-01"),
        _claim("CL-9", "M-1", needs_other_coverage=True, denied_on="2025-05-01"),
        _claim("CL-10", "M-1", status="pending_accident_info", day="2025-05-02"),
        _claim("CL-11", "M-1", status="voided", replaced_by="CL-12", day="2025-04-22"),
        _claim("CL-12", "M-1", status="pending", day="2025-04-22", billed="312.40"),
        _claim("CL-13", "M-1", denied_on="2024-10-01"),
        _claim("CL-14", "M-1", status="paid"),
    ],
    "prescriptions": [
        _rx("100001", "M-1"),
        _rx("100002", "M-1", last="2025-06-01", controlled=True, drug="tramadol 50 mg"),
        _rx("100003", "M-4"),
        _rx("100004", "M-2", category="reproductive_health"),
        _rx("100005", "M-1", status="transferred", replaced_by="100006"),
        _rx("100006", "M-1", pharmacy_id="PH-2"),
        _rx("100007", "M-2"),
    ],
    "pharmacies": [
        {"id": "PH-1", "name": "Walgreens", "zip_code": "60614", "in_network": True},
        {"id": "PH-2", "name": "CVS Pharmacy", "zip_code": "60614", "in_network": True},
        {"id": "PH-3", "name": "Corner Drug", "zip_code": "60614", "in_network": False},
        {"id": "PH-9", "name": "Meridian Home Delivery", "zip_code": None, "in_network": True,
         "mail_order": True},
    ],
    "providers": [
        {"id": "P-1", "name": "Dr. Amy Cole", "specialty": "family medicine",
         "zip_code": "60614", "accepting_new": True, "in_network": True, "status": "active"},
        {"id": "P-2", "name": "Dr. Bo Park", "specialty": "pediatrics", "zip_code": "60614",
         "accepting_new": True, "in_network": True, "status": "active"},
        {"id": "P-3", "name": "Dr. Cy Ray", "specialty": "family medicine", "zip_code": "60614",
         "accepting_new": False, "in_network": True, "status": "active"},
        {"id": "P-4", "name": "Dr. Di Fox", "specialty": "family medicine", "zip_code": "60614",
         "accepting_new": True, "in_network": True, "status": "moved"},
        {"id": "P-5", "name": "Dr. Ed Park", "specialty": "cardiology", "zip_code": "60614",
         "accepting_new": True, "in_network": True, "status": "active"},
    ],
}  # fmt: skip

DOB = {"M-1": "1980-01-15", "M-4": "1950-03-03", "M-5": "1990-09-09"}
NUMBER = {"M-1": "111222", "M-4": "333444", "M-5": "555666"}


@pytest.fixture
def world() -> HealthcareWorld:
    return HealthcareWorld(SEED)


def call(world: HealthcareWorld, name: str, actor: str = "agent", **arguments):
    return world.call(ToolCall(call_id="t", name=name, arguments=arguments, actor=actor))


def verify(world: HealthcareWorld, member_id: str = "M-1", step_up: bool = False) -> None:
    result = call(
        world, "verify_member", member_number=NUMBER[member_id], date_of_birth=DOB[member_id]
    )
    assert result.ok, result.content
    if step_up:
        assert call(world, "check_zip_code", member_id=member_id, zip_code="60614").ok


def same_refusal(first: str, second: str, ids: tuple[str, str]) -> bool:
    """Two refusals are the same once the id the agent passed is blanked out."""
    return first.replace(repr(ids[0]), "ID") == second.replace(repr(ids[1]), "ID")


def record(world: HealthcareWorld, table: str, key: str) -> dict:
    found = world.store.get(table, key)
    assert found is not None
    return found


# --- tool surface and prompt ---------------------------------------------------------------


def test_tool_surface_is_documented_and_sized():
    world = HealthcareWorld({})
    agent, user = world.tools("agent"), world.tools("user")
    assert 10 <= len(agent) <= 20
    assert {t.name for t in user} == {
        "sign_authorization_in_app",
        "upload_document_in_app",
        "add_payment_method_in_app",
    }
    for spec in agent + user:
        assert len(spec.description) > 40, spec.name
        for name, schema in spec.parameters["properties"].items():
            assert schema.get("description"), (spec.name, name)


def test_instructions_give_role_and_brand_but_no_rules():
    text = HealthcareWorld({}).instructions()
    assert "Meridian Health Plan" in text and "lookup_policy" in text
    assert "transfer" in text
    # the rules themselves (ages, step-up factors, confidential categories) are lookup-only
    for rule_word in ("18", "ZIP", "confidential", "behavioral", "75 percent", "step-up"):
        assert rule_word not in text


def test_policy_corpus_has_20_to_30_clauses_with_family_ids():
    clauses = parse_clauses(POLICY_FILE.read_text(), str(POLICY_FILE))
    assert 20 <= len(clauses) <= 30
    assert all(re.fullmatch(r"[A-Z]+-\d+", clause.id) for clause in clauses)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("caller asks about their father's test results", {"DISC-1", "DISC-2", "DISC-4"}),
        ("parent wants teenager's counseling visits", {"SENS-1", "DISC-3"}),
        ("early refill of pain medication for a vacation", {"RX-2"}),
        ("remove my ex-husband's access to my records", {"AUTH-3"}),
        ("denied claim needs an itemized bill", {"CLM-3"}),
        ("how did the injury happen, accident questionnaire", {"ACC-1"}),
        ("caller put me on hold, records may have changed", {"CALL-2"}),
    ],
)
def test_lookup_policy_finds_the_governing_clause(world, query, expected):
    found = {clause.id for clause in ClauseCorpus.from_file(POLICY_FILE).search(query, k=3)}
    assert found & expected, (query, found)
    result = call(world, "lookup_policy", query=query)
    assert result.ok and any(f"[{clause}]" in result.content for clause in found)


# --- identity (ID-1, ID-3) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("list_claims", {"member_id": "M-1"}),
        ("list_claims", {"member_id": "M-404"}),
        ("get_claim", {"claim_id": "CL-1"}),
        ("get_claim", {"claim_id": "CL-404"}),
        ("list_prescriptions", {"member_id": "M-1"}),
        ("request_refill", {"rx_number": "100001"}),
        ("request_refill", {"rx_number": "999999"}),
        ("order_id_card", {"member_id": "M-1"}),
        ("get_access_summary", {"member_id": "M-1"}),
        ("file_appeal", {"claim_id": "CL-1"}),
    ],
)
def test_nothing_is_read_or_written_before_verification(world, tool, arguments):
    before = world.state_hash()
    result = call(world, tool, **arguments)
    assert not result.ok and result.content == f"error: {NOT_VERIFIED}"
    assert world.state_hash() == before


def test_verify_member_accepts_spoken_forms(world):
    result = call(world, "verify_member", member_number="111 222", date_of_birth="January 15, 1980")
    assert result.ok and "Ann Lee" in result.content and "M-1" in result.content
    assert world.level("M-1") == 1 and world.level("M-2") == 0


@pytest.mark.parametrize(
    ("number", "dob"),
    [
        ("111222", "1980-01-16"),  # wrong date of birth
        ("111223", "1980-01-15"),  # another member's number
        ("999888", "1980-01-15"),  # no such member
    ],
)
def test_failed_verification_says_the_same_whatever_failed(world, number, dob):
    result = call(world, "verify_member", member_number=number, date_of_birth=dob)
    assert not result.ok and result.content == f"error: {VERIFICATION_FAILED}"
    assert world.session.verified == {}


def test_malformed_factors_are_format_errors_not_failed_attempts(world):
    result = call(world, "verify_member", member_number="1112", date_of_birth="1980-01-15")
    assert not result.ok and "exactly 6 digits" in result.content
    result = call(world, "verify_member", member_number="111222", date_of_birth="soon")
    assert not result.ok and "date_of_birth must be a date" in result.content
    assert world.session.failed_checks == {}


def test_three_failures_lock_verification_for_real_and_unknown_numbers_alike(world):
    for number in ("999888", "111222", "777666"):
        failed = call(world, "verify_member", member_number=number, date_of_birth="2000-01-01")
        assert failed.content == f"error: {VERIFICATION_FAILED}"
    locked = call(world, "verify_member", member_number="111222", date_of_birth="1980-01-15")
    assert not locked.ok and "locked" in locked.content and world.session.verified == {}


# --- the disclosure matrix (DISC-1..3, SENS-1, AUTH-1) -------------------------------------


@pytest.mark.parametrize(
    ("tool", "argument", "unreachable", "missing"),
    [
        ("list_claims", "member_id", "M-5", "M-404"),  # unrelated member
        ("list_claims", "member_id", "M-3", "M-405"),  # adult dependent of the subscriber
        ("get_claim", "claim_id", "CL-7", "CL-404"),  # unrelated member's claim
        ("get_claim", "claim_id", "CL-2", "CL-405"),  # minor's confidential claim
        ("get_claim", "claim_id", "CL-6", "CL-406"),  # authorizer's confidential claim
        ("list_prescriptions", "member_id", "M-4", "M-406"),  # authorization lacks the scope
        ("list_prescriptions", "member_id", "M-5", "M-407"),  # revoked authorization
        ("request_refill", "rx_number", "100004", "999999"),  # minor's confidential medicine
        ("request_refill", "rx_number", "100003", "999998"),  # authorizer, no prescription scope
        ("file_appeal", "claim_id", "CL-5", "CL-407"),  # authorization lacks appeals
        ("file_appeal", "claim_id", "CL-4", "CL-408"),  # adult dependent
        ("order_id_card", "member_id", "M-3", "M-408"),  # adult dependent
        ("order_id_card", "member_id", "M-4", "M-409"),  # authorizer: no care management
    ],
)
def test_unreachable_records_are_refused_like_missing_ones(
    world, tool, argument, unreachable, missing
):
    verify(world)
    before = world.state_hash()
    refused = call(world, tool, **{argument: unreachable})
    absent = call(world, tool, **{argument: missing})
    assert not refused.ok and not absent.ok
    assert same_refusal(refused.content, absent.content, (unreachable, missing))
    assert world.state_hash() == before


def test_a_verified_caller_may_be_entitled_to_nothing(world):
    verify(world, "M-5")
    summary = call(world, "get_access_summary", member_id="M-5")
    assert summary.ok and "may reach no other member" in summary.content
    for member in ("M-1", "M-2", "M-3", "M-4"):
        assert not call(world, "list_claims", member_id=member).ok


def test_refusals_never_name_the_person_or_the_record(world):
    verify(world)
    for content in (
        call(world, "get_claim", claim_id="CL-7").content,
        call(world, "list_claims", member_id="M-3").content,
        call(world, "get_claim", claim_id="CL-2").content,
    ):
        for private in ("Eve", "Moss", "Cara", "behavioral", "Lakeside", "denied", "exists"):
            assert private not in content


def test_access_summary_lists_reachable_members_and_granted_authorizations_only(world):
    verify(world)
    summary = call(world, "get_access_summary", member_id="M-1").content
    assert "Ben Lee (M-2)" in summary and "under 18" in summary
    assert "Dan Stone (M-4)" in summary and "AUTH-1" in summary
    assert "Cara" not in summary and "Eve" not in summary  # adult dependent, revoked grantor
    assert "AUTH-3" in summary  # what Ann granted to Dan
    assert not call(world, "get_access_summary", member_id="M-4").ok  # not the verified caller


def test_a_parent_sees_a_minors_ordinary_claims_but_not_confidential_ones(world):
    verify(world)
    listing = call(world, "list_claims", member_id="M-2").content
    assert "CL-3" in listing and "CL-2" not in listing and "behavioral" not in listing
    rx = call(world, "list_prescriptions", member_id="M-2").content
    assert "100007" in rx and "100004" not in rx
    assert call(world, "file_appeal", claim_id="CL-3").ok
    assert call(world, "order_id_card", member_id="M-2").ok


def test_an_authorization_reaches_only_its_kinds_and_never_confidential_services(world):
    verify(world)
    listing = call(world, "list_claims", member_id="M-4").content
    assert "CL-5" in listing and "CL-6" not in listing
    assert call(world, "get_claim", claim_id="CL-5").ok


def test_the_member_sees_their_own_confidential_records(world):
    verify(world, "M-4")
    assert "CL-6" in call(world, "list_claims", member_id="M-4").content


# --- step-up and authorizations (ID-2, AUTH-2, AUTH-3) ---------------------------------------


def test_protected_changes_need_the_zip_step_up(world):
    verify(world)
    before = world.state_hash()
    for name, arguments in (
        ("revoke_authorization", {"authorization_id": "AUTH-3"}),
        ("create_authorization_request", {"member_id": "M-1", "grantee_member_number": "555666",
                                          "scope": ["claims"]}),
        ("update_other_coverage", {"member_id": "M-1", "other_policy_number": "357924",
                                   "coverage_start_date": "2025-01-01",
                                   "source": "spouse_employer"}),
    ):  # fmt: skip
        result = call(world, name, **arguments)
        assert not result.ok and "step-up" in result.content, name
    assert world.state_hash() == before
    wrong = call(world, "check_zip_code", member_id="M-1", zip_code="60615")
    assert not wrong.ok and wrong.content == f"error: {VERIFICATION_FAILED}"
    assert call(world, "check_zip_code", member_id="M-1", zip_code="60614").ok
    assert call(world, "revoke_authorization", authorization_id="AUTH-3").ok
    assert record(world, "authorizations", "AUTH-3")["status"] == "revoked"


def test_zip_step_up_is_for_the_verified_member_only(world):
    verify(world)
    result = call(world, "check_zip_code", member_id="M-2", zip_code="60614")
    assert not result.ok and world.level("M-2") == 0


def test_a_member_cannot_revoke_or_activate_someone_elses_authorization(world):
    verify(world, step_up=True)
    refused = call(world, "revoke_authorization", authorization_id="AUTH-1")  # Dan's grant
    absent = call(world, "revoke_authorization", authorization_id="AUTH-404")
    assert same_refusal(refused.content, absent.content, ("AUTH-1", "AUTH-404"))
    assert record(world, "authorizations", "AUTH-1")["status"] == "active"


def test_authorization_is_active_only_after_the_members_signature(world):
    verify(world, step_up=True)
    created = call(
        world,
        "create_authorization_request",
        member_id="M-1",
        grantee_member_number="555 666",
        scope=["claims", "appeals", "claims"],
    )
    assert created.ok and "AUTH-1-555666" in created.content
    grant = record(world, "authorizations", "AUTH-1-555666")
    assert grant["scope"] == ["appeals", "claims"] and grant["status"] == "pending_signature"
    early = call(world, "activate_authorization", authorization_id="AUTH-1-555666")
    assert not early.ok and "not signed" in early.content
    # the agent cannot sign for the member; the member signs on their own side
    assert not call(world, "sign_authorization_in_app", authorization_id="AUTH-1-555666").ok
    signed = call(world, "sign_authorization_in_app", "user", authorization_id="AUTH-1-555666")
    assert signed.ok
    assert call(world, "activate_authorization", authorization_id="AUTH-1-555666").ok
    # the representative now reaches the member's claims, not their prescriptions
    world.session = WorldSession()
    verify(world, "M-5")
    assert "CL-1" in call(world, "list_claims", member_id="M-1").content
    assert not call(world, "list_prescriptions", member_id="M-1").ok


def test_authorization_scope_and_grantee_are_validated(world):
    verify(world, step_up=True)
    bad_scope = call(
        world, "create_authorization_request", member_id="M-1", grantee_member_number="555666",
        scope=["everything"],
    )  # fmt: skip
    assert not bad_scope.ok and "scope" in bad_scope.content
    self_grant = call(
        world, "create_authorization_request", member_id="M-1", grantee_member_number="111222",
        scope=["claims"],
    )  # fmt: skip
    assert not self_grant.ok and "themself" in self_grant.content


# --- claims (CLM-2..4, FRAUD-1, ACC-1, COB-1) ----------------------------------------------


def test_appeal_rules(world):
    verify(world)
    paid = call(world, "file_appeal", claim_id="CL-14")
    assert not paid.ok and "not denied" in paid.content
    late = call(world, "file_appeal", claim_id="CL-13")
    assert not late.ok and "appeal window has closed" in late.content
    ok = call(world, "file_appeal", claim_id="CL-1")
    assert ok.ok and record(world, "claims", "CL-1")["status"] == "appealed"
    appeal = record(world, "appeals", "APL-CL-1")
    assert appeal["filed_by"] == "M-1" and appeal["documents"] == []
    assert not call(world, "file_appeal", claim_id="CL-1").ok  # one appeal per claim


def test_an_appeal_needing_a_document_waits_for_the_callers_upload(world):
    verify(world)
    early = call(world, "file_appeal", claim_id="CL-8")
    assert not early.ok and "itemized bill" in early.content
    assert "not yet uploaded" in call(world, "get_claim", claim_id="CL-8").content
    assert not call(world, "upload_document_in_app", claim_id="CL-8", kind="itemized_bill").ok
    uploaded = call(world, "upload_document_in_app", "user", claim_id="CL-8", kind="itemized_bill")
    assert uploaded.ok
    assert call(world, "file_appeal", claim_id="CL-8").ok
    assert record(world, "appeals", "APL-CL-8")["documents"] == ["DOC-CL-8-itemized_bill"]


def test_other_coverage_comes_before_the_appeal_that_needs_it(world):
    verify(world, step_up=True)
    early = call(world, "file_appeal", claim_id="CL-9")
    assert not early.ok and "needs the member's other coverage" in early.content
    assert call(
        world, "update_other_coverage", member_id="M-1", other_policy_number="357 924",
        coverage_start_date="January 1, 2025", source="spouse_employer",
    ).ok  # fmt: skip
    coverage = record(world, "members", "M-1")["other_coverage"]
    assert coverage == {"policy_number": "357924", "start_date": "2025-01-01",
                        "source": "spouse_employer"}  # fmt: skip
    assert call(world, "file_appeal", claim_id="CL-9").ok


def test_unrecognized_claim_needs_the_confirmed_details_and_the_current_claim(world):
    verify(world)
    voided = call(
        world, "report_unrecognized_claim", claim_id="CL-11", service_date="2025-04-22",
        amount="300.00",
    )  # fmt: skip
    assert not voided.ok and "voided" in voided.content and "CL-12" not in voided.content
    listing = call(world, "list_claims", member_id="M-1").content
    assert "replaced by corrected claim CL-12" in listing
    wrong = call(
        world, "report_unrecognized_claim", claim_id="CL-12", service_date="2025-04-22",
        amount="312.00",
    )  # fmt: skip
    assert not wrong.ok and "do not match" in wrong.content
    ok = call(
        world, "report_unrecognized_claim", claim_id="CL-12", service_date="April 22, 2025",
        amount="$312.40",
    )  # fmt: skip
    assert ok.ok and record(world, "claims", "CL-12")["status"] == "fraud_review"
    assert record(world, "fraud_reports", "FR-CL-12")["reported_by"] == "M-1"


def test_accident_details_release_the_claim_and_can_be_corrected(world):
    verify(world)
    late = call(
        world, "record_accident_details", claim_id="CL-10", accident_date="2025-05-03",
        cause="premises",
    )  # fmt: skip
    assert not late.ok and "after the date of service" in late.content
    first = call(
        world, "record_accident_details", claim_id="CL-10", accident_date="2025-04-30",
        cause="premises",
    )  # fmt: skip
    assert first.ok and record(world, "claims", "CL-10")["status"] == "pending"
    again = call(
        world, "record_accident_details", claim_id="CL-10", accident_date="2025-05-02",
        cause="premises",
    )  # fmt: skip
    assert again.ok and record(world, "accident_reports", "ACC-CL-10")["accident_date"] == (
        "2025-05-02"
    )


# --- prescriptions (RX-1..4) ---------------------------------------------------------------


def test_refill_rules(world):
    verify(world)
    early = call(world, "request_refill", rx_number="100002")  # controlled, filled June 1st
    assert not early.ok and "cannot be refilled before 2025-06-28" in early.content
    moved = call(world, "request_refill", rx_number="100005")
    assert not moved.ok and "transferred" in moved.content and "100006" not in moved.content
    assert "moved to Rx 100006" in call(world, "list_prescriptions", member_id="M-1").content
    ok = call(world, "request_refill", rx_number="100001")
    assert ok.ok and record(world, "refill_orders", "RF-100001-1")["pharmacy_id"] == "PH-1"
    assert record(world, "prescriptions", "100001")["refills_left"] == 2
    assert "already in process" in call(world, "request_refill", rx_number="100001").content
    blocked = call(world, "change_pharmacy", rx_number="100001", pharmacy_id="PH-2")
    assert not blocked.ok and "in process" in blocked.content


def test_pharmacy_changes_need_network_and_a_saved_card_for_home_delivery(world):
    verify(world)
    out = call(world, "change_pharmacy", rx_number="100006", pharmacy_id="PH-3")
    assert not out.ok and "not an in-network pharmacy" in out.content
    mail = call(world, "change_pharmacy", rx_number="100006", pharmacy_id="PH-9")
    assert not mail.ok and "payment card" in mail.content
    assert call(world, "add_payment_method_in_app", "user", member_id="M-1").ok
    assert call(world, "change_pharmacy", rx_number="100006", pharmacy_id="PH-9").ok
    assert record(world, "prescriptions", "100006")["pharmacy_id"] == "PH-9"


def test_public_directories_need_no_verification(world):
    pharmacies = call(world, "find_pharmacies", zip_code="60614")
    assert pharmacies.ok and "PH-1" in pharmacies.content and "PH-3" not in pharmacies.content
    assert "Meridian Home Delivery" in pharmacies.content
    providers = call(world, "find_providers", zip_code="60614", last_name="Dr. Park")
    assert providers.ok and "P-2" in providers.content and "P-5" in providers.content
    assert "P-1" not in providers.content and "P-4" not in providers.content  # moved listing
    assert "P-4" not in call(world, "find_providers", zip_code="60614").content


# --- primary care and cards (PCP-1, CARD-1) ------------------------------------------------


def test_primary_care_rules(world):
    verify(world)
    for provider, words in (
        ("P-2", "cannot be the primary care provider"),  # pediatrician for an adult
        ("P-5", "cannot be the primary care provider"),  # cardiology
        ("P-3", "not accepting"),
        ("P-4", "no longer active"),
        ("P-1", "already"),
    ):
        result = call(world, "change_primary_care_provider", member_id="M-1", provider_id=provider)
        assert not result.ok and words in result.content, provider
    assert call(world, "change_primary_care_provider", member_id="M-2", provider_id="P-2").ok
    assert record(world, "members", "M-2")["pcp_id"] == "P-2"


def test_a_card_prints_the_primary_care_provider_of_the_moment(world):
    verify(world)
    assert call(world, "order_id_card", member_id="M-2").ok
    assert record(world, "card_orders", "CARD-M-2-1")["pcp_id"] is None
    assert call(world, "change_primary_care_provider", member_id="M-2", provider_id="P-2").ok
    again = call(world, "order_id_card", member_id="M-2")
    assert not again.ok and "already on its way" in again.content


# --- malformed arguments -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "arguments", "words"),
    [
        ("list_claims", {"member_id": "M-1", "service_date": "last Tuesday"}, "service_date"),
        ("request_refill", {"rx_number": "12AB"}, "exactly 6 digits"),
        ("find_pharmacies", {"zip_code": "606"}, "five-digit ZIP"),
        ("find_providers", {"zip_code": 60614, "specialty": ["x"]}, "specialty"),
        ("find_providers", {"zip_code": 60614, "specialty": "dentistry"}, "specialty"),
        ("file_appeal", {}, "needs argument 'claim_id'"),
        ("file_appeal", {"claim_id": "CL-1", "urgent": True}, "no argument 'urgent'"),
        ("record_accident_details", {"claim_id": "CL-10", "accident_date": "2025-05-01",
                                     "cause": "lightning"}, "cause"),
        ("report_unrecognized_claim", {"claim_id": "CL-12", "service_date": "2025-04-22",
                                       "amount": "-5"}, "positive amount"),
        ("report_unrecognized_claim", {"claim_id": "CL-12", "service_date": "2025-04-22",
                                       "amount": "1.234"}, "fractions of a cent"),
        ("no_such_tool", {}, "no tool named"),
    ],
)  # fmt: skip
def test_malformed_arguments_are_error_results(world, name, arguments, words):
    verify(world)
    before = world.state_hash()
    result = call(world, name, **arguments)
    assert not result.ok and words in result.content
    assert world.state_hash() == before


def test_non_object_arguments_are_an_error(world):
    result = world.call(ToolCall(call_id="t", name="verify_member", arguments=["111222"]))
    assert not result.ok and "must be a JSON object" in result.content
