"""High Card through the shared service on real SQLite: the platform runs a game it knows nothing
about — per-seat set-up choices, simultaneous picks, hidden hands, undo until the reveal, options
applied by id, a stale option refused, the end of the game, replay and a restart."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.errors import IllegalActionError, NotYourTurnError, RulesError
from bot.service import GameService, ServiceError
from bot.store import Store
from tests.games.highcard.contract_kit import GAME, SETUPS
from tests.games.highcard.game import _points_were_score

CH = 5
ANN, BEN = 1, 2


async def opened(path: Path) -> tuple[Store, GameService]:
    store = await Store.open(path)
    service = GameService(store, seed_factory=lambda: "hc-seed")
    await service.new_game(
        channel_id=CH,
        guild_id=None,
        user_id=ANN,
        name="Ann",
        game="highcard",
        options={},
        seat={"colour": "red"},
    )
    return store, service


async def test_the_lobby_asks_what_the_game_declares(tmp_path: Path) -> None:
    store, service = await opened(tmp_path / "g.sqlite3")
    game = await service.live(CH)
    assert game.lobby == {
        "game": "highcard",
        "rounds": "3",
        "max_players": 3,
        "seats": [{"user_id": ANN, "name": "Ann", "colour": "red"}],
    }
    with pytest.raises(ServiceError, match="needs at least 2 players"):
        await service.start(channel_id=CH, user_id=ANN, is_manager=False)
    with pytest.raises(RulesError, match="Choose a colour"):
        await service.join(channel_id=CH, user_id=BEN, name="Ben")
    with pytest.raises(ServiceError, match="Red is already taken. Free: Blue"):
        await service.join(channel_id=CH, user_id=BEN, name="Ben", choices={"colour": "red"})
    with pytest.raises(ServiceError, match="no set-up choice scenario"):
        await service.new_game(
            channel_id=9, guild_id=None, user_id=ANN, name="Ann", game="highcard", options={"scenario": "x"}
        )
    with pytest.raises(ServiceError, match="takes 2-3 players, not 4"):
        await service.new_game(
            channel_id=9, guild_id=None, user_id=ANN, name="Ann", game="highcard", max_players=4
        )
    with pytest.raises(ServiceError, match="Unknown game 'chess'. Installed games:.*High Card"):
        await service.new_game(channel_id=9, guild_id=None, user_id=ANN, name="Ann", game="chess")
    await store.close()


async def test_simultaneous_picks_hidden_until_the_reveal_then_the_game_ends(tmp_path: Path) -> None:
    store, service = await opened(tmp_path / "g.sqlite3")
    await service.join(channel_id=CH, user_id=BEN, name="Ben", choices={"colour": "Blue"})
    started = await service.start(channel_id=CH, user_id=BEN, is_manager=False)
    assert started.outcome is not None and started.outcome.to_move == (0, 1)  # both pick at once
    assert all(e.text.startswith("High Card begins") for e in started.events)
    hands = {seat: started.state.players[seat].cards for seat in (0, 1)}
    assert all(str(hands[s]).strip("[]") in started.events[0].private[s] for s in (0, 1))

    # Ben picks first, by the option id a button would carry; Ann has not been blocked.
    ben_opts = await service.options(CH, BEN)
    picked = await service.act(channel_id=CH, user_id=BEN, option_id=ben_opts[-1].id, interaction_id="b1")
    assert (
        picked.events[0].text == "Ben has picked a card." and str(hands[1][-1]) not in picked.events[0].text
    )
    assert not picked.turn_changed
    with pytest.raises(NotYourTurnError, match="waiting for the others"):
        await service.act(channel_id=CH, user_id=BEN, action={"type": "pick", "card": str(hands[1][0])})
    again = await service.act(channel_id=CH, user_id=BEN, option_id=ben_opts[-1].id, interaction_id="b1")
    assert again.duplicate  # the same click twice applies once

    # Ben takes it back (nobody picked after him), then picks his lowest card instead.
    undone = await service.undo(channel_id=CH, user_id=BEN)
    assert undone.state.players[1].pick is None and "Ben takes back" in undone.events[0].text
    await service.act(channel_id=CH, user_id=BEN, action={"type": "pick", "card": str(hands[1][0])})
    with pytest.raises(IllegalActionError, match="only your own pick"):
        await service.undo(channel_id=CH, user_id=ANN)
    # An option drawn before Ben's pick is still Ann's; one that is no longer offered is refused.
    with pytest.raises(IllegalActionError, match="no longer offered"):
        await service.act(channel_id=CH, user_id=ANN, option_id="pick 99")
    seq_before = (await service.load(CH)).seq

    # Ann's pick reveals the round: the undo window closes.
    ann_opts = await service.options(CH, ANN)
    revealed = await service.act(channel_id=CH, user_id=ANN, option_id=ann_opts[0].id)
    assert revealed.seq == seq_before + 1 and revealed.turn_changed
    assert revealed.events[-1].text.startswith("Round revealed: Ann ")
    with pytest.raises(IllegalActionError):
        await service.undo(channel_id=CH, user_id=ANN)

    # A restart (new service on the same file) carries on; play to the end.
    service = GameService(store)
    while True:
        loaded = await service.load(CH, any_status=True)
        if loaded.game.status == "finished":
            break
        for user in (ANN, BEN):
            opts = await service.options(CH, user)
            if opts:
                last = await service.act(channel_id=CH, user_id=user, option_id=opts[0].id)
    assert last.outcome is not None and last.outcome.result is not None
    assert last.outcome.result.reason == "all rounds played"
    with pytest.raises(ServiceError, match="The game is over"):
        await service.act(channel_id=CH, user_id=ANN, action={"type": "pick", "card": "1"})
    assert await service.replay_check(CH)
    await store.close()


def test_an_older_state_schema_is_migrated_on_load() -> None:
    state = GAME.new(*SETUPS[0], "old").state
    old = GAME.dump(state)
    old["schema"] = 1
    old["players"] = [{**{k: v for k, v in p.items() if k != "points"}, "score": 4} for p in old["players"]]
    assert _points_were_score is GAME.migrations()[1]
    assert [p.points for p in GAME.load(old).players] == [4, 4]
    newer = {**GAME.dump(state), "schema": 99}
    with pytest.raises(ValueError, match="newer than this bot"):
        GAME.load(newer)


async def test_undo_takes_back_only_the_callers_own_last_action(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever a game's own undo rule says, the service never takes back another player's action."""
    store, service = await opened(tmp_path / "g.sqlite3")
    await service.join(channel_id=CH, user_id=BEN, name="Ben", choices={"colour": "blue"})
    await service.start(channel_id=CH, user_id=ANN, is_manager=False)
    monkeypatch.setattr(GAME, "undo_refusal", lambda state, seat: None)  # a lenient game
    monkeypatch.setattr(type(service.rules("highcard")), "undo_refusal", lambda self, state, seat: None)
    ann_opts = await service.options(CH, ANN)
    await service.act(channel_id=CH, user_id=ANN, option_id=ann_opts[0].id)
    with pytest.raises(IllegalActionError, match="only take back your own last action"):
        await service.undo(channel_id=CH, user_id=BEN)
    assert (await service.load(CH)).state.players[0].pick is not None
    await store.close()
