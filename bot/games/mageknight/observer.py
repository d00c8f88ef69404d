"""What each player, and the public, may see (the observer). Hidden information — hands, deck
order, the tile stack, face-down tokens — appears only in the owner's private view or nowhere."""

from __future__ import annotations

from typing import Any

from bot.engine.hexes import format_hex, tile_centre
from bot.engine.i18n import Say, Text, join, t
from bot.games.mageknight import centre, rewards, space_benefits
from bot.games.mageknight import effects as fx
from bot.games.mageknight import enemies as enemy_rules
from bot.games.mageknight import units as unit_rules
from bot.games.mageknight.combat import flow, unit_use
from bot.games.mageknight.combat_math import EFFICIENT_BLOCKS, hero_wounds
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.exploration import explorable_slots, next_tile
from bot.games.mageknight.modes import expand
from bot.games.mageknight.options import _combat_modes
from bot.games.mageknight.state import GameState, Player
from bot.games.mageknight.units import usable_anywhere


def _player_public(state: GameState, data: MageKnightData, p: Player) -> dict[str, Any]:
    lv = data.levels
    out: dict[str, Any] = {
        "seat": p.seat,
        "name": p.name,
        "hero": p.hero,
        "hero_name": data.heroes[p.hero].name,
        "fame": p.fame,
        "reputation": p.reputation,
        "level": p.level,
        "armor": lv.armor(p.level),
        "hand_limit": lv.hand_limit(p.level),
        "command_tokens": lv.command_tokens(p.level),
        "deck": len(p.deck),
        "hand": len(p.hand),
        "discard": len(p.discard),
        "crystals": dict(p.crystals),
        "position": format_hex((p.position[0], p.position[1])) if p.position else None,
        "tactic": data.tactics[p.tactic].name if p.tactic else None,
        "play_area": [data.cards[c].name for c in p.play_area],
        "pending_level_rewards": list(p.pending_level_rewards),
        # units and skills lie face up on the table (§4.4, §4.5): public
        "units": [
            {
                "uid": u.uid,
                "unit": u.unit,
                "name": data.units[u.unit].name,
                "spent": u.spent,
                "wounds": u.wounds,
            }
            for u in p.units
        ],
        "skills": [data.skills[s].name for s in p.skills],
    }
    return out


def public_view(state: GameState, data: MageKnightData) -> dict[str, Any]:
    turn = state.turn
    view: dict[str, Any] = {
        "scenario": data.scenarios[state.scenario].name,
        "round": state.round,
        "night": state.night,
        "phase": state.phase,
        "active": turn.seat if turn else None,
        "tactic_pickers": list(state.tactic_pickers),
        "tactics_available": [data.tactics[t].name for t in state.tactics_available],
        "round_order": list(state.round_order),
        "players": [_player_public(state, data, p) for p in state.players],
        "source": [{"colour": d.colour, "taken": d.taken_by is not None} for d in state.source],
        "centre": centre.view(state, {s: data.skills[s].name for s in {e["skill"] for e in state.centre}}),
        "unit_offer": [data.units[u].name for u in state.unit_offer],
        "monastery_offer": [data.cards[c].name for c in state.monastery_offer],
        "aa_offer": [data.cards[c].name for c in state.aa_offer] if state.offers_revealed else None,
        "spell_offer": [data.cards[c].name for c in state.spell_offer] if state.offers_revealed else None,
        "tiles_left": len(state.tile_stack),
        "next_tile_back": state.tile_stack_kinds[0] if state.tile_stack_kinds else None,
        "end_of_round_by": state.end_of_round_by,
        "final_turns": list(state.game_end_turns) if state.game_end_turns is not None else None,
        "result": state.result,
    }
    if turn is not None:
        view["turn"] = {
            "seat": turn.seat,
            "move": turn.move,
            "influence": turn.influence,
            "tokens": list(turn.tokens),
            "dice_used": turn.dice_used,
            "dice_allowed": turn.dice_allowed,
            "rested": turn.rested,
            "moved": turn.moved,
        }
    return view


