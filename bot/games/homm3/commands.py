"""The ``/h3`` command group: every move is a command whose options are read against the options the
rules offer now (so autocomplete, controls and validation share one source), plus the status and the
private hand panel. Texts stay few and here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from bot.engine.commands import Act, CommandSet, CommandSpec, Control, OptionSpec, Panel, Show, Table
from bot.engine.errors import AmbiguousActionError, IllegalActionError, RulesError
from bot.engine.i18n import words
from bot.engine.outcome import Option, Outcome
from bot.games.homm3 import cards, progress, turn
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.render.adventure import render_map
from bot.games.homm3.render.battlefield import render_battlefield
from bot.games.homm3.render.from_state import battlefield_names, map_view
from bot.games.homm3.state import OVER, TOKENS, Homm3State


class Rules(Protocol):
    """What the command set needs of the game (the plugin): its data and a trial apply."""

    @property
    def data(self) -> Homm3Data: ...

    def apply(
        self, state: Homm3State, seat: int, action: Mapping[str, Any], *, in_place: bool = False
    ) -> Outcome[Homm3State]: ...


MAX_CONTROLS = 25
SPECS = (
    CommandSpec(
        "move",
        "Move a hero one field (1 MP)",
        (
            OptionSpec("to", "The field q,r", True, "to"),
            OptionSpec("hero", "main or secondary", False, "hero"),
        ),
    ),
    CommandSpec(
        "explore",
        "Turn over a face-down tile next to your hero (1 MP)",
        (
            OptionSpec("tile", "The tile's place a,b", True, "tile"),
            OptionSpec("hero", "main or secondary", False, "hero"),
        ),
    ),
    CommandSpec(
        "place",
        "Place your next far tile next to your hero (1 MP)",
        (
            OptionSpec("tile", "The place a,b", True, "tile"),
            OptionSpec("turn", "Rotation 0-5", False, "turn"),
            OptionSpec("hero", "main or secondary", False, "hero"),
        ),
    ),
    CommandSpec(
        "build",
        "Build a building in your town (build token)",
        (OptionSpec("building", "The building", True, "building"),),
    ),
    CommandSpec(
        "recruit",
        "Recruit a unit (population token)",
        (
            OptionSpec("unit", "The unit", True, "unit"),
            OptionSpec("replace", "The unit it replaces in a full deck", False, "replace"),
        ),
    ),
    CommandSpec(
        "reinforce",
        "Reinforce a unit to its Pack side (population token)",
        (OptionSpec("unit", "The unit", True, "unit"),),
    ),
    CommandSpec(
        "secondary",
        "Recruit your secondary hero (population token, 10 gold)",
        (OptionSpec("at", "Your town or settlement", True, "at"),),
    ),
    CommandSpec("guild", "Buy a spell at your Mage Guild (spell-book token)"),
    CommandSpec(
        "town",
        "Use a building of your town on your turn (Blacksmith, Cover of Darkness)",
        (
            OptionSpec("building", "The building", True, "building"),
            OptionSpec("power", "Which of its powers", False, "power"),
            OptionSpec("card", "The card it takes", False, "card"),
        ),
    ),
    CommandSpec(
        "trade",
        "Trade at a Trading Post",
        (
            OptionSpec("deal", "The trade", True, "deal"),
            OptionSpec("card", "A card to remove", False, "card"),
        ),
    ),
    CommandSpec("morale", "Spend positive morale", (OptionSpec("use", "draw", True, "use"),)),
    CommandSpec(
        "choose", "Answer the question you are asked", (OptionSpec("pick", "Your answer", True, "pick"),)
    ),
    CommandSpec("combat", "Your next step in a combat", (OptionSpec("act", "The step", True, "act"),)),
    CommandSpec("end-turn", "End your turn"),
)
MAP_CHANGES = ("explore", "place")  # a new tile on the table; the turn's end posts the map anyway
QUIET_STEPS = ("place", "activate")  # combat steps that move nothing worth a new battlefield picture


class Homm3Commands(CommandSet):
    end_turn = "end-turn"
    has_map = True

    def __init__(self, game: Rules) -> None:
        self.game = game

    def specs(self) -> tuple[CommandSpec, ...]:
        return SPECS

    def _offered(self, state: Homm3State, seat: int | None) -> list[Option]:
        if seat is None:
            return []
        return turn.offered(state, self.game.data, seat)

    def _matching(self, offered: list[Option], name: str, typed: Mapping[str, str]) -> list[Option]:
        out = [o for o in offered if o.command == name]
        for key, value in typed.items():
            v = str(value).strip().lower()
            if not v:
                continue
            exact = [o for o in out if o.params.get(key, "").lower() == v]
            out = exact or [o for o in out if v in words(o.label).lower() and key in o.params]
        if "hero" not in typed:
            mains = [o for o in out if o.params.get("hero") in (None, "main")]
            out = mains or out
        return out

    def parse(self, table: Table, name: str, options: Mapping[str, str]) -> Act | Show:
        if table.seat is None:
            raise RulesError("You are not a player in this game.")
        offered = self._offered(table.state, table.seat)
        if not offered:
            mover = turn.to_move(table.state, self.game.data)
            who = "" if mover is None else f" It is {table.state.players[mover].name}'s move."
            raise IllegalActionError("Nothing is being asked of you now." + who)
        found = self._matching(offered, name, options)
        if not found:
            now = "; ".join(_typed(o) for o in offered[:10])
            raise IllegalActionError(f"That is not possible now. You can: {now}.")
        if len(found) > 1 and name not in ("place",):
            raise AmbiguousActionError("Which one? " + "; ".join(words(o.label) for o in found[:10]) + ".")
        return Act(found[0].action())

    def suggest(
        self, table: Table, name: str, option: str, current: str, filled: Mapping[str, str]
    ) -> list[tuple[str, str]]:
        offered = self._matching(
            self._offered(table.state, table.seat), name, {k: v for k, v in filled.items() if k != option}
        )
        seen: dict[str, str] = {}
        for o in offered:
            value = o.params.get(option)
            if (
                value is not None
                and value not in seen
                and (current.lower() in value.lower() or current.lower() in words(o.label).lower())
            ):
                seen[value] = f"{value} hero" if option == "hero" else words(o.label)[:100]
        return [(label, value) for value, label in seen.items()][:MAX_CONTROLS]

    def preview(self, state: Any, seat: int, action: Mapping[str, Any]) -> tuple[bool, str]:
        try:
            out = self.game.apply(state, seat, action)
        except RulesError as exc:
            return False, str(exc)
        return True, " ".join(words(e.text) for e in out.events if e.text)

    def after(self, state: Any, seat: int, action: Mapping[str, Any], outcome: Outcome[Any] | None) -> Panel:
        # The map when a tile is added or a combat ends (§ design 5: not after every step); the
        # battlefield when a combat starts and after each step that changes it.
        kind = str(action.get("type", ""))
        step = str(action.get("act", "")).partition(":")[0]
        fought = kind == "combat"
        panel = Panel(
            show_map=kind in MAP_CHANGES or (fought and state.fight is None),
            show_pictures=state.fight is not None
            and not (fought and step in QUIET_STEPS and not (outcome and outcome.turn_passed)),
        )
        mover = turn.to_move(state, self.game.data)
        if mover is not None and mover != seat and state.pending:
            panel.public.append(f"{state.players[mover].name} is asked: {state.pending[0].prompt}.")
        elif mover is not None and mover != seat and state.fight is not None:
            neutrals = any(s.seat == mover and s.kind == "neutrals" for s in state.fight.combat.sides)
            whose = "the neutrals'" if neutrals else "their army's"
            panel.public.append(
                f"{state.players[mover].name} chooses {whose} next step in the combat (/hand)."
            )
        if mover == seat:
            panel.controls = self._controls(state, seat)
        return panel

    def _controls(self, state: Homm3State, seat: int) -> list[Control]:
        """One control per offered option; several of one kind (the attacks of a combat, the moves of a
        hero) share a menu titled by the kind, a lone one is a button."""
        offered = self._offered(state, seat)[:MAX_CONTROLS]
        kinds = [_kind(o) for o in offered]
        out = []
        for o, kind in zip(offered, kinds, strict=True):
            several = kinds.count(kind) > 1
            out.append(
                Control(
                    words(o.label)[:80],
                    o.command,
                    dict(o.params),
                    group=kind if several else "",
                    group_title=KIND_TITLES.get(kind, kind.title()) + "…" if several else "",
                    option_id=o.id,
                )
            )
        return out

    def status(self, state: Any) -> list[str]:
        return status_lines(self.game, state)

    def hand(self, state: Any, seat: int) -> Panel:
        data = self.game.data
        p = state.players[seat]
        lines = [
            f"Your hand ({len(p.hand)} of {cards.hand_limit(data, p)}): "
            + (", ".join(cards.name(data, c) for c in p.hand) or "empty")
            + f". Deck {len(p.deck)}, discard {len(p.discard)}; Expert effects left this round: "
            f"{cards.experts_left(data, p)}.",
            f"Resources: {p.resources['gold']} gold, {p.resources['building_materials']} building materials, "
            f"{p.resources['valuables']} valuables. {data.heroes[p.hero].name} level {p.level}, morale "
            + ("+1" if p.morale > 0 else "-1" if p.morale < 0 else "0")
            + ".",
            "Heroes: " + "; ".join(_hero_text(which, h) for which, h in turn.heroes(p)) + "."
            if turn.heroes(p)
            else "Heroes: none on the map.",
            "Units: " + (", ".join(_unit_text(data, u) for u in p.units) or "none") + ".",
            "Your town: "
            + (
                ", ".join(data.buildings[b].name for b in p.buildings if b in data.buildings)
                or "no buildings"
            )
            + "; tokens left this round: "
            + (", ".join(t.replace("_", " ") for t in TOKENS if t not in p.tokens_used) or "none")
            + ".",
            "Your far tiles: " + (", ".join(p.far_tiles) or "none") + ".",
        ]
        if state.pending and state.pending[0].seat == seat:
            lines.append(f"You are asked: {state.pending[0].prompt}.")
        elif state.fight is not None and turn.to_move(state, data) == seat:
            lines.append(f"Combat at {state.fight.at}: your step (the battlefield: /map).")
        elif turn.to_move(state, data) != seat and state.phase != OVER:
            lines.append("Not your move now; /game status shows whose it is.")
        offered = self._offered(state, seat)
        for o in offered[:MAX_CONTROLS]:
            lines.append(f"- {o.label}: " + _typed(o))
        if len(offered) > MAX_CONTROLS:
            lines.append(f"... and {len(offered) - MAX_CONTROLS} more (type them; autocomplete lists them).")
        return Panel(private=[*lines], controls=self._controls(state, seat))

    def map_image(
        self, state: Any, seat: int | None, *, highlight: bool = False, lang: str = "en"
    ) -> bytes | None:
        reach: list[str] = []
        if highlight and seat is not None and state.fight is None:
            reach = [o.params["to"] for o in self._offered(state, seat) if o.command == "move"]
        return render_map(map_view(state, self.game.data, reach), self.game.data)

    def pictures(self, state: Any, seat: int | None) -> list[tuple[str, bytes]]:
        if state.fight is None:
            return []
        players, names, title = battlefield_names(state, self.game.data)
        image = render_battlefield(
            state.fight.combat, players=players, unit_names=names, title=title, data=self.game.data
        )
        return [("battlefield.png", image)]


KIND_TITLES = {
    "place": "Place a unit",
    "activate": "Activate a unit",
    "move": "Move",
    "attack": "Attack",
    "play": "Play a card",
    "choose": "Choose",
    "explore": "Explore a tile",
    "recruit": "Recruit",
    "reinforce": "Reinforce",
    "build": "Build",
    "trade": "Trade",
}


def _kind(o: Option) -> str:
    """What kind of step ``o`` is: a combat step's type, otherwise its command."""
    if o.command == "combat":
        return o.params.get("act", "").partition(":")[0]
    return o.command


