"""The paraphrase suite: labelled agent turns, read by the caller, scored per split and kind.

Data: ``tests/data/caller/<split>/*.yaml``, blocks of ``scenario: <id>`` and ``turns:`` a list
of ``[label, text]``. Splits: ``train`` (exemplars and rules may be tuned on it) and
``heldout`` (written separately, never used for tuning; picked up whenever the directory
exists). A label is the caller behaviour the turn calls for: ``ask:<fact>``,
``confirm:yes|no``, ``confirm``, ``readback:yes|no``, ``approval``, ``do:<step>``, ``greet``,
``close``, ``hold``, ``refuse``, ``inform``, ``other``, ``which``, ``repeat``, ``clarify``.

Each turn is handled **right**, **asked** (the caller asks back: the reading is ``clarify``)
or **wrong**; a wrong turn is **confidently wrong** when the caller's reply commits to a
reading that is not the turn's: it gives a fact the agent did not ask for (``ask:<other>``),
confirms or corrects a value it should not (``confirm:*``/``readback:no`` against another
label, ``confirm:yes`` for a wrong value, ``confirm:no`` for a right one), approves, does a
step, or says goodbye when the turn asked none of these. A missed turn (a request taken as
news, so the caller stays silent) or a clarification where none was needed is wrong but not
confidently wrong. A clarification is right for a turn labelled ``clarify`` and for an
unrelated question (``other``: the caller gives no fact either way).

Every figure is over one split; ``per_kind`` gives them per label family.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from duplexworld.caller.understanding import TurnReader, encoder
from duplexworld.scenario import load_scenario
from duplexworld.training.intent_head import load_corpus

DATA = Path(__file__).parent.parent / "data" / "caller"
SPLITS = ("train", "heldout")
HELDOUT_SPLITS = frozenset({"heldout", "fresh"})
"""Splits never tuned on: their reports are figures only, never the turns missed
(``fresh`` is a second held-out split, tests/data/caller/fresh/README.md)."""
SCENARIOS = Path(__file__).parents[2] / "src" / "duplexworld" / "worlds"
STATEMENT_LABELS = frozenset({"inform", "hold", "refuse", "readback:yes", "readback:no"})
QUESTION_PREFIXES = ("ask:", "confirm", "approval", "do:", "greet", "other", "which", "repeat")
COMMITTING_PREFIXES = ("ask:", "confirm:", "readback:no", "approval", "do:", "close")
"""Readings whose reply commits the caller: a fact given, a value confirmed or corrected, a
consent, a step done, a goodbye."""
EQUIVALENT = {("other", "clarify")}
"""(expected, predicted) pairs that are the same behaviour: to an unrelated question, asking
what the agent needs gives no fact either. (Not the reverse: "Sorry, I don't know that" to a
turn that calls for a clarification is no clarification.)"""


@dataclass(frozen=True)
class Row:
    """One labelled turn and how the caller read it."""

    split: str
    world: str
    scenario: str
    text: str
    label: str
    predicted: str

    @property
    def kind(self) -> str:
        """The label's family: ``ask``, ``confirm``, ``readback``, ``do`` or the label."""
        return self.label.split(":")[0]

    @property
    def right(self) -> bool:
        """Whether the caller's reading calls for the expected behaviour."""
        return self.label == self.predicted or (self.label, self.predicted) in EQUIVALENT

    @property
    def confidently_wrong(self) -> bool:
        """A wrong reading whose reply commits the caller to something the turn did not ask
        (module docstring)."""
        return not self.right and self.predicted.startswith(COMMITTING_PREFIXES)


def splits_present() -> list[str]:
    """The splits whose directory holds data."""
    return [s for s in SPLITS if (DATA / s).is_dir() and any((DATA / s).glob("*.yaml"))]


def run_suite(
    split: str = "train",
    pattern: str = "*.yaml",
    hear: Callable[[str], str] | None = None,
    progress: bool = False,
    kinds: frozenset[str] | None = None,
) -> list[Row]:
    """Classify every turn of one split (of its files matching ``pattern``; with ``kinds``,
    only the turns whose label family is one of them, as ``Row.kind`` names it); ``hear``
    turns each text into what the caller heard of it first (``spoken_suite``)."""
    rows: list[Row] = []
    readers: dict[str, TurnReader] = {}
    turns = load_corpus(DATA / split, pattern)
    if kinds is not None:
        turns = [t for t in turns if t.label.split(":")[0] in kinds]
    for index, turn in enumerate(turns):
        if progress and index % 50 == 0:
            print(f"{split}: {index}/{len(turns)} turns", file=sys.stderr, flush=True)
        sid = turn.scenario
        world = sid.split("_")[0]
        if sid not in readers:
            scenario = load_scenario(SCENARIOS / world / "scenarios" / f"{sid}.yaml")
            if world == "workbench":
                # as the workbench user reads (worlds/workbench/user.py): its approval
                # steps are its own acts, not instructions to wait for
                scenario = scenario.model_copy(update={"caller_actions": ()})
            readers[sid] = TurnReader(scenario, encoder())
        reader = readers[sid]
        predicted = reader.label(reader.read(hear(turn.text) if hear else turn.text))
        rows.append(Row(split, world, sid, turn.text, turn.label, predicted))
    return rows


