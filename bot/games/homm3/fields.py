"""Entering and visiting fields (§6.7-§6.9, §9.8): what starts a combat, then what each location does.

Visitable fields get a black cube after their first visit (empty for everyone afterwards); flaggable
ones take the visitor's faction cube; revisitable ones act at every entry. Choices a location offers
become a question (:class:`~bot.games.homm3.state.Pending`) to the visiting player.
"""

from __future__ import annotations

from bot.engine.i18n import Say, t
from bot.games.homm3 import cards, fight, geography, progress, terms
from bot.games.homm3.context import Ctx, ask, can_pay, gain, pay, show
from bot.games.homm3.state import MAIN, Pending, Player

DICE_LOCATIONS = ("treasure", "resource", "treasure_or_resource")


def heroes_at(ctx: Ctx, k: str, but: int | None = None) -> list[tuple[int, str]]:
    out = []
    for seat, p in enumerate(ctx.state.players):
        if seat == but or p.eliminated:
            continue
        if p.main.at == k:
            out.append((seat, MAIN))
        if p.secondary is not None and p.secondary.at == k:
            out.append((seat, "secondary"))
    return out


def allies(ctx: Ctx, a: int, b: int) -> bool:
    return ctx.state.mode != "clash" or a == b


def may_enter(ctx: Ctx, seat: int, k: str) -> bool:
    """Not a blocked field; not a Sanctuary another player's hero stands on (H-SANCTUARY)."""
    loc = geography.location(ctx.state, ctx.data, k)
    if loc == "blocked":
        return False
    return not (loc == "sanctuary" and heroes_at(ctx, k, but=seat))


def enter(ctx: Ctx, seat: int, which: str, k: str, came_from: str | None) -> None:
    """A hero has stepped onto field ``k``: a combat first (§8.1), else the field's effect."""
    state = ctx.state
    f = state.fields[k]
    fd = geography.field_data(state, ctx.data, k)
    enemies = [(s, h) for s, h in heroes_at(ctx, k, but=seat) if not allies(ctx, seat, s)]
    if enemies and fd.location != "sanctuary":
        defender, dhero = enemies[0]
        fight.start_heroes(ctx, seat, which, k, came_from, defender, dhero)
        return
    if f.owner is not None and not allies(ctx, seat, f.owner) and fd.location in ("town", "settlement"):
        owner = ctx.player(f.owner)
        cost = ctx.data.fixed["defend_without_hero"].gold
        if owner.units and owner.resources["gold"] >= cost:
            state.pending.append(
                ask(
                    f.owner,
                    "defend",
                    t("h3-defend-prompt", who=ctx.player(seat).name, place=fd.location, at=k),
                    defend_options(cost),
                    {"field": k, "attacker": str(seat), "hero": which, "came_from": came_from or ""},
                )
            )
            return
        visit(ctx, seat, which, k)
        return
    if (
        fd.difficulty
        and not f.visited
        and (f.owner is None or not allies(ctx, seat, f.owner))
        and not f.ever_owned
    ):
        if fight.start_neutral(ctx, seat, which, k, came_from, fd.difficulty):
            return
    visit(ctx, seat, which, k)


def defend_options(cost: int) -> list[tuple[str, Say]]:
    """The answers to a siege of a town or settlement without its hero (§6.4)."""
    return [("defend", t("h3-defend-pay", gold=cost)), ("yield", t("h3-defend-yield"))]


def answer_defend(ctx: Ctx, q: Pending, pick: str) -> None:
    k, attacker, which = q.context["field"], int(q.context["attacker"]), q.context["hero"]
    if pick == "defend":
        pay(ctx.player(q.seat), {"gold": ctx.data.fixed["defend_without_hero"].gold})
        fight.start_heroes(ctx, attacker, which, k, q.context["came_from"] or None, q.seat, None)
    else:
        ctx.say(t("h3-not-defended", who=ctx.player(q.seat).name, at=k))
        visit(ctx, attacker, which, k)


