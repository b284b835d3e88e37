"""Text mode (``--channel text``): the same scenarios and scoring with the speech taken out."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import yaml

from duplexworld.agents.base import AgentChunk, AgentInput, TextAgent, TextInput
from duplexworld.agents.voice_io import TextOut
from duplexworld.campaign import CampaignSpec, run_campaign, select_scenarios
from duplexworld.campaign.resolve import resolve_campaign
from duplexworld.campaign.spec import CampaignFile
from duplexworld.channel import PRESETS, TextPreset
from duplexworld.fakes import running_fake
from duplexworld.metrics.base import REGISTRY, TEXT_MODE
from duplexworld.report import load_run
from duplexworld.report.compare import compare_runs, select_channel
from duplexworld.trace import AgentNote, CallerPlan, ToolCalled, read_trace
from duplexworld.worlds import builtin_scenarios

SPEECH_EVENTS = {"speech_started", "speech_stopped", "heard"}
VOICE_ONLY = sorted(name for name, metric in REGISTRY.items() if metric.voice_only)


def _run(tmp: Path, ids: list[str], agents: tuple[str, ...], channel="text") -> list[dict]:
    scenarios = select_scenarios(builtin_scenarios(), None, ids)
    return run_campaign(CampaignSpec(tuple(scenarios), agents, 1, channel), tmp)


def _episode(tmp: Path, key_part: str) -> Path:
    (found,) = [p for p in (tmp / "episodes").iterdir() if key_part in p.name]
    return found


def _assert_text_trace(directory: Path) -> None:
    trace = read_trace(directory)
    assert trace.header.modality == "text"
    assert trace.header.components["channel"]["modality"] == "text"  # type: ignore[index]
    assert trace.header.components["caller"]["perception"] == "text"  # type: ignore[index]
    assert not SPEECH_EVENTS & {e.kind for e in trace.events}, "no speech in text mode"
    assert not (directory / "audio.flac").exists() and trace.audio()[0].shape == (0, 2)
    scores = json.loads((directory / "scores.json").read_text())
    assert VOICE_ONLY and {"TT", "TT_final", "response_latency", "DNSMOS_OVRL", "SUS"} <= set(
        VOICE_ONLY
    )
    for name in VOICE_ONLY:  # absent with the reason, never 0
        assert scores["absent"][name] == TEXT_MODE


def test_text_is_a_preset_whose_spec_names_the_modality():
    preset = PRESETS["text"]
    assert isinstance(preset, TextPreset)
    assert preset.spec()["modality"] == "text"
    assert "modality" not in PRESETS["clean"].spec()  # voice headers are unchanged


def test_text_out_sends_what_is_queued_as_one_message():
    out = TextOut()
    out.say("Thank you.")
    out.say("What is your name?")
    assert out.busy and not out.playing
    assert out.next_tick(hold=True)[1] == ""
    audio, text = out.next_tick()
    assert audio.size == 0 and text == "Thank you. What is your name?"
    assert not out.busy and out.next_tick()[1] == ""


def test_enterprise_scenario_in_text_mode_with_the_oracle_and_null(tmp_path):
    # a policy refusal: its must-say speech check is read off the oracle's messages
    rows = _run(tmp_path, ["banking_policy_refusal_01"], ("oracle", "null"))
    by_agent = {row["agent"]: row for row in rows}
    oracle, null = by_agent["oracle"], by_agent["null"]
    assert oracle["channel"] == "text"
    assert oracle["reward"] == 1.0 and oracle["GS"] == 1.0 and oracle["ACT"] == 1.0
    assert oracle["NLA"] == 1.0  # the deterministic speech checks on the agent's text
    assert null["reward"] == 0.0
    for row in rows:
        assert row["TT"] is None and row["response_rate"] is None
    _assert_text_trace(_episode(tmp_path, "__oracle__"))
    # the caller's words reach the agent exactly as written: no recogniser in between
    trace = read_trace(_episode(tmp_path, "__oracle__"))
    said = [e.text for e in trace.events if e.kind == "utterance" and e.lane == "caller"]
    read = [
        e.text[len("heard: ") :] for e in trace.events(AgentNote) if e.text.startswith("heard: ")
    ]
    assert said and read == said


def test_workbench_workflow_in_text_mode_with_revocation_and_a_correction(tmp_path):
    ids = ["workbench_negotiate_lease_renewal", "workbench_inspect_move_out"]
    rows = _run(tmp_path, ids, ("oracle",))
    assert len(rows) == 2
    for row in rows:
        assert row["wb_WS"] == 1.0 and row["reward"] == 1.0, row["scenario"]
        assert row["wb_uptake"] == 1.0 and row["wb_stale"] == 0.0
        assert row["wb_TTR"] is not None and row["wb_TTR"] > 0  # from the first message
        assert row["TT"] is None
    lease = read_trace(_episode(tmp_path, "lease_renewal"))
    plans = [e.plan for e in lease.events(CallerPlan)]
    assert "revoke" in plans  # the revocation is a message before the commit
    move_out = read_trace(_episode(tmp_path, "move_out"))
    plans = [e.plan for e in move_out.events(CallerPlan)]
    # the barge-in correction of the voice call is the user's next message here
    assert "correct" in plans and "barge_in" not in plans
    _assert_text_trace(_episode(tmp_path, "move_out"))


def test_the_cascade_chat_endpoint_is_the_text_agent(tmp_path):
    with running_fake("chat") as fake:
        config = tmp_path / "cascade.yaml"
        config.write_text(
            yaml.safe_dump(
                {"type": "cascade", "name": "cascade", "model": "m", "base_url": fake.url}
            )
        )
        rows = _run(
            tmp_path / "run",
            ["banking_single_intent_01", "workbench_form_freight_pickup"],
            (str(config),),
        )
        requests = fake.server.requests
    assert len(rows) == 2
    for row in rows:
        assert row["termination"] == "user_stop", row.get("termination_detail")
        assert row["reward"] == 0.0  # the scripted fake does not solve the task, and is scored
        assert row["TT"] is None and row["yield_rate"] is None
    # the caller's messages reached the model as user messages, word for word
    users = [m["content"] for r in requests for m in r["messages"] if m["role"] == "user"]
    assert any("Sarah Miller" in text for text in users)
    for name in ("banking_single_intent_01", "workbench_form_freight_pickup"):
        episode = _episode(tmp_path / "run", name)
        _assert_text_trace(episode)
        trace = read_trace(episode)
        assert trace.events(ToolCalled), "the model's tool call ran against the world"
        assert (episode / "usage.json").read_text() != "{}"


class _VoiceOnly:
    """An agent with no text mode."""

    name = "voice_only"

    def start(self, context: object) -> None:
        """Nothing to prepare."""

    def step(self, data: AgentInput) -> AgentChunk:
        """Silence."""
        return AgentChunk(audio=np.zeros(1600, dtype=np.int16))

    def spec(self) -> dict[str, object]:
        """Its name."""
        return {"name": self.name}


def voice_only() -> _VoiceOnly:
    """Factory for the test's agent reference."""
    return _VoiceOnly()


