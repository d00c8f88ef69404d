"""The offline console: the same game as on Discord, hot-seat, in a terminal.

Each line is ``<player>: /<command> <option>:<value> ...`` (values with spaces in quotes), read from
the keyboard or piped on standard input. It prints what each player would see: public lines, and
private ones marked with the player's name. Map pictures are written to files whose paths are printed.

The console's clock is its own: ``wait 6h`` (or ``30m``, ``2d``) moves it on and wakes the scheduler,
printing the reminders, deadline notices, heads-ups and digests that fall due, so reminders and
deadlines can be tried offline without waiting; ``tick`` wakes the scheduler without moving the clock.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import re
import secrets
import shlex
import sys
import time
import traceback
from pathlib import Path
from typing import TextIO

from bot.commands import Caller, Reply, command_table, dispatch
from bot.config import load_config
from bot.engine.commands import USER
from bot.engine.i18n import DEFAULT, LANGUAGES, Say, render, t
from bot.engine.menus import paged, usages
from bot.ops.scheduler import Notice, Scheduler, notice_language
from bot.service import GameService
from bot.store import Store

CHANNEL = 1
GUILD = 1
CAN_BUDGET = 500  # characters of one "You can" line; more controls go on further lines


def user_id(name: str) -> int:
    """A stable id for a console player name (so a saved game can be continued later)."""
    return int.from_bytes(hashlib.sha256(name.lower().encode()).digest()[:6], "big")


def parse_line(line: str) -> tuple[str, str, dict[str, str]]:
    """``"alice: /mk move hex:2,-1"`` -> ``("alice", "mk move", {"hex": "2,-1"})``. Raises ValueError."""
    if ":" not in line:
        raise ValueError("write lines as '<player>: /<command> <option>:<value> ...'")
    who, rest = line.split(":", 1)
    who = who.strip()
    rest = rest.strip()
    if not who or not rest.startswith("/"):
        raise ValueError("write lines as '<player>: /<command> <option>:<value> ...'")
    try:
        words = shlex.split(rest[1:])
    except ValueError as exc:
        raise ValueError(f"cannot read that line: {exc}") from None
    name = None
    for n in (2, 1):
        candidate = " ".join(words[:n])
        if len(words) >= n and candidate in command_table():
            name = candidate
            words = words[n:]
            break
    if name is None:
        raise ValueError(f"unknown command '/{' '.join(words[:2])}'; try /help")
    options: dict[str, str] = {}
    for w in words:
        if ":" not in w:
            raise ValueError(f"'{w}' is not an option; write options as name:value")
        k, v = w.split(":", 1)
        options[k.strip()] = v.strip()
    return who, name, options


class ConsoleClock:
    """The console's time: the real time (or a fixed ``start``) plus however long ``wait`` moved it on."""

    def __init__(self, start: float | None = None) -> None:
        self.start = start
        self.offset = 0.0

    def __call__(self) -> float:
        return (time.time() if self.start is None else self.start) + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds


