"""What the oracle tells the caller from the results it received: the reference a write
created, and a value the procedure asks it to tell, in spoken form.

A scripted exchange: the oracle hears transcripts (no recogniser, a tone for its voice) and
its tool calls run on the scenario's real world; a result can be altered on its way to show
that what the oracle says is read from the result it got, not from the gold.
"""

from __future__ import annotations

from collections.abc import Callable

from duplexworld.agents import oracle as oracle_module
from duplexworld.agents import phrasing, readback
from duplexworld.agents.base import AgentInput
from duplexworld.metrics.speech_checks import PHRASE_CLASSES
from duplexworld.scenario import Scenario
from duplexworld.scenario.schema import ResultRef
from duplexworld.speech.spoken import (
    parse_time,
    speak_amount,
    speak_date,
    speak_reference,
    speak_time,
)
from duplexworld.testing.oracle_text import SILENCE, YES, drive_oracle, first_answer, started_oracle
from duplexworld.world import ToolResult
from duplexworld.worlds import builtin_scenarios


def _scenario(scenario_id: str) -> Scenario:
    world = scenario_id.split("_")[0]
    return next(s for s in builtin_scenarios(world) if s.id == scenario_id)


def _call(
    scenario: Scenario,
    alter: Callable[[ToolResult], ToolResult] | None = None,
    replies: list[str] | None = None,
    calls: list[tuple[str, dict[str, object]]] | None = None,
) -> list[str]:
    """Everything the oracle said through ``scenario``: every question answered with the
    caller's first answer variant, each read-back's question with the next of ``replies``
    (then yes); its tool calls into ``calls``."""
    return drive_oracle(
        scenario,
        opening="Hi, I'm calling about a problem.",
        replies=replies or (),
        alter=alter,
        calls=calls,
    )


def test_after_opening_a_dispute_the_oracle_tells_the_dispute_number_in_words():
    said = _call(_scenario("banking_single_intent_02"))
    line = "Your dispute number is D S P dash T dash eight zero zero three."
    (told,) = [index for index, text in enumerate(said) if text.startswith(line)]
    assert told < len(said) - 1, "told before the closing line"
    assert said[told + 1].startswith("All done"), "the closing on its own, after the news"


def test_the_number_told_is_the_one_in_the_result_received_not_the_gold():
    def other_number(result: ToolResult) -> ToolResult:
        content = result.content.replace("DSP-T-8003", "DSP-T-5126")
        return result.model_copy(update={"content": content})

    said = _call(_scenario("banking_single_intent_02"), other_number)
    assert any(
        t.startswith("Your dispute number is D S P dash T dash five one two six.") for t in said
    )
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


def _read_backs(said: list[str]) -> list[str]:
    """Each read-back the oracle made (a line that ends with its question)."""
    return [text for text in said if text.endswith(phrasing.READ_BACK_QUESTION)]


def test_before_a_write_one_read_back_of_the_callers_values_ending_in_a_question():
    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(_scenario("banking_record_disambiguation_01"), calls=calls)
    (line,) = _read_backs(said)
    # the check number the caller gave, in spoken form, and the question
    assert "three four five eight" in line
    # no listing line: the payee and the amount are the records', not the caller's words
    assert "Rivera Construction" not in line and "dollars" not in line
    start = said.index(line)
    (done,) = [i for i, text in enumerate(said) if "Stop payment placed" in text]
    assert start < done, "read back before the write, not after"


def test_the_oracle_waits_for_the_answer_before_it_writes():
    scenario = _scenario("banking_single_intent_03")
    agent, world = started_oracle(scenario)
    agent._on_heard("Hi, I'm travelling soon.", [])
    pending: list[ToolResult] = []
    written = []
    for tick in range(600):
        if not agent._out.busy and agent._phase == "answer" and agent._asking is not None:
            agent._on_heard(first_answer(scenario, agent._asking.key), [])
        chunk = agent.step(AgentInput(tick=tick, audio=SILENCE, tool_results=tuple(pending)))
        pending = [world.call(call) for call in chunk.tool_calls]
        written += [c.name for c in chunk.tool_calls if c.name == "add_travel_notice"]
        if agent._phase == "confirming":
            break
    assert agent._phase == "confirming" and not written
    # the caller says nothing for a while: the question is asked once more, no write yet
    for tick in range(600, 600 + oracle_module.ANSWER_TIMEOUT + 5):
        chunk = agent.step(AgentInput(tick=tick, audio=SILENCE, tool_results=()))
        assert not chunk.tool_calls
    assert agent._phase == "confirming"


def test_values_heard_are_read_back_before_a_write_that_takes_them():
    said = _call(_scenario("banking_single_intent_03"))
    (line,) = _read_backs(said)
    # the country and both days, as heard, in spoken form
    assert "Italy" in line
    assert "Friday, June fourteenth" in line
    assert "Friday, June twenty-eighth" in line


def test_each_detail_is_read_back_once_per_call():
    # two disputes and a travel notice: each takes its own values, none is read twice
    scenario = _scenario("banking_narrative_intake_01")
    said = _call(scenario)
    lines = " ".join(_read_backs(said))
    for key in ("hotel_amount", "taxi_amount", "departure_date", "return_date"):
        fact = scenario.fact(key)
        if fact.kind == "amount":
            spoken_value = speak_amount(fact.value)
        else:  # a near date is read back without its year
            spoken_value = speak_date(fact.value).split(",")[0]
        assert lines.count(spoken_value) == 1, (key, lines)


