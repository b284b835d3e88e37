"""The workbench user's policy on text turns: plans, reveal rules, approvals, revocation.

The turns are given as text (what the ear would have recognised); the ear here recognises
nothing, so only the policy is exercised. Speech is a tone (testing.toy.ToneSpeaker).
"""

from __future__ import annotations

import numpy as np

from duplexworld.caller.hearing import TICK_SAMPLES, AgentEar, Heard
from duplexworld.caller.policy import CallerInput
from duplexworld.testing.toy import ToneSpeaker
from duplexworld.units import seconds_to_ticks
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.readback import unplaced_head
from duplexworld.worlds.workbench.user import WorkbenchUser


class _Deaf:
    def transcribe_words(self, pcm, sample_rate=8000):
        return "", ()

    def spec(self):
        return {"engine": "none"}


def user(scenario_id: str, seed: int = 7, cooperative: bool = False) -> WorkbenchUser:
    """The workflow's user; ``cooperative`` switches its behaviour profile off (its vague
    first answers, asides, talk around values: ``test_user_profiles``) where a test is about
    another rule."""
    scenario = next(s for s in builtin_scenarios("workbench") if s.id == scenario_id)
    if cooperative:
        difficulty = {**scenario.difficulty, "profile": "cooperative"}
        scenario = scenario.model_copy(update={"difficulty": difficulty})
    return WorkbenchUser(scenario, ToneSpeaker(), seed, ear=AgentEar(_Deaf()))


def open_call(policy: WorkbenchUser) -> None:
    policy._step(0, agent_active=False)
    chunk = policy._open(1)
    assert chunk.plan == "open"
    policy._state.utterance = np.zeros(0, dtype=np.float32)  # said


def test_answers_by_reveal_rules_and_selects_variants_deterministically():
    first, again = (
        user("workbench_interview_driver_screening"),
        user("workbench_interview_driver_screening"),
    )
    for policy in (first, again):
        open_call(policy)
    early = first._reply(10, "What is your expected yearly salary?")
    assert early.plan == "answer" and early.plan_facts == ()  # withheld until the notice period
    notice = first._reply(20, "What is your notice period in weeks?")
    assert notice.plan == "answer" and notice.plan_facts == ("notice_weeks",)
    salary = first._reply(30, "And your expected yearly salary?")
    assert salary.plan_facts == ("salary",) and "thirty-eight thousand" in salary.text
    assert again._reply(20, "What is your notice period in weeks?").text == notice.text


def test_an_approval_withdrawn_in_the_same_turn_makes_both_calls_at_once():
    policy = user("workbench_negotiate_lease_renewal")
    open_call(policy)
    policy._state.revealed.add("parking_spaces")
    turn = policy._reply(40, "Here is what I have. Shall I commit it now?")
    assert turn.plan == "revoke"
    # the approval and its withdrawal start together: no commit can come between them
    assert [(c.name, c.arguments, c.actor) for c in turn.tool_calls] == [
        ("approve", {"action": "commit"}, "user"),
        ("revoke", {"action": "commit"}, "user"),
    ]
    assert turn.text.startswith("Yes") and "five" in turn.text  # the change that comes with it
    policy._state.utterance = np.zeros(0, dtype=np.float32)
    assert policy._decide(45) is None  # nothing more to say until the agent replies
    again = policy._reply(80, "I've updated that. Shall I commit it now?")
    assert again.plan == "approve"
    assert [c.name for c in again.tool_calls] == ["approve"]  # revoked once only


def test_a_read_back_of_the_old_value_draws_the_correction():
    policy = user("workbench_form_freight_pickup")
    open_call(policy)
    policy._state.revealed.add("pickup_date")
    chunk = policy._reply(
        50, "Pickup date March 5th, 2026; number of pallets 6. Shall I commit it?"
    )
    assert chunk.plan == "correct" and chunk.plan_facts == ("pickup_date",)
    assert "sixth" in chunk.text


def test_an_unplaceable_question_asks_for_clarification():
    policy = user("workbench_form_freight_pickup")
    open_call(policy)
    chunk = policy._reply(50, "What colour is the sky over the warehouse today?")
    assert chunk.plan == "clarify"


