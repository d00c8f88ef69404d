"""Mage Knight's card pictures (render/cards.py) and the lines saying what each card does (cardview.py):
the hand, the tactic choice, the offers with the Source, the end-of-turn rewards."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from bot.engine.i18n import render
from bot.games.mageknight import cardview
from bot.games.mageknight.commands import MageKnightCommands, with_lines
from bot.games.mageknight.observer import pending_choice
from bot.games.mageknight.render import cards as pic
from bot.render.draw import shade
from tests.games.mageknight.builder import DATA, Table, fresh

HAND = ("march", "rage", "rage", "wound", "fireball", "blood_rage", "sword_of_justice")


def image(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(png)).convert("RGB")


def close(a: tuple[int, ...], b: tuple[int, ...], tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def english(items: list[Any]) -> str:
    return "\n".join(render("en", x) for x in items)


# ----------------------------------------------------------------------------------- layout and text
def test_layout_puts_the_frames_in_rows_without_overlap() -> None:
    boxes = pic.layout(8)
    assert len(boxes) == 8
    assert {b[1] for b in boxes[: pic.PER_ROW]} == {boxes[0][1]}  # a full first row ...
    assert boxes[pic.PER_ROW][1] > boxes[0][3]  # ... and the rest below it
    for i, a in enumerate(boxes):
        assert a[2] - a[0] == pic.CARD_W and a[3] - a[1] == pic.CARD_H
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
    assert pic.width_for(8) == boxes[pic.PER_ROW - 1][2] + pic.MARGIN
    assert [pic.balanced(n) for n in (1, 5, 6, 7, 8, 12, 13)] == [1, 5, 6, 4, 4, 6, 5]


def test_wrap_keeps_lines_within_the_width_and_cuts_an_overlong_text() -> None:
    text = "Přesuňte se až o 3 odkrytá políčka, každý krok za jedno bez ohledu na terén " * 3
    lines = pic.wrap(text, 12, 150)
    assert len(lines) > 3 and " ".join(lines) == " ".join(text.split())
    assert all(pic._word_length(line, 12, False) <= 150 for line in lines)
    size, blocks = pic._fitted((pic.Section("Basic", text * 4),), 180.0, 120.0)
    assert size == pic.TEXT_SIZES[-1] and blocks[0].text[-1].endswith("…")


# ----------------------------------------------------------------------------------- the hand picture
def test_the_hand_picture_has_one_frame_per_different_card_in_its_colour() -> None:
    state = Table("tovak").hand(*HAND).build()
    faces = cardview.hand_faces(state.players[0].hand, "en")
    assert [f.title for f in faces] == [
        "Rage",
        "March",
        "Blood Rage",
        "Fireball",
        "Sword of Justice",
        "Wound",
    ]  # Actions by colour, then Spells, Artifacts, Wounds
    assert faces[0].badge == "×2" and not faces[1].badge
    png = cardview.hand_drawing(state, 0)("en")
    img = image(png)
    assert 20_000 < len(png) < 400_000
    assert img.size == (pic.width_for(6), pic.TITLE_H + pic.GAP + pic.CARD_H + pic.MARGIN)
    expected = {
        "Rage": shade(pic.CARD_COLOURS["red"], 0.92),
        "March": shade(pic.CARD_COLOURS["green"], 0.92),
        "Fireball": pic.SPELL_NIGHT,
        "Sword of Justice": shade(pic.KIND_COLOURS["artifact"], 0.92),
        "Wound": shade(pic.KIND_COLOURS["wound"], 0.92),
    }
    boxes = pic.layout(len(faces))
    for face, (x0, y0, _, _) in zip(faces, boxes, strict=True):
        assert close(img.getpixel((x0 + 3, y0 + pic.CARD_H // 2)), pic._frame_colours(face)[0])  # frame
        if face.title in expected:  # the header band, left of the name
            assert close(img.getpixel((x0 + 12, y0 + 30)), expected[face.title]), face.title
    # the gaps between the frames are the background
    assert img.getpixel((boxes[0][2] + pic.GAP // 2, boxes[0][1] + 50)) == pic.BACKGROUND


def test_a_card_face_says_what_the_card_does_and_its_sideways_value() -> None:
    march = cardview.card_face("march", "en")
    assert march.subtitle == "Basic Action · green"
    assert [(s.label, s.text, s.gems) for s in march.sections] == [
        ("Basic", "Move 2", ()),
        ("Powered", "Move 4", ("green",)),
    ]
    assert march.footer == "Sideways 1\nMove · Influence · Attack · Block"
    fireball = cardview.card_face("fireball", "en")
    assert fireball.style == "spell" and fireball.sections[1].gems == ("red", "black")
    assert fireball.sections[1].label == "Powered: Firestorm"
    assert cardview.card_face("sword_of_justice", "en").sections[1].label == "Powered (then throw it away)"
    wound = cardview.card_face("wound", "en", 2)
    assert wound.style == "wound" and wound.badge == "×2" and wound.note == "Cannot be played"


def test_the_hand_picture_reads_in_czech() -> None:
    state = Table("tovak").hand(*HAND).build()
    faces = {f.title: f for f in cardview.hand_faces(state.players[0].hand, "cs")}
    march = faces["March"]  # card names stay as the data spells them
    assert march.subtitle == "Základní akce · zelená"
    assert [s.label for s in march.sections] == ["Základní efekt", "Silnější efekt"]
    assert march.sections[0].text == "Pohyb 2" and march.footer == "Bokem 1\nPohyb · Vliv · Útok · Blok"
    assert faces["Zranění"].note == "Nelze zahrát"  # the Wound has an official Czech name
    czech = cardview.hand_drawing(state, 0)("cs")
    assert image(czech).size == image(cardview.hand_drawing(state, 0)("en")).size
    assert czech != cardview.hand_drawing(state, 0)("en")
    polish = {f.title: f for f in cardview.hand_faces(state.players[0].hand, "pl")}
    assert polish["March"].sections[1].label == "Wzmocnione działanie" and "Rana" in polish


def test_an_empty_hand_has_no_picture() -> None:
    state = Table("tovak").hand().build()
    panel = MageKnightCommands().hand(state, 0)
    assert panel.pictures == [] and "What your cards do" not in english(panel.private)


# ----------------------------------------------------------------------------------- the offers
def test_the_offers_picture_shows_the_source_and_every_offer() -> None:
    state = Table("tovak").source("red", "gold", "black").build()
    state.source[0].taken_by = 0
    drawing = cardview.offers_drawing(state)
    img = image(drawing("en"))
    units = len(state.unit_offer) + len(state.monastery_offer)
    assert img.width == pic.width_for(max(units, len(state.aa_offer), len(state.spell_offer), 1))
    rows = [units, len(state.aa_offer), len(state.spell_offer)]
    top = pic.TITLE_H + pic.GAP + pic.SECTION_H + pic.DIE + 32 + pic.GAP
    expected = top + sum(pic.SECTION_H + pic.rows_height(n) + pic.GAP for n in rows) + pic.MARGIN - pic.GAP
    assert img.height == expected
    die = (pic.MARGIN + 20 + pic.DIE // 2 + 40 + pic.DIE, pic.TITLE_H + pic.GAP + pic.SECTION_H + 8)
    assert close(img.getpixel(die), pic.MANA_COLOURS["gold"])  # the second die, untaken
    assert len(drawing("cs")) > 10_000


def test_offers_face_down_until_first_needed() -> None:
    state = fresh("tovak")  # First Reconnaissance: the Advanced Action and Spell offers lie face down
    assert not state.offers_revealed
    lines = english(cardview.offers_lines(state, DATA))
    assert lines.count("face down until it is first needed") == 2
    for card in state.aa_offer + state.spell_offer:
        assert DATA.cards[card].name not in lines
    img = image(cardview.offers_drawing(state)("en"))
    assert img.height > pic.CARD_H * 3


def test_offer_lines_say_what_each_unit_and_card_does() -> None:
    state = Table("tovak").build()
    state.offers_revealed = True
    state.unit_offer = ["peasants", "peasants", "herbalists"]
    state.aa_offer = ["agility"]
    state.spell_offer = ["fireball"]
    state.source[0].taken_by = 0
    lines = english(cardview.offers_lines(state, DATA))
    assert "**Offers and the Source · round 1, Day**" in lines
    assert f"Source: {state.source[0].colour} (taken)" in lines
    assert "• 2× Peasants (level 1, 4 Influence, armor 3): Attack 2 or Block 2; Influence 2; Move 2" in lines
    assert "• Agility [white]: Move 2" in lines
    assert "• Fireball [red]: Fire Ranged Attack 5 | powered: " in lines
    czech = "\n".join(render("cs", x) for x in cardview.offers_lines(state, DATA))
    assert "**Nabídka jednotek**:" in czech and "**Nabídka kouzel**:" in czech
    assert "Pramen:" in czech and "(použitá)" in czech and "Ohnivý střelecký útok 5" in czech
    polish = "\n".join(render("pl", x) for x in cardview.offers_lines(state, DATA))
    assert "**Pula jednostek**:" in polish and "Źródło:" in polish and "(użyta)" in polish


def test_game_status_offers_is_the_games_offers_panel() -> None:
    state = Table("tovak").build()
    panel = MageKnightCommands().offers(state)
    assert panel is not None and panel.private and [n for n, _ in panel.pictures] == ["offers.png"]


# ----------------------------------------------------------------------------------- the hand's text
def test_the_hand_lines_say_what_each_card_does() -> None:
    state = Table("tovak").hand(*HAND).build()
    panel = MageKnightCommands().hand(state, 0)
    text = english(panel.private)
    assert "What your cards do (any card but a Wound played sideways gives" in text
    assert "• 2× Rage [red]: Attack 2 or Block 2 | powered: Attack 4" in text
    assert "• March [green]: Move 2 | powered: Move 4" in text
    assert "• Sword of Justice [Artifact]:" in text
    assert "• Wound: cannot be played, not even sideways." in text
    assert [n for n, _ in panel.pictures] == ["hand.png"]
    czech = "\n".join(render("cs", x) for x in panel.private)
    assert "• 2× Zuřivost [červená]: Útok 2 nebo Blok 2 | silnější: Útok 4" in czech  # the printed name
    assert "• Zranění: nelze zahrát, ani bokem." in czech


def test_the_tactic_choice_says_what_each_tactic_does() -> None:
    state = fresh("tovak", "goldyx")
    seat = state.tactic_pickers[0]
    text = english(MageKnightCommands().hand(state, seat).private)
    assert "Tactics to choose from:" in text
    for tactic in state.tactics_available:
        rec = DATA.tactics[tactic]
        assert f"• {rec.number} {rec.name}: " in text
    assert "• 1 Early Bird: No effect beyond acting first in the round." in text
    other = next(s for s in range(2) if s not in state.tactic_pickers[:1])
    if other not in state.tactic_pickers:
        assert "Tactics to choose from:" not in english(MageKnightCommands().hand(state, other).private)


def test_the_reward_question_says_what_each_offered_card_does() -> None:
    state = Table("tovak").build()
    state.offers_revealed = True
    state.spell_offer = ["fireball", "snowstorm"] if "snowstorm" in DATA.cards else ["fireball"]
    turn = state.turn
    assert turn is not None
    turn.ending = "rewards"
    turn.rewards = [{"gain_card": "spell"}]
    choice = with_lines(pending_choice(state, DATA, 0))
    assert choice is not None
    text = english(choice["lines"])
    assert "What they do:" in text
    assert "• Fireball [red]: Fire Ranged Attack 5 | powered: " in text
    assert text.rstrip().endswith(english([choice["lines"][-1]]))  # how to answer stays last
    units = {"pick": "peasants"}
    assert "Peasants (level 1" in english(cardview.reward_lines({"answers": [("Take", units)]}, DATA))
