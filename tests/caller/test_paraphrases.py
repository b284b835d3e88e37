"""Acceptance: the caller understands agents that phrase things their own way.

Figures per split: ``train`` (exemplars and rules may be tuned on it) and ``heldout`` (written
separately and never used for tuning; its test skips only when the directory is absent).
"Confidently wrong" is defined in ``paraphrase_suite``: a reply that commits the caller to a
reading the turn did not call for (another fact, a wrong value confirmed, ...).
"""

import pytest

from .paraphrase_suite import figures, per_kind, report, run_suite, splits_present

WORLDS = {"banking", "insurance", "travel", "healthcare", "logistics"}


def test_training_split_is_understood_and_never_confidently_wrong_beyond_a_percent():
    """The first training files (``paraphrases_*``), on which the rules were tuned."""
    rows = run_suite("train", "paraphrases_*.yaml")
    result = figures(rows)
    print(f"\ntrain split (paraphrases_*):\n{report(rows)}")
    assert result["turns"] >= 450
    assert {r.world for r in rows} >= WORLDS
    misses = [f"{r.label} -> {r.predicted}: {r.text}" for r in rows if not r.right]
    assert result["accuracy"] >= 0.95, misses
    assert result["confidently_wrong"] <= 0.01, misses
    assert result["statements_as_questions"] <= 0.02, misses


def test_the_authored_training_files_do_not_fall_below_their_measured_level():
    """The files by three independent authors and authored_d.yaml (``authored_a..f``, 2,443
    turns; 90.4% right, 1.8% confidently wrong with authored_d): the intent head
    is fitted on them and form rules were read off their misses by kind of error (issue 27,
    second pass: forms by syntax, value kinds, answer types), yet the reader is not perfect
    there: measured 90.2% right and 2.2% confidently wrong (80.6% and 3.8% before that pass).
    Read by a head fitted without it, the third author's file (872 turns) had scored 84.3%
    right and 1.9% confidently wrong before that pass. A floor."""
    rows = run_suite("train", "authored_[a-f].yaml")
    result = figures(rows)
    print(f"\ntrain split (authored_a..f):\n{report(rows, misses=False)}")
    assert result["turns"] >= 2000
    assert result["accuracy"] >= 0.89, report(rows, misses=False)
    assert result["confidently_wrong"] <= 0.025, report(rows, misses=False)


def test_the_seventh_authors_file_does_not_fall_below_its_measured_level():
    """``authored_g.yaml`` (470 turns, an author who read only the scenarios and docs): main's
    reader before it was added scored 80.6% right and 6.2% confidently wrong on it; with the
    three-way verdict pass 80.6% and 5.5% (the same with the head fitted with or without it);
    with the meaning pass (lists item by item, free text by MiniLM similarity, label-led
    read-backs, a question's answer type) 87.0% and 1.3%. A floor at the level measured."""
    rows = run_suite("train", "authored_g.yaml")
    result = figures(rows)
    print(f"\ntrain split (authored_g):\n{report(rows, misses=False)}")
    assert result["turns"] >= 450
    assert result["accuracy"] >= 0.865, report(rows, misses=False)
    assert result["confidently_wrong"] <= 0.014, report(rows, misses=False)


HELDOUT_ABSENT = "heldout" not in splits_present()
HELDOUT_REASON = "no held-out split: tests/data/caller/heldout/*.yaml is absent"


@pytest.mark.skipif(HELDOUT_ABSENT, reason=HELDOUT_REASON)
@pytest.mark.xfail(
    strict=True,
    reason="issue 27 acceptance not met yet: held-out (1,291 turns, text) measured 82.4% "
    "right and 5.0% confidently wrong against >= 95% and <= 1%; strict, so this marker must "
    "go once the thresholds hold",
)
def test_heldout_split_meets_the_acceptance_thresholds():
    rows = run_suite("heldout")
    result = figures(rows)
    print(f"\nheldout split:\n{report(rows, misses=False)}")
    assert result["accuracy"] >= 0.95, report(rows, misses=False)
    assert result["confidently_wrong"] <= 0.01, report(rows, misses=False)
    weak = {kind: right for kind, (_n, right, _w) in per_kind(rows).items() if right < 0.90}
    assert not weak, report(rows, misses=False)


@pytest.mark.skipif(HELDOUT_ABSENT, reason=HELDOUT_REASON)
def test_heldout_split_does_not_fall_below_its_measured_level():
    """A regression floor, not the acceptance: the level measured when the split landed
    (70.7% right, 9.1% confidently wrong; the reader before the issue 27 work: 66.7%, 10.8%),
    then 73.0% and 8.8% with the intent head fitted on three more authors' turns, then 77.8%
    and 8.1% with forms read by syntax and every value kind compared (rules read off the
    training split's misses only), then 79.2% and 7.4% with authored_d.yaml, the head's veto
    on weakly supported confirmations and closings, and values a misparse explains asked
    again, then 79.9% and 7.0% with read-backs compared by meaning and read through what the
    recogniser does to them (times, days by their ordinal or name, amounts and digits as
    whisper writes them), then 80.6% and 6.1% with a sentence broken in two or more ways
    asked back, yes/no questions offering alternatives read as "which", statements asked
    with a tag read as confirmations, and requests put as questions of ability reading back
    no value, then 80.6% and 5.7% with the abstention gates chosen by leaving one training
    file out at a time (a correction the head hardly backs as a read-back let pass, a
    confirmation the head is torn on asked again; inform 13.3% -> 6.7% and refuse 5.1% ->
    2.6% confidently wrong) and a few forms read by syntax, then 81.0% and 5.3% with asking
    to say it again read as a repeat with or without an apology (repeat 71.4% -> 89.3%
    right, 21.4% -> 3.6% confidently wrong), then 81.3% and 5.3% with authored_e.yaml and
    the understanding pass (approval 84.1% -> 88.4% right, 7.2% -> 4.3% confidently wrong;
    which 74.1% -> 77.8% right; confirm 80.9% -> 82.1% right, still 10.4% confidently
    wrong), then 81.7% and 5.4% with authored_f.yaml and the trust pass (approval 88.4% ->
    91.3% right; which 77.8% -> 81.5%; confirm unchanged at 82.1% and 10.4%; confidently
    wrong 5.3% -> 5.4% overall), then 81.8% and 5.4% with authored_g.yaml and the
    three-way verdict pass (which 81.5% -> 85.2% right, still 11.1% confidently wrong;
    confirm 82.1% -> 82.5% right, still 10.4%), then 82.4% and 5.0% with the meaning pass
    (read-back 76.0% -> 78.3% right, confidently wrong now 1.1%; confirm 82.5% right, 10.4% ->
    9.6% confidently wrong; ask 82.0% -> 82.4% right, 5.3% -> 5.0%). Nothing was tuned on the
    split to reach it; only these summary figures were read."""
    rows = run_suite("heldout")
    result = figures(rows)
    assert result["turns"] >= 1200
    assert result["accuracy"] >= 0.82, report(rows, misses=False)
    assert result["confidently_wrong"] <= 0.051, report(rows, misses=False)
