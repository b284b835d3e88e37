"""The walker: the caller of the Pathfinding world.

A pedestrian who knows where they want to go but nothing of the grid, nor which way they
face: they never say a compass word. They act on their own side through the world's user
tools (turns, block walks, crossings, reading signs, looking around), which are traced as
caller tool calls, and they keep talking while a walk is under way. The default walker is
deterministic: a grammar reads the copilot's transcript (:mod:`.grammar`), frozen phrases are
spoken through the speech bank, and scenario-driven misacts make execution diverge from what
was asked (``difficulty.misacts``: ``{kind: opposite_turn | extra_block, nth: n}``).

Another reader of the copilot's words (an LLM, say) can replace the grammar through the
``interpreter`` argument: anything with ``parse(text) -> Parsed``.

Waiting and giving up, as a person on the phone would:

- After its own turn the walker waits ``TurnTakingConfig.wait_after_self_s`` (5 s) of silence
  before a presence check ("Hello? Are you still there?"); after the copilot asked it to wait
  ("One moment, let me check the map.") it waits its persona's patience on hold instead, the
  enterprise caller's draw (``caller.policy.hold_patience``: a seeded value from
  ``Persona.hold_patience_s``, within 10-20 s).
- It hangs up politely (the scenario's ``give_up`` line) after
  ``TurnTakingConfig.max_silence_prompts`` (N = 3) unanswered exchanges: presence checks in a
  row with the copilot silent, or exchanges in a row in which the copilot let the walker's
  turn go unanswered until the walker had to check it was there, whatever it said after
  the check. A copilot that answers the walker's turn before the check resets the count. So a
  copilot that misses the walker's reports and only ever answers "Hello?" (with the same
  instruction again, say) ends the call instead of walking the walker in circles until the
  step cap.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

import numpy as np
from pydantic import BaseModel, TypeAdapter

from duplexworld.caller.persona import PERSONAS
from duplexworld.caller.policy import (
    TICK_SAMPLES,
    CallerChunk,
    CallerInput,
    Speaker,
    hold_patience,
    is_speech,
)
from duplexworld.caller.turn_taking import TurnTakingConfig
from duplexworld.scenario import Scenario
from duplexworld.units import seconds_to_ticks
from duplexworld.util.seeds import stable_choice
from duplexworld.world import ToolCall, ToolResult
from duplexworld.worlds.pathfinding import grammar
from duplexworld.worlds.pathfinding.geo import load_map, spoken_name
from duplexworld.worlds.pathfinding.world import (
    CLOSED_AHEAD,
    DEAD_END,
    NO_CROSSING,
)

MANEUVER_TOOLS = {
    "turn_left": "turn_left",
    "turn_right": "turn_right",
    "turn_around": "turn_around",
    "walk": "walk_to_next_corner",
    "cross": "cross_the_road",
    "move_forward": "move_forward",
}
"""Grammar actions -> the world's user-side tools."""
MOVE_TOOLS = frozenset(MANEUVER_TOOLS.values())


class _Misact(BaseModel):
    kind: str
    nth: int


_MISACTS = TypeAdapter(list[_Misact])
"""Tools that change where the walker is or faces (the walker's moves)."""

_ACK = {
    "turn_left": "turning left",
    "turn_right": "turning right",
    "turn_around": "turning around",
    "walk": "walking to the next corner",
    "cross": "crossing the road",
    "move_forward": "taking a few steps forward",
}
_SECONDS = re.compile(r"about (\d+) seconds")
_LONG_WALK_TICKS = 100
"""Walks longer than this (20 s) get a remark half way: the walker keeps talking."""


class Interpreter(Protocol):
    """Reads the copilot's words of one turn into what the walker should do."""

    def parse(self, text: str) -> grammar.Parsed:
        """What ``text`` asks of the walker."""


class _GrammarInterpreter:
    def parse(self, text: str) -> grammar.Parsed:
        return grammar.parse(text)


@dataclass
class _State:
    utterance: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.float32))
    position: int = 0
    hang_after: bool = False
    hung_up: bool = False
    opened: bool = False
    agent_heard: bool = False
    agent_pending: bool = False
    agent_text: str = ""
    agent_silent: int = 0
    overlap: int = 0
    last_activity: int = 0
    prompts: int = 0
    utterances: int = 0
    queue: deque[str] = field(default_factory=deque)
    awaiting: str | None = None
    call_tick: int = 0
    calls: int = 0
    moving_until: int | None = None
    move_started: int = 0
    remarked: bool = False
    walked: bool = False
    report: list[str] = field(default_factory=list)
    checking_arrival: bool = False
    turns_told: int = 0
    walks_told: int = 0
    on_hold: bool = False
    """The copilot's last turn asked the walker to wait: it waits its patience on hold."""
    checked: bool = False
    """The walker has checked the copilot is there since its own last turn."""
    unanswered: int = 0
    """Exchanges in a row the copilot let go unanswered until a presence check."""


