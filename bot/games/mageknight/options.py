"""The legal options of the active player (the single source of truth for autocomplete, buttons
and the console), and their stable ids."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.engine.hexes import format_hex, neighbours, tile_centre
from bot.engine.i18n import Say, Text, t
from bot.games.mageknight import banners, enemies, glossary, interaction, interpret, mana, rewards, units
from bot.games.mageknight import effects as fx
from bot.games.mageknight import effects as fxm
from bot.games.mageknight.asking import combos, paying, payments, way_text
from bot.games.mageknight.combat import lasting
from bot.games.mageknight.combat.starts import ADVENTURE_SITES, maze_paths
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.exploration import explorable_slots, explore_cost
from bot.games.mageknight.interpret import implemented, mode_slugs
from bot.games.mageknight.modes import (
    ACTION_KINDS,
    PLAYABLE_KINDS,
    SIDEWAYS,
    combat_only,
    copy_targets,
    declared_part,
    expand,
    needs_discard,
    payment_variants,
)
from bot.games.mageknight.movement import consequences_text, destinations
from bot.games.mageknight.option import Option, applies, offer
from bot.games.mageknight.play import Play
from bot.games.mageknight.resolvers import (
    advanced,
    basic,
    combat_effects,
    composite,
    interactive,
    spells,
    travel,
)
from bot.games.mageknight.resolvers import banners as banner_effects
from bot.games.mageknight.resolvers.tactics import tactic_options
from bot.games.mageknight.skills.use import skill_options
from bot.games.mageknight.state import BASIC_COLOURS, Player, Turn


def gives_heal(effect: Mapping[str, Any]) -> bool:
    """Whether playing this alternative gives Heal points (alone or beside other parts: Regeneration,
    Cure, Golden Grail): a healing effect, not offered during combat. Conditional effects (Refreshing
    Walk) are tried before they are offered instead."""
    kind = fx.kind_of(effect)
    if kind == "all":
        return any(gives_heal(p) for p in effect["all"])
    return kind == "heal"


def _usable(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> bool:
    if turn.combat is not None and gives_heal(effect):  # §4.8, §7: no healing in combat (R-HEAL-COMBAT)
        return False

    verdict = travel.usable(ctx, player, turn, effect)  # travel, Space/Time Bending, Wings of Night
    if verdict is not None:
        return verdict
    verdict = spells.usable(ctx, player, turn, effect)  # enemy effects, combat parts inside an "all"
    if verdict is not None:
        return verdict

    verdict = combat_effects.usable(ctx, player, turn, effect)
    if verdict is not None:
        return verdict
    kind = fx.kind_of(effect)
    if combat_only(effect) or kind in ("ready_unit",):
        return False
    if kind == "pay_for_crystal":
        return any(mana.payment_options(ctx.state, player, turn, c) for c in BASIC_COLOURS)
    if kind == "fix_dice":
        return sum(1 for d in ctx.state.source if d.taken_by is None) >= effect["fix_dice"]
    if kind == "all":
        return _usable(ctx, player, turn, effect["all"][0])
    return True


def _param_variants(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> list[dict[str, str]]:
    """The parameter sets an effect alternative of a card needs (colours, dice colours, terrain...)."""
    return interpret.variants(ctx, player, turn, effect, Play("", "basic"), _card_leaf_variants)


def _card_leaf_variants(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    effect: Mapping[str, Any],
    play: Play,
    sub: Callable[[Mapping[str, Any]], list[dict[str, str]]],
) -> list[dict[str, str]] | None:
    """A card effect's own parameter sets: the basic kinds here, the others from their area module
    (None: the interpreter walks it)."""
    kind = fx.kind_of(effect)
    if kind == "heal":  # the wounded units to heal first (R-HEAL-CARD); none: Wounds in hand only
        return [{}] + [{"unit": ",".join(t)} for t in units.heal_targets(ctx, player, int(effect["heal"]))]
    if kind in ("mana_token", "crystal") and len(effect[kind]) > 1:
        return [{"colour": c} for c in effect[kind]]
    if kind == "pay_for_crystal":  # the colour, and the mana paid for it (R-ASK)
        return [
            {"colour": c, "pay": w}
            for c in BASIC_COLOURS
            for w in mana.payment_options(ctx.state, player, turn, c)
        ]
    if kind == "fix_dice":
        n = effect["fix_dice"]
        colours = ["red", "blue", "green", "white", "black"]
        if n == 1:
            return [{"colours": c} for c in colours]
        return [{"colours": f"{a},{b}"} for i, a in enumerate(colours) for b in colours[i:]]
    if kind == "terrain_discount":
        return [{"terrain": t} for t, rec in sorted(ctx.data.terrains.items()) if rec.passable]
    # each area module lists the variants of its own kinds (None: not one of its kinds)
    for area in (spells, combat_effects, banner_effects, interactive):
        mine = area.param_variants(ctx, player, turn, effect)
        if mine is not None:
            return mine
    for nesting in (travel, composite, advanced):  # these also look into nested effects
        mine = nesting.param_variants(ctx, player, turn, effect, sub)
        if mine is not None:
            return mine
    return None


def play_options(ctx: Ctx, player: Player, turn: Turn) -> list[Option]:
    out: list[Option] = []
    for card in sorted(set(player.hand)):
        rec = ctx.data.cards[card]
        if rec.kind == "wound":
            continue
        if rec.kind in PLAYABLE_KINDS:
            for how in ("basic", "powered"):
                effect = rec.basic if how == "basic" else rec.powered
                if not effect or not implemented(effect):
                    continue
                if rec.kind in ACTION_KINDS:
                    if how == "basic":
                        out.extend(_modes(ctx, player, turn, card, how, effect))
                        continue
                    ways = mana.payment_options(ctx.state, player, turn, rec.colour)
                    pays = [{"mana": w} for w in ways]  # each source is its own option (R-ASK)
                else:
                    pays = payment_variants(ctx, player, turn, card, how)
                    if how == "basic" and fx.kind_of(effect) == "banner":
                        continue
                if not pays:
                    continue
                for pay in pays:
                    out.extend(_modes(ctx, player, turn, card, how, effect, pay))
        for kind in SIDEWAYS:
            if kind in ("move", "influence"):
                label = t("mk-game-opt-sideways", card=rec.name, kind=kind)
                out.append(offer(label, "play", card=card, mode=f"sideways/{kind}"))
    return out


def _modes(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    card: str,
    how: str,
    effect: Mapping[str, Any],
    pay: Mapping[str, str] | None = None,
) -> list[Option]:
    """The ways to play ``card`` in ``how`` paying its mana with ``pay`` (``mana``/``black``)."""
    rec = ctx.data.cards[card]
    alts = expand(effect)
    multi = len(alts) > 1
    out: list[Option] = []
    for alt, alt_slug in zip(alts, mode_slugs(alts), strict=True):
        if not _usable(ctx, player, turn, alt if multi else effect):
            continue
        mode = f"{how}/{alt_slug}" if multi else how
        base = t("mk-game-opt-play", card=rec.name, how=how, effect=fx.text(alt if multi else effect))
        if fx.kind_of(effect) == "copy_powered":
            for target in copy_targets(ctx, player):
                if target == card and player.hand.count(card) < 2:
                    continue
                trec = ctx.data.cards[target]
                talts = expand(trec.powered)
                for talt, tslug in zip(talts, mode_slugs(talts), strict=True):
                    if not _usable(ctx, player, turn, talt):
                        continue
                    tmode = tslug if len(talts) > 1 else ""
                    params = {"target": target, **({"target_mode": tmode} if tmode else {})}
                    label = t(
                        "mk-game-opt-play-copy",
                        card=rec.name,
                        target=trec.name,
                        effect=fx.text(talt),
                        bonus=effect["copy_powered"],
                    )
                    variants = _param_variants(ctx, player, turn, talt)
                    if needs_discard(trec.powered):
                        variants = [{"discard": d} for d in _others(player, card, target)]
                    for extra in variants:
                        out.append(
                            offer(_suffix(label, extra), "play", card=card, mode=mode, **params, **extra)
                        )
            continue
        if needs_discard(effect):
            for other in _others(player, card):
                out.append(
                    offer(
                        t("mk-game-opt-discarding", option=base, card=ctx.data.cards[other].name),
                        "play",
                        card=card,
                        mode=mode,
                        discard=other,
                    )
                )
            continue
        for extra in _param_variants(ctx, player, turn, alt if multi else effect):
            out.append(offer(_suffix(base, extra), "play", card=card, mode=mode, **extra))
    if pay:
        out = [offer(paying(o.label, pay), o.command, **o.params, **pay) for o in out]
    return _tried(ctx, player, effect, out)


def _tried(ctx: Ctx, player: Player, effect: Mapping[str, Any], found: list[Option]) -> list[Option]:
    """Options of effects resolved by the area resolvers (conditions, costs, offers...) are tried on a
    copy and kept only if they apply."""
    advanced = bool(found) and ctx.data.cards[found[0].params["card"]].kind == "advanced"
    if not found or not (advanced or fx.kinds_in(effect) - basic.KINDS - {"all", "choice"}):
        return found
    return [option for option in found if applies(ctx, player.seat, option)]


def _others(player: Player, *used: str) -> list[str]:
    """Distinct non-wound cards left in hand once ``used`` cards are taken out of it."""
    hand = list(player.hand)
    for c in used:
        if c in hand:
            hand.remove(c)
    return sorted({c for c in hand if c != "wound"})


def _suffix(label: Say, params: Mapping[str, str]) -> Say:
    """``label`` with the values of ``params`` after it, each in brackets (a colour in words)."""
    for v in params.values():
        label = t("mk-game-opt-with", option=label, value=t("mk-cmd-value", value=v))
    return label


def _combat_modes(ctx: Ctx, player: Player, turn: Turn, card: str, kind: str) -> list[str]:
    """Declaration items (``card@mode[+mana=...]``) by which one card gives ``kind`` (attack/block)."""
    rec = ctx.data.cards[card]
    out: list[str] = []
    if rec.kind in PLAYABLE_KINDS:
        for how in ("basic", "powered"):
            effect = rec.basic if how == "basic" else rec.powered
            if not effect or not implemented(effect):
                continue
            pays = [""]
            if rec.kind not in ACTION_KINDS:  # every way to pay is its own item (R-ASK)
                pays = [
                    "".join(f"+{k}={v}" for k, v in w.items())
                    for w in payment_variants(ctx, player, turn, card, how)
                ]
            elif how == "powered":
                pays = [f"+mana={w}" for w in mana.payment_options(ctx.state, player, turn, rec.colour)]
            if not pays:
                continue
            alts = expand(effect)
            for alt, alt_slug in zip(alts, mode_slugs(alts), strict=True):
                first = declared_part(alt)
                mode = f"{how}/{alt_slug}" if len(alts) > 1 else how
                if fx.kind_of(first) == "discard_any_for":  # Sword/Bow basic: offered discarding one card
                    others = [c for c in sorted(set(player.hand)) if c not in ("wound", card)]
                    if others and fx.kind_of(declared_part(first["discard_any_for"])) == kind:
                        out.extend(f"{card}@{mode}{pay}+discards={others[0]}" for pay in pays)
                    continue
                if fx.kind_of(first) != kind or needs_discard(effect):
                    continue
                out.extend(f"{card}@{mode}{pay}" for pay in pays)
    out.append(f"{card}@sideways/{kind}")
    return out


def combat_options(ctx: Ctx, player: Player, turn: Turn) -> list[Option]:
    """Single-card declarations and phase steps (the engine keeps only those that succeed);
    several cards at once are declared by naming them all."""

    combat = turn.combat
    assert combat is not None
    out: list[Option] = []
    cards = sorted({c for c in player.hand if c != "wound"})
    if combat.phase in ("ranged", "attack"):
        for e in enemies.living(combat):
            if e.role == "summoned":
                continue
            name = enemies.record(ctx, e).name
            for c in cards:
                for item in _combat_modes(ctx, player, turn, c, "attack"):
                    card = ctx.data.cards[c].name
                    how = item.split("@")[1]
                    label = t("mk-game-opt-attack-with", enemy=name, uid=e.uid, card=card, mode=how)
                    out.append(offer(label, "attack", targets=e.uid, cards=item))
            if combat.possessed and combat.phase == "attack":  # Possess, Burning Shield (R-POSSESS)
                label = t("mk-game-opt-attack-kept", enemy=name, uid=e.uid)
                out.append(offer(label, "attack", targets=e.uid))
    if combat.phase == "block":
        for e in enemies.attackers(combat):
            name = enemies.record(ctx, e).name
            for i in enemies.attack_indexes(ctx, e):
                if e.blocked[i]:
                    continue
                extra = {"attack": str(i + 1)} if len(enemies.attack_indexes(ctx, e)) > 1 else {}
                for c in cards:
                    for item in _combat_modes(ctx, player, turn, c, "block"):
                        card = ctx.data.cards[c].name
                        how = item.split("@")[1]
                        label = t("mk-game-opt-block-with", enemy=name, uid=e.uid, card=card, mode=how)
                        out.append(offer(label, "block", enemy=e.uid, cards=item, **extra))

    if combat.phase == "damage":
        for e, i in enemies.unblocked(ctx, combat):
            name = enemies.record(ctx, e).name
            extra = {"attack": str(i + 1)} if len(enemies.attack_indexes(ctx, e)) > 1 else {}
            first = lasting.forced_unit(ctx, player, combat, e, i)  # Shocktroops: that unit first
            if first is not None:
                label = t("mk-game-opt-damage-forced", enemy=name, uid=e.uid, unit=first)
                out.append(offer(label, "damage", enemy=e.uid, units=first, **extra))
                continue
            out.append(
                offer(t("mk-game-opt-damage-hero", enemy=name, uid=e.uid), "damage", enemy=e.uid, **extra)
            )
            no_units = "assassination" in enemies.abilities(ctx, combat, e, i)
            takers = [u for u in player.units if combat.units_allowed or u.uid == player.bonded_unit]
            for u in [] if no_units else takers:  # R-BONDS: the bonded unit takes damage anywhere
                fee = ctx.data.units[u.unit].pay_to_assign_damage  # Thugs: Influence to take damage
                if not u.wounds and u.uid not in combat.resisted_units and fee <= turn.influence:
                    uname = ctx.data.units[u.unit].name
                    out.append(
                        offer(
                            t("mk-game-opt-damage-unit", enemy=name, uid=e.uid, unit=uname, unit_id=u.uid),
                            "damage",
                            enemy=e.uid,
                            units=u.uid,
                            **extra,
                        )
                    )
    out.extend(combat_effects.unit_options(ctx, player, turn))  # in-combat unit abilities (R-UNIT-COMBAT)
    if not (combat.phase == "damage" and enemies.unblocked(ctx, combat)):
        out.append(offer(t("mk-game-opt-next", phase=combat.phase), "next"))
    return out


def action_options(ctx: Ctx, player: Player) -> list[Option]:
    """The turn's optional actions that start a combat (§3.4): challenge, enter, burn."""

    assert player.position is not None
    here = (player.position[0], player.position[1])
    out = []
    for n in neighbours(here):
        sp = ctx.state.space(n)
        if sp is not None and sp.rampaging and sp.tokens:
            names = [
                ctx.data.enemies[x.enemy].name
                if x.face_up
                else t("mk-game-opt-face-down", colour=t("mk-cmd-enemy-colour", colour=x.colour))
                for x in sp.tokens
            ]
            label = t("mk-game-opt-challenge", enemies=names, hex=format_hex(n))
            out.append(offer(label, "challenge", targets=format_hex(n)))
    space = ctx.state.space(here)
    if space is not None and space.site == "ancient_ruins" and (space.ruins or space.tokens):
        out.extend(_ruins_options(ctx, player, space))
    elif space is not None and space.site in ("maze", "labyrinth"):
        turn = ctx.state.turn
        for cost, ok in maze_paths(ctx, player, space):
            if ok and turn is not None and turn.move >= cost:
                out.append(
                    offer(
                        t("mk-game-opt-maze-path", cost=cost, site=_site(ctx, space.site)),
                        "enter",
                        path=str(cost),
                    )
                )
    elif space is not None and space.site in ADVENTURE_SITES:
        site = ctx.data.sites[space.site]
        if site.enter is not None and (
            space.tokens or space.owner is None or space.site in ("dungeon", "tomb")
        ):
            out.append(offer(t("mk-game-opt-enter", site=_site(ctx, space.site)), "enter"))
    if space is not None and space.site == "monastery" and not space.burned:
        out.append(offer(t("mk-game-opt-burn"), "burn"))
    return out


