"""The interpreter of the card effect vocabulary (:mod:`bot.games.homm3.data.effects`): which ways of
playing a card are open now, in combat (the combat engine's :class:`~bot.games.homm3.combat.cards.CardHost`)
and on the map (§4.7, §4.8, §4.10, §8.7), what a played card does, Power for spells, the
proclamations in force (§11.1), and card swaps between allies (Cooperative).

One walk (:func:`_walk`) turns a card's steps into deeds; in combat a deed becomes a
:class:`~bot.games.homm3.combat.state.CardEffect` (or a hook the map carries out after), on the map it is
done with the game's context.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.engine.i18n import Say, join, t
from bot.games.homm3 import cards, geography, progress
from bot.games.homm3.combat import effects as combat_effects
from bot.games.homm3.combat.board import FIELDS, distance
from bot.games.homm3.combat.profiles import RANGED
from bot.games.homm3.combat.rules import neighbours
from bot.games.homm3.combat.state import (
    ACT,
    HEROES,
    STRIKE,
    UNTIL_ACTIVATION,
    UNTIL_COMBAT,
    UNTIL_ROUND,
    UNTIL_STRIKE,
    CardEffect,
    CardPlay,
    CombatState,
    Unit,
)
from bot.games.homm3.context import Ctx, ask, cost_dict, gain, show
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.data.common import TIERS
from bot.games.homm3.data.effects import MAP_OPS, UNIT_OPS, Play, Step, X
from bot.games.homm3.data.effects import total as steps_total
from bot.games.homm3.state import RESOURCES, Homm3State, OwnedUnit, Pending, Player

STATS = ("attack", "defense", "initiative", "hp")  # a step on a stat reads "+2 Attack this combat round"

DURATION = {
    "strike": UNTIL_STRIKE,
    "activation": UNTIL_ACTIVATION,
    "round": UNTIL_ROUND,
    "combat": UNTIL_COMBAT,
}
# how long a stat change lasts when the step does not say: instant boosts end before the unit's next
# action (§8.7), activation ones with the activation, ongoing ones with the combat (§4.7)
DEFAULT_DURATION = {"instant": UNTIL_STRIKE, "activation": UNTIL_ACTIVATION, "ongoing": UNTIL_COMBAT}
COMBAT_ONLY = frozenset(
    [
        "spell_limit",
        "enemy_morale",
        "enemy_discard",
        "no_escape",
        "void_die",
        "morale_on_zero",
        "return_spell",
        "return_cast",
    ]
)
HAND_OPS = frozenset(["draw", "discard", "pay", "keep", "remove", "morale", "spell_from_discard", "power"])
PAY_X_MAX = 3  # "discard X": X is offered up to 3 (ours, H-CARDS-COSTS)
TRADEABLE = ("artifact", "spell")  # allies may swap these one for one (rulebook, Trading Post page)


@dataclass(frozen=True)
class Mode:
    """One way of playing a card: ``key`` names it (``n0``, ``x1``, ``o1.0``, ``p2.0``)."""

    card: str
    key: str
    when: str
    on: str
    steps: tuple[Step, ...]
    expert: bool = False
    spell: bool = False
    power: int = 0  # a spell's threshold
    tier: str = ""  # the highest tier a tier-capped step reaches


def modes(data: Homm3Data, p: Player, card: str) -> list[Mode]:
    """Every way ``p`` could play ``card`` by its data (timing and costs are checked later)."""
    kind, cid = cards.kind_of(card), cards.id_of(card)
    out: list[Mode] = []
    if kind in ("basic", "ability"):
        rec = data.basic_cards.get(cid) if kind == "basic" else data.abilities.get(cid)
        if rec is None:
            return []
        faction = getattr(rec, "faction", None)
        if faction is not None and faction != p.faction:
            return []  # §4.8: only that faction may use it
        for expert, play in ((False, rec.normal_play), (True, rec.expert_play)):
            out += _ways(card, play, "x" if expert else "n", expert=expert)
    elif kind == "specialty":
        for i, play in enumerate(data.specialties[cid].plays):
            out += _ways(card, play, f"s{i}.")
    elif kind == "artifact":
        for i, play in enumerate(data.artifacts[cid].plays):
            out += _ways(card, play, f"o{i}.")
    elif kind == "spell":
        sp = data.spells[cid]
        for i, ways in enumerate(sp.does):
            for w, steps in enumerate(ways):
                tier = next((s.word for s in steps if s.word in TIERS), "")
                when = "save" if any(s.op == "cancel_lethal" for s in steps) else sp.timing
                out.append(
                    Mode(
                        card,
                        f"p{i}.{w}",
                        when,
                        sp.target,
                        steps,
                        spell=True,
                        power=sp.power[i],
                        tier=tier,
                    )
                )
    return out


def _ways(card: str, play: Play, prefix: str, expert: bool = False) -> list[Mode]:
    return [
        Mode(card, f"{prefix}{w}", play.when, play.on, steps, expert=expert)
        for w, steps in enumerate(play.ways)
    ]


def mode_of(data: Homm3Data, p: Player, card: str, key: str) -> Mode:
    return next(m for m in modes(data, p, card) if m.key == key)


def _ops(m: Mode) -> set[str]:
    return {s.op for s in m.steps}


# ------------------------------------------------------------------ Power (§4.10)


@dataclass
class Source:
    card: str
    mode: Mode
    value: int


def power_sources(data: Homm3Data, p: Player, cast: str) -> list[Source]:
    """Cards that could add Power to ``cast``: any other spell (+1), and the power plays of basic,
    ability and artifact cards (the best one per card; an Expert one only while Expert uses are left)."""
    rest = list(p.hand)
    rest.remove(cast)
    out: list[Source] = []
    experts = cards.experts_left(data, p)
    for card in rest:
        if cards.kind_of(card) == "spell":
            out.append(Source(card, Mode(card, "spell", "power", "none", ()), 1))
            continue
        best: Source | None = None
        for m in modes(data, p, card):
            if m.when != "power" or (m.expert and experts <= 0):
                continue
            if steps_total(m.steps, "pay") >= len(rest):
                continue
            value = steps_total(m.steps, "power")
            if best is None or value > best.value:
                best = Source(card, m, value)
        if best is not None:
            out.append(best)
    return out


def power_available(state: Homm3State, data: Homm3Data, p: Player, cast: str) -> int:
    srcs = power_sources(data, p, cast)
    experts = cards.experts_left(data, p)
    plain = [s for s in srcs if not s.mode.expert]
    expert = sorted((s for s in srcs if s.mode.expert), key=lambda s: -s.value)[:experts]
    return sum(s.value for s in plain + expert) + _first_spell(state, data, p, "first_spell_power")


def _first_spell(state: Homm3State, data: Homm3Data, p: Player, op: str) -> int:
    return cards.in_force(state, data, op) if p.spells_this_turn == 0 else 0


def _spend_power(
    state: Homm3State, data: Homm3Data, p: Player, cast: str, power: int
) -> list[tuple[Source, int]]:
    """Discard Power sources until ``power`` is reached (H-CARDS-POWER): basic Power cards and other
    non-spell sources first, the largest first, then spells from the end of the hand."""
    need = power - _first_spell(state, data, p, "first_spell_power")
    used: list[tuple[Source, int]] = []
    experts = cards.experts_left(data, p)
    srcs = power_sources(data, p, cast)
    srcs.sort(key=lambda s: (cards.kind_of(s.card) == "spell", s.mode.expert, -s.value))
    for s in srcs:
        if need <= 0:
            break
        if s.mode.expert:
            if experts <= 0:
                continue
            experts -= 1
        used.append((s, 0))
        need -= s.value
    return used


# ------------------------------------------------------------------ combat: the card host


@dataclass
class Host:
    """The combat engine's card host for a game: plays come from the seat's hand."""

    state: Homm3State
    data: Homm3Data
    hooks: list[CardEffect] = field(default_factory=list)

    def hand_size(self, seat: int) -> int:
        return len(self.state.players[seat].hand)

    def _side(self, combat: CombatState, seat: int) -> int | None:
        for i, s in enumerate(combat.sides):
            if s.seat == seat and s.cards:
                return i
        return None

    def playable(self, combat: CombatState, seat: int, timings: tuple[str, ...]) -> list[CardPlay]:
        side = self._side(combat, seat)
        if side is None:
            return []
        p = self.state.players[seat]
        out: list[CardPlay] = []
        for card in dict.fromkeys(p.hand):
            for m in modes(self.data, p, card):
                if m.when not in timings or not self._open(combat, side, p, m):
                    continue
                for target in self._targets(combat, side, m):
                    for x in _x_values(m, len(p.hand)):
                        tag = m.key + (f".X{x}" if x else "")
                        if m.spell:
                            out += self._casts(combat, p, m, target, tag)
                        else:
                            out.append(CardPlay(card, m.when, target=target, expert=m.expert, mode=tag))
        return out

    def _open(self, combat: CombatState, side: int, p: Player, m: Mode) -> bool:
        """Whether the card's steps can do something now (costs, Expert uses, the moment)."""
        ops = _ops(m)
        if m.when == "map" or ops & MAP_OPS:
            return False
        if m.expert and cards.experts_left(self.data, p) <= 0:
            return False
        need = steps_total(m.steps, "pay")
        if need > 0 and len(p.hand) - 1 < need:
            return False
        enemy = combat.sides[1 - side]
        if ops & {"enemy_discard", "enemy_morale", "no_escape"} and (
            combat.kind != HEROES or enemy.seat is None
        ):
            return False
        if "enemy_morale" in ops and enemy.morale <= 0:
            return False
        if "void_die" in ops:
            s = combat.strike
            if s is None or combat.unit(s.attacker).side == side:
                return False
        if ops & {"return_spell", "return_cast"} and not self._last_cast(combat, p):
            return False
        if "spell_from_discard" in ops and not any(cards.kind_of(c) == "spell" for c in p.discard):
            return False
        if "swap" in ops:
            limit = next(s.amount for s in m.steps if s.op == "swap")
            if limit and combat.round > limit:
                return False
        if "cancel_lethal" in ops:
            s = combat.strike
            if s is None or s.stage != "save" or combat.unit(s.target).side != side:
                return False
            if not combat_effects.lethal(combat.unit(s.target), s.damage):
                return False
        return True

    def _last_cast(self, combat: CombatState, p: Player) -> bool:
        return (
            bool(p.last_cast)
            and p.last_cast_at == _cast_stamp(self.state, combat)
            and p.last_cast[0] in p.discard
        )

    def _targets(self, combat: CombatState, side: int, m: Mode) -> list[str | None]:
        on = m.on
        own, enemy = combat.fighting(side), combat.fighting(1 - side)
        if on == "none":
            return [None]
        if on == "own" and "cancel_lethal" in _ops(m):
            assert combat.strike is not None
            return [combat.strike.target]
        if on == "own" and _ops(m) <= {"attack", "defense", "draw", "pay", "keep"} and m.when == "instant":
            focus = _focus(combat, side)
            return [focus] if focus else []
        units = {
            "own": own,
            "enemy": enemy,
            "unit": own + enemy,
            "own_melee": [u for u in own if u.movement != RANGED],
            "own_ranged": [u for u in own if u.movement == RANGED],
        }.get(on)
        if units is not None:
            return [u.id for u in units if not u.tower and _reaches(m, u)]
        if on == "own_two":
            return [
                f"{a.id}/{b.id}"
                for i, a in enumerate(own)
                for b in own[i + 1 :]
                if not a.tower and not b.tower
            ]
        if on == "own_field":
            free = [f for f in FIELDS if combat.at(f) is None and combat.obstacle(f) is None]
            return [f"{u.id}>{f}" for u in own if not u.tower and _reaches(m, u) for f in free]
        if on == "enemy_pair":
            out: list[str | None] = []
            for u in enemy:
                if u.tower:
                    continue
                out.append(u.id)
                out += [
                    f"{u.id}+{v.id}"
                    for v in neighbours(combat, u, 0) + neighbours(combat, u, 1)
                    if not v.tower
                ]
            return out
        return []

    def _casts(self, combat: CombatState, p: Player, m: Mode, target: str | None, tag: str) -> list[CardPlay]:
        """A spell at one threshold, if the Power is there; a tier-capped spell only at the lowest
        threshold that reaches its target's tier."""
        if m.power > power_available(self.state, self.data, p, m.card):
            return []
        if m.tier and target is not None:
            unit = combat.unit(target.split(">")[0])
            lowest = next(
                (mm for mm in modes(self.data, p, m.card) if mm.tier and _tier_ok(unit, mm.tier)), None
            )
            if lowest is None or lowest.key != m.key:
                return []
        return [CardPlay(m.card, m.when, spell=True, target=target, power=m.power, mode=tag)]

    def resolve(self, combat: CombatState, seat: int, play: CardPlay) -> list[CardEffect]:
        p = self.state.players[seat]
        side = self._side(combat, seat)
        assert side is not None
        key, _, x = play.mode.partition(".X")
        m = mode_of(self.data, p, play.card, key)
        deeds = Deeds(self.state, self.data, p, seat, combat=combat, side=side, target=play.target)
        _play_card(deeds, m, int(x or 0))
        return deeds.effects


