"""The Harborline scenarios as a set, and their files are up to date.

Each scenario's fit to how the harness plays it (the oracle's questions and parsers, the
caller's reader and caller actions, the conversation type's shape) is a content check of the
world (``worlds/insurance/contract.py``), run by ``duplexworld scenarios validate`` and so by
``tests/worlds/test_worlds_validate.py``.
"""

from __future__ import annotations

import re
from collections import Counter

from duplexworld.agents.oracle import needed_facts
from duplexworld.scenario.schema import CONVERSATION_TYPES
from duplexworld.worlds import builtin_scenarios, scenario_paths

SCENARIOS = builtin_scenarios("insurance")
ENTERPRISE_TYPES = CONVERSATION_TYPES[:9]


def test_three_scenarios_per_type_in_files_named_by_id():
    counts = Counter(s.conversation_type for s in SCENARIOS)
    assert counts == {kind: 3 for kind in ENTERPRISE_TYPES}
    assert [p.stem for p in scenario_paths("insurance")] == [s.id for s in SCENARIOS]
    for scenario in SCENARIOS:
        assert re.fullmatch(rf"insurance_{scenario.conversation_type}_0[1-3]", scenario.id)


def test_digit_strings_with_zeros_in_their_last_digits_exist():
    # recogniser tuning removed (issue 9): zeros appear where real numbers have them
    values = [f.final_value for s in SCENARIOS for f in needed_facts(s) if f.kind == "digits"]
    assert sum("0" in value[-3:] for value in values) >= 4


def test_at_least_three_scenarios_are_volatile_and_gold_rereads():
    volatile = [s for s in SCENARIOS if s.world_changes]
    assert len(volatile) >= 3
    for scenario in volatile:
        for change in scenario.world_changes:
            trigger = change.after.removeprefix("tool:")
            assert [a.name for a in scenario.gold_actions].count(trigger) >= 2, scenario.id
