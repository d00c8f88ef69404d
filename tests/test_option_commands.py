"""Every option the engine offers can be sent through the command table as it is (the hand controls
send ``/mk <command>`` with the option's parameters): no option names a command or a parameter the
table lacks. Found missing once for skills and tactics; this keeps it from happening again."""

from __future__ import annotations

import random

from bot.commands import command_table
from bot.games.mageknight import game as mk
from bot.games.mageknight.commands import control_options
from bot.games.mageknight.data import load
from bot.games.mageknight.setup import Seat

DATA = load()


def test_every_offered_option_maps_onto_a_table_command() -> None:
    seen: dict[str, set[str]] = {}
    for g, scenario, heroes in (
        (1, "full_conquest", ("krang", "goldyx")),
        (2, "first_reconnaissance", ("braevalar",)),
        (3, "blitz_conquest", ("arythea", "wolfhawk", "tovak")),
    ):
        pick = random.Random(g)
        seats = [Seat(100 + i, f"P{i}", h) for i, h in enumerate(heroes)]
        state = mk.new_game(scenario, seats, f"cmds-{g}", DATA).state
        for _ in range(600):
            seat = mk.to_move(state)
            if seat is None:
                break
            options = list(mk.decision(state, seat, DATA).options)  # type: ignore[union-attr]
            for o in options:
                seen.setdefault(o.command, set()).update(o.params)
            state = mk.apply(state, seat, pick.choice(options).action(), DATA).state
    assert {"play", "move", "end-turn", "tactic"} <= set(seen)
    COMMANDS = command_table()
    for command, params in seen.items():
        name = f"mk {command}"
        assert name in COMMANDS, f"the engine offers '{command}' but there is no /{name}"
        known = {o.name for o in COMMANDS[name].options}
        assert params <= known or "more" in known, f"/{name} lacks {sorted(params - known)}"
        sent = control_options(command, {p: "x" for p in params})
        assert set(sent) <= known, f"/{name}: the hand controls would send {sorted(set(sent) - known)}"
        assert len(COMMANDS[name].options) <= 25, f"/{name} has more options than Discord allows"
