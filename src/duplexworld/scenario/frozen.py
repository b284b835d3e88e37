"""Read-only containers for loaded scenarios, which one process shares between all callers.

The scenario models are frozen, but some fields hold plain containers (``seed`` records,
gold ``arguments``, ``difficulty``). A loaded scenario is cached and handed to every caller in
the process (``duplexworld.worlds.builtin_scenarios``), so one caller writing into a seed
record would change the scenario for all later ones. ``freeze_scenario`` swaps those
containers for ``FrozenDict`` and ``FrozenList``: still a ``dict`` and a ``list`` to every
reader (pydantic serialisation, ``json``, ``isinstance``), but any write raises ``TypeError``.
A copy (``copy.copy``, ``copy.deepcopy``, ``dict(x)``, pickling to a worker) is a plain,
writable container, so code that copies before it writes (the record store does) is unchanged.
"""

from __future__ import annotations

import copy
from typing import Any, NoReturn

from pydantic import BaseModel


def _refuse(self: object, *args: object, **kwargs: object) -> NoReturn:
    raise TypeError(
        f"a loaded scenario is read-only ({type(self).__name__}); copy it before changing it"
    )


class FrozenDict(dict[Any, Any]):
    """A ``dict`` that refuses every write; its copies are plain dicts."""

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __copy__(self) -> dict[Any, Any]:
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[Any, Any]:
        return {key: copy.deepcopy(value, memo) for key, value in self.items()}

    def __reduce__(self) -> tuple[type, tuple[dict[Any, Any]]]:
        # a pickled copy (a worker process's) is an independent, plain dict
        return (dict, (dict(self),))


class FrozenList(list[Any]):
    """A ``list`` that refuses every write; its copies are plain lists."""

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse

    def __copy__(self) -> list[Any]:
        return list(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> list[Any]:
        return [copy.deepcopy(value, memo) for value in self]

    def __reduce__(self) -> tuple[type, tuple[list[Any]]]:
        return (list, (list(self),))


def freeze(value: Any) -> Any:
    """``value`` with every dict and list inside it (and inside models) made read-only."""
    if isinstance(value, BaseModel):
        _freeze_model(value)
        return value
    if isinstance(value, dict):
        return FrozenDict({key: freeze(item) for key, item in value.items()})
    if isinstance(value, list):
        return FrozenList(freeze(item) for item in value)
    if isinstance(value, tuple):
        items = tuple(freeze(item) for item in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    return value


def _freeze_model(model: BaseModel) -> None:
    for name in type(model).model_fields:
        value = model.__dict__.get(name)
        frozen = freeze(value)
        if frozen is not value:
            # the models are frozen to callers; this is their loader finishing the job
            object.__setattr__(model, name, frozen)


def freeze_scenario(scenario: BaseModel) -> None:
    """Make every container inside a loaded scenario read-only, in place."""
    _freeze_model(scenario)
