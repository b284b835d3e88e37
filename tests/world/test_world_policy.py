"""The one policy tool: every enterprise world has the same lookup_policy over its own corpus."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from duplexworld.world import ToolCall, World
from duplexworld.world.clauses import NO_MATCH
from duplexworld.world.policy import policy_lookup
from duplexworld.worlds import build_world, builtin_scenarios

WORLDS = ("banking", "healthcare", "insurance", "logistics", "travel")
_SHAPE = re.compile(
    r"^Search (?P<searched>.+?) for the rules that apply to a situation\. Returns up to three "
    r"matching clauses, each with its id \(e\.g\. (?P<id>[A-Z]+-\d+)\)\. Describe the situation "
    r'in plain words, e\.g\. ".+" or ".+"\.'
)


def _world(name: str) -> World:
    return build_world(builtin_scenarios(name)[0])


def _lookup(world: World, query: str) -> tuple[bool, str]:
    result = world.call(ToolCall(call_id="p", name="lookup_policy", arguments={"query": query}))
    return result.ok, result.content


@pytest.mark.parametrize("name", WORLDS)
def test_every_world_has_the_same_policy_tool(name):
    world = _world(name)
    spec = world.tool_spec("lookup_policy")
    assert spec is not None and not spec.writes and spec.actor == "agent"
    assert spec.parameters["required"] == ["query"]
    assert list(spec.parameters["properties"]) == ["query"]
    shape = _SHAPE.match(spec.description)
    assert shape, spec.description
    # the example id in the description is a clause the agent can actually find
    ok, content = _lookup(world, shape["id"])
    assert ok and f"[{shape['id']}]" in content


@pytest.mark.parametrize("name", WORLDS)
def test_results_are_rendered_clauses_and_blank_queries_are_errors(name):
    world = _world(name)
    ok, content = _lookup(world, "caller wants to verify identity")
    blocks = content.split("\n\n")
    assert ok and 1 <= len(blocks) <= 3
    assert all(re.match(r"^\[[A-Z]+-\d+\] [^:]+: .+", block) for block in blocks), content
    assert _lookup(world, "qwxz blorp") == (True, NO_MATCH)
    ok, content = _lookup(world, "   ")
    assert not ok and "query must describe the situation" in content


def test_an_example_id_outside_the_corpus_is_refused(tmp_path: Path):
    corpus = tmp_path / "policy.md"
    corpus.write_text("## CARD-1 Lost card\nLock it first.\n", encoding="utf-8")
    with pytest.raises(ValueError, match="CARD-9 is not in the corpus"):
        policy_lookup(corpus, searched="x", example_id="CARD-9", examples=("a", "b"))
    tool = policy_lookup(corpus, searched="Acme's policy", example_id="CARD-1", examples=("a", "b"))
    assert tool(object(), "lost card") == "[CARD-1] Lost card: Lock it first."
