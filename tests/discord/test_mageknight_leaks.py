"""Mage Knight on a Czech Discord server with a Czech and a Polish player (issue 13): the opening of
the scripted Full Conquest (tests/fixtures/conquest_full_2p.txt: tactics, cards played, moves,
recruiting, exploring, a combat, ends of turn) played through the offline harness. Every message
each player sees — their own replies (ephemeral) in their language, the table's in the server's —
shows no English catalog text (tests/i18n/leaks.py), buttons and menus included."""

from __future__ import annotations

import shlex

from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness, Sent, _walk_components
from tests.i18n.leaks import Leaks
from tests.test_console_conquest import script

#: The script's lines up to the end of bob's first combat (line 93 of the file).
LINES = 93
LOCALES = {"alice": "cs", "bob": "pl"}


def shown(sent: Sent) -> list[str]:
    """The lines of a message: its text, embeds, buttons' and menus' labels."""
    lines = [*(sent.content or "").splitlines(), *sent.embed_text().splitlines()]
    for c in _walk_components(sent.components):
        lines += [str(c.get("label") or ""), str(c.get("placeholder") or "")]
        lines += [
            str(o.get("label") or "") + " " + str(o.get("description") or "") for o in c.get("options", [])
        ]
    return [line for line in lines if line.strip()]


async def test_a_czech_and_a_polish_player_read_no_english_on_a_czech_server(h: DiscordHarness) -> None:
    text, seed, _table = script("conquest_full_2p.txt")
    h.guild_locale = "cs"
    service(h)._seed_factory = lambda: seed
    users = {name: h.user(name) for name in LOCALES}
    seen: dict[str, list[str]] = {"cs": [], "pl": []}
    for line in text.splitlines()[:LINES]:
        if not line.strip() or line.startswith("#"):
            continue
        who, typed = line.split(":", 1)
        words = shlex.split(typed.strip()[1:])
        n = 2 if words[0] in ("mk", "game") else 1
        options = dict(w.split(":", 1) for w in words[n:])
        lang = LOCALES[who]
        sent = await h.slash(" ".join(words[:n]), user=users[who], locale=lang, options=options)
        for s in sent.messages:
            seen[lang if s.ephemeral else "cs"] += shown(s)
    loaded = await service(h).load(h.default_channel.id)
    assert loaded.state.turn is not None and loaded.state.round == 2  # the script went on as written
    assert any("Blok" in line for line in seen["pl"])  # bob fought
    for lang, lines in seen.items():
        leaks = Leaks(lang, people=tuple(LOCALES))
        assert not leaks.find(lines), leaks.report(lines)
