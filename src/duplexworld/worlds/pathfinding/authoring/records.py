"""Typed seed records of the Pathfinding world: the walker, the task and the closures."""

from __future__ import annotations

from pydantic import JsonValue

from duplexworld.authoring import Record


class Walker(Record):
    """A record of the walker table."""

    table = "walker"
    id: str
    node: str
    heading: str
    side: str
    moving: JsonValue
    """The walk in progress (none at the start)."""
    stop: int
    blocks: int


class Task(Record):
    """A record of the task table."""

    table = "task"
    id: str
    stops: list[str]
    track_side: bool
    signs: bool
    gps_seed: int


class Closure(Record):
    """A record of the closures table."""

    table = "closures"
    id: str
