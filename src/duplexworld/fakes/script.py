"""The scripted conversation every fake agent server holds, whatever its wire protocol.

A fake stands in for a hosted voice model that cannot be reached from here. It hears the
caller through a real VAD (silero, at the session's threshold), speaks real piper audio from
the speech bank, asks for facts, calls one of the session's tools, answers after the tool
result, and stops talking when the caller barges in. A line the caller cut off before hearing
half of it is said again at the fake's next turn (once): a model that is told how much of its
answer was heard asks its question again, and a fake that moved on would skip a step of the
conversation whenever its endpointing took a pause inside the caller's turn for its end. It is
a protocol test double, not a competent agent: it never reads the caller's words, so it cannot
solve a task.

Protocol servers implement :class:`Sink` (how each action goes on their wire) and feed caller
audio to :class:`ScriptedModel`.
"""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import numpy as np
import soxr

from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.units import TELEPHONE_RATE, samples_per_tick

LINES = (
    "Thank you for calling. How can I help you today?",
    "I can help with that. Could you tell me your full name, please?",
    None,  # a tool call; the next line is spoken once its result is in
    "Thank you, I have checked that for you. Is there anything else I can help you with?",
    "Thank you for calling. Goodbye.",
)
"""What the fake says, turn by turn (None: call a tool instead of speaking)."""


def retrieve_outcome(task: asyncio.Future[None]) -> None:
    """Take a finished background task's exception, so asyncio never logs it as unretrieved.

    A fake's response task ends with the connection's exception whenever a fault closed the
    connection under it, which is the point of the fault. Left unretrieved, asyncio logs it
    when the task is collected, and a collection can run inside another thread's ``ast.parse``
    (pytest rewriting a module imported lazily, a traceback parsing source lines); on CPython
    3.11 the logging's own parse then breaks the ``ast`` module's shared recursion counter, and
    that thread's import fails with "AST constructor recursion depth mismatch" (seen in the
    fault matrix's Gemini disconnect case under load).
    """
    if not task.cancelled():
        task.exception()


CHUNK_MS = 100
"""Audio goes out in 100 ms pieces, faster than real time (as hosted models stream)."""
STREAM_SPEED = 20
"""How many times faster than real time the fake streams its speech."""
HANGOVER_TICKS = 3
"""Silent 200 ms ticks that end a caller turn (the fake's endpointing)."""

FAULTS = (
    "rate_limit",
    "disconnect",
    "malformed",
    "server_error",
    "session_cap",
    "active_response",
    "response_failed",
    "auth",
    "close_4000",
    "close_4001",
    "usage_apart",
    "mark_every_chunk",
    "reject_setup",
    "error_auth",
    "error_rate_limit",
    "error_invalid_parameter",
    "error_server",
)
"""Faults a fake can inject (``active_response`` and ``response_failed`` exist in the OpenAI
protocol only; ``auth`` refuses the upgrade with 401, as a wrong key is refused; the
``error_*`` faults are the Qwen-Omni fake's ``error`` events with a Model Studio code of each
family: the first three in reply to ``session.update``, ``error_server`` mid-response)."""


@dataclass
class FaultPlan:
    """Which fault to inject and on how many connections (then the fake behaves)."""

    fault: str | None = None
    times: int = 1
    at_line: int = 0
    """The scripted response during which a mid-call fault fires (0: the greeting)."""
    connections: int = 0
    fired: int = 0

    def take(self, name: str) -> bool:
        """Whether ``name`` fires now (counts it)."""
        if self.fault != name or self.fired >= self.times:
            return False
        self.fired += 1
        return True


class Sink(Protocol):
    """How a protocol server puts the script's actions on its wire."""

    async def speech_started(self) -> None:
        """The VAD heard the caller start."""

    async def speech_stopped(self) -> None:
        """The caller's turn ended."""

    async def response_started(self, response_id: str) -> None:
        """A response begins."""

    async def audio(self, item_id: str, pcm: np.ndarray) -> None:
        """A piece of speech (int16 at the server's rate)."""

    async def transcript(self, item_id: str, text: str) -> None:
        """The text of the item being spoken."""

    async def function_call(self, item_id: str, call_id: str, name: str, arguments: str) -> None:
        """A tool call."""

    async def response_done(self, response_id: str, status: str, usage: dict[str, int]) -> None:
        """A response ends (``cancelled`` after a barge-in)."""

    async def fault(self, name: str) -> None:
        """Inject fault ``name`` now (mid-response)."""


