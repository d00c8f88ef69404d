"""Rulebook §8.4, §8.9-§8.11, §6.4 and §11.3 played through the game in a Clash of 2: one hero
attacks the other's hero, the other's town with a Citadel (a siege with walls, gate and arrow tower)
or its army defending for 8 gold; surrender; defeat and what follows (gold, morale, the hero sent
home by H-HERO-HOME, the secondary hero removed), with each defender's decisions asked of its seat."""

from __future__ import annotations

from bot.games.homm3 import geography
from bot.games.homm3.state import Hero, Homm3State
from tests.games.homm3.game_helpers import DATA, GAME, act, new


def _next_to(state: Homm3State, k: str) -> str:
    return next(n for n in geography.adjacent(state, k) if geography.location(state, DATA, n) != "blocked")


def _attack(state: Homm3State, at: str, from_: str | None = None) -> tuple[Homm3State, int, int]:
    """The seat on turn steps its main hero onto ``at`` (standing next to it first)."""
    a = state.seat
    d = 1 - a
    state.players[a].main.at = from_ or _next_to(state, at)
    return act(state, a, type="move", hero="main", to=at), a, d


def _play_out(state: Homm3State, choose=None, limit: int = 600) -> list[int]:  # type: ignore[no-untyped-def]
    """Answer the combat until it ends; returns the seats asked, in order."""
    asked = []
    for _ in range(limit):
        if state.fight is None and not state.pending:
            break
        seat = GAME.to_move(state)[0]
        asked.append(seat)
        opts = list(GAME.decision(state, seat).options)  # type: ignore[union-attr]
        fighting = [o for o in opts if o.params.get("act") != "surrender"] or opts
        pick = (choose and choose(state, seat, opts)) or fighting[0]
        state.__dict__.update(GAME.apply(state, seat, pick.action()).state.__dict__)
    return asked


def test_a_hero_attacks_the_other_hero_and_each_seat_decides_for_its_units() -> None:
    state = new()
    a = state.seat
    d = 1 - a
    field = _next_to(state, geography.town_field(state, a) or "")
    state.players[d].main.at = field
    state, a, d = _attack(state, field, geography.town_field(state, a))
    assert state.fight is not None and state.fight.kind == "hero" and not state.fight.siege
    assert GAME.to_move(state) == (a,)  # §8.4: the attacker sets up first
    asked = _play_out(state)
    assert d in asked and a in asked  # the defender placed and fought its own units
    assert state.fight is None


def test_defeat_by_a_hero_pays_five_gold_takes_morale_and_sends_the_hero_home() -> None:
    state = new()
    a = state.seat
    d = 1 - a
    field = _next_to(state, geography.town_field(state, a) or "")
    state.players[d].main.at = field
    state.players[d].units = state.players[d].units[:1]  # a weak defender
    gold = state.players[d].resources["gold"], state.players[a].resources["gold"]
    state, a, d = _attack(state, field, geography.town_field(state, a))
    _play_out(state)
    loser = d if state.players[a].main.at == field else a
    winner = 1 - loser
    lp = state.players[loser]
    assert lp.morale == -1 or lp.faction == "necropolis"
    assert lp.main.at == geography.town_field(state, loser)  # H-HERO-HOME: the first town in map order
    before_l = gold[0] if loser == d else gold[1]
    before_w = gold[1] if loser == d else gold[0]
    assert lp.resources["gold"] == before_l - 5 and state.players[winner].resources["gold"] == before_w + 5


def test_surrender_pays_ten_gold_and_keeps_the_units() -> None:
    state = new()
    a = state.seat
    d = 1 - a
    field = _next_to(state, geography.town_field(state, a) or "")
    state.players[d].main.at = field
    units = len(state.players[d].units)
    gold_d = state.players[d].resources["gold"]

    def surrender(s: Homm3State, seat: int, opts: list) -> object:  # type: ignore[type-arg]
        return next((o for o in opts if seat == d and o.params.get("act") == "surrender"), None)

    state, a, d = _attack(state, field, geography.town_field(state, a))
    _play_out(state, surrender)
    assert state.players[d].resources["gold"] == gold_d - 10
    assert len(state.players[d].units) == units  # §8.9: not a defeat, the units stay
    assert state.players[d].main.at == geography.town_field(state, d)


def test_a_town_with_a_citadel_is_besieged_with_walls_gate_and_tower_and_no_surrender() -> None:
    state = new()
    a = state.seat
    d = 1 - a
    town = geography.town_field(state, d) or ""
    citadel = next(
        b.id for b in DATA.buildings.values() if b.faction == state.players[d].faction and b.kind == "citadel"
    )
    state.players[d].buildings.append(citadel)
    state, a, d = _attack(state, town)  # the defender's main hero stands in its town
    assert state.fight is not None and state.fight.siege
    combat = state.fight.combat
    assert sorted(o.kind for o in combat.obstacles) == ["gate", "wall", "wall", "wall"]
    assert any(u.tower for u in combat.units)

    def check(s: Homm3State, seat: int, opts: list) -> None:  # type: ignore[type-arg]
        if seat == d:
            assert all(o.params.get("act") != "surrender" for o in opts)  # §8.9: own town

    _play_out(state, check)


