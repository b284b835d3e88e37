"""Keeping secrets out of everything the harness writes.

Two tools: ``redact_url`` for URLs that are stored (credentials and query strings can carry
tokens), and ``scrub`` for text that came from a remote service (an endpoint may echo the
request's headers). ``scrub`` removes the configured secret values themselves (API keys,
query-string values of configured URLs) and anything shaped like a key or a bearer token.
"""

from __future__ import annotations

import os
import re
import urllib.parse
from collections.abc import Iterable

REDACTED = "***"

_PATTERNS = (
    re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/=-]+"),
    re.compile(r"\b(?:sk|pk|rk|ak)-[A-Za-z0-9_-]{12,}"),
    re.compile(
        r"(?i)((?:api[_-]?key|access[_-]?token|token|secret|password|authorization)"
        r"[\"']?\s*[:=]\s*[\"']?)[^\s\"',;&}]+"
    ),
)
_SECRET_ENV = re.compile(r"^DUPLEXWORLD_.*(?:API_KEY|TOKEN|SECRET|PASSWORD)$")
_URL_ENV = re.compile(r"^DUPLEXWORLD_.*BASE_URL$")
_MIN_SECRET = 4
"""Shorter configured values are not scrubbed by value (they would hit ordinary words)."""


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
    for name, value in os.environ.items():
        if _SECRET_ENV.match(name) and value.strip():
            values.append(value.strip())
        elif _URL_ENV.match(name):
            values.extend(url_secrets(value.strip()))
    unique = {value for value in values if len(value) >= _MIN_SECRET}
    return sorted(unique, key=len, reverse=True)


def scrub(text: str, secrets: Iterable[str] = ()) -> str:
    """``text`` with the given secret values and key- or token-shaped strings replaced."""
    for value in secrets:
        if value:
            text = text.replace(value, REDACTED)
            quoted = urllib.parse.quote(value, safe="")
            if quoted != value:
                text = text.replace(quoted, REDACTED)
    for pattern in _PATTERNS:
        if pattern.groups:
            text = pattern.sub(lambda m: m.group(1) + REDACTED, text)
        else:
            text = pattern.sub(REDACTED, text)
    return text
