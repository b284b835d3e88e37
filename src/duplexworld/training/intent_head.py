"""Fitting the intent head on the labelled corpus of agent turns.

The corpus is a folder of YAML files, each a list of ``{scenario: <id>, turns: [[label,
text], ...]}`` blocks (tests/data/caller/README.md describes the labels). A sentence becomes a
training example when its kind is certain: a turn of one sentence, or the one sentence ending
in "?" of a turn whose label asks something (the other sentences of such a turn are
acknowledgements the label says nothing about, so they are left out).

Run ``python -m duplexworld.training.intent_head [corpus folder]`` after changing the
corpus: it writes ``intent_head.npz`` beside the head's module (the default folder is the
repository's training split).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import yaml

from duplexworld.caller.understanding import intent_head as head_module
from duplexworld.caller.understanding.classifier import TurnReader
from duplexworld.caller.understanding.intent_head import (
    HEAD_FILE,
    INTENTS,
    QUESTION_INTENTS,
    IntentHead,
    corpus_digest,
    fit,
)
from duplexworld.scenario import Scenario
from duplexworld.speech.text_encoder import encoder

__all__ = ["CorpusError", "LabelledTurn", "examples", "load_corpus", "main", "train"]

DEFAULT_CORPUS = Path("tests/data/caller/train")


class CorpusError(ValueError):
    """A corpus file that cannot be read: names the file and the entry."""


@dataclass(frozen=True)
class LabelledTurn:
    """One agent turn of the corpus with the caller behaviour it calls for."""

    source: str
    scenario: str
    label: str
    text: str

    @property
    def kind(self) -> str:
        """The label without its fact, step or yes/no (``ask:full_name`` -> ``ask``)."""
        return self.label.split(":")[0]


def load_corpus(folder: Path, pattern: str = "*.yaml") -> list[LabelledTurn]:
    """Every labelled turn of the corpus folder (its files matching ``pattern``), in file
    order.

    Raises:
        CorpusError: a file that is not a list of scenario blocks, or a turn that is not a
            ``[label, text]`` pair with a known kind.
    """
    turns: list[LabelledTurn] = []
    paths = sorted(folder.glob(pattern))
    if not paths:
        raise CorpusError(f"{folder}: no {pattern} corpus files")
    for path in paths:
        blocks = yaml.safe_load(path.read_text())
        if not isinstance(blocks, list):
            raise CorpusError(f"{path}: expected a list of scenario blocks")
        for i, block in enumerate(blocks):
            if not isinstance(block, dict) or "scenario" not in block or "turns" not in block:
                raise CorpusError(f"{path}: entry {i}: needs 'scenario' and 'turns'")
            for j, turn in enumerate(block["turns"]):
                if not (isinstance(turn, list) and len(turn) == 2):
                    raise CorpusError(f"{path}: {block['scenario']} turn {j}: not [label, text]")
                label, text = str(turn[0]), str(turn[1])
                if label.split(":")[0] not in INTENTS:
                    raise CorpusError(
                        f"{path}: {block['scenario']} turn {j}: unknown label {label!r}"
                    )
                turns.append(LabelledTurn(path.name, str(block["scenario"]), label, text))
    return turns


def _scenarios() -> dict[str, Scenario]:
    from duplexworld.worlds import builtin_scenarios

    found: dict[str, Scenario] = {}
    for scenario in builtin_scenarios():
        # a sentence's features (embedding and form cues) do not depend on the caller-side
        # steps, so every scenario is read as packaged
        found[scenario.id] = scenario
    return found


def examples(turns: list[LabelledTurn]) -> tuple[np.ndarray, list[str], list[LabelledTurn]]:
    """The training rows, their kinds, and the turn each came from (module docstring)."""
    scenarios = _scenarios()
    readers: dict[str, TurnReader] = {}
    rows: list[np.ndarray] = []
    kinds: list[str] = []
    sources: list[LabelledTurn] = []
    for turn in turns:
        if turn.scenario not in scenarios:
            raise CorpusError(f"{turn.source}: unknown scenario {turn.scenario!r}")
        reader = readers.get(turn.scenario)
        if reader is None:
            reader = readers[turn.scenario] = TurnReader(scenarios[turn.scenario], encoder())
        views = reader.views(turn.text)
        if len(views) > 1:
            asked = [(part, view) for part, view in views if part.rstrip().endswith("?")]
            if turn.kind not in QUESTION_INTENTS or len(asked) != 1:
                continue
            views = asked
        for part, view in views:
            rows.append(reader.features(part, view))
            kinds.append(turn.kind)
            sources.append(turn)
    return np.stack(rows), kinds, sources


def train(folder: Path) -> IntentHead:
    """Fit the head on every turn of the corpus folder."""
    turns = load_corpus(folder)
    rows, kinds, _sources = examples(turns)
    return fit(rows, kinds, corpus=corpus_digest(sorted(folder.glob("*.yaml"))))


def main(argv: list[str] | None = None) -> int:
    """Fit on the corpus folder (first argument, default the repository's training split)
    and write the head beside its module."""
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else DEFAULT_CORPUS
    try:
        head = train(folder)
    except CorpusError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    # beside the head's module, where the package loads it (not beside this script)
    target = Path(head_module.__file__).with_name(HEAD_FILE)
    head.save(target)
    print(f"intent head: {head.examples} sentences, corpus {head.corpus[:12]}, wrote {target.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
