"""Campaigns: plan, run with resume, and collect results."""

from duplexworld.campaign.resume import StaleResultsError
from duplexworld.campaign.runner import (
    FAILURES_FILE,
    RESULTS_FILE,
    CampaignSpec,
    read_failures,
    read_results,
    run_campaign,
    select_scenarios,
)

__all__ = [
    "FAILURES_FILE",
    "RESULTS_FILE",
    "CampaignSpec",
    "StaleResultsError",
    "read_failures",
    "read_results",
    "run_campaign",
    "select_scenarios",
]
