"""Checks a schema-valid scenario must pass before it can run: each problem names its field.

The schema says what shape a scenario has; these checks say whether it can run to its end:
format slots a line will be filled with, durations that fit in the call, lines that are not
empty, the story against its world changes. Every one of these would otherwise fail
mid-episode. The names that must resolve in the scenario's world (tools, their actors, the
records a world change touches) are checked by the world layer
(``duplexworld.world.scenarios``), which passes its check in as a :data:`WorldCheck`: this
package sits below the worlds and imports none of them.
"""

from __future__ import annotations

import math
import re
import string
from collections.abc import Callable, Iterable

from duplexworld.scenario.schema import Scenario
from duplexworld.units import ticks_to_seconds

MAX_STEP_CAP_TICKS = 18_000
"""One hour of simulated call; the built-in scenarios use 6000 (20 minutes)."""

Problem = tuple[str, str]
"""(field path, what is wrong)."""

WorldCheck = Callable[[Scenario], list[Problem]]
"""The problems of a scenario against its world (given by the world layer)."""


def _slots(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def _lines(field: str, lines: tuple[str, ...], allowed: set[str], problems: list[Problem]) -> None:
    if not lines:
        problems.append((field, "needs at least one line"))
    for index, line in enumerate(lines):
        where = f"{field}[{index}]"
        if not line.strip():
            problems.append((where, "empty line"))
            continue
        try:
            slots = _slots(line)
        except ValueError as exc:
            problems.append((where, f"malformed format braces ({exc}); write {{{{ for a brace"))
            continue
        unknown = sorted(slots - allowed)
        if unknown:
            known = ", ".join(f"{{{name}}}" for name in sorted(allowed)) or "none"
            problems.append((where, f"unknown format slot {{{unknown[0]}}} (slots here: {known})"))


def _texts(scenario: Scenario, problems: list[Problem]) -> None:
    script = scenario.script
    for name in type(script).model_fields:
        _lines(f"script.{name}", getattr(script, name), set(), problems)
    for index, fact in enumerate(scenario.facts):
        if not fact.spoken.strip():
            problems.append((f"facts[{index}].spoken", "empty"))
        _lines(f"facts[{index}].answer_variants", fact.answer_variants, {"spoken"}, problems)
        if fact.correction is not None:
            field = f"facts[{index}].correction.variants"
            _lines(field, fact.correction.variants, {"spoken"}, problems)
    for index, action in enumerate(scenario.caller_actions):
        field = f"caller_actions[{index}].report_variants"
        _lines(field, action.report_variants, {"result"}, problems)
    if scenario.suspension is not None:
        _lines("suspension.leave_variants", scenario.suspension.leave_variants, set(), problems)
        _lines("suspension.return_variants", scenario.suspension.return_variants, set(), problems)


def _durations(scenario: Scenario, problems: list[Problem]) -> None:
    if scenario.step_cap_ticks > MAX_STEP_CAP_TICKS:
        problems.append(
            ("step_cap_ticks", f"{scenario.step_cap_ticks} is above {MAX_STEP_CAP_TICKS} (1 h)")
        )
    call_s = ticks_to_seconds(min(scenario.step_cap_ticks, MAX_STEP_CAP_TICKS))
    timed = [
        (f"caller_actions[{i}].duration_s", a.duration_s)
        for i, a in enumerate(scenario.caller_actions)
    ]
    for index, change in enumerate(scenario.world_changes):
        if change.at_tick is not None and change.at_tick >= scenario.step_cap_ticks:
            problems.append(
                (f"world_changes[{index}].at_tick", "is at or after the step cap: it never fires")
            )
    if scenario.suspension is not None:
        timed.append(("suspension.duration_s", scenario.suspension.duration_s))
    for field, seconds in timed:
        if not math.isfinite(seconds):
            problems.append((field, f"{seconds} is not a finite number of seconds"))
        elif seconds >= call_s:
            problems.append(
                (field, f"{seconds:g} s does not fit in the call (step cap {call_s:g} s)")
            )


def scenario_events(scenario: Scenario) -> Iterable[tuple[str, str]]:
    """(field, event) of every event the scenario waits for (facts, corrections, the
    suspension, world changes), caller events included."""
    for index, fact in enumerate(scenario.facts):
        if fact.event:
            yield f"facts[{index}].event", fact.event
        if fact.correction is not None:
            yield f"facts[{index}].correction.after", fact.correction.after
    if scenario.suspension is not None:
        yield "suspension.after", scenario.suspension.after
    for index, change in enumerate(scenario.world_changes):
        if change.after is not None and not change.after.startswith("caller:"):
            yield f"world_changes[{index}].after", change.after
        if change.announced_by is not None and not change.announced_by.startswith("caller:"):
            yield f"world_changes[{index}].announced_by", change.announced_by


ANNOUNCING = re.compile(
    r"\b(changed|updated|went through|sorted (it )?out|approved|released|message from|just now)\b",
    re.IGNORECASE,
)
"""Words with which a caller's line tells the agent that something changed in the records."""


def _announcing_lines(scenario: Scenario) -> list[tuple[str, str, str]]:
    """(field, caller event, line) of the suspension and correction lines that announce a
    change (a correction is said after its ``after`` event)."""
    lines: list[tuple[str, str, str]] = []
    suspension = scenario.suspension
    if suspension is not None:
        lines += [
            ("suspension.leave_variants", "caller:suspend", t) for t in suspension.leave_variants
        ]
        lines += [
            ("suspension.return_variants", "caller:resume", t) for t in suspension.return_variants
        ]
    for index, fact in enumerate(scenario.facts):
        if fact.correction is not None:
            field = f"facts[{index}].correction.variants"
            lines += [(field, fact.correction.after, t) for t in fact.correction.variants]
    return [line for line in lines if ANNOUNCING.search(line[2])]


def _preceding_triggers(scenario: Scenario, event: str) -> set[str]:
    """Triggers that fire no later than the caller line of ``event``."""
    suspension = scenario.suspension
    if event == "caller:resume" and suspension is not None:
        return {"caller:suspend", "caller:resume", suspension.after}
    if event == "caller:suspend" and suspension is not None:
        return {"caller:suspend", suspension.after}
    return {event}


def _volatility(scenario: Scenario, problems: list[Problem]) -> None:
    """The story and the changes agree: a change fires no later than the caller line that
    announces it, and a line that announces a change has one announced by it."""
    announced = {c.announced_by for c in scenario.world_changes if c.announced_by}
    for field, event, line in _announcing_lines(scenario):
        if scenario.world_changes and event not in announced:
            problems.append(
                (
                    field,
                    f"the caller's line {line!r} announces a change, but no world change has "
                    f"announced_by {event!r} (fire the change on {event} or earlier)",
                )
            )
    for index, change in enumerate(scenario.world_changes):
        if change.announced_by is None:
            continue
        allowed = _preceding_triggers(scenario, change.announced_by)
        if change.trigger not in allowed:
            problems.append(
                (
                    f"world_changes[{index}].after",
                    f"fires on {change.trigger!r}, which need not precede the caller line of "
                    f"{change.announced_by!r} that announces it (use one of "
                    f"{', '.join(sorted(allowed))})",
                )
            )
        if change.announced_by.startswith("tool:") and change.occurrence != 1:
            problems.append(
                (
                    f"world_changes[{index}].occurrence",
                    "a change announced after a tool's first call must fire on that first call",
                )
            )
        if change.announced_by.startswith("caller:") and scenario.suspension is None:
            problems.append(
                (f"world_changes[{index}].announced_by", "the scenario has no suspension")
            )


def semantic_problems(scenario: Scenario, world: WorldCheck | None = None) -> list[Problem]:
    """Every problem that would make the scenario fail mid-episode, in field order; with
    ``world``, also the names that must resolve in the scenario's world."""
    problems: list[Problem] = []
    _texts(scenario, problems)
    _durations(scenario, problems)
    _volatility(scenario, problems)
    if world is not None:
        problems.extend(world(scenario))
    return problems
