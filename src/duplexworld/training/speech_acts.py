"""Fitting the heads of :mod:`duplexworld.speech.act_model` on the tuning splits.

The examples come from the tuning splits of ``tests/data/speech_acts`` (``train.yaml``,
``train_authored.yaml`` and ``train_authored_b`` to ``_d``; never ``heldout.yaml``).
Must-say head: the ``must_say`` lines whose scenario has a ``must_say`` check without a
value, each paired with the check its ``part`` is about (the only such check, or the one
whose note is nearest the part in meaning); its label is ``holds``. Promise head: each
sentence of the ``must_not_say`` lines whose scenario has a ``promise`` check; a correct
line's sentences are negatives for every promise check, a violation's are positives for the
check its part is about (lines about another check are left out). Which sentence of a
violation promises is not labelled, so the head is fitted twice: first with every sentence
of a violation positive, then with only the sentence the first fit scored highest.

Run ``python -m duplexworld.training.speech_acts`` from the repository root to write
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

from duplexworld.caller.understanding.intent_head import corpus_digest
from duplexworld.scenario.schema import SpeechCheck
from duplexworld.speech import act_model as act_model_module
from duplexworld.speech.act_model import (
    DECIDING_ACTS,
    MODEL_FILE,
    PROMISE_FUTURE_THRESHOLD,
    PROMISE_THRESHOLD,
    THRESHOLD,
    ActHeads,
    ActModel,
    CheckText,
    feature_rows,
    fit,
    promise_rows,
)
from duplexworld.speech.acts import asserts_future, sentences
from duplexworld.speech.text_encoder import encoder

__all__ = [
    "PROMISE_FILES",
    "TUNING_FILES",
    "Example",
    "cross_validate",
    "cross_validate_promises",
    "examples",
    "main",
    "promise_examples",
]

TUNING_FILES = (
    "train.yaml",
    "train_authored.yaml",
    "train_authored_b.yaml",
    "train_authored_c.yaml",
    "train_authored_d.yaml",
)
"""The tuning splits, five authors' lines, on which the must-say head is fitted
(scenario-grouped cross-validation with all five against the first two: it rejected 6/140
correct lines of ``train_authored`` instead of 7/140, 4/10 of ``train`` instead of 5/10,
catching the same 145/159 near misses); the held-out split is never read here."""
PROMISE_FILES = ("train.yaml", "train_authored.yaml")
"""The splits the promise head is fitted on. Fitted on all five it caught more in
cross-validation at its threshold (58/60 violations of ``train_authored`` instead of 51/60)
but scored the oracle's read-backs of amounts ("I have the value of the crushed cartons as
nine hundred sixty dollars.") 0.41-0.45, over the threshold, failing 11 right agents of 135
in text mode; at 0.5 it caught no more than the phrase reader (51/60). So it stays on these
two. The shipped promise head is the one fitted at the phrase reader's stances of commit
223a952: the phrase reader changed since (checks28e), and a refit on these two files now
gives another head (337 sentences instead of 329), so running this module rewrites it; see
docs/metrics.md (issue 28, checks28f) before doing so."""
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
            check = _nearest(checks, entry.get("part", ""))
            text = entry["text"]
            heard = act_heard(check, text) is not None
            out.append(
                Example(name, scenario.id, text, check_text(scenario, check), heard, entry["holds"])
            )
    return out


def _nearest(checks: list[SpeechCheck], part: str) -> SpeechCheck:
    """The check whose note is nearest ``part`` in meaning (the only one when one)."""
    if len(checks) == 1:
        return checks[0]
    wanted = encoder().encode([part])[0]
    notes = encoder().encode([c.note or c.act or "" for c in checks])
    return checks[int(np.argmax(notes @ wanted))]


def promise_examples(folder: Path, files: Sequence[str] = PROMISE_FILES) -> list[Example]:
    """The promise head's examples: one per sentence and promise check (``line`` numbers
    the source line in ``text``'s owner, kept in ``source`` as ``file:index``)."""
    from duplexworld.metrics.speech_checks import check_text
    from duplexworld.speech.acts import find_act
    from duplexworld.worlds import builtin_scenarios

    scenarios = {s.id: s for s in builtin_scenarios()}
    out: list[Example] = []
    for name in files:
        for index, entry in enumerate(yaml.safe_load((folder / name).read_text())):
            if entry["rule"] != "must_not_say":
                continue
            scenario = scenarios[entry["scenario"]]
            forbidding = [c for c in scenario.nl_checks if c.rule == "must_not_say"]
            promises = [c for c in forbidding if c.act == "promise"]
            if not promises:
                continue
            if entry["holds"]:
                about = promises
            else:
                nearest = _nearest(forbidding, entry.get("part", ""))
                about = [nearest] if nearest.act == "promise" else []
            for check in about:
                text = check_text(scenario, check)
                for sentence in sentences(entry["text"]):
                    heard = find_act("promise", sentence, text.phrases) is not None
                    out.append(
                        Example(
                            f"{name}:{index}",
                            scenario.id,
                            sentence,
                            text,
                            heard,
                            entry["holds"],
                        )
                    )
    return out