def _typed(o: Option) -> str:
    return " ".join([f"/h3 {o.command}", *(f"{k}:{v}" for k, v in o.params.items())])


def _hero_text(which: str, h: Any) -> str:
    return f"{which} at {h.at} ({h.mp} MP)"


def _unit_text(data: Homm3Data, u: Any) -> str:
    if u.neutral:
        return data.neutrals[u.card].name + " (neutral)"
    return data.units[u.card].name + (" (Pack)" if u.pack else " (Few)")


def status_lines(game: Rules, state: Homm3State) -> list[str]:
    data = game.data
    kind = "Resource" if progress.resource_round(state.round) else "Astrologers"
    head = (
        f"Heroes of Might and Magic III: round {state.round} of {state.rounds} ({kind} round), {state.mode}."
    )
    if state.phase == OVER and state.result is not None:
        head = f"Heroes of Might and Magic III: over ({state.result.reason})."
    lines = [head]
    for i, p in enumerate(state.players):
        turn_mark = " ← to play" if state.order and state.seat == i and state.phase != OVER else ""
        units = ", ".join(data.units[u.card].name + ("+" if u.pack else "") for u in p.units if not u.neutral)
        heroes = f"hero at {p.main.at} ({p.main.mp} MP)"
        if p.secondary is not None and p.secondary.at is not None:
            heroes += f", secondary at {p.secondary.at} ({p.secondary.mp} MP)"
        lines.append(
            f"- {p.name} ({p.faction.title()}, {data.heroes[p.hero].name} level {p.level}): "
            f"{p.resources['gold']} gold, {p.resources['building_materials']} building materials, "
            f"{p.resources['valuables']} valuables; {heroes}; units {units or 'none'}; "
            f"{len(p.hand)} cards in hand; {len(p.cubes)} faction cubes won"
            + (" (eliminated)" if p.eliminated else "")
            + turn_mark
        )
    if state.fight is not None:
        lines.append(f"Combat at {state.fight.at} (combat round {state.fight.combat.round}); /map shows it.")
    if state.pending and state.phase != OVER:
        lines.append(f"{state.players[state.pending[0].seat].name} is asked: {state.pending[0].prompt}.")
    if state.result is not None:
        lines.append(
            "Scores: "
            + "; ".join(f"{p.name} {s}" for p, s in zip(state.players, state.result.scores, strict=False))
        )
    return lines
