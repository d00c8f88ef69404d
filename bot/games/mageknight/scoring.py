"""Final scoring (UE rules digest §3.7 and §8.5): Fame, the six standard Achievements with their titles,
the conquest city scoring and the solo bonuses.

The result is a plain dict kept in ``state.result`` so the final table can be shown again later.
"""

from __future__ import annotations

from typing import Any

from bot.engine.i18n import Say, dumps, join, loaded, t
from bot.games.mageknight.context import Ctx
from bot.games.mageknight.state import GameState, Player, city_conquered, city_leader, shields

#: The standard Achievement categories in the order of the scoring card.
CATEGORIES = ("knowledge", "loot", "leader", "conqueror", "adventurer", "beating")
CATEGORY_NAMES = {c: t("mk-game-title", category=c) for c in (*CATEGORIES, "city")}
#: The conquest and solo bonuses as ``state.result`` keeps them, and the text each is shown as (a game
#: scored before the bonuses had ids keeps the English name it was scored with, shown as it is).
CITIES_CONQUERED, ALL_CITIES, UNUSED_ROUNDS = "cities_conquered", "all_cities_conquered", "unused_rounds"
DUMMY_DECK, NOT_ANNOUNCED = "dummy_deck", "end_not_announced"
BONUS_KEYS = {
    "cities": t("mk-game-bonus-cities"),
    CITIES_CONQUERED: t("mk-game-bonus-cities-conquered"),
    ALL_CITIES: t("mk-game-bonus-all-cities"),
    UNUSED_ROUNDS: t("mk-game-bonus-unused-rounds"),
    DUMMY_DECK: t("mk-game-bonus-dummy-deck"),
    NOT_ANNOUNCED: t("mk-game-bonus-not-announced"),
}
TITLE, TIE = 3, 1  # a sole best / each of the tied best
CONQUEROR_SITES = ("keep", "mage_tower", "monastery")


def _cards(player: Player) -> list[str]:
    return [*player.all_cards()]


def knowledge(ctx: Ctx, player: Player) -> int:
    """+2 per Spell, +1 per Advanced Action among the player's cards."""
    kinds = [ctx.data.cards[c].kind for c in _cards(player) if c in ctx.data.cards]
    return 2 * kinds.count("spell") + kinds.count("advanced")


def loot(ctx: Ctx, player: Player) -> int:
    """+2 per Artifact (in the deck or as a banner on a unit), +1 per 2 crystals."""
    artifacts = sum(1 for c in _cards(player) if c in ctx.data.cards and ctx.data.cards[c].kind == "artifact")
    artifacts += sum(1 for u in player.units if u.banner)
    return 2 * artifacts + sum(player.crystals.values()) // 2


def leader(ctx: Ctx, player: Player) -> int:
    """The sum of the unit levels; a wounded unit counts half, rounded down."""
    total = 0
    for owned in player.units:
        lv = ctx.data.units[owned.unit].level
        total += lv // 2 if owned.wounds else lv
    return total


def _shields_on(ctx: Ctx, player: Player, wanted: Any) -> int:
    n = 0
    for sp in ctx.state.spaces.values():
        if sp.site is None or sp.owner != player.seat:
            continue
        if wanted(sp.site):
            n += 1
    return n


def conqueror(ctx: Ctx, player: Player) -> int:
    """+2 per own Shield on a keep, mage tower or monastery."""
    return 2 * _shields_on(ctx, player, lambda s: s in CONQUEROR_SITES)


MAZES = ("maze", "labyrinth")


def adventurer(ctx: Ctx, player: Player) -> int:
    """+2 per own Shield on an adventure site; a Maze or Labyrinth path Shield counts twice (LL §2.2)."""
    plain = _shields_on(
        ctx,
        player,
        lambda s: s in ctx.data.sites and ctx.data.sites[s].kind == "adventure" and s not in MAZES,
    )
    paths = sum(sp.shields.count(player.seat) for sp in ctx.state.spaces.values() if sp.site in MAZES)
    return 2 * plain + 4 * paths


def beating(ctx: Ctx, player: Player) -> int:
    """-2 per Wound card among the player's cards (wounds on units do not count)."""
    return -2 * sum(1 for c in _cards(player) if c == "wound")


SCORERS = {
    "knowledge": knowledge,
    "loot": loot,
    "leader": leader,
    "conqueror": conqueror,
    "adventurer": adventurer,
    "beating": beating,
}


def titles(
    values: dict[int, int], *, worst: bool = False, sole: int = TITLE, tie: int = TIE
) -> dict[int, int]:
    """The title bonus per seat: the sole best gets ``sole``, each tied best ``tie``; nothing when the best
    is 0. ``worst``: the title goes to the lowest value (Greatest Beating) and is a penalty."""
    if not values:
        return {}
    best = min(values.values()) if worst else max(values.values())
    if best == 0:
        return {}
    winners = [s for s, v in values.items() if v == best]
    amount = sole if len(winners) == 1 else tie
    return {s: (-amount if worst else amount) for s in winners}


def cities(state: GameState) -> list[tuple[str, list[int], int | None]]:
    """Every revealed city: (hex, Shields in order, leader seat or None)."""

    out = []
    for key, sp in sorted(state.spaces.items()):
        if sp.site == "city":
            row = shields(sp) if city_conquered(sp) else [int(s) for s in sp.shields]
            out.append((key, row, city_leader(sp) if city_conquered(sp) else None))
    return out


def cities_conquered(state: GameState) -> int:
    return sum(1 for sp in state.spaces.values() if sp.site == "city" and city_conquered(sp))


