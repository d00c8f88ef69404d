"""Interactive skill tokens in the centre of the table (UE digest §4.5 "interactive", LL digest §6).

Using an interactive skill flips it for the round (once a round) and, when its effect says so, puts the
token in the centre (``GameState.centre``, one entry per token):

- ``centre_lasting`` (competitive): until the start of the owner's next turn (or the end of the round),
  every other player is affected on their turns: at the start of their turn (``start_of_turn``: no Source
  die, terrain costs) or while they fight (``unit_value_change``, ``enemy_attack_bonus``).
- ``centre_return`` (cooperative): another player may, in their own turn, return the token to its owner
  (``{"type": "skill", "skill": "centre:<skill id>"}``) and gets the effect (``skill_use.use_centre``).

At the start of the owner's next turn the token goes back to them (still face down for this round); at
the end of the round the centre is emptied (the tokens are turned face up with all others).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.engine.i18n import Say, join, t
from bot.games.mageknight import effects as fx
from bot.games.mageknight import mana
from bot.games.mageknight.effects import BASIC_COLOURS

if TYPE_CHECKING:
    from bot.games.mageknight.context import Ctx
    from bot.games.mageknight.data.skills import Skill
    from bot.games.mageknight.state import GameState, Player, Turn

PREFIX = "centre:"
#: Who may return a token, as the catalog names them (``mk-misc-centre-returnable``).
TRIGGERS = ("any_player", "first_player_in_combat", "first_player_using_colour")


def place(
    ctx: Ctx, player: Player, skill: Skill, kind: str, effect: Mapping[str, Any], colour: str | None = None
) -> Say:
    """Put the token in the centre with its lasting (``lasting``) or returnable (``return``) effect;
    ``colour``: the colour marked with it (the mana token gained, the basic mana just used)."""

    inner = effect["centre_" + kind]
    ctx.state.centre.append(
        {
            "skill": skill.id,
            "owner": player.seat,
            "kind": kind,
            "effect": dict(inner),
            "trigger": effect.get("trigger"),
            "colour": colour,
        }
    )
    if kind == "lasting":
        return t("mk-misc-centre-lasting", player=player.name, effect=fx.text(inner))
    trigger = str(effect.get("trigger"))
    who = trigger if trigger in TRIGGERS else "other"
    return t("mk-misc-centre-returnable", who=who, effect=fx.text(inner))


def lasting(state: GameState, seat: int, kind: str) -> list[dict[str, Any]]:
    """The lasting effects of ``kind`` that other players' tokens in the centre put on ``seat``."""
    out = []
    for entry in state.centre:
        if entry["kind"] == "lasting" and entry["owner"] != seat and kind in entry["effect"]:
            out.append(entry["effect"])
    return out


def start_of_turn(ctx: Ctx, player: Player, turn: Turn) -> None:
    """The owner takes back their tokens; the others' lasting tokens apply to this turn."""
    state = ctx.state
    mine = [e for e in state.centre if e["owner"] == player.seat]
    for entry in mine:
        state.centre.remove(entry)
        ctx.say(t("mk-misc-centre-back", skill=ctx.data.skills[entry["skill"]].name, player=player.name))
        if entry.get("crystal_from_token"):
            _crystal_from_token(ctx, player, turn, entry)
    wheel = [s for s in player.skills if "set_colour_wheel" in (ctx.data.skills[s].on_gain or {})]
    if wheel and player.chaos_wheel is None:  # Master of Chaos: the wheel is set by a die roll
        player.chaos_wheel = ctx.rng.choice(["blue", "green", "black", "white", "red", "gold"])
        ctx.say(
            t(
                "mk-misc-wheel-set",
                player=player.name,
                skill=ctx.data.skills[wheel[0]].name,
                colour=player.chaos_wheel,
            )
        )
    if lasting(state, player.seat, "no_source_die"):
        turn.dice_allowed = 0
        ctx.say(t("mk-misc-no-source-die", player=player.name))
    for effect in lasting(state, player.seat, "terrain_cost_change"):
        terrain_change(ctx, turn, int(effect["terrain_cost_change"]), effect)


