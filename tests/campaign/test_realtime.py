"""Real-time agents run concurrently up to their provider's cap, and back off on rate limits.

The agent is the package's raw PCM WebSocket fake on a real localhost socket; the server
counts the calls it has open. The campaigns run in this process (``SerialExecutor`` inside):
the toy world is registered here.
"""

from __future__ import annotations

import gc
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import yaml

from duplexworld.agents import registry
from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.campaign.attempt import INFRA_FILE
from duplexworld.campaign.executors import SerialExecutor
from duplexworld.campaign.realtime import ProviderGate, provider_of
from duplexworld.fakes import running_fake
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.worlds import builtin_scenarios

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "agents" / "raw_ws.yaml"


@pytest.fixture(autouse=True)
def _fresh_registry():
    registry._resolve.cache_clear()  # each test writes its own configuration file
    yield
    registry._resolve.cache_clear()


def _config(directory: Path, url: str, **changes: object) -> str:
    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    # protocol and concurrency tests at 8x: time-keeping is tested at 1x (test_timekeeping.py)
    data.update(
        {
            "url": url,
            "realtime_speed": 8.0,
            "backoff_s": 0.05,
            "max_late_p99_ms": 10_000.0,
            **changes,
        }
    )
    path = directory / "raw-capped.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return str(path)


def _spec(agent: str, count: int) -> CampaignSpec:
    register_toy_world()
    scenarios = tuple(
        toy_scenario(id=f"toy_single_intent_{i + 1:02d}", step_cap_ticks=40) for i in range(count)
    )
    return CampaignSpec(scenarios=scenarios, agents=(agent,), runs=1, channel="clean")


def test_a_cap_of_two_never_has_more_than_two_calls_open_at_the_fake(tmp_path):
    # concurrent calls run in worker processes: built-in scenarios (a test world registered
    # here would not reach them), cut to 40 ticks (8 s of call). At 2x a call is open 4 s:
    # at 8x (1 s) two calls missed each other on a loaded machine (peak 1), each worker's
    # call lasting less than its scoring and its start-up skew
    scenarios = tuple(builtin_scenarios("banking")[:5])
    with running_fake("raw_ws") as server:
        agent = _config(
            tmp_path, server.url, max_concurrency=2, name="raw-capped", realtime_speed=2.0
        )
        provider = provider_of(agent)
        assert provider is not None and provider.cap == 2
        spec = CampaignSpec(scenarios, (agent,), 1, "clean", step_cap_ticks=40)
        rows = run_campaign(spec, tmp_path / "run", executor=SerialExecutor())
        calls = server.calls
    # finalise the fake's closed connections now: on CPython 3.11 an asyncio future logging
    # its unretrieved exception from inside a later ast.parse (a traceback parses source
    # lines) breaks the ast module's shared recursion counter ("AST constructor recursion
    # depth mismatch" in that parse)
    gc.collect()
    assert calls is not None
    assert len(rows) == 5 and all(row["termination"] != "agent_error" for row in rows)
    assert calls.total == 5  # one call per episode, none retried
    assert calls.peak == 2  # never more than the cap, and the cap was used


def test_a_rate_limit_backs_off_then_the_episode_is_scored(tmp_path):
    waits: list[float] = []
    with running_fake("raw_ws", fault="rate_limit", times=1) as server:
        agent = _config(tmp_path, server.url, max_concurrency=2, attempts=1, name="raw-capped")
        out = tmp_path / "run"
        rows = run_campaign(_spec(agent, 1), out, sleep=waits.append)
    assert waits == [2.0]  # the campaign's back-off after the 429
    (line,) = (out / INFRA_FILE).read_text().splitlines()
    assert json.loads(line)["kind"] == "rate_limit" and json.loads(line)["status"] == "retried"
    assert len(rows) == 1 and len(read_results(out)) == 1