def _ruins_options(ctx: Ctx, player: Player, space: Any) -> list[Option]:
    """Enter the ruins: fight what is there, or pay an altar (only when its mana can be paid)."""
    if space.tokens or space.ruins is None or not space.ruins_up:
        return [offer(t("mk-game-opt-enter-ruins", token="none"), "enter")]
    token = ctx.data.ruins[space.ruins]
    if token.kind != "altar":
        return [offer(t("mk-game-opt-enter-ruins", token=glossary.ruins_of(token)), "enter")]
    turn = ctx.state.turn
    assert turn is not None
    colour, amount = token.cost["pay_mana"][0], int(token.cost["amount"])
    label = t(
        "mk-game-opt-altar",
        n=amount,
        colour=t("mk-cmd-colour", colour=colour),
        fame=token.reward.get("fame", 0),
    )
    return [  # each way to pay the three mana is its own option (R-ASK)
        offer(
            t("mk-ask-opt-paying", option=label, ways=[way_text(w) for w in ways]),
            "enter",
            mana=",".join(ways),
        )
        for ways in combos(ctx, player, turn, colour, amount)
    ]


def _site(ctx: Ctx, site: str) -> Text:
    """A site's name in words (the rulebook's name where the glossary prints one)."""
    return t("mk-map-site", id=site, name=ctx.data.sites[site].name if site in ctx.data.sites else site)


