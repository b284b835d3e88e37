"""A client for any OpenAI-compatible chat completions endpoint, with a verdict cache.

Requests go through ``util.http.post`` (the standard library's http.client): one total deadline
per request (``timeout_s``), a 1 MB reply cap, no redirects (a redirect is a failure the
breaker counts, and the key never goes to another host). Every request is temperature 0. A
verdict is cached on disk under sha256(prompt name, prompt version, model, messages):
re-scoring a run asks the endpoint nothing it has asked before. Cache files hold the prompt's
name and version, the model, the parsed verdict and the raw reply text; never the API key, the
request headers or the base URL. Replies are scrubbed (``util.secrets.scrub``: the key, the
secret parts of the URL, anything key- or token-shaped) before they are parsed, cached or
logged, since an endpoint may echo the request.

Each endpoint has a circuit breaker (``breaker.py``): attempts are retried with back-off, and
once the endpoint has failed ``threshold`` attempts in a row, requests fail at once with
``JudgeUnavailable`` until its cooldown lets a trial through.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from duplexworld.metrics.judges.breaker import breaker_for
from duplexworld.metrics.judges.config import JudgeConfig
from duplexworld.util.http import HttpFailure, post
from duplexworld.util.secrets import configured_secrets, redact_url, scrub, url_secrets

__all__ = [
    "JudgeClient",
    "JudgeError",
    "JudgeUnavailable",
    "Verdict",
    "cache_key",
    "parse_json_verdict",
]

log = logging.getLogger(__name__)

Message = dict[str, str]

_RETRY_STATUS = {408, 409, 429, 500, 502, 503, 504}
_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL | re.IGNORECASE)


class JudgeError(RuntimeError):
    """The judge could not give a usable verdict (the judged metric is then absent)."""


class JudgeUnavailable(JudgeError):
    """The endpoint's circuit breaker is open: no request was sent."""


@dataclass(frozen=True)
class Verdict:
    """A parsed verdict and where it came from."""

    data: dict[str, Any]
    key: str
    """The cache key (sha256 hex)."""
    cached: bool
    raw: str


def cache_key(prompt: str, version: str, model: str, messages: Sequence[Message]) -> str:
    """sha256 hex of canonical JSON of everything that decides a verdict."""
    payload = {"prompt": prompt, "version": version, "model": model, "messages": list(messages)}
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def parse_json_verdict(text: str) -> dict[str, Any]:
    """The JSON object in a model's reply: bare, in a code fence, or amid prose.

    Raises:
        JudgeError: no JSON object can be read from the reply.
    """
    candidates = [text.strip()]
    candidates += [m.strip() for m in _FENCE.findall(text)]
    start, end = text.find("{"), text.rfind("}")
    if 0 <= start < end:
        candidates.append(text[start : end + 1])
    for candidate in candidates:
        try:
            value = json.loads(candidate)
        except ValueError:
            continue
        if isinstance(value, dict):
            return value
    raise JudgeError(f"the judge's reply holds no JSON object: {text[:200]!r}")