def visit(ctx: Ctx, seat: int, which: str, k: str) -> None:
    """The field's effect for ``seat``'s hero (after any combat was won)."""
    state = ctx.state
    f = state.fields[k]
    fd = geography.field_data(state, ctx.data, k)
    loc = ctx.data.locations[fd.location]
    p = ctx.player(seat)
    hero = p.main if which == MAIN else p.secondary
    assert hero is not None
    if loc.category == "visitable" and f.visited:
        return
    if loc.category == "flaggable":
        _flag(ctx, seat, k)
        return
    if loc.category == "visitable":
        f.visited = True
    lid = loc.id
    if lid in ("water_wheel", "windmill"):
        gain(
            p,
            {
                "gold": loc.gain.gold,
                "building_materials": loc.gain.building_materials,
                "valuables": loc.gain.valuables,
            },
        )
        ctx.say(
            t("h3-visit-gain", who=p.name, place=terms.location(ctx.data, lid), gain=show(_cost(loc.gain)))
        )
    elif lid == "learning_stone":
        progress.gain_exp(ctx, seat, loc.exp)
    elif lid == "temple":
        progress.positive_morale(ctx, seat)
        ctx.say(t("h3-visit-temple", who=p.name, place=terms.location(ctx.data, lid)))
    elif lid == "fountain_of_youth":
        hero.mp += 1
        progress.positive_morale(ctx, seat)
        ctx.say(t("h3-visit-fountain", who=p.name, place=terms.location(ctx.data, lid)))
    elif lid == "stables":
        hero.mp += 1
        ctx.say(t("h3-visit-stables", who=p.name, place=terms.location(ctx.data, lid)))
    elif lid == "grail":
        p.grail = True
        ctx.say(t("h3-visit-grail", who=p.name, place=terms.location(ctx.data, lid)))
    elif lid == "artifact":
        ctx.say(t("h3-visit-artifact", who=p.name))
        cards.search(ctx, seat, "artifact", 2)
    elif lid == "shrine_of_magic_gesture":
        ctx.say(t("h3-visit", who=p.name, place=terms.location(ctx.data, lid)))
        cards.search(ctx, seat, "spell", 2)
    elif lid in DICE_LOCATIONS:
        _dice_field(ctx, seat, lid, max(1, fd.dice))
    else:
        _ask_location(ctx, seat, which, k, lid, p)


def _cost(c: object) -> dict[str, int]:
    return {r: int(getattr(c, r)) for r in ("gold", "building_materials", "valuables")}


def _ask_location(ctx: Ctx, seat: int, which: str, k: str, lid: str, p: Player) -> None:
    """Locations whose effect is a choice: a question to the visitor."""
    name = terms.location(ctx.data, lid)
    opts: list[tuple[str, Say]] = []
    if lid == "mystical_garden":
        opts = [("gold", t("h3-garden-gold", n=2)), ("valuables", t("h3-garden-valuables", n=1))]
    elif lid == "tree_of_knowledge":
        if p.resources["valuables"] >= 3:
            opts.append(("valuables", t("h3-tree-valuables", n=3, exp=2)))
        if p.resources["gold"] >= 10:
            opts.append(("gold", t("h3-tree-gold", n=10, exp=2)))
        opts.append(("none", t("h3-pay-nothing")))
    elif lid == "shrine_of_magic_incantation":
        if p.resources["gold"] >= 3:
            opts.append(("pay", t("h3-incantation-pay", n=3, x=2)))
        opts.append(("none", t("h3-pay-nothing")))
    elif lid == "warriors_tomb":
        opts = [("search", t("h3-tomb-search", x=2)), ("none", t("h3-leave-it"))]
    elif lid == "witch_hut":
        opts = [("look", t("h3-witch-look"))]
        opts += [
            (f"remove:{c}", t("h3-witch-remove", card=cards.name(ctx.data, c)))
            for c in dict.fromkeys(p.hand)
            if cards.kind_of(c) == "ability"
        ]
    elif lid == "magic_spring":
        top = p.discard[-3:][::-1]
        opts = [(f"take:{c}", t("h3-spring-take", card=cards.name(ctx.data, c))) for c in dict.fromkeys(top)]
    elif lid == "redwood_observatory":
        slot = next(s for s in ctx.state.slots if k in geography.hexes(s))
        near = [s for s in ctx.state.slots if not s.face_up and (s.a - slot.a, s.b - slot.b) in _LATTICE]
        opts = [
            (f"explore:{geography.slot_name(s)}", t("h3-observatory-explore", at=geography.slot_name(s)))
            for s in near
        ]
    if not opts or [o for o, _ in opts] == ["none"]:
        ctx.say(t("h3-visit-nothing", who=p.name, place=name))
        return
    ctx.say(t("h3-visit", who=p.name, place=name))
    ctx.state.pending.append(ask(seat, "location", name, opts, {"location": lid, "field": k, "hero": which}))


