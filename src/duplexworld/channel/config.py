"""Every parameter of the telephone channel, in one place, and the preset registry.

Values follow REFERENCE.md section 2 ("Acoustic channel", tau2-bench voice presets and
DuplexWorld appendix G). Where nobody published a value, the choice is made here, documented
next to the field, and recorded in each trace header through ``spec()``.

Presets are single-factor ablations against the clean control (tau-Voice's control_audio,
control_accents and control_behavior), plus ``realistic`` with every factor:

- ``clean``: band-pass + G.711 only (the control).
- ``noise``: + background noise, bursts, muffling and frame drops (factor ``noise``).
- ``accents``: the clean chain; the caller side picks accented personas (factor ``accents``).
- ``turn_taking``: the clean chain + out-of-turn speech (vocal tics, asides); the caller side
  interrupts and backchannels (factor ``turn_taking``).
- ``realistic``: every factor.

Out-of-turn speech belongs to the turn-taking factor, not to noise: tau2-bench's ablations put
speech inserts in the behaviour group (control_behavior) and the audio group holds background,
bursts, muffling and frame drops only. The channel still injects them, because it owns the
effect schedule and writes their gold labels.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from duplexworld.units import TELEPHONE_RATE

__all__ = [
    "ENVIRONMENTS",
    "PRESETS",
    "BackgroundConfig",
    "BurstConfig",
    "ChannelPreset",
    "DistractorConfig",
    "EnvironmentSpec",
    "FrameDropConfig",
    "InventoryConfig",
    "MuffleConfig",
    "TextPreset",
    "get_preset",
    "plain",
]


def plain(data: Any) -> Any:
    """``data`` as plain JSON values (tuples become lists), as trace headers require."""
    return json.loads(json.dumps(data))


@dataclass(frozen=True)
class BackgroundConfig:
    """Continuous background noise of the caller's environment."""

    enabled: bool = False
    snr_db: float = 15.0
    """Mean SNR: speech reference level over the noise clip's long-term RMS (REFERENCE)."""
    drift_db: float = 3.0
    """Peak deviation of the slow SNR drift (REFERENCE: +-3 dB)."""
    drift_periods_s: tuple[float, float] = (29.0, 47.0)
    """Periods of the two sines whose mean is the drift (chosen: slow, incommensurate, so the
    drift never repeats within a call and stays within +-drift_db)."""


@dataclass(frozen=True)
class BurstConfig:
    """Short loud events (a phone rings, a car horn) drawn from the environment's bursts."""

    enabled: bool = False
    events_per_minute: float = 1.0
    """Poisson rate of burst onsets (REFERENCE: 1.0/min)."""
    snr_range_db: tuple[float, float] = (-5.0, 10.0)
    """Each burst's SNR is uniform in this range, against the clip's RMS over its length."""
    compensate_dead_time: bool = True
    """Bursts come one at a time, so no onset can happen while one plays. With compensation
    the hazard while idle is raised to rate / (1 - rate * mean duration), so the realised
    onset rate over the whole call matches ``events_per_minute``."""


@dataclass(frozen=True)
class FrameDropConfig:
    """Gilbert-Elliott packet loss after the codec (REFERENCE; tau2-bench's GE model).

    The line is cut into frames of ``drop_ms``; a two-state continuous-time Markov chain
    (good, bad) is sampled once per frame and a frame is lost with the current state's loss
    probability; a lost frame is zeroed whole. The good-to-bad rate is set so that the
    long-run share of lost frames, and so of zeroed audio, is ``average_loss``: the bad
    state's stationary share is (average_loss - good_loss) / (bad_loss - good_loss). The
    chain is sampled exactly (matrix exponential), so the rates hold at any frame length.
    """

    enabled: bool = False
    average_loss: float = 0.02
    """Long-run share of lost frames (REFERENCE: 2%)."""
    good_state_loss: float = 0.0
    """Loss probability per frame in the good state (REFERENCE: 0)."""
    bad_state_loss: float = 0.2
    """Loss probability per frame in the bad state (REFERENCE: 0.2)."""
    mean_burst_ms: float = 100.0
    """Mean time in the bad state (REFERENCE: 100 ms)."""
    drop_ms: int = 150
    """Audio zeroed by one drop, and so the frame length (REFERENCE: 150 ms)."""


