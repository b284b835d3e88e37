"""The ``duplexworld fakes`` command: list the fakes, or serve one on localhost (its parser is
built in ``duplexworld.cli``, which must not import this package to show ``--help``)."""

from __future__ import annotations

import argparse


def run_fakes(args: argparse.Namespace) -> int:
    """Run the ``fakes`` command."""
    from duplexworld.fakes import FAKES, fake_url, serve_forever

    if args.action == "list":
        for name in FAKES:
            print(f"{name}\t{fake_url(name, 8765)}")
        return 0
    from duplexworld.fakes.script import FAULTS

    if args.name not in FAKES:
        print(f"error: unknown fake {args.name!r} (known: {', '.join(FAKES)})")
        return 2
    if args.fault is not None and args.fault not in FAULTS:
        print(f"error: --fault: unknown fault {args.fault!r} (known: {', '.join(FAULTS)})")
        return 2
    serve_forever(args.name, args.port, args.fault, args.times, args.cache, args.delay)
    return 0
