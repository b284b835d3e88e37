"""The one YAML renderer of authored scenarios, with the generated-file header.

Block style for structure, flow style for short records and lists of scalars, folded style
for prose. Only the fields the author set are written (a schema default stays implicit). The
header names the Python module the scenario comes from and how to regenerate it, then the
author's note.
"""

from __future__ import annotations

import json
import textwrap
from typing import Any

import yaml

from duplexworld.authoring.build import Authored

REGENERATE = "duplexworld scenarios generate"
"""The command that rewrites every generated scenario file."""

_WIDTH = 96
_FLOW_LIMIT = 80
_RECORD_LIMIT = 120


def header(module: str) -> str:
    """The first line of every generated file (``--check`` and cleanup look for it)."""
    return f"# Generated from {module}; do not edit. Regenerate with: {REGENERATE}\n"


class _Dumper(yaml.CSafeDumper):
    """Block style for structure, flow style for short records, folded style for prose.

    libyaml's emitter (PyYAML's wheels carry it): ten times faster than the pure-Python one,
    and always the same one, so every machine writes the same bytes.
    """


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _short(value: Any) -> bool:
    # a record or a list of scalars that fits on one line reads best inline
    if isinstance(value, dict):
        parts, limit = list(value.values()), _RECORD_LIMIT
    elif isinstance(value, list):
        parts, limit = value, _FLOW_LIMIT
    else:
        return False
    if not all(_scalar(part) or (isinstance(part, dict) and _short(part)) for part in parts):
        return False
    # the JSON text is about as long as the flow-style YAML line, and far cheaper to make
    return len(json.dumps(value, ensure_ascii=False).replace('"', "")) <= limit


def _represent_dict(dumper: _Dumper, value: dict[str, Any]) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", value, flow_style=_short(value))


def _represent_list(dumper: _Dumper, value: list[Any]) -> yaml.Node:
    flow = _short(value) and all(_scalar(part) for part in value)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flow)


def _represent_str(dumper: _Dumper, value: str) -> yaml.Node:
    style = ">" if len(value) > _FLOW_LIMIT and "\n" not in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(dict, _represent_dict)
_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(str, _represent_str)


def render(authored: Authored, module: str) -> str:
    """The file text of one scenario built by a function of ``module``."""
    lines = [header(module)]
    for paragraph in authored.note.strip().split("\n\n") if authored.note.strip() else ():
        lines.append("#\n")
        text = " ".join(paragraph.split())
        for line in textwrap.wrap(text, _WIDTH - 2, break_long_words=False):
            lines.append(f"# {line}\n")
    body = authored.scenario.model_dump(mode="json", exclude_unset=True)
    text = yaml.dump(body, Dumper=_Dumper, sort_keys=False, width=_WIDTH, allow_unicode=True)
    return "".join(lines) + text


__all__ = ["REGENERATE", "header", "render"]