@dataclass(frozen=True)
class MuffleConfig:
    """Dynamic muffling: the caller covers the phone or turns away for a moment."""

    enabled: bool = False
    probability: float = 0.2
    """Share of caller utterances that get one muffled segment (REFERENCE: 20%)."""
    segment_ms: int = 500
    """Length of the segment, transitions included (REFERENCE: 500 ms)."""
    transition_ms: int = 100
    """Raised-cosine fade into and out of the muffled sound (REFERENCE: 100 ms)."""
    cutoff_hz: float = 1500.0
    """Low-pass cut-off while muffled (REFERENCE: 1.5 kHz)."""
    order: int = 4
    """Butterworth order of the muffling low-pass (chosen)."""
    max_offset_ms: int = 1000
    """The segment starts uniformly within this long after the utterance's onset (chosen:
    the channel sees one tick at a time and cannot know the utterance's length; a segment
    whose start falls after the utterance ended is cancelled and gets no label)."""


DEFAULT_PHRASES: tuple[str, ...] = (
    "Hold on a second.",
    "Just a moment, honey.",
    "Not now.",
    "I'm on the phone.",
    "Just a minute.",
    "Give me a moment.",
    "One second.",
    "I'll be right with you.",
    "Can you wait?",
    "Shh, quiet.",
)
"""Non-directed phrases: tau2-bench's ten plus REFERENCE's "Just a moment, honey." in place of
its near-duplicate "I don't know." (which an agent could fairly take as an answer)."""


@dataclass(frozen=True)
class DistractorConfig:
    """Out-of-turn speech while the caller is otherwise silent: tics and asides."""

    enabled: bool = False
    events_per_minute: float = 0.7
    """Poisson rate per minute of caller silence (REFERENCE: 0.7/min)."""
    tic_share: float = 0.5
    """Share of distractors that are vocal tics; the rest are non-directed phrases (chosen:
    tau2-bench draws uniformly from both enabled lists)."""
    tics: tuple[str, ...] = ("cough", "sneeze", "sniffle")
    """Vocal tic kinds (procedural synthesis)."""
    tic_variants: int = 3
    """Synthesised variants per tic kind (different seeds), drawn uniformly."""
    phrases: tuple[str, ...] = DEFAULT_PHRASES
    """Non-directed phrases, spoken by the caller's voice."""
    phrase_lowpass_hz: float = 1000.0
    """Phrases are low-passed: the caller turned away from the phone (REFERENCE: 1 kHz)."""
    tic_level_db: float = -3.0
    """RMS of a tic relative to the speech reference level (chosen)."""
    phrase_level_db: float = -6.0
    """RMS of a phrase, after its low-pass, relative to the speech reference (chosen)."""
    compensate_dead_time: bool = True
    """As for bursts: no onset while one plays; the idle hazard is raised to keep the rate."""


@dataclass(frozen=True)
class EnvironmentSpec:
    """One acoustic environment: its continuous backgrounds and its bursts (clip names)."""

    name: str
    backgrounds: tuple[str, ...]
    bursts: tuple[str, ...]


ENVIRONMENTS: tuple[EnvironmentSpec, ...] = (
    EnvironmentSpec("indoor", ("people_talking", "tv_news"), ("ringing_phone", "dog_bark")),
    EnvironmentSpec(
        "outdoor", ("busy_street", "street_metro"), ("car_horn", "engine_idling", "siren")
    ),
)
"""The two published environments (REFERENCE; the call payloads show Indoor and Outdoor)."""


@dataclass(frozen=True)
class InventoryConfig:
    """How the procedural noise inventory is synthesised (part of every clip's cache key)."""

    loop_seconds: float = 60.0
    """Length of each seamless background loop (chosen: a minute does not audibly repeat
    within a typical 5-minute call and costs 1.9 MB per clip)."""
    burst_variants: int = 2
    """Synthesised variants per burst kind (different seeds), drawn uniformly."""
    babble_talkers: int = 6
    """Overlapped talkers in the people-talking babble."""
    sample_rate: int = TELEPHONE_RATE
    """Rate of every clip (the channel's rate)."""


