"""The policy tool: one ``lookup_policy`` for every world, over that world's clause corpus.

A world's judgement rules live in its ``policy.md`` (``duplexworld.world.clauses``) and an
agent reaches them only through this tool. Every world gets the same tool: the same name,
argument, docstring shape (what is searched, an example clause id, two example queries) and
result (up to three clauses rendered as ``[ID] Title: text``, or ``NO_MATCH``); a blank query
is an error result. A world declares it as a class attribute::

    lookup_policy = policy_lookup(
        POLICY_FILE,
        searched="OneBank's policy",
        example_id="CARD-11",
        examples=("card misplaced, might find it", "release fraud hold"),
    )
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from duplexworld.world.clauses import ClauseCorpus
from duplexworld.world.tools import ToolError, tool

POLICY_RESULTS = 3
"""How many clauses one lookup returns at most."""

_DOC = """Search {searched} for the rules that apply to a situation.

Returns up to three matching clauses, each with its id (e.g. {example_id}). Describe the
situation in plain words, e.g. "{first}" or "{second}".{guidance}

Args:
    query: a few words describing the situation or the rule you need.
"""


def policy_lookup(
    policy_file: Path,
    *,
    searched: str,
    example_id: str,
    examples: tuple[str, str],
    guidance: str = "",
) -> Callable[[object, str], str]:
    """The ``lookup_policy`` tool of a world whose rules are the clauses in ``policy_file``.

    Args:
        policy_file: the world's clause corpus (markdown, ``## ID Title`` headings).
        searched: what the agent is told it searches, e.g. "OneBank's policy".
        example_id: a clause id of the corpus, shown as an example of the result.
        examples: two example queries in the world's own terms.
        guidance: a sentence the world adds to the description (how to use what it finds).
    """
    if ClauseCorpus.from_file(policy_file).get(example_id) is None:
        raise ValueError(f"{policy_file}: example clause {example_id} is not in the corpus")

    def lookup_policy(self: object, query: str) -> str:
        if not query.strip():
            raise ToolError("query must describe the situation in a few words")
        return ClauseCorpus.from_file(policy_file).lookup(query, k=POLICY_RESULTS)

    # the corpus the tool searches, for checks of a scenario's constants against the policy
    lookup_policy.policy_file = Path(policy_file)  # type: ignore[attr-defined]
    lookup_policy.__doc__ = _DOC.format(
        searched=searched,
        example_id=example_id,
        first=examples[0],
        second=examples[1],
        guidance=f" {guidance}" if guidance else "",
    )
    return tool()(lookup_policy)


def policy_text(world_class: type) -> str | None:
    """The clause corpus a world's ``lookup_policy`` searches, as text; None when the world
    has no policy corpus (its literals are then not checked against one)."""
    tool_function = getattr(world_class, "lookup_policy", None)
    path = getattr(tool_function, "policy_file", None)
    return path.read_text(encoding="utf-8") if isinstance(path, Path) else None
