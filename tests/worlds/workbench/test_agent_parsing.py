"""The workbench reference agent's reading of answers: the value after its lead-in."""

from __future__ import annotations

import pytest

from duplexworld.scenario.schema import Fact
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.agent import list_items, parse_answer
from duplexworld.worlds.workbench.agent_values import after_label
from duplexworld.worlds.workbench.graders import items

NAME = Fact(
    key="witness",
    label="witness name",
    kind="name",
    value="Daniel Ferris",
    spoken="Daniel Ferris",
    answer_variants=("{spoken}.", "The witness is {spoken}."),
)


@pytest.mark.parametrize(
    "heard",
    [
        "Daniel Ferris.",
        "The witness is Daniel Ferris.",
        "That would be Daniel Ferris.",
        "That will be Daniel Ferris.",
        "That'll be Daniel Ferris, our driver.",
        "Daniel Ferris, he's the driver.",
    ],
)
def test_a_name_is_read_after_its_lead_in(heard):
    assert parse_answer(heard, NAME) == "Daniel Ferris"


def test_a_name_is_read_without_knowing_its_word_count():
    # the agent knows no name's shape: one word, two or three are each a name as heard
    assert parse_answer("The witness is Daniel.", NAME) == "Daniel"
    assert parse_answer("The witness is Mary Ann Ferris.", NAME) == "Mary Ann Ferris"
    assert parse_answer("Hello? Are you still there?", NAME) is None  # no name's words


def test_digits_are_read_without_knowing_their_length():
    # whatever the length of the private value, the answer's digits are the value; only a
    # phone's length (ten) is known, from its label
    short = Fact(key="f", label="booking number", kind="digits", value="12", spoken="one two")
    assert parse_answer("It's four four seven one nine.", short) == "44719"
    assert parse_answer("Booking 8830271.", short) == "8830271"
    phone = Fact(key="p", label="contact phone", kind="digits", value="1", spoken="one")
    said = "It's for 1 5 5 5 5 0 1 8 7."  # "four" heard "for": a phone has ten digits
    assert parse_answer(said, phone) == "4155550187"


def _fact(kind: str, label: str) -> Fact:
    return Fact(key="f", label=label, kind=kind, value="6", spoken="six")


@pytest.mark.parametrize(
    ("heard", "count"),
    [
        # a later number of the answer is no digit of the count (all digits joined: 61)
        ("There are six practices now. We open the newest one in the autumn.", "6"),
        ("40 parts per million, which is about what I'd expect.", "40"),
        ("3 or 4, I think.", "3"),
        ("A crew of 18.", "18"),
        ("It's 1,350 I think.", "1350"),
        ("One four. That's fourteen.", "14"),
        ("twenty-two", "22"),
        # the count said again after "that's" is the count: a clean run heard "Four eight
        # zero. That's four hundred and eighty." as this, and wrote 80
        ("For 8-0, that's 480.", "480"),
        ("Sixty, that's right.", "60"),
        # with no number heard, the first homophone alone: a clean run heard "two meeting
        # rooms for the workshops" as this and wrote 24
        (
            "Right, let me just check my notes here to meeting rooms for the workshops. "
            "If you have them, I checked it carefully, so that's right.",
            "2",
        ),
    ],
)
def test_a_count_is_the_first_number_said(heard, count):
    assert parse_answer(heard, _fact("number", "number of sites")) == count


@pytest.mark.parametrize(
    ("label", "heard", "value"),
    [
        # a recogniser's "No," for "Note:" opens no note
        (
            "observations",
            "No, two boards missing on the third lift.",
            "two boards missing on the third lift",
        ),
        ("special requests", "Just late checkout on Sunday.", "late checkout on Sunday"),
        ("notes for the park staff", "Please, but keep the path open.", "keep the path open"),
        # the user speaking of the field itself before the value
        (
            "key quote",
            "You can quote me, the reservoirs will not refill.",
            "the reservoirs will not refill",
        ),
        # a value's own first clause stays, and so does a bare "No"
        (
            "damage description",
            "Water damage, ceiling stained and carpet soaked.",
            "Water damage, ceiling stained and carpet soaked",
        ),
        ("notes", "No.", "No"),
        # a bare "That" the recogniser put before a list said without a lead-in
        (
            "migration order",
            "That database, file server, web servers.",
            "database, file server, web servers",
        ),
    ],
)
def test_free_text_loses_what_leads_into_it(label, heard, value):
    assert parse_answer(heard, _fact("text", label)) == value


