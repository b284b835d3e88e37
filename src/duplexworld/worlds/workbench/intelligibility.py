"""Is every value the workbench user says heard right in its own voice over the clean line?

A workflow is only fair if a right agent can hear what the user tells it. Each line the user
may say that carries a value (every answer variant, every correction variant, the "No, that's
wrong. The <field> is <value>." of a disputed read-back, a number set right, digits said one
by one) is spoken exactly as the user's speech bank speaks it (the persona's voice without
accents), passed tick by tick through the clean channel (band-pass, G.711) and recognised by
the bundled recogniser. The value the reference agent's parser takes from that transcript
(``agent_values``, the way the agent reads an answer or a correction, as a list or an option
of the form where the field is one) is graded by the field's own grader. A line fails when
that grade is not correct; it is ``misheard`` when the value's words are not all in the
transcript either (the voice or the recogniser loses them: re-author the value), ``parsed``
when they are (every word heard, yet a dropped comma, an added word or a label heard off
keeps the agent from the right value).

The realistic channel's noise and losses are not checked here: mishearing there remains part
of the test.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import numpy as np

from duplexworld.caller.persona import persona
from duplexworld.caller.phrases import DENY
from duplexworld.channel.chain import CleanChannel
from duplexworld.scenario import Fact, Scenario
from duplexworld.speech.asr import WhisperASR
from duplexworld.speech.bank import SpeechBank
from duplexworld.units import TELEPHONE_RATE, samples_per_tick
from duplexworld.util.filecache import JsonFileCache
from duplexworld.worlds.workbench.agent_dialogue import READ_BACK
from duplexworld.worlds.workbench.agent_values import (
    after_label,
    form_options,
    is_list,
    list_items,
    parse_answer,
    parts_by_field,
    pick_option,
)
from duplexworld.worlds.workbench.artifacts import Artifact, FieldSpec, render_artifact
from duplexworld.worlds.workbench.graders import content_words, grade_field
from duplexworld.worlds.workbench.user_lines import count_with_digits, digit_by_digit, disputed
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec, render

if TYPE_CHECKING:
    from rich.console import Console as RichConsole

LineKind = Literal["answer", "correction", "dispute", "digits", "count"]
"""Which of the user's plans the line belongs to."""
Verdict = Literal["heard", "misheard", "parsed"]
"""``heard``: the agent takes a correct value; ``misheard``: the value's words are not all in
the transcript; ``parsed``: they are, yet the agent's reading of them grades wrong."""

WORD_KINDS = frozenset({"text", "name"})
"""Fact kinds whose value is words (checked by default; digits, dates and counts on ask)."""
TICK = samples_per_tick(TELEPHONE_RATE)


@dataclass(frozen=True)
class Line:
    """One line the user may say that carries a value."""

    workflow: str
    fact: str
    kind: LineKind
    value: str
    """The value the line gives (the fact's, or its correction's)."""
    spoken: str
    """The value as the user says it."""
    text: str


@dataclass(frozen=True)
class Check:
    """A line, what the recogniser heard and what the agent would take from it."""

    line: Line
    heard: str
    got: str | None
    verdict: Verdict
    reason: str


def value_lines(
    scenario: Scenario, field_of: dict[str, str], form: str, kinds: frozenset[str] = WORD_KINDS
) -> list[Line]:
    """Every line of the user's that carries a value of a fact of one of ``kinds``, exactly
    as the user policy words it (``user.WorkbenchUser``); a dispute only of a value the
    agent reads back (``field_of``: the form field each fact fills; ``form``: the form as
    ``read_artifact`` shows it)."""
    lines: list[Line] = []
    for fact in scenario.facts:
        if fact.kind not in kinds:
            continue
        read_back = _read_back(fact, form, field_of.get(fact.key))
        said = [(fact.value, fact.spoken)]
        if fact.correction is not None:  # asked again after correcting it: the new value
            said.append((fact.correction.value, fact.correction.spoken))
            for template in fact.correction.variants:
                text = template.format(spoken=fact.correction.spoken)
                lines.append(_line(scenario, fact, "correction", *said[-1], text))
        for value, words in said:
            for template in fact.answer_variants:
                text = template.format(spoken=words)
                lines.append(_line(scenario, fact, "answer", value, words, text))
            for deny in DENY if read_back else ():  # a wrong read-back set right, naming it
                text = disputed(deny, fact.label, words)
                lines.append(_line(scenario, fact, "dispute", value, words, text))
            if fact.kind == "digits" and value.isdigit():  # asked for it digit by digit
                text = digit_by_digit(value)
                lines.append(_line(scenario, fact, "digits", value, words, text))
            said_again = count_with_digits(value, words) if fact.kind == "number" else None
            if said_again is not None:  # a count set right, asked for again
                lines.append(_line(scenario, fact, "count", value, words, said_again))
    return list(dict.fromkeys(lines))


