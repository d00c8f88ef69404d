"""Mage Knight's command set: the ``/mk`` commands with their options, a pure parser from typed
options to an engine action (names are matched against what may be chosen now), autocomplete from
the legal options, and the texts around them (status, hand, combat summary, pending questions).

Shared code (``bot/commands.py``) reads the state once under the game's lock, calls
:meth:`MageKnightCommands.parse` and applies the action; nothing here talks to Discord or the store.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from bot.engine.commands import (
    FLAG,
    INTEGER,
    Act,
    CommandSet,
    CommandSpec,
    Control,
    OptionSpec,
    Panel,
    Show,
    Table,
)
from bot.engine.contract import Option, Outcome
from bot.engine.errors import NotationError, RulesError
from bot.engine.i18n import DEFAULT, LANGUAGES, Say, Text, join, loaded, render, t, tagged, words
from bot.engine.notation import norm, resolve, split_list, suggestions
from bot.games.mageknight import cardview, questions
from bot.games.mageknight import game as mk
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.data import load as mk_data
from bot.games.mageknight.observer import (
    combat_choices,
    combat_lines,
    map_view,
    pending_choice,
    pending_public,
    public_view,
    skill_details,
    unit_lines,
)
from bot.games.mageknight.option import option_id
from bot.games.mageknight.preview import choices as move_choices
from bot.games.mageknight.preview import move_preview, path_choices, reach_marks
from bot.games.mageknight.render import render_map
from bot.games.mageknight.resolvers.interactive import question
from bot.games.mageknight.scoring import final_table as score_table
from bot.games.mageknight.state import GameState

Request = Act | Show
Handler = Callable[[Table, dict[str, str]], Request]
SPECS: dict[str, CommandSpec] = {}
HANDLERS: dict[str, Handler] = {}

#: What a group of hand controls is called in a menu (a card's group is the card's name).
GROUP_TITLES: dict[str, Text] = {
    "move": t("mk-cmd-group-move"),
    "explore": t("mk-cmd-group-explore"),
    "rest": t("mk-cmd-group-rest"),
    "end-turn": t("mk-cmd-group-end-turn"),
    "announce-end": t("mk-cmd-group-announce-end"),
    "tactic": t("mk-cmd-group-tactic"),
    "attack": t("mk-cmd-group-attack"),
    "block": t("mk-cmd-group-block"),
    "damage": t("mk-cmd-group-damage"),
    "challenge": t("mk-cmd-group-challenge"),
    "interact": t("mk-cmd-group-interact"),
    "recruit": t("mk-cmd-group-recruit"),
    "buy": t("mk-cmd-group-buy"),
    "plunder": t("mk-cmd-group-plunder"),
    "activate": t("mk-cmd-group-activate"),
    "choose": t("mk-cmd-group-choose"),
    "skill": t("mk-cmd-group-skill"),
    "tactic-use": t("mk-cmd-group-tactic-use"),
    "banner": t("mk-cmd-group-banner"),
    "enter": t("mk-cmd-group-enter"),
    "burn": t("mk-cmd-group-burn"),
    "next": t("mk-cmd-group-next"),
    "respond": t("mk-cmd-group-respond"),
}
PREVIEW_SPEC = OptionSpec("preview", "yes: only show what would happen (nothing is done)", False, type=FLAG)
#: Skills giving combat points are named in the declaration (the refusals of such skills advise it).
SKILLS_SPEC = OptionSpec("skills", "Your skills giving combat points, e.g. tovak_cold_toughness", False)
# actions after which the public reply carries the combat summary (a move may start a combat)
COMBAT_TYPES = ("attack", "block", "damage", "next", "challenge", "enter", "burn", "move", "undo")
#: What a refusal calls a card the caller must name from the hand.
IN_HAND = t("mk-cmd-what-card-in-hand")


def command(name: str, description: str, *options: OptionSpec) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        SPECS[name] = CommandSpec(name, description, options)
        HANDLERS[name] = fn
        return fn

    return register


def _seat(table: Table) -> int:
    if table.seat is None:
        raise RulesError(t("mk-cmd-not-a-player"))
    return table.seat


def _offered(table: Table) -> list[Option]:
    """The caller's legal options now (outside their turn: what they may use before it)."""
    if table.seat is None:
        return []
    d = mk.decision(table.state, table.seat, mk_data())
    if d is None:
        return list(mk.off_turn_options(table.state, table.seat, mk_data()))
    return list(d.options)


def _flag(o: Mapping[str, str], key: str) -> bool:
    """A yes/no option (yes, y, true, 1 mean yes, and yes in Czech or Polish; absent means no)."""
    return norm(typed(o.get(key, "no"))) in ("yes", "y", "true", "1")


# ------------------------------------------------------------------------------------- typed words
#: The values the engine reads as English words that players may also type in Czech or Polish: colours
#: of mana and crystals, where mana comes from, terrains, yes/no, day/night, top/bottom of the deck.
TYPED_VALUES = (
    *("red", "blue", "green", "white", "gold", "black"),
    *("token", "die", "crystal"),
    *("plains", "hills", "forest", "wasteland", "desert", "swamp", "lake", "mountain"),
    *("yes", "no", "day", "night", "top", "bottom"),
)
#: The options whose values are such words (a value ``token:červená`` reads as ``token:red``).
WORD_OPTIONS = (
    *("colour", "colour2", "colour3", "colours", "pay_colour", "mine", "mana", "pay", "black", "die"),
    *("terrain", "where", "preview", "long_night", "bond"),
)
#: Options whose whole value may be such a word (a reward's colour), else a card, a unit or a number.
WHOLE_WORD_OPTIONS = ("pick",)
_WORD = re.compile(r"[^\W\d_]+")


@cache
def typed_words() -> dict[str, str]:
    """Every form a player may type for a value of :data:`TYPED_VALUES`, in any language (the forms
    each catalog lists in ``mk-cmd-typed``, compared without case or diacritics) -> the value."""
    out: dict[str, str] = {}
    for value in TYPED_VALUES:
        out[value] = value
        for lang in LANGUAGES:
            for form in render(lang, t("mk-cmd-typed", value=value)).split(","):
                if norm(form):
                    out.setdefault(norm(form), value)
    return out


def typed(text: str) -> str:
    """``text`` with each word of :data:`TYPED_VALUES` written in Czech or Polish put as the engine
    reads it (``kostka:červená`` -> ``die:red``); any other word is left as typed."""
    words_ = typed_words()
    return _WORD.sub(lambda m: words_.get(norm(m.group(0)), m.group(0)), text)


def _typed_options(options: Mapping[str, str]) -> dict[str, str]:
    out = dict(options)
    for key, value in options.items():
        if key in WORD_OPTIONS:
            out[key] = typed(value)
        elif key in WHOLE_WORD_OPTIONS and norm(value) in typed_words():
            out[key] = typed_words()[norm(value)]
    return out


# ------------------------------------------------------------------------------------- status
def _crystals(crystals: Mapping[str, int], key: str = "mk-cmd-crystal-count") -> Say:
    """A player's crystals (``red×2 blue×1`` in the status, ``2 red, 1 blue`` in the hand)."""
    have = [t(key, colour=t("mk-cmd-crystal", colour=c), n=n) for c, n in crystals.items() if n]
    if not have:
        return t("mk-cmd-none")
    return join(*have, sep=" " if key == "mk-cmd-crystal-count" else ", ")


