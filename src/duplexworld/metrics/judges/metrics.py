"""The judged metrics: CP (conversation progression), FAI (faithfulness), NLA (assertion).

Each is absent when no judge is configured or the judge fails (never 0, never guessed).
"""

from __future__ import annotations

import json
import logging
import threading
from typing import Any

from duplexworld.metrics.base import Absent, MetricDisplay, MetricSet, MetricValue
from duplexworld.metrics.judges.client import JudgeClient, JudgeError, Verdict
from duplexworld.metrics.judges.config import JudgeConfig, judge_config
from duplexworld.metrics.judges.prompts import (
    CP_VERSION,
    FAI_VERSION,
    NLA_VERSION,
    cp_messages,
    cp_score,
    fai_messages,
    fai_score,
    nla_messages,
    validate_cp,
    validate_fai,
    validate_nla,
)
from duplexworld.metrics.speech_checks import check_speech, heard_agent_speech
from duplexworld.scenario import Scenario
from duplexworld.trace import Heard, Terminated, ToolCalled, ToolReturned, Trace, Utterance
from duplexworld.units import ticks_to_seconds

__all__ = ["JUDGED_METRICS", "judge_client", "judge_transcript"]

log = logging.getLogger(__name__)

JUDGED_METRICS = ("CP", "FAI", "NLA")
"""Metrics that need a judge model (absent without one)."""

METRICS = MetricSet()
"""CP, FAI and NLA, registered by ``metrics.builtin``."""
_JUDGE = "no judge configured (DUPLEXWORLD_JUDGE_MODEL), or nothing for the judge to check"

TOOL_RESULT_CHARS = 1500
"""Tool results are cut to this length in judge transcripts (the prompt must stay bounded)."""

_CLIENT: tuple[JudgeConfig, str | None, JudgeClient] | None = None
_CLIENT_LOCK = threading.Lock()


def judge_client() -> JudgeClient | None:
    """A client for the active judge configuration, or None when none is configured."""
    global _CLIENT
    config = judge_config()
    if config is None:
        return None
    with _CLIENT_LOCK:
        # the key is excluded from JudgeConfig equality, so compare it separately
        if _CLIENT is None or _CLIENT[0] != config or _CLIENT[1] != config.api_key:
            _CLIENT = (config, config.api_key, JudgeClient(config))
        return _CLIENT[2]


def judge_transcript(trace: Trace) -> str:
    """The call as judges read it: timed speech lines, agent tool calls and their results.

    The agent's lines are its speech as the caller heard it (the caller's recognition of the
    agent's audio, :func:`~duplexworld.metrics.speech_checks.heard_agent_speech`), never the
    agent's self-reported transcript: what the agent claims it said is not what reached the
    caller. The caller's lines are the caller's own words. Part of every prompt: a change here
    changes verdicts, so bump the prompt versions.
    """
    heard: dict[int, list[str]] = {line.tick: [] for line in heard_agent_speech(trace)}
    for line in heard_agent_speech(trace):
        heard[line.tick].append(line.text)
    lines: list[str] = []
    for event in trace.events:
        at = f"[{ticks_to_seconds(event.tick):.1f}]"
        if isinstance(event, Heard | Utterance) and event.lane == "agent":
            texts = heard.pop(event.tick, [])  # once per tick, from whichever event came
            lines.extend(f"{at} AGENT: {text}" for text in texts)
        elif isinstance(event, Utterance):
            lines.append(f"{at} {event.lane.upper()}: {event.text}")
        elif isinstance(event, ToolCalled):
            who = "AGENT TOOL CALL" if event.actor == "agent" else "CALLER ACTION"
            arguments = json.dumps(event.arguments, sort_keys=True, ensure_ascii=False)
            lines.append(f"{at} {who}: {event.name} {arguments}")
        elif isinstance(event, ToolReturned):
            status = "ok" if event.ok else "error"
            content = event.content
            if len(content) > TOOL_RESULT_CHARS:
                content = content[:TOOL_RESULT_CHARS] + " [...]"
            who = "TOOL RESULT" if event.actor == "agent" else "CALLER ACTION RESULT"
            lines.append(f"{at} {who} {event.name} ({status}): {content}")
        elif isinstance(event, Terminated):
            lines.append(f"{at} CALL ENDED: {event.reason}")
    return "\n".join(lines) if lines else "(nothing was said)"


def _evidence(verdict: Verdict, client: JudgeClient, version: str) -> dict[str, Any]:
    return {
        "prompt_version": version,
        "model": client.config.model,
        "cache_key": verdict.key,
        "verdict": verdict.data,
    }


def _ask(
    name: str, version: str, messages: list[dict[str, str]], validate: Any
) -> tuple[Verdict, JudgeClient] | None:
    client = judge_client()
    if client is None:
        return None
    try:
        return client.verdict(name, version, messages, validate), client
    except JudgeError as exc:
        log.warning("%s absent: %s", name, exc)
        return None


