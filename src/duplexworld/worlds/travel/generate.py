"""Write the Hearthway scenario files from the specs in ``specs/``.

The YAML files under ``scenarios/`` are what the harness loads; this module is how they are
authored, so that shared parts (identity facts, spoken forms, keywords) stay identical across
the 27 scenarios. Run it after editing a spec, and commit the files it writes::

    python -m duplexworld.worlds.travel.generate          # write scenarios/*.yaml
    python -m duplexworld.worlds.travel.generate --check  # exit 1 if a file is out of date
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

import yaml

from duplexworld.scenario import Scenario
from duplexworld.worlds.travel.authoring import Spec
from duplexworld.worlds.travel.specs import MODULES

SCENARIO_DIR = Path(__file__).with_name("scenarios")
"""Where the packaged Hearthway scenario files live."""
BUILDERS: tuple[Callable[[], Spec], ...] = tuple(
    build for module in MODULES for build in module.SCENARIOS
)
"""Every scenario spec builder, in id order by conversation type."""


class _Dumper(yaml.SafeDumper):
    """Block style for the scenario's structure, flow style for short records and lists."""


def _str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    # long prose folds with '>-' so the files read like the hand-written Banking ones
    style = ">" if len(value) > 90 else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def render(spec: Spec) -> str:
    """The YAML text of one scenario spec, headed by its comment."""
    body = {key: value for key, value in spec.items() if key != "_comment"}
    Scenario.model_validate(body)  # a spec that does not load must never be written
    comment = "".join(f"# {line}\n" for line in spec["_comment"].splitlines())
    text = yaml.dump(
        body,
        Dumper=_Dumper,
        sort_keys=False,
        width=92,
        allow_unicode=True,
        default_flow_style=None,
    )
    return comment + text


def rendered() -> dict[str, str]:
    """File name -> YAML text of every scenario."""
    files: dict[str, str] = {}
    for build in BUILDERS:
        spec = build()
        files[f"{spec['id']}.yaml"] = render(spec)
    return files


def main(argv: list[str] | None = None) -> int:
    """Write (or, with ``--check``, compare) the scenario files; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    parser.add_argument("--out", type=Path, default=SCENARIO_DIR, help="target directory")
    args = parser.parse_args(argv)
    stale = []
    for name, text in rendered().items():
        path = args.out / name
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    if stale:
        print(f"out of date: {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
