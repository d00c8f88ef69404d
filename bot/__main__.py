"""Command line: ``python -m bot [run | console ... | data-report <game>]``."""

from __future__ import annotations

import argparse
import sys

from bot.app import run_bot
from bot.config import ConfigError, load_config
from bot.console import main as console_main
from bot.games import registry


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Play-by-post board games on Discord.")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="run the Discord bot (the default)")
    console = sub.add_parser(
        "console",
        help="play offline in the terminal: console [--db PATH] [--map-dir DIR]",
        add_help=False,
        prefix_chars="\0",
    )
    console.add_argument("console_args", nargs=argparse.REMAINDER)
    report = sub.add_parser("data-report", help="print a summary of a game's component data")
    report.add_argument("game", choices=[g.id for g in registry.games()])
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    try:
        if args.command in (None, "run"):
            run_bot(load_config())
            return 0
        if args.command == "console":
            return int(console_main(args.console_args) or 0)
        print(registry.get(args.game).data_report())
        return 0
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
