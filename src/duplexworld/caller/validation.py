"""Simulator validation: did the caller keep to its scenario?

After an episode the caller's own behaviour is checked against the scenario, from the trace
(world truth, not what the caller perceived): every fact it revealed was allowed when it
said it, every correction whose trigger really happened was delivered while the call went
on, and the call ended for a valid reason. A fault here is the simulator's, never the
agent's: an episode with faults should be rerun or set aside, not scored against the agent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from duplexworld.scenario import Scenario
from duplexworld.trace import Event
from duplexworld.units import seconds_to_ticks

__all__ = ["CORRECTION_WINDOW_S", "CallerFault", "validate_caller"]

CORRECTION_WINDOW_S = 15.0
"""Call time after a correction's trigger within which the caller must have corrected."""
HANG_UP_PLANS = frozenset({"close", "give_up", "hang_up"})
"""Plans with which the caller may end the call."""


@dataclass(frozen=True)
class CallerFault:
    """One way the caller broke its script."""

    kind: str
    """``reveal`` (a fact said before it was allowed), ``correction`` (a due correction never
    said) or ``ending`` (the caller hung up without a reason its script allows)."""
    detail: str


def _happened(events: Sequence[Event], tick: int) -> set[str]:
    """Scenario events that really happened before ``tick``: tools called, facts said."""
    seen: set[str] = set()
    for event in events:
        if event.tick >= tick:
            break
        if event.kind == "tool_called":
            seen.add(f"tool:{event.name}")
        elif event.kind == "caller_plan":
            seen.update(f"fact:{key}" for key in event.facts)
    return seen


def validate_caller(scenario: Scenario, events: Sequence[Event]) -> list[CallerFault]:
    """The caller's faults in one episode's events (empty when it kept to its script)."""
    faults: list[CallerFault] = []
    facts = {fact.key: fact for fact in scenario.facts}
    plans = [e for e in events if e.kind == "caller_plan"]
    for plan in plans:
        for key in plan.facts:
            fact = facts.get(key)
            if fact is None:
                faults.append(CallerFault("reveal", f"tick {plan.tick}: unknown fact {key!r}"))
            elif fact.reveal == "on_event" and fact.event not in _happened(events, plan.tick):
                faults.append(
                    CallerFault("reveal", f"tick {plan.tick}: {key} said before {fact.event}")
                )
    end = max((e.tick for e in events), default=0)
    window = seconds_to_ticks(CORRECTION_WINDOW_S)
    for fact in scenario.facts:
        correction = fact.correction
        if correction is None:
            continue
        trigger = next(
            (
                e.tick
                for e in events
                if e.kind == "tool_called"
                and e.actor == "agent"
                and f"tool:{e.name}" == correction.after
            ),
            None,
        )
        revealed = any(fact.key in p.facts for p in plans if trigger is None or p.tick < trigger)
        if trigger is None or not revealed or end - trigger < window:
            continue  # not due, or the call ended too soon after the trigger to say it
        if not any(p.plan == "correct" and fact.key in p.facts for p in plans):
            faults.append(
                CallerFault("correction", f"{fact.key}: not corrected after {correction.after}")
            )
    ends = [e for e in events if e.kind == "terminated"]
    if ends and ends[-1].reason == "user_stop":
        last = plans[-1] if plans else None
        # an interruption carries the plan it interrupts with first in its reason
        name = last.reason.split()[0] if last and last.plan == "interrupt" else None
        name = name or (last.plan if last else None)
        if name not in HANG_UP_PLANS:
            faults.append(CallerFault("ending", f"hung up after plan {name!r}"))
    return faults
