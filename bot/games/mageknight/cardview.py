"""What the cards, units, skills and tactics do, wherever a player chooses among them: the hand, the
tactic choice, the offers with the Source, and the end-of-turn rewards.

Each gets short text lines (the compendium's one-line forms, :mod:`bot.games.mageknight.compendium`), so
that a screen reader reads what a card does and not only its name; the hand and the offers also get a
picture (:mod:`bot.games.mageknight.render.cards`), drawn later in the reader's language: a
:class:`~bot.engine.commands.Panel` carries a drawing function, which shared code calls off the event loop
only when the picture is shown. A drawing holds a copy of what it shows, never the game state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from bot.engine.commands import Panel
from bot.engine.i18n import Say, Text, join, render, t
from bot.games.mageknight import compendium as book
from bot.games.mageknight import effects as fx
from bot.games.mageknight.data import MageKnightData
from bot.games.mageknight.data import load as mk_data
from bot.games.mageknight.effects.vocabulary import words_of
from bot.games.mageknight.render import cards as pic
from bot.games.mageknight.state import GameState

#: The order a hand is shown in: Actions, then Spells, Artifacts and Wounds last.
KIND_ORDER = {"basic": 0, "unique": 0, "advanced": 1, "spell": 2, "artifact": 3, "wound": 4}
COLOUR_ORDER = {"red": 0, "blue": 1, "green": 2, "white": 3, "none": 4}
HAND_PICTURE, OFFERS_PICTURE = "hand.png", "offers.png"


# ====================================================================================== text lines
def _item(n: int, text: Say) -> Say:
    """A bulleted line, ``2×`` before it for a card held (or offered) twice."""
    return join("•", f"{n}×", text) if n > 1 else join("•", text)


def sorted_cards(data: MageKnightData, cards: Iterable[str]) -> list[str]:
    """Card ids without repeats, in the order a hand is shown (kind, colour, name)."""

    def key(c: str) -> tuple[int, int, str]:
        card = data.cards[c]
        return KIND_ORDER.get(card.kind, 5), COLOUR_ORDER.get(card.colour, 5), card.name

    return sorted(set(cards), key=key)


def card_line(data: MageKnightData, card_id: str) -> Say:
    """What a card does in one line (a Wound says it cannot be played)."""
    if data.cards[card_id].kind == "wound":
        return t("mk-pic-wound-line")
    return book.card_short(data, card_id)


def hand_lines(state: GameState, data: MageKnightData, seat: int) -> list[Say]:
    """One line per card in the hand saying what it does, after a line on the sideways play."""
    counts = Counter(state.players[seat].hand)
    if not counts:
        return []
    return [
        t("mk-pic-hand-effects"),
        *(_item(counts[c], card_line(data, c)) for c in sorted_cards(data, counts)),
    ]


def tactic_lines(state: GameState, data: MageKnightData, seat: int) -> list[Say]:
    """While ``seat`` still picks a tactic: every tactic left and what it does."""
    if state.phase != "tactics" or seat not in state.tactic_pickers:
        return []
    tactics = sorted((data.tactics[x] for x in state.tactics_available), key=lambda x: x.number)
    return [t("mk-pic-tactics"), *(join("•", book.tactic_short(x)) for x in tactics)]


def offers_lines(state: GameState, data: MageKnightData) -> list[Say]:
    """The Source and the offers in words: each die, and what each offered unit, card and skill does."""
    lines: list[Say] = [t("mk-pic-offers-title", round=state.round, night="yes" if state.night else "no")]
    dice = [_die_words(d.colour, d.taken_by is not None) for d in state.source]
    lines.append(t("mk-pic-source-line", dice=dice or t("mk-pic-offer-empty")))
    lines.append(t("mk-pic-unit-offer"))
    units = Counter(state.unit_offer)
    lines += [_item(units[u], book.unit_short(data, u)) for u in dict.fromkeys(state.unit_offer)]
    lines += [_item(1, card_line(data, c)) for c in state.monastery_offer]
    if not state.unit_offer and not state.monastery_offer:
        lines.append(_item(1, t("mk-pic-offer-empty")))
    for title, offer in (("mk-pic-aa-offer", state.aa_offer), ("mk-pic-spell-offer", state.spell_offer)):
        lines.append(t(title))
        if not state.offers_revealed:
            lines.append(_item(1, t("mk-pic-offer-face-down")))
            continue
        lines += [_item(1, card_line(data, c)) for c in offer] or [_item(1, t("mk-pic-offer-empty"))]
    if state.common_skills:
        lines.append(t("mk-pic-common-skills"))
        lines += [_item(1, book.skill_short(data, s)) for s in state.common_skills]
    return lines


def _die_words(colour: str, taken: bool) -> Text:
    return t("mk-pic-die", colour=t(f"mk-fx-colour-{colour}"), taken="yes" if taken else "no")


def reward_lines(choice: Mapping[str, Any], data: MageKnightData) -> list[Say]:
    """What the cards, units and skills a pending end-of-turn question offers do (the skills already
    shown among the revealed ones are left out)."""
    shown = {k["id"] for k in choice.get("revealed_skills") or ()}
    found: dict[tuple[str, str], None] = {}
    for _label, params in choice.get("answers", ()):
        for key in ("pick", "card", "skill"):
            value = str(params.get(key, ""))
            if value in data.cards and key in ("pick", "card"):
                found[("card", value)] = None
            elif value in data.units and key == "pick":
                found[("unit", value)] = None
            elif value in data.skills and key == "skill" and value not in shown:
                found[("skill", value)] = None
    lines: list[Say] = []
    for kind, value in found:
        if kind == "card":
            lines.append(_item(1, card_line(data, value)))
        elif kind == "unit":
            lines.append(_item(1, book.unit_short(data, value)))
        else:
            lines.append(_item(1, book.skill_short(data, value)))
    return [t("mk-pic-reward-effects"), *lines] if lines else []


# ====================================================================================== the panels
def with_hand(panel: Panel, state: GameState, seat: int) -> Panel:
    """The hand panel with what its cards (and the tactics being chosen) do, and the hand's picture.
    The lines come last, so that a hand cut to one message keeps its own lines first."""
    data = mk_data()
    panel.private += [*tactic_lines(state, data, seat), *hand_lines(state, data, seat)]
    if state.players[seat].hand:
        panel.pictures.append((HAND_PICTURE, hand_drawing(state, seat)))
    return panel


def with_effects(choice: Mapping[str, Any], lines: Sequence[Say]) -> list[Say]:
    """A pending question's lines with what its offered cards, units and skills do, before its last
    line (how to answer)."""
    extra = reward_lines(choice, mk_data())
    return [*lines[:-1], *extra, *lines[-1:]] if lines else extra


def offers_panel(state: GameState) -> Panel:
    """``/mk offers``: the Source and the offers, in words and as a picture (public knowledge)."""
    data = mk_data()
    return Panel(private=offers_lines(state, data), pictures=[(OFFERS_PICTURE, offers_drawing(state))])


# ====================================================================================== the pictures
def hand_drawing(state: GameState, seat: int) -> Callable[[str], bytes]:
    """A function drawing ``seat``'s hand in a language (it keeps a copy of the hand)."""
    data = mk_data()
    player = state.players[seat]
    hand, name = tuple(player.hand), player.name
    hero = data.heroes[player.hero].name if player.hero in data.heroes else player.hero

    def draw(lang: str) -> bytes:
        title = render(lang, t("mk-pic-hand-title", player=name, hero=hero, n=len(hand)))
        return pic.render_hand(title, hand_faces(hand, lang))

    return draw


