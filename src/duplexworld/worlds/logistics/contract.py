"""Ridgeway Freight's content checks: its scenarios fit how the harness plays them
(``worlds.contract``)."""

from __future__ import annotations

from duplexworld.scenario import Scenario
from duplexworld.worlds import contract as c

OPERATION_WORDS = {
    "place_hold": ("hold",),
    "release_hold": ("hold", "release"),
    "redirect_shipment": ("redirect", "reroute"),
    "schedule_delivery": ("schedule",),
    "schedule_pickup": ("schedule",),
    "file_cargo_claim": ("claim",),
    "open_trace": ("trace",),
    "authorize_unload": ("authorize", "authorise"),
}
"""Words that would name a gold operation in an opening (the caller gives a symptom)."""

CALLER_SUPPLIED = (
    "customer_number",
    "postcode",
    "bol_number",
    "delivery_date",
    "pickup_date",
    "pieces_affected",
    "claim_amount",
    "destination_postcode",
)
"""Arguments only the caller knows: gold must take them from facts, never as literals."""


def asked_facts_parse(scenario: Scenario) -> list[str]:
    """Each fact the gold names is parsed (no free text) back from every answer and
    correction; digit strings are five or more digits without a leading zero."""
    problems: list[str] = []
    words = c.matched_by_words(scenario)
    for fact in c.facts_asked_by_the_agent(scenario):
        if fact.key in words:
            continue  # used by its words: a request a search is built from, a selector
        where = c.fact_field(scenario, fact.key)
        if fact.kind == "text":
            problems.append(f"{where}.kind: a gold argument the oracle parses is not free text")
            continue
        problems += [f"{where}.{p}" for p in c.answers_parse(fact)]
        if fact.kind == "digits" and (len(fact.value) < 5 or fact.value.startswith("0")):
            problems.append(f"{where}.value: five or more digits, no leading zero")
    return problems


def verification_comes_first(scenario: Scenario) -> list[str]:
    """Every call starts by verifying the caller."""
    gold = scenario.gold_actions
    if gold and gold[0].name == "verify_caller":
        return []
    return ["gold_actions[0]: every call starts with verify_caller"]


CHECKS: tuple[c.ContentCheck, ...] = (
    c.harness_settings(
        "logistics",
        required=("goal", "purpose", "nl_assertion", "difficulty"),
        min_opening_lines=2,
    ),
    c.opening_names_no_operation(OPERATION_WORDS),
    asked_facts_parse,
    c.caller_supplied_arguments_are_facts(CALLER_SUPPLIED),
    c.asking_is_recognised(),
    c.keywords_do_not_overlap(),
    c.hold_phrase_only_when_leaving,
    c.gold_tools_by_actor,
    verification_comes_first,
    c.only_refusals_keep_the_state,
)
"""Run by ``duplexworld scenarios validate`` on every logistics scenario."""
