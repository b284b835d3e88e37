"""An example metric plug-in: how long the caller waits for the agent's first words.

duplexworld loads it from the ``duplexworld.metrics`` entry point of this package and computes
it for every episode from the stored trace alone; it shows up as a column of results.jsonl
(``first_words_s``, with its version in ``metric_versions``) and in the report's dynamics
pillar. A call in which the agent never spoke has no value: the metric is absent, with the
reason, never 0.
"""

from __future__ import annotations

from duplexworld.metrics.base import Absent, MetricDisplay, MetricValue
from duplexworld.trace import Trace, Utterance
from duplexworld.units import ticks_to_seconds


class FirstWords:
    """Seconds from the start of the call to the agent's first utterance."""

    name = "first_words_s"
    version = "1"
    description = "seconds from the start of the call to the agent's first words"
    display = MetricDisplay(
        pillar="dynamics",
        label="first words s",
        higher_is_better=False,
        absent="the agent never spoke",
    )

    def compute(self, trace: Trace) -> MetricValue | Absent:
        """The first agent utterance's tick in seconds, or Absent when there is none."""
        spoken = [e for e in trace.events(Utterance) if e.lane == "agent"]
        first = spoken[0] if spoken else None
        if first is None:
            return Absent(name=self.name, version=self.version, reason="the agent never spoke")
        return MetricValue(
            name=self.name,
            version=self.version,
            value=ticks_to_seconds(first.tick),
            evidence={"tick": first.tick, "text": first.text[:80]},
        )