def hand_faces(hand: Sequence[str], lang: str) -> list[pic.Face]:
    """One face per different card of ``hand`` (``×2`` on a card held twice), in the hand's order."""
    counts = Counter(hand)
    return [card_face(c, lang, counts[c]) for c in sorted_cards(mk_data(), hand)]


def offers_drawing(state: GameState) -> Callable[[str], bytes]:
    """A function drawing the Source and the offers in a language (it keeps a copy of them)."""
    dice = tuple((d.colour, d.taken_by is not None) for d in state.source)
    units, monastery = tuple(state.unit_offer), tuple(state.monastery_offer)
    revealed = state.offers_revealed
    aas, spells = (tuple(state.aa_offer), tuple(state.spell_offer)) if revealed else ((), ())
    when = {"round": state.round, "night": "yes" if state.night else "no"}

    def draw(lang: str) -> bytes:
        def words(key: str, **args: Any) -> str:
            return render(lang, t(key, **args))

        def cards(offer: tuple[str, ...]) -> tuple[pic.Face, ...]:
            if not revealed:
                return (hidden_face(lang),)
            return tuple(card_face(c, lang) for c in offer)

        panel = pic.Panel(
            title=words("mk-pic-offers-title-plain", **when),
            source_title=words("mk-pic-source"),
            dice=tuple(
                pic.Die(c, words(f"mk-fx-colour-{c}"), words("mk-pic-die-taken") if taken else "")
                for c, taken in dice
            ),
            rows=(
                pic.Row(
                    words("mk-pic-unit-offer-title"),
                    tuple(unit_face(u, lang) for u in units) + tuple(card_face(c, lang) for c in monastery),
                ),
                pic.Row(words("mk-pic-aa-offer-title"), cards(aas)),
                pic.Row(words("mk-pic-spell-offer-title"), cards(spells)),
            ),
        )
        return pic.render_panel(panel)

    return draw