def turn_options(ctx: Ctx, player: Player, turn: Turn) -> list[Option]:
    local = local_options(ctx, player, turn)  # interaction, units, end-of-turn choices
    if turn.ending:
        return local
    out = play_options(ctx, player, turn) + local

    out.extend(skill_options(ctx, player, turn))
    out.extend(tactic_options(ctx, player, turn))
    if turn.combat is not None:
        return out + combat_options(ctx, player, turn) + banner_options(ctx, player, turn)
    if not turn.rested and turn.action is None:
        out.extend(action_options(ctx, player))
        reach = destinations(ctx, player, turn)  # what a move naming only its destination does (R-PATH)
        for key, route in sorted(
            ((format_hex(h), r) for h, r in reach.items()), key=lambda kv: (kv[1].cost, kv[0])
        ):
            sp = ctx.state.spaces[key]
            what = (
                _site(ctx, sp.site)
                if sp.site
                else t("mk-map-terrain", id=sp.terrain, name=ctx.data.terrains[sp.terrain].name)
            )
            way = " → ".join(format_hex(h) for h in route.steps) if len(route.steps) > 1 else "none"
            then = consequences_text(ctx, route) or "none"
            out.append(
                offer(
                    t("mk-game-opt-move", hex=key, what=what, cost=route.cost, path=way, then=then),
                    "move",
                    hex=key,
                )
            )
        explore_move = explore_cost(turn)
        if turn.move >= explore_move:
            for addr in explorable_slots(ctx, player):
                slot = format_hex(tile_centre(addr))
                out.append(
                    offer(t("mk-game-opt-explore", slot=slot, cost=explore_move), "explore", slot=slot)
                )
    if not turn.moved and not turn.rested and turn.action is None:
        non = sorted({c for c in player.hand if c != "wound"})
        wounds = player.hand.count("wound")
        if non:  # one non-Wound card and any number of Wounds: all of them first (R-ASK)
            for kept in range(wounds + 1):
                for c in non:
                    params = {"discard": ",".join([c] + ["wound"] * (wounds - kept))}
                    label = t("mk-game-opt-rest", card=ctx.data.cards[c].name, wounds=wounds - kept)
                    out.append(offer(label, "rest", **params))
        elif wounds:
            out.append(offer(t("mk-game-opt-slow-recovery"), "rest"))
    if (
        not player.deck
        and ctx.state.end_of_round_by is None
        and not (turn.moved or turn.played_or_discarded or turn.rested)
    ):
        out.append(offer(t("mk-game-opt-announce-end"), "announce-end"))
    out.extend(banner_options(ctx, player, turn))
    out.extend(end_turn_options(ctx, player, turn))
    return out


