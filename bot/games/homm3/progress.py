"""Heroes' progress and the flow of the game: experience and levels (§4.4, §4.5), morale (§5.4),
faction cubes, defeated heroes, lost armies, rounds with their income and proclamations (§5.1), the
turn order, elimination (§11.3), victory and the final score (§11.2, H-SCORE)."""

from __future__ import annotations

from bot.engine.i18n import Say, join, t
from bot.games.homm3 import cards, geography, terms
from bot.games.homm3.context import Ctx, ask, can_pay, cost_dict, gain, pay, show, stored
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.data.towns import DWELLING_TIERS, Building, Power
from bot.games.homm3.state import MAIN, OVER, RESOURCES, Fight, Homm3State, OwnedUnit, Pending, Player, Result

MAX_LEVEL = 7
MAIN_MP, SECONDARY_MP = 3, 2  # §4.2
ELIMINATION_ROUNDS = 3  # §11.3
UNIT_DECK_CAP = 6  # H-UNITS-CAP
SCORE = {"town": 3, "settlement": 2, "mine": 1, "cube": 2}  # H-SCORE


# ------------------------------------------------------------------ experience and levels


def gain_exp(ctx: Ctx, seat: int, n: int) -> None:
    """Exp is half a level (§4.5): every 2 Exp the main hero rises a level, up to 7."""
    p = ctx.player(seat)
    if p.level >= MAX_LEVEL:
        return
    p.exp += n
    ctx.say(t("h3-exp-gained", who=p.name, n=n))
    while p.exp >= 2 and p.level < MAX_LEVEL:
        p.exp -= 2
        level_up(ctx, seat)
    if p.level >= MAX_LEVEL:
        p.exp = 0


def set_level(ctx: Ctx, seat: int, level: int) -> None:
    """Beating azure neutrals sets the level to 7 at once (§8.11); each level passed acts."""
    p = ctx.player(seat)
    while p.level < level:
        level_up(ctx, seat)
    p.exp = 0


def level_up(ctx: Ctx, seat: int) -> None:
    """One level up (§4.4): a specialty card into the deck at 4 and 6, Search (2) of the abilities
    at 2, 3, 5 and 7 (the hand limit and Expert uses follow the level table)."""
    p = ctx.player(seat)
    p.level += 1
    lv = ctx.data.level(p.level)
    ctx.say(t("h3-level-up", who=p.name, level=p.level))
    if lv.specialty_card:
        for s in ctx.data.specialties.values():
            if s.hero == p.hero and s.level == p.level:
                p.deck = ctx.rng.shuffled(p.deck + [f"specialty:{s.id}"])
                ctx.close()
    if lv.ability_search:
        cards.search(ctx, seat, "ability", lv.ability_search)


# ------------------------------------------------------------------ morale


def positive_morale(ctx: Ctx, seat: int) -> None:
    p = ctx.player(seat)
    if p.faction == "necropolis":
        return
    p.morale = 1 if p.morale >= 0 else 0


def negative_morale(ctx: Ctx, seat: int) -> None:
    """§5.4: positive goes, else negative comes, and a second negative costs the hand at turn end."""
    p = ctx.player(seat)
    if p.faction == "necropolis":
        return
    if p.morale > 0:
        p.morale = 0
    elif p.morale == 0:
        p.morale = -1
    else:
        p.discard_hand_at_end = True


# ------------------------------------------------------------------ heroes and units


def mp_of(ctx: Ctx, p: Player, which: str) -> int:
    return MAIN_MP if which == MAIN else SECONDARY_MP


def controlled(
    state: Homm3State, data: object, seat: int, kinds: tuple[str, ...] = ("town", "settlement")
) -> list[str]:
    return [
        k
        for k, f in state.fields.items()
        if f.owner == seat and geography.location(state, data, k) in kinds  # type: ignore[arg-type]
    ]


def hero_home(ctx: Ctx, seat: int, which: str) -> None:
    """A defeated or surrendering hero goes to a town or settlement of its player's choice (§8.10,
    H-HERO-HOME): the player is asked when there is more than one; with none, its own starting town.
    Until the answer the figure stands on the first of them in map order."""
    p = ctx.player(seat)
    hero = p.main if which == MAIN else p.secondary
    if hero is None:
        return
    homes = controlled(ctx.state, ctx.data, seat)
    target = homes[0] if homes else geography.town_field(ctx.state, seat)
    hero.at, hero.came_from = target, None
    if len(homes) > 1:
        options = [(k, t("h3-home-send", place=home_name(ctx, k))) for k in homes]
        ctx.state.pending.append(ask(seat, "home", t("h3-home-prompt"), options, {"hero": which}))
        return
    ctx.say(t("h3-home-returns-to", who=p.name, at=target or ""))


