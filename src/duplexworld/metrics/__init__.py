"""Metrics computed from traces alone, registered by name and version."""

from duplexworld.metrics.base import REGISTRY, Metric, MetricValue
from duplexworld.metrics.scoring import EpisodeScores, score_directory, score_trace

__all__ = ["REGISTRY", "EpisodeScores", "Metric", "MetricValue", "score_directory", "score_trace"]
