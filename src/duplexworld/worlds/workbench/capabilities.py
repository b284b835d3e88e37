"""What the workbench does beyond the World contract (``world.registry`` protocols).

GS is the target state TS (the artifact's lifecycle state and the follow-ups, not a state
hash: field versions carry ticks), the environment assertion is PV x AC x AV, so a scenario
with the reward basis (DB, ENV_ASSERTION) is rewarded WS = TS x PV x AC x AV. The caller is
the workbench user policy and the reference agent follows the workflow's procedure.
"""

from __future__ import annotations

from typing import Any

from duplexworld.scenario import Scenario
from duplexworld.trace import Trace

SUPERSEDED: dict[str, str] = {
    "ACT": (
        "the workbench grades its actions by wb_AC (a search by the records and documents it "
        "returned) and each field write by the field's own grader (wb_AV); ACT's exact "
        "argument match would fail a right free-text, list or interval value and count calls"
    ),
}
"""Generic metrics the workbench grades by its own rule, with the reason they are absent."""


class WorkbenchCapabilities:
    """GoalStateRule, EnvironmentAssertion, CallerBuilder, TextCallerBuilder,
    ReferenceAgentBuilder and SupersededMetrics."""

    def superseded_metrics(self) -> dict[str, str]:
        """ACT: the workbench's AC and field graders grade the same calls."""
        return dict(SUPERSEDED)

    def goal_state(self, scenario: Scenario, trace: Trace) -> tuple[float, dict[str, Any]]:
        """TS: the artifact's lifecycle state and the follow-ups equal the gold's."""
        from duplexworld.worlds.workbench.analysis import outcome

        if not trace.final_state.get("artifacts"):
            return 0.0, {"reason": "the trace holds no final state"}
        result = outcome(scenario, trace)
        keys = ("status", "target_status", "side_effects_match")
        return result.ts, {key: result.evidence[key] for key in keys}

    def env_assertion(
        self, scenario: Scenario, trace: Trace
    ) -> tuple[float | None, dict[str, Any]]:
        """PV x AC x AV; None (absent) when a field cannot be graded (a semantic field that
        needs the judge, with none configured) and nothing else already failed."""
        from duplexworld.worlds.workbench.analysis import outcome
        from duplexworld.worlds.workbench.graders import judge_semantic

        if not trace.final_state.get("artifacts"):
            return None, {"reason": "the trace holds no final state"}
        result = outcome(scenario, trace, judge_semantic())
        value = None if result.av is None else result.pv * result.ac * result.av
        if result.av is None and (result.pv == 0 or result.ac == 0):
            value = 0.0  # a forbidden act or a missing action fails whatever the fields say
        evidence = {
            "assertion": "PV x AC x AV",
            "PV": result.pv,
            "AC": result.ac,
            "AV": result.av,
            "blocked": result.evidence["blocked"],
            "stale_fields": result.evidence["stale_fields"],
            "missing_required": result.evidence["missing_required"],
        }
        if value is None:
            evidence["reason"] = "a semantic field needs the judge, and none is configured"
        return value, evidence

    def build_caller(self, scenario: Scenario, speaker: Any, seed: int) -> Any:
        """The deterministic workbench user."""
        from duplexworld.worlds.workbench.user import WorkbenchUser

        return WorkbenchUser(scenario, speaker, seed, speaker_spec=speaker.spec())

    def build_text_caller(self, scenario: Scenario, speaker: Any, seed: int) -> Any:
        """The same user in text mode: it reads the agent's messages and writes its own."""
        from duplexworld.worlds.workbench.user import WorkbenchUser

        return WorkbenchUser(
            scenario, speaker, seed, speaker_spec=speaker.spec(), perception="text"
        )

    def build_reference_agent(self, speaker: Any, asr: Any) -> Any:
        """The reference agent that follows the workflow's procedure; it hears a looping
        transcript again in halves (a digit said alone, as asked, looped "7-0-0-0-0-0-0.")."""
        from duplexworld.speech.loops import LoopAwareASR
        from duplexworld.worlds.workbench.agent import WorkbenchReferenceAgent

        ear = LoopAwareASR(asr)
        return WorkbenchReferenceAgent(
            speaker, ear, speaker_spec=speaker.spec(), asr_spec=ear.spec()
        )


CAPABILITIES = WorkbenchCapabilities()
"""The instance the world registry resolves."""
