"""Running the example pipecat telephony bot (``examples/pipecat_bot``) as a separate server.

The bot lives in its own virtual environment (``scripts/example-venv.sh pipecat``: pipecat's pins
differ from duplexworld's). Its speech models are the ones duplexworld's installed packages
ship, passed by path so nothing is downloaded: ``python -m duplexworld.agents.pipecat_bot``
prints them (one a line: Whisper model directory, Piper voice directory, voice name) for
``scripts/pipecat-bot.sh``; :func:`running_bot` starts the bot for a block (the tests).
"""

from __future__ import annotations

import contextlib
import importlib
import os
import selectors
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from duplexworld.speech.tts import PIPER_VOICES

BOT_VOICE = "joe-us"
"""The Piper voice the bot speaks with (a duplexworld voice package)."""

READY_TIMEOUT_S = 120.0
"""Loading pipecat and the models on a loaded machine; longer means it will not start."""


def model_args() -> list[str]:
    """The Whisper model directory, the Piper voice directory and the voice name."""
    from duplexworld.speech.asr import _bundled_model_path

    voice = Path(importlib.import_module(PIPER_VOICES[BOT_VOICE]).model_path())
    # pipecat's Piper service loads <download_dir>/<voice>.onnx (and its .onnx.json) if present
    return [_bundled_model_path(), str(voice.parent), voice.name.removesuffix(".onnx")]


@dataclass(frozen=True)
class RunningBot:
    """A bot serving on localhost: its Media Streams address and the process."""

    url: str
    process: subprocess.Popen[bytes]
    started_s: float
    """Seconds from launch to the bot's ready line (pipecat and model loading)."""


@contextlib.contextmanager
def running_bot(
    bot_python: Path, bot_program: Path, port: int, llm_base_url: str, log: Path
) -> Iterator[RunningBot]:
    """Start the bot with ``bot_python`` on ``port`` for the block; its output goes to ``log``.

    Raises RuntimeError (with the log's tail) when it exits or is not ready in time.
    """
    whisper_dir, piper_dir, voice = model_args()
    command = [
        str(bot_python),
        str(bot_program),
        f"--port={port}",
        f"--whisper-model={whisper_dir}",
        f"--piper-dir={piper_dir}",
        f"--piper-voice={voice}",
        f"--llm-base-url={llm_base_url}",
    ]
    # the bot's environment is its own: none of this process's Python path leaks into it
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    started = time.monotonic()
    with log.open("wb") as sink:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=sink, env=env)
        try:
            _wait_ready(process, log, started)
            # keep reading its output, so a chatty bot never blocks on a full pipe
            threading.Thread(target=_drain, args=(process,), daemon=True).start()
            yield RunningBot(f"ws://127.0.0.1:{port}/media", process, time.monotonic() - started)
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=15)


def _drain(process: subprocess.Popen[bytes]) -> None:
    assert process.stdout is not None
    for _ in process.stdout:
        pass


def _wait_ready(process: subprocess.Popen[bytes], log: Path, started: float) -> None:
    assert process.stdout is not None
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    while time.monotonic() - started < READY_TIMEOUT_S:
        if selector.select(timeout=1.0) and b"ready" in process.stdout.readline():
            return
        if process.poll() is not None:
            tail = log.read_text(errors="replace")[-2000:]
            raise RuntimeError(f"the pipecat bot exited ({process.returncode}):\n{tail}")
    raise RuntimeError(f"the pipecat bot was not ready within {READY_TIMEOUT_S:.0f} s")


if __name__ == "__main__":
    print("\n".join(model_args()))
