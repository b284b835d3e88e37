"""OneBank's content checks: its scenarios fit how the harness plays them (``worlds.contract``)."""

from __future__ import annotations

from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import DeriveRef
from duplexworld.worlds import contract as c

OPERATION_WORDS = {
    "lock_card": ("lock",),
    "unlock_card": ("unlock",),
    "block_card": ("block",),
    "release_fraud_hold": ("fraud",),
    "open_dispute": ("dispute",),
    "order_replacement_card": ("replacement",),
    "transfer_between_accounts": ("transfer",),
    "add_travel_notice": ("notice",),
    "stop_check_payment": ("stop",),
    "pay_saved_payee": ("payee",),
}
"""A word per write tool that would name the operation instead of describing a symptom."""

SPOKEN_ARGUMENTS = ("full_name", "date_of_birth", "card_last4", "postcode", "amount")
"""Names, dates of birth, card digits, postcodes and amounts: heard, never given."""

CALLER_SIDE_WRITES = ("update_address_in_app", "block_merchant_in_app")
"""What the caller changes in their own app (the world does not mark these as writes)."""

WRITE_TOOLS = frozenset(
    {
        "lock_card",
        "unlock_card",
        "block_card",
        "order_replacement_card",
        "release_fraud_hold",
        "open_dispute",
        "order_branch_cash",
        "transfer_between_accounts",
        "pay_saved_payee",
        "stop_check_payment",
        "add_travel_notice",
    }
)
"""The agent's writing tools."""

READS_ABOUT_RECORDS = frozenset(
    {"get_customer_accounts", "list_card_transactions", "list_account_checks"}
)
"""Reads that show a customer's records (only after verification)."""


def agent_facts_parse(scenario: Scenario) -> list[str]:
    """Every fact the oracle needs is one the agent's gold names, and each of its answers
    parses back to exactly the value (a text fact too: what is heard is what the tool or the
    ``near`` filter gets)."""
    problems: list[str] = []
    named = c.facts_asked_by_the_agent(scenario)
    # a judgement's facts are read by their words (a derive rule), not heard as a value
    judged = {
        ref.fact
        for action in scenario.gold_actions
        if action.actor == "agent"
        for value in action.arguments.values()
        if isinstance(value, DeriveRef)
        for ref in value.fact_refs()
    }
    missing = {f.key for f in c.needed_facts(scenario)} - {f.key for f in named} - judged
    if missing:
        problems.append(f"gold_actions: the oracle needs facts no gold argument names: {missing}")
    words = c.matched_by_words(scenario)
    for fact in named:
        if fact.key in words:
            continue  # used by its words: a request a search is built from, a selector
        where = c.fact_field(scenario, fact.key)
        problems += [f"{where}.{p}" for p in c.answers_parse(fact, corrections=False)]
    return problems


def ids_are_read_off_results(scenario: Scenario) -> list[str]:
    """No gold argument names a record id: ids come from the tool results the agent got."""
    ids = {str(r["id"]) for records in scenario.seed.values() for r in records if "id" in r}
    return [
        f"gold_actions[{index}].arguments.{name}: the record id {value!r} is written in the "
        "gold; read it off an earlier result"
        for index, action in enumerate(scenario.gold_actions)
        for name, value in action.arguments.items()
        if isinstance(value, str) and value in ids
    ]


def seed_fields_are_set(scenario: Scenario) -> list[str]:
    """No seed field is empty (a comma inside an unquoted YAML flow mapping silently makes a
    key with a null value)."""
    return [
        f"seed.{table}[{index}].{name}: empty"
        for table, rows in scenario.seed.items()
        for index, row in enumerate(rows)
        for name, value in row.items()
        if value is None
    ]


def type_shapes(scenario: Scenario) -> list[str]:
    """Each conversation type has its shape: refusals look the rule up and write nothing,
    every other type writes; procedures wait for the caller; corrections, suspensions and
    narratives have theirs; identity is verified before any record is read."""
    kind = scenario.conversation_type
    gold = scenario.gold_actions
    writes = [i for i, a in enumerate(gold) if a.name in WRITE_TOOLS]
    problems: list[str] = []
    if kind == "policy_refusal":
        lookups = [a for a in gold if a.name == "lookup_policy"]
        if writes:
            problems.append(f"gold_actions[{writes[0]}]: a policy refusal writes nothing")
        if not (len(lookups) == 1 and lookups[0].critical == () and lookups[0].clauses):
            problems.append(
                "gold_actions: a refusal looks the rule up once (no critical arguments, the "
                "clauses it must reach named)"
            )
    elif not writes:
        problems.append("gold_actions: every type but policy_refusal ends in a write")
    if kind == "guided_procedure":
        users = [i for i, a in enumerate(gold) if a.actor == "user"]
        if not scenario.caller_actions:
            problems.append("caller_actions: a guided procedure has the caller act")
        if not users or (writes and max(users) > max(writes)):
            problems.append("gold_actions: the agent waits for the caller's step, then writes")
    if kind == "mid_call_correction" and not any(f.correction for f in scenario.facts):
        problems.append("facts: a mid-call correction corrects a fact")
    if kind == "suspension":
        suspension = scenario.suspension
        if suspension is None or not 20 <= suspension.duration_s <= 60:
            problems.append("suspension: the caller steps away for 20 to 60 seconds")
    if kind == "narrative_intake":
        if not any(f.reveal == "volunteered" for f in scenario.facts):
            problems.append("facts: a narrative volunteers at least one fact")
        if max((len(o.split()) for o in scenario.script.opening), default=0) < 60:
            problems.append("script.opening: a narrative opens with at least 60 words")
    if kind == "identity_verification":
        reads = [i for i, a in enumerate(gold) if a.name in READS_ABOUT_RECORDS]
        verify = [i for i, a in enumerate(gold) if a.name == "verify_identity"]
        if not reads or not verify or verify[0] > reads[0]:
            problems.append("gold_actions: identity is verified before a record is read")
    return problems


CHECKS: tuple[c.ContentCheck, ...] = (
    c.harness_settings("banking", id_by_type=True),
    c.opening_names_no_operation(OPERATION_WORDS),
    agent_facts_parse,
    ids_are_read_off_results,
    c.caller_supplied_arguments_are_facts(SPOKEN_ARGUMENTS, agent_only=True),
    c.asking_is_recognised(),
    c.keywords_do_not_overlap(),
    c.gold_tools_by_actor,
    c.state_changes_iff_gold_writes(CALLER_SIDE_WRITES),
    seed_fields_are_set,
    type_shapes,
)
"""Run by ``duplexworld scenarios validate`` on every banking scenario."""
