"""The Mage Knight engine contract: ``new_game``, ``decision``, ``apply``, ``replay``.

``apply`` works on a copy: on a rules error the given state is untouched. Every action is a plain
dict (stored in the action log), e.g. ``{"type": "move", "hex": "2,-1"}`` or, naming the spaces
entered in order, ``{"type": "move", "path": "1,0;2,-1"}`` (R-PATH).
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass
from typing import Any

from bot.engine.contract import ANSWER, PICK_ONE, Decision
from bot.engine.errors import IllegalActionError, NotAvailableYetError, NotYourTurnError, RulesError
from bot.engine.hexes import Hex, format_hex, parse_hex
from bot.engine.i18n import Say, english, join, t, words
from bot.engine.notation import items, with_extras
from bot.games.mageknight import banners, interaction, mana, offturn, units
from bot.games.mageknight.cards import play_card
from bot.games.mageknight.combat import flow, starts, unit_use
from bot.games.mageknight.combat.flow import phase_name
from bot.games.mageknight.context import Ctx, Event
from bot.games.mageknight.data import MageKnightData, load
from bot.games.mageknight.dummy import reveal_skill
from bot.games.mageknight.exploration import explore
from bot.games.mageknight.movement import Route, consequences_text, move
from bot.games.mageknight.option import Option, install_trial, offer
from bot.games.mageknight.options import turn_options
from bot.games.mageknight.play import Play
from bot.games.mageknight.resolvers import combat_effects, interactive, tactics
from bot.games.mageknight.resolvers.tactics import taken_variants
from bot.games.mageknight.resolvers.travel import arrive_quietly
from bot.games.mageknight.setup import Seat
from bot.games.mageknight.setup import new_game as _new_game
from bot.games.mageknight.skills import use as skill_use
from bot.games.mageknight.skills.use import parse_item
from bot.games.mageknight.state import GameState, Player, Turn
from bot.games.mageknight.turn import announce_end_of_round, choose_tactic, end_turn, rest
from bot.games.mageknight.turn import choose as answer

OFF_TURN_TYPES = offturn.OFF_TURN_TYPES  # what a player may send outside their own turn (§3.2)
# Interaction, units, end-of-turn rewards and level-ups (interaction.py, units.py, rewards.py, growth.py).
LOCAL_ACTIONS = ("interact", "recruit", "buy", "plunder", "activate", "choose")

ACTION_TYPES = (
    "tactic",
    "play",
    "move",
    "explore",
    "rest",
    "end_turn",
    "announce_end",
    "challenge",
    "enter",
    "burn",
    "attack",
    "block",
    "damage",
    "next",
    "banner",
    "skill",
    "tactic_use",
    "respond",
    *LOCAL_ACTIONS,
)
COMBAT_ACTIONS = ("attack", "block", "damage", "next")
NOT_YET: dict[str, str] = {}


@dataclass
class Outcome:
    state: GameState
    events: list[Event]
    checkpoint: bool


def new_game(scenario: str, seats: list[Seat], seed: str, data: MageKnightData | None = None) -> Outcome:
    state, ctx = _new_game(data or load(), scenario, seats, seed)
    return Outcome(state, ctx.events, True)


def to_move(state: GameState) -> int | None:
    """The seat being asked to act, or None when the game is over."""
    if state.phase == "tactics":
        return state.tactic_pickers[0] if state.tactic_pickers else None
    if state.phase == "turns" and state.responses:  # a question to another player (Mind Read)
        return int(state.responses[0]["seat"])
    if state.phase == "turns" and state.turn is not None:
        return state.turn.seat
    return None


def decision(state: GameState, seat: int, data: MageKnightData | None = None) -> Decision | None:
    data = data or load()
    if to_move(state) != seat:
        return None
    ctx = Ctx(state, data)
    player = state.players[seat]
    if state.phase == "tactics":
        opts = tuple(
            offer(
                f"{data.tactics[x].number}. {data.tactics[x].name}: {data.tactics[x].summary}"
                + "".join(f" {k}:{v}" for k, v in extra.items()),
                "tactic",
                tactic=x,
                **extra,
            )
            for x in state.tactics_available
            for extra in taken_variants(ctx, player, x)
        )
        prompt = t("mk-game-choose-tactic", player=player.name, round=state.round)
        return Decision(seat, PICK_ONE, prompt, opts, "tactic")
    assert state.turn is not None
    if state.responses:
        asked = tuple(interactive.respond_options(ctx, seat))
        return Decision(seat, ANSWER, stop(interactive.question(ctx) or ""), asked, "respond")
    blob: list[bytes] = []  # the state pickled once, for every trial below
    opts = tuple(o for o in turn_options(ctx, player, state.turn) if _keeps(state, seat, o, data, blob))
    return Decision(seat, PICK_ONE, t("mk-game-your-turn", player=player.name), opts, "turn")


def stop(text: Say, *, always: bool = True) -> Say:
    """``text`` as a sentence: with a full stop after it (``always=False``: unless it has one)."""
    if not always and english(text).endswith("."):
        return text
    return join(text, ".", sep="")


def _keeps(state: GameState, seat: int, option: Option, data: MageKnightData, blob: list[bytes]) -> bool:
    """Combat declarations are offered only when they succeed (tried on a scratch copy)."""
    if option.command not in ("attack", "block"):
        return True
    if not blob:
        blob.append(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    try:
        apply(pickle.loads(blob[0]), seat, option.action(), data, in_place=True)
    except RulesError:
        return False
    return True


def apply(
    state: GameState,
    seat: int,
    action: dict[str, Any],
    data: MageKnightData | None = None,
    *,
    in_place: bool = False,
) -> Outcome:
    """Apply ``action`` for ``seat``. Raises a RulesError and leaves ``state`` unchanged if illegal.
    ``in_place`` (replay of trusted, already validated actions only) skips the defensive copy."""
    data = data or load()
    acting = to_move(state)
    kind = action.get("type")
    if kind in NOT_YET:
        raise NotAvailableYetError(t("mk-game-not-yet", what=NOT_YET[kind]))
    if kind not in ACTION_TYPES:
        raise IllegalActionError(t("mk-game-unknown-action", kind=str(kind)))
    if state.phase == "game_over":
        raise IllegalActionError(t("mk-game-over"))
    if state.responses and acting == seat:
        return _respond(state, seat, action, data, in_place)
    if kind == "respond" and not state.responses:
        raise IllegalActionError(t("mk-game-nobody-waiting"))
    if acting != seat:
        if state.responses and state.turn is not None and seat == state.turn.seat:
            raise NotYourTurnError(
                t("mk-game-waiting-for-answer", question=interactive.question(Ctx(state, data)))
            )
        if state.phase == "turns" and kind in offturn.OFF_TURN_TYPES and 0 <= seat < len(state.players):
            return _off_turn(state, seat, action, data, in_place)
        who: Say = state.players[acting].name if acting is not None else t("mk-game-nobody")
        doing = "tactic" if state.phase == "tactics" else "play"
        raise NotYourTurnError(t("mk-game-not-your-turn", player=who, doing=doing))
    work = state if in_place else clone(state)
    ctx = Ctx(work, data)
    player = work.players[seat]
    skills_before = len(player.skills)
    if kind == "tactic":
        if work.phase != "tactics":
            raise IllegalActionError(t("mk-game-tactics-not-now"))
        extra = {k: str(v) for k, v in action.items() if k not in ("type", "tactic") and v is not None}
        choose_tactic(ctx, seat, str(action.get("tactic", "")), extra)
    else:
        if work.phase != "turns" or work.turn is None:
            raise IllegalActionError(t("mk-game-tactic-first"))
        turn = work.turn
        if turn.ending and kind != "choose":
            raise IllegalActionError(t("mk-game-answer-first"))
        if turn.combat is not None and kind in ("move", "explore", "rest", "end_turn", "announce_end"):
            raise IllegalActionError(t("mk-game-in-combat", phase=phase_name(turn.combat.phase)))
        if kind in LOCAL_ACTIONS:
            _local_action(ctx, player, turn, kind, action)
        elif kind in COMBAT_ACTIONS:
            _combat_action(ctx, player, turn, kind, action)
        elif kind in ("challenge", "enter", "burn"):
            if kind == "challenge":
                starts.challenge(ctx, player, turn, _hexes(action.get("targets")))
            elif kind == "enter":
                path = action.get("path")
                starts.enter(
                    ctx,
                    player,
                    turn,
                    str(action.get("mana") or ""),
                    int(path) if path not in (None, "") else None,
                )
            else:
                starts.burn(ctx, player, turn)
        elif kind == "play":
            params = {k: str(v) for k, v in dict(action.get("params") or {}).items()}
            text = play_card(
                ctx, player, turn, Play(str(action.get("card")), str(action.get("mode", "basic")), params)
            )
            ctx.events.insert(0, Event(stop(text)))
        elif kind == "move":
            if turn.rested:
                raise IllegalActionError(t("mk-game-rested-no-move"))
            if turn.action is not None:
                raise IllegalActionError(t("mk-game-acted-no-move"))
            dest = _hex(action["hex"]) if action.get("hex") not in (None, "") else None
            route = _move(
                ctx, player, turn, dest, _hexes(action.get("challenge")), _hexes(action.get("path"))
            )
            harvest = action.get("harvest")
            ctx.events.insert(0, Event(_moved(ctx, player.name, route, turn.move)))
            if harvest:
                _harvest(ctx, player, turn, str(harvest))
        elif kind == "explore":
            if turn.rested:
                raise IllegalActionError(t("mk-game-rested-no-explore"))
            if turn.action is not None:
                raise IllegalActionError(t("mk-game-acted-no-explore"))
            explore(ctx, player, turn, _hex(action.get("slot")))
        elif kind == "rest":
            discard = [c for c in action.get("discard") or [] if c]
            ctx.events.insert(0, rest(ctx, player, turn, discard))
        elif kind == "skill":
            params = {k: str(v) for k, v in action.items() if k != "type" and v is not None}
            ctx.events.insert(0, Event(stop(skill_use.use_skill(ctx, player, turn, params))))
        elif kind == "tactic_use":
            params = {k: str(v) for k, v in action.items() if k != "type" and v is not None}
            ctx.events.insert(0, Event(stop(tactics.use_tactic(ctx, player, turn, params))))
        elif kind == "banner":
            text = banners.assign(ctx, player, turn, str(action.get("card", "")), str(action.get("unit", "")))
            ctx.events.insert(0, Event(stop(text)))
        elif kind == "announce_end":
            announce_end_of_round(ctx, player)
        elif kind == "end_turn":
            discard = [c for c in action.get("discard") or [] if c]
            if action.get("long_night") in ("yes", True):
                turn.add("long_night_refill", "long_night")  # Long Night may refill the deck during the draw
            if starts.pursuers_attack(ctx, player, turn):
                ctx.checkpoint = True
            else:
                end_turn(ctx, player, turn, discard, action.get("keep"), action.get("mine"))
    if work.dummy is not None and len(player.skills) > skills_before:
        reveal_skill(ctx)  # UE §8.2: each skill gained reveals one Dummy skill into the Common offer
    ctx.finish()
    if ctx.checkpoint or kind in ("tactic", "end_turn", "announce_end"):
        work.undo_depth = 0
    else:
        work.undo_depth += 1
    return Outcome(work, ctx.events, ctx.checkpoint)


def _off_turn(
    state: GameState, seat: int, action: dict[str, Any], data: MageKnightData, in_place: bool
) -> Outcome:
    """An effect used outside the player's own turn (offturn.py, rulebook §3.2)."""
    work = state if in_place else clone(state)
    ctx = Ctx(work, data)
    offturn.apply(ctx, seat, action)
    ctx.finish()
    work.undo_depth = 0  # the active player cannot take back anything before another player's action
    return Outcome(work, ctx.events, True)


