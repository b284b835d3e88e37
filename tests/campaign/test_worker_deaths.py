"""A pool worker that dies under a bad agent loses only that episode; the pool goes on.

The bad agents live in a module written for the test and named ``module:factory`` (spawned
workers import it; an agent registered in this process only would not exist there). A
plug-in normally runs in a process of its own, where its death costs only that process
(``tests/agents/test_isolation.py``); here isolation is switched off
(``DUPLEXWORLD_AGENT_ISOLATION=none``, which the workers inherit) so that the agents run in
the workers, as the built-in agents do, and can take a worker down. Each runs in a two-worker
pool campaign with ``null`` after it: a worker killed by ``os._exit`` or by a signal is one
episode scored ``agent_error`` (reward 0) with the exit code, the worker is replaced, and the
null episodes finish. A step that spins past its CPU budget retires its worker; a process the
agent forked does not outlive the campaign.
"""

from __future__ import annotations

import os
import textwrap
import time

import pytest

from duplexworld.agents.guard import HarnessDials
from duplexworld.agents.isolation import ISOLATION_ENV
from duplexworld.campaign import CampaignSpec, read_failures, read_results, run_campaign
from duplexworld.campaign.executors import LocalPoolExecutor
from duplexworld.campaign.pool import WorkerPool
from duplexworld.episode.episode import EpisodeSpec
from duplexworld.worlds import builtin_scenarios

AGENTS = """
import os
import signal
import threading
import time

from duplexworld.agents import AgentChunk

FORKED = os.environ.get("DW_TEST_FORKED_PIDFILE", "")


class Dying:
    def __init__(self, how):
        self.name = "dies_" + how
        self.how = how

    def start(self, context):
        pass

    def step(self, data):
        if data.tick == 2:
            if self.how == "exit":
                os._exit(3)
            if self.how == "kill":
                os.kill(os.getpid(), signal.SIGKILL)
            if self.how == "spin":
                while True:
                    pass
            if self.how == "sleep":
                time.sleep(600)
            if self.how == "fork":
                child = os.fork()
                if child == 0:
                    time.sleep(600)
                    os._exit(0)
                with open(FORKED, "w") as handle:
                    handle.write(str(child))
        return AgentChunk(end_call=data.tick >= 4)

    def spec(self):
        return {"name": self.name}


def exits():
    return Dying("exit")


def killed():
    return Dying("kill")


def spins():
    return Dying("spin")


def forks():
    return Dying("fork")


def sleeps():
    return Dying("sleep")


def broken_start():
    raise OSError("the models are missing")


def record_session(path):
    with open(path, "w") as handle:
        handle.write(f"{os.getpid()} {os.getsid(0)} {os.getpgid(0)}")
"""


@pytest.fixture
def bad_module(tmp_path, monkeypatch):
    (tmp_path / "dw_dying_agents.py").write_text(textwrap.dedent(AGENTS), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))  # spawned workers get this path too
    monkeypatch.setenv(ISOLATION_ENV, "none")  # the agents run in the workers (docstring)
    pidfile = tmp_path / "forked.pid"
    monkeypatch.setenv("DW_TEST_FORKED_PIDFILE", str(pidfile))
    return pidfile


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead too (reaped later by init)
    with open(f"/proc/{pid}/stat", encoding="utf-8") as handle:
        return handle.read().split(")")[-1].split()[0] != "Z"


