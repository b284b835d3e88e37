"""The bench's CPU split by component (exclusive, restored afterwards) and the campaign ETA."""

from __future__ import annotations

import json
import threading
import time

import pytest

from duplexworld import bench, bench_components
from duplexworld.bench_components import COMPONENTS, CpuLedger, campaign_eta

BURN = 0.06
"""CPU seconds each fake component burns: far above process_time's resolution."""
SLACK = 0.02


def burn(seconds: float) -> None:
    """Spend ``seconds`` of this process's CPU time."""
    until = time.process_time() + seconds
    while time.process_time() < until:
        pass


class Fake:
    """An outer component that calls an inner one between two burns of its own."""

    def inner(self) -> None:
        burn(BURN)

    def outer(self) -> None:
        burn(BURN)
        self.inner()
        burn(BURN)


def test_each_component_is_counted_exclusive_of_the_ones_inside_it():
    fake = Fake()
    with CpuLedger() as ledger:
        ledger.patch(Fake, "outer", "outer")
        ledger.patch(Fake, "inner", "inner")
        started = time.process_time()
        with ledger.measure():
            burn(BURN)  # in no component: other
            fake.outer()
        total = time.process_time() - started
    seconds = ledger.seconds
    assert seconds["inner"] == pytest.approx(BURN, abs=SLACK)
    assert seconds["outer"] == pytest.approx(2 * BURN, abs=SLACK)  # without the inner burn
    assert seconds["other"] == pytest.approx(BURN, abs=SLACK)
    assert sum(seconds.values()) == pytest.approx(total, abs=1e-3)
    assert ledger.calls == {"other": 1, "outer": 1, "inner": 1}


def test_patches_are_undone_and_calls_outside_a_measurement_are_not_counted():
    original_class = vars(Fake)["outer"]
    fake = Fake()
    original_bound = fake.inner
    with CpuLedger() as ledger:
        ledger.patch(Fake, "outer", "outer")
        ledger.patch(fake, "inner", "inner")  # an instance's bound method
        assert vars(Fake)["outer"] is not original_class and "inner" in vars(fake)
        fake.outer()  # no measure() block open
        assert ledger.seconds == {}
    assert vars(Fake)["outer"] is original_class
    assert "inner" not in vars(fake) and fake.inner == original_bound


def test_a_component_called_on_another_thread_is_timed_as_itself():
    # the episode runs agent code (the oracle's recognition) on a guard thread and waits
    fake = Fake()
    with CpuLedger() as ledger:
        ledger.patch(Fake, "inner", "inner")
        with ledger.measure():
            worker = threading.Thread(target=fake.inner)
            worker.start()
            worker.join()
    assert ledger.seconds["inner"] == pytest.approx(BURN, abs=SLACK)
    assert ledger.seconds["other"] < SLACK


def test_the_components_entry_points_are_patched_and_restored():
    from duplexworld.caller.hearing import ASR_CACHE
    from duplexworld.channel.chain import CleanChannel
    from duplexworld.episode import episode
    from duplexworld.metrics.dnsmos import Dnsmos
    from duplexworld.speech.careful import careful_recogniser

    careful = careful_recogniser()
    before = (vars(CleanChannel)["process"], vars(Dnsmos)["score"], episode.score_directory)
    with CpuLedger() as ledger:
        bench_components._patch_components(ledger)
        assert vars(CleanChannel)["process"] is not before[0]
        assert episode.score_directory is not before[2] and "recognise" in vars(ASR_CACHE)
        # the second listening is timed as itself, not inside the metrics
        assert careful is None or "_run" in vars(careful)
    assert (vars(CleanChannel)["process"], vars(Dnsmos)["score"], episode.score_directory) == (
        before
    )
    assert "recognise" not in vars(ASR_CACHE)
    assert careful is None or "_run" not in vars(careful)


def _row(
    world: str, agent: str, call: float, cpu: dict[str, float], run: int = 0
) -> dict[str, object]:
    full = {c: cpu.get(c, 0.0) for c in COMPONENTS}
    return {
        "world": world,
        "scenario": f"{world}_x",
        "agent": agent,
        "run": run,
        "call_seconds": call,
        "termination": "user_stop",
        "cpu_seconds": sum(full.values()),
        "cpu": full,
    }


def _bench(
    rows: list[dict[str, object]], worlds: tuple[str, ...] = ("a", "b"), runs: int = 1
) -> dict[str, object]:
    return bench_components.summarise(rows, "realistic", 1, ("oracle", "null"), worlds, runs)