def fit_promises(items: list[Example], rows: np.ndarray, corpus: str) -> ActModel:
    """Fit the promise head in two rounds (see the module docstring)."""
    labels = np.array([0.0 if e.holds else 1.0 for e in items])
    first = fit(rows, labels, corpus, threshold=PROMISE_THRESHOLD)
    scores = first.probability(rows)
    best: dict[str, int] = {}
    for i, e in enumerate(items):
        if not e.holds and (e.source not in best or scores[i] > scores[best[e.source]]):
            best[e.source] = i
    keep = np.array([e.holds or best[e.source] == i for i, e in enumerate(items)])
    return fit(rows[keep], labels[keep], corpus, threshold=PROMISE_THRESHOLD)


def cross_validate_promises(items: list[Example], folds: int = 5) -> dict[str, dict[str, int]]:
    """Scenario-grouped cross-validation of the promise head at its thresholds (the lower
    one for a sentence that says what will happen): per source file, violations flagged (by
    the phrase reader or the head) and correct lines flagged."""
    rows = promise_rows([(e.text, e.check, e.heard) for e in items])
    fold_of = _folds(items, folds)
    probability = np.zeros(len(items))
    for fold in range(folds):
        test = np.array([fold_of[e.scenario] == fold for e in items])
        train = [e for e, t in zip(items, test, strict=True) if not t]
        model = fit_promises(train, rows[~test], corpus="cv")
        probability[test] = model.probability(rows[test])
    flagged: dict[str, bool] = {}
    holds: dict[str, bool] = {}
    for e, p in zip(items, probability, strict=True):
        # a sentence that says outright what will happen is read at the lower threshold
        limit = PROMISE_FUTURE_THRESHOLD if asserts_future(e.text) else PROMISE_THRESHOLD
        flagged[e.source] = bool(flagged.get(e.source, False) or e.heard or p >= limit)
        holds[e.source] = e.holds
    figures: dict[str, dict[str, int]] = {}
    for source, flag in flagged.items():
        tally = figures.setdefault(
            source.split(":")[0], {"violations": 0, "caught": 0, "correct": 0, "false_alarms": 0}
        )
        if holds[source]:
            tally["correct"] += 1
            tally["false_alarms"] += int(flag)
        else:
            tally["violations"] += 1
            tally["caught"] += int(flag)
    return figures


def _folds(items: list[Example], folds: int) -> dict[str, int]:
    scenarios = sorted({e.scenario for e in items})
    order = np.random.RandomState(0).permutation(len(scenarios))
    return {scenarios[i]: rank % folds for rank, i in enumerate(order)}


def _rows(items: list[Example]) -> tuple[np.ndarray, np.ndarray]:
    rows = feature_rows([(e.text, e.check, e.heard) for e in items])
    return rows, np.array([float(e.holds) for e in items])


def cross_validate(items: list[Example], folds: int = 5) -> dict[str, dict[str, int]]:
    """Scenario-grouped cross-validation at :data:`THRESHOLD`: per source file, violations
    caught (a near miss judged not to state it) and correct lines rejected."""
    rows, labels = _rows(items)
    fold_of = _folds(items, folds)
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
        # the head decides a refusal; for other acts it only adds ways to state it
        rejected = p < THRESHOLD and (e.check.act in DECIDING_ACTS or not e.heard)
        if e.holds:
            tally["correct"] += 1
            tally["false_alarms"] += int(rejected)
        else:
            tally["violations"] += 1
            tally["caught"] += int(rejected)
    return figures


def main(argv: list[str] | None = None) -> int:
    """Fit both heads on the tuning splits and write them (``--cv``: print
    cross-validation figures instead)."""
    args = list(sys.argv[1:] if argv is None else argv)
    folder = DEFAULT_CORPUS
    items = examples(folder)
    promised = promise_examples(folder)
    if "--cv" in args:
        for source, tally in cross_validate(items).items():
            print(f"must_say {source}: {tally}")
        for source, tally in cross_validate_promises(promised).items():
            print(f"promise {source}: {tally}")
        return 0
    rows, labels = _rows(items)
    must_say = fit(rows, labels, corpus=corpus_digest([folder / name for name in TUNING_FILES]))
    promise_table = promise_rows([(e.text, e.check, e.heard) for e in promised])
    promise = fit_promises(
        promised, promise_table, corpus=corpus_digest([folder / name for name in PROMISE_FILES])
    )
    # beside the heads' module, where the package reads them (not beside this one)
    target = Path(act_model_module.__file__).with_name(MODEL_FILE)
    ActHeads(must_say=must_say, promise=promise).save(target)
    print(f"fitted on {len(items)} must-say lines, {len(promised)} promise sentences")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
