"""The worlds' content checks (``worlds.contract``), which ``scenarios validate`` runs: each
finds what it is for in a scenario broken on purpose, naming the field.

Every packaged scenario passing them is ``test_worlds_validate.py``; these tests make sure a
check that was switched off, or no longer looks, would be noticed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import FactRef
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds import contract as c
from duplexworld.worlds.validation import validate_scenario, world_content_problems


def get(scenario_id: str) -> Scenario:
    return next(s for s in builtin_scenarios() if s.id == scenario_id)


def fact(scenario: Scenario, key: str, **changes: Any) -> Scenario:
    facts = tuple(f.model_copy(update=changes) if f.key == key else f for f in scenario.facts)
    return scenario.model_copy(update={"facts": facts})


def gold(scenario: Scenario, index: int, **changes: Any) -> Scenario:
    actions = list(scenario.gold_actions)
    actions[index] = actions[index].model_copy(update=changes)
    return scenario.model_copy(update={"gold_actions": tuple(actions)})


def argument(scenario: Scenario, index: int, name: str, value: Any) -> Scenario:
    arguments = {**scenario.gold_actions[index].arguments, name: value}
    return gold(scenario, index, arguments=arguments)


def script(scenario: Scenario, **changes: Any) -> Scenario:
    return scenario.model_copy(update={"script": scenario.script.model_copy(update=changes)})


def caller_action(scenario: Scenario, index: int, **changes: Any) -> Scenario:
    actions = list(scenario.caller_actions)
    actions[index] = actions[index].model_copy(update=changes)
    return scenario.model_copy(update={"caller_actions": tuple(actions)})


def update(scenario: Scenario, **changes: Any) -> Scenario:
    return scenario.model_copy(update=changes)


def swap_first_two_gold(scenario: Scenario) -> Scenario:
    first, second, *rest = scenario.gold_actions
    return update(scenario, gold_actions=(second, first, *rest))


def seed_record(scenario: Scenario, table: str, **changes: Any) -> Scenario:
    rows = [dict(row) for row in scenario.seed[table]]
    rows[0].update(changes)
    return update(scenario, seed={**scenario.seed, table: rows})


BANK = "banking_single_intent_01"
HOME = "insurance_record_disambiguation_01"
STAY = "travel_single_intent_01"
CARE = "healthcare_single_intent_01"
FREIGHT = "logistics_single_intent_01"

BROKEN: dict[str, tuple[str, Callable[[Scenario], Scenario], str]] = {
    # harness settings (shared)
    "channel": (BANK, lambda s: update(s, channel="realistic"), "channel: 'realistic'"),
    "persona": (CARE, lambda s: update(s, persona="nobody"), "persona: 'nobody'"),
    "reward": (STAY, lambda s: update(s, reward_basis=("DB",)), "reward_basis: ['DB']"),
    "speech checks": (
        FREIGHT,
        lambda s: update(s, reward_basis=("DB", "ACTION", "NL_ASSERTION"), nl_checks=()),
        "reward_basis: NL_ASSERTION needs speech checks",
    ),
    "empty goal": (HOME, lambda s: update(s, purpose=""), "purpose: must not be empty"),
    "id by type": (BANK, lambda s: update(s, id="banking_other_01"), "id: 'banking_other_01'"),
    "one opening line": (
        FREIGHT,
        lambda s: script(s, opening=s.script.opening[:1]),
        "script.opening: fewer than 2 lines",
    ),
    # what the caller says (shared)
    "operation named": (
        BANK,
        lambda s: script(s, opening=("Please lock my card.",)),
        "script.opening[0]: says 'lock', which names the operation lock_card",
    ),
    "hold phrase opening": (
        HOME,
        lambda s: script(s, opening=("Hold on, somebody keyed my car.",)),
        "script.opening[0]: holds a hold phrase",
    ),
    "answer does not parse": (
        FREIGHT,
        lambda s: fact(s, "customer_number", spoken="four four seven one two three"),
        'facts[0].answer_variants[0]: "It\'s four four seven one two three." parses to '
        "'447123', not '481237'",
    ),
    "upper-case keyword": (
        CARE,
        lambda s: fact(s, "member_number", ask_keywords=("Member ID",)),
        "facts[0].ask_keywords: 'Member ID' is not lower case",
    ),
    "question read as another fact": (
        BANK,
        lambda s: fact(s, "full_name", label="date of birth"),
        "facts[0].label: 'Could you tell me your date of birth?' is read as asking for",
    ),
    "keywords overlap": (
        HOME,
        lambda s: fact(s, "full_name", ask_keywords=("full name", "policy")),
        "facts[0]: 'policy' is inside 'policy number' of 'policy_number'",
    ),
    "hold phrase in a reply": (
        FREIGHT,
        lambda s: script(s, approve=("Hold on, yes, go ahead.",)),
        "script.approve[0]: 'Hold on, yes, go ahead.' sounds like stepping away",
    ),
    # gold (shared)
    "spoken argument given": (
        STAY,
        lambda s: argument(s, 1, "date_of_birth", s.fact("date_of_birth").value),
        "gold_actions[1].arguments.date_of_birth: the caller says this",
    ),
    "tool on the wrong side": (
        CARE,
        lambda s: gold(s, 0, actor="user"),
        "gold_actions[0].actor: verify_member is a tool of the agent",
    ),
    "no such tool": (FREIGHT, lambda s: gold(s, 1, name="teleport"), "gold_actions[1].name"),
    "refusal that writes": (
        "healthcare_policy_refusal_01",
        lambda s: update(s, conversation_type="single_intent"),
        "gold_actions: the gold leaves the state as seeded in a single_intent scenario",
    ),
    "workflow without work": (
        "workbench_form_freight_pickup",
        lambda s: update(s, gold_actions=()),
        "gold_actions: the gold leaves the state as seeded",
    ),
    "selector not said as recorded": (
        HOME,
        lambda s: fact(s, "which_car", answer_variants=("The blue one.",)),
        "facts[5].answer_variants: 'The blue one.' does not carry the value",
    ),
    # banking
    "banking: a record id in the gold": (
        BANK,
        lambda s: argument(s, 2, "customer_id", s.seed["customers"][0]["id"]),
        "gold_actions[2].arguments.customer_id: the record id",
    ),
    "banking: an empty seed field": (
        BANK,
        lambda s: seed_record(s, "customers", phone=None),
        "seed.customers[0].phone: empty",
    ),
    "banking: a write without a write": (
        "banking_policy_refusal_01",
        lambda s: update(s, conversation_type="single_intent", id="banking_single_intent_97"),
        "gold_actions: every type but policy_refusal ends in a write",
    ),
    "banking: a short narrative": (
        "banking_narrative_intake_01",
        lambda s: script(s, opening=("My card was declined.",)),
        "script.opening: a narrative opens with at least 60 words",
    ),
    "banking: verification after a read": (
        "banking_identity_verification_01",
        lambda s: update(
            s,
            gold_actions=tuple(a for a in s.gold_actions if a.name != "verify_identity"),
        ),
        "gold_actions: identity is verified before a record is read",
    ),
    # insurance
    "insurance: a parsed fact released on an event": (
        HOME,
        lambda s: fact(s, "loss_date", reveal="on_event", event="tool:get_policy"),
        "facts[3].reveal: the oracle asks for it before it acts",
    ),
    "insurance: the caller's own policy number given": (
        HOME,
        lambda s: argument(s, 1, "policy_number", s.fact("policy_number").value),
        "gold_actions[1].arguments.policy_number: the caller says this",
    ),
    "insurance: two sentences": (
        HOME,
        lambda s: fact(s, "loss_date", answer_variants=("Yes. It happened on {spoken}.",)),
        "facts[3].answer_variants: 'Yes. It happened on",
    ),
    "insurance: a bare It's before digits": (
        HOME,
        lambda s: fact(s, "policy_number", answer_variants=("It's {spoken}.",)),
        'facts[2].answer_variants: "It\'s {spoken}." starts with "It\'s"',
    ),
    "insurance: a suspension outside its type": (
        HOME,
        lambda s: update(s, suspension=get("insurance_suspension_01").suspension),
        "suspension: only a suspension scenario has one",
    ),
    "insurance: a call that verifies nobody": (
        "insurance_policy_refusal_01",
        lambda s: update(s, gold_actions=s.gold_actions[-1:]),
        "gold_actions: every Harborline call verifies the caller",
    ),
    "insurance: one candidate to tell apart": (
        HOME,
        lambda s: update(s, difficulty={**s.difficulty, "candidate_records": 1}),
        "difficulty.candidate_records: at least 2",
    ),
    "insurance: a caller action its instruction does not trigger": (
        "insurance_guided_procedure_01",
        lambda s: caller_action(s, 0, instruction="Thanks, one moment while I look."),
        "caller_actions[0].trigger_keywords: none is in the instruction",
    ),
    # travel
    "travel: a read before authority": (
        STAY,
        swap_first_two_gold,
        "gold_actions: must start with find_hearthway_account_by_phone",
    ),
    "travel: a corrected value of another shape": (
        "travel_mid_call_correction_02",
        lambda s: fact(
            s,
            next(f.key for f in s.facts if f.correction),
            correction=next(f.correction for f in s.facts if f.correction).model_copy(
                update={"value": "12"}
            ),
        ),
        ".correction.value: not the shape of the first value",
    ),
    "travel: a caller action with other arguments than the gold's": (
        "travel_guided_procedure_01",
        lambda s: caller_action(s, 0, arguments={"code": "1234"}),
        "caller_actions[0].arguments: not those of the gold's approve_authenticator_push",
    ),
    "travel: a report that says only okay": (
        "travel_guided_procedure_01",
        lambda s: caller_action(s, 0, report_variants=("Okay.",)),
        "caller_actions[0].report_variants[0]: says no more than okay",
    ),
    "travel: a trigger that asks for a fact": (
        "travel_guided_procedure_01",
        lambda s: caller_action(s, 0, trigger_keywords=("approve the request", "phone number")),
        "facts[0]: 'phone number' is inside 'phone number' of 'approve_push'",
    ),
    # healthcare
    "healthcare: a lone digit": (
        CARE,
        lambda s: fact(s, "member_number", value="7", spoken="seven"),
        "facts[0].value: a lone digit over the phone",
    ),
    "healthcare: a trigger in the oracle's question": (
        "healthcare_guided_procedure_01",
        lambda s: fact(s, s.facts[0].key, label=f"{s.caller_actions[0].trigger_keywords[0]}"),
        "caller_actions[0].trigger_keywords:",
    ),
    "healthcare: a member record before verification": (
        CARE,
        lambda s: update(s, gold_actions=s.gold_actions[1:]),
        "gold_actions: the first step on a member record must be verify_member",
    ),
    # logistics
    "logistics: a short tracking number": (
        FREIGHT,
        lambda s: fact(s, "tracking_number", value="1234", spoken="one two three four"),
        "facts[2].value: five or more digits, no leading zero",
    ),
    "logistics: a call that does not verify first": (
        FREIGHT,
        swap_first_two_gold,
        "gold_actions[0]: every call starts with verify_caller",
    ),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_scenario_is_reported_with_its_field(case):
    scenario_id, breaking, expected = BROKEN[case]
    original = get(scenario_id)
    assert world_content_problems(original) == []
    problems = world_content_problems(breaking(original))
    # a fact is named by its index, which moves when an author adds a fact before it
    index_free = [re.sub(r"facts\[\d+\]", "facts[#]", problem) for problem in problems]
    assert any(re.sub(r"facts\[\d+\]", "facts[#]", expected) in p for p in index_free), problems


def test_validate_reports_the_content_problems_with_the_others():
    broken = fact(get(BANK), "full_name", ask_keywords=("Full Name",))
    assert any("ask_keywords: 'Full Name'" in p for p in validate_scenario(broken).problems)


def test_a_check_that_cannot_run_is_a_problem_naming_it_and_the_rest_still_run():
    # no policy_number fact: the insurance identity check cannot look the caller's own up
    scenario = get(HOME)
    broken = update(
        scenario,
        facts=tuple(f for f in scenario.facts if f.key != "policy_number"),
        channel="realistic",
    )
    problems = world_content_problems(broken)
    assert any(p.startswith("identifying_arguments_are_heard: cannot be checked") for p in problems)
    assert any(p.startswith("channel: 'realistic'") for p in problems)


def test_state_changes_iff_gold_writes_both_ways(monkeypatch):
    refusal = get("banking_policy_refusal_01")
    assert c.state_changes_iff_gold_writes()(refusal) == []
    said_to_write = c.state_changes_iff_gold_writes(["lookup_policy"])(refusal)
    assert said_to_write == [
        "gold_actions: the gold calls a writing tool but leaves the state as seeded"
    ]
    monkeypatch.setattr(c, "gold_writes", lambda scenario, extra=(): set())
    assert c.state_changes_iff_gold_writes()(get(BANK)) == [
        "gold_actions: the gold changes the state without a writing tool"
    ]


def test_a_spoken_argument_on_the_callers_own_step_is_theirs_to_type():
    check = c.caller_supplied_arguments_are_facts(["code"], agent_only=True)
    scenario = get("travel_guided_procedure_01")
    index = next(i for i, a in enumerate(scenario.gold_actions) if a.actor == "user")
    typed = argument(scenario, index, "code", "1234")
    assert check(typed) == []
    assert c.caller_supplied_arguments_are_facts(["code"])(typed) != []
    assert isinstance(scenario.gold_actions[0].arguments["phone_number"], FactRef)


class Reading:
    """A stand-in for the caller's reading of a line: these checks take the reader as given
    (it reads an everyday line as no question however a scenario words its facts)."""

    def __init__(self, asked: tuple[str, ...] = (), intents: tuple[str, ...] = ()) -> None:
        self.asked_facts = asked
        self.intents = intents

    def has(self, intent: str) -> bool:
        return intent in self.intents


def test_a_fixed_oracle_line_read_as_a_question_is_reported(monkeypatch):
    def reading(text: str, scenario: Scenario) -> Reading:
        return Reading(("phone",) if "How can I help" in text else ())

    monkeypatch.setattr(c, "read_turn", reading)
    from duplexworld.worlds.travel.contract import fixed_lines_ask_for_nothing

    assert fixed_lines_ask_for_nothing(get(STAY)) == [
        "facts: the oracle's line 'Thank you for calling. How can I help you today?' is read "
        "as asking for ['phone']"
    ]


def test_a_question_also_read_as_approval_is_reported(monkeypatch):
    scenario = get(STAY)

    def asks_for(fact, text: str) -> bool:
        own = {c.phrasing.question(fact.key, fact.label, 1, seed) for seed in range(6)}
        return fact.label in text or text in own

    def reading(text: str, scenario: Scenario) -> Reading:
        key = next(f.key for f in scenario.facts if asks_for(f, text))
        approval = text == "Could you tell me your phone number?"
        return Reading((key,), ("approval",) if approval else ())

    monkeypatch.setattr(c, "read_turn", reading)
    problems = c.asking_is_recognised(forbid=("approval", "close"))(scenario)
    assert problems == [
        "facts[0].label: 'Could you tell me your phone number?' is also read as approval"
    ]


def test_a_fact_the_oracle_needs_that_no_agent_argument_names_is_reported(monkeypatch):
    from duplexworld.worlds.banking.contract import agent_facts_parse

    scenario = get(BANK)
    monkeypatch.setattr(c, "needed_facts", lambda s: [s.fact("whereabouts")])
    assert agent_facts_parse(scenario)[0].startswith(
        "gold_actions: the oracle needs facts no gold argument names: {'whereabouts'}"
    )


def test_the_oracles_own_questions_must_be_understood(monkeypatch):
    # the oracle words its questions its own way (agents.phrasing): each first ask it may make
    # for a fact it needs is read by the caller as asking for that fact
    scenario = get(BANK)
    assert world_content_problems(scenario) == []
    monkeypatch.setattr(c.phrasing, "question", lambda *args, **kwargs: "Lovely weather today.")
    problems = world_content_problems(scenario)
    assert any("'Lovely weather today.' is read as asking for []" in p for p in problems), problems
