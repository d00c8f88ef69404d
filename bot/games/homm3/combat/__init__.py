"""Combat of Heroes of Might and Magic III: The Board Game (rulebook §8), a pure state machine.

- ``profiles``: unit cards as combat sees them (stats per side, ability ids);
- ``state``: the combat state, actions, events and the result (plain dataclasses);
- ``board``: the 4 x 5 board; ``rules``: read-only questions (order, moves, targets, penalties);
- ``setup``: starting a combat against neutrals or another hero, sieges;
- ``options``: who decides now and every legal action; ``flow``: applying an action;
- ``strike``: one attack from the card window to the damage; ``effects``: damage, healing, dice;
- ``cards``: the interface through which the caller's cards act; ``ai``: seatless neutrals;
- ``results``: quick combat, the ways a combat ends, experience; ``texts``: its refusals (catalog keys).
"""

from bot.games.homm3.combat.flow import apply
from bot.games.homm3.combat.options import legal_actions, pending_seat
from bot.games.homm3.combat.setup import hero_combat, neutral_combat

__all__ = ["apply", "hero_combat", "legal_actions", "neutral_combat", "pending_seat"]
