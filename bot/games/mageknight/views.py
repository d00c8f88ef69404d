"""What each player, and the public, may see (the observer). Hidden information — hands, deck
order, the tile stack, face-down tokens — appears only in the owner's private view or nowhere."""

from __future__ import annotations

from typing import Any

from bot.engine.hexes import format_hex, tile_centre
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.exploration import explorable_slots, next_tile
from bot.games.mageknight.state import GameState, Player


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
    active = state.players[state.turn.seat].name if state.turn else None
    title = (
        f"{data.scenarios[state.scenario].name} · Round {state.round} · {'Night' if state.night else 'Day'}"
    )
    if active:
        title += f" · {active} to play"
    elif state.phase == "tactics" and state.tactic_pickers:
        title += f" · {state.players[state.tactic_pickers[0]].name} picks a tactic"
    elif state.phase == "game_over":
        title += " · game over"
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
            "terrains": {t: rec.name for t, rec in data.terrains.items()},
            "sites": {
                **{s: rec.name for s, rec in data.sites.items()},
                "burned_monastery": "Burned monastery",
            },
        },
    }
