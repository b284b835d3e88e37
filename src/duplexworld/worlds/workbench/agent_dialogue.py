"""The workbench reference agent's side of the conversation: what it makes of a turn it
heard (an answer, a correction, an approval or its withdrawal) and how it asks (for a value,
for approval after reading values back).

The agent's procedure (``agent.WorkbenchReferenceAgent``: the steps, the tool calls and their
results) builds on this; the two share the call's state.
"""

from __future__ import annotations

import re

from duplexworld.agents import phrasing
from duplexworld.agents.voice_io import LineOut
from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.schema import GoldAction
from duplexworld.units import seconds_to_ticks
from duplexworld.world import ToolCall
from duplexworld.worlds.workbench.agent_lines import (
    CONFIRMED,
    FAREWELL,
    HINT_FROM,
    HINTS,
    NOT_HEARD,
    named,
    question,
    read_back_line,
    speak_value,
)
from duplexworld.worlds.workbench.agent_values import (
    CANCEL,
    HOLD,
    RECHECK,
    REPEAT,
    REPLACES,
    SHAPED,
    VAGUE,
    WHICH_ONE,
    WITHDRAW,
    YES,
    after_label,
    form_options,
    is_list,
    named_option,
    near_value,
    parse_answer,
    parts_by_field,
    volunteered,
)
from duplexworld.worlds.workbench.agent_values import CORRECTION as _CORRECTION

MAX_ASKS = 4
"""Times a value is asked for before the agent says it could not make it out."""
WRITE_PAUSE = seconds_to_ticks(3.5)
"""Quiet line after an approval before the commit (time for the user to withdraw it)."""
READ_BACK = frozenset({"date", "digits", "number", "amount", "name", "postcode", "time"})
"""Kinds of value the agent reads back before asking for approval (and free text it writes
as said: neither an option nor a list)."""
CLARIFY_EXACT = "I need the exact value for the form, please."
"""Said before asking again after an underspecified answer ("the usual one", a range)."""
TAKE_YOUR_TIME = "Of course, take your time."
"""The answer to a user who steps away for a moment before answering."""
CONFIRM_NOW = frozenset({"digits"})
"""Kinds of value read back on their own as soon as they are heard, before anything is done
with them: digit strings (account, policy, phone and reference numbers, codes), which a
recogniser gets wrong a digit at a time and which a careful person confirms at once. In the
long read-back before the approval the user's ear lost them too (a clean call's "four, eight,
eight, two, ..." among five values was heard 48220517; alone, it is heard right)."""
RIGHT = re.compile(r"\b(?:right|correct|exactly|spot on)\b", re.IGNORECASE)
"""A confirmation without its yes ("That's correct.": a recogniser may lose a short first
word); a turn that also disputes ("not right", "incorrect") is no confirmation."""
MAX_CONFIRMS = 3
"""Times a value is read back on its own (the first reading and two corrected ones) before
the agent goes on with what it has (the read-back before the approval still names it)."""
MAX_DISPUTES = 2
"""Times a value the user disputed but that was not heard whole is read back again (after
that the agent asks only for the approval, so a value the recogniser always mishears ends
the call rather than looping)."""


