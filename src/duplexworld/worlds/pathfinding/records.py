"""The Pathfinding world's records: one typed model per table, read by the tools and checked
by the loader.

The store keeps plain dicts (what the goal state's hash is computed over); a tool reads a
record through its model and writes through the store.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict

from duplexworld.world.typed import Record


class Motion(BaseModel):
    """A walk along a block or a road crossing in progress."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    kind: str
    """``walk`` (to the next corner) or ``cross`` (the road ahead, same junction)."""
    to: str | None = None
    """The junction a walk arrives at."""
    segment: str | None = None
    """The segment a walk goes along."""
    side: str
    """The corner the walker ends on."""
    depart_tick: int
    arrive_tick: int


class Walker(Record):
    """The walker (one record, ``walker``): the true junction, heading and side of street."""

    table = "walker"
    id: str
    node: str
    heading: str
    side: str
    moving: Motion | None = None
    """The walk or crossing in progress (none at the start)."""
    stop: int = 0
    """Index of the errand stop being walked to."""
    blocks: int = 0
    """Blocks walked so far."""


class Task(Record):
    """The task (one record, ``task``): the stops, and what the variant switches on or off."""

    table = "task"
    id: str
    stops: list[str]
    track_side: bool = False
    """The walker must end on the destination's side of the road."""
    signs: bool = True
    """The walker can read street signs."""
    gps_seed: int = 0


class Closure(Record):
    """A segment closed on the day, absent from the map (keyed by the segment id)."""

    table = "closures"
    id: str


class Belief(Record):
    """What the copilot noted with ``note_user_location`` (the belief probe)."""

    table = "beliefs"
    id: str
    tick: int
    near_cross_streets: str
    facing: str
    node: str | None
    heading: str | None


RECORDS: Mapping[str, type[Record]] = {
    model.table: model for model in (Walker, Task, Closure, Belief)
}
"""Every table a Pathfinding store has, with its record model."""
