"""Combat on the map (§8) through the combat engine: starting a fight against neutrals (drawn by the
encounter table), another hero or a defended town, passing the decisions to the seats that own them,
and carrying out the result on the map, the heroes and the unit decks."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.i18n import Say, join, t
from bot.games.homm3 import cards, effects, geography, progress
from bot.games.homm3.combat import apply as combat_apply
from bot.games.homm3.combat import hero_combat, legal_actions, neutral_combat
from bot.games.homm3.combat import pending_seat as combat_pending_seat
from bot.games.homm3.combat.flow import run as combat_run
from bot.games.homm3.combat.results import quick_combat
from bot.games.homm3.combat.state import ARMY, HERO, OVER, SECONDARY, Action, CombatEvent, CombatResult
from bot.games.homm3.combat.state import Side as CombatSide
from bot.games.homm3.context import Ctx, gain, show
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.profiles import tower_profile, unit_profile
from bot.games.homm3.state import MAIN, Fight, Homm3State, OwnedUnit, Player

TIERS = ("bronze", "silver", "gold", "azure")
#: Fight kinds whose result another module carries out (the solo AI registers "ai").
FINISHERS: dict[str, Callable[[Ctx, Fight, CombatResult], None]] = {}


def unit_label(names: dict[str, str], uid: str) -> str:
    return f"{names.get(uid, uid)} ({uid})"


def combat_lines(
    events: list[CombatEvent], names: dict[str, str], card_name: Callable[[str], Say] = str
) -> list[Say]:
    """Short public lines for what happened in combat (positions, hits, deaths, the end); card ids
    are turned into the cards' names by ``card_name``."""
    out: list[Say] = []
    for e in events:
        d = e.data
        u = unit_label(names, str(d.get("unit", "")))
        if e.kind in (
            "killed",
            "flipped",
            "paralysed",
            "defends",
            "cured",
            "may_retaliate",
            "voided",
            "saved",
        ):
            out.append(t(f"h3-combat-{e.kind.replace('_', '-')}", unit=u))
        elif e.kind == "hit":
            out.append(t("h3-combat-hit", unit=u, n=d["damage"]))
        elif e.kind == "healed":
            out.append(t("h3-combat-healed", unit=u, n=d["amount"]))
        elif e.kind == "round_start":
            out.append(t("h3-combat-round", round=d["round"]))
        elif e.kind == "card":
            card = card_name(str(d["card"]))
            if d.get("target"):
                out.append(t("h3-combat-card-on", card=card, unit=unit_label(names, str(d["target"]))))
            else:
                out.append(t("h3-combat-card", card=card))
        elif e.kind == "moved":
            out.append(t("h3-combat-moved", unit=u, start=d["from"], to=d["to"]))
        elif e.kind == "destroyed":
            out.append(t("h3-combat-destroyed", what=d["what"], at=d["at"]))
        elif e.kind == "ended":
            out.append(t("h3-combat-ended", reason=t("h3-reason", reason=d["reason"])))
    return out


def hero_of(p: Player, which: str):  # type: ignore[no-untyped-def]
    return p.main if which == MAIN else p.secondary


def army(ctx: Ctx, p: Player) -> list[tuple[object, bool]]:
    return [(unit_profile(ctx.data, u.card, u.neutral), u.pack) for u in p.units]


def _side(ctx: Ctx, seat: int, which: str, **kw: object) -> CombatSide:
    p = ctx.player(seat)
    main = which == MAIN
    return CombatSide(
        seat,
        HERO if main else SECONDARY,
        level=p.level,
        faction=p.faction,
        cards=main,
        morale=p.morale,
        ignores_morale=p.faction == "necropolis",
        **kw,  # type: ignore[arg-type]
    )


def draw_neutrals(ctx: Ctx, difficulty: int) -> list[str]:
    """§7.5, §9.7: the cards of each tier deck the encounter table names (a deck that runs out is
    refilled from its discard pile, H-NEUTRAL-RESHUFFLE)."""
    enc = next(e for e in ctx.data.encounters.values() if e.field_difficulty == difficulty)
    out = []
    for tier in TIERS:
        d = ctx.state.neutrals[tier]
        for _ in range(enc.draws[ctx.state.difficulty].get(tier, 0)):
            card = cards.top_card(ctx, d)
            if card is not None:
                out.append(card)
    ctx.close()
    return out


