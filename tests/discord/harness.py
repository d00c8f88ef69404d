"""Drive real discord.py objects offline: fake REST + webhook transport, interaction payloads, captured replies.

Usage::

    harness = await DiscordHarness.create(bot_factory=make_bot)
    sent = await harness.slash("mk move", user=alice, hex="3,-1")
    assert sent[0].ephemeral and "moved" in sent.text
    await harness.click("mk:act:42", user=alice)        # finds the message carrying that button
    await harness.simulate_restart()                     # a new bot from the factory, same captured Discord
    await harness.close()

Nothing here touches the network: ``HTTPClient.request`` is replaced on the bot's instance and the webhook
adapter used by interactions (``discord.webhook.async_.async_context``) is swapped for a recording one.
"""

from __future__ import annotations

import asyncio
import contextvars
import inspect
import itertools
import json
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

APP_ID = 900_000_000_000_000_001
BOT_ID = APP_ID
GUILD_ID = 900_000_000_000_000_100
CHANNEL_ID = 900_000_000_000_000_200
OWNER_ID = 900_000_000_000_000_300
TIMESTAMP = "2025-01-01T12:00:00.000000+00:00"
EPHEMERAL = 64

MEMBER_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    add_reactions=True,
    use_application_commands=True,
).value
MANAGER_PERMISSIONS = MEMBER_PERMISSIONS | discord.Permissions(manage_guild=True).value
BOT_PERMISSIONS = (
    MEMBER_PERMISSIONS | discord.Permissions(create_private_threads=True, manage_threads=True).value
)

BotFactory = Callable[[], "commands.Bot | Awaitable[commands.Bot]"]


class HarnessError(AssertionError):
    """The harness could not do what was asked, or a handler failed."""


@dataclass(frozen=True)
class FakeUser:
    """A guild member as the harness presents it; ``permissions`` are the member's permission bits."""

    id: int
    name: str
    permissions: int = MEMBER_PERMISSIONS

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
        }


@dataclass(frozen=True)
class FakeChannel:
    """A text channel (type 0) or a thread (type 11 public / 12 private) with ``parent_id``."""

    id: int
    name: str = "general"
    type: int = 0
    parent_id: int | None = None

    def payload(self, guild_id: int) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(guild_id),
            "name": self.name,
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if self.type in (11, 12):
            data.pop("permission_overwrites")
            data.update(
                parent_id=str(self.parent_id),
                owner_id=str(BOT_ID),
                message_count=0,
                member_count=1,
                thread_metadata={
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": TIMESTAMP,
                    "locked": False,
                    "invitable": False,
                },
            )
        return data


@dataclass
class Call:
    """One recorded REST or webhook request."""

    method: str
    path: str  # concrete path, e.g. /channels/123/messages
    template: str  # discord.py route template, e.g. /channels/{channel_id}/messages
    json: Any = None
    files: list[tuple[str, bytes]] = field(default_factory=list)
    params: dict[str, Any] | None = None


