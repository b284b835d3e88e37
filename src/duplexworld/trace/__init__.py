"""Traces: typed events, the header, and the on-disk writer and reader."""

from duplexworld.trace.events import (
    EVENT_ADAPTER,
    ActReading,
    AgentNote,
    CallerPlan,
    EffectInjected,
    Event,
    EventT,
    HarnessNote,
    Heard,
    SpeechStarted,
    SpeechStopped,
    StateChanged,
    Terminated,
    ToolCalled,
    ToolReturned,
    Utterance,
)
from duplexworld.trace.header import TRACE_FORMAT, TraceHeader
from duplexworld.trace.store import EventLog, Trace, TraceWriter, read_meta, read_trace

__all__ = [
    "EVENT_ADAPTER",
    "TRACE_FORMAT",
    "AgentNote",
    "ActReading",
    "CallerPlan",
    "EffectInjected",
    "Event",
    "EventLog",
    "EventT",
    "HarnessNote",
    "Heard",
    "SpeechStarted",
    "SpeechStopped",
    "StateChanged",
    "Terminated",
    "ToolCalled",
    "ToolReturned",
    "Trace",
    "TraceHeader",
    "TraceWriter",
    "Utterance",
    "read_meta",
    "read_trace",
]
