"""Regular expressions in scenario files: checked once, compiled once, matched within bounds.

A result reference's ``pattern`` comes from a scenario file, which may come from anyone, and
Python's ``re`` backtracks: ``(a+)+$`` on forty ``a`` takes longer than a campaign, and the
matching C code cannot be interrupted. There is no linear-time engine in the project's
dependencies, so a pattern is checked for the forms that make backtracking blow up before it
is ever matched, and matched over a bounded stretch of text:

- **nested quantifiers**: a repeated part (``+``, ``*``, ``{2,}``, ``{3}``...) that holds a
  part of variable length (``(a+)+``, ``(\\w+\\s?)*``) or one that can match nothing;
- **overlapping alternatives under a quantifier**: ``(a|a)+``, ``(\\d|\\d\\d)+``
  (two alternatives that can start with the same character, or both match nothing);
- **ambiguous loops**: the pattern's position automaton (Glushkov's construction, over a
  sample of characters standing for their classes) has a loop two different paths can run
  around on the same text (exponential);
- **backreferences and conditionals** (matching them is not bounded at all).

What passes is polynomial: loops that can hand the same text on to one another (``\\d+\\d+``,
``.*x.*``, and the search itself, which tries every start) make searching cost about the
text's length to the power *degree* + 1. A degree above ``MAX_DEGREE`` is refused, and a
pattern is matched over the first ``MATCH_CHARS[degree]`` characters of a text. Two built-in
patterns have degree 2 (``\\w+ is accepted up to (\\d+\\.?\\d*) percent``), so the bound
is what keeps them, and anything like them in a user's file, short. A pattern is analysed
and compiled once per process, whoever matches it: the gold replay, the reference agent,
the speech checks.
"""

from __future__ import annotations

import functools
import re

# re's own parser: the tree that is matched, not a guess at it (typeshed has no stubs for
# these private modules; their public aliases sre_* warn that they are deprecated)
import re._constants as sre  # type: ignore[import-not-found]
import re._parser as sre_parse  # type: ignore[import-not-found]
from collections.abc import Iterator
from typing import Any

MAX_PATTERN_CHARS = 300
"""Length of a pattern (the longest in the built-in scenarios is 86 characters)."""
MAX_DEGREE = 2
"""Backtracking degree a pattern may have (see ``_degree``): searching costs about the text's
length to the power degree + 1."""
MATCH_CHARS = {0: 50_000, 1: 5_000, 2: 500}
"""Characters of a text a pattern of each degree is matched over; the rest is not searched.
Built-in tool results are at most 1,600 characters (and the two built-in patterns of degree 2
match within the first 200 of theirs); at these lengths the slowest accepted forms of each
degree take under a second (``tests/scenario/test_patterns.py`` times them)."""
MAX_MATCHES = 1_000
"""Matches taken from one text (the candidates of a reference are a handful)."""

_COPIES = 8
"""Copies of a counted repeat spelled out for the analysis (``\\d{6}`` is six positions);
longer counts are analysed as a loop, which can only refuse more."""
_MAX_POSITIONS = 400
"""Character positions of the spelled-out pattern the analysis takes on."""
_MAX_LOOP = 64
"""Positions of one loop whose paths are compared pairwise."""


class PatternError(ValueError):
    """A pattern that is not a regular expression, or one this module refuses."""


def _sample_characters() -> str:
    # one or more characters of every class a pattern can name: ASCII, Latin-1, and a few
    # letters, digits and spaces beyond (\d, \w and \s are Unicode-wide in Python)
    beyond = "\u0101\u017f\u0391\u03b1\u0416\u0436\u0660\u0966\u2028\u2163\u212a\u3000\u4e2d"
    return "".join(chr(code) for code in range(256)) + beyond + "\U0001f600"


_SAMPLE = _sample_characters()
_ALL = (1 << len(_SAMPLE)) - 1
_CASE_FLAGS = sre.SRE_FLAG_IGNORECASE | sre.SRE_FLAG_ASCII


_INDEX = {char: index for index, char in enumerate(_SAMPLE)}


