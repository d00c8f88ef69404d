"""The effect interpreter: the one walk of the effect vocabulary (:mod:`effects`).

Every source of an effect — a card played (``cards.py``), a tactic, a unit's ability, a trigger's
``then``, a site's reward — hands its effect to :func:`resolve` with a :class:`Play` naming the source
and the player's choices (``play.params``). The combinators are walked here, once:

- ``all``: every part in order;
- ``choice``: the alternative named by ``pick:<slug>`` (a card's own modes are picked before, by
  ``modes.pick_alternative``);
- ``if``: ``then`` when the named condition holds, else ``else`` (or nothing);
- ``per``: ``each`` once per counted thing (``max`` caps it; a ``choice`` inside is answered once per
  count with ``each:<slug>,<slug>…``);
- ``cost``: pay ``cost``, then get ``gain`` (a ``choice`` of gains is answered with ``gain:<n>``).

Every other kind is a *leaf*, resolved by the function registered for it with :func:`resolver` (one
module per area under ``resolvers/``; a kind registered twice is a programming error). Conditions and
quantities are registered the same way (:data:`CONDITIONS`, :data:`QUANTITIES`). A ``per`` whose count
is only known later (the Block of the declaration being resolved) registers its own handler in
:data:`DEFERRED_PER`.

Sources differ only where the rules make them differ (:data:`SOURCES`, keyed by ``Play.source``): a
skill's alternatives are named by ``mode`` (a card's by ``pick``), and a skill resolves some leaves
its own way (``skills/use.py`` registers its source: flipping itself, its numbered colour choices...).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine.errors import AmbiguousActionError, IllegalActionError, NotAvailableYetError
from bot.engine.i18n import Say, join, t
from bot.engine.notation import merge_params, unique_params
from bot.games.mageknight import effects as fx
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.glossary import noted
from bot.games.mageknight.play import Play
from bot.games.mageknight.state import Player, Turn

Resolver = Callable[[Ctx, Player, Turn, Mapping[str, Any], Play, int], Say]
Variants = list[dict[str, str]]
#: A source's parameter sets for one effect (None: not one it lists itself); the last argument lists a
#: nested effect's.
LeafVariants = Callable[
    [Ctx, Player, Turn, Mapping[str, Any], Play, Callable[[Mapping[str, Any]], Variants]],
    Variants | None,
]
Condition = Callable[[Ctx, Player, Turn], bool]
PlayCondition = Callable[[Ctx, Player, Turn, Play], bool]
Quantity = Callable[[Ctx, Player, Turn], int]
Ask = Callable[[Ctx, Play, list[str], list[Mapping[str, Any]], str | None], Exception]

RESOLVERS: dict[str, Resolver] = {}
CONDITIONS: dict[str, Condition] = {}
PLAY_CONDITIONS: dict[str, PlayCondition] = {}  # conditions on the source's own choices (Taunt)
QUANTITIES: dict[str, Quantity] = {}
DEFERRED_PER: dict[str, Resolver] = {}
COMBINATORS = ("all", "choice", "if", "per", "cost")


def add_conditions(named: Mapping[str, Condition]) -> None:
    """Register conditions of ``if`` (a name registered twice is a programming error)."""
    _add(CONDITIONS, named, "condition")


def add_quantities(named: Mapping[str, Quantity]) -> None:
    """Register quantities of ``per`` (a name registered twice is a programming error)."""
    _add(QUANTITIES, named, "quantity")


def _add(table: dict[str, Any], named: Mapping[str, Any], what: str) -> None:
    twice = sorted((set(named) & set(table)) | (set(named) & set(PLAY_CONDITIONS)))
    if twice:
        raise ValueError(f"{what} {twice[0]!r} is registered twice")
    table.update(named)


def night_rules(ctx: Ctx, turn: Turn) -> bool:
    """Night rules hold: at Night, or by Day on a space or in a combat that uses them (SoT §7.6)."""
    return ctx.state.night or turn.night_rules or bool(turn.combat and turn.combat.night_rules)


#: The conditions every source uses; the areas register their own (resolvers/advanced.py, skills/use.py).
add_conditions(
    {
        "day": lambda ctx, p, t: not night_rules(ctx, t),
        "night": lambda ctx, p, t: night_rules(ctx, t),
        "in_combat": lambda ctx, p, t: t.combat is not None,
    }
)


def _ask_pick(
    ctx: Ctx, play: Play, slugs: list[str], alts: list[Mapping[str, Any]], given: str | None
) -> Exception:
    listing = [noted(f"pick:{s}", fx.text(a)) for s, a in zip(slugs, alts, strict=True)]
    return AmbiguousActionError(t("mk-misc-choose-one", options=listing))


@dataclass(frozen=True)
class Source:
    """What one kind of source changes in the walk: the parameter naming a ``choice``'s alternative,
    the refusal when it is missing or wrong, and (``leaf``) its own resolution of the leaves, which
    hands the kinds it does not treat specially on to :data:`RESOLVERS` as a card's."""

    choice_param: str = "pick"
    ask: Ask = _ask_pick
    leaf: Resolver | None = None


