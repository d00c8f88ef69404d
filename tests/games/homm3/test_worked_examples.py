"""The rulebook's worked examples ("Příklad"), each followed through the engine with its own numbers.

Encoded elsewhere: Alamar's Magic Arrow and Harpies against Sandro's Zombies (§8.6,
``test_combat_attack.test_worked_example_zombies_spell_then_harpies``), Sandro's Dread Knights against
the Griffins with scripted cards (``test_combat_attack``, ``test_cards_basic``) and the azure level-7
jump inside combat (``test_combat_end``). Here: Sandro's turn (§4.8), Alamar's and Tamika's Mage
Guild (§6.2), Catherine's Archangels (§7.3), the Ogre's Club example with Sandro's whole hand (§8.7),
the azure jump carried out on the game (§8.10) and the timed scenario event (§5.1)."""

from __future__ import annotations

from bot.engine.contract import PlayerSeat
from bot.games.homm3 import effects, fight, geography, progress
from bot.games.homm3.combat.state import CombatResult
from bot.games.homm3.state import Fight, OwnedUnit
from tests.games.homm3.cards_helpers import fight as card_fight
from tests.games.homm3.cards_helpers import plays, table
from tests.games.homm3.conftest import do, kinds, seed_for
from tests.games.homm3.game_helpers import DATA, GAME, act, ctx, field_with, ids, new

ALAMAR_SANDRO = [
    PlayerSeat(2, "Alamar", {"faction": "dungeon", "hero": "magic"}),
    PlayerSeat(1, "Sandro", {"faction": "necropolis", "hero": "magic"}),
]
TAMIKA_CATHERINE = [
    PlayerSeat(1, "Tamika", {"faction": "necropolis", "hero": "might"}),
    PlayerSeat(2, "Catherine", {"faction": "castle", "hero": "might"}),
]


def test_sandro_draws_to_the_hand_limit_and_a_mine_starts_a_neutral_combat() -> None:
    """§4.8 "Příklad: Sandro v minulém tahu využil všechny své karty, takže nyní – na začátku tahu – si
    dobere do limitu karet na ruce. Dobere si kartu moci a tři kouzla: Magický šíp, Spěch a Městská
    brána. Poté se přesune do nikým neovládaného dolu, čímž začíná souboj s neutrálními jednotkami."
    Then he casts the Magic Arrow (Power 0: 1 damage)."""
    state = new(seats=ALAMAR_SANDRO)
    sandro = 1
    assert state.players[sandro].hero == "sandro" and state.order == [0, 1]
    p = state.players[sandro]
    p.discard += p.hand
    p.hand = []  # he used every card last turn
    p.deck = ["basic:power", "spell:magic_arrow", "spell:haste", "spell:town_portal"] + p.deck
    mine = field_with(state, "mine")
    assert state.fields[mine].owner is None
    p.main.at = next(k for k in state.fields if k != mine and mine in geography.adjacent(state, k))
    state = act(state, 0, type="end_turn")  # Alamar's turn ends: Sandro's begins
    p = state.players[sandro]
    assert state.seat == sandro and len(p.hand) == 4 == DATA.level(p.level).hand_limit
    assert p.hand == ["basic:power", "spell:magic_arrow", "spell:haste", "spell:town_portal"]
    state = act(state, sandro, type="move", hero="main", to=mine)
    assert state.fight is not None and state.fight.kind == "neutral" and state.fight.neutrals
    for _ in range(40):  # both sides place their units
        if any("magic_arrow" in i for i in ids(state, sandro)):
            break
        who = GAME.to_move(state)[0]
        state = act(state, who, type="combat", act=ids(state, who)[0].split(" ", 1)[1])
    arrow = "play:A1:spell:magic_arrow@D1:n:p0.0"
    assert f"combat {arrow}" in ids(state, sandro)
    hp = state.fight.combat.unit("D1").hp_left
    state = act(state, sandro, type="combat", act=arrow)
    assert state.fight is not None and state.fight.combat.unit("D1").hp_left == hp - 1
    assert state.players[sandro].hand == ["basic:power", "spell:haste", "spell:town_portal"]