def _cast_stamp(state: Homm3State, combat: CombatState) -> str:
    return f"{state.fights}:{combat.round}"


def _x_values(m: Mode, hand: int) -> list[int]:
    if not any(s.op == "pay" and X in s.n for s in m.steps):
        return [0]
    return list(range(1, min(PAY_X_MAX, hand - 1) + 1))


def _reaches(m: Mode, u: Unit) -> bool:
    return not m.tier or m.spell or _tier_ok(u, m.tier)


def _tier_ok(u: Unit, tier: str) -> bool:
    return TIERS.index(u.profile.tier) <= TIERS.index(tier) if u.profile.tier in TIERS else False


def _focus(combat: CombatState, side: int) -> str | None:
    """The unit an instant Attack or Defense boost is for (H-CARDS-FOCUS): your acting unit, your
    unit striking, or your unit being struck."""
    if combat.phase == ACT and combat.activation is not None:
        u = combat.unit(combat.activation.unit)
        return u.id if u.side == side else None
    if combat.phase == STRIKE and combat.strike is not None:
        for uid in (combat.strike.attacker, combat.strike.target):
            if combat.unit(uid).side == side:
                return uid
    return None


# ------------------------------------------------------------------ the one walk


@dataclass
class Deeds:
    """Where the walk's deeds go: in combat into ``effects`` (and hooks), on the map straight into
    the game through ``ctx``."""

    state: Homm3State
    data: Homm3Data
    p: Player
    seat: int
    combat: CombatState | None = None
    side: int = 0
    target: str | None = None
    ctx: Ctx | None = None
    effects: list[CardEffect] = field(default_factory=list)
    to_hand: bool = False
    gone: bool = False
    double_on: tuple[str, ...] = ()