def home_name(ctx: Ctx, k: str) -> Say:
    return t("h3-home-place", place=geography.location(ctx.state, ctx.data, k), at=k)


def answer_home(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    hero = p.main if q.context["hero"] == MAIN else p.secondary
    if hero is None:
        return
    hero.at, hero.came_from = pick, None
    ctx.say(t("h3-home-returns", who=p.name, place=home_name(ctx, pick)))


def restore_units(ctx: Ctx, seat: int) -> None:
    """§7.1: a player who loses every unit gets the scenario's starting units back."""
    p = ctx.player(seat)
    start = ctx.scenario.units[p.faction]
    p.units = [OwnedUnit(u.rstrip("+"), u.endswith("+")) for u in start]
    ctx.say(t("h3-units-restored", who=p.name))


def free_reinforce(ctx: Ctx, seat: int, tiers: tuple[str, ...]) -> None:
    """Reinforce one Few unit of ``tiers`` for free (a question when there are several)."""
    p = ctx.player(seat)
    few = [
        i
        for i, u in enumerate(p.units)
        if not u.pack and not u.neutral and ctx.data.units[u.card].tier in tiers
    ]
    if not few:
        return
    options: list[tuple[str, Say]] = [
        (f"reinforce:{i}", t("h3-reinforce-unit", unit=ctx.data.units[p.units[i].card].name)) for i in few
    ]
    options.append(("none", t("h3-none-option")))
    ctx.state.pending.append(ask(seat, "reinforce", t("h3-reinforce-free-prompt"), options))


def answer_reinforce(ctx: Ctx, q: Pending, pick: str) -> None:
    if pick == "none":
        return
    p = ctx.player(q.seat)
    i = int(pick.partition(":")[2])
    cost = {r: 0 for r in RESOURCES}
    if q.context.get("half"):
        c = ctx.data.units[p.units[i].card].reinforce_cost
        cost = {r: -(-getattr(c, r) // 2) for r in RESOURCES}
        for r in RESOURCES:
            p.resources[r] -= cost[r]
    p.units[i].pack = True
    ctx.say(t("h3-reinforced-paid", who=p.name, unit=ctx.data.units[p.units[i].card].name, cost=show(cost)))


def take_cube(ctx: Ctx, taker: int, loser: int) -> None:
    ctx.player(taker).cubes.append(loser)
    ctx.player(loser).cubes_lost += 1
    ctx.say(t("h3-cube-taken", who=ctx.player(taker).name, whose=ctx.player(loser).name))


def eliminate_if_town_lost(ctx: Ctx, fight: Fight) -> None:
    """§11.3: a main hero beaten defending a besieged town, with no other town or settlement."""
    if fight.defender is None or fight.defender_hero != MAIN or not fight.siege:
        return
    if not [k for k in controlled(ctx.state, ctx.data, fight.defender) if k != fight.at]:
        eliminate(ctx, fight.defender)


def eliminate(ctx: Ctx, seat: int) -> None:
    p = ctx.player(seat)
    if p.eliminated:
        return
    p.eliminated = True
    p.main.at = None
    p.secondary = None
    ctx.say(t("h3-eliminated", who=p.name))


# ------------------------------------------------------------------ income, rounds and turns


def resource_round(round_no: int) -> bool:
    """Odd rounds are Resource rounds, even ones Astrologers rounds (H-ROUNDS)."""
    return round_no % 2 == 1


def income_of(ctx: Ctx, seat: int) -> dict[str, int]:
    """What ``seat`` earns at a Resource round (§5.1, §6.8, §6.9): the town board's income track, mines
    and settlements with an income."""
    p = ctx.player(seat)
    out = dict(p.income)
    for k, f in ctx.state.fields.items():
        if f.owner != seat:
            continue
        fd = geography.field_data(ctx.state, ctx.data, k)
        if fd.location == "mine" and fd.resource:
            out[fd.resource] += mine_income(ctx, fd.resource)
        elif fd.location == "settlement" and f.income:
            opt = ctx.data.settlement_options[f.income]
            if opt.resource:
                out[opt.resource] += opt.n
    return out


def mine_income(ctx: Ctx, resource: str) -> int:
    return next(m.income for m in ctx.data.mines.values() if m.resource == resource)


def start_round(ctx: Ctx) -> None:
    state = ctx.state
    for p in state.players:
        p.tokens_used = []
        p.expert_used = 0
    kind = resource_round(state.round)
    ctx.say(t("h3-round", round=state.round, rounds=state.rounds, kind="resource" if kind else "astrologers"))
    if kind and state.round > 1:
        for seat, p in enumerate(state.players):
            if p.eliminated:
                continue
            got = income_of(ctx, seat)
            gain(p, got)
            ctx.say(t("h3-collects", who=p.name, what=show(got)))
            building_powers(ctx, seat, "resource_round")
    elif not kind:
        proclaim(ctx)
    for ev in ctx.scenario.events:
        if ev.round == state.round:
            for p in state.players:
                if not p.eliminated:
                    gain(p, ev.gain)
            ctx.say(t("h3-scenario-event", text=ev.text))


def proclaim(ctx: Ctx) -> None:
    """Turn over the top proclamation (§5.1, §11.1): it is in force until the next Astrologers round;
    what it does at once or at the next Resource round is applied by the card effects after the action."""
    state = ctx.state
    card = cards.top_card(ctx, state.proclamations)
    ctx.close()
    if card is None:
        return
    state.proclamations.discard.append(card)
    state.proclamation = card
    state.proclamation_round = state.round
    pr = ctx.data.proclamations[card]
    ctx.say(t("h3-proclaimed", name=pr.name, effect=pr.effect))


def start_turn(ctx: Ctx) -> None:
    """§5.2: draw up to the hand limit; the heroes' MP are refilled (H-MP-RESET)."""
    state = ctx.state
    seat = state.seat
    p = ctx.player(seat)
    extra = cards.in_force(state, ctx.data, "mp")
    p.main.mp = max(0, MAIN_MP + extra + p.bonus_mp)  # the bonus: a City Hall's MP (H-TOWN-CITY-HALL)
    p.bonus_mp = 0
    if p.secondary is not None:
        p.secondary.mp = max(0, SECONDARY_MP + extra)
    p.spells_this_turn = 0
    p.extra_die_used = False
    p.powers_used = []
    cards.refill(ctx, seat)
    ctx.say(
        t("h3-turn-of", who=p.name),
        {seat: t("h3-your-hand", cards=[cards.name(ctx.data, c) for c in p.hand])},
    )
    building_powers(ctx, seat, "turn_start")


# ------------------------------------------------------------------ town buildings' powers (§6.2)


def building_powers(ctx: Ctx, seat: int, when: str) -> None:
    """Each built building's powers at ``when`` (``buildings.toml``): a lone power that is not optional
    acts at once; a choice, or a power at the start of the turn (optional), is a question to the owner."""
    p = ctx.player(seat)
    for bid in p.buildings:
        b = ctx.data.buildings[bid]
        options = power_options(ctx.state, ctx.data, p, b, when)
        if not options:
            continue
        if when == "resource_round" and len(options) == 1:
            use_power(ctx, seat, b, b.powers[int(options[0][0].split(":")[0])], "")
            continue
        if when == "turn_start":
            options.append(("none", t("h3-power-skip")))
        prompt = t("h3-power-prompt", building=terms.building(ctx.data, bid))
        ctx.state.pending.append(ask(seat, "building", prompt, options, {"building": bid}))


def power_options(
    state: Homm3State, data: Homm3Data, p: Player, b: Building, when: str
) -> list[tuple[str, Say]]:
    """``(id, label)`` of the powers of ``b`` usable at ``when`` now: the id is ``i`` (the power's index)
    or ``i:card``."""
    out: list[tuple[str, Say]] = []
    for i, pw in enumerate(b.powers):
        if pw.when != when:
            continue
        for arg in power_args(state, data, p, pw):
            label = t(
                f"h3-power-{pw.op.replace('_', '-')}",
                n=pw.n,
                tier=pw.tier or "none",
                deck=pw.deck or "",
                cost=show(cost_dict(pw.cost)) if pw.cost else "",
                card=cards.name(data, arg or f"ability:{pw.card}") if arg or pw.card else "",
            )
            out.append((f"{i}:{arg}" if arg else str(i), label))
    return out


def power_args(state: Homm3State, data: Homm3Data, p: Player, pw: Power) -> list[str]:
    """The ways a power can be used now: ``[""]`` when it needs no card, else the cards it may take;
    ``[]`` when it cannot be used."""
    if pw.op == "sell_artifact":
        return list(dict.fromkeys(c for c in p.hand if cards.kind_of(c) == "artifact"))
    if pw.op == "specialty_back":
        return list(dict.fromkeys(c for c in p.discard if cards.kind_of(c) == "specialty"))
    if pw.op == "search" and pw.cost is not None and not can_pay(p, cost_dict(pw.cost)):
        return []
    if pw.op == "fetch_ability":
        d = cards.deck(state, "ability")
        return [""] if f"ability:{pw.card}" in d.cards + d.discard else []
    if pw.op in ("cycle", "vortex") and not p.hand:
        return []
    if pw.op == "summon" and not summon_tiers(data, p):
        return []
    return [""]


def summon_tiers(data: Homm3Data, p: Player) -> list[str]:
    blds = data.buildings
    return [DWELLING_TIERS[blds[b].tier] for b in p.buildings if blds[b].kind == "dwelling"]


def hero_combat_powers(ctx: Ctx, seat: int, enemy: int) -> None:
    """At the start of a combat between heroes, ``seat``'s buildings act on ``enemy`` (Cover of
    Darkness: the enemy hero discards random cards, H-TOWN-ONCE)."""
    p, e = ctx.player(seat), ctx.player(enemy)
    for bid in p.buildings:
        b = ctx.data.buildings[bid]
        for pw in b.powers_at("hero_combat"):
            if pw.op != "enemy_discard":
                continue
            for _ in range(pw.n):
                if not e.hand:
                    break
                card = ctx.rng.choice(e.hand)
                ctx.close()
                cards.discard_from_hand(e, card)
                ctx.say(
                    t(
                        "h3-power-cover",
                        building=terms.building(ctx.data, bid),
                        who=e.name,
                        card=cards.name(ctx.data, card),
                    )
                )


def answer_building(ctx: Ctx, q: Pending, pick: str) -> None:
    if pick == "none":
        return
    b = ctx.data.buildings[q.context["building"]]
    i, _, arg = pick.partition(":")
    use_power(ctx, q.seat, b, b.powers[int(i)], arg)


def use_power(ctx: Ctx, seat: int, b: Building, pw: Power, arg: str) -> None:
    """One power of a building (the ops of ``data.towns.POWER_OPS``)."""
    state, p = ctx.state, ctx.player(seat)
    say = t("h3-power-used", who=p.name, building=terms.building(ctx.data, b.id))
    if pw.op in RESOURCES:
        gain(p, {pw.op: pw.n})
        ctx.say(join(say, t("h3-power-got", what=show({pw.op: pw.n}))))
    elif pw.op == "mp":
        if state.seat == seat and state.phase == "play":
            p.main.mp += pw.n  # the owner's turn has begun already
        else:
            p.bonus_mp += pw.n
        ctx.say(join(say, t("h3-power-got", what=t("h3-mp", n=pw.n))))
    elif pw.op == "reinforce_free":
        ctx.say(say)
        free_reinforce(ctx, seat, (pw.tier,))
    elif pw.op == "morale":
        positive_morale(ctx, seat)
        if p.faction != "necropolis":
            ctx.say(join(say, t("h3-power-morale")))
    elif pw.op == "sell_artifact":
        p.hand.remove(arg)
        gain(p, {"gold": pw.n})
        ctx.say(join(say, t("h3-power-sold", card=cards.name(ctx.data, arg), n=pw.n)))
    elif pw.op == "search":
        pay(p, cost_dict(pw.cost))
        ctx.say(say)
        cards.search(ctx, seat, pw.deck, pw.n)
    elif pw.op == "fetch_ability":
        card, d = f"ability:{pw.card}", cards.deck(state, "ability")
        (d.discard if card in d.discard else d.cards).remove(card)
        p.hand.append(card)
        ctx.say(join(say, t("h3-power-took", card=cards.name(ctx.data, card))))
    elif pw.op == "specialty_back":
        p.discard.remove(arg)
        p.hand.append(arg)
        ctx.say(join(say, t("h3-power-took", card=cards.name(ctx.data, arg))))
    elif pw.op in ("cycle", "vortex"):
        ctx.say(say)
        ask_discard(ctx, seat, pw.op, pw.n, 0)
    elif pw.op == "summon":
        ctx.say(say)
        options = [(tr, t("h3-summon-tier", tier=tr)) for tr in summon_tiers(ctx.data, p)]
        state.pending.insert(0, ask(seat, "summon", t("h3-summon-prompt"), options))


def ask_discard(ctx: Ctx, seat: int, op: str, n: int, done: int) -> None:
    """Cover of Darkness (discard up to n, draw as many) and Mana Vortex (discard one): the next card."""
    p = ctx.player(seat)
    options: list[tuple[str, Say]] = [
        (c, t("h3-discard-card", card=cards.name(ctx.data, c))) for c in dict.fromkeys(p.hand)
    ]
    if op == "cycle" and done:
        options.append(("done", t("h3-no-more")))
    context = {"op": op, "n": str(n), "done": str(done)}
    ctx.state.pending.insert(0, ask(seat, "building_discard", t("h3-discard-which"), options, context))


def answer_discard(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    op, n, done = q.context["op"], int(q.context["n"]), int(q.context["done"])
    if pick != "done":
        cards.discard_from_hand(p, pick)
        done += 1
        ctx.say(
            t("h3-discarded-a-card", who=p.name),
            {q.seat: t("h3-you-discard", card=cards.name(ctx.data, pick))},
        )
    if op == "cycle":
        if pick != "done" and done < n and p.hand:
            ask_discard(ctx, q.seat, op, n, done)
            return
        cards.draw(ctx, q.seat, done)
        ctx.say(t("h3-drew", who=p.name, n=done))
        return
    p.deck = ctx.rng.shuffled(p.deck + p.discard)  # Mana Vortex (H-TOWN-VORTEX)
    p.discard = []
    ctx.close()
    seen = p.deck[:n]
    if not seen:
        return
    options = [(c, t("h3-take-card", card=cards.name(ctx.data, c))) for c in dict.fromkeys(seen)]
    ctx.state.pending.insert(0, ask(q.seat, "vortex_take", t("h3-vortex-prompt"), options))
    ctx.say(
        t("h3-vortex-looks", who=p.name, n=len(seen)),
        {q.seat: t("h3-vortex-you-see", cards=[cards.name(ctx.data, c) for c in seen])},
    )


def answer_vortex_take(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    p.deck.remove(pick)
    p.hand.append(pick)
    ctx.say(t("h3-vortex-took", who=p.name), {q.seat: t("h3-you-take", card=cards.name(ctx.data, pick))})


def answer_summon(ctx: Ctx, q: Pending, pick: str) -> None:
    """Portal of Summoning (H-TOWN-SUMMON): the top neutral of the chosen tier, recruited or discarded."""
    p = ctx.player(q.seat)
    d = ctx.state.neutrals[pick]
    card = cards.top_card(ctx, d)
    ctx.close()
    if card is None:
        return
    n = ctx.data.neutrals[card]
    portal = next(
        (b for b in p.buildings if any(pw.op == "summon" for pw in ctx.data.buildings[b].powers)), ""
    )
    building = terms.building(ctx.data, portal) if portal else ""
    ctx.say(t("h3-summoned", building=building, who=p.name, unit=n.name))
    options: list[tuple[str, Say]] = [("leave", t("h3-leave-it"))]
    if can_pay(p, cost_dict(n.cost)) and len(p.units) < UNIT_DECK_CAP:
        options.insert(0, ("recruit", t("h3-summon-recruit", unit=n.name, cost=show(cost_dict(n.cost)))))
    context = {"card": card, "tier": pick}
    ctx.state.pending.insert(0, ask(q.seat, "summon_take", t("h3-summon-take"), options, context))


def answer_summon_take(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    card = q.context["card"]
    n = ctx.data.neutrals[card]
    if pick == "recruit":
        pay(p, cost_dict(n.cost))
        p.units.append(OwnedUnit(card, False, True))
        ctx.say(t("h3-summon-recruited", who=p.name, unit=n.name, cost=show(cost_dict(n.cost))))
    else:
        ctx.state.neutrals[q.context["tier"]].discard.append(card)


def end_turn(ctx: Ctx) -> None:
    """The turn passes; after the last player the round ends (elimination counts, the round limit)."""
    state = ctx.state
    p = ctx.player(state.seat)
    if p.discard_hand_at_end:
        p.discard += p.hand
        p.hand = []
        p.discard_hand_at_end = False
        ctx.say(t("h3-hand-discarded", who=p.name))
    for q in state.players:
        q.main.came_from = None
        q.population_open = False
    while True:
        state.turn += 1
        if state.turn >= len(state.order):
            state.turn = 0
            if not end_round(ctx):
                return
        if not ctx.player(state.seat).eliminated:
            break
    start_turn(ctx)


def end_round(ctx: Ctx) -> bool:
    """Close the round; False when the game ends."""
    state = ctx.state
    for seat, p in enumerate(state.players):
        if p.eliminated:
            continue
        if controlled(state, ctx.data, seat):
            p.homeless_rounds = 0
        else:
            p.homeless_rounds += 1
            if p.homeless_rounds >= ELIMINATION_ROUNDS:
                eliminate(ctx, seat)
    if check_victory(ctx):
        return False
    if state.round >= state.rounds:
        finish_by_limit(ctx)
        return False
    state.round += 1
    start_round(ctx)
    return True


# ------------------------------------------------------------------ victory and score


def score(ctx: Ctx, seat: int) -> int:
    """H-SCORE: 3 a town, 2 a settlement, 1 a mine controlled, 2 an enemy faction cube, and the level."""
    state = ctx.state
    s = 0
    for k, f in state.fields.items():
        if f.owner == seat:
            s += SCORE.get(geography.location(state, ctx.data, k), 0)
    return s + SCORE["cube"] * len(ctx.player(seat).cubes) + ctx.player(seat).level


def end_game(ctx: Ctx, reason: Say, winners: list[int]) -> None:
    state = ctx.state
    state.phase = OVER
    state.pending = []
    state.fight = None
    scores = [score(ctx, i) for i in range(len(state.players))]
    state.result = Result(stored(reason), winners, scores)
    names = ", ".join(state.players[w].name for w in winners) or t("h3-nobody")
    ctx.say(t("h3-game-over", reason=reason, winners=names))


def finish_by_limit(ctx: Ctx) -> None:
    state = ctx.state
    if state.mode != "clash":
        end_game(ctx, t("h3-end-limit"), [])
        return
    alive = [i for i, p in enumerate(state.players) if not p.eliminated]
    scores = {i: score(ctx, i) for i in alive}
    best = max(scores.values())
    end_game(ctx, t("h3-end-scored"), [i for i in alive if scores[i] == best])


def check_victory(ctx: Ctx) -> bool:
    """Whether a victory condition of the scenario is met (then the game is ended)."""
    state = ctx.state
    if state.phase == OVER:
        return True
    alive = [i for i, p in enumerate(state.players) if not p.eliminated]
    if state.mode == "clash" and len(alive) == 1 and len(state.players) > 1:
        end_game(ctx, t("h3-end-last-standing"), alive)
        return True
    if not alive:
        end_game(ctx, t("h3-end-all-eliminated"), [])
        return True
    for cond in ctx.scenario.victory:
        head, _, n = cond.partition(":")
        if head == "conquest" and state.mode == "clash":
            for seat in alive:
                towns = [geography.town_field(state, o) for o in range(len(state.players)) if o != seat]
                if towns and all(t is not None and state.fields[t].owner == seat for t in towns):
                    end_game(ctx, t("h3-end-conquest"), [seat])
                    return True
        elif head == "cubes":
            for seat in alive:
                if len(ctx.player(seat).cubes) >= int(n):
                    end_game(ctx, t("h3-end-cubes", n=int(n)), [seat])
                    return True
        elif head == "grail":
            holders = [s for s in alive if ctx.player(s).grail]
            if holders:
                end_game(ctx, t("h3-end-grail"), holders if state.mode == "clash" else alive)
                return True
        elif head == "level":
            if all(ctx.player(s).level >= int(n) for s in alive):
                end_game(ctx, t("h3-end-level", n=int(n)), alive)
                return True
        elif head == "guardians":
            if guardians_beaten(ctx):
                end_game(ctx, t("h3-end-guardians"), alive)
                return True
    return False


def guardians_beaten(ctx: Ctx) -> bool:
    """Every difficulty-VII field of the map's tiles (face up or down) beaten."""
    state = ctx.state
    found = False
    for slot in state.slots:
        if slot.tile is None:
            continue
        tile = ctx.data.tiles[slot.tile]
        for i, f in enumerate(tile.fields):
            if f.difficulty == 7:
                found = True
                if not slot.face_up:
                    return False
                k = geography.hexes(slot)[i]
                if not state.fields[k].visited and state.fields[k].owner is None:
                    return False
    return found
