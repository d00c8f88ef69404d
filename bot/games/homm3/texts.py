"""Every player-facing sentence of the HoMM3 game outside combat's own, in one place (a later issue
moves them into catalogs). Combat events become short lines here too."""

from __future__ import annotations

from bot.games.homm3.combat.state import CombatEvent

REFUSE = {
    "over": "The game is over.",
    "not_yours": "It is not your turn to act; waiting for {who}.",
    "not_offered": "That is not possible now. You can: {options}.",
    "nothing": "Nothing is being asked of you now.",
    "no_undo": "Nothing to undo: the last action was not yours, or it revealed, drew or rolled something.",
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
    "discarded": "{who} discards a card.",
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


def refuse(key: str, **kw: str) -> str:
    return REFUSE[key].format(**kw)


def unit_label(names: dict[str, str], uid: str) -> str:
    return f"{names.get(uid, uid)} ({uid})"


def combat_lines(events: list[CombatEvent], names: dict[str, str]) -> list[str]:
    """Short public lines for what happened in combat (positions, hits, deaths, the end)."""
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
            out.append(f"A card is played ({d['card']}).")
        elif e.kind == "destroyed":
            out.append(f"The {d['what']} at {d['at']} is destroyed.")
        elif e.kind == "ended":
            out.append(f"The combat ends ({d['reason']}).")
    return out
