"""Every packaged scenario of every world passes ``duplexworld scenarios validate``.

Validate checks the schema, names, gold replay, caller-text leaks, gold provenance and the
world's content checks (``worlds.contract``: how the harness plays the scenario) and names
every failing scenario and field, so one test per world replaces a test per scenario.
"""

from __future__ import annotations

import pytest

from duplexworld.cli import main
from duplexworld.world.registry import world_names
from duplexworld.worlds import builtin_scenarios


@pytest.mark.parametrize("world", world_names())
def test_every_packaged_scenario_of_the_world_validates(world, capsys):
    code = main(["scenarios", "validate", "--world", world])
    printed = capsys.readouterr().out
    invalid = [line for line in printed.splitlines() if line.startswith("invalid")]
    assert (code, invalid) == (0, [])
    scenarios = builtin_scenarios(world)
    assert f"{len(scenarios)} valid, 0 invalid" in printed
