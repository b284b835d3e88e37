from duplexworld.metrics.matching import action_matches, max_bipartite, values_match


def test_credentials_match_on_spoken_rendering():
    assert values_match("4471", "four four seven one")
    assert values_match("Dana Whitfield", "dana whitfield")
    assert not values_match("4471", "4417")


def test_numbers_compare_numerically_but_ids_stay_strings():
    assert values_match("42.50", 42.5)
    assert values_match("42.50", "42.5")
    assert values_match("0042", "0042")
    assert not values_match("0042", "42")


def test_action_match_uses_only_critical_arguments():
    assert action_matches(
        "lock_card",
        {"card_id": "K1", "note": "x"},
        ["card_id"],
        "lock_card",
        {"card_id": "K1", "note": "other"},
    )
    assert not action_matches(
        "lock_card", {"card_id": "K1"}, ["card_id"], "block_card", {"card_id": "K1"}
    )
    assert not action_matches("lock_card", {"card_id": "K1"}, ["card_id"], "lock_card", "bad")


def test_bipartite_matching_is_maximum_not_greedy():
    # gold 0 can take call 0 or 1, gold 1 only call 0: greedy would fail gold 1
    assert max_bipartite([[0, 1], [0]], 2) == [1, 0]
    assert max_bipartite([[0], [0]], 1).count(None) == 1


def test_dates_match_across_written_forms():
    assert values_match("2025-04-14", "April 14, 2025")
    assert values_match("2025-04-14", "April fourteenth, twenty twenty-five")
    assert not values_match("2025-04-14", "April 15, 2025")
    assert values_match("May", "may")  # a month word alone is not a date
