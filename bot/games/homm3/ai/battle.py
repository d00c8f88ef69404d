"""Combats with the solo AI hero (§8.4 with §10.2, H-AI-COMBAT): starting them on the map and
carrying out their result (H-AI-GOLD, H-AI-HOME, H-AI-ARMY, H-ELIM-SIEGE)."""

from __future__ import annotations

from bot.engine.i18n import Say, t
from bot.games.homm3 import fight as fights
from bot.games.homm3 import geography, progress
from bot.games.homm3.ai.setup import ai_seat
from bot.games.homm3.ai.setup import army as ai_army
from bot.games.homm3.combat import hero_combat
from bot.games.homm3.combat.state import ARMY, HERO, CombatResult
from bot.games.homm3.combat.state import Side as CombatSide
from bot.games.homm3.context import Ctx
from bot.games.homm3.fight import _after, _side, _units_after, army, hero_of
from bot.games.homm3.profiles import tower_profile, unit_profile
from bot.games.homm3.state import MAIN, AiOpponent, Fight


def take(ctx: Ctx, ai: AiOpponent, k: str) -> None:
    """The AI takes a town, settlement or mine (its owner is cleared: the AI is no seat)."""
    f = ctx.state.fields[k]
    loc = geography.location(ctx.state, ctx.data, k)
    if loc not in ("town", "settlement", "mine") or k in ai.fields:
        return
    if f.owner is not None:
        ctx.say(t("h3-ai-takes-from", whose=ctx.player(f.owner).name, place=loc, at=k))
    else:
        ctx.say(t("h3-ai-takes", place=loc, at=k))
    f.owner, f.ever_owned, f.income = None, True, None
    ai.fields.append(k)


def start_ai(ctx: Ctx, ai_attacks: bool, seat: int, which: str | None, k: str) -> None:
    """A combat with the solo AI hero (§10.2, H-AI-COMBAT): the AI attacks the player's hero at ``k``
    (``which``), or the player's town or settlement defended by the army alone (``which`` None, the
    8-gold defence, §6.4); or the player's hero ``which`` attacks the AI hero. A siege when the AI
    attacks the player's own town with a Citadel. The AI decides as the seat after the last player."""
    state = ctx.state
    ai = state.ai
    assert ai is not None
    p = ctx.player(seat)
    ai_side = CombatSide(
        ai_seat(ctx), HERO, level=ai.level, faction=ai.faction, ignores_morale=ai.faction == "necropolis"
    )
    ai_army = [(unit_profile(ctx.data, u.card, u.neutral), u.pack) for u in ai.units]
    town = geography.location(state, ctx.data, k) == "town"
    own_town = ai_attacks and town and geography.town_field(state, seat) == k
    if which is None:
        pside = CombatSide(seat, ARMY, level=p.level, faction=p.faction, defending_town=own_town)
    else:
        pside = _side(ctx, seat, which, defending_town=own_town)
    siege = own_town and any(ctx.data.buildings[b].kind == "citadel" for b in p.buildings)
    state.fights += 1
    seed = f"{state.seed}/combat{state.fights}"
    if ai_attacks:
        combat, events = hero_combat(
            seed,
            ai_side,
            ai_army,
            pside,
            army(ctx, p),  # type: ignore[arg-type]
            tower=tower_profile(ctx.data) if siege else None,
            siege=siege,
        )
        fight = Fight(combat, "ai", ai_seat(ctx), MAIN, k, ai.came_from, seat, which, siege=siege)
        fight.army_a, fight.army_d = list(range(len(ai.units))), list(range(len(p.units)))
        ctx.say(t("h3-ai-attacks", siege="yes" if siege else "no", whom=p.name, at=k))
    else:
        combat, events = hero_combat(seed, pside, army(ctx, p), ai_side, ai_army)  # type: ignore[arg-type]
        hero = hero_of(p, which or MAIN)
        fight = Fight(
            combat, "ai", seat, which or MAIN, k, hero.came_from if hero else None, ai_seat(ctx), MAIN
        )
        fight.army_a, fight.army_d = list(range(len(p.units))), list(range(len(ai.units)))
        ctx.say(t("h3-attacks-ai", who=p.name, at=k))
    state.fight = fight
    _after(ctx, events)


