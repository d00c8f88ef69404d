"""Command line: ``python -m bot [run | console ... | health | backup | restore FILE | data-report <game>]``."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from bot.app import run_bot
from bot.config import ConfigError, load_config
from bot.console import main as console_main
from bot.engine.i18n import english, t
from bot.games import registry
from bot.health import main as health_main
from bot.service import KEEP_EVERY
from bot.store import Store
from bot.store.backup import backup, restore


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
    sub.add_parser("health", help="exit 0 when the running bot is connected and its database answers")
    back = sub.add_parser("backup", help="copy the live database into a backup folder (online, checked)")
    back.add_argument("--dir", default=None, help="backup folder (default: PBP_BACKUP_DIR or ./var/backups)")
    back.add_argument("--keep", type=int, default=None, help="how many backups to keep (default 14)")
    rest = sub.add_parser("restore", help="replace the database by a backup file (stop the bot first)")
    rest.add_argument("file", help="the backup file")
    report = sub.add_parser("data-report", help="print a summary of a game's component data")
    report.add_argument("game", choices=[g.id for g in registry.games()])
    return parser


async def prune_ended(database: Path) -> int:
    """Prune finished and abandoned games' snapshots before a backup, as the running bot's scheduled
    backup does (safe while the bot runs: one short write transaction)."""
    if not database.exists():
        return 0
    store = await Store.open(database)
    try:
        return await store.prune_ended(keep_every=KEEP_EVERY)
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    try:
        if args.command in (None, "run"):
            run_bot(load_config())
            return 0
        if args.command == "console":
            return int(console_main(args.console_args) or 0)
        if args.command == "health":
            return health_main()
        if args.command == "backup":
            config = load_config()
            dropped = asyncio.run(prune_ended(config.database))  # as the scheduled backup does
            if dropped:
                print(f"pruned {dropped} snapshots of ended games")
            done = backup(
                config.database,
                Path(args.dir) if args.dir else config.backup_dir,
                keep=args.keep or config.backup_keep,
            )
            text = t(
                "ops-backup-done", path=str(done.path), size=done.size, check=done.integrity, kept=done.kept
            )
            print(english(text))
            return 0
        if args.command == "restore":
            check = restore(Path(args.file), load_config().database)
            print(f"restored {args.file}: integrity {check}")
            return 0 if check == "ok" else 1
        print(registry.get(args.game).data_report())
        return 0
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