def private_view(state: GameState, data: MageKnightData, seat: int) -> dict[str, Any]:
    """The public view plus what only ``seat`` may know: its hand and deck size."""
    view = public_view(state, data)
    p = state.players[seat]
    view["you"] = {
        "seat": seat,
        "hand": list(p.hand),
        "hand_names": [data.cards[c].name for c in p.hand],
        "deck": len(p.deck),
        "discard": list(p.discard),
        "units": unit_details(state, data, seat),
        "skills": skill_details(data, p),
        "pending": pending_choice(state, data, seat),
    }
    return view


def map_view(state: GameState, data: MageKnightData, *, highlight: list[str] | None = None) -> dict[str, Any]:
    """The public map for the renderer. Face-down tokens carry only their colour."""
    hexes = []
    for key, sp in state.spaces.items():
        q, r = (int(v) for v in key.split(","))
        enemies = []
        for tok in sp.tokens:
            if tok.face_up and tok.enemy in data.enemies:
                e = data.enemies[tok.enemy]
                attack = "+".join(("S" if a.summon else str(a.value)) for a in e.attacks)
                enemies.append(
                    {
                        "colour": tok.colour,
                        "face_up": True,
                        "name": e.name,
                        "armor": e.armor,
                        "attack": attack,
                    }
                )
            else:
                enemies.append({"colour": tok.colour, "face_up": False})
        heroes = [p.hero for p in state.players if p.position and (p.position[0], p.position[1]) == (q, r)]
        site = sp.site
        if site == "monastery" and sp.burned:
            site = "burned_monastery"
        hexes.append(
            {
                "q": q,
                "r": r,
                "tile": sp.tile,
                "terrain": sp.terrain,
                "site": site,
                "mine_colours": list(sp.mine),
                "city_colour": sp.city,
                "owner": state.players[sp.owner].hero if sp.owner is not None else None,
                "enemies": enemies,
                "rampaging": bool(sp.rampaging and sp.tokens),
                "heroes": heroes,
            }
        )
    slots = []
    ctx = Ctx(state, data)
    if state.turn is not None and next_tile(ctx)[1] != "none":
        p = state.players[state.turn.seat]
        for addr in explorable_slots(ctx, p):
            label = format_hex(tile_centre(addr))
            slots.append({"centre": list(tile_centre(addr)), "label": label, "explorable": True})
    now, player = "none", ""
    if state.turn:
        now, player = "playing", state.players[state.turn.seat].name
    elif state.phase == "tactics" and state.tactic_pickers:
        now, player = "tactic", state.players[state.tactic_pickers[0]].name
    elif state.phase == "game_over":
        now = "over"
    scenario = t("mk-game-scenario-name", id=state.scenario, name=data.scenarios[state.scenario].name)
    title = t(
        "mk-map-title",
        scenario=scenario,
        round=state.round,
        night="yes" if state.night else "no",
        now=now,
        player=player,
    )
    return {
        "title": title,
        "night": state.night,
        "hexes": sorted(hexes, key=lambda h: (h["r"], h["q"])),
        "slots": slots,
        "heroes": {
            p.hero: {"colour": data.heroes[p.hero].colour, "label": f"{p.name} ({data.heroes[p.hero].name})"}
            for p in state.players
        },
        "highlight": [[int(v) for v in h.split(",")] for h in (highlight or [])],
        "names": {
            "terrains": {k: t("mk-map-terrain", id=k, name=rec.name) for k, rec in data.terrains.items()},
            "sites": {
                **{k: t("mk-map-site", id=k, name=rec.name) for k, rec in data.sites.items()},
                "burned_monastery": t("mk-map-burned-monastery"),
            },
        },
    }


# =============================================================================== combat
#: The enemy abilities the combat summary names (any other is named from its id).
ABILITIES = (
    *("fortified", "unfortified", "swift", "brutal", "poison", "paralyze", "assassination"),
    *("cumbersome", "vampiric", "elusive", "arcane_immunity", "defend", "ambush", "pursuit"),
)


def ability_word(ability: str) -> Text:
    """An enemy ability as the combat summary names it (``Arcane Immunity``)."""
    return t("mk-cmd-ability", ability=ability, name=ability.replace("_", " ").title())


def _ability_words(abilities: list[str], defend: int = 0) -> list[Text]:
    out = []
    for a in abilities:
        word = ability_word(a)
        if a == "defend" and defend:
            word = t("mk-cmd-ability-value", ability=word, n=defend)
        out.append(word)
    return out


