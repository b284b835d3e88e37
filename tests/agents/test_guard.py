"""The rule for agent audio and the step budget, on their own."""

import time

import numpy as np
import pytest

from duplexworld.agents import AgentChunk
from duplexworld.agents.errors import AgentFault
from duplexworld.agents.guard import AgentGuard, HarnessDials, check_audio


def test_float_audio_is_scaled_from_full_scale_and_int16_kept():
    pcm, notes = check_audio(np.array([0.0, 0.5, -1.0, 1.0], dtype=np.float32), 0)
    assert pcm.dtype == np.int16 and pcm.tolist() == [0, 16384, -32767, 32767]
    assert notes == []
    same, _ = check_audio(np.array([1, -2, 3], dtype=np.int16), 0)
    assert same.tolist() == [1, -2, 3]
    column, _ = check_audio(np.zeros((10, 1), dtype=np.int16), 0)
    assert column.shape == (10,)


def test_slight_float_overshoot_is_clipped_and_noted_larger_refused():
    pcm, notes = check_audio(np.array([1.02, -1.01], dtype=np.float64), 0)
    assert pcm.tolist() == [32767, -32767] and "clipped" in notes[0]
    with pytest.raises(AgentFault, match="peak is 2"):
        check_audio(np.array([2.0]), 5)


@pytest.mark.parametrize(
    "audio, message",
    [
        (np.zeros((1600, 2), dtype=np.int16), "stereo"),
        (np.zeros(10, dtype=np.int32), "int32 refused"),
        (np.zeros(10, dtype=np.uint8), "uint8 refused"),
        (np.array([0.1, np.nan], dtype=np.float32), "NaN or inf"),
        (b"\x00\x01", "bytes"),
    ],
)
def test_unusable_audio_is_refused_with_the_reason(audio, message):
    with pytest.raises(AgentFault, match=message):
        check_audio(audio, 3)


class Sleeper:
    name = "sleeper"

    def start(self, context):
        pass

    def step(self, data):
        time.sleep(30)
        return AgentChunk()

    def spec(self):
        return {"name": self.name}


def test_a_step_over_its_budget_is_abandoned_at_the_budget():
    from duplexworld.agents.base import AgentInput

    guard = AgentGuard(Sleeper(), HarnessDials(step_wall_cap_s=0.3))
    started = time.monotonic()
    with pytest.raises(AgentFault, match="exceeded its wall cap of 0.3 s"):
        guard.step(AgentInput(tick=0, audio=np.zeros(1600, dtype=np.int16)))
    assert time.monotonic() - started < 1.0
    with pytest.raises(AgentFault, match="never returned"):
        guard.step(AgentInput(tick=1, audio=np.zeros(1600, dtype=np.int16)))


def test_the_episode_budget_cuts_a_step_that_is_within_its_own_budget():
    from duplexworld.agents.base import AgentInput

    guard = AgentGuard(Sleeper(), HarnessDials(step_wall_cap_s=10, episode_budget_s=0.3))
    with pytest.raises(AgentFault, match="episode's wall budget of 0.3 s"):
        guard.step(AgentInput(tick=0, audio=np.zeros(1600, dtype=np.int16)))


def test_tool_arguments_over_the_limits_are_named():
    from duplexworld.agents.guard import argument_problem

    dials = HarnessDials()
    assert argument_problem({"query": "pharmacy"}, dials) is None
    assert "value is too long (600" in argument_problem({"q": ["x" * 600]}, dials)
    assert "arguments too long" in argument_problem({f"k{i}": "y" * 400 for i in range(20)}, dials)


def test_a_huge_budget_dial_waits_in_slices_and_does_not_overflow():
    from duplexworld.agents.base import AgentInput

    class Quick:
        name = "quick"

        def start(self, context):
            pass

        def step(self, data):
            return AgentChunk()

        def spec(self):
            return {"name": self.name}

    dials = HarnessDials(step_budget_s=1e12, step_wall_cap_s=1e12, episode_budget_s=1e12)
    guard = AgentGuard(Quick(), dials)
    chunk = guard.step(AgentInput(tick=0, audio=np.zeros(1600, dtype=np.int16)))
    assert chunk.audio.size == 0
