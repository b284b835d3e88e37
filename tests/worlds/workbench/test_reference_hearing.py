"""What the workbench reference agent makes of what it hears: corrections by meaning.

These hand the agent transcripts (no recogniser, a tone for its voice), so they test its
decisions, not speech recognition; the episodes test the rest.
"""

from __future__ import annotations

import numpy as np

from duplexworld.agents.base import ReferenceContext
from duplexworld.scenario import Scenario
from duplexworld.testing import ToneSpeaker
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.agent import MAX_DISPUTES, WorkbenchReferenceAgent, _pick_option
from duplexworld.worlds.workbench.agent_dialogue import MAX_ASKS


class _NoASR:
    def transcribe(self, pcm: np.ndarray) -> str:
        raise AssertionError("these tests hand the agent transcripts")


def workflow(scenario_id: str) -> Scenario:
    """A packaged workbench workflow."""
    return next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)


def _agent(scenario_id: str, phase: str, known: dict[str, str]) -> WorkbenchReferenceAgent:
    agent = WorkbenchReferenceAgent(ToneSpeaker(), _NoASR())
    agent.start(ReferenceContext(tools=(), instructions="", seed=0, scenario=workflow(scenario_id)))
    agent.phase = phase
    agent.known.update(known)
    return agent


def test_a_correction_without_a_cue_word_is_taken_by_its_meaning():
    # the freight pickup's read-back: the weight was misheard, the user disputes it
    agent = _agent("workbench_form_freight_pickup", "approval", {"weight": "140050"})
    agent._heard("No, that's not right. The total weight is 1450 kilos.")
    assert agent.known["weight"] == "1450"
    assert agent.phase == "work"
    assert agent.approved_at is None


def test_a_disputed_value_needs_the_field_named():
    agent = _agent("workbench_form_freight_pickup", "approval", {"weight": "1450"})
    agent._heard("No, that's not right.")  # no field named: nothing is changed
    assert agent.known["weight"] == "1450"
    assert agent.phase == "approval"


def test_a_value_disputed_but_heard_the_same_is_asked_again_up_to_the_cap():
    # the user says the value read back is wrong and the agent hears what it has: it may
    # mishear it the same way each time, so it asks for it again (not more than MAX_DISPUTES)
    agent = _agent("workbench_form_freight_pickup", "approval", {"weight": "1450"})
    for _ in range(MAX_DISPUTES):
        agent.known["weight"] = "1450"
        agent.phase = "approval"
        agent._heard("No, the total weight is 1450 kilos.")
        assert "weight" not in agent.known and agent.phase == "work"
    agent.known["weight"] = "1450"
    agent.phase = "approval"
    agent._heard("No, the total weight is 1450 kilos.")  # after the cap: kept, no loop
    assert agent.known["weight"] == "1450"
    assert agent.phase == "approval"


def test_a_digit_homophone_in_a_phone_answer_is_its_digit():
    agent = _agent("workbench_troubleshoot_boiler_fault", "answer", {})
    agent.asking = "contact_phone"
    agent._heard("That would be for 1 5 5 5 5 0 1 8 7.")
    assert agent.known["contact_phone"] == "4155550187"


def test_one_turn_correcting_two_fields_changes_each():
    # the user cuts in on the date and, in the same breath, disputes the phone number
    known = {"pickup_date": "2026-03-05", "phone": "5035550142"}
    agent = _agent("workbench_form_freight_pickup", "approval", known)
    agent._heard(
        "Wait, the pickup date is wrong. It should be March 6th, 2026. No, that's not right. "
        "The contact phone number is 503-555-0143."
    )
    assert agent.known["pickup_date"] == "2026-03-06"
    assert agent.known["phone"] == "5035550143"


def test_a_second_correction_heard_short_is_asked_again_and_the_first_kept():
    known = {"pickup_date": "2026-03-05", "phone": "5035550142"}
    agent = _agent("workbench_form_freight_pickup", "approval", known)
    agent._heard(
        "Sorry, no. The pickup date is March 6th, 2026. Not the fifth. No, that's wrong. "
        "The contact phone number is 503-550142."
    )
    assert agent.known["pickup_date"] == "2026-03-06"
    assert "phone" not in agent.known  # its new value was not heard whole: asked again


def test_a_disputed_value_heard_again_is_read_back_again():
    agent = _agent("workbench_troubleshoot_boiler_fault", "approval", {"contact_phone": "1"})
    agent.read_back = ["best phone number one"]
    agent._heard("No, that's wrong. The best phone number is 415-55-0187.")  # nine digits
    assert "contact_phone" not in agent.known
    assert agent.read_back == []  # the next approval request reads the values out again