def test_the_agent_words_recognised_late_after_a_barge_in_are_no_new_turn():
    policy = user("workbench_coordinate_concrete_pour")
    open_call(policy)
    policy._state.revealed.add("volume")
    read_back = "Here is what I have: concrete volume in cubic yards 85; number of finishers 6."
    barge = policy._due_barge(read_back)
    assert barge is not None and barge.key == "volume"
    text = policy._correction_text(barge)
    policy._start(60, "barge_in", text, ("volume",), "heard the old value", "interrupt")
    silence = np.zeros(TICK_SAMPLES, dtype=np.int16)
    late = (Heard(text=read_back, start_tick=40, end_tick=61, tick=64),)
    policy.ear.hear = lambda tick, audio: late if tick == 64 else ()
    policy.step(CallerInput(tick=64, agent_audio=silence))
    assert policy._state.agent_text == ""  # said before the user cut in: answered already
    fresh = (
        Heard(text="Concrete volume in cubic yards 85.", start_tick=90, end_tick=99, tick=100),
    )
    policy.ear.hear = lambda tick, audio: fresh if tick == 100 else ()
    policy.step(CallerInput(tick=100, agent_audio=silence))
    assert policy._state.agent_text == fresh[0].text  # a new turn is heard as ever


def test_the_rest_of_a_turn_cut_off_by_a_barge_in_draws_no_second_correction():
    policy = user("workbench_inspect_roof_hail")
    open_call(policy)
    policy._state.revealed.add("hail_hits")
    read_back = "Here is what I have: hail hits per test square 11; roof size in squares 26."
    policy._state.agent_text = read_back
    policy._state.agent_run = seconds_to_ticks(policy.config.check_interval_s)
    barge = policy._while_agent_speaks(60)
    assert barge is not None and barge.plan == "barge_in" and "thirteen" in barge.text
    policy._state.utterance = np.zeros(0, dtype=np.float32)  # said
    # the recogniser delivers the whole cut-off read-back after the barge-in: no new read-back
    after = policy._reply(80, read_back)
    assert after is None
    # a later read-back of the old value is wrong again and is corrected
    again = policy._reply(120, read_back + " Shall I commit it?")
    assert again.plan == "correct" and again.plan_facts == ("hail_hits",)


def test_a_wrong_value_read_back_under_a_misheard_label_is_set_right():
    # the user's ear heard "expected guests 50" as "Expect to guess 50": a person still knows
    # which field is meant, and that it is not the hundred and fifty they said
    policy = user("workbench_coordinate_block_party")
    open_call(policy)
    policy._state.revealed.update({"guests", "application_number"})
    chunk = policy._reply(50, "Application number 3318620. Expect to guess 50. Shall I commit?")
    assert chunk.plan == "correct" and chunk.plan_facts == ("guests",)
    assert "a hundred and fifty" in chunk.text


def test_a_right_read_back_under_a_near_label_draws_the_approval():
    policy = user("workbench_coordinate_block_party")
    open_call(policy)
    policy._state.revealed.add("guests")
    chunk = policy._reply(50, "Expect to guess 150. Shall I commit it now?")
    assert chunk.plan == "approve"


def test_fields_run_into_one_clause_are_read_each_after_its_own_label():
    # no stop between them: "school" of the office phone's label is no school number read
    # back, and the office phone's digits are not taken for the school number
    policy = user("workbench_consult_learning_platform")
    open_call(policy)
    policy._state.revealed.update({"school_number", "training_sessions", "office_phone"})
    turn = (
        "staff training sessions three school office phone two zero two five five five zero "
        "one one five shall I commit it now do I have your approval"
    )
    assert policy._reply(50, turn).plan == "approve"
    wrong = policy._reply(60, "staff training sessions two school office phone 2025550115")
    assert wrong.plan == "correct" and wrong.plan_facts == ("training_sessions",)


def test_asked_digit_by_digit_the_user_says_each_digit_alone():
    policy = user("workbench_form_licence_renewal")
    open_call(policy)
    chunk = policy._reply(
        50,
        "Sorry, I didn't catch that. What would the licence number be? Could you say it digit "
        "by digit, please?",
    )
    assert chunk.plan == "answer" and chunk.plan_facts == ("licence_number",)
    assert chunk.text == "Two. Zero. Four. One. One. Eight. Seven."
    plain = policy._reply(60, "What would the licence number be?")
    assert "Two. Zero." not in plain.text


