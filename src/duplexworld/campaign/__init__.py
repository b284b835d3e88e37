"""Campaigns: plan, run with resume, and collect results."""

from duplexworld.campaign.resume import StaleResultsError
from duplexworld.campaign.runner import (
    FAILURES_FILE,
    RESULTS_FILE,
    CampaignSpec,
    CampaignSpecMismatch,
    read_failures,
    read_results,
    run_campaign,
    select_scenarios,
)

__all__ = [
    "FAILURES_FILE",
    "RESULTS_FILE",
    "CampaignSpec",
    "CampaignSpecMismatch",
    "StaleResultsError",
    "read_failures",
    "read_results",
    "run_campaign",
    "select_scenarios",
]
