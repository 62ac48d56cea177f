"""Board files (format 1) for fuzzing: a seeded start of a game, and the reference engine's position as a board.

Every card but the leaders gets an alias (`alice.karoo_2`), so that its id stays the same in every
board cut from the same game, whichever cards a shrunk board leaves out.
"""

from __future__ import annotations

import random
import re

import yaml

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.fuzz.decks import FuzzDeck
from opcg_oracle.scenario.loader import expand
from opcg_oracle.yamlio import Map, Seq

PLAYERS = ("alice", "bob")
HAND_SIZE = 5  # 5-2-1-6
ZONES = ("characters", "stage", "hand", "trash", "deck", "life")  # as board files write them


def start_board(decks: tuple[FuzzDeck, FuzzDeck], cards: CardDatabase, seed: int, start: str) -> dict:
    """A game's start, seeded: shuffled decks, and who goes first (or who chooses, before the setup).

    `start` is `setup` (a setup board: the engine deals and asks first/second and redraws, 5-2; the
    decks stay as shuffled here), `refresh` (turn 1 with 5 cards in hand and Life dealt; the engine runs
    the Refresh, Draw and DON!! Phases) or `main` (the same in the Main Phase, with the 1 DON!! of 6-4-1).
    """
    rng = random.Random(seed)
    first = PLAYERS[rng.randrange(2)]
    if start == "setup":
        document: dict = {"format": 1, "seed": seed, "phase": "setup"}
        document["setup"] = {"chooser": first, "shuffle": "as-written"}
    else:
        document = {"format": 1, "seed": seed, "turn": 1, "turn_player": first, "first_player": first, "phase": start}
    for name, deck in zip(PLAYERS, decks, strict=True):
        order = list(deck.cards)
        rng.shuffle(order)
        entries = _aliased(order, cards)
        if start == "setup":
            document[name] = {"leader": deck.leader, "deck": entries}
            continue
        life = cards.get(deck.leader).life or 0
        player = {"leader": deck.leader, "hand": entries[:HAND_SIZE], "life": entries[HAND_SIZE : HAND_SIZE + life]}
        player["deck"] = entries[HAND_SIZE + life :]
        if start == "main" and name == first:
            player["don"] = {"active": 1, "deck": 9}
        document[name] = player
    return document


def _aliased(numbers: list[str], cards: CardDatabase) -> list[dict]:
    """Card entries with readable aliases: the last word of the card's name and a count (`luffy_2`)."""
    seen: dict[str, int] = {}
    entries = []
    for number in numbers:
        words = re.findall(r"[a-z0-9]+", cards.get(number).name.lower())
        stem = words[-1] if words and words[-1][0].isalpha() else "card"
        seen[stem] = seen.get(stem, 0) + 1
        entries.append({"card": number, "alias": f"{stem}_{seen[stem]}"})
    return entries


def export_board(adapter: ReferenceAdapter, description: str) -> dict:
    """The reference engine's current position as a board document (Main Phase, nothing pending)."""
    state = adapter.game.state
    view = adapter.state()["players"]  # the same cards in the same order, with their ids
    document: dict = {"format": 1, "description": description, "seed": state.seed, "turn": state.turn}
    document["turn_player"] = PLAYERS[state.turn_player]
    document["first_player"] = PLAYERS[state.first_player]
    for player in state.players:
        name = PLAYERS[player.index]
        out: dict = {"leader": _entry(player.leader, view[name]["leader"]["id"], state)}
        for zone in ZONES:
            area = getattr(player, zone)
            ordered = reversed(area) if zone in ("deck", "life") else area  # top card first, as boards are written
            out[zone] = [_entry(card, seen["id"], state) for card, seen in zip(ordered, view[name][zone], strict=True)]
        out["don"] = {"active": player.don_active, "rested": player.don_rested, "deck": player.don_deck}
        document[name] = out
    return document


def _entry(card, card_id: str, state) -> dict | str:
    entry: dict = {"card": card.number}
    alias = card_id.split(".", 1)[1] if "." in card_id else ""
    if alias and alias != "leader":
        entry["alias"] = alias
    if card.rested:
        entry["rested"] = True
    if card.don:
        entry["don"] = card.don
    if card.area == "characters" and card.played_turn == state.turn:
        entry["played_this_turn"] = True
    if card.area == "life" and card.face_up:
        entry["face_up"] = True
    power = sum(
        m.value for m in state.modifiers if m.target == card.iid and m.kind == "power" and m.target_moves == card.moves
    )
    if power and card.area in ("leader", "characters"):
        entry["power"] = power
    return entry if len(entry) > 1 else card.number


def as_board(document: dict, source: str, cards: CardDatabase):
    """The board document loaded as a board file is, without writing and reading it as YAML, nor checking it
    against the board schema: fuzz builds it (start_board, export_board, shrinking), the rest is checked."""
    return expand(_as_yaml(document), source, cards, schema=False)


def _as_yaml(value):
    if isinstance(value, dict):
        return Map((key, _as_yaml(item)) for key, item in value.items())
    if isinstance(value, list):
        return Seq(_as_yaml(item) for item in value)
    return value


def board_text(document: dict) -> str:
    """The board document as a board file."""
    header = "# yaml-language-server: $schema=https://opcg-oracle.invalid/schemas/board-1.json\n"
    return header + yaml.safe_dump(document, sort_keys=False, default_flow_style=None, width=110, allow_unicode=True)
