from duplexworld.caller import observe
from duplexworld.testing import toy_scenario


def test_observer_finds_the_fact_asked_for():
    facts = toy_scenario().facts
    seen = observe("Sure. Which lamp is it?", facts)
    assert seen.asked_facts == ("lamp",)
    assert not seen.closing


def test_observer_recognises_approval_closing_and_greeting():
    facts = toy_scenario().facts
    assert observe("Shall I go ahead and switch it on?", facts).asks_approval
    assert observe("Is there anything else I can help you with?", facts).closing
    assert observe("Thank you for calling. How can I help you today?", facts).greeting
    assert not observe("Thank you for calling. How can I help you today?", facts).closing


def test_unmatched_question_is_flagged():
    seen = observe("What colour is your car?", toy_scenario().facts)
    assert seen.unmatched_question
    assert not observe("Okay, one moment.", toy_scenario().facts).question
