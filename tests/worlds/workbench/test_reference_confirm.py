"""The workbench reference agent asking again, giving up aloud, and writing lists as items.

Like ``test_reference_hearing`` these hand the agent transcripts and tool results (text mode:
its lines are read off its output), so they test its decisions, not speech recognition.
"""

from __future__ import annotations

import numpy as np

from duplexworld.agents.base import ReferenceContext
from duplexworld.scenario import Scenario
from duplexworld.testing import ToneSpeaker
from duplexworld.world import ToolResult
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.agent import (
    HINTS,
    MAX_ASKS,
    MAX_DISPUTES,
    WorkbenchReferenceAgent,
    _pick_option,
    list_items,
    parse_answer,
)


class _NoASR:
    def transcribe(self, pcm: np.ndarray) -> str:
        raise AssertionError("these tests hand the agent transcripts")


def workflow(scenario_id: str) -> Scenario:
    """A packaged workbench workflow."""
    return next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)


def _agent(scenario_id: str) -> WorkbenchReferenceAgent:
    agent = WorkbenchReferenceAgent(ToneSpeaker(), _NoASR())
    context = ReferenceContext(tools=(), instructions="", seed=0, scenario=workflow(scenario_id))
    agent.start_text(context)
    said(agent)  # the greeting
    agent.phase = "work"
    return agent


def said(agent: WorkbenchReferenceAgent) -> str:
    """What the agent says next (its pending lines, in text mode)."""
    return agent.out.next_tick(hold=False)[1]


def test_an_answer_without_a_value_is_asked_again_at_once_then_with_its_shape():
    agent = _agent("workbench_advise_health_plan")
    fact = agent.scenario.fact("household")
    agent._ask(fact)
    first = said(agent)
    agent._heard("Me, my husband and our boys.")  # no count in it
    assert agent.phase == "answer" and agent.asking == "household"
    second = said(agent)
    assert second and second != first  # at once, in other words
    agent._heard("All of us.")
    assert HINTS["number"] in said(agent)  # the third ask says what shape it needs
    agent._heard("For people.")  # the recogniser's "for": no other number was said
    assert agent.known["household"] == "4"


def test_a_value_never_heard_is_said_so_and_never_guessed():
    agent = _agent("workbench_advise_health_plan")
    fact = agent.scenario.fact("household")
    agent._ask(fact)
    for _ in range(MAX_ASKS):
        said(agent)
        agent._heard("Me, my husband and our boys.")
    assert agent.known["household"] == ""  # nothing written for it
    assert "couldn't make out the people to cover" in said(agent)
    assert agent.phase == "work"


def _at_submit(agent: WorkbenchReferenceAgent) -> int:
    """The agent with the form read and every step before the submit done."""
    form = (
        "ART-1 'Okafor family health plan' (Health plan advice), status draft.\n"
        "- member_number (member number; required;) = 62019384\n"
        "- household (people to cover; required;) = (empty)\n"
    )
    agent.results[0] = "ART-1 'Okafor family health plan' (Health plan advice), status draft"
    agent.results[1] = form
    submit = agent._submit_step()
    agent.cursor = submit
    return submit


def test_a_required_field_never_heard_ends_the_work_instead_of_looping_on_approval():
    # last session: asked for approval and committed again and again until the 900 s cap
    agent = _agent("workbench_advise_health_plan")
    submit = _at_submit(agent)
    household = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "update_field" and getattr(a.arguments["value"], "fact", "") == "household"
    )
    agent.known["household"] = ""  # asked MAX_ASKS times, never heard
    agent.refilled.add(household)  # and asked again after the first refusal
    agent.waiting["wb-9"] = submit
    missing = "error: ART-1 is missing required fields: household"
    agent._result(ToolResult(call_id="wb-9", name="submit", ok=False, content=missing))
    line = said(agent)
    assert "can't finish this without the people to cover" in line
    assert "nothing has been committed" in line
    assert agent.phase == "closing"
    for tick in range(100, 400, 10):  # no approval is asked, no commit tried, from then on
        agent.tick = tick
        assert agent._advance() == ()
        assert "approval" not in said(agent)


def test_a_required_field_missing_for_the_first_time_is_asked_again():
    agent = _agent("workbench_advise_health_plan")
    submit = _at_submit(agent)
    agent.known["household"] = ""
    agent.waiting["wb-9"] = submit
    missing = "error: ART-1 is missing required fields: household"
    agent._result(ToolResult(call_id="wb-9", name="submit", ok=False, content=missing))
    assert agent.phase != "closing"
    assert agent.redo  # the field's write is made again, after asking for it
    assert "household" not in agent.known


