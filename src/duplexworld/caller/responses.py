"""What the caller says to an agent turn it has read.

The policy (caller/policy.py) decides when the caller speaks; this part decides what it says
to the acts of the agent's turn (caller/understanding): answers to questions by the reveal
rules, yes or a correction to a confirmation or read-back (values compared on spoken
renderings), consent to approvals and holds, the opening again to a greeting or an open
"which one?", a caller-side step when asked, pushback after a refusal as the persona insists,
the goodbye to a closing, and a question back ("Sorry, which one?") to a turn the caller is
unsure of, never another fact. A correction the caller owes (its trigger perceived) goes into
the first reply after it: instead of the old value when the agent asks for that fact, beside
the answer to another question, instead of a goodbye.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from duplexworld.caller.llm import LLMPlanner, PlanContext, PlanRejected, guard
from duplexworld.caller.phrases import (
    ACCEPT,
    ASK_BACK,
    CONFIRM_YES,
    DENY,
    HOLD_OK,
    PRESENT,
    PUSH_BACK,
)
from duplexworld.caller.understanding import Act, Reading, TurnReader
from duplexworld.caller.understanding.values import mentioned_value
from duplexworld.scenario import Fact, Scenario
from duplexworld.scenario.schema import CallerAction

if TYPE_CHECKING:
    from duplexworld.caller.persona import Persona
    from duplexworld.caller.policy import Decision, _State

__all__ = ["Responses"]


class Responses:
    """The caller's replies to agent turns; mixed into the policy, which supplies state.

    Expects ``scenario``, ``persona``, ``_state`` and the policy's ``_choose``, ``_reader``,
    ``_answer``, ``_may_reveal`` and ``_perform``.
    """

    scenario: Scenario
    persona: Persona | None
    planner: LLMPlanner | None
    _state: _State

    def _choose(self, options: tuple[str, ...], plan: str) -> str:
        raise NotImplementedError

    def _reader(self) -> TurnReader:
        raise NotImplementedError

    def _answer(self, fact: Fact) -> str:
        raise NotImplementedError

    def _may_reveal(self, fact: Fact) -> bool:
        raise NotImplementedError

    def _perform(self, action: CallerAction) -> Decision:
        raise NotImplementedError

    def _respond(self, reading: Reading) -> Decision | None:
        """What to say to the agent's turn (None: nothing; keep listening)."""
        script = self.scenario.script
        state = self._state
        reader = self._reader()
        corrected = frozenset(state.corrected)
        wrong = [
            act
            for act in reading.acts
            if act.intent == "readback" and reader.matches(act, corrected) is False
        ]
        requests = [act for act in reading.requests if act.intent != "close"]
        if not requests or (
            reading.has("refuse", question=False)
            and all(a.intent in ("close", "confirm") for a in requests)
        ):
            if wrong:  # "I have your date of birth as April eighth": set it right
                return self._set_right(reader.judged(wrong[0], corrected))
            if (due := self._due_correction()) is not None:
                # "I couldn't find you. Anything else?": a person sets the premise right
                # before anything else, goodbye included
                return self._correct(due)
            # a refusal comes first, even when the agent closes in the same breath ("I can't
            # do that. Anything else?"): the caller insists as its persona does
            if reading.has("refuse", question=False) and (pushed := self._push_back()):
                if pushed[0] == "accept" and reading.has("close"):
                    goodbye = self._choose(script.thanks_goodbye, "close")
                    return "close", [*pushed[1], goodbye], (), "refusal held, agent closed", True
                return pushed
            if reading.has("close"):
                goodbye = self._choose(script.thanks_goodbye, "close")
                return "close", [goodbye], (), "agent closed", True
            last = reading.acts[-1] if reading.acts else None
            if last is not None and last.intent == "readback" and reader.matches(last, corrected):
                return "confirm", [self._choose(CONFIRM_YES, "yes")], (), "read back right", False
            return None
        texts: list[str] = []
        revealed: list[str] = []
        plans: list[str] = []
        # a correction the caller owes is said in this reply unless the agent asks the caller
        # to do a step on their side (an instruction is never swallowed by it)
        due = None if any(act.intent == "do" for act in requests) else self._due_correction()
        if due is not None:
            plan, said, facts, _reason, _hang = self._correct(due)
            texts += said
            revealed += facts
            plans.append(plan)
        if wrong:
            plan, said, facts, _reason, _hang = self._set_right(reader.judged(wrong[0], corrected))
            texts += said
            revealed += facts
            plans.append(plan)
        for act in requests:
            if act.intent in ("ask", "which") and act.fact is not None:
                if act.fact in revealed:
                    continue
                fact = self.scenario.fact(act.fact)
                if self._may_reveal(fact):
                    texts.append(self._answer(fact))
                    revealed.append(fact.key)
                    plans.append("answer")
                else:
                    texts.append(self._choose(script.decline_unknown, f"decline:{fact.key}"))
                    plans.append("decline")
            elif act.intent == "confirm":
                plan, said, facts = self._confirm(act, corrected)
                texts += said
                revealed += facts
                plans.append(plan)
            elif act.intent == "approval":
                texts.append(self._choose(script.approve, "approve"))
                plans.append("approve")
            elif act.intent == "do" and not texts:
                action = next(a for a in self.scenario.caller_actions if a.key == act.action)
                return self._perform(action)
            elif act.intent in ("greet", "which"):
                texts.append(self._choose(script.opening, "opening"))
                plans.append("restate")
            elif act.intent == "hold":
                texts.append(self._choose(HOLD_OK, "hold"))
                plans.append("hold_ok")
            elif act.intent == "still_there":
                texts.append(self._choose(PRESENT, "present"))
                plans.append("present")
            elif act.intent == "repeat" and state.last_text:
                texts.append(state.last_text)
                plans.append("repeat")
            elif act.intent == "clarify" and not texts:
                # unsure what is asked: ask back rather than give a fact the agent did not
                # ask for (a clarification beside an answer would only muddle it)
                line = self._choose(ASK_BACK[act.ask_back or "what"], f"ask_back:{act.ask_back}")
                texts.append(line)
                plans.append("clarify")
        if not texts:
            text = self._choose(script.decline_unknown, "decline")
            return "decline", [text], (), "question not understood", False
        texts = list(dict.fromkeys(texts))
        order = (
            "correct",
            "answer",
            "correct_readback",
            "confirm",
            "approve",
            "decline",
            "clarify",
        )
        plan = next((p for p in order if p in plans), plans[0])
        return plan, texts, tuple(dict.fromkeys(revealed)), "asked", False

    def _confirm(
        self, act: Act, corrected: frozenset[str]
    ) -> tuple[str, list[str], tuple[str, ...]]:
        """Answer "Is that right?": yes, or no with the right value."""
        state = self._state
        key = act.fact or (state.last_facts[-1] if state.last_facts else None)
        if key is None:
            return "confirm", [self._choose(CONFIRM_YES, "yes")], ()
        fact = self.scenario.fact(key)
        if not self._may_reveal(fact):
            return "decline", [self._choose(self.scenario.script.decline_unknown, "decline")], ()
        if act.fact is None:
            # "Is that five p.m.?" right after the caller said its time: the value said is
            # compared with the fact just given, so a wrong one is never confirmed
            value = mentioned_value(act.text, fact, named=True)
            act = replace(act, fact=key, value=value)
        verdict = self._reader().matches(act, corrected)
        if verdict is None and act.value is not None:
            # a value said in words the caller cannot judge (free text in other words):
            # neither a yes nor a correction, it asks to hear it again
            return "clarify", [self._choose(ASK_BACK["repeat"], "ask_back:repeat")], ()
        if verdict is not False:
            return "confirm", [self._choose(CONFIRM_YES, "yes")], (key,)
        # the value the verdict rests on: another of the caller's said wrong beside a right one
        plan, texts, facts, _reason, _hang = self._set_right(self._reader().judged(act, corrected))
        return plan, texts, facts

    def _set_right(self, act: Act) -> Decision:
        """The agent holds a wrong value: say so and give the right one."""
        assert act.fact is not None
        fact = self.scenario.fact(act.fact)
        if not self._may_reveal(fact):
            text = self._choose(DENY, "deny")
            return "correct_readback", [text], (), "wrong read-back", False
        texts = [self._choose(DENY, "deny"), self._answer(fact)]
        return "correct_readback", texts, (fact.key,), "wrong read-back", False

    def _due_correction(self) -> Fact | None:
        """A correction the caller owes now: it gave the fact, perceived the act the
        correction follows, and has not said it yet."""
        state = self._state
        for fact in self.scenario.facts:
            correction = fact.correction
            if (
                correction is not None
                and fact.key not in state.corrected
                and fact.key in state.revealed
                and correction.after in state.events
            ):
                return fact
        return None

    def _correct(self, fact: Fact) -> Decision:
        """Say the correction of ``fact`` (from the scenario's variants)."""
        correction = fact.correction
        assert correction is not None
        self._state.corrected.add(fact.key)
        template = self._choose(correction.variants, f"correct:{fact.key}")
        text = template.format(spoken=correction.spoken)
        return "correct", [text], (fact.key,), f"after {correction.after}", False

    def _push_back(self) -> Decision | None:
        """After a refusal: insist (with a reason) as often as the persona does, then accept."""
        state = self._state
        rounds = self.persona.insistence if self.persona else 1
        if state.pushbacks < rounds:
            state.pushbacks += 1
            line = self._choose(PUSH_BACK[state.pushbacks - 1], f"push:{state.pushbacks}")
            return "push_back", [line], (), f"refused ({state.pushbacks} of {rounds})", False
        if state.accepted_refusal:
            return None
        state.accepted_refusal = True
        return "accept", [self._choose(ACCEPT, "accept")], (), "refusal held", False

    def _reply(self, reading: Reading, turn: str) -> Decision | None:
        """The reply to an agent turn: the LLM's guarded plan when an LLM caller is set up,
        else (or when its plan is rejected) the deterministic reply."""
        self._state.history.append(("agent", turn))
        if self.planner is None or reading.has("do") or self._due_correction() is not None:
            # a caller-side step and a correction owed are the script's, not the LLM's
            return self._respond(reading)
        from duplexworld.metrics.judges.client import JudgeError

        allowed = tuple(f for f in self.scenario.facts if self._may_reveal(f))
        context = PlanContext(
            goal=self.scenario.goal,
            persona=self.persona,
            allowed=allowed,
            history=tuple(self._state.history[:-1]),
            turn=turn,
        )
        try:
            plan = guard(self.planner.plan(context), self.scenario, allowed)
        except (PlanRejected, JudgeError) as exc:
            fallback = self._respond(reading)
            if fallback is None:
                return None
            name, texts, facts, reason, hang = fallback
            return name, texts, facts, f"llm plan rejected ({exc}); {reason}", hang
        if plan.plan == "wait":
            return None
        return plan.plan, [plan.text], plan.facts, "llm plan", plan.plan == "hang_up"
