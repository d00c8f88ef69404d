"""A fluent scenario builder for rules tests, plus domain helpers and asserts.

A builder starts from a real ``new_game`` (fixed seed), lets every seat pick a tactic so that seat 0
plays first, then edits the plain state dataclasses directly::

    state = (
        Table("arythea").hand("march", "rage").at("1,-1").night().source("gold", "red").moves(3).build()
    )
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine.errors import RulesError
from bot.engine.hexes import format_hex, parse_hex
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import MageKnightData, load
from bot.games.mageknight.exploration import place_tile
from bot.games.mageknight.setup import Seat
from bot.games.mageknight.state import BASIC_COLOURS, Die, GameState, OwnedUnit, Space, Token
from bot.games.mageknight.turn import begin_turn

DATA: MageKnightData = load()
SCENARIO = "first_reconnaissance"
#: Set-up map (seed independent, First Reconnaissance): the portal and its neighbours on tile A.
PORTAL = "0,0"


def seats(*heroes: str) -> list[Seat]:
    return [Seat(100 + i, f"P{i}", h) for i, h in enumerate(heroes)]


def fresh(*heroes: str, seed: str = "rules") -> GameState:
    """A brand-new game, still in the tactics phase."""
    return mk.new_game(SCENARIO, seats(*heroes), seed, DATA).state


class Table:
    """Fluent builder. Every method edits the state at once and returns the builder."""

    def __init__(self, *heroes: str, seed: str = "rules", tactics: bool = True) -> None:
        self.state = fresh(*(heroes or ("arythea",)), seed=seed)
        self._turn: dict[str, Any] = {}
        self._active = 0
        if tactics:
            self._pick_tactics()

    # ------------------------------------------------------------------ whole game
    def _pick_tactics(self) -> None:
        """Give seat i the i-th lowest tactic, so the round order is 0, 1, 2..."""
        offered = list(self.state.tactics_available)
        while self.state.phase == "tactics":
            seat = mk.to_move(self.state)
            assert seat is not None
            self.state = mk.apply(
                self.state, seat, {"type": "tactic", "tactic": offered[seat], "cards": "none"}, DATA
            ).state

    def night(self) -> Table:
        self.state.night = True
        return self

    def day(self) -> Table:
        self.state.night = False
        return self

    def round(self, n: int) -> Table:
        self.state.round = n
        return self

    def source(self, *colours: str) -> Table:
        """Replace the Source by untaken dice of these colours."""
        self.state.source = [Die(c) for c in colours]
        return self

    def stack(self, *tiles: str) -> Table:
        """Put these tiles on top of the map tile stack (in order), removing them elsewhere."""
        st = self.state
        for t in tiles:
            if t in st.tile_stack:
                i = st.tile_stack.index(t)
                st.tile_stack.pop(i)
                st.tile_stack_kinds.pop(i)
            if t in st.box_tiles:
                st.box_tiles.remove(t)
        st.tile_stack[:0] = list(tiles)
        st.tile_stack_kinds[:0] = [DATA.tiles[t].kind for t in tiles]
        return self

    def empty_stack(self, box: tuple[str, ...] | None = None) -> Table:
        """Empty the tile stack; optionally set what is left in the box."""
        self.state.tile_stack.clear()
        self.state.tile_stack_kinds.clear()
        if box is not None:
            self.state.box_tiles = list(box)
        return self

    def tile(self, tile_id: str, addr: tuple[int, int]) -> Table:
        """Place a tile at a lattice address (its "when revealed" set-up is resolved)."""
        ctx = Ctx(self.state, DATA)
        if tile_id in self.state.tile_stack:
            self.stack(tile_id)
            self.state.tile_stack.pop(0)
            self.state.tile_stack_kinds.pop(0)
        place_tile(ctx, tile_id, addr, revealed_by=None)
        ctx.finish()
        return self

    def space(self, h: str, terrain: str = "plains", site: str | None = None, **kw: Any) -> Table:
        """Overwrite (or create) the space at hex ``h``."""
        old = self.state.spaces.get(_key(h))
        self.state.spaces[_key(h)] = Space(terrain=terrain, tile=old.tile if old else "test", site=site, **kw)
        return self

    def token(self, h: str, enemy: str, *, rampaging: str | None = "orcs", face_up: bool = True) -> Table:
        """Put an enemy token on the space at ``h`` (rampaging by default)."""
        sp = self.state.spaces[_key(h)]
        sp.tokens.append(Token(enemy, DATA.enemies[enemy].colour, face_up))
        sp.rampaging = rampaging
        return self

    def calm(self) -> Table:
        """Remove every rampaging enemy from the map (their spaces become empty)."""
        for sp in self.state.spaces.values():
            if sp.rampaging:
                sp.rampaging = None
                sp.tokens.clear()
        return self

    # ------------------------------------------------------------------ one player
    def active(self, seat: int) -> Table:
        """Make ``seat`` the player whose turn it is (at build time)."""
        self._active = seat
        return self

    def hand(self, *cards: str, seat: int = 0) -> Table:
        self.state.players[seat].hand = list(cards)
        return self

    def deck(self, *cards: str, seat: int = 0) -> Table:
        self.state.players[seat].deck = list(cards)
        return self

    def discard(self, *cards: str, seat: int = 0) -> Table:
        self.state.players[seat].discard = list(cards)
        return self

    def at(self, h: str, seat: int = 0) -> Table:
        q, r = parse_hex(h)
        self.state.players[seat].position = [q, r]
        return self

    def crystals(self, seat: int = 0, **colours: int) -> Table:
        p = self.state.players[seat]
        p.crystals = {c: colours.get(c, 0) for c in BASIC_COLOURS}
        return self

    def fame(self, n: int, seat: int = 0) -> Table:
        self.state.players[seat].fame = n
        return self

    def reputation(self, n: int, seat: int = 0) -> Table:
        self.state.players[seat].reputation = n
        return self

    def unit(self, unit: str, *, uid: str | None = None, seat: int = 0, **fields: Any) -> Table:
        """Give the player a unit (ready and unwounded unless ``fields`` say otherwise)."""
        st = self.state
        uid = uid or f"u{st.next_unit_uid}"
        st.next_unit_uid += 1
        st.players[seat].units.append(OwnedUnit(uid, unit, **fields))
        return self

    def level(self, n: int, seat: int = 0) -> Table:
        self.state.players[seat].level = n
        return self

    def enemy_stack(self, colour: str, *enemies: str) -> Table:
        """Put these enemies on top of the face-down stack of ``colour`` (drawn first to last)."""
        stack = self.state.enemy_stacks.setdefault(colour, [])
        for e in enemies:
            if e in stack:
                stack.remove(e)
        stack[:0] = list(enemies)
        return self

    # ------------------------------------------------------------------ the current turn
    def moves(self, n: int) -> Table:
        """Move points already in hand this turn."""
        self._turn["move"] = n
        return self

    def tokens(self, *colours: str) -> Table:
        """Mana tokens already in the play area this turn."""
        self._turn["tokens"] = list(colours)
        return self

    def turn(self, **fields: Any) -> Table:
        self._turn.update(fields)
        return self

    def build(self) -> GameState:
        """Finish: (re)start the active seat's turn with the edited hand/deck/position."""
        st = self.state
        if st.phase == "turns":
            st.turn = None
            st.turn_index = st.round_order.index(self._active)
            ctx = Ctx(st, DATA)
            begin_turn(ctx, self._active)
            ctx.finish()
            if st.turn is not None:
                for k, v in self._turn.items():
                    setattr(st.turn, k, v)
        return st


