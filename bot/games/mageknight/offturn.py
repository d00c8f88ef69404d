"""Effects used outside your own turn (rulebook §3.2): "before your turn" and "during another player's
turn" are the same window. In play-by-post a waiting player posts them whenever it is not their turn.

What may be used: skills flagged ``other_turns`` (the Motivations, Master of Chaos), the tactics used
before your turns (Midnight Meditation, Sparing Power) and plundering the village you stand on. Not
before tactic selection is over, not by the active player (their own turn has its own rules), and not
after your last turn of the round (or of the game) is over.

An out-of-turn effect works on the player's *waiting turn* (``GameState.waiting[seat]``): a Turn that
becomes the player's turn when it begins, so what the effect leaves in the play area (a Motivation's mana
token) and the once-per-turn marks (skills used, plundered, tactic used) carry into that turn (R-OFFTURN).
The waiting turn is dropped at the end of the round. An out-of-turn action is a point of no return: the
active player cannot undo past another player's action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.errors import IllegalActionError, NotYourTurnError
from bot.engine.i18n import Say, t
from bot.games.mageknight import interaction
from bot.games.mageknight.context import Ctx, Event
from bot.games.mageknight.option import offer
from bot.games.mageknight.resolvers import tactics
from bot.games.mageknight.skills import use as skill_use
from bot.games.mageknight.state import DUMMY_SEAT, GameState, Player, Turn

#: action types a player may send when it is not their turn
OFF_TURN_TYPES = ("skill", "tactic_use", "plunder")
#: tactics whose effect is used before your turns
BEFORE_TURN_TACTICS = ("midnight_meditation", "sparing_power")


def window_problem(state: GameState, seat: int) -> Say | None:
    """Why ``seat`` cannot use out-of-turn effects now (None: it can)."""
    if state.phase != "turns" or state.turn is None:
        if state.phase == "tactics":
            return t("mk-turn-window-tactics")
        return t("mk-turn-window-no-turn")
    if state.turn.seat == seat:
        return t("mk-turn-window-your-turn")
    if state.last_turns is not None and seat not in state.last_turns and seat != state.end_of_round_by:
        return t("mk-turn-window-last-turn-had")
    if state.last_turns is not None and seat == state.end_of_round_by:
        return t("mk-turn-window-announced")
    if state.game_end_turns is not None and seat not in state.game_end_turns:
        return t("mk-turn-window-final-turn-had")
    return None


def waiting_turn(state: GameState, player: Player) -> Turn:
    """The player's waiting turn, created when first needed."""
    turn = state.waiting.get(player.seat)
    if turn is None:
        assert player.position is not None
        turn = Turn(seat=player.seat, path=[list(player.position)], deck_had_cards=bool(player.deck))
        state.waiting[player.seat] = turn
    return turn


def adopt(state: GameState, seat: int, fresh: Turn) -> Turn:
    """At the start of ``seat``'s turn: the waiting turn (if any) becomes the turn, so what was used
    before it counts; the start-of-turn facts (path, deck) are taken now."""
    turn = state.waiting.pop(seat, None)
    if turn is None:
        return fresh
    turn.path = fresh.path
    turn.deck_had_cards = fresh.deck_had_cards
    return turn


def apply(ctx: Ctx, seat: int, action: Mapping[str, Any]) -> None:
    """Apply an out-of-turn action of ``seat`` (raises a RulesError and changes nothing if not allowed)."""
    state = ctx.state
    kind = str(action.get("type"))
    player = state.players[seat]
    active = state.turn.seat if state.turn is not None else None
    if kind not in OFF_TURN_TYPES:
        who = (
            state.players[active].name if active is not None and active != DUMMY_SEAT else t("mk-turn-nobody")
        )
        raise NotYourTurnError(t("mk-turn-not-your-turn-outside", player=who))
    why = window_problem(state, seat)
    if why:
        raise NotYourTurnError(t("mk-turn-not-your-turn-and", why=why))
    turn = waiting_turn(state, player)
    params = {k: str(v) for k, v in action.items() if k != "type" and v is not None}
    text: Say
    if kind == "skill":
        sid = params.get("skill", "")
        rec = ctx.data.skills.get(sid)
        if rec is not None and sid in player.skills and not rec.other_turns:
            raise IllegalActionError(t("mk-turn-skill-own-turn", skill=rec.name))
        text = skill_use.use_skill(ctx, player, turn, params)
    elif kind == "tactic_use":
        if player.tactic not in BEFORE_TURN_TACTICS:
            raise IllegalActionError(t("mk-turn-tactic-own-turn"))
        text = tactics.use_tactic(ctx, player, turn, params)
    else:
        text = interaction.plunder_text(ctx, player, turn)
    ctx.checkpoint = True  # another player's action: the active player cannot undo past it
    if isinstance(text, str):  # the skills and tactics still say theirs in English, with a full stop
        text = text.rstrip(".")
    if active is not None:
        ctx.events.insert(0, Event(t("mk-turn-outside-turn", text=text, player=state.players[active].name)))
    else:
        ctx.events.insert(0, Event(t("mk-turn-sentence", text=text)))


def options(ctx: Ctx, seat: int) -> list[Any]:
    """The out-of-turn options ``seat`` has now (empty when none or when it is their turn)."""
    state = ctx.state
    if seat == DUMMY_SEAT or window_problem(state, seat):
        return []
    player = state.players[seat]
    scratch = state.waiting.get(seat) or Turn(seat=seat, deck_had_cards=bool(player.deck))
    out: list[Any] = []

    for opt in skill_use.skill_options(ctx, player, scratch):
        sid = opt.params.get("skill", "")
        rec = ctx.data.skills.get(str(sid))
        if rec is not None and rec.other_turns:
            out.append(opt)
    if player.tactic in BEFORE_TURN_TACTICS:
        out.extend(tactics.tactic_options(ctx, player, scratch))
    if _can_plunder(ctx, player, scratch):
        out.append(offer(t("mk-turn-plunder-option"), "plunder"))
    return out


def _can_plunder(ctx: Ctx, player: Player, turn: Turn) -> bool:
    if player.position is None or turn.plundered:
        return False
    space = ctx.state.space((player.position[0], player.position[1]))
    return space is not None and space.site == "village"


def reminders_text(ctx: Ctx) -> list[Say]:
    """Public lines naming the waiting players who could use something before their turn (the
    play-by-post "interrupt window", UE §12): what they hold stays private, the options are public."""
    out: list[Say] = []
    for p in ctx.state.players:
        opts = options(ctx, p.seat)
        if opts:
            what = sorted({o.command for o in opts})
            out.append(
                t("mk-turn-may-use-before", player=p.name, commands=", ".join("/mk " + w for w in what))
            )
    return out
