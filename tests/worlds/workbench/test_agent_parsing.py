"""The workbench reference agent's reading of answers: the value after its lead-in."""

from __future__ import annotations

import pytest

from duplexworld.scenario.schema import Fact
from duplexworld.worlds.workbench.agent import parse_answer

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


def test_a_name_of_another_shape_is_no_answer():
    assert parse_answer("The witness is Daniel.", NAME) is None
