"""A pipecat telephony bot behind Twilio Media Streams, all offline: the example real bot.

It is what a pipecat user deploys behind Twilio ``<Connect><Stream>``: a FastAPI websocket
endpoint (``/media``) whose transport uses pipecat's ``TwilioFrameSerializer``; pipecat's
Silero VAD and its smart-turn model end the caller's turns; ``WhisperSTTService``
(faster-whisper) transcribes; ``OpenAILLMService`` asks any OpenAI-compatible
chat-completions endpoint (here duplexworld's local fake, ``duplexworld fakes serve chat``);
``PiperTTSService`` speaks. Nothing is downloaded: the Whisper model directory and the Piper
voice directory are passed in (``scripts/pipecat-bot.sh`` passes the ones duplexworld ships).

Its tools are its backend's. On a real deployment they would reach the business's systems;
evaluated by duplexworld the backend is the world, served at ``customParameters.tools_url``
of the stream's ``start`` message (``GET`` the catalogue and instructions, ``POST
<tools_url>/<name>`` a call).

Run it in its own environment (pipecat pins soxr and soundfile versions that differ from
duplexworld's): ``bash scripts/pipecat-bot.sh --port 8770 --llm-base-url URL``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import uvicorn
from fastapi import FastAPI, WebSocket
from loguru import logger
from pipecat.adapters.llm.schemas.function_schema import FunctionSchema
from pipecat.adapters.llm.schemas.tools_schema import ToolsSchema
from pipecat.audio.vad.silero import SileroVADAnalyzer
from pipecat.frames.frames import TTSSpeakFrame
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.processors.aggregators.llm_response_universal import (
    LLMContextAggregatorPair,
    LLMUserAggregatorParams,
)
from pipecat.runner.utils import parse_telephony_websocket
from pipecat.serializers.twilio import TwilioFrameSerializer
from pipecat.services.llm_service import FunctionCallParams
from pipecat.services.openai.llm import OpenAILLMService
from pipecat.services.piper.tts import PiperTTSService
from pipecat.services.whisper.stt import WhisperSTTService
from pipecat.transports.websocket.fastapi import (
    FastAPIWebsocketParams,
    FastAPIWebsocketTransport,
)
from pipecat.turns.user_turn_strategies import UserTurnStrategies
from pipecat.workers.runner import WorkerRunner

GREETING = "Thank you for calling. How can I help you today?"


@dataclass(frozen=True)
class BotConfig:
    """Where the bot's models and chat model are."""

    whisper_model: Path
    piper_dir: Path
    piper_voice: str
    llm_base_url: str
    llm_model: str
    api_key: str


@dataclass(frozen=True)
class Services:
    """One call's speech services (each pipecat processor belongs to one pipeline)."""

    stt: WhisperSTTService
    tts: PiperTTSService
    vad: SileroVADAnalyzer
    turns: UserTurnStrategies
    """pipecat's defaults: VAD to start a turn, its smart-turn model to end it."""


def _services(config: BotConfig) -> Services:
    stt = WhisperSTTService(
        device="cpu",
        compute_type="int8",
        settings=WhisperSTTService.Settings(model=str(config.whisper_model)),
    )
    # the voice file is in download_dir already, so pipecat loads it instead of downloading
    tts = PiperTTSService(
        download_dir=config.piper_dir,
        settings=PiperTTSService.Settings(voice=config.piper_voice),
    )
    return Services(stt, tts, SileroVADAnalyzer(), UserTurnStrategies())


class WarmServices:
    """The next call's services, built ahead of it: at start-up, then after each call ends.

    Loading Whisper, Piper and the turn models takes seconds on a busy machine; built when a
    call arrives, the greeting comes late and the caller, hearing nothing, speaks first. They
    are built between calls (on a worker thread), not during one, where they would take CPU
    from the call in progress.
    """

    def __init__(self, config: BotConfig, first: Services) -> None:
        self._config = config
        self._ready: Services | None = first
        self._next: asyncio.Future[Services] | None = None

    def replenish(self) -> None:
        """Start building the next call's set (a call just ended)."""
        if self._ready is None and self._next is None:
            self._next = asyncio.get_running_loop().run_in_executor(None, _services, self._config)

    async def take(self) -> Services:
        """The set for this call (waiting for it if it is still being built)."""
        if self._ready is None:
            self.replenish()
            assert self._next is not None
            self._ready = await self._next
            self._next = None
        services, self._ready = self._ready, None
        return services


async def _catalogue(session: aiohttp.ClientSession, tools_url: str) -> dict[str, Any]:
    async with session.get(tools_url) as response:
        response.raise_for_status()
        return await response.json()


