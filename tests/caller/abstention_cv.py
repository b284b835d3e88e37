"""Leave-one-author-out reading of the training split, for choosing abstention thresholds.

Each training file (``train/authored_*.yaml``, ``train/paraphrases_*.yaml``) is read by an
intent head refitted without it, so the head's confidence on it is what it would be on an
unseen author's turns. The readings are made with the caller's own abstention switched off
(``classifier.ABSTAIN_FLOORS`` and ``classifier.ABSTAIN_RULES`` emptied), then every candidate
gate is applied to them offline (``classifier.abstained``), and the figures per gate are
printed: right, confidently wrong, asked back, pooled over the held-out folds.

Run: ``python -m tests.caller.abstention_cv [--cache FILE]`` (about five minutes; with
``--cache`` the readings are pickled there and reused). Never reads the held-out split.
"""

from __future__ import annotations

import pickle
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from duplexworld.caller.understanding import TurnReader, classifier, encoder
from duplexworld.caller.understanding.classifier import Reading
from duplexworld.caller.understanding.intent_head import fit
from duplexworld.scenario import Fact, load_scenario
from duplexworld.training.intent_head import examples, load_corpus

from .paraphrase_suite import COMMITTING_PREFIXES, DATA, EQUIVALENT, SCENARIOS


@dataclass(frozen=True)
class Folded:
    """One training turn read by a head fitted without its file."""

    source: str
    scenario: str
    label: str
    text: str
    reading: Reading


class _Labeller(TurnReader):
    """A reader that only labels readings (no exemplars: ``primary`` needs the facts only)."""

    def __init__(self, facts: dict[str, Fact]) -> None:
        """Only the facts: labelling compares values, it encodes nothing."""
        self.facts = facts


def read_folds() -> list[Folded]:
    """Every training turn, read with its own file's author left out of the head."""
    folder = DATA / "train"
    turns = load_corpus(folder)
    rows, kinds, sources = examples(turns)
    files = sorted({t.source for t in turns})
    out: list[Folded] = []
    floors, rules = dict(classifier.ABSTAIN_FLOORS), dict(classifier.ABSTAIN_RULES)
    classifier.ABSTAIN_FLOORS.clear()
    classifier.ABSTAIN_RULES.clear()
    try:
        for name in files:
            keep = [i for i, s in enumerate(sources) if s.source != name]
            head = fit(rows[keep], [kinds[i] for i in keep], corpus=f"cv-{name}")
            readers: dict[str, TurnReader] = {}
            for turn in (t for t in turns if t.source == name):
                sid = turn.scenario
                if sid not in readers:
                    world = sid.split("_")[0]
                    scenario = load_scenario(SCENARIOS / world / "scenarios" / f"{sid}.yaml")
                    if world == "workbench":
                        scenario = scenario.model_copy(update={"caller_actions": ()})
                    readers[sid] = TurnReader(scenario, encoder(), head=head)
                reading = readers[sid].read(turn.text)
                out.append(Folded(name, sid, turn.label, turn.text, reading))
            print(f"{name}: read", file=sys.stderr, flush=True)
    finally:
        classifier.ABSTAIN_FLOORS.update(floors)
        classifier.ABSTAIN_RULES.update(rules)
    return out


def _facts(sid: str) -> dict[str, Fact]:
    world = sid.split("_")[0]
    scenario = load_scenario(SCENARIOS / world / "scenarios" / f"{sid}.yaml")
    return {fact.key: fact for fact in scenario.facts}


def _outcomes(
    folded: list[Folded], floors: dict[str, float], rules: dict[str, float]
) -> Iterator[tuple[str, bool, bool, str]]:
    """Each folded turn read with these gates: its label family, whether it was read right,
    whether it was committed to wrongly, and the label read."""
    labellers: dict[str, _Labeller] = {}
    for item in folded:
        labeller = labellers.get(item.scenario)
        if labeller is None:
            labeller = labellers[item.scenario] = _Labeller(_facts(item.scenario))
        acts = tuple(
            classifier.abstained(act, labeller.facts, floors, rules) for act in item.reading.acts
        )
        predicted = labeller.label(Reading(acts))
        ok = item.label == predicted or (item.label, predicted) in EQUIVALENT
        wrong = (not ok) and predicted.startswith(COMMITTING_PREFIXES)
        yield item.label.split(":")[0], ok, wrong, predicted


def score(
    folded: list[Folded], floors: dict[str, float], rules: dict[str, float]
) -> dict[str, float]:
    """Right, confidently wrong and asked back over the folds, with these gates applied."""
    right = wrong = asked = 0
    for _kind, ok, committed, predicted in _outcomes(folded, floors, rules):
        right += ok
        wrong += committed
        asked += predicted == "clarify"
    n = len(folded)
    return {"right": right / n, "confidently_wrong": wrong / n, "asked_back": asked / n}


def per_kind(
    folded: list[Folded], floors: dict[str, float], rules: dict[str, float]
) -> dict[str, tuple[int, float, float]]:
    """Per label family (``ask``, ``confirm``, ...): turns, share right, share confidently
    wrong, over the folds with these gates applied."""
    groups: dict[str, list[tuple[bool, bool]]] = {}
    for kind, ok, wrong, _predicted in _outcomes(folded, floors, rules):
        groups.setdefault(kind, []).append((ok, wrong))
    return {
        kind: (len(g), sum(o for o, _w in g) / len(g), sum(w for _o, w in g) / len(g))
        for kind, g in sorted(groups.items())
    }


def main(argv: list[str]) -> int:
    """Read the folds (or load them from ``--cache``) and print the figures per gate."""
    cache = Path(argv[argv.index("--cache") + 1]) if "--cache" in argv else None
    if cache is not None and cache.is_file():
        folded = pickle.loads(cache.read_bytes())
    else:
        folded = read_folds()
        if cache is not None:
            cache.write_bytes(pickle.dumps(folded))
    floors, shipped = classifier.ABSTAIN_FLOORS, classifier.ABSTAIN_RULES
    candidates: list[tuple[str, dict[str, float], dict[str, float]]] = [
        ("no gate", {}, {}),
        ("floors only", floors, {}),
        ("as shipped", floors, shipped),
        *[
            (f"+ ask lead<{x}", floors, {**shipped, "ask_fact_lead": x, "ask_support": 0.9})
            for x in (0.05, 0.08, 0.1)
        ],
        *[
            (f"+ approval<{x}", floors, {**shipped, "approval_support": x})
            for x in (0.05, 0.1, 0.15, 0.2, 0.3)
        ],
        *[(f"readback<{x}", floors, {"readback_support": x}) for x in (0.4, 0.6, 0.7)],
        *[(f"confirm lead<{x}", floors, {"confirm_lead": x}) for x in (0.2, 0.3, 0.5)],
        *[
            (f"rb<{r} cl<{c}", floors, {"readback_support": r, "confirm_lead": c})
            for r in (0.5, 0.6, 0.7)
            for c in (0.1, 0.2, 0.3)
        ],
        *[(f"floor confirm {x}", {**floors, "confirm": x}, shipped) for x in (0.3, 0.5, 0.6)],
    ]
    print(f"{'kind':12} {'turns':>5} {'right':>7} {'conf.wrong':>10}  (as shipped)")
    for kind, (count, right, wrong) in per_kind(folded, floors, shipped).items():
        print(f"{kind:12} {count:5d} {right:7.1%} {wrong:10.1%}")
    for name, gate_floors, rules in candidates:
        result = score(folded, gate_floors, rules)
        print(f"{name:20} " + "  ".join(f"{k} {v:.2%}" for k, v in result.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
