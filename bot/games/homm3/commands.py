"""The ``/h3`` command group: every move is a command whose options are read against the options the
rules offer now (so autocomplete, controls and validation share one source), plus the status and the
private hand panel. Every text is a catalog key (``locales/<lang>/homm3-turn.ftl``), put into words
in the reader's language by the command layer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from bot.engine.commands import Act, CommandSet, CommandSpec, Control, OptionSpec, Panel, Show, Table
from bot.engine.errors import AmbiguousActionError, IllegalActionError, RulesError
from bot.engine.i18n import DEFAULT, Say, join, t, words
from bot.engine.outcome import Option, Outcome
from bot.games.homm3 import cards, progress, terms, turn
from bot.games.homm3.context import said
from bot.games.homm3.data import Homm3Data
from bot.games.homm3.render.adventure import render_map
from bot.games.homm3.render.battlefield import render_battlefield
from bot.games.homm3.render.from_state import battlefield_names, map_view
from bot.games.homm3.state import OVER, RESOURCES, TOKENS, Homm3State


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
            if key == "hero":
                v = HERO_WORDS.get(v, v)
            exact = [o for o in out if o.params.get(key, "").lower() == v]
            out = exact or [o for o in out if v in words(o.label).lower() and key in o.params]
        if "hero" not in typed:
            mains = [o for o in out if o.params.get("hero") in (None, "main")]
            out = mains or out
        return out

    def parse(self, table: Table, name: str, options: Mapping[str, str]) -> Act | Show:
        if table.seat is None:
            raise RulesError(t("h3-refuse-not-a-player"))
        offered = self._offered(table.state, table.seat)
        if not offered:
            mover = turn.to_move(table.state, self.game.data)
            if mover is None:
                raise IllegalActionError(t("h3-refuse-nothing"))
            raise IllegalActionError(t("h3-refuse-nothing-whose", who=table.state.players[mover].name))
        found = self._matching(offered, name, options)
        if not found:
            now = "; ".join(_typed(o) for o in offered[:10])
            raise IllegalActionError(t("h3-refuse-not-offered", options=now))
        if len(found) > 1 and name not in ("place",):
            raise AmbiguousActionError(
                t("h3-refuse-which", options="; ".join(words(o.label) for o in found[:10]))
            )
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
                seen[value] = (
                    words(t("h3-hero-choice", which=value)) if option == "hero" else words(o.label)[:100]
                )
        return [(label, value) for value, label in seen.items()][:MAX_CONTROLS]

    def preview(self, state: Any, seat: int, action: Mapping[str, Any]) -> tuple[bool, str]:
        try:
            out = self.game.apply(state, seat, action)
        except RulesError as exc:
            return False, words(exc.text)
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
            panel.public.append(
                t("h3-asked", who=state.players[mover].name, prompt=said(state.pending[0].prompt))
            )
        elif mover is not None and mover != seat and state.fight is not None:
            neutrals = any(s.seat == mover and s.kind == "neutrals" for s in state.fight.combat.sides)
            panel.public.append(
                t("h3-chooses-step", who=state.players[mover].name, army="neutrals" if neutrals else "own")
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
                    group_title=_menu(kind) if several else "",
                    option_id=o.id,
                )
            )
        return out

    def status(self, state: Any) -> list[str]:
        # the contract wants strings: the status is private to whoever asks, so in their language
        return [words(line) for line in status_lines(self.game, state)]

    def hand(self, state: Any, seat: int) -> Panel:
        data = self.game.data
        p = state.players[seat]
        heroes = turn.heroes(p)
        town = [terms.building(data, b) for b in p.buildings if b in data.buildings]
        tokens = [t("h3-token", token=k) for k in TOKENS if k not in p.tokens_used]
        lines: list[Say] = [
            t(
                "h3-hand-cards",
                n=len(p.hand),
                limit=cards.hand_limit(data, p),
                cards=[cards.name(data, c) for c in p.hand] or t("h3-hand-empty"),
                deck=len(p.deck),
                discard=len(p.discard),
                experts=cards.experts_left(data, p),
            ),
            t(
                "h3-hand-resources",
                resources=_resources(p.resources),
                hero=data.heroes[p.hero].name,
                level=p.level,
                morale="+1" if p.morale > 0 else "-1" if p.morale < 0 else "0",
            ),
            t("h3-hand-heroes", heroes=join(*(_hero_text(which, h) for which, h in heroes), sep="; "))
            if heroes
            else t("h3-hand-no-heroes"),
            t("h3-hand-units", units=[_unit_text(data, u) for u in p.units] or t("h3-none")),
            t(
                "h3-hand-town",
                buildings=town or t("h3-hand-no-buildings"),
                tokens=tokens or t("h3-none"),
            ),
            t("h3-hand-far-tiles", tiles=", ".join(p.far_tiles) or t("h3-none")),
        ]
        if state.pending and state.pending[0].seat == seat:
            lines.append(t("h3-you-are-asked", prompt=said(state.pending[0].prompt)))
        elif state.fight is not None and turn.to_move(state, data) == seat:
            lines.append(t("h3-hand-combat", at=state.fight.at))
        elif turn.to_move(state, data) != seat and state.phase != OVER:
            lines.append(t("h3-hand-not-your-move"))
        offered = self._offered(state, seat)
        for o in offered[:MAX_CONTROLS]:
            lines.append(join("-", join(o.label, ":", sep=""), _typed(o)))
        if len(offered) > MAX_CONTROLS:
            lines.append(t("h3-hand-more", n=len(offered) - MAX_CONTROLS))
        return Panel(private=[*lines], controls=self._controls(state, seat))

    def map_image(
        self, state: Any, seat: int | None, *, highlight: bool = False, lang: str = DEFAULT
    ) -> bytes | None:
        """The adventure map; its title and legend in ``lang`` (English unless the caller knows the
        language of whoever sees it: the game's for a public map, the reader's for a private one)."""
        reach: list[str] = []
        if highlight and seat is not None and state.fight is None:
            reach = [o.params["to"] for o in self._offered(state, seat) if o.command == "move"]
        return render_map(map_view(state, self.game.data, reach, lang), self.game.data, lang=lang)

    def pictures(self, state: Any, seat: int | None, *, lang: str = DEFAULT) -> list[tuple[str, bytes]]:
        """The battlefield picture during a combat, its texts in ``lang`` (as :meth:`map_image`)."""
        if state.fight is None:
            return []
        players, names, title = battlefield_names(state, self.game.data, lang)
        image = render_battlefield(
            state.fight.combat, players=players, unit_names=names, title=title, data=self.game.data, lang=lang
        )
        return [("battlefield.png", image)]


#: The kinds of step a menu of several controls may gather (a combat step's type or a command).
MENUS = (
    *("place", "activate", "move", "attack", "play", "choose", "explore", "recruit", "reinforce", "build"),
    *("trade", "town", "card", "swap", "secondary", "guild", "morale", "combat", "end-turn", "done"),
    *("defend", "end", "back", "pass", "reroll", "keep", "void", "save", "let", "pay", "withdraw"),
    *("retreat", "surrender"),
)


def _menu(kind: str) -> Say:
    """The title of a menu of several ``kind`` steps ("Attack…")."""
    return join(t(f"h3-menu-{kind}") if kind in MENUS else kind.title(), "…", sep="")


#: What a player may type for ``hero:`` besides ``main`` and ``secondary`` (Czech, Polish).
HERO_WORDS = {
    "hlavní": "main",
    "sekundární": "secondary",
    "vedlejší": "secondary",
    "główny": "main",
    "glowny": "main",
    "drugi": "secondary",
    "drugorzędny": "secondary",
    "pomocniczy": "secondary",
}


def _kind(o: Option) -> str:
    """What kind of step ``o`` is: a combat step's type, otherwise its command."""
    if o.command == "combat":
        return o.params.get("act", "").partition(":")[0]
    return o.command


