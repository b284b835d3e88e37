from duplexworld import units


def test_seconds_round_to_nearest_tick_not_truncated():
    assert units.seconds_to_ticks(1.0) == 5
    assert units.seconds_to_ticks(0.999) == 5
    assert units.seconds_to_ticks(0.5) == 3  # 2.5 ticks rounds half away from zero
    assert units.seconds_to_ticks(0.29) == 1
    assert units.ms_to_ticks(100) == 1
    assert units.ms_to_ticks(99) == 0


def test_samples_per_tick_is_exact():
    assert units.samples_per_tick(8000) == 1600
    assert units.samples_per_tick(16000) == 3200
    assert units.ticks_to_seconds(6000) == 1200.0


def test_samples_per_tick_rejects_fractional_rates():
    import pytest

    with pytest.raises(ValueError, match="whole samples"):
        units.samples_per_tick(22051)
