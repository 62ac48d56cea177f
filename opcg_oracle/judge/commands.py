"""The judge's sub-commands (draw, explain, quiz, site): argument parsing and file I/O only."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

EXIT_USAGE = 2


def _error(message: str) -> int:
    print(f"opcg-oracle: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def _write(text: str, out: str | None) -> int:
    """Write to a file (never over a folder) or to stdout."""
    if not out or out == "-":
        sys.stdout.write(text)
        return 0
    path = Path(out)
    if path.is_dir():
        return _error(f"{out} is a folder; give a file name, e.g. {Path(out) / 'out.html'}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    print(path)
    return 0


def _cmd_draw(args: argparse.Namespace) -> int:
    from opcg_oracle.judge.draw import draw_file
    from opcg_oracle.yamlio import InputError

    path = Path(args.board)
    if not path.is_file():
        return _error(f"no board file {args.board}")
    try:
        svg = draw_file(path)
    except (InputError, ValueError) as error:
        return _error(str(error))
    return _write(svg, args.output)


def register(commands: argparse._SubParsersAction) -> None:
    """Add the judge's sub-commands to the command line."""
    draw = commands.add_parser("draw", help="draw a board file as an SVG picture")
    draw.add_argument("board", help="a board file (YAML, format 1)")
    draw.add_argument("-o", "--output", help="the SVG file to write (default: standard output)")
    draw.set_defaults(handler=_cmd_draw)