def test_alamar_builds_the_mage_guild_and_searches_twice() -> None:
    """§6.2 "Příklad 1: Alamar ... se rozhodne postavit Cech mágů. Má právo nahlédnout (2) do balíčku
    kouzel celkem dvakrát – napoprvé se mu zamlouvá horní karta odhazovací hromádky, kouzlo Kamenná
    kůže ... Tím odhalí další kartu na vrchu odhazovací hromádky kouzel, Magický šíp. ... napodruhé se
    rozhodne nahlédnout na horní 2 karty dobíracího balíčku ... dvě Ohnivé koule. Alamar si musí jednu
    z nich přidat do ruky a druhou odhodit na odhazovací hromádku karet kouzel." """
    state = new(seats=ALAMAR_SANDRO)
    alamar = 0
    p = state.players[alamar]
    assert p.hero == "alamar" and state.seat == alamar
    p.resources = {"gold": 50, "building_materials": 20, "valuables": 10}
    hand = list(p.hand)
    state.spells.discard = ["spell:magic_arrow", "spell:stone_skin"]  # Stone Skin on top
    state.spells.cards = ["spell:fireball", "spell:fireball"] + [
        c for c in state.spells.cards if c != "spell:fireball"
    ]
    state = act(state, alamar, type="build", building="dungeon_mage_guild")
    assert [q.kind for q in state.pending] == ["search", "search"]
    assert "choose discard:spell:stone_skin" in ids(state, alamar)
    state = act(state, alamar, type="choose", pick="discard:spell:stone_skin")
    assert state.spells.discard == ["spell:magic_arrow"]  # the Magic Arrow is now on top
    assert "choose discard:spell:magic_arrow" in ids(state, alamar)  # the second search sees it
    state = act(state, alamar, type="choose", pick="look")
    assert state.pending[0].kind == "search_take"
    assert state.pending[0].context["seen"] == "spell:fireball,spell:fireball"
    state = act(state, alamar, type="choose", pick="take:spell:fireball")
    p = state.players[alamar]
    assert p.hand == hand + ["spell:stone_skin", "spell:fireball"]
    assert state.spells.discard == ["spell:magic_arrow", "spell:fireball"]
    assert not state.pending and "guild" not in ids(state, alamar)  # not the round it was built


def test_tamika_buys_a_spell_with_one_search_once_a_round() -> None:
    """§6.2 "Příklad 2: Tamika ... již má ve svém městě Cech mágů a rozhodne se koupit si kouzla.
    Zaplatí požadované náklady ... O kartu Prokletí, ležící na vrchu odhazovací hromádky, nemá zájem.
    ... Odhalí Ohnivou kouli a Magický šíp. ... Vezme si do ruky Ohnivou kouli a Magický šíp odhodí ...
    Obojí si koupit nesmí vzhledem k limitu koupení jen jednoho kouzla z Cechu mágů za kolo." """
    state = new(seats=TAMIKA_CATHERINE, seed="t")
    tamika = 0
    if state.seat != tamika:
        state = act(state, state.seat, type="end_turn")
    p = state.players[tamika]
    assert p.hero == "tamika" and state.seat == tamika
    p.buildings.append("necropolis_mage_guild")
    p.resources = {"gold": 20, "building_materials": 5, "valuables": 5}
    price = DATA.factions["necropolis"].mage_guild_spell_cost
    hand = list(p.hand)
    state.spells.discard = ["spell:curse"]
    state.spells.cards = ["spell:fireball", "spell:magic_arrow"] + state.spells.cards
    state = act(state, tamika, type="guild")
    p = state.players[tamika]
    assert p.resources["gold"] == 20 - price.gold
    assert ids(state, tamika) == ["choose look", "choose discard:spell:curse"]
    state = act(state, tamika, type="choose", pick="look")
    state = act(state, tamika, type="choose", pick="take:spell:fireball")
    p = state.players[tamika]
    assert p.hand == hand + ["spell:fireball"]
    assert state.spells.discard == ["spell:curse", "spell:magic_arrow"]
    assert not state.pending and "guild" not in ids(state, tamika)  # one spell a round


def test_catherine_recruits_archangels_in_place_of_her_weakest_unit() -> None:
    """§7.3 "Příklad: Královna Catherine postavila všechna tři obydlí ... naverbuje archanděly, ale v
    balíčku již má 6 jednotek, proto se rozhodne, že archandělé nahradí její nejslabší jednotku,
    halapartníky." """
    state = new(seats=TAMIKA_CATHERINE, seed="t")
    catherine = 1
    if state.seat != catherine:
        state = act(state, state.seat, type="end_turn")
    p = state.players[catherine]
    assert p.hero == "catherine" and state.seat == catherine
    p.buildings += [b.id for b in DATA.buildings.values() if b.faction == "castle" and b.kind == "dwelling"]
    p.resources = {"gold": 50, "building_materials": 20, "valuables": 20}
    six = ["halberdiers", "marksmen", "griffins", "crusaders", "zealots", "champions"]
    p.units = [OwnedUnit(u) for u in six]
    assert "recruit archangels" not in ids(state, catherine)  # no seventh unit
    state = act(state, catherine, type="recruit", unit="archangels", replace="0")
    p = state.players[catherine]
    assert [u.card for u in p.units] == six[1:] + ["archangels"]
    cost = DATA.units["archangels"].recruit_cost
    assert p.resources["gold"] == 50 - cost.gold


