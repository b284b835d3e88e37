"""The workbench reference agent: the workflow's procedure, what it heard, what tools returned.

Like the enterprise oracle it knows the steps (tool names), which user fact each field takes,
which earlier result each id or value is read from, and which actions the user must approve;
it never reads a literal value from the gold, the user's facts or the records. It asks for
each value in its own words (``agents.phrasing``), parses the transcript by the fact's kind
(the oracle's parsers: the shape of a value, never the value), picks a choice field's option
from the options the form shows, reads record and document values off the results it got,
reads the user's values back before asking for approval, and commits only after a spoken yes
with a quiet line after it. A correction it hears (said over it, too: it stops talking when
the user cuts in) is written as a new version, the artifact is submitted again and approval is
asked again; a withdrawn approval is never acted on.
"""

from __future__ import annotations

import re
from typing import Any

from duplexworld.agents import phrasing
from duplexworld.agents.base import (
    AgentChunk,
    AgentContext,
    AgentInput,
    ReferenceContext,
    TextInput,
)
from duplexworld.agents.oracle import Transcriber
from duplexworld.agents.voice_io import LineOut, Listener, Speaker, SpeechOut, TextOut
from duplexworld.scenario import Scenario
from duplexworld.scenario.provenance import resolve_result
from duplexworld.scenario.schema import FactRef, GoldAction, ResultRef
from duplexworld.units import seconds_to_ticks
from duplexworld.world import ToolCall, ToolResult
from duplexworld.worlds.workbench.agent_dialogue import (
    CONFIRM_NOW,
    MAX_ASKS,
    MAX_DISPUTES,
    WRITE_PAUSE,
    Dialogue,
)
from duplexworld.worlds.workbench.agent_lines import (
    CANCELLED,
    CANNOT_CANCEL,
    CANNOT_COMPLETE,
    COMMITTED,
    GREETING,
    HINTS,
    PREPARED,
    RECHECKING,
)
from duplexworld.worlds.workbench.agent_values import CORRECTION as _CORRECTION
from duplexworld.worlds.workbench.agent_values import (
    form_options,
    is_list,
    list_items,
    parse_answer,
)
from duplexworld.worlds.workbench.agent_values import pick_option as _pick_option
from duplexworld.worlds.workbench.rules import evaluate, rule_fields, stated_rule, written

__all__ = [
    "HINTS",
    "MAX_ASKS",
    "MAX_DISPUTES",
    "WorkbenchReferenceAgent",
    "_CORRECTION",
    "_pick_option",
    "list_items",
    "parse_answer",
]

ANSWER_TIMEOUT = seconds_to_ticks(8.0)
"""Quiet after a question from which it is asked again."""
CLOSE_TIMEOUT = seconds_to_ticks(6.0)
"""Quiet after the closing line from which the agent ends the call."""
MAX_REFUSALS = 2
"""Times a refused step is tried again before the agent goes on without it."""
SETTLE = 3
"""Quiet ticks after the user's speech before the agent acts or speaks again."""
BARGE_TICKS = 2
"""Ticks of user speech over the agent after which it stops talking."""