def _yes(value: Any) -> str:
    """A yes/no value for a catalog selector."""
    return "yes" if value else "no"


def status_lines(state: GameState) -> list[Say]:
    data = mk_data()
    v = public_view(state, data)
    scenario = t("mk-game-scenario-name", id=state.scenario, name=v["scenario"])
    lines: list[Say] = [t("mk-cmd-status-head", scenario=scenario, round=v["round"], night=_yes(v["night"]))]
    if v["phase"] == "tactics":
        lines.append(
            t(
                "mk-cmd-status-tactics",
                player=state.players[state.tactic_pickers[0]].name,
                tactics=list(v["tactics_available"]),
            )
        )
    elif v["phase"] == "turns" and state.turn is not None:
        tv = v["turn"]
        lines.append(
            t(
                "mk-cmd-status-playing",
                player=state.players[tv["seat"]].name,
                move=tv["move"],
                influence=tv["influence"],
                used=tv["dice_used"],
                allowed=tv["dice_allowed"],
            )
        )
    elif state.result:
        if "scores" in state.result:
            lines.append(t("mk-cmd-status-game-over", table=score_table(state.result)))
        else:  # a game finished before achievement scoring existed
            lines.append(
                t(
                    "mk-cmd-status-game-over-reason",
                    reason=loaded(str(state.result["reason"])),
                    note=loaded(str(state.result.get("note", ""))),
                )
            )
    pending = pending_public(state, data)
    if pending:
        lines.append(pending)
    if state.responses:  # an interactive spell waits for another player's answer
        lines.append(t("mk-cmd-status-waiting", question=question(Ctx(state, data))))
    for claim in state.claims:
        lines.append(
            t(
                "mk-cmd-status-claim",
                player=state.players[claim["seat"]].name,
                colour=t("mk-cmd-colour", colour=claim["colour"]),
                curse=_yes(claim["curse"]),
            )
        )
    if state.end_of_round_by is not None:
        if state.end_of_round_by < 0:
            lines.append(t("mk-cmd-status-dummy-announced"))
        else:
            lines.append(t("mk-cmd-status-announced", player=state.players[state.end_of_round_by].name))
    if state.dummy is not None:
        d = state.dummy
        lines.append(
            t(
                "mk-cmd-status-dummy",
                hero=data.heroes[d.hero].name,
                deck=len(d.deck),
                discard=len(d.discard),
                crystals=_crystals(d.crystals),
                tactic=d.tactic or "-",
            )
        )
    if state.game_end_turns is not None:
        lines.append(
            t("mk-cmd-status-final-turns", players=[state.players[s].name for s in state.game_end_turns])
        )
    order = [s for s in v["round_order"] if s >= 0]  # the Dummy (-1) has its own line above
    for seat in order:
        p = v["players"][seat]
        units = [
            t(
                "mk-cmd-status-unit",
                name=u["name"],
                uid=u["uid"],
                spent=_yes(u["spent"]),
                wounded=_yes(u["wounds"]),
            )
            for u in p["units"]
        ]
        lines.append(
            t(
                "mk-cmd-status-player",
                player=p["name"],
                hero=p["hero_name"],
                position=p["position"] or "-",
                fame=p["fame"],
                reputation=f"{p['reputation']:+d}",
                level=p["level"],
                armor=p["armor"],
                limit=p["hand_limit"],
                units_now=len(p["units"]),
                tokens=p["command_tokens"],
                tactic=p["tactic"] or "-",
                deck=p["deck"],
                hand=p["hand"],
                discard=p["discard"],
                crystals=_crystals(p["crystals"]),
                units=units or t("mk-cmd-none"),
                skills=list(p["skills"]) or t("mk-cmd-none"),
            )
        )
    lines.append(
        t(
            "mk-cmd-status-source",
            dice=[
                t("mk-cmd-source-die", colour=t("mk-cmd-colour", colour=d["colour"]), taken=_yes(d["taken"]))
                for d in v["source"]
            ],
        )
    )
    offer = v["unit_offer"] + v["monastery_offer"]
    lines.append(t("mk-cmd-status-unit-offer", units=offer or t("mk-cmd-empty")))
    lines.append(t("mk-cmd-status-tiles", n=v["tiles_left"], next=v["next_tile_back"] or "none"))
    return lines


def _what_here(state: GameState, seat: int) -> Say:
    """After ``interact``: what the caller can recruit, buy or activate now (private)."""
    d = mk.decision(state, seat, mk_data())
    here = [o.label for o in (d.options if d else ()) if o.command in ("recruit", "buy", "activate")]
    if not here:
        return t("mk-cmd-nothing-affordable")
    return t("mk-cmd-here-you-can", options=join(*here, sep="; "))


# ------------------------------------------------------------------------------------- moves
@command(
    "tactic",
    "Choose your tactic for this round",
    OptionSpec("tactic", "The tactic", True, "tactic"),
    OptionSpec("cards", "Rethink: the cards to shuffle back, e.g. wound,rage", False, "hand_list"),
    OptionSpec("card", "Preparation: the card to take from your deck", False, "local"),
)
def _tactic(table: Table, o: dict[str, str]) -> Request:
    data = mk_data()
    choices = [(x, data.tactics[x].name) for x in table.state.tactics_available]
    choices += [(x, str(data.tactics[x].number)) for x in table.state.tactics_available]
    tactic = (
        resolve(o["tactic"], choices, t("mk-cmd-what-tactic"))
        if table.state.phase == "tactics"
        else o["tactic"]
    )
    extra = {k: o[k].strip() for k in ("cards", "card") if o.get(k)}
    rec = data.tactics.get(tactic)
    effect = rec.effect if rec is not None and rec.timing == "taken" else None
    if effect and "cycle_cards" in effect and "cards" not in extra:  # Rethink: which cards? (R-ASK)
        ways = [x for x in _offered(table) if x.command == "tactic" and x.params.get("tactic") == tactic]
        if ways:
            n = int(effect["cycle_cards"])
            return _ask(questions.cycle(table.state, _seat(table), data, tactic, n), ways)
    return Act({"type": "tactic", "tactic": tactic, **extra})


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
    "skill",
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
def _skill(table: Table, o: dict[str, str]) -> Request:
    seat = _seat(table)
    data = mk_data()
    owned = [(s, data.skills[s].name) for s in table.state.players[seat].skills]
    # a cooperative token another player put in the centre is returned as centre:<skill id>
    owned += [
        (f"centre:{e['skill']}", words(t("mk-cmd-skill-from-centre", skill=data.skills[e["skill"]].name)))
        for e in table.state.centre
    ]
    action: dict[str, Any] = {"type": "skill", "skill": resolve(o["skill"], owned, t("mk-cmd-what-skill"))}
    action.update({k: o[k].strip() for k in SKILL_PARAMS if o.get(k)})
    action.update(_more(o.get("more")))
    return Act(action)