# ---------------------------------------------------------------------- helpers
def _key(h: str | tuple[int, int]) -> str:
    return h if isinstance(h, str) else format_hex(h)


def snapshot(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def act(state: GameState, action: dict[str, Any], seat: int | None = None) -> GameState:
    who = mk.to_move(state) if seat is None else seat
    assert who is not None, "nobody is to move"
    return mk.apply(state, who, action, DATA).state


def outcome(state: GameState, action: dict[str, Any], seat: int | None = None) -> mk.Outcome:
    who = mk.to_move(state) if seat is None else seat
    assert who is not None
    return mk.apply(state, who, action, DATA)


def play(state: GameState, card: str, mode: str = "basic", **params: str) -> GameState:
    return act(state, {"type": "play", "card": card, "mode": mode, "params": params})


def move(state: GameState, h: str) -> GameState:
    return act(state, {"type": "move", "hex": h})


def explore(state: GameState, slot: str) -> GameState:
    return act(state, {"type": "explore", "slot": slot})


def rest(state: GameState, *discard: str) -> GameState:
    return act(state, {"type": "rest", "discard": list(discard)})


def end_turn(state: GameState, *discard: str, keep: str | None = None) -> GameState:
    action: dict[str, Any] = {"type": "end_turn", "discard": list(discard)}
    if keep:
        action["keep"] = keep
    return act(state, action)


def assert_illegal(
    state: GameState,
    seat: int | None,
    action: dict[str, Any],
    match: str | None = None,
    error: type[RulesError] = RulesError,
) -> RulesError:
    """The action is refused with ``error`` whose message matches ``match``; the state is unchanged."""
    who = mk.to_move(state) if seat is None else seat
    assert who is not None
    before = snapshot(state)
    with pytest.raises(error, match=match) as info:
        mk.apply(state, who, action, DATA)
    assert snapshot(state) == before, "a refused action changed the state"
    return info.value


def attack(state: GameState, targets: str, cards: str) -> GameState:
    return act(state, {"type": "attack", "targets": targets, "cards": cards})


def block(state: GameState, enemy: str, cards: str = "", **extra: Any) -> GameState:
    return act(state, {"type": "block", "enemy": enemy, "cards": cards, **extra})


def damage(state: GameState, enemy: str, units: str = "", **extra: Any) -> GameState:
    return act(state, {"type": "damage", "enemy": enemy, "units": units, **extra})


def next_phase(state: GameState) -> GameState:
    return act(state, {"type": "next"})


def play_action(card: str, mode: str = "basic", **params: str) -> dict[str, Any]:
    return {"type": "play", "card": card, "mode": mode, "params": params}


def player(state: GameState, seat: int = 0) -> Any:
    return state.players[seat]


def tokens_total(state: GameState, colour: str) -> int:
    return sum(1 for sp in state.spaces.values() for t in sp.tokens if t.colour == colour)


def card_plays(state: GameState, card: str, seat: int = 0) -> list[dict[str, Any]]:
    """The ``play`` actions the engine offers for ``card`` now."""
    decision = mk.decision(state, seat, DATA)
    assert decision is not None
    return [o.action() for o in decision.options if o.command == "play" and o.params.get("card") == card]


def every_card_play_applies(state: GameState, card: str) -> int:
    """Apply each offered play of ``card`` (each on the untouched state); returns how many there were."""
    options = card_plays(state, card)
    for action in options:
        try:
            act(state, action)
        except RulesError as exc:  # pragma: no cover - names the bad option
            raise AssertionError(f"offered {action} raised {exc}") from exc
    return len(options)
