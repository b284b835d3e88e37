"""Leave-one-file-out cross-validation of a learned reader for ``must_not_say`` checks (issue
28): would a head over sentence embeddings catch forbidden acts said in other words on an
unseen author's lines, without failing right agents?

The head read is the one the issue asked for, in two stages, both logistic regressions fitted
by :func:`duplexworld.speech.act_model.fit`:

1. **The act** (one sentence, no check): its all-MiniLM-L6-v2 embedding and its form (a
   negator outside set phrases, a question, a hedge, a condition, its length). Positive: the
   sentence of a violation the first fit scored highest (which sentence of a violation makes
   the act is not labelled); negative: every sentence of a correct line.
2. **The act on the check's object, in scope**: the first stage's logit, closeness in meaning
   to the check's note and to its phrases, whether the phrase reader heard the check's act and
   with which stances, the form cues, their products with the logit, and the check's act type
   (promise, ask, suggestion, disclosure, action, read from its ``act`` and note) alone and
   crossed with the logit and the closeness. It is fitted on first-stage scores each made
   without the file scored (inner leave-one-file-out), so it learns how far to trust them on
   new wording.

Each tuning file of ``tests/data/speech_acts`` (never ``heldout.yaml``) is scored by heads
fitted on the others. A line is flagged when the deterministic checks flag it (the corpus
test's reading, with the shipped heads switched off) or the head's probability on any of its
(sentence, check) pairs reaches the threshold. Printed per threshold and file: violations
caught and false alarms on correct lines, the head added to the deterministic checks and the
head alone.

Run: ``python -m tests.metrics.forbidden_head_cv [--cache FILE]`` from the repository root
(about ten minutes on a loaded machine; ``--cache`` keeps the deterministic verdicts and the
features for a rerun). Measured figures and the decision are in docs/metrics.md.
"""

from __future__ import annotations

import pickle
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from duplexworld.metrics.speech_checks import act_heard, check_phrases
from duplexworld.scenario.schema import SpeechCheck
from duplexworld.speech import act_model
from duplexworld.speech.acts import (
    HEDGE_WORDS,
    NEGATOR_WORDS,
    clauses,
    mentions,
    sentences,
    without_set_phrases,
)
from duplexworld.speech.text_encoder import encoder
from duplexworld.training.speech_acts import TUNING_FILES  # the held-out split is never read

from .test_speech_act_corpus import CORPUS, _scenarios, rejected

TYPES = ("promise", "ask", "suggest", "disclose", "action")
"""Act types a ``must_not_say`` check forbids."""
THRESHOLDS = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9)
_TELLING = re.compile(r"\b(confirm|deny|denies|mention|say|says|tell|reveal|share|read|discuss)")


def check_type(check: SpeechCheck) -> str:
    """The act type a ``must_not_say`` check forbids, from its act and note."""
    note = check.note.lower()
    if check.act in ("promise", "ask"):
        return check.act
    if check.act == "inform" or "suggest" in note:
        return "suggest"
    if check.act == "disclose" or _TELLING.search(note):
        return "disclose"
    return "action"


@dataclass(frozen=True)
class Pair:
    """One sentence of a corpus line with one ``must_not_say`` check of its scenario."""

    line: int
    sentence: str
    check: SpeechCheck
    label: int | None
    """1: the violation's check (nearest its part), 0: a correct line, None: not labelled."""


def _nearest(checks: list[SpeechCheck], part: str) -> int:
    if len(checks) == 1:
        return 0
    wanted = encoder().encode([part])[0]
    notes = encoder().encode([c.note or c.act or "" for c in checks])
    return int(np.argmax(notes @ wanted))


def _form(sentence: str) -> list[float]:
    parts = clauses(sentence)
    words = {w for clause in parts for w in without_set_phrases(list(clause.words)) if w}
    return [
        float(bool(words & NEGATOR_WORDS)),
        float(sentence.rstrip().endswith("?")),
        float(bool(words & HEDGE_WORDS)),
        float(any(clause.conditional for clause in parts)),
        float(np.log1p(sum(len(clause.words) for clause in parts))),
    ]


def _object(sentence: str, check: SpeechCheck, vectors: dict[str, np.ndarray]) -> list[float]:
    """Closeness to the check's note and phrases, and what the phrase reader heard."""
    phrases = check_phrases(check)
    line = vectors[sentence]
    phrase_cos = float(max(vectors[p] @ line for p in phrases)) if phrases else 0.0
    note_cos = float(vectors[check.note or str(check.act)] @ line)
    found = mentions(sentence, phrases)
    stances = [
        float(any(m.stance == s for m in found)) for s in ("asserted", "negated", "hedged", "asked")
    ]
    heard = float(act_heard(check, sentence) is not None)
    return [note_cos, phrase_cos, heard, *stances]


@dataclass
class Table:
    """Everything the folds need, computed once."""

    files: list[str]
    holds: list[bool]
    flagged: list[bool]
    """Per line: the deterministic checks' verdict."""
    pair_line: np.ndarray
    label: np.ndarray
    first: np.ndarray
    """First-stage rows (embedding, form, bias)."""
    obj: np.ndarray
    form: np.ndarray
    kind: np.ndarray