def test_the_campaign_eta_is_cpu_per_call_second_times_the_campaign_call_seconds():
    rows = [
        _row("a", "oracle", 100.0, {"agent ASR": 6.0, "other": 2.0}),  # 0.08 CPU-s per call-s
        _row("a", "null", 10.0, {"other": 0.5}),
        _row("b", "oracle", 50.0, {"agent ASR": 1.0, "DNSMOS": 1.0}),
        _row("b", "oracle", 150.0, {"agent ASR": 3.0, "DNSMOS": 3.0}),  # mean 100 call-s, 4 CPU-s
        _row("b", "null", 20.0, {"other": 1.0}),
    ]
    sample = _bench(rows)
    assert sample["by_agent"]["oracle"]["cpu_per_call_second"]["agent ASR"] == pytest.approx(
        10.0 / 300.0
    )
    eta = campaign_eta(sample, {"a": 3, "b": 2}, runs=5, workers=2, speedup=1.6)
    # world a: 3 x 5 x (8 + 0.5); world b: 2 x 5 x (4 + 1)
    expected = 15 * 8.5 + 10 * 5.0
    assert eta["episodes"] == 2 * 5 * (3 + 2)
    assert eta["cpu_seconds"] == pytest.approx(expected)
    assert eta["wall_seconds"] == pytest.approx(expected / 1.6) and eta["speedup_measured"]
    assert eta["cpu_by_component"]["agent ASR"] == pytest.approx(15 * 6.0 + 10 * 2.0)
    assert sum(eta["cpu_by_component"].values()) == pytest.approx(expected)
    ideal = campaign_eta(sample, {"a": 3, "b": 2}, runs=5, workers=2)
    assert ideal["wall_seconds"] == pytest.approx(expected / 2) and not ideal["speedup_measured"]
    assert not eta["later_runs_measured"]
    with pytest.raises(ValueError, match="no sampled oracle episode in c"):
        campaign_eta(sample, {"a": 3, "c": 1})


def test_later_runs_are_priced_by_the_later_runs_measured():
    # a later run finds the first run's recognitions cached: cheaper, and so priced
    rows = [
        _row("a", "oracle", 100.0, {"caller ASR": 6.0, "agent ASR": 4.0}),
        _row("a", "oracle", 100.0, {"caller ASR": 1.0, "agent ASR": 4.0}, run=1),
        _row("a", "oracle", 100.0, {"caller ASR": 2.0, "agent ASR": 4.0}, run=2),
        _row("a", "null", 10.0, {"other": 0.5}),
        _row("a", "null", 10.0, {"other": 0.5}, run=1),
    ]
    sample = _bench(rows, worlds=("a",), runs=3)
    assert sample["by_run"]["a"]["oracle"]["first"]["episodes"] == 1
    assert sample["by_run"]["a"]["oracle"]["later"]["episodes"] == 2
    eta = campaign_eta(sample, {"a": 2}, runs=5, workers=2)
    # per scenario: oracle 10 + 4 x 5.5, null 0.5 + 4 x 0.5
    assert eta["cpu_seconds"] == pytest.approx(2 * (10.0 + 4 * 5.5 + 0.5 + 4 * 0.5))
    assert eta["cpu_by_component"]["caller ASR"] == pytest.approx(2 * (6.0 + 4 * 1.5))
    assert eta["later_runs_measured"] and eta["episodes"] == 2 * 5 * 2


def test_the_sample_spreads_over_each_world_in_built_in_order():
    from duplexworld.worlds import builtin_scenarios

    sample = bench_components.sample_scenarios(3, ("banking",))
    every = builtin_scenarios("banking")
    assert [s.id for s in sample["banking"]] == [every[i].id for i in (0, 9, 18)]


def test_components_only_prints_and_writes_the_split_and_the_eta(tmp_path, monkeypatch):
    rows = [
        _row(w, a, 60.0, {"channel": 0.1, "other": 0.3})
        for w in bench_components.DW_WORLDS
        for a in ("oracle", "null")
    ]
    sample = _bench(rows, worlds=bench_components.DW_WORLDS)
    monkeypatch.setattr(bench_components, "component_bench", lambda cache, per_world, runs: sample)
    monkeypatch.setattr(bench, "_pin_one_core", lambda: "not pinned (test)")
    out = tmp_path / "bench.json"
    assert bench.run_bench(None, None, json_path=out, components_only=True) == 0
    figures = json.loads(out.read_text())
    eta = figures["campaign_eta"]
    from duplexworld.worlds import builtin_scenarios

    scenarios = sum(len(builtin_scenarios(w)) for w in bench_components.DW_WORLDS)
    assert eta["scenarios"] == scenarios and eta["episodes"] == scenarios * 5 * 2
    assert eta["cpu_seconds"] == pytest.approx(scenarios * 5 * 2 * 0.4)
    assert figures["components"]["by_agent"]["oracle"]["cpu_per_call_second"][
        "channel"
    ] == pytest.approx(0.1 / 60.0)
    assert figures["machine"]["cpu_model"]


def test_sample_runs_below_one_is_refused_before_anything_runs(monkeypatch):
    def never(*args: object, **kwargs: object) -> dict[str, object]:
        raise AssertionError("the bench ran")

    monkeypatch.setattr(bench_components, "component_bench", never)
    assert bench.run_bench(None, None, components_only=True, sample_runs=0) == 2