def _respond(
    state: GameState, seat: int, action: dict[str, Any], data: MageKnightData, in_place: bool
) -> Outcome:
    """The answer of a player asked by an interactive spell (resolvers/interactive.py)."""

    if action.get("type") != "respond":
        raise IllegalActionError(
            t("mk-game-answer-question-first", question=interactive.question(Ctx(state, data)))
        )
    work = state if in_place else clone(state)
    ctx = Ctx(work, data)
    ctx.events.insert(0, Event(stop(interactive.respond(ctx, seat, action))))
    if work.responses:
        ctx.say(t("mk-game-next-question", question=interactive.question(ctx)))
    ctx.finish()
    work.undo_depth = 0
    return Outcome(work, ctx.events, True)


def off_turn_options(state: GameState, seat: int, data: MageKnightData | None = None) -> list[Option]:
    """What ``seat`` may use now although it is not their turn (empty on their own turn)."""
    return offturn.options(Ctx(state, data or load()), seat)


def off_turn_reminders(state: GameState, data: MageKnightData | None = None) -> list[Say]:
    """Public lines naming who may use something before their turn (the play-by-post interrupt window)."""
    return offturn.reminders_text(Ctx(state, data or load()))


def clone(state: GameState) -> GameState:
    """A deep copy of the state (plain dataclasses, lists and dicts; pickling is ~4x faster than
    ``copy.deepcopy`` on it, and the copy is what every action and every option check works on)."""
    copied: GameState = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    return copied


