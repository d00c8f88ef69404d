"""The command table shared by Discord and the console.

Every user command (``/game new``, ``/mk move`` ...) is described once here: its options and the
handler that turns it into a service call. Discord cogs and the offline console both call
:func:`dispatch` and :func:`autocomplete` and present the :class:`Reply`; nothing here knows about
Discord.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.engine.contract import Option
from bot.engine.errors import NotationError, RulesError
from bot.engine.notation import norm, resolve, split_list
from bot.games import registry
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import load as mk_data
from bot.games.mageknight.resolvers.interactive import question
from bot.games.mageknight.scoring import table
from bot.games.mageknight.setup import PLAYABLE_SCENARIOS
from bot.games.mageknight.views import (
    combat_choices,
    combat_lines,
    map_view,
    pending_choice,
    pending_public,
    public_view,
    skill_details,
    unit_lines,
)
from bot.render import render_map
from bot.service import ActResult, GameService


@dataclass(frozen=True)
class Caller:
    """Who is asking, and where."""

    user_id: int
    name: str
    channel_id: int
    guild_id: int | None = None
    is_manager: bool = False  # holds Manage Server (may abandon games / remove players)
    interaction_id: str | None = None  # Discord interaction id (exactly-once guard)
    expected_seq: int | None = None  # from a button: the game's seq when the button was drawn (stale guard)


@dataclass(frozen=True)
class Control:
    """One clickable choice for the caller: running ``command`` with ``options``."""

    label: str
    command: str
    options: dict[str, str]
    group: str = ""  # e.g. the card id, to group modes of one card in a select
    group_title: str = ""  # what the group is called in a menu (the card's name)


@dataclass
class Reply:
    """What a command produced.

    ``public`` lines are for the whole channel; ``private`` lines only for the caller (ephemeral on
    Discord, marked as private in the console). ``error`` means nothing changed.
    """

    public: list[str] = field(default_factory=list)
    private: list[str] = field(default_factory=list)
    error: bool = False
    map_image: bytes | None = None  # a public map picture (PNG/JPEG bytes)
    map_private: bool = False  # True when the map was asked for privately (/map)
    controls: list[Control] = field(default_factory=list)  # private controls (hand: play a card ...)
    game_id: int | None = None
    seq: int | None = None  # the game's sequence number after this command
    next_user_id: int | None = None  # whose turn it is now (for the "your turn" prompt), if it changed
    turn_changed: bool = False
    declare: dict[str, Any] | None = None  # private combat declaring controls (views.combat_choices)
    choice: dict[str, Any] | None = None  # the caller's pending end-of-turn question (views.pending_choice)
    notify_user_id: int | None = None  # the active player, told of an action used outside their turn


# =============================================================================== the command table

Handler = Callable[["GameService", Caller, dict[str, str]], Awaitable[Reply]]


@dataclass(frozen=True)
class OptionSpec:
    name: str
    description: str
    required: bool = False
    choices: str = ""  # autocomplete source: hero, scenario, game, card, mode, hex, slot, tactic, ...


@dataclass(frozen=True)
class Command:
    name: str  # "game new", "mk move", "hand"
    description: str
    handler: Handler
    options: tuple[OptionSpec, ...] = ()


GROUP_TITLES: dict[str, str] = {
    "move": "Move",
    "explore": "Explore a tile",
    "rest": "Rest",
    "end-turn": "End turn",
    "announce-end": "Announce the End of the Round",
    "tactic": "Choose a tactic",
    "attack": "Attack (one card; Declare for several)",
    "block": "Block (one card; Declare for several)",
    "damage": "Assign damage",
    "challenge": "Challenge rampaging enemies",
    "interact": "Interact here",
    "recruit": "Recruit a unit",
    "buy": "Buy (heal, cards ...)",
    "plunder": "Plunder the village",
    "activate": "Activate a unit",
    "choose": "End of turn: choose",
}
COMMANDS: dict[str, Command] = {}
LOG_PAGE = 15


def command(name: str, description: str, *options: OptionSpec) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        COMMANDS[name] = Command(name, description, fn, options)
        return fn

    return register


async def dispatch(service: GameService, caller: Caller, name: str, options: dict[str, str]) -> Reply:
    """Run a command. Rules errors become a private error reply; nothing changes on error."""
    cmd = COMMANDS.get(name)
    if cmd is None:
        return error(f"Unknown command /{name}. Try /help.")
    known = {o.name for o in cmd.options}
    unknown = sorted(set(options) - known)
    if unknown:
        allowed = ", ".join(o.name for o in cmd.options) or "none"
        return error(f"/{name} has no option {', '.join(unknown)}. Its options: {allowed}.")
    missing = [o.name for o in cmd.options if o.required and not options.get(o.name)]
    if missing:
        return error(f"/{name} needs {', '.join(m + ':<value>' for m in missing)}.")
    try:
        return await cmd.handler(service, caller, {k: v for k, v in options.items() if v not in (None, "")})
    except RulesError as exc:
        return error(str(exc))


def error(text: str) -> Reply:
    return Reply(private=[text], error=True)


# ------------------------------------------------------------------------------------- lobby
def _lobby_text(service: GameService, lobby: dict[str, Any]) -> str:
    seats = lobby["seats"]
    names = ", ".join(f"{s['name']} ({mk_data().heroes[s['hero']].name})" for s in seats) or "nobody yet"
    return (
        f"{registry.get(lobby['game']).name}: {mk_data().scenarios[lobby['scenario']].name}, "
        f"{len(seats)}/{lobby['max_players']} players: {names}."
    )


@command(
    "game new",
    "Open a new game in this channel",
    OptionSpec("game", "Which game", choices="game"),
    OptionSpec("scenario", "Which scenario", choices="scenario"),
    OptionSpec("players", "How many players (1-4)"),
    OptionSpec("hero", "Your hero (you join at once)", choices="hero"),
)
async def _game_new(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    game = resolve(o.get("game", "mageknight"), [(g.id, g.name) for g in registry.games()], "game")
    try:
        players = int(o["players"]) if "players" in o else None
    except ValueError:
        return error(f"players must be a number, not '{o['players']}'.")
    rec = await service.new_game(
        channel_id=caller.channel_id,
        guild_id=caller.guild_id,
        user_id=caller.user_id,
        name=caller.name,
        game=game,
        options={"scenario": o.get("scenario")},
        seat={"hero": o["hero"]} if "hero" in o else None,
        max_players=players,
    )
    return Reply(
        public=[
            f"{caller.name} opens a game. " + _lobby_text(service, rec.lobby),
            "Join with /game join hero:<hero>, then /game start.",
        ],
        game_id=rec.id,
    )


@command("game join", "Take a seat with a hero", OptionSpec("hero", "Your hero", True, "hero"))
async def _game_join(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    rec = await service.join(
        channel_id=caller.channel_id, user_id=caller.user_id, name=caller.name, choices={"hero": o["hero"]}
    )
    return Reply(public=[f"{caller.name} joins. " + _lobby_text(service, rec.lobby)], game_id=rec.id)


@command("game leave", "Leave the game before it starts")
async def _game_leave(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    rec, gone = await service.leave(channel_id=caller.channel_id, user_id=caller.user_id)
    return Reply(public=[f"{gone['name']} leaves. " + _lobby_text(service, rec.lobby)], game_id=rec.id)


@command(
    "game kick",
    "Remove a player before the game starts (creator or Manage Server)",
    OptionSpec("player", "The player's user id or name", True, "seated"),
)
async def _game_kick(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    game = await service.live(caller.channel_id)
    seats = game.lobby["seats"]
    target = resolve(o["player"], [(str(s["user_id"]), s["name"]) for s in seats], "player")
    rec, gone = await service.leave(
        channel_id=caller.channel_id, user_id=caller.user_id, target=int(target), is_manager=caller.is_manager
    )
    return Reply(
        public=[f"{caller.name} removes {gone['name']}. " + _lobby_text(service, rec.lobby)], game_id=rec.id
    )


@command("game start", "Start the game with the seated players")
async def _game_start(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    result = await service.start(
        channel_id=caller.channel_id, user_id=caller.user_id, is_manager=caller.is_manager
    )
    reply = _result_reply(service, caller, result)
    reply.map_image = await _render(service, result)
    return reply


@command("game abandon", "End the game in this channel (creator or Manage Server)")
async def _game_abandon(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    game = await service.abandon(
        channel_id=caller.channel_id, user_id=caller.user_id, is_manager=caller.is_manager
    )
    return Reply(
        public=[f"{caller.name} abandons the game. The channel is free for a new one."], game_id=game.id
    )


@command("game status", "Round, whose turn, and every player's public numbers")
async def _game_status(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    game = await service.store.live_game(caller.channel_id)
    if game is not None and game.status == "lobby":
        return Reply(private=["Lobby: " + _lobby_text(service, game.lobby)], game_id=game.id)
    loaded = await service.load(caller.channel_id, any_status=True)
    return Reply(private=status_lines(service, loaded.state), game_id=loaded.game.id, seq=loaded.seq)


def status_lines(service: GameService, state: mk.GameState) -> list[str]:
    data = mk_data()
    v = public_view(state, data)
    lines = [f"**{v['scenario']}**: round {v['round']}, {'Night' if v['night'] else 'Day'}."]
    if v["phase"] == "tactics":
        lines.append(
            f"Choosing tactics: {state.players[state.tactic_pickers[0]].name} picks next. "
            f"Available: {', '.join(v['tactics_available'])}."
        )
    elif v["phase"] == "turns" and state.turn is not None:
        t = v["turn"]
        lines.append(
            f"{state.players[t['seat']].name} is playing ({t['move']} Move, {t['influence']} Influence, "
            f"Source dice used {t['dice_used']}/{t['dice_allowed']})."
        )
    elif state.result:
        if "scores" in state.result:
            lines.append("Game over. " + table(state.result))
        else:  # a game finished before achievement scoring existed
            lines.append(f"Game over: {state.result['reason']}. {state.result.get('note', '')}")
    pending = pending_public(state, data)
    if pending:
        lines.append(pending)
    if state.responses:  # an interactive spell waits for another player's answer
        lines.append(f"Waiting: {question(Ctx(state, data))}.")
    for claim in state.claims:
        curse = " (Mana Curse: using that colour costs other players a Wound)" if claim["curse"] else ""
        lines.append(f"{state.players[claim['seat']].name} holds the claimed {claim['colour']} die{curse}.")
    if state.end_of_round_by is not None:
        who = "The Dummy" if state.end_of_round_by < 0 else state.players[state.end_of_round_by].name
        lines.append(f"{who} announced the End of the Round.")
    if state.dummy is not None:
        d = state.dummy
        crystals = " ".join(f"{c}×{n}" for c, n in d.crystals.items() if n) or "none"
        lines.append(
            f"- The Dummy ({data.heroes[d.hero].name}): deck {len(d.deck)}, discard {len(d.discard)}; "
            f"crystals {crystals}; tactic {d.tactic or '-'}."
        )
    if state.game_end_turns is not None:
        lines.append(
            "Final turns left for: " + ", ".join(state.players[s].name for s in state.game_end_turns) + "."
        )
    order = [s for s in v["round_order"] if s >= 0]  # the Dummy (-1) has its own line above
    for seat in order:
        p = v["players"][seat]
        crystals = " ".join(f"{c}×{n}" for c, n in p["crystals"].items() if n) or "none"
        units = (
            ", ".join(
                f"{u['name']} ({u['uid']}, {'spent' if u['spent'] else 'ready'}"
                + (", wounded" if u["wounds"] else "")
                + ")"
                for u in p["units"]
            )
            or "none"
        )
        skills = ", ".join(p["skills"]) or "none"
        lines.append(
            f"- {p['name']} ({p['hero_name']}) at {p['position']}: Fame {p['fame']}, Reputation {p['reputation']:+d}, "
            f"level {p['level']} (Armor {p['armor']}, hand limit {p['hand_limit']}, "
            f"{len(p['units'])}/{p['command_tokens']} Command tokens), tactic {p['tactic'] or '-'}; "
            f"deck {p['deck']}, hand {p['hand']}, discard {p['discard']}; crystals {crystals}; "
            f"units {units}; skills {skills}."
        )
    lines.append(
        "Source: " + ", ".join(d["colour"] + (" (taken)" if d["taken"] else "") for d in v["source"]) + "."
    )
    lines.append("Unit offer: " + (", ".join(v["unit_offer"] + v["monastery_offer"]) or "empty") + ".")
    lines.append(
        f"Map tiles left: {v['tiles_left']}"
        + (f" (next: {v['next_tile_back']})" if v["next_tile_back"] else "")
        + "."
    )
    return lines


@command("game log", "Recent actions in plain words", OptionSpec("page", "Page number, 1 = newest"))
async def _game_log(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id, any_status=True)
    try:
        page = max(1, int(o.get("page", "1")))
    except ValueError:
        return error(f"page must be a number, not '{o['page']}'.")
    total = await service.store.count_log(loaded.game.id)
    pages = max(1, -(-total // LOG_PAGE))
    if page > pages:
        return error(f"There are only {pages} page(s) of log.")
    entries = await service.store.log(loaded.game.id, limit=LOG_PAGE, offset=(page - 1) * LOG_PAGE)
    lines = [f"Log page {page}/{pages} (newest first):"]
    for e in entries:
        mark = " (undone)" if e.undone else ""
        lines.append(f"#{e.seq}{mark} {e.summary}")
    return Reply(private=lines, game_id=loaded.game.id)


# ------------------------------------------------------------------------------------- play
def _flag(o: dict[str, str], key: str) -> bool:
    """A yes/no option (yes, y, true, 1 mean yes; absent means no)."""
    return norm(o.get(key, "no")) in ("yes", "y", "true", "1")


async def _act(service: GameService, caller: Caller, action: dict[str, Any]) -> Reply:
    result = await service.act(
        channel_id=caller.channel_id,
        user_id=caller.user_id,
        action=action,
        interaction_id=caller.interaction_id,
        expected_seq=caller.expected_seq,
    )
    if result.duplicate:
        return Reply(
            private=["That was already done (a repeated click); nothing more was applied."],
            game_id=result.game.id,
            seq=result.seq,
        )
    reply = _result_reply(service, caller, result)
    kind = action.get("type")
    reply.choice = pending_choice(result.state, mk_data(), result.seat)
    if reply.choice is not None:
        reply.private += choice_lines(reply.choice)
    if kind in ("end_turn", "choose"):
        # the turn is over only once every end-of-turn question is answered
        reply.turn_changed = reply.choice is None
    if reply.turn_changed or result.state.phase == "game_over":
        reply.map_image = await _render(service, result)
    if kind in COMBAT_TYPES:
        _with_combat(service, reply, result.state, result.seat)
    if kind == "interact":
        reply.private.append(_what_here(service, result.state, result.seat))
    return reply


def _what_here(service: GameService, state: mk.GameState, seat: int) -> str:
    """After ``interact``: what the caller can recruit, buy or activate now (private)."""
    d = mk.decision(state, seat, mk_data())
    here = [o.label for o in (d.options if d else ()) if o.command in ("recruit", "buy", "activate")]
    if not here:
        return (
            "Nothing here is affordable with your Influence now: play cards for Influence "
            "(any card sideways gives Influence 1), then /mk recruit or /mk buy."
        )
    return "Here you can: " + "; ".join(here) + "."


# actions after which the public reply carries the combat summary (a move may start a combat)
COMBAT_TYPES = ("attack", "block", "damage", "next", "challenge", "enter", "burn", "move")


def _with_combat(service: GameService, reply: Reply, state: mk.GameState, seat: int | None) -> None:
    """Add the public combat summary, and the actor's private declaring controls, if in a combat."""
    lines = combat_lines(state, mk_data())
    if not lines:
        return
    reply.public.extend(lines)
    if seat is not None:
        reply.declare = combat_choices(state, seat, mk_data())