def _mask(test: Any) -> int:
    mask = 0
    for index, char in enumerate(_SAMPLE):
        if test(char):
            mask |= 1 << index
    return mask


def _category_masks(flags: int) -> dict[Any, int]:
    ascii_only = re.ASCII if flags & sre.SRE_FLAG_ASCII else 0
    classes = {
        sre.CATEGORY_DIGIT: r"\d",
        sre.CATEGORY_NOT_DIGIT: r"\D",
        sre.CATEGORY_SPACE: r"\s",
        sre.CATEGORY_NOT_SPACE: r"\S",
        sre.CATEGORY_WORD: r"\w",
        sre.CATEGORY_NOT_WORD: r"\W",
    }
    return {name: _mask(re.compile(text, ascii_only).fullmatch) for name, text in classes.items()}


_CATEGORIES = {flags: _category_masks(flags) for flags in (0, sre.SRE_FLAG_ASCII)}


def _variants(char: str, flags: int) -> set[str]:
    if not flags & sre.SRE_FLAG_IGNORECASE:
        return {char}
    return {char, char.lower(), char.upper(), char.swapcase(), char.casefold()}


def _signature(char: str) -> tuple[bool, bool, bool]:
    return char.isdigit(), char.isalnum() or char == "_", char.isspace()


_STAND_INS: dict[tuple[bool, bool, bool], int] = {}
for _char in _SAMPLE[256:]:
    _STAND_INS[_signature(_char)] = _STAND_INS.get(_signature(_char), 0) | 1 << _INDEX[_char]


@functools.lru_cache(maxsize=8192)
def _literal(code: int, flags: int) -> int:
    """The sample characters a literal matches; one outside the sample stands for the sample
    characters beyond Latin-1 of its kind (which can only find more overlaps)."""
    mask = 0
    for variant in _variants(chr(code), flags):
        for char in variant:  # casefold may give several characters
            if char in _INDEX:
                mask |= 1 << _INDEX[char]
            else:
                mask |= _STAND_INS.get(_signature(char), 0)
    if flags & sre.SRE_FLAG_IGNORECASE:
        # characters whose case forms meet this one's (the Kelvin sign for k)
        forms = _variants(chr(code), flags)
        mask |= _mask(lambda c: bool(_variants(c, flags) & forms))
    return mask


@functools.lru_cache(maxsize=8192)
def _range(low: int, high: int, flags: int) -> int:
    return _mask(lambda c: any(low <= ord(v) <= high for v in _variants(c, flags) if len(v) == 1))