def banner_options(ctx: Ctx, player: Player, turn: Turn) -> list[Option]:
    """Assign a banner from the hand (or a waiting Banner of Command) to a unit, and use a banner's
    ability (``activate ability:0``: Banner of Courage, Banner of Fear)."""

    out = []
    banner = turn.mod("command_banner")
    for card in sorted(set(player.hand)) + ([banner.source] if banner is not None else []):
        effect = units.banner_effect(ctx, card)
        rec = ctx.data.cards[card]
        waiting = banner is not None and card == banner.source and card in player.play_area
        if effect is None or not fx.kinds_in(effect) <= banners.HANDLED:
            continue
        if not waiting and fx.kind_of(rec.basic) != "banner":
            continue  # Banner of Command: played basic (Influence, then the banner)
        for u in player.units:
            if not units.needs_token(ctx, u) or (waiting and u.uid not in turn.units_gained):
                continue
            label = t("mk-game-opt-banner", banner=rec.name, unit=ctx.data.units[u.unit].name, uid=u.uid)
            out.append(offer(label, "banner", card=card, unit=u.uid))
    for uid in banners.courage_choices(ctx, player, turn):
        out.append(offer(t("mk-game-opt-courage", uid=uid), "activate", unit=uid, ability="0"))
    for uid, mode in banners.fear_choices(ctx, player, turn):
        label = t("mk-game-opt-fear", uid=uid, enemy=mode)
        out.append(offer(label, "activate", unit=uid, ability="0", mode=mode))
    return out


