"""Hearthway's content checks: its scenarios fit how the harness plays them
(``worlds.contract``)."""

from __future__ import annotations

from duplexworld.agents.null import GREETING
from duplexworld.agents.oracle import closing_line
from duplexworld.scenario import Scenario
from duplexworld.world import ToolError
from duplexworld.world.gold import gold_calls
from duplexworld.world.values import parse_time
from duplexworld.worlds import contract as c

OPERATION_WORDS = {
    "cancel_reservation": ("cancel",),
    "block_calendar_dates": ("block",),
    "update_checkin_time": ("update",),
    "remove_cohost": ("remove",),
    "update_payout_method": ("method",),
    "open_stay_assurance_report": ("report",),
    "add_report_issue": ("claim",),
    "submit_stay_assurance_report": ("submit",),
}
"""The verb or noun of each write that an opening must not use: the caller names symptoms."""

SPOKEN_ARGUMENTS = (
    "phone_number",
    "date_of_birth",
    "card_last4",
    "bank_account_last4",
    "incident_date",
    "amount",
    "first_night",
    "last_night",
    "house_number",
    "postcode",
)
"""Arguments only the caller knows: gold takes them from facts."""

AUTHORITY_FIRST = ["find_hearthway_account_by_phone", "verify_account_holder"]
"""The first two gold steps of every call: authority is established before any read."""


def authority_comes_first(scenario: Scenario) -> list[str]:
    """The caller's account is found and verified before anything is read."""
    names = [a.name for a in scenario.gold_actions]
    if names[:2] == AUTHORITY_FIRST:
        return []
    return [f"gold_actions: must start with {', '.join(AUTHORITY_FIRST)} (starts {names[:2]})"]


def needed_facts_parse(scenario: Scenario) -> list[str]:
    """Each fact the oracle needs parses back from every answer; a corrected value has the
    first value's shape (the oracle parses by shape). A time of day (a text fact: there is no
    time kind yet) is checked for its form only."""
    problems: list[str] = []
    words = c.matched_by_words(scenario)
    for fact in c.facts_asked_by_the_agent(scenario):
        if fact.key in words:
            continue  # used by its words: a request a search is built from, a selector
        where = c.fact_field(scenario, fact.key)
        if fact.kind == "text":
            try:
                ok = parse_time(fact.value, fact.key) == fact.value
            except ToolError:
                ok = False
            if not ok:
                problems.append(f"{where}.value: {fact.value!r} is not a time of day HH:MM")
            continue
        if fact.correction is not None and len(fact.correction.value) != len(fact.value):
            problems.append(f"{where}.correction.value: not the shape of the first value")
        problems += [f"{where}.{p}" for p in c.answers_parse(fact)]
    return problems


def fixed_lines_ask_for_nothing(scenario: Scenario) -> list[str]:
    """The oracle's greeting, closing and "take your time" are never read as a question."""
    writes = c.gold_writes(scenario)
    agent_writes = any(a.name in writes for a in scenario.gold_actions if a.actor == "agent")
    closings = [closing_line(agent_writes, refusing) for refusing in (True, False)]
    lines = (GREETING, *closings, "Of course, take your time.")
    return [
        f"facts: the oracle's line {line!r} is read as asking for "
        f"{list(c.read_turn(line, scenario).asked_facts)}"
        for line in lines
        if c.read_turn(line, scenario).asked_facts != ()
    ]


def caller_actions_trigger_on_their_instruction_only(scenario: Scenario) -> list[str]:
    """A caller action's instruction sets off that action alone and asks for nothing; the
    gold performs it with the action's arguments; its report says more than "okay"."""
    calls = gold_calls(scenario)
    problems: list[str] = []
    for index, action in enumerate(scenario.caller_actions):
        where = f"caller_actions[{index}]"
        seen = c.read_turn(action.instruction, scenario)
        if seen.asked_facts != () or seen.has("approval"):
            problems.append(f"{where}.instruction: read as a question or an approval")
        text = " ".join(action.instruction.lower().split())
        triggered = [
            other.key
            for other in scenario.caller_actions
            if any(k.lower() in text for k in other.trigger_keywords)
        ]
        if triggered != [action.key]:
            problems.append(f"{where}.trigger_keywords: the instruction sets off {triggered}")
        gold = [
            call
            for g, call in zip(scenario.gold_actions, calls, strict=True)
            if g.actor == "user" and g.name == action.tool
        ]
        if not gold or gold[0].arguments != dict(action.arguments):
            problems.append(f"{where}.arguments: not those of the gold's {action.tool} step")
        for i, report in enumerate(action.report_variants):
            if set(report.lower().split()) <= {"okay.", "okay,", "done."}:
                problems.append(f"{where}.report_variants[{i}]: says no more than okay")
    return problems


CHECKS: tuple[c.ContentCheck, ...] = (
    c.harness_settings("travel", required=("goal", "purpose", "difficulty")),
    authority_comes_first,
    c.opening_names_no_operation(OPERATION_WORDS),
    needed_facts_parse,
    c.asking_is_recognised(forbid=("approval", "close")),
    c.keywords_do_not_overlap(triggers=True),
    fixed_lines_ask_for_nothing,
    caller_actions_trigger_on_their_instruction_only,
    c.caller_supplied_arguments_are_facts(SPOKEN_ARGUMENTS),
    c.selectors_are_said_as_recorded,
)
"""Run by ``duplexworld scenarios validate`` on every travel scenario."""