def _message_text(payload: Any) -> str:
    try:
        content = payload["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError) as exc:
        raise JudgeError("the endpoint's reply has no choices[0].message.content") from exc
    if isinstance(content, list):  # some servers return content parts
        content = "".join(part.get("text", "") for part in content if isinstance(part, dict))
    if not isinstance(content, str):
        raise JudgeError("the endpoint's message content is not text")
    return content


class JudgeClient:
    """Asks one judge model for JSON verdicts, through the on-disk cache."""

    def __init__(self, config: JudgeConfig, sleep: Callable[[float], None] = time.sleep) -> None:
        """Use ``config``; ``sleep`` is the back-off wait (tests pass a no-op)."""
        self.config = config
        self._sleep = sleep
        self.requests = 0
        """Requests sent (for tests and benchmarks)."""
        self.cache_hits = 0

    def _scrub(self, text: str) -> str:
        secrets = configured_secrets([self.config.api_key, *url_secrets(self.config.base_url)])
        return scrub(text, secrets)

    def cache_path(self, key: str) -> Path:
        """Where the verdict for ``key`` is (or would be) stored."""
        return self.config.cache_dir / key[:2] / f"{key}.json"

    def verdict(
        self,
        prompt: str,
        version: str,
        messages: Sequence[Message],
        validate: Callable[[dict[str, Any]], dict[str, Any]],
    ) -> Verdict:
        """The validated verdict for ``messages``, from the cache or the endpoint.

        ``validate`` checks and normalises the parsed JSON (raising JudgeError or
        ValueError when it does not fit); only validated verdicts are cached.

        Raises:
            JudgeError: the endpoint failed after retries, or its reply does not fit.
        """
        key = cache_key(prompt, version, self.config.model, messages)
        path = self.cache_path(key)
        if path.is_file():
            try:
                stored = json.loads(path.read_text(encoding="utf-8"))
                self.cache_hits += 1
                return Verdict(data=stored["verdict"], key=key, cached=True, raw=stored["raw"])
            except (ValueError, KeyError, TypeError):
                log.warning("judge cache entry %s unreadable; asking again", path.name)
        raw = self._scrub(self._complete(messages))
        try:
            data = validate(parse_json_verdict(raw))
        except ValueError as exc:
            raise JudgeError(f"{prompt} v{version}: unusable verdict ({exc})") from exc
        record = {
            "prompt": prompt,
            "prompt_version": version,
            "model": self.config.model,
            "verdict": data,
            "raw": raw,
        }
        self._write(path, json.dumps(record, indent=1, sort_keys=True, ensure_ascii=False))
        return Verdict(data=data, key=key, cached=False, raw=raw)

    def _write(self, path: Path, text: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", dir=path.parent, suffix=".tmp", delete=False, encoding="utf-8"
        ) as handle:
            handle.write(text + "\n")
        os.replace(handle.name, path)

    def _complete(self, messages: Sequence[Message]) -> str:
        body = json.dumps(
            {"model": self.config.model, "messages": list(messages), "temperature": 0}
        ).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.config.api_key:
            headers["Authorization"] = f"Bearer {self.config.api_key}"
        last = "no attempt"
        breaker = breaker_for(self.config.endpoint)
        where = redact_url(self.config.endpoint)
        for attempt in range(max(1, self.config.max_attempts)):
            if not breaker.allow():
                raise JudgeUnavailable(
                    f"judge unavailable: {where} failed {breaker.failures} attempts in a row "
                    f"({breaker.last_error}); not asked again for "
                    f"{breaker.cooldown_s:g} s"
                )
            if attempt:
                self._sleep(min(30.0, 2.0 ** (attempt - 1)))
            self.requests += 1
            try:
                reply = post(self.config.endpoint, body, headers, self.config.timeout_s)
            except HttpFailure as exc:
                last = self._scrub(exc.reason)
                breaker.failed(last)  # a redirect or an oversized reply counts too
                if not exc.retryable:
                    raise JudgeError(f"judge request refused ({last})") from None
                log.warning("judge request failed (%s); attempt %d", last, attempt + 1)
                continue
            if reply.status != 200:
                detail = reply.body[:300].decode("utf-8", "replace")
                last = self._scrub(f"HTTP {reply.status}: {detail}")
                breaker.failed(last)
                if reply.status not in _RETRY_STATUS:
                    raise JudgeError(f"judge request refused ({last})") from None
                log.warning("judge request failed (%s); attempt %d", last, attempt + 1)
                continue
            try:
                payload = json.loads(reply.body.decode("utf-8"))
            except ValueError as exc:  # a reply that is not JSON
                last = self._scrub(f"bad reply: {exc}")
                breaker.failed(last)
                log.warning("judge request failed (%s); attempt %d", last, attempt + 1)
                continue
            text = _message_text(payload)
            breaker.succeeded()
            return text
        raise JudgeError(f"judge unreachable after {self.config.max_attempts} attempts ({last})")
