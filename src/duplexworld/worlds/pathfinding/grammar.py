"""The walker's grammar: what did the copilot just tell me to do, or ask me?

A small rule-based reader of the copilot's words (its transcript since the walker last
spoke). It splits the turn into clauses and maps each to maneuvers ("turn right at the next
corner" is a block walk and then a right turn), observations ("what street signs do you
see?"), an arrival claim, or questions the walker can only answer in kind. Compass words in an
instruction cannot be followed by someone who does not know which way they face.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MANEUVERS = ("turn_left", "turn_right", "turn_around", "walk", "cross", "move_forward", "stop")
OBSERVATIONS = ("read_signs", "look_around")

_NUMBERS = {"one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "1": 1, "2": 2, "3": 3}
_NUMBER = r"(one|a|an|two|three|four|1|2|3)"
_ORDINAL = {"next": 1, "first": 1, "second": 2, "third": 3}

_AROUND = re.compile(r"\b(turn(ing)? (back )?around|u-?turn|face the other way|about turn)\b")
_TURN = re.compile(
    r"\b(?:turn|make a|take a|hang a|go|bear|head)(?: to(?: your)?| your)? (left|right)\b"
    r"|\b(left|right) turn\b"
)
_AT_CORNER = re.compile(
    r"\b(?:at|when you (?:get|reach|come) to|on reaching) the (next|first|second|third) "
    r"(?:corner|intersection|junction|crossing|block)\b"
    r"|\bat the (?:end of the block|corner)\b"
)
_WALK = re.compile(
    r"\b(keep (going|walking|heading)|go straight|walk straight|carry on|continue|straight ahead"
    r"|walk (to|up to|down to|along|on|ahead|forward|one|a|two|three|the)"
    r"|go (to|up to|down to|along|ahead|forward|one|a|two|three) "
    r"|head (to|up to|down to|along|ahead|forward|straight)|next corner|one more block"
    r"|another block)\b"
)
_BLOCKS = re.compile(rf"\b{_NUMBER} (more )?blocks?\b")
_CROSS = re.compile(r"\bcross(ing)?\b|\bother side of the (road|street|avenue)\b")
_FORWARD = re.compile(r"\b(a few steps|step forward|move forward|move up a bit|few paces)\b")
_STOP = re.compile(r"\b(stop|stay (there|where you are|put)|don't move|hold on there)\b")
_SIGNS = re.compile(
    r"\b(street )?signs?\b|\bwhat (street|avenue|cross ?streets?|corner|intersection)\b"
    r"|\bwhich (street|avenue|streets|corner|intersection)\b|\bwhere are you( now| standing)?\b"
    r"|\bname of the (street|avenue)\b"
)
_LOOK = re.compile(
    r"\blook around\b|\bwhat (do|can) you see\b|\bwhat('s| is) (ahead|around|in front|on the "
    r"corners?|near you)\b|\bdescribe\b|\bcorners? (ahead|around|behind|near|next to)\b"
    r"|\blandmarks?\b|\bbuildings?\b|\bwhat('s| is) (there|on your (left|right))\b"
)
_ARRIVED = re.compile(
    r"\b(you('ve| have)? arrived|you are (here|there)|you're (here|there)|this is (it|the place"
    r"|your destination)|that's (it|your destination)|you made it|should be right (there|here|by)"
    r"|right there on (this|the) corner|you're at (your|the) destination)\b"
)
_HEADING_Q = re.compile(
    r"\b(which|what) (way|direction) are you (facing|heading|looking|pointed)\b"
    r"|\bwhich way (do|are) you face\b"
)
_DESTINATION_Q = re.compile(
    r"\bwhere (would|do) you (like|want|need) to (go|get)\b|\bwhere are you (going|headed"
    r"|heading|trying to get)\b|\b(your )?destination\b|\bhow can i help\b"
    r"|\bwhat can i do for you\b|\bwhere to\b"
)
_HOLD = re.compile(
    r"\b(one|a|just a) (moment|second|sec|minute)\b|\bhold on\b(?! there)|\bhang on\b"
    r"|\bbear with me\b|\blet me (check|see|look|find|think|work)\b"
    r"|\bgive me a (moment|second|sec|minute)\b"
)
_CLOSING = re.compile(r"\b(goodbye|good bye|bye|take care|enjoy your)\b")
_COMPASS = re.compile(
    r"\b(north|south|east|west)(bound|ward|wards|erly)?\b(?!\s+(\d|forty|fifty|4\d))"
)
_ACTION_WORD = re.compile(r"\b(go|walk|head|turn|keep|continue|cross|move|proceed)\b")
_SPLIT = re.compile(r"[.;!?]+|,\s*|\s+(?:and then|then|after that|and)\s+(?=\w)")


@dataclass(frozen=True)
class Parsed:
    """What one copilot turn asks of the walker.

    Attributes:
        actions: maneuvers and observations in the order they were asked for.
        arrived: the copilot says the walker has arrived.
        compass: an instruction used compass directions the walker cannot follow.
        asks_heading: the copilot asked which way the walker faces.
        asks_destination: the copilot asked where the walker wants to go (or greeted).
        hold: the copilot asked the walker to wait while it works ("One moment, let me
            check the map.").
        closing: the copilot said goodbye.
        question: the turn contained a question.
        unparsed_instruction: it sounded like an instruction but nothing in it could be done.
    """

    actions: tuple[str, ...] = ()
    arrived: bool = False
    compass: bool = False
    asks_heading: bool = False
    asks_destination: bool = False
    hold: bool = False
    closing: bool = False
    question: bool = False
    unparsed_instruction: bool = False

    @property
    def maneuvers(self) -> tuple[str, ...]:
        """Only the maneuvers among the actions."""
        return tuple(a for a in self.actions if a in MANEUVERS)


def _normalise(text: str) -> str:
    text = text.lower().replace("’", "'")
    text = re.sub(r"[^a-z0-9'?!.,;\- ]", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def _clause_actions(clause: str) -> tuple[list[str], bool]:
    """Actions of one clause, and whether it used compass words for a move."""
    actions: list[str] = []
    compass = bool(_COMPASS.search(clause)) and bool(_ACTION_WORD.search(clause))
    turn = _TURN.search(clause)
    around = _AROUND.search(clause)
    corner = _AT_CORNER.search(clause)
    blocks = _BLOCKS.search(clause)
    count = _NUMBERS.get(blocks.group(1), 1) if blocks else 1
    if corner and corner.group(1):
        count = _ORDINAL.get(corner.group(1), 1)
    walk = bool(_WALK.search(clause)) or bool(blocks)
    if (turn or around) and corner:
        actions += ["walk"] * count
        # turn is set whenever around is not (the condition above)
        actions.append(
            "turn_around" if around or turn is None else f"turn_{turn.group(1) or turn.group(2)}"
        )
        return actions, False
    if around:
        actions.append("turn_around")
    elif turn:
        actions.append(f"turn_{turn.group(1) or turn.group(2)}")
    if _CROSS.search(clause):
        actions.append("cross")
    elif walk:
        actions += ["walk"] * count
    if _FORWARD.search(clause):
        actions.append("move_forward")
    if _STOP.search(clause) and not actions:
        actions.append("stop")
    return actions, compass and not actions


def parse(text: str) -> Parsed:
    """Read one copilot turn."""
    cleaned = _normalise(text)
    if not cleaned:
        return Parsed()
    actions: list[str] = []
    compass = False
    for clause in _SPLIT.split(cleaned):
        clause = clause.strip(" ,.")
        if not clause:
            continue
        found, used_compass = _clause_actions(clause)
        actions += found
        compass = compass or used_compass
        observation = []
        if _SIGNS.search(clause):
            observation.append("read_signs")
        if _LOOK.search(clause):
            observation.append("look_around")
        actions += observation
    # an observation asked for twice in one turn is done once, at its first place
    seen: set[str] = set()
    ordered = []
    for action in actions:
        if action in OBSERVATIONS and action in seen:
            continue
        seen.add(action)
        ordered.append(action)
    arrived = bool(_ARRIVED.search(cleaned))
    asks_heading = bool(_HEADING_Q.search(cleaned))
    asks_destination = bool(_DESTINATION_Q.search(cleaned))
    question = "?" in text
    instruction_like = bool(_ACTION_WORD.search(cleaned)) and not question
    return Parsed(
        actions=tuple(ordered),
        arrived=arrived,
        compass=compass,
        asks_heading=asks_heading,
        asks_destination=asks_destination,
        hold=bool(_HOLD.search(cleaned)),
        closing=bool(_CLOSING.search(cleaned)),
        question=question,
        unparsed_instruction=instruction_like and not ordered and not arrived and not compass,
    )
