"""Write Harborline's scenario files from the authoring specs.

The YAML files under ``scenarios/`` are what the harness loads; this module renders them from
``duplexworld.worlds.insurance.authoring`` so that spoken forms, claim ids and keywords stay
consistent across the 27 scenarios. Run it after editing a spec::

    python -m duplexworld.worlds.insurance.generate          # rewrite scenarios/*.yaml
    python -m duplexworld.worlds.insurance.generate --check  # exit 1 if a file is stale
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path
from typing import Any

import yaml

from duplexworld.worlds.insurance.authoring import all_specs

SCENARIO_DIR = Path(__file__).with_name("scenarios")
"""Where the packaged scenario files live."""

_WIDTH = 96
_FLOW_LIMIT = 80
_RECORD_LIMIT = 120


class _Dumper(yaml.SafeDumper):
    """Block style for structure, flow style for short records, folded style for prose."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        # indent list items under their key, as the hand-written scenarios do
        super().increase_indent(flow, False)


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _short(value: Any) -> bool:
    # a record or list of scalars that fits on one line reads best inline
    if isinstance(value, dict):
        parts, limit = list(value.values()), _RECORD_LIMIT
    elif isinstance(value, list):
        parts, limit = value, _FLOW_LIMIT
    else:
        return False
    if not all(_scalar(part) or (isinstance(part, dict) and _short(part)) for part in parts):
        return False
    return len(yaml.safe_dump(value, default_flow_style=True, width=10_000)) <= limit


def _represent_dict(dumper: yaml.SafeDumper, value: dict[str, Any]) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", value, flow_style=_short(value))


def _represent_list(dumper: yaml.SafeDumper, value: list[Any]) -> yaml.Node:
    flow = _short(value) and all(_scalar(part) for part in value)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flow)


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    style = ">" if len(value) > _FLOW_LIMIT and "\n" not in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(dict, _represent_dict)
_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(str, _represent_str)


def render(spec: dict[str, Any]) -> str:
    """One scenario file: the note as a header comment, then the scenario as YAML."""
    body = {key: value for key, value in spec.items() if key != "_note"}
    header = "\n".join(
        f"# {line}" for line in textwrap.wrap(spec["_note"], _WIDTH - 2, break_long_words=False)
    )
    text = yaml.dump(body, Dumper=_Dumper, sort_keys=False, width=_WIDTH, allow_unicode=True)
    return f"{header}\n{text}"


def rendered_files() -> dict[str, str]:
    """File name -> content for every scenario."""
    return {f"{spec['id']}.yaml": render(spec) for spec in all_specs()}


def stale_files(directory: Path = SCENARIO_DIR) -> list[str]:
    """Scenario files in ``directory`` that differ from (or are missing against) the specs."""
    stale = []
    for name, text in rendered_files().items():
        path = directory / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(name)
    return stale


def write(directory: Path = SCENARIO_DIR) -> list[Path]:
    """Write every scenario file into ``directory``; returns the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in rendered_files().items():
        path = directory / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    """Command line: write the files, or with ``--check`` report stale ones (exit 1)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale files")
    parser.add_argument("--out", type=Path, default=SCENARIO_DIR, help="target directory")
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_files(args.out)
        for name in stale:
            print(f"stale: {name}")
        return 1 if stale else 0
    for path in write(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
