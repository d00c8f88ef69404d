"""Buttons and selects: the private hand view and the persistent "your turn" buttons."""

from __future__ import annotations

import io
import logging
import re
from dataclasses import dataclass, replace
from typing import Any

import discord
from babel.lists import format_list

from bot.commands import Control, Reply, choose, dispatch
from bot.engine.i18n import DEFAULT, Say, english, render, t
from bot.engine.menus import (
    END_TURN,
    MENU_MARK,
    Entry,
    entries,
    entry_group,
    group_of,
    grouped,
    menu_page,
    named_group,
)
from bot.engine.outcome import option_key
from bot.replies import said, worded
from bot.service import Loaded, ServiceError
from cogs import live, present

log = logging.getLogger(__name__)

MAX_OPTIONS = 25
MAX_BUTTONS = 5


def _values(interaction: discord.Interaction) -> list[str]:
    """The chosen values of a select interaction."""
    data: dict[str, Any] = dict(interaction.data or {})
    return [str(v) for v in data.get("values", [])]


# ------------------------------------------------------------------------- the hand's controls
# Every hand control is persistent: its custom id carries the game, the seq it was drawn at, the
# owner and (for a pick) the key of the option it stands for, so it keeps working after a restart and
# never times out. A click re-reads the caller's hand and applies the option only if it is still
# offered at that seq; otherwise it says the controls are out of date and shows the current hand.
HAND_GROUP = r"hg:(?P<game>\d+):(?P<seq>\d+):(?P<owner>\d+)"
HAND_PICK = r"hp:(?P<game>\d+):(?P<seq>\d+):(?P<owner>\d+)"
HAND_BUTTON = r"hb:(?P<game>\d+):(?P<seq>\d+):(?P<owner>\d+):(?P<key>[0-9a-f]+)"
#: The /hand option that leaves the picture out, where only the hand's text and controls are read.
TEXT_ONLY = {"text_only": "yes"}


def _key(c: Control) -> str:
    """A short, stable key for a control (a select value or a custom id holds at most 100 characters)."""
    return option_key(c.option_id or f"{c.command} {sorted(c.options.items())}")


def _groups(controls: list[Control]) -> tuple[dict[str, list[Control]], list[Control], list[Entry]]:
    """The controls by group, the single ones shown as buttons (ending the turn always among them),
    and the entries of the group menu (a group with more ways than a menu holds gets one per page)."""
    groups = grouped(controls)  # the end-turn group last
    alone = [g for g, cs in groups.items() if len(cs) == 1 and not named_group(cs[0])]
    singles = alone[:MAX_BUTTONS]
    if len(alone) > MAX_BUTTONS and alone[-1] == END_TURN:
        singles = [*alone[: MAX_BUTTONS - 1], END_TURN]
    menu = entries(groups, [g for g in groups if g not in singles], MAX_OPTIONS)
    return groups, [groups[g][0] for g in singles], menu


def _menu_options(menu: list[Entry], open_group: str | None, lang: str) -> list[discord.SelectOption]:
    """The group menu's options on the page that holds ``open_group`` (or the menu page it names):
    a paged group's entries say which page they are, and a menu longer than Discord's 25 options ends
    with one that opens its next page."""
    group, page = entry_group(open_group or "")
    if group:
        index = next((i for i, e in enumerate(menu) if e.value == open_group), 0)
        page = index // (MAX_OPTIONS - 1) + 1 if len(menu) > MAX_OPTIONS else 1
    shown, pages, following = menu_page(menu, page, MAX_OPTIONS)
    options = []
    for e in shown:
        title = english(e.controls[0].group_title) or e.group
        suffix = f" ({e.page}/{e.pages})" if e.pages > 1 else ""
        options.append(
            discord.SelectOption(
                label=title[: 100 - len(suffix)] + suffix, value=e.value[:100], default=e.value == open_group
            )
        )
    if following:
        more = render(lang, t("ui-group-more", page=following, pages=pages))
        options.append(discord.SelectOption(label=more[:100], value=f"{MENU_MARK}{following}"))
    return options


def _offers(controls: list[Control], value: str) -> bool:
    """Whether a menu value (a group, a page of one, a page of the menu) still means something."""
    group, _page = entry_group(value)
    return not group or any(group_of(c) == group for c in controls)


