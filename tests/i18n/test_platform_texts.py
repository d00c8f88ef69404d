"""The platform's own texts (lobby, service, operations, engine, Discord controls, console) in Czech and
Polish: refusals and events of the shared commands rendered for each reader, plural forms for 1, 3
and 5, durations and dates as each language writes them, texts sent outside a command (reminders,
digests) in the language of whoever reads them, the game's language set by its creator, and a whole
console session in Czech or Polish. The toy game's own texts are English only, so only platform
texts are read here."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.commands import Caller, dispatch
from bot.config import load_config
from bot.console import Console, amain
from bot.engine.errors import RulesError
from bot.engine.i18n import PLATFORM_LOCALES, Moment, Span, catalog, dumps, loaded, render, t
from bot.engine.notation import resolve
from bot.ops.scheduler import DEADLINE, REMINDER, TURN_DIGEST, Scheduler, keep_private, notice_language
from bot.service import GameService
from bot.store import Store
from tests.ops.clock import T0, Clock

CH = 5
ANN, BEN, CAT = 11, 12, 13
HOUR = 3600.0
PARTS = ("ops-", "lobby-", "eng-", "ui-")


def caller(uid: int, name: str, lang: str, server: str = "cs", n: int = 0) -> Caller:
    """A player's command from Discord: their own language, the server's, an interaction id."""
    return Caller(
        user_id=uid,
        name=name,
        channel_id=CH,
        guild_id=1,
        lang=lang,
        server_lang=server,
        interaction_id=f"i{n}",
    )


async def table(path: Path, clock: Clock) -> tuple[Store, GameService]:
    """A High Card game on a Czech server: Ann speaks Czech, Ben Polish (both used a command)."""
    store = await Store.open(path)
    service = GameService(store, seed_factory=lambda: "lang-seed", clock=clock)
    await dispatch(service, caller(ANN, "ann", "cs", n=1), "game new", {"game": "highcard", "colour": "red"})
    await dispatch(service, caller(BEN, "ben", "pl", n=2), "game join", {"colour": "blue"})
    await dispatch(service, caller(ANN, "ann", "cs", n=3), "game start", {})
    return store, service


# ------------------------------------------------------------------------------------- the catalogs
def test_every_platform_text_is_translated_not_copied() -> None:
    """No English sentence stands in for a Czech or Polish one (a value-only text may be the same)."""
    texts = catalog(str(PLATFORM_LOCALES), "platform")
    same = []
    for key in sorted(texts.keys("en")):
        if not key.startswith(PARTS):
            continue
        args = {v: 7 for v in texts.variables("en", key)}
        english = texts.text("en", key, args)
        same += [(lang, key) for lang in ("cs", "pl") if texts.text(lang, key, args) == english]
    assert same == [("pl", "lobby-log-entry-round")]  # "r7": a round's mark, the same in Polish


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["1 hour", "3 hours", "5 hours", "1 day", "22 days", "1 minute"]),
        ("cs", ["1 hodina", "3 hodiny", "5 hodin", "1 den", "22 dnů", "1 minuta"]),
        ("pl", ["1 godzina", "3 godziny", "5 godzin", "1 dzień", "22 dni", "1 minuta"]),
    ],
)
def test_durations_are_written_in_whole_units_with_each_languages_plural(lang: str, words: list[str]) -> None:
    spans = [HOUR, 3 * HOUR, 5 * HOUR + 1000, 36 * HOUR, 22 * 86400, 61]
    assert [render(lang, Span(s)) for s in spans] == words


def test_dates_as_each_language_writes_them_in_the_readers_time_zone() -> None:
    moment = Moment(T0, "Europe/Prague")  # 2026-01-01 12:00 UTC
    assert render("en", moment) == "1/1/26, 1:00\u202fPM"  # CLDR's narrow space before PM
    assert render("cs", moment) == "01.01.26 13:00"
    assert render("pl", Moment(T0, "Europe/Warsaw")) == "1.01.2026, 13:00"
    assert render("cs", Moment(T0, "Nowhere/Atlantis")) == "01.01.26 12:00"  # an unknown zone: UTC


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("cs", ["ani po 1 připomínce;", "ani po 3 připomínkách;", "ani po 5 připomínkách;"]),
        ("pl", ["mimo 1 przypomnienia;", "mimo 3 przypomnień;", "mimo 5 przypomnień;"]),
        ("en", ["after 1 reminder;", "after 3 reminders;", "after 5 reminders;"]),
    ],
)
def test_the_creator_is_told_how_many_reminders_went_unanswered(lang: str, expected: list[str]) -> None:
    for n, words in zip((1, 3, 5), expected, strict=True):
        text = t(
            "ops-remind-gave-up", creator="<@1>", player="<@2>", game="High Card", waited=Span(3 * HOUR), n=n
        )
        assert words in render(lang, text)


def test_counts_of_turns_and_log_pages_take_the_plural_forms() -> None:
    waits = [
        t("ops-stats-waits", count=n, average=Span(HOUR), median=Span(HOUR), reminders=0.5) for n in (1, 3, 5)
    ]
    assert [render("cs", w).split(";")[0] for w in waits] == ["1 tah", "3 tahy", "5 tahů"]
    assert [render("pl", w).split(";")[0] for w in waits] == ["1 tura", "3 tury", "5 tur"]
    assert "připomínek na tah: 0,5" in render("cs", waits[0])  # a decimal comma
    pages = [t("lobby-log-pages", pages=n) for n in (1, 3, 5)]
    assert [render("cs", p) for p in pages] == [
        "Záznam má jen 1 stranu.",
        "Záznam má jen 3 strany.",
        "Záznam má jen 5 stran.",
    ]
    assert [render("pl", p) for p in pages] == [
        "Dziennik ma tylko 1 stronę.",
        "Dziennik ma tylko 3 strony.",
        "Dziennik ma tylko 5 stron.",
    ]
    assert render("en", pages[0]) == "There is only 1 page of log."


def test_reading_typed_names_refuses_in_the_readers_language() -> None:
    with pytest.raises(RulesError) as exc:
        resolve("xyz", [("highcard", "High Card")], t("eng-what-game"))
    assert str(exc.value) == "'xyz' is not a game you can choose now. Choices: highcard."
    assert render("cs", exc.value.text) == "„xyz“ teď zvolit nelze (hra). Možnosti: highcard."
    assert render("pl", exc.value.text) == "„xyz” nie można teraz wybrać (gra). Możliwości: highcard."
    with pytest.raises(RulesError) as exc:
        resolve("", [], t("eng-what-player"))
    assert render("cs", exc.value.text) == "Uveď, co zvolit (hráč). Možnosti: žádné."


# ------------------------------------------------------------------------------------- commands
async def test_the_lobby_and_its_refusals_answer_each_player_in_their_language(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "l.db")
    service = GameService(store, seed_factory=lambda: "lang-seed", clock=Clock())
    try:
        none = await dispatch(service, caller(ANN, "ann", "cs"), "game start", {})
        assert none.private == ["V tomto kanálu žádná hra není. Založ ji přes /game new."]
        opened = await dispatch(
            service, caller(ANN, "ann", "cs"), "game new", {"game": "highcard", "colour": "red"}
        )
        assert opened.public[0] == "ann zakládá hru. High Card, Short, hráči 1/3: ann (Red)."
        joined = await dispatch(service, caller(BEN, "ben", "pl"), "game join", {"colour": "red"})
        assert joined.error and joined.private[0].startswith("Red jest już zajęte. Wolne: ")
        unknown = await dispatch(service, caller(BEN, "ben", "pl"), "game vote", {})
        assert unknown.private == ["/game vote wymaga kind:<value>."]
        await dispatch(service, caller(BEN, "ben", "pl"), "game join", {"colour": "blue"})
        started = await dispatch(service, caller(CAT, "cat", "pl"), "game start", {})
        assert started.private == ["Grę może rozpocząć tylko gracz przy stole lub założyciel gry."]
        await dispatch(service, caller(ANN, "ann", "cs"), "game start", {})
        abandon = await dispatch(service, caller(BEN, "ben", "pl"), "game abandon", {})
        assert abandon.private == [
            "Grę może zakończyć tylko jej założyciel lub ktoś z uprawnieniem Zarządzanie serwerem."
        ]
        helped = await dispatch(service, caller(BEN, "ben", "pl"), "help", {})
        assert helped.private[0] == "Polecenia:"
        assert any(
            line.startswith("/game new [game:…] [players:…]")
            and line.endswith(" — Załóż nową grę na tym kanale")
            for line in helped.private
        )
    finally:
        await store.close()


async def test_votes_settings_and_the_log_in_czech_and_polish(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "v.db", clock)
    try:
        options = await service.options(CH, ANN)
        await service.act(channel_id=CH, user_id=ANN, option_id=options[0].id)
        paused = await dispatch(service, caller(ANN, "ann", "cs"), "game vote", {"kind": "pause"})
        assert (
            paused.public[0]
            == "ann zahajuje hlasování: přerušit hru. Hlasují: ann, ben. Hlasuj pomocí /game vote kind:pause answer:yes|no."
        )
        voted = await dispatch(
            service, caller(BEN, "ben", "pl"), "game vote", {"kind": "pause", "answer": "tak"}
        )
        assert voted.public[:2] == [
            "ben hlasuje ano: přerušit hru (ano: 2, ne: 0, hlasujících: 2).",  # the table: the server's
            "Hlasování prošlo: přerušit hru.",
        ]
        assert voted.public[2].startswith("Hra je přerušena")
        mine = await dispatch(service, caller(BEN, "ben", "pl"), "settings", {"timezone": "Europe/Warsaw"})
        assert mine.private == [
            "Twoje ustawienia: strefa czasowa Europe/Warsaw; godziny ciszy brak; przypomnienia jak ustawi każda "
            "gra; powiadom mnie, gdy zacznie gracz przede mną: nie."
        ]
        bad = await dispatch(service, caller(ANN, "ann", "cs"), "game settings", {"deadline": "hodně"})
        assert bad.private == ["„hodně“ není počet hodin (ani off)."]
        off = await dispatch(service, caller(ANN, "ann", "cs"), "game settings", {"remind_every": "vyp"})
        assert (
            "interval připomínek: vypnuto" in off.public[0]
            and ", přerušeno; jazyk: podle serveru." in off.public[0]
        )
        log = await dispatch(service, caller(BEN, "ben", "pl"), "game log", {})
        assert log.private[0] == "Dziennik, strona 1/1 (najnowsze najpierw):"
        assert log.private[1].startswith("nr 1 1.01.2026, 13:00")  # in Ben's own time zone
    finally:
        await store.close()


async def test_the_game_language_is_the_creators_to_set(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "g.db", clock)
    try:
        refused = await dispatch(service, caller(BEN, "ben", "pl"), "game settings", {"language": "pl"})
        assert refused.error and refused.private[0].startswith("Ustawienia gry może zmienić tylko")
        assert await service.game_language(1) is None
        polish = await dispatch(service, caller(ANN, "ann", "cs"), "game settings", {"language": "polski"})
        assert polish.public[0].startswith("ann zmienia ustawienia. Ustawienia gry High Card:")
        assert await service.game_language(1) == "pl" and (await store.game_ops(1)).language == "pl"
        fresh = GameService(store, clock=clock)  # after a restart: read back from the store
        assert await fresh.game_language(1) == "pl"
        left = await dispatch(service, caller(ANN, "ann", "cs"), "game leave", {})
        assert left.private == [
            "Hra začala; místa jsou pevná. Zakladatel ji může ukončit přes /game abandon."
        ]
        english = await dispatch(service, caller(ANN, "ann", "cs"), "game settings", {"language": "en"})
        assert english.public[0].startswith("ann changes the settings. High Card settings:")
        assert english.public[0].endswith("language English.")
        server = await dispatch(service, caller(ANN, "ann", "cs"), "game settings", {"language": "server"})
        assert server.public[0].startswith("ann mění nastavení.") and await service.game_language(1) is None
    finally:
        await store.close()


# ------------------------------------------------------------------------------------- outside a command
async def test_reminders_and_digests_are_worded_for_whoever_reads_them(tmp_path: Path) -> None:
    clock = Clock()
    store, service = await table(tmp_path / "r.db", clock)
    try:
        await store.set_game_ops(1, remind_every=HOUR, remind_max=3, deadline=2 * HOUR)
        sched = Scheduler(store, clock)
        digests = [n for n in await sched.tick() if n.kind == TURN_DIGEST]
        assert {n.private_to for n in digests} == {ANN, BEN}
        for n in digests:
            await keep_private(store, n, clock())
        inbox = await dispatch(service, caller(BEN, "ben", "pl"), "game status", {})
        assert any(line.startswith("Od twojego ostatniego ruchu w grze High Card:") for line in inbox.private)
        clock.now += HOUR
        reminders = {n.reader: n for n in await sched.tick() if n.kind == REMINDER}
        assert render(await notice_language(service, reminders[ANN]), reminders[ANN].text) == (
            f"<@{ANN}>, malá připomínka: High Card čeká na tvůj tah."
        )
        assert render(await notice_language(service, reminders[BEN]), reminders[BEN].text) == (
            f"<@{BEN}>, drobne przypomnienie: High Card czeka na twój ruch."
        )
        clock.now += HOUR
        deadline = next(n for n in await sched.tick() if n.kind == DEADLINE and BEN in n.mention)
        text = render(await notice_language(service, deadline), deadline.text)  # public: the server's
        assert text.startswith(f"<@{BEN}> už nemá čas na tah ve hře High Card (lhůta: 2 hodiny).")
        await service.set_game_language(1, "pl")
        text = render(await notice_language(service, deadline), deadline.text)
        assert text.startswith(f"Czas gracza <@{BEN}> na ruch w grze High Card minął (termin: 2 godziny).")
    finally:
        await store.close()


def test_stored_texts_keep_their_dates_and_durations() -> None:
    line = t("ops-deadline-not-yet", player="ann", left=Span(5 * HOUR))
    stored = dumps([line, t("lobby-log-entry", seq="3", when=Moment(T0))])
    assert render("pl", loaded(stored)) == (
        "Termin gracza ann jeszcze nie minął (zostało: 5 godzin); głosowanie o pominięciu, zastępstwie lub "
        "usunięciu poczeka, aż minie. nr 3 1.01.2026, 12:00"
    )


# ------------------------------------------------------------------------------------- the console
SCRIPT = [
    "ann: /game new game:highcard colour:red",
    "ben: /game join colour:blue",
    "ann: /game start",
    "ben: /game start",
    "ann: /game settings",
]


async def test_a_console_game_in_czech(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "c.sqlite3")
    try:
        out = io.StringIO()
        console = Console(GameService(store, seed_factory=lambda: "hc"), tmp_path / "maps", out, lang="cs")
        for line in SCRIPT:
            await console.run_line(line)
        await console.run_line("wait 25h")
        text = out.getvalue()
        assert "[veřejně] ann zakládá hru. High Card, Short, hráči 1/3: ann (Red)." in text
        assert "[veřejně] ann, ben, jsi na tahu. (/hand ukáže tvoje karty a co můžeš udělat)" in text
        assert "[soukromě pro ben] Hra už začala." in text
        assert "[soukromě pro ann] Nastavení hry High Card: interval připomínek: 1 den" in text
        assert "[veřejně] @ann, malá připomínka: High Card čeká na tvůj tah." in text
        assert "[soukromě pro ann] (/game mute: tento tah už nepřipomínat)" in text
        assert "[public]" not in text and "[private to" not in text
    finally:
        await store.close()


async def test_the_console_takes_its_language_from_lang_or_pbp_lang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    args = ["--db", str(tmp_path / "p.sqlite3"), "--map-dir", str(tmp_path / "maps"), "--seed", "hc"]
    out = io.StringIO()
    assert (
        await amain([*args, "--lang", "pl"], stdin=io.StringIO("\n".join(SCRIPT[:2]) + "\n"), stdout=out) == 0
    )
    assert "[publicznie] ann zakłada grę." in out.getvalue()
    assert "[publicznie] ben dołącza." in out.getvalue()
    monkeypatch.setenv("PBP_LANG", "cs")
    assert load_config().lang == "cs"
    out = io.StringIO()
    assert await amain(args, stdin=io.StringIO("cat: /game start\n"), stdout=out) == 0
    assert out.getvalue() == "[soukromě pro cat] Hru může spustit jen usazený hráč nebo zakladatel hry.\n"