@command(
    "tactic-use",
    "Use your tactic's effect this round (Mana Search, Sparing Power, Long Night...)",
    OptionSpec("mode", "The tactic's mode, e.g. stash or take for Sparing Power", False),
    OptionSpec("dice", "Mana Search: the Source dice to reroll, e.g. 1,2", False),
    OptionSpec("cards", "The cards it asks for, e.g. wound,wound", False),
    OptionSpec("colour", "Mana Steal: the die colour to keep", False),
)
def _tactic_use(table: Table, o: dict[str, str]) -> Request:
    extra = {k: o[k].strip() for k in ("mode", "dice", "cards", "colour") if o.get(k)}
    seat = _seat(table)
    tactic = table.state.players[seat].tactic or ""
    rec = mk_data().tactics.get(tactic)
    if rec is not None and rec.effect and "cycle_cards" in rec.effect and "cards" not in extra:
        ways = [x for x in _offered(table) if x.command == "tactic-use"]  # which cards? (R-ASK)
        if ways:
            n = int(rec.effect["cycle_cards"])
            return _ask(questions.cycle(table.state, seat, mk_data(), tactic, n), ways)
    return Act({"type": "tactic_use", **extra})


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
    "play",
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
def _play(table: Table, o: dict[str, str]) -> Request:
    seat = _seat(table)
    hand = table.state.players[seat].hand
    data = mk_data()
    card = resolve(o["card"], [(c, data.cards[c].name) for c in sorted(set(hand))], IN_HAND)
    params = {k: v for k, v in o.items() if k in PLAY_PARAMS}
    params.update(_more(o.get("more")))
    for k in ("target", "discard"):
        if k in params:
            params[k] = resolve(params[k], [(c, data.cards[c].name) for c in sorted(set(hand))], IN_HAND)
    mode = o.get("mode", "basic").strip().lower().replace(" ", "")
    completed = _completed(table, card, mode, params)
    if isinstance(completed, Show):
        return completed
    return Act({"type": "play", "card": card, "mode": mode, "params": completed})


def _completed(table: Table, card: str, mode: str, params: dict[str, str]) -> dict[str, str] | Show:
    """A play's parameters completed from the options offered now: when exactly one offered way to
    play ``card`` in ``mode`` agrees with what was typed, its other parameters are taken (Improvisation's
    discard); when several do and every one of them needs a parameter that was left out (the source of
    its mana...), the player is asked which, with a control for each (R-ASK)."""
    offered = [
        o
        for o in _offered(table)
        if o.command == "play" and o.params.get("card") == card and o.params.get("mode") == mode
    ]
    ways = [{k: v for k, v in o.params.items() if k not in ("card", "mode")} for o in offered]
    agreeing = [i for i, w in enumerate(ways) if all(w.get(k, v) == v for k, v in params.items())]
    if len(agreeing) == 1:
        return {**ways[agreeing[0]], **params}
    missing = set.intersection(*(set(ways[i]) - set(params) for i in agreeing)) if agreeing else set()
    if missing:
        return _ask(questions.play_ways(card, mode, mk_data()), [offered[i] for i in agreeing])
    return params


@command(
    "move",
    "Move your hero: one step to a neighbour, or along the path you name (else the cheapest)",
    OptionSpec("hex", "Destination hex q,r", True, "hex"),
    OptionSpec("path", "The spaces you pass through on the way, in order, e.g. 1,0;1,1", False, "path"),
    OptionSpec("harvest", "Savage Harvesting: a card to discard for a crystal", False, "card"),
    PREVIEW_SPEC,
)
def _move(table: Table, o: dict[str, str]) -> Request:
    action: dict[str, Any] = {"type": "move", "hex": o["hex"].strip()}
    if o.get("path"):
        action["path"] = o["path"].strip()
    if "harvest" in o:
        action["harvest"] = _one_hand_card(table, o["harvest"], "harvest")
    return Act(action, preview=_flag(o, "preview"))


@command(
    "explore",
    "Reveal a new map tile next to you (2 Move)",
    OptionSpec("slot", "The slot's centre hex q,r", True, "slot"),
)
def _explore(table: Table, o: dict[str, str]) -> Request:
    return Act({"type": "explore", "slot": o["slot"].strip()})


@command(
    "rest",
    "Rest: discard one non-Wound card and any Wounds",
    OptionSpec("discard", "Cards to discard, e.g. march,wound,wound", False, "rest"),
)
def _rest(table: Table, o: dict[str, str]) -> Request:
    if "discard" not in o:  # what it would discard is shown first, with the ways to rest (R-ASK)
        ways = [x for x in _offered(table) if x.command == "rest" and x.params.get("discard")]
        if ways:
            wounds = table.state.players[_seat(table)].hand.count("wound")

            def group(w: Option) -> tuple[str, Say]:  # all the Wounds first, then the ways keeping some
                if w.params["discard"].split(",").count("wound") == wounds:
                    return "rest", GROUP_TITLES["rest"]
                return "rest-keep", t("mk-ask-group-rest-keep")

            return _ask(questions.rest(table.state, _seat(table), mk_data()), ways, group)
    return Act({"type": "rest", "discard": _hand_cards(table, o.get("discard"))})


def _ask(
    question: Say, ways: Sequence[Option], groups: Callable[[Option], tuple[str, Say]] | None = None
) -> Show:
    """A question shown privately with a control for each offered way to answer it (``groups`` puts
    each under a group of the controls: its id and title)."""
    controls = []
    for w in ways:
        group, title = groups(w) if groups else (w.command, GROUP_TITLES.get(w.command, w.command))
        options = control_options(w.command, w.params)
        controls.append(Control(w.label, w.command, options, group=group, group_title=title, option_id=w.id))
    return Show(Panel(private=[question], controls=controls))


def _hand_cards(table: Table, text: str | None) -> list[str]:
    """Cards named from the caller's hand (a wrong name lists the hand, not every card)."""
    hand = table.state.players[_seat(table)].hand
    names = [(c, mk_data().cards[c].name) for c in sorted(set(hand))]
    return [resolve(p, names, IN_HAND) for p in split_list(text)]


def _one_hand_card(table: Table, text: str, option: str) -> str:
    """The one card an option names from the caller's hand; an empty or comma-only value (``harvest:,``)
    is refused with the hand listed, like a wrong name."""
    named = _hand_cards(table, text)
    if len(named) != 1:
        hand = table.state.players[_seat(table)].hand
        listing = sorted({mk_data().cards[c].name for c in hand}) or t("mk-cmd-nothing")
        raise NotationError(t("mk-cmd-name-one-card", option=option, hand=listing))
    return named[0]


def _card_list(text: str | None) -> list[str]:
    names = [
        (c.id, c.name)
        for c in mk_data().cards.values()
        if c.kind in ("basic", "unique", "wound", "advanced", "spell", "artifact")
    ]
    return [resolve(p, names, t("mk-cmd-what-card")) for p in split_list(text)]


@command(
    "end-turn",
    "End your turn (clean-up, site benefits, draw)",
    OptionSpec("discard", "Cards to discard before drawing", False, "card"),
    OptionSpec("keep", "Crystal Joy: take it back by discarding a card", False, "card"),
    OptionSpec("mine", "On a deep mine: the colour of the crystal you mine", False, "colour"),
    OptionSpec(
        "long_night", "Long Night: yes to refill your deck if it runs out in the draw", False, type=FLAG
    ),
)
def _end_turn(table: Table, o: dict[str, str]) -> Request:
    action: dict[str, Any] = {"type": "end_turn", "discard": _hand_cards(table, o.get("discard"))}
    if _flag(o, "long_night"):
        action["long_night"] = "yes"
    if "keep" in o:
        action["keep"] = _card_list(o["keep"])[0]  # a card played this turn, not in the hand
    if o.get("mine"):
        action["mine"] = o["mine"].strip().lower()
    return Act(action)


