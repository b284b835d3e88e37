"""Pathfinding: a voice copilot walks a pedestrian through DuplexWorld's Midtown grid."""

from duplexworld.worlds.pathfinding.geo import GeoMap, load_map
from duplexworld.worlds.pathfinding.world import PathfindingWorld

__all__ = ["GeoMap", "PathfindingWorld", "load_map"]
