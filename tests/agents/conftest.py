"""Helpers for the agent tests: agent configurations pointed at a running fake."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from duplexworld.agents import registry

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "agents"
CONFIGS = {
    "raw_ws": "raw_ws.yaml",
    "openai_realtime": "openai_realtime.yaml",
    "openai_realtime_beta": "openai_realtime_beta.yaml",
    "xai_realtime": "xai_realtime.yaml",
    "qwen_omni": "qwen_omni.yaml",
    "twilio_bot": "twilio.yaml",
    "gemini_live": "gemini_live.yaml",
}
"""Each fake and the example configuration that reaches it."""

SPEED = 8.0
"""Pacing of the fakes in tests (a real service runs at 1.0)."""
LOOSE_LATENESS_MS = 10_000.0
"""The p99 tick-lateness bound of protocol tests: at 8x a tick is 25 ms, and the harness's own
recognition of a bot's audio (Twilio) outruns the playout; time-keeping itself is tested at
1x (test_timekeeping.py)."""


def config_for(
    fake: str, url: str, directory: Path, ca_file: Path | None = None, **changes: object
) -> Path:
    """The example configuration of ``fake``, pointed at ``url`` and paced at SPEED."""
    data = yaml.safe_load((EXAMPLES / CONFIGS[fake]).read_text(encoding="utf-8"))
    data["url" if fake in {"raw_ws", "twilio_bot"} else "base_url"] = url
    data.update(
        {
            "realtime_speed": SPEED,
            "backoff_s": 0.05,
            "max_late_p99_ms": LOOSE_LATENESS_MS,
            **changes,
        }
    )
    if ca_file is not None:
        data["ca_file"] = str(ca_file)
    path = directory / f"{fake}.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _fresh_registry():
    # references resolve once per process; tests write new files under the same names
    registry._resolve.cache_clear()
    yield
    registry._resolve.cache_clear()


@pytest.fixture
def agent_config():
    """``config_for`` as a fixture (test modules here are not a package)."""
    return config_for