@dataclass
class ScriptedModel:
    """The fake model's state for one connection.

    Args:
        sink: the protocol server's output.
        rate: the sample rate of the fake's speech (and of the caller, unless input_rate).
        threshold: VAD threshold (the session's).
        tools: names of the tools the session offers.
        faults: the fault plan (shared by the server's connections).
        cache_dir: speech cache directory.
    """

    sink: Sink
    rate: int
    threshold: float
    tools: tuple[str, ...] = ()
    faults: FaultPlan = field(default_factory=FaultPlan)
    cache_dir: Path | None = None
    input_rate: int = 0  # the caller's rate when it differs from the speech's (0: the same)
    line: int = 0
    speaking: asyncio.Task[None] | None = None
    awaiting_result: bool = False
    _ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    repeated: set[int] = field(default_factory=set)
    """Lines said again after the caller cut them off (each is repeated at most once)."""

    def __post_init__(self) -> None:
        from duplexworld.caller.components import speech_bank
        from duplexworld.speech.vad import StreamingVAD

        self._bank = speech_bank(AGENT_VOICE, self.cache_dir)
        self._vad = StreamingVAD(threshold=self.threshold)
        heard_rate = self.input_rate or self.rate
        self._down = (
            soxr.ResampleStream(heard_rate, TELEPHONE_RATE, 1, dtype="int16")
            if heard_rate != TELEPHONE_RATE
            else None
        )
        self._pending = np.zeros(0, dtype=np.int16)
        self._clock = 0.0  # seconds of caller audio heard: the call's clock as the fake hears it
        self._speech_ends = 0.0  # when the last utterance sent finishes playing on that clock
        self._in_speech = False
        self._silent = 0
        # the spoken line of the latest response: its index, and when it starts playing and
        # for how long on the caller's clock (from its response's start, unknown length, until
        # its audio exists)
        self._saying: int | None = None
        self._saying_from = 0.0
        self._saying_for = float("inf")

    def _id(self, prefix: str) -> str:
        return f"{prefix}_{next(self._ids):04d}"

    @property
    def active(self) -> bool:
        """Whether a response is being produced."""
        return self.speaking is not None and not self.speaking.done()

    @property
    def audible(self) -> bool:
        """Whether the far end is still playing what the fake said (or it is still talking).

        The fake streams faster than real time, so it keeps time by the caller audio it
        receives (which comes in real time) to know when its speech has finished playing.
        """
        return self.active or self._clock < self._speech_ends

    async def feed(self, pcm: np.ndarray) -> None:
        """Caller audio (int16 at ``rate``): endpointing, barge-in and the next turn."""
        pcm = np.asarray(pcm, dtype=np.int16)
        if self._down is not None:
            pcm = self._down.resample_chunk(pcm)
        self._pending = np.concatenate([self._pending, pcm])
        tick = samples_per_tick(TELEPHONE_RATE)
        while self._pending.size >= tick:
            chunk, self._pending = self._pending[:tick], self._pending[tick:]
            self._clock += tick / TELEPHONE_RATE
            speech = self._vad.is_speech(chunk)
            if speech and not self._in_speech:
                self._in_speech, self._silent = True, 0
                self._cut_off()  # before the sink hears of it (it may drop the rest to play)
                await self.sink.speech_started()
                if self.active:
                    assert self.speaking is not None
                    self.speaking.cancel()  # barge-in: stop talking
            elif speech:
                self._silent = 0
            elif self._in_speech:
                self._silent += 1
                if self._silent >= HANGOVER_TICKS:
                    self._in_speech = False
                    await self.sink.speech_stopped()
                    if not self.awaiting_result:
                        self.respond()

    def _cut_off(self) -> None:
        """The caller started talking: a line it heard less than half of is said again."""
        index = self._saying
        if index is None or index in self.repeated:
            return  # nothing being said, or said again already: the script goes on
        if self._clock - self._saying_from >= self._saying_for / 2:
            return  # heard well enough
        self.repeated.add(index)
        self.line = index  # the next response says it again
        self._saying = None

    def silence(self) -> None:
        """The far end dropped what was still to play (after ``clear`` or an interruption)."""
        self._speech_ends = self._clock

    def respond(self) -> None:
        """Start the next scripted response (a no-op while one is running)."""
        if self.active:
            return
        self.speaking = asyncio.ensure_future(self._respond())
        self.speaking.add_done_callback(retrieve_outcome)

    def tool_result(self) -> None:
        """The tool's result is in and a response was requested: say the next line."""
        self.awaiting_result = False
        self.respond()

    async def _respond(self) -> None:
        response_id = self._id("resp")
        index = min(self.line, len(LINES) - 1)
        self.line += 1
        self._saying = index if LINES[index] is not None else None
        self._saying_from, self._saying_for = self._clock, float("inf")
        await self.sink.response_started(response_id)
        status = "completed"
        usage = {"input_tokens": 120 + 40 * index, "output_tokens": 0}
        fired_before = self.faults.fired
        try:
            text = LINES[index]
            if text is None:
                item_id = self._id("item")
                name = self.tools[0] if self.tools else "lookup"
                await self.sink.function_call(item_id, self._id("call"), name, "{}")
                self.awaiting_result = True
                usage["output_tokens"] = 12
                if index == self.faults.at_line:
                    self.faults.at_line = self.line  # a tool call is not spoken: the next line
            else:
                usage["output_tokens"] = await self._speak(
                    text, fault_here=index == self.faults.at_line
                )
        except asyncio.CancelledError:
            status = "cancelled"
            if index == self.faults.at_line and self.faults.fired == fired_before:
                # cut off (a barge-in) before its fault point: the fault moves to the next
                # response, so whether it fires never depends on the caller's timing
                self.faults.at_line = self.line
        await self.sink.response_done(response_id, status, usage)

    async def _speak(self, text: str, fault_here: bool) -> int:
        item_id = self._id("item")
        audio = await asyncio.to_thread(self._bank.speak, text)
        pcm = np.clip(np.round(np.asarray(audio) * 32767.0), -32768, 32767).astype(np.int16)
        if self.rate != TELEPHONE_RATE:
            pcm = soxr.resample(pcm, TELEPHONE_RATE, self.rate)
        self._saying_from = max(self._speech_ends, self._clock)
        self._saying_for = pcm.size / self.rate
        self._speech_ends = self._saying_from + self._saying_for
        await self.sink.transcript(item_id, text)
        step = self.rate * CHUNK_MS // 1000
        for k, start in enumerate(range(0, pcm.size, step)):
            if fault_here and k == 3 and self.faults.fault is not None:
                await self.sink.fault(self.faults.fault)
            await self.sink.audio(item_id, pcm[start : start + step])
            await asyncio.sleep(CHUNK_MS / 1000 / STREAM_SPEED)
        return len(text.split()) * 2
