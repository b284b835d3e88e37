"""``collect`` finds a world's scenario functions in its type modules, in a stated order."""

from duplexworld.authoring import collect
from duplexworld.scenario.schema import CONVERSATION_TYPES


def test_collect_finds_every_scenario_function_by_type_then_file_order(
    tmp_path, monkeypatch
) -> None:
    # no built-in world keeps one module per type any more: a package of its own, its
    # functions written out of name order and beside a helper that is no scenario function
    package = tmp_path / "by_type"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    for kind in ("suspension", "multi_intent", "single_intent"):
        body = "".join(
            f"def {kind}_{number}():\n    return []\n\n\n" for number in ("02", "01", "03")
        )
        (package / f"{kind}.py").write_text(
            body + "def helper():\n    return None\n", encoding="utf-8"
        )
    monkeypatch.syspath_prepend(str(tmp_path))
    sources = collect("by_type")
    names = [function.__name__ for function in sources]
    assert len(names) == 9
    kinds = [function.__module__.rpartition(".")[2] for function in sources]
    assert kinds == sorted(kinds, key=CONVERSATION_TYPES.index)
    assert names[:3] == ["single_intent_02", "single_intent_01", "single_intent_03"]


def test_collect_takes_a_module_that_builds_its_type_in_one_function(tmp_path, monkeypatch) -> None:
    # a world's sources may build a type's scenarios in one function named for the type
    package = tmp_path / "one_per_type"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    for kind in ("suspension", "single_intent"):
        (package / f"{kind}.py").write_text(
            f"def {kind}():\n    return []\n\n\ndef helper():\n    return None\n",
            encoding="utf-8",
        )
    monkeypatch.syspath_prepend(str(tmp_path))
    sources = collect("one_per_type")
    assert [function.__name__ for function in sources] == ["single_intent", "suspension"]