def combat_view(state: GameState, data: MageKnightData) -> dict[str, Any] | None:
    """The public picture of the current combat (None outside a combat): every enemy with its
    current numbers and abilities, the phase, and what is needed now. No hand is ever shown."""

    turn = state.turn
    if turn is None or turn.combat is None:
        return None
    combat = turn.combat
    ctx = Ctx(state, data)
    player = state.players[turn.seat]
    phase = combat.phase
    enemies: list[dict[str, Any]] = []
    for e in combat.enemies:
        rec = data.enemies[e.enemy]
        abil = enemy_rules.abilities(ctx, combat, e)
        attacks: list[dict[str, Any]] = []
        for i, a in enumerate(rec.attacks):
            if a.summon:
                attacks.append({"index": i + 1, "summon": a.summon, "colour": a.summon_colour})
                continue
            attacks.append(
                {
                    "index": i + 1,
                    "element": a.element or "physical",
                    "printed": a.value,
                    "value": enemy_rules.attack_value(ctx, combat, e, i),
                    "blocked": e.blocked[i] if i < len(e.blocked) else False,
                    "assigned": e.assigned[i] if i < len(e.assigned) else False,
                }
            )
        enemies.append(
            {
                "uid": e.uid,
                "name": rec.name,
                "colour": e.colour,
                "role": e.role,
                "armor": enemy_rules.armor(ctx, combat, e, phase),
                "printed_armor": rec.armor,
                "elusive_armor": rec.elusive_armor,
                "armor_bonus": e.armor_bonus,
                # Elusive: the lower (printed) armor, with the same bonuses as the current value
                "armor_low": rec.armor
                + e.armor_bonus
                + (1 if combat.city == "white" and e.role == "defender" else 0),
                "fortified": enemy_rules.fortified(ctx, combat, e),
                "attacks": attacks,
                "resistances": list(rec.resistances),
                "abilities": sorted(abil),
                "city_bonus": sorted(abil - set(rec.abilities)),
                "defend": rec.defend,
                "fame": -(-rec.fame // 2) if e.half_fame else rec.fame,
                "defeated": e.defeated,
                "summoner": e.summoner,
            }
        )
    needs: list[dict[str, Any]] = []
    hero_armor = data.levels.armor(player.level)
    if phase in ("ranged", "attack"):
        for e in enemy_rules.living(combat):
            if e.role == "summoned":
                continue
            fort = enemy_rules.fortified(ctx, combat, e) if phase == "ranged" else 0
            needs.append(
                {
                    "uid": e.uid,
                    "name": data.enemies[e.enemy].name,
                    "armor": enemy_rules.armor(ctx, combat, e, phase),
                    "siege_only": fort == 1,
                    "untargetable": fort >= 2,
                }
            )
    elif phase in ("block", "damage"):
        for e, i in enemy_rules.unblocked(ctx, combat):
            rec = data.enemies[e.enemy]
            abil = enemy_rules.abilities(ctx, combat, e)
            element = rec.attacks[i].element or "physical"
            value = enemy_rules.attack_value(ctx, combat, e, i)
            damage = value * (2 if "brutal" in abil else 1)
            needs.append(
                {
                    "uid": e.uid,
                    "name": rec.name,
                    "attack": i + 1,
                    "attacks": len(enemy_rules.attack_indexes(ctx, e)),
                    "element": element,
                    "value": value,
                    "block": value * (2 if "swift" in abil else 1),
                    "efficient": list(EFFICIENT_BLOCKS[element]),
                    "damage": damage,
                    "hero_wounds": hero_wounds(damage, hero_armor),
                    "notes": [
                        a for a in ("swift", "brutal", "poison", "paralyze", "assassination") if a in abil
                    ],
                }
            )
    units = [
        {
            "uid": u.uid,
            "name": data.units[u.unit].name,
            "armor": data.units[u.unit].armor,
            "resistances": list(data.units[u.unit].resistances),
            "wounded": bool(u.wounds),
            "spent": u.spent,
            "resisted": u.uid in combat.resisted_units,
        }
        for u in player.units
    ]
    return {
        "player": player.name,
        "seat": player.seat,
        "kind": combat.kind,
        "site": data.sites[combat.site].name if combat.site and combat.site in data.sites else None,
        "site_hex": combat.site_hex,
        "city": combat.city,
        "phase": phase,
        "phase_name": flow.phase_name(phase),
        "enemies": enemies,
        "needs": needs,
        "hero_armor": hero_armor,
        "hand_limit": data.levels.hand_limit(player.level),
        "wounds_taken": combat.wounds_taken,
        "knocked_out": combat.knocked_out,
        "units_allowed": combat.units_allowed,
        "units": units,
        "night_rules": combat.night_rules,
    }


def element_word(element: str) -> Text:
    """An attack or block element as the summaries name it (``Fire``, ``physical``)."""
    return t("mk-cmd-element", element=element)


def _elements(elements: list[str]) -> Say:
    return join(*(element_word(e) for e in elements), sep="/")


def _resistances(elements: list[str]) -> Say:
    """Resistances as the summaries name them (``Fire/Ice``)."""
    return join(*(t("mk-cmd-resistance", element=e) for e in elements), sep="/")


def _enemy_line(e: dict[str, Any]) -> Say:
    """One enemy of the combat summary: numbers, attacks, resistances, abilities, Fame, state."""
    if e["elusive_armor"]:
        low = "same" if e["armor"] == e["armor_low"] else e["armor_low"]
        armor = t("mk-cmd-combat-armor-elusive", armor=e["armor"], low=low)
    elif e["armor_bonus"]:
        armor = t("mk-cmd-combat-armor-vampiric", armor=e["armor"], bonus=e["armor_bonus"])
    else:
        armor = t("mk-cmd-combat-armor", armor=e["armor"])
    attacks: list[Say] = []
    summons: list[Say] = []
    for a in e["attacks"]:
        if "summon" in a:
            colour = t("mk-cmd-enemy-colour", colour=a["colour"])
            summons.append(t("mk-cmd-combat-summons", n=a["summon"], colour=colour))
            continue
        status = "blocked" if a["blocked"] else "dealt" if a["assigned"] else "none"
        attacks.append(
            t(
                "mk-cmd-combat-attack",
                value=a["value"],
                element=element_word(a["element"]),
                printed="none" if a["value"] == a["printed"] else a["printed"],
                status=status,
            )
        )
    bits: list[Say] = [armor]
    if attacks:
        bits.append(t("mk-cmd-combat-attacks", attacks=join(*attacks, sep=" + ")))
    bits += summons
    if e["resistances"]:
        bits.append(t("mk-cmd-combat-resists", elements=_resistances(e["resistances"])))
    named: list[Say] = [*_ability_words([a for a in e["abilities"] if a not in e["city_bonus"]], e["defend"])]
    if e["fortified"] and "fortified" not in e["abilities"]:
        named.append(t("mk-cmd-combat-fortified-site"))
    if e["city_bonus"]:
        named += [t("mk-cmd-combat-city-bonus", ability=w) for w in _ability_words(e["city_bonus"])]
    if named:
        bits.append(join(*named, sep=", "))
    bits.append(t("mk-cmd-combat-fame", fame=e["fame"]))
    state = "defeated" if e["defeated"] else "summoned" if e["summoner"] else "none"
    return t(
        "mk-cmd-combat-enemy",
        uid=e["uid"],
        name=e["name"],
        colour=t("mk-cmd-enemy-colour", colour=e["colour"]),
        role=t("mk-cmd-combat-role", role=e["role"]),
        bits=join(*bits, sep="; "),
        state=state,
        summoner=e["summoner"] or "",
    )


def combat_lines(state: GameState, data: MageKnightData) -> list[Say]:
    """The public combat summary as text lines (empty outside a combat)."""

    v = combat_view(state, data)
    if v is None:
        return []
    where: Say = "none"
    if v["site"]:
        site = t(
            "mk-map-site",
            id=state.turn.combat.site if state.turn and state.turn.combat else "",
            name=v["site"],
        )
        where = t("mk-cmd-combat-site", site=site, hex=v["site_hex"] or "none")
    lines: list[Say] = [
        t(
            "mk-cmd-combat-head",
            player=v["player"],
            kind=v["kind"],
            where=where,
            city=v["city"] or "none",
            phase=v["phase_name"],
        )
    ]
    lines += [_enemy_line(e) for e in v["enemies"]]
    needs = v["needs"]
    if v["phase"] in ("ranged", "attack"):
        items = []
        for n in needs:
            walls = "double" if n["untargetable"] else "siege" if n["siege_only"] else "none"
            items.append(
                t("mk-cmd-combat-to-defeat-item", name=n["name"], uid=n["uid"], armor=n["armor"], walls=walls)
            )
        lines.append(
            t(
                "mk-cmd-combat-to-defeat",
                phase=v["phase"],
                enemies=join(*items, sep="; ") if items else t("mk-cmd-combat-all-defeated"),
            )
        )
    elif v["phase"] == "block":
        items = []
        for n in needs:
            items.append(
                t(
                    "mk-cmd-combat-to-block-item",
                    name=n["name"],
                    uid=n["uid"],
                    attack=n["attack"] if n["attacks"] > 1 else "none",
                    value=n["value"],
                    element=element_word(n["element"]),
                    block=n["block"],
                    swift=_yes("swift" in n["notes"]),
                    efficient="none" if n["element"] == "physical" else _elements(n["efficient"]),
                )
            )
        lines.append(
            t("mk-cmd-combat-to-block", attacks=join(*items, sep="; ") if items else t("mk-cmd-nothing"))
        )
    elif v["phase"] == "damage":
        items = []
        for n in needs:
            extra: list[Say] = [
                t("mk-cmd-combat-brutal-doubled", value=n["value"]) if x == "brutal" else ability_word(x)
                for x in n["notes"]
                if x != "swift"
            ]
            items.append(
                t(
                    "mk-cmd-combat-damage-item",
                    name=n["name"],
                    uid=n["uid"],
                    attack=n["attack"] if n["attacks"] > 1 else "none",
                    damage=n["damage"],
                    element=element_word(n["element"]),
                    notes=join(*extra, sep=", ") if extra else "none",
                    wounds=n["hero_wounds"],
                )
            )
        lines.append(
            t(
                "mk-cmd-combat-damage-coming",
                attacks=join(*items, sep="; ") if items else t("mk-cmd-none"),
                armor=v["hero_armor"],
                wounds=v["wounds_taken"],
                limit=v["hand_limit"],
            )
        )
    if v["units"] and v["phase"] == "damage":
        if not v["units_allowed"]:
            lines.append(t("mk-cmd-combat-no-units"))
        else:
            units = [
                t(
                    "mk-cmd-combat-unit",
                    name=u["name"],
                    uid=u["uid"],
                    armor=u["armor"],
                    resists=_resistances(u["resistances"]) if u["resistances"] else "none",
                    wounded=_yes(u["wounded"]),
                    resisted=_yes(u["resisted"]),
                )
                for u in v["units"]
            ]
            lines.append(t("mk-cmd-combat-units", units=units))
    return lines


def _yes(value: Any) -> str:
    """A yes/no value for a catalog selector."""
    return "yes" if value else "no"


def _item_effect(data: MageKnightData, item: str) -> Any:
    """The effect a declaration item ``card@mode[+mana=...]`` stands for (None: sideways)."""

    card, _, mode = item.partition("+")[0].partition("@")
    rec = data.cards[card]
    how, _, alt = mode.partition("/")
    if how == "sideways":
        return None
    effect = rec.basic if how == "basic" else rec.powered
    alts = expand(effect) if effect else []
    chosen = next((a for a in alts if fx.slug(a) == alt), None) if alt else None
    return chosen or effect


def _item_label(data: MageKnightData, item: str, kind: str) -> Text:
    """A readable label for a declaration item ``card@mode[+mana=...]``."""
    head, _, pay = item.partition("+")
    card, _, mode = head.partition("@")
    effect = _item_effect(data, item)
    how = mode.partition("/")[0]
    return t(
        "mk-cmd-declare-item",
        card=data.cards[card].name,
        how="sideways" if effect is None else how,
        kind=kind,
        effect="" if effect is None else fx.text(effect),
        mana=pay.partition("=")[2] if pay else "none",
    )


def _ranged(effect: Any) -> bool:
    """Whether an attack effect counts in the Ranged & Siege phase."""
    if effect is None:
        return False
    if fx.kind_of(effect) == "all":
        return _ranged(effect["all"][0])
    return effect.get("type") in ("ranged", "siege")


def _siege(effect: Any, turn: Any) -> bool:
    """Whether an attack effect reaches a fortified enemy in the Ranged & Siege phase: a Siege attack,
    or a Ranged one while Bow of Starsdawn turns Ranged into Siege where needed (R-BOW)."""
    if effect is None:
        return False
    if fx.kind_of(effect) == "all":
        return _siege(effect["all"][0], turn)
    return effect.get("type") == "siege" or (
        effect.get("type") == "ranged" and turn.has("ranged_double_or_siege")
    )


def combat_choices(state: GameState, seat: int, data: MageKnightData) -> dict[str, Any] | None:
    """What ``seat`` may pick in the current phase of its combat, for the private declaring controls
    (this names cards in the hand: show it to ``seat`` only). None outside its combat.

    ``targets``: enemies to attack; ``cards``: declaration items ``card@mode[+mana=…]``;
    ``attacks``: the attacks to block or take damage from (``uid`` or ``uid:n``); ``units``."""

    turn = state.turn
    if turn is None or turn.seat != seat or turn.combat is None or state.phase != "turns":
        return None
    combat = turn.combat
    ctx = Ctx(state, data)
    player = state.players[seat]
    phase = combat.phase
    out: dict[str, Any] = {
        "phase": phase,
        "phase_name": flow.phase_name(phase),
        "targets": [],
        "cards": [],
        "attacks": [],
        "units": [],
        "move": turn.move,
        "cumbersome": [],
        "all_cards": [],  # every declaration item of the phase's kind, also those that cannot work now
        "fortified": [],  # targets only Siege attacks reach in this phase
        "card_targets": {},  # item -> the targets it can reach, for items that cannot reach them all
    }
    kind = {"ranged": "attack", "attack": "attack", "block": "block"}.get(phase)
    if phase in ("ranged", "attack"):
        for e in enemy_rules.living(combat):
            walls = enemy_rules.fortified(ctx, combat, e) if phase == "ranged" else 0
            if e.role == "summoned" or walls >= 2:  # double fortified: no target in this phase (§7.2)
                continue
            rec = enemy_rules.record(ctx, e)
            armor = enemy_rules.armor(ctx, combat, e, phase)
            out["targets"].append((e.uid, t("mk-cmd-declare-target", uid=e.uid, name=rec.name, armor=armor)))
            if walls:
                out["fortified"].append(e.uid)
    elif phase in ("block", "damage"):
        for e, i in enemy_rules.unblocked(ctx, combat):
            rec = enemy_rules.record(ctx, e)
            many = len(enemy_rules.attack_indexes(ctx, e)) > 1
            value = f"{e.uid}:{i + 1}" if many else e.uid
            element = rec.attacks[i].element or "physical"
            label = t(
                "mk-cmd-declare-attack",
                uid=e.uid,
                name=rec.name,
                attack=i + 1 if many else "none",
                value=enemy_rules.attack_value(ctx, combat, e, i),
                element=t("mk-cmd-declare-element", element=element),
            )
            out["attacks"].append((value, label))
            if "cumbersome" in enemy_rules.abilities(ctx, combat, e):
                out["cumbersome"].append(e.uid)
    if kind is not None:
        open_targets = [uid for uid, _ in out["targets"] if uid not in out["fortified"]]
        for c in sorted({c for c in player.hand if c != "wound"}):
            for item in _combat_modes(ctx, player, turn, c, kind):
                out["all_cards"].append(item)
                effect = _item_effect(data, item)
                if phase == "ranged" and not _ranged(effect):
                    continue  # only Ranged and Siege attacks count now
                out["cards"].append((item, _item_label(data, item, kind)))
                if phase == "ranged" and not _siege(effect, turn):  # fortified: Siege only (§7.2)
                    out["card_targets"][item] = open_targets
        # units that can attack or block, with their mana cost (combat/unit_use.py)
        out["units"] = unit_use.declaration_items(ctx, player, turn, kind, ranged_only=phase == "ranged")
    if phase == "damage":
        for u in player.units:
            if not combat.units_allowed and not usable_anywhere(player, u.uid):  # R-BONDS
                continue
            if not u.wounds and u.uid not in combat.resisted_units:
                urec = data.units[u.unit]
                out["units"].append(
                    (u.uid, t("mk-cmd-declare-unit", uid=u.uid, name=urec.name, armor=urec.armor))
                )
    return out


# =============================================================================== units, skills, choices
def unit_details(state: GameState, data: MageKnightData, seat: int) -> list[dict[str, Any]]:
    """The units of ``seat`` with their state and numbered abilities (as ``activate ability:N``)."""

    ctx = Ctx(state, data)
    out = []
    for u in state.players[seat].units:
        rec = data.units[u.unit]
        out.append(
            {
                "uid": u.uid,
                "unit": u.unit,
                "name": rec.name,
                "level": rec.level,
                "armor": rec.armor,
                "resistances": list(rec.resistances),
                "status": unit_rules.status(ctx, u),
                "spent": u.spent,
                "wounds": u.wounds,
                "banner": data.cards[u.banner].name if u.banner else None,
                "abilities": [
                    unit_rules.describe_ability(ctx, u.unit, i) for i in range(1, len(rec.abilities) + 1)
                ],
            }
        )
    return out


def unit_lines(state: GameState, data: MageKnightData, seat: int) -> list[Say]:
    """The private hand view's unit lines: state, armor, resistances and numbered abilities."""
    p = state.players[seat]
    tokens = data.levels.command_tokens(p.level)
    units = unit_details(state, data, seat)
    if not units:
        return [t("mk-cmd-units-none", tokens=tokens)]
    lines: list[Say] = [t("mk-cmd-units-head", n=len(units), tokens=tokens)]
    for u in units:
        abilities = join(
            *(t("mk-cmd-numbered", n=i, text=a) for i, a in enumerate(u["abilities"], start=1)),
            sep="; ",
        )
        lines.append(
            t(
                "mk-cmd-unit-line",
                uid=u["uid"],
                name=u["name"],
                level=u["level"],
                armor=u["armor"],
                resists=_resistances(u["resistances"]) if u["resistances"] else "none",
                banner=u["banner"] or "none",
                status=u["status"],
                abilities=abilities,
            )
        )
    return lines


def skill_details(data: MageKnightData, player: Player) -> list[dict[str, Say]]:
    out: list[dict[str, Say]] = []
    for s in player.skills:
        rec = data.skills[s]
        text = fx.text(rec.effect) if rec.effect else ""
        out.append({"id": s, "name": rec.name, "text": text})
    return out


def pending_choice(state: GameState, data: MageKnightData, seat: int) -> dict[str, Any] | None:
    """The end-of-turn question ``seat`` must answer now (rewards, the Artifact to put back, a
    level-up's skill and Advanced Action), with its answers as ``choose`` parameters. Private: the
    answers of an Artifact pick name the cards drawn. None when nothing is pending for ``seat``."""

    turn = state.turn
    if turn is None or turn.seat != seat or not turn.ending or state.phase != "turns":
        return None
    ctx = Ctx(state, data)
    question, answers = rewards.choices_text(ctx, state.players[seat], turn)
    if not answers:
        return None
    out: dict[str, Any] = {
        "kind": turn.ending,
        "question": question,
        "answers": [(label, dict(params)) for label, params in answers],
        "drawn": [data.cards[c].name for c in turn.drawn],
    }
    if turn.ending == "levels":
        out["revealed_skills"] = [
            {"id": s, "name": data.skills[s].name, "text": _skill_text(data, s)} for s in turn.revealed_skills
        ]
    return out


def _skill_text(data: MageKnightData, skill: str) -> Say:
    rec = data.skills[skill]
    return fx.text(rec.effect) if rec.effect else ""


def either(names: list[str]) -> Say:
    """``A or B or C`` in the reader's language."""
    parts: list[Say] = []
    for name in names:
        parts += [t("mk-cmd-or"), name] if parts else [name]
    return join(*parts, sep=" ")


def pending_public(state: GameState, data: MageKnightData) -> Say | None:
    """The public line about an end-of-turn choice being answered (never the cards drawn)."""
    turn = state.turn
    if turn is None or not turn.ending or state.phase != "turns":
        return None
    name = state.players[turn.seat].name
    if turn.ending == "levels":
        skills = [data.skills[s].name for s in turn.revealed_skills]
        if not skills:
            return t("mk-cmd-pending-level-up", player=name)
        return t("mk-cmd-pending-level-up-skills", player=name, skills=either(skills))
    if turn.drawn:
        return t("mk-cmd-pending-artifacts", player=name, n=len(turn.drawn))
    if turn.ending == space_benefits.ASKING:
        return t("mk-ask-glade-pending", player=name)
    return t("mk-cmd-pending-reward", player=name)
