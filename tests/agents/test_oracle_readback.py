"""What the oracle tells the caller from the results it received: the reference a write
created, and a value the procedure asks it to tell, in spoken form.

A scripted exchange: the oracle hears transcripts (no recogniser, a tone for its voice) and
its tool calls run on the scenario's real world; a result can be altered on its way to show
that what the oracle says is read from the result it got, not from the gold.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from duplexworld.agents import readback
from duplexworld.agents.base import AgentInput, ReferenceContext
from duplexworld.agents.oracle import OracleAgent
from duplexworld.metrics.speech_checks import PHRASE_CLASSES
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import ResultRef
from duplexworld.speech.spoken import parse_time, speak_reference, speak_time
from duplexworld.testing import ToneSpeaker
from duplexworld.world import ToolResult
from duplexworld.world.registry import build_world
from duplexworld.worlds import builtin_scenarios

SILENCE = np.zeros(1600, dtype=np.int16)


class _NoASR:
    def transcribe(self, pcm: np.ndarray) -> str:
        raise AssertionError("these tests hand the oracle transcripts")


def _scenario(scenario_id: str) -> Scenario:
    world = scenario_id.split("_")[0]
    return next(s for s in builtin_scenarios(world) if s.id == scenario_id)


def _answer(scenario: Scenario, key: str) -> str:
    fact = scenario.fact(key)
    return fact.answer_variants[0].format(spoken=fact.spoken or fact.value)


def _call(scenario: Scenario, alter: Callable[[ToolResult], ToolResult] = lambda r: r) -> list[str]:
    """Run the oracle through ``scenario`` on its real world, answering every question with
    the caller's first answer variant; return everything the oracle said."""
    world = build_world(scenario)
    agent = OracleAgent(ToneSpeaker(), _NoASR())
    agent.start(
        ReferenceContext(
            tools=tuple(world.tools("agent")),
            instructions="",
            seed=0,
            scenario=scenario,
            caller_tools=tuple(world.tools("user")),
        )
    )
    said: list[str] = []
    agent._on_heard("Hi, I'm calling about a problem.", [])
    pending: list[ToolResult] = []
    for tick in range(3000):
        if not agent._out.busy and agent._phase == "answer" and agent._asking is not None:
            agent._on_heard(_answer(scenario, agent._asking.key), [])
        chunk = agent.step(AgentInput(tick=tick, audio=SILENCE, tool_results=tuple(pending)))
        pending = [alter(world.call(call)) for call in chunk.tool_calls]
        if chunk.transcript:
            said.append(chunk.transcript)
        if agent._phase == "closing":
            break
    return said


def test_after_opening_a_dispute_the_oracle_tells_the_dispute_number_in_words():
    said = _call(_scenario("banking_single_intent_02"))
    line = "Your dispute number is D S P dash T dash eight zero zero three."
    assert line in said
    assert said.index(line) < len(said) - 1, "told before the closing line"


def test_the_number_told_is_the_one_in_the_result_received_not_the_gold():
    def other_number(result: ToolResult) -> ToolResult:
        content = result.content.replace("DSP-T-8003", "DSP-T-5126")
        return result.model_copy(update={"content": content})

    said = _call(_scenario("banking_single_intent_02"), other_number)
    assert "Your dispute number is D S P dash T dash five one two six." in said
    assert not any("eight zero zero three" in line for line in said)


def test_both_claim_numbers_of_a_two_claim_call_are_told():
    scenario = _scenario("insurance_multi_intent_02")
    said = " ".join(_call(scenario))
    refs = [c.value for c in scenario.nl_checks if isinstance(c.value, ResultRef)]
    assert len(refs) == 2
    from duplexworld.world.gold import gold_result_texts

    texts = list(gold_result_texts(scenario))
    for ref in refs:
        (value, *_) = readback.values_to_tell([ref], texts, scenario.fact_values())
        assert speak_reference(value) in said


def test_a_procedure_that_only_reads_tells_what_the_last_read_showed():
    # no speech checks at all: the oracle does not read them to know what to tell
    scenario = _scenario("travel_suspension_02").model_copy(update={"nl_checks": ()})
    said = _call(scenario)
    told, _, closing = said[-1].partition(". ")
    # the host's change fires on the caller's return, which this exchange never has: the
    # oracle tells what its read returned (the seed's 15:00), not the gold's 17:00
    assert told == "I see check-in from three p m, checkout by eleven a m"
    assert parse_time(told.split(",")[0]) == "15:00"
    assert "nothing for me to change" in closing


def test_new_references_skip_ids_the_call_or_an_earlier_result_already_named():
    result = "Appeal APL-5512 filed for claim HC-88213 (Dr Lee, 2024-03-02)."
    assert readback.new_references(result, {"claim_id": "HC-88213"}, []) == [("appeal", "APL-5512")]
    assert readback.new_references(result, {}, ["Claims: HC-88213 denied", "APL-5512"]) == []


def test_spoken_times_and_references_read_back_as_the_value():
    for hhmm in ("17:00", "09:30", "12:00", "00:00", "15:00"):
        assert parse_time(f"It's {speak_time(hhmm)} already.") == hhmm
    assert speak_reference("CLM-846215-1") == "C L M dash eight four six two one five dash one"


def test_read_back_lines_state_no_refusal_and_no_promise():
    line = readback.reference_line("claim", "CLM-846215-1")
    words = f" {line.lower()} "
    assert not any(f" {phrase} " in words for phrase in PHRASE_CLASSES["refusal"])
    assert "covered" not in words and "paid" not in words
