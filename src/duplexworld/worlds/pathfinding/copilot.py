"""The oracle copilot: knows the map, not the closures of the day nor the walker's heading.

It hears the walker through speech recognition and speaks through the speech bank. It learns
the destination from what the walker says (and confirms it with ``find_place``), localises the
walker with the GPS (the junction) and by asking what street signs and corner buildings they
see (the heading), records its belief with ``note_user_location``, checks ``live_status``
before walking into blocks it has not checked, and then guides one block at a time, checking
each arrival with the GPS. A walk that ends somewhere else (a misact) corrects the heading.
"""

from __future__ import annotations

import re
from collections import deque
from typing import Any

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput
from duplexworld.agents.voice_io import Listener, Speaker, SpeechOut
from duplexworld.units import seconds_to_ticks
from duplexworld.world import ToolCall, ToolResult
from duplexworld.worlds.pathfinding.geo import HEADING_WORDS, Place, load_map, spoken_name
from duplexworld.worlds.pathfinding.navigator import (
    Navigator,
    Step,
    heading_from_description,
    parse_gps,
)

GREETING = "Hi, I'm your walking copilot. Where would you like to go?"
LOCALISE = (
    "Okay, let's find out where you are. What do the street signs at your corner say, and "
    "what do you see on the corners around you?"
)
ASK_CORNERS = "Sorry, what is on the corners ahead of you, on your left and on your right?"
PROBE = "Let's try this: walk to the next corner, and tell me when you get there."
PROBE_BACK = (
    "Let's try this: turn around, then walk to the next corner, and tell me when you get there."
)
REPORT_TIMEOUT = seconds_to_ticks(60.0)
"""Ticks without a word from the walker after an instruction before the copilot checks GPS."""
MAX_ASKS = 3

_ARRIVED = re.compile(
    r"\b(i'?m at|i am at|made it|reached|got to|i'?m there|here now|at the (next )?corner)\b"
)
_BLOCKED = re.compile(
    r"\bfenced\b|\b(can'?t|cannot|can not) (go|get|walk) (that way|this way|through)\b"
    r"|\b(pavement|sidewalk|footpath|road|street|way)( ahead)? (is |'s )?(closed|blocked)\b"
    r"|\b(road ?works|construction)\b"
)
"""The walker cannot walk the block ahead. A closure word alone is not enough: it must be
about the way ahead, since the realistic channel's television behind the walker says
"Markets closed higher today" and a bare "closed" sent the walker back and forth (issue 34).
The dead end is told apart first: its sentence also starts "I can't go that way"."""
_DEAD_END = re.compile(r"\b(no street|just buildings|dead end)\b")
_NO_CROSSING = re.compile(r"\b(no crossing|railing)\b")
_ACROSS = re.compile(r"\b(across the road|other side)\b")
_CROSSED = re.compile(r"\b(i'?m across|crossed|made it across)\b")
_NOT_HERE = re.compile(r"\b(don't see|do not see|can't see|cannot see)\b")
_NEXT = re.compile(r"\bnext i need to (get|go) to (.+)")
_WANTS = re.compile(r"\b(?:get|go|going|headed|heading|walk) to (?:the )?(.+?)(?:[,.!?]| and |$)")
_SEE = re.compile(r"\bsee (?:the )?(.+?) here\b")
_NUDGE = re.compile(
    r"\b(still there|hello|you there|didn't (quite )?get|sorry\b.*\?|say left or right)\b"
    r"|^\W*there\W*$"
)
"""The walker did not follow, or is waiting for us."""
_WAITING = re.compile(r"\b(still there|hello|you there)\b|^\W*there\W*$")
"""The walker waiting ("Hello? Are you still there?", often clipped to "there")."""