def _read_back(fact: Fact, form: str, field: str | None) -> bool:
    """Whether the agent reads the fact's value back before the approval (so the user may
    dispute it): values of a shape, and free text that is neither a list nor an option
    (``agent_dialogue.Dialogue._reads_back``, here on the value the user holds)."""
    if fact.kind in READ_BACK:
        return True
    listed = field is not None and (is_list(form, field) or bool(form_options(form, field)))
    return fact.kind == "text" and not listed and not re.search(r"\d", fact.value)


def _line(
    scenario: Scenario, fact: Fact, kind: LineKind, value: str, words: str, text: str
) -> Line:
    return Line(scenario.id, fact.key, kind, value, words, text)


class Recognition:
    """The user's line as the agent's recogniser hears it over the clean channel; cached by
    the text, the voice's bank spec and the recogniser's spec (audio is a pure function of the
    first two), within the run and on disk."""

    def __init__(self, asr: WhisperASR, disk: JsonFileCache | None = None) -> None:
        """Hear with ``asr`` (the bundled recogniser); ``disk`` is the cache across runs
        (none: every line is recognised in this run)."""
        self.asr = asr
        self.disk = disk
        self._memory: dict[str, str] = {}
        self.recognised = 0
        """Lines recognised afresh in this run (the rest came from a cache)."""

    def heard(self, bank: SpeechBank, text: str) -> str:
        """What the recogniser makes of ``text`` spoken by ``bank`` over the clean line."""
        payload = {"text": text, "voice": bank.spec(), "asr": self.asr.spec(), "line": "clean"}
        key = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        if key in self._memory:
            return self._memory[key]
        cached = self.disk.get(key) if self.disk is not None else None
        if isinstance(cached, str):
            self._memory[key] = cached
            return cached
        heard = self.asr.transcribe(_over_clean_line(np.asarray(bank.speak(text))))
        self.recognised += 1
        self._memory[key] = heard
        if self.disk is not None:
            self.disk.put(key, heard)
        return heard


