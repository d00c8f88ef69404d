"""High Card through the console and the offline Discord harness: the shared lobby asks for the
game's own set-up choices, the generated /hc commands and the persistent hand controls play it, a
simultaneous pick waits for every player, hands stay private, controls from before survive a
restart, and after the end every old control says the game is over."""

from __future__ import annotations

import io
import re
from pathlib import Path

from bot.console import Console
from bot.service import GameService
from bot.store import Store
from tests.discord.conftest import service
from tests.discord.harness import DiscordHarness
from tests.discord.test_cogs import cid, public_text, select_options


async def test_a_whole_game_in_the_console(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "c.sqlite3")
    try:
        out = io.StringIO()
        console = Console(GameService(store, seed_factory=lambda: "hc-console"), tmp_path / "maps", out)
        for line in (
            "ann: /game new game:highcard colour:red",
            "ben: /game join colour:Blue",
            "ann: /game start",
        ):
            await console.run_line(line)
        text = out.getvalue()
        assert "ann opens a game. High Card, Short, 1/3 players: ann (Red)." in text
        assert "Join with /game join colour:<colour>, then /game start." in text
        assert "[public] High Card begins: 3 rounds" in text
        assert "[public] ann, ben, it is your turn." in text  # a simultaneous pick asks both
        assert re.search(r"\[private to ann\] Your hand: [\d, ]+\.", text)  # the starter is told at once
        assert not any("Your hand" in line for line in text.splitlines() if line.startswith("[public]"))
        for _ in range(3):
            for who in ("ben", "ann"):
                out.truncate(0)
                out.seek(0)
                await console.run_line(f"{who}: /hand")
                card = re.search(r"/hc pick card:<?(\d+)", out.getvalue())  # the first of the hand
                assert card, out.getvalue()
                await console.run_line(f"{who}: /hc pick card:{card[1]}")
        text = out.getvalue()
        assert "Round revealed: ann " in text
        out.truncate(0)
        out.seek(0)
        await console.run_line("ann: /game status")
        await console.run_line("ann: /hc pick card:1")
        text = out.getvalue()
        assert "High Card: round 3 of 3 (over)." in text
        assert "The game is over (all rounds played)" in text
    finally:
        await store.close()


async def test_played_with_the_persistent_hand_controls_on_discord(h: DiscordHarness) -> None:
    ann, ben = h.user("ann"), h.user("ben")
    opened = await h.slash("game new", user=ann, game="highcard", colour="red")
    assert "High Card, Short, 1/3 players: ann (Red)." in opened.public.text
    suggestions = await h.autocomplete("game join", "colour", "", user=ben)
    assert [v for _, v in suggestions] == ["blue", "green"]  # red is taken
    await h.slash("game join", user=ben, colour="blue")
    started = await h.slash("game start", user=ann)
    assert "High Card begins" in started.public.text and "Your hand" not in started.public.text

    older = await h.slash("hand", user=ann)  # an older hand message, kept for later
    hand = await h.slash("hand", user=ann)
    assert hand.public == [] and "Your hand:" in hand.private.text
    card = select_options(hand.private[-1], "hg")[0]["value"]
    assert card == "pick"
    # a restart between showing the hand and clicking it: the controls still answer
    await h.simulate_restart()
    h.bot.service._seed_factory = lambda: "test-seed"  # type: ignore[attr-defined]
    mid = hand.private[-1].message_id
    shown = await h.select(cid(hand.private[-1], "hg"), [card], user=ann, message_id=mid)
    pick = select_options(shown[-1], "hp")[0]["value"]
    picked = await h.select(cid(shown[-1], "hp"), [pick], user=ann, message_id=mid)
    assert "ann has picked a card." in picked.public.text
    assert "this happened during your turn" not in picked.public.text  # a simultaneous pick is no interrupt
    assert not re.search(r"ann has picked a card\. .*\d", picked.public.text)  # the card stays hidden

    # the older hand message's controls: out of date, nothing done, the current hand instead
    seq = (await service(h).load(h.default_channel.id)).seq
    old_id = older.private[-1].message_id
    again = await h.select(cid(older.private[-1], "hg"), ["pick"], user=ann, message_id=old_id)
    assert again.public == [] and "out of date" in (again[-1].content or "")
    assert (await service(h).load(h.default_channel.id)).seq == seq
    # Ben is not blocked by Ann's pick; everyone picks until the last round is revealed
    old_hand = await h.slash("hand", user=ben)  # Ben's controls for round 1, clicked after the end
    for _ in range(12):
        if (await service(h).load(h.default_channel.id, any_status=True)).game.status != "active":
            break
        for user in (ben, ann):
            mine = await h.slash("hand", user=user)
            ids, mid = mine.private[-1].custom_ids(), mine.private[-1].message_id
            if any(i.startswith("hb:") for i in ids):  # one card left: a button
                await h.click(cid(mine.private[-1], "hb"), user=user, message_id=mid)
            elif any(i.startswith("hg:") for i in ids):
                shown = await h.select(cid(mine.private[-1], "hg"), ["pick"], user=user, message_id=mid)
                value = select_options(shown[-1], "hp")[0]["value"]
                await h.select(cid(shown[-1], "hp"), [value], user=user, message_id=mid)
    assert (await service(h).load(h.default_channel.id, any_status=True)).game.status == "finished"
    assert "Round revealed" in public_text(h)

    # after the end, an old control says the game is over and the hand message loses its controls
    late = await h.select(
        cid(old_hand.private[-1], "hg"), ["pick"], user=ben, message_id=old_hand.private[-1].message_id
    )
    assert "The game is over" in (late[-1].content or "")
    edited = h.backend.messages[old_hand.private[-1].message_id]  # type: ignore[index]
    assert not edited.get("components")


