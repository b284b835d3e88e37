"""Caller turn-taking settings: the tau-Voice defaults (tau2-bench config.py).

Seconds are the published values; ticks are derived once here by rounding.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from duplexworld.units import seconds_to_ticks


@dataclass(frozen=True)
class TurnTakingConfig:
    """When the caller speaks, waits, yields and gives up. Values in seconds."""

    wait_after_other_s: float = 1.0
    """Silence after the agent stops before the caller answers."""
    wait_after_self_s: float = 5.0
    """Silence after the caller's own turn before it speaks again ("Hello?")."""
    yield_when_interrupted_s: float = 1.0
    """Agent speech over the caller this long makes the caller stop."""
    yield_when_interrupting_s: float = 5.0
    check_interval_s: float = 2.0
    integration_window_s: float = 0.5
    both_silent_note_s: float = 4.0
    greeting_wait_s: float = 5.0
    """How long the caller waits for a greeting before speaking first."""
    max_silence_prompts: int = 3
    """Unanswered "are you there?" prompts before the caller hangs up."""

    @property
    def wait_after_other(self) -> int:
        """Ticks of agent silence before the caller answers."""
        return seconds_to_ticks(self.wait_after_other_s)

    @property
    def wait_after_self(self) -> int:
        """Ticks of silence after the caller's turn before it prompts."""
        return seconds_to_ticks(self.wait_after_self_s)

    @property
    def yield_when_interrupted(self) -> int:
        """Ticks of agent speech over the caller before the caller stops."""
        return seconds_to_ticks(self.yield_when_interrupted_s)

    @property
    def yield_when_interrupting(self) -> int:
        """Ticks of agent speech over a caller who cut in before the caller stops."""
        return seconds_to_ticks(self.yield_when_interrupting_s)

    @property
    def greeting_wait(self) -> int:
        """Ticks the caller waits for a greeting."""
        return seconds_to_ticks(self.greeting_wait_s)

    def spec(self) -> dict[str, float | int]:
        """Effective values for the trace header (seconds and derived ticks)."""
        values: dict[str, float | int] = dict(asdict(self))
        values.update(
            wait_after_other_ticks=self.wait_after_other,
            wait_after_self_ticks=self.wait_after_self,
            yield_when_interrupted_ticks=self.yield_when_interrupted,
            yield_when_interrupting_ticks=self.yield_when_interrupting,
            greeting_wait_ticks=self.greeting_wait,
        )
        return values
