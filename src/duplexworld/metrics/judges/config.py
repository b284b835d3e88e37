"""Judge configuration: which OpenAI-compatible endpoint and model, from code or environment.

Environment variables (read at call time, so workers and tests can set them):

- ``DUPLEXWORLD_JUDGE_MODEL``: the model name; the judged metrics are absent without it.
- ``DUPLEXWORLD_JUDGE_BASE_URL``: the endpoint's base URL, the part before
  ``/chat/completions`` (default ``https://api.openai.com/v1``).
- ``DUPLEXWORLD_JUDGE_API_KEY``: sent as a bearer token; optional for local servers. It lives
  in memory only: never in logs, traces, cache files, scores or reports.
- ``DUPLEXWORLD_JUDGE_CACHE``: verdict cache folder (default ``$DUPLEXWORLD_CACHE/judges`` or
  ``~/.cache/duplexworld/judges``).
- ``DUPLEXWORLD_JUDGE_TIMEOUT``: seconds per request (default 120).
"""

from __future__ import annotations

import os
import threading
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from duplexworld.metrics.judges.breaker import open_breakers
from duplexworld.util.filecache import cache_root
from duplexworld.util.secrets import register_secret, url_secrets

__all__ = [
    "DEFAULT_BASE_URL",
    "JudgeConfig",
    "config_with",
    "configure_judge",
    "default_judge_cache",
    "judge_config",
    "judge_status",
]

DEFAULT_BASE_URL = "https://api.openai.com/v1"


def default_judge_cache() -> Path:
    """``$DUPLEXWORLD_CACHE/judges``, else ``~/.cache/duplexworld/judges``."""
    return cache_root() / "judges"


@dataclass(frozen=True)
class JudgeConfig:
    """One judge endpoint. ``api_key`` is excluded from ``repr`` and comparisons."""

    model: str
    base_url: str = DEFAULT_BASE_URL
    api_key: str | None = field(default=None, repr=False, compare=False)
    cache_dir: Path = field(default_factory=default_judge_cache)
    timeout_s: float = 120.0
    max_attempts: int = 4
    """Attempts per request on rate limits, server errors and dropped connections."""

    def __post_init__(self) -> None:
        """Have the key and the URL's secret parts scrubbed from everything written."""
        register_secret(self.api_key)
        for value in url_secrets(self.base_url):
            register_secret(value)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> JudgeConfig | None:
        """The configuration in the environment, or None when no judge model is set."""
        env = os.environ if env is None else env
        model = env.get("DUPLEXWORLD_JUDGE_MODEL", "").strip()
        if not model:
            return None
        cache = env.get("DUPLEXWORLD_JUDGE_CACHE", "").strip()
        timeout = env.get("DUPLEXWORLD_JUDGE_TIMEOUT", "").strip()
        return cls(
            model=model,
            base_url=env.get("DUPLEXWORLD_JUDGE_BASE_URL", "").strip() or DEFAULT_BASE_URL,
            api_key=env.get("DUPLEXWORLD_JUDGE_API_KEY", "").strip() or None,
            cache_dir=Path(cache).expanduser() if cache else default_judge_cache(),
            timeout_s=float(timeout) if timeout else 120.0,
        )

    @property
    def endpoint(self) -> str:
        """The chat completions URL (a query string of the base URL stays at the end)."""
        parts = urllib.parse.urlsplit(self.base_url)
        path = parts.path.rstrip("/") + "/chat/completions"
        return urllib.parse.urlunsplit(parts._replace(path=path))

    def public(self) -> str:
        """What may be shown: the model and the endpoint's scheme and host, nothing else.

        Paths and queries can carry tokens in some deployments, so they are left out.
        """
        parts = urllib.parse.urlsplit(self.base_url)
        host = parts.hostname or "?"
        port = f":{parts.port}" if parts.port else ""
        return f"{self.model} at {parts.scheme}://{host}{port}"


_OVERRIDE: JudgeConfig | None = None
_DISABLED = False
_LOCK = threading.Lock()


def configure_judge(config: JudgeConfig | None, *, disabled: bool = False) -> None:
    """Set the judge for this process (over the environment); None returns to the environment.

    ``disabled=True`` turns judging off whatever the environment says (the judged metrics are
    then absent), e.g. for a benchmark of the non-judged metrics.
    """
    global _OVERRIDE, _DISABLED
    with _LOCK:
        _OVERRIDE = config
        _DISABLED = disabled


def judge_config() -> JudgeConfig | None:
    """The active judge: the process override, else the environment, else None."""
    with _LOCK:
        if _DISABLED:
            return None
        if _OVERRIDE is not None:
            return _OVERRIDE
    return JudgeConfig.from_env()


def config_with(model: str | None, base_url: str | None) -> JudgeConfig | None:
    """The active configuration with the model and/or base URL replaced (command-line options).

    The API key still comes from the environment only. None when neither the options nor
    the environment name a model.
    """
    config = judge_config()
    if config is None:
        if not model:
            return None
        config = JudgeConfig.from_env({**os.environ, "DUPLEXWORLD_JUDGE_MODEL": model})
    if config is None or not (model or base_url):
        return config
    return replace(config, model=model or config.model, base_url=base_url or config.base_url)


def judge_status() -> str:
    """One line for reports: which judge scores CP, FAI and NLA, or that they are absent."""
    config = judge_config()
    if config is None:
        return (
            "no judge configured: CP and FAI are absent, NLA is decided by the scenarios' speech "
            "checks alone (absent without them) "
            "(set DUPLEXWORLD_JUDGE_MODEL, DUPLEXWORLD_JUDGE_BASE_URL, DUPLEXWORLD_JUDGE_API_KEY)"
        )
    broken = open_breakers().get(config.endpoint)
    if broken is not None:
        return (
            f"judge unavailable: {config.public()} failed {broken.failures} attempts in a row; "
            "CP, FAI and NLA are absent where it could not be asked (NLA falls back to the "
            "scenarios' speech checks where they exist)"
        )
    return f"judge: {config.public()}, temperature 0, verdicts cached"