SOURCES: dict[str, Source] = {"card": Source()}


def resolver(kind: str) -> Callable[[Resolver], Resolver]:
    """Register the resolver of one leaf kind (a kind registered twice is a programming error)."""

    def register(fn: Resolver) -> Resolver:
        if kind in RESOLVERS or kind in COMBINATORS:
            raise ValueError(f"effect kind {kind!r} has two resolvers")
        RESOLVERS[kind] = fn
        return fn

    return register


def implemented(effect: Mapping[str, Any]) -> bool:
    """Whether every kind the effect uses is a combinator or has a resolver."""
    return all(k in COMBINATORS or k in RESOLVERS for k in fx.kinds_in(effect))


def condition(ctx: Ctx, player: Player, turn: Turn, name: str, play: Play | None = None) -> bool:
    if name in PLAY_CONDITIONS and play is not None:
        return PLAY_CONDITIONS[name](ctx, player, turn, play)
    if name not in CONDITIONS:
        raise NotAvailableYetError(t("mk-misc-condition-not-yet", condition=name.replace("_", " ")))
    return CONDITIONS[name](ctx, player, turn)


def quantity(ctx: Ctx, player: Player, turn: Turn, name: str) -> int:
    if name not in QUANTITIES:
        raise NotAvailableYetError(t("mk-misc-counting-not-yet", quantity=name.replace("_", " ")))
    return QUANTITIES[name](ctx, player, turn)


def mode_slugs(alts: list[Mapping[str, Any]]) -> list[str]:
    """The names of alternatives: their slug, numbered by position when two would share one
    (Tremor's "one enemy" and "every enemy", Mana Bolt's four mana colours)."""
    plain = [fx.slug(a) for a in alts]
    if len(set(plain)) < len(plain) and all(fx.kind_of(a) == "all" for a in alts):
        # a choice nested in "all" (Diplomacy powered): named by the part that differs
        parts = [list(a["all"]) for a in alts]
        differ = [i for i in range(len(parts[0])) if len({repr(p[i]) for p in parts}) > 1]
        if len({len(p) for p in parts}) == 1 and len(differ) == 1:
            chosen = [p[differ[0]] for p in parts]
            plain = [fx.slug(c["spend_for"]) if "spend_for" in c else fx.slug(c) for c in chosen]
    return [s if plain.count(s) == 1 else f"{s}-{i}" for i, s in enumerate(plain, start=1)]


def resolve(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int = 0
) -> Say:
    """Resolve an effect for ``player``; returns the public description. Raises a RulesError naming
    what is possible when a choice is missing or wrong (the caller discards its working copy)."""
    kind = fx.kind_of(effect)
    value = effect[kind]
    if kind == "all":
        return join(*(resolve(ctx, player, turn, e, play, bonus) for e in value), sep="; ")
    if kind == "choice":  # a choice nested deeper than a card's modes (Peaceful Moment), or a skill's
        return _choice(ctx, player, turn, list(value), play, bonus)
    if kind == "if":
        branch = effect["then"] if condition(ctx, player, turn, value, play) else effect.get("else")
        if branch is None:
            return t("mk-misc-nothing-not-met", effect=fx.text({"if": value, "then": effect["then"]}))
        return resolve(ctx, player, turn, branch, play, bonus)
    if kind == "per":
        if value in DEFERRED_PER:
            return DEFERRED_PER[value](ctx, player, turn, effect, play, bonus)
        return _per(ctx, player, turn, effect, play)
    if kind == "cost":
        return _cost(ctx, player, turn, effect, play, bonus)
    own = SOURCES[play.source].leaf
    if own is not None:
        return own(ctx, player, turn, effect, play, bonus)
    if kind in RESOLVERS:
        return RESOLVERS[kind](ctx, player, turn, effect, play, bonus)
    raise NotAvailableYetError(t("mk-misc-effect-kind-not-yet", kind=kind))


def colour_choices(effect: Mapping[str, Any]) -> int:
    """How many numbered colour choices (``colour``, ``colour2``...) an effect asks for."""
    kind = fx.kind_of(effect)
    if kind in ("all", "choice"):
        return sum(colour_choices(e) for e in effect[kind])
    if kind in ("mana_token", "crystal") and isinstance(effect[kind], list) and len(effect[kind]) > 1:
        return 1
    return 0


def _choice(
    ctx: Ctx, player: Player, turn: Turn, alts: list[Mapping[str, Any]], play: Play, bonus: int
) -> Say:
    """The alternative the source's choice parameter names. The colour choices after it keep their
    numbers whichever alternative is picked (each counts as the one with the most)."""
    rules = SOURCES[play.source]
    slugs = mode_slugs(alts)
    given = play.params.get(rules.choice_param)
    if given not in slugs:
        raise rules.ask(ctx, play, slugs, alts, given)
    start = play.cursor[0]
    text = resolve(ctx, player, turn, alts[slugs.index(given)], play, bonus)
    play.cursor[0] = start + max(colour_choices(a) for a in alts)
    return text


