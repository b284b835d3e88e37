"""Keeping secrets out of everything the harness writes.

Two tools: ``redact_url`` for URLs that are stored (credentials and query strings can carry
tokens), and ``scrub`` for text the harness writes (an endpoint or a provider may echo the
request's headers or the key). ``scrub`` removes the configured secret values themselves (API
keys, query-string values of configured URLs), also copied reversed or with a separator
between every character (an echo that "hides" a key still holds it), and anything shaped like
a key or a bearer token. The configured values are the ``DUPLEXWORLD_*`` keys and URLs of the
environment and every value ``register_secret`` was given in this process (an agent
configuration's key, read by ``agents.config.api_key``; a judge's, caller's or decider's key).

``scrub_written`` is the one scrubber of the writers: the trace (header, events, final state,
meta), ``infra.jsonl``, ``failures.jsonl`` and the console apply it to every string they
write. It leaves out the ``name: value`` rule of ``scrub`` (a world record may have a field
called ``token`` that is no secret), keeping the configured values and the key and bearer
shapes.
"""

from __future__ import annotations

import os
import re
import urllib.parse
from collections.abc import Iterable, Mapping
from typing import Any

REDACTED = "***"

_PATTERNS = (
    re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/=-]+"),
    re.compile(r"\b(?:sk|pk|rk|ak)-[A-Za-z0-9_-]{12,}"),
    re.compile(
        r"(?i)((?:api[_-]?key|access[_-]?token|token|secret|password|authorization)"
        r"[\"']?\s*[:=]\s*[\"']?)[^\s\"',;&}]+"
    ),
)
_WRITTEN_SHAPES = (
    # only token-like lengths: "the bearer of the card" in a scored transcript stays
    re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/=-]{16,}"),
    _PATTERNS[1],
)
"""The shapes the writers remove: key- and bearer-token-shaped strings."""
SECRET_NAME = re.compile(
    r"(?i)(?:^|[_-])(?:api[_-]?key|key|secret|token|password|authorization|credentials?)$"
)
"""A field name whose value is a secret (``api_key``, ``access_token``, ``Authorization``)."""
_SECRET_ENV = re.compile(r"^DUPLEXWORLD_.*(?:API_KEY|TOKEN|SECRET|PASSWORD)$")
_URL_ENV = re.compile(r"^DUPLEXWORLD_.*BASE_URL$")
_MIN_SECRET = 4
"""Shorter configured values are not scrubbed by value (they would hit ordinary words)."""
MIN_WRITTEN_SECRET = 12
"""Shortest configured value the writers scrub (shorter ones are placeholders, not keys)."""
_MIN_VARIANT = 8
"""Reversed and spaced copies are looked for only of values at least this long."""
_SEPARATOR = r"[\s\-_.,:;|/]{1,3}"
"""What may stand between the characters of a spaced copy of a secret."""
_REGISTERED: set[str] = set()


def register_secret(value: object) -> None:
    """Scrub ``value`` (a key read from wherever it was configured) from everything written
    in this process from now on (``str`` of a pydantic ``SecretStr`` is its mask, so such a
    value is unwrapped)."""
    getter = getattr(value, "get_secret_value", None)
    text = getter() if callable(getter) else value
    if isinstance(text, str) and len(text.strip()) >= _MIN_SECRET:
        _REGISTERED.add(text.strip())