def test_a_count_written_apart_or_heard_as_a_homophone():
    fact = workflow("workbench_consult_learning_platform").fact("teachers")
    assert parse_answer("70, two teachers.", fact) == "72"  # not 702
    assert parse_answer("Seventy-two.", fact) == "72"
    assert parse_answer("About 1100.", fact) == "1100"
    assert parse_answer("For of us.", fact) == "4"
    assert parse_answer("For 30 of us.", fact) == "30"  # "for" only when no number was said


def test_a_list_answer_is_written_as_its_items():
    assert list_items("It's penicillin and latex.") == "penicillin, latex"
    # the recogniser's "in" for the "and" before the last item
    assert list_items("porosity in cracked flange") == "porosity, cracked flange"
    assert list_items("email, the finance system in VPN") == "email, the finance system, VPN"
    # an "in" that is not the join stays: the answer has its own "and"
    assert list_items("water in the basement and a leak") == "water in the basement, a leak"
    assert list_items("two boards missing on the third lift") == (
        "two boards missing on the third lift"
    )


def test_a_list_field_of_the_form_is_written_as_items():
    agent = _agent("workbench_coordinate_block_party")
    step = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "update_field" and getattr(a.arguments["value"], "fact", "") == "activities"
    )
    read = next(i for i, a in enumerate(agent.gold) if a.name == "read_artifact")
    agent.results[0] = "ART-1 'Block party' (Street party application), status draft"
    agent.results[read] = (
        "ART-1 'Block party' (Street party application), status draft.\n"
        "- activities (activities; required; list;) = (empty)\n"
    )
    agent.known["activities"] = "a barbecue, a bouncy castle in face painting"
    arguments = agent._arguments(step, agent.gold[step])
    assert arguments is not None
    assert arguments["value"] == "a barbecue, a bouncy castle, face painting"


def test_a_number_misheard_is_disputed_then_asked_for_digit_by_digit_and_read_so():
    agent = _agent("workbench_form_licence_renewal")
    fact = agent.scenario.fact("licence_number")
    agent._ask(fact)
    said(agent)
    agent._heard("It's 204-187. It's on the certificate.")  # a repeated digit lost
    # the agent knows no licence number's length: it takes what it heard, and reads it back
    assert agent.known["licence_number"] == "204187"
    agent.phase = "approval"
    agent._heard("No, that's wrong. The licence number is 204-187.")  # heard the same again
    assert "licence_number" not in agent.known  # disputed, not heard whole: asked again
    agent._ask(fact)
    assert HINTS["digits"] in said(agent)
    agent._heard("2. 0. 4. 1. 1. 8. 7.")
    assert agent.known["licence_number"] == "2041187"


def test_an_option_heard_in_part_is_the_one_option_those_words_tell():
    options = ("pass", "conditional pass", "fail")
    assert _pick_option("Conditional path.", options) == "conditional pass"
    footings = ("poured concrete", "helical piers", "precast blocks")
    assert _pick_option("or concrete, 42 inches deep", footings) == "poured concrete"
    # a word two options share tells nothing: ask again rather than pick one
    assert _pick_option("concrete", ("poured concrete", "concrete blocks")) is None
    assert _pick_option("Now, just a radio.", ("yes", "no")) is None


def test_an_answer_naming_a_field_heard_before_is_no_dispute_of_it():
    agent = _agent("workbench_inspect_kitchen_hygiene")
    agent.known["hot_hold_temp"] = "128"
    agent._ask(agent.scenario.fact("violations"))
    said(agent)
    agent._heard("It's hot holding below temperature, no soap at hand sink.")
    assert agent.known["hot_hold_temp"] == "128"  # kept, not asked again
    assert agent.known["violations"] == "hot holding below temperature, no soap at hand sink"


def _playground_at_approval() -> WorkbenchReferenceAgent:
    agent = _agent("workbench_inspect_playground")
    agent.results[0] = "ART-1 'Playground' (Playground inspection), status draft"
    agent.results[1] = (
        "ART-1 'Playground' (Playground inspection), status draft.\n"
        "- hazards (hazards found; required; list;) = (empty)\n"
        "- status (play area status; required; options: open, partly closed, closed;) = x\n"
        "- inspector (inspector; required;) = (empty)\n"
    )
    agent.known.update(
        {
            "swings": "6",
            "hazards": "loose bolt on the slide, broken swing seat",
            "status": "partly closed",
            "inspector": "More equipment",
        }
    )
    agent.chosen["status"] = "partly closed"
    return agent


