"""Reference DNSMOS scores of the clips here, with librosa and speechmos 0.0.1.1.

Run in a throwaway venv OUTSIDE the repository (the project must not depend on librosa)::

    python3 -m venv /tmp/dnsmos_ref
    /tmp/dnsmos_ref/bin/pip install librosa speechmos==0.0.1.1 onnxruntime==1.32.0 \
        soxr==1.1.0 soundfile requests
    /tmp/dnsmos_ref/bin/python tests/data/dnsmos/reference.py tests/data/dnsmos

Writes reference_scores.json (read by tests/metrics/test_metrics_dnsmos.py).
"""

import importlib.metadata as md
import json
import sys
from pathlib import Path

import numpy as np
import soundfile as sf
import soxr
from speechmos import dnsmos

KEYS = ("OVRL", "SIG", "BAK", "P808")


def main(folder: Path) -> None:
    """Score every clip as speechmos runs it and on every window, and write the JSON."""
    window = int(dnsmos.INPUT_LENGTH * dnsmos.SR)  # 144160
    results = {}
    for path in sorted(folder.glob("*.flac")):
        pcm, rate = sf.read(path, dtype="int16")
        audio = soxr.resample(pcm.astype(np.float32) / 32768.0, rate, 16000)
        audio = np.clip(audio, -1.0, 1.0)
        as_is = dnsmos.run(audio, 16000)
        model = dnsmos.dnsmos  # the DNSMOS object run() built
        looped = audio
        while len(looped) < window:
            looped = np.append(looped, looped)
        windows = []
        for start in range(0, len(looped) - window + 1, 16000):
            seg = looped[start : start + window]
            mel = np.array(model.audio_melspec(audio=seg[:-160])).astype("float32")[np.newaxis]
            p808 = float(model.p808_onnx_sess.run(None, {"input_1": mel})[0][0][0])
            raw = model.onnx_sess.run(None, {"input_1": seg.astype("float32")[np.newaxis]})[0][0]
            sig, bak, ovr = model.get_polyfit_val(*raw, False)
            windows.append(dict(zip(KEYS, (float(ovr), float(sig), float(bak), p808), strict=True)))
        every = {k: float(np.mean([w[k] for w in windows])) for k in KEYS}
        names = ("ovrl_mos", "sig_mos", "bak_mos", "p808_mos")
        results[path.name] = {
            "seconds_8k": len(pcm) / rate,
            "every_window": every,
            "windows": windows,
            "speechmos_run_as_is": {k: float(as_is[n]) for k, n in zip(KEYS, names, strict=True)},
        }
        print(path.name, len(windows), every, results[path.name]["speechmos_run_as_is"])
    doc = {
        "how": (
            "8 kHz int16 clip -> float32 / 32768 -> soxr.resample(x, 8000, 16000) (HQ) -> clip "
            "to [-1, 1]; 'speechmos_run_as_is' = speechmos.dnsmos.run(audio, 16000) "
            "(personalized=False; it skips windows 7-23 by float truncation and uses "
            "floor(seconds) - 9 windows); 'every_window' = the same DNSMOS object's "
            "audio_melspec (librosa), ONNX sessions and get_polyfit_val on every 9.01 s window "
            "at a 1 s hop (looped by doubling when shorter than a window, as the reference), "
            "averaged. Script: tests/data/dnsmos/reference.py"
        ),
        "notes": (
            "librosa 0.11 pads the STFT with zeros (pad_mode='constant'); older librosa padded "
            "by reflection, which moves P808 by at most 0.007 on these clips (long.flac -0.0065, "
            "the others 0). Clips (make_clips.py): piper joe-us speech (SpeechBank defaults) "
            "through duplexworld.channel.make_channel('clean', 0) in 1600-sample ticks, 0.3 s "
            "pauses between sentences; short 2.6 s (looped to 10.4 s: 2 windows; speechmos.run "
            "scores 1), medium 9.8 s (1 window), long 17.2 s (9 windows; speechmos.run skips "
            "windows 7 and 8)."
        ),
        "versions": {
            p: md.version(p) for p in ("speechmos", "librosa", "onnxruntime", "soxr", "numpy")
        },
        "clips": results,
    }
    text = json.dumps(doc, indent=1, sort_keys=True) + "\n"
    (folder / "reference_scores.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
