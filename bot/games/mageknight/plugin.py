"""Mage Knight as a plugin of the platform: the game contract (bot/engine/contract.py) over the
engine in game.py, with the command set of commands.py. pyproject.toml registers it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.engine import contract, corrections
from bot.engine.commands import CommandSpec, OptionSpec
from bot.engine.contract import Decision, Event
from bot.engine.errors import IllegalActionError
from bot.engine.hexes import format_hex, parse_hex
from bot.engine.i18n import DEFAULT, Catalog, Say, loaded, t
from bot.games.mageknight import TEXTS, compendium, data_report
from bot.games.mageknight.commands import MageKnightCommands, typed
from bot.games.mageknight.data import MageKnightData, load
from bot.games.mageknight.game import apply, clone, decision, new_game, off_turn_options, to_move
from bot.games.mageknight.observer import pending_choice, private_view, public_view
from bot.games.mageknight.scoring import final_table
from bot.games.mageknight.setup import PLAYABLE_SCENARIOS, Seat
from bot.games.mageknight.state import SCHEMA, GameState, OwnedUnit, Token, migrate_1_to_2

MAX_PLAYERS = 4  # the box has four heroes' worth of components per game (UE §1)

#: R-ABSENT: what an absent player's skipped turn answers, by the offered command, most preferred first
#: (a Rest at the start of the turn is chosen before these, see :meth:`MageKnight.absent_action`).
ABSENT_ORDER = ("end-turn", "next", "damage", "choose", "respond")
COLOURS = ("red", "blue", "green", "white")

CORRECTIONS = (
    CommandSpec("fame", "Set a player's Fame", (OptionSpec("fame", "The new Fame", True),)),
    CommandSpec(
        "reputation", "Set a player's Reputation", (OptionSpec("reputation", "The new Reputation", True),)
    ),
    CommandSpec(
        "crystal",
        "Set how many crystals of one colour a player has (0-3)",
        (OptionSpec("colour", "red, blue, green or white", True), OptionSpec("count", "0-3", True)),
    ),
    CommandSpec(
        "wound",
        "Put Wounds into a player's hand (count>0) or take them out of it to the discard pile (count<0)",
        (OptionSpec("count", "How many (negative: take away)", True),),
    ),
    CommandSpec(
        "card",
        "Give a card to a player's hand (from outside the game) or take one from it (out of the game)",
        (OptionSpec("card", "The card id", True), OptionSpec("take", "yes: take it away")),
    ),
    CommandSpec("move", "Move a player's figure to a revealed space", (OptionSpec("hex", "q,r", True),)),
    CommandSpec(
        "unit",
        "Give a unit to a player's Unit area (from outside the game or the Unit offer) or take one away",
        (
            OptionSpec("unit", "The unit id to give (e.g. peasants), or the unit (uid or id) to take", True),
            OptionSpec("take", "yes: take it away"),
            OptionSpec("offer", "yes: from the Unit offer (give) or back into it (take)"),
        ),
    ),
    CommandSpec(
        "enemy",
        "Place an enemy token on a revealed space or remove one (to its colour's discard pile)",
        (
            OptionSpec("hex", "q,r", True),
            OptionSpec("enemy", "An enemy id, or a colour (place: the top token of its pile)"),
            OptionSpec("face", "up or down (place; default up)"),
            OptionSpec("remove", "yes: remove the token"),
        ),
    ),
)


class MageKnight(contract.Game[GameState]):
    """Mage Knight (Ultimate Edition) behind the platform's game contract."""

    id = "mageknight"
    name = TEXTS.text(DEFAULT, "mk-game-name")  # the box's name, the same in every language
    min_players = 1
    max_players = MAX_PLAYERS
    command_group = "mk"
    schema = SCHEMA

    def __init__(self, data: MageKnightData | None = None) -> None:
        self._data = data
        self._commands = MageKnightCommands()

    @property
    def data(self) -> MageKnightData:
        """The component data (loaded once, on first use)."""
        if self._data is None:
            self._data = load()
        return self._data

    # ------------------------------------------------------------------ set-up
    def setup_choices(self) -> tuple[contract.SetupChoice, ...]:
        data = self.data
        return (
            contract.SetupChoice(
                "scenario",
                "Scenario",
                tuple((s, data.scenarios[s].name) for s in PLAYABLE_SCENARIOS),
                default=PLAYABLE_SCENARIOS[0],
            ),
            contract.SetupChoice(
                "hero",
                "Hero",
                tuple((h.id, h.name) for h in data.heroes.values()),
                per_seat=True,
                unique=True,
            ),
        )

    def player_counts(self, options: Mapping[str, str]) -> tuple[int, int]:
        players = self.data.scenarios[options["scenario"]].players
        return (max(self.min_players, min(players)), min(self.max_players, max(players)))

    def new(
        self, options: Mapping[str, str], seats: Sequence[contract.PlayerSeat], seed: str
    ) -> contract.Outcome[GameState]:
        heroes = [Seat(s.user_id, s.name, s.choices["hero"]) for s in seats]
        out = new_game(options["scenario"], heroes, seed, self.data)
        return contract.Outcome(out.state, out.events, True, True, self.to_move(out.state))

    # ------------------------------------------------------------------ play
    def players(self, state: GameState) -> list[contract.SeatView]:
        return [contract.SeatView(p.seat, p.user_id, p.name) for p in state.players]

    def to_move(self, state: GameState) -> tuple[int, ...]:
        seat = to_move(state)
        return () if seat is None else (seat,)

    def decision(self, state: GameState, seat: int) -> Decision | None:
        return decision(state, seat, self.data)

    def off_turn_options(self, state: GameState, seat: int) -> list[contract.Option]:
        return list(off_turn_options(state, seat, self.data))

    def apply(
        self, state: GameState, seat: int, action: Mapping[str, Any], *, in_place: bool = False
    ) -> contract.Outcome[GameState]:
        before = to_move(state)
        out = apply(state, seat, dict(action), self.data, in_place=in_place)
        after = to_move(out.state)
        return contract.Outcome(
            out.state,
            out.events,
            undo_closed=out.checkpoint or out.state.undo_depth == 0,
            turn_passed=after != before or self._turn_ended(out.state, seat, action),
            to_move=() if after is None else (after,),
            result=self.result(out.state) if out.state.phase == "game_over" else None,
        )

    def _turn_ended(self, state: GameState, seat: int, action: Mapping[str, Any]) -> bool:
        """An end of turn (or the last answer of its questions) that leaves no question pending; in
        solo the next turn is the same seat's."""
        if action.get("type") not in ("end_turn", "choose"):
            return False
        return pending_choice(state, self.data, seat) is None

    def result(self, state: GameState) -> contract.GameResult | None:
        if state.phase != "game_over" or not state.result:
            return None
        res = state.result
        if "scores" not in res:  # a game finished before achievement scoring existed
            return contract.GameResult(
                loaded(str(res.get("reason", ""))), table=loaded(str(res.get("note", "")))
            )
        return contract.GameResult(
            loaded(str(res["reason"])),
            tuple(int(s) for s in res.get("winners", [])),
            final_table(res),
            {int(s): int(row["total"]) for s, row in zip(res["ranking"], res["scores"], strict=True)},
        )

    def undo_refusal(self, state: GameState, seat: int) -> Say | None:
        if to_move(state) != seat:
            return t("mk-game-undo-not-your-turn")
        if state.undo_depth <= 0:
            return t("mk-game-undo-nothing")
        return None

    # ------------------------------------------------------------------ long games
    def round_of(self, state: GameState) -> int | None:
        return state.round

    def next_turn(self, state: GameState, seat: int) -> int | None:
        """The next hero in this round's turn order (the Dummy skipped); None after the last turn of
        the round, whose order the next tactics decide."""
        order = [s for s in state.round_order if s >= 0]
        if state.phase != "turns" or seat not in order:
            return None
        at = order.index(seat)
        return order[at + 1] if at + 1 < len(order) else None

    def absent_action(self, state: GameState, seat: int) -> dict[str, Any] | None:
        """R-ABSENT: the least a player can do, as the rulebook lets a player who cannot act: at the
        start of a turn a Rest (Standard Rest: one non-Wound card and every Wound; Slow Recovery with
        only Wounds), otherwise end the turn (or the combat phase), and a question the rules require
        answered takes its first offered answer; a tactic is the highest-numbered one left."""
        if to_move(state) != seat:
            return None
        d = self.decision(state, seat)
        if d is None or not d.options:
            return None
        options = list(d.options)
        if state.phase == "tactics":
            return options[-1].action()  # offered in tactic order: the last acts last in the round
        turn = state.turn
        fresh = turn is not None and not (turn.moved or turn.played_or_discarded or turn.action is not None)
        rests = [o for o in options if o.command == "rest"]
        if rests and fresh:  # offered per non-Wound card (alphabetical), each with every Wound
            return rests[0].action()
        for command in ABSENT_ORDER:
            found = [o for o in options if o.command == command]
            if found:
                return found[0].action()
        return None

    def corrections(self) -> tuple[CommandSpec, ...]:
        return CORRECTIONS

    def correct(
        self, state: GameState, seat: int, name: str, params: Mapping[str, str]
    ) -> contract.Outcome[GameState]:
        """R-GM-CORRECT: a game master's fix; nothing else follows from it (no level-up for Fame, no
        reveal when a figure is moved)."""
        p = state.players[seat]

        if name == "fame":
            p.fame = max(0, corrections.number(params, "fame", name))
            events = [Event(t("mk-game-gm-fame", player=p.name, fame=p.fame))]
        elif name == "reputation":
            levels = self.data.levels
            p.reputation = max(
                levels.rep_min, min(levels.rep_max, corrections.number(params, "reputation", name))
            )
            events = [Event(t("mk-game-gm-reputation", player=p.name, reputation=f"{p.reputation:+d}"))]
        elif name == "crystal":
            colour = typed(str(params.get("colour", "")).strip().lower())  # Czech and Polish too
            if colour not in COLOURS:
                raise IllegalActionError(t("mk-game-gm-colour", colours=list(COLOURS)))
            p.crystals[colour] = max(0, min(3, corrections.number(params, "count", name)))
            crystal = t("mk-cmd-crystal", colour=colour)
            events = [Event(t("mk-game-gm-crystals", player=p.name, n=p.crystals[colour], colour=crystal))]
        elif name == "wound":
            n = corrections.number(params, "count", name)
            if n >= 0:
                p.hand.extend(["wound"] * n)
            else:
                held = p.hand.count("wound")
                if held < -n:
                    raise IllegalActionError(t("mk-game-gm-too-few-wounds", player=p.name, n=held))
                for _ in range(-n):
                    p.hand.remove("wound")
                p.discard.extend(["wound"] * -n)
            pile = "hand" if n >= 0 else "discard"
            events = [Event(t("mk-game-gm-wounds", n=abs(n), where=pile, player=p.name))]
        elif name == "card":
            card = str(params.get("card", "")).strip().lower()
            if card not in self.data.cards:
                raise IllegalActionError(t("mk-game-gm-no-card", card=card))
            label = self.data.cards[card].name
            events = [
                corrections.hand_card(p.name, p.hand, seat, card, label, take=corrections.taking(params))
            ]
        elif name == "move":
            try:
                where = parse_hex(str(params.get("hex", "")))
            except Exception:
                raise IllegalActionError(t("mk-game-gm-hex-syntax")) from None
            if state.space(where) is None:
                raise IllegalActionError(t("mk-game-gm-not-revealed", hex=format_hex(where)))
            p.position = [where[0], where[1]]
            events = [Event(t("mk-game-gm-figure-moved", player=p.name, hex=format_hex(where)))]
        elif name == "unit":
            events = [self._correct_unit(state, seat, params)]
        elif name == "enemy":
            events = [self._correct_enemy(state, params)]
        else:
            raise IllegalActionError(t("mk-game-gm-no-correction", game=self.name, name=name))
        state.undo_depth = 0  # a correction is a point of no return for the player's own undo
        return contract.Outcome(state, events, True, False, self.to_move(state))

    def _correct_unit(self, state: GameState, seat: int, params: Mapping[str, str]) -> Event:
        """R-GM-CORRECT: a unit into the Unit area (ready, unwounded; no Command token needed) from
        outside the game or the Unit offer, or one out of it (out of the game or back into the offer;
        the Wounds on it go back to the supply). Units lie face up, so the public hears which."""
        p = state.players[seat]
        wanted = str(params.get("unit", "")).strip().lower()
        offer = str(params.get("offer", "")).strip().lower() in corrections.YES
        if corrections.taking(params):
            owned = next((u for u in p.units if wanted in (u.uid, u.unit)), None)
            if owned is None:
                known = [f"{u.uid} ({u.unit})" for u in p.units] or t("mk-cmd-none")
                raise IllegalActionError(t("mk-game-gm-no-unit", player=p.name, unit=wanted, units=known))
            p.units.remove(owned)
            if p.bonded_unit == owned.uid:
                p.bonded_unit = None
            label = self.data.units[owned.unit].name
            if offer:
                state.unit_offer.append(owned.unit)
                return Event(t("mk-game-gm-unit-to-offer", player=p.name, unit=label))
            return Event(t("mk-game-gm-unit-out", player=p.name, unit=label))
        if wanted not in self.data.units:
            raise IllegalActionError(t("mk-game-gm-no-unit-id", unit=wanted))
        label = self.data.units[wanted].name
        if offer:
            if wanted not in state.unit_offer:
                raise IllegalActionError(t("mk-game-gm-not-in-offer", unit=label))
            state.unit_offer.remove(wanted)
        p.units.append(OwnedUnit(f"u{state.next_unit_uid}", wanted))
        state.next_unit_uid += 1
        source = "offer" if offer else "outside"
        return Event(t("mk-game-gm-unit-given", player=p.name, unit=label, source=source))

    def _correct_enemy(self, state: GameState, params: Mapping[str, str]) -> Event:
        """R-GM-CORRECT: an enemy token onto a revealed space (an enemy id: that token, taken from its
        colour's pile or discard pile if a copy lies there, else from outside the game; a colour: the
        top token of its pile), face up or down; or one off a space into its colour's discard pile. A
        face-down token's enemy is told to nobody (no player has seen it)."""
        try:
            where = parse_hex(str(params.get("hex", "")))
        except Exception:
            raise IllegalActionError(t("mk-game-gm-hex-syntax")) from None
        space = state.space(where)
        if space is None:
            raise IllegalActionError(t("mk-game-gm-not-revealed", hex=format_hex(where)))
        at = format_hex(where)
        wanted = str(params.get("enemy", "")).strip().lower()
        enemies = self.data.enemies
        if str(params.get("remove", "")).strip().lower() in corrections.YES:
            found = [x for x in space.tokens if not wanted or wanted in (x.enemy, x.colour)]
            if not found:
                raise IllegalActionError(t("mk-game-gm-no-token", hex=at))
            if len(found) > 1 and len({(x.enemy, x.face_up) for x in found}) > 1:
                raise IllegalActionError(t("mk-game-gm-which-token", hex=at, n=len(found)))
            token = found[0]
            space.tokens.remove(token)
            state.enemy_discards.setdefault(token.colour, []).append(token.enemy)
            if space.rampaging and not space.tokens:
                space.rampaging = None  # the rampaging marker is its token
            if token.face_up:
                return Event(t("mk-game-gm-token-removed", enemy=enemies[token.enemy].name, hex=at))
            back = t("mk-cmd-enemy-colour", colour=token.colour)
            return Event(t("mk-game-gm-hidden-token-removed", colour=back, hex=at))
        face = str(params.get("face", "up")).strip().lower() or "up"
        if face not in ("up", "down"):
            raise IllegalActionError(t("mk-game-gm-face"))
        if wanted in enemies:
            colour = enemies[wanted].colour
            for pile in (state.enemy_stacks.get(colour, []), state.enemy_discards.get(colour, [])):
                if wanted in pile:
                    pile.remove(wanted)
                    break
            enemy = wanted
        elif wanted in {e.colour for e in enemies.values()}:
            colour, stack = wanted, state.enemy_stacks.get(wanted, [])
            if not stack:
                raise IllegalActionError(
                    t("mk-game-gm-pile-empty", colour=t("mk-cmd-enemy-colour", colour=colour))
                )
            enemy = stack.pop(0)
        else:
            raise IllegalActionError(t("mk-game-gm-enemy-syntax"))
        space.tokens.append(Token(enemy, colour, face == "up"))
        if face == "up":
            return Event(t("mk-game-gm-token-placed", enemy=enemies[enemy].name, hex=at))
        hidden = t("mk-cmd-enemy-colour", colour=colour)
        return Event(t("mk-game-gm-hidden-token-placed", colour=hidden, hex=at))

    def commands(self) -> MageKnightCommands:
        return self._commands

    def catalog(self) -> Catalog:
        return TEXTS

    # ------------------------------------------------------------------ the box
    def components(self) -> tuple[contract.Component, ...]:
        return compendium.components(self.data)

    def describe(self, component_id: str) -> list[str]:
        return compendium.describe(self.data, component_id)

    # ------------------------------------------------------------------ views
    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        if seat is None:
            return public_view(state, self.data)
        return private_view(state, self.data, seat)

    def data_report(self) -> str:
        return data_report.report()

    # ------------------------------------------------------------------ serialization
    def dump(self, state: GameState) -> dict[str, Any]:
        return state.to_json()

    def _load_current(self, data: dict[str, Any]) -> GameState:
        return GameState.from_json(data)

    def migrations(self) -> Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]:
        return {1: migrate_1_to_2}

    def copy(self, state: GameState) -> GameState:
        return clone(state)