def _crystal_from_token(ctx: Ctx, player: Player, turn: Turn, entry: Mapping[str, Any]) -> None:
    """Mana Suppression back home: a crystal of a colour lying on the token (the first put there); with
    none, of the basic colour the owner has fewest crystals of (red, blue, green, white on ties; R-CENTRE)."""
    tokens = list(entry.get("tokens") or [])
    colour = tokens[0] if tokens else min(BASIC_COLOURS, key=lambda c: player.crystals.get(c, 0))
    got = mana.gain_crystal_text(player, turn, colour, ctx.data.levels.crystal_cap)
    ctx.say(t("mk-misc-gains-from", player=player.name, got=got, skill=ctx.data.skills[entry["skill"]].name))


def powered_bonus(ctx: Ctx, player: Player, colours: list[str]) -> int:
    """Mana Overload: the first player (its owner too) to power a card with mana of the marked colour
    returns the token and gets its bonus on that card's Move/Influence/Attack/Block."""
    for entry in list(ctx.state.centre):
        if entry.get("trigger") == "first_player_using_colour" and entry.get("colour") in colours:
            ctx.state.centre.remove(entry)
            ctx.say(
                t("mk-misc-centre-returns", player=player.name, skill=ctx.data.skills[entry["skill"]].name)
            )
            return int(entry["effect"].get("powered_card_bonus", 0))
    return 0


def end_of_round(state: GameState) -> None:
    state.centre.clear()


def terrain_change(ctx: Ctx, turn: Turn, amount: int, effect: Mapping[str, Any]) -> Say:
    """Every terrain costs ``amount`` more (less) this turn: lowered not below ``min``; raised only for
    terrains costing less than ``max`` by the time of day (R-CENTRE)."""
    night = ctx.state.night
    if amount < 0:
        floor = int(effect.get("min", 0))
        for terrain in ctx.data.terrains:
            turn.add("terrain_cut", terrain=terrain, amount=-amount, floor=floor)
        return t("mk-misc-terrain-cheaper", n=-amount, floor=floor)
    cap = int(effect.get("max", 99))
    for terrain, rec in ctx.data.terrains.items():
        cost = rec.cost(night)
        if cost is not None and cost + amount <= cap:
            turn.add("terrain_cut", terrain=terrain, amount=-amount, floor=0)
    return t("mk-misc-terrain-dearer", n=amount, cap=cap)


def unit_value_change(state: GameState, seat: int) -> int:
    """Added to every Attack and Block of ``seat``'s units (Wolf's Howl)."""
    return sum(int(e["unit_values"]) for e in lasting(state, seat, "unit_values"))


def unit_values(ctx: Ctx, player: Player, parts: list[list[Any]]) -> Say:
    """Change the Attack/Block points a unit just gave in a declaration (``[amount, element, type, src]``);
    the note to append to the unit's line, after a space ("" when nothing changes)."""
    change = unit_value_change(ctx.state, player.seat)
    if not change:
        return ""
    for part in parts:
        part[0] = max(0, int(part[0]) + change)
    return join(" ", t("mk-misc-unit-values", change=f"{change:+d}"), sep="")


def enemy_attack_bonus(state: GameState, seat: int) -> int:
    """Added to each enemy attack ``seat`` faces in the Block phase (Nature's Vengeance)."""
    return sum(int(e["enemy_attacks_bonus"]) for e in lasting(state, seat, "enemy_attacks_bonus"))


def view(state: GameState, names: Mapping[str, str]) -> list[dict[str, Any]]:
    """The public view of the centre: which token, whose, and whether it lasts or may be returned."""
    return [
        {
            "skill": names.get(e["skill"], e["skill"]),
            "id": e["skill"],
            "owner": e["owner"],
            "kind": "lasting" if e["kind"] == "lasting" else "returnable",
        }
        for e in state.centre
    ]
