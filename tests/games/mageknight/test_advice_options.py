"""Advice in refusals names options that exist in the command it is given for (issue 13): a refusal
that says ``/mk attack ... skills:…`` is no use when ``/mk attack`` has no ``skills`` option. Every
English message of the Mage Knight catalogs is read as written (all its variants):

- each ``/mk <command> ... name:`` names options of that command;
- each bare ``name:<…>`` hint names an option of some ``/mk`` command (the refusals come from effects
  reached by several commands); a card effect's own parameter is written ``more:name=`` (the ``more``
  option of ``/mk play`` and ``/mk skill``) or ``+name=`` after a card in a declaration."""

from __future__ import annotations

import re
from pathlib import Path

from bot.games.mageknight.commands import SPECS

LOCALES = Path(__file__).resolve().parents[3] / "bot" / "games" / "mageknight" / "locales" / "en"
#: Words written ``word:value`` that are values, not options (``mana:crystal:red``, ``target:pile:red``).
VALUE_PREFIXES = {"token", "die", "crystal", "endless", "pile", "key"}
OPTION = re.compile(r"(?<![\w=+/.@:<|-])([a-z][a-z_]*):(?=[<a-z0-9{|])")
COMMAND = re.compile(r"/mk ([a-z][a-z-]*)")
#: Where the options of one command end: another command, a bracket or list closing, an "or".
END = re.compile(r"/mk |\)|;|\||\bor\b|\. |\.$")


def messages() -> dict[str, str]:
    """Every English message (its value and variants as one text), by key."""
    out: dict[str, str] = {}
    for path in sorted(LOCALES.glob("*.ftl")):
        key = ""
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^([a-z][a-z0-9-]*)\s*=\s?(.*)$", line)
            if m:
                key = m.group(1)
                out[key] = m.group(2)
            elif key and line[:1].isspace() and not line.strip().startswith("."):
                out[key] += "\n" + line.strip()
            elif not line.strip() or line.startswith("#"):
                key = ""
    return out


def options_of(command: str) -> set[str]:
    return {o.name for o in SPECS[command].options}


def command_advice(text: str) -> list[tuple[str, str]]:
    """``(command, option)`` for each option named after a ``/mk <command>`` in ``text``."""
    found = []
    for line in text.splitlines():
        for m in COMMAND.finditer(line):
            rest = line[m.end() :]
            end = END.search(rest)
            segment = rest[: end.start()] if end else rest
            found += [(m.group(1), o.group(1)) for o in OPTION.finditer(" " + segment)]
    return found


def test_the_reader_finds_advice() -> None:
    assert command_advice("Declare: /mk attack targets:e1,e2 cards:card@mode,... (add preview:yes)") == [
        ("attack", "targets"),
        ("attack", "cards"),
    ]
    assert command_advice("or type /mk rest discard:<card>,wound…") == [("rest", "discard")]
    assert [o.group(1) for o in OPTION.finditer(" pay with mana:crystal:red or more:times=2")] == [
        "mana",
        "more",
    ]


def test_advice_after_a_command_names_that_commands_options() -> None:
    wrong = []
    for key, text in messages().items():
        for command, option in command_advice(text):
            if command not in SPECS:
                wrong.append(f"{key}: /mk {command} is no command")
            elif option not in options_of(command) and option not in VALUE_PREFIXES:
                wrong.append(
                    f"{key}: /mk {command} has no option {option}: (it has {sorted(options_of(command))})"
                )
    assert not wrong, "\n".join(wrong)


def test_every_option_a_hint_names_is_an_option_of_some_command() -> None:
    known = {o.name for spec in SPECS.values() for o in spec.options} | VALUE_PREFIXES
    wrong = []
    for key, text in messages().items():
        if key.startswith(("cmd-", "opt-")):
            continue  # the commands' own names and descriptions
        for m in OPTION.finditer(" " + text):
            if m.group(1) not in known:
                wrong.append(f"{key}: {m.group(1)}: (write more:{m.group(1)}= or +{m.group(1)}=)")
    assert not wrong, "\n".join(wrong)


def test_declarations_take_the_skills_their_refusals_advise() -> None:
    """Skills giving combat points are "named in an attack or block declaration (skills:…)"."""
    assert "skills" in options_of("attack") and "skills" in options_of("block")