def _hexes(value: Any) -> list[tuple[int, int]]:
    """A list of hexes: a list, or text separated by ';' or spaces (a hex itself is ``q,r``)."""
    if value is None or value == "":
        return []
    if isinstance(value, (list, tuple)) and not (len(value) == 2 and all(isinstance(v, int) for v in value)):
        return [_hex(v) for v in value]
    return [_hex(v) for v in str(value).replace(";", " ").split()]


def parse_cards(value: Any) -> list[dict[str, Any]]:
    """The cards of a declaration: a list of ``{card, mode, params}`` or the compact text
    ``card[@mode][+key=value...]`` items separated by commas, e.g. ``rage@basic/attack,march@sideways/attack``."""
    if isinstance(value, list) and all(isinstance(v, dict) for v in value):
        return [
            {
                "card": str(v["card"]),
                "mode": str(v.get("mode", "basic")),
                "params": dict(v.get("params") or {}),
            }
            for v in value
        ]
    out = []
    for item in items(value):
        head, params = with_extras(item)
        card, _, mode = head.partition("@")
        out.append({"card": card, "mode": mode or "basic", "params": params})
    return out


def _combat_action(ctx: Ctx, player: Any, turn: Any, kind: str, action: dict[str, Any]) -> None:
    if turn.combat is None:
        raise IllegalActionError(t("mk-game-not-in-combat"))

    def play(p: dict[str, Any]) -> Say:
        if "unit" in p:
            return unit_use.use_unit(ctx, player, turn, p)
        if "skill" in p:
            return skill_use.use_in_declaration(ctx, player, turn, p)
        params = {k: str(v) for k, v in dict(p.get("params") or {}).items()}
        return play_card(ctx, player, turn, Play(str(p["card"]), str(p.get("mode", "basic")), params))

    def uses() -> list[dict[str, Any]]:
        """The cards, then the units, named by a declaration."""
        units = action.get("units")
        unit_items = (
            [dict(u) for u in units]
            if isinstance(units, list) and all(isinstance(u, dict) for u in units)
            else [unit_use.parse_item(u) for u in items(units)]
        )

        return (
            parse_cards(action.get("cards"))
            + unit_items
            + [parse_item(t) for t in items(action.get("skills"))]
        )

    text: Say
    if kind == "attack":
        text = flow.declare_attack(ctx, player, turn, items(action.get("targets")), uses(), play)
    elif kind == "block":
        index = int(action["attack"]) if action.get("attack") not in (None, "") else None
        text = flow.declare_block(
            ctx,
            player,
            turn,
            str(action.get("enemy", "")),
            index,
            uses(),
            play,
            int(action.get("move") or 0),
        )
    elif kind == "damage":
        index = int(action["attack"]) if action.get("attack") not in (None, "") else None
        text = flow.assign_damage(
            ctx, player, turn, str(action.get("enemy", "")), index, items(action.get("units"))
        )
    else:
        text = flow.next_phase(ctx, player, turn)
    ctx.events.insert(0, Event(text))