class Walker:
    """The default deterministic walker (the Pathfinding caller)."""

    name = "walker"

    def __init__(
        self,
        scenario: Scenario,
        speaker: Speaker,
        seed: int,
        config: TurnTakingConfig | None = None,
        speaker_spec: dict[str, Any] | None = None,
        interpreter: Interpreter | None = None,
    ) -> None:
        self.scenario = scenario
        self.speaker = speaker
        self.seed = seed
        self.config = config or TurnTakingConfig()
        self.interpreter: Interpreter = interpreter or _GrammarInterpreter()
        self._speaker_spec = speaker_spec or {}
        task = scenario.seed["task"][0]
        # the walker knows the name of where it is going, not where that is
        places = load_map().places
        self.destination = spoken_name(places[task["stops"][0]].name)
        self.final_stop = len(task["stops"]) == 1
        self.track_side = bool(task.get("track_side", False))
        misacts = _MISACTS.validate_python(scenario.difficulty.get("misacts") or [])
        self.misacts = {(m.kind, m.nth) for m in misacts}
        self.hold_patience_s = hold_patience(PERSONAS.get(scenario.persona), scenario.id, seed)
        self._state = _State()

    def spec(self) -> dict[str, Any]:
        """Component spec for the trace header."""
        return {
            "name": self.name,
            "persona": self.scenario.persona,
            "interpreter": type(self.interpreter).__name__,
            "misacts": sorted(f"{kind}@{nth}" for kind, nth in self.misacts),
            "turn_taking": self.config.spec(),
            "hold_patience_s": self.hold_patience_s,
            "speech": self._speaker_spec,
        }

    # -- the tick ---------------------------------------------------------------------------
    def step(self, heard: CallerInput) -> CallerChunk:
        """Produce the walker's chunk for ``heard.tick``."""
        state = self._state
        tick = heard.tick
        agent_active = is_speech(heard.agent_audio)
        if agent_active:
            state.agent_heard = state.agent_pending = True
            state.agent_silent = state.prompts = 0
            state.last_activity = tick
        else:
            state.agent_silent += 1
        if heard.agent_text:
            state.agent_text = f"{state.agent_text} {heard.agent_text}".strip()
        for result in heard.tool_results:
            self._on_result(tick, result)
        if state.moving_until is not None and tick >= state.moving_until:
            state.moving_until = None
        if state.hung_up:
            return self._silence(hangup=True)
        if state.position < state.utterance.size:
            chunk = self._continue(tick, agent_active)
        else:
            decision = self._decide(tick, agent_active)
            chunk = self._start(tick, *decision) if decision else self._silence()
        # the walker acts as it speaks: "Okay, turning left" and the turn share a tick
        calls = self._advance(tick)
        return replace(chunk, tool_calls=calls) if calls else chunk

    # -- acting -----------------------------------------------------------------------------
    def _busy(self) -> bool:
        state = self._state
        return state.awaiting is not None or state.moving_until is not None

    def _advance(self, tick: int) -> tuple[ToolCall, ...]:
        state = self._state
        if self._busy() or not state.queue:
            return ()
        action = state.queue.popleft()
        state.calls += 1
        state.awaiting = MANEUVER_TOOLS.get(action, action)
        state.call_tick = tick
        return (
            ToolCall(
                call_id=f"walker-{state.calls}", name=state.awaiting, arguments={}, actor="user"
            ),
        )

    def _on_result(self, tick: int, result: ToolResult) -> None:
        state = self._state
        state.awaiting = None
        text = result.content
        seconds = _SECONDS.search(text)
        if result.name in ("walk_to_next_corner", "cross_the_road") and seconds and result.ok:
            state.moving_until = state.call_tick + 5 * int(seconds.group(1))
            state.move_started = state.call_tick
            state.remarked = False
            if result.name == "walk_to_next_corner":
                state.walked = True
            elif not state.queue:
                state.report.append("Okay, I'm across.")
        elif text.startswith(CLOSED_AHEAD):
            self._halt("I can't go that way, the pavement ahead is fenced off for works.")
        elif text.startswith(DEAD_END):
            self._halt("I can't go that way, there's no street ahead, just buildings.")
        elif text.startswith(NO_CROSSING):
            self._halt("There's no crossing here, there's a railing along the kerb.")
        elif result.name == "read_signs":
            state.report.append(_signs_speech(text))
        elif result.name == "look_around":
            if state.checking_arrival:
                self._check_arrival(text)
            else:
                state.report.append(_look_speech(text))
        elif result.name == "ask_for_next_place":
            self._next_stop(text)
        elif not result.ok:
            self._halt("Sorry, I can't do that right now.")

    def _halt(self, sentence: str) -> None:
        state = self._state
        state.queue.clear()
        state.report.append(sentence)

    def _check_arrival(self, look: str) -> None:
        state = self._state
        state.checking_arrival = False
        seen = re.search(rf"You can see {re.escape(self.destination)} here, ([^.]+)\.", look)
        if seen is None:
            state.report.append(f"Hmm, I don't see {self.destination} here.")
        elif self.track_side and "across the road" in seen.group(1):
            state.report.append(f"I can see {self.destination}, but it's across the road.")
        elif self.final_stop:
            state.report.append(f"Yes, I can see {self.destination} right here.")
            state.report.append(self._choose(self.scenario.script.thanks_goodbye, "close"))
            state.hang_after = True
        else:
            state.queue.append("ask_for_next_place")

    def _next_stop(self, text: str) -> None:
        state = self._state
        match = re.search(r"Your next stop is (.+)\.$", text)
        if not match:
            state.report.append("Now where was I going next? Let me think.")
            return
        found = self.destination
        self.destination = match.group(1)
        self.final_stop = True
        state.report.append(
            f"Great, I found {found}. Next I need to get to {self.destination}. "
            "Can you take me there?"
        )

    def _queue(self, actions: tuple[str, ...]) -> str:
        """Queue the asked actions (with any misacts) and say what the walker will do."""
        state = self._state
        said: list[str] = []
        for action in actions:
            if action == "stop":
                state.queue.clear()
                said.append("stopping here")
                continue
            done = [action]
            if action in ("turn_left", "turn_right"):
                state.turns_told += 1
                if ("opposite_turn", state.turns_told) in self.misacts:
                    # execution diverges: the walker turns the other way but believes it obeyed
                    done = ["turn_right" if action == "turn_left" else "turn_left"]
            elif action == "walk":
                state.walks_told += 1
                if ("extra_block", state.walks_told) in self.misacts:
                    done = ["walk", "walk"]
            state.queue.extend(done)
            if action in _ACK and (not said or said[-1] != _ACK[action]):
                said.append(_ACK[action])
        return "Okay, " + " and ".join(said) + "." if said else "Okay."

    # -- speaking ---------------------------------------------------------------------------
    def _choose(self, options: tuple[str, ...], plan: str) -> str:
        return stable_choice(options, self.scenario.id, self.seed, plan, self._state.utterances)

    def _decide(self, tick: int, agent_active: bool) -> tuple[str, str, str, bool] | None:
        state = self._state
        config = self.config
        script = self.scenario.script
        quiet = not agent_active and state.agent_silent >= config.wait_after_other
        agent_done = state.agent_pending and quiet
        if not state.opened:
            waited_out = tick >= config.greeting_wait and not agent_active and not state.agent_heard
            if agent_done or waited_out:
                state.opened = True
                state.agent_pending, state.agent_text = False, ""
                return "open", self._choose(script.opening, "opening"), "greeted", False
            return None
        if agent_done:
            if not state.checked:
                # the copilot took up the walker's turn without being asked whether it was
                # still there: the exchange went on
                state.unanswered = 0
            decision = self._respond()
            if decision is not None:
                return decision
        if (state.report or state.walked) and quiet and not self._busy() and not state.queue:
            parts = ["Okay, I'm at the next corner."] if state.walked else []
            parts += state.report
            state.report.clear()
            state.walked = False
            return "report", " ".join(parts), "did what was asked", state.hang_after
        moving = state.moving_until
        if moving is not None and quiet and not state.remarked:
            span = moving - state.move_started
            if span > _LONG_WALK_TICKS and tick >= state.move_started + span // 2:
                state.remarked = True
                text = stable_choice(
                    ("Still walking, this is a long block.", "Still going, nearly there."),
                    self.scenario.id,
                    self.seed,
                    "remark",
                    tick,
                )
                return "remark", text, "walking", False
        if self._busy() or state.queue:
            return None
        patience = (
            seconds_to_ticks(self.hold_patience_s) if state.on_hold else config.wait_after_self
        )
        if not agent_active and tick - state.last_activity >= patience:
            if state.prompts >= config.max_silence_prompts:
                return "give_up", self._choose(script.give_up, "give_up"), "silence", True
            if not state.checked:
                state.unanswered += 1  # counted once per walker turn
            if state.unanswered > config.max_silence_prompts:
                reason = "unanswered exchanges"
                return "give_up", self._choose(script.give_up, "give_up"), reason, True
            state.prompts += 1
            state.checked = True
            state.on_hold = False
            return "prompt", self._choose(script.prompt_silence, "prompt"), "silence", False
        return None

    def _respond(self) -> tuple[str, str, str, bool] | None:
        state = self._state
        text = state.agent_text
        state.agent_pending, state.agent_text = False, ""
        seen = self.interpreter.parse(text)
        # a hold counts when the turn asks nothing else of the walker
        state.on_hold = seen.hold and not seen.actions and not seen.arrived
        if seen.arrived and not seen.maneuvers:
            state.checking_arrival = True
            state.queue.append("look_around")
            return None
        if seen.maneuvers:
            ack = self._queue(seen.actions)
            state.walked = False
            return "act", ack, "instructed", False
        if seen.actions:  # observations only: answer once the results are in
            state.queue.extend(seen.actions)
            return None
        if seen.closing:
            return "close", self._choose(self.scenario.script.thanks_goodbye, "close"), "bye", True
        if seen.compass:
            return (
                "clarify",
                "Sorry, I can't tell which way that is from here. Can you say left or right?",
                "compass words",
                False,
            )
        if seen.asks_heading:
            return (
                "answer",
                "Honestly, I have no idea which way I'm facing. I can tell you what I see.",
                "asked heading",
                False,
            )
        if seen.asks_destination:
            return "restate", f"I'm trying to get to {self.destination}.", "asked", False
        if seen.unparsed_instruction or seen.question:
            return (
                "clarify",
                "Sorry, I didn't quite get that. Should I turn, or keep walking?",
                "not understood",
                False,
            )
        return None

    def _start(self, tick: int, plan: str, text: str, reason: str, hang: bool) -> CallerChunk:
        state = self._state
        state.utterance = np.asarray(self.speaker.speak(text), dtype=np.float32)
        state.position = 0
        state.hang_after = hang
        state.utterances += 1
        if plan != "prompt":
            state.checked = False  # a new turn of the walker's, not yet answered
            state.on_hold = False  # anything the walker says ends the hold
        chunk = self._continue(tick, agent_active=False)
        return replace(chunk, text=text, plan=plan, reason=reason)

    def _continue(self, tick: int, agent_active: bool) -> CallerChunk:
        state = self._state
        state.overlap = state.overlap + 1 if agent_active else 0
        if state.overlap >= self.config.yield_when_interrupted and not state.hang_after:
            # tau-Voice: the caller stops when the agent keeps talking over it
            state.utterance = np.zeros(0, dtype=np.float32)
            state.position = state.overlap = 0
            state.last_activity = tick
            return replace(self._silence(), plan="yield", reason="the agent talked over")
        piece = state.utterance[state.position : state.position + TICK_SAMPLES]
        state.position += TICK_SAMPLES
        audio = np.zeros(TICK_SAMPLES, dtype=np.float32)
        audio[: piece.size] = piece
        state.last_activity = tick
        hangup = state.position >= state.utterance.size and state.hang_after
        state.hung_up = state.hung_up or hangup
        return CallerChunk(audio=audio, speaking=True, hangup=hangup)

    def _silence(self, hangup: bool = False) -> CallerChunk:
        return CallerChunk(
            audio=np.zeros(TICK_SAMPLES, dtype=np.float32), speaking=False, hangup=hangup
        )


