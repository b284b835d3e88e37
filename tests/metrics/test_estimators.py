import pytest

from duplexworld.metrics.estimators import pass_at_k, pass_hat_k, summarise


def test_site_worked_example():
    # DUPLEXWORLD-SITE.md 1.7: 3 passes of 5 runs -> Pass^3 = C(3,3)/C(5,3) = 0.1
    assert pass_hat_k(5, 3, 3) == pytest.approx(0.1)
    assert pass_at_k(5, 3, 3) == pytest.approx(1.0)
    assert pass_at_k(5, 1, 3) == pytest.approx(1 - 4 / 10)


def test_estimators_absent_with_too_few_runs():
    assert pass_at_k(2, 1, 3) is None
    summary = summarise({"a": [1.0, 0.0]})
    assert summary["pass@1"] == 0.5
    assert summary["pass@3"] is None and summary["pass^3"] is None


def test_absent_rewards_are_left_out_not_counted_as_zero():
    summary = summarise({"a": [1.0, None, 1.0], "b": [None]})
    assert summary["pass@1"] == 1.0
    assert summary["scenarios"] == 1


def test_bad_counts_raise():
    with pytest.raises(ValueError):
        pass_at_k(3, 4, 1)