@dataclass(frozen=True)
class ChannelPreset:
    """A named channel configuration: the factors it switches on and every parameter."""

    name: str
    description: str
    noise: bool = False
    """Acoustic factor: background, bursts, muffling and frame drops."""
    accents: bool = False
    """Caller factor: accented personas (read by the caller side; no channel effect)."""
    turn_taking: bool = False
    """Caller factor: interruptions and backchannels on the caller side, and out-of-turn
    speech injected by the channel."""
    speech_reference_dbfs: float = -23.5
    """The speech level every SNR refers to: RMS in dBFS (float full scale 1.0). Calibrated:
    the median active level (20 ms frames above -50 dBFS, energy mean) of the speech bank's
    piper output, which is normalised to a -6 dBFS peak, is -23.5 dBFS (range -26 to -21 over
    the cached caller utterances). A fixed level, like tau2-bench's reference RMS of 3000 in
    int16 (-20.8 dBFS), keeps the noise level independent of whether the caller speaks."""
    utterance_gap_ticks: int = 1
    """Without a hint, an utterance starts at a tick with sound after at least this many
    all-zero ticks (the caller pads silence with exact zeros; piper's pauses are never
    exactly zero, so one silent tick is enough to separate utterances)."""
    background: BackgroundConfig = field(default_factory=BackgroundConfig)
    bursts: BurstConfig = field(default_factory=BurstConfig)
    frame_drops: FrameDropConfig = field(default_factory=FrameDropConfig)
    muffling: MuffleConfig = field(default_factory=MuffleConfig)
    distractors: DistractorConfig = field(default_factory=DistractorConfig)
    inventory: InventoryConfig = field(default_factory=InventoryConfig)

    @property
    def is_clean_chain(self) -> bool:
        """True when no effect is on: the channel is band-pass + G.711 only."""
        return not (
            self.background.enabled
            or self.bursts.enabled
            or self.frame_drops.enabled
            or self.muffling.enabled
            or self.distractors.enabled
        )

    def spec(self) -> dict[str, Any]:
        """Every value of the preset as plain JSON-able data."""
        data = asdict(self)
        data["factors"] = {
            "noise": self.noise,
            "accents": self.accents,
            "turn_taking": self.turn_taking,
        }
        return plain(data)


@dataclass(frozen=True)
class TextPreset(ChannelPreset):
    """The text control (tau-Voice and APEX-Voice run one to measure the modality gap): no
    line at all. The caller's words reach the agent as text and the agent answers in text;
    no TTS, ASR, VAD or channel runs, and the episode runs the text loop
    (``episode.text_mode``). Its factors are the clean control's (no caller ablation)."""

    def spec(self) -> dict[str, Any]:
        """The preset's values and its modality."""
        return {**super().spec(), "modality": "text"}


def _noise_on(preset: ChannelPreset) -> ChannelPreset:
    return replace(
        preset,
        noise=True,
        background=replace(preset.background, enabled=True),
        bursts=replace(preset.bursts, enabled=True),
        frame_drops=replace(preset.frame_drops, enabled=True),
        muffling=replace(preset.muffling, enabled=True),
    )


def _turn_taking_on(preset: ChannelPreset) -> ChannelPreset:
    return replace(preset, turn_taking=True, distractors=replace(preset.distractors, enabled=True))


_CLEAN = ChannelPreset("clean", "control: telephone band-pass and G.711 mu-law only")

PRESETS: dict[str, ChannelPreset] = {
    preset.name: preset
    for preset in (
        _CLEAN,
        _noise_on(
            replace(
                _CLEAN,
                name="noise",
                description="+Noise: background, bursts, muffling and frame drops",
            )
        ),
        replace(
            _CLEAN,
            name="accents",
            description="+Accents: clean channel; the caller uses accented personas",
            accents=True,
        ),
        _turn_taking_on(
            replace(
                _CLEAN,
                name="turn_taking",
                description="+Turn-taking: clean channel plus out-of-turn speech; the caller "
                "interrupts and backchannels",
            )
        ),
        _turn_taking_on(
            _noise_on(
                replace(
                    _CLEAN,
                    name="realistic",
                    description="every factor: noise, accents and turn-taking",
                    accents=True,
                )
            )
        ),
        TextPreset(
            "text",
            "text control: the caller's words as text, the agent's answers as text (no "
            "speech, no line); turn-taking and audio metrics are absent",
        ),
    )
}
"""Channel presets by name (``name in PRESETS`` is how the CLI checks a name)."""


def get_preset(name: str) -> ChannelPreset:
    """The preset called ``name``; ValueError listing the known presets otherwise."""
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(sorted(PRESETS))
        raise ValueError(f"unknown channel preset {name!r}; known presets: {known}") from None