class WorkbenchReferenceAgent(Dialogue):
    """Reference agent for the workbench (registered as the world's ``oracle``)."""

    name = "oracle"

    def __init__(
        self,
        speaker: Speaker,
        asr: Transcriber,
        speaker_spec: dict[str, Any] | None = None,
        asr_spec: dict[str, Any] | None = None,
        write_pause: int = WRITE_PAUSE,
        settle: int = SETTLE,
        read_back_each: bool = True,
    ) -> None:
        """Build the agent; ``write_pause`` (quiet ticks after a yes before the commit) and
        ``settle`` (quiet ticks after the user's turn before acting) default to the
        reference's; 0 and 0 make the agent that commits in its reply to the yes, as an
        LLM agent does (the revocation tests run both timings). ``read_back_each`` reads a
        digit string back on its own as soon as it is heard (``CONFIRM_NOW``); off, values
        are read back only before the approval (the tests compare the two)."""
        self.speaker = speaker
        self.asr = asr
        self._speaker_spec = speaker_spec or {}
        self._asr_spec = asr_spec or {}
        self.write_pause = write_pause
        self.settle = settle
        self.read_back_each = read_back_each

    def spec(self) -> dict[str, Any]:
        """Component spec for the trace header."""
        return {
            "name": "workbench_reference",
            "version": "1",
            "knows": "workflow procedure: steps, fact and result provenance (no literal values)",
            "write_pause_ticks": self.write_pause,
            "settle_ticks": self.settle,
            "read_back_each": sorted(CONFIRM_NOW) if self.read_back_each else [],
            "speech": self._speaker_spec,
            "asr": self._asr_spec,
        }

    # -- the call ---------------------------------------------------------------------------
    def start(self, context: AgentContext) -> None:
        """Prepare for a call; needs the reference context (the workflow's procedure)."""
        self._begin(context, SpeechOut(self.speaker))

    def start_text(self, context: AgentContext) -> None:
        """Prepare for a conversation in text mode: the same procedure, typed lines."""
        self._begin(context, TextOut())

    def _begin(self, context: AgentContext, out: LineOut) -> None:
        if not isinstance(context, ReferenceContext):
            raise TypeError("the workbench reference agent needs a ReferenceContext")
        self.scenario: Scenario = context.scenario
        self.seed = context.seed
        self.gold: tuple[GoldAction, ...] = decided_at_approval(self.scenario.gold_actions)
        self.out: LineOut = out
        self.listener = Listener()
        self.known: dict[str, str] = {}
        self.raw: dict[str, str] = {}  # fact key -> the whole answer heard (choice fields)
        self.chosen: dict[str, str] = {}  # fact key -> the option the form took for it
        self.results: list[str] = [""] * len(self.gold)
        self.written: dict[str, int] = {}  # fact key -> the update_field step that wrote it
        self.field_values: dict[str, str] = {}  # form field -> the value last written to it
        self.cursor = 0
        self.phase = "opening"
        self.waiting: dict[str, int] = {}  # call id -> gold step
        self.asking: str | None = None
        self.last_question = ""  # said again, word for word, when the user asks for it
        self.attempts: dict[str, int] = {}
        self.refusals: dict[int, int] = {}
        self.redo: list[int] = []  # field writes to make again before going on
        self.refilled: set[int] = set()
        self.read_back: list[str] = []  # the values last read back before asking approval
        self.to_confirm: list[str] = []  # fact keys heard, to read back on their own
        self.confirming: str | None = None  # the fact read back on its own, awaiting a yes
        self.confirmed: set[str] = set()  # facts the user confirmed on their own read-back
        self.confirms: dict[str, int] = {}  # fact key -> times read back on its own
        self.disputes: dict[str, int] = {}  # fact key -> corrections not heard whole
        self.asked_at = 0
        self.approved_at: int | None = None
        self.quiet_since = 0
        self.overlap = 0
        self.calls = 0
        self.tick = 0
        self.notes: list[str] = []
        self.closed_at: int | None = None
        self.cancelling = False  # the user cancelled: the cancel call is due
        self.cancel_call: str | None = None
        self.out.say(GREETING)

    def step(self, data: AgentInput) -> AgentChunk:
        """Listen, act on results and answers, speak."""
        self.tick = data.tick
        self.notes = []
        for result in data.tool_results:
            self._result(result)
        turn = self.listener.feed(data.audio)
        if self.listener.in_speech:
            self.quiet_since = data.tick
            self.overlap = self.overlap + 1 if self.out.playing else 0
            if self.overlap >= BARGE_TICKS:  # the user cut in: stop talking and listen
                self.out = SpeechOut(self.speaker)
                self.notes.append("user barged in: stopped speaking")
        else:
            self.overlap = 0
        if turn is not None:
            self._heard(self.asr.transcribe(turn))
        return self._after_listening(data.tick)

    def step_text(self, data: TextInput) -> AgentChunk:
        """Read the user's message (if one arrived), act on results and answers, write."""
        self.tick = data.tick
        self.notes = []
        for result in data.tool_results:
            self._result(result)
        if data.text:
            self.quiet_since = data.tick  # a message, like a spoken turn, is then settled on
            self._heard(data.text)
        return self._after_listening(data.tick)

    def _after_listening(self, tick: int) -> AgentChunk:
        if self.out.busy:  # a question is out only once it has been said
            self.asked_at = tick
        calls: tuple[ToolCall, ...] = ()
        settled = tick - self.quiet_since >= self.settle  # the user has finished, not paused
        if not self.waiting and not self.out.busy and not self.listener.in_speech and settled:
            calls = self._advance()
        audio, text = self.out.next_tick(hold=self.listener.in_speech)
        # never while the user is speaking or the agent's last words are still going out
        end = (
            self.closed_at is not None
            and tick - self.closed_at > CLOSE_TIMEOUT
            and not self.out.busy
            and not self.listener.in_speech
        )
        return AgentChunk(
            audio=audio, transcript=text, tool_calls=calls, end_call=end, notes=tuple(self.notes)
        )

    def _submit_step(self) -> int:
        return next((i for i, a in enumerate(self.gold) if a.name == "submit"), self.cursor)

    def _fill_missing(self, names: str) -> None:
        """Submit said which fields are empty: go back and ask for them again."""
        missing = {name.strip() for name in names.split(",")}
        for index, action in enumerate(self.gold):
            field = action.arguments.get("field")
            value = action.arguments.get("value")
            if action.name != "update_field" or not isinstance(field, ResultRef):
                continue
            shown = resolve_result(field, self.results, self.known)
            if shown and shown[0] in missing and index not in self.refilled:
                self.refilled.add(index)  # asked again once; then it stays missing
                if isinstance(value, FactRef):
                    self.known.pop(value.fact, None)
                    self.attempts.pop(value.fact, None)
                self.redo.append(index)
                self.refusals.pop(self._submit_step(), None)

    def _cannot_complete(self, names: str) -> None:
        """A required field stays empty after every ask: tell the user and end the work
        (asking for an approval of a form that cannot be submitted would loop)."""
        missing = {name.strip() for name in names.split(",")}
        form = self._form()
        labels = [
            m.group(1)
            for name in sorted(missing)
            if (m := re.search(rf"- {re.escape(name)} \(([^;)]+)", form)) is not None
        ] or sorted(missing)
        self.notes.append(f"cannot complete: {', '.join(sorted(missing))} never heard")
        self.redo.clear()
        self.cursor = len(self.gold)
        self.phase = "closing"
        self.closed_at = self.tick
        self.out.say(CANNOT_COMPLETE.format(labels=" and the ".join(labels)))

    def _redo(self, key: str) -> None:
        """Write a corrected field again, and the fields read off a passage it picked (the
        buses the rule gives for the count); a submitted artifact is submitted and approved
        anew. A field not written yet takes the new value when it is."""
        step = self.written.pop(key, None)
        picked = [
            index
            for index, action in enumerate(self.gold[: self.cursor])
            if action.name == "update_field"
            and isinstance(value := action.arguments.get("value"), ResultRef)
            and key in {ref.fact for ref in value.fact_refs()}
            and index not in self.redo
        ]
        if step is None and not picked:
            return
        again = ([step] if step is not None else []) + picked
        self.redo += again + self._derived_from(again)
        self.cursor = min(self.cursor, self._submit_step())

    def _derived_from(self, steps: list[int]) -> list[int]:
        """The written fields whose rule (stated on the form) reads a field one of ``steps``
        writes: computed again after it, in the form's order."""
        changed = {self._field_at(index) for index in steps}
        return [
            index
            for index, action in enumerate(self.gold[: self.cursor])
            if action.name == "update_field"
            and index not in self.redo
            and index not in steps
            and (rule := self._rule_of(self._field_at(index))) is not None
            and changed & set(rule_fields(rule))
        ]

    def _field_at(self, index: int) -> str:
        """The form field gold step ``index`` writes (as the form names it), or ""."""
        field = self.gold[index].arguments.get("field")
        if isinstance(field, ResultRef):
            found = resolve_result(field, self.results, self.known)
            return found[0] if found else ""
        return str(field or "")

    def _rule_of(self, field: str) -> str | None:
        """The rule the form states in a field's label, or None."""
        line = re.search(
            rf"(?m)^- {re.escape(field)} \((.*?); (?:required|optional);", self._form()
        )
        return stated_rule(line.group(1)) if line and field else None

    # -- acting -----------------------------------------------------------------------------
    def _result(self, result: ToolResult) -> None:
        if result.call_id == self.cancel_call:
            self.cancel_call = None
            self._close(CANCELLED if result.ok else CANNOT_CANCEL)
            if not result.ok:
                self.notes.append(f"cancel refused: {result.content}")
            return
        index = self.waiting.pop(result.call_id, None)
        if index is None:
            return
        self.results[index] = result.content
        action = self.gold[index]
        if index in self.redo:
            self.redo.remove(index)
        if not result.ok:
            self.notes.append(f"{action.name} refused: {result.content}")
            self.refusals[index] = self.refusals.get(index, 0) + 1
            if self.refusals[index] > MAX_REFUSALS and action.name != "commit":
                self.cursor = max(self.cursor, index + 1)  # give up on this step
                return
            if action.name == "commit" and "submit it first" in result.content:
                self.cursor = self._submit_step()
            elif action.name == "commit":  # never approved for this revision: ask again
                self.approved_at = None
                self.cursor = next(i for i in range(index, -1, -1) if self.gold[i].actor == "user")
            elif action.name == "submit" and "missing required fields:" in result.content:
                self._fill_missing(result.content.split("missing required fields:")[1])
                if not self.redo:  # each of them asked for again already: never heard
                    self._cannot_complete(result.content.split("missing required fields:")[1])
            return
        value = action.arguments.get("value")
        if action.name == "update_field" and isinstance(value, FactRef):
            self.written[value.fact] = index
        if index >= self.cursor:
            self.cursor = index + 1

    def _advance(self) -> tuple[ToolCall, ...]:
        if self.cancelling:
            return self._cancel()
        if self.phase in ("opening", "answer", "approval", "confirm", "closing"):
            return self._timeouts()
        if self._read_back_next():  # a value heard is read back before it is used
            return ()
        if self.redo:
            return self._call(self.redo[0], self.gold[self.redo[0]])
        if self.cursor >= len(self.gold):
            self.phase = "closing"
            self.closed_at = self.tick
            committed = any(action.name == "commit" for action in self.gold)
            self.out.say(COMMITTED if committed else PREPARED)
            return ()
        action = self.gold[self.cursor]
        if action.actor == "user":
            return self._ask_approval(action)
        if action.name == "commit" and self.approved_at is None:
            self.cursor -= 1  # back to the approval
            return ()
        if action.name == "commit" and self.tick - self.quiet_since < self.write_pause:
            return ()  # leave the user time to withdraw
        return self._call(self.cursor, action)

    # -- what the user reports at the approval ----------------------------------------------
    def _reread(self) -> None:
        """The user heard that something changed: read again every record read so far, and
        write anew the fields read off them (and those computed or picked from them); a
        submitted artifact is submitted and approved again. Nothing read yet: the read to
        come shows the change."""
        self.approved_at = None
        self.phase = "work"
        self.notes.append("the user reports a change: reading the records again")
        self.out.say(RECHECKING)
        reads = [
            index
            for index, action in enumerate(self.gold[: self.cursor])
            if action.name in ("search_records", "read_record") and self.results[index]
        ]
        if not reads:
            return
        writes = [
            index
            for index, action in enumerate(self.gold[: self.cursor])
            if action.name == "update_field"
            and index not in self.redo
            and _reads_off(action.arguments.get("value"), set(reads))
        ]
        again = writes + [i for i in self._derived_from(writes) if i not in writes]
        self.redo = reads + [i for i in self.redo if i not in reads] + again
        self.cursor = min(self.cursor, self._submit_step())

    def _resume(self, key: str) -> None:
        """A value given up on and heard later: run again the steps that went on without it
        (those that use it, the fields read off those reads, what is computed from them), in
        the procedure's order; a submitted artifact is submitted and approved again."""
        uses = [i for i, a in enumerate(self.gold[: self.cursor]) if _uses_fact(a, key)]
        reads = {i for i in uses if self.gold[i].name in ("search_records", "read_record")}
        writes = [
            index
            for index, action in enumerate(self.gold[: self.cursor])
            if action.name == "update_field"
            and (index in uses or _reads_off(action.arguments.get("value"), reads))
        ]
        again = set(uses) | set(writes) | set(self._derived_from(writes))
        self.redo = sorted(again | set(self.redo))
        self.cursor = min(self.cursor, self._submit_step())

    def _cancel_work(self) -> None:
        """The user decided not to go ahead: the artifact is cancelled next, never committed."""
        self.cancelling = True
        self.redo.clear()
        self.phase = "work"

    def _cancel(self) -> tuple[ToolCall, ...]:
        """The cancel call, on the artifact the commit would have been made on."""
        self.cancelling = False
        commit = next(i for i, a in enumerate(self.gold) if a.name == "commit")
        arguments = self._arguments(commit, self.gold[commit])
        if arguments is None:  # no artifact read: nothing to cancel
            self._close(CANCELLED)
            return ()
        self.calls += 1
        self.cancel_call = f"wb-{self.calls}"
        return (ToolCall(call_id=self.cancel_call, name="cancel", arguments=arguments),)

    def _close(self, line: str) -> None:
        """Say the closing line: the procedure is over."""
        self.cursor = len(self.gold)
        self.phase = "closing"
        self.closed_at = self.tick
        self.out.say(line)

    def _call(self, index: int, action: GoldAction) -> tuple[ToolCall, ...]:
        arguments = self._arguments(index, action)
        if arguments is None:
            return ()
        if action.name == "update_field":
            value = arguments["value"]
            self.field_values[str(arguments["field"])] = (
                ", ".join(value) if isinstance(value, list) else str(value)
            )
        self.calls += 1
        call_id = f"wb-{self.calls}"
        self.waiting[call_id] = index
        return (ToolCall(call_id=call_id, name=action.name, arguments=arguments),)

    def _timeouts(self) -> tuple[ToolCall, ...]:
        if (
            self.phase in ("answer", "approval", "confirm")
            and self.tick - self.asked_at > ANSWER_TIMEOUT
        ):
            if self.phase == "confirm":  # no reply: go on; the approval's read-back names it
                self.confirming = None
                self.phase = "work"
            elif self.phase == "answer" and self.asking is not None:
                self._ask(self.scenario.fact(self.asking))
            else:
                self.phase = "work"
        return ()

    def _arguments(self, index: int, action: GoldAction) -> dict[str, Any] | None:
        arguments: dict[str, Any] = {}
        for name, value in action.arguments.items():
            if isinstance(value, FactRef):
                if value.fact not in self.known:
                    self._ask(self.scenario.fact(value.fact))
                    return None
                if not self.known[value.fact]:  # never understood: go on without this step
                    self.notes.append(f"{action.name} skipped: no {value.fact}")
                    self._skip(index)
                    return None
                # a value the form took as one of its options is that option from then on
                arguments[name] = self.chosen.get(value.fact, self.known[value.fact])
            elif isinstance(value, ResultRef):
                # the passage is picked by what the user said (the forklift they run), also
                # through a value read off an earlier passage: ask for it first; never
                # heard, the field stays empty
                needed = [v.fact for v in value.fact_refs()]
                if unasked := [key for key in needed if key not in self.known]:
                    self._ask(self.scenario.fact(unasked[0]))
                    return None
                if any(not self.known[key] for key in needed):
                    self.notes.append(f"{action.name} skipped: no {name} without what was unheard")
                    self._skip(index)
                    return None
                found = resolve_result(value, self.results, self._near_values(needed))
                if not found:
                    self.notes.append(f"{action.name}: no {name} in the results I have")
                    self._fruitless(index, value)
                    return None
                arguments[name] = found[0]
            else:
                arguments[name] = value
        if action.name == "update_field" and not isinstance(
            source := action.arguments.get("value"), (FactRef, ResultRef)
        ):
            # a value neither heard nor read off a result: the rule the form states for the
            # field, over the values written to the fields it reads (never the gold's literal)
            rule = self._rule_of(str(arguments["field"]))
            result = evaluate(rule, self.field_values) if rule is not None else None
            if result is None:
                self.notes.append(f"{arguments['field']}: nothing to compute it from")
                self._skip(index)
                return None
            arguments["value"] = written(result)
        if action.name == "update_field":
            form = self._form()
            options = form_options(form, str(arguments["field"]))
            source = action.arguments.get("value")
            if is_list(form, str(arguments["field"])) and isinstance(source, FactRef):
                arguments["value"] = list_items(str(arguments["value"]))
            if options:
                heard = self.raw.get(source.fact, "") if isinstance(source, FactRef) else ""
                choice = _pick_option(heard or str(arguments["value"]), options)
                if choice is None and isinstance(source, FactRef):
                    # no option in the answer: ask again rather than write something else
                    self.notes.append(f"no option of {arguments['field']} in what I heard")
                    self.known.pop(source.fact, None)
                    self._ask(self.scenario.fact(source.fact))
                    return None
                if choice is not None:
                    arguments["value"] = choice
                    if isinstance(source, FactRef):
                        self.chosen[source.fact] = choice
        return arguments

    def _near_values(self, keys: list[str]) -> dict[str, str]:
        """The values heard, a choice field's as the option the form shows for the answer
        ("counterbalance trucks" is the option "counterbalance": the guide's passage names
        the forklift, not the trucks, and "trucks" is in another passage)."""
        values = dict(self.known)
        form = self._form()
        for key in keys:
            options = form_options(form, self._field_of(key))
            heard = self.raw.get(key) or self.known[key]
            if options and (choice := _pick_option(heard, options)) is not None:
                values[key] = choice
        return values

    def _fruitless(self, index: int, ref: ResultRef) -> None:
        """Step ``index`` reads a value off step ``ref.result``'s result and found none: run
        that step first if it never ran (skipped while its input was unheard); when the result
        is there but has no passage for what the user said picks it (a count misheard: no
        rule for 4 students), ask for that again; else ask again for what the step searched
        with (telling the user first) and run it again; after a few tries, or when its input
        was never heard (the user was told), go on without ``index``."""
        step = ref.result
        self.refusals[step] = self.refusals.get(step, 0) + 1
        used = [v.fact for v in self.gold[step].arguments.values() if isinstance(v, FactRef)]
        if self.refusals[step] > MAX_ASKS or any(self.known.get(key) == "" for key in used):
            self._skip(index)  # its field stays empty
            return
        if not self.results[step] and all(key in self.known for key in used):
            self._before(index, step)
            return
        picking = [v.fact for v in ref.fact_refs()]
        if self.results[step] and picking and not used:
            # searching again with the same words finds the same: what I heard may be wrong
            self.out.say(phrasing.NOT_FOUND)
            for key in picking:
                self.known.pop(key, None)
                self._redo(key)  # a field already written with it is written anew
            self._ask(self.scenario.fact(picking[0]))
            return
        for key in used:
            self.known.pop(key, None)
        self._before(index, step)
        if used:
            self.out.say(phrasing.NOT_FOUND)
            self._ask(self.scenario.fact(used[0]))

    def _skip(self, index: int) -> None:
        """Go on without step ``index`` (a write to make again is dropped)."""
        if index in self.redo:
            self.redo.remove(index)
        else:
            self.cursor = max(self.cursor, index + 1)

    def _before(self, index: int, step: int) -> None:
        """Run step ``step`` again before step ``index``: first among the writes to make again
        when ``index`` is one of them (else that write would be tried, and fail, every tick),
        or by going back to it."""
        if index in self.redo:
            if step not in self.redo:
                self.redo.insert(0, step)
        else:
            self.cursor = step

    def _form(self) -> str:
        """The form as the agent last read it (``read_artifact``'s text), or ""."""
        forms = [
            r for a, r in zip(self.gold, self.results, strict=True) if a.name == "read_artifact"
        ]
        return forms[-1] if forms else ""

    def _field_of(self, key: str) -> str:
        """The form field a fact is written to (as the form names it), or ""."""
        for action in self.gold:
            value, field = action.arguments.get("value"), action.arguments.get("field")
            if action.name == "update_field" and isinstance(value, FactRef) and value.fact == key:
                if isinstance(field, ResultRef):
                    found = resolve_result(field, self.results, self.known)
                    return found[0] if found else ""
                return str(field)
        return ""

    def close(self) -> None:
        """Nothing to release (no socket, no thread)."""