def figures(rows: list[Row]) -> dict[str, float]:
    """Share handled right, share confidently wrong, share of statements taken as questions."""
    statements = [r for r in rows if r.label in STATEMENT_LABELS]
    as_questions = [r for r in statements if r.predicted.startswith(QUESTION_PREFIXES)]
    return {
        "turns": len(rows),
        "accuracy": sum(r.right for r in rows) / len(rows),
        "confidently_wrong": sum(r.confidently_wrong for r in rows) / len(rows),
        "asked_back": sum(r.predicted == "clarify" for r in rows) / len(rows),
        "statements": len(statements),
        "statements_as_questions": len(as_questions) / max(1, len(statements)),
    }


def verdict(label: str) -> str | None:
    """The yes/no a value read back or asked about calls for (``confirm:yes`` and
    ``readback:yes`` both: "Yes, that's right." when it is the turn's last word; ``:no``: the
    right value), None for other labels."""
    family, _, answer = label.partition(":")
    return answer if family in ("confirm", "readback") and answer in ("yes", "no") else None


def verdicts(rows: list[Row]) -> dict[str, float]:
    """Over the turns that state a value of the caller's (a ``:yes``/``:no`` label), the share
    read with the same verdict whatever the form (a confirmation heard as a read-back, its "?"
    lost, is still answered yes or corrected), and the share read with the opposite verdict:
    a wrong value let pass or a right one corrected, the worst kind of wrong."""
    judged = [r for r in rows if verdict(r.label) is not None]
    if not judged:
        return {"valued": 0, "verdict_right": 0.0, "verdict_flipped": 0.0}
    same = sum(verdict(r.predicted) == verdict(r.label) for r in judged)
    flipped = sum(verdict(r.predicted) not in (None, verdict(r.label)) for r in judged)
    return {
        "valued": len(judged),
        "verdict_right": same / len(judged),
        "verdict_flipped": flipped / len(judged),
    }


def per_kind(rows: list[Row]) -> dict[str, tuple[int, float, float]]:
    """Per label family: (turns, share right, share confidently wrong)."""
    groups: dict[str, list[Row]] = defaultdict(list)
    for row in rows:
        groups[row.kind].append(row)
    return {
        kind: (
            len(group),
            sum(r.right for r in group) / len(group),
            sum(r.confidently_wrong for r in group) / len(group),
        )
        for kind, group in sorted(groups.items())
    }


def report(rows: list[Row], misses: bool = True) -> str:
    """The figures, the per-kind table and (with ``misses``) the turns read wrong, as text.

    The held-out split is reported without its misses: a list of what the caller got wrong
    there is what one would tune on, and the split must stay unseen by tuning."""
    lines = [str(figures(rows)), f"{'kind':12} {'turns':>5} {'right':>7} {'conf.wrong':>10}"]
    for kind, (count, right, wrong) in per_kind(rows).items():
        lines.append(f"{kind:12} {count:5d} {right:7.1%} {wrong:10.1%}")
    judged = verdicts(rows)
    if judged["valued"]:
        lines.append(
            f"values stated: {judged['valued']}, verdict right {judged['verdict_right']:.1%}, "
            f"verdict flipped {judged['verdict_flipped']:.1%}"
        )
    for row in rows if misses else ():
        if not row.right:
            mark = "!" if row.confidently_wrong else " "
            lines.append(
                f"{mark} {row.scenario:28} {row.label:22} -> {row.predicted:22} {row.text}"
            )
    return "\n".join(lines)


def parse_kinds(args: list[str]) -> tuple[list[str], frozenset[str] | None]:
    """The splits and the ``--kinds a,b`` filter of a suite's command line."""
    splits: list[str] = []
    kinds: frozenset[str] | None = None
    items = iter(args)
    for arg in items:
        if arg == "--kinds":
            kinds = frozenset(next(items).split(","))
        elif arg.startswith("--kinds="):
            kinds = frozenset(arg.split("=", 1)[1].split(","))
        else:
            splits.append(arg)
    return splits or splits_present(), kinds


if __name__ == "__main__":
    # PYTHONPATH=src python -m tests.caller.paraphrase_suite [split ...] [--kinds confirm,...]
    chosen, only = parse_kinds(sys.argv[1:])
    for name in chosen:
        print(f"== {name}")
        print(report(run_suite(name, kinds=only), misses=name not in HELDOUT_SPLITS))
