"""Test agents that talk: real speech without a transcript, and paraphrased questions.

``TurnScriptAgent`` says one scripted line per caller turn (the first at once), listening
for the end of each caller turn like the built-in agents do; it can send its transcript or
not, and speak through any speaker (piper speech or a tone). ``ParaphrasingSpeaker`` wraps
the oracle's speaker and rewords only its questions: it is told, per scenario, every wording
the oracle may ask each fact with (``agents.phrasing.question``), and replaces each one it
hears, whatever prefix the oracle put before it ("Sorry, I didn't catch that. "), with a
wording of its own that is not one of the oracle's. Everything else the oracle does is
unchanged, so a drop in its score measures the caller's understanding alone; the speaker
counts the questions it saw and reworded, so a test can check the rewording happened.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, cast

import numpy as np

from duplexworld.agents import phrasing
from duplexworld.agents.base import Agent, AgentChunk, AgentContext, AgentInput, ReferenceContext
from duplexworld.agents.oracle import OracleAgent
from duplexworld.agents.voice_io import Listener, Speaker, SpeechOut
from duplexworld.speech.asr import WhisperASR
from duplexworld.util.seeds import stable_seed

__all__ = [
    "PARAPHRASED_ORACLE",
    "ParaphrasingOracle",
    "ParaphrasingSpeaker",
    "TurnScriptAgent",
    "oracle_questions",
    "paraphrases_for",
    "register_paraphrasing_oracle",
]

PARAPHRASED_ORACLE = "oracle_paraphrased"
"""Registry name of the oracle whose questions are reworded."""


class TurnScriptAgent:
    """Says ``lines[0]`` at the start and ``lines[i]`` after the caller's i-th turn ends."""

    name = "turn_script"

    def __init__(self, lines: Sequence[str], speaker: Speaker, transcript: bool = True) -> None:
        """Args: transcript: also report what it says as transcript text."""
        self.lines = list(lines)
        self.speaker = speaker
        self.transcript = transcript

    def start(self, context: AgentContext) -> None:
        """Queue the first line."""
        self._out = SpeechOut(self.speaker)
        self._listener = Listener()
        self._next = 1
        self.turns_heard = 0
        self._out.say(self.lines[0])

    def step(self, data: AgentInput) -> AgentChunk:
        """Speak; when a caller turn ends, queue the next line."""
        if not self._out.busy and self._listener.feed(data.audio) is not None:
            self.turns_heard += 1
            if self._next < len(self.lines):
                self._out.say(self.lines[self._next])
                self._next += 1
        audio, said = self._out.next_tick()
        return AgentChunk(audio=audio, transcript=said if self.transcript else "")

    def spec(self) -> dict[str, Any]:
        """Component spec."""
        return {"name": self.name, "lines": self.lines, "transcript": self.transcript}


_GENERIC = (
    "What's your {label}?",
    "Can I get your {label}, please?",
    "And your {label}?",
    "I'll need your {label}.",
    "Could you give me the {label}?",
    "Please tell me the {label}.",
)
_CLAUSE = ("Can you tell me {label}?", "Do you know {label}?", "Could you let me know {label}?")
_SPECIFIC = {
    "full name": (
        "What name is the account under?",
        "And your first and last name?",
        "Who am I speaking with today?",
    ),
    "date of birth": (
        "What's the DOB on the account?",
        "Can you confirm your birthdate for me?",
        "And when were you born?",
    ),
    "card's last four digits": (
        "Can you read me the final four numbers on the card?",
        "What does the card end in?",
        "What are the last four on your card?",
    ),
    "ZIP code": ("What's the zip on file?", "And the ZIP, please?"),
}
"""Independent of the scenarios' ask_keywords: ordinary ways an agent asks."""


_POOL_SEEDS = 12
"""Seeds enough to draw every wording of a phrasing pool (pools have at most four)."""


def paraphrases_for(label: str) -> tuple[str, ...]:
    """Wordings of a question for one fact label (none of them the oracle's own)."""
    if re.match(r"^(?:where|what|which|whether|who|when|how|why)\b", label):
        return tuple(t.format(label=label) for t in _CLAUSE)
    return _SPECIFIC.get(label, ()) + tuple(t.format(label=label) for t in _GENERIC)