class PathfindingOracle:
    """Reference copilot for the Pathfinding world (``oracle`` when the world is pathfinding)."""

    name = "oracle"

    def __init__(
        self,
        speaker: Speaker,
        asr: Any,
        speaker_spec: dict[str, Any] | None = None,
        asr_spec: dict[str, Any] | None = None,
    ) -> None:
        self.speaker = speaker
        self.asr = asr
        self._speaker_spec = speaker_spec or {}
        self._asr_spec = asr_spec or {}

    def spec(self) -> dict[str, Any]:
        """Component spec for the trace header."""
        return {
            "name": self.name,
            "kind": "pathfinding-copilot",
            "speech": self._speaker_spec,
            "asr": self._asr_spec,
        }

    def start(self, context: AgentContext) -> None:
        """A new call: greet and wait to hear where the walker is going."""
        self.geo = load_map()
        self.nav = Navigator(self.geo)
        self._out = SpeechOut(self.speaker)
        self._listener = Listener()
        self._calls: deque[tuple[str, dict[str, Any]]] = deque()
        self._awaiting = False
        self._count = 0
        self._phase = "destination"
        self._asks = 0
        self._waited = 0
        self._last_said = GREETING
        self._step: Step | None = None
        self._from: str | None = None
        self._crossing: deque[str] = deque()
        self._crossing_plan_b = False
        self._directions_for: str | None = None
        self._misses = 0
        self._say(GREETING)

    # -- the tick ---------------------------------------------------------------------------
    def step(self, data: AgentInput) -> AgentChunk:
        """Listen, decide, speak or call a tool for this tick."""
        notes: list[str] = []
        for result in data.tool_results:
            self._awaiting = False
            self._on_result(result, notes)
        heard = None if self._out.busy else self._listener.feed(data.audio)
        if self._out.busy:
            self._listener.reset()
        self._waited += 1
        if heard is not None:
            text = self.asr.transcribe(heard)
            notes.append(f"heard: {text}")
            if text.strip():
                self._waited = 0
                self._on_heard(text, notes)
        elif (
            self._phase == "walking"
            and self._waited >= REPORT_TIMEOUT
            and not self._out.busy
            and not self._listener.in_speech
        ):
            self._waited = 0
            self._tool("get_gps")
        calls: tuple[ToolCall, ...] = ()
        if self._calls and not self._awaiting:
            name, arguments = self._calls.popleft()
            self._count += 1
            self._awaiting = True
            calls = (ToolCall(call_id=f"copilot-{self._count}", name=name, arguments=arguments),)
        audio, said = self._out.next_tick()
        return AgentChunk(audio=audio, transcript=said, tool_calls=calls, notes=tuple(notes))

    def _say(self, text: str) -> None:
        self._last_said = text
        self._out.say(text)

    def _tool(self, name: str, **arguments: Any) -> None:
        self._calls.append((name, arguments))

    # -- hearing ----------------------------------------------------------------------------
    def _on_heard(self, text: str, notes: list[str]) -> None:
        lowered = text.lower().replace("’", "'")
        phase = self._phase
        if phase == "destination":
            self._take_destination(text, notes)
        elif phase == "localise":
            self._take_description(text, notes)
        elif phase == "walking":
            if _DEAD_END.search(lowered):
                notes.append("dead end: my heading belief was wrong")
                self.nav.heading = None
                self._ask_localise(ASK_CORNERS)
            elif _BLOCKED.search(lowered):
                self.nav.on_blocked_ahead()
                notes.append("closure ahead: replanning")
                self._guide()
            elif _ARRIVED.search(lowered) or _WAITING.search(lowered):
                # the walker only prompts once it has stopped: a nudge means it is at a corner
                self._phase = "checking"
                self._tool("get_gps")
        elif phase == "arrival":
            self._take_arrival(text, lowered, notes)
        elif phase == "crossing":
            if _NO_CROSSING.search(lowered):
                self._plan_crossing(blocked=True)
            elif _CROSSED.search(lowered) or _ARRIVED.search(lowered) or _WAITING.search(lowered):
                # as on a walk, a nudge means the walker has stopped: the move is done
                self._next_crossing_move()
        elif phase in ("guide", "checking") and _NUDGE.search(lowered):
            self._say(self._last_said)

    def _take_destination(self, text: str, notes: list[str]) -> None:
        place = self._heard_place(text)
        if place is None:
            self._asks += 1
            self._say("Sorry, where would you like to go?")
            return
        notes.append(f"destination: {place.id}")
        self.nav.goal = place
        self._tool("find_place", query=place.name)
        if self.nav.node is None or self.nav.heading is None:
            self._tool("get_gps")
            self._ask_localise(LOCALISE)
        else:
            self._guide()

    def _heard_place(self, text: str) -> Place | None:
        # the name follows "get to" / "go to": matching only that keeps chatter out
        match = _WANTS.search(text.lower()) or _SEE.search(text.lower())
        return self.geo.place_by_name(match.group(1) if match else text)

    def _ask_localise(self, question: str) -> None:
        self._phase = "localise"
        self._asks += 1
        self._say(question)

    def _take_description(self, text: str, notes: list[str]) -> None:
        node = self.nav.node
        signed = self.geo.parse_corner(text)
        if signed is not None and signed != node:
            notes.append(f"signs say {signed}, GPS said {node}")
        if node is None:
            node = signed
        heading = heading_from_description(self.geo, node, text) if node else None
        notes.append(f"localised: {node} facing {heading}")
        if node is not None and heading is not None:
            self.nav.node, self.nav.heading = node, heading
            self._asks = 0
            self._note_belief()
            self._guide()
        elif self._asks < MAX_ASKS - 1:
            self._ask_localise(ASK_CORNERS)
        else:
            # cannot tell the heading from what is seen: walk a block and see where it leads
            self._asks = 0
            self._from = node
            self._step = Step(turn=None, walk=True, to=None)
            self._phase = "walking"
            self._say(PROBE)

    def _take_arrival(self, text: str, lowered: str, notes: list[str]) -> None:
        place = self._heard_place(text) if _NEXT.search(lowered) else None
        if place is not None and place != self.nav.goal:
            notes.append(f"next destination: {place.id}")
            self.nav.goal = place
            self._tool("find_place", query=place.name)
            self._guide()
        elif _ACROSS.search(lowered):
            self._plan_crossing(blocked=False)
        elif _NOT_HERE.search(lowered):
            self._misses += 1
            named = self._heard_place(text) if _SEE.search(lowered) else None
            if named is not None and named != self.nav.goal:
                # the walker names the place it wants: the destination was misheard
                notes.append(f"destination corrected: {named.id}")
                self.nav.goal = named
                self._tool("find_place", query=named.name)
                self._guide()
            elif self._misses >= 2:
                self._phase = "destination"
                self._say("I'm sorry. Where did you want to go, again?")
            else:
                self.nav.heading = None
                self._tool("get_gps")
                self._ask_localise(LOCALISE)
        elif _NUDGE.search(lowered):
            self._say(self._last_said)

    # -- tool results -----------------------------------------------------------------------
    def _on_result(self, result: ToolResult, notes: list[str]) -> None:
        if result.name == "get_gps":
            node = parse_gps(self.geo, result.content)
            if self._phase == "checking" or (self._phase == "walking" and self._step):
                expected = self._step.to if self._step else None
                as_planned = self.nav.on_walked(expected, node)
                notes.append(f"after the walk: at {node}, expected {expected}")
                if not as_planned:
                    self._note_belief()
                if self.nav.heading is None:
                    self._ask_localise(ASK_CORNERS)
                else:
                    self._guide()
            elif node is not None:
                self.nav.node = node
        elif result.name == "live_status" and self.nav.node is not None:
            self.nav.on_live_status(result.content, self.nav.node)
            if self._phase == "guide":
                self._guide()

    def _note_belief(self) -> None:
        if self.nav.node is None:
            return
        facing = HEADING_WORDS[self.nav.heading] if self.nav.heading else "unknown"
        self._tool(
            "note_user_location",
            near_cross_streets=self.geo.corner_name(self.nav.node),
            facing=facing,
        )

    # -- guiding ----------------------------------------------------------------------------
    def _guide(self) -> None:
        nav = self.nav
        self._phase = "guide"
        if nav.goal is None or nav.node is None:
            return
        if nav.heading is None:
            # no idea which way they face: any block walk will tell (GPS before and after)
            self._step, self._from, self._phase = (
                Step(turn=None, walk=True, to=None),
                nav.node,
                "walking",
            )
            self._say(PROBE_BACK)
            return
        if nav.at_goal():
            self._phase = "arrival"
            name = spoken_name(nav.goal.name)
            self._say(f"You've arrived. {name} should be right here on this corner.")
            return
        if self._directions_for != nav.goal.id:
            self._directions_for = nav.goal.id
            i, k = self.geo.nodes[nav.node]
            self._tool(
                "directions",
                from_avenue=self.geo.avenues[i],
                from_street=self.geo.streets[k],
                destination=nav.goal.name,
            )
        if nav.needs_live_status() and not any(name == "live_status" for name, _ in self._calls):
            self._tool("live_status")
            return  # the result calls _guide again
        step = nav.next_step()
        if step is None:
            self._phase = "stuck"
            self._say("I'm sorry, I can't find a way around the closures from here.")
            return
        self._step = step
        self._from = nav.node
        nav.turned(step.turn)
        self._phase = "walking"
        self._say(step.say())

    def _plan_crossing(self, blocked: bool) -> None:
        goal, heading = self.nav.goal, self.nav.heading
        if goal is None or heading is None:
            return
        axis = "EW" if goal.side in "EW" else "NS"
        if blocked:
            if self._crossing_plan_b:
                self._phase = "stuck"
                self._say("I'm sorry, I can't find a crossing here.")
                return
            # no crossing on this arm: cross the other road first, then this one further along
            self._crossing_plan_b = True
            moves = ["left", "cross", "right", "cross"]
        else:
            moves = ["cross"] if heading in axis else ["left", "cross"]
        self._crossing = deque(moves)
        self._phase = "crossing"
        self._next_crossing_move()

    def _next_crossing_move(self) -> None:
        if not self._crossing:
            self._phase = "arrival"
            name = spoken_name(self.nav.goal.name) if self.nav.goal else "it"
            self._say(f"You've arrived. {name} should be right here on your side of the road.")
            return
        move = self._crossing.popleft()
        if move == "cross":
            self._say("Cross the road ahead to the other side.")
            return
        self.nav.turned(move)
        self._crossing.popleft()
        self._say(f"Turn {move}, then cross the road ahead.")


__all__ = ["GREETING", "PathfindingOracle"]
