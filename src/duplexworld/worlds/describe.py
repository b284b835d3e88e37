"""``scenarios show ID`` and ``worlds show W``: what a scenario or a world puts on the line.

A scenario is shown as a person preparing an agent would need it: the conversation type, the
caller's persona and goal, the facts the caller holds (what the agent may learn, and when the
caller says each), what the caller does on their own side, and the tools the agent gets.
Nothing of the answer is shown: no gold actions, no expected state, no speech checks, no
natural-language assertion, no oracle instruction, no author's purpose (it says what the right
agent does).

A world is shown as an agent is configured for it: its tools with their arguments, the
caller's own tools, the system prompt, and the headings of its policy clauses (which the
agent reaches only through ``lookup_policy``).
"""

from __future__ import annotations

import inspect
import textwrap
from pathlib import Path

from duplexworld.scenario import Scenario
from duplexworld.world.clauses import ClauseCorpus
from duplexworld.world.registry import build_world, world_class
from duplexworld.world.tools import ToolSpec

POLICY_FILE = "policy.md"
"""A world's clause corpus, beside its module (the packaged worlds' layout)."""

POLICY_HEADINGS = 12
"""Policy clause headings listed by ``worlds show`` (the rest are counted)."""


def _first_sentence(text: str) -> str:
    flat = " ".join(text.split())
    head, dot, _ = flat.partition(". ")
    return head + ("." if dot else "")


def tool_signature(spec: ToolSpec) -> str:
    """``name(arg: type, optional?: type)``: a tool as an agent's schema declares it."""
    parameters = spec.parameters
    properties = parameters.get("properties", {}) if isinstance(parameters, dict) else {}
    required = parameters.get("required", []) if isinstance(parameters, dict) else []
    arguments = []
    for name, schema in properties.items() if isinstance(properties, dict) else ():
        kind = schema.get("type", "any") if isinstance(schema, dict) else "any"
        optional = "" if isinstance(required, list) and name in required else "?"
        arguments.append(f"{name}{optional}: {kind}")
    return f"{spec.name}({', '.join(arguments)})"


def _tool_lines(specs: list[ToolSpec]) -> list[str]:
    lines = []
    for spec in specs:
        writes = " [writes]" if spec.writes else ""
        lines.append(f"  {tool_signature(spec)}{writes}")
        lines.append(f"      {_first_sentence(spec.description)}")
    return lines or ["  (none)"]


def describe_scenario(scenario: Scenario) -> str:
    """The scenario without its answer (see the module's docstring)."""
    world = build_world(scenario)
    lines = [
        f"scenario: {scenario.id}",
        f"world: {scenario.world}",
        f"conversation type: {scenario.conversation_type}",
        f"persona: {scenario.persona}",
        f"channel: {scenario.channel}",
        f"caller's goal: {scenario.goal}",
    ]
    if scenario.difficulty:
        dials = ", ".join(f"{k}={v}" for k, v in sorted(scenario.difficulty.items()))
        lines.append(f"difficulty: {dials}")
    lines.append(f"scored by: {', '.join(scenario.reward_basis)}")
    lines.append("facts the caller holds (what the agent may learn):")
    for fact in scenario.facts:
        when = {
            "volunteered": "says it unprompted",
            "when_asked": "says it when asked",
            "on_event": f"says it after {fact.event}",
        }.get(fact.reveal, fact.reveal)
        lines.append(f"  {fact.key}: {fact.label} = {fact.value!r} ({fact.kind}; {when})")
        if fact.correction is not None:
            lines.append(
                f"      corrected to {fact.correction.value!r} after {fact.correction.after}"
            )
    if not scenario.facts:
        lines.append("  (none)")
    if scenario.caller_actions:
        lines.append("the caller's own actions (when the agent asks):")
        lines += [f"  {a.key}: {a.tool} on the caller's side" for a in scenario.caller_actions]
    if scenario.suspension is not None:
        lines.append(
            f"suspension: the caller steps away for {scenario.suspension.duration_s:g} s "
            f"after {scenario.suspension.after}"
        )
    if scenario.world_changes:
        lines.append(f"the world changes during the call: {len(scenario.world_changes)} time(s)")
    tables = ", ".join(f"{t} ({len(rows)})" for t, rows in sorted(scenario.seed.items()))
    lines.append(f"records (table: count): {tables or 'none'}")
    lines.append("tools the agent gets:")
    lines += [f"  {spec.name}" for spec in world.tools()]
    lines.append(f"(the tools' arguments and the policy: duplexworld worlds show {scenario.world})")
    return "\n".join(lines) + "\n"


def policy_file(world: str) -> Path | None:
    """The world's clause corpus beside its module, when it has one."""
    path = Path(inspect.getfile(world_class(world))).with_name(POLICY_FILE)
    return path if path.is_file() else None


def describe_world(world: str, scenario: Scenario) -> str:
    """A world as an agent is configured for it (built on ``scenario``, any of its own)."""
    built = build_world(scenario)
    lines = [f"world: {world}", "tools the agent gets:"]
    lines += _tool_lines(built.tools())
    lines.append("tools the caller uses on their own side:")
    lines += _tool_lines(built.tools(actor="user"))
    lines.append("system prompt:")
    for paragraph in built.instructions().splitlines():
        lines += textwrap.wrap(paragraph, 96, initial_indent="  ", subsequent_indent="  ") or [""]
    path = policy_file(world)
    if path is not None:
        clauses = ClauseCorpus.from_file(path).clauses
        lines.append(f"policy ({len(clauses)} clauses, reached through lookup_policy):")
        lines += [f"  {c.id} {c.title}" for c in clauses[:POLICY_HEADINGS]]
        if len(clauses) > POLICY_HEADINGS:
            lines.append(f"  ... and {len(clauses) - POLICY_HEADINGS} more")
    return "\n".join(lines) + "\n"
