"""Reference DNSMOS scores for tests/data/dnsmos clips, with librosa + speechmos 0.0.1.1.

Run in a throwaway venv (librosa 0.11.0, speechmos 0.0.1.1, onnxruntime 1.32.0, soxr 1.1.0):
    python reference.py tests/data/dnsmos
"""
import json, sys, importlib.metadata as md
from pathlib import Path
import numpy as np, soundfile as sf, soxr, librosa
from speechmos import dnsmos

folder = Path(sys.argv[1])
W = int(dnsmos.INPUT_LENGTH * dnsmos.SR)  # 144160
results = {}
for path in sorted(folder.glob("*.flac")):
    pcm, rate = sf.read(path, dtype="int16")
    audio = soxr.resample(pcm.astype(np.float32) / 32768.0, rate, 16000)
    audio = np.clip(audio, -1.0, 1.0)
    as_is = dnsmos.run(audio, 16000)
    model = dnsmos.dnsmos  # the DNSMOS object run() built
    looped = audio
    while len(looped) < W:
        looped = np.append(looped, looped)
    windows = []
    for start in range(0, len(looped) - W + 1, 16000):
        seg = looped[start:start + W]
        p808_in = np.array(model.audio_melspec(audio=seg[:-160])).astype("float32")[np.newaxis]
        p808 = float(model.p808_onnx_sess.run(None, {"input_1": p808_in})[0][0][0])
        raw = model.onnx_sess.run(None, {"input_1": seg.astype("float32")[np.newaxis]})[0][0]
        sig, bak, ovr = model.get_polyfit_val(*raw, False)
        windows.append({"OVRL": float(ovr), "SIG": float(sig), "BAK": float(bak), "P808": float(p808)})
    every = {k: float(np.mean([w[k] for w in windows])) for k in ("OVRL", "SIG", "BAK", "P808")}
    results[path.name] = {
        "seconds_8k": len(pcm) / rate,
        "every_window": every,
        "windows": windows,
        "speechmos_run_as_is": {
            "OVRL": float(as_is["ovrl_mos"]), "SIG": float(as_is["sig_mos"]),
            "BAK": float(as_is["bak_mos"]), "P808": float(as_is["p808_mos"]),
        },
    }
    print(path.name, len(windows), every, results[path.name]["speechmos_run_as_is"])
doc = {
    "how": (
        "8 kHz int16 clip -> float32 / 32768 -> soxr.resample(x, 8000, 16000) (HQ) -> clip to "
        "[-1, 1]; 'speechmos_run_as_is' = speechmos.dnsmos.run(audio, 16000) (personalized=False, "
        "skips windows 7-23 by float truncation); 'every_window' = the same DNSMOS object's "
        "audio_melspec (librosa), ONNX sessions and get_polyfit_val on every 9.01 s window at a "
        "1 s hop (looped by doubling when shorter than a window, as the reference), averaged. "
        "Script: tests/data/dnsmos/reference.py"
    ),
    "notes": (
        "librosa 0.11 pads the STFT with zeros (pad_mode='constant'); older librosa padded by "
        "reflection, which moves P808 by at most 0.007 on these clips (long.flac -0.0065, the "
        "others 0). Clips: piper joe-us speech (SpeechBank defaults) through "
        "duplexworld.channel.make_channel('clean', 0) in 1600-sample ticks, 0.3 s pauses between "
        "sentences; short 2.6 s (looped to 10.4 s: 2 windows; speechmos.run scores 1), medium "
        "9.8 s (1 window), long 17.2 s (9 windows; speechmos.run skips windows 7 and 8)."
    ),
    "versions": {p: md.version(p) for p in ("speechmos", "librosa", "onnxruntime", "soxr", "numpy")},
    "clips": results,
}
(folder / "reference_scores.json").write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
