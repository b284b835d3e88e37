"""One Ridgeway Freight call end to end on the real offline stack (piper, clean line, whisper).

The oracle plays the sealed-trailer scenario: a caller-side step, a world change after its
first read, and a write that the tools allow only after both. The other 26 scenarios are
played by ``duplexworld scenarios validate --world logistics --episodes``, too slow for CI.
"""

from __future__ import annotations

import pytest

from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.trace import ToolCalled, read_trace
from duplexworld.worlds import builtin_scenarios

pytestmark = pytest.mark.slow


def test_oracle_solves_the_sealed_trailer_call(tmp_path):
    scenario = next(
        s for s in builtin_scenarios("logistics") if s.id == "logistics_guided_procedure_03"
    )
    spec = EpisodeSpec(scenario=scenario, agent="oracle", channel="clean", run_index=0)
    scores = run_one(spec, tmp_path)
    trace = read_trace(tmp_path / "episodes" / spec.key)
    calls = [(e.actor, e.name) for e in trace.events(ToolCalled)]
    assert ("caller", "check_trailer_seal") in calls
    assert calls.index(("caller", "check_trailer_seal")) < calls.index(
        ("agent", "authorize_unload")
    )
    assert [name for _, name in calls].count("get_shipment") == 2
    assert scores.reward == 1.0
