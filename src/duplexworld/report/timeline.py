"""The per-episode speech-activity timeline as a plotly figure specification.

Built as plain dicts (not ``plotly.graph_objects``, whose validation would cost seconds over a
300-episode run); the page draws it with the embedded plotly.js when the episode is opened.
Lanes, top to bottom: turn marks, tool calls, channel effects, agent speech, caller speech, at
tick resolution (bars start and end on tick boundaries). Plotly reads a subset of HTML in
labels, so every untrusted string goes through :func:`plotly_text`.
"""

from __future__ import annotations

import hashlib
import html
from typing import Any

from duplexworld.report.episode import EpisodeView, seconds

LANES = ("caller", "agent", "channel", "tools", "turns")
"""The y categories, bottom to top."""

COLOURS = {"caller": "#4c78a8", "agent": "#f58518"}
TURN_SYMBOLS = {
    "response": ("circle", "#54a24b"),
    "no response": ("x", "#e45756"),
    "yield": ("triangle-down", "#54a24b"),
    "no yield": ("triangle-down-open", "#e45756"),
    "agent interruption": ("diamond", "#e45756"),
}
EFFECT_COLOURS = {
    "burst_noise": "#9d755d",
    "frame_drop": "#bab0ac",
    "muffling": "#72b7b2",
    "vocal_tic": "#b279a2",
    "non_directed_phrase": "#ff9da6",
    "backchannel": "#eeca3b",
}
"""One colour per effect label (the channel's kinds, its out-of-turn speech labels and the
caller's backchannels), the same in every episode so a colour can be learnt once."""

OTHER_EFFECT_COLOURS = ("#8c6d31", "#637939", "#7b4173", "#3182bd")
"""For a label the table does not know (a new effect kind): picked by a stable hash of it."""


def effect_colour(label: str) -> str:
    """The colour of an effect label, the same in every episode and every run."""
    known = EFFECT_COLOURS.get(label)
    if known is not None:
        return known
    index = int.from_bytes(hashlib.sha256(label.encode("utf-8")).digest()[:4], "big")
    return OTHER_EFFECT_COLOURS[index % len(OTHER_EFFECT_COLOURS)]


HOVER_CHARS = 240


def plotly_text(text: object, limit: int = HOVER_CHARS) -> str:
    """Untrusted text made inert for a plotly label (plotly renders a subset of HTML)."""
    value = str(text)
    if len(value) > limit:
        value = value[:limit] + "\u2026"
    return html.escape(value, quote=True)


def _bars(name: str, lane: str, spans: list[tuple[int, int]], texts: list[str], colour: str,
          label: list[str] | None = None) -> dict[str, Any]:  # fmt: skip
    return {
        "type": "bar",
        "orientation": "h",
        "name": name,
        "y": [lane] * len(spans),
        "base": [seconds(s) for s, _ in spans],
        "x": [seconds(e - s) for s, e in spans],
        "marker": {"color": colour},
        "hovertext": texts,
        "hoverinfo": "text",
        "text": label or [""] * len(spans),
        "textposition": "inside",
        "insidetextanchor": "start",
        "width": 0.6,
    }


def _utterance_at(view: EpisodeView, lane: str, start: int, end: int) -> str:
    texts = [text for s, _, who, text in view.utterances if who == lane and start <= s < end]
    return " / ".join(texts)


def timeline_figure(view: EpisodeView) -> dict[str, Any]:
    """The figure (``data`` and ``layout``) of one episode's timeline."""
    data: list[dict[str, Any]] = []
    for lane in ("caller", "agent"):
        spans = view.speech.get(lane, [])
        texts = [
            f"{lane} {seconds(s):.1f}-{seconds(e):.1f} s<br>"
            + plotly_text(_utterance_at(view, lane, s, e) or "(speech)")
            for s, e in spans
        ]
        data.append(_bars(f"{lane} speech", lane, spans, texts, COLOURS[lane]))
    labels = sorted({label for _, _, label, _ in view.effects})
    for label in labels:
        spans = [(s, e) for s, e, lab, _ in view.effects if lab == label]
        texts = [
            f"{plotly_text(label)} {seconds(s):.1f}-{seconds(e):.1f} s"
            + (f"<br>{plotly_text(t)}" if t else "")
            for s, e, lab, t in view.effects
            if lab == label
        ]
        colour = effect_colour(label)
        data.append(
            _bars(
                plotly_text(label),
                "channel",
                spans,
                texts,
                colour,
                [plotly_text(label)] * len(spans),
            )
        )
    if view.tools:
        data.append(
            {
                "type": "scatter",
                "mode": "markers",
                "name": "tool calls",
                "x": [seconds(t.tick) for t in view.tools],
                "y": ["tools"] * len(view.tools),
                "marker": {
                    "symbol": [
                        "square" if t.ok is not False else "square-open" for t in view.tools
                    ],
                    "size": 11,
                    "color": ["#54a24b" if t.ok else "#e45756" for t in view.tools],
                },
                "hovertext": [
                    f"{seconds(t.tick):.1f} s {plotly_text(t.actor)}: {plotly_text(t.name)}"
                    f"({plotly_text(t.arguments, 120)})<br>"
                    + ("ok: " if t.ok else "error: " if t.ok is False else "no result ")
                    + plotly_text(t.result, 160)
                    for t in view.tools
                ],
                "hoverinfo": "text",
            }
        )
    for mark in sorted({m for _, m in view.turns}):
        ticks = [t for t, m in view.turns if m == mark]
        symbol, colour = TURN_SYMBOLS.get(
            mark,
            (
                "star" if "ignored" in mark else "star-open",
                "#54a24b" if "ignored" in mark else "#e45756",
            ),
        )
        data.append(
            {
                "type": "scatter",
                "mode": "markers",
                "name": plotly_text(mark),
                "x": [seconds(t) for t in ticks],
                "y": ["turns"] * len(ticks),
                "marker": {"symbol": symbol, "size": 10, "color": colour},
                "hovertext": [f"{plotly_text(mark)} at {seconds(t):.1f} s" for t in ticks],
                "hoverinfo": "text",
            }
        )
    end = seconds(view.ticks)
    layout: dict[str, Any] = {
        "height": 300,
        "margin": {"l": 70, "r": 10, "t": 10, "b": 40},
        "barmode": "overlay",
        "xaxis": {"title": {"text": "seconds (click to play from there)"},
                  "range": [0, max(end, 1.0)]},
        "yaxis": {"categoryorder": "array", "categoryarray": list(LANES), "range": [-0.5, 4.5],
                  "fixedrange": True},
        "legend": {"orientation": "h", "y": -0.3},
        "shapes": [
            {"type": "line", "x0": end, "x1": end, "y0": 0, "y1": 1, "yref": "paper",
             "line": {"color": "#333", "dash": "dot"}},
            {"type": "line", "x0": 0, "x1": 0, "y0": 0, "y1": 1, "yref": "paper",
             "line": {"color": "#d62728", "width": 2}, "name": "cursor"},
        ],
        "annotations": [
            {"x": end, "y": 1, "yref": "paper", "text": f"end: {plotly_text(view.termination)}",
             "showarrow": False, "xanchor": "right", "yanchor": "bottom", "font": {"size": 11}},
        ],
    }  # fmt: skip
    return {"data": data, "layout": layout}
