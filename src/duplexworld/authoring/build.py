"""The scenario builder: typed parts in, a checked ``Scenario`` model out.

``scenario()`` takes facts (``Fact`` models, see ``facts``), the caller script (a
``CallerScript`` or just the opening lines), typed seed records (``records``), gold steps
(``gold``) and any other schema field as a keyword (``caller_actions``, ``suspension``,
``world_changes``, ``nl_assertion``... as models or plain data), so a new optional schema
field needs no change here. The result is validated by the schema, its gold numbered, and its
tool calls checked against the world's tool specs; every error names the scenario.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from duplexworld.authoring.gold import AuthoringError, Step, number_steps
from duplexworld.authoring.records import Record, seed_rows
from duplexworld.authoring.tools import check_tools
from duplexworld.scenario.schema import CallerScript, Fact, Scenario


@dataclass(frozen=True)
class Authored:
    """A built scenario and the author's note that heads its generated file."""

    scenario: Scenario
    note: str = ""


def _where(location: tuple[int | str, ...]) -> str:
    parts: list[str] = []
    for item in location:
        if isinstance(item, int):
            parts.append(f"[{item}]")
        elif item[:1].isupper() or "[" in item or "(" in item:
            continue  # pydantic names union branches in the location; they are not fields
        else:
            parts.append(("." if parts else "") + item)
    return "".join(parts)


def scenario(
    *,
    id: str,  # noqa: A002 - the schema's field name
    world: str,
    conversation_type: str,
    persona: str,
    goal: str,
    script: CallerScript | Sequence[str],
    seed: Mapping[str, Sequence[Record]],
    facts: Sequence[Fact] = (),
    gold: Sequence[Step] = (),
    note: str = "",
    **fields: Any,
) -> Authored:
    """A scenario built from typed parts; ``script`` may be just the opening lines.

    Raises:
        AuthoringError: naming the scenario and the field, step or record that is wrong.
    """
    if not isinstance(script, CallerScript):
        script = CallerScript(opening=tuple(script))
    data: dict[str, Any] = {
        "id": id,
        "world": world,
        "conversation_type": conversation_type,
        "persona": persona,
        "goal": goal,
        "script": script,
        "seed": seed_rows(seed, id),
    }
    if facts:
        data["facts"] = tuple(facts)
    if gold:
        data["gold_actions"] = number_steps(gold, id)
    data.update(fields)
    try:
        built = Scenario(**data)
    except ValidationError as exc:
        error = exc.errors()[0]
        field = _where(tuple(error["loc"]))
        message = str(error["msg"]).removeprefix("Value error, ")
        raise AuthoringError(f"{id}: {field}: {message}" if field else f"{id}: {message}") from None
    check_tools(built)
    return Authored(built, note)


DEFAULTS: Mapping[str, Any] = {"reward_basis": ("DB", "ACTION"), "channel": "clean"}
"""What a world's scenarios say unless one says otherwise: rewarded by the end state and the
gold actions, on the clean channel."""


@dataclass(frozen=True)
class WorldAuthor:
    """The scenario builder of one world: ids ``<world>_<kind>_<nn>`` and the world's defaults.

    Attributes:
        world: the world's registered name.
        defaults: schema fields every scenario of the world has unless it says otherwise.
    """

    world: str
    defaults: Mapping[str, Any] = field(default_factory=lambda: dict(DEFAULTS))

    def scenario(self, number: int, kind: str, **fields: Any) -> Authored:
        """Scenario ``number`` of conversation type ``kind``; ``fields`` as for
        ``scenario()``."""
        return scenario(
            id=f"{self.world}_{kind}_{number:02d}",
            world=self.world,
            conversation_type=kind,
            **{**self.defaults, **fields},
        )


__all__ = ["DEFAULTS", "Authored", "WorldAuthor", "scenario"]