def test_a_short_answer_read_back_as_other_words_is_set_right():
    policy = user("workbench_inspect_playground")
    open_call(policy)
    policy._state.revealed.update({"inspector", "swings"})
    wrong = policy._reply(50, "Number of swings 6; inspector More equipment. Shall I commit it?")
    assert wrong.plan == "correct" and wrong.plan_facts == ("inspector",)
    assert wrong.text.endswith("The inspector is Mary Turner.")
    # run into the ask for approval, and heard a little off: the same name to a person
    right = policy._reply(60, "number of swings 6 inspector Mary Turnor shall I commit it now")
    assert right.plan == "approve"


def test_a_name_read_back_a_little_off_by_ear_is_not_disputed():
    policy = user("workbench_form_freight_pickup")
    open_call(policy)
    policy._state.revealed.add("company")
    chunk = policy._reply(50, "Company named Harbor Lane Ceranix. Shall I commit it now?")
    assert chunk.plan == "approve"


def test_a_question_naming_a_field_inside_another_label_reads_nothing_back():
    # "owner" (Lena Hart) inside "owner phone": a question for the phone is no read-back of
    # the owner, whose "phone" would be other words than hers
    policy = user("workbench_consult_pos_plan")
    open_call(policy)
    policy._state.revealed.add("owner")
    chunk = policy._reply(50, "Could you tell me the owner phone?")
    assert chunk.plan == "answer" and chunk.plan_facts == ("owner_phone",)


def test_a_number_read_back_with_a_repeat_lost_by_the_ear_is_not_disputed():
    # the agent read "four eight eight two zero five one seven"; the user's recogniser ran
    # the eights together. A wrong digit, or a digit missing outright, is still disputed.
    policy = user("workbench_consult_security_package")
    open_call(policy)
    policy._state.revealed.add("account_number")
    # accepted: the approval turn (this workflow's withdraws itself in the same breath)
    accepted = policy._reply(50, "count number 4820 517. Shall I commit it now?")
    assert accepted.tool_calls[0].name == "approve"
    wrong = policy._reply(60, "account number 48220517. Shall I commit it now?")
    assert wrong.plan == "correct" and wrong.plan_facts == ("account_number",)
    short = policy._reply(70, "account number 4882051. Shall I commit it now?")
    assert short.plan == "correct"


def test_asked_for_a_number_digit_by_digit_the_user_gives_that_one_alone():
    # "digit by digit" also reads as an ask for the phone number: only the number asked
    policy = user("workbench_schedule_damage_assessment", cooperative=True)
    open_call(policy)
    chunk = policy._reply(
        50,
        "Sorry, I didn't catch that. And what's the claim number? Could you say it digit by "
        "digit, please?",
    )
    assert chunk.plan_facts == ("claim_number",)
    assert chunk.text.count(".") == 8


def test_a_question_whose_label_holds_a_number_asks_for_the_value():
    # "children under five": the label's own "five" is no value to confirm, and the user
    # never gave one: it answers ("Yes, that's right." left the field empty to the end)
    policy = user("workbench_interview_benefits_eligibility", cooperative=True)
    open_call(policy)
    chunk = policy._reply(50, "And what's the children under five?")
    assert chunk.plan == "answer" and chunk.plan_facts == ("under_five",)
    assert "one" in chunk.text.lower()


def test_a_read_back_under_a_label_heard_with_one_word_lost_is_checked():
    # "ammonia" heard "and only": the other label words place the field, and 40 is not 14
    policy = user("workbench_inspect_poultry_barn")
    open_call(policy)
    policy._state.revealed.update({"barn", "ammonia", "density"})
    chunk = policy._reply(
        50,
        "Here's what I have, bar number 330814, and only in parts per million 40. Stocking "
        "density and kilograms per square meter 31. Shall I commit it now?",
    )
    assert chunk.plan == "correct" and chunk.plan_facts == ("ammonia",)
    assert "fourteen" in chunk.text
    right = policy._reply(
        90,
        "Here's what I have, bar number 330814, and only in parts per million 14. Stocking "
        "density and kilograms per square meter 31. Shall I commit it now?",
    )
    assert right.plan == "approve"  # its own values, one label half heard: no dispute


def test_a_count_it_set_right_is_said_with_its_digits_when_asked_again():
    policy = user("workbench_inspect_poultry_barn", cooperative=True)
    open_call(policy)
    policy._state.revealed.add("ammonia")
    first = policy._reply(30, "What would the ammonia in parts per million be?")
    assert first.plan == "answer" and "one four" not in first.text.lower()
    policy._reply(50, "Here is what I have: ammonia in parts per million 40. Shall I commit it?")
    again = policy._reply(70, "What would the ammonia in parts per million be? Just the number.")
    assert again.plan == "answer" and again.text == "One four. That's fourteen."


