"""Simulator validation: did the caller keep to its scenario?

After an episode the caller's own behaviour is checked against the scenario, from the trace
(world truth, not what the caller perceived): every fact it revealed was allowed when it
said it, every correction it could have delivered was delivered, and the call ended for a
valid reason. A fault here is the simulator's, never the agent's: an episode with faults is
rerun or set aside, not scored against the agent.

A correction is the caller's to deliver only when the agent made delivery possible. Its
trigger (an agent tool call) must really have happened after the caller gave the fact; a
person on the phone must then have been able to notice the act, by the rule the caller
perceives acts with (``caller.policy``): the facts the act needs were given, and the agent
either worked in silence for ``WORKING_PAUSE_S`` or said a turn telling of its work
(``understanding.tells_of_work``, read on what the caller heard); and after that the caller
must have had the floor: it took a turn, or the line stayed quiet for ``WORKING_PAUSE_S``
before the call ended. A correction missing after all that is a caller fault. When the agent
made it impossible (it hung up or talked until the end right after acting, gave no sign of
the act, or acted before hearing what the act needs), the episode is the agent's result and
is scored: a wrong agent cannot escape its score by being excluded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from duplexworld.caller.policy import WORKING_PAUSE_S, trigger_needs
from duplexworld.caller.understanding import Act, Reading, TurnReader, tells_of_work
from duplexworld.caller.understanding.values import same_value
from duplexworld.scenario import Fact, Scenario
from duplexworld.trace import (
    CallerPlan,
    Event,
    Heard,
    SpeechStarted,
    SpeechStopped,
    Terminated,
    ToolCalled,
    Utterance,
)
from duplexworld.units import seconds_to_ticks

__all__ = ["CallerFault", "Misreads", "misread_replies", "validate_caller"]

HANG_UP_PLANS = frozenset({"close", "give_up", "hang_up"})
"""Plans with which the caller may end the call."""
NOT_TURNS = frozenset({"backchannel"})
"""Caller plans that do not take the floor (a backchannel leaves the agent's turn running)."""


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
        if isinstance(event, ToolCalled):
            seen.add(f"tool:{event.name}")
        elif isinstance(event, CallerPlan):
            seen.update(f"fact:{key}" for key in event.facts)
    return seen


COMMITTING_PLANS = frozenset({"answer", "confirm", "correct_readback", "approve", "act", "close"})
"""Replies that commit the caller: a fact given, a value confirmed or corrected, a consent, a
step done, a goodbye (asking back, declining, waiting commit to nothing)."""


@dataclass(frozen=True)
class Misreads:
    """Replies that did not fit the agent's turn, out of the caller's replies to turns."""

    replies: int
    """Caller plans that replied to an agent turn (they carry the caller's reading)."""
    confident_wrong: list[str]
    """One line per committing reply that did not fit: what the caller did and why."""


def _plan_name(plan: CallerPlan) -> str:
    # an interruption carries the plan it interrupts with first in its reason
    return plan.reason.split()[0] if plan.plan == "interrupt" and plan.reason else plan.plan


def misread_replies(scenario: Scenario, events: Sequence[Event], reader: TurnReader) -> Misreads:
    """The caller's committing replies that do not fit the agent's turn, checked after the
    episode against world truth:

    - a "yes" to a confirmation or read-back whose value is not the caller's (the value the
      caller read, compared with the fact's current value);
    - when the agent reported what it said (its transcript), a reply whose reading of the
      heard turn differs from the reading of the words as said: a recognition slip the
      caller acted on instead of asking.

    Understanding proper (a right hearing read wrongly) is measured on the labelled corpus,
    not here: reading the same words again gives the same reading.
    """
    said: list[str] = []
    replies = 0
    wrong: list[str] = []
    corrected: set[str] = set()
    for event in events:
        if isinstance(event, Utterance) and event.lane == "agent" and event.text:
            said.append(event.text)
            continue
        if not isinstance(event, CallerPlan):
            continue
        name = _plan_name(event)
        if name == "correct":
            corrected.update(event.facts)
        if event.readings:
            replies += 1
            acts = tuple(Act(**record.model_dump()) for record in event.readings)
            if name in COMMITTING_PLANS:
                # an interruption read the turn so far; the words said include what came after
                words = said if event.plan != "interrupt" else []
                wrong += _misfit(scenario, event.tick, name, acts, words, reader, corrected)
        said = []
    return Misreads(replies, wrong)


def _misfit(
    scenario: Scenario,
    tick: int,
    name: str,
    acts: tuple[Act, ...],
    said: list[str],
    reader: TurnReader,
    corrected: set[str],
) -> list[str]:
    if name == "confirm":
        for act in acts:
            if act.intent not in ("confirm", "readback") or not act.fact or act.value is None:
                continue
            fact = scenario.fact(act.fact)
            current = fact.final_value if fact.key in corrected else fact.value
            if not same_value(act.value, fact, current):
                return [f"tick {tick}: confirmed {act.value!r} for {fact.key}"]
    if said:
        heard = reader.label(Reading(acts))
        truth = reader.label(reader.read(" ".join(said)))
        if heard != truth:
            return [f"tick {tick}: {name} to a turn read as {heard}, said as {truth}"]
    return []


def validate_caller(scenario: Scenario, events: Sequence[Event]) -> list[CallerFault]:
    """The caller's faults in one episode's events (empty when it kept to its script)."""
    faults: list[CallerFault] = []
    facts = {fact.key: fact for fact in scenario.facts}
    plans = [e for e in events if isinstance(e, CallerPlan)]
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
    needs = trigger_needs(scenario)
    for fact in scenario.facts:
        fault = _correction_fault(fact, events, needs.get(_after(fact), frozenset()), end)
        if fault is not None:
            faults.append(fault)
    ends = [e for e in events if isinstance(e, Terminated)]
    if ends and ends[-1].reason == "user_stop":
        last = plans[-1] if plans else None
        # an interruption carries the plan it interrupts with first in its reason
        name = last.reason.split()[0] if last and last.plan == "interrupt" else None
        name = name or (last.plan if last else None)
        if name not in HANG_UP_PLANS:
            faults.append(CallerFault("ending", f"hung up after plan {name!r}"))
    return faults


def _after(fact: Fact) -> str:
    return fact.correction.after if fact.correction is not None else ""


def _correction_fault(
    fact: Fact, events: Sequence[Event], needed: frozenset[str], end: int
) -> CallerFault | None:
    """The fault of a correction the caller could have delivered and did not (None when it
    was said, was not due, or the agent made delivery impossible)."""
    correction = fact.correction
    if correction is None:
        return None
    plans = [e for e in events if isinstance(e, CallerPlan)]
    if any(p.plan == "correct" and fact.key in p.facts for p in plans):
        return None
    trigger = next(
        (
            e.tick
            for e in events
            if isinstance(e, ToolCalled)
            and e.actor == "agent"
            and f"tool:{e.name}" == correction.after
        ),
        None,
    )
    given = {key: _first_said(plans, key) for key in {fact.key, *needed}}
    said_at = given[fact.key]
    if trigger is None or said_at is None or said_at >= trigger:
        return None  # not due: the act never happened, or before the caller gave the fact
    if any(tick is None for tick in given.values()):
        return None  # the agent acted before hearing what the act needs: nothing to notice
    ready = max([trigger, *(tick for tick in given.values() if tick is not None)])
    pause = seconds_to_ticks(WORKING_PAUSE_S)
    sign = _first_sign(events, trigger, ready, end, pause)
    if sign is None:
        return None  # the agent gave no sign of the act a person could notice
    turn = next((p.tick for p in plans if p.tick >= sign and p.plan not in NOT_TURNS), None)
    floor = _quiet_after(events, sign, end, pause)
    if turn is None and floor is None:
        return None  # the agent kept the floor until the call ended: its result
    chance = min(t for t in (turn, floor) if t is not None)
    return CallerFault(
        "correction",
        f"{fact.key}: not corrected after {correction.after} (the act could be noticed at "
        f"tick {sign}, the caller had the floor at tick {chance})",
    )


def _first_said(plans: Sequence[CallerPlan], key: str) -> int | None:
    return next((p.tick for p in plans if key in p.facts), None)


def _first_sign(
    events: Sequence[Event], trigger: int, ready: int, end: int, pause: int
) -> int | None:
    """The first tick from which a person on the line could know the agent's act happened:
    a heard agent stretch that tells of work and ends after the act (the agent's own words
    when the caller read its transcript, the ``transcript`` ablation), or a quiet line for
    ``pause`` ticks after it."""
    heard = [e for e in events if isinstance(e, Heard) and e.lane == "agent"]
    if heard:
        told = (e.tick for e in heard if e.end_tick >= trigger and tells_of_work(e.text))
    else:
        spoken = (e for e in events if isinstance(e, Utterance) and e.lane == "agent")
        told = (e.tick for e in spoken if e.tick >= trigger and tells_of_work(e.text))
    signs = [tick for tick in told if tick >= ready][:1]
    quiet = _quiet_after(events, trigger, end, pause)
    if quiet is not None:
        signs.append(max(quiet, ready))
    return min(signs, default=None)


def _quiet_after(events: Sequence[Event], start: int, end: int, length: int) -> int | None:
    """The first tick at which the line has been quiet (no speech on either lane) for
    ``length`` ticks since ``start`` or later, before the call ended (None if never)."""
    spans: list[tuple[int, int]] = []
    open_at: dict[str, int] = {}
    for event in events:
        if isinstance(event, SpeechStarted):
            open_at.setdefault(event.lane, event.tick)
        elif isinstance(event, SpeechStopped) and event.lane in open_at:
            spans.append((open_at.pop(event.lane), event.tick))
    spans += [(tick, end + 1) for tick in open_at.values()]
    cursor = start
    for begin, stop in sorted(spans):
        if stop <= cursor:
            continue
        if begin - cursor >= length:
            return cursor + length
        cursor = max(cursor, stop)
    return cursor + length if end - cursor >= length else None
