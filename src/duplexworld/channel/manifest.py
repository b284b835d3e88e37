"""User-supplied noise recordings (MUSAN or your own), described by a manifest file.

A manifest is JSON (``.json``) or YAML (``.yaml``/``.yml``)::

    procedural: true          # optional; false = use only these recordings
    recordings:
      - file: noise/free-sound/noise-free-sound-0001.wav   # relative to the manifest
        kind: background      # background (looped) or burst (one event)
        environment: indoor   # indoor or outdoor
        name: fridge-hum      # optional; default: the file's stem

A bare list of entries is accepted too. Every problem is reported as one ``ManifestError``
naming the manifest, the entry and the field, e.g.
``noise.yaml: recordings[2].kind: expected 'background' or 'burst', got 'loop'``.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np
import soundfile as sf
import soxr
import yaml

from duplexworld.channel.config import ENVIRONMENTS
from duplexworld.channel.dsp import loopable, normalise_rms
from duplexworld.units import TELEPHONE_RATE

__all__ = ["Manifest", "ManifestError", "Recording", "load_manifest", "load_recording"]

_FIELDS = ("file", "kind", "environment", "name")
_KINDS = ("background", "burst")
MIN_BACKGROUND_SECONDS = 2.0
"""A background recording shorter than this cannot be looped without audible repetition."""
_LOOP_FADE_SECONDS = 0.5


class ManifestError(ValueError):
    """A manifest or one of its recordings is unusable; the message names file and field."""


@dataclass(frozen=True)
class Recording:
    """One validated manifest entry."""

    file: Path
    """Absolute path of the audio file."""
    kind: Literal["background", "burst"]
    environment: str
    name: str
    where: str
    """``manifest: recordings[i]``, for error messages about this entry."""

    @property
    def clip_name(self) -> str:
        """Name of the clip in the inventory (``rec:<name>``)."""
        return f"rec:{self.name}"


@dataclass(frozen=True)
class Manifest:
    """A loaded manifest: its recordings and whether procedural sounds stay in the pool."""

    path: Path
    recordings: tuple[Recording, ...]
    procedural: bool = True


def _parse(path: Path) -> Any:
    suffix = path.suffix.lower()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ManifestError(f"{path}: no such manifest file") from None
    except OSError as exc:
        raise ManifestError(f"{path}: cannot read manifest: {exc}") from None
    try:
        if suffix == ".json":
            return json.loads(text)
        if suffix in (".yaml", ".yml"):
            return yaml.safe_load(text)
    except (json.JSONDecodeError, yaml.YAMLError) as exc:
        raise ManifestError(f"{path}: not valid {suffix[1:].upper()}: {exc}") from None
    raise ManifestError(f"{path}: unsupported manifest type {suffix!r} (use .json, .yaml or .yml)")


def _entry(path: Path, index: int, raw: Any) -> Recording:
    where = f"{path.name}: recordings[{index}]"
    if not isinstance(raw, dict):
        raise ManifestError(
            f"{where}: expected a mapping with file, kind and environment, got {type(raw).__name__}"
        )
    unknown = sorted(set(raw) - set(_FIELDS))
    if unknown:
        raise ManifestError(
            f"{where}: unknown field(s) {', '.join(map(repr, unknown))} "
            f"(known: {', '.join(_FIELDS)})"
        )
    for required in ("file", "kind", "environment"):
        if required not in raw:
            raise ManifestError(f"{where}.{required}: missing (required)")
    file, kind, environment = raw["file"], raw["kind"], raw["environment"]
    if not isinstance(file, str) or not file:
        raise ManifestError(f"{where}.file: expected a path string, got {file!r}")
    if kind not in _KINDS:
        raise ManifestError(f"{where}.kind: expected 'background' or 'burst', got {kind!r}")
    known_envs = [env.name for env in ENVIRONMENTS]
    if environment not in known_envs:
        raise ManifestError(
            f"{where}.environment: expected one of {', '.join(known_envs)}, got {environment!r}"
        )
    resolved = (path.parent / file).resolve()
    if not resolved.is_file():
        raise ManifestError(f"{where}.file: no such file: {resolved}")
    try:
        sf.info(str(resolved))
    except (RuntimeError, sf.LibsndfileError) as exc:
        raise ManifestError(f"{where}.file: cannot read audio from {resolved}: {exc}") from None
    name = raw.get("name", resolved.stem)
    if not isinstance(name, str) or not name:
        raise ManifestError(f"{where}.name: expected a non-empty string, got {name!r}")
    return Recording(file=resolved, kind=kind, environment=environment, name=name, where=where)


def load_manifest(path: Path | str) -> Manifest:
    """Read and validate a manifest (files must exist and be readable audio)."""
    path = Path(path)
    data = _parse(path)
    procedural = True
    if isinstance(data, dict):
        unknown = sorted(set(data) - {"recordings", "procedural"})
        if unknown:
            raise ManifestError(
                f"{path.name}: unknown top-level field(s) {', '.join(map(repr, unknown))} "
                "(known: recordings, procedural)"
            )
        if "recordings" not in data:
            raise ManifestError(f"{path.name}: recordings: missing (required)")
        procedural = data.get("procedural", True)
        if not isinstance(procedural, bool):
            raise ManifestError(
                f"{path.name}: procedural: expected true or false, got {procedural!r}"
            )
        data = data["recordings"]
    if not isinstance(data, list):
        raise ManifestError(
            f"{path.name}: recordings: expected a list of entries, got {type(data).__name__}"
        )
    recordings = tuple(_entry(path, i, raw) for i, raw in enumerate(data))
    seen: dict[str, str] = {}
    for recording in recordings:
        if recording.name in seen:
            first = seen[recording.name]
            raise ManifestError(
                f"{recording.where}.name: {recording.name!r} is already used by {first}"
            )
        seen[recording.name] = recording.where
    return Manifest(path=path, recordings=recordings, procedural=procedural)


def recording_key(recording: Recording, loop_seconds: float) -> str:
    """sha256 of the file's bytes and of how it is processed (for the in-memory cache)."""
    digest = hashlib.sha256(recording.file.read_bytes()).hexdigest()
    return hashlib.sha256(
        f"{digest}|{recording.kind}|{loop_seconds}|{TELEPHONE_RATE}".encode()
    ).hexdigest()


