"""The public API: ``from duplexworld import ...`` names, loaded lazily, and the README's
Python example run as written on the toy world."""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import duplexworld

README = Path(__file__).resolve().parents[1] / "README.md"


def _run(code: str, cwd: Path | None = None) -> str:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True, check=True
    )
    return done.stdout


@pytest.mark.parametrize("name", sorted(set(duplexworld.__all__) - {"__version__"}))
def test_every_public_name_imports_from_the_package_as_its_modules_object(name):
    value = getattr(duplexworld, name)
    home = importlib.import_module(duplexworld._EXPORTS[name])
    assert value is getattr(home, name)
    assert (value.__doc__ or "").strip(), f"{name} has no docstring"


def test_all_lists_exactly_the_lazy_names_and_an_unknown_one_is_an_attribute_error():
    assert sorted(duplexworld.__all__) == sorted(["__version__", *duplexworld._EXPORTS])
    assert set(duplexworld._EXPORTS) <= set(dir(duplexworld))
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        duplexworld.nothing  # noqa: B018 - the lookup is the test
    assert "from duplexworld import" in (duplexworld.__doc__ or "")


def test_importing_the_package_or_asking_for_help_loads_nothing_heavy():
    probe = (
        "import sys, duplexworld\n"
        "print(sorted(m for m in sys.modules if m.startswith('duplexworld.')))\n"
        "print('numpy' in sys.modules, 'pydantic' in sys.modules)\n"
        "from duplexworld import AgentChunk\n"
        "print('duplexworld.campaign' in sys.modules, 'numpy' in sys.modules)\n"
    )
    assert _run(probe).splitlines() == ["[]", "False False", "False True"]
    helped = _run(
        "import sys\nfrom duplexworld.cli import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print('numpy' in sys.modules, 'duplexworld.campaign' in sys.modules)\n"
    )
    assert helped.splitlines()[-1] == "False False"


def test_the_readme_python_example_runs_on_the_toy_world(tmp_path):
    text = README.read_text(encoding="utf-8")
    section = text[text.index("### From Python") : text.index("### Channel presets")]
    agent, driver = re.findall(r"```python\n(.*?)```", section, re.S)
    (tmp_path / "my_agent.py").write_text(agent, encoding="utf-8")
    assert _run(driver, cwd=tmp_path).splitlines() == ["lamp 1.0", "null 0.0"]
    assert (tmp_path / "runs" / "python" / "results.jsonl").is_file()
    assert "`lamp 1.0`, `null 0.0`" in section  # what the README says it prints
