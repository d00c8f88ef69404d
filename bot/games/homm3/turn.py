"""The player's turn (§5): what may be done now (the offered options, the one source of truth for
controls, autocomplete and validation) and applying a chosen option.

Actions are ``{"type": command, **params}``; an action is legal exactly when it is one of the options
offered to the seat now (so every offered option applies and nothing else does).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine.errors import IllegalActionError, NotYourTurnError
from bot.engine.i18n import Say, join, t, words
from bot.engine.outcome import Option
from bot.games.homm3 import cards, effects, fields, fight, geography, progress, terms
from bot.games.homm3.ai import battle as ai_battle
from bot.games.homm3.ai import combat as ai_combat
from bot.games.homm3.ai import movement as ai_movement
from bot.games.homm3.ai import setup as ai_setup
from bot.games.homm3.combat.state import Action
from bot.games.homm3.context import Ctx, can_pay, cost_dict, gain, pay, price, said, show
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.state import (
    BONUS,
    MAIN,
    OVER,
    SECONDARY,
    Hero,
    Homm3State,
    OwnedUnit,
    Pending,
    Player,
    Slot,
)

UNIT_DECK_CAP = progress.UNIT_DECK_CAP  # H-UNITS-CAP (the rulebook's example has a full deck of 6)
ANSWERS: dict[str, Callable[[Ctx, Pending, str], None]] = {}  # pending kind -> resolver (below)


def to_move(state: Homm3State, data: Homm3Data) -> int | None:
    if state.phase == OVER:
        return None
    if state.pending:
        return state.pending[0].seat
    if state.fight is not None:
        return fight.pending_seat(state, data)
    return state.seat


# ------------------------------------------------------------------ offered options


def offered(state: Homm3State, data: Homm3Data, seat: int) -> list[Option]:
    if to_move(state, data) != seat:
        return []
    if state.pending:
        q = state.pending[0]
        now: list[tuple[str, Say]]
        if q.kind == "search":
            now = cards.search_options(state, data, q.context["deck"], int(q.context["x"]))
        elif q.kind in ("discard", "discard_card"):
            now = effects.discard_options(state, data, q)
        else:
            now = [(oid, said(label)) for oid, label in q.options]
        return [Option(f"choose {oid}", label, "choose", {"pick": oid}) for oid, label in now]
    if state.fight is not None:
        return [_combat_option(state, data, a) for a in fight.options(state, data)]
    return turn_options(state, data, seat)


def _combat_option(state: Homm3State, data: Homm3Data, a: Action) -> Option:
    return Option(f"combat {a.key}", combat_label(state, data, a), "combat", {"act": a.key})


def combat_label(state: Homm3State, data: Homm3Data, a: Action) -> Say:
    assert state.fight is not None
    names = fight.names_of(state, data)
    parts: list[Say] = [t(f"h3-step-{a.type}")]
    if a.unit:
        parts.append(f"{names.get(a.unit, a.unit)} ({a.unit})")
    if a.to:
        parts.append(t("h3-step-to", at=a.to))
    if a.target:
        parts.append(f"→ {names.get(a.target, a.target)} ({a.target})")
    if a.extra:
        parts.append(f"[{a.extra}]")
    if a.card is not None:
        seat = fight.pending_seat(state, data)
        does = (
            effects.describe(data, state.players[seat], a.card.card, a.card.mode) if seat is not None else ""
        )
        card = cards.name(data, a.card.card)
        parts.append(t("h3-step-card-does", card=card, does=does) if does else card)
        if a.card.target:
            parts.append(t("h3-step-on", unit=f"{names.get(a.card.target, a.card.target)} ({a.card.target})"))
    return join(*parts)


def heroes(p: Player) -> list[tuple[str, Hero]]:
    out = [(MAIN, p.main)] if p.main.at is not None else []
    if p.secondary is not None and p.secondary.at is not None:
        out.append((SECONDARY, p.secondary))
    return out


def turn_options(state: Homm3State, data: Homm3Data, seat: int) -> list[Option]:
    p = state.players[seat]
    ctx = Ctx.of(state, data)
    out: list[Option] = []
    for which, hero in heroes(p):
        at = hero.at
        assert at is not None
        if hero.mp <= 0:
            continue
        for k in geography.adjacent(state, at):
            if fields.may_enter(ctx, seat, k):
                out.append(
                    Option(
                        f"move {which} {k}",
                        t("h3-opt-move", hero=which, to=k, field=_field_name(state, data, k)),
                        "move",
                        {"hero": which, "to": k},
                    )
                )
        for slot in geography.hidden_next_to(state, at):
            name = geography.slot_name(slot)
            out.append(
                Option(
                    f"explore {which} {name}",
                    t("h3-opt-explore", at=name),
                    "explore",
                    {"hero": which, "tile": name},
                )
            )
        if p.far_tiles:
            for a, b in geography.placeable_next_to(state, at):
                for rot in range(6):
                    out.append(
                        Option(
                            f"place {which} {a},{b} {rot}",
                            t("h3-opt-place", at=f"{a},{b}", turn=rot),
                            "place",
                            {"hero": which, "tile": f"{a},{b}", "turn": str(rot)},
                        )
                    )
        if geography.location(state, data, at) == "trading_post" and not any(
            o.command == "trade" for o in out
        ):
            out += _trades(data, p, which)  # once, though both heroes stand on a Trading Post
    out += town_options(state, data, seat)
    out += [Option(key, label, "card", prm) for key, label, prm in effects.map_plays(state, data, seat)]
    out += [Option(key, label, "swap", prm) for key, label, prm in effects.swaps(state, data, seat)]
    if p.morale > 0:
        out.append(Option("morale-draw", t("h3-opt-morale-draw"), "morale", {"use": "draw"}))
    out.append(Option("end-turn", t("h3-opt-end-turn"), "end-turn", {}))
    return out


def _field_name(state: Homm3State, data: Homm3Data, k: str) -> Say:
    fd = geography.field_data(state, data, k)
    name = terms.location(data, fd.location)
    if fd.difficulty and not state.fields[k].visited and state.fields[k].owner is None:
        return t("h3-field-guarded", field=name, difficulty=fd.difficulty)
    return name


def _trades(data: Homm3Data, p: Player, which: str) -> list[Option]:
    out = []
    for d in data.trades.values():
        if p.resources[d.give] >= d.give_n:
            out.append(
                Option(
                    f"trade {d.id}",
                    t("h3-opt-trade", give=show({d.give: d.give_n}), get=show({d.get: d.get_n})),
                    "trade",
                    {"deal": d.id},
                )
            )
    for c in dict.fromkeys(p.hand):
        if (
            cards.kind_of(c) in ("spell", "ability", "artifact")
            and c != "spell:magic_arrow"
            and cards.id_of(c) != data.heroes[p.hero].starting_ability
        ):
            out.append(
                Option(
                    f"trade-remove {c}",
                    t(
                        "h3-opt-trade-remove",
                        card=cards.name(data, c),
                        gold=data.fixed["trading_post_card"].gold,
                    ),
                    "trade",
                    {"deal": "remove", "card": c},
                )
            )
    return out


def town_options(state: Homm3State, data: Homm3Data, seat: int) -> list[Option]:
    """Town actions (§5.3), each token once a round."""
    p = state.players[seat]
    out: list[Option] = []
    built = set(p.buildings)
    if "build" not in p.tokens_used:
        for b in data.buildings.values():
            if (
                b.faction == p.faction
                and b.id not in built
                and all(r in built for r in b.requires)
                and can_pay(p, cost_dict(b.cost))
            ):
                built_label = t("h3-opt-build", building=terms.building(data, b.id), cost=price(b.cost))
                out.append(Option(f"build {b.id}", built_label, "build", {"building": b.id}))
    if "population" not in p.tokens_used or p.population_open:
        tiers = {data.buildings[b].tier for b in built if data.buildings[b].kind == "dwelling"}
        have = {u.card for u in p.units if not u.neutral}
        for u in data.units.values():
            if (
                u.faction != p.faction
                or u.id in have
                or ("bronze", "silver", "gold").index(u.tier) + 1 not in tiers
            ):
                continue
            if not can_pay(p, cost_dict(u.recruit_cost)):
                continue
            if len(p.units) < UNIT_DECK_CAP:
                out.append(
                    Option(
                        f"recruit {u.id}",
                        t("h3-opt-recruit", unit=u.name, cost=price(u.recruit_cost)),
                        "recruit",
                        {"unit": u.id},
                    )
                )
            else:
                for i, old in enumerate(p.units):
                    out.append(
                        Option(
                            f"recruit {u.id} {i}",
                            t(
                                "h3-opt-recruit-instead",
                                unit=u.name,
                                cost=price(u.recruit_cost),
                                old=_unit_name(data, old),
                            ),
                            "recruit",
                            {"unit": u.id, "replace": str(i)},
                        )
                    )
        if any(data.buildings[b].kind == "citadel" for b in built):
            for i, own in enumerate(p.units):
                if (
                    not own.pack
                    and not own.neutral
                    and can_pay(p, cost_dict(data.units[own.card].reinforce_cost))
                ):
                    c = data.units[own.card].reinforce_cost
                    out.append(
                        Option(
                            f"reinforce {i}",
                            t("h3-opt-reinforce", unit=_unit_name(data, own), cost=price(c)),
                            "reinforce",
                            {"unit": str(i)},
                        )
                    )
        if (
            p.secondary is None
            and not p.population_open
            and p.resources["gold"] >= data.fixed["secondary_hero"].gold
        ):
            for k in progress.controlled(state, data, seat):
                out.append(
                    Option(
                        f"secondary {k}",
                        t("h3-opt-secondary", at=k, gold=data.fixed["secondary_hero"].gold),
                        "secondary",
                        {"at": k},
                    )
                )
    for bid in p.buildings:
        if bid in p.powers_used:
            continue
        b = data.buildings[bid]
        for oid, label in progress.power_options(state, data, p, b, "turn"):
            pw, _, arg = oid.partition(":")
            out.append(
                Option(f"town {bid} {oid}", label, "town", {"building": bid, "power": pw, "card": arg})
            )
    if "spell_book" not in p.tokens_used:
        guild = [b for b in built if data.buildings[b].kind == "mage_guild"]
        guild_price = cost_dict(data.factions[p.faction].mage_guild_spell_cost)
        if guild and p.guild_built_round != state.round and can_pay(p, guild_price):
            out.append(Option("guild", t("h3-opt-guild", cost=show(guild_price)), "guild", {}))
    return out


def _unit_name(data: Homm3Data, u: OwnedUnit) -> Say:
    name = data.neutrals[u.card].name if u.neutral else data.units[u.card].name
    return t("h3-unit-pack", unit=name) if u.pack else name


# ------------------------------------------------------------------ applying


def act(state: Homm3State, data: Homm3Data, seat: int, action: Mapping[str, Any]) -> Ctx:
    """Apply ``action`` for ``seat`` to ``state`` (changed in place) and return what happened."""
    if state.phase == OVER:
        raise IllegalActionError(t("h3-refuse-over"))
    mover = to_move(state, data)
    if mover != seat:
        who: Say = state.players[mover].name if mover is not None else t("h3-nobody")
        raise NotYourTurnError(t("h3-refuse-not-yours", who=who))
    options = offered(state, data, seat)
    wanted = {k: str(v) for k, v in action.items()}
    chosen = next((o for o in options if {k: str(v) for k, v in o.action().items()} == wanted), None)
    if chosen is None:
        labels = "; ".join(words(o.label) for o in options[:12]) + (" …" if len(options) > 12 else "")
        raise IllegalActionError(t("h3-refuse-not-offered", options=labels))
    ctx = Ctx.of(state, data)
    _do(ctx, seat, chosen)
    _settle(ctx)
    ctx.finish()
    return ctx


def begin(state: Homm3State, data: Homm3Data) -> Ctx:
    """After set-up: with no starting bonus to choose, round 1 starts at once."""
    ctx = Ctx.of(state, data)
    _settle(ctx)
    ctx.finish()
    return ctx


def _settle(ctx: Ctx) -> None:
    """After an action: a won combat goes on to the field; the bonus phase ends; the solo AI decides
    and moves until a player must answer (H-AI-TURN); victory is checked."""
    state = ctx.state
    if state.mode == "solo" and state.ai is None and state.phase == BONUS:
        ai_setup.add_opponent(ctx)
    for _ in range(AI_STEPS):
        fight.resume(ctx)
        if ctx.won is not None:
            seat, which, k, then = ctx.won
            ctx.won = None
            p = ctx.player(seat)
            hero = p.main if which == MAIN else p.secondary
            if hero is not None:
                hero.at = k
                fields.visit(ctx, seat, which, k)
        if state.phase == BONUS and not state.pending:
            state.phase = "play"
            progress.start_round(ctx)
            progress.start_turn(ctx)
        if state.phase != OVER:
            effects.settle(ctx)  # the proclamation in force (H-PROCLAMATIONS)
        if state.phase == OVER or not _ai_acts(ctx):
            break
    if state.phase != OVER:
        progress.check_victory(ctx)


AI_STEPS = 10_000  # a guard: the AI's combat decisions and steps in one settle


def _ai_acts(ctx: Ctx) -> bool:
    """One decision of the solo AI when it is the AI's to make: a combat action, or a step of its map
    turn (which ends the player's turn when its MP are spent). False when a player must act."""
    state = ctx.state
    ai = state.ai
    if ai is None or state.phase != "play" or state.pending:
        return False
    if state.fight is not None:
        if fight.pending_seat(state, ctx.data) != ai_setup.ai_seat(ctx):
            return False
        action = ai_combat.decide(ctx)
        fight.act(ctx, ai_setup.ai_seat(ctx), action.key)
        return True
    if not ai.moving:
        return False
    ai_movement.step(ctx)
    if not ai.moving and state.fight is None and not state.pending:
        progress.end_turn(ctx)
    return True


def _hero(p: Player, which: str) -> Hero:
    hero = p.main if which == MAIN else p.secondary
    assert hero is not None
    return hero


def _do(ctx: Ctx, seat: int, o: Option) -> None:
    state, data = ctx.state, ctx.data
    p = ctx.player(seat)
    prm = o.params
    kind = o.command
    if kind == "choose":
        q = state.pending.pop(0)
        ANSWERS[q.kind](ctx, q, prm["pick"])
    elif kind == "combat":
        fight.act(ctx, seat, prm["act"])
    elif kind == "move":
        hero = _hero(p, prm["hero"])
        hero.mp -= 1
        hero.came_from, hero.at = hero.at, prm["to"]
        ctx.say(t("h3-moved", who=p.name, hero=prm["hero"], to=prm["to"]))
        if state.ai is not None and state.ai.at == prm["to"]:
            ai_battle.start_ai(ctx, False, seat, prm["hero"], prm["to"])  # §10.2: attacking the AI hero
            return
        if state.ai is not None and prm["to"] in state.ai.fields:
            state.ai.fields.remove(prm["to"])  # H-AI-FIELDS: an AI field is retaken by stepping on it
        fields.enter(ctx, seat, prm["hero"], prm["to"], hero.came_from)
    elif kind == "explore":
        hero = _hero(p, prm["hero"])
        hero.mp -= 1
        a, b = (int(x) for x in prm["tile"].split(","))
        slot = geography.slot_at(state, a, b)
        assert slot is not None
        geography.reveal(state, slot, data)
        ctx.close()
        ctx.say(t("h3-explored", who=p.name, at=prm["tile"], tile=slot.tile))
    elif kind == "place":
        hero = _hero(p, prm["hero"])
        hero.mp -= 1
        a, b = (int(x) for x in prm["tile"].split(","))
        tile = p.far_tiles.pop(0)
        slot = _new_slot(state, a, b, tile, int(prm["turn"]))
        geography.reveal(state, slot, data)
        ctx.close()
        ctx.say(t("h3-placed", who=p.name, tile=tile, at=f"{a},{b}"))
    elif kind == "trade":
        _trade(ctx, p, prm)
    elif kind == "build":
        _build(ctx, seat, prm["building"])
    elif kind == "recruit":
        u = data.units[prm["unit"]]
        _flip(p, "population")
        p.population_open = True
        pay(p, cost_dict(u.recruit_cost))
        if "replace" in prm:
            old = p.units.pop(int(prm["replace"]))
            ctx.say(t("h3-released", who=p.name, unit=_unit_name(data, old)))
        p.units.append(OwnedUnit(u.id))
        ctx.say(t("h3-recruited", who=p.name, unit=u.name, cost=price(u.recruit_cost)))
    elif kind == "reinforce":
        unit = p.units[int(prm["unit"])]
        c = data.units[unit.card].reinforce_cost
        _flip(p, "population")
        p.population_open = True
        pay(p, cost_dict(c))
        unit.pack = True
        ctx.say(t("h3-reinforced", who=p.name, unit=data.units[unit.card].name, cost=price(c)))
    elif kind == "secondary":
        _flip(p, "population")
        pay(p, {"gold": data.fixed["secondary_hero"].gold})
        p.secondary = Hero(SECONDARY, at=prm["at"], mp=0)
        ctx.say(t("h3-secondary-recruited", who=p.name, at=prm["at"]))
    elif kind == "guild":
        _flip(p, "spell_book")
        pay(p, cost_dict(data.factions[p.faction].mage_guild_spell_cost))
        ctx.say(t("h3-guild-bought", who=p.name))
        cards.search(ctx, seat, "spell", 2)
    elif kind == "town":
        bld = data.buildings[prm["building"]]
        p.powers_used.append(bld.id)  # once a turn (H-TOWN-ONCE)
        progress.use_power(ctx, seat, bld, bld.powers[int(prm["power"])], prm["card"])
    elif kind == "card":
        effects.play_on_map(ctx, seat, prm)
    elif kind == "swap":
        effects.offer_swap(ctx, seat, prm)
    elif kind == "morale":
        p.morale = 0
        cards.draw(ctx, seat, 1)
        ctx.say(t("h3-morale-drew", who=p.name))
    elif kind == "end-turn":
        if state.ai is not None:
            ai_movement.start_turn(ctx)  # H-AI-TURN: the AI moves after the player; then the turn ends
        else:
            progress.end_turn(ctx)
    else:  # pragma: no cover - every offered command is handled above
        raise IllegalActionError(t("h3-refuse-not-offered", options=words(o.label)))


def _flip(p: Player, token: str) -> None:
    if token not in p.tokens_used:
        p.tokens_used.append(token)


def _new_slot(state: Homm3State, a: int, b: int, tile: str, rotation: int) -> Slot:
    slot = Slot(a, b, "far", tile, False, rotation)
    state.slots.append(slot)
    return slot


def _trade(ctx: Ctx, p: Player, prm: Mapping[str, str]) -> None:
    if prm["deal"] == "remove":
        p.hand.remove(prm["card"])
        gain(p, {"gold": ctx.data.fixed["trading_post_card"].gold})
        gold = ctx.data.fixed["trading_post_card"].gold
        ctx.say(t("h3-traded-remove", who=p.name, card=cards.name(ctx.data, prm["card"]), gold=gold))
        return
    d = ctx.data.trades[prm["deal"]]
    pay(p, {d.give: d.give_n})
    gain(p, {d.get: d.get_n})
    ctx.say(t("h3-traded", who=p.name, give=show({d.give: d.give_n}), get=show({d.get: d.get_n})))


def _build(ctx: Ctx, seat: int, bid: str) -> None:
    p = ctx.player(seat)
    b = ctx.data.buildings[bid]
    _flip(p, "build")
    pay(p, cost_dict(b.cost))
    p.buildings.append(bid)
    ctx.say(t("h3-built", who=p.name, building=terms.building(ctx.data, bid)))
    if b.kind == "mage_guild":
        p.guild_built_round = ctx.state.round
        cards.search(ctx, seat, "spell", 2)
        cards.search(ctx, seat, "spell", 2)


def answer_bonus(ctx: Ctx, q: Pending, pick: str) -> None:
    """The difficulty's starting bonus (§3 step 16, §9.5)."""
    seat = q.seat
    p = ctx.player(seat)
    chosen = dict((o[0], said(o[1])) for o in q.options)[pick]
    ctx.say(t("h3-bonus-taken", who=p.name, bonus=chosen))
    if pick == "dice_both":
        fields.roll(ctx, seat, "resource", 2, keep_all=True)
    elif pick == "dice_one":
        fields.roll(ctx, seat, "resource", 2)
    elif pick == "die":
        fields.roll(ctx, seat, "resource", 1, keep_all=True)
    elif pick == "search_twice":
        cards.search(ctx, seat, "artifact", 2)
        cards.search(ctx, seat, "artifact", 2)
    elif pick == "search":
        cards.search(ctx, seat, "artifact", 2)
    elif pick == "minor":
        while True:
            card = cards.top_card(ctx, ctx.state.artifacts)
            ctx.close()
            if card is None:
                break
            if ctx.data.artifacts[cards.id_of(card)].grade == "minor":
                p.hand.append(card)
                ctx.tell(seat, t("h3-you-take", card=cards.name(ctx.data, card)))
                break
            ctx.state.artifacts.discard.append(card)


ANSWERS.update(
    {
        "search": cards.answer_search,
        "search_take": cards.answer_take,
        "location": fields.answer_location,
        "witch": fields.answer_witch,
        "dice": fields.answer_dice,
        "dice_kind": fields.answer_dice_kind,
        "settlement": fields.answer_settlement,
        "reinforce": progress.answer_reinforce,
        "building": progress.answer_building,
        "building_discard": progress.answer_discard,
        "vortex_take": progress.answer_vortex_take,
        "summon": progress.answer_summon,
        "summon_take": progress.answer_summon_take,
        "home": progress.answer_home,
        "defend": fields.answer_defend,
        "bonus": answer_bonus,
        "discard": effects.answer_discard,
        "ai_defend": ai_movement.answer_defend,
        "discard_card": effects.answer_discard,  # the card discard's old name, in saved games
        "card_reinforce": effects.answer_reinforce,
        "card_neutral": effects.answer_neutral,
        "card_swap": effects.answer_swap,
    }
)