class _Automaton:
    """The position automaton of one pattern, built while checking its quantifiers."""

    def __init__(self, flags: int) -> None:
        self.masks: list[int] = []
        self.follow: list[set[int]] = []
        self.flags = flags
        self.loops = 0  # how many repeated parts the node being built is inside

    # -- characters -------------------------------------------------------------------
    def _atom(self, op: Any, av: Any, flags: int) -> int:
        if op is sre.LITERAL:
            return _literal(av, flags & _CASE_FLAGS)
        if op is sre.NOT_LITERAL:
            return _ALL & ~_literal(av, flags & _CASE_FLAGS)
        if op is sre.ANY:
            return _ALL if flags & sre.SRE_FLAG_DOTALL else _ALL & ~(1 << _INDEX["\n"])
        return self._set(av, flags)

    def _set(self, items: list[tuple[Any, Any]], flags: int) -> int:
        mask, negate = 0, False
        categories = _CATEGORIES[flags & sre.SRE_FLAG_ASCII]
        for op, av in items:
            if op is sre.NEGATE:
                negate = True
            elif op is sre.LITERAL:
                mask |= _literal(av, flags & _CASE_FLAGS)
            elif op is sre.RANGE:
                mask |= _range(av[0], av[1], flags & _CASE_FLAGS)
            elif op is sre.CATEGORY:
                mask |= categories.get(av, _ALL)
            else:  # anything else in a set: assume it can be any character
                mask |= _ALL
        return _ALL & ~mask if negate else mask

    def _position(self, mask: int) -> tuple[set[int], set[int], bool]:
        if len(self.masks) >= _MAX_POSITIONS:
            raise PatternError(f"too complex to check (over {_MAX_POSITIONS} positions)")
        self.masks.append(mask)
        self.follow.append(set())
        index = len(self.masks) - 1
        return {index}, {index}, False

    # -- structure -------------------------------------------------------------------
    def sequence(self, items: Any, flags: int) -> tuple[set[int], set[int], bool]:
        """Glushkov's first and last positions and nullability of a sequence."""
        first: set[int] = set()
        last: set[int] = set()
        nullable = True
        for op, av in items:
            part = self.node(op, av, flags)
            first, last, nullable = self._concat((first, last, nullable), part)
        return first, last, nullable

    def _concat(
        self, left: tuple[set[int], set[int], bool], right: tuple[set[int], set[int], bool]
    ) -> tuple[set[int], set[int], bool]:
        for position in left[1]:
            self.follow[position] |= right[0]
        first = left[0] | right[0] if left[2] else left[0]
        last = right[1] | left[1] if right[2] else right[1]
        return first, last, left[2] and right[2]

    def node(self, op: Any, av: Any, flags: int) -> tuple[set[int], set[int], bool]:
        """First, last and nullability of one parsed node; refuses the catastrophic forms."""
        if op in (sre.LITERAL, sre.NOT_LITERAL, sre.ANY, sre.IN):
            return self._position(self._atom(op, av, flags))
        if op is sre.AT:
            return set(), set(), True
        if op is sre.SUBPATTERN:
            _, add, remove, body = av
            return self.sequence(body, (flags | add) & ~remove)
        if op is sre.ATOMIC_GROUP:
            return self.sequence(av, flags)
        if op is sre.BRANCH:
            return self._branch(av[1], flags)
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            return self._repeat(av, flags)
        if op in (sre.ASSERT, sre.ASSERT_NOT):
            # a lookaround reads no text of the match, but its own body backtracks: built
            # apart (not joined to the sequence), so its loops are checked like the others
            self.sequence(av[1], flags)
            return set(), set(), True
        if op in (sre.GROUPREF, sre.GROUPREF_EXISTS):
            raise PatternError("backreferences and conditional groups are not allowed")
        raise PatternError(f"uses {str(op).lower()}, which is not allowed")

    def _branch(self, alternatives: list[Any], flags: int) -> tuple[set[int], set[int], bool]:
        parts = [self.sequence(items, flags) for items in alternatives]
        if self.loops:
            starts = [self._mask_of(part[0]) for part in parts]
            for one in range(len(parts)):
                for other in range(one + 1, len(parts)):
                    both_empty = parts[one][2] and parts[other][2]
                    if both_empty or starts[one] & starts[other]:
                        raise PatternError(
                            "alternatives that can match the same text under a quantifier "
                            "(like (a|a)+) backtrack exponentially"
                        )
        first = set().union(*(part[0] for part in parts))
        last = set().union(*(part[1] for part in parts))
        return first, last, any(part[2] for part in parts)

    def _repeat(self, av: Any, flags: int) -> tuple[set[int], set[int], bool]:
        low, high, body = av
        repeated = high is sre.MAXREPEAT or high > 1
        if repeated:
            if _varies(body):
                raise PatternError(
                    "a quantifier on a part that itself varies in length (like (a+)+ or "
                    "(\\w+\\s?)*) backtracks exponentially"
                )
            self.loops += 1
        try:
            result: tuple[set[int], set[int], bool] = (set(), set(), True)
            for _ in range(min(low, _COPIES)):
                result = self._concat(result, self.sequence(body, flags))
            if repeated and self._nullable(result, body, flags, low):
                raise PatternError("a quantifier on a part that can match nothing")
            if high is sre.MAXREPEAT or low > _COPIES or high - low > _COPIES:
                return self._concat(result, self._star(body, flags))
            return self._concat(result, self._optional(body, flags, high - low))
        finally:
            if repeated:
                self.loops -= 1

    def _nullable(
        self, result: tuple[set[int], set[int], bool], body: Any, flags: int, low: int
    ) -> bool:
        if low:
            return result[2]
        # nothing built yet: build one copy apart (unjoined) to learn whether it is nullable
        return self.sequence(body, flags)[2]

    def _star(self, body: Any, flags: int) -> tuple[set[int], set[int], bool]:
        first, last, _ = self.sequence(body, flags)
        for position in last:
            self.follow[position] |= first
        return first, last, True

    def _optional(self, body: Any, flags: int, count: int) -> tuple[set[int], set[int], bool]:
        # x{0,3} as (x(x(x)?)?)?: nested, not x?x?x?, which would be ambiguous by itself
        result: tuple[set[int], set[int], bool] = (set(), set(), True)
        for _ in range(count):
            copy = self.sequence(body, flags)
            first, last, _ = self._concat(copy, result)
            result = (first, last, True)
        return result

    def _mask_of(self, positions: set[int]) -> int:
        mask = 0
        for position in positions:
            mask |= self.masks[position]
        return mask


