"""Personas spread over the enterprise scenarios (docs/scenarios.md, "Personas")."""

from __future__ import annotations

from collections import Counter

from duplexworld.caller.persona import PERSONAS
from duplexworld.campaign.runner import ENTERPRISE_WORLDS
from duplexworld.worlds import builtin_scenarios

TEMPERAMENT = {
    "hurried": "hurried",
    "new_yorker": "hurried",
    "caribbean": "hurried",
    "calm": "calm",
    "bright": "calm",
    "scottish": "calm",
    "lancashire": "calm",
    "midlands": "calm",
    "deliberate": "deliberate",
    "received": "deliberate",
}


def test_every_persona_is_used_with_both_voice_tiers():
    used = Counter(s.persona for s in builtin_scenarios() if s.world in ENTERPRISE_WORLDS)
    assert set(used) == set(PERSONAS) == set(TEMPERAMENT)
    engines = {PERSONAS[name].regular_voice.engine for name in used}
    assert engines == {"piper", "espeak-ng"}  # neural and accented regular voices
    # the rotation within each temperament is even (at most one apart)
    for temperament in set(TEMPERAMENT.values()):
        counts = [used[p] for p, t in TEMPERAMENT.items() if t == temperament]
        assert max(counts) - min(counts) <= 1, (temperament, counts)