def test_a_number_is_read_back_with_a_pause_after_each_digit():
    agent = _playground_at_approval()
    fact = next(f for f in agent.scenario.facts if f.kind == "digits")
    agent.known[fact.key] = "5550"
    agent._ask_approval(next(a for a in agent.gold if a.actor == "user"))
    assert f"{fact.label} five, five, five, zero" in said(agent)


def test_short_free_text_is_read_back_but_not_lists_or_options():
    agent = _playground_at_approval()
    approve = next(a for a in agent.gold if a.actor == "user")
    agent._ask_approval(approve)
    line = said(agent)
    assert "inspector More equipment" in line  # a name: the user can hear it is wrong
    assert "number of swings 6" in line
    assert "hazards" not in line and "partly closed" not in line


def test_a_name_set_right_is_taken_from_after_its_label():
    agent = _playground_at_approval()
    agent.phase = "approval"
    agent._heard("No, that's wrong. The inspector is Mary Turner.")
    assert agent.known["inspector"] == "Mary Turner"
    assert agent.phase == "work"


def test_a_name_disputed_as_a_near_miss_of_itself_is_asked_again_never_written():
    # the user's ear heard "ceramics" read back as "Ceranix"; its correction, heard by the
    # agent, is the same near miss: writing it would turn a right value wrong
    agent = _agent("workbench_form_freight_pickup")
    for _ in range(MAX_DISPUTES + 1):
        agent.known["company"] = "Harbor Lane ceramics"
        agent.phase = "approval"
        agent._heard("No, that's not right. The company name is Harbor Lane Ceranix.")
        assert agent.known.get("company") in (None, "Harbor Lane ceramics")


def test_a_year_written_in_two_pieces_is_one_year():
    fact = workflow("workbench_consult_orchard_irrigation").fact("planting_date")
    assert parse_answer("March 15th, 2020, 27.", fact) == "2027-03-15"
    assert parse_answer("March 15th, 2027.", fact) == "2027-03-15"
    assert parse_answer("March 15th, 2020.", fact) == "2020-03-15"


def test_a_search_skipped_for_a_value_heard_later_runs_before_the_write_it_feeds():
    # the stream encoder: the error code was never heard at first, so its knowledge-base
    # search was skipped; asked again after the submit named the field missing, the code is
    # heard, and the error meaning's write must run that search first, not try (and fail)
    # the write on every tick until the user gives up (a campaign call did that for 100 s)
    agent = _agent("workbench_troubleshoot_stream_encoder")
    search = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "search_kb" and getattr(a.arguments["query"], "fact", "") == "error_code"
    )
    meaning = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "update_field" and getattr(a.arguments["value"], "result", -1) == search
    )
    agent.results[0] = "ART-1 'Stream encoder dropouts' (Broadcast fault ticket), status draft"
    agent.results[1] = "ART-1 status draft.\n- error_meaning (error meaning; required;) = (empty)\n"
    agent.cursor = agent._submit_step()
    agent.known["error_code"] = "7002"  # heard when asked again
    agent.redo = [meaning]
    assert agent._advance() == ()  # the search is put first
    (call,) = agent._advance()
    assert call.name == "search_kb" and call.arguments == {"query": "7002"}
    kb = (
        "[KB-1] Encoder error codes: Error 7001 means encoder overload. Error 7002 means "
        "upstream packet loss. Error 7010 means licence expired."
    )
    agent._result(ToolResult(call_id=call.call_id, name="search_kb", ok=True, content=kb))
    (write,) = agent._advance()
    assert write.name == "update_field"
    assert write.arguments["value"] == "upstream packet loss"  # the code heard picks it


def test_a_write_whose_search_found_nothing_is_dropped_after_the_asks_not_retried_forever():
    agent = _agent("workbench_troubleshoot_stream_encoder")
    search = next(i for i, a in enumerate(agent.gold) if a.name == "search_kb")
    meaning = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "update_field" and getattr(a.arguments["value"], "result", -1) == search
    )
    agent.results[0] = "ART-1 'Stream encoder dropouts' (Broadcast fault ticket), status draft"
    agent.results[1] = "ART-1 status draft.\n- error_meaning (error meaning; required;) = (empty)\n"
    agent.results[search] = "No document matched. Try other words for what you are looking for."
    agent.cursor = agent._submit_step()
    agent.redo = [meaning]
    searches = 0
    for _ in range(4 * MAX_ASKS):  # each time: told, asked for the code, searches again
        agent.known["error_code"] = "7002"
        agent.phase = "work"
        said(agent)
        for call in agent._advance():
            if call.name == "submit":  # gone on without it: the submit will name it missing
                assert meaning not in agent.redo and searches == MAX_ASKS
                return
            searches += 1
            result = agent.results[search]
            agent._result(ToolResult(call_id=call.call_id, name=call.name, ok=True, content=result))
    raise AssertionError(f"still trying after {searches} searches")


