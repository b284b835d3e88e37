"""The sources of the 21 Pathfinding scenarios: the instance table and its typed records.

``duplexworld scenarios generate`` writes them to ``scenarios/*.yaml``.
"""

from duplexworld.worlds.pathfinding.authoring import instances

SOURCES = (instances.all_instances,)
"""The scenario builders (one builds every row of the table)."""

__all__ = ["SOURCES"]
