"""The shared component-record reader (``bot.engine.records``): typed getters, record sections, Meta."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.records import DataError, Meta, Reader, check_top, data_dir, read_toml, records


def test_getters_name_file_record_and_field() -> None:
    r = Reader("things.toml", "thing 'x'", {"n": "3", "ok": 1, "tags": ["a", 2]})
    with pytest.raises(DataError, match=r"^things.toml: thing 'x': n: expected a whole number, got str$"):
        r.integer("n")
    with pytest.raises(DataError, match=r"things.toml: thing 'x': ok: expected true/false"):
        r.flag("ok")
    with pytest.raises(DataError, match=r"things.toml: thing 'x': tags\[1\]: expected text"):
        r.texts("tags")
    with pytest.raises(DataError, match=r"thing 'x': size: missing"):
        r.integer("size")
    assert r.integer("size", 7) == 7


def test_choices_bounds_and_unknown_fields() -> None:
    r = Reader("f.toml", "rec 'a'", {"kind": "odd", "n": -1, "extra": True})
    with pytest.raises(DataError, match=r"kind: unknown value 'odd' \(expected one of even, prime\)"):
        r.text("kind", choices=("even", "prime"))
    with pytest.raises(DataError, match="n: must be at least 0, got -1"):
        r.integer("n", low=0)
    with pytest.raises(DataError, match="rec 'a': extra: unknown field"):
        r.done()


def test_sub_readers_keep_the_path_and_the_subclass() -> None:
    class Mine(Reader):
        pass

    r = Mine("f.toml", "rec 'a'", {"parts": [{"id": "p", "n": "x"}]})
    (part,) = r.items("parts", ids="part")
    assert isinstance(part, Mine) and part.rid == "p"
    with pytest.raises(DataError, match=r"f.toml: rec 'a': parts\[0\].n: expected a whole number"):
        part.integer("n")


def test_meta_and_ours() -> None:
    raw = {"provenance": "box", "verified": True, "copies": 2, "ours": ["copies: X-1"]}
    meta = Meta(**Reader("f.toml", "rec 'a'", raw).meta())
    assert (meta.provenance, meta.verified, meta.gaps, meta.ours) == ("box", True, (), ("copies: X-1",))
    with pytest.raises(DataError, match=r"ours\[0\]: names 'colour', which this record does not have"):
        Reader("f.toml", "rec 'a'", {**raw, "ours": ["colour: X-1"]}).meta()
    with pytest.raises(DataError, match=r"ours\[0\]: expected '<field>: <why>'"):
        Reader("f.toml", "rec 'a'", {**raw, "ours": ["copies"]}).meta()


def test_sections_and_files(tmp_path: Path) -> None:
    doc = {"thing": [{"id": "a"}, {"id": "a"}], "gaps": ["not sourced"]}
    with pytest.raises(DataError, match="f.toml: thing 'a': id: duplicate id"):
        records("f.toml", doc, "thing", "thing", array=True)
    assert check_top("f.toml", doc, {"thing"}) == ("not sourced",)
    with pytest.raises(DataError, match="f.toml: top level: other: unknown section"):
        check_top("f.toml", {**doc, "other": 1}, {"thing"})
    (tmp_path / "bad.toml").write_text("x = ", encoding="utf-8")
    with pytest.raises(DataError, match="bad.toml: not valid TOML"):
        read_toml(tmp_path / "bad.toml")
    with pytest.raises(DataError, match="none.toml: file not found"):
        read_toml(tmp_path / "none.toml")


def test_data_dir_prefers_the_argument_then_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOME_GAME_DATA", raising=False)
    assert data_dir(None, "SOME_GAME_DATA") is None
    monkeypatch.setenv("SOME_GAME_DATA", "/elsewhere")
    assert data_dir(None, "SOME_GAME_DATA") == Path("/elsewhere")
    assert data_dir("here", "SOME_GAME_DATA") == Path("here")
