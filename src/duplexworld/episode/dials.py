"""Caller-side dials of an episode: how the caller perceives, plans and takes turns.

A campaign spec sets them (``caller:`` and ``decider:``); where it sets nothing the
environment decides, as it always has (``DUPLEXWORLD_CALLER_PERCEPTION``,
``DUPLEXWORLD_CALLER_MODEL`` ..., ``DUPLEXWORLD_DECIDER_MODEL`` ...). Keys are never held
here: an endpoint names the environment variable its key is read from, at the moment the
caller is built.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

Perception = Literal["audio", "transcript"]


@dataclass(frozen=True)
class Endpoint:
    """An OpenAI-compatible chat endpoint for the LLM caller or the LLM decider.

    Attributes:
        model: the model name.
        base_url: the API base (``https://api.openai.com/v1`` style).
        api_key_env: the environment variable holding the key (None: no key).
    """

    model: str
    base_url: str = "https://api.openai.com/v1"
    api_key_env: str | None = None

    def env(self, prefix: str) -> dict[str, str]:
        """The ``<prefix>_MODEL`` / ``_BASE_URL`` / ``_API_KEY`` mapping the caller's
        factories read (the key looked up now, from the named variable)."""
        mapping = {f"{prefix}_MODEL": self.model, f"{prefix}_BASE_URL": self.base_url}
        if self.api_key_env:
            key = os.environ.get(self.api_key_env, "")
            if not key:
                raise ValueError(
                    f"{prefix.lower()}: environment variable {self.api_key_env} is not set"
                )
            mapping[f"{prefix}_API_KEY"] = key
        return mapping


@dataclass(frozen=True)
class CallerDials:
    """How the caller is built; ``None`` fields leave the choice to the environment.

    Attributes:
        perception: ``audio`` (hears the agent through the line) or the ``transcript``
            ablation.
        mode: ``deterministic`` (the offline policy) or ``llm`` (plans from ``llm``).
        llm: the LLM caller's endpoint (with ``mode: llm``).
        decider: the LLM turn-taking decider's endpoint; ``seeded`` when set to None with
            ``decider_mode`` ``seeded``.
        decider_mode: ``seeded`` or ``llm`` (None: the environment decides).
    """

    perception: Perception | None = None
    mode: Literal["deterministic", "llm"] | None = None
    llm: Endpoint | None = None
    decider_mode: Literal["seeded", "llm"] | None = None
    decider: Endpoint | None = None

    def planner_env(self) -> Mapping[str, str] | None:
        """What the LLM planner factory reads: None for the process environment."""
        if self.mode is None:
            return None
        if self.mode == "deterministic" or self.llm is None:
            return {}
        return self.llm.env("DUPLEXWORLD_CALLER")

    def decider_env(self) -> Mapping[str, str] | None:
        """What the decider factory reads: None for the process environment."""
        if self.decider_mode is None:
            return None
        if self.decider_mode == "seeded" or self.decider is None:
            return {}
        return self.decider.env("DUPLEXWORLD_DECIDER")