def test_a_number_read_back_with_a_pause_after_each_digit_is_one_value():
    # the agent reads digits with a pause after each, which the recogniser writes as
    # commas: the commas part no clause, so the whole number is checked, right or wrong
    policy = user("workbench_consult_security_package")
    open_call(policy)
    policy._state.revealed.add("account_number")
    right = "Here is what I have, account number 4, 8, 8, 2, 0, 5, 1, 7. Shall I commit it now?"
    assert policy._reply(50, right).tool_calls[0].name == "approve"  # accepted
    policy._state.utterance = np.zeros(0, dtype=np.float32)
    wrong = policy._reply(60, "account number four, eight, eight, two, zero, five, one, one.")
    assert wrong.plan == "correct" and wrong.plan_facts == ("account_number",)


def test_a_value_the_ear_parted_from_its_label_by_a_comma_is_still_checked():
    # "deck area and square feet, 200": the recogniser's comma parts the label from its
    # value (and "other yearly, income" parts a label): a person hears one stretch
    policy = user("workbench_form_deck_permit")
    open_call(policy)
    policy._state.revealed.update({"deck_area", "deck_height"})
    wrong = policy._reply(50, "Here is what I have, deck area and square feet, 200, deck height")
    assert wrong.plan == "correct" and wrong.plan_facts == ("deck_area",)
    policy._state.utterance = np.zeros(0, dtype=np.float32)
    right = "deck area and square feet, 280, deck height and inches, 30. Shall I commit it now?"
    assert policy._reply(60, right).plan == "approve"
    pension = user("workbench_advise_pension_drawdown")
    open_call(pension)
    pension._state.revealed.add("other_income")
    wrong = pension._reply(50, "age to start drawing 65. Other yearly, income $1,000, first")
    assert wrong.plan == "correct" and wrong.plan_facts == ("other_income",)


def test_a_clause_with_a_garbled_label_of_its_own_is_not_more_of_the_field_before():
    # "Ensure a dayker's 400-80" is the insured acres under a label the ear garbled, not
    # more digits of the farm number read back whole before it
    policy = user("workbench_advise_crop_insurance")
    open_call(policy)
    # its world event's notice already told (else it is said in place of this approval)
    policy._state.revealed.update({"farm_number", "acres", "world_news"})
    turn = "Here's what I have. Farm number five, 1-8-7-4. Ensure a dayker's 400-80. Shall I?"
    assert policy._reply(50, turn).plan == "approve"


def test_a_date_read_back_with_a_comma_before_its_year_is_one_date():
    # "first review date, April 1st, 2027": the comma before the year is the date's own
    policy = user("workbench_advise_pension_drawdown")
    open_call(policy)
    policy._state.revealed.add("review_date")
    turn = "Here's what I have, first review date, April 1st, 2027, client phone. Shall I commit?"
    assert policy._reply(50, turn).tool_calls[0].name == "approve"  # accepted
    policy._state.utterance = np.zeros(0, dtype=np.float32)
    wrong = policy._reply(60, "first review date, April 1st, 2028, client phone")
    assert wrong.plan == "correct" and wrong.plan_facts == ("review_date",)


def test_a_wrong_count_read_back_under_a_label_cut_short_by_the_ear_is_set_right():
    # "number of parts scrapped 40" heard as "parts crap 40": the label's word is inside
    # what was heard, and forty is not the fourteen the user said
    policy = user("workbench_troubleshoot_cnc_spindle")
    open_call(policy)
    policy._state.revealed.add("parts_scrapped")
    chunk = policy._reply(50, "Here's what I have, number of parts crap 40. Shall I commit it?")
    assert chunk.plan in ("correct", "barge_in") and chunk.plan_facts == ("parts_scrapped",)


def test_on_hold_the_user_waits_its_persona_patience_before_asking_if_anyone_is_there():
    policy = user("workbench_interview_driver_screening")
    open_call(policy)
    assert 10.0 <= policy.hold_patience_s <= 20.0
    assert policy._reply(40, "Thank you. One moment, let me check that.") is None
    state = policy._state
    state.last_activity = 40
    # after a hold the ordinary silence (wait_after_self) passes without a presence check ...
    assert policy._decide(40 + policy.config.wait_after_self + 1) is None
    # ... which comes once the patience is over
    later = policy._decide(40 + seconds_to_ticks(policy.hold_patience_s) + 1)
    assert later is not None and later.plan == "prompt"
    # after a turn that is no hold, the ordinary silence is enough
    policy = user("workbench_interview_driver_screening")
    open_call(policy)
    policy._reply(40, "I see.")
    policy._state.last_activity = 40
    quiet = policy._decide(40 + policy.config.wait_after_self + 1)
    assert quiet is not None and quiet.plan == "prompt"