def hand_view(
    game_id: int,
    seq: int,
    owner: int,
    controls: list[Control],
    declare: bool = False,
    open_group: str | None = None,
    lang: str = DEFAULT,
) -> discord.ui.View:
    """The private hand controls: a menu of cards and kinds of action, the ways of the chosen one,
    buttons for single actions, and Declare in a combat; their own words in ``lang``."""
    view = discord.ui.View(timeout=None)
    _, singles, menu = _groups(controls)
    if menu:
        options = _menu_options(menu, open_group, lang)
        view.add_item(HandGroup(game_id, seq, owner, options, render(lang, t("ui-hand-placeholder"))))
    opened = next((e for e in menu if e.value == open_group), None)
    if opened is not None:
        picks = [discord.SelectOption(label=english(c.label)[:100], value=_key(c)) for c in opened.controls]
        view.add_item(HandPick(game_id, seq, owner, picks, render(lang, t("ui-hand-how"))))
    for n, c in enumerate(singles):
        view.add_item(
            HandButton(
                game_id, seq, owner, _key(c), english(c.label)[:80], c.group == END_TURN, row=2 + n // 5
            )
        )
    if declare:  # in a combat: open the Declare controls (several cards at once)
        label = render(lang, t("ui-declare-open"))
        view.add_item(DeclareButton(game_id, seq, "op", Selection().encode(), label, row=3))
    return view


