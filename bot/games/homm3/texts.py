"""Every player-facing sentence of the HoMM3 game outside combat's own, in one place (a later issue
moves them into catalogs). Combat events become short lines here too."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.homm3.combat.state import CombatEvent

REFUSE = {
    "over": "The game is over.",
    "not_yours": "It is not your turn to act; waiting for {who}.",
    "not_offered": "That is not possible now. You can: {options}.",
    "nothing": "Nothing is being asked of you now.",
    "no_undo": "Nothing to undo: the last action was not yours, or it revealed, drew or rolled something.",
}
# town buildings' powers (bot.games.homm3.progress, data/homm3/buildings.toml)
BUILDING_TEXT = {
    "prompt": "Your {building}: choose what it does",
    "skip": "Not now",
    "used": "{who}'s {building}:",
    "got": "{what}.",
    "morale": "positive morale.",
    "gold": "Take {n} gold",
    "building_materials": "Take {n} building materials",
    "valuables": "Take {n} valuables",
    "mp": "Take {n} MP for the main hero this round",
    "reinforce_free": "Reinforce one {tier} unit for free",
    "sell_artifact": "Remove {card} from the game for {n} gold",
    "sold": "{card} removed from the game for {n} gold.",
    "search": "Pay {cost} to Search ({n}) the {deck} deck",
    "fetch_ability": "Take {card} from the ability deck or its discard pile",
    "specialty_back": "Take {card} back from your discard pile",
    "took": "takes {card} into the hand.",
    "cycle": "Discard up to {n} cards and draw as many",
    "vortex": "Discard a card, shuffle your discard pile into your deck and Search ({n}) it",
    "summon": "Draw a neutral unit of a built dwelling's tier and perhaps recruit it",
    "enemy_discard": "The enemy hero discards {n} random card(s)",
    "cover": "{building}: {who} discards {card} at random.",
    "discard_prompt": "Which card do you discard?",
    "discard": "Discard {card}",
    "done": "No more",
    "discarded": "{who} discards a card.",
    "you_discard": "You discard {card}.",
    "drew": "{who} draws {n} card(s).",
    "take_prompt": "Take one card of your deck",
    "take": "Take {card}",
    "looks": "{who} looks at the top {n} cards of their deck.",
    "you_see": "You see: {cards}.",
    "took_own": "{who} takes a card of their deck into the hand.",
    "you_take": "You take {card}.",
    "summon_prompt": "Which neutral deck does the Portal draw from?",
    "summon_tier": "The {tier} neutrals",
    "summoned": "The Portal of Summoning shows {who} the {unit}.",
    "summon_take": "Recruit the summoned unit?",
    "recruit": "Recruit {unit} for {cost}",
    "leave": "Leave it",
    "recruited": "{who} recruits {unit} for {cost}.",
}
ROUND_KIND = {True: "Resource round", False: "Astrologers round"}
PROCLAIMED = "The astrologers proclaim {name}: {effect}."
# cards played in and out of combat, swaps between allies (bot.games.homm3.effects)
CARD_TEXT = {
    "play": "Play {card} ({how}){on}",
    "on": " on {where}",
    "played": "{who} plays {card}.",
    "discard_prompt": "Discard {n} card(s)",
    "discard_one": "Discard {card}",
    "discard_combat": "Combat asks you to discard {n} card(s): which one first?",
    "discarded": "{who} discards a card.",
    "you_discard": "You discard {card}.",
    "resources": "{who} gets {what}.",
    "portal": "{who}'s hero steps through the Town Portal to {to}.",
    "revealed": "{who} reveals the tile at {at}: {tile}.",
    "reinforce_prompt": "Reinforce one unit",
    "reinforce": "Reinforce {unit} ({cost})",
    "reinforced": "{who} reinforces {unit} (paid {cost}).",
    "none": "None",
    "guild": "{who} buys a spell at the Mage Guild for {gold} gold with Wisdom.",
    "pass_guard": "{who}'s diplomats talk the guards of {at} away.",
    "roll_prompt": "Roll the {die} die",
    "roll": "Roll the {die} die",
    "cleared": "Every visited marker is removed from the map.",
    "plague": "A Pack unit of {who} is turned back to its Few side.",
    "neutral_prompt": "Recruit one of the neutral units drawn",
    "recruit_neutral": "Recruit {unit} ({cost})",
    "recruited_neutral": "{who} recruits {unit}.",
    "offer": "Offer {card} to {ally} for one of their artifact or spell cards",
    "give": "Give {card} in exchange",
    "swap_prompt": "{who} offers {card} for one of your artifact or spell cards",
    "decline": "Decline",
    "declined": "{who} declines the swap.",
    "swapped": "{a} and {b} swap a card.",
}

# what one step of a card does on the map, as words for the card's option label (effects._how);
# {n} and {m} are the step's numbers, {word} its tier or die, {res} the resource amount shown
STEP_TEXT = {
    "gold": "gain {res}",
    "building_materials": "gain {res}",
    "valuables": "gain {res}",
    "mp": "+{n} MP for the hero",
    "mp_if_spent": "+{n} MP once the hero has spent all its MP",
    "portal": "move the hero to a town or settlement you control",
    "reveal": "turn over a face-down tile",
    "reinforce_half": "reinforce a unit at half cost",
    "reinforce_less": "reinforce a unit for {n} gold less",
    "guild": "buy a spell at the Mage Guild for {n} gold less and Search ({m})",
    "recruit_neutral": "recruit a neutral unit",
    "pass_guard": "pass the guards of a field unharmed",
    "roll": "roll the {word} die {n} time(s)",
    "clear_visited": "remove every visited marker",
    "plague": "turn a Pack unit back to its Few side",
    "draw": "draw {n} card(s)",
    "discard": "discard {n} card(s)",
    "pay": "discard {n} card(s) first",
    "keep": "keep this card in hand",
    "remove": "remove this card from the game",
    "morale": "gain positive morale",
    "spell_from_discard": "take the last spell you discarded back into your hand",
    "heal": "heal {n}",
    "cure": "cure a unit",
    "dispel": "dispel the enemy's spells",
    "unparalyse": "end a paralysis",
    "retaliate": "let a {word} unit retaliate again",
    "enemy_discard": "the enemy discards {n} card(s)",
    "enemy_morale": "the enemy loses morale",
    "void_die": "the attack die counts for nothing",
    "no_escape": "the enemy cannot retreat or surrender",
    "spell_limit": "cast {n} more spell(s) this round",
    "return_spell": "take the spell you just cast back into your hand",
    "power": "+{n} Power for a spell",
    "die_times": "the attack die counts {n} times",
    "morale_on_zero": "roll the attack die: on a 0 gain positive morale",
}
STAT_WORDS = {"attack": "Attack", "defense": "Defense", "initiative": "Initiative", "hp": "HP"}
DURATION_WORDS = {
    "round": " this combat round",
    "combat": " for the whole combat",
    "activation": " this activation",
}


def a_or_an(word: str) -> str:
    """``word`` with its indefinite article ("a spell", "an artifact")."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def refuse(key: str, **kw: str) -> str:
    return REFUSE[key].format(**kw)