def _local_action(ctx: Ctx, player: Any, turn: Any, kind: str, action: dict[str, Any]) -> None:
    """Interaction, recruiting, units outside combat, end-of-turn choices (see interaction.py)."""

    params = {k: str(v) for k, v in action.items() if k != "type" and v is not None}
    text: Say
    if kind == "choose":
        answer(ctx, player, turn, params)  # the end of the turn goes on until the next question
        return
    if kind == "interact":
        interaction.start(ctx, player, turn)
        return
    if kind == "recruit":
        text = interaction.recruit_text(
            ctx, player, turn, params.get("unit", ""), params.get("disband"), params
        )
    elif kind == "buy":
        text = interaction.buy_text(ctx, player, turn, params.get("what", ""), params)
    elif kind == "plunder":
        text = interaction.plunder_text(ctx, player, turn)
    else:
        try:
            index = int(params.get("ability", ""))
        except ValueError:
            raise IllegalActionError(t("mk-game-ability-number")) from None
        uid = params.get("unit", "")
        if index == 0:  # the unit's banner (Banner of Courage, Banner of Fear)
            text = banners.use(ctx, player, turn, uid, params)
        elif turn.combat is not None:  # not an Attack or Block: Shocktroops, Delphana Masters...
            text = combat_effects.activate_in_combat(ctx, player, turn, uid, index, params)
        else:
            text = units.activate(ctx, player, turn, uid, index, params)
    ctx.events.insert(0, Event(stop(text, always=False)))


