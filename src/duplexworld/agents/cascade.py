"""The cascade agent: silero VAD endpointing -> faster-whisper -> chat completions -> piper.

The language model is any OpenAI-compatible chat-completions endpoint, given the world's
tools; its reply is streamed and spoken sentence by sentence. Timing follows the
measured-latency rule (:mod:`duplexworld.agents.latency`): endpointing ends a caller turn at
the tick the silence is long enough, and the charged times of the local stages (the
endpointer's last tick, the recogniser, the synthesis of the first sentence: their CPU time)
and of the model (its wall time to the first sentence) move the first words to the tick they
would have been ready. Tool calls leave at the tick the model produced them; their results
arrive at the next tick and start the next model round. How long the model's client waited
for a core (the harness's machine's load, charged with the model's wall time) is kept per
output and held to ``max_late_p99_ms`` by the episode (:class:`~duplexworld.agents.latency.
StageLateness`).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import SecretStr

from duplexworld.agents.base import AgentChunk, AgentContext, AgentInput, TextInput
from duplexworld.agents.config import CascadeConfig
from duplexworld.agents.errors import InfraKind, InfrastructureError
from duplexworld.agents.latency import RULE, StageClock, run_queue_wait
from duplexworld.agents.timekeeping import LatenessLog, TickLateness
from duplexworld.agents.voice_io import LineOut, Listener, SpeechOut, TextOut
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.speech.vad import StreamingVAD
from duplexworld.units import TICK_MS
from duplexworld.world import ToolCall, ToolResult

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


@dataclass
class _Pending:
    """An output waiting for the tick its stages made it ready at."""

    tick: int
    sentences: tuple[str, ...] = ()
    calls: tuple[ToolCall, ...] = ()
    note: str = ""


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE_END.split(text) if s.strip()]


class CascadeAgent:
    """See the module docstring.

    Args:
        name: label in results.
        config: the cascade's configuration.
        key: the endpoint's API key (from the variable the configuration names), or None.
        cache_dir: speech cache directory.
    """

    def __init__(
        self, name: str, config: CascadeConfig, key: SecretStr | None, cache_dir: Path | None
    ) -> None:
        from openai import OpenAI

        from duplexworld.caller.components import speech_bank, whisper

        self.name = name
        self._config = config
        self._bank = speech_bank(AGENT_VOICE, cache_dir)
        self._asr = whisper()
        self._client = OpenAI(
            api_key=key.get_secret_value() if key else "none",
            base_url=config.base_url,
            max_retries=0,
            timeout=60.0,
        )
        # the client imports its chat module on first use (0.1 s measured): a one-off import
        # is not the model's latency, which is charged as the request's wall time
        _ = self._client.chat.completions
        self._reset([], ())

    def _reset(self, tools: list[dict[str, Any]], names: tuple[str, ...]) -> None:
        self._tools = tools
        self._messages: list[dict[str, Any]] = []
        self._out: LineOut = SpeechOut(self._bank)
        self._inbox: list[str] = []
        """Text mode: messages that arrived while a reply was being made (read next)."""
        self._listener = Listener(
            hangover=self._config.end_silence_ticks,
            detector=StreamingVAD(threshold=self._config.vad_threshold),
        )
        self._pending: list[_Pending] = []
        self._rounds = 0
        self._waiting: set[str] = set()
        self._usage: dict[str, float] = {}
        self._late = LatenessLog(self._config.max_late_p99_ms, TICK_MS)

    def start(self, context: AgentContext) -> None:
        """A new call: the system prompt, the tools in OpenAI form, and the greeting."""
        self._open(context)
        # load the recogniser before the call: a one-off model load is not the agent's latency
        self._asr.transcribe(np.full(1600, 3000, dtype=np.int16))
        self._out.say(self._config.greeting)

    def start_text(self, context: AgentContext) -> None:
        """A new conversation in text mode: the chat endpoint alone is the agent."""
        self._open(context)
        self._out = TextOut()
        self._out.say(self._config.greeting)

    def _open(self, context: AgentContext) -> None:
        tools = [
            {
                "type": "function",
                "function": {
                    "name": t.name,
                    "description": t.description,
                    "parameters": t.parameters,
                },
            }
            for t in context.tools
            if t.actor == "agent"
        ]
        self._reset(tools, tuple(t.name for t in context.tools))
        self._messages = [{"role": "system", "content": context.instructions}]
        self._messages.append({"role": "assistant", "content": self._config.greeting})

    # the model ---------------------------------------------------------------------------

    def _stream(self) -> Iterator[tuple[str, list[dict[str, Any]] | None]]:
        """Yield (text so far, tool calls or None when done)."""
        from openai import APIConnectionError, APIStatusError

        kwargs: dict[str, Any] = {
            "model": self._config.model,
            "messages": self._messages,
            "temperature": self._config.temperature,
        }
        if self._tools:
            kwargs["tools"] = self._tools
        try:
            if not self._config.stream:
                reply = self._client.chat.completions.create(**kwargs)
                self._count(reply.usage)
                message = reply.choices[0].message
                calls = [c.model_dump() for c in message.tool_calls or []]
                yield message.content or "", calls
                return
            text = ""
            calls_by_index: dict[int, dict[str, Any]] = {}
            stream = self._client.chat.completions.create(
                stream=True, stream_options={"include_usage": True}, **kwargs
            )
            for chunk in stream:
                self._count(chunk.usage)
                if not chunk.choices:
                    continue
                delta = chunk.choices[0].delta
                if delta.content:
                    text += delta.content
                    yield text, None
                for call in delta.tool_calls or []:
                    entry = calls_by_index.setdefault(
                        call.index,
                        {"id": "", "type": "function", "function": {"name": "", "arguments": ""}},
                    )
                    entry["id"] = call.id or entry["id"]
                    if call.function is not None:
                        entry["function"]["name"] += call.function.name or ""
                        entry["function"]["arguments"] += call.function.arguments or ""
            yield text, [calls_by_index[i] for i in sorted(calls_by_index)]
        except APIStatusError as exc:
            kind: InfraKind = "rate_limit" if exc.status_code == 429 else "server_error"
            raise InfrastructureError(kind, f"chat completions HTTP {exc.status_code}") from None
        except APIConnectionError:
            raise InfrastructureError("refused", "chat completions unreachable") from None

    def _count(self, usage: Any) -> None:
        if usage is None:
            return
        counts = {
            "prompt_tokens": usage.prompt_tokens,
            "completion_tokens": usage.completion_tokens,
        }
        for key, value in counts.items():
            if isinstance(value, int):
                self._usage[key] = self._usage.get(key, 0.0) + value

    def usage(self) -> dict[str, float]:
        """Chat-completions tokens of the call, as the endpoint reported them."""
        return dict(self._usage)

    def stage_lateness(self) -> TickLateness:
        """How long the model's client waited for a core in each output's charged time (ms),
        against ``max_late_p99_ms``."""
        return self._late.summary()

    def billed_model(self) -> str:
        """The chat model."""
        return self._config.model

    def _respond(self, tick: int, clock: StageClock) -> None:
        """One model round from the current messages, scheduled by the measured times."""
        # the model is remote: its wall time, as measured, is what the caller waits (with
        # what the client's thread waited for a core in it, kept as the harness's lateness)
        started, queued = time.perf_counter(), run_queue_wait()
        first_at: float | None = None
        first_wait = 0.0
        text, calls = "", None
        for text, calls in self._stream():
            if first_at is None and calls is None and len(_sentences(text)) > 1:
                # the first sentence is complete: a streaming cascade starts speaking it now
                first_at = time.perf_counter() - started
                first_wait = run_queue_wait() - queued
        total, total_wait = time.perf_counter() - started, run_queue_wait() - queued
        calls = calls or []
        if calls or first_at is None:
            clock.add("llm", total, "wall", total_wait)
        else:
            clock.add("llm", first_at, "wall", first_wait)
        message: dict[str, Any] = {"role": "assistant", "content": text or None}
        if calls:
            message["tool_calls"] = calls
        self._messages.append(message)
        sentences = _sentences(text)
        if calls:
            tool_calls = tuple(self._tool_call(c) for c in calls)
            self._waiting = {c.call_id for c in tool_calls}
            ready = clock.ready_tick(tick)
            note = clock.note("tool call", tick)
            self._late.record(clock.late_s)
            self._pending.append(_Pending(ready, tuple(sentences), tool_calls, note))
            return
        if not sentences:
            return
        if isinstance(self._out, SpeechOut):  # text mode synthesises nothing
            with clock.stage("tts"):  # local: its CPU time
                self._bank.speak(sentences[0])  # rendered (and cached) now: its time counts
        note = clock.note("reply", tick)
        self._late.record(clock.late_s)
        self._pending.append(_Pending(clock.ready_tick(tick), tuple(sentences), (), note))

    def _tool_call(self, call: dict[str, Any]) -> ToolCall:
        raw = call["function"]["arguments"] or "{}"
        try:
            arguments: Any = json.loads(raw)
        except json.JSONDecodeError:
            arguments = raw  # the world rejects it with a clear result
        return ToolCall(call_id=call["id"], name=call["function"]["name"], arguments=arguments)

    # the tick ----------------------------------------------------------------------------

    def step(self, data: AgentInput) -> AgentChunk:
        """Endpoint the caller, run the stages when a turn ends, release what is ready."""
        notes: list[str] = []
        self._continue_tools(data.tick, data.tool_results)
        if not self._out.busy and not self._pending:
            clock = StageClock()
            # the endpointer's work on the tick that ends the turn is on the way to the reply
            # (earlier ticks' ran while the caller spoke); local stages: their CPU time
            with clock.stage("vad"):
                turn = self._listener.feed(data.audio)
            if turn is not None:
                with clock.stage("asr"):
                    heard = self._asr.transcribe(turn)
                notes.append(f"heard: {heard!r}")
                if heard.strip():
                    self._messages.append({"role": "user", "content": heard})
                    self._rounds = 0
                    self._respond(data.tick, clock)
        chunk = self._release(data.tick, notes)
        if self._out.busy:
            self._listener.reset()  # half-duplex: it does not hear itself or the caller
        return chunk

    def step_text(self, data: TextInput) -> AgentChunk:
        """Text mode: a message from the caller starts a model round once the agent is free
        (messages that arrive meanwhile wait, none is lost); release what is ready."""
        notes: list[str] = []
        if data.text:
            self._inbox.append(data.text)
        self._continue_tools(data.tick, data.tool_results)
        if self._inbox and not self._out.busy and not self._pending and not self._waiting:
            message, self._inbox = " ".join(self._inbox), []
            notes.append(f"read: {message!r}")
            self._messages.append({"role": "user", "content": message})
            self._rounds = 0
            self._respond(data.tick, StageClock())
        return self._release(data.tick, notes)

    def _continue_tools(self, tick: int, results: tuple[ToolResult, ...]) -> None:
        """Tool results in: the next model round once every call of the last one returned."""
        if results:
            self._add_results(results)
            if not self._waiting and self._rounds < self._config.max_tool_rounds:
                self._rounds += 1
                self._respond(tick, StageClock())

    def _release(self, tick: int, notes: list[str]) -> AgentChunk:
        """Say (or send) what the measured stages made ready by ``tick``."""
        calls: tuple[ToolCall, ...] = ()
        for pending in [p for p in self._pending if p.tick <= tick]:
            self._pending.remove(pending)
            notes.append(pending.note)
            for sentence in pending.sentences:
                self._out.say(sentence)
            calls += pending.calls
        audio, text = self._out.next_tick()
        return AgentChunk(audio=audio, transcript=text, tool_calls=calls, notes=tuple(notes))

    def _add_results(self, results: tuple[ToolResult, ...]) -> None:
        for result in results:
            if result.call_id in self._waiting:
                self._waiting.discard(result.call_id)
                self._messages.append(
                    {"role": "tool", "tool_call_id": result.call_id, "content": result.content}
                )

    def spec(self) -> dict[str, Any]:
        """Components and the timing rule, for the trace header (never the key)."""
        return {
            "name": self.name,
            "kind": "cascade",
            "timing": RULE,
            "model": self._config.model,
            "base_url": self._config.base_url,
            "stream": self._config.stream,
            "vad_threshold": self._config.vad_threshold,
            "asr": self._asr.spec(),
            "speech": self._bank.spec(),
            "api_key_env": self._config.api_key_env,
        }