@lru_cache(maxsize=1024)
def card_face(card_id: str, lang: str, count: int = 1) -> pic.Face:
    """A Deed card's frame in ``lang``: name, kind and colour, basic and powered effects, sideways value
    (kept: the words of a card never change)."""
    card = mk_data().cards[card_id]
    badge = f"×{count}" if count > 1 else ""
    if card.kind == "wound":
        title = render(lang, t("mk-card-kind-wound"))
        return pic.Face(title, "wound", note=render(lang, t("mk-pic-wound-note")), badge=badge)
    colours = tuple(card.colours) or ((card.colour,) if card.colour != "none" else ())
    kind = t(f"mk-card-kind-{card.kind}")
    if colours:
        subtitle = render(lang, t("mk-pic-kind-colour", kind=kind, colour=words_of("colours", list(colours))))
    else:
        subtitle = render(lang, kind)
    style = card.kind if card.kind in ("spell", "artifact") else "action"
    sections = [pic.Section(render(lang, t("mk-pic-basic")), render(lang, fx.text(card.basic)))]
    if card.powered:
        gems: tuple[str, ...] = ()
        if card.kind == "artifact":
            label = t("mk-pic-powered-artifact")
        else:
            named = card.powered_name
            label = t("mk-pic-powered-named", name=named) if named else t("mk-pic-powered")
            gems = (*colours, "black") if card.kind == "spell" else colours
        sections.append(pic.Section(render(lang, label), render(lang, fx.text(card.powered)), gems))
    footer = render(lang, t("mk-pic-sideways", n=1)) + "\n" + render(lang, t("mk-pic-sideways-what"))
    return pic.Face(card.name, style, colours, subtitle, tuple(sections), footer, badge)


@lru_cache(maxsize=256)
def unit_face(unit_id: str, lang: str) -> pic.Face:
    """A Unit's frame in ``lang``: name, level, armor and cost, its numbered abilities (with the mana an
    ability needs), its resistances."""
    unit = mk_data().units[unit_id]
    subtitle = render(
        lang, t("mk-pic-unit-sub", tier=unit.tier, level=unit.level, armor=unit.armor, cost=unit.cost)
    )
    sections = tuple(
        pic.Section(
            "",
            f"{i}. " + pic.capital(render(lang, fx.text(a.effect) if a.effect else t("mk-card-nothing"))),
            (a.mana,) if a.mana else (),
        )
        for i, a in enumerate(unit.abilities, start=1)
    )
    footer = ""
    if unit.resistances:
        resists = [t(f"mk-card-resists-{r.replace('_', '-')}") for r in unit.resistances]
        footer = render(lang, t("mk-pic-resists", what=resists))
    return pic.Face(unit.name, unit.tier, (), subtitle, sections, footer, str(unit.cost))


def hidden_face(lang: str) -> pic.Face:
    """A face-down offer (First Reconnaissance reveals the offers when first needed)."""
    return pic.Face("?", "hidden", note=render(lang, t("mk-pic-offer-face-down-short")))
