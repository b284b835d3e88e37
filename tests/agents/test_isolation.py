"""Plug-in agents run in a process of their own that never holds a scenario value.

The acceptance test of issue 29 ("a plug-in agent that walks ``gc.get_objects()`` finds no
scenario value"): ``duplexworld.testing.snoop`` walks its process's memory for the digests of
the scenario's fact values, a gold argument literal and a record id, over a short toy call.
Isolated, it finds none, and cannot read the harness's memory through ``/proc/<ppid>/mem``
either; the same agent with isolation switched off (``DUPLEXWORLD_AGENT_ISOLATION=none``)
finds every one, so the test fails when isolation is off. The other tests hold the isolated
agent to the same failure classes as an in-process one.
"""

from __future__ import annotations

import ctypes
import json
import os
import statistics
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest

from duplexworld.agents.base import AgentInput
from duplexworld.agents.guard import AgentGuard, HarnessDials
from duplexworld.agents.isolation import ISOLATION_ENV, launch
from duplexworld.agents.registry import agent_entry
from duplexworld.episode.episode import EpisodeSpec, run_one
from duplexworld.testing import register_toy_world, toy_scenario
from duplexworld.testing.snoop import TARGETS_ENV, digest
from duplexworld.trace import AgentNote, Terminated, read_trace

SNOOP = "duplexworld.testing.snoop:make"
LAMP, NAME, RECORD, LITERAL = "834172", "Quintavia Marblethorpe", "270935", "582163"
"""Values only the scenario holds: a fact's value, another fact's, a record's id (in the seed,
never said), and a gold argument's literal (a lamp the gold reads by a fixed id)."""


def _scenario():
    register_toy_world()
    lamp = {
        "key": "lamp",
        "label": "lamp number",
        "kind": "digits",
        "value": LAMP,
        "spoken": "eight three four one seven two",
        "ask_keywords": ["which lamp"],
    }
    name = {
        "key": "caller_name",
        "label": "name",
        "kind": "name",
        "value": NAME,
        "spoken": NAME,
        "ask_keywords": ["your name"],
    }
    return toy_scenario(
        id="toy_isolation_01",
        facts=[lamp, name],
        seed={
            "lamps": [
                {"id": LAMP, "on": False, "brightness": 0},
                {"id": RECORD, "on": False, "brightness": 0},
                {"id": LITERAL, "on": True, "brightness": 30},
            ]
        },
        gold_actions=[
            {"name": "get_lamp", "arguments": {"lamp_id": LITERAL}},
            {"name": "switch_on", "arguments": {"lamp_id": {"fact": "lamp"}}},
        ],
        step_cap_ticks=20,
    )


def _snooped(out: Path, monkeypatch: pytest.MonkeyPatch, isolation: str) -> tuple[str, dict]:
    monkeypatch.setenv(ISOLATION_ENV, isolation)
    targets = {
        digest(LAMP): "fact",
        digest("eight three four one seven two"): "fact",
        digest(NAME): "fact",
        digest(LITERAL): "gold",
        digest(RECORD): "record",
    }
    monkeypatch.setenv(TARGETS_ENV, json.dumps(targets))
    run_one(EpisodeSpec(_scenario(), SNOOP, "clean", 0), out)
    (episode,) = [p for p in (out / "episodes").iterdir() if p.is_dir()]
    trace = read_trace(episode)
    (note,) = [n.text for n in trace.events(AgentNote) if n.text.startswith("snoop:")]
    return note, trace.header.components["agent"]


def test_a_plug_in_walking_its_memory_finds_no_scenario_value(tmp_path, monkeypatch):
    note, spec = _snooped(tmp_path / "isolated", monkeypatch, "process")
    assert spec["isolation"] == "process"
    walked = int(note.split("walked ")[1].split()[0])
    assert walked > 10_000  # it did walk a real interpreter's objects
    assert note.endswith("found: none"), note
    # nor through the harness's memory on /proc (its parent; as root, or as the same user,
    # a child could read it there before the harness hid it and the child dropped ptrace)
    assert "parent memory: refused" in note, note
    # ... which for a plug-in of the same user (not root) is the harness's non-dumpable flag:
    # run_one ran the harness's side here, in this process
    assert ctypes.CDLL(None).prctl(3, 0, 0, 0, 0) == 0  # PR_GET_DUMPABLE
    # the same agent in the harness's process reaches the scenario, the world and the caller
    note, spec = _snooped(tmp_path / "in_process", monkeypatch, "none")
    assert spec["isolation"] == "none"
    assert note.endswith("found: fact, gold, record"), note


