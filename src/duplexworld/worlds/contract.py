"""The harness contract: content checks that a scenario fits how the harness plays it.

The oracle asks for every fact a gold action takes ("Could you tell me your <label>?") and
parses the answer by the fact's kind; the caller's reader decides what was asked from the
facts' labels and performs a caller action when the agent's words hold a trigger keyword. A
scenario that breaks that contract could not be solved by the oracle, and it would show only
as a failed long episode. These checks find it from the file alone.

A world declares its checks as a sequence of ``ContentCheck`` (``WorldEntry.content_checks``);
``duplexworld scenarios validate`` runs them on every scenario of the world, packaged or
third-party, and reports each problem as ``field: what is wrong``. The functions here build
the checks the enterprise worlds share; each world's ``contract`` module picks and configures
them and adds its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from duplexworld.agents import phrasing
from duplexworld.agents.oracle import HOLD_PHRASES, PARSERS, needed_facts
from duplexworld.caller.persona import PERSONAS
from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.schema import FactRef, ResultRef
from duplexworld.world.gold import GoldReplayError, replay_gold, seed_state_hash
from duplexworld.world.registry import build_world

if TYPE_CHECKING:
    from duplexworld.caller.understanding import Reading

ContentCheck = Callable[[Scenario], list[str]]
"""A content check: the scenario's problems, each ``field: what is wrong`` (empty: fine)."""

ORACLE_QUESTION = "Could you tell me your {label}?"
"""The plain way any agent may ask for a fact (the caller's reader must recognise it, beside
the oracle's own phrasings, :func:`duplexworld.agents.phrasing.question`)."""

ENTERPRISE_REWARD = frozenset({"DB", "ACTION", "NL_ASSERTION"})
"""The reward factors an enterprise scenario may name (DB and ACTION always)."""


_READERS: dict[str, tuple[Scenario, Any]] = {}


def read_turn(text: str, scenario: Scenario) -> Reading:
    """The caller's reading of ``text`` said by the agent in ``scenario`` (one reader per
    scenario, kept for the process: building one encodes the scenario's phrases)."""
    # imported here: the reader loads the caller's text encoder, which the commands that
    # import this module without checking content (``scenarios list``) never need
    from duplexworld.caller.understanding import TurnReader, encoder

    cached = _READERS.get(scenario.id)
    if cached is None or cached[0] != scenario:
        cached = (scenario, TurnReader(scenario, encoder()))
        _READERS[scenario.id] = cached
    reading: Reading = cached[1].read(text)
    return reading


def words_of(text: str) -> set[str]:
    """The lower-case words of ``text``."""
    return set(re.findall(r"[a-z]+", text.lower()))


def fact_field(scenario: Scenario, key: str) -> str:
    """The field path of fact ``key`` (``facts[2]``)."""
    for index, fact in enumerate(scenario.facts):
        if fact.key == key:
            return f"facts[{index}]"
    return f"facts.{key}"


def gold_writes(scenario: Scenario, extra: Iterable[str] = ()) -> set[str]:
    """Names of the world's writing tools (agent and caller side), and ``extra``."""
    return {spec.name for spec in build_world(scenario).tools() if spec.writes} | set(extra)


def state_changes(scenario: Scenario) -> bool | None:
    """Whether the gold replay changes the seeded state (None when it does not replay; the
    gold replay check reports why)."""
    try:
        return replay_gold(scenario).state_hash != seed_state_hash(scenario)
    except (GoldReplayError, ValueError):
        return None


# --- settings ------------------------------------------------------------------------------


