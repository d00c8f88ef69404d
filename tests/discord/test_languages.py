"""Languages on Discord, through the offline harness: on a Czech server a Czech and a Polish player
share a game; what only one of them sees is in their own language, what the table sees in the
server's, until the game's creator sets the game's own language (``/game settings language:``).
Reminders sent later, outside any command, speak to each player in the language they last used.
The toy game's own texts are English only: these tests read the platform's texts (lobby, settings,
turn prompt, refusals, reminders)."""

from __future__ import annotations

from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness, FakeUser, Sent, SentList
from tests.ops.clock import Clock

HOUR = 3600.0
CS, PL = "cs", "pl"


def labels(sent: Sent) -> list[str]:
    """The labels of a message's buttons."""
    return [c["label"] for row in sent.components for c in row.get("components", []) if c.get("type") == 2]


async def czech_and_polish_table(h: DiscordHarness) -> tuple[FakeUser, FakeUser, SentList]:
    """A Czech server; Ann (Czech Discord) opens a High Card game, Ben (Polish Discord) joins."""
    h.guild_locale = CS
    ann, ben = h.user("ann"), h.user("ben")
    opened = await h.slash("game new", user=ann, locale=CS, game="highcard", colour="red")
    assert "ann zakládá hru. High Card, Short, hráči 1/3: ann (Red)." in opened.public.text
    assert "Přisedni přes /game join colour:<colour>, pak /game start." in opened.public.text
    joined = await h.slash("game join", user=ben, locale=PL, colour="blue")
    assert "ben přisedá." in joined.public.text  # the table reads the server's language
    again = await h.slash("game join", user=ben, locale=PL, colour="green")
    assert again.public == [] and "Już jesteś w tej grze." in again.private.text  # Ben's own: Polish
    started = await h.slash("game start", user=ann, locale=CS)
    return ann, ben, started


async def test_private_replies_in_each_players_language_public_ones_in_the_servers(h: DiscordHarness) -> None:
    ann, ben, started = await czech_and_polish_table(h)
    prompt = next(s for s in started.public if "jsi na tahu" in (s.content or ""))
    assert f"<@{ann.id}>, <@{ben.id}>, jsi na tahu. **Ruka** ukáže, co můžeš udělat." in (
        prompt.content or ""
    )
    assert labels(prompt) == ["Ruka"]

    mine = await h.slash("game settings", user=ann, locale=CS)
    assert mine.public == [] and "Nastavení hry High Card: interval připomínek: 1 den" in mine.private.text
    assert "jazyk: podle serveru." in mine.private.text
    his = await h.slash("game settings", user=ben, locale=PL)
    assert his.public == [] and "Ustawienia gry High Card: przypomnienia co: 1 dzień" in his.private.text
    refused = await h.slash("game settings", user=ben, locale=PL, language="pl")
    assert refused.public == [] and "Ustawienia gry może zmienić tylko jej założyciel" in refused.private.text
    assert await service(h).game_language((await service(h).load(h.default_channel.id)).game.id) is None

    # the platform's refusals, each in its reader's language
    wrong = await h.slash("game leave", user=ann, locale=CS)
    assert wrong.public == [] and "Hra začala; místa jsou pevná." in wrong.private.text
    no_map = await h.slash("map", user=ben, locale=PL)
    assert (
        no_map.public == [] and "High Card nie ma mapy; /game status pokaże stan gry." in no_map.private.text
    )