def load_recording(recording: Recording, loop_seconds: float) -> np.ndarray:
    """The recording as unit-RMS float32 mono at 8 kHz (a background is made loopable)."""
    try:
        audio, rate = sf.read(str(recording.file), dtype="float64", always_2d=True)
    except (RuntimeError, sf.LibsndfileError) as exc:
        raise ManifestError(f"{recording.where}.file: cannot read audio: {exc}") from None
    x = audio.mean(axis=1)
    if rate != TELEPHONE_RATE:
        x = np.asarray(soxr.resample(x, rate, TELEPHONE_RATE, quality="HQ"), dtype=np.float64)
    if not np.any(x):
        raise ManifestError(f"{recording.where}.file: {recording.file} is silent")
    if recording.kind == "background":
        fade = int(_LOOP_FADE_SECONDS * TELEPHONE_RATE)
        if x.size < MIN_BACKGROUND_SECONDS * TELEPHONE_RATE:
            raise ManifestError(
                f"{recording.where}.file: a background needs at least "
                f"{MIN_BACKGROUND_SECONDS:g} s, {recording.file.name} has "
                f"{x.size / TELEPHONE_RATE:.2f} s"
            )
        # Long recordings are cut to the loop length; shorter ones loop whole.
        length = min(x.size - fade, int(loop_seconds * TELEPHONE_RATE))
        x = loopable(x, length, fade)
    else:
        x = np.trim_zeros(x)  # the burst's label spans exactly its sound
    return normalise_rms(x).astype(np.float32)
