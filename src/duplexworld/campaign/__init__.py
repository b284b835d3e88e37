"""Campaigns: plan, run with resume, and collect results."""

from duplexworld.campaign.runner import (
    RESULTS_FILE,
    CampaignSpec,
    read_results,
    run_campaign,
    select_scenarios,
)

__all__ = ["RESULTS_FILE", "CampaignSpec", "read_results", "run_campaign", "select_scenarios"]
