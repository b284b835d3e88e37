"""Meridian's content checks: its scenarios fit how the harness plays them
(``worlds.contract``)."""

from __future__ import annotations

from duplexworld.scenario import Scenario
from duplexworld.worlds import contract as c

OPERATION_WORDS = {
    "request_refill": ("refill",),
    "file_appeal": ("appeal",),
    "revoke_authorization": ("revoke",),
    "create_authorization_request": ("authorize",),
    "change_primary_care_provider": ("primary",),
    "order_id_card": ("replacement",),
    "report_unrecognized_claim": ("fraud",),
    "record_accident_details": ("questionnaire",),
    "update_other_coverage": ("coordination",),
    "change_pharmacy": ("transfer",),
}
"""A word per write tool that would name the operation instead of describing a symptom."""

SPOKEN_ARGUMENTS = (
    "member_number",
    "date_of_birth",
    "zip_code",
    "grantee_member_number",
    "other_policy_number",
    "coverage_start_date",
    "accident_date",
    "amount",
)
"""Arguments only the caller knows: gold takes them from facts."""

PARSED_KINDS = frozenset({"name", "date", "digits", "number", "amount", "postcode"})
"""The kinds of fact a gold argument may take (the oracle parses them; no free text)."""

PUBLIC_TOOLS = frozenset({"lookup_policy", "find_providers", "find_pharmacies"})
"""Tools that touch no member record (allowed before verification)."""


def asked_facts_parse(scenario: Scenario) -> list[str]:
    """Each fact the gold names (arguments and record pickers) is of a parsed kind, and every
    answer of its first and corrected value parses back to that value, never a lone digit."""
    problems: list[str] = []
    words = c.matched_by_words(scenario)
    for fact in c.facts_asked_by_the_agent(scenario):
        if fact.key in words:
            continue  # used by its words: a request a search is built from, a selector
        where = c.fact_field(scenario, fact.key)
        if fact.kind not in PARSED_KINDS:
            problems.append(f"{where}.kind: {fact.kind!r} is not parsed by the oracle")
            continue
        problems += [f"{where}.{p}" for p in c.answers_parse(fact, corrections=False)]
        # the answer variants must also carry the corrected value
        if fact.correction is not None:
            again = fact.model_copy(
                update={"value": fact.correction.value, "spoken": fact.correction.spoken}
            )
            problems += [
                f"{where}.correction: {p}" for p in c.answers_parse(again, corrections=False)
            ]
        values = [fact.value] + ([fact.correction.value] if fact.correction else [])
        if any(len(value) <= 1 for value in values):
            problems.append(f"{where}.value: a lone digit over the phone")
    return problems


def identity_comes_before_member_records(scenario: Scenario) -> list[str]:
    """Authority first: the first gold action that touches a member record is verification."""
    first = next((a for a in scenario.gold_actions if a.name not in PUBLIC_TOOLS), None)
    if first is not None and first.name == "verify_member":
        return []
    return ["gold_actions: the first step on a member record must be verify_member"]


CHECKS: tuple[c.ContentCheck, ...] = (
    c.harness_settings("healthcare", required=("goal", "purpose", "nl_assertion", "difficulty")),
    c.only_refusals_keep_the_state,
    c.opening_names_no_operation(OPERATION_WORDS),
    asked_facts_parse,
    c.caller_supplied_arguments_are_facts(SPOKEN_ARGUMENTS),
    c.asking_is_recognised(),
    c.keywords_do_not_overlap(triggers_both_ways=True),
    c.gold_tools_by_actor,
    identity_comes_before_member_records,
)
"""Run by ``duplexworld scenarios validate`` on every healthcare scenario."""
