"""A third-party scenario file of a world whose scenarios are data gets every check the
packaged ones get: ``duplexworld scenarios validate FILE`` refuses an unknown tool or
argument, a broken provenance reference, a record field its world's model refuses, a fact
template or gold-step shorthand the world's library lacks, naming the file and the field."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from duplexworld.cli import main
from duplexworld.worlds import scenario_paths

LOCK_STEP = re.compile(r"^- lock_card: .*$", re.M)
"""The last gold step of the copied file: lock the card (``lock_card`` shorthand)."""


def banking_copy(directory: Path) -> Path:
    """A user's copy of a packaged Banking file (compact: templates and shorthands)."""
    (source,) = [p for p in scenario_paths("banking") if p.stem == "banking_single_intent_01"]
    path = directory / "my_lost_card.yaml"
    text = source.read_text(encoding="utf-8").replace(
        "id: banking_single_intent_01", "id: banking_single_intent_91"
    )
    path.write_text(text, encoding="utf-8")
    return path


def validate(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["scenarios", "validate", str(path)])
    return code, capsys.readouterr().out


def edit(path: Path, old: str | re.Pattern[str], new: str) -> None:
    text = path.read_text(encoding="utf-8")
    changed = old.sub(new, text, count=1) if isinstance(old, re.Pattern) else text.replace(old, new)
    assert changed != text, f"the copy no longer holds {old!r}"
    path.write_text(changed, encoding="utf-8")


def test_a_copy_of_a_packaged_file_is_valid(tmp_path, capsys):
    code, out = validate(banking_copy(tmp_path), capsys)
    assert code == 0, out
    assert "1 valid, 0 invalid" in out


@pytest.mark.parametrize(
    ("old", "new", "field", "problem"),
    [
        pytest.param(
            LOCK_STEP,
            "- {name: freeze_card, arguments: {card_id: {result: get_customer_accounts, "
            "pattern: 'K-\\\\d+'}}}",
            "gold_actions[3].name",
            "no agent tool 'freeze_card' in the banking world",
            id="unknown tool",
        ),
        pytest.param(
            LOCK_STEP,
            "- {lock_card: {arguments: {card: {result: get_customer_accounts, "
            "pattern: 'K-\\\\d+'}}}}",
            "gold_actions[3].arguments.card",
            "lock_card has no argument 'card'",
            id="unknown argument",
        ),
        pytest.param(
            LOCK_STEP,
            "- {lock_card: {arguments: {card_id: {result: list_cards, pattern: 'K-\\\\d+'}}}}",
            "gold_actions[3].arguments.card_id.result",
            "no earlier gold step is called or labelled 'list_cards'",
            id="provenance: no such step",
        ),
        pytest.param(
            LOCK_STEP,
            "- {lock_card: {arguments: {card_id: {result: 3, pattern: 'K-\\\\d+'}}}}",
            "gold_actions[3].arguments.card_id.result",
            "names step 3, which is not an earlier gold action",
            id="provenance: not an earlier step",
        ),
        pytest.param(
            "balance: '2314.56'",
            "balance: 2314.56",
            "seed.accounts[0].balance",
            "Input should be a valid string",
            id="record field of the wrong type",
        ),
        pytest.param(
            "last4: '3826', status: active}",
            "last4: '3826', status: active, pin: '1234'}",
            "seed.cards[0].pin",
            "unknown field of a Card record",
            id="unknown record field",
        ),
        pytest.param(
            "kind: credit, last4: '5190', status: active}",
            "kind: credit, last4: '5190', status: frozen}",
            "seed.cards[1].status",
            "Input should be 'active', 'locked', 'blocked' or 'fraud_hold'",
            id="record field outside its values",
        ),
        pytest.param(
            "- date_of_birth: '1985-07-22'",
            "- birthday: '1985-07-22'",
            "facts[1]",
            "a fact without a 'key' names no fact template of the world's library",
            id="unknown fact template",
        ),
        pytest.param(
            LOCK_STEP,
            "- freeze_the_card",
            "gold_actions[3]",
            "a gold step without a 'name' is one shorthand of the world's library",
            id="unknown shorthand",
        ),
    ],
)
def test_a_broken_copy_is_refused_with_file_and_field(tmp_path, capsys, old, new, field, problem):
    path = banking_copy(tmp_path)
    edit(path, old, new)
    code, out = validate(path, capsys)
    assert code == 1, out
    invalid = [line for line in out.splitlines() if line.startswith("invalid: ")]
    assert invalid, out
    assert invalid[0].startswith(f"invalid: {path}: {field}: "), invalid[0]
    assert problem in invalid[0], invalid[0]


def test_a_world_change_that_sets_a_field_the_record_lacks_is_refused(tmp_path, capsys):
    path = banking_copy(tmp_path)
    with path.open("a", encoding="utf-8") as out:
        out.write(
            "world_changes:\n"
            "- {after: 'tool:get_customer_accounts', table: cards, key: K-3001,"
            " set: {frozen: true}, note: the card is frozen}\n"
        )
    code, out = validate(path, capsys)
    assert code == 1, out
    assert f"invalid: {path}: world_changes[0].set.frozen: unknown field of a Card record" in out