def _play_card(d: Deeds, m: Mode, x: int) -> None:
    """Take the card from the hand, pay for it (Power, Expert use, cards) and do its steps."""
    p = d.p
    used = _spend_power(d.state, d.data, p, m.card, m.power) if m.spell else []
    p.hand.remove(m.card)
    if m.expert:
        p.expert_used += 1
    if cards.kind_of(m.card) == "specialty":
        d.double_on = d.data.specialties[cards.id_of(m.card)].units
    if m.spell:
        for src, _ in used:
            if src.mode.expert:
                p.expert_used += 1
            p.hand.remove(src.card)
            p.discard.append(src.card)
            if src.mode.steps:
                _walk(d, src.mode, 0, source=True)
        p.last_cast = [m.card] + [s.card for s, _ in used]
        p.last_cast_at = _cast_stamp(d.state, d.combat) if d.combat is not None else ""
        if _first_spell(d.state, d.data, p, "first_spell_returns"):
            d.to_hand = True
        p.spells_this_turn += 1
    _walk(d, m, x)
    if d.gone:
        return
    (p.hand if d.to_hand else p.discard).append(m.card)


def _walk(d: Deeds, m: Mode, x: int, source: bool = False) -> None:
    for step in m.steps:
        n = tuple(x if v == X else v for v in step.n)
        amount = n[0] if n else 0
        if step.op == "power" or (source and step.op == "pay" and not amount):
            continue
        if d.combat is not None:
            _in_combat(d, m, step, amount, n)
        else:
            _on_map(d, m, step, amount)