def test_a_correction_to_the_read_back_is_taken_for_the_value_it_corrects():
    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(
        _scenario("logistics_multi_intent_02"),
        replies=[
            "No, that's not right. Could the driver come on Saturday, September twenty-first, "
            "twenty twenty-four?"
        ],
        calls=calls,
    )
    # the write takes the corrected day (the world may refuse a Saturday: the first try is
    # what the oracle made of the correction)
    pickup = next(args for name, args in calls if name == "schedule_pickup")
    assert pickup["pickup_date"] == "2024-09-21"
    assert any(text.startswith("Sorry about that. I have the pickup date as") for text in said)
    # the corrected value is said once, not read back again with another question
    assert sum("September twenty-first" in text for text in _read_backs(said)) == 0


def test_a_bare_no_is_asked_what_it_should_be_and_the_answer_is_the_correction():
    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(
        _scenario("travel_single_intent_01"),
        replies=["No, that's not right.", "Five p.m."],
        calls=calls,
    )
    # the detail is named: "what should it be?" asks nothing a caller can answer
    assert "Sorry, what should the new check-in time be?" in said
    (update,) = [args for name, args in calls if name == "update_checkin_time"]
    assert update["checkin_time"] == "17:00"


def test_the_right_value_said_again_goes_on_unchanged():
    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(
        _scenario("logistics_multi_intent_02"),
        replies=[YES, "No, that's not right. Tacoma is ZIP nine eight four two one."],
        calls=calls,
    )
    (redirect,) = [args for name, args in calls if name == "redirect_shipment"]
    assert redirect["destination_postcode"] == "98421"
    assert not any(text.startswith("Sorry") for text in said)


def test_an_outcome_is_told_once():
    said = _call(_scenario("insurance_narrative_intake_03"))
    told = [text for text in said if "submitted to the adjusters" in text]
    assert len(told) == 1
    # bookkeeping of a field written ("other_party_name recorded as ...") is not told
    assert not any("_" in text for text in said)


def test_after_a_write_the_oracle_tells_what_the_result_says_happened():
    said = " ".join(_call(_scenario("healthcare_single_intent_02")))
    assert "The digital card in the Meridian app works right away." in said
    assert "CARD-M" not in said  # the order's internal id is not read out


def test_outcome_lines_drop_ids_and_bookkeeping_and_speak_values():
    result = (
        "Replacement card K-5801-R (ending 9579) ordered. It is posted to 915 Maple Avenue, "
        "Dayton OH and arrives in 5 to 7 business days."
    )
    assert readback.outcome_lines(result) == [
        "Replacement card ordered.",
        "It is posted to 915 Maple Avenue, Dayton OH and arrives in 5 to 7 business days.",
    ]
    fee = "Any delivery appointment is cancelled; a reconsignment fee of $85.00 is billed."
    assert readback.outcome_lines(fee) == [
        "Any delivery appointment is cancelled; a reconsignment fee of eighty-five dollars "
        "is billed."
    ]
    doctor = "Dr. Sarah Kim (P-815, Capitol Internal Medicine (Monroe Street office)) is now it."
    (line,) = readback.outcome_lines(doctor)
    # the asides said between pauses, not read straight on
    assert line.startswith("Dr. Sarah Kim, Capitol Internal Medicine, Monroe Street office, is")


def test_the_outcome_told_is_the_result_received_not_the_records():
    def other_payee(result: ToolResult) -> ToolResult:
        content = result.content.replace("Rivera Construction", "Rivera Builders")
        return result.model_copy(update={"content": content})

    said = _call(_scenario("banking_record_disambiguation_01"), other_payee)
    assert any("Rivera Builders" in text for text in said)
    assert not any("Rivera Construction" in text for text in said)


def test_a_correction_of_another_fact_with_the_answer_is_taken():
    calls: list[tuple[str, dict[str, object]]] = []
    said = _call(
        _scenario("travel_mid_call_correction_01"),
        replies=[
            "Sorry, I gave you the wrong number. It's not one four two zero, it's one two four "
            "zero. Yes, that's correct."
        ],
        calls=calls,
    )
    assert phrasing.ACKNOWLEDGE_CORRECTION in said
    found = [args for name, args in calls if name == "find_listing_by_address"]
    assert found[-1]["house_number"] == "1240"
    (update,) = [args for name, args in calls if name == "update_checkin_time"]
    assert update["listing_id"] != "L-4199"  # the listing at the corrected address


def test_a_detail_two_writes_take_is_read_back_before_the_first_only():
    # the card's last four digits go into the transfer and into a later write
    scenario = _scenario("banking_multi_intent_02")
    agent, _ = started_oracle(scenario)
    agent._values = {fact.key: fact.value for fact in agent._slots}
    writes = [
        i
        for i, action in enumerate(agent._actions)
        if action.actor == "agent" and action.name in agent._writes
    ]
    first, later = writes[0], writes[-1]
    assert "card_last4" in {f.key for f in agent._read_back_facts([later])}
    assert "seven seven one three" in agent._read_back(first)
    assert "card_last4" not in {f.key for f in agent._read_back_facts([later])}


def test_a_read_back_met_by_presence_checks_is_said_twice_then_the_oracle_goes_on():
    # the caller did not hear the read-back's question and asked after the agent's presence:
    # the oracle read the same details eight times until the call's cap
    presence = "Hello? Are you still there?"
    said = _call(_scenario("banking_single_intent_03"), replies=[presence] * 5)
    read_backs = [line for line in said if line.endswith(phrasing.READ_BACK_QUESTION)]
    assert len(read_backs) == 2, read_backs
    assert any("travel notice" in line.lower() or "added" in line.lower() for line in said), said