def test_after_a_rate_limit_every_call_to_the_provider_waits_out_the_pause():
    now = [100.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    gate = ProviderGate(2, clock=lambda: now[0], sleep=sleep)
    with gate.hold():
        pass
    assert slept == []
    gate.rate_limited(4.0)
    with gate.hold():
        assert gate.open == 1
    assert slept == [4.0]


def test_the_gate_admits_at_most_its_cap_from_many_threads():
    gate = ProviderGate(2)
    barrier = threading.Barrier(6)

    def call() -> None:
        barrier.wait()
        with gate.hold():
            time.sleep(0.05)

    threads = [threading.Thread(target=call) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert gate.peak == 2 and gate.open == 0


@pytest.mark.serial  # a local Ray cluster; test_executors.py starts one in the parallel pass
def test_under_ray_a_providers_cap_is_a_resource_and_holds_at_the_fake(tmp_path):
    pytest.importorskip("ray", reason="the ray extra is not installed")
    from duplexworld.campaign.executors import RayExecutor
    from duplexworld.campaign.realtime import resource_name

    scenarios = tuple(builtin_scenarios("banking")[:3])
    with running_fake("raw_ws") as server:
        agent = _config(tmp_path, server.url, max_concurrency=1, name="raw-capped")
        provider = provider_of(agent)
        assert provider is not None
        assert resource_name(provider.key) == f"duplexworld_provider_127_0_0_1_{server.port}"
        spec = CampaignSpec(scenarios, (agent,), 1, "clean", step_cap_ticks=40)
        rows = run_campaign(spec, tmp_path / "run", executor=RayExecutor(num_cpus=2))
        calls = server.calls
    gc.collect()  # as above
    assert calls is not None and len(rows) == 3
    assert calls.total == 3 and calls.peak == 1  # two CPUs, but one unit of the provider


def _spawned_workers(parent: int) -> list[int]:
    """The children of process ``parent`` started by ``multiprocessing`` with ``spawn``."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8") as handle:
                parent_pid = int(handle.read().split(")")[-1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as handle:
                command = handle.read()
        except OSError:
            continue
        if parent_pid == parent and b"spawn_main" in command:
            found.append(int(entry))
    return found


CAMPAIGN = """
import json, sys
from duplexworld.campaign import CampaignSpec, read_results, run_campaign
from duplexworld.campaign.executors import SerialExecutor
from duplexworld.worlds import builtin_scenarios

spec = CampaignSpec(tuple(builtin_scenarios("banking")[:3]), (sys.argv[1],), 1, "clean",
                    step_cap_ticks=40)
run_campaign(spec, sys.argv[2], executor=SerialExecutor())
print(json.dumps(read_results(sys.argv[2])))
"""


def test_a_dead_realtime_worker_loses_only_its_call_and_the_others_finish(tmp_path):
    # three calls under a cap of two, at the real pace (8 s each): once two are open, one
    # worker is killed; its episode is the agent's error, the pool replaces the worker and
    # the third call and the other open one finish (ProcessPoolExecutor broke for good). The
    # campaign runs in a child interpreter: the fake logs the cut connection's traceback in
    # its own thread, which must not parse at the same time as a campaign's thread (the
    # CPython 3.11 ast counter, as above)
    with running_fake("raw_ws") as server:
        agent = _config(
            tmp_path, server.url, max_concurrency=2, name="raw-capped", realtime_speed=1.0
        )
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
        campaign = subprocess.Popen(
            [sys.executable, "-c", CAMPAIGN, agent, str(tmp_path / "run")],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        killed = []
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline and campaign.poll() is None:
            calls = server.calls
            workers = _spawned_workers(campaign.pid)
            if calls is not None and calls.open >= 2 and workers:
                os.kill(workers[0], signal.SIGKILL)
                killed.append(workers[0])
                break
            time.sleep(0.02)
        out, err = campaign.communicate(timeout=300)
    assert killed and campaign.returncode == 0, err[-2000:]
    rows = json.loads(out.strip().splitlines()[-1])
    assert len(rows) == 3
    errors = [row for row in rows if row["termination"] == "agent_error"]
    assert len(errors) == 1
    assert "killed by signal 9 (SIGKILL)" in str(errors[0]["termination_detail"])
    assert all(row["reward"] is not None for row in rows if row not in errors)
