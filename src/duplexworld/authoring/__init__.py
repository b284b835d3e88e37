"""Scenario authoring: one toolkit every world's scenario sources are written with.

- ``facts``: ``fact()``, ``correction()``, ``FactTemplate`` (a world's fact library) and
  ``speak()`` (spoken forms rendered from values);
- ``references``: gold argument provenance (``ref``, ``from_result``, a world's
  ``Judgement`` rules over heard facts);
- ``gold``: gold steps (``act``, ``caller_act``, ``lookup_policy``, a world's
  ``Verification``) numbered into schema models;
- ``records``: typed seed records (``Record``, one subclass per table of a world);
- ``build``: ``scenario()``, which returns the checked ``Scenario`` model (as ``Authored``,
  with the author's note), its gold checked against the world's tool specs (``tools``);
- ``sources``: ``collect()``, a world's scenario functions found in its type modules;
- ``checks``: speech checks (``must_say``, ``must_not_say``, ``states_refusal``, and the
  acts ``promises_none``, ``discloses_none``, ``asks_none``);
- ``render`` and ``generate``: the YAML files with their generated-file header, written or
  checked by ``duplexworld scenarios generate [--check]``.

Each world keeps its sources in ``worlds/<world>/authoring/`` (see docs/scenarios.md).
"""

from duplexworld.authoring.build import Authored, WorldAuthor, scenario
from duplexworld.authoring.checks import (
    asks_none,
    discloses_none,
    must_not_say,
    must_say,
    promises_none,
    states_refusal,
)
from duplexworld.authoring.facts import REQUEST, FactTemplate, correction, fact, selector, speak
from duplexworld.authoring.gold import (
    AuthoringError,
    Step,
    Verification,
    act,
    caller_act,
    lookup_policy,
    number_steps,
)
from duplexworld.authoring.records import Record, seed_rows
from duplexworld.authoring.references import (
    FromResult,
    Judgement,
    Pick,
    check_selector,
    from_result,
    ref,
)
from duplexworld.authoring.sources import collect

__all__ = [
    "REQUEST",
    "Authored",
    "AuthoringError",
    "FactTemplate",
    "FromResult",
    "Judgement",
    "Pick",
    "Record",
    "Step",
    "Verification",
    "WorldAuthor",
    "act",
    "caller_act",
    "check_selector",
    "collect",
    "correction",
    "fact",
    "from_result",
    "number_steps",
    "lookup_policy",
    "asks_none",
    "discloses_none",
    "must_not_say",
    "must_say",
    "promises_none",
    "ref",
    "scenario",
    "seed_rows",
    "selector",
    "speak",
    "states_refusal",
]
