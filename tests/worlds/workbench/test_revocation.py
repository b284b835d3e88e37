"""The revocation arrives inside the approval turn: both agent timings pass the 16 workflows.

The user withdraws an approval in the same turn that gives it ("Yes, please go ahead.
Actually, wait, don't commit it yet. The ... should be ..."), and makes its ``approve`` and
``revoke`` calls together as the turn starts. So an agent that commits in its reply to the
turn, as an LLM agent does, never commits on a withdrawn approval: it writes the change and
asks again. Two timings of the same procedure, in text mode (whole messages, no recogniser):

- the instant-commit agent: the reference procedure with no settle and no write pause (it
  acts on the tick after a message and commits in its reply to the yes);
- the reference agent as registered (3 quiet ticks before acting, 3.5 s before a commit).

Both must reach WS 1 on every workflow whose correction comes with a revocation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from duplexworld.agents import registry
from duplexworld.agents.registry import AgentEntry
from duplexworld.caller.components import speech_bank
from duplexworld.caller.persona import AGENT_VOICE
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.trace import ToolCalled, read_trace
from duplexworld.worlds import builtin_scenarios
from duplexworld.worlds.workbench.agent import WorkbenchReferenceAgent

REVOCATIONS = sorted(
    (
        s
        for s in builtin_scenarios("workbench")
        if any(f.correction and f.correction.after == "tool:approve" for f in s.facts)
    ),
    key=lambda s: s.id,
)

INSTANT = "instant_commit"


def _instant(cache_dir: Path | None, world: str | None = None) -> WorkbenchReferenceAgent:
    """The procedure with no settle and no write pause: the commit is its reply to the yes."""
    bank = speech_bank(AGENT_VOICE, cache_dir)  # unused in text mode; the contract wants one
    return WorkbenchReferenceAgent(bank, asr=None, write_pause=0, settle=0)  # type: ignore[arg-type]


@pytest.fixture
def instant_agent(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the instant-commit agent as a reference agent (it reads the procedure)."""
    registry._resolve.cache_clear()
    monkeypatch.setitem(
        registry.AGENTS, INSTANT, AgentEntry(_instant, reference=True, label=INSTANT)
    )
    return INSTANT


def test_sixteen_workflows_revoke():
    assert len(REVOCATIONS) == 16


def _run(tmp_path: Path, scenario_id: str, agent: str) -> tuple[dict[str, object], Path]:
    scenario = next(s for s in REVOCATIONS if s.id == scenario_id)
    spec = EpisodeSpec(scenario=scenario, agent=agent, channel="text", run_index=0)
    scores = run_one(spec, tmp_path)
    values = {k: (v.value if v is not None else None) for k, v in scores.metrics.items()}
    return values, tmp_path / "episodes" / spec.key


@pytest.mark.parametrize("scenario_id", [s.id for s in REVOCATIONS])
def test_an_agent_that_commits_in_its_reply_to_the_yes_passes(
    tmp_path: Path, instant_agent: str, scenario_id: str
) -> None:
    scores, directory = _run(tmp_path, scenario_id, instant_agent)
    trace = read_trace(directory)
    calls = [(e.actor, e.name, e.tick) for e in trace.events(ToolCalled)]
    revoked = next(t for actor, name, t in calls if actor == "caller" and name == "revoke")
    approved = [t for actor, name, t in calls if actor == "caller" and name == "approve"]
    commits = [t for actor, name, t in calls if actor == "agent" and name == "commit"]
    # the withdrawal is made with the first approval, and this agent commits right after a yes
    assert approved[0] == revoked
    assert commits and commits[0] - approved[-1] <= 3
    assert scores["wb_PV"] == 1.0 and scores["wb_AV"] == 1.0, scores
    assert scores["wb_WS"] == 1.0 and scores["wb_uptake"] == 1.0


@pytest.mark.parametrize("scenario_id", [s.id for s in REVOCATIONS])
def test_the_reference_agent_passes(tmp_path: Path, scenario_id: str) -> None:
    scores, _ = _run(tmp_path, scenario_id, "oracle")
    assert scores["wb_WS"] == 1.0 and scores["wb_stale"] == 0.0, scores