def test_sandros_ogres_club_two_defense_cards_and_a_fireball() -> None:
    """§8.7 "Příklad: Sandro má Zlobří palici pustošení – artefakt přidávající k útoku bonus +2, odhodí-li
    kartu z ruky. Má také dvě karty obrany a kouzlo Ohnivá koule." The Griffins (3, "+1") hit the Dread
    Knights, Defense 2 + 2 (the Defense card's Expert effect) = 4: no damage; "Po útoku se hodnota obrany
    děsivých rytířů vrací zpět na „2“". The retaliation with the Club, discarding the other Defense card:
    5 + 2 + "0" = 7. The Fireball stays in Sandro's hand."""
    hand = ["artifact:ogres_club_of_havoc", "basic:defense", "basic:defense", "spell:fireball"]
    state = table({0: [], 1: hand}, level=2)
    combat, host = card_fight(
        state, {"b2": ("castle.griffins", True)}, {"b4": "necropolis.dread_knights"}, seed=seed_for([1, 0, 0])
    )
    do(combat, "move:A1:b3", host)
    do(combat, "attack:A1:D1", host)
    do(combat, "play:basic:defense@D1:x:x0", host)
    hit = kinds(do(combat, "pass", host), "strike")[0]
    assert (hit["die"], hit["attack"], hit["defense"], hit["damage"]) == (1, 4, 4, 0)
    knights = combat.unit("D1")
    assert knights.face.defense + knights.bonus("defense") == 2  # back to the printed 2
    club = next(k for k in plays(combat, host) if "ogres_club_of_havoc" in k and ":o0" in k)
    events = do(combat, club, host)
    events += do(combat, "pass", host)
    back = kinds(events, "strike")[0]
    assert (back["kind"], back["die"], back["attack"], back["damage"]) == ("retaliation", 0, 7, 7)
    assert not combat.unit("A1").pack and combat.unit("A1").hp_left == 1
    c = ctx(state)
    for e in events:  # the Club's discard, handed to the game as fight._after does
        if e.kind == "hook":
            effects.hook(c, str(e.data["name"]), e.data["seat"], int(e.data.get("count", 1)))
    q = state.pending.pop(0)
    assert q.kind == "discard" and q.seat == 1
    effects.answer_discard(c, q, "basic:defense")
    assert state.players[1].hand == ["spell:fireball"] and not state.pending


def test_a_level_five_hero_beating_azure_neutrals_is_level_seven_at_once() -> None:
    """§8.10 "Příklad: Hrdina na úrovni 5 porazí azurové jednotky (setkání na políčku obtížnosti 7).
    Jeho úroveň zkušenosti se ihned zvýší na 7 (tedy o 2 úrovně!)." """
    state = new()
    seat = state.seat
    c = ctx(state)
    progress.set_level(c, seat, 5)
    state.pending.clear()
    p = state.players[seat]
    at = p.main.at
    assert at is not None
    state.fight = Fight(None, "neutral", seat, "main", at, None)  # type: ignore[arg-type]
    fight.finish(c, CombatResult(winner=0, reason="defeat", level_to_seven=True, experience=2))
    assert state.players[seat].level == 7


def test_a_scenario_event_happens_at_the_start_of_its_round() -> None:
    """§5.1: "Je možné, že scénář stanoví další speciálně časované události ... například když nastane kolo
    s určitým číslem". Border Skirmish: at round 7 every player gains 5 gold (and its Resource-round
    income)."""
    state = new()
    c = ctx(state)
    event = next(e for e in c.scenario.events)
    state.round = event.round
    before = [p.resources["gold"] + progress.income_of(c, i)["gold"] for i, p in enumerate(state.players)]
    progress.start_round(c)
    assert [p.resources["gold"] for p in state.players] == [g + event.gain["gold"] for g in before]