async def test_the_creator_sets_the_games_language_for_its_public_messages(h: DiscordHarness) -> None:
    ann, ben, _started = await czech_and_polish_table(h)
    game_id = (await service(h).load(h.default_channel.id)).game.id
    suggested = await h.autocomplete("game settings", "language", "", user=ann, locale=CS)
    assert suggested == [
        ("angličtina", "en"),
        ("čeština", "cs"),
        ("polština", "pl"),
        ("podle serveru", "server"),
    ]

    polish = await h.slash("game settings", user=ann, locale=CS, language="pl")
    assert "ann zmienia ustawienia. Ustawienia gry High Card:" in polish.public.text
    assert "język: polski." in polish.public.text
    assert polish.private == []
    assert await service(h).game_language(game_id) == PL
    assert (await service(h).store.game_ops(game_id)).language == PL

    # Ann's own answers stay Czech; the table's are Polish now
    mine = await h.slash("game settings", user=ann, locale=CS)
    assert "Nastavení hry High Card:" in mine.private.text and "jazyk: polština." in mine.private.text
    loaded = await service(h).load(h.default_channel.id)
    for user, seat, locale in ((ann, 0, CS), (ben, 1, PL)):
        card = loaded.state.players[seat].cards[0]
        await h.slash("hc pick", user=user, locale=locale, card=str(card))
    prompt = [s for s in h.sent if s.kind == "message" and "twoja tura" in (s.content or "")]
    assert prompt and "**Ręka** pokaże, co możesz zrobić." in (prompt[-1].content or "")
    assert labels(prompt[-1]) == ["Ręka"]

    back = await h.slash("game settings", user=ann, locale=CS, language="server")
    assert "ann mění nastavení. Nastavení hry High Card:" in back.public.text
    assert "jazyk: podle serveru." in back.public.text
    assert await service(h).game_language(game_id) is None
    bad = await h.slash("game settings", user=ann, locale=CS, language="klingon")
    assert "„klingon“ není jazyk bota: en, cs, pl nebo server" in bad.private.text


async def test_reminders_speak_to_each_player_in_their_language(h: DiscordHarness) -> None:
    clock = Clock()
    service(h).clock = clock
    ann, ben, _started = await czech_and_polish_table(h)
    await h.slash("game settings", user=ann, locale=CS, remind_every="1", remind_max=3)
    ops = h.bot.operations  # type: ignore[attr-defined]
    await ops.tick()
    clock.now += HOUR
    before = len(h.sent)
    await ops.tick()
    reminders = [s for s in h.sent[before:] if s.kind == "message" and s.content]
    to_ann = next(s for s in reminders if f"<@{ann.id}>" in (s.content or ""))
    to_ben = next(s for s in reminders if f"<@{ben.id}>" in (s.content or ""))
    assert "malá připomínka: High Card čeká na tvůj tah." in (to_ann.content or "")
    assert "drobne przypomnienie: High Card czeka na twój ruch." in (to_ben.content or "")
    assert labels(to_ann) == ["Tento tah už nepřipomínat"]
    assert labels(to_ben) == ["Bez przypomnień w tej turze"]
    button = next(c for c in to_ben.custom_ids() if c.startswith("pbpmute:"))
    wrong = await h.click(button, user=ann, locale=CS)
    assert f"Toto tlačítko je pro <@{ben.id}>." in wrong.text
    done = await h.click(button, user=ben, locale=PL)
    assert "W tej turze nie będę ci już przypominać." in done.text


async def test_each_private_thread_speaks_its_players_language(h: DiscordHarness) -> None:
    ann, ben, _started = await czech_and_polish_table(h)
    on = await h.slash("game settings", user=ann, locale=CS, threads=True)
    assert "Soukromá vlákna jsou zapnutá" in on.public.text  # the table: the server's language
    loaded = await service(h).load(h.default_channel.id)
    await h.slash("hc pick", user=ann, locale=CS, card=str(loaded.state.players[0].cards[0]))
    parent = h.default_channel.id
    threads = [cid for cid, ch in h.backend.channels.items() if getattr(ch, "parent_id", None) == parent]
    assert len(threads) == 2
    texts = ["\n".join(s.content or "" for s in h.sent if s.channel_id == tid) for tid in threads]
    ann_text = next(x for x in texts if "Tvoje místo ve hře High Card" in x)
    ben_text = next(x for x in texts if "Twoje miejsce w grze High Card" in x)
    assert "Soukromá vlákna jsou zapnutá" in ann_text and "Prywatne wątki są włączone" in ben_text
    assert "Your seat" not in ann_text + ben_text
