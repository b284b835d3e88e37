"""The workbench user: a deterministic policy over private user state, emitting semantic plans.

The user delegates a piece of work and then answers the agent. It hears the agent through the
line with the shared caller ear (``caller.hearing``: G.711, faster-whisper, words known only
once spoken) and reads each agent turn with the shared turn reader (``caller.understanding``).
Its private state is the scenario's facts with their reveal rules: volunteered in the opening,
withheld until asked, or released by an event (another fact said, ``tool:approve``: an
approval given). Plans:

- ``open``: the opening and the volunteered facts;
- ``answer``: the asked facts it may reveal (``decline`` for the ones it may not yet);
- ``clarify``: a question it cannot place ("What do you need from me?");
- ``confirm`` / ``correct``: a read-back that is right / wrong (the right value follows);
- ``barge_in``: a correction of the workflow (``mode: barge_in``) said over the agent as soon
  as the user hears the old value read back, or before approving when it was never read back;
- ``approve``: consent to the gated action the agent asks about, which is also the caller-side
  ``approve`` call that creates the token;
- ``revoke``: an approval of the commit withdrawn in the same breath, with the correction that
  comes with it (``mode: with_revocation``): "Yes, please go ahead, actually, wait, don't
  commit it yet. The ... should be ...". The turn makes the ``approve`` and the ``revoke``
  calls together as its words start, so the approval is never usable: no commit, however
  soon after the yes, can win a race against the withdrawal (an agent that commits in its
  reply to a turn, as an LLM agent does, is graded on what the whole turn said);
- ``news``: asked for the approval after a world event, the notice it got instead ("I've
  just had a message from the hotel: they've updated the quote on our booking. Could you
  check the record again?"); the scenario's world change fires as it says it;
- ``cancel``: asked for the approval in a cancelling workflow, its decision not to go ahead
  ("Let's not go ahead after all, please cancel it."), said again if asked again;
- ``prompt``, ``give_up``, ``close``;
- the behaviour profiles' plans (``user_profiles``): ``ask_repeat`` (a distracted user asks
  for the question again), ``aside`` (it drifts off; the answer follows after a pause),
  ``vague`` (an ambiguous user's underspecified first answer); a verbose user's ``answer``
  comes wrapped in talk and an expert's carries the next values the agent will need.

Every line is a frozen variant (2-5 per plan) picked by (workflow, seed, plan) and spoken
through the speech bank (piper, cached by content hash). Turn-taking keeps the tau-Voice
defaults (caller/turn_taking.py); on the clean channel the user interrupts only for the
authored corrections and revocations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from duplexworld.caller.hearing import AgentEar, Heard, Perception, default_ear
from duplexworld.caller.persona import PERSONAS
from duplexworld.caller.phrases import CONFIRM_YES, DENY, PRESENT
from duplexworld.caller.policy import (
    CallerChunk,
    CallerInput,
    Speaker,
    agent_activity,
    hold_patience,
)
from duplexworld.caller.turn_taking import TurnTakingConfig
from duplexworld.caller.understanding import Reading, TurnReader
from duplexworld.caller.understanding.classifier import TextEncoder
from duplexworld.scenario import Fact, Scenario
from duplexworld.speech.text_encoder import encoder as text_encoder
from duplexworld.units import TELEPHONE_RATE, samples_per_tick, seconds_to_ticks
from duplexworld.util.seeds import stable_choice, stable_seed
from duplexworld.world import ToolCall
from duplexworld.worlds.workbench.readback import says_value, unplaced_head, wrong_readbacks
from duplexworld.worlds.workbench.user_lines import (
    APPROVE,
    ASIDE,
    ASK_REPEAT,
    ASKS_APPROVAL,
    CHECKS_VALUE,
    CLARIFY,
    CLOSING,
    DECLINE,
    DIGIT_BY_DIGIT,
    GIVE_UP,
    GOODBYE,
    PROMPT,
    RANGE,
    REVOKE,
    SCOPE_WORDS,
    VAGUE,
    VERBOSE_AFTER,
    VERBOSE_BEFORE,
    VOLUNTEER,
    WHICH,
    count_with_digits,
    digit_by_digit,
    disputed,
)
from duplexworld.worlds.workbench.user_profiles import (
    ASIDE_PAUSE_S,
    count_range,
    distraction,
    may_volunteer,
    needed_order,
    vague,
    volunteers,
    wraps,
)
from duplexworld.worlds.workbench.workflow import AT_APPROVAL, CANCEL_FACT

TICK_SAMPLES = samples_per_tick(TELEPHONE_RATE)


@dataclass
class _State:
    utterance: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.float32))
    position: int = 0
    kind: str = "turn"
    overlap: int = 0
    hang_after: bool = False
    hung_up: bool = False
    opened: bool = False
    agent_heard: bool = False
    agent_pending: bool = False
    agent_text: str = ""
    agent_silent: int = 0
    agent_run: int = 0
    last_activity: int = 0
    prompts: int = 0
    on_hold: bool = False
    """The agent's last turn asked the user to wait ("One moment, let me check that."): the
    user waits its persona's hold patience before a presence check."""
    revealed: set[str] = field(default_factory=set)
    corrected: set[str] = field(default_factory=set)
    disputed: set[str] = field(default_factory=set)
    """Facts the user set right on a read-back."""
    approved: list[str] = field(default_factory=list)
    asked: dict[str, int] = field(default_factory=dict)
    revoked: bool = False
    finished_at: int = 0
    interrupted_at: int = -1
    """Tick at which the user last cut in over the agent."""
    distracted: set[str] = field(default_factory=set)
    """Facts whose first ask a distracted user answered with a request to repeat or an aside."""
    vague: set[str] = field(default_factory=set)
    """Facts an ambiguous user answered vaguely once (asked again, it gives the value)."""
    follow_up: tuple[str, str] | None = None
    """The fact (and the turn that asked for it) a distracted user answers after its aside."""
    barged: str | None = None
    """The fact just corrected over the agent: the rest of that cut-off turn, when it reaches
    the user as a turn and still holds the old value, is no new turn to correct or answer."""