def _tools(catalogue: dict[str, Any]) -> ToolsSchema:
    schemas = []
    for tool in catalogue.get("tools", []):
        parameters = tool.get("parameters") or {}
        schemas.append(
            FunctionSchema(
                name=tool["name"],
                description=tool.get("description", ""),
                properties=parameters.get("properties", {}),
                required=list(parameters.get("required", [])),
            )
        )
    return ToolsSchema(standard_tools=schemas)


async def run_call(websocket: WebSocket, config: BotConfig, warm: WarmServices) -> None:
    """One phone call: read Twilio's ``start``, build the pipeline, run it until hang-up."""
    _, call = await parse_telephony_websocket(websocket)
    tools_url = str(call["body"].get("tools_url", ""))
    serializer = TwilioFrameSerializer(
        stream_sid=call["stream_id"],
        call_sid=call["call_id"],
        # hanging up through Twilio's REST API needs an account: the caller hangs up here
        params=TwilioFrameSerializer.InputParams(auto_hang_up=False),
    )
    transport = FastAPIWebsocketTransport(
        websocket,
        FastAPIWebsocketParams(
            audio_in_enabled=True,
            audio_out_enabled=True,
            add_wav_header=False,
            serializer=serializer,
        ),
    )
    async with aiohttp.ClientSession() as session:
        catalogue = await _catalogue(session, tools_url) if tools_url else {}
        services = await warm.take()
        llm = OpenAILLMService(
            api_key=config.api_key,
            base_url=config.llm_base_url,
            settings=OpenAILLMService.Settings(
                model=config.llm_model,
                system_instruction=str(catalogue.get("instructions", "")),
            ),
        )

        async def backend(params: FunctionCallParams) -> None:
            # every tool is the backend's: one handler forwards the call by name
            url = f"{tools_url}/{params.function_name}"
            async with session.post(url, data=json.dumps(dict(params.arguments))) as response:
                await params.result_callback(await response.json())

        llm.register_function(None, backend)
        context = LLMContext(tools=_tools(catalogue))
        user, assistant = LLMContextAggregatorPair(
            context,
            user_params=LLMUserAggregatorParams(
                vad_analyzer=services.vad, user_turn_strategies=services.turns
            ),
        )
        pipeline = Pipeline(
            [
                transport.input(),
                services.stt,
                user,
                llm,
                services.tts,
                transport.output(),
                assistant,
            ]
        )
        worker = PipelineWorker(
            pipeline,
            params=PipelineParams(audio_in_sample_rate=16000, audio_out_sample_rate=8000),
        )
        runner = WorkerRunner(handle_sigint=False)

        @transport.event_handler("on_client_connected")
        async def greet(_transport: Any, _client: Any) -> None:
            await worker.queue_frames([TTSSpeakFrame(GREETING)])

        @transport.event_handler("on_client_disconnected")
        async def hung_up(_transport: Any, _client: Any) -> None:
            await runner.cancel()

        await runner.add_workers(worker)
        await runner.run()


def app(config: BotConfig, first: Services) -> FastAPI:
    """The bot's web application: the Media Streams websocket at ``/media``."""
    application = FastAPI()
    warm = WarmServices(config, first)

    @application.websocket("/media")
    async def media(websocket: WebSocket) -> None:
        await websocket.accept()
        try:
            await run_call(websocket, config, warm)
        finally:
            warm.replenish()

    return application


def main(argv: list[str] | None = None) -> int:
    """Check the models load, then serve the bot until interrupted."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8770)
    parser.add_argument("--whisper-model", type=Path, required=True, help="model directory")
    parser.add_argument("--piper-dir", type=Path, required=True, help="voice directory")
    parser.add_argument("--piper-voice", required=True, help="voice name (file stem)")
    parser.add_argument("--llm-base-url", required=True, help="chat-completions base URL")
    parser.add_argument("--llm-model", default="local-model")
    parser.add_argument(
        "--api-key-env", default="OPENAI_API_KEY", help="variable holding the endpoint's key"
    )
    parser.add_argument("--log-level", default="WARNING")
    args = parser.parse_args(argv)
    logger.remove()
    logger.add(sys.stderr, level=args.log_level)
    config = BotConfig(
        whisper_model=args.whisper_model,
        piper_dir=args.piper_dir,
        piper_voice=args.piper_voice,
        llm_base_url=args.llm_base_url,
        llm_model=args.llm_model,
        api_key=os.environ.get(args.api_key_env, "none"),
    )
    first = _services(config)  # a missing model fails here, not during the first call
    print(f"pipecat bot ready on ws://{args.host}:{args.port}/media", flush=True)
    uvicorn.run(app(config, first), host=args.host, port=args.port, log_level="warning")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