def harness_settings(
    world: str,
    required: Sequence[str] = ("goal", "purpose"),
    id_by_type: bool = False,
    min_opening_lines: int = 1,
) -> ContentCheck:
    """The settings an enterprise scenario is played with: its world, the clean channel, DB
    and ACTION in the reward (NL_ASSERTION only with speech checks, so no judge is needed;
    checks without it are measured, not rewarded), a known persona, the ``required`` texts
    filled in.

    Args:
        world: the world the scenario must name.
        required: fields that must not be empty.
        id_by_type: the id must start with ``<world>_<conversation type>_``.
        min_opening_lines: the fewest opening lines.
    """

    def check(scenario: Scenario) -> list[str]:
        problems: list[str] = []
        if scenario.world != world:
            problems.append(f"world: {scenario.world!r} in a {world} scenario")
        if scenario.channel != "clean":
            problems.append(f"channel: {scenario.channel!r}; packaged scenarios run clean")
        basis = set(scenario.reward_basis)
        if not {"DB", "ACTION"} <= basis <= ENTERPRISE_REWARD:
            problems.append(
                f"reward_basis: {sorted(basis)} must hold DB and ACTION and at most NL_ASSERTION"
            )
        if "NL_ASSERTION" in basis and not scenario.nl_checks:
            problems.append("reward_basis: NL_ASSERTION needs speech checks (nl_checks)")
        if scenario.persona not in PERSONAS:
            problems.append(f"persona: {scenario.persona!r} is not a persona")
        for name in required:
            if not getattr(scenario, name):
                problems.append(f"{name}: must not be empty")
        prefix = f"{world}_{scenario.conversation_type}_"
        if id_by_type and not scenario.id.startswith(prefix):
            problems.append(f"id: {scenario.id!r} does not start with {prefix!r}")
        if len(scenario.script.opening) < min_opening_lines:
            problems.append(f"script.opening: fewer than {min_opening_lines} lines")
        return problems

    return check


# --- what the caller says ------------------------------------------------------------------


def opening_names_no_operation(
    operation_words: Mapping[str, Sequence[str]], hold_phrases: bool = False
) -> ContentCheck:
    """The opening describes a symptom: it never uses a word that names a gold operation
    (``operation_words``: tool name -> its words).

    Args:
        operation_words: words per gold tool the opening must not use.
        hold_phrases: also refuse a hold phrase in the opening (it would put the oracle on
            hold before anything is asked).
    """

    def check(scenario: Scenario) -> list[str]:
        problems: list[str] = []
        for index, opening in enumerate(scenario.script.opening):
            words = words_of(opening)
            for action in scenario.gold_actions:
                for word in operation_words.get(action.name, ()):
                    if word in words:
                        problems.append(
                            f"script.opening[{index}]: says {word!r}, which names the "
                            f"operation {action.name}"
                        )
            if hold_phrases and any(phrase in opening.lower() for phrase in HOLD_PHRASES):
                problems.append(
                    f"script.opening[{index}]: holds a hold phrase (the oracle would wait)"
                )
        return problems

    return check


def answers_parse(fact: Fact, corrections: bool = True) -> list[str]:
    """Every answer variant of ``fact`` (and of its correction) parses back, by the fact's
    kind, to exactly the value: what is heard is what the tool gets."""
    problems: list[str] = []
    versions = [("answer_variants", fact.value, fact.spoken, fact.answer_variants)]
    if corrections and fact.correction is not None:
        correction = fact.correction
        versions.append(
            ("correction.variants", correction.value, correction.spoken, correction.variants)
        )
    for where, value, spoken, variants in versions:
        for index, variant in enumerate(variants):
            heard = variant.format(spoken=spoken)
            parsed = PARSERS[fact.kind](heard, fact)
            if parsed != value:
                problems.append(f"{where}[{index}]: {heard!r} parses to {parsed!r}, not {value!r}")
    return problems


def facts_asked_by_the_agent(scenario: Scenario, agent_only: bool = True) -> list[Fact]:
    """Facts the gold actions name: arguments and the facts that pick a record among several
    results (a result reference's ``near``), in order of first use.

    Args:
        agent_only: only the agent's steps (the caller's own steps need nobody to hear).
    """
    keys: list[str] = []
    for action in scenario.gold_actions:
        if agent_only and action.actor != "agent":
            continue
        for value in action.arguments.values():
            refs = [value] if isinstance(value, FactRef) else []
            if isinstance(value, ResultRef):
                refs = value.fact_refs()
            keys += [ref.fact for ref in refs if ref.fact not in keys]
    return [scenario.fact(key) for key in keys]