def test_a_value_disputed_again_and_again_is_read_back_only_twice():
    agent = _agent("workbench_troubleshoot_boiler_fault", "approval", {"contact_phone": "1"})
    for _ in range(3):
        agent.known["contact_phone"] = "1555550187"  # heard the same (wrong) way again
        agent.read_back = ["best phone number one five five"]
        agent.phase = "approval"
        agent._heard("No, that's wrong. The best phone number is 415-55-0187.")
    assert agent.read_back == ["best phone number one five five"]  # the third is not re-read


def test_a_count_said_with_hundred_or_thousand_is_that_number():
    agent = _agent("workbench_troubleshoot_stream_encoder", "answer", {})
    agent.asking = "bitrate_kbps"
    agent._heard("A hundred and twenty-eight kilobits.")  # a recogniser's words, not "128"
    assert agent.known["bitrate_kbps"] == "128"
    agent.asking = "dropouts_per_hour"
    agent.phase = "answer"
    agent._heard("Roughly six per hour.")
    assert agent.known["dropouts_per_hour"] == "6"


def test_an_initialism_names_its_option_and_a_singular_names_a_plural_label():
    agent = _agent("workbench_plan_server_migration", "approval", {"servers": "14"})
    assert _pick_option("U.S. East, please.", ("us east", "us west", "europe west")) == "us east"
    agent._heard("Actually, the server should be 16.")
    assert agent.known["servers"] == "16"


def test_a_tie_between_two_labels_goes_to_the_one_whose_kind_of_value_was_said():
    known = {"move_date": "2026-07-11", "sequence": "racking, dry goods, chilled goods, office"}
    agent = _agent("workbench_plan_warehouse_move", "approved", known)
    agent._heard(
        "Yes, that's fine. Go ahead. Sorry. Stop. I take that back for now. Hold on. Don't "
        "commit. The move day should be Saturday. July 18, 2026. The lease is overlapped."
    )
    assert agent.known["move_date"] == "2026-07-18"
    assert agent.known["sequence"] == known["sequence"]
    assert agent.approved_at is None


def test_two_corrections_in_one_sentence_are_cut_at_the_clause():
    known = {"servers": "14", "migration_date": "2026-03-28"}
    agent = _agent("workbench_plan_server_migration", "approval", known)
    agent._heard(
        "The migration date should be Saturday, April 4, 2026, that's after quarter end, "
        "actually the server should be 16."
    )
    assert agent.known["migration_date"] == "2026-04-04"
    assert agent.known["servers"] == "16"


def test_an_answer_naming_an_earlier_free_text_field_is_the_answer_not_its_correction():
    # "whether the trailer is roadworthy" answered "no, it needs the light done first": the
    # lights check heard before is named, but the turn answers the question asked
    agent = _agent("workbench_inspect_trailer_pretrip", "answer", {"lights": "fail"})
    agent.asking = "roadworthy"
    agent._heard("No, it needs the light done first.")
    assert agent.known["lights"] == "fail"
    assert "roadworthy" in agent.known and agent.phase == "work"


def test_a_replacing_word_still_corrects_an_earlier_field_while_answering():
    agent = _agent("workbench_inspect_trailer_pretrip", "answer", {"lights": "pass"})
    agent.asking = "roadworthy"
    agent._heard("Actually, the lights check should be fail.")
    assert agent.known["lights"] != "pass"


def test_an_option_replaced_under_a_garbled_label_goes_to_the_one_field_offering_it():
    # the revocation's change, "payee" heard "pay": "contractor" is an option of one field
    agent = _agent("workbench_negotiate_claim_settlement", "approval", {"payee": "policyholder"})
    agent.results[1] = (  # the form as read_artifact shows it
        "ART-1 'Walsh water damage settlement' (Claim settlement), status draft.\n"
        "- rooms (rooms affected; required; list;) = (empty)\n"
        "- payee (payee; required; options: policyholder, contractor;) = (empty)"
    )
    agent._heard(
        "Yes, please go ahead. Sorry. Stop. I take that back for now. Actually, change the "
        "pay to the contractor."
    )
    assert "contractor" in agent.known["payee"]
    assert agent.approved_at is None and agent.phase == "work"


def test_a_value_replaced_under_a_garbled_label_goes_to_the_one_field_of_its_kind():
    known = {
        "project_number": "47120",
        "start_date": "2026-04-06",
        "crew_size": "18",
        "phase_one_budget": "185000.00",
        "site_phone": "9165550138",
    }
    agent = _agent("workbench_plan_site_mobilisation", "approved", dict(known))
    agent._heard(
        "Yes, that's fine. Go ahead. Actually, wait. Don't commit it yet. Hold on. Don't "
        "commit that. The precise should be 22. We've added a second game."
    )
    assert agent.known["crew_size"] == "22"
    assert {k: agent.known[k] for k in known if k != "crew_size"} == {
        k: v for k, v in known.items() if k != "crew_size"
    }
    assert agent.approved_at is None