def test_of_two_wrong_values_read_back_the_one_not_yet_disputed_is_set_right():
    # a clean run: the user's ear heard "October 4" for the fourteenth in every read-back and
    # disputed only the date, each time; 24 meeting rooms (for two) were approved unheard
    policy = user("workbench_negotiate_hotel_group_rate", cooperative=True)
    open_call(policy)
    policy._state.revealed.update({"arrival_date", "meeting_rooms"})
    heard = (
        "Here's what I have, Organization Eastern Nursing Council, rival date October 4, "
        "2020 26, number of nights three, rooms per night 60, meeting rooms needed 24. "
        "Shall I commit it now? Do I have your approval?"
    )
    first = policy._reply(50, heard)
    assert first.plan == "correct" and first.plan_facts == ("arrival_date",)
    policy._state.utterance = np.zeros(0, dtype=np.float32)
    second = policy._reply(80, heard)
    assert second.plan == "correct" and second.plan_facts == ("meeting_rooms",)
    assert "two" in second.text


def test_a_number_asked_for_whose_kind_alone_is_heard_is_asked_which():
    # a clean call: the ear heard "floor number" as "4 number", the reader took it for the
    # phone number, and the user gave its phone number as the floor number
    policy = user("workbench_schedule_furniture_delivery")
    open_call(policy)
    turn = "Sorry, I didn't catch that. Do you have the 4 number for me? Just the number, please."
    chunk = policy._reply(50, turn)
    assert chunk.plan == "clarify" and chunk.plan_facts == ()
    assert "which number" in chunk.text.lower()
    policy._state.utterance = np.zeros(0, dtype=np.float32)
    named = policy._reply(70, "the floor number.")  # the agent names the field alone
    assert named.plan == "answer" and named.plan_facts == ("floor",)
    # a label word heard a little off names the field all the same: no question back
    assert unplaced_head("And what's the hard number?", "herd number") is None
    assert unplaced_head("Do you have the 4 number for me?", "phone number") == "number"


def test_longer_free_text_read_back_with_a_word_changed_is_set_right():
    # a clean call: the vet's notes "young calves ..." were heard "young cats ..." and
    # committed; read back, the user hears a word of its own changed
    policy = user("workbench_schedule_herd_test", cooperative=True)
    open_call(policy)
    policy._state.revealed.update({"cattle", "helpers", "notes"})
    ask = " Shall I commit it now? Do I have your approval?"
    wrong = "Here's what I have, number of cattle 146; notes for the vet Young cats are kept"
    chunk = policy._reply(50, f"{wrong} in the top shed.{ask}")
    assert chunk.plan == "correct" and chunk.plan_facts == ("notes",)
    assert "young calves" in chunk.text
    policy._state.utterance = np.zeros(0, dtype=np.float32)
    # with the label heard off ("bet" for "vet"), the value is known by most of its words
    policy._state.disputed.clear()
    garbled = "number of helpers too. Notes for the bet young cats are kept in the top jet."
    again = policy._reply(65, f"Here's what I have, {garbled}{ask}")
    assert again.plan == "correct" and again.plan_facts == ("notes",)
    policy._state.utterance = np.zeros(0, dtype=np.float32)
    # its own words, a comma put inside them by the ear, are no dispute
    right = "Here's what I have, number of cattle 146, notes for the vet, young calves are"
    assert policy._reply(80, f"{right} kept, in the top shed.{ask}").plan == "approve"


def test_a_count_read_back_with_its_label_run_into_it_is_checked():
    # a clean call: "fourteen ties" heard 40 by the agent, read back "number of ties 40",
    # heard "number of TIS40" by the user's ear, which placed no label there and approved
    policy = user("workbench_inspect_scaffold", cooperative=True)
    open_call(policy)
    policy._state.revealed.update({"ties", "guardrail"})
    heard = (
        "Here's what I have, guardrail height and millimeters 1,000, number of TIS40, "
        "shall I commit it now? Do I have your approval?"
    )
    chunk = policy._reply(50, heard)
    assert chunk.plan == "correct" and chunk.plan_facts == ("ties",)