def neutral_controller(state: Homm3State) -> int | None:
    """§8.3: in a Clash the player who has just finished their turn places and plays the neutrals
    (H-CLASH-NEUTRALS: the previous seat in turn order); in co-op and solo the engine does."""
    if state.mode != "clash" or len(state.order) < 2:
        return None
    return state.order[(state.turn - 1) % len(state.order)]


def start_neutral(ctx: Ctx, seat: int, which: str, k: str, came_from: str | None, difficulty: int) -> bool:
    """Fight the neutrals of field ``k``; False when they flee (quick combat) and the field is won."""
    p = ctx.player(seat)
    if which == MAIN and quick_combat(p.level, difficulty):
        ctx.say(t("h3-neutrals-flee", who=p.name, level=p.level, difficulty=difficulty))
        return False
    drawn = draw_neutrals(ctx, difficulty)
    if drawn and cards.in_force(ctx.state, ctx.data, "neutral_swap"):  # H-PROCLAMATIONS-SATYR
        d = ctx.state.neutrals[ctx.data.neutrals[drawn[0]].tier]
        swap = cards.top_card(ctx, d)
        if swap is not None:
            d.discard.append(drawn[0])
            drawn[0] = swap
    hero = hero_of(p, which)
    state = ctx.state
    state.fights += 1
    combat, events = neutral_combat(
        f"{state.seed}/combat{state.fights}",
        _side(ctx, seat, which),
        army(ctx, p),  # type: ignore[arg-type]
        [unit_profile(ctx.data, n, True) for n in drawn],
        controller=neutral_controller(state),
        difficulty=difficulty,
        movement_points=hero.mp,
    )
    state.fight = Fight(combat, "neutral", seat, which, k, came_from, neutrals=drawn, then="visit")
    state.fight.army_a = list(range(len(p.units)))
    names = [ctx.data.neutrals[n].name for n in drawn]
    ctx.say(t("h3-attacks-neutrals", who=p.name, at=k, difficulty=difficulty, units=names))
    _after(ctx, events)
    return True


def start_heroes(
    ctx: Ctx, seat: int, which: str, k: str, came_from: str | None, defender: int, defender_hero: str | None
) -> None:
    """Hero against hero (§8.4), a siege when the field is the defender's town with a Citadel, or
    the defender's army without its hero (``defender_hero`` None: the 8-gold defence, §6.4)."""
    state = ctx.state
    d = ctx.player(defender)
    town = geography.location(state, ctx.data, k) == "town"
    siege = town and any(ctx.data.buildings[b].kind == "citadel" for b in d.buildings)
    own_town = town and geography.town_field(state, defender) == k
    if defender_hero is None:
        dside = CombatSide(defender, ARMY, level=d.level, faction=d.faction, defending_town=own_town)
    else:
        dside = _side(ctx, defender, defender_hero, defending_town=own_town)
        progress.hero_combat_powers(ctx, seat, defender)  # e.g. Cover of Darkness (§6.2)
        progress.hero_combat_powers(ctx, defender, seat)
    state.fights += 1
    combat, events = hero_combat(
        f"{state.seed}/combat{state.fights}",
        _side(ctx, seat, which),
        army(ctx, ctx.player(seat)),  # type: ignore[arg-type]
        dside,
        army(ctx, d),  # type: ignore[arg-type]
        tower=tower_profile(ctx.data) if siege else None,
        siege=siege,
    )
    kind = "hero" if defender_hero else "army"
    then = "capture" if geography.location(state, ctx.data, k) in ("town", "settlement") else "visit"
    state.fight = Fight(
        combat, kind, seat, which, k, came_from, defender, defender_hero, siege=siege, then=then
    )
    state.fight.army_a = list(range(len(ctx.player(seat).units)))
    state.fight.army_d = list(range(len(d.units)))
    ctx.say(
        t("h3-attacks-hero", who=ctx.player(seat).name, siege="yes" if siege else "no", whom=d.name, at=k)
    )
    _after(ctx, events)