def end_turn_options(ctx: Ctx, player: Player, turn: Turn) -> list[Option]:
    need_discard = not turn.played_or_discarded and not (not player.hand and turn.deck_had_cards)
    only_wounds = all(c == "wound" for c in player.hand)
    if not need_discard or (only_wounds and (turn.action is not None or turn.moved)):
        base = [offer(t("mk-game-opt-end-turn"), "end-turn")]
    else:
        base = [
            offer(t("mk-game-opt-end-turn-discarding", card=ctx.data.cards[c].name), "end-turn", discard=c)
            for c in sorted({c for c in player.hand if c != "wound"})
        ]
    assert player.position is not None
    space = ctx.state.space((player.position[0], player.position[1]))
    if space is None or space.site != "deep_mine" or len(space.mine) < 2:
        return base
    return [  # the deep mine's crystal colour is chosen as the turn ends
        offer(
            t("mk-game-opt-mining", option=o.label, colour=t("mk-cmd-crystal", colour=c)),
            "end-turn",
            **o.params,
            mine=c,
        )
        for o in base
        for c in space.mine
    ]


def local_options(ctx: Ctx, player: Player, turn: Turn) -> list[Option]:
    """Interaction, recruiting, unit activations outside combat, and the end-of-turn choices (rewards,
    level-ups). Each candidate is tried on a copy and offered only if it applies."""

    if turn.ending:
        _question, answers = rewards.choices_text(ctx, player, turn)
        return [offer(label, "choose", **params) for label, params in answers]
    if turn.combat is not None or turn.rested:
        return []
    data = ctx.data
    cands: list[Option] = []
    _key, space = interaction.here(ctx, player)
    if space.site == "village" and not (
        turn.moved or turn.played_or_discarded or turn.action or turn.plundered
    ):
        cands.append(offer(t("mk-game-opt-plunder"), "plunder"))
    if turn.action in (None, "interact") and interaction.refusal(ctx, player, space) is None:
        if turn.interaction is None:
            cands.append(offer(t("mk-game-opt-interact", site=_site(ctx, space.site or "")), "interact"))
        disbands = [u.uid for u in player.units] if units.free_tokens(ctx, player) <= 0 else [""]
        disbands = [d for d in disbands if d != player.bonded_unit]  # Bonds of Loyalty: never disbanded
        for u in sorted(set(ctx.state.unit_offer)):
            cost = interaction.recruit_cost(ctx, space, u)
            if cost is None:
                continue
            if units.bond_free(ctx, player):  # R-BONDS: into the skill's Command token, 5 less
                low = max(0, cost - interaction.BONDS_DISCOUNT)
                label = t("mk-game-opt-recruit-bonds", unit=data.units[u].name, cost=low)
                cands.append(offer(label, "recruit", unit=u, bond="yes"))
            for d in disbands:
                extra = {"disband": d} if d else {}
                label = t("mk-game-opt-recruit", unit=data.units[u].name, cost=cost, disband=d or "none")
                for pay in _extra_payments(ctx, player, turn, data.units[u].recruit_extra):
                    cands.append(offer(paying(label, pay), "recruit", unit=u, **extra, **pay))
        for item in interaction.offers(ctx, space):
            cands.extend(_buy_candidates(ctx, player, item))
    for owned in player.units:
        if owned.spent or owned.wounds:
            continue
        rec = data.units[owned.unit]
        for i, ability in enumerate(rec.abilities, start=1):
            pays = payments(ctx, player, turn, ability.mana)
            for alt in units.usable_alternatives(ability.effect):
                mode = {"mode": fx.slug(alt)} if len(fx.alternatives(ability.effect)) > 1 else {}
                for extra in _unit_variants(ctx, player, owned, alt):
                    activate = t("mk-game-opt-activate", unit=rec.name, uid=owned.uid, effect=fx.text(alt))
                    cands.extend(
                        offer(
                            paying(_suffix(activate, extra), pay),
                            "activate",
                            unit=owned.uid,
                            ability=str(i),
                            **mode,
                            **extra,
                            **pay,
                        )
                        for pay in pays
                    )
    return [option for option in cands if applies(ctx, player.seat, option)]