def _per(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play) -> Say:
    n = quantity(ctx, player, turn, effect["per"])
    if "max" in effect:
        n = min(n, int(effect["max"]))
    if n == 0:
        return t("mk-misc-nothing-none", effect=fx.text(effect))
    each = effect["each"]
    if fx.kind_of(each) == "choice":
        picks = [p.strip() for p in play.params.get("each", "").split(",") if p.strip()]
        slugs = [fx.slug(a) for a in each["choice"]]
        if len(picks) != n or any(p not in slugs for p in picks):
            raise IllegalActionError(
                t("mk-misc-choose-times", n=n, among=", ".join(slugs), example=",".join([slugs[0]] * n))
            )
        parts = [resolve(ctx, player, turn, each["choice"][slugs.index(p)], play, 0) for p in picks]
    else:
        parts = [resolve(ctx, player, turn, each, play, 0) for _ in range(n)]
    if all(p == parts[0] for p in parts):
        return join(f"{n} x", join("(", parts[0], ")", sep=""))
    return join(*parts, sep="; ")


def _cost(ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, bonus: int) -> Say:
    paid = resolve(ctx, player, turn, effect["cost"], play, 0)
    gain = effect["gain"]
    if fx.kind_of(gain) == "choice":
        alts = gain["choice"]
        pick = play.params.get("gain", "")
        if pick not in [str(i) for i in range(1, len(alts) + 1)]:
            listing = [noted(f"gain:{i}", fx.text(a)) for i, a in enumerate(alts, start=1)]
            raise IllegalActionError(t("mk-misc-choose-gain", options=listing))
        gain = alts[int(pick) - 1]
    got = resolve(ctx, player, turn, gain, play, bonus)
    return t("mk-misc-cost-then", paid=paid, got=got)


# --------------------------------------------------------------------------- the choices an effect asks for
def variants(
    ctx: Ctx, player: Player, turn: Turn, effect: Mapping[str, Any], play: Play, leaf: LeafVariants
) -> Variants:
    """Every parameter set the effect asks for now, walking the combinators the way :func:`resolve`
    does; ``leaf`` (the source's) lists a leaf's sets and may claim a whole combinator first (a
    composite card's choice). Sets that turn out impossible may be listed: options are tried on a copy
    before they are offered (``option.applies``)."""

    def sub(nested: Mapping[str, Any]) -> Variants:
        return variants(ctx, player, turn, nested, play, leaf)

    kind = fx.kind_of(effect)
    if kind == "all":
        out: Variants = [{}]
        for part in effect["all"]:
            listed = sub(part)  # once: a part's numbered colour choices are counted once
            out = [merge_params(a, b) for a in out for b in listed]
        return unique_params(out)  # a Heal and a Ready may name the same unit
    own = leaf(ctx, player, turn, effect, play, sub)
    if own is not None:
        return own
    if kind == "choice":
        return _choice_variants(ctx, player, turn, list(effect["choice"]), play, sub)
    if kind == "if":
        name = effect["if"]
        if name in PLAY_CONDITIONS:  # decided by the choices themselves (Taunt's enemy)
            return sub(effect["then"])
        if name not in CONDITIONS:
            return []
        branch = effect["then"] if condition(ctx, player, turn, name) else effect.get("else")
        return [{}] if branch is None else sub(branch)
    if kind == "per":
        if effect["per"] in DEFERRED_PER:  # counted once the declaration succeeds
            return [{}]
        if effect["per"] not in QUANTITIES:
            return []
        n = quantity(ctx, player, turn, effect["per"])
        n = min(n, int(effect.get("max", n)))
        each = effect["each"]
        if n and fx.kind_of(each) == "choice":
            slugs = [fx.slug(a) for a in each["choice"]]
            return [{"each": ",".join(c)} for c in itertools.combinations_with_replacement(slugs, n)]
        return sub(each) if n else [{}]
    if kind == "cost":
        gain = effect["gain"]
        if fx.kind_of(gain) == "choice":
            gains = [{"gain": str(i), **v} for i, a in enumerate(gain["choice"], 1) for v in sub(a)]
        else:
            gains = sub(gain)
        return [{**x, **y} for x in sub(effect["cost"]) for y in gains]
    return [{}]


def _choice_variants(
    ctx: Ctx,
    player: Player,
    turn: Turn,
    alts: list[Mapping[str, Any]],
    play: Play,
    sub: Callable[[Mapping[str, Any]], Variants],
) -> Variants:
    """One set per alternative and its own sets; a Day-only (Night-only) alternative that would do
    nothing now is not listed. The colour choices after it keep their numbers (:func:`_choice`)."""
    key = SOURCES[play.source].choice_param
    out: Variants = []
    start = play.cursor[0]
    for slug, alt in zip(mode_slugs(alts), alts, strict=True):
        if fx.kind_of(alt) == "if" and "else" not in alt and alt["if"] in ("day", "night"):
            if not condition(ctx, player, turn, alt["if"]):
                continue
        play.cursor[0] = start
        out.extend({key: slug, **v} for v in sub(alt))
    play.cursor[0] = start + max((colour_choices(a) for a in alts), default=0)
    return out
