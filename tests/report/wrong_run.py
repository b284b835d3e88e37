"""A run with a deliberately wrong agent, for the tests that the report explains failures.

One real scenario (insurance_single_intent_01) in text mode, three scripted agents:
``right`` makes the gold calls (twice), ``wrong`` makes the same mistakes twice (the
postcode fact recorded with a wrong ZIP, the claim never submitted, and "you're covered"
said, which a speech check forbids), ``mixed`` is right once and wrong once (flaky).
"""

from __future__ import annotations

from pathlib import Path

from duplexworld.scenario import Scenario
from duplexworld.testing.scripted import gold_script, mistaken_script
from duplexworld.testing.scripted_run import write_scripted_run
from duplexworld.worlds import builtin_scenarios

SCENARIO_ID = "insurance_single_intent_01"
WRONG_STEP, WRONG_ARGUMENT, WRONG_VALUE, RIGHT_VALUE = 3, "value", "80219", "80218"
"""add_claim_fact's value: the loss ZIP the caller gave is 80218."""
DROPPED_STEP = 4
"""submit_claim: the missing write."""
FORBIDDEN = 'Good news, you\'re covered for the hail damage <img src=x onerror="window.__pwned=9">'
"""The forbidden sentence, with markup a page must show as text (heard lines are untrusted)."""


def scenario() -> Scenario:
    """The scenario every agent of the run calls about."""
    return {s.id: s for s in builtin_scenarios("insurance")}[SCENARIO_ID]


def build_wrong_run(run_dir: Path) -> Path:
    """The run directory (scored, collected), without its report."""
    chosen = scenario()
    right = gold_script(chosen)
    wrong = mistaken_script(
        chosen, (WRONG_STEP, WRONG_ARGUMENT, WRONG_VALUE), DROPPED_STEP, FORBIDDEN
    )
    return write_scripted_run(
        run_dir, chosen, {"right": [right, right], "wrong": [wrong, wrong], "mixed": [right, wrong]}
    )


def key(agent: str, run: int) -> str:
    """An episode key of the run."""
    return f"{SCENARIO_ID}__{agent}__clean__r{run}"
