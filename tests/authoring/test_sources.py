"""``collect`` finds a world's scenario functions in its type modules, in a stated order."""

from duplexworld.authoring import collect
from duplexworld.scenario.schema import CONVERSATION_TYPES


def test_collect_finds_every_scenario_function_by_type_then_file_order() -> None:
    sources = collect("duplexworld.worlds.healthcare.authoring")
    names = [function.__name__ for function in sources]
    assert len(names) == 27
    kinds = [function.__module__.rpartition(".")[2] for function in sources]
    assert kinds == sorted(kinds, key=CONVERSATION_TYPES.index)
    assert names[:3] == ["single_intent_01", "single_intent_02", "single_intent_03"]


def test_collect_takes_a_module_that_builds_its_type_in_one_function() -> None:
    sources = collect("duplexworld.worlds.insurance.authoring")
    assert [function.__name__ for function in sources] == [
        kind for kind in CONVERSATION_TYPES if kind in {f.__name__ for f in sources}
    ]
    assert len(sources) == 9