def test_an_agent_without_text_mode_fails_with_the_reason(tmp_path):
    assert not isinstance(_VoiceOnly(), TextAgent)
    (row,) = _run(tmp_path, ["banking_single_intent_01"], (f"{__name__}:voice_only",))
    assert row["termination"] == "agent_error"
    assert "has no text mode" in str(row["termination_detail"])


def test_a_world_whose_own_caller_has_no_text_mode_is_refused(tmp_path):
    spec = CampaignFile.model_validate(
        {"agents": ["oracle"], "scenarios": {"worlds": ["pathfinding"]}, "channels": ["text"]}
    )
    with pytest.raises(ValueError, match="own caller has no text mode"):
        resolve_campaign(spec, tmp_path)


def test_select_channel_names_the_choice():
    rows = [{"channel": "clean"}, {"channel": "text"}]
    assert select_channel(rows, "text", "RUN") == "text"
    with pytest.raises(ValueError, match="--channel-a"):
        select_channel(rows, None, "RUN")
    with pytest.raises(ValueError, match="no episodes on channel"):
        select_channel(rows, "realistic", "RUN")


def test_a_campaign_with_clean_and_text_rows_gives_the_modality_gap(tmp_path, capsys):
    from duplexworld.campaign import read_results
    from duplexworld.cli import main

    flags = ["--scenario", "banking_single_intent_01", "--agent", "oracle", "--workers", "1"]
    channels = ["--channel", "clean", "--channel", "text"]
    assert main(["run", *flags, *channels, "--out", str(tmp_path)]) == 0
    rows = read_results(tmp_path)
    by_channel = {row["channel"]: row for row in rows}
    assert set(by_channel) == {"clean", "text"}
    assert by_channel["clean"]["TT"] is not None and by_channel["text"]["TT"] is None
    run = load_run(tmp_path)
    comparison = compare_runs(run, ("oracle", "clean"), run, ("oracle", "text"))
    diffs = {d.metric.name: d for d in comparison.metrics if d.difference is not None}
    assert "reward" in diffs and "GS" in diffs
    assert "TT" not in diffs and "response_latency" not in diffs  # absent in text: not compared
    assert main(["compare", str(tmp_path), str(tmp_path), "--channel-a", "clean",
                 "--channel-b", "text"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "oracle @ text minus oracle @ clean" in out and "reward" in out
    assert main(["compare", str(tmp_path), str(tmp_path)]) == 2  # two channels: name one


def test_text_input_defaults_to_no_message():
    data = TextInput(tick=3)
    assert data.text == "" and data.tool_results == ()


def test_the_modality_gap_example_spec_resolves(tmp_path):
    from duplexworld.campaign.spec import load_campaign_file

    path = Path(__file__).parents[2] / "examples" / "campaigns" / "modality_gap.yaml"
    spec = resolve_campaign(load_campaign_file(path), tmp_path, str(path)).spec
    assert spec.channel == ("clean", "text")
    worlds = {s.world for s in spec.scenarios}
    workflows = len(builtin_scenarios("workbench"))
    assert worlds == {"banking", "workbench"} and len(spec.scenarios) == 9 + workflows


def test_the_caller_steps_away_in_text_mode_although_the_agent_asks_at_once(tmp_path):
    # in text mode the agent's next question arrives with no quiet moment between: the caller
    # answers it and then asks the agent to hold (it used to never find the moment to leave,
    # so the host's change the story turns on never landed)
    rows = _run(tmp_path, ["travel_suspension_02"], ("oracle",))
    assert rows[0]["reward"] == 1.0
    trace = read_trace(_episode(tmp_path, "__oracle__"))
    leave = [e for e in trace.events(CallerPlan) if e.plan == "suspend"]
    assert len(leave) == 1
    assert any(e.plan == "resume" for e in trace.events(CallerPlan))
