"""An agent calling ``os._exit`` in a serial campaign: its episode is ``agent_error`` and the
campaign goes on (the ``null`` episode after it finishes); a process it forks still exits.

The campaign runs in a child interpreter, so that a harness which let ``os._exit`` through
would show as that child ending early with the agent's code, not as this test run vanishing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

from duplexworld.campaign.executors import ProcessExitRefused, refuse_process_exit

CAMPAIGN = """
import json, os, sys, time
from duplexworld.agents import AgentChunk, registry
from duplexworld.agents.registry import AgentEntry
from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.campaign.executors import SerialExecutor
from duplexworld.testing import register_toy_world, toy_scenario


class Exits:
    name = "exits"

    def start(self, context):
        pass

    def step(self, data):
        if data.tick == 2:
            child = os.fork()
            if child == 0:
                os._exit(7)  # the forked child exits as asked
            _, status = os.waitpid(child, 0)
            with open(sys.argv[2], "w") as handle:
                handle.write(str(os.waitstatus_to_exitcode(status)))
            os._exit(3)
        return AgentChunk()

    def spec(self):
        return {"name": self.name}


register_toy_world()
registry.AGENTS = {**registry.AGENTS, "exits": AgentEntry(lambda c, w=None: Exits())}
spec = CampaignSpec(
    scenarios=(toy_scenario(step_cap_ticks=40),), agents=("exits", "null"), runs=1,
    channel="clean",
)
run_campaign(spec, sys.argv[1], executor=SerialExecutor())
print(json.dumps(sorted(read_results(sys.argv[1]), key=lambda r: r["agent"])))
print("os._exit restored:", os._exit is AFTER)
"""


def test_os_exit_in_a_serial_campaign_is_the_agents_error_and_the_campaign_goes_on(tmp_path):
    script = textwrap.dedent(CAMPAIGN).replace("AFTER", "REAL_EXIT")
    script = "import os\nREAL_EXIT = os._exit\n" + script
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    forked = tmp_path / "forked_exit_code"
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "run"), str(forked)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    lines = done.stdout.strip().splitlines()
    rows = {row["agent"]: row for row in json.loads(lines[-2])}
    assert rows["exits"]["termination"] == "agent_error"
    assert "os._exit(3)" in str(rows["exits"]["termination_detail"])
    assert rows["exits"]["reward"] == 0.0
    assert rows["null"]["termination"] in {"user_stop", "max_steps"}
    assert lines[-1] == "os._exit restored: True"
    assert forked.read_text() == "7"


def test_the_refusal_is_only_while_episodes_run():
    real = os._exit
    with refuse_process_exit(), refuse_process_exit():  # nested (two executors at once)
        assert os._exit is not real
        try:
            os._exit(5)
        except ProcessExitRefused as refused:
            assert "os._exit(5)" in str(refused)
        else:  # pragma: no cover - we would not be here
            raise AssertionError("os._exit was not refused")
    assert os._exit is real
