"""The walker: grammar, maneuvers as traced caller tools, misacts, and no compass words."""

from __future__ import annotations

import re

import numpy as np
import pytest

from duplexworld.caller.policy import CallerInput
from duplexworld.testing import ToneSpeaker
from duplexworld.worlds import build_world, builtin_scenarios
from duplexworld.worlds.pathfinding import grammar
from duplexworld.worlds.pathfinding.geo import HEADINGS, load_map, spoken_name
from duplexworld.worlds.pathfinding.navigator import heading_from_description
from duplexworld.worlds.pathfinding.walker import Walker, _look_speech, _signs_speech
from duplexworld.worlds.pathfinding.world import PathfindingWorld

GEO = load_map()
SCENARIOS = {s.id: s for s in builtin_scenarios("pathfinding")}
COMPASS = re.compile(r"\b(north|south|east|west)(bound|ward|wards|ern|erly)?\b", re.IGNORECASE)
PROPER_NAMES = sorted(
    {spoken_name(p.name) for p in GEO.places.values()}
    | {spoken_name(b["name"]) for b in GEO.buildings},
    key=len,
    reverse=True,
)


def compass_words(text: str) -> list[str]:
    """Compass words outside proper names ("Midtown East Clinic" is a name, not a bearing)."""
    for name in PROPER_NAMES:
        text = text.replace(name, " ")
    return COMPASS.findall(text)


@pytest.mark.parametrize(
    ("said", "actions"),
    [
        ("Keep going straight.", ("walk",)),
        ("Turn right at the next corner.", ("walk", "turn_right")),
        ("Turn right, then walk to the next corner.", ("turn_right", "walk")),
        ("Cross to the other side.", ("cross",)),
        ("What street sign do you see?", ("read_signs",)),
        ("Walk two blocks, then make a left.", ("walk", "walk", "turn_left")),
        ("Turn around and walk to the next corner.", ("turn_around", "walk")),
        ("What do you see around you?", ("look_around",)),
        ("Take a few steps forward.", ("move_forward",)),
    ],
)
def test_grammar_reads_instructions_in_order(said, actions):
    assert grammar.parse(said).actions == actions


def test_grammar_flags_compass_instructions_arrivals_and_the_unparsed():
    assert grammar.parse("Head east on 43rd Street.").compass
    assert not grammar.parse("You're at Madison and East 43rd Street.").compass
    assert grammar.parse("You've arrived, it should be right there.").arrived
    assert grammar.parse("Please proceed carefully.").unparsed_instruction
    assert grammar.parse("How can I help you today?").asks_destination
    assert grammar.parse("Which way are you facing?").asks_heading


class Harness:
    """The walker and the world without audio models: tones stand in for speech."""

    def __init__(self, sid: str) -> None:
        self.scenario = SCENARIOS[sid]
        self.world = build_world(self.scenario)
        assert isinstance(self.world, PathfindingWorld)
        self.walker = Walker(self.scenario, ToneSpeaker(), seed=1)
        self.tick = 0
        self.results: tuple = ()
        self.said: list[str] = []
        self.calls: list[str] = []
        self.hung_up = False

    def run(self, ticks: int, agent_text: str = "") -> None:
        """Run ticks; the agent says ``agent_text`` (as a tone) at the first of them."""
        speech = ToneSpeaker().speak(agent_text) if agent_text else np.zeros(0)
        pcm = np.round(speech * 32767).astype(np.int16)
        for offset in range(ticks):
            self.world.on_tick(self.tick)
            audio = pcm[offset * 1600 : (offset + 1) * 1600]
            heard = CallerInput(
                tick=self.tick,
                agent_audio=audio,
                agent_text=agent_text if offset == 0 else "",
                tool_results=self.results,
            )
            chunk = self.walker.step(heard)
            assert chunk.audio.dtype == np.float32 and chunk.audio.size == 1600
            if chunk.text:
                self.said.append(chunk.text)
            self.results = tuple(self.world.call(c) for c in chunk.tool_calls)
            assert all(c.actor == "user" for c in chunk.tool_calls)
            self.calls += [c.name for c in chunk.tool_calls]
            self.tick += 1
            if chunk.hangup:
                self.hung_up = True
                return

    def until(self, fragment: str, agent_text: str, limit: int = 800) -> None:
        """Say ``agent_text`` and run until the walker says something with ``fragment``."""
        count = len(self.said)
        self.run(1, agent_text)
        for _ in range(limit):
            if any(fragment in text for text in self.said[count:]) or self.hung_up:
                return
            self.run(1)
        raise AssertionError(f"the walker never said {fragment!r}: {self.said[count:]}")

    def reply(self, agent_text: str, limit: int = 400) -> str:
        """Say ``agent_text``; the walker's first utterance after it (the agent then waits)."""
        count = len(self.said)
        self.run(1, agent_text)
        for _ in range(limit):
            if len(self.said) > count or self.hung_up:
                break
            self.run(1)
        return self.said[count] if len(self.said) > count else ""

    @property
    def position(self) -> dict:
        return self.world.store.get("walker", "walker")


