"""The trace header: everything needed to know what produced a trace and to re-score it."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, JsonValue

TRACE_FORMAT = 1
"""Version of the on-disk trace layout; bump when a reader would misread older traces."""


class TraceHeader(BaseModel):
    """Header of one episode's trace (written before the first tick).

    Holds no wall-clock values so that two runs of the same episode have identical headers;
    wall-clock metadata lives in ``meta.json``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    trace_format: int = TRACE_FORMAT
    duplexworld_version: str
    episode_key: str
    scenario_id: str
    scenario_sha256: str
    world: str
    run_index: int
    seed: int
    channel: str
    modality: Literal["voice", "text"] = "voice"
    """``text``: the text control (no speech, no line; turn-taking and audio metrics are
    absent); ``voice``: a call over the channel."""
    tick_ms: int
    step_cap_ticks: int
    seed_state_hash: str
    components: dict[str, JsonValue]
    """Spec of every component: agent, caller, channel, tts, asr, world (with versions)."""
    scenario: dict[str, JsonValue]
    """The scenario as loaded, so scoring needs nothing but the run directory."""