def _until(m: Mode, step: Step) -> str:
    return DURATION.get(step.word) or DEFAULT_DURATION.get(m.when, UNTIL_COMBAT)


def _in_combat(d: Deeds, m: Mode, step: Step, amount: int, n: tuple[int, ...]) -> None:
    combat = d.combat
    assert combat is not None
    src = "spell" if m.spell else "specialty" if cards.kind_of(m.card) == "specialty" else "card"
    target, other = d.target, None
    if target and ">" in target:
        target, other = target.split(">")
    elif target and "/" in target:
        target, other = target.split("/")
    elif target and "+" in target:
        target, other = target.split("+")
    unit = combat.unit(target) if target else None
    op = step.op
    add = d.effects.append
    if unit is not None and step.double and unit.profile.key.partition(".")[2] in d.double_on:
        amount *= 2
    if op in ("attack", "defense", "initiative"):
        if amount < 0 and unit is not None:  # a penalty does not take the value below 0
            base = {
                "attack": unit.face.attack,
                "defense": unit.face.defense,
                "initiative": unit.face.initiative,
            }
            amount = max(amount, -(base[op] + unit.bonus(op)))
        add(CardEffect(op, target, amount, _until(m, step), src))
    elif op in ("hp", "die_times", "fire_shield"):
        until = UNTIL_STRIKE if op == "die_times" else UNTIL_ROUND if op == "fire_shield" else UNTIL_COMBAT
        add(CardEffect(op, target, amount, until, src))
    elif op in ("silence", "antimagic"):
        add(CardEffect(op, target, 1, UNTIL_COMBAT, src))
    elif op == "bless":
        add(CardEffect(op, target, 1, UNTIL_ROUND, src))
    elif (
        op in ("damage", "heal", "paralyse", "cure", "unparalyse", "retaliate", "cancel_lethal")
        or op == "dispel"
    ):
        add(CardEffect(op, target, amount, UNTIL_STRIKE, src))
    elif op == "chain" and unit is not None:
        add(CardEffect("damage", unit.id, n[0], UNTIL_STRIKE, src))
        rest = [u for u in combat.fighting(unit.side) if u.id != unit.id and not u.tower and u.at and unit.at]
        rest.sort(key=lambda u: distance(unit.at or "", u.at or ""))  # H-CARDS-CHAIN: card order on a tie
        for u, dmg in zip(rest, n[1:], strict=False):
            add(CardEffect("damage", u.id, dmg, UNTIL_STRIKE, src))
    elif op == "pair":
        add(CardEffect("damage", target, amount, UNTIL_STRIKE, src))
        if other:
            add(CardEffect("damage", other, amount, UNTIL_STRIKE, src))
    elif op == "move":
        add(CardEffect("move", target, 0, UNTIL_STRIKE, src, other=other))
    elif op == "swap":
        add(CardEffect("swap", target, 0, UNTIL_STRIKE, src, other=other))
    elif op == "overlay" and unit is not None:
        ov = d.data.specialties[cards.id_of(m.card)].overlay
        if (
            ov is not None
            and unit.profile.key.endswith(ov.unit)
            and (ov.side == "any" or (ov.side == "pack") == unit.pack)
        ):
            for stat, value in (
                ("attack", ov.attack),
                ("defense", ov.defense),
                ("initiative", ov.initiative),
            ):
                add(CardEffect(stat, target, value - getattr(unit.face, stat), UNTIL_COMBAT, src))
            add(CardEffect("hp", target, ov.hp - unit.face.hp, UNTIL_COMBAT, src))
    elif op == "spell_limit":
        add(CardEffect("spell_limit", None, amount, UNTIL_ROUND, src))
    elif op == "morale":
        s = combat.sides[d.side]
        if not s.ignores_morale:
            add(CardEffect("morale", None, 1 if s.morale >= 0 else 0, UNTIL_COMBAT, src))
            add(CardEffect("hook", None, 1, source="own", other="morale_up"))
    elif op == "enemy_morale":
        add(CardEffect("enemy_morale", None, 0, UNTIL_COMBAT, src))
        add(CardEffect("hook", None, 1, source="enemy", other="lose_positive_morale"))
    elif op == "morale_on_zero":
        if combat_effects.roll(combat) == 0:
            _in_combat(d, m, Step("morale", (1,)), 1, (1,))
    elif op == "enemy_discard":
        add(CardEffect("hook", None, amount, source="enemy", other="discard_random_card"))
    elif op == "no_escape":
        add(CardEffect("no_escape", None, 0, UNTIL_COMBAT, src))
    elif op == "void_die":
        add(CardEffect("void_die", None, 0, UNTIL_STRIKE, src))
    elif op == "draw":
        add(CardEffect("hook", None, amount, source="own", other="draw_card"))
    elif op in ("discard", "pay"):
        add(CardEffect("hook", None, amount, source="own", other="discard_choice"))
    elif op in ("return_spell", "return_cast"):
        _return_cast(d, op == "return_cast")
    else:
        _hand(d, op)