def test_walker_opens_with_its_destination_and_follows_instructions():
    h = Harness("pathfinding_base_i2")
    h.run(60, "Hi, I'm your walking copilot. Where would you like to go?")
    assert "Murray Hill Pharmacy" in h.said[0]
    h.until("at the next corner", "Keep going straight to the next corner.")
    assert h.calls == ["walk_to_next_corner"]
    assert h.said[1] == "Okay, walking to the next corner."
    assert "Okay, I'm at the next corner." in h.said  # only after the block's simulated time
    assert h.position["node"] == "n_2_6"
    h.until("at the next corner", "Turn right, then walk to the next corner.")
    assert h.calls[1:] == ["turn_right", "walk_to_next_corner"]
    assert h.position["node"] == "n_2_7"


def test_walker_keeps_talking_during_a_long_block():
    h = Harness("pathfinding_base_i2")
    h.run(60, "Where would you like to go?")
    h.run(300, "Keep going straight.")
    assert any("Still" in text for text in h.said)


def test_walker_reads_signs_and_describes_without_compass_words():
    h = Harness("pathfinding_base_i2")
    h.run(60, "Where would you like to go?")
    h.run(120, "What street signs do you see, and what is on the corners around you?")
    assert h.calls == ["read_signs", "look_around"]
    answer = h.said[-1]
    assert "Madison Avenue and 43rd Street" in answer and "ahead on my left" in answer
    assert not compass_words(answer)


def test_walker_asks_for_clarification_when_it_cannot_follow():
    h = Harness("pathfinding_base_i2")
    h.run(60, "Where would you like to go?")
    said = h.reply("Head north on Madison Avenue.")
    assert "left or right" in said and not compass_words(said)
    assert "Should I turn, or keep walking?" in h.reply("Please proceed with the plan.")
    assert "no idea which way I'm facing" in h.reply("Which way are you facing?")
    assert h.calls == []


def test_walker_reports_a_closure_and_a_dead_end():
    h = Harness("pathfinding_blocked_i1")  # Madison & E 44th, facing south
    h.run(60, "Where would you like to go?")
    h.until("at the next corner", "Turn left, then walk to the next corner.")  # to Park
    h.until("no street ahead", "Keep going straight.")  # E 44th stops at Grand Central
    assert h.position["node"] == "n_2_5"
    h.until("at the next corner", "Turn left, then walk to the next corner.")  # up Park
    h.until("fenced off", "Turn left, then walk to the next corner.")  # E 45th is closed
    assert h.position["node"] == "n_2_4"
    assert "seg_n_1_4__n_2_4" in h.world.revealed()


def test_misacts_make_execution_diverge_while_the_walker_believes_it_obeyed():
    h = Harness("pathfinding_errand_i3")  # misact: the second left/right turn is reversed
    h.run(60, "Where would you like to go?")
    assert h.reply("Turn right.") == "Okay, turning right."
    assert h.reply("Turn right.") == "Okay, turning right."
    assert h.calls == ["turn_right", "turn_left"]
    assert h.position["heading"] == "N"  # N -> E -> N: the second turn went the other way
    h = Harness("pathfinding_errand_i2")  # misact: the third walk goes one block further
    h.run(60, "Where would you like to go?")
    for _ in range(3):
        h.until("at the next corner", "Keep going straight to the next corner.")
    assert h.calls.count("walk_to_next_corner") == 4
    assert h.position["node"] == "n_4_1"


def test_walker_checks_arrival_and_hangs_up_only_when_it_sees_the_place():
    h = Harness("pathfinding_base_i2")
    h.run(60, "Where would you like to go?")
    said = h.reply("You've arrived. It should be right here on this corner.")
    assert "don't see Murray Hill Pharmacy" in said and not h.hung_up
    h.world.store.update("walker", "walker", node="n_4_6")
    said = h.reply("You've arrived. Murray Hill Pharmacy should be right here.")
    h.run(60)
    assert h.hung_up and "Thank you" in said


def test_errand_walker_asks_for_the_next_place_at_the_first_stop():
    h = Harness("pathfinding_errand_i1")
    h.run(60, "Where would you like to go?")
    h.world.store.update("walker", "walker", node="n_3_6")
    said = h.reply("You've arrived. Grand Central Market should be right here.")
    assert h.calls[-2:] == ["look_around", "ask_for_next_place"]
    assert "Next I need to get to United Nations visitor entrance" in said
    assert not h.hung_up


def test_side_tracked_walker_wants_the_right_side_of_the_road():
    h = Harness("pathfinding_c_crossing_i1")
    h.run(60, "Where would you like to go?")
    h.world.store.update("walker", "walker", node="n_4_6", side="SW", heading="N")
    assert "across the road" in h.reply("You've arrived. Murray Hill Pharmacy is right here.")
    h.until("I'm across", "Turn right, then cross the road ahead.")
    assert h.position["side"] == "SE"
    h.reply("You've arrived.")
    h.run(60)
    assert h.hung_up


