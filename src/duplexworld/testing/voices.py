"""Test agents that talk: real speech without a transcript, and paraphrased questions.

``TurnScriptAgent`` says one scripted line per caller turn (the first at once), listening
for the end of each caller turn like the built-in agents do; it can send its transcript or
not, and speak through any speaker (piper speech or a tone). ``ParaphrasingSpeaker`` wraps
the oracle's speaker and rewords only its questions ("Could you tell me your {label}?"):
everything else the oracle does is unchanged, so a drop in its score measures the caller's
understanding alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

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


_ORACLE_QUESTION = re.compile(
    r"^(?P<prefix>Sorry, I didn't catch that\. )?Could you tell me your (?P<label>.+)\?$"
)

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


def paraphrases_for(label: str) -> tuple[str, ...]:
    """Wordings of "Could you tell me your {label}?" for one fact label."""
    if re.match(r"^(?:where|what|which|whether|who|when|how|why)\b", label):
        return tuple(t.format(label=label) for t in _CLAUSE)
    return _SPECIFIC.get(label, ()) + tuple(t.format(label=label) for t in _GENERIC)


class DescribedSpeaker(Protocol):
    """A speaker with a spec (the speech bank)."""

    def speak(self, text: str) -> np.ndarray:
        """Audio for ``text``."""

    def spec(self) -> dict[str, Any]:
        """Engine and voice."""


class ParaphrasingSpeaker:
    """A speaker that rewords the oracle's questions, in rotation per label."""

    def __init__(self, inner: DescribedSpeaker, offset: int = 0) -> None:
        """Args: offset: where the rotation starts (varies the wording between runs)."""
        self.inner = inner
        self.offset = offset
        self._asked: dict[str, int] = {}
        self.said: list[str] = []

    def reset(self) -> None:
        """Forget how often each label was asked (a new call)."""
        self._asked = {}
        self.said = []

    def speak(self, text: str) -> np.ndarray:
        """Audio of ``text``, with an oracle question reworded."""
        match = _ORACLE_QUESTION.match(text)
        if match is not None:
            label = match.group("label")
            options = paraphrases_for(label)
            count = self._asked.get(label, 0)
            self._asked[label] = count + 1
            text = (match.group("prefix") or "") + options[(self.offset + count) % len(options)]
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

    def start(self, context: ReferenceContext) -> None:  # type: ignore[override]
        """Set the rotation for this scenario, then plan as the oracle does."""
        self.paraphraser.offset = stable_seed(context.scenario.id, "paraphrase") % 7
        self.paraphraser.reset()
        super().start(context)


def register_paraphrasing_oracle() -> None:
    """Register ``oracle_paraphrased`` (a reference agent, like the oracle)."""
    from duplexworld.agents.registry import AGENTS, AgentEntry
    from duplexworld.caller.persona import AGENT_VOICE
    from duplexworld.episode.components import speech_bank, whisper

    def build(cache_dir: Path | None, world: str | None = None) -> Agent:
        return ParaphrasingOracle(
            ParaphrasingSpeaker(speech_bank(AGENT_VOICE, cache_dir)), whisper()
        )

    AGENTS[PARAPHRASED_ORACLE] = AgentEntry(build, reference=True)