def _varies(items: Any) -> bool:
    """Whether a parsed sequence holds a quantifier with a range (``+``, ``?``, ``{1,3}``),
    at any depth."""
    return any(_part_varies(op, av) for op, av in items)


def _part_varies(op: Any, av: Any) -> bool:
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        return bool(av[0] != av[1] or _varies(av[2]))
    if op is sre.SUBPATTERN:
        return _varies(av[3])
    if op is sre.ATOMIC_GROUP:
        return _varies(av)
    if op is sre.BRANCH:
        return any(_varies(alternative) for alternative in av[1])
    return False


def _components(follow: list[set[int]]) -> list[list[int]]:
    """Strongly connected components of the position graph (iterative Tarjan)."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on_stack: set[int] = set()
    found: list[list[int]] = []
    counter = 0
    for root in range(len(follow)):
        if root in index:
            continue
        work: list[tuple[int, Iterator[int]]] = [(root, iter(sorted(follow[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(follow[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[int] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(component)
    return found


def _exponential_loop(automaton: _Automaton, loop: list[int]) -> bool:
    """Whether two different paths run around ``loop`` on the same text: some pair of
    positions (p, p'), p != p', is reached from a diagonal pair (q, q) and leads back to it
    in the product of the loop with itself."""
    members = set(loop)
    masks, follow = automaton.masks, automaton.follow
    pairs = [(a, b) for a in loop for b in loop]
    edges: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for a, b in pairs:
        edges[(a, b)] = [
            (x, y) for x in follow[a] & members for y in follow[b] & members if masks[x] & masks[y]
        ]
    keys = {pair: number for number, pair in enumerate(pairs)}
    graph: list[set[int]] = [set() for _ in pairs]
    for pair, targets in edges.items():
        graph[keys[pair]] = {keys[target] for target in targets}
    for component in _components([set(targets) for targets in graph]):
        kinds = {pairs[number][0] == pairs[number][1] for number in component}
        if len(component) > 1 and kinds == {True, False}:
            return True
    return False


def _reaching(
    automaton: _Automaton, starts: list[int], targets: set[int], shared: int | None
) -> bool:
    """Whether a path from ``starts`` enters ``targets``, through positions that read one of
    the ``shared`` characters (any, when None)."""
    masks, follow = automaton.masks, automaton.follow
    seen: set[int] = set()
    frontier = [p for p in starts if shared is None or masks[p] & shared]
    while frontier:
        position = frontier.pop()
        if position in targets:
            return True
        if position in seen:
            continue
        seen.add(position)
        frontier.extend(
            child
            for child in follow[position]
            if child not in seen and (shared is None or masks[child] & shared)
        )
    return False


def _degree(automaton: _Automaton, first: set[int], loops: list[list[int]]) -> int:
    """How many times over backtracking can re-read the same text: the most pairs of loops
    on one path through the pattern in which the earlier can hand text it read on to the
    later (some character both read leads, through positions that read it too, from the one
    into the other). The search itself is the first loop: every start position is a path
    into the pattern. Searching costs about the text's length to the power degree + 1."""
    masks = automaton.masks
    reads = [_ALL] + [functools.reduce(int.__or__, (masks[p] for p in loop), 0) for loop in loops]
    # Tarjan gives components sinks first: reversed, an earlier loop comes first
    order = [0] + [index + 1 for index in reversed(range(len(loops)))]
    entries = [sorted(first)] + [list(loop) for loop in loops]
    best = [0] * len(reads)
    for at, two in enumerate(order):
        if two == 0:
            continue
        target = set(loops[two - 1])
        for one in order[:at]:
            if one and not _reaching(automaton, entries[one], target, None):
                continue
            shared = reads[one] & reads[two]
            handed = bool(shared) and _reaching(automaton, entries[one], target, shared)
            best[two] = max(best[two], best[one] + handed)
    return max(best)


def _analyse(pattern: str) -> int:
    """The pattern's backtracking degree; raises on the catastrophic forms."""
    parsed = sre_parse.parse(pattern)
    automaton = _Automaton(parsed.state.flags)
    first, _, _ = automaton.sequence(parsed, parsed.state.flags)
    loops = [
        component
        for component in _components(automaton.follow)
        if len(component) > 1 or component[0] in automaton.follow[component[0]]
    ]
    for loop in loops:
        if len(loop) > _MAX_LOOP:
            raise PatternError(f"too complex to check (a loop of over {_MAX_LOOP} positions)")
        if _exponential_loop(automaton, loop):
            raise PatternError(
                "a repeated part that can match the same text in two ways backtracks exponentially"
            )
    degree = _degree(automaton, first, loops)
    if degree > MAX_DEGREE:
        raise PatternError(
            f"repeated parts that can match the same text one after the other (like "
            f"\\d+\\d+\\d+ or .*a.*b.*) backtrack polynomially (degree {degree}; the "
            f"limit is {MAX_DEGREE})"
        )
    return degree


@functools.lru_cache(maxsize=4096)
def _checked(pattern: str) -> tuple[re.Pattern[str], int] | str:
    if len(pattern) > MAX_PATTERN_CHARS:
        return f"is {len(pattern)} characters long; the limit is {MAX_PATTERN_CHARS}"
    try:
        compiled = re.compile(pattern)
    except (re.error, OverflowError, RecursionError) as exc:
        return f"is not a regular expression ({exc})"
    try:
        degree = _analyse(pattern)
    except PatternError as exc:
        return str(exc)
    except RecursionError:
        return "is nested too deeply to check"
    return compiled, degree


def pattern_problem(pattern: str) -> str | None:
    """What is wrong with ``pattern`` as a scenario's pattern (too long, not a regular
    expression, a catastrophic form), or None; analysed once per distinct pattern."""
    checked = _checked(pattern)
    return checked if isinstance(checked, str) else None


def compiled(pattern: str) -> re.Pattern[str]:
    """The compiled ``pattern``, once it passed ``pattern_problem``.

    Raises:
        PatternError: the pattern is refused (the message says why).
    """
    checked = _checked(pattern)
    if isinstance(checked, str):
        raise PatternError(f"pattern {pattern!r:.80} {checked}")
    return checked[0]


def match_chars(pattern: str) -> int:
    """How much of a text ``pattern`` is matched over (``MATCH_CHARS`` by its degree).

    Raises:
        PatternError: the pattern is refused.
    """
    checked = _checked(pattern)
    if isinstance(checked, str):
        raise PatternError(f"pattern {pattern!r:.80} {checked}")
    return MATCH_CHARS[checked[1]]


def bounded_matches(pattern: str, text: str) -> list[re.Match[str]]:
    """The matches of a checked ``pattern`` in the first ``match_chars(pattern)`` characters
    of ``text``, at most ``MAX_MATCHES`` of them, in order.

    Raises:
        PatternError: the pattern is refused.
    """
    found: list[re.Match[str]] = []
    for match in compiled(pattern).finditer(text, 0, match_chars(pattern)):
        found.append(match)
        if len(found) >= MAX_MATCHES:
            break
    return found