class HandGroup(discord.ui.DynamicItem[discord.ui.Select[Any]], template=HAND_GROUP):
    """The hand's first menu: a card or a kind of action."""

    def __init__(
        self,
        game_id: int,
        seq: int,
        owner: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "…",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"hg:{game_id}:{seq}:{owner}",
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="…", value="-")],
                row=0,
            )
        )
        self.game_id, self.seq, self.owner = game_id, seq, owner

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandGroup:
        return cls(int(match["game"]), int(match["seq"]), int(match["owner"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await on_hand(
                interaction, self.game_id, self.seq, self.owner, group=(_values(interaction) or [""])[0]
            )
        except Exception as exc:  # a persistent item has no view to catch it
            await present.fail(interaction, exc)


class HandPick(discord.ui.DynamicItem[discord.ui.Select[Any]], template=HAND_PICK):
    """The hand's second menu: one way to play the chosen card (or do the chosen action)."""

    def __init__(
        self,
        game_id: int,
        seq: int,
        owner: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "…",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"hp:{game_id}:{seq}:{owner}",
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="…", value="-")],
                row=1,
            )
        )
        self.game_id, self.seq, self.owner = game_id, seq, owner

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandPick:
        return cls(int(match["game"]), int(match["seq"]), int(match["owner"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await on_hand(
                interaction, self.game_id, self.seq, self.owner, key=(_values(interaction) or [""])[0]
            )
        except Exception as exc:  # a persistent item has no view to catch it
            await present.fail(interaction, exc)


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=HAND_BUTTON):
    """A single action of the hand (End turn, Explore, Rest...)."""

    def __init__(
        self,
        game_id: int,
        seq: int,
        owner: int,
        key: str,
        label: str = "…",
        danger: bool = False,
        row: int = 2,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                custom_id=f"hb:{game_id}:{seq}:{owner}:{key}",
                style=discord.ButtonStyle.danger if danger else discord.ButtonStyle.secondary,
                row=row,
            )
        )
        self.game_id, self.seq, self.owner, self.key = game_id, seq, owner, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["game"]), int(match["seq"]), int(match["owner"]), match["key"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await on_hand(interaction, self.game_id, self.seq, self.owner, key=self.key)
        except Exception as exc:  # a persistent item has no view to catch it
            await present.fail(interaction, exc)


def fresh_hand_view(hand: Reply, owner: int, open_group: str | None = None) -> discord.ui.View | None:
    """The controls of a hand reply: the hand's own, or the pending question's when the turn ends
    with one."""
    if hand.game_id is None or hand.seq is None:
        return None
    if hand.controls or hand.declare:
        return hand_view(
            hand.game_id, hand.seq, owner, hand.controls, bool(hand.declare), open_group, hand.lang
        )
    if hand.choice is not None:
        return choice_view(hand.game_id, hand.seq, hand.choice, hand.lang)
    return None


async def on_hand(
    interaction: discord.Interaction, game_id: int, seq: int, owner: int, *, group: str = "", key: str = ""
) -> None:
    """A click in the hand controls: open a group, or apply the option behind ``key``."""
    if interaction.user.id != owner:
        await present.send_private(interaction, [t("ui-not-your-controls")])
        return
    service = present.service_of(interaction)
    caller = present.caller_of(interaction, expected_seq=seq)
    hand = await dispatch(service, caller, "hand", TEXT_ONLY)  # (a picture only once the click is done)
    if hand.error:  # no live game any more: say why, and take the controls off the old message
        text = await _no_game_text(interaction, hand)
        await interaction.response.edit_message(content=text, view=None)
        return
    fresh = {_key(c): c for c in hand.controls}
    # a control still offered acts even if other players acted since it was drawn (a simultaneous
    # choice); the service refuses it if this player acted or something was undone since
    offered = key in fresh if not group else _offers(hand.controls, group)
    stale = hand.game_id != game_id or (hand.seq != seq and not offered)
    if stale or (key and key not in fresh):
        note = render(hand.lang, t("ui-hand-stale"))
        content = present.chunk_lines([note, *said(hand.private)])[0]
        # the hand's picture shows the old hand: it goes (a fresh /hand draws a new one)
        await interaction.response.edit_message(
            content=content, view=fresh_hand_view(hand, owner), attachments=[]
        )
        return
    if group:
        await interaction.response.edit_message(view=fresh_hand_view(hand, owner, open_group=group))
        return
    await present.begin(interaction, update=True)
    reply = await choose(service, caller, fresh[key])
    await present_reply(interaction, reply, update=True)
    if reply.error:
        return
    after = await dispatch(service, caller, "hand", {})
    done = render(after.lang, t("ui-done"))
    content = present.chunk_lines(said(after.private))[0] if after.private else done
    view = None if after.error else fresh_hand_view(after, owner)
    if after.error:
        content = await _no_game_text(interaction, after)
    pictures = present.picture_files(interaction, None, [] if after.error else after.pictures)
    try:  # the hand's picture is drawn again with the hand as it is now
        await interaction.edit_original_response(content=content, view=view, attachments=pictures)
    except discord.HTTPException:
        log.debug("could not refresh the hand message", exc_info=True)


async def _no_game_text(interaction: discord.Interaction, hand: Reply) -> str:
    """Why a hand cannot be shown: the game is over (with its result), or what the service said."""
    try:
        loaded = await present.service_of(interaction).load(interaction.channel_id, any_status=True)
    except ServiceError:
        return " ".join(said(hand.private))
    if loaded.game.status == "finished":
        return render(hand.lang, t("lobby-over"))
    return " ".join(said(hand.private))


# ------------------------------------------------------------------------- replies
# A Reply becomes messages: private parts (with the controls they carry) ephemeral, public parts in
# the channel, and the turn prompt posted or refreshed.
PROMPT_KEY = "turn_prompt"
END_AGAIN = t("ui-end-again")


async def present_reply(interaction: discord.Interaction, reply: Reply, *, update: bool = False) -> None:
    """Show ``reply``: errors and private parts ephemerally, public parts to the channel."""
    if reply.error:
        await present.send_private(interaction, said(reply.private) or [t("ui-did-not-work")])
        return
    private_map = reply.map_image if reply.map_private else None
    public_map = reply.map_image if not reply.map_private else None
    view: discord.ui.View | None = None
    private = said(reply.private)
    declare = (
        (reply.game_id, reply.seq) if reply.declare and reply.game_id and reply.seq is not None else None
    )
    lang = reply.lang
    if reply.controls and reply.game_id and reply.seq is not None:
        view = hand_view(
            reply.game_id, reply.seq, interaction.user.id, reply.controls, declare is not None, lang=lang
        )
    elif reply.choice is not None and reply.game_id and reply.seq is not None:
        view = choice_view(reply.game_id, reply.seq, reply.choice, lang)
    elif declare is not None and reply.declare is not None:
        private.append(declare_text(reply.declare, Selection(), lang=lang))
        view = declare_view(declare[0], declare[1], reply.declare, Selection(), lang)
    private_files = present.picture_files(
        interaction, private_map, reply.pictures if reply.map_private else []
    )
    if reply.attachment is not None:
        private_files = [discord.File(io.BytesIO(reply.attachment[1]), filename=reply.attachment[0])]
    if private or private_files or view is not None:
        await present.send_private(interaction, private, files=private_files, view=view)
    elif not update:
        await _delete_original(interaction)
    public = said(reply.public)
    if reply.notify_user_id is not None and public:  # used outside the active player's turn: tell them
        public.append(render(reply.public_lang, t("ui-during-your-turn", who=f"<@{reply.notify_user_id}>")))
    public_files = present.picture_files(interaction, public_map, [] if reply.map_private else reply.pictures)
    ids = (reply.game_id, reply.seq) if reply.game_id is not None and reply.seq is not None else None
    # One public message per action: its events, the map after a turn, and the new turn prompt with its
    # buttons (Discord allows about five channel writes per five seconds).
    prompt = ids is not None and reply.turn_changed and bool(reply.next_user_ids)
    if ids is not None and reply.live:
        # a live block (the combat summary) is edited in its own message, which also takes the step's
        # lines unless they need a message of their own (a map, a new turn prompt, a ping)
        alone = not public_files and not prompt and reply.notify_user_id is None
        live_blocks = {k: said(list(block)) for k, block in reply.live.items()}
        rest = await live.update(interaction, ids[0], ids[1], live_blocks, public if alone else [])
        public = rest if alone else public + rest
    turn_buttons: discord.ui.View | None = None
    if prompt and ids is not None:
        public.append(prompt_text(reply.next_user_ids, reply.public_lang))
        turn_buttons = await _prompt_view(interaction, *ids, lang=reply.public_lang)
    sent: list[discord.Message] = []
    if public or public_files:
        sent = await present.send_public(interaction, public, files=public_files, view=turn_buttons)
    if ids is None:
        return
    if prompt and sent:
        await _became_prompt(interaction, ids[0], sent[-1])
    elif reply.public and reply.next_user_ids and interaction.user.id not in reply.next_user_ids:
        # a simultaneous choice narrowed (this player answered): the prompt names who is still asked
        await refresh_turn_prompt(interaction, ids[0], ids[1], reply.next_user_ids)
    operations = getattr(interaction.client, "operations", None)
    if operations is not None and reply.public and interaction.channel is not None:
        await operations.after_action(interaction.channel, interaction.channel_id)


async def _delete_original(interaction: discord.Interaction) -> None:
    try:
        await interaction.delete_original_response()
    except discord.HTTPException:
        log.debug("could not delete the thinking message", exc_info=True)


async def run(interaction: discord.Interaction, name: str, options: dict[str, Any] | None = None) -> Reply:
    """Defer, dispatch ``name`` with the given options (None dropped, values as str), present."""
    await present.begin(interaction)
    opts = {k: str(v) for k, v in (options or {}).items() if v is not None}
    reply = await dispatch(present.service_of(interaction), present.caller_of(interaction), name, opts)
    await present_reply(interaction, reply)
    return reply


# ------------------------------------------------------------------------- turn prompt
def prompt_text(user_ids: list[int], lang: str = DEFAULT) -> str:
    """The public "your turn" line, naming everyone being asked (several at once for a simultaneous
    choice), in the game's language ``lang``."""
    return render(lang, t("ui-your-turn", who=", ".join(f"<@{u}>" for u in user_ids)))


async def _previous_prompt(interaction: discord.Interaction, game_id: int) -> discord.PartialMessage | None:
    found = await present.service_of(interaction).store.get_message(game_id, PROMPT_KEY)
    if found is None:
        return None
    channel_id, message_id = found
    return interaction.client.get_partial_messageable(channel_id).get_partial_message(message_id)


async def _prompt_view(
    interaction: discord.Interaction, game_id: int, seq: int, *, lang: str = DEFAULT
) -> discord.ui.View:
    """The prompt's buttons for the channel's game: Hand always, Map and End turn where it has them
    (labelled in the game's language ``lang``)."""
    commands = None
    try:
        loaded = await present.service_of(interaction).load(interaction.channel_id)
        commands = loaded.rules.commands()
    except ServiceError:
        pass
    return turn_view(
        game_id,
        seq,
        has_map=commands is None or commands.has_map,
        end_turn=commands is None or commands.end_turn is not None,
        lang=lang,
    )


async def post_turn_prompt(
    interaction: discord.Interaction, game_id: int, seq: int, user_ids: list[int]
) -> None:
    """Post a public "your turn" message with persistent buttons; the previous one loses its buttons."""
    channel: Any = interaction.channel
    lang = await present.public_lang(interaction, game_id)
    message = await channel.send(
        prompt_text(user_ids, lang),
        view=await _prompt_view(interaction, game_id, seq, lang=lang),
        allowed_mentions=discord.AllowedMentions(users=True),
    )
    await _became_prompt(interaction, game_id, message)


async def _became_prompt(interaction: discord.Interaction, game_id: int, message: discord.Message) -> None:
    """``message`` now carries the turn buttons: the previous prompt (which may also report what
    happened, so it stays) loses its buttons, and the new one is remembered."""
    old = await _previous_prompt(interaction, game_id)
    if old is not None and old.id != message.id:
        try:
            await old.edit(view=None)
        except discord.HTTPException:
            log.debug("old turn prompt %s already gone", old.id)
    await present.service_of(interaction).store.set_message(
        game_id, PROMPT_KEY, message.channel.id, message.id
    )


async def refresh_turn_prompt(
    interaction: discord.Interaction, game_id: int, seq: int, user_ids: list[int] | None = None
) -> None:
    """Point the current prompt's buttons at ``seq`` after an action within the same turn, and name
    who is still being asked (a simultaneous choice narrows as players answer)."""
    old = await _previous_prompt(interaction, game_id)
    if old is None:
        return
    try:
        lang = await present.public_lang(interaction, game_id)
        view = await _prompt_view(interaction, game_id, seq, lang=lang)
        if user_ids:
            await old.edit(content=prompt_text(user_ids, lang), view=view)
        else:
            await old.edit(view=view)
    except discord.HTTPException:
        log.debug("could not refresh turn prompt %s", old.id)


# ------------------------------------------------------------------------- persistent turn buttons
TURN_TEMPLATE = r"mk:(?P<game>\d+):(?P<seq>\d+):(?P<what>hand|map|end)"
TURN_LABELS = {"hand": t("ui-turn-hand"), "map": t("ui-turn-map"), "end": t("ui-turn-end")}
TURN_STYLES = {
    "hand": discord.ButtonStyle.primary,
    "map": discord.ButtonStyle.secondary,
    "end": discord.ButtonStyle.danger,
}


class TurnButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TURN_TEMPLATE):
    """A "your turn" button that survives restarts: the game, its seq and the action live in the id."""

    def __init__(self, game_id: int, seq: int, what: str, lang: str = DEFAULT) -> None:
        super().__init__(
            discord.ui.Button(
                label=render(lang, TURN_LABELS[what]),
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
        try:
            live = await service.load(interaction.channel_id)
        except ServiceError as exc:
            await present.send_private(interaction, [exc.text])
            return
        if live.game.id != self.game_id:  # a prompt of an earlier game in this channel
            await present.send_private(interaction, [t("ui-earlier-game")])
            return
        if self.what == "hand":
            reply = await dispatch(service, present.caller_of(interaction), "hand", {})
        elif self.what == "map":
            reply = await dispatch(service, present.caller_of(interaction), "map", {})
        else:
            caller = present.caller_of(interaction, expected_seq=self.seq)
            reply = await dispatch(service, caller, await _end_turn_command(interaction), {})
            if reply.error and live.seq != self.seq and interaction.user.id in _asked(live):
                # The prompt is not redrawn after every action (each would be one more channel write):
                # the player on turn confirms privately with a button drawn now.
                await present.send_private(
                    interaction,
                    [END_AGAIN],
                    view=turn_view(
                        live.game.id, live.seq, has_map=False, hand=False, lang=present.lang_of(interaction)
                    ),
                )
                return
        await present_reply(interaction, reply)
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
        asked = _asked(loaded)
        if asked:
            await post_turn_prompt(interaction, loaded.game.id, loaded.seq, asked)


def _asked(loaded: Loaded) -> list[int]:
    """The users being asked to act now (several at once for a simultaneous choice)."""
    players = loaded.players()
    return [players[s].user_id for s in loaded.rules.to_move(loaded.state)]


def _names_of(loaded: Loaded, user_ids: list[int], lang: str) -> str:
    """The players named, as ``lang`` lists names ("Ann and Ben", "Ann a Ben")."""
    names = [p.name for p in loaded.players() if p.user_id in user_ids]
    return str(format_list(names, locale=lang)) if names else render(lang, t("ops-vote-nobody"))


async def _end_turn_command(interaction: discord.Interaction) -> str:
    """The game's command behind a turn prompt's "End turn" button."""
    try:
        loaded = await present.service_of(interaction).load(interaction.channel_id)
    except ServiceError:
        return "help"  # no live game: the reply says so below
    return f"{loaded.rules.command_group} {loaded.rules.commands().end_turn}"


def turn_view(
    game_id: int,
    seq: int,
    *,
    has_map: bool = True,
    end_turn: bool = True,
    hand: bool = True,
    lang: str = DEFAULT,
) -> discord.ui.View:
    """The persistent buttons of a "your turn" message: Hand, and Map and End turn where the game has
    them, labelled in ``lang``."""
    view = discord.ui.View(timeout=None)
    for what in ("hand", "map", "end"):
        if (
            (what == "map" and not has_map)
            or (what == "end" and not end_turn)
            or (what == "hand" and not hand)
        ):
            continue
        view.add_item(TurnButton(game_id, seq, what, lang))
    return view


DYNAMIC_ITEMS: list[type[discord.ui.DynamicItem[Any]]] = [TurnButton, HandGroup, HandPick, HandButton]


# ------------------------------------------------------------------------- combat declarations
# The private "Declare" controls: every component carries the game, the seq it was drawn at and the
# selection so far (bitmasks in base 36), so it survives a restart and a stale click is recognised.
DECLARE_BUTTON = r"mkd:(?P<game>\d+):(?P<seq>\d+):(?P<what>pv|ok|nx|op):(?P<sel>[0-9a-z.]*)"
DECLARE_SELECT = r"mks:(?P<game>\d+):(?P<seq>\d+):(?P<what>tg|c0|c1|at|un|mv):(?P<sel>[0-9a-z.]*)"


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

    def shown_cards(self, choices: dict[str, Any]) -> list[int]:
        """The cards that can be used against the enemies picked so far (the game says which targets
        each card can reach: ``card_targets``; a card it does not name reaches every enemy). With no
        enemy picked yet, the cards that reach at least one."""
        reach: dict[str, list[str]] = choices.get("card_targets", {})
        picked = set(self.values(choices)["targets"])
        shown = []
        for i, (item, _label) in enumerate(choices["cards"]):
            allowed = reach.get(item)
            if allowed is None or (picked <= set(allowed) if picked else bool(allowed)):
                shown.append(i)
        return shown

    def with_select(self, what: str, values: list[int], choices: dict[str, Any]) -> Selection:
        """The selection after the select ``what`` now shows ``values`` (option indexes)."""
        mask = sum(1 << v for v in values)
        if what == "tg":  # cards that cannot reach the new enemies are dropped
            moved = replace(self, targets=mask)
            return replace(moved, cards=self.cards & sum(1 << i for i in moved.shown_cards(choices)))
        if what in ("c0", "c1"):
            shown = self.shown_cards(choices)
            part = shown[:MAX_OPTIONS] if what == "c0" else shown[MAX_OPTIONS : 2 * MAX_OPTIONS]
            span = sum(1 << i for i in part)
            return replace(self, cards=(self.cards & ~span) | (mask & span))
        if what == "at":
            return replace(self, attack=(values[0] + 1) if values else 0)
        if what == "un":
            return replace(self, units=mask)
        return replace(self, move=values[0] if values else 0)


def _slot_value(slot: str, v: dict[str, Any]) -> str:
    """A Declare slot's picked values as a command option's text."""
    if slot == "tg":
        return ",".join(v["targets"])
    if slot == "c":
        return ",".join(v["cards"])
    if slot == "un":
        return ",".join(v["units"])
    if slot == "at":
        return str(v["attack"] or "")
    return str(v["move"] or "")


def declaration(choices: dict[str, Any], sel: Selection) -> tuple[str, dict[str, str], str | None]:
    """The command a Declare selection stands for: (command, options, what is still missing). The
    game's ``form`` says which command, which option each slot fills and what must be picked."""
    form = choices["form"]
    v = sel.values(choices)
    options = {param: _slot_value(slot, v) for param, slot in form["params"].items()}
    options = {k: x for k, x in options.items() if x or k in form.get("always", [])}
    missing = next(
        (text for slots, text in form["needs"] if not any(_slot_value(s, v) for s in slots.split("|"))), None
    )
    return f"{choices['group']} {form['command']}", options, missing


def declare_text(choices: dict[str, Any], sel: Selection, note: str = "", *, lang: str = DEFAULT) -> str:
    """The private text above the Declare controls: what is picked in each of the form's slots."""
    names = sel.labels(choices)
    picked = {"tg": names["targets"], "at": names["attack"], "c": names["cards"], "un": names["units"]}
    lines = [render(lang, t("ui-declare-head", phase=choices["phase_name"]))]
    for slot in choices["form"]["slots"]:
        if slot["slot"] in picked:
            lines.append(f"{slot['title']}: " + (", ".join(picked[slot["slot"]]) or slot["none"]) + ".")
    if sel.move:
        mv: dict[str, str] = next((x for x in choices["form"]["slots"] if x["slot"] == "mv"), {})
        lines.append(f"{mv.get('title') or render(lang, t('ui-move-spent'))}: {sel.move}.")
    if note:
        lines.append(note)
    return "\n".join(lines)[:MAX_CONTENT]


MAX_CONTENT = 2000


def declare_view(
    game_id: int, seq: int, choices: dict[str, Any], sel: Selection, lang: str = DEFAULT
) -> discord.ui.View:
    """Selects for enemies/attack, cards and units, and Preview / Confirm / Next buttons (the game's
    words come with ``choices``; this module's own in ``lang``)."""
    view = discord.ui.View(timeout=None)
    code = sel.encode()
    row = 0

    def add_select(
        what: str,
        pairs: list[tuple[str, str]],
        mask: int,
        placeholder: str,
        multi: bool,
        indexes: list[int] | None = None,
    ) -> None:
        nonlocal row
        if not pairs:
            return
        at = indexes if indexes is not None else list(range(len(pairs)))
        options = [
            discord.SelectOption(label=label[:100], value=str(at[n]), default=bool(mask >> at[n] & 1))
            for n, (_, label) in enumerate(pairs)
        ]
        view.add_item(
            DeclareSelect(
                game_id, seq, what, code, options, placeholder, len(options) if multi else 1, row, multi
            )
        )
        row += 1

    form = choices["form"]
    for slot in form["slots"]:
        what, text = slot["slot"], slot["placeholder"]
        if what == "tg":
            add_select("tg", choices["targets"], sel.targets, text, True)
        elif what == "at":
            add_select("at", choices["attacks"], (1 << (sel.attack - 1)) if sel.attack else 0, text, False)
        elif what == "c":  # only the cards that can reach the enemies picked
            shown = sel.shown_cards(choices)
            for page, part, words in (
                ("c0", shown[:MAX_OPTIONS], text),
                ("c1", shown[MAX_OPTIONS : 2 * MAX_OPTIONS], render(lang, t("ui-more-cards"))),
            ):
                add_select(page, [choices["cards"][i] for i in part], sel.cards, words, True, part)
        elif what == "mv":
            moves = [(str(n), slot["option"].format(n=n)) for n in range(min(choices["move"], 24) + 1)]
            add_select("mv", moves, 1 << sel.move, text, False)
        elif what == "un":
            add_select("un", choices["units"], sel.units, text, True)
    buttons = [
        ("pv", render(lang, t("ui-preview")), discord.ButtonStyle.secondary),
        ("ok", choices["confirm_label"], discord.ButtonStyle.success),
        ("nx", choices["next_label"], discord.ButtonStyle.primary),
    ]
    for what, label, style in buttons:
        if what in ("pv", "ok") and not choices[form["ready_when"]]:
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
        label: str = "…",
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


async def _declare_state(interaction: discord.Interaction, loaded: Loaded) -> Reply:
    """The game's command that shows the clicking user's declaration now (its Declare model and
    the current seq)."""
    show = loaded.rules.commands().declare_command
    if show is None:
        return Reply(private=[t("ui-no-declare")], error=True)
    return await dispatch(
        present.service_of(interaction),
        present.caller_of(interaction),
        f"{loaded.rules.command_group} {show}",
        {},
    )


async def on_declare(
    interaction: discord.Interaction, game_id: int, seq: int, what: str, sel: Selection, values: list[int]
) -> None:
    """One click or choice in the Declare controls."""
    service = present.service_of(interaction)
    lang = present.lang_of(interaction)
    try:
        loaded = await service.load(interaction.channel_id)
    except ServiceError as exc:
        await present.send_private(interaction, [exc.text])
        return
    asked = _asked(loaded)
    if interaction.user.id not in asked:
        owner = _names_of(loaded, asked, lang)
        await present.send_private(interaction, [t("ui-combat-not-yours", owner=owner)])
        return
    current = await _declare_state(interaction, loaded)
    choices = current.declare
    if choices is None:
        await present.send_private(interaction, [t("ui-no-combat")])
        return
    if loaded.game.id != game_id or loaded.seq != seq:
        if what == "op" and loaded.game.id == game_id:  # opening from an older hand view: just open
            seq = loaded.seq
        else:
            await present.send_private(
                interaction,
                [t("ui-declare-stale"), declare_text(choices, Selection(), lang=lang)],
                view=declare_view(loaded.game.id, loaded.seq, choices, Selection(), lang),
            )
            return
    if what == "op":
        await present.send_private(
            interaction,
            [declare_text(choices, sel, lang=lang)],
            view=declare_view(game_id, seq, choices, sel, lang),
        )
        return
    if what in ("tg", "c0", "c1", "at", "un", "mv"):
        new = sel.with_select(what, values, choices)
        await interaction.response.edit_message(
            content=declare_text(choices, new, lang=lang), view=declare_view(game_id, seq, choices, new, lang)
        )
        return
    caller = present.caller_of(interaction, expected_seq=seq)
    options: dict[str, str] = {}
    missing: str | None = None
    if what == "nx":
        name = f"{choices['group']} {choices['form'].get('next', 'next')}"
    else:
        name, options, missing = declaration(choices, sel)
    if what == "pv" or missing:
        if missing:
            note = missing
        else:
            shown = await dispatch(service, caller, name, {**options, "preview": "yes"})
            note = "\n".join(said(shown.private))
        await interaction.response.edit_message(
            content=declare_text(choices, sel, note, lang=lang),
            view=declare_view(game_id, seq, choices, sel, lang),
        )
        return
    await present.begin(interaction, update=True)
    reply = await dispatch(service, caller, name, options)
    if reply.error:
        note = render(lang, t("ui-not-done", text=" ".join(said(reply.private))))
        await interaction.edit_original_response(
            content=declare_text(choices, sel, note, lang=lang),
            view=declare_view(game_id, seq, choices, sel, lang),
        )
        fresh = await _declare_state(interaction, loaded)
        if fresh.declare is not None and fresh.seq is not None and fresh.seq != seq:  # the game moved on
            await present.send_private(
                interaction,
                [declare_text(fresh.declare, Selection(), lang=lang)],
                view=declare_view(loaded.game.id, fresh.seq, fresh.declare, Selection(), lang),
            )
        return
    fresh_choices, fresh_seq = reply.declare, reply.seq
    await present_reply(interaction, replace(reply, declare=None, controls=[]), update=True)
    try:
        if fresh_choices is not None and fresh_seq is not None:
            await interaction.edit_original_response(
                content=declare_text(fresh_choices, Selection(), render(lang, t("ui-done")), lang=lang),
                view=declare_view(game_id, fresh_seq, fresh_choices, Selection(), lang),
            )
        else:
            await interaction.edit_original_response(content=render(lang, t("ui-combat-over")), view=None)
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


def choice_view(game_id: int, seq: int, choice: dict[str, Any], lang: str = DEFAULT) -> discord.ui.View:
    """Selects (25 answers each, up to 5) answering ``choice`` (views.pending_choice), already in
    words; the placeholder in ``lang``."""
    view = discord.ui.View(timeout=None)
    answers = choice["answers"][: MAX_OPTIONS * MAX_CHOICE_PAGES]
    for page in range(0, len(answers), MAX_OPTIONS):
        options = [
            discord.SelectOption(label=label[:100], value=str(page + i))
            for i, (label, _) in enumerate(answers[page : page + MAX_OPTIONS])
        ]
        placeholder = (
            t("ui-choose-range", first=page + 1, last=page + len(options))
            if len(answers) > MAX_OPTIONS
            else t("ui-choose")
        )
        view.add_item(ChoiceSelect(game_id, seq, page // MAX_OPTIONS, options, render(lang, placeholder)))
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
    lang = present.lang_of(interaction)
    try:
        loaded = await service.load(interaction.channel_id)
    except ServiceError as exc:
        await present.send_private(interaction, [exc.text])
        return
    state = loaded.state
    stale = loaded.game.id != game_id or loaded.seq != seq
    lines: list[Say] = [t("ui-choice-stale")]
    asked = _asked(loaded)
    if interaction.user.id not in asked:
        owner = _names_of(loaded, asked, lang)
        text = lines[0] if stale else t("ui-choice-not-yours", owner=owner)
        await present.send_private(interaction, [text])
        return
    seat = service.seat_of(loaded, interaction.user.id)
    choice = worded(lang, loaded.rules.commands().hand(state, seat).choice)
    if stale or choice is None:
        if choice is None:
            await present.send_private(interaction, [*lines, t("ui-nothing-to-choose")])
            return
        await present.send_private(
            interaction,
            [*lines, t("ui-current-question"), *choice.get("lines", [])],
            view=choice_view(loaded.game.id, loaded.seq, choice, lang),
        )
        return
    if len(values) != 1 or not 0 <= values[0] < len(choice["answers"]):
        await present.send_private(interaction, [t("ui-pick-one")])
        return
    label, params = choice["answers"][values[0]]
    await present.begin(interaction, update=True)
    caller = present.caller_of(interaction, expected_seq=seq)
    ids = choice.get("option_ids") or []
    answer = Control(
        label,
        f"{loaded.rules.command_group} {choice['command']}",
        dict(params),
        option_id=ids[values[0]] if values[0] < len(ids) else "",
    )
    reply = await choose(service, caller, answer)  # the offered answer, re-checked under the lock
    await present_reply(interaction, reply, update=True)
    if reply.error:
        return
    try:
        await interaction.edit_original_response(content=render(lang, t("ui-chosen", label=label)), view=None)
    except discord.HTTPException:
        log.debug("could not close the choice message", exc_info=True)


DYNAMIC_ITEMS.append(ChoiceSelect)
