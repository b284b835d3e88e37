"""Circuit breakers, one per endpoint, shared by every client of that endpoint in a process.

A judge or decider endpoint that is down must cost a bounded amount of time per campaign,
not attempts x timeout for every episode. After ``threshold`` consecutive failed attempts
(a retry counts) the breaker opens: calls fail at once (the judged metrics are absent,
"judge unavailable"; the decider falls back to the seeded policy). After ``cooldown_s`` one
trial request is let through (half-open); its success closes the breaker, its failure opens
it again. So a dead
endpoint costs at most ``threshold`` attempts, plus one per cooldown period.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

DEFAULT_THRESHOLD = 3
DEFAULT_COOLDOWN_S = 600.0


@dataclass
class CircuitBreaker:
    """The state of one endpoint."""

    threshold: int = DEFAULT_THRESHOLD
    cooldown_s: float = DEFAULT_COOLDOWN_S
    clock: Callable[[], float] = time.monotonic
    failures: int = 0
    last_error: str = ""
    opened_at: float | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def allow(self) -> bool:
        """Whether a request may be sent now (closed, or half-open after the cooldown)."""
        with self._lock:
            if self.opened_at is None:
                return True
            if self.clock() - self.opened_at >= self.cooldown_s:
                self.opened_at = self.clock()  # one trial per cooldown period
                return True
            return False

    @property
    def is_open(self) -> bool:
        """Whether calls are being refused."""
        return self.opened_at is not None

    def succeeded(self) -> None:
        """A request got through: close."""
        with self._lock:
            self.failures, self.opened_at, self.last_error = 0, None, ""

    def failed(self, error: str) -> None:
        """An attempt failed: count it, open at the threshold."""
        with self._lock:
            self.failures += 1
            self.last_error = error
            if self.failures >= self.threshold:
                self.opened_at = self.clock()


_BREAKERS: dict[str, CircuitBreaker] = {}
_LOCK = threading.Lock()


def breaker_for(endpoint: str) -> CircuitBreaker:
    """The breaker of ``endpoint`` (created closed on first use)."""
    with _LOCK:
        return _BREAKERS.setdefault(endpoint, CircuitBreaker())


def open_breakers() -> dict[str, CircuitBreaker]:
    """Breakers refusing calls now, by endpoint (for status lines; never print the key)."""
    with _LOCK:
        return {endpoint: b for endpoint, b in _BREAKERS.items() if b.is_open}


def reset_breakers() -> None:
    """Forget every breaker (a new campaign in the same process, and tests)."""
    with _LOCK:
        _BREAKERS.clear()
