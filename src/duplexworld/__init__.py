"""duplexworld: a benchmark harness for full-duplex voice agents on a simulated phone call.

The public API, importable from the package itself::

    from duplexworld import AgentChunk, CampaignSpec, load_scenarios, run_campaign

Scenarios (``Scenario``, ``load_scenario``, ``load_scenarios``, ``builtin_scenarios``,
``ScenarioError``), the agent contract (``Agent``, ``AgentInput``, ``AgentChunk``,
``AgentContext``), worlds and their tools (``World``, ``tool``, ``ToolCall``, ``ToolResult``,
``ToolSpec``, ``ToolError``, ``WorldEntry``, ``register_world``), running (``CampaignSpec``,
``run_campaign``, ``read_results``, ``EpisodeSpec``, ``run_one``) and scoring
(``read_trace``, ``Trace``, ``score_trace``, ``EpisodeScores``). Each name is documented where
it is defined.

Every name is imported on first use (module ``__getattr__``), so ``import duplexworld`` and
``duplexworld --help`` load none of the speech stack, the worlds or the campaign runner.
"""

from __future__ import annotations

import importlib

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (a cost on every start)

__version__ = "0.1.0"

_EXPORTS: dict[str, str] = {
    # scenarios
    "Scenario": "duplexworld.scenario",
    "ScenarioError": "duplexworld.scenario",
    "load_scenario": "duplexworld.world.scenarios",  # checked against the scenario's world
    "load_scenarios": "duplexworld.world.scenarios",
    "builtin_scenarios": "duplexworld.worlds",
    # the agent contract
    "Agent": "duplexworld.agents.base",
    "AgentChunk": "duplexworld.agents.base",
    "AgentContext": "duplexworld.agents.base",
    "AgentInput": "duplexworld.agents.base",
    # worlds and their tools
    "World": "duplexworld.world",
    "tool": "duplexworld.world",
    "ToolCall": "duplexworld.world",
    "ToolError": "duplexworld.world",
    "ToolResult": "duplexworld.world",
    "ToolSpec": "duplexworld.world",
    "WorldEntry": "duplexworld.world.registry",
    "register_world": "duplexworld.world.registry",
    # running
    "CampaignSpec": "duplexworld.campaign",
    "run_campaign": "duplexworld.campaign",
    "read_results": "duplexworld.campaign",
    "EpisodeSpec": "duplexworld.episode.episode",
    "run_one": "duplexworld.episode.episode",
    # traces and scores
    "Trace": "duplexworld.trace",
    "read_trace": "duplexworld.trace",
    "EpisodeScores": "duplexworld.metrics",
    "score_trace": "duplexworld.metrics",
}
"""Public name -> the module that defines (or re-exports) it."""

__all__ = [
    "Agent",
    "AgentChunk",
    "AgentContext",
    "AgentInput",
    "CampaignSpec",
    "EpisodeScores",
    "EpisodeSpec",
    "Scenario",
    "ScenarioError",
    "ToolCall",
    "ToolError",
    "ToolResult",
    "ToolSpec",
    "Trace",
    "World",
    "WorldEntry",
    "__version__",
    "builtin_scenarios",
    "load_scenario",
    "load_scenarios",
    "read_results",
    "read_trace",
    "register_world",
    "run_campaign",
    "run_one",
    "score_trace",
    "tool",
]

if TYPE_CHECKING:  # what type checkers and editors see; at run time each loads on first use
    from typing import Any

    from duplexworld.agents.base import Agent, AgentChunk, AgentContext, AgentInput
    from duplexworld.campaign import CampaignSpec, read_results, run_campaign
    from duplexworld.episode.episode import EpisodeSpec, run_one
    from duplexworld.metrics import EpisodeScores, score_trace
    from duplexworld.scenario import Scenario, ScenarioError
    from duplexworld.trace import Trace, read_trace
    from duplexworld.world import ToolCall, ToolError, ToolResult, ToolSpec, World, tool
    from duplexworld.world.registry import WorldEntry, register_world
    from duplexworld.world.scenarios import load_scenario, load_scenarios
    from duplexworld.worlds import builtin_scenarios


def __getattr__(name: str) -> Any:
    """Import a public name from its module on first use, and keep it here."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'duplexworld' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    """The module's names, the lazily imported public ones included."""
    return sorted({*globals(), *_EXPORTS})
