"""The library world's own tests: its tools keep the lending rules, its scenarios validate."""

from __future__ import annotations

from pathlib import Path

from dw_example_world.world import LibraryWorld

from duplexworld import ToolCall
from duplexworld.worlds.validation import check_scenario_file

SCENARIOS = sorted(
    (Path(__file__).parents[1] / "src" / "dw_example_world" / "scenarios").glob("*.yaml")
)

SEED = {
    "members": [
        {
            "id": "M-1",
            "full_name": "Priya Shah",
            "card_number": "20481736",
            "date_of_birth": "1990-03-14",
        }
    ],
    "books": [
        {"id": "B-1", "title": "The Night Circus", "author": "Erin Morgenstern"},
        {"id": "B-3", "title": "Circe", "author": "Madeline Miller", "on_hold": True},
    ],
    "loans": [
        {
            "id": "L-11",
            "member_id": "M-1",
            "book_id": "B-1",
            "due_date": "2024-06-10",
            "renewals": 0,
        },
        {
            "id": "L-13",
            "member_id": "M-1",
            "book_id": "B-3",
            "due_date": "2024-06-10",
            "renewals": 0,
        },
    ],
}


def _call(world: LibraryWorld, name: str, **arguments: str) -> tuple[bool, str]:
    result = world.call(ToolCall(call_id=name, name=name, arguments=arguments))
    return result.ok, result.content


def _verified() -> LibraryWorld:
    world = LibraryWorld(SEED)
    assert _call(world, "verify_member", member_id="M-1", date_of_birth="1990-03-14")[0]
    return world


def test_a_renewal_needs_a_verified_member():
    ok, content = _call(LibraryWorld(SEED), "renew_loan", loan_id="L-11")
    assert not ok and "verify" in content


def test_a_renewal_moves_the_due_date_two_weeks():
    world = _verified()
    ok, content = _call(world, "renew_loan", loan_id="L-11")
    assert ok and "2024-06-24" in content
    assert world.store.get("loans", "L-11")["renewals"] == 1


def test_a_book_on_hold_is_not_renewed():
    world = _verified()
    ok, content = _call(world, "renew_loan", loan_id="L-13")
    assert not ok and "on hold" in content
    assert world.store.get("loans", "L-13")["due_date"] == "2024-06-10"


def test_the_policy_is_found_by_plain_words():
    ok, content = _call(LibraryWorld(SEED), "lookup_policy", query="renew a book on hold")
    assert ok and "[LEND-2]" in content


def test_the_packaged_scenarios_validate():
    assert SCENARIOS
    for path in SCENARIOS:
        checked = check_scenario_file(path)
        assert checked.valid, [str(problem) for problem in checked.problems]