def test_a_stop_between_list_items_parts_them_and_an_abbreviation_does_not():
    assert list_items("We'll need auto CAD. Sketch up in Photoshop.") == (
        "auto CAD, Sketch up, Photoshop"
    )
    assert list_items("St. James and Dr. Patel") == "St James, Dr Patel"


def test_a_list_said_in_order_parts_at_each_then_with_its_commas_heard_or_not():
    # "produce, bakery, dairy" was heard "produce bakery dairy": said with "then", the
    # order's own word parts the items even when the recogniser drops the commas
    assert (
        list_items("In this order, produce, then bakery, then dairy.") == "produce, bakery, dairy"
    )
    assert list_items("in this order produce then bakery then dairy") == "produce, bakery, dairy"


def test_items_each_said_with_an_article_part_where_the_comma_was_lost() -> None:
    """A clean-channel call heard "a wood-fired oven, a fryer and a grill" as "a wood-fired
    oven a fryer and a grill"; the agent wrote two items where the user said three (F1 0.4,
    WS 0). Items said each with "a" part at the next "a"; an item without one stays whole."""
    said = "That would be a wood-fired oven a fryer and a grill"
    assert items(list_items(said)) == items("wood-fired oven, fryer, grill")
    assert list_items("a cup of tea") == "a cup of tea"
    assert list_items("email, the finance system in VPN") == "email, the finance system, VPN"


@pytest.mark.parametrize(
    ("label", "kind", "part", "value"),
    [
        # the apostrophe of "'s" is no word: "'s" is what joins the label to the name (a
        # clean run wrote "S Heidi Weber")
        ("lead engineer", "name", "and the lead engineer's Heidi Weber.", "Heidi Weber"),
        ("lead engineer", "name", "and the lead engineer is Heidi Weber.", "Heidi Weber"),
        ("lead engineer", "name", "The lead engineer: Heidi Weber.", "Heidi Weber"),
        # the recogniser's "as" for "is" after a label (a clean run wrote "as a cabin speaker")
        (
            "deferred defects to clear",
            "text",
            "and the deferred defects to clear as a cabin speaker and a galley oven.",
            "a cabin speaker and a galley oven",
        ),
    ],
)
def test_a_value_is_read_after_what_joins_it_to_its_label(label, kind, part, value):
    from duplexworld.worlds.workbench.agent_values import after_label

    fact = Fact(key="f", label=label, kind=kind, value="x", spoken="x")
    assert parse_answer(after_label(part, fact), fact) == value


def test_free_text_after_a_label_whose_last_word_was_heard_off():
    # a clean call: "The notes for the vet is ..." heard "... for the bed is ...", and the
    # whole dispute was written as the vet's notes
    herd = next(s for s in builtin_scenarios("workbench") if s.id == "workbench_schedule_herd_test")
    notes = herd.fact("notes")
    heard = "not right. The notes for the bed is young, calves are kept in the top shed"
    assert after_label(heard, notes) == "young, calves are kept in the top shed"
    assert after_label("The notes for the vet as young calves", notes) == "young calves"


def test_a_percentage_is_a_count_and_a_comma_ends_free_text():
    # a clean call: "thirty-eight percent" heard "38%" four times, never taken, and the
    # source's name, cut before "and the attribution ...", written "Karen Holt,"
    sheet = next(
        s for s in builtin_scenarios("workbench") if s.id == "workbench_interview_source_sheet"
    )
    assert parse_answer("38% of capacity.", sheet.fact("level")) == "38"
    assert parse_answer("Karen Holt,", sheet.fact("source")) == "Karen Holt"
