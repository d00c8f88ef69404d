"""Command line: ``python -m bot [run | console ... | data-report mageknight]``."""

from __future__ import annotations

import argparse
import sys

from bot.config import ConfigError, load_config


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
    report.add_argument("game", choices=["mageknight"])
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    try:
        if args.command in (None, "run"):
            from bot.app import run_bot

            run_bot(load_config())
            return 0
        if args.command == "console":
            from bot.console import main as console_main

            return int(console_main(args.console_args) or 0)
        from bot.games.mageknight.data_report import report

        print(report())
        return 0
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