AGENTS = """
import os
import signal
import time

from duplexworld.agents import AgentChunk

FORKED = os.environ.get("DW_TEST_FORKED_PIDFILE", "")


class Bad:
    def __init__(self, how):
        self.name = "bad_" + how
        self.how = how

    def start(self, context):
        if self.how == "start_exit":
            raise SystemExit(4)

    def step(self, data):
        if data.tick == 2:
            if self.how == "raise":
                raise ValueError("boom")
            if self.how == "exit":
                os._exit(3)
            if self.how == "kill":
                os.kill(os.getpid(), signal.SIGKILL)
            if self.how == "spin":
                while True:
                    pass
            if self.how == "sleep":
                time.sleep(600)
            if self.how == "stereo":
                import numpy as np
                return AgentChunk(audio=np.zeros((2, 1600), dtype=np.int16))
            if self.how == "echo":
                return AgentChunk(audio=data.audio)
            if self.how == "forge":
                # writes a frame of its own on the host's socket (its fd is in sys.argv)
                import struct
                import sys
                junk = b"not json: a frame forged by the agent"
                os.write(int(sys.argv[2]), struct.pack("!i", len(junk)) + junk)
            if self.how == "fork":
                child = os.fork()
                if child == 0:
                    time.sleep(600)
                    os._exit(0)
                with open(FORKED, "w") as handle:
                    handle.write(str(child))
        if self.how == "echo":
            return AgentChunk(audio=data.audio)
        return AgentChunk(end_call=data.tick >= 4, transcript="x" * 3000 if data.tick == 1 else "")

    def spec(self):
        return {"name": self.name}


def make(how):
    return lambda: Bad(how)


for _how in (
    "raise", "exit", "kill", "spin", "sleep", "stereo", "fork", "start_exit", "echo", "forge"
):
    globals()[_how] = make(_how)


def not_an_agent():
    return 42


class Texter:
    # a text-mode agent that counts what it "billed": both cross to the harness
    name = "texter"

    def start(self, context):
        pass

    def step(self, data):
        return AgentChunk()

    def start_text(self, context):
        self.tools = len(context.tools)

    def step_text(self, data):
        said = "Hello there." if data.tick == 0 else ""
        return AgentChunk(transcript=said, end_call=data.tick >= 3)

    def usage(self):
        return {"output_tokens": 5.0}

    def billed_model(self):
        return "tiny-model"

    def spec(self):
        return {"name": self.name}


def texter():
    return Texter()
"""


@pytest.fixture
def bad_module(tmp_path, monkeypatch):
    (tmp_path / "dw_isolated_agents.py").write_text(textwrap.dedent(AGENTS), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))  # the agent's process is given this path
    pidfile = tmp_path / "forked.pid"
    monkeypatch.setenv("DW_TEST_FORKED_PIDFILE", str(pidfile))
    return pidfile


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat", encoding="utf-8") as handle:  # a zombie is dead too
        return handle.read().split(")")[-1].split()[0] != "Z"


def _ended(tmp_path: Path, how: str, dials: HarnessDials) -> Terminated:
    scenario = toy_scenario(step_cap_ticks=20)
    register_toy_world()
    spec = EpisodeSpec(scenario, f"dw_isolated_agents:{how}", "clean", 0, dials=dials)
    run_one(spec, tmp_path / how)
    (episode,) = [p for p in (tmp_path / how / "episodes").iterdir() if p.is_dir()]
    trace = read_trace(episode)
    agent = trace.header.components["agent"]
    assert "error" in agent or agent["isolation"] == "process"  # built there, or never built
    (end,) = trace.events(Terminated)
    return end