def unit_label(names: dict[str, str], uid: str) -> str:
    return f"{names.get(uid, uid)} ({uid})"


def combat_lines(
    events: list[CombatEvent], names: dict[str, str], card_name: Callable[[str], str] = str
) -> list[str]:
    """Short public lines for what happened in combat (positions, hits, deaths, the end); card ids
    are turned into the cards' names by ``card_name``."""
    out: list[str] = []
    for e in events:
        d = e.data
        u = unit_label(names, str(d.get("unit", "")))
        if e.kind == "hit":
            out.append(f"{u} takes {d['damage']} damage.")
        elif e.kind == "killed":
            out.append(f"{u} is destroyed.")
        elif e.kind == "flipped":
            out.append(f"{u} is beaten down to its Few side.")
        elif e.kind == "paralysed":
            out.append(f"{u} is paralysed.")
        elif e.kind == "healed":
            out.append(f"{u} heals {d['amount']}.")
        elif e.kind == "defends":
            out.append(f"{u} defends.")
        elif e.kind == "round_start":
            out.append(f"Combat round {d['round']}.")
        elif e.kind == "card":
            on = f" on {unit_label(names, str(d['target']))}" if d.get("target") else ""
            out.append(f"{card_name(str(d['card']))} is played{on}.")
        elif e.kind == "cured":
            out.append(f"{u} is cured.")
        elif e.kind == "may_retaliate":
            out.append(f"{u} may retaliate again this round.")
        elif e.kind == "voided":
            out.append(f"The attack die of {u} counts for nothing.")
        elif e.kind == "saved":
            out.append(f"{u} is saved: the attack deals no damage.")
        elif e.kind == "moved":
            out.append(f"{u} moves from {d['from']} to {d['to']}.")
        elif e.kind == "destroyed":
            out.append(f"The {d['what']} at {d['at']} is destroyed.")
        elif e.kind == "ended":
            out.append(f"The combat ends ({d['reason']}).")
    return out