def _typed(o: Option) -> str:
    return " ".join([f"/h3 {o.command}", *(f"{k}:{v}" for k, v in o.params.items())])


def _hero_text(which: str, h: Any) -> Say:
    return t("h3-hand-hero", hero=which, at=h.at or "", mp=h.mp)


def _unit_text(data: Homm3Data, u: Any) -> Say:
    if u.neutral:
        return t("h3-unit-neutral", unit=data.neutrals[u.card].name)
    return t("h3-unit-pack" if u.pack else "h3-unit-few", unit=data.units[u.card].name)


def _resources(amounts: Mapping[str, int]) -> Say:
    """Every resource with its amount, 0 too ("15 gold, 3 building materials, 1 valuables")."""
    return join(*(t(f"h3-res-{r}", n=amounts.get(r, 0)) for r in RESOURCES), sep=", ")


def status_lines(game: Rules, state: Homm3State) -> list[Say]:
    data = game.data
    kind = "resource" if progress.resource_round(state.round) else "astrologers"
    head = t("h3-status-head", round=state.round, rounds=state.rounds, kind=kind, mode=state.mode)
    if state.phase == OVER and state.result is not None:
        head = t("h3-status-over", reason=said(state.result.reason))
    lines: list[Say] = [head]
    for i, p in enumerate(state.players):
        units = ", ".join(data.units[u.card].name + ("+" if u.pack else "") for u in p.units if not u.neutral)
        heroes: list[Say] = [
            t("h3-status-hero", at=p.main.at, mp=p.main.mp)
            if p.main.at is not None
            else t("h3-status-no-hero")
        ]
        if p.secondary is not None and p.secondary.at is not None:
            heroes.append(t("h3-status-secondary", at=p.secondary.at, mp=p.secondary.mp))
        lines.append(
            t(
                "h3-status-player",
                who=p.name,
                faction=terms.faction(p.faction),
                hero=data.heroes[p.hero].name,
                level=p.level,
                resources=_resources(p.resources),
                heroes=join(*heroes, sep=", "),
                units=units or t("h3-none"),
                cards=len(p.hand),
                cubes=len(p.cubes),
                eliminated="yes" if p.eliminated else "no",
                playing="yes" if state.order and state.seat == i and state.phase != OVER else "no",
            )
        )
    if state.fight is not None:
        lines.append(t("h3-status-combat", at=state.fight.at, round=state.fight.combat.round))
    if state.pending and state.phase != OVER:
        q = state.pending[0]
        lines.append(t("h3-asked", who=state.players[q.seat].name, prompt=said(q.prompt)))
    if state.result is not None:
        scores = "; ".join(f"{p.name} {s}" for p, s in zip(state.players, state.result.scores, strict=False))
        lines.append(t("h3-status-scores", scores=scores))
    return lines
