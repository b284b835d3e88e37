"""The real-time bridge: a provider that runs on the wall clock, driven from the tick loop.

The tick loop stays synchronous; asyncio lives on one background thread per agent. For tick t
the bridge resamples the caller's 200 ms (8 kHz, as heard on the line) to the provider's rate
with soxr and sends it as ten 20 ms frames, each at its wall-clock time. ``step`` returns when
the wall clock reaches the end of tick t, so whatever the provider sent meanwhile (events,
audio) belongs to tick t: events are traced there as agent notes, and the agent's audio joins
a playout queue that plays one tick per tick. When the provider's VAD hears the caller start
speaking while the agent's audio is queued, the unplayed audio is dropped (the caller never
heard it) and the provider is told how much of the item was heard. Tool calls go into the
world; when every call of a response has its result, all results go back at once followed by
one response request.

A far end's playback marks (Twilio) are echoed when the playout passes them, or at once when
the audio before them is dropped. Each tick records how late its caller audio started
(``agents/timekeeping.py``); the episode refuses to score a call over its bound.

``realtime_speed`` > 1 paces faster than real time; that is for local fakes only.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import soxr

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput
from duplexworld.agents.config import RealtimeSettings
from duplexworld.agents.errors import (
    AdapterError,
    AgentFault,
    ConfigurationError,
    InfrastructureError,
)
from duplexworld.agents.realtime.events import (
    AudioCleared,
    AudioDelta,
    FunctionCall,
    HangUp,
    InputTranscript,
    MarkEchoing,
    PlaybackMark,
    ProviderEvent,
    ProviderNotice,
    ResponseDone,
    SessionSetup,
    SpeechStarted,
    TranscriptDelta,
    Transport,
    UsageReported,
)
from duplexworld.agents.timekeeping import LatenessLog, TickLateness
from duplexworld.units import TELEPHONE_RATE, TICK_MS, samples_per_tick
from duplexworld.world import ToolCall, ToolResult

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)
FRAME_MS = 20
"""Caller audio goes out in 20 ms frames."""
FRAMES_PER_TICK = TICK_MS // FRAME_MS
MAX_TRANSCRIPT_CHARS = 4000
"""A provider transcript longer than this in one tick is cut (and the cut is noted)."""
MAX_CALLS_PER_TICK = 16
"""More function calls than this in one tick are refused (and noted)."""


_Queued = ProviderEvent | InfrastructureError | AdapterError | AgentFault
"""What the receive loop hands the tick loop."""


@dataclass
class _Turn:
    """What one tick collects from the provider's events."""

    notes: list[str]
    calls: list[ToolCall] = field(default_factory=list)
    shown: list[str] = field(default_factory=list)
    end_call: bool = False


@dataclass
class _Item:
    item_id: str
    audio: deque[np.ndarray] = field(default_factory=deque)
    played: int = 0  # samples at 8 kHz played so far
    text: str = ""  # transcript not yet shown
    started: bool = False
    cut: bool = False  # barge-in cut it: later audio and text of it are dropped
    resampler: Any = None