def redact_url(url: str) -> str:
    """``url`` without credentials, query string or fragment (each replaced by ``***``)."""
    try:
        parts = urllib.parse.urlsplit(url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return REDACTED
    userinfo = f"{REDACTED}@" if parts.username or parts.password else ""
    query = f"?{REDACTED}" if parts.query else ""
    fragment = f"#{REDACTED}" if parts.fragment else ""
    return f"{parts.scheme}://{userinfo}{host}{port}{parts.path}{query}{fragment}"


def url_secrets(url: str) -> list[str]:
    """The secret parts of a URL: its password, user name and query-string values."""
    try:
        parts = urllib.parse.urlsplit(url)
    except ValueError:
        return []
    found = [value for value in (parts.password, parts.username) if value]
    found += [value for _, value in urllib.parse.parse_qsl(parts.query) if value]
    found += [parts.fragment] if parts.fragment else []
    return found


def configured_secrets(extra: Iterable[str | None] = ()) -> list[str]:
    """Secret values from the environment (``DUPLEXWORLD_*_API_KEY``..., the secret parts of
    ``DUPLEXWORLD_*_BASE_URL``) and ``extra``; longest first, so a value is scrubbed whole."""
    values = [value for value in extra if value]
    values += _REGISTERED
    for name, value in os.environ.items():
        if _SECRET_ENV.match(name) and value.strip():
            values.append(value.strip())
        elif _URL_ENV.match(name):
            values.extend(url_secrets(value.strip()))
    unique = {value for value in values if len(value) >= _MIN_SECRET}
    return sorted(unique, key=len, reverse=True)


def _variants(value: str) -> re.Pattern[str] | None:
    """A pattern for ``value`` reversed, and for either direction with separators."""
    if len(value) < _MIN_VARIANT:
        return None
    forms = []
    for text in (value, value[::-1]):
        forms.append(_SEPARATOR.join(re.escape(char) for char in text))
    forms.append(re.escape(value[::-1]))
    return re.compile("|".join(forms))


_VARIANTS: dict[str, re.Pattern[str] | None] = {}


def _scrub_values(text: str, secrets: Iterable[str]) -> str:
    for value in secrets:
        if not value:
            continue
        text = text.replace(value, REDACTED)
        quoted = urllib.parse.quote(value, safe="")
        if quoted != value:
            text = text.replace(quoted, REDACTED)
        if value not in _VARIANTS:
            _VARIANTS[value] = _variants(value)
        pattern = _VARIANTS[value]
        if pattern is not None:
            text = pattern.sub(REDACTED, text)
    return text


def scrub(text: str, secrets: Iterable[str] = ()) -> str:
    """``text`` with the given secret values (verbatim, URL-quoted, reversed or spaced) and
    key- or token-shaped strings replaced."""
    text = _scrub_values(text, secrets)
    for pattern in _PATTERNS:
        if pattern.groups:
            text = pattern.sub(lambda m: m.group(1) + REDACTED, text)
        else:
            text = pattern.sub(REDACTED, text)
    return text


class Scrubber:
    """``scrub_written`` with the configured secrets read once (a writer that writes many
    lines, such as the trace, makes one when it opens)."""

    def __init__(self, extra: Iterable[str | None] = ()) -> None:
        """Read the configured secrets now (and ``extra``)."""
        # a trace's transcripts are scored: a placeholder key ("EMPTY", "none") must never
        # rewrite an ordinary word in them, and a real key is far longer
        self.secrets = [v for v in configured_secrets(extra) if len(v) >= MIN_WRITTEN_SECRET]

    def __call__(self, text: str) -> str:
        """``text`` with every secret and key- or bearer-shaped string replaced."""
        text = _scrub_values(text, self.secrets)
        for pattern in _WRITTEN_SHAPES:  # not the name: value rule (see the module)
            text = pattern.sub(REDACTED, text)
        return text


def scrub_written(text: str) -> str:
    """``text`` as a writer may write it: every configured secret value (verbatim, quoted,
    reversed or spaced) and key- and bearer-shaped strings replaced."""
    return Scrubber()(text)


def scrub_mapping(data: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of ``data`` (a configuration passed on to a provider) fit to be written: the
    value of every field named like a secret (``SECRET_NAME``, at any depth) is replaced by
    ``***`` and registered (so the writers scrub it wherever else it shows), and every other
    string goes through ``scrub``."""

    def clean(value: Any, secret: bool) -> Any:
        if isinstance(value, Mapping):
            return {str(k): clean(v, secret or _secret_name(k)) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [clean(v, secret) for v in value]
        if secret and value is not None:
            register_secret(value)
            return REDACTED
        return scrub(value) if isinstance(value, str) else value

    return {str(k): clean(v, _secret_name(k)) for k, v in data.items()}


def _secret_name(key: object) -> bool:
    return bool(SECRET_NAME.search(str(key)))
