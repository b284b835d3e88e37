"""The expansion of compact scenario files: fact templates, gold-step shorthands, result
references by step name, named phrase sets; a file written in full expands to itself."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from duplexworld.scenario.expand import ExpansionError, Library, expand, load_library
from duplexworld.scenario.phrase_sets import CODE_REQUESTS

LIBRARY = Library.model_validate(
    {
        "defaults": {"channel": "clean"},
        "facts": {
            "card_last4": {
                "label": "card's last four digits",
                "kind": "digits",
                "ask_keywords": ["last four"],
                "answer_variants": ["It ends in {spoken}."],
            },
            "full_name": {"label": "full name", "kind": "name"},
        },
        "steps": {
            "find": {
                "name": "find_customer_by_name",
                "arguments": {"full_name": {"fact": "full_name"}},
            },
            "accounts": {
                "name": "get_customer_accounts",
                "arguments": {
                    "customer_id": {"result": "find_customer_by_name", "pattern": "C-\\d+"}
                },
            },
        },
    }
)


def test_a_file_written_in_full_expands_to_itself_but_for_the_defaults() -> None:
    data: dict[str, Any] = {
        "facts": [{"key": "x", "label": "x", "kind": "text", "value": "v", "spoken": "v"}],
        "gold_actions": [{"name": "a", "arguments": {"b": {"result": 0, "pattern": "."}}}],
        "nl_checks": [{"rule": "must_say", "phrases": ["hi"], "note": "n"}],
        "channel": "realistic",
    }
    assert expand(data, LIBRARY) == data
    assert expand({}, LIBRARY) == {"channel": "clean"}


def test_a_fact_in_one_line_takes_its_template_and_says_the_value_as_its_kind() -> None:
    (fact,) = expand({"facts": [{"card_last4": "3826"}]}, LIBRARY)["facts"]
    assert fact == {
        "key": "card_last4",
        "label": "card's last four digits",
        "kind": "digits",
        "ask_keywords": ["last four"],
        "answer_variants": ["It ends in {spoken}."],
        "reveal": "when_asked",
        "value": "3826",
        "spoken": "three eight two six",
    }
    (fixed,) = expand(
        {
            "facts": [
                {
                    "card_last4": "3826",
                    "spoken": "thirty-eight twenty-six",
                    "correction": {"value": "3862", "after": "tool:x"},
                }
            ]
        },
        LIBRARY,
    )["facts"]
    assert fixed["spoken"] == "thirty-eight twenty-six"
    assert fixed["correction"]["spoken"] == "three eight six two"


def test_a_shorthand_step_with_its_info_or_overrides_and_results_by_name() -> None:
    gold = expand(
        {
            "gold_actions": [
                "find",
                {"find": {"label": "second", "info": "again"}},
                {"accounts": "reads the accounts"},
                {"accounts": {"arguments": {"customer_id": {"result": "second", "pattern": "."}}}},
            ]
        },
        LIBRARY,
    )["gold_actions"]
    assert gold[0] == {
        "name": "find_customer_by_name",
        "arguments": {"full_name": {"fact": "full_name"}},
    }
    assert gold[1]["info"] == "again" and "label" not in gold[1]
    # the latest earlier step of that tool
    assert gold[2]["arguments"]["customer_id"] == {"result": 1, "pattern": "C-\\d+"}
    assert gold[2]["info"] == "reads the accounts"
    # arguments given beside a shorthand replace its own, one by one
    assert gold[3]["arguments"]["customer_id"] == {"result": 1, "pattern": "."}
    with pytest.raises(ExpansionError) as raised:
        expand({"gold_actions": [{"accounts": {}}]}, LIBRARY)
    assert raised.value.field == "gold_actions[0].arguments.customer_id.result"


def test_a_label_names_a_step_for_later_references() -> None:
    gold = expand(
        {
            "gold_actions": [
                {"find": {"label": "first"}},
                "find",
                {"accounts": {"arguments": {"customer_id": {"result": "first", "pattern": "."}}}},
            ]
        },
        LIBRARY,
    )["gold_actions"]
    assert gold[2]["arguments"]["customer_id"]["result"] == 0


def test_named_phrase_sets_and_result_names_in_speech_checks() -> None:
    checks = expand(
        {
            "gold_actions": ["find"],
            "nl_checks": [
                {"rule": "must_not_say", "act": "ask", "phrases": "code_requests", "note": "n"},
                {"rule": "must_say", "value": {"result": "find_customer_by_name", "pattern": "."}},
            ],
        },
        LIBRARY,
    )["nl_checks"]
    assert checks[0]["phrases"] == list(CODE_REQUESTS)
    assert checks[1]["value"]["result"] == 0
    with pytest.raises(ExpansionError, match="no phrase set 'codes'") as raised:
        expand({"nl_checks": [{"rule": "must_say", "phrases": "codes"}]}, LIBRARY)
    assert raised.value.field == "nl_checks[0].phrases"


def test_what_the_library_lacks_is_named_with_its_field() -> None:
    with pytest.raises(ExpansionError, match="names no fact template") as raised:
        expand({"facts": [{"full_name": "A B"}, {"pin": "1"}]}, LIBRARY)
    assert raised.value.field == "facts[1]"
    with pytest.raises(ExpansionError, match="one shorthand of the world's library") as raised:
        expand({"gold_actions": ["find", "unlock"]}, LIBRARY)
    assert raised.value.field == "gold_actions[1]"


def test_a_value_its_kind_cannot_say_is_named_with_its_field() -> None:
    with pytest.raises(ExpansionError, match="cannot be said as a digits value") as raised:
        expand({"facts": [{"full_name": "A B"}, {"card_last4": ""}]}, LIBRARY)
    assert raised.value.field == "facts[1].card_last4"
    with pytest.raises(ExpansionError, match="cannot be said as a digits value") as raised:
        expand({"facts": [{"card_last4": "1", "correction": {"value": "x"}}]}, LIBRARY)
    assert raised.value.field == "facts[0].correction.value"


def test_a_library_is_checked_when_it_is_read(tmp_path) -> None:
    with pytest.raises(ValidationError, match="has the name of a fact field"):
        Library.model_validate({"facts": {"value": {"label": "x", "kind": "text"}}})
    with pytest.raises(ValidationError, match="names no tool"):
        Library.model_validate({"steps": {"find": {"arguments": {}}}})
    with pytest.raises(ValidationError, match="not a scenario field"):
        Library.model_validate({"defaults": {"colour": "red"}})
    path = tmp_path / "library.yaml"
    path.write_text("facts:\n  x: {label: x, kind: colour}\n", encoding="utf-8")
    with pytest.raises(ExpansionError) as raised:
        load_library(path)
    assert raised.value.field == f"{path}: facts.x.kind"


def test_a_judgement_named_by_the_library_is_written_out_whole() -> None:
    library = Library.model_validate(
        {"judgements": {"reason": {"cases": {"duplicate": ["twice"], "lost": ["never came"]}}}}
    )
    step = {
        "name": "open_dispute",
        "arguments": {"reason": {"derive": [{"fact": "problem"}], "cases": "reason"}},
    }
    (gold,) = expand({"gold_actions": [step]}, library)["gold_actions"]
    assert gold["arguments"]["reason"] == {
        "derive": [{"fact": "problem"}],
        "cases": {"duplicate": ["twice"], "lost": ["never came"]},
        "many": False,
    }
    step["arguments"]["reason"]["cases"] = "why"
    with pytest.raises(ExpansionError, match="no judgement 'why'") as raised:
        expand({"gold_actions": [step]}, library)
    assert raised.value.field == "gold_actions[0].arguments.reason.cases"


def test_a_template_may_say_its_digits_in_groups() -> None:
    library = Library.model_validate(
        {"facts": {"phone": {"label": "phone number", "kind": "digits", "spoken_in": [3, 3, 4]}}}
    )
    (fact,) = expand({"facts": [{"phone": "4155550101"}]}, library)["facts"]
    assert fact["spoken"] == "four one five, five five five, zero one zero one"
    assert "spoken_in" not in fact
    # a value of another length is said as its kind is said
    (short,) = expand({"facts": [{"phone": "911"}]}, library)["facts"]
    assert short["spoken"] == "nine one one"


def test_the_scenario_layer_finds_a_library_beside_the_file(tmp_path) -> None:
    from duplexworld.scenario.expand import nearby_library

    world = tmp_path / "myworld"
    (world / "scenarios").mkdir(parents=True)
    (world / "library.yaml").write_text(
        "world: myworld\nfacts:\n  code: {label: code, kind: digits}\n", encoding="utf-8"
    )
    scenario = world / "scenarios" / "myworld_single_intent_01.yaml"
    found = nearby_library(scenario, "myworld")
    assert found is not None and "code" in found.facts
    # a library of another world beside the file is not this file's
    assert nearby_library(scenario, "banking") is None
