"""From the game state to the pictures' inputs: the public :class:`~bot.games.homm3.render.view.MapView` of
the adventure map, and the names the battlefield shows. Only public facts are read: a face-down tile
gives its place and the kind its back shows, never its id; nothing from a hand, a deck or a far-tile
supply is looked at.

The fields' hexes come from :func:`bot.games.homm3.geography.hexes` and the picture's from
:func:`bot.games.homm3.render.view.field_hexes`: both read a tile's data ring from the north-east hex,
turned ``rotation`` sixths clockwise (H-MAP-ROTATION), and ``tests/games/homm3/test_pictures.py`` pins
that they agree for every rotation, so the label drawn on a field is the field the rules mean.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine import i18n
from bot.engine.hexes import Hex, parse_hex
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.render.view import FieldMarks, HeroPiece, HiddenTile, MapView, PlacedTile
from bot.games.homm3.state import OVER, Homm3State, Player

#: The slot kinds of the state as the tile backs name them (render/view.TILE_BACKS).
BACK_OF = {"start": "starting", "far": "far", "near": "near", "centre": "centre"}


def secondary_hero(data: Homm3Data, p: Player) -> str:
    """The figure of ``p``'s secondary hero: the other hero of their faction (the box has two each)."""
    others = sorted(h.id for h in data.heroes.values() if h.faction == p.faction and h.id != p.hero)
    return others[0] if others else p.hero


def _say(lang: str, key: str, **args: object) -> str:
    return i18n.render(lang, i18n.t(f"h3-pic-{key}", **args))


def title(state: Homm3State, lang: str = i18n.DEFAULT) -> str:
    """The map's title in ``lang``: the round, whose turn, a combat under way."""
    parts = [_say(lang, "map-round", round=state.round, rounds=state.rounds)]
    if state.phase == OVER:
        return " · ".join([*parts, _say(lang, "game-over")])
    if state.order and 0 <= state.seat < len(state.players):
        parts.append(_say(lang, "to-play", who=state.players[state.seat].name))
    if state.fight is not None:
        parts.append(_say(lang, "combat-at", at=state.fight.at))
    return " · ".join(parts)


def map_view(
    state: Homm3State, data: Homm3Data, highlight: Iterable[str] = (), lang: str = i18n.DEFAULT
) -> MapView:
    """The public adventure map of ``state``; ``highlight`` lists fields (``"q,r"``) to outline; the
    title is in ``lang``."""
    tiles: list[PlacedTile] = []
    hidden: list[HiddenTile] = []
    for s in state.slots:
        if s.face_up and s.tile is not None:
            tiles.append(PlacedTile((s.a, s.b), s.tile, s.rotation))
        else:
            hidden.append(HiddenTile((s.a, s.b), BACK_OF.get(s.kind, s.kind)))
    fields: dict[Hex, FieldMarks] = {}
    for k, f in state.fields.items():
        owners = [state.players[i].faction for i in f.marked_by if 0 <= i < len(state.players)]
        if f.owner is not None and state.players[f.owner].faction not in owners:
            owners.insert(0, state.players[f.owner].faction)
        if owners or f.visited:
            fields[parse_hex(k)] = FieldMarks(tuple(owners), f.visited)
    heroes: list[HeroPiece] = []
    for p in state.players:
        if p.eliminated:
            continue
        if p.main.at is not None:
            heroes.append(HeroPiece(p.hero, p.faction, parse_hex(p.main.at), p.name))
        if p.secondary is not None and p.secondary.at is not None:
            heroes.append(
                HeroPiece(
                    secondary_hero(data, p), p.faction, parse_hex(p.secondary.at), p.name, secondary=True
                )
            )
    return MapView(
        tiles=tuple(tiles),
        hidden=tuple(hidden),
        fields=fields,
        heroes=tuple(heroes),
        title=title(state, lang),
        highlight=tuple(parse_hex(k) for k in dict.fromkeys(highlight)),
    )


def battlefield_names(
    state: Homm3State, data: Homm3Data, lang: str = i18n.DEFAULT
) -> tuple[dict[int, str], dict[str, str], str]:
    """What the battlefield picture of ``state``'s combat names: seat -> player, profile key -> unit
    name (from the data), and a title (in ``lang``) saying where the fight is and, in a Clash, who plays
    the neutrals."""
    fight = state.fight
    assert fight is not None
    players = {i: p.name for i, p in enumerate(state.players)}
    names: dict[str, str] = {}
    for u in fight.combat.units:
        group, _, key = u.profile.key.partition(".")
        rec = data.neutrals.get(key) if group == "neutral" else data.units.get(key)
        if rec is not None:
            names[u.profile.key] = rec.name
    where = _say(lang, "battle-title", at=fight.at)
    for side in fight.combat.sides:
        if side.kind == "neutrals" and side.seat is not None and side.seat in players:
            where += " · " + _say(lang, "neutrals-played-by", who=players[side.seat])
    return players, names, where