def selector_answer_mismatches(scenario: Scenario) -> list[tuple[str, str]]:
    """(fact key, answer) of every answer to a fact that picks a record (a result
    reference's ``near``) which does not carry the fact's value: a text answer must contain
    it, any other kind must parse back to it."""
    mismatches: list[tuple[str, str]] = []
    for action in scenario.gold_actions:
        for value in action.arguments.values():
            if not isinstance(value, ResultRef):
                continue
            for item in value.fact_refs():
                fact = scenario.fact(item.fact)
                for variant in fact.answer_variants:
                    heard = variant.format(spoken=fact.spoken)
                    if fact.kind == "text":
                        ok = fact.value.casefold() in heard.casefold()
                    else:
                        ok = PARSERS[fact.kind](heard, fact) == fact.value
                    if not ok:
                        mismatches.append((fact.key, heard))
    return mismatches


def searched_facts(scenario: Scenario) -> set[str]:
    """Facts a policy search is built from (the caller's request in their words): matched by
    the search's words, never parsed into a value."""
    return {
        value.fact
        for action in scenario.gold_actions
        if action.name == "lookup_policy"
        for value in action.arguments.values()
        if isinstance(value, FactRef)
    }


def selector_facts(scenario: Scenario) -> set[str]:
    """Free-text facts that only pick a record (a result reference's ``near``): the caller's
    words for which one they mean, matched by words against the candidates, never parsed
    into a value (``selector_answer_mismatches`` checks they carry the word)."""
    direct = {
        value.fact
        for action in scenario.gold_actions
        for value in action.arguments.values()
        if isinstance(value, FactRef)
    }
    return {
        fact.key
        for fact in facts_asked_by_the_agent(scenario)
        if fact.kind == "text" and fact.key not in direct
    }


def matched_by_words(scenario: Scenario) -> set[str]:
    """Facts an agent uses by their words, not by a parsed value: the request a policy
    search is built from and the selectors."""
    return searched_facts(scenario) | selector_facts(scenario)


def selectors_are_said_as_recorded(scenario: Scenario) -> list[str]:
    """A fact that picks one of several records (a ``near``) is answered with that record's
    value: a text answer contains it, any other parses back to it."""
    return [
        f"{fact_field(scenario, key)}.answer_variants: {heard!r} does not carry the value "
        "that picks the record"
        for key, heard in selector_answer_mismatches(scenario)
    ]


def asking_is_recognised(forbid: Sequence[str] = ()) -> ContentCheck:
    """The oracle's question for each fact is read by the caller as a question for that fact
    alone; ask keywords are lower case and trimmed.

    Args:
        forbid: intents the question must not also be read as (``approval``, ``close``).
    """

    def check(scenario: Scenario) -> list[str]:
        problems: list[str] = []
        asked = {fact.key for fact in needed_facts(scenario)}
        for index, fact in enumerate(scenario.facts):
            where = f"facts[{index}]"
            for keyword in fact.ask_keywords:
                if not keyword or keyword != keyword.lower().strip():
                    problems.append(f"{where}.ask_keywords: {keyword!r} is not lower case")
            # the plain form any agent may use, and every first ask the oracle words its own way
            # for the facts it asks
            questions = [ORACLE_QUESTION.format(label=fact.label)]
            for seed in range(len(phrasing.TEMPLATES) + 2 if fact.key in asked else 0):
                phrased = phrasing.question(fact.key, fact.label, 1, seed)
                if phrased not in questions:
                    questions.append(phrased)
            for question in questions:
                seen = read_turn(question, scenario)
                # "Which account do you mean?" asks which one: the caller says it from the goal
                choice = fact.label.lower().startswith("which ") and seen.has("which")
                if seen.asked_facts != (fact.key,) and not choice:
                    problems.append(
                        f"{where}.label: {question!r} is read as asking for "
                        f"{list(seen.asked_facts)}, not [{fact.key!r}]"
                    )
                for intent in forbid:
                    if seen.has(intent):
                        problems.append(f"{where}.label: {question!r} is also read as {intent}")
        return problems

    return check


