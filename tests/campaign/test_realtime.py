"""Real-time agents run concurrently up to their provider's cap, and back off on rate limits.

The agent is the package's raw PCM WebSocket fake on a real localhost socket; the server
counts the calls it has open. The campaigns run in this process (``SerialExecutor`` inside):
the toy world is registered here.
"""

from __future__ import annotations

import gc
import json
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
    # here would not reach them), cut to 40 ticks (8 s of call, 1 s at the fake's pace)
    scenarios = tuple(builtin_scenarios("banking")[:5])
    with running_fake("raw_ws") as server:
        agent = _config(tmp_path, server.url, max_concurrency=2, name="raw-capped")
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
