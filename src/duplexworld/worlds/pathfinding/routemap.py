"""The route map of one episode: an SVG written by hand (no plotting dependency).

It shows the grid (walkable segments; the superblocks shaded), the day's closures (red, with
the ones the copilot learnt of marked), the start with the walker's heading, the destinations,
the ideal route (dashed) and the walked route, with arrival and eta in the caption.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from duplexworld.scenario import Scenario
from duplexworld.trace import Trace, read_trace
from duplexworld.worlds.pathfinding.analysis import closed_segments, replay, run_summary, task_of
from duplexworld.worlds.pathfinding.geo import AVENUE_BLOCK_M, STREET_BLOCK_M, VECTORS, load_map

ROUTE_MAP_FILE = "route_map.svg"
_X0, _Y0 = 150, 70
_DX = AVENUE_BLOCK_M * 0.3
_DY = STREET_BLOCK_M * 0.5


def _xy(node: str) -> tuple[float, float]:
    i, k = load_map().nodes[node]
    return _X0 + i * _DX, _Y0 + k * _DY


def _polyline(nodes: list[str], style: str, offset: float = 0.0) -> str:
    if len(nodes) < 2:
        return ""
    points = " ".join(f"{x + offset:.1f},{y + offset:.1f}" for x, y in map(_xy, nodes))
    return f"<polyline points='{points}' fill='none' {style}/>"


def render_route_map(scenario: Scenario, trace: Trace) -> str:
    """The SVG text of the episode's route map."""
    geo = load_map()
    walk = replay(scenario, trace)
    run = run_summary(scenario, trace)
    stops = [geo.places[s] for s in task_of(scenario).stops]
    closed = closed_segments(scenario)
    width = int(_X0 + 7 * _DX + 170)
    height = int(_Y0 + 7 * _DY + 110)
    out = [
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
        f"viewBox='0 0 {width} {height}' font-family='sans-serif' font-size='10'>",
        f"<rect width='{width}' height='{height}' fill='white'/>",
        f"<text x='10' y='18' font-size='13' font-weight='bold'>{escape(scenario.id)}</text>",
    ]
    for block in geo.superblocks:
        (i0, i1), (k0, k1) = block["av"], block["st"]
        x, y = _X0 + i0 * _DX, _Y0 + k0 * _DY
        out.append(
            f"<rect x='{x:.1f}' y='{y:.1f}' width='{(i1 - i0) * _DX:.1f}' "
            f"height='{(k1 - k0) * _DY:.1f}' fill='#e4e4e4'/>"
            f"<text x='{x + 4:.1f}' y='{y + 12:.1f}' fill='#777'>{escape(block['name'])}</text>"
        )
    for index, name in enumerate(geo.avenues):
        x = _X0 + index * _DX
        out.append(
            f"<text x='{x:.1f}' y='{_Y0 - 10}' text-anchor='start' fill='#555' "
            f"transform='rotate(-25 {x:.1f} {_Y0 - 10})'>{escape(name)}</text>"
        )
    for index, name in enumerate(geo.streets):
        y = _Y0 + index * _DY + 3
        out.append(
            f"<text x='{_X0 - 8}' y='{y:.1f}' text-anchor='end' fill='#555'>{escape(name)}</text>"
        )
    for segment in geo.segments.values():
        (xa, ya), (xb, yb) = _xy(segment.a), _xy(segment.b)
        colour = "#d62728" if segment.id in closed else "#bbbbbb"
        thick = 4 if segment.id in closed else 2
        out.append(
            f"<line x1='{xa:.1f}' y1='{ya:.1f}' x2='{xb:.1f}' y2='{yb:.1f}' "
            f"stroke='{colour}' stroke-width='{thick}'/>"
        )
        if segment.id in closed:
            mx, my = (xa + xb) / 2, (ya + yb) / 2
            mark = "learnt" if segment.id in walk.revealed else "never learnt"
            out.append(
                f"<text x='{mx:.1f}' y='{my - 4:.1f}' text-anchor='middle' fill='#d62728'>"
                f"closed, {mark}</text>"
            )
    here, heading = walk.start.node, walk.start.heading
    for stop in stops:
        found = geo.best_route(here, stop.node, frozenset(closed), heading)
        if found:
            path, _ = found
            out.append(
                _polyline(path, "stroke='#2ca02c' stroke-width='3' stroke-dasharray='7 5'", -3)
            )
            if len(path) > 1:
                heading = geo.heading_between(path[-2], path[-1])
        here = stop.node
    walked = [node for _, node in walk.path]
    out.append(_polyline(walked, "stroke='#1f77b4' stroke-width='3' stroke-opacity='0.85'", 3))
    sx, sy = _xy(walk.start.node)
    vx, vy = VECTORS[walk.start.heading]
    out.append(
        f"<circle cx='{sx:.1f}' cy='{sy:.1f}' r='7' fill='#2ca02c'/>"
        f"<line x1='{sx:.1f}' y1='{sy:.1f}' x2='{sx + 16 * vx:.1f}' y2='{sy + 16 * vy:.1f}' "
        "stroke='#2ca02c' stroke-width='3'/>"
    )
    for number, stop in enumerate(stops, start=1):
        x, y = _xy(stop.node)
        out.append(
            f"<rect x='{x - 6:.1f}' y='{y - 6:.1f}' width='12' height='12' fill='#ff7f0e'/>"
            f"<text x='{x + 9:.1f}' y='{y - 8:.1f}' font-weight='bold'>"
            f"{number}. {escape(stop.name)} ({escape(stop.side)} side)</text>"
        )
    final = walk.final.node
    if final:
        fx, fy = _xy(final)
        out.append(
            f"<circle cx='{fx:.1f}' cy='{fy:.1f}' r='10' fill='none' stroke='#1f77b4' "
            "stroke-width='2'/>"
        )
    eta = run["eta"]
    caption = (
        f"arrived: {'yes' if run['arrived'] else 'no'}; walked {run['blocks_walked']} blocks, "
        f"optimal {run['optimal_blocks']}; eta {f'{eta:.2f}' if eta is not None else '-'}; "
        f"closures {len(closed)} ({len(walk.revealed)} learnt)"
    )
    legend_y = height - 40
    out += [
        f"<text x='10' y='{legend_y}'>{escape(caption)}</text>",
        f"<line x1='10' y1='{legend_y + 16}' x2='40' y2='{legend_y + 16}' stroke='#1f77b4' "
        "stroke-width='3'/>",
        f"<text x='45' y='{legend_y + 19}'>walked</text>",
        f"<line x1='100' y1='{legend_y + 16}' x2='130' y2='{legend_y + 16}' stroke='#2ca02c' "
        "stroke-width='3' stroke-dasharray='7 5'/>",
        f"<text x='135' y='{legend_y + 19}'>ideal (all closures known)</text>",
        f"<line x1='290' y1='{legend_y + 16}' x2='320' y2='{legend_y + 16}' stroke='#d62728' "
        "stroke-width='4'/>",
        f"<text x='325' y='{legend_y + 19}'>closed</text>",
        f"<circle cx='385' cy='{legend_y + 16}' r='6' fill='#2ca02c'/>",
        f"<text x='395' y='{legend_y + 19}'>start, facing</text>",
        "</svg>",
    ]
    return "\n".join(part for part in out if part) + "\n"


def write_route_map(scenario: Scenario, directory: Path) -> Path:
    """Write ``route_map.svg`` into a finished episode directory."""
    path = Path(directory) / ROUTE_MAP_FILE
    path.write_text(render_route_map(scenario, read_trace(directory)), encoding="utf-8")
    return path
