"""Harborline's content checks: its scenarios fit how the harness plays them
(``worlds.contract``)."""

from __future__ import annotations

import re

from duplexworld.agents.oracle import HOLD_PHRASES, closing_line
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import FactRef
from duplexworld.world.gold import GoldReplayError, replay_gold, seed_state_hash
from duplexworld.world.registry import build_world
from duplexworld.worlds import contract as c

OPERATION_WORDS = {
    "open_claim": ("file",),
    "submit_claim": ("submit",),
    "withdraw_claim": ("withdraw",),
    "request_decision_review": ("review",),
    "request_payment_reissue": ("reissue",),
    "add_coverage": ("endorsement",),
    "book_inspection": ("book",),
    "dispatch_mitigation_crew": ("mitigation",),
}
"""A word per write tool that would name the operation instead of describing a symptom."""

SPOKEN_ARGUMENTS = frozenset({"full_name", "date_of_birth", "policy_number", "postcode", "value"})
"""Names, birth dates, ZIP codes, amounts and the caller's own policy number: heard."""

READS = frozenset(
    {
        "verify_policyholder",
        "check_postcode_factor",
        "list_policies",
        "get_policy",
        "list_claims",
        "get_claim",
        "list_inspection_slots",
        "lookup_policy",
    }
)
"""The world's reading tools (every other gold tool writes)."""


def direct_facts_parse(scenario: Scenario) -> list[str]:
    """Each fact a gold argument takes directly is asked and parsed by the oracle: not free
    text, not released on an event (the oracle asks before it acts), every answer and
    correction parsing back to the value. (A fact that only picks among records is matched
    by words: ``selectors_are_said_as_recorded``.)"""
    direct = {
        value.fact
        for action in scenario.gold_actions
        for value in action.arguments.values()
        if isinstance(value, FactRef)
    }
    problems: list[str] = []
    words = c.matched_by_words(scenario)
    for fact in c.needed_facts(scenario):
        if fact.key not in direct or fact.key in words:
            continue  # a choice among records (a result reference's near), or the request a
            # policy search is built from: matched by words
        where = c.fact_field(scenario, fact.key)
        if fact.kind == "text":
            problems.append(f"{where}.kind: a gold argument the oracle parses is not free text")
        if fact.reveal == "on_event":
            problems.append(f"{where}.reveal: the oracle asks for it before it acts")
        problems += [f"{where}.{p}" for p in c.answers_parse(fact)]
    return problems


def identifying_arguments_are_heard(scenario: Scenario) -> list[str]:
    """Names, birth dates, ZIP codes, amounts and the caller's policy number come from the
    caller; another policy of theirs is found with ``list_policies``, never given."""
    own_policy = scenario.fact("policy_number").final_value
    lists = any(a.name == "list_policies" for a in scenario.gold_actions)
    problems: list[str] = []
    for index, action in enumerate(scenario.gold_actions):
        for name, value in action.arguments.items():
            if name not in SPOKEN_ARGUMENTS or isinstance(value, FactRef):
                continue
            if name != "policy_number" or value == own_policy or not lists:
                problems.append(
                    f"gold_actions[{index}].arguments.{name}: the caller says this (another "
                    "policy is found with list_policies); use {fact: <key>}"
                )
    return problems


def caller_actions_trigger_on_their_instruction_only(scenario: Scenario) -> list[str]:
    """A caller action is set off by its own instruction and by nothing else the oracle says
    (its questions, greeting, closing); its instruction asks for no fact, approval or close."""
    writes = any(a.actor == "agent" and a.name not in READS for a in scenario.gold_actions)
    quiet_lines = [
        *(c.ORACLE_QUESTION.format(label=fact.label) for fact in scenario.facts),
        "Thank you for calling. How can I help you today?",
        closing_line(writes, refusing=not writes),
    ]
    problems: list[str] = []
    for index, action in enumerate(scenario.caller_actions):
        where = f"caller_actions[{index}]"
        seen = c.read_turn(action.instruction, scenario)
        if seen.asked_facts or seen.has("approval") or seen.has("close"):
            problems.append(f"{where}.instruction: read as a question, approval or close")
        if not any(k in action.instruction.lower() for k in action.trigger_keywords):
            problems.append(f"{where}.trigger_keywords: none is in the instruction")
        for line in quiet_lines:
            if any(k in line.lower() for k in action.trigger_keywords):
                problems.append(f"{where}.trigger_keywords: set off by {line!r}")
        for fact in scenario.facts:
            for keyword in action.trigger_keywords:
                if keyword in fact.ask_keywords:
                    problems.append(f"{where}.trigger_keywords: {keyword!r} asks for {fact.key}")
    return problems


def parsed_lines_are_one_sentence(scenario: Scenario) -> list[str]:
    """What the oracle parses is said in one sentence: it cuts turns at pauses, so a second
    sentence would arrive as a separate turn."""
    lines = [
        (f"{c.fact_field(scenario, fact.key)}.answer_variants", v.format(spoken=fact.spoken))
        for fact in scenario.facts
        if fact.kind != "text"
        for v in fact.answer_variants
    ]
    lines += [
        (
            f"{c.fact_field(scenario, fact.key)}.correction.variants",
            v.format(spoken=fact.correction.spoken),
        )
        for fact in scenario.facts
        if fact.correction is not None
        for v in fact.correction.variants
    ]
    if scenario.suspension is not None:
        lines += [("suspension.leave_variants", v) for v in scenario.suspension.leave_variants]
        lines += [("suspension.return_variants", v) for v in scenario.suspension.return_variants]
    lines += [
        (f"caller_actions[{i}].report_variants", v.format(result="done"))
        for i, a in enumerate(scenario.caller_actions)
        for v in a.report_variants
    ]
    return [
        f"{where}: {line!r} is more than one sentence"
        for where, line in lines
        if re.search(r"[.!?]\s", line.strip())
    ]