def build() -> Table:
    """Read the tuning files, the deterministic verdicts and the features."""
    files: list[str] = []
    holds: list[bool] = []
    flagged: list[bool] = []
    pairs: list[Pair] = []
    saved = act_model.act_heads
    act_model.act_heads = lambda: None  # type: ignore[assignment]
    try:
        for name in TUNING_FILES:
            for entry in yaml.safe_load((CORPUS / name).read_text()):
                if entry["rule"] != "must_not_say":
                    continue
                scenario = _scenarios()[entry["scenario"]]
                checks = [c for c in scenario.nl_checks if c.rule == "must_not_say"]
                if not checks:
                    continue
                index = len(files)
                files.append(name)
                holds.append(bool(entry["holds"]))
                flagged.append(rejected(entry))
                near = _nearest(checks, str(entry.get("part", "")))
                for i, check in enumerate(checks):
                    label = 0 if entry["holds"] else (1 if i == near else None)
                    for sentence in sentences(entry["text"]):
                        pairs.append(Pair(index, sentence, check, label))
    finally:
        act_model.act_heads = saved  # type: ignore[method-assign]
    texts = list(
        dict.fromkeys(
            t
            for p in pairs
            for t in (p.sentence, p.check.note or str(p.check.act), *check_phrases(p.check))
        )
    )
    vectors = dict(zip(texts, encoder().encode(texts), strict=True))
    embedding = np.stack([vectors[p.sentence] for p in pairs])
    form = np.array([_form(p.sentence) for p in pairs])
    return Table(
        files=files,
        holds=holds,
        flagged=flagged,
        pair_line=np.array([p.line for p in pairs]),
        label=np.array([-1 if p.label is None else p.label for p in pairs]),
        first=np.concatenate([embedding, form, np.ones((len(pairs), 1))], axis=1),
        obj=np.array([_object(p.sentence, p.check, vectors) for p in pairs]),
        form=form,
        kind=np.array([[float(check_type(p.check) == t) for t in TYPES] for p in pairs]),
    )


def _fit_mil(table: Table, rows: np.ndarray, index: np.ndarray, l2: float) -> Any:
    """Fit on the labelled pairs of ``index``: every violation sentence positive, then only
    the one the first fit scored highest per violation."""
    labels = table.label[index].astype(float)
    first = act_model.fit(rows[index], labels, "cv", l2=l2)
    scores = first.probability(rows[index])
    best: dict[int, int] = {}
    for j, k in enumerate(index):
        line = int(table.pair_line[k])
        if labels[j] == 1 and (line not in best or scores[j] > scores[best[line]]):
            best[line] = j
    keep = [j for j, k in enumerate(index) if labels[j] == 0 or best[int(table.pair_line[k])] == j]
    return act_model.fit(rows[index][keep], labels[keep], "cv", l2=l2)


def _second_rows(table: Table, first: np.ndarray) -> np.ndarray:
    logit = np.log(first / (1.0 - first))[:, None]
    note, phrase, heard = table.obj[:, 0:1], table.obj[:, 1:2], table.obj[:, 2:3]
    crossed = [logit * note, logit * phrase, logit * heard, note * heard]
    kind = table.kind
    return np.concatenate(
        [logit, table.obj, table.form, *crossed, kind, kind * logit, kind * note, kind * phrase],
        axis=1,
    )


def scores(table: Table) -> np.ndarray:
    """Each pair's probability from heads fitted without its file."""
    pair_file = np.array([table.files[int(i)] for i in table.pair_line])
    labelled = table.label >= 0
    out = np.zeros(len(table.label))
    for held in TUNING_FILES:
        train = np.where(labelled & (pair_file != held))[0]
        test = np.where(pair_file == held)[0]
        first = np.zeros(len(out))
        for inner in TUNING_FILES:
            if inner == held:
                continue
            fit_on = np.where(labelled & (pair_file != held) & (pair_file != inner))[0]
            scored = np.where(pair_file == inner)[0]
            first[scored] = _fit_mil(table, table.first, fit_on, 1e-2).probability(
                table.first[scored]
            )
        first[test] = _fit_mil(table, table.first, train, 1e-2).probability(table.first[test])
        second = _second_rows(table, np.clip(first, 1e-6, 1 - 1e-6))
        out[test] = _fit_mil(table, second, train, 1e-3).probability(second[test])
    return out


def report(table: Table, probability: np.ndarray) -> list[str]:
    """Per threshold, per file: violations caught and false alarms, with and without the
    deterministic checks."""
    best = np.zeros(len(table.files))
    np.maximum.at(best, table.pair_line, probability)
    out = []
    for alone in (False, True):
        for threshold in THRESHOLDS:
            tally = {name: [0, 0, 0, 0] for name in TUNING_FILES}
            for i, name in enumerate(table.files):
                flag = bool(best[i] >= threshold or (not alone and table.flagged[i]))
                counts = tally[name]
                counts[2 if table.holds[i] else 0] += 1
                counts[3 if table.holds[i] else 1] += int(flag)
            total = np.sum(list(tally.values()), axis=0)
            cells = " | ".join(
                f"{name.removesuffix('.yaml')} {c[1]}/{c[0]}, {c[3]}/{c[2]}"
                for name, c in tally.items()
            )
            how = "head alone" if alone else "checks + head"
            out.append(
                f"{how} t={threshold}: all {total[1]}/{total[0]}, {total[3]}/{total[2]} | {cells}"
            )
    tally = {name: [0, 0, 0, 0] for name in TUNING_FILES}
    for i, name in enumerate(table.files):
        counts = tally[name]
        counts[2 if table.holds[i] else 0] += 1
        counts[3 if table.holds[i] else 1] += int(table.flagged[i])
    out.append(
        "checks alone: " + " | ".join(f"{n} {c[1]}/{c[0]}, {c[3]}/{c[2]}" for n, c in tally.items())
    )
    return out


def main(argv: list[str]) -> int:
    """Build (or load) the table, cross-validate, print the figures."""
    cache = Path(argv[argv.index("--cache") + 1]) if "--cache" in argv else None
    if cache is not None and cache.exists():
        table = pickle.loads(cache.read_bytes())
    else:
        table = build()
        if cache is not None:
            cache.write_bytes(pickle.dumps(table))
    print("\n".join(report(table, scores(table))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
