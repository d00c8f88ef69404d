"""Online backups and restores with SQLite's backup API: the database stays live while it is copied
(readers and the bot's writes carry on), each copy is checked with ``PRAGMA integrity_check``, only
the newest ``keep`` copies are kept, and every file is readable by the bot's user only (it holds
every player's hand)."""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

PREFIX = "pbp-"
SUFFIX = ".sqlite3"
PRIVATE = 0o600


@dataclass(frozen=True)
class Backup:
    path: Path
    size: int
    integrity: str
    kept: int
    seconds: float


def private(path: Path) -> None:
    """Readable and writable by the owner only (the database holds every hidden hand)."""
    if path.exists():
        os.chmod(path, PRIVATE)


def integrity(path: Path) -> str:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return str(con.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        con.close()


def backup(database: Path, folder: Path, *, keep: int = 14, now: float | None = None) -> Backup:
    """Copy ``database`` into ``folder`` online, check the copy and prune to the newest ``keep``."""
    started = time.perf_counter()
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o700)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(time.time() if now is None else now))
    target = folder / f"{PREFIX}{stamp}{SUFFIX}"
    n = 1
    while target.exists():
        target = folder / f"{PREFIX}{stamp}-{n}{SUFFIX}"
        n += 1
    partial = target.with_suffix(".part")
    src = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    dst = sqlite3.connect(partial)
    try:
        private(partial)
        src.backup(dst, pages=1024)  # in steps, so the live database is never locked for long
        dst.execute("PRAGMA journal_mode = DELETE")  # a single self-contained file, no -wal/-shm
    finally:
        dst.close()
        src.close()
    check = integrity(partial)
    if check != "ok":
        partial.unlink()
        raise sqlite3.DatabaseError(f"the backup of {database} failed its integrity check: {check}")
    partial.rename(target)
    private(target)
    copies = sorted(folder.glob(f"{PREFIX}*{SUFFIX}"))
    for old in copies[: max(0, len(copies) - keep)]:
        old.unlink()
    kept = min(len(copies), keep)
    return Backup(target, target.stat().st_size, check, kept, time.perf_counter() - started)


def restore(source: Path, database: Path) -> str:
    """Replace ``database`` by the backup ``source`` (stop the bot first). The current file is kept
    beside it as ``<name>.before-restore``. Returns the restored file's integrity check."""
    check = integrity(source)
    if check != "ok":
        raise sqlite3.DatabaseError(f"{source} failed its integrity check ({check}); nothing was restored")
    database.parent.mkdir(parents=True, exist_ok=True)
    if database.exists():
        keep = database.with_name(database.name + ".before-restore")
        with sqlite3.connect(database) as live, sqlite3.connect(keep) as copy:
            live.backup(copy)
        private(keep)
    with sqlite3.connect(source) as src, sqlite3.connect(database) as dst:
        src.backup(dst)
    for extra in ("-wal", "-shm"):
        private(Path(str(database) + extra))
    private(database)
    return integrity(database)
