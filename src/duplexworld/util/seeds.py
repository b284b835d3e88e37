"""Stable seeds from digests (never Python's salted ``hash()``)."""

from __future__ import annotations

import hashlib


def stable_seed(*parts: object) -> int:
    """A 63-bit seed from the sha256 of the parts' text joined by NUL."""
    digest = hashlib.sha256("\x00".join(str(part) for part in parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def stable_choice(options: tuple[str, ...] | list[str], *parts: object) -> str:
    """Pick one option deterministically from the parts (same parts, same pick)."""
    if not options:
        raise ValueError("no options to choose from")
    return options[stable_seed(*parts) % len(options)]