@pytest.mark.parametrize("node", sorted(GEO.nodes))
def test_nothing_the_walker_can_say_holds_a_compass_word(node):
    world = build_world(SCENARIOS["pathfinding_base_i2"])
    assert isinstance(world, PathfindingWorld)
    for heading in HEADINGS:
        for side in ("NE", "NW", "SE", "SW"):
            look = _look_speech(world.describe(node, heading, side))
            assert not compass_words(look), look
        i, k = GEO.nodes[node]
        signs = _signs_speech(f"The street signs say {GEO.avenues[i]} and {GEO.streets[k]}.")
        assert not compass_words(signs), signs


def test_fixed_walker_phrases_and_openings_hold_no_compass_word():
    import duplexworld.worlds.pathfinding.walker as module

    with open(module.__file__, encoding="utf-8") as handle:
        source = handle.read()
    phrases = re.findall(r'"([A-Z][^"]{8,})"', source)
    assert phrases
    for text in phrases:
        assert not compass_words(text), text
    for scenario in SCENARIOS.values():
        for line in (*scenario.script.opening, *scenario.script.thanks_goodbye):
            assert not compass_words(line), line


@pytest.mark.parametrize("node", sorted(GEO.nodes))
def test_the_copilot_can_tell_the_heading_from_what_the_walker_says(node):
    world = build_world(SCENARIOS["pathfinding_base_i2"])
    assert isinstance(world, PathfindingWorld)
    for heading in HEADINGS:
        said = _look_speech(world.describe(node, heading, "NE"))
        if "on the corner" in said.lower():
            assert heading_from_description(GEO, node, said) == heading, said


PRESENCE_CHECK = "Hello? Are you still there?"
AGAIN = "Turn around, then walk to the next corner."


def exchanges(h: Harness, answer_reports: list[bool], limit: int = 6000) -> int:
    """Drive a copilot that answers the walker's reports only when ``answer_reports`` says so
    (one flag per exchange, in order) and otherwise stays silent until the walker checks it
    is there; either way its answer is the same instruction again. Returns the presence
    checks the walker made."""
    h.run(1, "Hi, I'm your walking copilot. Where would you like to go?")
    checks = 0
    plan = list(answer_reports)
    for _ in range(limit):
        if h.hung_up or not plan:
            break
        count = len(h.said)
        h.run(1)
        new = h.said[count:]
        if not new:
            continue
        if new[-1] == PRESENCE_CHECK:
            checks += 1
        elif plan[0] and new[-1].startswith(("Hi", "Okay, I'm at")):
            h.run(8)  # the walker's turn ends, the copilot answers at once
        else:
            continue
        if new[-1] == PRESENCE_CHECK or plan[0]:
            plan.pop(0)
            h.run(8)
            h.run(1, AGAIN)
    if not h.hung_up:
        h.run(20)  # the walker takes up the last instruction
    return checks


def test_walker_hangs_up_politely_after_three_unanswered_exchanges():
    # the issue-34 loop: the copilot misses each "I'm at the next corner" and answers the
    # presence check with the instruction it gave before, walking the walker back and forth
    h = Harness("pathfinding_base_i2")
    checks = exchanges(h, [False] * 10)
    assert h.hung_up and h.said[-1] == "I'll ask someone on the street instead. Bye."
    assert checks == 3  # N = TurnTakingConfig.max_silence_prompts unanswered exchanges
    assert h.calls.count("walk_to_next_corner") == 3


def test_an_answered_turn_resets_the_count_of_unanswered_exchanges():
    h = Harness("pathfinding_base_i2")
    checks = exchanges(h, [False, False, True, True, True, False, False])
    assert not h.hung_up and checks == 4
    assert h.calls.count("walk_to_next_corner") == 7


@pytest.mark.parametrize("sid", ["pathfinding_base_i2", "pathfinding_b_reroute_i1"])
def test_walker_waits_its_persona_patience_on_hold_before_a_presence_check(sid):
    from duplexworld.caller.persona import PERSONAS
    from duplexworld.caller.policy import hold_patience

    h = Harness(sid)
    scenario = SCENARIOS[sid]
    patience = h.walker.hold_patience_s
    # the enterprise caller's draw from the persona's range, not a copy of it
    assert patience == hold_patience(PERSONAS[scenario.persona], scenario.id, 1)
    assert 10.0 <= patience <= 20.0
    h.run(60, "Hi, I'm your walking copilot. Where would you like to go?")
    for line, wait in (
        ("One moment, let me check the map.", patience),
        ("Right.", 5.0),  # no hold: the 5 s after a turn of tau-Voice
    ):
        count = len(h.said)
        h.run(1, line)
        start = h.tick
        while len(h.said) == count and h.tick - start < 200:
            h.run(1)
        assert h.said[count:] == [PRESENCE_CHECK]
        assert abs((h.tick - start) / 5 - wait) <= 0.4, (line, h.tick - start)
        h.run(10)