def decided_at_approval(gold: tuple[GoldAction, ...]) -> tuple[GoldAction, ...]:
    """The procedure as the agent runs it: a ``cancel`` step of the gold is where the user
    decides, so the agent asks for the approval of the commit there as in every workflow, and
    commits on a yes or cancels when the user cancels (what it hears decides, never the
    gold's end)."""
    steps: list[GoldAction] = []
    for action in gold:
        if action.name != "cancel":
            steps.append(action)
            continue
        ask = {"name": "approve", "actor": "user", "arguments": {"action": "commit"}, "info": ""}
        steps += [action.model_copy(update=ask), action.model_copy(update={"name": "commit"})]
    return tuple(steps)


def _uses_fact(action: GoldAction, key: str) -> bool:
    """Whether a gold step takes the value of fact ``key`` (said, or picking a passage)."""
    for value in action.arguments.values():
        if isinstance(value, FactRef) and value.fact == key:
            return True
        if isinstance(value, ResultRef) and key in {ref.fact for ref in value.fact_refs()}:
            return True
    return False


def _reads_off(value: object, steps: set[int]) -> bool:
    """Whether a gold value is read off the result of one of ``steps`` (or picked by a value
    read off one)."""
    if not isinstance(value, ResultRef):
        return False
    return value.result in steps or any(_reads_off(near, steps) for near in value.near)
