"""Agents: the contract, the built-in reference agents and a registry by name."""

from duplexworld.agents.base import Agent, AgentChunk, AgentContext, AgentInput

__all__ = ["Agent", "AgentChunk", "AgentContext", "AgentInput"]
