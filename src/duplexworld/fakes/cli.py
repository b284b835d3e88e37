"""The ``duplexworld fakes`` command: list the fakes, or serve one on localhost."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def add_fakes_parser(sub: Any) -> None:
    """Add ``fakes list`` and ``fakes serve NAME`` to the command's subparsers."""
    from duplexworld.fakes.script import FAULTS

    fakes = sub.add_parser("fakes", help="local fakes of hosted voice agents (no key needed)")
    fakes_sub = fakes.add_subparsers(dest="action", required=True)
    fakes_sub.add_parser("list", help="one line per fake")
    serve = fakes_sub.add_parser("serve", help="serve a fake on localhost until Ctrl-C")
    serve.add_argument("name", help="fake name (see `duplexworld fakes list`)")
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765)")
    serve.add_argument("--fault", choices=FAULTS, help="inject this fault")
    serve.add_argument("--times", type=int, default=1, help="connections the fault hits")
    serve.add_argument("--cache", type=Path, help="speech cache directory")
    serve.add_argument("--delay", type=float, default=0.0, help="seconds per reply (chat)")


def run_fakes(args: argparse.Namespace) -> int:
    """Run the ``fakes`` command."""
    from duplexworld.fakes import FAKES, fake_url, serve_forever

    if args.action == "list":
        for name in FAKES:
            print(f"{name}\t{fake_url(name, 8765)}")
        return 0
    if args.name not in FAKES:
        print(f"error: unknown fake {args.name!r} (known: {', '.join(FAKES)})")
        return 2
    serve_forever(args.name, args.port, args.fault, args.times, args.cache, args.delay)
    return 0
