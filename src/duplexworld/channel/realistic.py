"""The realistic telephone chain: the caller's environment and a lossy line around G.711.

Per tick, in this order (REFERENCE.md section 2, with the speech effects first because they
act on what the caller says, before the room's noise reaches the microphone):

1. out-of-turn speech while the caller is silent (vocal tics, low-passed asides);
2. dynamic muffling of a share of utterances;
3. background noise (SNR 15 dB against the speech reference, +-3 dB slow drift);
4. burst noise (Poisson, one at a time, SNR uniform in [-5, 10] dB);
5. telephony: band-pass 300-3400 Hz, int16, G.711 mu-law (exactly the clean chain);
6. Gilbert-Elliott frame drops on the coded line (a lost 150 ms frame is zeroed).

Utterance boundaries (for muffling): the caller's ``utterance_start`` hint when given;
otherwise an onset is a tick with sound after ``utterance_gap_ticks`` all-zero ticks. Silence
(for out-of-turn speech) is always read from the clean chunk: all zeros means silent.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

import numpy as np

from duplexworld.channel.chain import (
    TICK_SAMPLES,
    ChannelConfig,
    ChannelOutput,
    check_tick,
    float_to_int16,
)
from duplexworld.channel.config import ChannelPreset, plain
from duplexworld.channel.dsp import db_to_gain
from duplexworld.channel.filters import TelephoneBandpass
from duplexworld.channel.g711 import mulaw_decode, mulaw_encode
from duplexworld.channel.inventory import NoiseInventory, choose_environment
from duplexworld.channel.labels import EffectLabel
from duplexworld.channel.speechnoise import SpeechSource
from duplexworld.channel.stages import BackgroundNoise, BurstNoise, Distractors, FrameDrops, Muffler
from duplexworld.util.seeds import stable_seed

__all__ = ["RealisticChannel"]


class RealisticChannel:
    """The chain of a preset with effects (noise, turn_taking, realistic).

    Args:
        preset: which effects run and every parameter.
        seed: the episode's channel seed; each stage draws from its own generator seeded by
            ``stable_seed(seed, "channel", stage)``.
        scenario_id: picks the environment and its background by a stable hash, so a
            scenario sounds the same in every run (None: picked from the seed).
        inventory: where sounds come from (default: procedural, cached on disk).
        speech: the caller's voice, for the asides (default: the inventory's room voice).
    """

    def __init__(
        self,
        preset: ChannelPreset,
        seed: int,
        *,
        scenario_id: str | None = None,
        inventory: NoiseInventory | None = None,
        speech: SpeechSource | None = None,
    ) -> None:
        """Build the stages the preset enables and load their sounds."""
        self.preset = preset
        self.seed = seed
        self.scenario_id = scenario_id
        self.config = ChannelConfig(preset=preset.name, seed=seed)
        self.inventory = inventory or NoiseInventory(preset.inventory)
        self.environment = choose_environment(scenario_id, seed)
        self._bandpass = TelephoneBandpass(
            low_hz=self.config.band_low_hz,
            high_hz=self.config.band_high_hz,
            order=self.config.band_order,
            sample_rate=self.config.sample_rate,
        )
        self.reference_rms = db_to_gain(preset.speech_reference_dbfs)
        self.background: BackgroundNoise | None = None
        self.bursts: BurstNoise | None = None
        self.muffler: Muffler | None = None
        self.distractors: Distractors | None = None
        self.frame_drops: FrameDrops | None = None
        self.caller_speech: SpeechSource | None = None
        env = self.environment.name
        if preset.background.enabled:
            names = self.inventory.background_names(env)
            pick = stable_seed("channel-background", scenario_id if scenario_id else seed)
            clip = self.inventory.background(names[pick % len(names)])
            self.background = BackgroundNoise(
                clip, preset.background, self.reference_rms, self._rng("background"), TICK_SAMPLES
            )
        if preset.bursts.enabled:
            clips = [self.inventory.burst(name) for name in self.inventory.burst_names(env)]
            self.bursts = BurstNoise(
                clips, preset.bursts, self.reference_rms, self._rng("bursts"), TICK_SAMPLES
            )
        if preset.muffling.enabled:
            self.muffler = Muffler(preset.muffling, self._rng("muffling"))
        if preset.distractors.enabled:
            d = preset.distractors
            tics = [(k, self.inventory.tic(k, v)) for k in d.tics for v in range(d.tic_variants)]
            self.caller_speech = speech if speech is not None else self.inventory.speech
            phrases = [
                self.inventory.phrase(text, d.phrase_lowpass_hz, self.caller_speech)
                for text in d.phrases
            ]
            self.distractors = Distractors(
                tics, phrases, d, self.reference_rms, self._rng("distractors")
            )
        if preset.frame_drops.enabled:
            self.frame_drops = FrameDrops(preset.frame_drops, self._rng("frame_drops"))
        self._tick = 0
        # The call starts in silence, so sound in the first tick is an onset.
        self._silent_run = preset.utterance_gap_ticks

    def _rng(self, stage: str) -> np.random.Generator:
        return np.random.default_rng(stable_seed(self.seed, "channel", stage))

    @property
    def tick(self) -> int:
        """Number of ticks processed so far (the index of the next tick)."""
        return self._tick

    def process(self, clean: np.ndarray, utterance_start: bool | None = None) -> ChannelOutput:
        """Run one tick through every enabled stage; returns line audio and new labels."""
        x = check_tick(clean, self.config.sample_rate)
        start = self._tick * TICK_SAMPLES
        silent = not x.any()
        if utterance_start is None:
            onset = not silent and self._silent_run >= self.preset.utterance_gap_ticks
        else:
            onset = bool(utterance_start)
        self._silent_run = self._silent_run + 1 if silent else 0
        labels: list[EffectLabel] = []
        buf = x.astype(np.float64)
        if self.distractors is not None:
            labels += self.distractors.add(start, buf, silent)
        if self.muffler is not None:
            labels += self.muffler.apply(start, buf, onset, silent)
        if self.background is not None:
            self.background.add(start, buf)
        if self.bursts is not None:
            labels += self.bursts.add(start, buf)
        codes = mulaw_encode(float_to_int16(self._bandpass.process(buf)))
        pcm = mulaw_decode(codes)
        if self.frame_drops is not None:
            labels += self.frame_drops.apply(start, codes, pcm)
        self._tick += 1
        labels.sort(key=lambda label: (label.start_sample, label.kind))
        return ChannelOutput(mulaw=codes.tobytes(), pcm=pcm, effects=tuple(labels))

    def stages(self) -> list[str]:
        """Names of the stages in processing order (enabled ones only)."""
        names = [
            ("out_of_turn_speech", self.distractors),
            ("muffling", self.muffler),
            ("background_noise", self.background),
            ("burst_noise", self.bursts),
        ]
        order = [name for name, stage in names if stage is not None]
        order += ["bandpass", "int16", "g711-mulaw"]
        if self.frame_drops is not None:
            order.append("frame_drops")
        return order

    def spec(self) -> dict[str, Any]:
        """Every parameter and the effective values derived from them (for the trace)."""
        effective: dict[str, Any] = {
            "environment": self.environment.name,
            "speech_reference_rms": self.reference_rms,
            "utterance_boundaries": "caller hint when given, else sound after "
            f"{self.preset.utterance_gap_ticks} all-zero tick(s)",
        }
        if self.background is not None:
            effective["background"] = self.background.clip.spec()
        if self.bursts is not None:
            effective["bursts"] = [clip.spec() for clip in self.bursts.clips]
            effective["burst_mean_seconds"] = round(self.bursts.mean_seconds, 4)
            effective["burst_idle_rate_per_minute"] = round(self.bursts.idle_rate_per_minute, 6)
        if self.distractors is not None:
            effective["distractor_mean_seconds"] = round(self.distractors.mean_seconds, 4)
            effective["distractor_idle_rate_per_minute"] = round(
                self.distractors.idle_rate_per_minute, 6
            )
            if self.caller_speech is not None:  # set with the distractors
                effective["caller_speech"] = self.caller_speech.spec()
        if self.frame_drops is not None:
            effective["frame_samples"] = self.frame_drops.frame
            effective["frame_drop_bad_share"] = self.frame_drops.bad_share
            effective["frame_drop_p_good_to_bad"] = self.frame_drops.p_good_to_bad
            effective["frame_drop_p_bad_to_good"] = self.frame_drops.p_bad_to_good
        preset_spec = self.preset.spec()
        return plain(
            {
                "type": type(self).__name__,
                "stages": self.stages(),
                **asdict(self.config),
                "scenario_id": self.scenario_id,
                "factors": preset_spec["factors"],
                "preset_config": preset_spec,
                "inventory": self.inventory.spec(),
                "effective": effective,
            }
        )
