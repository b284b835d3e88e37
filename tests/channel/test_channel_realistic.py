"""The realistic chain as a whole: presets, determinism, environments, labels, trace events."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from duplexworld.channel import (
    PRESETS,
    TICK_SAMPLES,
    Channel,
    ChannelOutput,
    CleanChannel,
    NoiseInventory,
    RealisticChannel,
    SyntheticVoice,
    choose_environment,
    get_preset,
    make_channel,
)
from duplexworld.channel.bench import caller_signal, channel_throughput
from duplexworld.channel.examples import write_examples
from duplexworld.testing.traces import trace_header
from duplexworld.trace import EVENT_ADAPTER, EffectInjected

VOICE = SyntheticVoice()


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("noise")


@pytest.fixture(scope="module")
def call() -> np.ndarray:
    return caller_signal(VOICE, 120.0)


def run(channel: Channel, audio: np.ndarray) -> list[ChannelOutput]:
    ticks = audio.size // TICK_SAMPLES
    return [channel.process(audio[k * TICK_SAMPLES : (k + 1) * TICK_SAMPLES]) for k in range(ticks)]


def realistic(seed: int, cache: Path, scenario_id: str | None = "s-1", **kw) -> Channel:
    return make_channel(
        "realistic",
        seed,
        scenario_id=scenario_id,
        speech=VOICE,
        room_speech=VOICE,
        cache_dir=cache,
        **kw,
    )


def test_presets_registry_flags_and_names() -> None:
    assert set(PRESETS) == {"clean", "noise", "accents", "turn_taking", "realistic", "text"}
    assert "realistic" in PRESETS and "subway" not in PRESETS
    flags = {n: (p.noise, p.accents, p.turn_taking) for n, p in PRESETS.items()}
    assert flags == {
        "clean": (False, False, False),
        "noise": (True, False, False),
        "accents": (False, True, False),
        "turn_taking": (False, False, True),
        "realistic": (True, True, True),
        "text": (False, False, False),  # the text control: no line, no caller ablation
    }
    assert PRESETS["clean"].is_clean_chain and PRESETS["accents"].is_clean_chain
    noise = PRESETS["noise"]
    assert noise.background.enabled and noise.bursts.enabled and noise.frame_drops.enabled
    assert noise.muffling.enabled and not noise.distractors.enabled
    tt = PRESETS["turn_taking"]
    assert tt.distractors.enabled and not tt.background.enabled and not tt.frame_drops.enabled
    with pytest.raises(ValueError, match="known presets"):
        get_preset("subway")
    with pytest.raises(AttributeError):
        PRESETS["clean"].noise = True  # type: ignore[misc]


def test_reference_values_are_the_published_ones() -> None:
    p = PRESETS["realistic"]
    assert (p.background.snr_db, p.background.drift_db) == (15.0, 3.0)
    assert (p.bursts.events_per_minute, p.bursts.snr_range_db) == (1.0, (-5.0, 10.0))
    fd = p.frame_drops
    assert (fd.good_state_loss, fd.bad_state_loss, fd.mean_burst_ms) == (0.0, 0.2, 100.0)
    assert (fd.average_loss, fd.drop_ms) == (0.02, 150)
    m = p.muffling
    assert (m.probability, m.segment_ms, m.cutoff_hz, m.transition_ms) == (0.2, 500, 1500.0, 100)
    d = p.distractors
    assert (d.events_per_minute, d.phrase_lowpass_hz) == (0.7, 1000.0)
    assert "Hold on a second." in d.phrases and set(d.tics) == {"cough", "sneeze", "sniffle"}


@pytest.mark.parametrize("name", ["clean", "accents"])
def test_clean_chain_presets_are_byte_identical_to_the_control(name: str, call) -> None:
    control = run(CleanChannel(), call[: 50 * TICK_SAMPLES])
    outputs = run(make_channel(name, 3, scenario_id="x"), call[: 50 * TICK_SAMPLES])
    assert [o.mulaw for o in outputs] == [o.mulaw for o in control]
    assert all(o.effects == () for o in outputs)
    assert make_channel(name, 3).spec()["factors"]["accents"] == (name == "accents")


def test_realistic_without_effects_matches_the_clean_chain(cache: Path, call) -> None:
    nothing = replace(
        PRESETS["realistic"],
        background=replace(PRESETS["realistic"].background, enabled=False),
        bursts=replace(PRESETS["realistic"].bursts, enabled=False),
        frame_drops=replace(PRESETS["realistic"].frame_drops, enabled=False),
        muffling=replace(PRESETS["realistic"].muffling, enabled=False),
        distractors=replace(PRESETS["realistic"].distractors, enabled=False),
    )
    channel = RealisticChannel(nothing, 1, inventory=NoiseInventory(cache_dir=cache))
    audio = call[: 40 * TICK_SAMPLES]
    assert [o.mulaw for o in run(channel, audio)] == [o.mulaw for o in run(CleanChannel(), audio)]


def test_same_seed_is_byte_identical_and_seeds_differ(cache: Path, call) -> None:
    first = run(realistic(7, cache), call)
    again = run(realistic(7, cache), call)
    other = run(realistic(8, cache), call)
    assert b"".join(o.mulaw for o in first) == b"".join(o.mulaw for o in again)
    assert [o.effects for o in first] == [o.effects for o in again]
    assert b"".join(o.mulaw for o in first) != b"".join(o.mulaw for o in other)
    assert isinstance(realistic(7, cache), Channel)


def test_labels_match_the_line_audio(cache: Path, call) -> None:
    channel = realistic(2, cache)
    outputs = run(channel, call)
    pcm = np.concatenate([o.pcm for o in outputs])
    codes = np.frombuffer(b"".join(o.mulaw for o in outputs), dtype=np.uint8)
    assert pcm.shape == (call.size,) and all(o.pcm.dtype == np.int16 for o in outputs)
    for tick, output in enumerate(outputs):
        for label in output.effects:
            assert label.start_tick == tick  # reported in the tick where it starts
            assert label.end_tick > label.start_tick
    labels = [label for o in outputs for label in o.effects]
    kinds = {label.kind for label in labels}
    assert {"frame_drop", "muffling"} <= kinds
    # A dropped frame is exact digital silence on the line; elsewhere noise keeps it alive.
    dropped = np.zeros(pcm.size, dtype=bool)
    for label in labels:
        if label.kind == "frame_drop":
            dropped[label.start_sample : label.end_sample] = True
    assert not pcm[dropped].any() and np.all(codes[dropped] == 0xFF)
    # No other silent stretch: the background never leaves 5 ms of exact zeros.
    zero = np.concatenate(([0], ((pcm == 0) & ~dropped).astype(np.int8), [0]))
    edges = np.flatnonzero(np.diff(zero))
    assert np.max(edges[1::2] - edges[::2]) < 40


def test_environment_is_stable_per_scenario_and_varies_across_scenarios(cache: Path) -> None:
    ids = [f"banking_{i:03d}" for i in range(40)]
    envs = [choose_environment(i, seed=0).name for i in ids]
    assert set(envs) == {"indoor", "outdoor"}
    assert 10 <= envs.count("indoor") <= 30
    assert envs == [choose_environment(i, seed=99).name for i in ids]  # not the seed
    specs = [
        realistic(seed, cache, scenario_id=sid).spec()["effective"]
        for sid in ("banking_000", "banking_001", "banking_002")
        for seed in (1, 2)
    ]
    for a, b in zip(specs[::2], specs[1::2], strict=True):
        assert (a["environment"], a["background"]) == (b["environment"], b["background"])
    assert len({(s["environment"], s["background"]["name"]) for s in specs}) > 1
    # The old two-argument call still works: the environment then follows the seed.
    assert realistic(5, cache, scenario_id=None).spec()["scenario_id"] is None


def test_spec_records_every_effective_value(cache: Path) -> None:
    spec = realistic(4, cache).spec()
    assert json.loads(json.dumps(spec)) == spec  # plain JSON values, as the trace header needs
    assert spec["preset"] == "realistic" and spec["seed"] == 4
    assert spec["factors"] == {"noise": True, "accents": True, "turn_taking": True}
    assert spec["stages"] == [
        "out_of_turn_speech",
        "muffling",
        "background_noise",
        "burst_noise",
        "bandpass",
        "int16",
        "g711-mulaw",
        "frame_drops",
    ]
    effective = spec["effective"]
    assert effective["frame_drop_bad_share"] == pytest.approx(0.1)
    assert effective["burst_idle_rate_per_minute"] > 1.0  # dead-time compensated
    assert spec["preset_config"]["background"]["snr_db"] == 15.0
    assert spec["preset_config"]["speech_reference_dbfs"] == -23.5


def test_asides_use_the_callers_voice_and_the_room_its_own(cache: Path) -> None:
    class CallerVoice(SyntheticVoice):
        def spec(self):
            return {"engine": "synthetic-voice", "version": 1, "persona": "caller"}

    channel = make_channel(
        "turn_taking", 1, scenario_id="x", speech=CallerVoice(), room_speech=VOICE, cache_dir=cache
    )
    assert channel.spec()["effective"]["caller_speech"]["persona"] == "caller"
    inventory = NoiseInventory(cache_dir=cache, speech=VOICE)
    assert (
        inventory.phrase("Not now.", 1000.0, CallerVoice()).key
        != inventory.phrase("Not now.", 1000.0).key
    )


def test_utterance_hint_overrides_onset_detection(cache: Path) -> None:
    always = replace(
        PRESETS["noise"],
        muffling=replace(PRESETS["noise"].muffling, probability=1.0, max_offset_ms=0),
    )
    speech = np.full(TICK_SAMPLES, 0.05, dtype=np.float32)
    inventory = NoiseInventory(cache_dir=cache, speech=VOICE)
    detected = RealisticChannel(always, 1, scenario_id="x", inventory=inventory)
    hinted = RealisticChannel(always, 1, scenario_id="x", inventory=inventory)

    def muffles(channel: RealisticChannel, hints: list[bool | None]) -> list[int]:
        return [
            t
            for t, hint in enumerate(hints)
            for e in channel.process(speech, utterance_start=hint).effects
            if e.kind == "muffling"
        ]

    # Continuous sound: one onset detected at tick 0; the hint marks new utterances at 5, 10.
    assert muffles(detected, [None] * 15) == [0]
    assert muffles(hinted, [True] + [False] * 4 + [True] + [False] * 4 + [True] + [False] * 4) == [
        0,
        5,
        10,
    ]


def test_effect_events_round_trip_and_carry_the_gold_label(cache: Path, call) -> None:
    labels = [e for o in run(realistic(6, cache), call) for e in o.effects]
    events = [EffectInjected(**label.event_fields()) for label in labels]
    for label, event in zip(labels, events, strict=True):
        again = EVENT_ADAPTER.validate_json(event.model_dump_json())
        assert again == event
        assert (event.tick, event.start_tick, event.end_tick) == (
            label.start_tick,
            label.start_tick,
            label.end_tick,
        )
        assert event.effect == label.kind and event.label == label.label
        assert event.details["start_sample"] == label.start_sample


def test_out_of_turn_speech_labels_name_what_was_said(cache: Path) -> None:
    dense = replace(
        PRESETS["turn_taking"],
        distractors=replace(PRESETS["turn_taking"].distractors, events_per_minute=30.0),
    )
    inventory = NoiseInventory(cache_dir=cache, speech=VOICE)
    channel = RealisticChannel(dense, 3, scenario_id="x", inventory=inventory)
    silence = np.zeros(TICK_SAMPLES, dtype=np.float32)
    labels = [e for _ in range(1500) for e in channel.process(silence).effects]
    assert {e.label for e in labels} == {"vocal_tic", "non_directed_phrase"}
    for e in labels:
        assert e.kind == "out_of_turn_speech" and e.text
        if e.label == "non_directed_phrase":
            assert e.text in dense.distractors.phrases


def test_throughput_and_examples_run(cache: Path, tmp_path: Path) -> None:
    results, _ = channel_throughput(
        seconds=20.0, presets=("realistic",), speech=VOICE, cache_dir=cache
    )
    assert [r.environment for r in results] == ["indoor", "outdoor"]
    assert all(r.realtime > 50 for r in results)
    written = write_examples(tmp_path, seconds=1.0, call_seconds=6.0, speech=VOICE, cache_dir=cache)
    names = {p.name for p in written}
    assert "distractors.wav" in names and "call_indoor_realistic.labels.json" in names
    assert "background_outdoor_busy_street.wav" in names and "bursts_indoor.wav" in names
    assert all(p.stat().st_size > 0 for p in written)


def test_orchestrator_writes_one_event_per_injected_effect(cache: Path, tmp_path: Path) -> None:
    from duplexworld.caller import DeterministicCaller
    from duplexworld.episode.orchestrator import run_episode
    from duplexworld.testing import ScriptedAgent, ToneSpeaker, ToyWorld, toy_scenario
    from duplexworld.trace import TraceWriter, read_trace

    class Recording:
        """Wraps a channel and keeps every label it reports."""

        def __init__(self, inner: Channel) -> None:
            self.inner, self.labels = inner, []

        def process(self, clean, utterance_start=None):
            out = self.inner.process(clean, utterance_start)
            self.labels += out.effects
            return out

        def spec(self):
            return self.inner.spec()

    scenario = toy_scenario()
    dense = replace(
        PRESETS["realistic"],
        distractors=replace(PRESETS["realistic"].distractors, events_per_minute=60.0),
        bursts=replace(PRESETS["realistic"].bursts, events_per_minute=6.0),
    )
    inventory = NoiseInventory(cache_dir=cache, speech=VOICE)
    channel = Recording(RealisticChannel(dense, 1, scenario_id=scenario.id, inventory=inventory))
    header = trace_header(scenario, channel="realistic", components={"channel": channel.spec()})
    writer = TraceWriter(tmp_path / "ep", header)
    world = ToyWorld(scenario.seed)
    run_episode(
        world=world,
        caller=DeterministicCaller(scenario, ToneSpeaker(), seed=1, perception="transcript"),
        channel=channel,
        agent=ScriptedAgent({}),
        writer=writer,
        step_cap=300,
    )
    writer.close(world.state(), meta={})
    events = read_trace(tmp_path / "ep").events(EffectInjected)
    assert len(events) == len(channel.labels) > 0
    assert {e.label for e in events} >= {"frame_drop", "vocal_tic", "non_directed_phrase"}
    for event, label in zip(events, channel.labels, strict=True):
        assert event == EffectInjected(**label.event_fields())