def digit_answers_lead_in_with_words(scenario: Scenario) -> list[str]:
    """ "My policy number is ..." as people say it: a bare "It's" before digits is clipped by
    the recogniser into a digit ("six")."""
    return [
        f'{c.fact_field(scenario, fact.key)}.answer_variants: {variant!r} starts with "It\'s"'
        for fact in c.needed_facts(scenario)
        if fact.kind in ("digits", "postcode")
        for variant in fact.answer_variants
        if variant.lower().startswith("it's")
    ]


def suspensions_hold_20_to_60_seconds(scenario: Scenario) -> list[str]:
    """Only a suspension has one; it puts the oracle on hold (a hold phrase in every leave
    line, none in a return line) for 20 to 60 seconds."""
    suspension = scenario.suspension
    if scenario.conversation_type != "suspension":
        return [] if suspension is None else ["suspension: only a suspension scenario has one"]
    if suspension is None:
        return ["suspension: a suspension scenario needs one"]
    problems = []
    if not 20 <= suspension.duration_s <= 60:
        problems.append("suspension.duration_s: between 20 and 60 seconds")
    for index, line in enumerate(suspension.leave_variants):
        if not any(phrase in line.lower() for phrase in HOLD_PHRASES):
            problems.append(f"suspension.leave_variants[{index}]: holds no hold phrase")
    for index, line in enumerate(suspension.return_variants):
        if any(phrase in line.lower() for phrase in HOLD_PHRASES):
            problems.append(f"suspension.return_variants[{index}]: holds a hold phrase")
    return problems


def gold_tools_read_or_write_as_declared(scenario: Scenario) -> list[str]:
    """Every gold tool is the world's, on its actor's side, writing exactly when it is not one
    of ``READS``; and every call verifies the caller."""
    world = build_world(scenario)
    problems = c.gold_tools_by_actor(scenario)
    for index, action in enumerate(scenario.gold_actions):
        spec = world.tool_spec(action.name)
        if spec is not None and spec.writes != (action.name not in READS):
            problems.append(f"gold_actions[{index}].name: {action.name} is not a declared read")
    try:
        verified = replay_gold(scenario).world.session.verified
    except (GoldReplayError, ValueError):
        return problems  # the gold replay check reports why
    if not verified:
        problems.append("gold_actions: every Harborline call verifies the caller")
    return problems


def type_shapes(scenario: Scenario) -> list[str]:
    """Each conversation type has its shape (refusals look the rule up and write nothing;
    procedures have the caller act; corrections, narratives, disambiguations, identity
    checks have theirs)."""
    kind = scenario.conversation_type
    gold = scenario.gold_actions
    names = [action.name for action in gold]
    writes = [name for name in names if name not in READS]
    problems: list[str] = []
    if kind == "policy_refusal" or scenario.id == "insurance_identity_verification_03":
        lookups = [a for a in gold if a.name == "lookup_policy"]
        if writes or not lookups:
            problems.append("gold_actions: a refusal looks the rule up and writes nothing")
        elif not (lookups[0].critical == () and lookups[0].clauses):
            problems.append("gold_actions: the rule's lookup names the clauses it must reach")
        if replay_gold(scenario).state_hash != seed_state_hash(scenario):
            problems.append("gold_actions: a refusal leaves the state as seeded")
    if kind == "guided_procedure" and not (
        scenario.caller_actions and any(a.actor == "user" for a in gold)
    ):
        problems.append("caller_actions: a guided procedure has the caller act in the gold")
    if kind == "mid_call_correction" and not any(
        f.correction is not None for f in c.needed_facts(scenario)
    ):
        problems.append("facts: a mid-call correction corrects a fact the oracle needs")
    if kind == "narrative_intake":
        if sum(f.reveal == "volunteered" for f in scenario.facts) < 2:
            problems.append("facts: a narrative volunteers at least two facts")
        if not scenario.script.opening or len(scenario.script.opening[0].split()) < 60:
            problems.append("script.opening[0]: a narrative opens with at least 60 words")
    if kind == "record_disambiguation":
        candidates = scenario.difficulty.get("candidate_records")
        if not isinstance(candidates, int) or candidates < 2:
            problems.append("difficulty.candidate_records: at least 2")
    if kind == "identity_verification" and (not names or names[0] != "verify_policyholder"):
        problems.append("gold_actions[0]: identity verification starts by verifying")
    return problems


CHECKS: tuple[c.ContentCheck, ...] = (
    c.harness_settings("insurance", required=("goal", "purpose", "nl_assertion", "difficulty")),
    c.opening_names_no_operation(OPERATION_WORDS, hold_phrases=True),
    direct_facts_parse,
    identifying_arguments_are_heard,
    c.asking_is_recognised(),
    c.keywords_do_not_overlap(),
    caller_actions_trigger_on_their_instruction_only,
    parsed_lines_are_one_sentence,
    digit_answers_lead_in_with_words,
    c.selectors_are_said_as_recorded,
    suspensions_hold_20_to_60_seconds,
    gold_tools_read_or_write_as_declared,
    type_shapes,
)
"""Run by ``duplexworld scenarios validate`` on every insurance scenario."""