def _hex(value: Any) -> tuple[int, int]:
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return (int(value[0]), int(value[1]))
    try:
        return parse_hex(str(value))
    except ValueError as exc:
        raise IllegalActionError(str(exc)) from None


def _move(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    dest: Hex | None,
    challenge: list[Hex] | None,
    path: list[Hex] | None,
) -> Route:
    """The move action: walk (movement.move), then start the combat the last step forces (an assault,
    provoked enemies, challenged neighbours; with Space Bending nobody is provoked)."""
    assert player.position is not None
    start = (player.position[0], player.position[1])
    route = move(ctx, player, turn, dest, challenge, path)
    here = route.dest
    before = route.steps[-2] if len(route.steps) > 1 else start
    if turn.total("adjacency_range") > 1:  # Space Bending: nobody is provoked; an assault still starts
        arrive_quietly(ctx, player, turn, here, before)
    else:
        starts.after_move(ctx, player, turn, before, here, challenge)
    return route


def _moved(ctx: Ctx, name: str, route: Route, left: int) -> Say:
    """The public event of a move: the path taken, its cost, and what its last step started."""
    steps = route.steps
    return t(
        "mk-game-moved",
        player=name,
        hex=format_hex(route.dest),
        path="none" if len(steps) == 1 else " → ".join(format_hex(h) for h in steps),
        spaces=len(steps),
        cost=route.cost,
        then=consequences_text(ctx, route) or "none",
        left=left,
    )


def _harvest(ctx: Ctx, player: Any, turn: Any, card: str) -> None:
    harvest = turn.mod("harvest")
    if harvest is None:
        raise IllegalActionError(t("mk-game-no-harvest"))
    if card not in player.hand or card == "wound":
        raise IllegalActionError(t("mk-game-harvest-not-in-hand", card=card))
    rec = ctx.data.cards[card]
    if rec.colour not in ("red", "blue", "green", "white"):
        raise IllegalActionError(t("mk-game-harvest-no-colour", card=rec.name))
    player.hand.remove(card)
    player.discard.append(card)
    got = mana.gain_crystal_text(player, turn, rec.colour, ctx.data.levels.crystal_cap)
    if harvest.until == "used":  # once (Savage Harvesting basic); each move: until the turn ends
        turn.drop(harvest)
    ctx.say(t("mk-game-harvested", player=player.name, card=rec.name, got=got))


def replay(
    setup: dict[str, Any], actions: list[tuple[int, dict[str, Any]]], data: MageKnightData | None = None
) -> GameState:
    """Rebuild the state from the set-up and the effective action log."""
    data = data or load()
    seats = [Seat(int(s["user_id"]), str(s["name"]), str(s["hero"])) for s in setup["seats"]]
    state = new_game(setup["scenario"], seats, setup["seed"], data).state
    for seat, action in actions:
        state = apply(state, seat, action, data, in_place=True).state
    return state


@dataclass(frozen=True)
class Preview:
    """What an action would do: ``ok`` and its public text, or the rules error; nothing is stored."""

    ok: bool
    text: str


HIDDEN_PREVIEW = t("mk-game-hidden-preview")


def preview(
    state: GameState, seat: int, action: dict[str, Any], data: MageKnightData | None = None
) -> Preview:
    """Apply ``action`` on a copy and return the public text of what would happen (e.g. an attack's
    arithmetic and verdict), or the rules error. An action that would reveal hidden information (a
    point of no return) is not previewed, so a preview never leaks a token, a draw or a roll."""
    try:
        out = apply(state, seat, action, data)
    except RulesError as exc:
        return Preview(False, words(exc.text))
    if out.checkpoint:
        return Preview(True, words(HIDDEN_PREVIEW))
    return Preview(True, " ".join(words(e.text) for e in out.events))


install_trial(apply)  # options are tried on a copy before they are offered (option.applies)
