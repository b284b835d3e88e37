"""Gold labels of injected channel effects, written at injection time.

Each label says what was injected (``kind`` and its finer ``label``), where (ticks and exact
samples at 8 kHz, absolute from the start of the call) and with what parameters. The channel
returns a tick's new labels with that tick's audio; the orchestrator writes each as an
``effect_injected`` trace event, which is what makes selectivity scorable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from duplexworld.units import TELEPHONE_RATE, samples_per_tick

__all__ = ["EffectKind", "EffectLabel"]

EffectKind = Literal["burst_noise", "frame_drop", "muffling", "out_of_turn_speech"]
"""Effect kinds, named as in DuplexWorld's call payloads (``fx`` kinds)."""

_TICK = samples_per_tick(TELEPHONE_RATE)


@dataclass(frozen=True)
class EffectLabel:
    """One injected effect.

    ``label`` is the gold label scorers read: ``vocal_tic`` or ``non_directed_phrase`` for
    out-of-turn speech (what the agent should ignore), else the kind itself. ``details`` holds
    plain JSON values (snr_db, source clip, sample span...); treat it as read-only.
    """

    kind: EffectKind
    label: str
    start_sample: int
    """First affected sample, absolute (8 kHz, from the start of the call)."""
    end_sample: int
    """One past the last affected sample."""
    text: str = ""
    """What was said, for speech (``[cough]`` for a tic); empty otherwise."""
    details: dict[str, str | int | float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """Reject empty or reversed spans."""
        if not 0 <= self.start_sample < self.end_sample:
            raise ValueError(
                f"effect span must satisfy 0 <= start < end, got "
                f"{self.start_sample}..{self.end_sample}"
            )

    @property
    def start_tick(self) -> int:
        """Tick in which the effect starts (the tick that reports it)."""
        return self.start_sample // _TICK

    @property
    def end_tick(self) -> int:
        """First tick after the effect (exclusive)."""
        return -(-self.end_sample // _TICK)

    @property
    def duration_ms(self) -> float:
        """Length of the effect in milliseconds."""
        return (self.end_sample - self.start_sample) * 1000.0 / TELEPHONE_RATE

    def event_fields(self) -> dict[str, object]:
        """Keyword arguments of the ``EffectInjected`` trace event for this label."""
        return {
            "tick": self.start_tick,
            "effect": self.kind,
            "label": self.label,
            "start_tick": self.start_tick,
            "end_tick": self.end_tick,
            "text": self.text,
            "details": {
                "start_sample": self.start_sample,
                "end_sample": self.end_sample,
                **self.details,
            },
        }
