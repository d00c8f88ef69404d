"""UE rules digest §3.7 (standard Achievements, titles and ties, conquest city scoring) and §8.5.4 (the
solo bonuses): scoring from the meaning of each category."""

from __future__ import annotations

from bot.engine.i18n import english
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import load
from bot.games.mageknight.scoring import final_table, score, titles
from bot.games.mageknight.setup import Seat
from bot.games.mageknight.state import GameState, OwnedUnit, Space

DATA = load()


def _of_kind(kind: str) -> list[str]:
    return sorted(c.id for c in DATA.cards.values() if c.kind == kind and c.expansion == "base")


SPELLS, AAS, ARTIFACTS = _of_kind("spell"), _of_kind("advanced"), _of_kind("artifact")


def _unit(level: int) -> str:
    return sorted(u.id for u in DATA.units.values() if u.level == level)[0]


def game(scenario: str = "full_conquest", heroes: tuple[str, ...] = ("tovak", "goldyx")) -> GameState:
    seats = [Seat(10 + i, f"P{i}", h) for i, h in enumerate(heroes)]
    return mk.new_game(scenario, seats, "scoring", DATA).state


def rows(state: GameState) -> dict[int, dict]:
    result = score(Ctx(state, DATA), "test")
    return {r["seat"]: r for r in result["scores"]}


def site(state: GameState, key: str, name: str, owner: int | None, **fields: object) -> None:
    state.spaces[key] = Space(terrain="plains", tile="x", site=name, owner=owner, **fields)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- the categories


def test_base_score_is_fame() -> None:
    state = game()
    state.players[0].fame, state.players[1].fame = 23, 17
    r = rows(state)
    assert r[0]["fame"] == 23 and r[1]["fame"] == 17
    assert r[0]["total"] - sum(r[0]["categories"].values()) - sum(r[0]["titles"].values()) == 23


def test_greatest_knowledge_counts_two_per_spell_one_per_advanced_action() -> None:
    state = game()
    state.players[0].deck += [SPELLS[0], AAS[0], AAS[1]]  # 2 + 1 + 1
    state.players[1].discard += [AAS[2]]
    r = rows(state)
    assert r[0]["categories"]["knowledge"] == 4
    assert r[1]["categories"]["knowledge"] == 1
    assert r[0]["titles"]["knowledge"] == 3 and "knowledge" not in r[1]["titles"]


def test_greatest_loot_counts_artifacts_banners_and_crystal_pairs() -> None:
    state = game()
    p = state.players[0]
    p.hand.append(ARTIFACTS[0])
    p.units.append(OwnedUnit("u1", _unit(1), banner=ARTIFACTS[1]))  # a banner is still an Artifact
    p.crystals = {"red": 2, "blue": 1, "green": 0, "white": 0}  # 3 crystals: one pair
    assert rows(state)[0]["categories"]["loot"] == 2 + 2 + 1


def test_greatest_leader_counts_wounded_units_half_rounded_down() -> None:
    state = game()
    state.players[0].units = [
        OwnedUnit("u1", _unit(3)),
        OwnedUnit("u2", _unit(2), wounds=1),  # 1
        OwnedUnit("u3", _unit(1), wounds=1),  # 0
    ]
    assert rows(state)[0]["categories"]["leader"] == 3 + 1 + 0


def test_conqueror_and_adventurer_count_shields_by_site_kind() -> None:
    state = game()
    site(state, "9,0", "keep", 0)
    site(state, "9,1", "mage_tower", 0)
    site(state, "9,2", "monastery", 0, burned=True)
    site(state, "9,3", "dungeon", 0)
    site(state, "9,4", "monster_den", 1)
    site(state, "9,5", "village", 0)  # no Shield category
    r = rows(state)
    assert r[0]["categories"]["conqueror"] == 6
    assert r[0]["categories"]["adventurer"] == 2 and r[1]["categories"]["adventurer"] == 2
    # Adventurer tie: +1 each.
    assert r[0]["titles"]["adventurer"] == 1 and r[1]["titles"]["adventurer"] == 1


def test_greatest_beating_costs_two_per_wound_card_and_the_worst_loses_three() -> None:
    state = game()
    state.players[0].hand += ["wound", "wound"]
    state.players[1].deck.append("wound")
    state.players[1].units.append(OwnedUnit("u1", _unit(1), wounds=1))  # a unit's wound does not count
    r = rows(state)
    assert r[0]["categories"]["beating"] == -4 and r[1]["categories"]["beating"] == -2
    assert r[0]["titles"]["beating"] == -3 and "beating" not in r[1]["titles"]