def fact_phrases(fact: Fact, dedupe: bool = False) -> tuple[str, ...]:
    """A fact's label and ask keywords, lower case (the phrases that ask for it)."""
    phrases = (fact.label.lower(), *(k.lower() for k in fact.ask_keywords))
    return tuple(dict.fromkeys(phrases)) if dedupe else phrases


def keywords_do_not_overlap(
    triggers: bool = False, triggers_both_ways: bool = False
) -> ContentCheck:
    """No phrase that asks for one fact is inside a phrase of another: the reader would take
    one question for two facts.

    Args:
        triggers: caller actions' trigger keywords count as phrases too (no phrase of a fact
            or action inside one of another).
        triggers_both_ways: a trigger and a fact's phrase may not contain each other, and the
            oracle's question for a fact must not hold a trigger (it would set the action
            off).
    """

    def check(scenario: Scenario) -> list[str]:
        phrases: dict[str, tuple[str, ...]] = {f.key: fact_phrases(f) for f in scenario.facts}
        where = {f.key: fact_field(scenario, f.key) for f in scenario.facts}
        if triggers:
            for index, action in enumerate(scenario.caller_actions):
                phrases[action.key] = tuple(action.trigger_keywords)
                where[action.key] = f"caller_actions[{index}]"
        problems: list[str] = []
        for key, mine in phrases.items():
            for other, theirs in phrases.items():
                if other == key:
                    continue
                for phrase in mine:
                    for their in theirs:
                        if phrase in their:
                            problems.append(
                                f"{where[key]}: {phrase!r} is inside {their!r} of {other!r}"
                            )
        if triggers_both_ways:
            keywords = [
                (index, k.lower())
                for index, action in enumerate(scenario.caller_actions)
                for k in action.trigger_keywords
            ]
            for fact in scenario.facts:
                question = ORACLE_QUESTION.format(label=fact.label.lower()).lower()
                for index, trigger in keywords:
                    if any(p in trigger or trigger in p for p in fact_phrases(fact)):
                        problems.append(
                            f"caller_actions[{index}].trigger_keywords: {trigger!r} overlaps "
                            f"a phrase of fact {fact.key!r}"
                        )
                    if trigger in question:
                        problems.append(
                            f"caller_actions[{index}].trigger_keywords: {trigger!r} is in the "
                            f"oracle's question for {fact.key!r}"
                        )
        return problems

    return check


# --- gold ------------------------------------------------------------------------------------


def caller_supplied_arguments_are_facts(
    names: Iterable[str], agent_only: bool = False
) -> ContentCheck:
    """Arguments only the caller knows (names, dates of birth, digits, amounts) are fact
    references in the gold: the agent must hear them, never be given them.

    Args:
        names: the argument names.
        agent_only: skip the caller's own steps (what they type on their own phone nobody
            has to hear).
    """
    spoken = frozenset(names)

    def check(scenario: Scenario) -> list[str]:
        problems: list[str] = []
        for index, action in enumerate(scenario.gold_actions):
            if agent_only and action.actor == "user":
                continue
            for name, value in action.arguments.items():
                if name in spoken and not isinstance(value, FactRef):
                    problems.append(
                        f"gold_actions[{index}].arguments.{name}: the caller says this; use "
                        "{fact: <key>}"
                    )
        return problems

    return check


def gold_tools_by_actor(scenario: Scenario) -> list[str]:
    """Every gold action names a tool of the world, on the side (agent or caller) that has
    it."""
    world = build_world(scenario)
    problems: list[str] = []
    for index, action in enumerate(scenario.gold_actions):
        spec = world.tool_spec(action.name)
        if spec is None:
            problems.append(f"gold_actions[{index}].name: {action.name!r} is no tool")
        elif spec.actor != action.actor:
            problems.append(
                f"gold_actions[{index}].actor: {action.name} is a tool of the {spec.actor}, "
                f"not the {action.actor}"
            )
    return problems


