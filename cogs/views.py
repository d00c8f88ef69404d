"""Buttons and selects: the private hand view and the persistent "your turn" buttons."""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.commands import Control, dispatch
from bot.service import ServiceError
from cogs import present

log = logging.getLogger(__name__)

HAND_TIMEOUT = 600.0
MAX_OPTIONS = 25
MAX_BUTTONS = 5
GROUP_TITLES = {
    "move": "Move",
    "explore": "Explore a tile",
    "rest": "Rest",
    "end-turn": "End turn",
    "announce-end": "Announce the End of the Round",
    "tactic": "Choose a tactic",
}


def _values(interaction: discord.Interaction) -> list[str]:
    """The chosen values of a select interaction."""
    data: dict[str, Any] = dict(interaction.data or {})
    return [str(v) for v in data.get("values", [])]


def group_label(group: str, data: Any) -> str:
    """A readable name for a control group: the card's name, or a title for a kind of action."""
    cards = getattr(data, "cards", {})
    if group in cards:
        return str(cards[group].name)
    return GROUP_TITLES.get(group, group.replace("-", " ").capitalize())


class HandView(discord.ui.View):
    """Ephemeral controls: pick a card (or action kind), then one of its ways to play; buttons for
    single actions. Values are indexes into ``controls``; the view lives 10 minutes."""

    def __init__(self, owner_id: int, controls: list[Control], data: Any) -> None:
        super().__init__(timeout=HAND_TIMEOUT)
        self.owner_id = owner_id
        self.controls = list(controls)
        self.data = data
        self.groups: dict[str, list[int]] = {}
        for i, c in enumerate(self.controls):
            self.groups.setdefault(c.group or c.command, []).append(i)
        names = list(self.groups)
        singles = [
            g
            for g in names
            if len(self.groups[g]) == 1 and self.controls[self.groups[g][0]].command != "mk play"
        ]
        buttons = singles[:MAX_BUTTONS]
        self.menu_groups = [g for g in names if g not in buttons][:MAX_OPTIONS]
        self.detail: discord.ui.Select[HandView] | None = None
        if self.menu_groups:
            menu: discord.ui.Select[HandView] = discord.ui.Select(
                custom_id="hand:group",
                placeholder="Play a card or choose an action…",
                options=[
                    discord.SelectOption(label=group_label(g, data)[:100], value=str(i))
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
        fresh = HandView(self.owner_id, hand.controls, self.data) if hand.controls else None
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
            reply = await dispatch(service, caller, "mk end-turn", {})
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
        user_id = _whose_turn(loaded.state)
        if user_id is not None:
            await present.post_turn_prompt(interaction, loaded.game.id, loaded.seq, user_id)


def _whose_turn(state: Any) -> int | None:
    from bot.games.mageknight.game import to_move

    seat = to_move(state)
    return None if seat is None else int(state.players[seat].user_id)


def turn_view(game_id: int, seq: int) -> discord.ui.View:
    """The three persistent buttons of a "your turn" message."""
    view = discord.ui.View(timeout=None)
    for what in ("hand", "map", "end"):
        view.add_item(TurnButton(game_id, seq, what))
    return view


DYNAMIC_ITEMS: list[type[discord.ui.DynamicItem[Any]]] = [TurnButton]
