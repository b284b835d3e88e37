"""A turn-taking agent: greets, waits for each caller turn to end, acknowledges, hangs up.

It shows the whole contract of an agent under test: ``start`` receives an ``AgentContext``
(tools, instructions, seed), ``step`` receives one 200 ms tick of 8 kHz telephone audio and
the results of the previous tick's tool calls, and returns audio, the text it began saying,
tool calls and whether it hangs up.
"""

from __future__ import annotations

from typing import Any

from duplexworld.agents import AgentChunk, AgentContext, AgentInput
from duplexworld.agents.voice_io import Listener, SpeechOut
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.caller.components import speech_bank

GREETING = "Hello, you are through to the example line. How can I help?"
ACK = "Thank you. I have made a note of that. Is there anything else?"
GOODBYE = "Thank you for calling. Goodbye."


class TurnTaker:
    """Greets, acknowledges each caller turn, and hangs up after three."""

    name = "turn-taker"

    def __init__(self) -> None:
        self._bank = speech_bank(AGENT_VOICE)
        self._out = SpeechOut(self._bank)
        self._listener = Listener()
        self._turns = 0
        self._context_note = ""

    def start(self, context: AgentContext) -> None:
        """A new call: note what the context holds (for the trace), queue the greeting."""
        fields = ", ".join(sorted(vars(context)))
        self._context_note = f"context {type(context).__name__}: {fields}"
        self._out = SpeechOut(self._bank)
        self._listener = Listener()
        self._turns = 0
        self._out.say(GREETING)

    def step(self, data: AgentInput) -> AgentChunk:
        """Listen while silent; answer when a caller turn ends."""
        if not self._out.busy and self._listener.feed(data.audio) is not None:
            self._turns += 1
            self._out.say(GOODBYE if self._turns >= 3 else ACK)
        audio, text = self._out.next_tick()
        hang_up = self._turns >= 3 and not self._out.busy
        notes = (self._context_note,) if data.tick == 0 else ()
        return AgentChunk(audio=audio, transcript=text, end_call=hang_up, notes=notes)

    def spec(self) -> dict[str, Any]:
        """Trace-header description."""
        return {"name": self.name, "package": "dw-example-agent", "greeting": GREETING}


def make_agent() -> TurnTaker:
    """The factory duplexworld calls (``--agent dw_example_agent.agent:make_agent``)."""
    return TurnTaker()