def test_the_army_defends_a_town_for_eight_gold_when_the_hero_is_away() -> None:
    state = new()
    a = state.seat
    d = 1 - a
    town = geography.town_field(state, d) or ""
    state.players[d].main.at = _next_to(state, _next_to(state, town))
    if state.players[d].main.at == town:  # pragma: no cover - a map without room
        return
    gold = state.players[d].resources["gold"]
    state, a, d = _attack(state, town)
    assert state.pending and state.pending[0].seat == d and state.pending[0].kind == "defend"
    state = act(state, d, type="choose", pick="defend")
    assert state.players[d].resources["gold"] == gold - 8
    assert state.fight is not None and state.fight.kind == "army"
    _play_out(state)
    assert state.players[d].main.at != town  # the hero never came (§6.4)


def test_a_beaten_secondary_hero_is_removed_and_the_victor_takes_a_cube() -> None:
    state = new()
    a = state.seat
    d = 1 - a
    field = _next_to(state, geography.town_field(state, a) or "")
    state.players[d].secondary = Hero("secondary", at=field)
    state.players[d].units = state.players[d].units[:1]
    state, a, d = _attack(state, field, geography.town_field(state, a))
    _play_out(state)
    if state.players[a].main.at == field:  # the attacker won
        assert state.players[d].secondary is None and d in state.players[a].cubes


def test_a_combat_discard_asks_the_player_which_card() -> None:
    from bot.games.homm3 import effects
    from tests.games.homm3.game_helpers import ctx

    state = new()
    seat = state.seat
    state.players[seat].hand = ["basic:attack", "basic:defense"]
    c = ctx(state)
    effects.ask_discard(c, seat, 1, combat=True)
    assert GAME.to_move(state) == (seat,)
    ids = [o.id for o in GAME.decision(state, seat).options]  # type: ignore[union-attr]
    assert ids == ["choose basic:attack", "choose basic:defense"]
    state = act(state, seat, type="choose", pick="basic:defense")
    assert state.players[seat].hand == ["basic:attack"] and "basic:defense" in state.players[seat].discard


def test_a_beaten_hero_goes_where_its_player_chooses() -> None:
    """§8.10: "Poté přemístěte svého právě poraženého hrdinu do libovolného města či osady, které
    vlastníte." (then move your just-defeated hero to any town or settlement you own). With more
    than one, the beaten hero's seat is asked (H-HERO-HOME); the other player waits."""
    from bot.games.homm3 import progress
    from tests.games.homm3.game_helpers import ctx as make_ctx

    state = new()
    loser = 1 - state.seat
    own = geography.town_field(state, loser) or ""
    captured = geography.town_field(state, state.seat) or ""
    state.fields[own].owner, state.fields[captured].owner = loser, loser
    progress.hero_home(make_ctx(state), loser, "main")
    assert GAME.to_move(state) == (loser,)
    picks = [o.params["pick"] for o in GAME.decision(state, loser).options]  # type: ignore[union-attr]
    assert sorted(picks) == sorted([own, captured])
    state = act(state, loser, type="choose", pick=captured)
    assert state.players[loser].main.at == captured and not state.pending


def test_a_beaten_hero_with_one_home_is_sent_there_without_a_question() -> None:
    """H-HERO-HOME: the default only when there is one choice."""
    from bot.games.homm3 import progress
    from tests.games.homm3.game_helpers import ctx as make_ctx

    state = new()
    seat = state.seat
    c = make_ctx(state)
    state.players[seat].main.at = None
    progress.hero_home(c, seat, "main")
    assert not state.pending and state.players[seat].main.at == geography.town_field(state, seat)


def test_a_card_discard_and_a_combat_discard_are_the_same_question() -> None:
    """One discard mechanism: a card that says "discard 2" asks twice, each time from the hand as it
    then stands, with the same question kind a combat discard uses."""
    from bot.games.homm3 import effects
    from tests.games.homm3.game_helpers import ctx

    state = new()
    seat = state.seat
    state.players[seat].hand = ["basic:attack", "basic:defense", "basic:attack"]
    effects.ask_discard(ctx(state), seat, 2)
    assert [q.kind for q in state.pending] == ["discard"]
    state = act(state, seat, type="choose", pick="basic:defense")
    assert [q.kind for q in state.pending] == ["discard"]
    ids = [o.id for o in GAME.decision(state, seat).options]  # type: ignore[union-attr]
    assert ids == ["choose basic:attack"]
    state = act(state, seat, type="choose", pick="basic:attack")
    assert state.players[seat].hand == ["basic:attack"] and not state.pending