def _over_clean_line(audio: np.ndarray) -> np.ndarray:
    """The audio as the agent receives it: tick by tick through the clean channel (the filter
    state carries over, as in a call), the last tick padded with silence as the user's is."""
    channel = CleanChannel()
    padded = np.zeros(-(-audio.size // TICK) * TICK, dtype=np.float32)
    padded[: audio.size] = audio
    ticks = [channel.process(padded[i : i + TICK]).pcm for i in range(0, padded.size, TICK)]
    return np.concatenate(ticks) if ticks else np.zeros(0, dtype=np.int16)


def taken_value(
    line: Line, heard: str, scenario: Scenario, form: str, field: str | None
) -> str | None:
    """The value the reference agent writes from ``heard``: an answer parsed by the fact's
    kind; a correction or dispute from its part naming the field, after the label; then as
    the form's list or option where the field is one."""
    fact = scenario.fact(line.fact)
    part = heard
    if line.kind in ("correction", "dispute"):
        parts = [p for f, p in parts_by_field(heard, list(scenario.facts)) if f.key == fact.key]
        if not parts:
            return None  # the field is not named: the agent cannot tell what is corrected
        part = after_label(parts[0], fact)
    value = parse_answer(part, fact)
    if value is None or field is None:
        return value
    if is_list(form, field):
        value = list_items(value)
    options = form_options(form, field)
    if options:
        return pick_option(part, options)
    return value


def words_heard(value: str, heard: str) -> bool:
    """Whether every content word of ``value`` is in ``heard`` (case, punctuation, stems and
    words written together or apart as the graders read them)."""
    return content_words(value, heard) <= content_words(heard, value)


def check_workflow(
    spec: WorkflowSpec,
    recognition: Recognition,
    kinds: frozenset[str] = WORD_KINDS,
    facts: Collection[str] | None = None,
) -> list[Check]:
    """Every value line of one workflow (of the ``facts`` named, or all), heard and graded."""
    scenario = Scenario.model_validate(render(spec))
    bank = _bank(scenario)
    fields = {f.name: f for f in spec.template.fields}
    field_of = {
        fill.source.fact: fill.field for fill in spec.fills if isinstance(fill.source, FromUser)
    }
    artifact = Artifact(id="ART-1", template=spec.template.id, title=spec.artifact_title)
    form = render_artifact(artifact, spec.template)
    checks = []
    for line in value_lines(scenario, field_of, form, kinds):
        if facts is not None and line.fact not in facts:
            continue
        heard = recognition.heard(bank, line.text)
        name = field_of.get(line.fact)
        got = taken_value(line, heard, scenario, form, name)
        checks.append(_verdict(line, heard, got, fields.get(name) if name else None))
    return checks


def _verdict(line: Line, heard: str, got: str | None, field: FieldSpec | None) -> Check:
    if field is not None:
        grade = grade_field(field, line.value, got)
        if grade.correct:
            return Check(line, heard, got, "heard", f"{field.grader}: {grade.reason}")
        reason = f"{field.grader}: {grade.reason}"
    elif got is not None and words_heard(line.value, got):
        return Check(line, heard, got, "heard", "the value's words")
    else:
        reason = "no field: the value's words"
    verdict: Verdict = "parsed" if words_heard(line.spoken, heard) else "misheard"
    return Check(line, heard, got, verdict, reason)


def _bank(scenario: Scenario) -> SpeechBank:
    from duplexworld.caller.components import speech_bank

    # the user's own voice on the clean channel: the persona's, without accents
    return speech_bank(persona(scenario.persona).voice(accents=False))


def check_catalogue(
    specs: Iterable[WorkflowSpec],
    recognition: Recognition,
    kinds: frozenset[str] = WORD_KINDS,
    progress: Callable[[WorkflowSpec, list[Check]], None] | None = None,
) -> list[Check]:
    """Every value line of every workflow of ``specs``; ``progress`` after each workflow."""
    checks: list[Check] = []
    for spec in specs:
        found = check_workflow(spec, recognition, kinds)
        checks += found
        if progress is not None:
            progress(spec, found)
    return checks


def failures_table(checks: Iterable[Check]) -> str:
    """The failed lines as a Markdown table (workflow, field, value, line, heard, taken)."""
    rows = [
        "| workflow | fact | verdict | value | line | heard | taken |",
        "|---|---|---|---|---|---|---|",
    ]
    for check in checks:
        if check.verdict == "heard":
            continue
        line = check.line
        cells = (
            line.workflow.removeprefix("workbench_"),
            line.fact,
            check.verdict,
            line.value,
            line.text,
            check.heard,
            check.got if check.got is not None else "(none)",
        )
        rows.append("| " + " | ".join(re.sub(r"\|", "/", c) for c in cells) + " |")
    return "\n".join(rows) + "\n"


def run_check(workflows: list[str], kinds: str, console: RichConsole) -> int:
    """``duplexworld workbench check-speech``: progress per workflow, then the failures
    table; 0 when every line is heard, 1 when some are not, 2 for an unknown workflow or
    kind."""
    from duplexworld.caller.components import whisper
    from duplexworld.scenario.schema import FactKind
    from duplexworld.worlds.workbench.catalog import BUILDERS

    known_kinds = set(FactKind.__args__)  # type: ignore[attr-defined]
    chosen = frozenset(k.strip() for k in kinds.split(",") if k.strip())
    if not chosen or chosen - known_kinds:
        bad = ", ".join(sorted(chosen - known_kinds)) or "(none)"
        console.print(f"[red]error:[/] --kinds: unknown kind {bad} (known: {sorted(known_kinds)})")
        return 2
    specs = [build() for build in BUILDERS]
    if workflows:
        wanted = {w if w.startswith("workbench_") else f"workbench_{w}" for w in workflows}
        unknown = wanted - {s.id for s in specs}
        if unknown:
            console.print(f"[red]error:[/] --workflow: no workflow {', '.join(sorted(unknown))}")
            return 2
        specs = [s for s in specs if s.id in wanted]
    from rich.console import Console

    status = Console(stderr=True, highlight=False)  # progress apart from the table on stdout
    recognition = Recognition(whisper(), JsonFileCache("intelligibility"))
    started = time.perf_counter()
    done = [0]

    def progress(spec: WorkflowSpec, found: list[Check]) -> None:
        done[0] += 1
        bad = Counter(c.verdict for c in found if c.verdict != "heard")
        status.print(
            f"[{done[0]}/{len(specs)}] {spec.id}: {len(found)} lines, "
            f"{bad['misheard']} misheard, {bad['parsed']} parsed wrong "
            f"({time.perf_counter() - started:.0f} s)"
        )

    checks = check_catalogue(specs, recognition, chosen, progress)
    elapsed = time.perf_counter() - started
    failed = [c for c in checks if c.verdict != "heard"]
    workflows_failed = len({c.line.workflow for c in failed})
    status.print(
        f"{len(checks)} lines of {len(specs)} workflows in {elapsed:.0f} s "
        f"({recognition.recognised} recognised afresh); {len(failed)} not heard right, "
        f"in {workflows_failed} workflows"
    )
    if failed:
        print(failures_table(failed), end="")
    return 1 if failed else 0
