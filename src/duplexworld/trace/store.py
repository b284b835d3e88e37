"""Writing and reading a trace directory.

Layout of one episode directory::

    header.json        TraceHeader (no wall-clock values)
    events.jsonl       one typed event per line, in tick order
    audio.flac         stereo 8 kHz: left = caller as the agent heard it, right = the agent
                       (absent when no tick carried audio: text mode, a call that ended at
                       tick 0; libsndfile cannot read a FLAC file of no frames)
    final_state.json   the world's record store at the end
    meta.json          wall-clock metadata (start time, durations): never compared

The writer works in ``<dir>.partial`` and renames it at the end, so a directory without that
suffix is always complete.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import soundfile as sf

from duplexworld.trace.events import EVENT_ADAPTER, Event, EventT, Terminated, TickLateness
from duplexworld.trace.header import TraceHeader
from duplexworld.units import TELEPHONE_RATE, samples_per_tick
from duplexworld.util.secrets import Scrubber

_TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)

META_FILE = "meta.json"
"""A trace's wall-clock metadata (start time, durations, attempts): never compared."""


def read_meta(directory: Path) -> dict[str, Any]:
    """The ``meta.json`` of a finished trace directory as a dict ({} if not an object).

    Raises:
        OSError, ValueError: the file is missing or not JSON.
    """
    data = json.loads((Path(directory) / META_FILE).read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def _fit_tick(samples: np.ndarray) -> np.ndarray:
    samples = np.asarray(samples, dtype=np.int16).reshape(-1)[:_TICK_SAMPLES]
    if samples.size < _TICK_SAMPLES:
        samples = np.pad(samples, (0, _TICK_SAMPLES - samples.size))
    return samples


class EventLog(list[Event]):
    """A trace's events in tick order: a list, and called with an event class, the events of
    that class.

    ``trace.events(ToolCalled)`` is a ``list[ToolCalled]`` to the type checker, so a query
    needs neither a string kind nor a cast before it reads the class's fields.
    """

    def __call__(self, cls: type[EventT]) -> list[EventT]:
        """The events that are instances of ``cls``, in order."""
        return [event for event in self if isinstance(event, cls)]


class TraceWriter:
    """Builds one episode's trace directory."""

    def __init__(self, directory: Path, header: TraceHeader) -> None:
        self.directory = Path(directory)
        self.partial = self.directory.with_name(self.directory.name + ".partial")
        if self.partial.exists():
            shutil.rmtree(self.partial)
        self.partial.mkdir(parents=True)
        self.header = header
        # every string written goes through one scrubber: a provider may echo the agent's key
        # into an event, a spec may carry a URL's token
        self._scrub = Scrubber()
        (self.partial / "header.json").write_text(
            self._scrub(header.model_dump_json(indent=2)) + "\n", encoding="utf-8"
        )
        self._events = (self.partial / "events.jsonl").open("w", encoding="utf-8")
        self._caller: list[np.ndarray] = []
        self._agent: list[np.ndarray] = []
        self.events = EventLog()

    def emit(self, event: Event) -> None:
        """Append one event."""
        self.events.append(event)
        self._events.write(self._scrub(event.model_dump_json()) + "\n")

    def audio(self, caller_heard: np.ndarray, agent_said: np.ndarray) -> None:
        """Append one tick of audio for both lanes (int16, 8 kHz; padded or cut to a tick)."""
        self._caller.append(_fit_tick(caller_heard))
        self._agent.append(_fit_tick(agent_said))

    def close(self, final_state: dict[str, Any], meta: dict[str, Any]) -> Path:
        """Write the remaining files and move the directory into place."""
        self._events.close()
        if self._caller:
            stereo = np.stack([np.concatenate(self._caller), np.concatenate(self._agent)], axis=1)
            sf.write(self.partial / "audio.flac", stereo, TELEPHONE_RATE, subtype="PCM_16")
        (self.partial / "final_state.json").write_text(
            self._scrub(json.dumps(final_state, indent=1, sort_keys=True)) + "\n",
            encoding="utf-8",
        )
        (self.partial / META_FILE).write_text(
            self._scrub(json.dumps(meta, indent=2, sort_keys=True)) + "\n", encoding="utf-8"
        )
        if self.directory.exists():
            shutil.rmtree(self.directory)
        os.replace(self.partial, self.directory)
        return self.directory

    def tick_lateness(self) -> TickLateness | None:
        """The lateness summary of the final record written so far (None without one)."""
        terminated = self.events(Terminated)
        return terminated[-1].tick_lateness if terminated else None

    def abandon(self) -> None:
        """Drop a half-written trace (infrastructure failure: the episode will be rerun)."""
        self._events.close()
        shutil.rmtree(self.partial, ignore_errors=True)


@dataclass
class Trace:
    """A trace loaded back from disk.

    ``events`` may be given as any list of events; it is kept as an ``EventLog``, so
    ``trace.events(Heard)`` queries it by class.
    """

    directory: Path
    header: TraceHeader
    events: EventLog
    final_state: dict[str, Any]
    meta: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # a trace built in memory (a test, a scripted run) passes a plain list
        if not isinstance(self.events, EventLog):
            self.events = EventLog(self.events)

    def audio(self) -> tuple[np.ndarray, int]:
        """Stereo int16 audio (samples x 2) and its sample rate (no samples when the trace
        has no audio file)."""
        path = self.directory / "audio.flac"
        if not path.is_file():
            return np.zeros((0, 2), dtype=np.int16), TELEPHONE_RATE
        data, rate = sf.read(path, dtype="int16", always_2d=True)
        return data, rate

    @property
    def end_tick(self) -> int:
        """Tick of the termination event (the length of the call in ticks)."""
        terminated = self.events(Terminated)
        return terminated[-1].tick if terminated else (self.events[-1].tick if self.events else 0)

    @property
    def tick_lateness(self) -> TickLateness | None:
        """How late the harness started the call's ticks (from the final record), or None:
        not a wall-clock call, or a trace written before the final record carried it."""
        terminated = self.events(Terminated)
        return terminated[-1].tick_lateness if terminated else None


def read_trace(directory: Path | str) -> Trace:
    """Load a trace directory written by ``TraceWriter``.

    Raises:
        ValueError: a file is missing or an event line does not parse; the message names the
            file and line.
    """
    directory = Path(directory)
    header_path = directory / "header.json"
    if not header_path.is_file():
        raise ValueError(f"{header_path}: missing (not a trace directory)")
    header = TraceHeader.model_validate_json(header_path.read_text(encoding="utf-8"))
    events = EventLog()
    events_path = directory / "events.jsonl"
    with events_path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                events.append(EVENT_ADAPTER.validate_json(line))
            except ValueError as exc:
                raise ValueError(f"{events_path}:{number}: bad event ({exc})") from exc
    final_state = json.loads((directory / "final_state.json").read_text(encoding="utf-8"))
    meta_path = directory / "meta.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8")) if meta_path.is_file() else {}
    return Trace(
        directory=directory, header=header, events=events, final_state=final_state, meta=meta
    )
