"""Acceptance: the caller understands agents that phrase things their own way."""

from .paraphrase_suite import figures, run_suite


def test_paraphrase_suite_is_understood_and_statements_are_not_taken_as_questions():
    rows = run_suite()
    result = figures(rows)
    misses = [f"{r.label} -> {r.predicted}: {r.text}" for r in rows if r.label != r.predicted]
    print(f"\nparaphrase suite: {result}")
    print("\n".join(misses))
    assert result["turns"] >= 300
    assert {r.world for r in rows} == {"banking", "insurance", "travel", "healthcare", "logistics"}
    assert result["accuracy"] >= 0.95, misses
    assert result["statements_as_questions"] <= 0.02, misses