_LATTICE = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def answer_location(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    lid = q.context["location"]
    if pick == "none":
        return
    if lid == "mystical_garden":
        gain(p, {"gold": 2} if pick == "gold" else {"valuables": 1})
        ctx.say(t("h3-garden-took", who=p.name, what=pick, n=2 if pick == "gold" else 1))
    elif lid == "tree_of_knowledge":
        pay(p, {"valuables": 3} if pick == "valuables" else {"gold": 10})
        progress.gain_exp(ctx, q.seat, 2)
    elif lid == "shrine_of_magic_incantation":
        pay(p, {"gold": 3})
        cards.search(ctx, q.seat, "spell", 2)
    elif lid == "warriors_tomb":
        cards.search(ctx, q.seat, "artifact", 2)
        cards.search(ctx, q.seat, "artifact", 2)
        progress.negative_morale(ctx, q.seat)
        progress.negative_morale(ctx, q.seat)
    elif lid == "witch_hut":
        if pick == "look":
            card = cards.top_card(ctx, ctx.state.abilities)
            ctx.close()
            if card is not None:
                options = [
                    ("take", t("h3-take-card", card=cards.name(ctx.data, card))),
                    ("discard", t("h3-discard-it")),
                ]
                ctx.state.pending.insert(
                    0, ask(q.seat, "witch", t("h3-witch-prompt"), options, {"card": card})
                )
                ctx.tell(q.seat, t("h3-witch-top", card=cards.name(ctx.data, card)))
        else:
            card = pick.partition(":")[2]
            p.hand.remove(card)
            ctx.say(t("h3-removed-card", who=p.name, card=cards.name(ctx.data, card)))
    elif lid == "magic_spring":
        card = pick.partition(":")[2]
        p.discard.reverse()
        p.discard.remove(card)
        p.discard.reverse()
        p.hand.append(card)
        ctx.say(t("h3-spring-took", who=p.name, card=cards.name(ctx.data, card)))
    elif lid == "redwood_observatory":
        a, b = (int(x) for x in pick.partition(":")[2].split(","))
        slot = geography.slot_at(ctx.state, a, b)
        assert slot is not None
        geography.reveal(ctx.state, slot, ctx.data)
        ctx.close()
        place = terms.location(ctx.data, lid)
        ctx.say(t("h3-observatory-revealed", who=p.name, place=place, tile=slot.tile, at=f"{a},{b}"))


def answer_witch(ctx: Ctx, q: Pending, pick: str) -> None:
    card = q.context["card"]
    if pick == "take":
        ctx.player(q.seat).hand.append(card)
    else:
        ctx.state.abilities.discard.append(card)
    ctx.say(t("h3-witch-done", who=ctx.player(q.seat).name, pick=pick))


# ------------------------------------------------------------------ dice fields


def _dice_field(ctx: Ctx, seat: int, lid: str, n: int) -> None:
    if lid == "treasure_or_resource":
        options = [(die, t("h3-roll-dice", n=n, die=die)) for die in ("treasure", "resource")]
        ctx.state.pending.append(ask(seat, "dice_kind", t("h3-dice-kind-prompt"), options, {"n": str(n)}))
        return
    roll(ctx, seat, lid, n)


def roll(ctx: Ctx, seat: int, die: str, n: int, keep_all: bool = False) -> None:
    """Roll ``n`` treasure or resource dice; the player keeps one result (a question) or all."""
    faces = ctx.data.dice[die].faces
    p = ctx.player(seat)
    if not keep_all and not p.extra_die_used and cards.in_force(ctx.state, ctx.data, "extra_die"):
        n += cards.in_force(ctx.state, ctx.data, "extra_die")  # H-PROCLAMATIONS-WEASEL
        p.extra_die_used = True
    rolled = [ctx.rng.choice(list(range(len(faces)))) for _ in range(n)]
    ctx.close()
    labels = [_face_label(ctx, die, i) for i in rolled]
    ctx.say(t("h3-rolled", who=p.name, n=n, die=die, faces=labels))
    if keep_all:
        for i in rolled:
            resolve_face(ctx, seat, die, i)
        return
    options = [
        (f"{die}:{i}", t("h3-keep-face", face=_face_label(ctx, die, i))) for i in dict.fromkeys(rolled)
    ]
    if len(options) == 1:
        resolve_face(ctx, seat, die, rolled[0])
        return
    ctx.state.pending.insert(0, ask(seat, "dice", t("h3-keep-prompt"), options))


def _face_label(ctx: Ctx, die: str, i: int) -> Say:
    face = ctx.data.dice[die].faces[i]
    if face.kind in ("gold", "building_materials", "valuables"):
        return show({face.kind: face.n})
    if face.kind in ("exp", "artifact_search", "resource_dice"):
        return t(f"h3-face-{face.kind.replace('_', '-')}", n=face.n)
    return face.kind


def resolve_face(ctx: Ctx, seat: int, die: str, i: int) -> None:
    face = ctx.data.dice[die].faces[i]
    p = ctx.player(seat)
    if face.kind in ("gold", "building_materials", "valuables"):
        gain(p, {face.kind: face.n})
        ctx.say(t("h3-gains", who=p.name, what=show({face.kind: face.n})))
    elif face.kind == "exp":
        progress.gain_exp(ctx, seat, face.n)
    elif face.kind == "artifact_search":
        cards.search(ctx, seat, "artifact", face.n)
    elif face.kind == "resource_dice":
        roll(ctx, seat, "resource", face.n)


def answer_dice(ctx: Ctx, q: Pending, pick: str) -> None:
    die, _, i = pick.partition(":")
    resolve_face(ctx, q.seat, die, int(i))


def answer_dice_kind(ctx: Ctx, q: Pending, pick: str) -> None:
    roll(ctx, q.seat, pick, int(q.context["n"]))


# ------------------------------------------------------------------ flaggable fields


def _flag(ctx: Ctx, seat: int, k: str) -> None:
    state = ctx.state
    f = state.fields[k]
    fd = geography.field_data(state, ctx.data, k)
    p = ctx.player(seat)
    if fd.location == "obelisk":
        if seat not in f.marked_by:
            f.marked_by.append(seat)
            ctx.say(t("h3-obelisk", who=p.name, place=terms.location(ctx.data, fd.location)))
        return
    if f.owner is not None and allies(ctx, seat, f.owner):
        return
    before = f.owner
    first = not f.ever_owned
    f.owner, f.ever_owned = seat, True
    if fd.location == "mine" and fd.resource:
        n = progress.mine_income(ctx, fd.resource)
        ctx.say(t("h3-mine-taken", who=p.name, at=k, income=show({fd.resource: n})))
        if first:
            gain(p, {fd.resource: n})
            ctx.say(t("h3-first-owner", who=p.name, what=show({fd.resource: n})))
    elif fd.location == "settlement":
        f.income = None
        ctx.say(t("h3-captured", who=p.name, place="settlement", at=k))
        opts: list[tuple[str, Say]] = [
            (o.id, _settlement_label(o.id, o.n, o.resource))
            for o in ctx.data.settlement_options.values()
            if o.kind == "income"
        ]
        if any(
            not u.pack and not u.neutral and ctx.data.units[u.card].tier in ("bronze", "silver")
            for u in p.units
        ):
            opts.append(("reinforce", t("h3-settlement-reinforce", free="yes" if first else "no")))
        state.pending.append(
            ask(
                seat,
                "settlement",
                t("h3-settlement-prompt"),
                opts,
                {"field": k, "first": "1" if first else ""},
            )
        )
    elif fd.location == "town":
        ctx.say(t("h3-captured", who=p.name, place="town", at=k))
        if before is not None:
            progress.take_cube(ctx, seat, before)
    else:
        ctx.say(t("h3-flagged", who=p.name, place=terms.location(ctx.data, fd.location), at=k))


def _settlement_label(oid: str, n: int, resource: str | None) -> Say:
    return t("h3-settlement-income", n=n, resource=resource or oid)


def answer_settlement(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    f = ctx.state.fields[q.context["field"]]
    first = bool(q.context.get("first"))
    if pick == "reinforce":
        f.income = ""
        tiers = ("bronze", "silver")
        few = [
            i
            for i, u in enumerate(p.units)
            if not u.pack and not u.neutral and ctx.data.units[u.card].tier in tiers
        ]
        options: list[tuple[str, Say]] = []
        for i in few:
            c = ctx.data.units[p.units[i].card].reinforce_cost
            half = {
                r: 0 if first else -(-getattr(c, r) // 2) for r in ("gold", "building_materials", "valuables")
            }
            if can_pay(p, half):
                unit = ctx.data.units[p.units[i].card].name
                options.append((f"reinforce:{i}", t("h3-reinforce-for", unit=unit, cost=show(half))))
        options.append(("none", t("h3-none-option")))
        prompt = t("h3-reinforce-prompt")
        ctx.state.pending.insert(0, ask(q.seat, "reinforce", prompt, options, {} if first else {"half": "1"}))
        return
    opt = ctx.data.settlement_options[pick]
    f.income = opt.id
    ctx.say(t("h3-chooses", who=p.name, what=_settlement_label(opt.id, opt.n, opt.resource)))
    if first and opt.resource:
        gain(p, {opt.resource: opt.n})
        ctx.say(t("h3-first-capture", who=p.name, what=show({opt.resource: opt.n})))
