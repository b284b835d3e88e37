"""A scripted faulty caller: the simulator breaking its script, on demand, for tests.

``register_faulty_world()`` registers ``toy_faulty``, the toy world whose callers come from
``FAULTY_CALLERS``: the first ``faulty`` callers it builds reveal a fact their scenario does
not have at their first plan (a ``reveal`` fault for ``caller/validation.py``); later ones are
the ordinary deterministic caller. Campaigns with it run in this process
(``--executor serial``): the count lives here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from duplexworld.caller.policy import CallerChunk, CallerInput, DeterministicCaller
from duplexworld.scenario import Scenario

__all__ = [
    "FAULTY_CALLERS",
    "FAULTY_WORLD",
    "FaultyCaller",
    "FaultyCallers",
    "register_faulty_world",
]

FAULTY_WORLD = "toy_faulty"
"""Name of the toy world with faulty callers."""
UNSCRIPTED_FACT = "not_in_the_script"
"""The fact a faulty caller reveals (no scenario has it)."""


class FaultyCaller(DeterministicCaller):
    """The deterministic caller, except that its first plan reveals a fact it does not have."""

    name = "faulty"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """As ``DeterministicCaller``."""
        super().__init__(*args, **kwargs)
        self._broke = False

    def step(self, heard: CallerInput) -> CallerChunk:
        """The deterministic chunk; the first one with a plan also reveals the unscripted
        fact."""
        chunk = super().step(heard)
        if chunk.plan is None or self._broke:
            return chunk
        self._broke = True
        return replace(chunk, plan_facts=(*chunk.plan_facts, UNSCRIPTED_FACT))


class FaultyCallers:
    """The ``CallerBuilder`` capability of ``toy_faulty``.

    Attributes:
        faulty: how many of the next callers break their script (set by the test).
        seeds: the seed of every caller built, in order.
    """

    def __init__(self) -> None:
        """No faulty callers until a test asks for them."""
        self.faulty = 0
        self.seeds: list[int] = []

    def build_caller(self, scenario: Scenario, speaker: Any, seed: int) -> Any:
        """A faulty caller while ``faulty`` lasts, then the deterministic one."""
        self.seeds.append(seed)
        kind = FaultyCaller if self.faulty > 0 else DeterministicCaller
        self.faulty = max(0, self.faulty - 1)
        return kind(scenario, speaker, seed, speaker_spec=speaker.spec())


FAULTY_CALLERS = FaultyCallers()
"""The one instance the world's registry entry points at."""


def register_faulty_world() -> FaultyCallers:
    """Make ``world: toy_faulty`` scenarios buildable; returns the callers' counter (reset)."""
    from duplexworld.testing.toy import WORLD_TARGET
    from duplexworld.world.registry import WorldEntry, register_world

    register_world(
        WorldEntry(
            name=FAULTY_WORLD,
            target=WORLD_TARGET,
            capabilities="duplexworld.testing.faulty:FAULTY_CALLERS",
        )
    )
    FAULTY_CALLERS.faulty = 0
    FAULTY_CALLERS.seeds.clear()
    return FAULTY_CALLERS