def names(ctx: Ctx, fight: Fight) -> dict[str, str]:
    return names_of(ctx.state, ctx.data)


def act(ctx: Ctx, seat: int, key: str) -> None:
    """Apply the legal combat action whose key is ``key`` for ``seat``."""
    fight = ctx.state.fight
    assert fight is not None
    host = effects.Host(ctx.state, ctx.data)
    action = next(a for a in legal_actions(fight.combat, host) if a.key == key)
    events = combat_apply(fight.combat, action, host, seat)
    ctx.close()
    _after(ctx, events)


def options(state: Homm3State, data: Homm3Data) -> list[Action]:
    fight = state.fight
    assert fight is not None
    return legal_actions(fight.combat, effects.Host(state, data))


def pending_seat(state: Homm3State, data: Homm3Data) -> int | None:
    fight = state.fight
    assert fight is not None
    return combat_pending_seat(fight.combat, effects.Host(state, data))


def names_of(state: Homm3State, data: Homm3Data) -> dict[str, str]:
    fight = state.fight
    assert fight is not None
    out = {}
    for u in fight.combat.units:
        key = u.profile.key.partition(".")[2]
        rec = data.neutrals.get(key) if u.profile.key.startswith("neutral.") else data.units.get(key)
        out[u.id] = str(getattr(rec, "name", key))
    return out


def resume(ctx: Ctx) -> None:
    """Go on with a combat that waits for nobody: a card window closed while a question about the
    hand was answered (a discard after a card's effect)."""
    fight = ctx.state.fight
    if fight is None or ctx.state.pending or fight.combat.phase == OVER:
        return
    host = effects.Host(ctx.state, ctx.data)
    if combat_pending_seat(fight.combat, host) is not None:
        return
    events: list[CombatEvent] = []
    combat_run(fight.combat, host, events)
    _after(ctx, events)


def _after(ctx: Ctx, events: list[CombatEvent]) -> None:
    fight = ctx.state.fight
    assert fight is not None
    lines = combat_lines(events, names(ctx, fight), lambda c: cards.name(ctx.data, c))
    if lines:
        ctx.say(join(*lines))
    for e in events:
        if e.kind != "hook":
            continue
        name, seat = str(e.data.get("name")), e.data.get("seat")
        if seat is not None and int(seat) >= len(ctx.state.players):
            continue  # the AI holds no hand (H-AI-COMBAT)
        if name == "discard_card" and seat is not None:
            effects.ask_discard(ctx, int(seat), int(e.data.get("count", 1)), combat=True)
        else:
            effects.hook(ctx, name, seat, int(e.data.get("count", 1)))
    if fight.combat.phase == OVER and fight.combat.result is not None:
        finish(ctx, fight.combat.result)


def _units_after(ctx: Ctx, seat: int, indexes: list[int], prefix: str, result: CombatResult) -> None:
    """Survivors keep their side (a beaten Pack stays Few); the destroyed leave the unit deck (§7.1)."""
    p = ctx.player(seat)
    kept: list[OwnedUnit] = []
    for n, i in enumerate(indexes, start=1):
        uid = f"{prefix}{n}"
        unit = p.units[i]
        if uid in result.lost:
            continue
        if uid in result.survivors:
            unit.pack = result.survivors[uid]
        kept.append(unit)
    p.units = kept
    if not p.units:
        progress.restore_units(ctx, seat)