_WAIT = re.compile(r"^wait\s+(\d+(?:\.\d+)?)\s*([smhd]?)$")
_UNIT = {"s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0, "": 3600.0}


def mention_names(text: str, names: dict[int, str]) -> str:
    """Discord mentions (<@id>) as the console's player names."""
    return re.sub(r"<@!?(\d+)>", lambda m: "@" + names.get(int(m[1]), m[1]), text)


class Console:
    def __init__(
        self,
        service: GameService,
        map_dir: Path,
        out: TextIO,
        clock: ConsoleClock | None = None,
        lang: str = DEFAULT,
    ) -> None:
        self.service = service
        self.lang = lang  # every console player's language (and the table's)
        self.map_dir = map_dir
        self.out = out
        self.count = 0
        self.names: dict[int, str] = {}
        self.live: dict[tuple[int | None, str], list[str]] = {}  # the live blocks as printed (show_live)
        self.clock = clock or ConsoleClock()
        service.clock = self.clock
        self.scheduler = Scheduler(service.store, self.clock)

        # interaction ids are unique per session: a reopened database keeps the old ones, and a new
        # session's first lines must not pass for repeats of the old session's first lines
        self.session = secrets.token_hex(4)

    async def wait(self, seconds: float) -> list[Notice]:
        """Move the console's clock on by ``seconds`` and print what the scheduler finds due."""
        self.clock.advance(seconds)
        notices = await self.scheduler.tick()
        for n in notices:
            lang = await notice_language(self.service, n, self.lang)
            text = mention_names(render(lang, n.text), self.names)
            if n.private_to is not None:
                who = self.names.get(n.private_to, str(n.private_to))
                for line in text.split("\n"):
                    self.private(who, line)
            else:
                self.public(text)
                if n.mute_for is not None:
                    who = self.names.get(n.mute_for, str(n.mute_for))
                    self.private(who, t("ui-console-mute"))
        return notices

    def emit(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def public(self, text: Say) -> None:
        """A line everyone at the table sees."""
        self.emit(render(self.lang, t("ui-console-public", text=text)))

    def private(self, who: str, text: Say) -> None:
        """A line only ``who`` would see."""
        self.emit(render(self.lang, t("ui-console-private", who=who, text=text)))

    async def run_line(self, line: str) -> Reply | None:
        line = line.strip()
        if not line or line.startswith("#"):
            return None
        waited = _WAIT.match(line)
        if waited or line == "tick":
            seconds = float(waited[1]) * _UNIT[waited[2]] if waited else 0.0
            stamp = time.strftime("%Y-%m-%d %H:%M", time.gmtime(self.clock() + seconds))
            self.emit(f"[clock] {stamp} UTC")
            await self.wait(seconds)
            return None
        try:
            who, name, options = parse_line(line)
        except ValueError as exc:
            self.emit(f"[error] {exc}")
            return None
        self.count += 1
        spec = command_table()[name]
        for o in spec.options:  # a member is typed by name in the console
            if o.type == USER and o.name in options and "|" not in options[o.name]:
                member = options[o.name]
                self.names[user_id(member)] = member
                options[o.name] = f"{user_id(member)}|{member}"
        uid = user_id(who)
        self.names[uid] = who
        caller = Caller(
            user_id=uid,
            name=who,
            channel_id=CHANNEL,
            guild_id=GUILD,
            lang=self.lang,
            server_lang=self.lang,
            interaction_id=f"console-{self.session}-{self.count}-{uid}",
        )
        try:
            reply = await dispatch(self.service, caller, name, options)
        except Exception as exc:  # a bug in one command must not end a long hot-seat session
            traceback.print_exc(file=sys.stderr)
            error = f"{type(exc).__name__}: {exc}"
            self.emit(render(self.lang, t("ui-console-crash", line=line, error=error)))
            return None
        self.show(who, reply)
        return reply

    def write_file(self, name: str, data: bytes) -> Path:
        """Write a picture under ``name`` in the map folder, never over an existing file (a reopened
        session counts from 1 again): ``map-0006.png`` becomes ``map-0006-2.png`` and so on."""
        self.map_dir.mkdir(parents=True, exist_ok=True)
        stem, dot, ext = name.rpartition(".") if "." in name else (name, "", "")
        for n in range(1, 10_000):
            path = self.map_dir / (name if n == 1 else f"{stem}-{n}{dot}{ext}")
            try:
                with path.open("xb") as f:
                    f.write(data)
                return path
            except FileExistsError:
                continue
        raise FileExistsError(f"no free file name for {name} in {self.map_dir}")

    def show(self, who: str, reply: Reply) -> None:
        for text in reply.public:
            self.public(text)
        self.show_live(reply)
        for text in reply.private:
            self.private(who, text)
        if reply.controls:  # one usage per group, the end-turn group last; paged, never cut
            pages = paged(usages(reply.controls), CAN_BUDGET)
            for n, page in enumerate(pages, start=1):
                if len(pages) == 1:
                    self.private(who, t("ui-console-can", controls=page))
                else:
                    self.private(who, t("ui-group-console-can-page", page=n, pages=len(pages), controls=page))
        if reply.declare:
            self.private(who, reply.declare.get("hint", ""))
        if reply.choice:
            self.private(who, reply.choice.get("hint", ""))
        if reply.attachment is not None:
            path = self.write_file(reply.attachment[0], reply.attachment[1])
            self.private(who, t("ui-console-file", path=str(path)))
        if reply.map_image:
            path = self.write_file(f"map-{self.count:04d}.png", reply.map_image)
            self.scoped(who, reply.map_private, t("ui-console-map", path=str(path)))
        for name, image in reply.pictures:
            path = self.write_file(f"{self.count:04d}-{name}", image)
            self.scoped(
                who, reply.map_private, t("ui-console-picture", name=name.rsplit(".", 1)[0], path=str(path))
            )
        if reply.notify_user_id is not None and reply.public:
            name = self.names.get(reply.notify_user_id, str(reply.notify_user_id))
            self.public(t("ui-during-your-turn", who=name))
        if reply.turn_changed and reply.next_user_ids:
            names = ", ".join(self.names.get(u, str(u)) for u in reply.next_user_ids)
            self.public(t("ui-console-your-turn", names=names))

    def show_live(self, reply: Reply) -> None:
        """The game's live blocks (a combat summary), as Discord keeps them in one message it edits:
        printed whole when one starts, then only its lines that changed, marked as updates (the whole
        block again if lines only went away); nothing when it did not change."""
        for key, block in reply.live.items():
            where = (reply.game_id, key)
            lines = [render(self.lang, line) for line in block]
            before = self.live.pop(where, None)
            if not lines:  # over
                continue
            self.live[where] = lines
            if before is None:
                for line in lines:
                    self.public(line)
                continue
            changed = [line for line in lines if line not in before] or (lines if lines != before else [])
            for line in changed:
                self.emit(render(self.lang, t("ui-live-console-updated", text=line)))

    def scoped(self, who: str, private: bool, text: Say) -> None:
        if private:
            self.private(who, text)
        else:
            self.public(text)


async def amain(
    argv: list[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None
) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot console", description=__doc__.splitlines()[0])
    config = load_config()  # PBP_DATABASE and PBP_MAP_DIR (environment or .env) as on Discord
    parser.add_argument("--db", default=str(config.database), help=f"SQLite file (default {config.database})")
    parser.add_argument(
        "--map-dir",
        default=str(config.map_dir),
        help=f"where pictures are written (default {config.map_dir})",
    )
    parser.add_argument("--seed", default=None, help="fixed seed for new games (reproducible sessions)")
    parser.add_argument(
        "--now", type=float, default=None, help="the console clock's start (Unix time; default: now)"
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=config.lang,
        help=f"the players' language (default: PBP_LANG, else English; now {config.lang})",
    )
    args = parser.parse_args(argv)
    stdin = stdin or sys.stdin
    out = stdout or sys.stdout
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    store = await Store.open(args.db)
    try:
        seed_factory = (lambda: args.seed) if args.seed else None
        service = GameService(store, seed_factory=seed_factory)
        console = Console(service, Path(args.map_dir), out, ConsoleClock(args.now), lang=args.lang)
        interactive = stdin.isatty()
        if interactive:
            console.emit(render(console.lang, t("ui-console-intro")))
        while True:
            if interactive:
                print("> ", end="", file=out, flush=True)
            line = await asyncio.to_thread(stdin.readline)
            if not line:
                break
            if line.strip() in ("quit", "exit"):
                break
            await console.run_line(line)
    finally:
        await store.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    return asyncio.run(amain(argv))


if __name__ == "__main__":
    raise SystemExit(main())
