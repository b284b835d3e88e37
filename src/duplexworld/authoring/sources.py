"""A world's scenario sources, collected from its type modules instead of listed by hand.

Each world keeps one module per conversation type in ``worlds/<world>/authoring/``, named
after the type (``single_intent.py``...); the functions of such a module that build its
scenarios are named after it too: ``<type>_<nn>`` (one scenario each) or ``<type>``
(several). ``collect`` finds them, so adding a scenario is writing its function, with no list
to keep in step.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from collections.abc import Callable
from typing import Any

from duplexworld.authoring.gold import AuthoringError
from duplexworld.scenario.schema import CONVERSATION_TYPES


def collect(package: str) -> tuple[Callable[[], Any], ...]:
    """The scenario functions of the type modules of ``package`` (a world's authoring
    package): type by type in the schema's order of conversation types, within a module in
    the order they are written.

    Raises:
        AuthoringError: a type module defines no scenario function.
    """
    path = importlib.import_module(package).__path__
    present = {info.name for info in pkgutil.iter_modules(path)}
    found: list[Callable[[], Any]] = []
    for kind in (kind for kind in CONVERSATION_TYPES if kind in present):
        module = importlib.import_module(f"{package}.{kind}")
        named = re.compile(rf"{kind}(_\d+)?")
        builders = [
            function
            for name, function in inspect.getmembers(module, inspect.isfunction)
            if function.__module__ == module.__name__ and named.fullmatch(name)
        ]
        if not builders:
            raise AuthoringError(f"{module.__name__}: no scenario function named {kind}[_NN]")
        found.extend(sorted(builders, key=lambda function: function.__code__.co_firstlineno))
    return tuple(found)


__all__ = ["collect"]