def _units_after_ai(ctx: Ctx, indexes: list[int], prefix: str, result: CombatResult) -> None:
    ai = ctx.state.ai
    assert ai is not None
    kept = []
    for n, i in enumerate(indexes, start=1):
        uid, unit = f"{prefix}{n}", ai.units[i]
        if uid in result.lost:
            continue
        unit.pack = result.survivors.get(uid, unit.pack)
        kept.append(unit)
    ai.units = kept
    if not kept:  # H-AI-ARMY: like §7.1, its starting army comes back
        ai.units = ai_army(ai.faction, ctx.state.scenario)
        ctx.say(t("h3-ai-army-restored"))


def finish_ai(ctx: Ctx, fight: Fight, result: CombatResult) -> None:
    """Carry out a combat with the AI hero (§8.9-§8.11 with H-AI-GOLD, H-AI-HOME, H-AI-ARMY): the AI
    has no treasury (gold it owes is not paid, gold owed to it goes to the bank), takes no morale,
    and a beaten AI hero goes back to a field it holds."""
    state = ctx.state
    ai = state.ai
    assert ai is not None
    ai_is_attacker = fight.attacker >= len(state.players)
    seat = fight.defender if ai_is_attacker else fight.attacker
    assert seat is not None
    p = ctx.player(seat)
    ps, ais = (1, 0) if ai_is_attacker else (0, 1)
    which = fight.defender_hero if ai_is_attacker else fight.hero
    _units_after(ctx, seat, fight.army_d if ai_is_attacker else fight.army_a, "AD"[ps], result)
    _units_after_ai(ctx, fight.army_a if ai_is_attacker else fight.army_d, "AD"[ais], result)
    if ps in result.gold:
        paid = min(result.gold[ps], p.resources["gold"])
        p.resources["gold"] -= paid
        ctx.say(t("h3-ai-gold-to-bank", who=p.name, gold=paid))
    if ps in result.negative_morale:
        progress.negative_morale(ctx, seat)
    if p.faction != "necropolis" and result.morale.get(ps, p.morale) < p.morale:
        p.morale = result.morale[ps]
    winner = result.winner
    who: Say = t("h3-the-ai") if winner == ais else p.name if winner == ps else t("h3-nobody")
    verdict = t("h3-verdict-wins", who=who, reason=t("h3-reason", reason=result.reason))
    ctx.say(t("h3-combat-over", verdict=verdict))
    if winner == ps and which == MAIN:
        if result.experience:
            progress.gain_exp(ctx, seat, result.experience)
    if ps in result.heroes_to_town and which is not None:
        progress.hero_home(ctx, seat, which)
    if ps in result.secondary_removed:
        p.secondary = None
        p.cubes_lost += 1
        ctx.say(t("h3-ai-secondary-removed", who=p.name))
    if ais in result.heroes_to_town:
        home = next((k for k in ai.fields), ai.town)
        ai.at, ai.came_from = home, None
        ctx.say(t("h3-ai-beaten", to=home))
    if ai_is_attacker and winner == ais:
        loc = geography.location(state, ctx.data, fight.at)
        if loc in ("town", "settlement"):
            lost_home = geography.town_field(state, seat) == fight.at
            take(ctx, ai, fight.at)
            if lost_home and which == MAIN and not progress.controlled(state, ctx.data, seat):
                progress.eliminate(ctx, seat)  # §11.3: beaten defending the besieged town
    elif ai_is_attacker and ai.at == fight.at and winner != ais and ais not in result.heroes_to_town:
        ai.at = fight.came_from or ai.at
    elif not ai_is_attacker and winner == ps:
        if fight.at in ai.fields:
            ai.fields.remove(fight.at)
        ctx.won = (seat, fight.hero, fight.at, "visit")
    elif not ai_is_attacker and winner != ps and ps not in result.heroes_to_town:
        hero = hero_of(p, fight.hero)
        if hero is not None and fight.came_from is not None:
            hero.at = fight.came_from


fights.FINISHERS["ai"] = finish_ai