def cities_total(ctx: Ctx) -> int:
    scenario = ctx.data.scenarios[ctx.state.scenario]
    return int(scenario.core_city.get(len(ctx.state.players), 0))


def score(ctx: Ctx, reason: Say) -> dict[str, Any]:
    """The final score of every player, with the breakdown, ranking and winners."""
    state = ctx.state
    scenario = ctx.data.scenarios[state.scenario]
    solo = len(state.players) == 1
    no_titles = solo  # solo games (Solo Conquest, First Reconnaissance solo) score without titles
    seats = [p.seat for p in state.players]
    rows: dict[int, dict[str, Any]] = {
        p.seat: {
            "seat": p.seat,
            "name": p.name,
            "fame": p.fame,
            "categories": {},
            "titles": {},
            "bonuses": {},
        }
        for p in state.players
    }
    for cat, fn in SCORERS.items():
        values = {p.seat: fn(ctx, p) for p in state.players}
        for s in seats:
            rows[s]["categories"][cat] = values[s]
        if not no_titles:
            for s, bonus in titles(values, worst=cat == "beating").items():
                rows[s]["titles"][cat] = bonus
    sc = scenario.score
    # Conquest city scoring (Full and Blitz Conquest).
    if "per_city_led" in sc:
        city_points = {s: 0 for s in seats}
        for _key, placed, lead in cities(state):
            for s in dict.fromkeys(placed):
                city_points[s] += sc["per_city_led"] if s == lead else sc.get("per_city_shield", 0)
        for s in seats:
            rows[s]["bonuses"]["cities"] = city_points[s]
        if not no_titles and "city_conqueror_title" in sc:
            for s, bonus in titles(city_points, sole=sc["city_conqueror_title"], tie=2).items():
                rows[s]["titles"]["city"] = bonus
    # Solo (and cooperative) bonuses.
    conquered = cities_conquered(state)
    total_cities = cities_total(ctx)
    bonuses: dict[str, int] = {}  # by the English name the table shows (BONUS_KEYS)
    if "per_city_conquered" in sc:
        bonuses[CITIES_CONQUERED] = sc["per_city_conquered"] * conquered
    if "all_cities_conquered" in sc and total_cities and conquered >= total_cities:
        bonuses[ALL_CITIES] = sc["all_cities_conquered"]
    if "per_unused_round" in sc:
        left = max(0, scenario.rounds_for(len(state.players)) - state.round)
        bonuses[UNUSED_ROUNDS] = sc["per_unused_round"] * left
    if "per_dummy_card" in sc and state.dummy is not None:
        bonuses[DUMMY_DECK] = sc["per_dummy_card"] * len(state.dummy.deck)
    if "end_not_announced" in sc and state.end_of_round_by is None:
        bonuses[NOT_ANNOUNCED] = sc["end_not_announced"]
    for s in seats:
        rows[s]["bonuses"].update(bonuses)
    for row in rows.values():
        row["total"] = (
            row["fame"]
            + sum(row["categories"].values())
            + sum(row["titles"].values())
            + sum(row["bonuses"].values())
        )
    ranking = sorted(seats, key=lambda s: (-rows[s]["total"], s))
    best = rows[ranking[0]]["total"]
    result: dict[str, Any] = {
        "reason": dumps([reason]),  # a text kept as data (i18n.dumps), read back with i18n.loaded
        "scenario": scenario.name,
        "scenario_id": state.scenario,
        "rounds_played": state.round,
        "scores": [rows[s] for s in ranking],
        "ranking": ranking,
        "winners": [s for s in ranking if rows[s]["total"] == best],
        "fame": {str(p.seat): p.fame for p in state.players},
        "note": "",
    }
    if scenario.end == "all_cities_conquered":
        result["cities"] = {"conquered": conquered, "total": total_cities}
        result["success"] = bool(total_cities) and conquered >= total_cities
        if solo:
            note = t("mk-game-solo-victory") if result["success"] else t("mk-game-solo-defeat")
            result["note"] = dumps([note])
    return result


def final_table(result: dict[str, Any]) -> Say:
    """The final score table (one line per player, with the breakdown), put into words per reader."""
    lines: list[Say] = [
        t(
            "mk-game-final-scores",
            scenario=t(
                "mk-game-scenario-name", id=result.get("scenario_id", ""), name=result.get("scenario", "")
            ),
            reason=loaded(str(result["reason"])),
        )
    ]
    for place, row in enumerate(result.get("scores", []), start=1):
        parts: list[Say] = [t("mk-game-score-fame", fame=row["fame"])]
        for cat in CATEGORIES:
            v = row["categories"].get(cat, 0)
            title = row["titles"].get(cat, 0)
            if v or title:
                parts.append(
                    t(
                        "mk-game-score-category",
                        category=CATEGORY_NAMES[cat],
                        points=f"{v:+d}",
                        title=f"{title:+d}" if title else "none",
                    )
                )
        if row["titles"].get("city"):
            parts.append(
                t(
                    "mk-game-score-category",
                    category=CATEGORY_NAMES["city"],
                    points=f"{row['titles']['city']:+d}",
                    title="none",
                )
            )
        for name, v in row["bonuses"].items():
            if v:
                parts.append(t("mk-game-score-bonus", bonus=BONUS_KEYS.get(name, name), points=f"{v:+d}"))
        lines.append(
            t(
                "mk-game-score-row",
                place=place,
                player=row["name"],
                total=row["total"],
                parts=join(*parts, sep=", "),
            )
        )
    if result.get("note"):
        lines.append(loaded(str(result["note"])))
    return join(*lines, sep="\n")