class Dialogue:
    """Hearing and asking, over the call's state (set up by the agent's ``_begin``)."""

    scenario: Scenario
    seed: int
    out: LineOut
    phase: str
    tick: int
    known: dict[str, str]
    raw: dict[str, str]
    chosen: dict[str, str]
    attempts: dict[str, int]
    disputes: dict[str, int]
    read_back: list[str]
    to_confirm: list[str]
    confirming: str | None
    confirmed: set[str]
    confirms: dict[str, int]
    read_back_each: bool
    notes: list[str]
    asking: str | None
    last_question: str
    asked_at: int
    approved_at: int | None
    quiet_since: int
    cursor: int
    write_pause: int
    closed_at: int | None

    def _redo(self, key: str) -> None:
        raise NotImplementedError  # the procedure writes a corrected field again

    def _form(self) -> str:
        raise NotImplementedError  # the form as the procedure last read it

    def _reread(self) -> None:
        raise NotImplementedError  # the procedure reads the records again

    def _cancel_work(self) -> None:
        raise NotImplementedError  # the procedure cancels the artifact

    def _resume(self, key: str) -> None:
        raise NotImplementedError  # the procedure runs again what went on without a value

    def _field_of(self, key: str) -> str:
        raise NotImplementedError  # the form field the procedure writes a fact to

    # -- hearing ----------------------------------------------------------------------------
    def _heard(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        self.notes.append(f"heard: {text}")
        if self.phase == "opening":
            self.phase = "work"
            self.out.say("Sure, I can help with that. Let me open your file.")
            return
        if self.phase == "closing":  # the user's goodbye (or last words) after the closing
            self.out.say(FAREWELL)
            self.closed_at = self.tick  # the call ends a while after this is said
            return
        if self.phase in ("approval", "approved") and CANCEL.search(text):
            # asked for the approval, the user decided not to go ahead: cancel, never commit
            self.approved_at = None
            self.notes.append("the user cancelled the work")
            self._cancel_work()
            return
        if RECHECK.search(text):  # something changed: read the records again first
            self._reread()
            return
        if self.phase == "confirm" and self.confirming is not None:
            self._confirm_heard(text, self.scenario.fact(self.confirming))
            return
        if self._correction(text):
            return
        if self._late_answer(text):
            return
        if self.phase == "approval":
            if WITHDRAW.search(text):
                self.notes.append("approval not given")
                self.phase = "work"
            elif YES.search(text):
                self.approved_at = self.tick
                self.phase = "approved"
                self.out.say("Thank you.")
            return
        if self.phase == "approved" and WITHDRAW.search(text):
            self.approved_at = None
            self.phase = "work"
            self.notes.append("approval withdrawn")
            self.out.say("Understood, I won't commit it.")
            return
        if self.phase == "answer" and self.asking is not None:
            fact = self.scenario.fact(self.asking)
            if REPEAT.search(text):  # the question again, in the same words (no new ask)
                self.notes.append("asked to repeat the question")
                self.out.say(self.last_question)
                self.asked_at = self.tick
                return
            if HOLD.search(text):  # stepped away: wait for the answer, ask nothing
                self.notes.append("the user stepped away: waiting")
                self.out.say(TAKE_YOUR_TIME)
                self.asked_at = self.tick
                return
            if WHICH_ONE.search(text):  # which of its values I mean: the field named alone
                self._name_field(fact)
                return
            if text.rstrip().endswith("?"):  # a question back is no answer: ask again
                self._ask(fact)
                return
            if VAGUE.search(text):  # no value to write: ask for the exact one
                self.notes.append(f"{fact.key}: answer too vague, asking for the exact value")
                self._ask(fact, lead=CLARIFY_EXACT)
                return
            unheard = [f for f in self.scenario.facts if f.key not in self.known and f != fact]
            own, offered = volunteered(text, fact, unheard)
            value = parse_answer(own, fact)
            if value:
                self.known[fact.key] = value
                self.chosen.pop(fact.key, None)
                self.raw[fact.key] = own
                self.notes.append(f"{fact.key} = {value}")
                self.asking = None
                self.phase = "work"
                self._to_confirm(fact)
                for other, part in offered:  # values given before I asked for them
                    given = parse_answer(after_label(part, other), other)
                    if given:
                        self.known[other.key] = given
                        self.raw[other.key] = part
                        self.notes.append(f"{other.key} = {given} (volunteered)")
                        self._to_confirm(other)
            else:  # an answer without a value of its kind: ask again, in other words, now
                self.notes.append(f"no {fact.kind} for {fact.key} in what I heard")
                self._ask(fact)

    def _correction(self, text: str) -> bool:
        """Changed values for facts already heard (one turn may change several: each part
        of it that names a field is read for that field): write them again, re-approve."""
        if not _CORRECTION.search(text) and not WITHDRAW.search(text):
            return False
        withdrawn = self.phase in ("approval", "approved") or bool(WITHDRAW.search(text))
        changed = rewritten = False
        parts = parts_by_field(text, self._heard_facts())
        if not parts and withdrawn and REPLACES.search(text):
            parts = self._by_value(text)
        for fact, part in parts:
            value = parse_answer(after_label(part, fact), fact)
            heard_free = fact.kind in ("text", "name") and not REPLACES.search(part)
            if self.phase == "answer" and fact.key != self.asking and (value is None or heard_free):
                # an answer to the question asked that happens to name a field heard before
                # ("no soap at the hand sink" after the holding temperature; "no, it needs
                # the light done first" after the lights check): not a dispute
                continue
            insisted = (
                value is not None
                and near_value(value, self.known[fact.key], fact)
                and self.phase in ("approval", "approved")
                and self.disputes.get(fact.key, 0) < MAX_DISPUTES
            )
            if insisted:  # disputed, yet heard as what I have: heard wrong the same way again?
                value = None  # ask for it again, in other words (a few times at most)
            if value is None:  # a change to this field, but its new value was not heard
                self.known.pop(fact.key, None)
                self.attempts.pop(fact.key, None)
                self._redo(fact.key)
                self.approved_at = None
                self.phase = "work"
                self.notes.append(f"correction of {fact.key} not understood: asking again")
                self.disputes[fact.key] = self.disputes.get(fact.key, 0) + 1
                if self.disputes[fact.key] <= MAX_DISPUTES:
                    self.read_back = []  # read what is heard next back, even if it is the same
                changed = True
            elif not near_value(value, self.known[fact.key], fact):  # disputed often: kept
                self.known[fact.key] = value
                self.chosen.pop(fact.key, None)
                self.raw[fact.key] = part
                self.notes.append(f"correction: {fact.key} = {value}")
                self._redo(fact.key)
                self.confirmed.discard(fact.key)  # read back again, the new value
                self._to_confirm(fact)
                if withdrawn:
                    self.approved_at = None
                self.phase = "work"
                changed = rewritten = True
        if rewritten:
            self.out.say(phrasing.ACKNOWLEDGE_CORRECTION)
        return changed

    # -- a value read back on its own --------------------------------------------------------
    def _to_confirm(self, fact: Fact) -> None:
        """Queue a value just heard for reading back on its own (``CONFIRM_NOW`` kinds)."""
        if not self.read_back_each or fact.kind not in CONFIRM_NOW:
            return
        self.confirmed.discard(fact.key)
        if fact.key not in self.to_confirm and self.confirms.get(fact.key, 0) < MAX_CONFIRMS:
            self.to_confirm.append(fact.key)

    def _read_back_next(self) -> bool:
        """Read back the next queued value heard (what the agent heard, never the fact's
        value); whether one was read back."""
        while self.to_confirm:
            key = self.to_confirm.pop(0)
            value = self.known.get(key, "")
            if not value:  # asked again since (or given up on): nothing to read back
                continue
            fact = self.scenario.fact(key)
            self.confirms[key] = self.confirms.get(key, 0) + 1
            self.confirming = key
            self.phase = "confirm"
            self.asked_at = self.tick
            self.notes.append(f"reading back {key}")
            self.out.say(read_back_line(fact.label, speak_value(fact, value)))
            return True
        return False

    def _confirm_heard(self, text: str, fact: Fact) -> None:
        """The user's answer to a value read back on its own: a yes confirms it; a new value
        replaces it (read back in turn); a no without a value heard, or one heard as the
        value read back, has it said again digit by digit."""
        self.confirming = None
        self.phase = "work"
        parts = [part for f, part in parts_by_field(text, [fact]) if f == fact]
        value = parse_answer(after_label(parts[0] if parts else text, fact), fact)
        disputes = bool(_CORRECTION.search(text)) or not (YES.search(text) or RIGHT.search(text))
        if not disputes:
            self.confirmed.add(fact.key)
            self.notes.append(f"{fact.key} confirmed")
            self.out.say(CONFIRMED)
            return
        if value is None and text.rstrip().endswith("?"):  # asked what I need: say it again
            if self.confirms.get(fact.key, 0) < MAX_CONFIRMS:
                self.to_confirm.insert(0, fact.key)
            return
        if value and value != self.known.get(fact.key):
            self.known[fact.key] = value
            self.raw[fact.key] = text
            self.notes.append(f"correction: {fact.key} = {value}")
            self._redo(fact.key)
            self._to_confirm(fact)
            self.out.say(phrasing.ACKNOWLEDGE_CORRECTION)
            return
        if self.confirms.get(fact.key, 0) >= MAX_CONFIRMS:
            self.notes.append(f"{fact.key}: not confirmed, going on with what I heard")
            return
        # disputed, and heard as what I read back (or no value heard): the same mishearing
        # again? ask for it digit by digit
        self.notes.append(f"{fact.key} disputed: asking again")
        self.known.pop(fact.key, None)
        self.attempts.pop(fact.key, None)
        self.disputes[fact.key] = self.disputes.get(fact.key, 0) + 1
        self._redo(fact.key)
        self._ask(fact)

    def _late_answer(self, text: str) -> bool:
        """A value the agent gave up on, said later by the user unasked ("I think the matter
        number is three six two two one eight." after "I couldn't make out the matter
        number"): taken, and the steps that went on without it run again. Only a part that
        names the field whole and parses as its kind counts."""
        if self.phase not in ("work", "approval", "approved"):
            return False
        missed = [f for f in self.scenario.facts if self.known.get(f.key) == ""]
        taken = False
        for fact, part in parts_by_field(text, missed) if missed else []:
            value = parse_answer(after_label(part, fact), fact)
            if not value:
                continue
            self.known[fact.key] = value
            self.raw[fact.key] = part
            self.attempts.pop(fact.key, None)
            self.notes.append(f"{fact.key} = {value} (said after I gave up on it)")
            self._resume(fact.key)
            self._to_confirm(fact)
            taken = True
        if taken:
            self.approved_at = None
            self.phase = "work"
            self.out.say(phrasing.ACKNOWLEDGE_CORRECTION)
        return taken

    def _heard_facts(self) -> list[Fact]:
        return [f for f in self.scenario.facts if f.key in self.known]

    def _by_value(self, text: str) -> list[tuple[Fact, str]]:
        """A value replaced under a label the recogniser garbled ("The precise should be 22"
        after "crew size 18" was read back; "change the pay to the contractor"): the one
        field heard before of a shape, or with the options the form shows, that the turn
        gives a new value, when exactly one does."""
        changed = []
        for fact in self._heard_facts():
            if not self.known[fact.key]:
                continue
            options = form_options(self._form(), self._field_of(fact.key))
            if fact.kind in SHAPED:
                value = parse_answer(text, fact)
                if fact.kind == "digits" and value and len(value) != len(self.known[fact.key]):
                    # under no label, a number of another length than the one heard for an
                    # id ("22" against project number 47120) is not that id: the shape is
                    # the one the agent heard, not one it was told
                    value = None
                if value is not None and value != self.known[fact.key]:
                    changed.append(fact)
            elif options and (option := named_option(text, options)) is not None:
                now = self.chosen.get(fact.key, self.known[fact.key])
                changed += [fact] if option != now else []
        return [(changed[0], text)] if len(changed) == 1 else []

    def _ask(self, fact: Fact, lead: str = "") -> None:
        attempt = self.attempts.get(fact.key, 0) + 1
        self.attempts[fact.key] = attempt
        if attempt > MAX_ASKS:
            self.known[fact.key] = ""  # give up on it: the field stays empty, and the user knows
            self.asking = None
            self.phase = "work"
            self.notes.append(f"gave up on {fact.key}")
            self.out.say(NOT_HEARD.format(label=fact.label))
            return
        self.asking = fact.key
        self.phase = "answer"
        self.asked_at = self.tick
        text = question(fact, attempt, self.seed)
        hint = attempt >= HINT_FROM or fact.key in self.disputes  # once misheard, or disputed
        if hint and fact.kind in HINTS:
            text = f"{text} {HINTS[fact.kind]}"  # said another way: the shape of the answer
        self.last_question = text
        self.out.say(f"{lead} {text}".strip())

    def _name_field(self, fact: Fact) -> None:
        """Answer "which number do you need?" with the field's name alone; it counts as an
        ask (``MAX_ASKS`` bounds a field the user's ear never catches)."""
        attempt = self.attempts.get(fact.key, 0) + 1
        if attempt > MAX_ASKS:
            self._ask(fact)  # gives up on it
            return
        self.attempts[fact.key] = attempt
        self.asked_at = self.tick
        self.notes.append(f"asked which: naming {fact.key}")
        self.out.say(named(fact.label))

    def _ask_approval(self, action: GoldAction) -> tuple[ToolCall, ...]:
        if self.approved_at is not None and self.phase == "approved":
            if self.tick - self.quiet_since >= self.write_pause:
                self.cursor += 1
                self.phase = "work"
            return ()
        what = str(action.arguments.get("action", "commit"))
        heard = [
            f"{fact.label} {speak_value(fact, self.known[fact.key])}"
            for fact in self.scenario.facts
            if fact.key in self.known and self.known[fact.key] and self._reads_back(fact)
        ]
        summary = "Here is what I have: " + "; ".join(heard) + "." if heard else ""
        if heard == self.read_back:  # said already: only ask again
            summary = ""
        self.read_back = heard
        verb = {"commit": "commit it now", "schedule": "book that", "notify": "send the notice"}
        ask = f"Shall I {verb.get(what, what)}? Do I have your approval?"
        self.out.say(f"{summary} {ask}".strip())
        self.phase = "approval"
        self.asked_at = self.tick
        return ()

    def _reads_back(self, fact: Fact) -> bool:
        """Whether a value is read back before the approval: values of a shape, and free
        text written as heard (a name, a title, a note for the vet), but not an option the
        form took, a list nor hours. Free text of any length: the agent writes what it heard,
        and a note heard "young cats are kept in the top shed" for calves was committed
        unread (issue 30); the user sets it right on the read-back."""
        if fact.key in self.confirmed:  # read back on its own and confirmed already
            return False
        if fact.kind in READ_BACK:
            return True
        value = self.known.get(fact.key, "")
        return (
            fact.kind == "text"
            and fact.key not in self.chosen
            and not re.search(r"\d", value)  # "10 a.m. to 8 p.m.": hours, not a name
            and not is_list(self._form(), self._field_of(fact.key))
        )