def _signs_speech(result: str) -> str:
    match = re.search(r"The street signs say (.+) and (.+)\.$", result)
    if match:
        return (
            f"The signs here say {spoken_name(match.group(1))} and {spoken_name(match.group(2))}."
        )
    if "can't make out" in result:
        return "I can't make out the street signs from here."
    return "There are no street signs where I am."


def _look_speech(result: str) -> str:
    """What the walker says about what it sees, in the first person."""
    sentences = [s.strip() for s in result.split(".") if s.strip()]
    spoken: list[str] = []
    for sentence in sentences:
        if sentence.startswith("Ahead of you:"):
            spoken.append("Ahead of me there's " + sentence.split(":", 1)[1].strip())
        elif sentence.startswith("On the corner "):
            where, name = sentence.removeprefix("On the corner ").split(":", 1)
            where = where.replace("your", "my").replace("behind you", "behind me")
            spoken.append(f"on the corner {where} there's {name.strip()}")
        elif sentence.startswith("You are standing by "):
            spoken.append("I'm standing by " + sentence.removeprefix("You are standing by "))
        elif sentence.startswith("You are walking"):
            spoken.append("I'm in the middle of a block")
        elif sentence.startswith("You can see "):
            spoken.append("I can see " + sentence.removeprefix("You can see "))
    if not spoken:
        return "I don't see much around here."
    return ". ".join(s[0].upper() + s[1:] for s in spoken) + "."