class WorkbenchUser:
    """The deterministic workbench user (the orchestrator's ``Caller`` contract)."""

    name = "workbench_user"

    def __init__(
        self,
        scenario: Scenario,
        speaker: Speaker,
        seed: int,
        config: TurnTakingConfig | None = None,
        speaker_spec: dict[str, Any] | None = None,
        ear: AgentEar | None = None,
        encoder: TextEncoder | None = None,
        perception: Perception = "audio",
    ) -> None:
        """Build the user of one episode (``ear`` and ``encoder`` default to the shared ones).

        ``perception="text"`` is text mode: the user reads the agent's messages (no ear) and
        its lines are messages; a correction it would say over the agent becomes its next
        message, which the agent reads before its next turn.
        """
        self.scenario = scenario
        self.speaker = speaker
        self.seed = seed
        self.config = config or TurnTakingConfig()
        self.perception: Perception = perception
        self.ear = None if perception == "text" else ear or default_ear()
        self._encoder = encoder
        self._reader: TurnReader | None = None
        self._speaker_spec = speaker_spec or {}
        self._state = _State()
        # a person on hold waits longer than through a silence: the enterprise caller's draw
        self.hold_patience_s = hold_patience(PERSONAS.get(scenario.persona), scenario.id, seed)
        self._gated = [a.arguments.get("action") for a in scenario.caller_actions]
        self._revocation = next(
            (f for f in scenario.facts if f.correction and f.correction.after == "tool:approve"),
            None,
        )
        self._barge = [
            f for f in scenario.facts if f.correction and f.correction.after != "tool:approve"
        ]

    def spec(self) -> dict[str, Any]:
        """Component spec for the trace header."""
        return {
            "name": self.name,
            "persona": self.scenario.persona,
            "hold_patience_s": self.hold_patience_s,
            "turn_taking": self.config.spec(),
            "speech": self._speaker_spec,
            "ear": self.ear.spec() if self.ear is not None else None,
            "perception": self.perception,
            "understanding": (self._encoder or text_encoder()).spec(),
            "selector": "(workflow, seed, plan)",
        }

    # -- helpers ----------------------------------------------------------------------------
    def _choose(self, options: tuple[str, ...], plan: str) -> str:
        return stable_choice(options, self.scenario.id, self.seed, plan)

    def _read(self, text: str) -> Reading:
        if self._reader is None:
            # the approval steps are the user's own acts, not instructions to wait for
            # nor is what it says at the approval (a notice, a decision) a value to be asked
            plain = self.scenario.model_copy(update={"caller_actions": (), "facts": self._values()})
            self._reader = TurnReader(plain, self._encoder or text_encoder())
        return self._reader.read(text)

    def _spoken(self, fact: Fact) -> str:
        if fact.correction is not None and fact.key in self._state.corrected:
            return fact.correction.spoken
        return fact.spoken

    def _answer(self, fact: Fact, turn: str = "") -> str:
        # asked again, a person says it another way: the plan counts the asks
        asked = self._state.asked.get(fact.key, 0)
        self._state.asked[fact.key] = asked + 1
        value = self._current(fact)
        if fact.kind == "digits" and value.isdigit() and DIGIT_BY_DIGIT.search(turn):
            # asked for it digit by digit, a person says each digit on its own
            return digit_by_digit(value)
        if fact.kind == "number" and fact.key in self._state.disputed:
            # asked again for a count it had to set right ("fourteen" heard "forty"), a
            # person says its digits too: "One four. That's fourteen."
            said = count_with_digits(value, self._spoken(fact))
            if said is not None:
                return said
        # the first variant by (workflow, seed, plan), then the next one on each ask
        variants = fact.answer_variants
        start = stable_seed(self.scenario.id, self.seed, f"answer:{fact.key}")
        template = variants[(start + asked) % len(variants)]
        return template.format(spoken=self._spoken(fact))

    def _may_reveal(self, fact: Fact) -> bool:
        if fact.reveal != "on_event":
            return True
        event = fact.event or ""
        if event.startswith("fact:"):
            return event[5:] in self._state.revealed
        return event == "tool:approve" and bool(self._state.approved)

    def _values(self) -> tuple[Fact, ...]:
        """The facts that are values of the work (not what is said at the approval)."""
        return tuple(f for f in self.scenario.facts if f.event != AT_APPROVAL)

    def _at_approval(self) -> Fact | None:
        """What the user says when asked for the approval, not said yet: a world event's
        notice (it reached the user with the submission), then a cancelling decision."""
        return next(
            (
                f
                for f in self.scenario.facts
                if f.event == AT_APPROVAL and f.key not in self._state.revealed
            ),
            None,
        )

    def _correction_text(self, fact: Fact) -> str:
        assert fact.correction is not None
        self._state.corrected.add(fact.key)
        template = self._choose(fact.correction.variants, f"correct:{fact.key}")
        return template.format(spoken=fact.correction.spoken)

    def _says_old_value(self, text: str, fact: Fact) -> bool:
        """Whether some clause of ``text`` states the fact's value before its correction."""
        return says_value(text, fact, fact.value)

    def _wrong_readback(self, text: str, asking: bool = False) -> Fact | None:
        """A revealed fact read back in ``text`` with another value than the user holds now
        (``readback.wrong_readbacks``): of several, the first not disputed before. A person
        who has set one value right and hears it wrong again (or misheard it) also sets right
        the other wrong value, rather than only ever the first one read (a clean run heard
        "October 4" for the fourteenth in every read-back and approved 24 meeting rooms for
        two, never reaching them)."""
        wrong = list(
            wrong_readbacks(
                text,
                [f for f in self._values() if f.key in self._state.revealed],
                list(self._values()),
                self._current,
                self._spoken,
                asking,
            )
        )
        fresh = [f for f in wrong if f.key not in self._state.disputed]
        chosen = fresh or wrong
        return chosen[0] if chosen else None

    def _checked(self, turn: str) -> Fact | None:
        """A revealed fact whose value, as the user holds it now, ``turn`` reads back and
        then asks whether it is right (a value read back on its own): the user says yes, as
        a person does, however the ear cut or punctuated the turn."""
        if not CHECKS_VALUE.search(turn):
            return None
        revealed = [f for f in self._values() if f.key in self._state.revealed]
        return next((f for f in revealed if says_value(turn, f, self._current(f))), None)

    def _current(self, fact: Fact) -> str:
        if fact.correction is not None and fact.key in self._state.corrected:
            return fact.correction.value
        return fact.value

    def _due_barge(self, text: str | None) -> Fact | None:
        """A barge-in correction due: revealed, not yet said, and (when ``text`` is given)
        its old value heard in ``text``."""
        state = self._state
        for fact in self._barge:
            if fact.key in state.corrected or fact.key not in state.revealed:
                continue
            if text is None or self._says_old_value(text, fact):
                return fact
        return None

    # -- the tick ---------------------------------------------------------------------------
    def step(self, heard: CallerInput) -> CallerChunk:
        """Produce the user's chunk for ``heard.tick``."""
        state = self._state
        recognised: tuple[Heard, ...] = ()
        if self.ear is not None:
            recognised = self.ear.hear(heard.tick, heard.agent_audio)
            texts = [
                stretch.text
                for stretch in recognised
                # begun before the user cut in and recognised late: the words the user
                # answered by cutting in (an old value read back), not a new turn
                if not stretch.start_tick < state.interrupted_at <= heard.tick
            ]
        else:  # text mode: the agent's message, as written
            texts = [heard.agent_text] if heard.agent_text else []
        for text in texts:
            state.agent_text = f"{state.agent_text} {text}".strip()
        chunk = self._step(heard.tick, agent_activity(heard, self.perception))
        if recognised:
            return replace(chunk, heard=recognised)
        return chunk

    def _step(self, tick: int, agent_active: bool) -> CallerChunk:
        state = self._state
        state.agent_run = state.agent_run + 1 if agent_active else 0
        if agent_active:
            state.agent_heard = state.agent_pending = True
            state.agent_silent = 0
            state.prompts = 0
            state.last_activity = tick
        else:
            state.agent_silent += 1
        if state.hung_up:
            return self._silence(hangup=True)
        if state.position < state.utterance.size:
            return self._continue(tick, agent_active)
        if state.opened and agent_active:
            return self._while_agent_speaks(tick) or self._silence()
        return self._decide(tick) or self._silence()

    def _while_agent_speaks(self, tick: int) -> CallerChunk | None:
        state = self._state
        interval = seconds_to_ticks(self.config.check_interval_s)
        if not self._barge or state.agent_run % interval:
            return None
        partial = self.ear.partial(tick) if self.ear is not None else ""
        so_far = f"{state.agent_text} {partial}".strip()
        fact = self._due_barge(so_far)
        if fact is None:
            return None
        text = self._correction_text(fact)
        state.barged = fact.key
        return self._start(tick, "barge_in", text, (fact.key,), "heard the old value", "interrupt")

    def _decide(self, tick: int) -> CallerChunk | None:
        state, config = self._state, self.config
        if not state.opened:
            greeted = state.agent_pending and state.agent_silent >= config.wait_after_other
            if greeted or (tick >= config.greeting_wait and not state.agent_heard):
                return self._open(tick)
            return None
        if state.agent_pending and state.agent_silent >= config.wait_after_other:
            turn = state.agent_text
            state.agent_pending = False
            reply = self._reply(tick, turn)
            if reply is not None:
                return reply
        if state.follow_up is not None and tick - state.last_activity >= seconds_to_ticks(
            ASIDE_PAUSE_S
        ):
            key, asked = state.follow_up
            state.follow_up = None
            fact = self.scenario.fact(key)
            text = self._answer(fact, asked)
            return self._start(tick, "answer", text, (key,), "back from the aside")
        patience = (
            seconds_to_ticks(self.hold_patience_s) if state.on_hold else config.wait_after_self
        )
        if tick - state.last_activity >= patience:
            if state.prompts >= config.max_silence_prompts:
                return self._start(
                    tick, "give_up", self._choose(GIVE_UP, "give_up"), (), "silence", hang=True
                )
            state.prompts += 1
            return self._start(tick, "prompt", self._choose(PROMPT, "prompt"), (), "silence")
        return None

    def _open(self, tick: int) -> CallerChunk:
        state = self._state
        state.opened = True
        texts = [self._choose(self.scenario.script.opening, "opening")]
        volunteered = [f for f in self.scenario.facts if f.reveal == "volunteered"]
        texts += [self._answer(f) for f in volunteered if f.spoken.lower() not in texts[0].lower()]
        keys = tuple(f.key for f in volunteered)
        return self._start(tick, "open", " ".join(texts), keys, "the call opened")

    def _reply(self, tick: int, turn: str) -> CallerChunk | None:
        barged, self._state.barged = self._state.barged, None
        if barged is not None and any(
            f.key == barged and self._says_old_value(turn, f) for f in self._barge
        ):
            # the rest of the turn the user just cut into (heard after the barge-in, still
            # reading the old value): no turn of its own; the user waits for the agent's reply
            return None
        reading = self._read(turn)
        # a hold counts when it is the last thing the agent said
        self._state.on_hold = bool(reading.acts) and reading.acts[-1].intent == "hold"
        if not reading.question and not turn.rstrip().endswith("?"):
            # the recogniser may drop a question mark ("and what's the best phone number.")
            asked = self._read(turn.rstrip(" .!") + "?")
            if asked.asked_facts:
                reading = asked
        due = self._due_barge(turn)
        if due is not None:  # the old value read back at the end of a turn
            return self._start(tick, "correct", self._correction_text(due), (due.key,), "read back")
        wrong = self._wrong_readback(turn, asking=bool(reading.asked_facts))
        if wrong is not None:  # the value set right, naming the field so the agent knows which
            spoken = self._spoken(wrong)
            self._state.disputed.add(wrong.key)
            text = disputed(self._choose(DENY, "deny"), wrong.label, spoken)
            return self._start(tick, "correct", text, (wrong.key,), "wrong read-back")
        if not reading.asked_facts and (reading.has("approval") or ASKS_APPROVAL.search(turn)):
            return self._approve(tick, turn)
        checked = self._checked(turn)
        if checked is not None:  # its own value read back, and asked whether it is right
            text = self._choose(CONFIRM_YES, "confirm")
            return self._start(tick, "confirm", text, (), f"{checked.key} read back right")
        texts: list[str] = []
        keys: list[str] = []
        unclear: list[str] = []
        for act in reading.requests:
            # asked to confirm a value it never gave, the question asks for it ("And what's
            # the children under five?": the label's own number is no value read back)
            unsaid = act.intent == "confirm" and act.fact not in self._state.revealed
            if (
                (act.intent in ("ask", "which") or unsaid)
                and act.fact is not None
                and act.fact not in keys
            ):
                fact = self.scenario.fact(act.fact)
                which = None if texts else self._which(act.text, fact)
                if which is not None:  # heard that a number is asked for, not which: ask
                    return self._start(tick, "clarify", which, (), "did not catch which")
                if self._may_reveal(fact):
                    # the first thing asked passed the user by: the whole turn did
                    drifted = None if texts else self._distracted(tick, fact, turn)
                    if drifted is not None:
                        return drifted
                    if self._vague(fact):
                        texts.append(self._vague_text(fact))
                        unclear.append(fact.key)
                        continue
                    texts.append(self._wrapped(fact, self._answer(fact, turn), turn))
                    keys.append(fact.key)
                    if fact.kind == "digits" and DIGIT_BY_DIGIT.search(turn):
                        break  # "say it digit by digit": the one number asked for, alone
                else:
                    texts.append(self._choose(DECLINE, f"decline:{fact.key}"))
            elif act.intent == "confirm" and not texts:
                texts.append(self._choose(CONFIRM_YES, "confirm"))
            elif act.intent == "still_there":
                texts.append(self._choose(PRESENT, "present"))
        if texts:
            self._state.follow_up = None  # asked again after an aside: answered now
            if keys and not DIGIT_BY_DIGIT.search(turn):
                texts, keys = self._volunteer(texts, keys)
            plan = "vague" if unclear and not keys else "answer"
            return self._start(tick, plan, " ".join(dict.fromkeys(texts)), tuple(keys), "asked")
        if reading.has("close") and CLOSING.search(turn):
            return self._start(
                tick, "close", self._choose(GOODBYE, "close"), (), "closed", hang=True
            )
        if reading.question:
            return self._start(
                tick, "clarify", self._choose(CLARIFY, "clarify"), (), "not understood"
            )
        return None

    def _which(self, sentence: str, fact: Fact) -> str | None:
        """ "Which number do you need?" when the sentence asking for ``fact`` names only the
        kind of thing asked for, which several of the user's values are, and no other word
        of the fact's label, not even a near miss ("Do you have the 4 number for me?" for
        the floor number): a person who does not catch which value is asked asks which,
        never answering with a neighbour (a clean call gave its phone number for the floor)."""
        head = unplaced_head(sentence, fact.label)
        if head is None:
            return None
        kin = [f for f in self._values() if re.findall(r"[a-z]+", f.label.lower())[-1:] == [head]]
        if len(kin) < 2:
            return None
        return self._choose(WHICH, f"which:{fact.key}").format(head=head)

    # -- the behaviour profiles (``user_profiles``) --------------------------------------------
    def _distracted(self, tick: int, fact: Fact, turn: str) -> CallerChunk | None:
        """A distracted user's first ask for ``fact`` answered with a request to repeat the
        question, or an aside after which it answers (``_decide``'s follow-up)."""
        state = self._state
        if fact.key in state.distracted or state.asked.get(fact.key, 0):
            return None
        drift = distraction(self.scenario, self.seed, fact)
        if drift is None:
            return None
        state.distracted.add(fact.key)
        if drift == "repeat":
            text = self._choose(ASK_REPEAT, f"repeat:{fact.key}")
            return self._start(tick, "ask_repeat", text, (), "distracted: missed the question")
        state.follow_up = (fact.key, turn)
        text = self._choose(ASIDE, f"aside:{fact.key}")
        return self._start(tick, "aside", text, (), "distracted: an aside before answering")

    def _vague(self, fact: Fact) -> bool:
        """Whether an ambiguous user answers ``fact`` vaguely now: its first ask only."""
        state = self._state
        if fact.key in state.vague or state.asked.get(fact.key, 0):
            return False
        return vague(self.scenario, self.seed, fact)

    def _vague_text(self, fact: Fact) -> str:
        """The underspecified answer: a range for a count, else "the usual one"."""
        self._state.vague.add(fact.key)
        self._state.asked[fact.key] = self._state.asked.get(fact.key, 0) + 1
        span = count_range(fact)
        if span is not None:
            return RANGE.format(low=span[0], high=span[1])
        return self._choose(VAGUE, f"vague:{fact.key}")

    def _wrapped(self, fact: Fact, answer: str, turn: str) -> str:
        """A verbose user's answer with talk before and after it (the value said once)."""
        if not wraps(self.scenario, fact) or DIGIT_BY_DIGIT.search(turn):
            return answer
        before = self._choose(VERBOSE_BEFORE, f"verbose:before:{fact.key}")
        after = self._choose(VERBOSE_AFTER, f"verbose:after:{fact.key}")
        return f"{before} {answer} {after}"

    def _volunteer(self, texts: list[str], keys: list[str]) -> tuple[list[str], list[str]]:
        """An expert's answer with the next one or two values the procedure needs, each
        named by its label."""
        count = volunteers(self.scenario, self.seed, keys[0])
        if not count:
            return texts, keys
        ahead = [
            fact
            for key in needed_order(self.scenario)
            if key not in self._state.revealed
            and key not in keys
            and may_volunteer(fact := self.scenario.fact(key))
            and self._may_reveal(fact)
        ][:count]
        for fact in ahead:
            line = self._choose(VOLUNTEER, f"volunteer:{fact.key}")
            label = re.sub(r"^(?:your|the|a|an) ", "", fact.label, flags=re.IGNORECASE)
            texts.append(line.format(label=label, spoken=self._spoken(fact)))
            self._state.asked[fact.key] = self._state.asked.get(fact.key, 0) + 1
        return texts, keys + [fact.key for fact in ahead]

    def _approve(self, tick: int, turn: str) -> CallerChunk:
        state = self._state
        due = self._due_barge(None)
        if due is not None:  # never read back: set it right before approving
            text = self._correction_text(due)
            return self._start(tick, "correct", text, (due.key,), "before approving")
        told = self._at_approval()
        if told is not None:  # said instead of the approval: the notice, or the decision
            plan = "cancel" if told.key == CANCEL_FACT else "news"
            return self._start(
                tick, plan, self._answer(told), (told.key,), f"asked to approve: {plan}"
            )
        if CANCEL_FACT in self._state.revealed:  # asked again: it has decided
            text = self._answer(self.scenario.fact(CANCEL_FACT))
            return self._start(tick, "cancel", text, (), "asked again to approve: cancelled")
        lowered = turn.lower()
        pending = [a for a in self._gated if a not in state.approved or a == "commit"]
        named = [a for a in pending if any(w in lowered for w in SCOPE_WORDS.get(str(a), ()))]
        action = str((named or pending or ["commit"])[0])
        if action == "commit" and state.revoked:
            state.approved = [a for a in state.approved if a != "commit"]
        state.approved.append(action)
        call = ToolCall(
            call_id=f"user-approve-{len(state.approved)}",
            name="approve",
            arguments={"action": action},
            actor="user",
        )
        text = self._choose(APPROVE, f"approve:{action}")
        if action == "commit" and self._revocation is not None and not state.revoked:
            return self._revoke(tick, text, call)
        return self._start(tick, "approve", text, (), f"asked to approve {action}", calls=(call,))

    def _revoke(self, tick: int, yes: str, approve: ToolCall) -> CallerChunk:
        """The approval turn that withdraws itself: the yes, the withdrawal and the change
        that comes with it, one turn; both calls are made as it starts (the approval is
        never live while an agent could act on it)."""
        state = self._state
        fact = self._revocation
        assert fact is not None
        state.revoked = True
        state.revealed.add(fact.key)
        # one breath: the yes runs into the withdrawal with a comma, not a full stop (a
        # sentence's pause is where a voice agent's end-of-turn detector would cut the turn)
        withdraw = self._choose(REVOKE, "revoke")
        said = f"{yes.rstrip('.')}, {withdraw[0].lower()}{withdraw[1:]}"
        text = f"{said} {self._correction_text(fact)}"
        revoke = ToolCall(
            call_id="user-revoke-1", name="revoke", arguments={"action": "commit"}, actor="user"
        )
        return self._start(
            tick, "revoke", text, (fact.key,), "changed their mind", calls=(approve, revoke)
        )

    # -- speaking ---------------------------------------------------------------------------
    def _start(
        self,
        tick: int,
        plan: str,
        text: str,
        facts: tuple[str, ...],
        reason: str,
        kind: str = "turn",
        hang: bool = False,
        calls: tuple[ToolCall, ...] = (),
    ) -> CallerChunk:
        state = self._state
        state.utterance = np.asarray(self.speaker.speak(text), dtype=np.float32)
        state.position = 0
        state.overlap = 0
        state.kind = kind
        state.hang_after = hang
        state.agent_pending = False
        state.agent_text = ""
        state.on_hold = False  # anything the user says ends the hold it was waiting through
        if kind == "interrupt":
            state.interrupted_at = tick
        state.revealed.update(facts)
        chunk = self._continue(tick, agent_active=False)
        return CallerChunk(
            audio=chunk.audio,
            speaking=True,
            text=text,
            plan=plan,
            plan_facts=facts,
            reason=reason,
            hangup=chunk.hangup,
            tool_calls=calls,
            utterance_ticks=-(-state.utterance.size // TICK_SAMPLES),
        )

    def _continue(self, tick: int, agent_active: bool) -> CallerChunk:
        state = self._state
        state.overlap = state.overlap + 1 if agent_active else 0
        limit = (
            self.config.yield_when_interrupting
            if state.kind == "interrupt"
            else self.config.yield_when_interrupted
        )
        if state.overlap >= limit:  # talked over: the user stops (tau-Voice yield)
            state.utterance = np.zeros(0, dtype=np.float32)
            state.position = state.overlap = 0
            state.last_activity = state.finished_at = tick
            return CallerChunk(
                audio=np.zeros(TICK_SAMPLES, dtype=np.float32),
                speaking=False,
                plan="yield",
                reason="the agent talked over the user",
            )
        piece = state.utterance[state.position : state.position + TICK_SAMPLES]
        state.position += TICK_SAMPLES
        audio = np.zeros(TICK_SAMPLES, dtype=np.float32)
        audio[: piece.size] = piece
        state.last_activity = tick
        finished = state.position >= state.utterance.size
        if finished:
            state.finished_at = tick
        hangup = finished and state.hang_after
        state.hung_up = state.hung_up or hangup
        return CallerChunk(audio=audio, speaking=True, hangup=hangup)

    def _silence(self, hangup: bool = False) -> CallerChunk:
        return CallerChunk(
            audio=np.zeros(TICK_SAMPLES, dtype=np.float32), speaking=False, hangup=hangup
        )