def _buy_candidates(ctx: Ctx, player: Player, item: Any) -> list[Option]:
    state = ctx.state
    kind = fxm.kind_of(item.gain)
    out = []
    if kind == "heal":
        wounds = player.hand.count("wound")
        if wounds:
            out.append(offer(t("mk-game-opt-buy-heal-hand", price=item.price), "buy", what=item.id))
        for u in player.units:
            if u.wounds:
                lvl = ctx.data.units[u.unit].level
                out.append(
                    offer(
                        t(
                            "mk-game-opt-buy-heal-unit",
                            heal=lvl,
                            price=item.price * lvl,
                            unit=ctx.data.units[u.unit].name,
                            uid=u.uid,
                        ),
                        "buy",
                        what=item.id,
                        points=str(lvl),
                        units=u.uid,
                    )
                )
        return out
    if kind == "gain_unit_offer_card":
        cards = state.monastery_offer
    elif kind == "gain_card" and item.gain["gain_card"] == "spell":
        cards = state.spell_offer if state.offers_revealed else [""]
    elif kind in ("choice", "gain_card"):
        cards = (state.aa_offer if state.offers_revealed else [""]) + (["deck"] if kind == "choice" else [])
    else:
        label = t("mk-game-opt-buy", what=fxm.text(item.gain), price=item.price)
        return [offer(label, "buy", what=item.id)]
    for c in sorted(set(cards)):
        name: Say = (
            ctx.data.cards[c].name
            if c and c != "deck"
            else t("mk-game-opt-deck" if c else "mk-game-opt-a-card")
        )
        params = {"card": c} if c else {}
        label = t("mk-game-opt-buy", what=name, price=item.price)
        turn = state.turn
        colour = ctx.data.cards[c].colour if c in ctx.data.cards and item.mana == "card_colour" else None
        pays = payments(ctx, player, turn, colour) if turn is not None else [{}]
        out.extend(offer(paying(label, pay), "buy", what=item.id, **params, **pay) for pay in pays)
    return out