@METRICS.metric(
    "CP",
    CP_VERSION,
    "conversation progression: four binary issues by a judge, 1-3",
    display=MetricDisplay(
        "dynamics",
        scale=(1.0, 3.0),
        absent=_JUDGE,
        core=True,
        description="conversation progression (judge), 1-3",
    ),
)
def conversation_progression(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """3 with no issue, 2 with one, 1 with two or more; absent without a judge."""
    asked = _ask("CP", CP_VERSION, cp_messages(judge_transcript(trace)), validate_cp)
    if asked is None:
        return None
    verdict, client = asked
    return MetricValue(
        name="CP",
        version=CP_VERSION,
        value=cp_score(verdict.data),
        evidence=_evidence(verdict, client, CP_VERSION),
    )


def _agent_context(scenario: Scenario, trace: Trace) -> tuple[str, str, list[dict[str, Any]]]:
    """(instructions, role, tool schemas) the agent was given, rebuilt from the scenario."""
    agent = trace.header.components.get("agent")
    agent_name = agent.get("name", "agent") if isinstance(agent, dict) else "agent"
    role = (
        f"the {agent_name} agent answering the phone for the {scenario.world} service, "
        "owning the call from greeting to goodbye"
    )
    instructions = "(not available)"
    tools: list[dict[str, Any]] = []
    # what the agent was given is in the trace header (traces before it was written there
    # say "not available"): scoring never rebuilds it from today's world code
    world = trace.header.components.get("world")
    if isinstance(world, dict):
        if isinstance(world.get("instructions"), str):
            instructions = str(world["instructions"])
        listed = world.get("tools")
        if isinstance(listed, list):
            tools = [
                {k: spec[k] for k in ("name", "description", "parameters") if k in spec}
                for spec in listed
                if isinstance(spec, dict)
            ]
    if isinstance(agent, dict) and isinstance(agent.get("instructions"), str):
        instructions = str(agent["instructions"])  # an agent that carries its own prompt
    return instructions, role, tools


@METRICS.metric(
    "FAI",
    FAI_VERSION,
    "faithfulness: five binary dimensions by a judge, minimum, 1-3",
    display=MetricDisplay(
        "naturalness",
        scale=(1.0, 3.0),
        absent=_JUDGE,
        core=True,
        description="faithfulness (judge), 1-3",
    ),
)
def faithfulness(scenario: Scenario, trace: Trace) -> MetricValue | None:
    """Minimum over dimensions of 3 (kept), 2 (minor), 1 (major); absent without a judge."""
    instructions, role, tools = _agent_context(scenario, trace)
    messages = fai_messages(instructions, role, tools, judge_transcript(trace))
    asked = _ask("FAI", FAI_VERSION, messages, validate_fai)
    if asked is None:
        return None
    verdict, client = asked
    return MetricValue(
        name="FAI",
        version=FAI_VERSION,
        value=fai_score(verdict.data),
        evidence=_evidence(verdict, client, FAI_VERSION),
    )


@METRICS.metric(
    "NLA",
    NLA_VERSION,
    "natural-language assertion: its deterministic speech checks, and a judge when configured",
    display=MetricDisplay(
        "agentic",
        scale=(0.0, 1.0),
        absent=_JUDGE,
        core=True,
        description="natural-language assertion checked by a judge",
    ),
)
def nl_assertion(scenario: Scenario, trace: Trace) -> MetricValue | Absent:
    """1 when the call satisfies the scenario's assertion, else 0; the evidence says which
    part decided (``decided_by``).

    The deterministic part (``nl_checks``: what the agent must or must not say, on its speech
    as the caller heard it) runs first; when it fails, NLA is 0 without a judge call. Then the
    judge, when one is configured, decides the rest of the assertion. Without a judge the
    deterministic part alone decides and the evidence says so; with neither (no checks, no
    judge) NLA is absent with the reason, never 1.
    """
    if not scenario.nl_assertion:
        return Absent(name="NLA", version=NLA_VERSION, reason="the scenario has no NL assertion")
    speech = check_speech(scenario, trace) if scenario.nl_checks else None
    evidence: dict[str, Any] = {"prompt_version": NLA_VERSION}
    if speech is not None:
        evidence["speech_checks"] = list(speech.checks)
        if speech.value == 0.0:
            evidence["decided_by"] = "deterministic"
            return MetricValue(name="NLA", version=NLA_VERSION, value=0.0, evidence=evidence)
    configured = judge_config() is not None
    if configured and not _agent_acted(trace):
        evidence["decided_by"] = "deterministic"
        evidence["deterministic"] = "the agent did nothing"
        return MetricValue(name="NLA", version=NLA_VERSION, value=0.0, evidence=evidence)
    asked = None
    if configured:
        messages = nla_messages(scenario.nl_assertion, judge_transcript(trace))
        asked = _ask("NLA", NLA_VERSION, messages, validate_nla)
    if asked is None:
        judge = "unavailable" if configured else "not configured"
        if speech is None:
            return Absent(
                name="NLA",
                version=NLA_VERSION,
                reason=f"judge {judge} and the assertion has no deterministic part",
            )
        evidence["decided_by"] = "deterministic"
        evidence["judge"] = f"{judge}: the judged part of the assertion was not checked"
        return MetricValue(name="NLA", version=NLA_VERSION, value=speech.value, evidence=evidence)
    verdict, client = asked
    evidence.update(_evidence(verdict, client, NLA_VERSION))
    evidence["decided_by"] = "judge" if speech is None else "deterministic+judge"
    return MetricValue(
        name="NLA",
        version=NLA_VERSION,
        value=float(verdict.data["satisfied"]),
        evidence=evidence,
    )


def _agent_acted(trace: Trace) -> bool:
    """Whether the agent was heard or called a tool (an empty call shows no conduct)."""
    return any(line.text.strip() for line in heard_agent_speech(trace)) or any(
        e.actor == "agent" for e in trace.events(ToolCalled)
    )