def test_a_bare_withdrawal_with_a_number_changes_nothing():
    # no word that replaces a value ("should be", "change", ...): only the approval goes
    agent = _agent("workbench_plan_site_mobilisation", "approved", {"crew_size": "18"})
    agent._heard("Hold on, don't commit it yet, give me 2 minutes.")
    assert agent.known["crew_size"] == "18"


def test_digits_one_too_many_in_their_only_run_of_repeats_are_that_run_one_shorter():
    agent = _agent("workbench_troubleshoot_boiler_fault", "answer", {})
    agent.asking = "contact_phone"
    agent._heard("four, one, five, five, five, five, five, zero, one, eight, seven.")
    assert agent.known["contact_phone"] == "4155550187"
    agent.phase, agent.asking = "answer", "contact_phone"
    del agent.known["contact_phone"]
    agent._heard("4 4 1 5 5 5 5 5 0 1 8")  # two runs: which digit is extra is unknown
    assert "contact_phone" not in agent.known


def test_a_correction_under_a_label_the_recogniser_misheard_a_little_is_taken():
    # "Sorry, the number of guests is twenty-eight now." heard "the number of guesses 28"
    agent = _agent("workbench_schedule_private_dining", "approval", {"guests": "24"})
    agent._heard("Sorry, the number of guesses 28 now.")
    assert agent.known["guests"] == "28"


def test_a_near_miss_of_a_label_word_loses_to_a_label_heard_with_more_of_its_words():
    # "The Traveler phone is 414-555-0164": "traveler" is a near miss of the travellers of
    # "number of travellers" and of the "traveller phone", whose "phone" was heard as said
    known = {"travellers": "4", "traveller_phone": "1445550164"}
    agent = _agent("workbench_advise_travel_cover", "approval", known)
    agent._heard("No, that's wrong. The Traveler phone is 414-555-0164.")
    assert agent.known["traveller_phone"] == "4145550164"
    assert agent.known["travellers"] == "4"


def test_a_word_a_little_off_a_label_is_no_correction_of_a_field_without_a_shape():
    # "Hold on" is a near miss of the holder's label, but a name has no shape to carry
    agent = _agent("workbench_negotiate_arrears_plan", "approval", {"holder": "Richard Taylor"})
    agent._heard("Sorry, hold on a second.")
    assert agent.known["holder"] == "Richard Taylor"


def test_asked_which_value_it_means_the_agent_names_the_field_alone():
    # "Do you have the floor number for me?" reached the user's ear as "the 4 number"; the
    # field's name said alone was heard right
    agent = _agent("workbench_schedule_furniture_delivery", "work", {})
    agent._ask(agent.scenario.fact("floor"))
    agent.out.clear_pending()
    agent._heard("Which number do you mean?")
    assert agent.phase == "answer" and agent.asking == "floor"
    assert agent.out.clear_pending() == ("The floor number.",)
    for _ in range(MAX_ASKS):  # a field the user's ear never catches is given up on
        agent._heard("Which number do you need?")
    assert agent.known["floor"] == "" and agent.phase == "work"


def test_free_text_of_any_length_is_read_back_but_not_an_option_a_list_or_hours():
    agent = _agent(
        "workbench_schedule_herd_test",
        "work",
        {"notes": "Young cats are kept in the top shed", "arrival": "from 7am to 9am"},
    )
    agent.chosen["handling"] = "cattle crush"
    agent.known["handling"] = "cattle crush"
    assert agent._reads_back(agent.scenario.fact("notes"))  # eight words
    assert not agent._reads_back(agent.scenario.fact("arrival"))  # hours
    assert not agent._reads_back(agent.scenario.fact("handling"))  # an option the form took


def test_a_dispute_naming_one_label_whole_goes_to_that_field():
    # a clean call: "the opening meter reading is 30512" names the meter number too (by
    # "meter"); the tie named no field and the reading was written as the occupants
    known = {"meter_number": "88120457", "opening_reading": "30512", "occupants": "2"}
    agent = _agent("workbench_form_power_connection", "approval", known)
    agent._heard("No, that's wrong. The opening meter reading is 30512.")
    assert agent.known.get("occupants") == "2"
    assert "opening_reading" not in agent.known  # heard as it was: asked again