def _return_cast(d: Deeds, with_power: bool) -> None:
    """Knowledge and Mysticism: the spell just cast (and, Expert, its Power cards) back to the hand."""
    back = d.p.last_cast if with_power else d.p.last_cast[:1]
    for c in back:
        if c in d.p.discard:
            d.p.discard.remove(c)
            d.p.hand.append(c)
    d.p.last_cast = []


def _hand(d: Deeds, op: str) -> None:
    """Steps on the hand that are the same in and out of combat."""
    p = d.p
    if op == "keep":
        d.to_hand = True
    elif op == "remove":
        d.gone = True
    elif op == "spell_from_discard":
        spells = [c for c in p.discard if cards.kind_of(c) == "spell"]
        if spells:
            p.discard.remove(spells[-1])  # H-CARDS-RIB-CAGE: the spell discarded last
            p.hand.append(spells[-1])
            p.deck = p.deck + p.discard
            p.discard = []


# ------------------------------------------------------------------ hooks after combat effects


def hook(ctx: Ctx, name_: str, seat: int | None, count: int = 1) -> None:
    """Carry out what combat hands over (H-COMBAT-HOOKS) on the seat's hand and morale."""
    if seat is None:
        return
    p = ctx.player(seat)
    if name_ == "draw_card":
        cards.draw(ctx, seat, count)
    elif name_ in ("discard_card", "discard_random_card"):
        for _ in range(count):
            if p.hand:
                pick = ctx.rng.choice(p.hand) if name_ == "discard_random_card" else p.hand[-1]
                cards.discard_from_hand(p, pick)
                ctx.close()
    elif name_ == "discard_choice":
        ask_discard(ctx, seat, count)
    elif name_ == "lose_positive_morale" and p.morale > 0:
        p.morale = 0
    elif name_ == "morale_up":
        progress.positive_morale(ctx, seat)


def ask_discard(ctx: Ctx, seat: int, count: int, combat: bool = False) -> None:
    """The one way a player is asked to discard cards of their choice, ``count`` of them, one
    question at a time (a card's cost or effect, or a discard combat hands over, H-COMBAT-DISCARD).
    The options are the hand as it stands when asked (:func:`discard_options`). A card's discard goes
    before any other question; one from combat waits its turn after those already asked."""
    p = ctx.player(seat)
    if not p.hand or count <= 0:
        return
    prompt = t("h3-discard-combat" if combat else "h3-discard-prompt", n=count)
    q = ask(seat, "discard", prompt, (), {"n": str(count), "combat": "1" if combat else ""})
    if combat:
        ctx.state.pending.append(q)
    else:
        ctx.state.pending.insert(0, q)


def discard_options(state: Homm3State, data: Homm3Data, q: Pending) -> list[tuple[str, Say]]:
    """One option for each distinct card in the seat's hand now."""
    hand = state.players[q.seat].hand
    return [(c, t("h3-discard-card", card=cards.name(data, c))) for c in dict.fromkeys(hand)]