def test_titles_ties_and_zero() -> None:
    assert titles({0: 5, 1: 3}) == {0: 3}
    assert titles({0: 5, 1: 5, 2: 1}) == {0: 1, 1: 1}
    assert titles({0: 0, 1: 0}) == {}  # nothing for a tie at zero
    assert titles({0: -2, 1: -2}, worst=True) == {0: -1, 1: -1}
    assert titles({0: 0, 1: 0}, worst=True) == {}


# ----------------------------------------------------------------------------- conquest city scoring


def test_conquest_city_scoring_leader_seven_shield_four_and_the_city_conqueror_title() -> None:
    state = game()
    # City A: P0 leads (2 Shields to 1); city B: P0 alone.
    site(state, "9,0", "city", 0, shields=[0, 1, 0], city="red")
    site(state, "9,1", "city", 0, shields=[0], city="blue")
    r = rows(state)
    assert r[0]["bonuses"]["cities"] == 14 and r[1]["bonuses"]["cities"] == 4
    assert r[0]["titles"]["city"] == 5 and "city" not in r[1]["titles"]


def test_city_conqueror_tie_gives_two_each() -> None:
    state = game()
    site(state, "9,0", "city", 0, shields=[0], city="red")
    site(state, "9,1", "city", 1, shields=[1], city="blue")
    r = rows(state)
    assert r[0]["titles"]["city"] == 2 and r[1]["titles"]["city"] == 2


# ----------------------------------------------------------------------------- solo scoring (§8.5.4)


def test_solo_conquest_scores_without_titles_and_with_the_solo_bonuses() -> None:
    state = game("solo_conquest", ("tovak",))
    assert state.dummy is not None
    p = state.players[0]
    p.fame = 40
    p.deck.append(SPELLS[0])  # Knowledge 2, but no title alone
    site(state, "9,0", "city", 0, shields=[0, 0], city="red")
    site(state, "9,1", "city", 0, shields=[0], city="blue")
    state.round = 5  # all cities fell in round 5 of 6: one full round unused
    state.dummy.deck = state.dummy.deck[:7]
    state.end_of_round_by = None
    row = rows(state)[0]
    assert row["titles"] == {}
    assert row["bonuses"] == {
        "cities_conquered": 20,
        "all_cities_conquered": 15,
        "unused_rounds": 30,
        "dummy_deck": 7,
        "end_not_announced": 5,
    }
    assert row["total"] == 40 + 2 + 20 + 15 + 30 + 7 + 5
    result = score(Ctx(state, DATA), "test")
    assert result["success"] is True
    assert "Victory" in english(final_table(result))


def test_first_reconnaissance_solo_has_no_titles() -> None:
    state = game("first_reconnaissance", ("tovak",))
    state.players[0].deck.append(SPELLS[0])
    assert rows(state)[0]["titles"] == {}


def test_the_final_table_names_every_player_and_total() -> None:
    state = game()
    state.players[0].fame = 12
    text = english(final_table(score(Ctx(state, DATA), "the scenario's 6 rounds are over")))
    assert "1. P0: **12**" in text and "2. P1: **0**" in text


def test_the_status_of_a_finished_game_shows_the_final_table_and_the_dummy() -> None:
    from bot.games.mageknight.commands import status_lines
    from bot.games.mageknight.turn import end_game

    state = game("solo_conquest", ("tovak",))
    state.end_of_round_by = -1  # the Dummy announced it
    ctx = Ctx(state, DATA)
    end_game(ctx, "the scenario's 6 rounds are over")
    assert any("game is over" in e.text and "Final scores" in e.text for e in ctx.events)
    lines = status_lines(state)
    text = "\n".join(map(str, lines))
    assert "Final scores" in text and "1. P0:" in text
    assert "The Dummy announced the End of the Round." in text
    assert "- The Dummy (" in text


def test_a_maze_path_shield_counts_twice_for_greatest_adventurer() -> None:
    """LL §2.2: every Maze/Labyrinth Shield counts 2 for Greatest Adventurer (2 x 2 points)."""
    from bot.games.mageknight.scoring import adventurer
    from bot.games.mageknight.state import Space

    state = game()
    state.spaces["9,9"] = Space(terrain="plains", tile="14", site="maze", owner=0, shields=[0])
    state.spaces["9,8"] = Space(terrain="plains", tile="1", site="dungeon", owner=0)
    assert adventurer(Ctx(state, DATA), state.players[0]) == 4 + 2
