"""Heroes of Might and Magic III: The Board Game as a plugin of the platform: the game contract
(bot/engine/contract.py) over the rules in turn.py, with the command set of commands.py.
pyproject.toml registers it (``homm3``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import contract, corrections
from bot.engine.commands import CommandSpec, OptionSpec
from bot.engine.contract import PICK_ONE, Decision, Event
from bot.engine.errors import IllegalActionError
from bot.engine.i18n import DEFAULT, Catalog, Say, t, words
from bot.engine.serial import from_dict, to_dict
from bot.games.homm3 import TEXTS, compendium, progress, terms, turn
from bot.games.homm3.combat import ai
from bot.games.homm3.commands import Homm3Commands
from bot.games.homm3.context import Ctx, said
from bot.games.homm3.data import Homm3Data, load
from bot.games.homm3.data.report import data_report
from bot.games.homm3.scenario import scenarios
from bot.games.homm3.setup import new_state
from bot.games.homm3.state import OVER, RESOURCES, SCHEMA, Homm3State
from bot.games.homm3.views import private_view, public_view

FACTIONS = ("castle", "dungeon", "necropolis")
HERO_KINDS = ("might", "magic")
DIFFICULTIES = ("easy", "normal", "hard", "impossible")
#: What a game master may type for ``resource=`` besides the ids (or the ids with spaces), in Czech and Polish.
RESOURCE_WORDS = {
    "zlaťáky": "gold",
    "zlaťák": "gold",
    "zlato": "gold",
    "stavební materiály": "building_materials",
    "stavební materiál": "building_materials",
    "cennosti": "valuables",
    "cennost": "valuables",
    "złoto": "gold",
    "materiały budowlane": "building_materials",
    "materiał budowlany": "building_materials",
    "kosztowności": "valuables",
    "kosztowność": "valuables",
}
LEAVE = "leave"  # H-LEAVE: the action a vote to remove a player applies (never offered as an option)

CORRECTIONS = (
    CommandSpec(
        "resource",
        "Set a player's gold, building materials or valuables",
        (OptionSpec("resource", ", ".join(RESOURCES), True), OptionSpec("amount", "The new amount", True)),
    ),
    CommandSpec("morale", "Set a player's morale (-1, 0 or 1)", (OptionSpec("morale", "-1, 0 or 1", True),)),
    CommandSpec(
        "card",
        "Give a card to a player's hand or take one from it (out of the game)",
        (OptionSpec("card", "The card id (kind:id)", True), OptionSpec("take", "yes: take it away")),
    ),
)


def _named(key: str, ids: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """``ids`` with their names (the catalog's ``key`` with ``id=``) in the reader's language."""
    return tuple((i, words(t(key, id=i))) for i in ids)


class Homm3(contract.Game[Homm3State]):
    """Heroes of Might and Magic III: The Board Game (base box) behind the platform's game contract."""

    id = "homm3"
    name = TEXTS.text(DEFAULT, "h3-game-name")  # a title: the same in every language
    min_players = 1
    max_players = 3
    command_group = "h3"
    schema = SCHEMA

    def __init__(self, data: Homm3Data | None = None) -> None:
        self._data = data
        self._commands = Homm3Commands(self)

    @property
    def data(self) -> Homm3Data:
        if self._data is None:
            self._data = load()
        return self._data

    # ------------------------------------------------------------------ set-up
    def setup_choices(self) -> tuple[contract.SetupChoice, ...]:
        found = scenarios()
        return (
            contract.SetupChoice(
                "scenario",
                "Scenario",
                tuple((s.id, s.name) for s in found.values()),
                default=next(iter(found)),
            ),
            # the values' names in the reader's language (the lobby shows them and reads them typed)
            contract.SetupChoice(
                "difficulty", "Difficulty", _named("h3-difficulty", DIFFICULTIES), default="normal"
            ),
            contract.SetupChoice(
                "faction",
                "Faction",
                tuple((f, words(terms.faction(f))) for f in FACTIONS),
                per_seat=True,
                unique=True,
            ),
            contract.SetupChoice(
                "hero", "Main hero", _named("h3-hero-class", HERO_KINDS), per_seat=True, default="might"
            ),
        )

    def player_counts(self, options: Mapping[str, str]) -> tuple[int, int]:
        players = scenarios()[options["scenario"]].players
        return (min(players), max(players))

    def new(
        self, options: Mapping[str, str], seats: Sequence[contract.PlayerSeat], seed: str
    ) -> contract.Outcome[Homm3State]:
        scenario = scenarios()[options.get("scenario") or next(iter(scenarios()))]
        rows = [(s.user_id, s.name, s.choices["faction"], s.choices.get("hero") or "might") for s in seats]
        state = new_state(scenario, options.get("difficulty") or "normal", rows, seed, self.data)
        heroes = [
            t(
                "h3-begins-hero",
                who=p.name,
                hero=self.data.heroes[p.hero].name,
                faction=terms.faction(p.faction),
            )
            for p in state.players
        ]
        first = state.players[state.order[0]].name
        events = [
            contract.Event(
                t(
                    "h3-begins",
                    scenario=scenario.name,
                    mode=scenario.mode,
                    difficulty=state.difficulty,
                    heroes=heroes,
                    first=first,
                )
            )
        ]
        events += turn.begin(state, self.data).events
        return contract.Outcome(state, events, True, True, self.to_move(state))

    # ------------------------------------------------------------------ play
    def players(self, state: Homm3State) -> list[contract.SeatView]:
        return [contract.SeatView(i, p.user_id, p.name) for i, p in enumerate(state.players)]

    def to_move(self, state: Homm3State) -> tuple[int, ...]:
        seat = turn.to_move(state, self.data)
        return () if seat is None else (seat,)

    def decision(self, state: Homm3State, seat: int) -> Decision | None:
        options = turn.offered(state, self.data, seat)
        if not options:
            return None
        prompt: Say
        if state.pending:
            topic, prompt = "choice", said(state.pending[0].prompt)
        elif state.fight is not None:
            topic, prompt = "combat", t("h3-decide-combat", at=state.fight.at)
        else:
            topic, prompt = "turn", t("h3-decide-turn", who=state.players[seat].name, round=state.round)
        return Decision(seat, PICK_ONE, prompt, tuple(options), topic)

    def apply(
        self, state: Homm3State, seat: int, action: Mapping[str, Any], *, in_place: bool = False
    ) -> contract.Outcome[Homm3State]:
        if action.get("type") == LEAVE:
            return self._leave(state, seat, in_place)
        work = state if in_place else self.copy(state)
        before = turn.to_move(state, self.data)
        before_turn = state.seat if state.order else None
        ctx = turn.act(work, self.data, seat, action)
        after = turn.to_move(work, self.data)
        work.undo_seat = seat if not ctx.closed and work.seat == seat and after == seat else None
        return contract.Outcome(
            work,
            ctx.events,
            undo_closed=ctx.closed or work.undo_seat is None,
            turn_passed=after != before or work.seat != before_turn,
            to_move=() if after is None else (after,),
            result=self.result(work),
        )

    def _leave(self, state: Homm3State, seat: int, in_place: bool) -> contract.Outcome[Homm3State]:
        """H-LEAVE: the leaving player is eliminated as by §11.3 (heroes off the map, out of the turn
        order); their turn ends and play goes on, or the game ends if a victory condition is met."""
        if self.leave_action(state, seat) is None:
            raise IllegalActionError(t("h3-refuse-leave"))
        work = state if in_place else self.copy(state)
        ctx = Ctx.of(work, self.data)
        progress.eliminate(ctx, seat)
        if not progress.check_victory(ctx):
            progress.end_turn(ctx)
        ctx.finish()
        work.undo_seat = None
        after = turn.to_move(work, self.data)
        return contract.Outcome(
            work, ctx.events, True, True, () if after is None else (after,), self.result(work)
        )

    # ------------------------------------------------------------------ long games
    def round_of(self, state: Homm3State) -> int | None:
        return state.round

    def next_turn(self, state: Homm3State, seat: int) -> int | None:
        """The next player in the turn order still in the game."""
        if seat not in state.order:
            return None
        at = state.order.index(seat)
        for step in range(1, len(state.order)):
            nxt = state.order[(at + step) % len(state.order)]
            if not state.players[nxt].eliminated:
                return nxt
        return None

    def absent_action(self, state: Homm3State, seat: int) -> dict[str, Any] | None:
        """H-ABSENT: an absent player's turn ends at once; a combat is fought for them as the engine
        fights for seatless neutrals (§8.3 set-up, §10.2 targets); a question takes "none" where it can
        be declined, else its first answer."""
        if turn.to_move(state, self.data) != seat:
            return None
        options = turn.offered(state, self.data, seat)
        if not options:
            return None
        if state.pending:
            declined = [o for o in options if o.action().get("pick") == "none"]
            return (declined or options)[0].action()
        if state.fight is not None:
            acts = {str(o.action().get("act")): o for o in options}
            try:
                key: str | None = ai.choose(state.fight.combat).key
            except IndexError:  # a card window the engine's own player has no part in
                key = None
            if key in acts:
                return acts[key].action()
            for declining in ("pass", "done", "end", "keep", "save"):
                if declining in acts:
                    return acts[declining].action()
            return options[0].action()
        ends = [o for o in options if o.command == "end-turn"]
        return (ends or options)[0].action()

    def has_leave_rule(self) -> bool:
        return True  # H-LEAVE, at the leaving player's own turn

    def leave_action(self, state: Homm3State, seat: int) -> dict[str, Any] | None:
        if state.phase == OVER or state.pending or state.fight is not None or not state.order:
            return None
        if turn.to_move(state, self.data) != seat or state.players[seat].eliminated:
            return None
        return {"type": LEAVE}

    def corrections(self) -> tuple[CommandSpec, ...]:
        return CORRECTIONS

    def correct(
        self, state: Homm3State, seat: int, name: str, params: Mapping[str, str]
    ) -> contract.Outcome[Homm3State]:
        """H-GM-CORRECT: a game master's fix; nothing else follows from it."""
        p = state.players[seat]

        if name == "resource":
            typed = " ".join(str(params.get("resource", "")).strip().lower().replace("_", " ").split())
            what = RESOURCE_WORDS.get(typed, typed.replace(" ", "_"))
            if what not in RESOURCES:
                raise IllegalActionError(t("h3-refuse-resource", resources=", ".join(RESOURCES)))
            p.resources[what] = max(0, corrections.number(params, "amount", name))
            events = [Event(t("h3-set-resource", who=p.name, resource=what, n=p.resources[what]))]
        elif name == "morale":
            p.morale = max(-1, min(1, corrections.number(params, "morale", name)))
            events = [Event(t("h3-set-morale", who=p.name, morale=f"{p.morale:+d}"))]
        elif name == "card":
            card = str(params.get("card", "")).strip()
            take = corrections.taking(params)
            if not take and card.partition(":")[2] == "":
                raise IllegalActionError(t("h3-refuse-card-id"))
            events = [corrections.hand_card(p.name, p.hand, seat, card, card, take=take)]
        else:
            raise IllegalActionError(t("h3-refuse-correction", game=self.name, name=name))
        state.undo_seat = None
        return contract.Outcome(state, events, True, False, self.to_move(state))

    def result(self, state: Homm3State) -> contract.GameResult | None:
        if state.phase != OVER or not state.result:
            return None
        res = state.result
        table = "; ".join(f"{p.name} {s}" for p, s in zip(state.players, res.scores, strict=False))
        return contract.GameResult(said(res.reason), tuple(res.winners), table, dict(enumerate(res.scores)))

    def undo_refusal(self, state: Homm3State, seat: int) -> str | None:
        if state.undo_seat != seat:
            return words(t("h3-refuse-undo"))  # the contract wants a string: the asker reads it
        return None

    def commands(self) -> Homm3Commands:
        return self._commands

    def catalog(self) -> Catalog:
        return TEXTS

    # ------------------------------------------------------------------ views
    def view(self, state: Homm3State, seat: int | None) -> dict[str, Any]:
        if seat is None:
            return public_view(state, self.data)
        return private_view(state, self.data, seat)

    def components(self) -> tuple[contract.Component, ...]:
        return compendium.components(self.data)

    def describe(self, component_id: str) -> list[str]:
        return compendium.describe(self.data, component_id)

    def data_report(self) -> str:
        return data_report(self.data)

    # ------------------------------------------------------------------ serialization
    def dump(self, state: Homm3State) -> dict[str, Any]:
        out: dict[str, Any] = to_dict(state)
        return out

    def _load_current(self, data: dict[str, Any]) -> Homm3State:
        return from_dict(Homm3State, data)