@command("announce-end", "Announce the End of the Round (your deck is empty)")
def _announce(table: Table, o: dict[str, str]) -> Request:
    return Act({"type": "announce_end"})


@command(
    "enter",
    "Enter the adventure site you stand on (dungeon, tomb, ruins, maze...) and fight",
    OptionSpec(
        "path", "Maze or Labyrinth: the path's Move cost (2, 4 or 6)", False, type=INTEGER, low=2, high=6
    ),
    OptionSpec("mana", "Ruins altar: the 3 payments, e.g. crystal:green,token:green,die:green", False),
)
def _enter(table: Table, o: dict[str, str]) -> Request:
    action: dict[str, Any] = {"type": "enter"}
    if o.get("path"):
        action["path"] = _number(o["path"], "path")
    if o.get("mana"):
        action["mana"] = o["mana"].strip()
    return Act(action)


@command(
    "banner",
    "Assign a banner from your hand to one of your units",
    OptionSpec("card", "The banner in your hand", True, "card"),
    OptionSpec("unit", "Your unit (u1, u2 ...)", True, "units"),
)
def _banner(table: Table, o: dict[str, str]) -> Request:
    card = _one_hand_card(table, o["card"], "card")
    return Act({"type": "banner", "card": card, "unit": o["unit"].strip()})


@command(
    "challenge",
    "Challenge the rampaging enemies next to you",
    OptionSpec(
        "targets",
        "Their hexes q,r (several: 1,0;2,-1); may be left out when only one is adjacent",
        False,
        "challenge",
    ),
)
def _challenge(table: Table, o: dict[str, str]) -> Request:
    return Act({"type": "challenge", "targets": o.get("targets", "")})


# ------------------------------------------------------------------------------------- combat
@command("combat", "The combat: every enemy's numbers and abilities, the phase and what is needed")
def _combat(table: Table, o: dict[str, str]) -> Request:
    lines = combat_lines(table.state, mk_data())
    if not lines:
        raise RulesError(t("mk-cmd-no-combat"))
    seat = table.seat
    declare = declaring(table.state, seat) if seat is not None else None
    return Show(Panel(private=[*lines], declare=declare))


@command(
    "attack",
    "Attack enemies together with cards (Ranged & Siege or Attack phase)",
    OptionSpec("targets", "The enemies attacked together, e.g. e1,e2", True, "enemies"),
    OptionSpec("cards", "The cards, e.g. rage@basic/attack,swiftness@powered", False, "attack_cards"),
    OptionSpec(
        "units", "Your units and their ability, e.g. u1@1/attack,u2@2+mana=crystal:red", False, "units"
    ),
    SKILLS_SPEC,
    PREVIEW_SPEC,
)
def _attack(table: Table, o: dict[str, str]) -> Request:
    seat = _combatant(table)
    state = table.state
    action = {
        "type": "attack",
        "targets": ",".join(_enemy_uids(state, o["targets"])),
        "cards": _declared_cards(state, seat, o.get("cards", "")),
        "units": o.get("units", ""),
        "skills": o.get("skills", ""),
    }
    return Act(action, preview=_flag(o, "preview"))


@command(
    "block",
    "Block one enemy attack with cards (Block phase)",
    OptionSpec("enemy", "The enemy (e1, or e1:2 for its second attack)", True, "attacks"),
    OptionSpec("cards", "The cards, e.g. determination@powered,rage@basic/block", False, "block_cards"),
    OptionSpec(
        "attack", "Which of its attacks (1, 2 ...) when it has several", False, type=INTEGER, low=1, high=9
    ),
    OptionSpec("move", "Move points spent to lower a Cumbersome attack", False, type=INTEGER, low=0, high=99),
    OptionSpec("units", "Your units and their ability, e.g. u1@1/block", False, "units"),
    SKILLS_SPEC,
    PREVIEW_SPEC,
)
def _block(table: Table, o: dict[str, str]) -> Request:
    seat = _combatant(table)
    state = table.state
    uid, index = _enemy_attack(state, o["enemy"], o.get("attack"))
    action: dict[str, Any] = {
        "type": "block",
        "enemy": uid,
        "cards": _declared_cards(state, seat, o.get("cards", "")),
        "units": o.get("units", ""),
        "skills": o.get("skills", ""),
    }
    if index:
        action["attack"] = index
    if o.get("move"):
        action["move"] = _number(o["move"], "move")
    return Act(action, preview=_flag(o, "preview"))


@command(
    "damage",
    "Assign one unblocked attack's damage: to units in order, the rest to your hero",
    OptionSpec("enemy", "The enemy (e1, or e1:2 for its second attack)", True, "attacks"),
    OptionSpec(
        "units",
        "Units taking the damage first, in order, e.g. u1,u2 (empty: all to the hero)",
        False,
        "units",
    ),
    OptionSpec(
        "attack", "Which of its attacks (1, 2 ...) when it has several", False, type=INTEGER, low=1, high=9
    ),
    PREVIEW_SPEC,
)
def _damage(table: Table, o: dict[str, str]) -> Request:
    seat = _combatant(table)
    state = table.state
    uid, index = _enemy_attack(state, o["enemy"], o.get("attack"))
    action: dict[str, Any] = {
        "type": "damage",
        "enemy": uid,
        "units": ",".join(_unit_uids(state, seat, o.get("units"))),
    }
    if index:
        action["attack"] = index
    return Act(action, preview=_flag(o, "preview"))


@command("next", "Go on to the next combat phase (after the Attack phase the combat ends)", PREVIEW_SPEC)
def _next(table: Table, o: dict[str, str]) -> Request:
    _combatant(table)
    return Act({"type": "next"}, preview=_flag(o, "preview"))


def _combatant(table: Table) -> int:
    """The caller's seat; refuses (changing nothing) outside the caller's combat."""
    seat = _seat(table)
    state = table.state
    if mk.to_move(state) != seat:
        who = mk.to_move(state)
        if who is None:
            raise RulesError(t("mk-cmd-not-your-turn-nobody"))
        raise RulesError(t("mk-cmd-not-your-turn", player=state.players[who].name))
    if state.turn is None or state.turn.combat is None:
        raise RulesError(t("mk-cmd-not-in-combat"))
    return seat


