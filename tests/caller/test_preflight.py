"""Voice preflight against the real silero VAD."""

import numpy as np

from duplexworld.caller import PERSONAS
from duplexworld.caller.preflight import heard_share, preflight
from duplexworld.cli import main
from duplexworld.speech.silero import SileroVAD


def test_every_persona_is_audible_at_the_server_threshold():
    results = preflight(0.2)
    assert len(results) == 2 * len(PERSONAS) and len(PERSONAS) >= 8
    assert all(r.audible for r in results), [r for r in results if not r.audible]


def test_a_strict_threshold_makes_some_voices_inaudible_and_the_command_says_so(capsys):
    assert main(["personas", "preflight", "--threshold", "0.9"]) == 1
    assert "INAUDIBLE" in capsys.readouterr().out


def test_noise_is_not_heard_as_speech():
    rng = np.random.default_rng(0)
    noise = (0.01 * rng.standard_normal(16000)).astype(np.float32)
    assert heard_share(noise, SileroVAD(threshold=0.2)) < 0.2
