"""A card's current values: power, cost and keywords, from its printed values, DON!! (6-5-5-2),
continuous changes made by effects, and permanent effects (8-1-3-4)."""

from __future__ import annotations

from opcg_oracle.engine.effects.conditions import condition_met
from opcg_oracle.engine.effects.permanent import (
    cards_with,
    keywords_granted,
    permanent_cost,
    permanent_keyword,
    permanent_power,
)
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.state import HAND, Card


def power(game: GameCore, card: Card) -> int:
    """Printed (or a base power an effect set: the highest of them, 1.2.0 4-9-2-1), plus DON!! on its owner's turn
    (6-5-5-2), plus effects (may be negative, 1-3-7)."""
    s = game.state
    total = card.definition.power or 0
    if card.don and s.turn_player == card.owner:
        total += 1000 * card.don
    base = None
    for modifier in s.modifiers:
        if modifier.target == card.iid and modifier.target_moves == card.moves:
            if modifier.kind == "power":
                total += modifier.value
            elif modifier.kind == "base_power" and (base is None or modifier.value > base):
                base = modifier.value
    if base is not None:
        total += base - (card.definition.power or 0)
    return total + permanent_power(game, card) if cards_with(game, "power") else total


def cost(game: GameCore, card: Card) -> int:
    """Printed (or a base cost an effect set: the highest of them, 1.2.0 4-9-2-2) plus every change effects make to
    it now, summed first and only then treated as 0 if below 0: while changes are added up the cost may be negative,
    so a later +2 starts from that negative value (1-3-6; 1.2.0 1-3-6-2, 1-3-6-2-1)."""
    total = card.definition.cost or 0
    modifiers = game.state.modifiers
    if modifiers:  # continuous changes made by effects ("−2 cost during this turn")
        base = None
        for modifier in modifiers:
            if modifier.target == card.iid and modifier.target_moves == card.moves:
                if modifier.kind == "cost":
                    total += modifier.value
                elif modifier.kind == "base_cost" and (base is None or modifier.value > base):
                    base = modifier.value  # 1.2.0 4-9-2-2: of several "base cost becomes N", the highest applies
        if base is not None:
            total += base - (card.definition.cost or 0)
    if cards_with(game, "cost"):
        total += permanent_cost(game, card)
        if card.area == HAND and card.definition.changes_costs:  # "this card in your hand −N cost" (2-8-2)
            for effect in card.definition.permanents:
                if effect.to == "self_in_hand" and condition_met(game, card, effect.condition):
                    game.state.relies_on_text(card)
                    total += effect.cost_change
    return max(0, total)


def has_keyword(game: GameCore, card: Card, keyword: str) -> bool:
    """Printed (unless its effects are negated, 8-2-1-1), granted by a modifier or by a permanent effect."""
    s = game.state
    modifiers = s.modifiers
    if keyword in card.definition.keywords and not (modifiers and game.has_modifier(card, "negated")):  # 8-2-1-1
        s.relies_on_keyword(card, keyword)
        return True
    for modifier in modifiers:
        if (
            modifier.kind == "keyword"
            and modifier.value == keyword
            and modifier.target == card.iid
            and modifier.target_moves == card.moves
        ):
            s.keyword_mattered(keyword)  # gained from an effect's text: the engine needs the keyword all the same
            return True
    granted = s.derived.get("granted keywords")  # `keywords_granted`, once it is worked out
    if granted is None:
        granted = keywords_granted(game)
    if keyword in granted and permanent_keyword(game, card, keyword):
        s.keyword_mattered(keyword)
        return True
    return False
