"""Make the DNSMOS test clips: piper speech through the clean telephone channel.

Run from the repository root with the project's venv: ``python tests/data/dnsmos/make_clips.py``.
Writes short.flac, medium.flac and long.flac (8 kHz int16 mono) beside this file.
"""

from pathlib import Path

import numpy as np
import soundfile as sf

from duplexworld.channel import TICK_SAMPLES, make_channel
from duplexworld.speech.bank import SpeechBank
from duplexworld.speech.tts import PiperTTS

CLIPS = {
    "short": ["Thank you for calling. How can I help you today?"],
    "medium": [
        "I can help with that. First, could you please tell me your full name and date of birth?",
        "Thank you. I have locked the card ending in four four seven one, and it can be "
        "unlocked when it turns up.",
    ],
    "long": [
        "Let me read the charge back to you: FitLife Gym, May fifth, thirty nine dollars and "
        "ninety nine cents.",
        "Is that the one you want to dispute? Once I open the dispute, you will get a reference "
        "number.",
        "The dispute is open. Your dispute number is D seven three two one. Is there anything "
        "else I can do?",
    ],
}


def main() -> None:
    """Synthesise, pass through the channel tick by tick, write FLAC."""
    out = Path(__file__).parent
    bank = SpeechBank(PiperTTS(), cache_dir=Path("/tmp/dnsmos_work/speech"))
    pause = np.zeros(2400, np.float32)  # 0.3 s between sentences
    for name, texts in CLIPS.items():
        audio = np.concatenate([np.concatenate([bank.speak(t), pause]) for t in texts])
        audio = np.pad(audio, (0, -audio.size % TICK_SAMPLES))
        channel = make_channel("clean", 0)
        ticks = range(0, audio.size, TICK_SAMPLES)
        pcm = np.concatenate([channel.process(audio[i : i + TICK_SAMPLES]).pcm for i in ticks])
        sf.write(out / f"{name}.flac", pcm, 8000, subtype="PCM_16")
        print(name, pcm.size / 8000, (out / f"{name}.flac").stat().st_size)


if __name__ == "__main__":
    main()
