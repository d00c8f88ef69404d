"""Buttons and selects: the private hand view and the persistent "your turn" buttons."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, replace
from typing import Any

import discord

from bot.commands import Control, dispatch
from bot.service import Loaded, ServiceError
from cogs import present

log = logging.getLogger(__name__)

HAND_TIMEOUT = 600.0
MAX_OPTIONS = 25
MAX_BUTTONS = 5


def _values(interaction: discord.Interaction) -> list[str]:
    """The chosen values of a select interaction."""
    data: dict[str, Any] = dict(interaction.data or {})
    return [str(v) for v in data.get("values", [])]


def _named_group(c: Control) -> bool:
    """A control that belongs to a named group (the modes of one card) rather than standing alone."""
    return bool(c.group) and c.group != c.command.rpartition(" ")[2]


class HandView(discord.ui.View):
    """Ephemeral controls: pick a card (or action kind), then one of its ways to play; buttons for
    single actions. Values are indexes into ``controls``; the view lives 10 minutes."""

    def __init__(
        self, owner_id: int, controls: list[Control], declare: tuple[int, int] | None = None
    ) -> None:
        super().__init__(timeout=HAND_TIMEOUT)
        self.owner_id = owner_id
        self.controls = list(controls)
        self.groups: dict[str, list[int]] = {}
        titles: dict[str, str] = {}
        for i, c in enumerate(self.controls):
            self.groups.setdefault(c.group or c.command, []).append(i)
            titles.setdefault(c.group or c.command, c.group_title or c.group or c.command)
        names = list(self.groups)
        singles = [
            g
            for g in names
            if len(self.groups[g]) == 1 and not _named_group(self.controls[self.groups[g][0]])
        ]
        buttons = singles[:MAX_BUTTONS]
        self.menu_groups = [g for g in names if g not in buttons][:MAX_OPTIONS]
        self.detail: discord.ui.Select[HandView] | None = None
        if self.menu_groups:
            menu: discord.ui.Select[HandView] = discord.ui.Select(
                custom_id="hand:group",
                placeholder="Play a card or choose an action…",
                options=[
                    discord.SelectOption(label=titles[g][:100], value=str(i))
                    for i, g in enumerate(self.menu_groups)
                ],
                row=0,
            )
            menu.callback = self._on_group  # type: ignore[method-assign]
            self.add_item(menu)
        for n, g in enumerate(buttons):
            index = self.groups[g][0]
            button: discord.ui.Button[HandView] = discord.ui.Button(
                label=self.controls[index].label[:80],
                custom_id=f"hand:do:{index}",
                style=discord.ButtonStyle.danger if g == "end-turn" else discord.ButtonStyle.secondary,
                row=2 + n // 5,
            )
            button.callback = self._button_callback(index)  # type: ignore[method-assign]
            self.add_item(button)
        if declare is not None:  # in a combat: open the Declare controls (several cards at once)
            game_id, seq = declare
            self.add_item(DeclareButton(game_id, seq, "op", Selection().encode(), "Declare…", row=3))

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.owner_id:
            await interaction.response.send_message(
                "These controls belong to another player.", ephemeral=True
            )
            return False
        return True

    def show_group(self, position: int) -> None:
        """Replace the second select with the controls of ``menu_groups[position]``."""
        if self.detail is not None:
            self.remove_item(self.detail)
        for item in self.children:
            if isinstance(item, discord.ui.Select) and item.custom_id == "hand:group":
                for n, option in enumerate(item.options):
                    option.default = n == position
        indexes = self.groups[self.menu_groups[position]][:MAX_OPTIONS]
        self.detail = discord.ui.Select(
            custom_id="hand:pick",
            placeholder="How?",
            options=[discord.SelectOption(label=self.controls[i].label[:100], value=str(i)) for i in indexes],
            row=1,
        )
        self.detail.callback = self._on_pick  # type: ignore[method-assign]
        self.add_item(self.detail)

    async def _on_group(self, interaction: discord.Interaction) -> None:
        self.show_group(int(_values(interaction)[0]))
        await interaction.response.edit_message(view=self)

    async def _on_pick(self, interaction: discord.Interaction) -> None:
        await self.run_control(interaction, int(_values(interaction)[0]))

    def _button_callback(self, index: int) -> Any:
        async def callback(interaction: discord.Interaction) -> None:
            await self.run_control(interaction, index)

        return callback

    async def run_control(self, interaction: discord.Interaction, index: int) -> None:
        """Dispatch one control, show the outcome, then refresh this hand message."""
        control = self.controls[index]
        await present.begin(interaction, update=True)
        service = present.service_of(interaction)
        caller = present.caller_of(interaction)
        reply = await dispatch(service, caller, control.command, dict(control.options))
        await present.present(interaction, reply, update=True)
        if reply.error:
            return
        hand = await dispatch(service, caller, "hand", {})
        if hand.error:
            return
        declare = (hand.game_id, hand.seq) if hand.declare and hand.game_id and hand.seq is not None else None
        fresh: discord.ui.View | None = None
        if hand.controls:
            fresh = HandView(self.owner_id, hand.controls, declare)
        elif hand.choice is not None and hand.game_id and hand.seq is not None:
            fresh = choice_view(hand.game_id, hand.seq, hand.choice)  # the turn ends with a question
        self.stop()
        try:
            await interaction.edit_original_response(content=present.chunk_lines(hand.private)[0], view=fresh)
        except discord.HTTPException:
            log.debug("could not refresh the hand message", exc_info=True)

    async def on_error(self, interaction: discord.Interaction, error: Exception, item: Any) -> None:
        await present.fail(interaction, error)


# ------------------------------------------------------------------------- persistent turn buttons
TURN_TEMPLATE = r"mk:(?P<game>\d+):(?P<seq>\d+):(?P<what>hand|map|end)"
TURN_LABELS = {"hand": "Hand", "map": "Map", "end": "End turn"}
TURN_STYLES = {
    "hand": discord.ButtonStyle.primary,
    "map": discord.ButtonStyle.secondary,
    "end": discord.ButtonStyle.danger,
}


class TurnButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TURN_TEMPLATE):
    """A "your turn" button that survives restarts: the game, its seq and the action live in the id."""

    def __init__(self, game_id: int, seq: int, what: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=TURN_LABELS[what],
                style=TURN_STYLES[what],
                custom_id=f"mk:{game_id}:{seq}:{what}",
            )
        )
        self.game_id = game_id
        self.seq = seq
        self.what = what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TurnButton:
        return cls(int(match["game"]), int(match["seq"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self._run(interaction)
        except Exception as exc:  # a persistent button has no view to catch it
            await present.fail(interaction, exc)

    async def _run(self, interaction: discord.Interaction) -> None:
        await present.begin(interaction)
        service = present.service_of(interaction)
        if self.what == "hand":
            reply = await dispatch(service, present.caller_of(interaction), "hand", {})
        elif self.what == "map":
            reply = await dispatch(service, present.caller_of(interaction), "map", {})
        else:
            caller = present.caller_of(interaction, expected_seq=self.seq)
            reply = await dispatch(service, caller, await _end_turn_command(interaction), {})
        await present.present(interaction, reply)
        if reply.error and self.what == "end":
            await self._refresh_if_stale(interaction)

    async def _refresh_if_stale(self, interaction: discord.Interaction) -> None:
        """The click was refused: if the game moved on since this button, post a current prompt."""
        service = present.service_of(interaction)
        try:
            loaded = await service.load(interaction.channel_id)
        except ServiceError:  # no live game any more: nothing to prompt
            return
        if loaded.game.id != self.game_id or loaded.seq == self.seq:
            return
        user_id = _whose_turn(loaded)
        if user_id is not None:
            await present.post_turn_prompt(interaction, loaded.game.id, loaded.seq, user_id)


def _whose_turn(loaded: Loaded) -> int | None:
    """The user asked to act first now (None when nobody is)."""
    movers = loaded.rules.to_move(loaded.state)
    return loaded.rules.players(loaded.state)[movers[0]].user_id if movers else None


def _name_of(loaded: Loaded, user_id: int | None) -> str:
    return next((p.name for p in loaded.rules.players(loaded.state) if p.user_id == user_id), "nobody")


async def _end_turn_command(interaction: discord.Interaction) -> str:
    """The game's command behind a turn prompt's "End turn" button."""
    try:
        loaded = await present.service_of(interaction).load(interaction.channel_id)
    except ServiceError:
        return "help"  # no live game: the reply says so below
    return f"{loaded.rules.command_group} {loaded.rules.commands().end_turn}"


def turn_view(game_id: int, seq: int) -> discord.ui.View:
    """The three persistent buttons of a "your turn" message."""
    view = discord.ui.View(timeout=None)
    for what in ("hand", "map", "end"):
        view.add_item(TurnButton(game_id, seq, what))
    return view


DYNAMIC_ITEMS: list[type[discord.ui.DynamicItem[Any]]] = [TurnButton]


# ------------------------------------------------------------------------- combat declarations
# The private "Declare" controls: every component carries the game, the seq it was drawn at and the
# selection so far (bitmasks in base 36), so it survives a restart and a stale click is recognised.
DECLARE_BUTTON = r"mkd:(?P<game>\d+):(?P<seq>\d+):(?P<what>pv|ok|nx|op):(?P<sel>[0-9a-z.]*)"
DECLARE_SELECT = r"mks:(?P<game>\d+):(?P<seq>\d+):(?P<what>tg|c0|c1|at|un|mv):(?P<sel>[0-9a-z.]*)"
NEXT_LABELS = {
    "ranged": "Next: Block phase",
    "block": "Next: Assign Damage phase",
    "damage": "Next: Attack phase",
    "attack": "End the combat",
}
CONFIRM_LABELS = {"ranged": "Attack", "attack": "Attack", "block": "Block", "damage": "Assign damage"}


def _b36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def _bits(mask: int, n: int) -> list[int]:
    return [i for i in range(n) if mask >> i & 1]


@dataclass(frozen=True)
class Selection:
    """What the player has picked so far in the Declare controls (indexes into the choices)."""

    targets: int = 0  # bitmask over choices["targets"]
    cards: int = 0  # bitmask over choices["cards"]
    attack: int = 0  # 1 + index into choices["attacks"]; 0 = none
    units: int = 0  # bitmask over choices["units"]
    move: int = 0  # Move points against a Cumbersome attack

    def encode(self) -> str:
        return ".".join(_b36(v) for v in (self.targets, self.cards, self.attack, self.units, self.move))

    @classmethod
    def decode(cls, text: str) -> Selection:
        try:
            values = [int(p, 36) for p in text.split(".")] if text else []
        except ValueError:
            values = []
        return cls(*values[:5]) if len(values) >= 5 else cls()

    def values(self, choices: dict[str, Any]) -> dict[str, Any]:
        """The picked values: enemy uids, declaration items, attack, units, move."""
        attacks = choices["attacks"]
        return {
            "targets": [choices["targets"][i][0] for i in _bits(self.targets, len(choices["targets"]))],
            "cards": [choices["cards"][i][0] for i in _bits(self.cards, len(choices["cards"]))],
            "attack": attacks[self.attack - 1][0] if 0 < self.attack <= len(attacks) else None,
            "units": [choices["units"][i][0] for i in _bits(self.units, len(choices["units"]))],
            "move": self.move,
        }

    def labels(self, choices: dict[str, Any]) -> dict[str, list[str]]:
        def pick(key: str, mask: int) -> list[str]:
            return [choices[key][i][1] for i in _bits(mask, len(choices[key]))]

        attacks = choices["attacks"]
        return {
            "targets": pick("targets", self.targets),
            "cards": pick("cards", self.cards),
            "attack": [attacks[self.attack - 1][1]] if 0 < self.attack <= len(attacks) else [],
            "units": pick("units", self.units),
        }

    def with_select(self, what: str, values: list[int], choices: dict[str, Any]) -> Selection:
        """The selection after the select ``what`` now shows ``values`` (option indexes)."""
        mask = sum(1 << v for v in values)
        if what == "tg":
            return replace(self, targets=mask)
        if what in ("c0", "c1"):
            lo = 0 if what == "c0" else MAX_OPTIONS
            span = ((1 << MAX_OPTIONS) - 1) << lo
            return replace(self, cards=(self.cards & ~span) | (mask & span))
        if what == "at":
            return replace(self, attack=(values[0] + 1) if values else 0)
        if what == "un":
            return replace(self, units=mask)
        return replace(self, move=values[0] if values else 0)


def declaration(choices: dict[str, Any], sel: Selection) -> tuple[str, dict[str, str], str | None]:
    """The command a Declare selection stands for: (command, options, what is still missing)."""
    v = sel.values(choices)
    phase = choices["phase"]
    group = choices["group"]
    cards = ",".join(v["cards"])
    if phase in ("ranged", "attack"):
        missing = None if v["targets"] else "Choose the enemies to attack first."
        missing = missing or (None if cards else "Choose the cards to attack with.")
        return f"{group} attack", {"targets": ",".join(v["targets"]), "cards": cards}, missing
    if phase == "block":
        opts = {"enemy": v["attack"] or "", "cards": cards}
        if v["move"]:
            opts["move"] = str(v["move"])
        missing = None if v["attack"] else "Choose the attack to block first."
        return (
            f"{group} block",
            opts,
            missing or (None if cards or v["move"] else "Choose the cards to block with."),
        )
    opts = {"enemy": v["attack"] or "", "units": ",".join(v["units"])}
    return (
        f"{group} damage",
        opts,
        None if v["attack"] else "Choose the attack whose damage you assign first.",
    )


def declare_text(choices: dict[str, Any], sel: Selection, note: str = "") -> str:
    """The private text above the Declare controls."""
    names = sel.labels(choices)
    lines = [f"**Declare**: {choices['phase_name']}."]
    if choices["phase"] in ("ranged", "attack"):
        lines.append("Enemies: " + (", ".join(names["targets"]) or "none chosen") + ".")
    else:
        lines.append("Attack: " + (", ".join(names["attack"]) or "none chosen") + ".")
    if choices["phase"] != "damage":
        lines.append("Cards: " + (", ".join(names["cards"]) or "none chosen") + ".")
    if choices["phase"] == "damage":
        lines.append("Units first: " + (", ".join(names["units"]) or "none, all to your hero") + ".")
    if sel.move:
        lines.append(f"Move spent (Cumbersome): {sel.move}.")
    if note:
        lines.append(note)
    return "\n".join(lines)[:MAX_CONTENT]


MAX_CONTENT = 2000


def declare_view(game_id: int, seq: int, choices: dict[str, Any], sel: Selection) -> discord.ui.View:
    """Selects for enemies/attack, cards and units, and Preview / Confirm / Next buttons."""
    view = discord.ui.View(timeout=None)
    code = sel.encode()
    row = 0

    def add_select(
        what: str, pairs: list[tuple[str, str]], mask: int, placeholder: str, multi: bool, base: int = 0
    ) -> None:
        nonlocal row
        if not pairs:
            return
        options = [
            discord.SelectOption(label=label[:100], value=str(base + i), default=bool(mask >> (base + i) & 1))
            for i, (_, label) in enumerate(pairs)
        ]
        view.add_item(
            DeclareSelect(
                game_id, seq, what, code, options, placeholder, len(options) if multi else 1, row, multi
            )
        )
        row += 1

    phase = choices["phase"]
    if phase in ("ranged", "attack"):
        add_select("tg", choices["targets"], sel.targets, "Enemies to attack together…", True)
    else:
        what = "The attack to block…" if phase == "block" else "The attack whose damage you assign…"
        add_select("at", choices["attacks"], (1 << (sel.attack - 1)) if sel.attack else 0, what, False)
    if phase != "damage":
        cards = choices["cards"]
        word = "attack" if phase != "block" else "block"
        add_select("c0", cards[:MAX_OPTIONS], sel.cards, f"Cards to {word} with (several)…", True)
        add_select("c1", cards[MAX_OPTIONS : 2 * MAX_OPTIONS], sel.cards, "More cards…", True, MAX_OPTIONS)
    if phase == "block" and choices["cumbersome"] and choices["move"] > 0:
        moves = [(str(n), f"Spend {n} Move (Cumbersome)") for n in range(min(choices["move"], 24) + 1)]
        add_select("mv", moves, 1 << sel.move, "Move against a Cumbersome attack…", False)
    if phase == "damage":
        add_select("un", choices["units"], sel.units, "Units taking the damage first (in this order)…", True)
    buttons = [
        ("pv", "Preview", discord.ButtonStyle.secondary),
        ("ok", CONFIRM_LABELS[phase], discord.ButtonStyle.success),
        ("nx", NEXT_LABELS[phase], discord.ButtonStyle.primary),
    ]
    for what, label, style in buttons:
        if what in ("pv", "ok") and phase in ("ranged", "attack") and not choices["targets"]:
            continue
        if what in ("pv", "ok") and phase in ("block", "damage") and not choices["attacks"]:
            continue
        view.add_item(DeclareButton(game_id, seq, what, code, label, style, min(row, 4)))
    return view


class DeclareSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=DECLARE_SELECT):
    def __init__(
        self,
        game_id: int,
        seq: int,
        what: str,
        sel: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        max_values: int = 1,
        row: int | None = None,
        multi: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"mks:{game_id}:{seq}:{what}:{sel}",
                options=options or [discord.SelectOption(label="-", value="0")],
                placeholder=placeholder,
                min_values=0 if multi else 1,
                max_values=max_values,
                row=row,
            )
        )
        self.game_id, self.seq, self.what, self.sel = game_id, seq, what, sel

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DeclareSelect:
        return cls(int(match["game"]), int(match["seq"]), match["what"], match["sel"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = [int(v) for v in _values(interaction) if v.isdigit()]
            await on_declare(
                interaction, self.game_id, self.seq, self.what, Selection.decode(self.sel), values
            )
        except Exception as exc:  # a persistent item has no view to catch it
            await present.fail(interaction, exc)


class DeclareButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=DECLARE_BUTTON):
    def __init__(
        self,
        game_id: int,
        seq: int,
        what: str,
        sel: str,
        label: str = "Declare",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"mkd:{game_id}:{seq}:{what}:{sel}", row=row
            )
        )
        self.game_id, self.seq, self.what, self.sel = game_id, seq, what, sel

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DeclareButton:
        return cls(int(match["game"]), int(match["seq"]), match["what"], match["sel"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await on_declare(interaction, self.game_id, self.seq, self.what, Selection.decode(self.sel), [])
        except Exception as exc:  # a persistent item has no view to catch it
            await present.fail(interaction, exc)


async def _combat_state(interaction: discord.Interaction, group: str) -> Any:
    """``dispatch('<group> combat')`` for the clicking user: the choices model and the current seq."""
    return await dispatch(
        present.service_of(interaction), present.caller_of(interaction), f"{group} combat", {}
    )


async def on_declare(
    interaction: discord.Interaction, game_id: int, seq: int, what: str, sel: Selection, values: list[int]
) -> None:
    """One click or choice in the Declare controls."""
    service = present.service_of(interaction)
    try:
        loaded = await service.load(interaction.channel_id)
    except ServiceError as exc:
        await present.send_private(interaction, [str(exc)])
        return
    active = _whose_turn(loaded)
    if active != interaction.user.id:
        owner = _name_of(loaded, active)
        await present.send_private(
            interaction, [f"These combat controls belong to {owner}, whose turn it is; nothing was done."]
        )
        return
    current = await _combat_state(interaction, loaded.rules.command_group)
    choices = current.declare
    if choices is None:
        await present.send_private(interaction, ["There is no combat now; nothing was done."])
        return
    if loaded.game.id != game_id or loaded.seq != seq:
        if what == "op" and loaded.game.id == game_id:  # opening from an older hand view: just open
            seq = loaded.seq
        else:
            await present.send_private(
                interaction,
                [
                    "These controls were out of date (the game moved on); nothing was done. Here are fresh ones.",
                    declare_text(choices, Selection()),
                ],
                view=declare_view(loaded.game.id, loaded.seq, choices, Selection()),
            )
            return
    if what == "op":
        await present.send_private(
            interaction, [declare_text(choices, sel)], view=declare_view(game_id, seq, choices, sel)
        )
        return
    if what in ("tg", "c0", "c1", "at", "un", "mv"):
        new = sel.with_select(what, values, choices)
        await interaction.response.edit_message(
            content=declare_text(choices, new), view=declare_view(game_id, seq, choices, new)
        )
        return
    caller = present.caller_of(interaction, expected_seq=seq)
    options: dict[str, str] = {}
    missing: str | None = None
    if what == "nx":
        name = f"{choices['group']} next"
    else:
        name, options, missing = declaration(choices, sel)
    if what == "pv" or missing:
        if missing:
            note = missing
        else:
            shown = await dispatch(service, caller, name, {**options, "preview": "yes"})
            note = "\n".join(shown.private)
        await interaction.response.edit_message(
            content=declare_text(choices, sel, note), view=declare_view(game_id, seq, choices, sel)
        )
        return
    await present.begin(interaction, update=True)
    reply = await dispatch(service, caller, name, options)
    if reply.error:
        note = "Not done: " + " ".join(reply.private)
        await interaction.edit_original_response(
            content=declare_text(choices, sel, note), view=declare_view(game_id, seq, choices, sel)
        )
        if "out of date" in note:
            fresh = await _combat_state(interaction, choices["group"])
            if fresh.declare is not None and fresh.seq is not None:
                await present.send_private(
                    interaction,
                    [declare_text(fresh.declare, Selection())],
                    view=declare_view(loaded.game.id, fresh.seq, fresh.declare, Selection()),
                )
        return
    fresh_choices, fresh_seq = reply.declare, reply.seq
    await present.present(interaction, replace(reply, declare=None, controls=[]), update=True)
    try:
        if fresh_choices is not None and fresh_seq is not None:
            await interaction.edit_original_response(
                content=declare_text(fresh_choices, Selection(), "Done."),
                view=declare_view(game_id, fresh_seq, fresh_choices, Selection()),
            )
        else:
            await interaction.edit_original_response(content="The combat is over.", view=None)
    except discord.HTTPException:
        log.debug("could not refresh the declare message", exc_info=True)


DYNAMIC_ITEMS.extend([DeclareButton, DeclareSelect])


# ------------------------------------------------------------------------- end-of-turn choices
# The private prompt of a pending end-of-turn question (rewards, the Artifact to put back, a level-up's
# skill and Advanced Action). Each select carries the game, the seq it was drawn at and its page; the
# option values index the answers, which the engine lists the same way at the same seq. It survives a
# restart; a stale click (the game moved on) or another player's click changes nothing.
CHOICE_SELECT = r"mkc:(?P<game>\d+):(?P<seq>\d+):(?P<page>\d)"
MAX_CHOICE_PAGES = 5


def choice_view(game_id: int, seq: int, choice: dict[str, Any]) -> discord.ui.View:
    """Selects (25 answers each, up to 5) answering ``choice`` (views.pending_choice)."""
    view = discord.ui.View(timeout=None)
    answers = choice["answers"][: MAX_OPTIONS * MAX_CHOICE_PAGES]
    for page in range(0, len(answers), MAX_OPTIONS):
        options = [
            discord.SelectOption(label=label[:100], value=str(page + i))
            for i, (label, _) in enumerate(answers[page : page + MAX_OPTIONS])
        ]
        more = f" ({page + 1}-{page + len(options)})" if len(answers) > MAX_OPTIONS else ""
        view.add_item(ChoiceSelect(game_id, seq, page // MAX_OPTIONS, options, f"Choose…{more}"))
    return view


class ChoiceSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=CHOICE_SELECT):
    def __init__(
        self,
        game_id: int,
        seq: int,
        page: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"mkc:{game_id}:{seq}:{page}",
                options=options or [discord.SelectOption(label="-", value="0")],
                placeholder=placeholder,
                row=page,
            )
        )
        self.game_id, self.seq, self.page = game_id, seq, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChoiceSelect:
        return cls(int(match["game"]), int(match["seq"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            values = [int(v) for v in _values(interaction) if v.isdigit()]
            await on_choice(interaction, self.game_id, self.seq, values)
        except Exception as exc:  # a persistent item has no view to catch it
            await present.fail(interaction, exc)


async def on_choice(interaction: discord.Interaction, game_id: int, seq: int, values: list[int]) -> None:
    """One answer picked in an end-of-turn prompt: checked against the current game, then ``mk choose``."""
    service = present.service_of(interaction)
    try:
        loaded = await service.load(interaction.channel_id)
    except ServiceError as exc:
        await present.send_private(interaction, [str(exc)])
        return
    state = loaded.state
    stale = loaded.game.id != game_id or loaded.seq != seq
    lines = ["These choices were out of date (the game moved on); nothing was done."]
    active = _whose_turn(loaded)
    if active != interaction.user.id:
        owner = _name_of(loaded, active)
        text = lines[0] if stale else f"These choices belong to {owner}, whose turn it is; nothing was done."
        await present.send_private(interaction, [text])
        return
    seat = service.seat_of(loaded, interaction.user.id)
    choice = loaded.rules.commands().hand(state, seat).choice
    if stale or choice is None:
        if choice is None:
            await present.send_private(interaction, [*lines, "There is nothing to choose now."])
            return
        await present.send_private(
            interaction,
            [*lines, "Here is the current question.", *choice.get("lines", [])],
            view=choice_view(loaded.game.id, loaded.seq, choice),
        )
        return
    if len(values) != 1 or not 0 <= values[0] < len(choice["answers"]):
        await present.send_private(interaction, ["Pick one answer from the list; nothing was done."])
        return
    label, params = choice["answers"][values[0]]
    await present.begin(interaction, update=True)
    caller = present.caller_of(interaction, expected_seq=seq)
    reply = await dispatch(service, caller, f"{loaded.rules.command_group} {choice['command']}", dict(params))
    await present.present(interaction, reply, update=True)
    if reply.error:
        return
    try:
        await interaction.edit_original_response(content=f"Chosen: {label}.", view=None)
    except discord.HTTPException:
        log.debug("could not close the choice message", exc_info=True)


DYNAMIC_ITEMS.append(ChoiceSelect)
