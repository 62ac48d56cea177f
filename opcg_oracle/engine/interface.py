"""The one interface between the game core and every part that acts on it (setup, turn, battle, effects).

A part of the engine receives the game as a `GameCore` and changes it only through these verbs (and the
plain data of `state`), so that every change is logged with the clauses behind it and every choice goes
to a player. `game.Game` implements it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.engine.state import Card, GameState, Modifier


class GameCore(Protocol):
    """What every part of the engine may use of a game in progress."""

    state: GameState
    cards: CardDatabase | None
    rng: random.Random

    def log(self, kind: str, rules: tuple[str, ...], /, **data: object) -> None:
        """Record an event and the clauses that caused it."""

    def ask(
        self, player: int, kind: str, options: tuple, prompt: str, rules: tuple[str, ...], context: tuple = ()
    ) -> None:
        """Make a player decide: the game pauses until the decision is answered."""

    def schedule(self, *tasks: tuple) -> None:
        """Schedule tasks `(name, *args)` to run in the order given, before anything already waiting."""

    def move(self, card: Card, area: str, rules: tuple[str, ...], rested: bool = False) -> None:
        """Move a card to an area of its owner, as a new card there (3-1-6)."""

    def draw(self, player: int, count: int, rules: tuple[str, ...]) -> None:
        """Draw cards one at a time (4-5-3)."""

    def ko(self, card: Card, rules: tuple[str, ...], situation: tuple | None = None) -> None:
        """K.O. a Character (10-2-1-2), once prohibitions and replacement effects have had their say; the K.O.s
        of one effect step share a situation (8-1-3-5)."""

    def add_modifier(self, card: Card, kind: str, value: object, until: str, controller: int, source: str) -> None:
        """Add a continuous change to a card (power, keyword, prohibition) that lasts until `until`."""

    def has_modifier(self, card: Card, kind: str) -> bool:
        """Whether a continuous change of this kind is on the card now."""

    def expire(self, ending: Callable[[Modifier], bool], rules: tuple[str, ...]) -> None:
        """End the continuous changes for which `ending` is true, logging each."""

    def power(self, card: Card) -> int:
        """The card's current power."""

    def cost(self, card: Card) -> int:
        """The card's current cost."""

    def has_keyword(self, card: Card, keyword: str) -> bool:
        """Whether the card has the keyword now."""

    def rule_processing(self) -> None:
        """Run rule processing (9-2): defeat checks."""

    def end_game(self, winners: tuple[int, ...], rules: tuple[str, ...]) -> None:
        """End the game with these winners (none: a draw)."""
