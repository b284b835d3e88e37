"""The fakes' scripted conversation: a line the caller cut off unheard is said again.

The fake's endpointing can take a pause inside the caller's turn for its end (a 200 ms-tick
VAD with a 600 ms hangover against a caller's sentence pause of about half a second); it then
starts its next line, and the caller, carrying on, cuts it off. A model told how much of its
answer was heard asks again; a fake that moved on skipped the full-name question of the
LiveKit episode (tests/agents/test_livekit_agent.py) whenever its ticks fell that way.
"""

from __future__ import annotations

import asyncio

import numpy as np

from duplexworld.caller.components import speech_bank
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.fakes.script import LINES, ScriptedModel
from duplexworld.units import TELEPHONE_RATE, samples_per_tick


class _Recorder:
    """A sink that keeps what the fake said, in order."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.statuses: list[str] = []

    async def speech_started(self) -> None:
        pass

    async def speech_stopped(self) -> None:
        pass

    async def response_started(self, response_id: str) -> None:
        pass

    async def audio(self, item_id: str, pcm: np.ndarray) -> None:
        pass

    async def transcript(self, item_id: str, text: str) -> None:
        self.said.append(text)

    async def function_call(self, item_id: str, call_id: str, name: str, arguments: str) -> None:
        pass

    async def response_done(self, response_id: str, status: str, usage: dict[str, int]) -> None:
        self.statuses.append(status)

    async def fault(self, name: str) -> None:
        pass


def _caller() -> np.ndarray:
    words = speech_bank(AGENT_VOICE).speak("Hello, I am calling about my debit card, please.")
    return np.clip(np.round(np.asarray(words) * 32767), -32768, 32767).astype(np.int16)


def _silence(seconds: float) -> np.ndarray:
    return np.zeros(int(seconds * TELEPHONE_RATE), dtype=np.int16)


async def _play(model: ScriptedModel, pcm: np.ndarray) -> None:
    """Caller audio a tick at a time, the fake's own tasks running in between (as on a line)."""
    tick = samples_per_tick(TELEPHONE_RATE)
    for start in range(0, pcm.size, tick):
        await model.feed(pcm[start : start + tick])
        await asyncio.sleep(0.01)


async def _turns(cut_after_s: list[float]) -> list[str]:
    """The caller speaks, pauses until the fake answers, and speaks again ``cut_after_s[k]``
    seconds (of the call's clock) into the fake's k-th answer; then waits for the last one."""
    sink = _Recorder()
    model = ScriptedModel(sink, TELEPHONE_RATE, 0.5)
    speech = _caller()
    await _play(model, speech)
    for wait in [*cut_after_s, None]:
        answered = len(sink.said)
        await _play(model, _silence(1.0))  # the fake's endpointing ends the caller's turn
        for _ in range(400):  # its answer is synthesised and begins
            if len(sink.said) > answered:
                break
            await asyncio.sleep(0.05)
        if wait is None:
            break
        await _play(model, _silence(wait))
        await _play(model, speech)  # the caller carries on over the answer
    if model.speaking is not None:
        model.speaking.cancel()
    return sink.said


def test_a_line_cut_off_before_the_caller_heard_it_is_said_again_once() -> None:
    # cut at once, twice: the greeting is said again after the first cut, not the second
    said = asyncio.run(_turns([0.0, 0.0]))
    assert said == [LINES[0], LINES[0], LINES[1]], said


def test_a_line_heard_through_is_not_said_again() -> None:
    # the caller speaks once the greeting has played (about 2 s long): the script goes on
    said = asyncio.run(_turns([4.0]))
    assert said == [LINES[0], LINES[1]], said


class _ClosedOnResponse(_Recorder):
    """A sink whose connection a fault closed: the response fails on its first send."""

    async def response_started(self, response_id: str) -> None:
        raise ConnectionError("closed by the fault")


def test_a_response_ended_by_a_closed_connection_is_never_logged_as_unretrieved(caplog):
    # asyncio logs a collected task's unretrieved exception, and on CPython 3.11 that logging
    # can break another thread's ast.parse (fakes/script.py, retrieve_outcome)
    import gc

    async def respond_once() -> None:
        model = ScriptedModel(_ClosedOnResponse(), TELEPHONE_RATE, 0.5)
        model.respond()
        assert model.speaking is not None
        await asyncio.wait([model.speaking])
        model.speaking = None  # the fake drops the task, as a closed connection's model does

    loop = asyncio.new_event_loop()
    try:
        with caplog.at_level("ERROR", logger="asyncio"):
            loop.run_until_complete(respond_once())
            gc.collect()
    finally:
        loop.close()
    assert not [r for r in caplog.records if "never retrieved" in r.getMessage()]
