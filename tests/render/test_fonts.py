"""The pictures' font is the shipped DejaVu Sans: Czech and Polish letters are drawn, not the box a font
shows for a letter it lacks (Pillow's own default font has none of ř, ů, ł, ą)."""

from __future__ import annotations

import logging
import unicodedata
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.render import pieces

#: Codepoints no font has a letter for: a font draws its "missing" box for them.
MISSING = "\uffff"


def _mask(font: ImageFont.FreeTypeFont, ch: str) -> bytes:
    return bytes(font.getmask(ch))


def test_the_shipped_fonts_are_there_with_their_licence() -> None:
    for path in pieces.FONT_FILES.values():
        assert path.is_file() and path.stat().st_size > 100_000
    licence = (pieces.FONTS / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream Vera" in licence and "public domain" in licence
    assert pieces.font(14).getname()[0] == "DejaVu Sans"
    assert pieces.font(14, bold=True).getname() == ("DejaVu Sans", "Bold")


@pytest.mark.parametrize("ch", list("řůěčšžýáíéťďňŘŮłąęśźżćńóŁŚŻ"))
def test_czech_and_polish_letters_are_drawn_not_boxed(ch: str) -> None:
    for bold in (False, True):
        f = pieces.font(20, bold)
        mask = f.getmask(ch)
        assert mask.getbbox() is not None  # something is drawn
        assert _mask(f, ch) != _mask(f, MISSING)  # and it is not the missing-letter box
        base = unicodedata.normalize("NFD", ch)[0]
        if base != ch:  # ř is not drawn as a plain r either
            assert _mask(f, ch) != _mask(f, base)


def test_pillows_own_font_would_box_them() -> None:
    """Why the font is shipped: Pillow's default font draws ř as its missing-letter box."""
    default = ImageFont.load_default(size=20)
    assert isinstance(default, ImageFont.FreeTypeFont)
    assert _mask(default, "ř") == _mask(default, MISSING)


def test_a_czech_line_renders_in_full_width() -> None:
    """A whole Czech line: every letter advances the pen like its plain Latin cousin."""
    text, plain = "Příliš žluťoučký kůň", "Prilis zlutoucky kun"
    f = pieces.font(24)
    assert abs(f.getlength(text) - f.getlength(plain)) < f.getlength(plain) * 0.1
    img = Image.new("L", (400, 40), 0)
    ImageDraw.Draw(img).text((4, 4), text, font=f, fill=255)
    assert img.getbbox() is not None


def test_a_missing_font_file_falls_back_to_pillows_font(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(pieces, "FONT_FILES", {False: tmp_path / "no.ttf", True: tmp_path / "no-bold.ttf"})
    pieces.font.cache_clear()
    pieces._font_file.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger="bot.render.pieces"):
            f = pieces.font(16)
        assert f.getname()[0] != "DejaVu Sans"
        assert f.getlength("abc") > 0
        assert "missing" in caplog.text
    finally:
        monkeypatch.undo()
        pieces.font.cache_clear()
        pieces._font_file.cache_clear()
        pieces.fit_font.cache_clear()
        pieces._glyph.cache_clear()
    assert pieces.font(16).getname()[0] == "DejaVu Sans"