def test_a_value_read_off_the_passage_the_user_names_waits_for_the_users_answer():
    # the racking guide states an aisle width per forklift: the form's aisle field comes
    # before the forklift question, so the agent asks which forklift first (it searched
    # the guide and wrote nothing, again and again, in a campaign call)
    agent = _agent("workbench_consult_warehouse_racking")
    aisle = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "update_field" and "aisle" in a.arguments["field"].pattern
    )
    agent.results[0] = "ART-1 'Racking advice' (Racking consultation), status draft"
    agent.results[1] = (
        "ART-1 status draft.\n- aisle_feet (aisle width; required;) = (empty)\n"
        "- forklift (forklift type; required; options: counterbalance, reach truck;) = (empty)\n"
    )
    search = agent.gold[aisle].arguments["value"].result
    agent.results[search] = (
        "[KB-2] Racking guide: aisles: Counterbalance forklifts need aisles of 12 feet. "
        "Reach trucks need 9 feet."
    )
    agent.cursor = aisle
    assert agent._advance() == ()
    assert agent.phase == "answer" and agent.asking == "forklift"
    agent._heard("Counterbalance trucks.")
    (write,) = agent._advance()
    assert write.arguments["value"] == "12"


def test_a_count_no_rule_covers_is_asked_again_not_searched_again():
    # "fifty-four students" heard as "That's for students": the guide has no chaperone rule
    # for 4 students, and searching it again with the same words finds the same (a campaign
    # call searched and rewrote every field four times); the agent asks for the count again
    agent = _agent("workbench_coordinate_school_trip")
    chaperones = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "update_field" and "chaperones" in a.arguments["field"].pattern
    )
    students = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "update_field" and getattr(a.arguments["value"], "fact", "") == "students"
    )
    agent.results[0] = "ART-1 'School trip' (Trip booking), status draft"
    agent.results[1] = (
        "ART-1 status draft.\n- students (number of students; required;) = 4\n"
        "- buses (buses; required;) = 1\n- chaperones (adult chaperones; required;) = (empty)\n"
    )
    search = agent.gold[chaperones].arguments["value"].result
    agent.results[search] = (
        "[KB-1] Trip rules: Groups of up to 40 students travel in 1 bus. Groups of 41 to 60 "
        "students travel in 2 buses. Trips of 41 to 60 students need 6 adult chaperones."
    )
    buses = next(
        i
        for i, a in enumerate(agent.gold)
        if a.name == "update_field" and "buses" in a.arguments["field"].pattern
    )
    agent.known["students"], agent.written["students"] = "4", students
    agent.cursor = chaperones  # the buses were written for 4 students: one bus
    assert agent._advance() == ()
    assert agent.phase == "answer" and agent.asking == "students"
    assert said(agent).startswith("I couldn't find a match for that.")
    agent._heard("Fifty-four students.")
    assert agent.known["students"] == "54"
    (rewrite,) = agent._advance()  # the count written anew first
    assert rewrite.arguments == {"artifact_id": "ART-1", "field": "students", "value": "54"}
    agent._result(ToolResult(call_id=rewrite.call_id, name=rewrite.name, ok=True, content="ok"))
    # the buses the rule gives for the new count, then the chaperones
    (again,) = agent._advance()
    assert again.arguments["field"] == "buses" and again.arguments["value"] == "2"
    assert agent.redo == [buses]
    agent._result(ToolResult(call_id=again.call_id, name=again.name, ok=True, content="ok"))
    (write,) = agent._advance()
    assert write.arguments["field"] == "chaperones" and write.arguments["value"] == "6"


def test_the_users_goodbye_after_the_closing_line_is_answered():
    # left unanswered, the user's last turn zeroed TT on right runs (the call ended on it)
    from duplexworld.worlds.workbench.agent_lines import FAREWELL

    agent = _agent("workbench_form_freight_pickup")
    agent.phase, agent.closed_at = "closing", 10
    agent.tick = 40
    agent._heard("No, that's everything. Thank you, goodbye.")
    assert said(agent) == FAREWELL and agent.closed_at == 40