def finish(ctx: Ctx, result: CombatResult) -> None:
    """Carry out a finished combat's result (§8.9-§8.11) and go on with the field."""
    state = ctx.state
    fight = state.fight
    assert fight is not None
    state.fight = None
    if fight.kind in FINISHERS:  # a combat with the solo AI (bot/games/homm3/ai/battle.py)
        FINISHERS[fight.kind](ctx, fight, result)
        return
    seat = fight.attacker
    p = ctx.player(seat)
    hero = hero_of(p, fight.hero)
    assert hero is not None
    hero.mp = max(0, hero.mp - result.movement_spent)
    _units_after(ctx, seat, fight.army_a, "A", result)
    if fight.defender is not None:
        _units_after(ctx, fight.defender, fight.army_d, "D", result)
    for side, amount in result.gold.items():
        payer = seat if side == 0 else fight.defender
        payee = fight.defender if side == 0 else seat
        if payer is None:
            continue
        paid = min(amount, ctx.player(payer).resources["gold"])
        ctx.player(payer).resources["gold"] -= paid
        if payee is not None:
            gain(ctx.player(payee), {"gold": paid})
    if fight.kind == "neutral":
        for n in fight.neutrals:
            state.neutrals[ctx.data.neutrals[n].tier].discard.append(n)
    side_seat = {0: seat, 1: fight.defender}
    for side in result.negative_morale:
        s = side_seat[side]
        if s is not None:
            progress.negative_morale(ctx, s)
    for side, morale in result.morale.items():
        s = side_seat[side]
        if s is not None and ctx.player(s).faction != "necropolis" and morale < ctx.player(s).morale:
            ctx.player(s).morale = morale
    winner = result.winner
    ctx.say(t("h3-combat-over", verdict=_verdict(ctx, fight, result)))
    if winner == 0 and fight.hero == MAIN:
        if result.level_to_seven:
            progress.set_level(ctx, seat, 7)
        elif result.experience:
            progress.gain_exp(ctx, seat, result.experience)
    if winner == 1 and fight.defender is not None and fight.defender_hero == MAIN and result.experience:
        progress.gain_exp(ctx, fight.defender, result.experience)
    for side in result.heroes_to_town:
        s = side_seat[side]
        if s is not None:
            progress.hero_home(ctx, s, fight.hero if side == 0 else (fight.defender_hero or MAIN))
    for side in result.secondary_removed:
        s = side_seat[side]
        if s is not None:
            ctx.player(s).secondary = None
    if result.faction_cube_to is not None:
        taker = side_seat[result.faction_cube_to]
        loser = side_seat[1 - result.faction_cube_to]
        if taker is not None and loser is not None:
            progress.take_cube(ctx, taker, loser)
    if winner == 0 and fight.kind == "neutral" and result.reason in ("defeat",):
        for h in result.hooks:
            if h.startswith("reinforce_on_defeat"):
                progress.free_reinforce(ctx, seat, ("bronze",))
    if fight.kind == "hero" and winner == 0 and fight.defender is not None and fight.defender_hero == MAIN:
        home = geography.town_field(state, fight.defender) == fight.at  # H-ELIM-SIEGE
        if home and not [k for k in progress.controlled(state, ctx.data, fight.defender) if k != fight.at]:
            progress.eliminate(ctx, fight.defender)
    if winner == 0 and (fight.kind != "neutral" or result.field_visited):
        ctx.won = (seat, fight.hero, fight.at, fight.then)
    elif hero.at == fight.at and fight.came_from is not None and fight.kind == "neutral":
        hero.at = fight.came_from
        ctx.say(t("h3-hero-goes-back", who=p.name, to=fight.came_from))
    elif winner != 0 and fight.kind != "neutral" and hero.at == fight.at and result.reason != "surrender":
        if fight.came_from is not None and 0 not in result.heroes_to_town:
            hero.at = fight.came_from


def _verdict(ctx: Ctx, fight: Fight, result: CombatResult) -> Say:
    who: dict[int, Say] = {0: ctx.player(fight.attacker).name}
    who[1] = ctx.player(fight.defender).name if fight.defender is not None else t("h3-the-neutrals")
    reason = t("h3-reason", reason=result.reason)
    if result.winner is None:
        return t("h3-verdict-none", reason=reason)
    if fight.defender is None and result.winner == 1:
        won = t("h3-verdict-neutrals", reason=reason)
    else:
        won = t("h3-verdict-wins", who=who[result.winner], reason=reason)
    if not result.gold:
        return won
    pays = [t("h3-verdict-pays", who=who[s], what=show({"gold": g})) for s, g in result.gold.items()]
    return join(won, join(join(*pays, sep="; "), ".", sep=""))