class _Playout:
    """The agent's received audio, queued per item, played one tick at a time."""

    def __init__(self, output_rate: int) -> None:
        self.output_rate = output_rate
        self.items: deque[_Item] = deque()
        self.by_id: dict[str, _Item] = {}
        self.playing: _Item | None = None  # the item heard in the last tick
        self.queued = 0  # samples ever queued (8 kHz), dropped ones excluded
        self.played_total = 0  # samples played (or dropped) so far
        self.marks: list[tuple[int, str]] = []  # (position in ``queued`` terms, name)

    def _item(self, item_id: str) -> _Item:
        item = self.by_id.get(item_id)
        if item is None:
            item = _Item(item_id)
            if self.output_rate != TELEPHONE_RATE:
                item.resampler = soxr.ResampleStream(
                    self.output_rate, TELEPHONE_RATE, 1, dtype="int16"
                )
            self.by_id[item_id] = item
            self.items.append(item)
        return item

    def add_audio(self, item_id: str, pcm: np.ndarray) -> None:
        """Queue audio of an item (audio of an item cut by barge-in is dropped)."""
        item = self._item(item_id)
        if item.cut:
            return
        pcm = np.asarray(pcm, dtype=np.int16)
        if item.resampler is not None:
            pcm = item.resampler.resample_chunk(pcm)
        if pcm.size:
            item.audio.append(pcm)
            self.queued += pcm.size

    def add_text(self, item_id: str, text: str) -> str:
        """Queue transcript text; returns what to show now (the item is already audible)."""
        item = self._item(item_id)
        if item.cut:
            return ""
        if item.started:
            return text
        item.text += text
        return ""

    def add_mark(self, name: str) -> None:
        """A far-end mark after the audio queued so far: due once that audio has played."""
        self.marks.append((self.queued, name))

    def due_marks(self) -> list[str]:
        """Marks whose audio has played (or was dropped) since the last call."""
        due = [name for at, name in self.marks if at <= self.played_total]
        self.marks = [(at, name) for at, name in self.marks if at > self.played_total]
        return due

    def next_tick(self) -> tuple[np.ndarray, str]:
        """This tick's audio (at most one tick) and the text of items starting in it."""
        out: list[np.ndarray] = []
        text: list[str] = []
        need = TICK_SAMPLES
        while need and self.items:
            item = self.items[0]
            if not item.audio:
                if len(self.items) > 1:
                    # a later item has begun: this one is over
                    self.items.popleft()
                    continue
                break  # the item may still be arriving
            if not item.started:
                item.started = True
                if item.text:
                    text.append(item.text)
                    item.text = ""
            piece = item.audio[0]
            take = piece[:need]
            out.append(take)
            item.played += take.size
            self.played_total += take.size
            need -= take.size
            if take.size == piece.size:
                item.audio.popleft()
            else:
                item.audio[0] = piece[take.size :]
        self.playing = self.items[0] if out and self.items else None
        audio = np.concatenate(out) if out else np.zeros(0, dtype=np.int16)
        return audio, " ".join(t.strip() for t in text if t.strip())

    def truncate(self) -> list[tuple[str, int, int]]:
        """Drop every unplayed sample; returns (item id, ms heard, ms dropped) per item cut.

        The item being heard is cut even when nothing of it is queued yet: the rest of it may
        still be on its way (or still being generated).
        """
        cut = []
        for item in self.items:
            dropped = sum(a.size for a in item.audio)
            if dropped or item is self.playing:
                heard_ms = item.played * 1000 // TELEPHONE_RATE
                cut.append((item.item_id, heard_ms, dropped * 1000 // TELEPHONE_RATE))
            item.audio.clear()
            item.text = ""
            item.cut = True
        self.played_total = self.queued  # what was dropped will never play: its marks are due
        self.items.clear()
        self.playing = None
        return cut


def _event_note(event: ProviderEvent) -> str | None:
    # one compact line per provider event for the trace; audio deltas are summarised
    if isinstance(event, AudioDelta | TranscriptDelta | PlaybackMark):
        return None
    if isinstance(event, FunctionCall):
        return f"provider function_call {event.name} {event.call_id}"
    if isinstance(event, ResponseDone):
        return f"provider response_done {event.status} usage {json.dumps(event.usage)}"
    if isinstance(event, UsageReported):
        return f"provider usage {json.dumps(event.usage)}"
    if isinstance(event, InputTranscript):
        return f"provider input_transcript {event.text[:500]!r}"
    if isinstance(event, ProviderNotice):
        return f"provider notice {event.code}: {event.message[:300]}"
    return f"provider {event.kind}"


class RealtimeAgent:
    """An :class:`~duplexworld.agents.base.Agent` over a real-time :class:`Transport`.

    Args:
        name: the agent's label.
        transport: builds a fresh transport per connection attempt.
        settings: pacing, VAD threshold, attempts and back-off.
        extra_spec: more facts for the trace header (model, URL; never the key).
        model: the model usage is billed under.
        session_billing: the provider bills by session time (``session_seconds`` is counted).
    """

    def __init__(
        self,
        name: str,
        transport: Callable[[], Transport],
        settings: RealtimeSettings,
        extra_spec: dict[str, object] | None = None,
        model: str = "",
        session_billing: bool = False,
    ) -> None:
        self._model = model or name
        self._session_billing = session_billing
        self.name = name
        self._make_transport = transport
        self._settings = settings
        self._extra = extra_spec or {}
        self._capabilities = transport().capabilities
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._transport: Transport | None = None
        self._events: queue.Queue[_Queued] = queue.Queue()
        self.usage_counts: dict[str, float] = {}
        self.attempts_used = 0
        self._late = LatenessLog(settings.max_late_p99_ms, self._tick_seconds() * 1000)

    # lifecycle -------------------------------------------------------------------------

    def start(self, context: AgentContext) -> None:
        """Connect (with retries and back-off) and configure the session."""
        self.close()
        self._events = queue.Queue()
        self._playout = _Playout(self._capabilities.output_rate)
        self._resample_in = (
            soxr.ResampleStream(TELEPHONE_RATE, self._capabilities.input_rate, 1, dtype="int16")
            if self._capabilities.input_rate != TELEPHONE_RATE
            else None
        )
        self._pending_calls: dict[str, ToolResult | None] = {}
        self._response_done = True
        self._t0: float | None = None
        self._late = LatenessLog(self._settings.max_late_p99_ms, self._tick_seconds() * 1000)
        self._closing = False
        self.usage_counts = {}
        self._connect_notes: list[str] = []
        setup = SessionSetup(
            instructions=context.instructions,
            tools=tuple(t for t in context.tools if t.actor == "agent"),
            vad_threshold=self._settings.vad_threshold,
        )
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        future = asyncio.run_coroutine_threadsafe(self._connect(setup), self._loop)
        try:
            future.result()
        except BaseException:
            self.close()
            raise
        asyncio.run_coroutine_threadsafe(self._receive_loop(), self._loop)

    async def _connect(self, setup: SessionSetup) -> None:
        delay = self._settings.backoff_s
        for attempt in range(1, self._settings.attempts + 1):
            self.attempts_used = attempt
            transport = self._make_transport()
            try:
                await asyncio.wait_for(
                    transport.connect(setup), timeout=self._settings.connect_timeout_s
                )
            except ConfigurationError:
                await transport.close()
                raise  # as configured, no attempt can succeed: the campaign stops
            except (InfrastructureError, TimeoutError) as exc:
                await transport.close()
                error = (
                    exc
                    if isinstance(exc, InfrastructureError)
                    else InfrastructureError("refused", "connect timed out")
                )
                self._connect_notes.append(
                    f"bridge connect attempt {attempt} failed: {error.kind}: {error.detail}"
                )
                if attempt == self._settings.attempts or not error.retryable:
                    raise InfrastructureError(
                        error.kind, f"{error.detail} (after {attempt} attempts)"
                    ) from None
                await asyncio.sleep(delay)
                delay *= 2
                continue
            self._transport = transport
            return

    async def _receive_loop(self) -> None:
        assert self._transport is not None
        try:
            while True:
                event = await self._transport.receive()
                self._events.put(event)
                if isinstance(event, HangUp):
                    return
        except (InfrastructureError, AgentFault) as exc:
            if not self._closing:
                self._events.put(exc)
        except asyncio.CancelledError:
            return
        except Exception as exc:  # noqa: BLE001 - an adapter bug: fail the episode loudly
            # the harness's own fault (harness_error), neither the provider's nor the agent's
            self._events.put(AdapterError(f"the adapter failed: {type(exc).__name__}: {exc}"))

    def close(self) -> None:
        """Disconnect and stop the background thread (idempotent)."""
        self._closing = True
        if self._loop is not None:
            if self._transport is not None:
                # closing a broken socket may fail; the call is over either way
                with contextlib.suppress(Exception):
                    asyncio.run_coroutine_threadsafe(self._transport.close(), self._loop).result(
                        timeout=5
                    )

            async def cancel_rest() -> None:
                # the receive loop and any sends in flight end with the call
                current = asyncio.current_task()
                for task in asyncio.all_tasks():
                    if task is not current:
                        task.cancel()

            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(cancel_rest(), self._loop).result(timeout=5)
            self._loop.call_soon_threadsafe(self._loop.stop)
            if self._thread is not None:
                self._thread.join(timeout=5)
            if not self._loop.is_running():  # a thread stuck past the join keeps its loop
                self._loop.close()
        self._loop, self._thread, self._transport = None, None, None

    # the tick ----------------------------------------------------------------------------

    def _tick_seconds(self) -> float:
        return TICK_MS / 1000.0 / self._settings.realtime_speed

    def _send_caller(self, tick: int, audio: np.ndarray) -> None:
        assert self._loop is not None and self._transport is not None and self._t0 is not None
        pcm = np.asarray(audio, dtype=np.int16)
        if self._resample_in is not None:
            pcm = self._resample_in.resample_chunk(pcm)
        frames = np.array_split(pcm, FRAMES_PER_TICK)
        start = self._t0 + tick * self._tick_seconds()
        step = self._tick_seconds() / FRAMES_PER_TICK
        transport = self._transport

        async def send() -> None:
            for k, frame in enumerate(frames):
                wait = start + k * step - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                await transport.send_audio(frame)

        asyncio.run_coroutine_threadsafe(send(), self._loop)

    def _send_results(self, results: tuple[ToolResult, ...], notes: list[str]) -> None:
        for result in results:
            if result.call_id in self._pending_calls:
                self._pending_calls[result.call_id] = result
        ready = self._pending_calls and all(r is not None for r in self._pending_calls.values())
        if ready and self._response_done:
            batch = [r for r in self._pending_calls.values() if r is not None]
            self._pending_calls = {}
            assert self._loop is not None and self._transport is not None
            asyncio.run_coroutine_threadsafe(
                self._transport.send_tool_results(batch), self._loop
            ).result(timeout=10)
            notes.append(f"bridge sent {len(batch)} tool results at once")

    def step(self, data: AgentInput) -> AgentChunk:
        """Send this tick's caller audio, wait out the tick, return what the provider sent."""
        if self._loop is None or self._transport is None:
            raise InfrastructureError("disconnect", "not connected", data.tick)
        if self._t0 is None:
            self._t0 = time.monotonic() - data.tick * self._tick_seconds()
        # how late this tick's caller audio starts: the harness's time since the last tick
        scheduled = self._t0 + data.tick * self._tick_seconds()
        self._late.record(time.monotonic() - scheduled)
        notes: list[str] = []
        if self._connect_notes:  # retried connections are recorded at the first tick
            notes.extend(self._connect_notes)
            notes.append(f"bridge connected at attempt {self.attempts_used}")
            self._connect_notes = []
        self._send_caller(data.tick, data.audio)
        self._send_results(data.tool_results, notes)
        deadline = self._t0 + (data.tick + 1) * self._tick_seconds()
        wait = deadline - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        turn = _Turn(notes)
        while True:
            try:
                event = self._events.get_nowait()
            except queue.Empty:
                break
            self._handle(event, turn, data.tick)
        if self._response_done and self._pending_calls:
            self._send_results((), notes)
        audio, text = self._playout.next_tick()
        self._echo_marks()
        transcript = " ".join(t.strip() for t in [text, *turn.shown] if t.strip())
        if len(transcript) > MAX_TRANSCRIPT_CHARS:
            notes.append(f"bridge cut a {len(transcript)}-character transcript")
            transcript = transcript[:MAX_TRANSCRIPT_CHARS]
        return AgentChunk(
            audio=audio,
            transcript=transcript,
            tool_calls=tuple(turn.calls),
            end_call=turn.end_call,
            notes=tuple(notes),
        )

    def _handle(self, event: _Queued, turn: _Turn, tick: int) -> None:
        if isinstance(event, AgentFault):  # a user-hosted bot broke its protocol: scored
            raise AgentFault(f"tick {tick}: {event.reason}")
        if isinstance(event, ConfigurationError):
            raise event  # refused mid-call: the campaign stops with its line
        if isinstance(event, InfrastructureError):
            raise InfrastructureError(event.kind, event.detail, tick)
        if isinstance(event, AdapterError):
            raise event
        note = _event_note(event)
        if note:
            turn.notes.append(note)
        if isinstance(event, AudioDelta):
            self._playout.add_audio(event.item_id, event.pcm)
        elif isinstance(event, TranscriptDelta):
            turn.shown.append(self._playout.add_text(event.item_id, event.text))
        elif isinstance(event, PlaybackMark):
            self._playout.add_mark(event.name)
        elif isinstance(event, SpeechStarted | AudioCleared):
            self._barge_in(isinstance(event, SpeechStarted), turn.notes)
        elif isinstance(event, FunctionCall):
            if len(turn.calls) >= MAX_CALLS_PER_TICK:
                turn.notes.append(f"bridge refused call {event.name}: over {MAX_CALLS_PER_TICK}")
                return
            turn.calls.append(self._tool_call(event, turn.notes))
            self._pending_calls[event.call_id] = None
            self._response_done = False
        elif isinstance(event, ResponseDone | UsageReported):
            if isinstance(event, ResponseDone):
                self._response_done = True
            for key, value in event.usage.items():
                self.usage_counts[key] = self.usage_counts.get(key, 0) + value
        elif isinstance(event, HangUp):
            turn.end_call = True

    def _echo_marks(self) -> None:
        # Twilio echoes a mark once the audio before it has played (or was cleared): the bot
        # learns from it what the caller has heard
        due = self._playout.due_marks()
        transport = self._transport
        if due and isinstance(transport, MarkEchoing):
            assert self._loop is not None

            async def echo() -> None:
                for name in due:
                    await transport.mark_played(name)

            asyncio.run_coroutine_threadsafe(echo(), self._loop)

    def _tool_call(self, event: FunctionCall, notes: list[str]) -> ToolCall:
        try:
            arguments = json.loads(event.arguments) if event.arguments else {}
        except json.JSONDecodeError:
            # the world rejects it with a clear result; the raw text is what the model sent
            notes.append(f"bridge: arguments of {event.name} are not JSON")
            arguments = event.arguments
        return ToolCall(call_id=event.call_id, name=event.name, arguments=arguments)

    def _barge_in(self, tell_provider: bool, notes: list[str]) -> None:
        cut = self._playout.truncate()
        for item_id, heard_ms, dropped_ms in cut:
            notes.append(
                f"barge-in: truncated {item_id} at {heard_ms} ms heard, {dropped_ms} ms unheard"
            )
            if tell_provider:
                assert self._loop is not None and self._transport is not None
                asyncio.run_coroutine_threadsafe(
                    self._transport.truncate(item_id, heard_ms), self._loop
                )

    def lateness(self) -> TickLateness:
        """How late the call's ticks started (``agents/timekeeping.py``)."""
        return self._late.summary()

    def usage(self) -> dict[str, float]:
        """Provider-reported counts summed over the call (and the session time if billed)."""
        counts = dict(self.usage_counts)
        if self._session_billing and self._t0 is not None:
            counts["session_seconds"] = time.monotonic() - self._t0
        return counts

    def billed_model(self) -> str:
        """The model the usage is billed under."""
        return self._model

    def spec(self) -> dict[str, Any]:
        """The trace header's description: adapter, capabilities, settings (no secrets)."""
        return {
            "name": self.name,
            "kind": "realtime",
            "timing": "wall clock: caller audio paced in 20 ms frames at "
            f"{self._settings.realtime_speed}x real time; provider output lands at the tick "
            "it arrives",
            "capabilities": self._capabilities.model_dump(),
            # the lateness bound decides acceptance, not the call: it is in meta.json's
            # tick_lateness, so changing it does not make finished calls look stale
            "settings": self._settings.model_dump(
                # the overrides are in the adapter's facts, with secret-named values masked
                exclude={"api_key_env", "max_concurrency", "max_late_p99_ms", "session_overrides"}
            ),
            "api_key_env": self._settings.api_key_env,
            **self._extra,
        }