def only_refusals_keep_the_state(scenario: Scenario) -> list[str]:
    """Policy refusals leave the seeded state as it was; every other type changes it."""
    changes = state_changes(scenario)
    refusal = scenario.conversation_type == "policy_refusal"
    if changes is None or changes != refusal:
        return []
    what = "changes the state" if refusal else "leaves the state as seeded"
    return [f"gold_actions: the gold {what} in a {scenario.conversation_type} scenario"]


def state_changes_iff_gold_writes(extra_writes: Iterable[str] = ()) -> ContentCheck:
    """The gold changes the state exactly when it calls a writing tool (``extra_writes`` are
    caller-side writes the world does not mark)."""
    extra = frozenset(extra_writes)

    def check(scenario: Scenario) -> list[str]:
        changes = state_changes(scenario)
        writes = gold_writes(scenario, extra)
        calls = any(action.name in writes for action in scenario.gold_actions)
        if changes is None or changes == calls:
            return []
        if calls:
            return ["gold_actions: the gold calls a writing tool but leaves the state as seeded"]
        return ["gold_actions: the gold changes the state without a writing tool"]

    return check


def state_changes_always(scenario: Scenario) -> list[str]:
    """The gold changes the state (the world's every scenario has an outcome to reach)."""
    if state_changes(scenario) is False:
        return ["gold_actions: the gold leaves the state as seeded"]
    return []


# --- lines the oracle cuts, holds and fixed lines -----------------------------------------


def hold_phrase_only_when_leaving(scenario: Scenario) -> list[str]:
    """The oracle treats any caller turn with a hold phrase as the caller stepping away: only
    the suspension's leave lines may hold one (and each of them must)."""
    lines: list[tuple[str, str]] = []
    script = scenario.script
    for name in ("opening", "approve", "thanks_goodbye"):
        lines += [(f"script.{name}[{i}]", line) for i, line in enumerate(getattr(script, name))]
    for index, fact in enumerate(scenario.facts):
        where = f"facts[{index}]"
        lines += [
            (f"{where}.answer_variants[{i}]", v.format(spoken=fact.spoken))
            for i, v in enumerate(fact.answer_variants)
        ]
        if fact.correction is not None:
            spoken = fact.correction.spoken
            lines += [
                (f"{where}.correction.variants[{i}]", v.format(spoken=spoken))
                for i, v in enumerate(fact.correction.variants)
            ]
    for index, action in enumerate(scenario.caller_actions):
        lines += [
            (f"caller_actions[{index}].report_variants[{i}]", v.format(result=""))
            for i, v in enumerate(action.report_variants)
        ]
    problems: list[str] = []
    if scenario.suspension is not None:
        lines += [
            (f"suspension.return_variants[{i}]", line)
            for i, line in enumerate(scenario.suspension.return_variants)
        ]
        for index, leave in enumerate(scenario.suspension.leave_variants):
            if not any(phrase in leave.lower() for phrase in HOLD_PHRASES):
                problems.append(f"suspension.leave_variants[{index}]: holds no hold phrase")
    for where, line in lines:
        if any(phrase in line.lower() for phrase in HOLD_PHRASES):
            problems.append(f"{where}: {line!r} sounds like stepping away (a hold phrase)")
    return problems


__all__ = [
    "ContentCheck",
    "ORACLE_QUESTION",
    "answers_parse",
    "asking_is_recognised",
    "caller_supplied_arguments_are_facts",
    "fact_field",
    "facts_asked_by_the_agent",
    "gold_tools_by_actor",
    "gold_writes",
    "harness_settings",
    "hold_phrase_only_when_leaving",
    "keywords_do_not_overlap",
    "matched_by_words",
    "needed_facts",
    "only_refusals_keep_the_state",
    "opening_names_no_operation",
    "read_turn",
    "searched_facts",
    "selector_answer_mismatches",
    "selector_facts",
    "selectors_are_said_as_recorded",
    "state_changes",
    "state_changes_always",
    "state_changes_iff_gold_writes",
    "words_of",
]