def test_an_isolated_agents_faults_keep_their_classes(tmp_path, bad_module):
    # a wall cap the spinning step cannot reach first on a loaded machine; the sleeping one
    # is held to a short one
    dials = HarnessDials(step_budget_s=0.5, step_wall_cap_s=100.0)
    expected = {
        "raise": "step(tick 2) raised ValueError: boom",
        "exit": "the agent's process exited with code 3",
        "kill": "the agent's process was killed by signal 9 (SIGKILL)",
        "spin": "step(tick 2) used more than its CPU budget of 0.5 s",
        "sleep": "step(tick 2) exceeded its wall cap of 3 s",
        "stereo": "tick 2: audio of shape (2, 1600) refused",
        "start_exit": "start() raised SystemExit: 4",
        "not_an_agent": "returned int, not an Agent",
        "forge": "step(tick 2): the agent's process sent a malformed reply",
    }
    for how, reason in expected.items():
        capped = HarnessDials(step_budget_s=0.5, step_wall_cap_s=3.0)
        end = _ended(tmp_path, how, capped if how == "sleep" else dials)
        assert end.reason == "agent_error" and reason in end.detail, (how, end.detail)
    # the forked process was in the agent's process group, killed when the call ended
    assert _ended(tmp_path, "fork", dials).reason == "agent_stop"
    forked = int(bad_module.read_text(encoding="utf-8"))
    deadline = time.monotonic() + 5
    while _alive(forked) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(forked)


def test_the_cuts_made_in_the_agents_process_are_in_the_trace(tmp_path, bad_module):
    from duplexworld.trace import HarnessNote

    register_toy_world()
    spec = EpisodeSpec(toy_scenario(step_cap_ticks=20), "dw_isolated_agents:fork", "clean", 0)
    run_one(spec, tmp_path)
    (episode,) = [p for p in (tmp_path / "episodes").iterdir() if p.is_dir()]
    notes = [n.text for n in read_trace(episode).events(HarnessNote)]
    assert "transcript of 3000 characters cut to 2000" in notes


def test_a_reference_is_checked_without_importing_it_here(tmp_path, monkeypatch):
    (tmp_path / "dw_loud_module.py").write_text(
        "import os\nos.environ['DW_IMPORTED_IN'] = str(os.getpid())\n"
        "def make():\n    return None\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv("DW_IMPORTED_IN", raising=False)
    entry = agent_entry("dw_loud_module:make")
    assert entry.plugin == "dw_loud_module:make"
    assert "DW_IMPORTED_IN" not in os.environ  # its module's code ran in another process
    with pytest.raises(ValueError, match="has no 'missing'"):
        agent_entry("dw_loud_module:missing")


def test_an_isolated_steps_overhead_is_small(bad_module):
    # a trivial agent's steps through its proxy, against the same agent in this process; a
    # tick's audio (1600 samples, 3.2 kB) goes each way
    import dw_isolated_agents

    audio = (np.sin(np.arange(1600) * 0.3) * 8000).astype(np.int16)

    def median_ms(agent) -> float:
        guard = AgentGuard(agent, HarnessDials())
        costs = []
        for tick in range(300):
            began = time.perf_counter()
            chunk = guard.step(AgentInput(tick, audio))
            costs.append(time.perf_counter() - began)
            assert np.array_equal(chunk.audio, audio)
        guard.close()
        return statistics.median(costs) * 1000

    dials = HarnessDials().as_dict()
    isolated = launch("dw_isolated_agents:echo", start_budget_s=120.0, dials=dials)
    try:
        through_process = median_ms(isolated)
    finally:
        isolated.close()
    in_process = median_ms(dw_isolated_agents.echo())
    print(f"median step: {through_process:.3f} ms isolated, {in_process:.3f} ms in-process")
    # a tick is 200 ms; the hand-off must stay a small part of it even on a loaded machine
    assert through_process < 20.0


def test_an_isolated_agent_keeps_its_text_mode_and_usage(tmp_path, bad_module):
    from duplexworld.trace import Utterance

    register_toy_world()
    scenario = toy_scenario(step_cap_ticks=20)
    run_one(EpisodeSpec(scenario, "dw_isolated_agents:texter", "text", 0), tmp_path / "text")
    (episode,) = [p for p in (tmp_path / "text" / "episodes").iterdir() if p.is_dir()]
    trace = read_trace(episode)
    assert trace.header.components["agent"]["isolation"] == "process"
    said = [u.text for u in trace.events(Utterance) if u.lane == "agent"]
    assert said == ["Hello there."] and trace.events(Terminated)[0].reason == "agent_stop"
    usage = json.loads((episode / "usage.json").read_text())
    assert usage["model"] == "tiny-model" and usage["usage"]["output_tokens"] == 5.0
    # an agent without a text mode is told so, as in-process
    run_one(EpisodeSpec(scenario, "dw_isolated_agents:echo", "text", 0), tmp_path / "voice")
    (episode,) = [p for p in (tmp_path / "voice" / "episodes").iterdir() if p.is_dir()]
    (end,) = read_trace(episode).events(Terminated)
    assert end.reason == "agent_error" and "has no text mode" in end.detail