@dataclass
class Sent:
    """Something the bot showed: kind is response, defer, followup, edit, message, delete, autocomplete or modal."""

    kind: str
    content: str | None = None
    ephemeral: bool = False
    embeds: list[dict[str, Any]] = field(default_factory=list)
    files: list[tuple[str, bytes]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    choices: list[tuple[str, Any]] = field(default_factory=list)
    message_id: int | None = None
    channel_id: int | None = None
    interaction_id: int | None = None

    def custom_ids(self) -> list[str]:
        """Every ``custom_id`` in the components, in display order."""
        return [c["custom_id"] for c in _walk_components(self.components) if "custom_id" in c]

    def buttons(self) -> list[tuple[str, str]]:
        """(label, custom_id) of every button with a custom_id."""
        return [
            (c.get("label") or "", c["custom_id"])
            for c in _walk_components(self.components)
            if c.get("type") == 2 and "custom_id" in c
        ]

    def embed_text(self) -> str:
        """Titles, descriptions and fields of the embeds as plain text."""
        parts: list[str] = []
        for e in self.embeds:
            parts += [e.get("title") or "", e.get("description") or ""]
            parts += [f"{f.get('name', '')}: {f.get('value', '')}" for f in e.get("fields", [])]
        return "\n".join(p for p in parts if p)


class SentList(list[Sent]):
    """The list of :class:`Sent` one interaction produced, with shortcuts."""

    @property
    def messages(self) -> SentList:
        return SentList(s for s in self if s.kind in ("response", "followup", "edit", "message"))

    @property
    def text(self) -> str:
        """All message contents and embed texts joined by newlines."""
        return "\n".join(t for s in self.messages for t in (s.content or "", s.embed_text()) if t)

    @property
    def public(self) -> SentList:
        return SentList(s for s in self.messages if not s.ephemeral)

    @property
    def private(self) -> SentList:
        return SentList(s for s in self.messages if s.ephemeral)

    @property
    def files(self) -> list[tuple[str, bytes]]:
        return [f for s in self for f in s.files]


def _walk_components(components: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for comp in components:
        out.append(comp)
        out += _walk_components(comp.get("components", []))
        if isinstance(comp.get("accessory"), dict):
            out.append(comp["accessory"])
    return out


def _http_error(status: int, text: str) -> discord.HTTPException:
    response = SimpleNamespace(status=status, reason=text)
    cls = {403: discord.Forbidden, 404: discord.NotFound}.get(status, discord.HTTPException)
    return cls(response, {"code": 0, "message": text})


def _read_files(files: Sequence[discord.File] | None) -> list[tuple[str, bytes]]:
    out: list[tuple[str, bytes]] = []
    for f in files or []:
        f.reset(seek=True)
        out.append((f.filename or "file", f.fp.read()))
        f.reset(seek=True)
    return out


def _payload_from_parts(parts: Sequence[dict[str, Any]] | None) -> Any:
    for part in parts or []:
        if part.get("name") == "payload_json":
            return json.loads(part["value"])
    return None


@dataclass
class _Token:
    """What Discord remembers about one interaction token."""

    interaction_id: int
    channel_id: int
    source_message_id: int | None
    original_id: int | None = None
    original_ephemeral: bool = False
    thinking: bool = False  # deferred with a loading message not yet replaced


class FakeDiscord:
    """Discord's side: ids, messages, channels and every call, shared across simulated restarts."""

    def __init__(self, guild_id: int = GUILD_ID) -> None:
        self.guild_id = guild_id
        self._ids = itertools.count(1_000_000_000_000_000_000)
        self.calls: list[Call] = []
        self.sent: list[Sent] = []
        self.messages: dict[int, dict[str, Any]] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.tokens: dict[str, _Token] = {}
        self.command_ids: dict[str, int] = {}
        self.responders: dict[tuple[str, str], Callable[[Call], Any]] = {}
        self.adapter = _RecordingAdapter(self)

    def next_id(self) -> int:
        return next(self._ids)

    # --- payload builders -------------------------------------------------------------------------
    def bot_user(self) -> dict[str, Any]:
        return {
            "id": str(BOT_ID),
            "username": "pbp-bot",
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
            "bot": True,
        }

    def app_info(self) -> dict[str, Any]:
        owner = FakeUser(OWNER_ID, "owner").payload()
        return {
            "id": str(APP_ID),
            "name": "pbp-bot",
            "description": "",
            "icon": None,
            "bot_public": False,
            "bot_require_code_grant": False,
            "owner": owner,
            "verify_key": "0" * 64,
            "flags": 0,
        }

    def new_message(
        self, channel_id: int, body: dict[str, Any] | None, files: list[tuple[str, bytes]], *, flags: int = 0
    ) -> dict[str, Any]:
        body = body or {}
        mid = self.next_id()
        msg: dict[str, Any] = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "author": self.bot_user(),
            "content": "",
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "pinned": False,
            "type": 0,
            "flags": flags | int(body.get("flags") or 0),
        }
        self.messages[mid] = msg
        return self.apply_edit(mid, body, files)

    def apply_edit(
        self, message_id: int, body: dict[str, Any] | None, files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        msg = self.messages.get(message_id)
        if msg is None:
            raise _http_error(404, f"Unknown Message {message_id}")
        body = body or {}
        for key in ("content", "embeds", "components"):
            if key in body:
                msg[key] = body[key] if body[key] is not None else ([] if key != "content" else "")
        if "attachments" in body:
            keep = {str(a.get("id")) for a in body["attachments"] or []}
            msg["attachments"] = [a for a in msg["attachments"] if a["id"] in keep]
        for name, data in files:
            aid = str(self.next_id())
            url = f"https://cdn.invalid/{aid}/{name}"
            msg["attachments"].append(
                {"id": aid, "filename": name, "size": len(data), "url": url, "proxy_url": url}
            )
        msg["_files"] = list(files) or msg.get("_files", [])
        return {k: v for k, v in msg.items() if not k.startswith("_")}

    def record(
        self,
        kind: str,
        msg: dict[str, Any] | None,
        files: list[tuple[str, bytes]],
        *,
        ephemeral: bool,
        interaction_id: int | None,
        **extra: Any,
    ) -> None:
        msg = msg or {}
        self.sent.append(
            Sent(
                kind=kind,
                content=msg.get("content") or None,
                ephemeral=ephemeral,
                embeds=list(msg.get("embeds") or []),
                files=files,
                components=list(msg.get("components") or []),
                message_id=int(msg["id"]) if "id" in msg else None,
                channel_id=int(msg["channel_id"]) if "channel_id" in msg else None,
                interaction_id=interaction_id,
                **extra,
            )
        )

    # --- REST (HTTPClient.request) ----------------------------------------------------------------
    async def http_request(
        self,
        route: Route,
        *,
        files: Sequence[discord.File] | None = None,
        form: Sequence[dict[str, Any]] | None = None,
        **kwargs: Any,
    ) -> Any:
        body = kwargs.get("json")
        if body is None:
            body = _payload_from_parts(form)
        call = Call(
            route.method,
            route.url[len(Route.BASE) :],
            route.path,
            body,
            _read_files(files),
            kwargs.get("params"),
        )
        self.calls.append(call)
        responder = self.responders.get((call.method, call.template))
        if responder is not None:
            return responder(call)
        return self._rest(call)

    def _rest(self, call: Call) -> Any:
        seg = call.path.strip("/").split("/")
        method, body = call.method, call.json or {}
        if call.template == "/users/@me":
            return self.bot_user()
        if call.template == "/oauth2/applications/@me":
            return self.app_info()
        if seg[0] == "applications" and seg[-1] == "commands":
            if method != "PUT":
                return []
            guild = seg[3] if len(seg) == 5 else None
            out = []
            for cmd in body:
                cid = self.command_ids.setdefault(cmd["name"], self.next_id())
                out.append(
                    {
                        "type": 1,
                        "options": [],
                        "version": "1",
                        **cmd,
                        "id": str(cid),
                        "application_id": str(APP_ID),
                        "guild_id": guild,
                    }
                )
            return out
        if seg[0] == "channels" and len(seg) >= 2:
            channel_id = int(seg[1])
            if len(seg) == 2 and method == "GET":
                channel = self.channels.get(channel_id)
                if channel is None:
                    raise _http_error(404, f"Unknown Channel {channel_id}")
                return channel.payload(self.guild_id)
            if seg[-1] == "threads":
                thread = FakeChannel(
                    self.next_id(), body.get("name", "thread"), int(body.get("type") or 11), channel_id
                )
                self.channels[thread.id] = thread
                return thread.payload(self.guild_id)
            if len(seg) >= 3 and seg[2] == "messages":
                return self._channel_message(call, channel_id, seg[3] if len(seg) == 4 else None)
        if method == "GET":
            raise _http_error(404, f"harness has no reply for GET {call.path}")
        return None

    def _channel_message(self, call: Call, channel_id: int, message: str | None) -> Any:
        if message is None and call.method == "POST":
            msg = self.new_message(channel_id, call.json, call.files)
            self.record("message", msg, call.files, ephemeral=False, interaction_id=None)
            return msg
        if message is None or not message.isdigit():
            return None if call.method != "GET" else []
        mid = int(message)
        if call.method == "GET":
            return self.apply_edit(mid, None, [])
        if call.method == "PATCH":
            msg = self.apply_edit(mid, call.json, call.files)
            self.record("edit", msg, call.files, ephemeral=False, interaction_id=None)
            return msg
        if call.method == "DELETE":
            self.messages.pop(mid, None)
            self.sent.append(Sent("delete", message_id=mid, channel_id=channel_id))
        return None

    # --- interactions (webhook adapter) -----------------------------------------------------------
    def webhook(
        self, route: Route, body: Any, files: list[tuple[str, bytes]], params: dict[str, Any] | None
    ) -> Any:
        self.calls.append(Call(route.method, route.url[len(Route.BASE) :], route.path, body, files, params))
        token = self.tokens.get(str(route.webhook_token))
        if token is None:
            raise _http_error(404, "Unknown interaction token (expired or never issued)")
        if route.path.endswith("/callback"):
            return self._callback(token, body, files)
        target = route.url.rsplit("/", 1)[-1]
        if route.path == "/webhooks/{webhook_id}/{webhook_token}":  # followup
            ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
            if token.thinking:  # the first followup replaces the loading message of a thinking defer
                token.thinking = False
                ephemeral = token.original_ephemeral
            msg = self.new_message(token.channel_id, body, files, flags=EPHEMERAL if ephemeral else 0)
            self.record("followup", msg, files, ephemeral=ephemeral, interaction_id=token.interaction_id)
            return msg
        mid = token.original_id if target == "@original" else int(target)
        if mid is None:
            raise _http_error(404, "The interaction has no original response")
        if route.method == "GET":
            return self.apply_edit(mid, None, [])
        if route.method == "DELETE":
            self.messages.pop(mid, None)
            self.sent.append(
                Sent(
                    "delete", message_id=mid, channel_id=token.channel_id, interaction_id=token.interaction_id
                )
            )
            return None
        if mid == token.original_id:
            token.thinking = False
        msg = self.apply_edit(mid, body, files)
        self.record(
            "edit",
            msg,
            files,
            ephemeral=bool(int(msg.get("flags") or 0) & EPHEMERAL),
            interaction_id=token.interaction_id,
        )
        return msg

    def _callback(self, token: _Token, body: dict[str, Any], files: list[tuple[str, bytes]]) -> Any:
        rtype, data = int(body["type"]), body.get("data") or {}
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        iid = token.interaction_id
        msg: dict[str, Any] | None = None
        if rtype == 4:
            msg = self.new_message(token.channel_id, data, files, flags=EPHEMERAL if ephemeral else 0)
            token.original_id, token.original_ephemeral = int(msg["id"]), ephemeral
            self.record("response", msg, files, ephemeral=ephemeral, interaction_id=iid)
        elif rtype == 5:
            msg = self.new_message(token.channel_id, {}, [], flags=EPHEMERAL if ephemeral else 0)
            token.original_id, token.original_ephemeral, token.thinking = int(msg["id"]), ephemeral, True
            self.sent.append(
                Sent(
                    "defer",
                    ephemeral=ephemeral,
                    message_id=token.original_id,
                    channel_id=token.channel_id,
                    interaction_id=iid,
                )
            )
        elif rtype == 6:
            token.original_id = token.source_message_id
            self.sent.append(
                Sent(
                    "defer",
                    message_id=token.source_message_id,
                    channel_id=token.channel_id,
                    interaction_id=iid,
                )
            )
        elif rtype == 7:
            if token.source_message_id is None:
                raise _http_error(400, "UPDATE_MESSAGE needs a component interaction")
            token.original_id = token.source_message_id
            msg = self.apply_edit(token.source_message_id, data, files)
            eph = bool(int(msg.get("flags") or 0) & EPHEMERAL)
            self.record("edit", msg, files, ephemeral=eph, interaction_id=iid)
        elif rtype == 8:
            choices = [(c["name"], c["value"]) for c in data.get("choices", [])]
            self.sent.append(Sent("autocomplete", ephemeral=True, choices=choices, interaction_id=iid))
        elif rtype == 9:
            self.sent.append(
                Sent(
                    "modal",
                    content=data.get("title"),
                    ephemeral=True,
                    components=data.get("components", []),
                    interaction_id=iid,
                )
            )
        meta = {
            "id": str(iid),
            "type": 2,
            "response_message_id": str(token.original_id) if token.original_id else None,
            "response_message_loading": rtype == 5,
            "response_message_ephemeral": ephemeral,
        }
        return {"interaction": meta, "resource": {"type": rtype, "message": msg} if msg else None}


class _RecordingAdapter(AsyncWebhookAdapter):
    """The webhook adapter discord.py uses for interaction responses, recording instead of sending."""

    def __init__(self, backend: FakeDiscord) -> None:
        super().__init__()
        self.backend = backend

    async def request(
        self,
        route: Route,
        session: Any,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        files: Sequence[discord.File] | None = None,
        params: dict[str, Any] | None = None,
        **_: Any,
    ) -> Any:
        body = payload if payload is not None else _payload_from_parts(multipart)
        return self.backend.webhook(route, body or {}, _read_files(files), params)


class _NoNetwork:
    """Stands in for the aiohttp session; anything reaching it is a harness bug."""

    def __getattr__(self, name: str) -> Any:
        raise HarnessError(f"network access attempted through aiohttp session .{name}")

    def __bool__(self) -> bool:
        return False


class _ErrorLog(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


_IGNORED_CORO = re.compile(r"timeout_task_impl|inner_call|_delay_ready")


class DiscordHarness:
    """Feeds interaction payloads to a real bot and returns what it sent (see module docstring)."""

    def __init__(self, backend: FakeDiscord, bot_factory: BotFactory | None, timeout: float) -> None:
        self.backend = backend
        self.bot_factory = bot_factory
        self.timeout = timeout
        self.bot: commands.Bot = None  # type: ignore[assignment]  # set by _attach
        self.errors: list[BaseException | str] = []  # unhandled failures of the last interaction
        self.app_errors: list[app_commands.AppCommandError] = []  # every error the tree's on_error saw
        self.raise_errors = True
        self._log = _ErrorLog()
        self._users: dict[str, FakeUser] = {}
        self.default_channel = self.channel("general", id=CHANNEL_ID)
        #: The server's language (its Discord "preferred locale"), sent with every interaction.
        self.guild_locale = "en-US"

    @classmethod
    async def create(
        cls,
        bot: commands.Bot | None = None,
        *,
        bot_factory: BotFactory | None = None,
        guild_id: int = GUILD_ID,
        timeout: float = 10.0,
    ) -> DiscordHarness:
        """Log ``bot`` (or a bot from ``bot_factory``) in against the fake Discord and run its setup_hook."""
        harness = cls(FakeDiscord(guild_id), bot_factory, timeout)
        logging.getLogger("discord").addHandler(harness._log)
        async_context.set(harness.backend.adapter)
        await harness._attach(bot if bot is not None else await harness._make_bot())
        return harness

    async def __aenter__(self) -> DiscordHarness:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def sent(self) -> list[Sent]:
        return self.backend.sent

    @property
    def calls(self) -> list[Call]:
        return self.backend.calls

    # --- people and places ------------------------------------------------------------------------
    def user(self, name: str, *, manager: bool = False, id: int | None = None) -> FakeUser:
        """A member (same name → same member); ``manager`` grants Manage Server."""
        if name not in self._users:
            uid = id if id is not None else 800_000_000_000_000_000 + len(self._users) + 1
            self._users[name] = FakeUser(uid, name, MANAGER_PERMISSIONS if manager else MEMBER_PERMISSIONS)
        return self._users[name]

    def channel(
        self, name: str, *, id: int | None = None, thread_of: FakeChannel | None = None, private: bool = True
    ) -> FakeChannel:
        """A text channel, or a thread of ``thread_of``."""
        cid = id if id is not None else self.backend.next_id()
        if thread_of is None:
            channel = FakeChannel(cid, name)
        else:
            channel = FakeChannel(cid, name, 12 if private else 11, thread_of.id)
        self.backend.channels[cid] = channel
        return channel

    # --- lifecycle --------------------------------------------------------------------------------
    async def _make_bot(self) -> commands.Bot:
        if self.bot_factory is None:
            raise HarnessError("no bot given and no bot_factory")
        made = self.bot_factory()
        return await made if inspect.isawaitable(made) else made

    async def _attach(self, bot: commands.Bot) -> None:
        backend = self.backend
        self.errors = []

        async def static_login(token: str) -> dict[str, Any]:
            bot.http.token = token
            return backend.bot_user()

        http: Any = bot.http
        http.request = backend.http_request
        http.static_login = static_login
        http._HTTPClient__session = _NoNetwork()
        self.bot = bot
        before = asyncio.all_tasks()
        await bot.login("harness-token")  # runs the real login path and the bot's setup_hook
        await self._settle(before)
        bot._ready.set()
        original_on_error: Any = bot.tree.on_error

        async def on_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
            self.app_errors.append(error)
            await original_on_error(interaction, error)

        bot.tree.on_error = on_error  # type: ignore[method-assign]
        self._check_errors("setup_hook")

    async def simulate_restart(self) -> commands.Bot:
        """Close the bot and start a new one from ``bot_factory``, like a process restart; messages stay."""
        await self.bot.close()
        await self._attach(await self._make_bot())
        return self.bot

    async def close(self) -> None:
        try:
            await self.bot.close()
        finally:
            logging.getLogger("discord").removeHandler(self._log)

    # --- dispatch ---------------------------------------------------------------------------------
    async def _settle(self, before: set[asyncio.Task[Any]]) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.timeout
        seen: set[asyncio.Task[Any]] = set()
        while True:
            new = {
                t
                for t in asyncio.all_tasks()
                if t not in before and not _IGNORED_CORO.search(getattr(t.get_coro(), "__qualname__", ""))
            }
            seen |= new
            pending = [t for t in new if not t.done()]
            if not pending:
                break
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise HarnessError(
                    f"handlers still running after {self.timeout}s: {[t.get_name() for t in pending]}"
                )
            await asyncio.wait(pending, timeout=remaining)
        for task in seen:
            if task.done() and not task.cancelled() and task.exception() is not None:
                self.errors.append(task.exception())  # type: ignore[arg-type]

    def _check_errors(self, what: str) -> None:
        self.errors += [
            r.exc_info[1] if r.exc_info and r.exc_info[1] else r.getMessage() for r in self._log.records
        ]
        self._log.records.clear()
        if self.errors and self.raise_errors:
            first = self.errors[0]
            raise HarnessError(f"{what} failed: {first!r}") from (
                first if isinstance(first, BaseException) else None
            )

    def _feed(self, payload: dict[str, Any]) -> None:
        async_context.set(self.backend.adapter)
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]

    async def dispatch(self, payload: dict[str, Any]) -> SentList:
        """Feed a raw INTERACTION_CREATE payload and wait until every handler finished."""
        self.errors = []
        self._log.records.clear()
        start = len(self.backend.sent)
        self._ensure_guild()
        before = asyncio.all_tasks()
        contextvars.copy_context().run(self._feed, payload)
        await self._settle(before)
        self._check_errors(
            f"interaction {payload['type']} {payload['data'].get('name') or payload['data'].get('custom_id')}"
        )
        return SentList(self.backend.sent[start:])

    def _ensure_guild(self) -> None:
        """Put the guild and its channels in the bot's cache, so ``bot.get_channel`` works like live."""
        state: Any = self.bot._connection
        gid = self.backend.guild_id
        guild = state._get_guild(gid)
        if guild is None:
            everyone = {
                "id": str(gid),
                "name": "@everyone",
                "permissions": str(MEMBER_PERMISSIONS),
                "position": 0,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
            data = {
                "id": str(gid),
                "name": "harness",
                "owner_id": str(OWNER_ID),
                "roles": [everyone],
                "emojis": [],
                "stickers": [],
                "features": [],
                "member_count": 1,
            }
            guild = discord.Guild(data=data, state=state)  # type: ignore[arg-type]
            state._add_guild(guild)
        guild.preferred_locale = discord.Locale(self.guild_locale)
        for channel in self.backend.channels.values():
            if guild.get_channel_or_thread(channel.id) is None:
                payload = channel.payload(gid)
                if channel.type in (11, 12):
                    guild._add_thread(discord.Thread(guild=guild, state=state, data=payload))  # type: ignore[arg-type]
                else:
                    guild._add_channel(discord.TextChannel(state=state, guild=guild, data=payload))  # type: ignore[arg-type]

    def _interaction(
        self,
        itype: int,
        data: dict[str, Any],
        user: FakeUser,
        channel: FakeChannel | None,
        message: dict[str, Any] | None = None,
        locale: str = "en-US",
    ) -> dict[str, Any]:
        channel = channel or self.default_channel
        iid = self.backend.next_id()
        token = f"harness-token-{iid}"
        source = int(message["id"]) if message else None
        self.backend.tokens[token] = _Token(iid, channel.id, source)
        gid = self.backend.guild_id
        member = {
            "user": user.payload(),
            "roles": [],
            "joined_at": TIMESTAMP,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "permissions": str(user.permissions),
        }
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(APP_ID),
            "type": itype,
            "data": data,
            "token": token,
            "version": 1,
            "guild_id": str(gid),
            "guild_locale": self.guild_locale,
            "channel_id": str(channel.id),
            "channel": channel.payload(gid),
            "member": member,
            "locale": locale,
            "app_permissions": str(BOT_PERMISSIONS),
            "attachment_size_limit": 10 * 1024 * 1024,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(gid)},
            "context": 0,
        }
        if message is not None:
            payload["message"] = message
        return payload

    # --- application commands ---------------------------------------------------------------------
    def _command(self, name: str) -> tuple[list[str], app_commands.Command[Any, ..., Any], bool]:
        parts = name.strip().lstrip("/").split()
        guild = discord.Object(id=self.backend.guild_id)
        found: Any = self.bot.tree.get_command(parts[0], guild=guild)
        in_guild = found is not None
        if found is None:
            found = self.bot.tree.get_command(parts[0])
        for part in parts[1:]:
            found = found.get_command(part) if isinstance(found, app_commands.Group) else None
        if not isinstance(found, app_commands.Command):
            raise HarnessError(f"no slash command /{' '.join(parts)} in the bot's tree")
        return parts, found, in_guild

    def _options(
        self,
        command: app_commands.Command[Any, ..., Any],
        values: dict[str, Any],
        focused: str | None,
        resolved: dict[str, Any],
    ) -> list[dict[str, Any]]:
        params = {p.display_name: p for p in command._params.values()} | dict(command._params)
        out: list[dict[str, Any]] = []
        for key, value in values.items():
            param = params.get(key)
            if param is None:
                raise HarnessError(
                    f"/{command.qualified_name} has no option {key!r}; it has {sorted(params)}"
                )
            kind = param.type
            option: dict[str, Any] = {"name": param.display_name, "type": kind.value}
            if key == focused:
                option.update(value=str(value), focused=True)
            elif kind in (
                discord.AppCommandOptionType.user,
                discord.AppCommandOptionType.mentionable,
            ) and isinstance(value, FakeUser):
                option["value"] = str(value.id)
                resolved.setdefault("users", {})[str(value.id)] = value.payload()
                resolved.setdefault("members", {})[str(value.id)] = {
                    "roles": [],
                    "joined_at": TIMESTAMP,
                    "flags": 0,
                    "permissions": str(value.permissions),
                }
            elif kind is discord.AppCommandOptionType.channel and isinstance(value, FakeChannel):
                option["value"] = str(value.id)
                resolved.setdefault("channels", {})[str(value.id)] = value.payload(self.backend.guild_id) | {
                    "permissions": str(MEMBER_PERMISSIONS)
                }
            elif kind is discord.AppCommandOptionType.integer:
                option["value"] = int(value)
            elif kind is discord.AppCommandOptionType.number:
                option["value"] = float(value)
            elif kind is discord.AppCommandOptionType.boolean:
                option["value"] = bool(value)
            elif kind is discord.AppCommandOptionType.string:
                option["value"] = str(value)
            else:
                raise HarnessError(f"option type {kind.name} is not supported by the harness")
            out.append(option)
        return out

    def _command_payload(
        self, name: str, values: dict[str, Any], focused: str | None = None
    ) -> dict[str, Any]:
        parts, command, in_guild = self._command(name)
        resolved: dict[str, Any] = {}
        options: list[dict[str, Any]] = self._options(command, values, focused, resolved)
        for depth, part in enumerate(reversed(parts[1:])):
            options = [{"type": 1 if depth == 0 else 2, "name": part, "options": options}]
        cid = self.backend.command_ids.setdefault(parts[0], self.backend.next_id())
        data: dict[str, Any] = {"id": str(cid), "name": parts[0], "type": 1, "options": options}
        if resolved:
            data["resolved"] = resolved
        if in_guild:
            data["guild_id"] = str(self.backend.guild_id)
        return data

    async def slash(
        self,
        command: str,
        /,
        *,
        user: FakeUser,
        channel: FakeChannel | None = None,
        locale: str = "en-US",
        options: dict[str, Any] | None = None,
        **more: Any,
    ) -> SentList:
        """Invoke ``/command`` (e.g. ``"mk move"``); option values as keywords, or in ``options`` when
        an option is called ``user``/``channel``/``locale``/``options``."""
        data = self._command_payload(command, {**(options or {}), **more})
        return await self.dispatch(self._interaction(2, data, user, channel, locale=locale))

    async def autocomplete(
        self,
        command: str,
        option: str,
        typed: str,
        /,
        *,
        user: FakeUser,
        channel: FakeChannel | None = None,
        locale: str = "en-US",
        filled: dict[str, Any] | None = None,
        **more: Any,
    ) -> list[tuple[str, Any]]:
        """The (name, value) choices the bot offers while ``typed`` is in ``option``; other options filled."""
        data = self._command_payload(command, {**(filled or {}), **more, option: typed}, focused=option)
        sent = await self.dispatch(self._interaction(4, data, user, channel, locale=locale))
        answers = [s for s in sent if s.kind == "autocomplete"]
        if len(answers) != 1:
            raise HarnessError(f"expected one autocomplete answer, got {[s.kind for s in sent]}")
        return answers[0].choices

    # --- components -------------------------------------------------------------------------------
    def find_message(self, custom_id: str) -> dict[str, Any] | None:
        """The newest stored message carrying a component with ``custom_id``."""
        for mid in sorted(self.backend.messages, reverse=True):
            msg = self.backend.messages[mid]
            if any(c.get("custom_id") == custom_id for c in _walk_components(msg.get("components", []))):
                return msg
        return None

    def _component_message(
        self, custom_id: str, message_id: int | None, channel: FakeChannel | None, component: dict[str, Any]
    ) -> dict[str, Any]:
        if message_id is not None:
            return self.backend.apply_edit(message_id, None, [])
        msg = self.find_message(custom_id)
        if msg is not None:
            return self.backend.apply_edit(int(msg["id"]), None, [])
        row = {"type": 1, "components": [{**component, "custom_id": custom_id}]}
        return self.backend.new_message((channel or self.default_channel).id, {"components": [row]}, [])

    async def click(
        self,
        custom_id: str,
        *,
        user: FakeUser,
        channel: FakeChannel | None = None,
        message_id: int | None = None,
        locale: str = "en-US",
    ) -> SentList:
        """Press the button ``custom_id`` (on ``message_id``, else the newest message showing it)."""
        msg = self._component_message(
            custom_id, message_id, channel, {"type": 2, "style": 1, "label": custom_id[:80]}
        )
        channel = channel or self.backend.channels.get(int(msg["channel_id"]))
        data = {"custom_id": custom_id, "component_type": 2}
        return await self.dispatch(self._interaction(3, data, user, channel, msg, locale=locale))

    async def select(
        self,
        custom_id: str,
        values: Sequence[str],
        *,
        user: FakeUser,
        channel: FakeChannel | None = None,
        message_id: int | None = None,
        locale: str = "en-US",
    ) -> SentList:
        """Choose ``values`` in the select menu ``custom_id``."""
        options = [{"label": v, "value": v} for v in values]
        msg = self._component_message(
            custom_id,
            message_id,
            channel,
            {"type": 3, "options": options, "min_values": 1, "max_values": max(1, len(values))},
        )
        comp = next(c for c in _walk_components(msg["components"]) if c.get("custom_id") == custom_id)
        channel = channel or self.backend.channels.get(int(msg["channel_id"]))
        data = {"custom_id": custom_id, "component_type": int(comp.get("type", 3)), "values": list(values)}
        return await self.dispatch(self._interaction(3, data, user, channel, msg, locale=locale))
