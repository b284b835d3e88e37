from duplexworld.trace.linearize import SpokenSpan, linearize


def lanes(spans):
    return [(s.lane, s.text) for s in spans]


def test_contained_utterance_splits_the_containing_one_at_its_end():
    agent = SpokenSpan("agent", 0, 10, "one two three four five six seven eight nine ten")
    caller = SpokenSpan("caller", 2, 4, "uh-huh")
    assert lanes(linearize([agent, caller])) == [
        ("agent", "one two three four"),
        ("caller", "uh-huh"),
        ("agent", "five six seven eight nine ten"),
    ]


def test_partial_overlaps_are_ordered_by_start():
    first = SpokenSpan("caller", 0, 6, "my card is lost")
    second = SpokenSpan("agent", 4, 12, "I can help with that")
    assert lanes(linearize([second, first])) == [
        ("caller", "my card is lost"),
        ("agent", "I can help with that"),
    ]


def test_equal_starts_put_the_other_party_first():
    opener = SpokenSpan("agent", 0, 3, "hello")
    a = SpokenSpan("agent", 5, 9, "are you there")
    b = SpokenSpan("caller", 5, 9, "yes I am here")
    assert lanes(linearize([opener, a, b])) == [
        ("agent", "hello"),
        ("caller", "yes I am here"),
        ("agent", "are you there"),
    ]
