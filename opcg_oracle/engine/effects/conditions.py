"""Conditions of effects (8-3-2) and the filters that pick cards (8-4-4): true or false for a card now."""

from __future__ import annotations

from opcg_oracle.cards.effects import ALWAYS, Condition, Filter
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.state import CHARACTERS, FIELD_AREAS, STAGE, Card

_OWN_AREA = {"character": CHARACTERS, "stage": STAGE}  # the area a card type is "placed in" (2-2-4, 2-2-6)


def condition_met(game: GameCore, source: Card, condition: Condition) -> bool:
    """8-3-2-1: every condition of the effect holds for its source card."""
    if condition is ALWAYS:  # most effects have none
        return True
    s = game.state
    if condition.don and source.don < condition.don:  # 8-3-2-3, 10-2-9-1
        return False
    if condition.turn == "yours" and s.turn_player != source.owner:  # 8-3-2-4, 10-2-11-1
        return False
    if condition.turn == "opponents" and s.turn_player == source.owner:  # 8-3-2-5, 10-2-12-1
        return False
    if condition.not_drawn_this_turn and source.drew == (s.turn, source.moves):  # the card's own text (8-3-3)
        return False
    me = s.players[source.owner]
    if condition.characters_min and len(me.characters) < condition.characters_min:
        return False
    if condition.self_rested is not None and source.rested != condition.self_rested:
        return False
    if condition.hand_max is not None and len(me.hand) > condition.hand_max:
        return False
    if len(me.hand) < condition.hand_min:
        return False
    if condition.life_max is not None and len(me.life) > condition.life_max:
        return False
    if len(me.trash) < condition.trash_min:
        return False
    if me.don_active < condition.active_don_min:  # active DON!! of the cost area (4-4-1-1)
        return False
    if condition.don_field_min and me.don_active + me.don_rested + me.don_given() < condition.don_field_min:
        return False  # DON!! on the field: the cost area and those given to cards (3-9, 6-5-5)
    if condition.rested_characters_min and sum(c.rested for c in me.characters) < condition.rested_characters_min:
        return False  # counted only when asked: most conditions ask nothing about rested Characters
    wanted = condition.opponent_rested_characters_min
    if wanted and sum(c.rested for c in s.players[1 - source.owner].characters) < wanted:
        return False
    if condition.all_don_rested and (me.don_active or me.don_given()):  # a given DON!! is not rested (1.2.0 4-4-2)
        return False
    wanted_power = condition.opponent_character_power_min
    if wanted_power is not None and not any(
        game.power(c) >= wanted_power for c in s.players[1 - source.owner].characters
    ):
        return False
    if condition.character_cost_min is not None and not any(
        game.cost(c) >= condition.character_cost_min for c in me.characters
    ):
        return False
    if condition.leader_name is not None and condition.leader_name not in me.leader.definition.names:
        return False
    if condition.no_character_named is not None and any(
        condition.no_character_named in c.definition.names for c in me.area_list(CHARACTERS)
    ):
        return False
    return not condition.leader_types_any or has_type(me.leader, condition.leader_types_any)


def has_type(card: Card, wanted: tuple[str, ...]) -> bool:
    """Whether the card has one of these types, whole (2-4-3)."""
    return any(card_type in wanted for card_type in card.definition.types)


def has_type_including(card: Card, parts: tuple[str, ...]) -> bool:
    """Whether one of the card's types includes one of these words, as 『』 asks (2-4-3-1)."""
    return any(part in card_type for part in parts for card_type in card.definition.types)


def matches(game: GameCore, source: Card, card: Card, chosen: Filter) -> bool:
    """Whether a card satisfies a filter, seen from the player of the source (8-4-4)."""
    if chosen.owner == "you" and card.owner != source.owner:
        return False
    if chosen.owner == "opponent" and card.owner == source.owner:
        return False
    definition = card.definition
    if chosen.category and definition.category not in chosen.category:
        return False
    if chosen.other and card is source:
        return False
    if chosen.cost_max is not None or chosen.cost_min is not None:
        if definition.cost is None:  # 2-7-5: a Leader has no cost, not a cost of 0
            return False
        cost = game.cost(card)
        if chosen.cost_max is not None and cost > chosen.cost_max:
            return False
        if chosen.cost_min is not None and cost < chosen.cost_min:
            return False
    if chosen.power_max is not None or chosen.power_min is not None:
        if definition.power is None:  # 2-6-2: only Leaders and Characters have power
            return False
        power = game.power(card) if card.area in FIELD_AREAS else definition.power
        if chosen.power_max is not None and power > chosen.power_max:
            return False
        if chosen.power_min is not None and power < chosen.power_min:
            return False
    if chosen.rested is not None and card.rested != chosen.rested:
        return False
    if chosen.types_any and not has_type(card, chosen.types_any):
        return False
    if chosen.keyword and not game.has_keyword(card, chosen.keyword):
        return False
    if chosen.types_include and not has_type_including(card, chosen.types_include):
        return False
    if chosen.name and chosen.name != definition.name:  # 「X」: that card name (2-1-2), or one it also has (2-1-3)
        if chosen.name not in definition.names:
            return False
        game.state.relies_on_text(card)  # named so only by its text ("also treated as", 2-1-3)
    if chosen.name_includes and not any(chosen.name_includes in name for name in definition.names):  # 『X』 (2-1-2-1)
        return False
    if chosen.name_not and chosen.name_not in definition.names:  # "other than [X]": a card name (2-1-2-1)
        return False
    if chosen.number is not None and definition.number != chosen.number:  # 2-14-3
        return False
    if chosen.colors_any and not set(chosen.colors_any) & set(definition.colors):
        return False
    if chosen.multicolored is not None and (len(definition.colors) > 1) != chosen.multicolored:  # 2-3-6
        return False
    if chosen.colors_not and set(chosen.colors_not) & set(definition.colors):
        return False
    if chosen.original_power_max is not None and (definition.power or 0) > chosen.original_power_max:  # 4-9-2
        return False
    if chosen.original_cost_min is not None and (definition.cost is None or definition.cost < chosen.original_cost_min):
        return False  # "a base cost of N or more": the printed cost (4-9-2); a Leader has none (2-7-5)
    if chosen.battled and not _battled(game, source, card):
        return False
    if chosen.original_cost_max is not None and (definition.cost is None or definition.cost > chosen.original_cost_max):
        return False  # "a base cost of N or less": the printed cost (4-9-2)
    if chosen.card and card.area == _OWN_AREA.get(definition.category):  # "X card": not X in play (2-2-4-2, 2-2-6-2)
        return False
    if chosen.vanilla is not None:  # 2-8-5, 8-2-2
        if not definition.vanilla:
            game.state.relies_on_text(card)  # that it has text: a stand-in built without it would be vanilla
        if definition.vanilla != chosen.vanilla:
            return False
    return not chosen.attribute or chosen.attribute in definition.attributes


def _battled(game: GameCore, source: Card, card: Card) -> bool:
    """Whether the card is the one the source battles (or battled) in the current battle (7-1-4, 7-1-5)."""
    battle = game.state.battle
    return battle is not None and card is not source and {card.iid, source.iid} == {battle.attacker, battle.target}
