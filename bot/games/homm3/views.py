"""What players see (§ design 3): the public view holds no hidden information (hands, deck order, the
face-down tiles and personal far tiles are only counted); a seat's view adds its own hand and tiles.
Texts kept in the state (the log, a question, the result) are given in English: a view is data.
The map part is what a renderer needs: every slot, every face-up field with its hex, location,
difficulty, owner and visited cube, the heroes and, during a combat, the battlefield."""

from __future__ import annotations

from typing import Any

from bot.engine.i18n import english
from bot.games.homm3 import cards, geography, progress
from bot.games.homm3.context import said
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.state import Homm3State


def public_view(state: Homm3State, data: Homm3Data) -> dict[str, Any]:
    view: dict[str, Any] = {
        "scenario": state.scenario,
        "mode": state.mode,
        "difficulty": state.difficulty,
        "round": state.round,
        "rounds": state.rounds,
        "resource_round": progress.resource_round(state.round),
        "phase": state.phase,
        "turn": state.seat if state.order else None,
        "order": list(state.order),
        "proclamation": state.proclamation,
        "slots": [
            {
                "at": [s.a, s.b],
                "kind": s.kind,
                "face_up": s.face_up,
                "tile": s.tile if s.face_up else None,
                "rotation": s.rotation if s.face_up else 0,
                "fields": geography.hexes(s) if s.face_up else [],
                "owner": s.owner,
            }
            for s in state.slots
        ],
        "fields": {
            k: {
                "location": geography.field_data(state, data, k).location,
                "difficulty": geography.field_data(state, data, k).difficulty,
                "dice": geography.field_data(state, data, k).dice,
                "resource": geography.field_data(state, data, k).resource,
                "faction": geography.field_data(state, data, k).faction,
                "visited": f.visited,
                "owner": f.owner,
                "marked_by": list(f.marked_by),
            }
            for k, f in sorted(state.fields.items())
        },
        "players": [
            {
                "name": p.name,
                "faction": p.faction,
                "colour": data.factions[p.faction].colour,
                "hero": p.hero,
                "level": p.level,
                "exp": p.exp,
                "resources": dict(p.resources),
                "morale": p.morale,
                "units": [{"card": u.card, "pack": u.pack, "neutral": u.neutral} for u in p.units],
                "buildings": list(p.buildings),
                "tokens_used": list(p.tokens_used),
                "main": {"at": p.main.at, "mp": p.main.mp},
                "secondary": None if p.secondary is None else {"at": p.secondary.at, "mp": p.secondary.mp},
                "hand": len(p.hand),
                "deck": len(p.deck),
                "discard": list(p.discard),
                "far_tiles": len(p.far_tiles),
                "cubes": list(p.cubes),
                "grail": p.grail,
                "eliminated": p.eliminated,
            }
            for p in state.players
        ],
        "decks": {
            "spell": {"cards": len(state.spells.cards), "discard_top": state.spells.discard[-1:]},
            "ability": {"cards": len(state.abilities.cards), "discard_top": state.abilities.discard[-1:]},
            "artifact": {"cards": len(state.artifacts.cards), "discard_top": state.artifacts.discard[-1:]},
            "neutrals": {t: len(d.cards) for t, d in state.neutrals.items()},
        },
        "question": None
        if not state.pending
        else {"seat": state.pending[0].seat, "prompt": english(said(state.pending[0].prompt))},
        "combat": combat_view(state),
        "log": [english(said(line)) for line in state.log],
        "result": None
        if state.result is None
        else {
            "reason": english(said(state.result.reason)),
            "winners": list(state.result.winners),
            "scores": list(state.result.scores),
        },
    }
    return view


def combat_view(state: Homm3State) -> dict[str, Any] | None:
    f = state.fight
    if f is None:
        return None
    c = f.combat
    return {
        "kind": f.kind,
        "field": f.at,
        "siege": f.siege,
        "attacker": f.attacker,
        "defender": f.defender,
        "round": c.round,
        "phase": c.phase,
        "acting": c.activation.unit if c.activation else None,
        "units": [
            {
                "id": u.id,
                "side": u.side,
                "key": u.profile.key,
                "tier": u.profile.tier,
                "movement": u.profile.movement,
                "pack": u.pack,
                "at": u.at,
                "alive": u.alive,
                "damage": u.damage,
                "attack": u.face.attack,
                "defense": u.face.defense,
                "hp": u.face.hp,
                "initiative": u.initiative,
                "activated": u.activated,
                "paralysed": u.paralysed,
                "defending": u.defending,
            }
            for u in c.units
        ],
        "obstacles": [{"at": o.at, "kind": o.kind, "intact": o.intact} for o in c.obstacles],
    }


def private_view(state: Homm3State, data: Homm3Data, seat: int) -> dict[str, Any]:
    view = public_view(state, data)
    p = state.players[seat]
    view["you"] = {
        "seat": seat,
        "hand": [{"card": c, "name": english(cards.name(data, c))} for c in p.hand],
        "far_tiles": list(p.far_tiles),
    }
    return view
