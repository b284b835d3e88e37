"""Fitting the must-say head (:mod:`duplexworld.speech.act_model`) on the tuning splits.

The examples are the ``must_say`` lines of ``tests/data/speech_acts/train.yaml`` and
``train_authored.yaml`` (never ``heldout.yaml``) whose scenario has a ``must_say`` check
without a value. Each line is paired with the check its ``part`` is about: the only such
check, or the one whose note is nearest the part in meaning; its label is ``holds``.

Run ``python -m duplexworld.speech.act_training`` from the repository root to write
``act_model.npz`` beside the head's module; ``--cv`` instead prints scenario-grouped
five-fold cross-validation figures (a line fails its check when the phrase reader does not
hear the act and the head's probability is below the threshold), the evidence the threshold
was chosen on.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import yaml

from duplexworld.caller.understanding.encoder import encoder
from duplexworld.caller.understanding.intent_head import corpus_digest
from duplexworld.speech.act_model import MODEL_FILE, THRESHOLD, CheckText, feature_rows, fit

__all__ = ["TUNING_FILES", "Example", "cross_validate", "examples", "main"]

TUNING_FILES = ("train.yaml", "train_authored.yaml")
"""The tuning splits; the held-out split is never read here."""
DEFAULT_CORPUS = Path("tests/data/speech_acts")


@dataclass(frozen=True)
class Example:
    """One line paired with the check it is about, and whether it states what is required."""

    source: str
    scenario: str
    text: str
    check: CheckText
    heard: bool
    """Whether the phrase reader heard the check's act in the line."""
    holds: bool


def examples(folder: Path, files: Sequence[str] = TUNING_FILES) -> list[Example]:
    """The must-say examples of the tuning files in ``folder``."""
    from duplexworld.metrics.speech_checks import act_heard, check_text
    from duplexworld.worlds import builtin_scenarios

    scenarios = {s.id: s for s in builtin_scenarios()}
    out: list[Example] = []
    for name in files:
        for entry in yaml.safe_load((folder / name).read_text()):
            if entry["rule"] != "must_say":
                continue
            scenario = scenarios[entry["scenario"]]
            checks = [c for c in scenario.nl_checks if c.rule == "must_say" and c.value is None]
            if not checks:
                continue
            check = checks[0]
            if len(checks) > 1:
                part = encoder().encode([entry.get("part", "")])[0]
                notes = encoder().encode([c.note or c.act or "" for c in checks])
                check = checks[int(np.argmax(notes @ part))]
            text = entry["text"]
            heard = act_heard(check, text) is not None
            out.append(
                Example(
                    name, scenario.id, text, check_text(scenario, check), heard, entry["holds"]
                )
            )
    return out


def _rows(items: list[Example]) -> tuple[np.ndarray, np.ndarray]:
    rows = feature_rows([(e.text, e.check, e.heard) for e in items])
    return rows, np.array([float(e.holds) for e in items])


def cross_validate(items: list[Example], folds: int = 5) -> dict[str, dict[str, int]]:
    """Scenario-grouped cross-validation at :data:`THRESHOLD`: per source file, violations
    caught (a near miss judged not to state it) and correct lines rejected."""
    rows, labels = _rows(items)
    scenarios = sorted({e.scenario for e in items})
    order = np.random.RandomState(0).permutation(len(scenarios))
    fold_of = {scenarios[i]: rank % folds for rank, i in enumerate(order)}
    probability = np.zeros(len(items))
    for fold in range(folds):
        test = np.array([fold_of[e.scenario] == fold for e in items])
        model = fit(rows[~test], labels[~test], corpus="cv")
        probability[test] = model.probability(rows[test])
    figures: dict[str, dict[str, int]] = {}
    for e, p in zip(items, probability, strict=True):
        tally = figures.setdefault(e.source, dict.fromkeys(("violations", "caught"), 0))
        tally.setdefault("correct", 0)
        tally.setdefault("false_alarms", 0)
        # the head only adds ways to state it: a line the phrase reader accepts stays accepted
        rejected = p < THRESHOLD and not e.heard
        if e.holds:
            tally["correct"] += 1
            tally["false_alarms"] += int(rejected)
        else:
            tally["violations"] += 1
            tally["caught"] += int(rejected)
    return figures


def main(argv: list[str] | None = None) -> int:
    """Fit on the tuning splits and write the head (``--cv``: print cross-validation)."""
    args = list(sys.argv[1:] if argv is None else argv)
    folder = DEFAULT_CORPUS
    items = examples(folder)
    if "--cv" in args:
        for source, tally in cross_validate(items).items():
            print(f"{source}: {tally}")
        return 0
    rows, labels = _rows(items)
    digest = corpus_digest([folder / name for name in TUNING_FILES])
    model = fit(rows, labels, corpus=digest)
    target = Path(__file__).with_name(MODEL_FILE)
    model.save(target)
    print(f"fitted on {len(items)} lines; wrote {target.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