def _extra_payments(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any]) -> list[dict[str, str]]:
    """The ways to pay a unit's extra recruiting mana (one of its colours; ``[{}]`` when none)."""
    if not effect or fxm.kind_of(effect) != "pay_mana":
        return [{}]
    ways = [w for c in effect["pay_mana"] for w in mana.payment_options(ctx.state, player, turn, c)]
    return [{"mana": w} for w in dict.fromkeys(ways)]


def _unit_variants(ctx: Ctx, player: Player, owned: Any, effect: Mapping[str, Any]) -> list[dict[str, str]]:
    """Parameter sets a unit ability needs outside combat (colour, Ready target, units to heal)."""
    out: list[dict[str, str]] = [{}]
    for sub in effect.get("all", [effect]):
        kind = fx.kind_of(sub)
        if kind in ("mana_token", "crystal") and len(sub[kind]) > 1:
            out = [{**o, "colour": c} for o in out for c in sub[kind]]
        elif kind == "ready_unit":
            targets = [
                u.uid
                for u in player.units
                if u.spent and u is not owned and ctx.data.units[u.unit].level <= sub["ready_unit"]
            ]
            out = [{**o, "target": t} for o in out for t in targets]
        elif kind == "heal":
            heals = units.heal_targets(ctx, player, int(sub["heal"]))
            variants = [{**o, "units": ",".join(t)} for o in out for t in heals]
            if "wound" in player.hand:
                variants += out
            out = variants
    return out