def _result_reply(service: GameService, caller: Caller, result: ActResult) -> Reply:
    seat = next((p.seat for p in result.state.players if p.user_id == caller.user_id), None)
    reply = Reply(game_id=result.game.id, seq=result.seq, turn_changed=result.turn_changed)
    for e in result.events:
        reply.public.append(e.text)
        if seat is not None and seat in e.private:
            reply.private.append(e.private[seat])
    nxt = mk.to_move(result.state)
    if nxt is not None:
        reply.next_user_id = result.state.players[nxt].user_id
        if seat is not None and nxt != seat and not result.turn_changed:
            reply.notify_user_id = reply.next_user_id  # used outside the active player's turn: tell them
    if result.turn_changed and result.state.phase == "turns":
        reply.public.extend(mk.off_turn_reminders(result.state, mk_data()))
    return reply


async def _render(service: GameService, result: ActResult | Any, highlight: list[str] | None = None) -> bytes:
    view = map_view(result.state, mk_data(), highlight=highlight)
    return await asyncio.to_thread(render_map, view, fmt="PNG")


async def _options(service: GameService, caller: Caller) -> list[Option]:
    return await service.options(caller.channel_id, caller.user_id)


@command(
    "mk tactic",
    "Choose your tactic for this round",
    OptionSpec("tactic", "The tactic", True, "tactic"),
    OptionSpec("cards", "Rethink: the cards to shuffle back, e.g. wound,rage", False),
    OptionSpec("card", "Preparation: the card to take from your deck", False),
)
async def _mk_tactic(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    data = mk_data()
    choices = [(t, data.tactics[t].name) for t in loaded.state.tactics_available]
    choices += [(t, str(data.tactics[t].number)) for t in loaded.state.tactics_available]
    tactic = resolve(o["tactic"], choices, "tactic") if loaded.state.phase == "tactics" else o["tactic"]
    extra = {k: o[k].strip() for k in ("cards", "card") if o.get(k)}
    return await _act(service, caller, {"type": "tactic", "tactic": tactic, **extra})


SKILL_PARAMS = (
    "mode",
    "colour",
    "colour2",
    "colour3",
    "enemy",
    "attack",
    "unit",
    "hex",
    "discard",
    "pay",
    "pay_colour",
    "flip",
)


@command(
    "mk skill",
    "Use one of your skills (within its timing: once a turn, once a round...)",
    OptionSpec("skill", "Your skill", True),
    OptionSpec("mode", "The skill's mode when it offers several", False),
    OptionSpec("colour", "A colour the skill asks for", False),
    OptionSpec("colour2", "A second colour it asks for", False),
    OptionSpec("colour3", "A third colour it asks for", False),
    OptionSpec("enemy", "The enemy it targets (e1...)", False),
    OptionSpec("attack", "Which of that enemy's attacks", False),
    OptionSpec("unit", "The unit it targets (u1...)", False),
    OptionSpec("hex", "Flight: the hex to fly to", False),
    OptionSpec("discard", "A card it asks you to discard", False),
    OptionSpec("pay", "How to pay its mana: token:<colour>, die:<colour> or crystal:<colour>", False),
    OptionSpec("pay_colour", "The colour of mana it asks for", False),
    OptionSpec("flip", "back: flip a flipped skill face up again (Krang)", False),
    OptionSpec("more", "Any other choice as key=value+key=value", False),
)
async def _mk_skill(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    data = mk_data()
    owned = [(s, data.skills[s].name) for s in loaded.state.players[seat].skills]
    # a cooperative token another player put in the centre is returned as centre:<skill id>
    owned += [
        (f"centre:{e['skill']}", f"{data.skills[e['skill']].name} from the centre")
        for e in loaded.state.centre
    ]
    action: dict[str, Any] = {"type": "skill", "skill": resolve(o["skill"], owned, "skill of yours")}
    action.update({k: o[k].strip() for k in SKILL_PARAMS if o.get(k)})
    action.update(_more(o.get("more")))
    return await _act(service, caller, action)


@command(
    "mk tactic-use",
    "Use your tactic's effect this round (Mana Search, Sparing Power, Long Night...)",
    OptionSpec("mode", "The tactic's mode, e.g. stash or take for Sparing Power", False),
    OptionSpec("dice", "Mana Search: the Source dice to reroll, e.g. 1,2", False),
    OptionSpec("cards", "The cards it asks for, e.g. wound,wound", False),
    OptionSpec("colour", "Mana Steal: the die colour to keep", False),
)
async def _mk_tactic_use(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    extra = {k: o[k].strip() for k in ("mode", "dice", "cards", "colour") if o.get(k)}
    return await _act(service, caller, {"type": "tactic_use", **extra})


PLAY_PARAMS = (
    "colour",
    "colours",
    "target",
    "target_mode",
    "discard",
    "terrain",
    "mana",
    "pay",
    "black",
    "die",
    "enemy",
    "unit",
    "pick",
    "take",
    "throw",
    "points",
    "cards",
    "hex",
    "where",
    "gain",
    "each",
)


@command(
    "mk play",
    "Play a card from your hand",
    OptionSpec("card", "The card", True, "card"),
    OptionSpec(
        "mode", "basic, powered, sideways/move ... (a card with choices: basic/heal ...)", False, "mode"
    ),
    OptionSpec("colour", "A colour the effect asks for", False, "colour"),
    OptionSpec("colours", "Die colours for Mana Draw / Mana Pull (e.g. green,red)", False, "colours"),
    OptionSpec("target", "The Action card a Concentration-like card powers", False, "target"),
    OptionSpec("target_mode", "The target's mode, when it has several", False, "target_mode"),
    OptionSpec("discard", "The card Improvisation discards", False, "discard"),
    OptionSpec("terrain", "The terrain Druidic Paths makes cheaper", False, "terrain"),
    OptionSpec("mana", "Pay with: token:<colour>, die:<colour> or crystal:<colour>", False, "mana"),
    OptionSpec("pay", "For Crystallize: the mana to turn into a crystal", False, "mana"),
    OptionSpec("black", "A powered spell's black mana: token:black, die:black or crystal...", False),
    OptionSpec("die", "A Source die the card asks for", False),
    OptionSpec("enemy", "The enemy the card targets (e1...)", False),
    OptionSpec("unit", "The unit the card targets (u1...)", False),
    OptionSpec("pick", "The named option of a card with nested choices", False),
    OptionSpec("take", "A card the effect takes from an offer", False),
    OptionSpec("throw", "A card the effect throws away", False),
    OptionSpec("points", "How many points the effect spends", False),
    OptionSpec("cards", "Cards the effect asks for, e.g. rage,march", False),
    OptionSpec("hex", "A hex the effect asks for (q,r)", False),
    OptionSpec("where", "top or bottom (of your deck)", False),
    OptionSpec("gain", "Which gain of a cost effect (1, 2 ...)", False),
    OptionSpec("each", "The modes repeated by a 'per' effect", False),
    OptionSpec("more", "Any other choice as key=value+key=value", False),
)
async def _mk_play(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    hand = loaded.state.players[seat].hand
    data = mk_data()
    card = resolve(o["card"], [(c, data.cards[c].name) for c in sorted(set(hand))], "card in your hand")
    params = {k: v for k, v in o.items() if k in PLAY_PARAMS}
    params.update(_more(o.get("more")))
    for k in ("target", "discard"):
        if k in params:
            params[k] = resolve(
                params[k], [(c, data.cards[c].name) for c in sorted(set(hand))], "card in your hand"
            )
    mode = o.get("mode", "basic").strip().lower().replace(" ", "")
    return await _act(service, caller, {"type": "play", "card": card, "mode": mode, "params": params})


@command(
    "mk move",
    "Move your hero (the cheapest legal path is used)",
    OptionSpec("hex", "Destination hex q,r", True, "hex"),
    OptionSpec("harvest", "Savage Harvesting: a card to discard for a crystal", False, "card"),
)
async def _mk_move(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    action: dict[str, Any] = {"type": "move", "hex": o["hex"].strip()}
    if "harvest" in o:
        action["harvest"] = _card_list(service, caller, o["harvest"])[0]
    return await _act(service, caller, action)


@command(
    "mk explore",
    "Reveal a new map tile next to you (2 Move)",
    OptionSpec("slot", "The slot's centre hex q,r", True, "slot"),
)
async def _mk_explore(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    reply = await _act(service, caller, {"type": "explore", "slot": o["slot"].strip()})
    if not reply.error and reply.map_image is None:
        loaded = await service.load(caller.channel_id, any_status=True)
        reply.map_image = await _render(service, loaded)
    return reply


@command(
    "mk rest",
    "Rest: discard one non-Wound card and any Wounds",
    OptionSpec("discard", "Cards to discard, e.g. march,wound,wound", False, "rest"),
)
async def _mk_rest(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    return await _act(
        service, caller, {"type": "rest", "discard": _card_list(service, caller, o.get("discard"))}
    )


def _card_list(service: GameService, caller: Caller, text: str | None) -> list[str]:
    names = [
        (c.id, c.name)
        for c in mk_data().cards.values()
        if c.kind in ("basic", "unique", "wound", "advanced", "spell", "artifact")
    ]
    return [resolve(p, names, "card") for p in split_list(text)]


@command(
    "mk end-turn",
    "End your turn (clean-up, site benefits, draw)",
    OptionSpec("discard", "Cards to discard before drawing", False, "card"),
    OptionSpec("keep", "Crystal Joy: take it back by discarding a card", False, "card"),
    OptionSpec("mine", "On a deep mine: the colour of the crystal you mine", False, "colour"),
    OptionSpec("long_night", "Long Night: yes to refill your deck if it runs out in the draw", False),
)
async def _mk_end_turn(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    action: dict[str, Any] = {"type": "end_turn", "discard": _card_list(service, caller, o.get("discard"))}
    if _flag(o, "long_night"):
        action["long_night"] = "yes"
    if "keep" in o:
        action["keep"] = _card_list(service, caller, o["keep"])[0]
    if o.get("mine"):
        action["mine"] = o["mine"].strip().lower()
    return await _act(service, caller, action)


@command("mk announce-end", "Announce the End of the Round (your deck is empty)")
async def _mk_announce(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    return await _act(service, caller, {"type": "announce_end"})


@command(
    "mk enter",
    "Enter the adventure site you stand on (dungeon, tomb, ruins, maze...) and fight",
    OptionSpec("path", "Maze or Labyrinth: the path's Move cost (2, 4 or 6)", False),
    OptionSpec("mana", "Ruins altar: the 3 payments, e.g. crystal:green,token:green,die:green", False),
)
async def _mk_enter(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    action: dict[str, Any] = {"type": "enter"}
    if o.get("path"):
        action["path"] = _number(o["path"], "path")
    if o.get("mana"):
        action["mana"] = o["mana"].strip()
    return await _act(service, caller, action)


@command(
    "mk banner",
    "Assign a banner from your hand to one of your units",
    OptionSpec("card", "The banner in your hand", True, "card"),
    OptionSpec("unit", "Your unit (u1, u2 ...)", True, "units"),
)
async def _mk_banner(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    card = _card_list(service, caller, o["card"])[0]
    return await _act(service, caller, {"type": "banner", "card": card, "unit": o["unit"].strip()})


@command(
    "mk challenge",
    "Challenge the rampaging enemies next to you",
    OptionSpec(
        "targets",
        "Their hexes q,r (several: 1,0;2,-1); may be left out when only one is adjacent",
        False,
        "challenge",
    ),
)
async def _mk_challenge(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    return await _act(service, caller, {"type": "challenge", "targets": o.get("targets", "")})


# ------------------------------------------------------------------------------------- combat
@command("mk combat", "The combat: every enemy's numbers and abilities, the phase and what is needed")
async def _mk_combat(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    lines = combat_lines(loaded.state, mk_data())
    if not lines:
        return error(
            "There is no combat now. A combat starts by moving onto a site, /mk challenge, /mk enter or /mk burn."
        )
    seat = next((p.seat for p in loaded.state.players if p.user_id == caller.user_id), None)
    declare = combat_choices(loaded.state, seat, mk_data()) if seat is not None else None
    return Reply(private=lines, declare=declare, game_id=loaded.game.id, seq=loaded.seq)


PREVIEW_SPEC = OptionSpec("preview", "yes: only show what would happen (nothing is done)", False)


@command(
    "mk attack",
    "Attack enemies together with cards (Ranged & Siege or Attack phase)",
    OptionSpec("targets", "The enemies attacked together, e.g. e1,e2", True, "enemies"),
    OptionSpec("cards", "The cards, e.g. rage@basic/attack,swiftness@powered", False, "attack_cards"),
    OptionSpec(
        "units", "Your units and their ability, e.g. u1@1/attack,u2@2+mana=crystal:red", False, "units"
    ),
    PREVIEW_SPEC,
)
async def _mk_attack(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded, seat = await _combatant(service, caller)
    state = loaded.state
    action = {
        "type": "attack",
        "targets": ",".join(_enemy_uids(service, state, o["targets"])),
        "cards": _declared_cards(service, state, seat, o.get("cards", "")),
        "units": o.get("units", ""),
    }
    return await _declare(service, caller, loaded, seat, action, o)


@command(
    "mk block",
    "Block one enemy attack with cards (Block phase)",
    OptionSpec("enemy", "The enemy (e1, or e1:2 for its second attack)", True, "attacks"),
    OptionSpec("cards", "The cards, e.g. determination@powered,rage@basic/block", False, "block_cards"),
    OptionSpec("attack", "Which of its attacks (1, 2 ...) when it has several", False),
    OptionSpec("move", "Move points spent to lower a Cumbersome attack", False),
    OptionSpec("units", "Your units and their ability, e.g. u1@1/block", False, "units"),
    PREVIEW_SPEC,
)
async def _mk_block(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded, seat = await _combatant(service, caller)
    state = loaded.state
    uid, index = _enemy_attack(service, state, o["enemy"], o.get("attack"))
    action: dict[str, Any] = {
        "type": "block",
        "enemy": uid,
        "cards": _declared_cards(service, state, seat, o.get("cards", "")),
        "units": o.get("units", ""),
    }
    if index:
        action["attack"] = index
    if o.get("move"):
        action["move"] = _number(o["move"], "move")
    return await _declare(service, caller, loaded, seat, action, o)


@command(
    "mk damage",
    "Assign one unblocked attack's damage: to units in order, the rest to your hero",
    OptionSpec("enemy", "The enemy (e1, or e1:2 for its second attack)", True, "attacks"),
    OptionSpec(
        "units",
        "Units taking the damage first, in order, e.g. u1,u2 (empty: all to the hero)",
        False,
        "units",
    ),
    OptionSpec("attack", "Which of its attacks (1, 2 ...) when it has several", False),
    PREVIEW_SPEC,
)
async def _mk_damage(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded, seat = await _combatant(service, caller)
    state = loaded.state
    uid, index = _enemy_attack(service, state, o["enemy"], o.get("attack"))
    action: dict[str, Any] = {
        "type": "damage",
        "enemy": uid,
        "units": ",".join(_unit_uids(service, state, seat, o.get("units"))),
    }
    if index:
        action["attack"] = index
    return await _declare(service, caller, loaded, seat, action, o)


@command("mk next", "Go on to the next combat phase (after the Attack phase the combat ends)", PREVIEW_SPEC)
async def _mk_next(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded, seat = await _combatant(service, caller)
    return await _declare(service, caller, loaded, seat, {"type": "next"}, o)


async def _combatant(service: GameService, caller: Caller) -> tuple[Any, int]:
    """The loaded game and the caller's seat; refuses (changing nothing) outside the caller's combat."""
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    state = loaded.state
    if mk.to_move(state) != seat:
        who = mk.to_move(state)
        name = state.players[who].name if who is not None else "nobody"
        raise RulesError(f"It is not your turn: it is {name}'s.")
    if state.turn is None or state.turn.combat is None:
        raise RulesError(
            "You are not in a combat. Start one by moving onto a site, /mk challenge, /mk enter or /mk burn."
        )
    return loaded, seat


async def _declare(
    service: GameService, caller: Caller, loaded: Any, seat: int, action: dict[str, Any], o: dict[str, str]
) -> Reply:
    """Commit a combat declaration, or with preview:yes only show what it would do."""
    if _flag(o, "preview"):
        p = mk.preview(loaded.state, seat, action, mk_data())
        return Reply(
            private=[("Preview: " if p.ok else "That would not work: ") + p.text],
            error=not p.ok,
            game_id=loaded.game.id,
            seq=loaded.seq,
        )
    return await _act(service, caller, action)


def _number(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise RulesError(f"{what} must be a number, not '{text}'.") from None


def _living(service: GameService, state: mk.GameState) -> list[tuple[str, str]]:
    combat = state.turn.combat if state.turn else None
    if combat is None:
        return []
    return [(e.uid, mk_data().enemies[e.enemy].name) for e in combat.enemies if not e.defeated]


def _enemy_uids(service: GameService, state: mk.GameState, text: str) -> list[str]:
    """Enemies named by uid (e1) or name (Prowlers)."""
    pairs = _living(service, state)
    return [resolve(t, pairs, "enemy in this combat") for t in split_list(text)]


def _enemy_attack(
    service: GameService, state: mk.GameState, text: str, attack: str | None
) -> tuple[str, int]:
    """``e1`` / ``e1:2`` / a name -> (uid, attack number or 0)."""
    head, _, index = text.strip().partition(":")
    uid = resolve(head, _living(service, state), "enemy in this combat")
    chosen = attack or index
    return uid, _number(chosen, "attack") if chosen else 0


def _unit_uids(service: GameService, state: mk.GameState, seat: int, text: str | None) -> list[str]:
    pairs = [(u.uid, mk_data().units[u.unit].name) for u in state.players[seat].units]
    return [resolve(t, pairs, "unit of yours") for t in split_list(text)]


def _declared_cards(service: GameService, state: mk.GameState, seat: int, text: str) -> str:
    """Cards of a declaration with names completed: ``Rage`` or ``rage@powered`` becomes the exact
    item the engine offers now (``rage@powered+mana=die:red``) when there is exactly one such item."""
    data = mk_data()
    hand = [(c, data.cards[c].name) for c in sorted(set(state.players[seat].hand))]
    choices = combat_choices(state, seat, data) or {}
    offered = [v for v, _ in choices.get("cards", [])]
    offered += [v for v in choices.get("all_cards", []) if v not in offered]
    out = []
    for item in [p.strip() for p in text.split(",") if p.strip()]:
        head, plus, extras = item.partition("+")
        name, _, mode = head.partition("@")
        card = resolve(name, hand, "card in your hand")
        mode = mode.strip().lower().replace(" ", "")
        mine = [v for v in offered if v.split("@")[0] == card]
        if not mode:
            matches = mine[:1]
        else:
            matches = [
                v
                for v in mine
                if v.split("@")[1].split("+")[0] in (mode,) or v.split("@")[1].startswith(mode + "/")
            ]
        if len(matches) == 1 and not plus:
            out.append(matches[0])
        elif len(matches) == 1:
            out.append(matches[0].split("+")[0] + "+" + extras)
        else:
            out.append(f"{card}@{mode or 'basic'}" + (f"+{extras}" if plus else ""))
    return ",".join(out)


@command("mk burn", "Burn the monastery you stand on (Reputation -3, fight a violet enemy)")
async def _mk_burn(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    return await _act(service, caller, {"type": "burn"})


# ------------------------------------------------------------------------------------- sites, units, growth
@command("mk interact", "Interact at the village, monastery, keep, mage tower or city you stand on")
async def _mk_interact(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    return await _act(service, caller, {"type": "interact"})


MANA_SPEC = OptionSpec("mana", "Pay with: token:<colour>, die:<colour> or crystal:<colour>", False)


@command(
    "mk recruit",
    "Recruit a unit from the Unit offer with Influence (at a site showing its icon)",
    OptionSpec("unit", "The unit in the Unit offer", True, "local"),
    OptionSpec("disband", "A unit of yours to disband when every Command token is in use", False, "local"),
    MANA_SPEC,
    OptionSpec("bond", "yes: into Norowas' Bonds of Loyalty token (5 Influence less)", False, "local"),
)
async def _mk_recruit(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    state = loaded.state
    data = mk_data()
    offer = [(u, data.units[u].name) for u in sorted(set(state.unit_offer))]
    action: dict[str, Any] = {"type": "recruit", "unit": resolve(o["unit"], offer, "unit in the Unit offer")}
    if "disband" in o:
        action["disband"] = _unit_uids(service, state, seat, o["disband"])[0]
    if "mana" in o:
        action["mana"] = o["mana"].strip().lower()
    if "bond" in o:
        action["bond"] = o["bond"].strip().lower()
    return await _act(service, caller, action)


def _interaction_ids(service: GameService) -> list[tuple[str, str]]:
    """Every interaction sold anywhere (heal, advanced_action, spell, artifact ...), as (id, words)."""
    data = mk_data()
    items = [i for s in data.sites.values() for i in s.interactions]
    items += [i for c in data.cities.values() for i in c.interactions]
    return [(i.id, i.id.replace("_", " ")) for i in items]


@command(
    "mk buy",
    "Buy at the site you interact with: heal, advanced_action, spell, artifact, elite_to_offer ...",
    OptionSpec("what", "What to buy (heal, advanced_action, spell, artifact ...)", True, "local"),
    OptionSpec(
        "card", "The Advanced Action or Spell (advanced_action at the green city: deck)", False, "local"
    ),
    OptionSpec("points", "Heal points to buy", False, "local"),
    OptionSpec("units", "Wounded units healed first (their level each), e.g. u1,u2", False, "local"),
    MANA_SPEC,
)
async def _mk_buy(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    state = loaded.state
    data = mk_data()
    action: dict[str, Any] = {
        "type": "buy",
        "what": resolve(o["what"], _interaction_ids(service), "purchase"),
    }
    if "card" in o:
        if norm(o["card"]) in ("deck", "topofthedeck"):
            action["card"] = "deck"
        else:
            cards = [(c.id, c.name) for c in data.cards.values() if c.kind in ("advanced", "spell")]
            action["card"] = resolve(o["card"], cards, "Advanced Action or Spell")
    if "points" in o:
        action["points"] = str(_number(o["points"], "points"))
    if "units" in o:
        action["units"] = ",".join(_unit_uids(service, state, seat, o["units"]))
    if "mana" in o:
        action["mana"] = o["mana"].strip().lower()
    return await _act(service, caller, action)


@command("mk plunder", "Plunder the village you stand on (draw 2 cards, Reputation -1; before anything else)")
async def _mk_plunder(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    return await _act(service, caller, {"type": "plunder"})


@command(
    "mk respond",
    "Answer another player's spell: Mind Read (the card you discard), Mind Steal (the card you keep, or none)",
    OptionSpec("card", "The card", True, "local"),
)
async def _mk_respond(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    text = o["card"].strip()
    asked = [x.params["card"] for x in await _options(service, caller) if x.command == "respond"]
    pairs = [(c, mk_data().cards[c].name if c in mk_data().cards else c) for c in asked]
    card = resolve(text, pairs, "card") if pairs else text  # nothing asked: the engine says so
    return await _act(service, caller, {"type": "respond", "card": card})


@command(
    "mk activate",
    "Use a ready unit's Move, Influence, Heal, mana or Ready ability (in combat: declare it instead)",
    OptionSpec("unit", "Your unit (u1, or its name)", True, "local"),
    OptionSpec("ability", "The ability's number as printed (1, 2 ...)", True, "local"),
    OptionSpec("mode", "The ability's choice (e.g. influence), when it has several", False, "local"),
    MANA_SPEC,
    OptionSpec("colour", "The colour of the mana token or crystal it gives", False, "local"),
    OptionSpec(
        "target", "A Ready ability's spent unit; Scouts: a hex or pile:<colour> to peek at", False, "local"
    ),
    OptionSpec("units", "Wounded units a Heal ability heals, e.g. u2", False, "local"),
    OptionSpec("enemy", "In combat: the enemy an ability aims at, e.g. e1", False, "local"),
    OptionSpec("attack", "In combat: which attack of that enemy (1, 2 ...)", False, "local"),
)
async def _mk_activate(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    state = loaded.state
    action: dict[str, Any] = {
        "type": "activate",
        "unit": _unit_uids(service, state, seat, o["unit"])[0],
        "ability": str(_number(o["ability"], "ability")),
    }
    for key in ("mode", "mana", "colour", "enemy", "attack"):
        if key in o:
            action[key] = o[key].strip().lower()
    if "target" in o:  # a unit of yours (Ready), else a hex or pile:<colour> (Scouts' peek)
        raw = o["target"].strip().lower()
        mine = {u.uid for u in state.players[seat].units}
        is_place = raw.startswith("pile:") or "," in raw
        action["target"] = raw if is_place and raw not in mine else _unit_uids(service, state, seat, raw)[0]
    if "units" in o:
        action["units"] = ",".join(_unit_uids(service, state, seat, o["units"]))
    return await _act(service, caller, action)


@command(
    "mk choose",
    "Answer the end-of-turn question: a reward, the Artifact to put back, a level-up's skill and card",
    OptionSpec(
        "pick",
        "The reward: a card, colour, unit or number; the Artifact to put back; none to give a unit up",
        False,
        "local",
    ),
    OptionSpec("skill", "Level-up: the skill to take", False, "local"),
    OptionSpec(
        "card", "Level-up: the Advanced Action from the offer (with a revealed skill)", False, "local"
    ),
    OptionSpec("disband", "A unit of yours to disband for a unit reward", False, "local"),
)
async def _mk_choose(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    state = loaded.state
    pending = pending_choice(state, mk_data(), seat)
    answers = [params for _, params in pending["answers"]] if pending else []
    action: dict[str, Any] = {"type": "choose"}
    for key in ("pick", "skill", "card"):
        if key not in o:
            continue
        values = sorted({p[key] for p in answers if key in p})
        pairs = [(v, _value_name(service, state, seat, v)) for v in values]
        # nothing to match against (no question pending): the engine says what is wrong
        action[key] = resolve(o[key], pairs, "choice") if pairs else o[key].strip()
    if "disband" in o:
        action["disband"] = _unit_uids(service, state, seat, o["disband"])[0]
    if pending is not None and not any(k in action for k in ("pick", "skill")):
        listing = "; ".join(label for label, _ in pending["answers"][:10])
        return error(f"{pending['question']} Name your answer with pick:… or skill:… ({listing}).")
    return await _act(service, caller, action)


def _value_name(service: GameService, state: mk.GameState, seat: int, value: str) -> str:
    """A readable name for a parameter value: a card, skill, unit (offer or owned) or the value."""
    data = mk_data()
    if value in data.cards:
        return data.cards[value].name
    if value in data.skills:
        return data.skills[value].name
    if value in data.units:
        return data.units[value].name
    owned = next((u for u in state.players[seat].units if u.uid == value), None)
    if owned is not None:
        return f"{data.units[owned.unit].name} ({owned.uid})"
    return value


for _kind, _text in mk.NOT_YET.items():

    async def _not_yet(service: GameService, caller: Caller, o: dict[str, str], _kind: str = _kind) -> Reply:
        return await _act(service, caller, {"type": _kind})

    command(f"mk {_kind}", _text + " (not available yet)")(_not_yet)


@command("hand", "Your hand, crystals and mana (only you see it), with controls to play")
async def _hand(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id)
    seat = service.seat_of(loaded, caller.user_id)
    return hand_reply(service, loaded.state, seat, loaded.game.id, loaded.seq)


def _more(text: str | None) -> dict[str, str]:
    """The ``more`` option: extra choices written ``key=value+key=value``."""
    out: dict[str, str] = {}
    for item in (text or "").split("+"):
        if not item.strip():
            continue
        k, sep, v = item.partition("=")
        if not sep:
            raise NotationError(f"more: write key=value (e.g. gold=red), not '{item}'.")
        out[k.strip()] = v.strip()
    return out


def control_options(name: str, params: dict[str, str]) -> dict[str, str]:
    """An engine option's parameters as the command's options: any the command does not declare go
    into its ``more`` option (a slash command has at most 25 options)."""
    known = {o.name for o in COMMANDS[name].options} if name in COMMANDS else set(params)
    out = {k: v for k, v in params.items() if k in known}
    extra = [f"{k}={v}" for k, v in params.items() if k not in known]
    if extra:
        out["more"] = "+".join(extra)
    return out


def hand_reply(service: GameService, state: mk.GameState, seat: int, game_id: int, seq: int) -> Reply:
    data = mk_data()
    p = state.players[seat]
    counts: dict[str, int] = {}
    for c in p.hand:
        counts[c] = counts.get(c, 0) + 1
    cards = (
        ", ".join(
            f"{data.cards[c].name}" + (f" ×{n}" if n > 1 else "") + f" [{data.cards[c].colour}]"
            for c, n in sorted(counts.items())
        )
        or "no cards"
    )
    crystals = ", ".join(f"{n} {c}" for c, n in p.crystals.items() if n) or "none"
    lines = [
        f"Your hand ({len(p.hand)}): {cards}.",
        f"Crystals: {crystals}. Deck: {len(p.deck)}, discard: {len(p.discard)}.",
    ]
    lines += unit_lines(state, data, seat)
    skills = skill_details(data, p)
    if skills:
        lines.append(
            "Skills (face up): "
            + "; ".join(f"{k['name']}" + (f" ({k['text']})" if k["text"] else "") for k in skills)
            + "."
        )
    if state.turn is not None and state.turn.seat == seat:
        t = state.turn
        lines.append(
            f"This turn: {t.move} Move, {t.influence} Influence, mana tokens: {', '.join(t.tokens) or 'none'}, "
            f"Source dice used {t.dice_used}/{t.dice_allowed}."
        )
        if t.interaction is not None:
            site = state.spaces[t.interaction["hex"]].site or ""
            lines.append(
                f"Interacting at the {data.sites[site].name if site in data.sites else site} "
                f"(Reputation {t.interaction['rep']:+d} applied): /mk recruit, /mk buy."
            )
    choice = pending_choice(state, data, seat)
    if choice is not None:
        lines += choice_lines(choice)
    d = mk.decision(state, seat, data)
    controls = [
        Control(
            o.label,
            "mk " + o.command,
            control_options("mk " + o.command, o.params),
            group=o.params["card"] if o.command == "play" else o.command,
            group_title=data.cards[o.params["card"]].name
            if o.command == "play"
            else GROUP_TITLES.get(o.command, o.command.replace("-", " ").capitalize()),
        )
        for o in (d.options if d else ())
        if choice is None  # a pending question is answered with its own (persistent) controls
    ]
    if d is None:
        lines.append("It is not your turn; your controls appear when it is.")
    declare = combat_choices(state, seat, data)
    if declare is not None:
        lines.append(
            f"In combat ({declare['phase_name']}): **Declare** picks enemies and several cards at once."
        )
    return Reply(private=lines, controls=controls, game_id=game_id, seq=seq, declare=declare, choice=choice)


def choice_lines(choice: dict[str, Any]) -> list[str]:
    """The private text of a pending end-of-turn question (names the Artifacts drawn: owner only)."""
    lines = [f"**End of turn**: {choice['question']}"]
    if choice.get("revealed_skills"):
        lines.append(
            "Revealed skills: "
            + "; ".join(
                f"{k['name']}" + (f" ({k['text']})" if k["text"] else "") for k in choice["revealed_skills"]
            )
            + ". Keep one and take any Advanced Action from the offer, or take a Common skill and the lowest one."
        )
    if choice.get("drawn"):
        lines.append("Artifacts drawn (only you see them): " + ", ".join(choice["drawn"]) + ".")
    lines.append("Answer below, or with /mk choose.")
    return lines


@command("map", "The map as a picture", OptionSpec("public", "yes: post it for everyone"))
async def _map(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    loaded = await service.load(caller.channel_id, any_status=True)
    highlight: list[str] = []
    seat = next((p.seat for p in loaded.state.players if p.user_id == caller.user_id), None)
    if seat is not None and mk.to_move(loaded.state) == seat:
        highlight = [o.params["hex"] for o in await _options(service, caller) if o.command == "move"]
    image = await _render(service, loaded, highlight)
    public = _flag(o, "public")
    text = "Map" + (" (your reachable hexes are outlined)" if highlight else "") + "."
    return Reply(
        public=[text] if public else [],
        private=[] if public else [text],
        map_image=image,
        map_private=not public,
        game_id=loaded.game.id,
        seq=loaded.seq,
    )


@command("undo", "Take back your last action this turn (not past a reveal, draw or roll)")
async def _undo(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    result = await service.undo(
        channel_id=caller.channel_id, user_id=caller.user_id, interaction_id=caller.interaction_id
    )
    if result.duplicate:
        return Reply(private=["That undo was already done."], game_id=result.game.id, seq=result.seq)
    reply = Reply(public=[e.text for e in result.events], game_id=result.game.id, seq=result.seq)
    _with_combat(service, reply, result.state, result.seat)
    return reply


@command("help", "The commands")
async def _help(service: GameService, caller: Caller, o: dict[str, str]) -> Reply:
    lines = ["Commands:"]
    for c in COMMANDS.values():
        opts = " ".join(f"{s.name}:<…>" if s.required else f"[{s.name}:…]" for s in c.options)
        lines.append(f"/{c.name} {opts} — {c.description}".replace("  ", " "))
    return Reply(private=lines)


# ------------------------------------------------------------------------------------- autocomplete
async def autocomplete(
    service: GameService,
    caller: Caller,
    name: str,
    option: str,
    current: str,
    filled: dict[str, str] | None = None,
) -> list[tuple[str, str]]:
    """Up to 25 ``(label, value)`` suggestions for ``option`` of command ``name``, from the engine's
    legal options where there are any."""
    filled = filled or {}
    cmd = COMMANDS.get(name)
    spec = next((s for s in cmd.options if s.name == option), None) if cmd else None
    if spec is None:
        return []
    data = mk_data()
    pairs: list[tuple[str, str]] = []
    if spec.choices == "game":
        pairs = [(g.name, g.id) for g in registry.games()]
    elif spec.choices == "scenario":
        pairs = [(data.scenarios[s].name, s) for s in PLAYABLE_SCENARIOS]
    elif spec.choices == "hero":
        taken: set[str] = set()
        game = await service.store.live_game(caller.channel_id)
        if game is not None:
            taken = {s["hero"] for s in game.lobby.get("seats", [])}
        pairs = [(h.name, h.id) for h in data.heroes.values() if h.id not in taken]
    elif spec.choices == "seated":
        game = await service.store.live_game(caller.channel_id)
        pairs = [(s["name"], str(s["user_id"])) for s in (game.lobby["seats"] if game else [])]
    elif spec.choices in COMBAT_CHOICES:
        return await _combat_suggest(service, caller, spec.choices, current, filled)
    elif spec.choices == "local":
        return await _local_suggest(service, caller, name, option, current, filled)
    else:
        opts = await _options(service, caller)
        command_name = name.split(" ", 1)[-1]
        relevant = [o for o in opts if o.command == command_name]
        if spec.choices == "tactic":
            pairs = [(o.label[:100], o.params["tactic"]) for o in relevant]
        elif spec.choices in ("hex", "slot"):
            key = "hex" if spec.choices == "hex" else "slot"
            pairs = [(o.label[:100], o.params[key]) for o in relevant]
        elif spec.choices == "card" and name == "mk play":
            seen: dict[str, str] = {}
            for o in relevant:
                seen.setdefault(o.params["card"], data.cards[o.params["card"]].name)
            pairs = [(n, c) for c, n in seen.items()]
        elif spec.choices == "card":
            loaded = await service.load(caller.channel_id)
            seat = service.seat_of(loaded, caller.user_id)
            pairs = [
                (data.cards[c].name, c) for c in sorted(set(loaded.state.players[seat].hand)) if c != "wound"
            ]
        elif spec.choices == "rest":
            pairs = [(o.label[:100], o.params.get("discard", "")) for o in relevant]
        else:
            card = filled.get("card")
            for o in relevant:
                if (
                    card
                    and norm(o.params.get("card", "")) != norm(card)
                    and not norm(data.cards[o.params["card"]].name).startswith(norm(card))
                ):
                    continue
                value = o.params.get(option)
                if value:
                    pairs.append((o.label[:100], value))
    cur = norm(current)
    out = [
        (label, value)
        for label, value in dict.fromkeys(pairs)
        if not cur or cur in norm(label) or norm(value).startswith(cur)
    ]
    return out[:25]


COMBAT_CHOICES = ("enemies", "attack_cards", "block_cards", "attacks", "units", "challenge")


def _list_suggest(pairs: list[tuple[str, str]], current: str, sep: str = ",") -> list[tuple[str, str]]:
    """Suggestions for a list option: what is typed before the last separator is kept, the last
    part is completed, and values already listed are left out."""
    head, _, last = current.rpartition(sep)
    chosen = {p.strip() for p in head.split(sep)} if head else set()
    prefix = head + sep if head else ""
    key = norm(last)
    out = []
    for label, value in pairs:
        if value in chosen or (key and key not in norm(label) and not norm(value).startswith(key)):
            continue
        out.append(((f"{head} + " if head else "") + label, prefix + value))
    return [(label[:100], value[:100]) for label, value in out if len(value) <= 100][:25]


async def _combat_suggest(
    service: GameService, caller: Caller, choices: str, current: str, filled: dict[str, str]
) -> list[tuple[str, str]]:
    """Autocomplete for the combat options, from the engine's view of the caller's combat."""
    if choices == "challenge":
        pairs = [
            (o.label, o.params["targets"])
            for o in await _options(service, caller)
            if o.command == "challenge"
        ]
        return _list_suggest(pairs, current, ";")
    try:
        loaded = await service.load(caller.channel_id)
        seat = service.seat_of(loaded, caller.user_id)
    except RulesError:
        return []
    state = loaded.state
    declare = combat_choices(state, seat, mk_data())
    if declare is None:
        return []
    if choices == "enemies":
        return _list_suggest([(label, v) for v, label in declare["targets"]], current)
    if choices in ("attack_cards", "block_cards"):
        return _list_suggest([(label, v) for v, label in declare["cards"]], current)
    if choices == "units":
        return _list_suggest([(label, v) for v, label in declare["units"]], current)
    return _list_suggest([(label, v) for v, label in declare["attacks"]], current, "\n")


# option values shown by their own name (the option's label describes the whole action instead)
NAMED_VALUES = ("skill", "card", "disband", "units", "target", "colour")


async def _local_suggest(
    service: GameService, caller: Caller, name: str, option: str, current: str, filled: dict[str, str]
) -> list[tuple[str, str]]:
    """Autocomplete for interaction, units and end-of-turn choices, from the engine's legal options
    that agree with what is already filled in."""
    try:
        loaded = await service.load(caller.channel_id)
        seat = service.seat_of(loaded, caller.user_id)
    except RulesError:
        return []
    state = loaded.state
    command_name = name.split(" ", 1)[-1]
    d = mk.decision(state, seat, mk_data())
    found: dict[str, str] = {}
    for o in d.options if d else ():
        if o.command != command_name or option not in o.params:
            continue
        if any(
            k != option
            and k in o.params
            and norm(v) not in (norm(o.params[k]), norm(_value_name(service, state, seat, o.params[k])))
            for k, v in filled.items()
        ):
            continue
        value = o.params[option]
        named = option in NAMED_VALUES or (option == "unit" and command_name == "activate")
        label = _value_name(service, state, seat, value) if named else o.label
        found.setdefault(value, label)
    cur = norm(current)
    out = [
        (label[:100], value)
        for value, label in found.items()
        if not cur or cur in norm(label) or norm(value).startswith(cur)
    ]
    return out[:25]
