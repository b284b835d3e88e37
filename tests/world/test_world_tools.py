"""``@tool``: JSON schemas from signatures and docstrings; bad calls become error results."""

from __future__ import annotations

from typing import Literal

import pytest

from duplexworld.world import ToolCall, ToolError, World, tool
from duplexworld.world.tools import parse_docstring


class Shelf(World):
    """A tiny world: books on a shelf."""

    name = "shelf"

    @tool()
    def find_book(self, title: str, limit: int = 3) -> str:
        """Find books by title.

        Only exact titles match; the result lists
        book ids.

        Args:
            title: the book's title, e.g. "Dune". It is
                compared without case.
            limit: how many ids to return at most.

        Returns:
            Text listing the ids.
        """
        hits = [b["id"] for b in self.store.find("books") if b["title"].lower() == title.lower()]
        return ", ".join(hits[:limit]) or "none"

    @tool(writes=True)
    def shelve(self, book_id: str, state: Literal["in", "out"]) -> str:
        """Mark a book in or out.

        Args:
            book_id: the book's id.
            state: in (on the shelf) or out (lent).
        """
        if self.store.get("books", book_id) is None:
            raise ToolError(f"no book {book_id}")
        self.store.update("books", book_id, state=state)
        return f"{book_id} is {state}"

    @tool(actor="user")
    def read_spine(self, book_id: str) -> str:
        """The caller reads a book's spine.

        Args:
            book_id: the book's id.
        """
        return book_id


@pytest.fixture
def shelf() -> Shelf:
    return Shelf({"books": [{"id": "B1", "title": "Dune", "state": "in"}]})


def call(world: World, name: str, arguments, actor="agent"):
    return world.call(ToolCall(call_id="c1", name=name, arguments=arguments, actor=actor))


def test_schema_comes_from_signature_and_docstring(shelf):
    spec = shelf.tool_spec("find_book")
    assert spec is not None
    assert (
        spec.description
        == "Find books by title. Only exact titles match; the result lists book ids."
    )
    assert spec.writes is False and spec.actor == "agent"
    params = spec.parameters
    assert params["type"] == "object"
    assert params["required"] == ["title"]
    assert params["additionalProperties"] is False
    assert params["properties"]["title"] == {
        "type": "string",
        "description": 'the book\'s title, e.g. "Dune". It is compared without case.',
    }
    assert params["properties"]["limit"]["type"] == "integer"
    assert "Returns" not in spec.description and "Text listing" not in spec.description


def test_literal_arguments_become_enums_and_writes_are_flagged(shelf):
    spec = shelf.tool_spec("shelve")
    assert spec is not None and spec.writes
    assert spec.parameters["properties"]["state"]["enum"] == ["in", "out"]
    assert spec.parameters["properties"]["state"]["description"].startswith("in (on the shelf)")


def test_tools_are_listed_per_actor_and_sorted(shelf):
    assert [t.name for t in shelf.tools()] == ["find_book", "shelve"]
    assert [t.name for t in shelf.tools("user")] == ["read_spine"]
    assert shelf.tool_spec("nope") is None


def test_parse_docstring_without_args_section():
    assert parse_docstring("Just a summary.") == ("Just a summary.", {})
    assert parse_docstring(None) == ("", {})


def test_good_call_succeeds_and_numbers_are_accepted_for_strings(shelf):
    assert call(shelf, "find_book", {"title": "dune"}).content == "B1"
    result = call(shelf, "shelve", {"book_id": "B1", "state": "out"})
    assert result.ok and result.call_id == "c1" and result.name == "shelve"
    # an agent that says a numeric id as a number still gets through
    assert call(shelf, "find_book", {"title": 1984}).ok


@pytest.mark.parametrize(
    ("name", "arguments", "expected"),
    [
        ("burn_book", {"book_id": "B1"}, "no tool named 'burn_book'"),
        ("find_book", {"title": "Dune", "limit": "many"}, "argument 'limit' is invalid"),
        ("find_book", {"title": {"nested": 1}}, "argument 'title' is invalid"),
        ("shelve", {"book_id": "B1", "state": "burnt"}, "argument 'state' is invalid"),
        ("shelve", {"book_id": "B1"}, "needs argument 'state'"),
        ("find_book", {"title": "Dune", "colour": "red"}, "has no argument 'colour'"),
        ("find_book", ["Dune"], "must be a JSON object, got list"),
        ("find_book", "Dune", "must be a JSON object, got str"),
        ("find_book", None, "must be a JSON object, got NoneType"),
        ("shelve", {"book_id": "B9", "state": "out"}, "no book B9"),
        ("read_spine", {"book_id": "B1"}, "not available to the agent"),
    ],
)
def test_bad_calls_give_error_results_and_change_nothing(shelf, name, arguments, expected):
    before = shelf.state_hash()
    result = call(shelf, name, arguments)
    assert not result.ok
    assert result.content.startswith("error: ")
    assert expected in result.content
    assert shelf.state_hash() == before
    # the episode goes on: the world still answers good calls afterwards
    assert call(shelf, "find_book", {"title": "Dune"}).ok


def test_user_side_tools_are_callable_by_the_user(shelf):
    assert call(shelf, "read_spine", {"book_id": "B1"}, actor="user").ok


def test_session_is_not_part_of_the_hash(shelf):
    before = shelf.state_hash()
    shelf.session.verified["C-1"] = 2
    assert shelf.state_hash() == before


def test_base_world_has_generic_instructions(shelf):
    text = shelf.instructions()
    assert "transfer" in text and "look them up" in text
