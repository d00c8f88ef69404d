"""Entering and visiting fields (§6.7-§6.9, §9.8): what starts a combat, then what each location does.

Visitable fields get a black cube after their first visit (empty for everyone afterwards); flaggable
ones take the visitor's faction cube; revisitable ones act at every entry. Choices a location offers
become a question (:class:`~bot.games.homm3.state.Pending`) to the visiting player.
"""

from __future__ import annotations

from bot.games.homm3 import cards, fight, geography, progress
from bot.games.homm3.context import Ctx, can_pay, gain, pay, show
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
                Pending(
                    f.owner,
                    "defend",
                    f"{ctx.player(seat).name} besieges your {fd.location} at {k}: defend it with your army?",
                    [["defend", f"Pay {cost} gold and defend with your army"], ["yield", "Let it fall"]],
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


def answer_defend(ctx: Ctx, q: Pending, pick: str) -> None:
    k, attacker, which = q.context["field"], int(q.context["attacker"]), q.context["hero"]
    if pick == "defend":
        pay(ctx.player(q.seat), {"gold": ctx.data.fixed["defend_without_hero"].gold})
        fight.start_heroes(ctx, attacker, which, k, q.context["came_from"] or None, q.seat, None)
    else:
        ctx.say(f"{ctx.player(q.seat).name} does not defend {k}.")
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
        ctx.say(f"{p.name} visits the {loc.name}: +{show(_cost(loc.gain))}.")
    elif lid == "learning_stone":
        progress.gain_exp(ctx, seat, loc.exp)
    elif lid == "temple":
        progress.positive_morale(ctx, seat)
        ctx.say(f"{p.name} visits the Temple: positive morale.")
    elif lid == "fountain_of_youth":
        hero.mp += 1
        progress.positive_morale(ctx, seat)
        ctx.say(f"{p.name} drinks at the Fountain of Youth: +1 MP and positive morale.")
    elif lid == "stables":
        hero.mp += 1
        ctx.say(f"{p.name}'s hero visits the Stables: +1 MP.")
    elif lid == "grail":
        p.grail = True
        ctx.say(f"{p.name} takes the Grail!")
    elif lid == "artifact":
        ctx.say(f"{p.name} finds an artifact symbol.")
        cards.search(ctx, seat, "artifact", 2)
    elif lid == "shrine_of_magic_gesture":
        ctx.say(f"{p.name} visits the Shrine of Magic Gesture.")
        cards.search(ctx, seat, "spell", 2)
    elif lid in DICE_LOCATIONS:
        _dice_field(ctx, seat, lid, max(1, fd.dice))
    else:
        _ask_location(ctx, seat, which, k, lid, p)


def _cost(c: object) -> dict[str, int]:
    return {r: int(getattr(c, r)) for r in ("gold", "building_materials", "valuables")}


def _ask_location(ctx: Ctx, seat: int, which: str, k: str, lid: str, p: Player) -> None:
    """Locations whose effect is a choice: a question to the visitor."""
    name = ctx.data.locations[lid].name
    opts: list[list[str]] = []
    if lid == "mystical_garden":
        opts = [["gold", "Take 2 gold"], ["valuables", "Take 1 valuable"]]
    elif lid == "tree_of_knowledge":
        if p.resources["valuables"] >= 3:
            opts.append(["valuables", "Pay 3 valuables for 2 Exp"])
        if p.resources["gold"] >= 10:
            opts.append(["gold", "Pay 10 gold for 2 Exp"])
        opts.append(["none", "Pay nothing"])
    elif lid == "shrine_of_magic_incantation":
        if p.resources["gold"] >= 3:
            opts.append(["pay", "Pay 3 gold to Search (2) the spell deck"])
        opts.append(["none", "Pay nothing"])
    elif lid == "warriors_tomb":
        opts = [
            ["search", "Search (2) the artifact deck twice, then take negative morale twice"],
            ["none", "Leave it"],
        ]
    elif lid == "witch_hut":
        opts = [["look", "Look at the top ability card"]]
        opts += [
            [f"remove:{c}", f"Remove {cards.name(ctx.data, c)} from your hand"]
            for c in dict.fromkeys(p.hand)
            if cards.kind_of(c) == "ability"
        ]
    elif lid == "magic_spring":
        top = p.discard[-3:][::-1]
        opts = [
            [f"take:{c}", f"Take {cards.name(ctx.data, c)} back into your hand"] for c in dict.fromkeys(top)
        ]
    elif lid == "redwood_observatory":
        slot = next(s for s in ctx.state.slots if k in geography.hexes(s))
        near = [s for s in ctx.state.slots if not s.face_up and (s.a - slot.a, s.b - slot.b) in _LATTICE]
        opts = [
            [f"explore:{geography.slot_name(s)}", f"Explore the tile at {geography.slot_name(s)}"]
            for s in near
        ]
    if not opts or opts == [["none", "Pay nothing"]]:
        ctx.say(f"{p.name} visits the {name}; nothing to take.")
        return
    ctx.say(f"{p.name} visits the {name}.")
    ctx.state.pending.append(
        Pending(seat, "location", name, opts, {"location": lid, "field": k, "hero": which})
    )


_LATTICE = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def answer_location(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    lid = q.context["location"]
    if pick == "none":
        return
    if lid == "mystical_garden":
        gain(p, {"gold": 2} if pick == "gold" else {"valuables": 1})
        ctx.say(f"{p.name} takes {'2 gold' if pick == 'gold' else '1 valuable'}.")
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
                ctx.state.pending.insert(
                    0,
                    Pending(
                        q.seat,
                        "witch",
                        "The top ability card",
                        [["take", f"Take {cards.name(ctx.data, card)}"], ["discard", "Discard it"]],
                        {"card": card},
                    ),
                )
                ctx.tell(q.seat, f"The top ability card is {cards.name(ctx.data, card)}.")
        else:
            card = pick.partition(":")[2]
            p.hand.remove(card)
            ctx.say(f"{p.name} removes {cards.name(ctx.data, card)} from the game.")
    elif lid == "magic_spring":
        card = pick.partition(":")[2]
        p.discard.reverse()
        p.discard.remove(card)
        p.discard.reverse()
        p.hand.append(card)
        ctx.say(f"{p.name} takes {cards.name(ctx.data, card)} back from the discard pile.")
    elif lid == "redwood_observatory":
        a, b = (int(x) for x in pick.partition(":")[2].split(","))
        slot = geography.slot_at(ctx.state, a, b)
        assert slot is not None
        geography.reveal(ctx.state, slot, ctx.data)
        ctx.close()
        ctx.say(f"From the Redwood Observatory {p.name} reveals tile {slot.tile} at {a},{b}.")


def answer_witch(ctx: Ctx, q: Pending, pick: str) -> None:
    card = q.context["card"]
    if pick == "take":
        ctx.player(q.seat).hand.append(card)
    else:
        ctx.state.abilities.discard.append(card)
    ctx.say(f"{ctx.player(q.seat).name} {'takes' if pick == 'take' else 'discards'} the top ability card.")


# ------------------------------------------------------------------ dice fields


def _dice_field(ctx: Ctx, seat: int, lid: str, n: int) -> None:
    if lid == "treasure_or_resource":
        ctx.state.pending.append(
            Pending(
                seat,
                "dice_kind",
                "Roll treasure or resource dice?",
                [["treasure", f"Roll {n} treasure dice"], ["resource", f"Roll {n} resource dice"]],
                {"n": str(n)},
            )
        )
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
    ctx.say(f"{p.name} rolls {n} {die} dice: {', '.join(labels)}.")
    if keep_all:
        for i in rolled:
            resolve_face(ctx, seat, die, i)
        return
    options = [[f"{die}:{i}", f"Keep: {_face_label(ctx, die, i)}"] for i in dict.fromkeys(rolled)]
    if len(options) == 1:
        resolve_face(ctx, seat, die, rolled[0])
        return
    ctx.state.pending.insert(0, Pending(seat, "dice", "Keep one result", options))


def _face_label(ctx: Ctx, die: str, i: int) -> str:
    face = ctx.data.dice[die].faces[i]
    if face.kind in ("gold", "building_materials", "valuables"):
        return show({face.kind: face.n})
    return {
        "exp": f"{face.n} Exp",
        "artifact_search": f"Search ({face.n}) artifacts",
        "resource_dice": f"{face.n} resource dice",
    }.get(face.kind, face.kind)


def resolve_face(ctx: Ctx, seat: int, die: str, i: int) -> None:
    face = ctx.data.dice[die].faces[i]
    p = ctx.player(seat)
    if face.kind in ("gold", "building_materials", "valuables"):
        gain(p, {face.kind: face.n})
        ctx.say(f"{p.name} gains {show({face.kind: face.n})}.")
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
            ctx.say(f"{p.name} marks the Obelisk.")
        return
    if f.owner is not None and allies(ctx, seat, f.owner):
        return
    before = f.owner
    first = not f.ever_owned
    f.owner, f.ever_owned = seat, True
    if fd.location == "mine" and fd.resource:
        n = progress.mine_income(ctx, fd.resource)
        ctx.say(f"{p.name} takes the mine at {k} ({show({fd.resource: n})} each Resource round).")
        if first:
            gain(p, {fd.resource: n})
            ctx.say(f"First owner: {p.name} gains {show({fd.resource: n})} now.")
    elif fd.location == "settlement":
        f.income = None
        ctx.say(f"{p.name} captures the settlement at {k}.")
        opts = [
            [o.id, _settlement_label(o.id, o.n, o.resource)]
            for o in ctx.data.settlement_options.values()
            if o.kind == "income"
        ]
        if any(
            not u.pack and not u.neutral and ctx.data.units[u.card].tier in ("bronze", "silver")
            for u in p.units
        ):
            opts.append(
                [
                    "reinforce",
                    "Reinforce a bronze or silver unit (" + ("free" if first else "half cost") + ")",
                ]
            )
        state.pending.append(
            Pending(
                seat,
                "settlement",
                "Choose the settlement's bonus",
                opts,
                {"field": k, "first": "1" if first else ""},
            )
        )
    elif fd.location == "town":
        ctx.say(f"{p.name} captures the town at {k}.")
        if before is not None:
            progress.take_cube(ctx, seat, before)
    else:
        ctx.say(f"{p.name} flags the {ctx.data.locations[fd.location].name} at {k}.")


def _settlement_label(oid: str, n: int, resource: str | None) -> str:
    return f"+{n} {resource.replace('_', ' ') if resource else oid} income each Resource round"


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
        options = []
        for i in few:
            c = ctx.data.units[p.units[i].card].reinforce_cost
            half = {
                r: 0 if first else -(-getattr(c, r) // 2) for r in ("gold", "building_materials", "valuables")
            }
            if can_pay(p, half):
                options.append(
                    [f"reinforce:{i}", f"Reinforce {ctx.data.units[p.units[i].card].name} for {show(half)}"]
                )
        options.append(["none", "None"])
        ctx.state.pending.insert(
            0, Pending(q.seat, "reinforce", "Reinforce one unit", options, {} if first else {"half": "1"})
        )
        return
    opt = ctx.data.settlement_options[pick]
    f.income = opt.id
    ctx.say(f"{p.name} chooses {_settlement_label(opt.id, opt.n, opt.resource)}.")
    if first and opt.resource:
        gain(p, {opt.resource: opt.n})
        ctx.say(f"First capture: {p.name} gains {show({opt.resource: opt.n})} now.")
