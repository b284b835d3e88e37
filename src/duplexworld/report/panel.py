"""The metric panel of the report: which metric belongs to which pillar, how it is pooled,
its scale, and why a value can be absent.

REFERENCE.md section 3: three pillars (agentic, dynamics, naturalness), reported side by
side and never composed into one number. Auxiliary metrics sit with the pillar they inform.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from duplexworld.metrics.base import PLUGINS, plugin_display

Pooling = Literal["scenario_mean", "pass_k", "tau_rate", "tau_mean", "tau_ratio"]
"""How a cell's value is formed: mean over scenarios of per-scenario means (with a bootstrap
over scenarios); a Pass@k / Pass^k estimator; a tau-Voice share pooled over events (a
bootstrap over scenarios with their events kept together); a tau-Voice mean pooled over
events; a tau-Voice ratio of counts (interruptions per response event)."""


@dataclass(frozen=True)
class PanelMetric:
    """One column of the panel."""

    name: str
    """The column name in results.jsonl (or the estimator's name: pass@1, pass@3, pass^3)."""
    label: str
    pillar: str
    pooling: Pooling = "scenario_mean"
    scale: tuple[float, float] | None = (0.0, 1.0)
    """The metric's range, for the radar (``None``: not on the radar)."""
    higher_is_better: bool = True
    absent: str = "could not be computed for this episode"
    """Why an episode's value is absent (shown on hover)."""
    description: str = ""
    core: bool = True
    """Shown even when absent everywhere in a run (else left out, with a note)."""


PILLARS = ("agentic", "dynamics", "naturalness")

_JUDGE = "no judge configured (DUPLEXWORLD_JUDGE_MODEL), or nothing for the judge to check"
_NO_EVENTS = "the call had no event of this kind"

PANEL: tuple[PanelMetric, ...] = (
    PanelMetric("GS", "GS", "agentic", absent="the goal state could not be checked",
                description="goal state: final record store equals the gold replay's"),
    PanelMetric("ACT", "ACT", "agentic",
                description="every gold action matched by an emitted call"),
    PanelMetric("NLA", "NLA", "agentic", absent=_JUDGE,
                description="natural-language assertion checked by a judge"),
    PanelMetric("ENV", "ENV", "agentic", absent="the world has no environment assertion",
                description="the world's own check of the outcome (Pathfinding)", core=False),
    PanelMetric("reward", "reward", "agentic",
                absent="a reward factor is absent (e.g. NLA without a judge)",
                description="product of the scenario's reward-basis factors"),
    PanelMetric("pass@1", "Pass@1", "agentic",
                absent="no run with a reward", description="share of runs with reward 1"),
    PanelMetric("pass@3", "Pass@3", "agentic", pooling="pass_k",
                absent="fewer than 3 runs of a scenario",
                description="at least 1 of 3 runs passes"),
    PanelMetric("pass^3", "Pass^3", "agentic", pooling="pass_k",
                absent="fewer than 3 runs of a scenario",
                description="all 3 of 3 runs pass"),
    PanelMetric("effort_ratio", "rho", "agentic", scale=None,
                absent="no agent gold actions (no reference workload)",
                description="agent tool calls / agent gold actions"),
    PanelMetric("rho_plus", "rho+", "agentic", scale=None, higher_is_better=False,
                absent="no run with over-effort (rho > 1)",
                description="effort over runs with rho > 1"),
    PanelMetric("pi_plus", "pi+", "agentic", scale=None, higher_is_better=False,
                absent="no reference workload", description="share of runs with rho > 1"),
    PanelMetric("rho_minus", "rho-", "agentic", scale=None,
                absent="no run with under-effort (rho < 1)",
                description="effort over runs with rho < 1"),
    PanelMetric("pi_minus", "pi-", "agentic", scale=None, higher_is_better=False,
                absent="no reference workload", description="share of runs with rho < 1"),
    PanelMetric("no_tool", "no-tool", "agentic", scale=None, higher_is_better=False,
                description="share of calls without any agent tool call"),
    PanelMetric("credential_wer", "WER cred", "agentic", scale=None, higher_is_better=False,
                absent="no spoken credential reached a tool call",
                description="WER of spoken credentials vs the values the agent used"),
    PanelMetric("path_eta", "eta", "agentic", absent="not Pathfinding, or did not arrive",
                description="route efficiency when arrived", core=False),
    PanelMetric("path_effort", "path effort", "agentic", scale=None,
                absent="not a Pathfinding episode", description="tool calls / ideal budget",
                core=False),
    PanelMetric("path_exploration", "exploration", "agentic", scale=None,
                higher_is_better=False, absent="not a Pathfinding episode",
                description="share of walker moves under uncertainty", core=False),
    PanelMetric("path_heading_accuracy", "heading", "agentic",
                absent="not Pathfinding, or the heading probe was never used",
                description="share of belief probes with the right heading", core=False),
    PanelMetric("wb_WS", "WS", "agentic", absent="not a workbench episode, or a field needs "
                "the semantic judge", description="workflow success TS x PV x AC x AV",
                core=False),
    PanelMetric("wb_TS", "TS", "agentic", absent="not a workbench episode",
                description="target state: lifecycle and follow-ups as the gold's", core=False),
    PanelMetric("wb_PV", "PV", "agentic", absent="not a workbench episode",
                description="process validity: no gated action blocked", core=False),
    PanelMetric("wb_AC", "AC", "agentic", absent="not a workbench episode",
                description="action completion: required actions and evidence", core=False),
    PanelMetric("wb_AV", "AV", "agentic", absent="not a workbench episode, or a field needs "
                "the semantic judge", description="artifact validity: complete, right, not "
                "stale", core=False),
    PanelMetric("wb_AFA", "AFA", "agentic", pooling="tau_rate",
                absent="not a workbench episode", description="artifact field accuracy, "
                "micro-averaged over fields", core=False),
    PanelMetric("wb_uptake", "uptake", "agentic", pooling="tau_rate",
                absent="no correction in the workflow", description="AFA on corrected fields",
                core=False),
    PanelMetric("wb_stale", "stale", "agentic", pooling="tau_rate", higher_is_better=False,
                absent="no correction in the workflow", description="corrected fields left at "
                "the old value", core=False),
    PanelMetric("wb_TTR", "TTR s", "agentic", scale=None, higher_is_better=False,
                absent="no valid artifact committed", description="seconds from the first user "
                "audio to a valid committed artifact", core=False),
    PanelMetric("TT", "TT", "dynamics", absent="no turn could be scored",
                description="EVA-Bench turn-taking, each unanswered turn scored 0 in the mean"),
    PanelMetric("TT_strict", "TT_strict", "dynamics", absent="no turn could be scored",
                description="turn-taking zeroed on any unanswered turn (diagnostic)",
                core=False),
    PanelMetric("TT_final", "TT_final", "dynamics", absent="no turn could be scored",
                description="turn-taking with EVA's final-turn rule"),
    PanelMetric("SUS", "SUS", "dynamics", absent="the call had no suspension",
                description="suspension sentinel: quiet through the caller's hold, prompt pick-up"),
    PanelMetric("CP", "CP", "dynamics", scale=(1.0, 3.0), absent=_JUDGE,
                description="conversation progression (judge), 1-3"),
    PanelMetric("SEL", "SEL", "dynamics", pooling="tau_rate",
                absent="no injected distractor or backchannel in the call",
                description="distractors handled correctly, pooled over kinds"),
    PanelMetric("response_rate", "R_R", "dynamics", pooling="tau_rate", absent=_NO_EVENTS,
                description="share of user turns answered (tau-Voice)"),
    PanelMetric("response_latency", "L_R s", "dynamics", pooling="tau_mean", scale=None,
                higher_is_better=False, absent="no answered user turn",
                description="mean seconds from a user turn's end to the agent's start"),
    PanelMetric("yield_rate", "R_Y", "dynamics", pooling="tau_rate", absent=_NO_EVENTS,
                description="share of user interruptions the agent yielded to"),
    PanelMetric("yield_latency", "L_Y s", "dynamics", pooling="tau_mean", scale=None,
                higher_is_better=False, absent="no yield",
                description="mean seconds from a barge-in to the agent stopping"),
    PanelMetric("agent_interruption_rate", "I_A", "dynamics", pooling="tau_ratio", scale=None,
                higher_is_better=False, absent=_NO_EVENTS,
                description="agent onsets during user speech per response event"),
    PanelMetric("selectivity_backchannel", "S_BC", "dynamics", pooling="tau_rate",
                absent=_NO_EVENTS, description="backchannels correctly not yielded to"),
    PanelMetric("selectivity_vocal_tic", "S_VT", "dynamics", pooling="tau_rate",
                absent=_NO_EVENTS, description="vocal tics correctly ignored"),
    PanelMetric("selectivity_non_directed", "S_ND", "dynamics", pooling="tau_rate",
                absent=_NO_EVENTS, description="non-directed phrases correctly ignored"),
    PanelMetric("FAI", "FAI", "naturalness", scale=(1.0, 3.0), absent=_JUDGE,
                description="faithfulness (judge), 1-3"),
    PanelMetric("DNSMOS_OVRL", "DNSMOS OVRL", "naturalness", scale=(1.0, 5.0),
                absent="the agent did not speak", description="DNSMOS P.835 overall, 1-5"),
    PanelMetric("DNSMOS_SIG", "DNSMOS SIG", "naturalness", scale=None,
                absent="the agent did not speak", description="DNSMOS P.835 signal, 1-5"),
    PanelMetric("DNSMOS_BAK", "DNSMOS BAK", "naturalness", scale=None,
                absent="the agent did not speak", description="DNSMOS P.835 background, 1-5"),
    PanelMetric("DNSMOS_P808", "DNSMOS P.808", "naturalness", scale=None,
                absent="the agent did not speak", description="DNSMOS P.808 MOS, 1-5"),
    PanelMetric("UTMOS", "UTMOS", "naturalness", scale=(1.0, 5.0),
                absent="UTMOS plug-in not installed (user-supplied ONNX file)",
                description="UTMOS22 MOS, 1-5", core=False),
    PanelMetric("NISQA", "NISQA", "naturalness", scale=(1.0, 5.0),
                absent="NISQA plug-in not installed (user-supplied ONNX file)",
                description="NISQA v2 MOS, 1-5", core=False),
)  # fmt: skip
"""Every metric the report knows, by pillar; a column absent from a run is left out."""

BY_NAME = {metric.name: metric for metric in PANEL}

TAU_VOICE = {m.name for m in PANEL if m.pooling.startswith("tau_")}
"""Metrics pooled over events (tau2-bench's rule), not averaged per call."""

MIN_EVENTS_LABEL = "n<10"
"""How a tau-Voice rate backed by fewer than 10 pooled events is shown (never as 0)."""


ESTIMATORS = frozenset({"pass@1", "pass@3", "pass^3"})
"""Panel entries computed from the rewards rather than read from a column."""


UNASSIGNED = "other"
"""Where a metric column the panel does not know yet is shown (never dropped silently)."""


def plugin_metric(name: str) -> PanelMetric | None:
    """The panel entry of an installed plug-in metric (``duplexworld.metrics``), in the pillar
    it declares; None when no installed plug-in has that name."""
    display = plugin_display(name)
    if display is None:
        return None
    return PanelMetric(
        name,
        display.label or name,
        display.pillar,
        scale=display.scale,
        higher_is_better=display.higher_is_better,
        absent=display.absent,
        description=f"plug-in {name} v{PLUGINS[name].version}: {PLUGINS[name].description}",
        core=False,
    )


def unknown_metrics(present: set[str], metric_columns: set[str]) -> list[PanelMetric]:
    """Metric columns of the run that the panel has no entry for: installed plug-in metrics
    in their declared pillar, anything else as a plain column under ``other``."""
    extra: list[PanelMetric] = []
    for name in sorted((present & metric_columns) - set(BY_NAME)):
        plugin = plugin_metric(name)
        extra.append(
            plugin
            or PanelMetric(
                name, name, UNASSIGNED, scale=None, description="not in the report's panel"
            )
        )
    return extra


def pillar_metrics(
    pillar: str, present: set[str], extra: list[PanelMetric] | None = None
) -> list[PanelMetric]:
    """The pillar's metrics that the run has a column for (and the Pass estimators)."""
    known = [m for m in PANEL if m.pillar == pillar and (m.name in present or m.name in ESTIMATORS)]
    return known + [m for m in extra or [] if m.pillar == pillar]


def episode_absent_reason(
    metric: str, scores: dict[str, object], absent: Mapping[str, str] | None = None
) -> str:
    """Why an episode's metric is absent: the reason its ``scores.json`` gives when it gives
    one (its ``absent`` map, or a MetricValue whose evidence has ``reason``), else the
    metric's known cause."""
    if absent and isinstance(absent.get(metric), str):
        return str(absent[metric])
    stored = scores.get(metric)
    if isinstance(stored, dict):
        evidence = stored.get("evidence")
        if isinstance(evidence, dict) and isinstance(evidence.get("reason"), str):
            return str(evidence["reason"])
    known = BY_NAME.get(metric) or plugin_metric(metric)
    return known.absent if known else "could not be computed for this episode"