def oracle_questions(facts: Sequence[tuple[str, str]]) -> dict[str, str]:
    """Every first-ask wording the oracle may use, mapped to the label of its fact.

    Args:
        facts: (key, label) of each fact the oracle may ask.
    """
    questions: dict[str, str] = {}
    for key, label in facts:
        for seed in range(_POOL_SEEDS):
            questions[phrasing.question(key, label, 1, seed)] = label
    return questions


class DescribedSpeaker(Protocol):
    """A speaker with a spec (the speech bank)."""

    def speak(self, text: str) -> np.ndarray:
        """Audio for ``text``."""

    def spec(self) -> dict[str, Any]:
        """Engine and voice."""


class ParaphrasingSpeaker:
    """A speaker that rewords the oracle's questions, in rotation per label.

    Attributes:
        questions: the oracle's question wordings for this call, to the fact label each asks.
        asked: how many of the oracle's utterances were one of its questions (this call).
        reworded: how many of those were said in other words (this call).
    """

    def __init__(self, inner: DescribedSpeaker, offset: int = 0) -> None:
        """Args: offset: where the rotation starts (varies the wording between runs)."""
        self.inner = inner
        self.offset = offset
        self.questions: dict[str, str] = {}
        self._asked: dict[str, int] = {}
        self.said: list[str] = []
        self.asked = 0
        self.reworded = 0

    def reset(self, questions: dict[str, str] | None = None) -> None:
        """Start a new call: forget the counts; ``questions`` are this call's wordings."""
        if questions is not None:
            self.questions = questions
        self._asked = {}
        self.said = []
        self.asked = 0
        self.reworded = 0

    def speak(self, text: str) -> np.ndarray:
        """Audio of ``text``, with an oracle question reworded (its prefix kept)."""
        # the longest wording the utterance ends with: a re-ask keeps its "Sorry, ..." lead
        ending = max((q for q in self.questions if text.endswith(q)), key=len, default=None)
        if ending is not None:
            self.asked += 1
            label = self.questions[ending]
            options = [o for o in paraphrases_for(label) if o not in self.questions]
            count = self._asked.get(label, 0)
            self._asked[label] = count + 1
            if options:
                text = text[: -len(ending)] + options[(self.offset + count) % len(options)]
                self.reworded += 1
        self.said.append(text)
        return self.inner.speak(text)

    def spec(self) -> dict[str, Any]:
        """The wrapped speaker's spec, marked as paraphrasing."""
        return {"paraphrasing": True, "offset": self.offset, **self.inner.spec()}


class ParaphrasingOracle(OracleAgent):
    """The oracle; only its questions' wording differs (the rotation starts at a point fixed
    by the scenario, so wordings vary across scenarios and repeat on a rerun)."""

    name = PARAPHRASED_ORACLE

    def __init__(self, speaker: ParaphrasingSpeaker, asr: WhisperASR) -> None:
        """Speak through ``speaker``; hear with ``asr`` (as the oracle does)."""
        super().__init__(speaker, asr, speaker_spec=speaker.spec(), asr_spec=asr.spec())
        self.paraphraser = speaker

    def start(self, context: ReferenceContext) -> None:
        """Set the rotation for this scenario, then plan as the oracle does."""
        self.paraphraser.offset = stable_seed(context.scenario.id, "paraphrase") % 7
        facts = [(fact.key, fact.label) for fact in context.scenario.facts]
        self.paraphraser.reset(oracle_questions(facts))
        super().start(context)


def register_paraphrasing_oracle() -> None:
    """Register ``oracle_paraphrased`` (a reference agent, like the oracle)."""
    from duplexworld.agents.registry import AGENTS, AgentEntry
    from duplexworld.caller.components import speech_bank, whisper
    from duplexworld.caller.persona import AGENT_VOICE

    def build(cache_dir: Path | None, world: str | None = None) -> Agent:
        agent = ParaphrasingOracle(
            ParaphrasingSpeaker(speech_bank(AGENT_VOICE, cache_dir)), whisper()
        )
        # a reference agent: the episode starts it with a ReferenceContext, which its start
        # requires (narrower than Agent.start's AgentContext)
        return cast(Agent, agent)

    AGENTS[PARAPHRASED_ORACLE] = AgentEntry(build, reference=True)