def test_a_dead_worker_loses_only_its_episode_and_the_pool_goes_on(tmp_path, bad_module):
    refs = ("dw_dying_agents:exits", "dw_dying_agents:killed", "dw_dying_agents:spins")
    spec = CampaignSpec(
        scenarios=(builtin_scenarios("banking")[0],),
        agents=(*refs, "dw_dying_agents:forks", "null"),
        runs=1,
        channel="clean",
        step_cap_ticks=40,
        dials=HarnessDials(step_budget_s=0.5),
    )
    pool = LocalPoolExecutor(workers=2)
    started = time.monotonic()
    run_campaign(spec, tmp_path / "run", executor=pool)
    assert time.monotonic() - started < 300
    # a result row names the agent by its own name; the key holds the reference's label
    results = {str(r["key"]).split("__")[1]: r for r in read_results(tmp_path / "run")}
    assert read_failures(tmp_path / "run") == []
    exited, killed = results["dw_dying_agents.exits"], results["dw_dying_agents.killed"]
    # scored 0 as the agent's error, not dropped from its tables
    assert exited["termination"] == killed["termination"] == "agent_error"
    assert exited["reward"] == killed["reward"] == 0.0
    assert "exited with code 3" in str(exited["termination_detail"])
    assert "killed by signal 9 (SIGKILL)" in str(killed["termination_detail"])
    spun = results["dw_dying_agents.spins"]
    assert spun["termination"] == "agent_error"
    assert "used more than its CPU budget of 0.5 s" in str(spun["termination_detail"])
    assert results["dw_dying_agents.forks"]["termination"] == "agent_stop"
    assert results["null"]["termination"] in {"user_stop", "max_steps"}
    # two deaths and one retired worker (the spinning thread) were replaced
    assert pool.replaced == 3
    # no half-written episode is left, and the agent's forked child was reaped with its worker
    assert not list((tmp_path / "run" / "episodes").glob("*.partial"))
    forked = int(bad_module.read_text(encoding="utf-8"))
    deadline = time.monotonic() + 5
    while _alive(forked) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(forked)


def test_a_pool_closed_mid_episode_kills_its_workers_and_leaves_no_partial_trace(
    tmp_path, bad_module
):
    scenario = builtin_scenarios("banking")[0].model_copy(update={"step_cap_ticks": 40})
    episodes = [
        EpisodeSpec(scenario=scenario, agent=agent, channel="clean", run_index=0)
        for agent in ("dw_dying_agents:sleeps", "null")
    ]
    pool = WorkerPool(2)
    outcomes = pool.run(episodes, tmp_path, None)
    first = next(outcomes)  # the null episode; the other worker sleeps inside a step
    assert not isinstance(first, dict) and first.agent == "null"
    # the sleeper's trace, half written (its worker may start later than the null's on a
    # loaded machine: wait for it rather than race it)
    deadline = time.monotonic() + 120
    while not list((tmp_path / "episodes").glob("*.partial")) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert list((tmp_path / "episodes").glob("*.partial"))
    outcomes.close()  # as on Ctrl-C: the generator is abandoned
    assert not list((tmp_path / "episodes").glob("*.partial"))


def test_a_worker_that_cannot_start_stops_the_campaign_and_blames_no_episode(tmp_path, bad_module):
    import importlib

    module = importlib.import_module("dw_dying_agents")
    scenario = builtin_scenarios("banking")[0]
    episodes = [EpisodeSpec(scenario=scenario, agent="null", channel="clean", run_index=0)]
    pool = WorkerPool(1, initializer=module.broken_start)
    with pytest.raises(RuntimeError, match="could not start: OSError: the models are missing"):
        list(pool.run(episodes, tmp_path, None))
    assert not (tmp_path / "failures.jsonl").exists()


def test_a_worker_leads_a_session_of_its_own(tmp_path, bad_module):
    # the scheduler weighs a session's processes as one group (Linux's autogroup): in its own
    # session a worker's CPU work is not taken from another worker's wall-clock call, nor the
    # driver's (docs/agents.md, "Keeping time"); its process group is still its own
    import importlib

    module = importlib.import_module("dw_dying_agents")
    scenario = builtin_scenarios("banking")[0].model_copy(update={"step_cap_ticks": 2})
    episodes = [EpisodeSpec(scenario=scenario, agent="null", channel="clean", run_index=0)]
    seen = tmp_path / "session.txt"
    pool = WorkerPool(1, initializer=module.record_session, initargs=(str(seen),))
    list(pool.run(episodes, tmp_path, None))
    pid, session, group = (int(n) for n in seen.read_text().split())
    assert session == pid != os.getsid(0)
    assert group == pid