def _number(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise RulesError(t("mk-cmd-not-a-number", option=what, text=text)) from None


def _living(state: GameState) -> list[tuple[str, str]]:
    combat = state.turn.combat if state.turn else None
    if combat is None:
        return []
    return [(e.uid, mk_data().enemies[e.enemy].name) for e in combat.enemies if not e.defeated]


def _enemy_uids(state: GameState, text: str) -> list[str]:
    """Enemies named by uid (e1) or name (Prowlers)."""
    pairs = _living(state)
    return [resolve(x, pairs, t("mk-cmd-what-enemy")) for x in split_list(text)]


def _enemy_attack(state: GameState, text: str, attack: str | None) -> tuple[str, int]:
    """``e1`` / ``e1:2`` / a name -> (uid, attack number or 0)."""
    head, _, index = text.strip().partition(":")
    uid = resolve(head, _living(state), t("mk-cmd-what-enemy"))
    chosen = attack or index
    return uid, _number(chosen, "attack") if chosen else 0


def _unit_uids(state: GameState, seat: int, text: str | None) -> list[str]:
    pairs = [(u.uid, mk_data().units[u.unit].name) for u in state.players[seat].units]
    return [resolve(x, pairs, t("mk-cmd-what-unit")) for x in split_list(text)]


def _declared_cards(state: GameState, seat: int, text: str) -> str:
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
        card = resolve(name, hand, IN_HAND)
        mode = mode.strip().lower().replace(" ", "")
        mine = [v for v in offered if v.split("@")[0] == card]
        if not mode:  # the card's first way; its mana source only when it has just one (R-ASK)
            head0 = mine[0].split("+")[0] if mine else ""
            matches = mine[:1] if len([v for v in mine if v.split("+")[0] == head0]) <= 1 else [head0]
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


@command("burn", "Burn the monastery you stand on (Reputation -3, fight a violet enemy)")
def _burn(table: Table, o: dict[str, str]) -> Request:
    return Act({"type": "burn"})


# ------------------------------------------------------------------------------------- sites, units, growth
@command("interact", "Interact at the village, monastery, keep, mage tower or city you stand on")
def _interact(table: Table, o: dict[str, str]) -> Request:
    return Act({"type": "interact"})


MANA_SPEC = OptionSpec("mana", "Pay with: token:<colour>, die:<colour> or crystal:<colour>", False)


@command(
    "recruit",
    "Recruit a unit from the Unit offer with Influence (at a site showing its icon)",
    OptionSpec("unit", "The unit in the Unit offer", True, "local"),
    OptionSpec("disband", "A unit of yours to disband when every Command token is in use", False, "local"),
    MANA_SPEC,
    OptionSpec("bond", "yes: into Norowas' Bonds of Loyalty token (5 Influence less)", False, "local"),
)
def _recruit(table: Table, o: dict[str, str]) -> Request:
    seat = _seat(table)
    state = table.state
    data = mk_data()
    offer = [(u, data.units[u].name) for u in sorted(set(state.unit_offer))]
    action: dict[str, Any] = {
        "type": "recruit",
        "unit": resolve(o["unit"], offer, t("mk-cmd-what-offer-unit")),
    }
    if "disband" in o:
        action["disband"] = _unit_uids(state, seat, o["disband"])[0]
    if "mana" in o:
        action["mana"] = o["mana"].strip().lower()
    if "bond" in o:
        action["bond"] = o["bond"].strip().lower()
    return Act(action)


def _interaction_ids() -> list[tuple[str, str]]:
    """Every interaction sold anywhere (heal, advanced_action, spell, artifact ...), as (id, words)."""
    data = mk_data()
    items = [i for s in data.sites.values() for i in s.interactions]
    items += [i for c in data.cities.values() for i in c.interactions]
    return [(i.id, i.id.replace("_", " ")) for i in items]


@command(
    "buy",
    "Buy at the site you interact with: heal, advanced_action, spell, artifact, elite_to_offer ...",
    OptionSpec("what", "What to buy (heal, advanced_action, spell, artifact ...)", True, "local"),
    OptionSpec(
        "card", "The Advanced Action or Spell (advanced_action at the green city: deck)", False, "local"
    ),
    OptionSpec("points", "Heal points to buy", False, "local"),
    OptionSpec("units", "Wounded units healed first (their level each), e.g. u1,u2", False, "local"),
    MANA_SPEC,
)
def _buy(table: Table, o: dict[str, str]) -> Request:
    seat = _seat(table)
    state = table.state
    data = mk_data()
    action: dict[str, Any] = {
        "type": "buy",
        "what": resolve(o["what"], _interaction_ids(), t("mk-cmd-what-purchase")),
    }
    if "card" in o:
        if norm(o["card"]) in ("deck", "topofthedeck"):
            action["card"] = "deck"
        else:
            cards = [(c.id, c.name) for c in data.cards.values() if c.kind in ("advanced", "spell")]
            action["card"] = resolve(o["card"], cards, t("mk-cmd-what-aa-or-spell"))
    if "points" in o:
        action["points"] = str(_number(o["points"], "points"))
    if "units" in o:
        action["units"] = ",".join(_unit_uids(state, seat, o["units"]))
    if "mana" in o:
        action["mana"] = o["mana"].strip().lower()
    return Act(action)


@command("plunder", "Plunder the village you stand on (draw 2 cards, Reputation -1; before anything else)")
def _plunder(table: Table, o: dict[str, str]) -> Request:
    return Act({"type": "plunder"})


@command(
    "respond",
    "Answer another player's spell: Mind Read (the card you discard), Mind Steal (the card you keep, or none)",
    OptionSpec("card", "The card", True, "local"),
)
def _respond(table: Table, o: dict[str, str]) -> Request:
    text = o["card"].strip()
    asked = [x.params["card"] for x in _offered(table) if x.command == "respond"]
    pairs = [(c, mk_data().cards[c].name if c in mk_data().cards else c) for c in asked]
    card = resolve(text, pairs, t("mk-cmd-what-card")) if pairs else text  # nothing asked: the engine says so
    return Act({"type": "respond", "card": card})


@command(
    "activate",
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
def _activate(table: Table, o: dict[str, str]) -> Request:
    seat = _seat(table)
    state = table.state
    action: dict[str, Any] = {
        "type": "activate",
        "unit": _unit_uids(state, seat, o["unit"])[0],
        "ability": str(_number(o["ability"], "ability")),
    }
    for key in ("mode", "mana", "colour", "enemy", "attack"):
        if key in o:
            action[key] = o[key].strip().lower()
    if "target" in o:  # a unit of yours (Ready), else a hex or pile:<colour> (Scouts' peek)
        raw = o["target"].strip().lower()
        mine = {u.uid for u in state.players[seat].units}
        is_place = raw.startswith("pile:") or "," in raw
        action["target"] = raw if is_place and raw not in mine else _unit_uids(state, seat, raw)[0]
    if "units" in o:
        action["units"] = ",".join(_unit_uids(state, seat, o["units"]))
    return Act(action)


@command(
    "choose",
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
def _choose(table: Table, o: dict[str, str]) -> Request:
    seat = _seat(table)
    state = table.state
    pending = pending_choice(state, mk_data(), seat)
    answers = [params for _, params in pending["answers"]] if pending else []
    action: dict[str, Any] = {"type": "choose"}
    for key in ("pick", "skill", "card"):
        if key not in o:
            continue
        values = sorted({p[key] for p in answers if key in p})
        pairs = [(v, _value_name(state, seat, v)) for v in values]
        # nothing to match against (no question pending): the engine says what is wrong
        action[key] = resolve(o[key], pairs, t("mk-cmd-what-choice")) if pairs else o[key].strip()
    if "disband" in o:
        action["disband"] = _unit_uids(state, seat, o["disband"])[0]
    if pending is not None and not any(k in action for k in ("pick", "skill")):
        listing = join(*(label for label, _ in pending["answers"][:10]), sep="; ")
        raise RulesError(t("mk-cmd-choose-name-answer", question=pending["question"], answers=listing))
    return Act(action)


def _value_name(state: GameState, seat: int, value: str) -> str:
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
        return tagged(data.units[owned.unit].name, owned.uid)
    return value


def _more(text: str | None) -> dict[str, str]:
    """The ``more`` option: extra choices written ``key=value+key=value``."""
    out: dict[str, str] = {}
    for item in (text or "").split("+"):
        if not item.strip():
            continue
        k, sep, v = item.partition("=")
        if not sep:
            raise NotationError(t("mk-cmd-more-syntax", item=item))
        out[k.strip()] = v.strip()
    return out


def control_options(name: str, params: dict[str, str]) -> dict[str, str]:
    """An engine option's parameters as the command's options: any the command does not declare go
    into its ``more`` option (a slash command has at most 25 options)."""
    known = {o.name for o in SPECS[name].options} if name in SPECS else set(params)
    out = {k: v for k, v in params.items() if k in known}
    extra = [f"{k}={v}" for k, v in params.items() if k not in known]
    if extra:
        out["more"] = "+".join(extra)
    return out


# ------------------------------------------------------------------------------------- hand
def _skills_line(skills: Sequence[Mapping[str, Any]]) -> Say:
    """Skills with what they do: ``Name (text); Name``."""
    return join(
        *(
            t("mk-cmd-skill-with-text", skill=k["name"], text=k["text"]) if k["text"] else k["name"]
            for k in skills
        ),
        sep="; ",
    )


def hand_panel(state: GameState, seat: int) -> Panel:
    data = mk_data()
    p = state.players[seat]
    counts: dict[str, int] = {}
    for c in p.hand:
        counts[c] = counts.get(c, 0) + 1
    cards = [
        t(
            "mk-cmd-hand-card",
            card=data.cards[c].name,
            n=n,
            colour=t("mk-cmd-colour", colour=data.cards[c].colour),
        )
        for c, n in sorted(counts.items())
    ]
    lines: list[Say] = [
        t("mk-cmd-hand", n=len(p.hand), cards=cards or t("mk-cmd-no-cards")),
        t(
            "mk-cmd-hand-crystals",
            crystals=_crystals(p.crystals, "mk-cmd-hand-crystal"),
            deck=len(p.deck),
            discard=len(p.discard),
        ),
    ]
    lines += unit_lines(state, data, seat)
    skills = skill_details(data, p)
    if skills:
        lines.append(t("mk-cmd-hand-skills", skills=_skills_line(skills)))
    if state.turn is not None and state.turn.seat == seat:
        turn = state.turn
        tokens = [t("mk-cmd-colour", colour=c) for c in turn.tokens]
        lines.append(
            t(
                "mk-cmd-hand-this-turn",
                move=turn.move,
                influence=turn.influence,
                tokens=tokens or t("mk-cmd-none"),
                used=turn.dice_used,
                allowed=turn.dice_allowed,
            )
        )
        if turn.interaction is not None:
            site = state.spaces[turn.interaction["hex"]].site or ""
            name = data.sites[site].name if site in data.sites else site
            lines.append(
                t(
                    "mk-cmd-hand-interacting",
                    site=t("mk-map-site", id=site, name=name),
                    reputation=f"{turn.interaction['rep']:+d}",
                )
            )
    choice = with_lines(pending_choice(state, data, seat))
    if choice is not None:
        lines += choice["lines"]
    d = mk.decision(state, seat, data)
    controls = [
        Control(
            o.label,
            o.command,
            control_options(o.command, o.params),
            group=o.params["card"] if o.command == "play" else o.command,
            group_title=data.cards[o.params["card"]].name
            if o.command == "play"
            else GROUP_TITLES.get(o.command, o.command.replace("-", " ").capitalize()),
            option_id=o.id,
        )
        for o in (d.options if d else ())
        if choice is None  # a pending question is answered with its own (persistent) controls
    ]
    controls = paged_moves(controls)
    if d is None:
        lines.append(t("mk-cmd-hand-not-your-turn"))
    declare = declaring(state, seat)
    if declare is not None:
        lines.append(t("mk-cmd-hand-in-combat", phase=declare["phase_name"]))
    return Panel(private=[*lines], controls=controls, declare=declare, choice=choice)


#: A select shows at most 25 picks: longer groups of moves are split into pages.
MOVES_PER_PAGE = 25


def paged_moves(controls: list[Control]) -> list[Control]:
    """The move controls in groups of at most :data:`MOVES_PER_PAGE`, each titled "Move (page 1/2)",
    so every reachable space has a pick (none cut off silently, issue 13)."""
    moves = [c for c in controls if c.group == "move"]
    if len(moves) <= MOVES_PER_PAGE:
        return controls
    pages = (len(moves) + MOVES_PER_PAGE - 1) // MOVES_PER_PAGE
    paged = {
        id(c): replace(
            c,
            group="move" if i < MOVES_PER_PAGE else f"move-{i // MOVES_PER_PAGE + 1}",
            group_title=t("mk-prev-moves-page", page=i // MOVES_PER_PAGE + 1, pages=pages),
        )
        for i, c in enumerate(moves)
    }
    return [paged.get(id(c), c) for c in controls]


def choice_lines(choice: dict[str, Any]) -> list[Say]:
    """The private text of a pending end-of-turn question (names the Artifacts drawn: owner only)."""
    lines: list[Say] = [t("mk-cmd-choice-end-of-turn", question=choice["question"])]
    if choice.get("revealed_skills"):
        lines.append(t("mk-cmd-choice-revealed-skills", skills=_skills_line(choice["revealed_skills"])))
    if choice.get("drawn"):
        lines.append(t("mk-cmd-choice-artifacts-drawn", artifacts=list(choice["drawn"])))
    lines.append(t("mk-cmd-choice-answer-below"))
    return lines


# ------------------------------------------------------------------------------------- autocomplete
COMBAT_CHOICES = ("enemies", "attack_cards", "block_cards", "attacks", "units", "challenge")


def _list_suggest(pairs: Sequence[tuple[Say, str]], current: str, sep: str = ",") -> list[tuple[str, str]]:
    """Suggestions for a list option: what is typed before the last separator is kept, the last
    part is completed, and values already listed are left out (labels in the reader's language)."""
    head, _, last = current.rpartition(sep)
    chosen = {p.strip() for p in head.split(sep)} if head else set()
    prefix = head + sep if head else ""
    key = norm(last)
    out = []
    for said, value in pairs:
        label = words(said)
        if value in chosen or (key and key not in norm(label) and not norm(value).startswith(key)):
            continue
        out.append(((f"{head} + " if head else "") + label, prefix + value))
    return [(label[:100], value[:100]) for label, value in out if len(value) <= 100][:25]


#: The combat phases in which each declaring command is used (its autocomplete is empty otherwise).
COMMAND_PHASES = {"attack": ("ranged", "attack"), "block": ("block",), "damage": ("damage",)}


def _hand_list_suggest(hand: list[str], current: str) -> list[tuple[str, str]]:
    """A list of cards from the hand, each as often as it is held (Rethink's wound,wound)."""
    head, _, last = current.rpartition(",")
    left = Counter(hand)
    left.subtract(p.strip() for p in head.split(",") if p.strip())
    key = norm(last)
    out = []
    for card in sorted(c for c, n in left.items() if n > 0):
        name = mk_data().cards[card].name
        if not key or key in norm(name) or norm(card).startswith(key):
            out.append(((f"{head} + " if head else "") + name, (head + "," if head else "") + card))
    return [(label[:100], value[:100]) for label, value in out if len(value) <= 100][:25]


def _combat_suggest(table: Table, name: str, choices: str, current: str) -> list[tuple[str, str]]:
    """Autocomplete for the combat options, from the engine's view of the caller's combat; a
    declaring command outside its phase gets none (damage is not assigned in the Block phase)."""
    if choices == "challenge":
        pairs = [(words(o.label), o.params["targets"]) for o in _offered(table) if o.command == "challenge"]
        return _list_suggest(pairs, current, ";")
    if table.seat is None:
        return []
    seat, state = table.seat, table.state
    declare = combat_choices(state, seat, mk_data())
    if declare is None or declare["phase"] not in COMMAND_PHASES.get(name, (declare["phase"],)):
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


def _local_suggest(
    table: Table, command_name: str, option: str, current: str, filled: Mapping[str, str]
) -> list[tuple[str, str]]:
    """Autocomplete for interaction, units and end-of-turn choices, from the engine's legal options
    that agree with what is already filled in."""
    if table.seat is None:
        return []
    seat, state = table.seat, table.state
    d = mk.decision(state, seat, mk_data())
    found: dict[str, str] = {}
    for o in d.options if d else ():
        if o.command != command_name or option not in o.params:
            continue
        if any(
            k != option
            and k in o.params
            and norm(v) not in (norm(o.params[k]), norm(_value_name(state, seat, o.params[k])))
            for k, v in filled.items()
        ):
            continue
        value = o.params[option]
        named = option in NAMED_VALUES or (option == "unit" and command_name == "activate")
        label = _value_name(state, seat, value) if named else words(o.label)
        found.setdefault(value, label)
    cur = norm(current)
    out = [
        (label[:100], value)
        for value, label in found.items()
        if not cur or cur in norm(label) or norm(value).startswith(cur)
    ]
    return out[:25]


def _suggest(
    table: Table, name: str, option: str, current: str, filled: Mapping[str, str]
) -> list[tuple[str, str]]:
    """Autocomplete of ``/mk <name> <option>``: from the engine's legal options where there are any."""
    spec = next((s for s in SPECS[name].options if s.name == option), None) if name in SPECS else None
    if spec is None or not spec.choices:
        return []
    data = mk_data()
    if spec.choices in COMBAT_CHOICES:
        return _combat_suggest(table, name, spec.choices, current)
    if spec.choices == "local":
        return _local_suggest(table, name, option, current, filled)
    if spec.choices == "hand_list":
        hand = table.state.players[table.seat].hand if table.seat is not None else []
        return _hand_list_suggest(hand, current)
    if name == "move" and spec.choices in ("hex", "path") and table.seat is not None:
        return _move_suggest(table, spec.choices, current, filled)
    relevant = [o for o in _offered(table) if o.command == name]
    pairs: list[tuple[str, str]] = []
    if spec.choices == "tactic":
        pairs = [(words(o.label)[:100], o.params["tactic"]) for o in relevant]
    elif spec.choices in ("hex", "slot"):
        key = "hex" if spec.choices == "hex" else "slot"
        pairs = [(words(o.label)[:100], o.params[key]) for o in relevant]
    elif spec.choices == "card" and name == "play":
        seen: dict[str, str] = {}
        for o in relevant:
            seen.setdefault(o.params["card"], data.cards[o.params["card"]].name)
        pairs = [(n, c) for c, n in seen.items()]
    elif spec.choices == "card":
        if table.seat is None:
            return []
        hand = table.state.players[table.seat].hand
        pairs = [(data.cards[c].name, c) for c in sorted(set(hand)) if c != "wound"]
    elif spec.choices == "rest":
        pairs = [(words(o.label)[:100], o.params.get("discard", "")) for o in relevant]
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
                pairs.append((words(o.label)[:100], value))
    return suggestions(pairs, current)


def _move_suggest(
    table: Table, option: str, current: str, filled: Mapping[str, str]
) -> list[tuple[str, str]]:
    """``/mk move hex:`` lists every reachable space with its cost by terrain and what it starts, in the
    reader's language; ``path:`` the different routes to the ``hex:`` already typed (issue 13)."""
    assert table.seat is not None
    if option == "path":
        dest = filled.get("hex", "")
        ways = path_choices(table.state, table.seat, mk_data(), dest) if dest else []
        return suggestions([(words(label)[:100], value) for label, value in ways], current)
    found = move_choices(table.state, table.seat, mk_data())
    return suggestions([(words(label)[:100], value) for label, value, _ in found], current)


def declare_hint(choices: dict[str, Any]) -> Say:
    """The typed form of the private Declare controls (the console shows it): what may be named now."""
    phase = choices["phase"]
    command = {"ranged": "attack", "attack": "attack", "block": "block", "damage": "damage"}[phase]
    parts = []
    for key in ("targets", "attacks", "cards", "units"):
        if choices[key]:
            named = [t("mk-cmd-value-label", value=v, label=label) for v, label in choices[key]]
            parts.append(t("mk-cmd-declare-hint-part", kind=key, items=named))
    return t(
        "mk-cmd-declare-hint",
        phase=choices["phase_name"],
        usage=t("mk-cmd-declare-usage", command=command),
        parts=join(*parts, sep="; "),
    )


def choice_hint(choice: dict[str, Any]) -> Say:
    """The typed form of the private end-of-turn prompt: every answer as a /mk choose line."""
    answers = [
        t("mk-cmd-choose-line", params=" ".join(f"{k}:{v}" for k, v in params.items()), label=label)
        for label, params in choice["answers"]
    ]
    return t("mk-cmd-choice-hint", answers=join(*answers[:40], sep=" | "), more=_yes(len(answers) > 40))


#: The Declare controls' buttons in each combat phase.
NEXT_LABELS = {
    "ranged": t("mk-cmd-next-block"),
    "block": t("mk-cmd-next-damage"),
    "damage": t("mk-cmd-next-attack"),
    "attack": t("mk-cmd-end-combat"),
}
CONFIRM_LABELS = {
    "ranged": t("mk-cmd-confirm-attack"),
    "attack": t("mk-cmd-confirm-attack"),
    "block": t("mk-cmd-confirm-block"),
    "damage": t("mk-cmd-confirm-damage"),
}


def declare_form(choices: dict[str, Any]) -> dict[str, Any]:
    """How the Declare controls build a command in this phase: the slots shown (tg: enemies, at: an
    enemy attack, c: cards, mv: Move against Cumbersome, un: units), the option each slot fills, what
    must be picked first, and which list must hold something before Confirm is offered."""
    phase = choices["phase"]
    none = t("mk-cmd-form-none-chosen")
    if phase in ("ranged", "attack"):
        return {
            "slots": [
                {
                    "slot": "tg",
                    "title": t("mk-cmd-form-enemies"),
                    "none": none,
                    "placeholder": t("mk-cmd-form-enemies-placeholder"),
                },
                {
                    "slot": "c",
                    "title": t("mk-cmd-form-cards"),
                    "none": none,
                    "placeholder": t("mk-cmd-form-attack-cards-placeholder"),
                },
                *_unit_slot(choices),
            ],
            "command": "attack",
            "params": {"targets": "tg", "cards": "c", "units": "un"},
            "always": ["targets", "cards"],
            "needs": [
                ["tg", t("mk-cmd-form-needs-enemies")],
                ["c|un", t("mk-cmd-form-needs-attack-cards")],
            ],
            "ready_when": "targets",
        }
    if phase == "block":
        slots: list[dict[str, Any]] = [
            {
                "slot": "at",
                "title": t("mk-cmd-form-attack"),
                "none": none,
                "placeholder": t("mk-cmd-form-block-attack-placeholder"),
            },
            {
                "slot": "c",
                "title": t("mk-cmd-form-cards"),
                "none": none,
                "placeholder": t("mk-cmd-form-block-cards-placeholder"),
            },
        ]
        if choices["cumbersome"] and choices["move"] > 0:
            slots.append(
                {
                    "slot": "mv",
                    "title": t("mk-cmd-form-move-spent"),
                    "placeholder": t("mk-cmd-form-move-placeholder"),
                    # a template the controls fill with each number ({n} stays for them)
                    "option": t("mk-cmd-form-spend-move", n="{n}"),
                }
            )
        slots += _unit_slot(choices)
        return {
            "slots": slots,
            "command": "block",
            "params": {"enemy": "at", "cards": "c", "move": "mv", "units": "un"},
            "always": ["enemy", "cards"],
            "needs": [
                ["at", t("mk-cmd-form-needs-block-attack")],
                ["c|mv|un", t("mk-cmd-form-needs-block-cards")],
            ],
            "ready_when": "attacks",
        }
    return {
        "slots": [
            {
                "slot": "at",
                "title": t("mk-cmd-form-attack"),
                "none": none,
                "placeholder": t("mk-cmd-form-damage-attack-placeholder"),
            },
            {
                "slot": "un",
                "title": t("mk-cmd-form-units-first"),
                "none": t("mk-cmd-form-units-none"),
                "placeholder": t("mk-cmd-form-units-placeholder"),
            },
        ],
        "command": "damage",
        "params": {"enemy": "at", "units": "un"},
        "always": ["enemy", "units"],
        "needs": [["at", t("mk-cmd-form-needs-damage-attack")]],
        "ready_when": "attacks",
    }


def _unit_slot(choices: dict[str, Any]) -> list[dict[str, Any]]:
    """The Declare controls' unit slot of an attack or block, when a unit can join it."""
    if not choices["units"]:
        return []
    return [
        {
            "slot": "un",
            "title": t("mk-ask-form-units"),
            "none": t("mk-cmd-form-none-chosen"),
            "placeholder": t("mk-ask-form-units-placeholder"),
        }
    ]


def declaring(state: GameState, seat: int) -> dict[str, Any] | None:
    """The private Declare controls' model of the seat's combat, naming the command group and the
    words of its buttons."""
    choices = combat_choices(state, seat, mk_data())
    if choices is not None:
        choices["group"] = "mk"
        choices["next_label"] = NEXT_LABELS[choices["phase"]]
        choices["confirm_label"] = CONFIRM_LABELS[choices["phase"]]
        choices["form"] = declare_form(choices)
        choices["hint"] = declare_hint(choices)
    return choices


def with_lines(choice: dict[str, Any] | None) -> dict[str, Any] | None:
    """A pending question with its own text (the controls show it again when a click is stale)."""
    if choice is not None:
        choice["lines"] = cardview.with_effects(choice, choice_lines(choice))
        choice["command"] = "choose"
        choice["option_ids"] = [option_id("choose", params) for _label, params in choice["answers"]]
        choice["hint"] = choice_hint(choice)
    return choice


class MageKnightCommands(CommandSet):
    """``/mk``: Mage Knight's moves, and the texts around them."""

    declare_command = "combat"

    def specs(self) -> tuple[CommandSpec, ...]:
        return tuple(SPECS.values())

    def parse(self, table: Table, name: str, options: Mapping[str, str]) -> Act | Show:
        if name not in HANDLERS:
            raise NotationError(t("mk-cmd-unknown-command", name=name))
        return HANDLERS[name](table, _typed_options(options))

    def suggest(
        self, table: Table, name: str, option: str, current: str, filled: Mapping[str, str]
    ) -> list[tuple[str, str]]:
        return _suggest(table, name, option, current, filled)

    def preview(self, state: Any, seat: int, action: Mapping[str, Any]) -> tuple[bool, Say]:
        p = mk.preview(state, seat, dict(action), mk_data())
        if p.ok and action.get("type") == "move":  # the path, each step's cost, what it starts (issue 13)
            full = move_preview(state, seat, dict(action), mk_data())
            if full is not None:
                return True, full
        return p.ok, p.text

    def after(self, state: Any, seat: int, action: Mapping[str, Any], outcome: Outcome[Any] | None) -> Panel:
        data = mk_data()
        kind = action.get("type")
        panel = Panel()
        if outcome is not None:
            panel.choice = with_lines(pending_choice(state, data, seat))
            if panel.choice is not None:
                panel.private += panel.choice["lines"]
            if outcome.turn_passed and state.phase == "turns":
                panel.public += mk.off_turn_reminders(state, data)
        if kind == "explore":
            panel.show_map = True
        lines = combat_lines(state, data)
        panel.live["combat"] = lines  # one public message kept up to date ([] once the combat is over)
        if kind in COMBAT_TYPES and lines:
            panel.declare = declaring(state, seat)
        if kind == "interact" and outcome is not None:
            panel.private.append(_what_here(state, seat))
        return panel

    def status(self, state: Any) -> list[Say]:
        return status_lines(state)

    def hand(self, state: Any, seat: int) -> Panel:
        return cardview.with_hand(hand_panel(state, seat), state, seat)

    def offers(self, state: Any) -> Panel:
        return cardview.offers_panel(state)

    def map_image(
        self, state: Any, seat: int | None, *, highlight: bool = False, lang: str = DEFAULT
    ) -> bytes | None:
        return render_map(seen_map(state, seat, highlight), fmt="PNG", lang=lang)


def seen_map(state: GameState, seat: int | None, highlight: bool) -> dict[str, Any]:
    """The map view drawn for ``seat``: on a private map in the seat's turn, the spaces a move reaches
    are highlighted and ``reach`` gives each one's Move cost (the explorable slots carry the ``slot:``
    the explore command takes)."""
    marks: list[str] = []
    reach: list[dict[str, Any]] = []
    if highlight and seat is not None and mk.to_move(state) == seat:
        marks = [o.params["hex"] for o in _offered(Table(state, seat)) if o.command == "move"]
        reach = reach_marks(state, seat, mk_data())  # each reachable space with its Move cost
    view = map_view(state, mk_data(), highlight=marks)
    if reach:
        view["reach"] = reach
    return view