async def test_simultaneous_picks_on_discord_ping_everyone_asked_and_keep_controls_alive(
    h: DiscordHarness,
) -> None:
    ann, ben = h.user("ann"), h.user("ben")
    await h.slash("game new", user=ann, game="highcard", colour="red")
    await h.slash("game join", user=ben, colour="blue")
    started = await h.slash("game start", user=ann)
    prompt = next(s for s in started.public if "it is your turn" in (s.content or ""))
    assert f"<@{ann.id}>, <@{ben.id}>, it is your turn" in (prompt.content or "")
    ids = prompt.custom_ids()
    assert any(i.endswith(":hand") for i in ids) and not any(i.endswith((":map", ":end")) for i in ids)

    # Ben's hand is drawn before Ann picks; his control still works afterwards (only Ann acted)
    bens = await h.slash("hand", user=ben)
    anns = await h.slash("hand", user=ann)
    shown = await h.select(
        cid(anns.private[-1], "hg"), ["pick"], user=ann, message_id=anns.private[-1].message_id
    )
    await h.select(cid(shown[-1], "hp"), [select_options(shown[-1], "hp")[0]["value"]], user=ann)
    refreshed = h.backend.messages[prompt.message_id]  # type: ignore[index]
    assert str(refreshed["content"]).startswith(f"<@{ben.id}>, it is your turn")  # only Ben is asked now
    mid = bens.private[-1].message_id
    shown = await h.select(cid(bens.private[-1], "hg"), ["pick"], user=ben, message_id=mid)
    done = await h.select(
        cid(shown[-1], "hp"), [select_options(shown[-1], "hp")[0]["value"]], user=ben, message_id=mid
    )
    assert "Round revealed" in done.public.text

    # the moves of another game are refused politely, not crashed on
    wrong = await h.slash("mk end-turn", user=ann)
    assert wrong.public == [] and "This channel plays High Card: its moves are /hc" in wrong.private.text


async def test_a_prompt_of_an_earlier_game_does_nothing_in_the_next_one(h: DiscordHarness) -> None:
    ann, ben = h.user("ann"), h.user("ben")
    await h.slash("game new", user=ann, game="highcard", colour="red")
    await h.slash("game join", user=ben, colour="blue")
    first = await h.slash("game start", user=ann)
    old_hand = next(i for s in first.public for i in s.custom_ids() if i.endswith(":hand"))
    await h.slash("game abandon", user=ann)
    await h.slash("game new", user=ann, game="highcard", colour="red")
    await h.slash("game join", user=ben, colour="blue")
    await h.slash("game start", user=ann)
    seq = (await service(h).load(h.default_channel.id)).seq
    clicked = await h.click(old_hand, user=ann)
    assert clicked.public == [] and "belongs to an earlier game" in clicked.private.text
    assert (await service(h).load(h.default_channel.id)).seq == seq
