"""A card's current values: power, cost and keywords, from its printed values, DON!! (6-5-5-2),
continuous changes made by effects, and permanent effects (8-1-3-4)."""

from __future__ import annotations

from opcg_oracle.engine.effects.permanent import (
    cards_with,
    keywords_granted,
    permanent_cost,
    permanent_keyword,
    permanent_power,
)
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.state import Card


def power(game: GameCore, card: Card) -> int:
    """Printed, plus DON!! on its owner's turn (6-5-5-2), plus effects (may be negative, 1-3-7)."""
    s = game.state
    total = card.definition.power or 0
    if card.don and s.turn_player == card.owner:
        total += 1000 * card.don
    for modifier in s.modifiers:
        if modifier.kind == "power" and modifier.target == card.iid and modifier.target_moves == card.moves:
            total += modifier.value
    return total + permanent_power(game, card) if cards_with(game, "power") else total


def cost(game: GameCore, card: Card) -> int:
    """Printed plus effects, never below 0 (1-3-6)."""
    printed = card.definition.cost or 0
    return max(0, printed + permanent_cost(game, card)) if cards_with(game, "cost") else max(0, printed)


def has_keyword(game: GameCore, card: Card, keyword: str) -> bool:
    """Printed (unless its effects are negated, 8-2-1-1), granted by a modifier or by a permanent effect."""
    modifiers = game.state.modifiers
    if keyword in card.definition.keywords and not (modifiers and game.has_modifier(card, "negated")):  # 8-2-1-1
        return True
    for modifier in modifiers:
        if (
            modifier.kind == "keyword"
            and modifier.value == keyword
            and modifier.target == card.iid
            and modifier.target_moves == card.moves
        ):
            return True
    granted = game.state.derived.get("granted keywords")  # `keywords_granted`, once it is worked out
    if granted is None:
        granted = keywords_granted(game)
    return keyword in granted and permanent_keyword(game, card, keyword)