def answer_discard(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    card = pick.removeprefix("discard:")  # games saved before the two discards were one
    if card in p.hand:
        cards.discard_from_hand(p, card)
        ctx.say(
            t("h3-discarded-a-card", who=p.name),
            {q.seat: t("h3-you-discard", card=cards.name(ctx.data, card))},
        )
    left = int(q.context.get("n", q.context.get("count", "1"))) - 1
    ask_discard(ctx, q.seat, left, combat=bool(q.context.get("combat")))


# ------------------------------------------------------------------ map plays


def map_plays(state: Homm3State, data: Homm3Data, seat: int) -> list[tuple[str, Say, dict[str, str]]]:
    """Card plays open on the map now: ``(key, label, params)`` for each."""
    p = state.players[seat]
    if p.main.at is None:
        return []
    out: list[tuple[str, Say, dict[str, str]]] = []
    for card in dict.fromkeys(p.hand):
        for m in modes(data, p, card):
            if not _map_open(state, data, p, m):
                continue
            for target in _map_targets(state, data, seat, m):
                if m.spell and m.power > power_available(state, data, p, card):
                    continue
                params = {"card": card, "mode": m.key, "target": target}
                name = cards.name(data, card)
                label = (
                    t("h3-play-on", card=name, how=_how(m), on=target)
                    if target
                    else t("h3-play", card=name, how=_how(m))
                )
                out.append((f"card {card} {m.key} {target}".strip(), label, params))
    return out


def _how(m: Mode, x: int | None = None) -> Say:
    """What a way of playing a card does, in words ("Expert: draw 2 cards"; the spell's Power last);
    ``x``: the number of cards paid, where the card says X."""
    how = join(*(step_words(s, x) for s in m.steps), sep=", ")
    if m.expert:
        how = t("h3-how-expert", steps=how)
    if m.spell and m.power:
        how = join(how, t("h3-how-power", n=m.power), sep="; ")
    return how


def describe(data: Homm3Data, p: Player, card: str, key: str) -> Say:
    """What the way ``key`` (a :attr:`Mode.key`, maybe with its ".X<n>" tail) of ``card`` does."""
    base, _, x = key.partition(".X")
    m = next((m for m in modes(data, p, card) if m.key == base), None)
    if m is None:
        return ""
    return _how(m, int(x) if x else None)


def step_words(s: Step, x: int | None = None) -> Say:
    """One step of a card in words (``h3-do-<op>``): ``n`` and ``m`` its numbers (X where the card
    pays X and ``x`` is not known), ``nums`` all of them, ``word`` its tier, die or duration (an id:
    each language words it by a selector)."""
    nums: list[int | str] = [(x if x is not None else "X") if v == X else v for v in s.n]
    args: dict[str, object] = {
        "n": nums[0] if nums else 0,
        "m": nums[1] if len(nums) > 1 else 0,
        "nums": " ".join(str(v) for v in nums),
        "word": s.word or "none",
        "has": "yes" if (s.n or s.word) else "no",
    }
    if s.op in STATS and s.n:
        amount = nums[0]
        args["n"] = amount if isinstance(amount, str) else f"{amount:+d}"
        return t("h3-do-stat", stat=s.op, duration=s.word or "none", **args)
    return t(f"h3-do-{s.op.replace('_', '-')}", **args)


def _map_open(state: Homm3State, data: Homm3Data, p: Player, m: Mode) -> bool:
    ops = _ops(m)
    if m.when not in ("map", "instant") or ops & UNIT_OPS or ops & COMBAT_ONLY or "power" in ops:
        return False
    if not ops <= MAP_OPS | HAND_OPS:
        return False
    if m.expert and cards.experts_left(data, p) <= 0:
        return False
    need = steps_total(m.steps, "pay")
    if need and len(p.hand) - 1 < need:
        return False
    if "mp_if_spent" in ops and p.main.mp > 0:
        return False
    if "spell_from_discard" in ops and not any(cards.kind_of(c) == "spell" for c in p.discard):
        return False
    if "guild" in ops:
        step = next(s for s in m.steps if s.op == "guild")
        if not _guild_open(state, data, p, step.n[0]):
            return False
    if "reinforce_half" in ops or "reinforce_less" in ops:
        step = next(s for s in m.steps if s.op in ("reinforce_half", "reinforce_less"))
        if not _reinforceable(data, p, step):
            return False
    if "recruit_neutral" in ops and not _dwelling_tiers(data, p):
        return False
    return not ("morale" in ops and p.faction == "necropolis" and ops <= {"morale"})


def _guild_open(state: Homm3State, data: Homm3Data, p: Player, less: int) -> bool:
    guild = [b for b in p.buildings if data.buildings[b].kind == "mage_guild"]
    price = max(0, data.factions[p.faction].mage_guild_spell_cost.gold - less)
    return (
        bool(guild)
        and "spell_book" not in p.tokens_used
        and p.guild_built_round != state.round
        and p.resources["gold"] >= price
    )


def _reinforce_price(data: Homm3Data, card: str, step: Step) -> dict[str, int]:
    c = data.units[card].reinforce_cost
    if step.op == "reinforce_half":
        return {r: getattr(c, r) // 2 if r == "gold" else -(-getattr(c, r) // 2) for r in RESOURCES}
    return {r: max(0, getattr(c, r) - step.amount) if r == "gold" else getattr(c, r) for r in RESOURCES}


def _reinforce_choices(data: Homm3Data, p: Player, step: Step) -> list[int]:
    cap = TIERS.index(step.word) if step.word else len(TIERS)
    out = []
    for i, u in enumerate(p.units):
        if u.pack or u.neutral:
            continue
        rec = data.units[u.card]
        if TIERS.index(rec.tier) > cap:
            continue
        price = _reinforce_price(data, u.card, step)
        if all(p.resources[r] >= price[r] for r in RESOURCES):
            out.append(i)
    return out


def _reinforceable(data: Homm3Data, p: Player, step: Step) -> bool:
    return bool(_reinforce_choices(data, p, step))


def _dwelling_tiers(data: Homm3Data, p: Player) -> list[str]:
    """The neutral tiers Diplomacy may recruit from (§7.3): each tier whose dwelling is built, and
    azure with the tier-3 dwelling ("na azurové jednotky potřebujete příbytek stupně 3")."""
    tiers = sorted({data.buildings[b].tier for b in p.buildings if data.buildings[b].kind == "dwelling"})
    out = [("bronze", "silver", "gold")[t - 1] for t in tiers if t]
    return out + (["azure"] if "gold" in out else [])


def _map_targets(state: Homm3State, data: Homm3Data, seat: int, m: Mode) -> list[str]:
    p = state.players[seat]
    at = p.main.at
    assert at is not None
    if m.on == "town":
        return [k for k in progress.controlled(state, data, seat) if k != at]
    if m.on == "tile":
        return [geography.slot_name(s) for s in geography.hidden_next_to(state, at)]
    if m.on == "guarded":
        out = []
        for k in geography.adjacent(state, at):
            fd = geography.field_data(state, data, k)
            f = state.fields[k]
            if fd.difficulty == p.level and not f.visited and f.owner is None and fd.location != "town":
                out.append(k)
        return out
    return [""]


def play_on_map(ctx: Ctx, seat: int, params: Mapping[str, str]) -> None:
    p = ctx.player(seat)
    m = mode_of(ctx.data, p, params["card"], params["mode"])
    ctx.say(t("h3-played", who=p.name, card=cards.name(ctx.data, m.card)))
    deeds = Deeds(ctx.state, ctx.data, p, seat, target=params.get("target") or None, ctx=ctx)
    _play_card(deeds, m, 0)


def _on_map(d: Deeds, m: Mode, step: Step, amount: int) -> None:
    ctx = d.ctx
    assert ctx is not None
    p, seat, op = d.p, d.seat, step.op
    if op in RESOURCES:
        have = p.resources[op]
        got = max(amount, -have)
        gain(p, {op: got})
        if got == 0:
            ctx.say(t("h3-gets-nothing", who=p.name))
        else:
            what = show({op: got}) if got > 0 else join("-", show({op: -got}), sep="")
            ctx.say(t("h3-gets", who=p.name, what=what))
    elif op in ("mp", "mp_if_spent"):
        p.main.mp += amount
    elif op == "portal" and d.target:
        p.main.came_from, p.main.at = None, d.target
        ctx.say(t("h3-portal", who=p.name, to=d.target))
    elif op == "reveal" and d.target:
        a, b = (int(v) for v in d.target.split(","))
        slot = geography.slot_at(ctx.state, a, b)
        if slot is not None:
            geography.reveal(ctx.state, slot, ctx.data)
            ctx.close()
            ctx.say(t("h3-revealed", who=p.name, at=d.target, tile=slot.tile))
    elif op in ("reinforce_half", "reinforce_less"):
        options: list[tuple[str, Say]] = [
            (
                f"reinforce:{i}",
                t(
                    "h3-card-reinforce",
                    unit=ctx.data.units[p.units[i].card].name,
                    cost=show(_reinforce_price(ctx.data, p.units[i].card, step)),
                ),
            )
            for i in _reinforce_choices(ctx.data, p, step)
        ]
        if options:
            ctx.state.pending.append(
                ask(
                    seat,
                    "card_reinforce",
                    t("h3-reinforce-prompt"),
                    options + [("none", t("h3-none-option"))],
                    {"op": op, "word": step.word, "n": str(step.amount)},
                )
            )
    elif op == "guild":
        less, search = step.n
        price = max(0, ctx.data.factions[p.faction].mage_guild_spell_cost.gold - less)
        p.tokens_used.append("spell_book")
        p.resources["gold"] -= price
        ctx.say(t("h3-card-guild", who=p.name, gold=price))
        cards.search(ctx, seat, "spell", search)
    elif op == "recruit_neutral":
        _recruit_neutral(ctx, seat)
    elif op == "pass_guard" and d.target:
        ctx.state.fields[d.target].visited = True
        ctx.say(t("h3-pass-guard", who=p.name, at=d.target))
    elif op == "roll":
        for _ in range(amount):
            roll = t("h3-roll-die", die=step.word)
            ctx.state.pending.append(ask(seat, "dice_kind", roll, [(step.word, roll)], {"n": "1"}))
    elif op == "clear_visited":
        for f in ctx.state.fields.values():
            f.visited = False
        ctx.say(t("h3-cleared"))
    elif op == "plague":
        packs = [u for u in p.units if u.pack]
        if packs:
            packs[0].pack = False  # H-PROCLAMATIONS-CHOICES: the first Pack in the unit deck
            ctx.say(t("h3-plague", who=p.name))
    elif op == "morale":
        progress.positive_morale(ctx, seat)
    elif op == "draw":
        cards.draw(ctx, seat, amount)
    elif op in ("discard", "pay"):
        ask_discard(ctx, seat, amount)
    else:
        _hand(d, op)


def _recruit_neutral(ctx: Ctx, seat: int) -> None:
    """Diplomacy: a neutral card from each tier you may recruit from (azure with the tier-3
    dwelling); recruit one of them at the cost on its card (§7.3, H-CARDS-DIPLOMACY)."""
    p = ctx.player(seat)
    drawn = []
    for tier in _dwelling_tiers(ctx.data, p):
        card = cards.top_card(ctx, ctx.state.neutrals[tier])
        if card is not None:
            drawn.append(card)
    ctx.close()
    options: list[tuple[str, Say]] = []
    for card in drawn:
        price = _neutral_price(ctx.data, card)
        if all(p.resources[r] >= price[r] for r in RESOURCES) and len(p.units) < 6:
            label = t("h3-card-recruit-neutral", unit=ctx.data.neutrals[card].name, cost=show(price))
            options.append((f"neutral:{card}", label))
    ctx.state.pending.append(
        ask(
            seat,
            "card_neutral",
            t("h3-neutral-prompt"),
            options + [("none", t("h3-none-option"))],
            {"drawn": ",".join(drawn)},
        )
    )


def _neutral_price(data: Homm3Data, card: str) -> dict[str, int]:
    """§7.3: "uhradit náklady na naverbování uvedené na kartě neutrální jednotky" (the cost printed
    on the neutral card)."""
    return cost_dict(data.neutrals[card].cost)


def answer_neutral(ctx: Ctx, q: Pending, pick: str) -> None:
    p = ctx.player(q.seat)
    drawn = [c for c in q.context["drawn"].split(",") if c]
    if pick != "none":
        card = pick.partition(":")[2]
        price = _neutral_price(ctx.data, card)
        for r in RESOURCES:
            p.resources[r] -= price[r]
        p.units.append(OwnedUnit(card, False, True))
        drawn.remove(card)
        ctx.say(t("h3-recruited-neutral", who=p.name, unit=ctx.data.neutrals[card].name))
    for card in drawn:
        ctx.state.neutrals[ctx.data.neutrals[card].tier].discard.append(card)


def answer_reinforce(ctx: Ctx, q: Pending, pick: str) -> None:
    if pick == "none":
        return
    p = ctx.player(q.seat)
    i = int(pick.partition(":")[2])
    step = Step(q.context["op"], (int(q.context["n"]),), q.context["word"])
    price = _reinforce_price(ctx.data, p.units[i].card, step)
    for r in RESOURCES:
        p.resources[r] -= price[r]
    p.units[i].pack = True
    ctx.say(t("h3-reinforced-paid", who=p.name, unit=ctx.data.units[p.units[i].card].name, cost=show(price)))


# ------------------------------------------------------------------ proclamations (§11.1)


def settle(ctx: Ctx) -> None:
    """Apply the proclamation drawn this round ("now"), or its effect at the next Resource round."""
    state = ctx.state
    card = state.proclamation
    if card is None:
        return
    pr = ctx.data.proclamations[card]
    due = state.proclamation_round + (1 if pr.duration == "next_resource_round" else 0)
    if pr.duration not in ("now", "next_resource_round") or state.round != due or state.proclaimed == due:
        return
    state.proclaimed = due
    for seat, p in enumerate(state.players):
        if p.eliminated:
            continue
        deeds = Deeds(state, ctx.data, p, seat, ctx=ctx)
        for step in pr.does:
            if step.op == "reshuffle_hand":
                _reshuffle_hand(ctx, seat)
            elif step.op == "redraw_if_first":
                continue
            else:
                _on_map(deeds, Mode(card, "", "map", "none", pr.does), step, step.amount)
    if any(s.op == "redraw_if_first" for s in pr.does) and state.round == 2:
        progress.proclaim(ctx)
        settle(ctx)


def _reshuffle_hand(ctx: Ctx, seat: int) -> None:
    p = ctx.player(seat)
    back = [c for c in p.hand if cards.kind_of(c) in ("artifact", "spell")]
    for c in back:
        p.hand.remove(c)
    p.deck = ctx.rng.shuffled(p.deck + back)
    cards.draw(ctx, seat, len(back))


# ------------------------------------------------------------------ allies swap cards (Cooperative)


def swaps(state: Homm3State, data: Homm3Data, seat: int) -> list[tuple[str, Say, dict[str, str]]]:
    """Allied players may swap artifact and spell cards in hand one for one while their heroes stand
    on adjacent fields (rulebook, Trading Post page; H-CARDS-SWAP)."""
    if state.mode != "cooperative":
        return []
    p = state.players[seat]
    if p.main.at is None:
        return []
    out: list[tuple[str, Say, dict[str, str]]] = []
    near = set(geography.adjacent(state, p.main.at)) | {p.main.at}
    for other, q in enumerate(state.players):
        if other == seat or q.eliminated or q.main.at not in near:
            continue
        if not any(cards.kind_of(c) in TRADEABLE for c in q.hand):
            continue
        for c in dict.fromkeys(p.hand):
            if cards.kind_of(c) in TRADEABLE:
                label = t("h3-swap-offer", card=cards.name(data, c), ally=q.name)
                out.append((f"swap {c} {other}", label, {"card": c, "ally": str(other)}))
    return out


def offer_swap(ctx: Ctx, seat: int, params: Mapping[str, str]) -> None:
    ally = int(params["ally"])
    q = ctx.player(ally)
    p = ctx.player(seat)
    options: list[tuple[str, Say]] = [
        (f"give:{c}", t("h3-swap-give", card=cards.name(ctx.data, c)))
        for c in dict.fromkeys(q.hand)
        if cards.kind_of(c) in TRADEABLE
    ]
    ctx.state.pending.append(
        ask(
            ally,
            "card_swap",
            t("h3-swap-prompt", who=p.name, card=cards.name(ctx.data, params["card"])),
            options + [("none", t("h3-swap-decline"))],
            {"from": str(seat), "card": params["card"]},
        )
    )


def answer_swap(ctx: Ctx, q: Pending, pick: str) -> None:
    giver = ctx.player(int(q.context["from"]))
    taker = ctx.player(q.seat)
    card = q.context["card"]
    if pick == "none" or card not in giver.hand:
        ctx.say(t("h3-swap-declined", who=taker.name))
        return
    back = pick.partition(":")[2]
    giver.hand.remove(card)
    taker.hand.remove(back)
    giver.hand.append(back)
    taker.hand.append(card)
    ctx.say(t("h3-swapped", a=giver.name, b=taker.name))
