"""Board pictures: the engine's view of a board (the canonical state) drawn as one SVG.

A Jinja template (templates/board.svg.j2) rather than a drawing library: the picture is a few dozen
rectangles and labels, the template keeps the markup readable, and Jinja's autoescape keeps card
names and captions text. Light and dark come from `prefers-color-scheme`; no fonts or scripts are
loaded from anywhere.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from jinja2 import Environment, PackageLoader

from opcg_oracle.cards.database import CardDatabase, load_card_database, load_suite_cards

CARD_W, CARD_H, SLOT = 88, 120, 128
BAND_H = 230
WIDTH = 16 + 2 * SLOT + 5 * SLOT + 200
STEP_NAMES = {
    "attack": "Attack Step",
    "block": "Block Step",
    "counter": "Counter Step",
    "damage": "Damage Step",
    "end_of_battle": "End of the Battle",
}
PHASE_NAMES = {
    "setup": "Setup",
    "refresh": "Refresh Phase",
    "draw": "Draw Phase",
    "don": "DON!! Phase",
    "main": "Main Phase",
    "end": "End Phase",
}


@dataclass
class _Drawn:
    """One card as placed on the picture."""

    id: str
    name: str
    number: str
    area: str
    x: int
    y: int
    rested: bool
    power: int | None
    cost: int | None
    don: int

    @property
    def centre(self) -> tuple[int, int]:
        """Middle of the card's slot, where arrows start and end."""
        return self.x + CARD_W // 2, self.y + CARD_H // 2


@cache
def environment() -> Environment:
    """The judge's Jinja environment: its templates, autoescape on for every one of them."""
    env = Environment(loader=PackageLoader("opcg_oracle.judge", "templates"), autoescape=True)
    env.trim_blocks = env.lstrip_blocks = True
    env.filters["sealed"] = sealed
    return env


def sealed(markup: str) -> str:
    """Markup as base64, for a page's script to open later (a quiz's ruling, hidden from view-source)."""
    return base64.b64encode(str(markup).encode("utf-8")).decode("ascii")


@cache
def _cards() -> CardDatabase:
    return load_card_database()


def _facts(number: str) -> tuple[str, int | None]:
    """A card's name and printed cost, or its number alone when the database lacks it."""
    if number in _cards():
        definition = _cards().get(number)
        return definition.name, definition.cost
    return number, None


def _place(view: dict, area: str, x: int, y: int) -> _Drawn:
    name, cost = _facts(view.get("card", "?"))
    return _Drawn(
        id=view.get("id", ""),
        name=name,
        number=view.get("card", "?"),
        area=area,
        x=x,
        y=y,
        rested=bool(view.get("rested")),
        power=view.get("power"),
        cost=cost,
        don=int(view.get("don", 0) or 0),
    )


def _band(name: str, player: dict, top: int, public_hand: bool) -> dict:
    """The cards and counts of one player, laid out in a band starting at top."""
    y = top + 40
    cards = [_place(player["leader"], "leader", 16, y)]
    cards += [_place(c, "stage", 16 + SLOT, y) for c in player.get("stage", [])]
    cards += [_place(c, "character", 16 + (2 + i) * SLOT, y) for i, c in enumerate(player.get("characters", []))]
    life = player.get("life", [])
    trash = player.get("trash", [])
    hand = player.get("hand", [])
    don = player.get("don", {})
    return {
        "name": name,
        "top": top,
        "cards": cards,
        "life": len(life),
        "life_revealed": [_facts(c["card"])[0] for c in life if c.get("face_up") or c.get("revealed")],
        "deck": len(player.get("deck", [])),
        "trash": len(trash),
        "trash_top": _facts(trash[-1]["card"])[0] if trash else "",
        "hand": len(hand),
        "hand_cards": [_facts(c["card"])[0] for c in hand] if public_hand else [],
        "don_active": don.get("active", 0),
        "don_rested": don.get("rested", 0),
        "don_deck": don.get("deck", 0),
        "x_info": 16 + 7 * SLOT,
    }


def _turn_line(state: dict) -> str:
    player = str(state.get("turn_player", "")).capitalize()
    parts = [f"Turn {state.get('turn', '?')}", f"{player}'s turn"]
    phase = PHASE_NAMES.get(state.get("phase") or "", state.get("phase") or "")
    if phase:
        parts.append(phase)
    step = state.get("step")
    if step:
        parts.append(STEP_NAMES.get(step, step))
    return " · ".join(parts)


def _outcome_line(state: dict) -> str:
    if not state.get("game_over"):
        decision = state.get("decision")
        if decision:
            return f"{str(decision['player']).capitalize()} must choose: {decision['kind'].replace('_', ' ')}"
        return ""
    winners = state.get("winners") or []
    return f"Game over: {' and '.join(w.capitalize() for w in winners)} won" if winners else "Game over: a draw"


def draw_board(board: dict, battle: tuple[str, str] | None = None, caption: str = "", public_hands: bool = True) -> str:
    """The board (the engine's canonical view of a game) as a standalone SVG document."""
    players = board["players"]
    bob = _band("Bob", players["bob"], 0, public_hands)
    alice = _band("Alice", players["alice"], BAND_H + 50, public_hands)
    arrow = None
    if battle:
        placed = {c.id: c for c in bob["cards"] + alice["cards"]}
        attacker, target = placed.get(battle[0]), placed.get(battle[1])
        if attacker and target:
            arrow = {"from": attacker.centre, "to": target.centre, "attacker": attacker.id, "target": target.id}
    turn_player = board.get("turn_player")
    return (
        environment()
        .get_template("board.svg.j2")
        .render(
            width=WIDTH,
            height=2 * BAND_H + 50 + (24 if caption else 0),
            bands=[bob, alice],
            turn_player=str(turn_player).capitalize() if turn_player else "",
            turn_line=_turn_line(board),
            outcome=_outcome_line(board),
            middle=BAND_H + 4,
            arrow=arrow,
            caption=caption,
            card_w=CARD_W,
            card_h=CARD_H,
        )
    )


def draw_file(path: Path) -> str:
    """The picture of a board file, as the reference engine sets it up."""
    from opcg_oracle.adapters.reference import ReferenceAdapter
    from opcg_oracle.scenario.loader import load_board

    suite = next((folder.parent for folder in path.resolve().parents if folder.name == "scenarios"), None)
    board = load_board(path, load_suite_cards(suite) if suite else _cards())
    adapter = ReferenceAdapter()
    answer = adapter.load(board.canonical)
    if answer.get("type") != "ok":
        raise ValueError(f"{path}: the reference engine cannot set up this board: {answer.get('reason')}")
    return draw_board(adapter.state(), caption=path.name)
