"""The noise inventory: content-hash cache, user recordings and manifest errors."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from duplexworld.channel import (
    TICK_SAMPLES,
    ManifestError,
    NoiseInventory,
    SyntheticVoice,
    load_manifest,
    make_channel,
)
from duplexworld.channel import inventory as inventory_module
from duplexworld.channel.dsp import rms


def _tone(path: Path, seconds: float, rate: int = 16000, channels: int = 1) -> Path:
    t = np.arange(int(seconds * rate)) / rate
    x = 0.3 * np.sin(2 * np.pi * 440.0 * t) * (1.0 + 0.1 * np.sin(2 * np.pi * 3.0 * t))
    sf.write(str(path), np.repeat(x[:, None], channels, axis=1), rate)
    return path


def test_clips_are_unit_rms_cached_on_disk_and_reloaded(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(inventory_module, "_MEMORY", {})  # as in a fresh process
    inventory = NoiseInventory(cache_dir=tmp_path, speech=SyntheticVoice())
    clip = inventory.burst("car_horn#1")
    assert clip.samples.dtype == np.float32 and not clip.samples.flags.writeable
    assert rms(clip.samples) == pytest.approx(1.0, rel=1e-5)
    assert clip.samples[0] != 0 and clip.samples[-1] != 0
    assert inventory.path_for(clip.key).is_file()
    # A fresh process (empty memory cache) reads the file instead of synthesising again.
    monkeypatch.setattr(inventory_module, "_MEMORY", {})
    monkeypatch.setattr(
        NoiseInventory, "_synthesise", lambda *a: pytest.fail("should come from disk")
    )
    again = NoiseInventory(cache_dir=tmp_path, speech=SyntheticVoice()).burst("car_horn#1")
    assert again.key == clip.key and np.array_equal(again.samples, clip.samples)


def test_keys_depend_on_content_inputs(tmp_path: Path) -> None:
    inventory = NoiseInventory(cache_dir=tmp_path, speech=SyntheticVoice())
    assert inventory.burst("siren#0").key != inventory.burst("siren#1").key
    assert inventory.tic("cough", 0).key != inventory.tic("sneeze", 0).key
    background = inventory.background("street_metro")
    assert background.duration_s == pytest.approx(60.0)
    with pytest.raises(ValueError, match="unknown noise clip"):
        inventory.burst("thunder#0")
    with pytest.raises(ValueError, match="unknown environment"):
        inventory.burst_names("underwater")


def test_default_cache_follows_duplexworld_cache(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    assert NoiseInventory().cache_dir == tmp_path / "noise"


def test_manifest_recordings_join_their_environment(tmp_path: Path) -> None:
    _tone(tmp_path / "hum.wav", 5.0, rate=16000, channels=2)
    _tone(tmp_path / "knock.flac", 0.8, rate=8000)
    manifest = tmp_path / "noise.yaml"
    manifest.write_text(
        "recordings:\n"
        "  - {file: hum.wav, kind: background, environment: indoor, name: fridge}\n"
        "  - {file: knock.flac, kind: burst, environment: outdoor}\n",
        encoding="utf-8",
    )
    loaded = load_manifest(manifest)
    inventory = NoiseInventory(cache_dir=tmp_path / "cache", manifest=loaded)
    assert inventory.background_names("indoor")[-1] == "rec:fridge"
    assert "rec:knock" in inventory.burst_names("outdoor")
    hum = inventory.background("rec:fridge")
    assert hum.duration_s == pytest.approx(4.5) and rms(hum.samples) == pytest.approx(1.0, 1e-5)
    assert inventory.burst("rec:knock").duration_s == pytest.approx(0.8, abs=0.01)


def test_procedural_false_uses_only_the_recordings(tmp_path: Path) -> None:
    _tone(tmp_path / "a.wav", 3.0)
    _tone(tmp_path / "b.wav", 3.0)
    _tone(tmp_path / "c.wav", 1.0)
    manifest = tmp_path / "m.json"
    manifest.write_text(
        json.dumps(
            {
                "procedural": False,
                "recordings": [
                    {"file": "a.wav", "kind": "background", "environment": "indoor"},
                    {"file": "b.wav", "kind": "background", "environment": "outdoor"},
                    {"file": "c.wav", "kind": "burst", "environment": "indoor"},
                    {"file": "c.wav", "kind": "burst", "environment": "outdoor", "name": "c2"},
                ],
            }
        ),
        encoding="utf-8",
    )
    channel = make_channel("noise", 1, scenario_id="x", manifest=manifest, cache_dir=tmp_path)
    effective = channel.spec()["effective"]
    assert effective["background"]["name"] in ("rec:a", "rec:b")
    assert [b["name"] for b in effective["bursts"]] in (["rec:c"], ["rec:c2"])
    out = channel.process(np.zeros(TICK_SAMPLES, dtype=np.float32))
    assert out.pcm.any()  # the recorded background is on the line


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("recordings: 3\n", "m.yaml: recordings: expected a list of entries, got int"),
        ("{}\n", "m.yaml: recordings: missing (required)"),
        ("recordings: []\nextra: 1\n", "unknown top-level field(s) 'extra'"),
        ("recordings: []\nprocedural: maybe\n", "procedural: expected true or false"),
        ("recordings: [hum.wav]\n", "recordings[0]: expected a mapping"),
        (
            "recordings:\n  - {kind: burst, environment: indoor}\n",
            "m.yaml: recordings[0].file: missing (required)",
        ),
        (
            "recordings:\n  - {file: hum.wav, kind: loop, environment: indoor}\n",
            "m.yaml: recordings[0].kind: expected 'background' or 'burst', got 'loop'",
        ),
        (
            "recordings:\n  - {file: hum.wav, kind: burst, environment: office}\n",
            "recordings[0].environment: expected one of indoor, outdoor, got 'office'",
        ),
        (
            "recordings:\n  - {file: hum.wav, kind: burst, environment: indoor, gain: 2}\n",
            "recordings[0]: unknown field(s) 'gain'",
        ),
        (
            "recordings:\n  - {file: hum.wav, kind: burst, environment: indoor}\n"
            "  - {file: gone.wav, kind: burst, environment: indoor}\n",
            "m.yaml: recordings[1].file: no such file:",
        ),
        (
            "recordings:\n  - {file: junk.wav, kind: burst, environment: indoor}\n",
            "recordings[0].file: cannot read audio",
        ),
        (
            "recordings:\n  - {file: hum.wav, kind: burst, environment: indoor}\n"
            "  - {file: hum.wav, kind: background, environment: indoor}\n",
            "recordings[1].name: 'hum' is already used by m.yaml: recordings[0]",
        ),
        ("recordings: [\n", "m.yaml: not valid YAML"),
    ],
)
def test_manifest_errors_name_the_file_and_field(tmp_path: Path, text: str, message: str) -> None:
    _tone(tmp_path / "hum.wav", 3.0)
    (tmp_path / "junk.wav").write_bytes(b"not audio at all")
    (tmp_path / "m.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(ManifestError) as info:
        load_manifest(tmp_path / "m.yaml")
    assert message in str(info.value)


def test_manifest_file_type_and_audio_content_errors(tmp_path: Path) -> None:
    (tmp_path / "m.txt").write_text("recordings: []", encoding="utf-8")
    with pytest.raises(ManifestError, match=r"m.txt: unsupported manifest type '.txt'"):
        load_manifest(tmp_path / "m.txt")
    with pytest.raises(ManifestError, match="no such manifest file"):
        load_manifest(tmp_path / "absent.json")
    sf.write(str(tmp_path / "quiet.wav"), np.zeros(8000 * 3), 8000)
    _tone(tmp_path / "short.wav", 1.0)
    (tmp_path / "m.json").write_text(
        json.dumps(
            [
                {"file": "quiet.wav", "kind": "burst", "environment": "indoor"},
                {"file": "short.wav", "kind": "background", "environment": "indoor"},
            ]
        ),
        encoding="utf-8",
    )
    inventory = NoiseInventory(cache_dir=tmp_path, manifest=load_manifest(tmp_path / "m.json"))
    with pytest.raises(ManifestError, match=r"m.json: recordings\[0\].file: .*quiet.wav is silent"):
        inventory.burst("rec:quiet")
    with pytest.raises(ManifestError, match=r"recordings\[1\].file: a background needs at least"):
        inventory.background("rec:short")


def test_manifest_from_the_environment_variable(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "m.json").write_text('{"recordings": [{"file": "x.wav"}]}', encoding="utf-8")
    monkeypatch.setenv("DUPLEXWORLD_NOISE_MANIFEST", str(tmp_path / "m.json"))
    with pytest.raises(ManifestError, match="kind: missing"):
        make_channel("noise", 1, scenario_id="x", cache_dir=tmp_path)
    make_channel("clean", 1)  # the clean chain never reads it
