"""Card effects inside the engine: one mechanism for keyword, permanent, auto and [Trigger] effects.

The engine's phases and steps call `fire` at each activation timing, ask `permanent_power` and
`permanent_keyword` when they need a card's current values, and `resolve_steps` to carry out what an
effect does. Card definitions say which effects a card has (opcg_oracle/cards/effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from opcg_oracle.cards.effects import Condition, Effect
from opcg_oracle.engine.state import CHARACTERS, LEADER, Card

if TYPE_CHECKING:
    from opcg_oracle.engine.game import Game


def condition_met(game: Game, source: Card, condition: Condition) -> bool:
    """8-3-2-1: every condition of the effect holds for its source card."""
    if condition.don and source.don < condition.don:  # 8-3-2-3, 10-2-9-1
        return False
    if condition.turn == "yours":  # 8-3-2-4, 10-2-11-1
        return game.state.turn_player == source.owner
    if condition.turn == "opponents":  # 8-3-2-5, 10-2-12-1
        return game.state.turn_player != source.owner
    return True


def _applies_to(effect: Effect, source: Card, card: Card) -> bool:
    to = effect.to
    if to == "self":
        return source is card
    if card.owner != source.owner:
        return False
    if to == "your_characters":
        return card.area == CHARACTERS
    if to == "your_leader":
        return card.area == LEADER
    return card.area in (LEADER, CHARACTERS)


def _active_permanents(game: Game):
    """(source, effect) for every permanent effect of a card on the field whose conditions hold (2-8-2, 8-1-3-4-4)."""
    for player in game.state.players:
        for source in (player.leader, *player.characters, *player.stage):
            for effect in source.definition.permanents:
                if condition_met(game, source, effect.condition):
                    yield source, effect


def permanent_power(game: Game, card: Card) -> int:
    """Power that permanent effects add to a card now."""
    total = 0
    for source, effect in _active_permanents(game):
        if effect.power and _applies_to(effect, source, card):
            total += effect.power
    return total


def permanent_keyword(game: Game, card: Card, keyword: str) -> bool:
    """Whether a permanent effect grants the card a keyword now."""
    return any(
        effect.keyword == keyword and _applies_to(effect, source, card) for source, effect in _active_permanents(game)
    )


_OWN_CARD_TIMINGS = frozenset({"on_play", "when_attacking", "on_block", "on_ko"})


def fire(game: Game, timing: str, card: Card | None = None) -> None:
    """An activation timing is met (8-1-3-1): queue every auto effect it activates, as one simultaneous batch.

    Effects queued later wait for those queued earlier (8-6-1, 8-6-3); during damage processing
    they wait until it ends (8-6-2).
    """
    s = game.state
    if timing in _OWN_CARD_TIMINGS:
        candidates = [(card, timing)]
    elif timing == "end_of_turn":  # 6-6-1-1
        turn_player, other = s.players[s.turn_player], s.players[1 - s.turn_player]
        candidates = [(c, "end_of_your_turn") for c in turn_player.field_cards()]
        candidates += [(c, "end_of_opponents_turn") for c in other.field_cards()]
    elif timing == "on_opponents_attack":  # 10-2-16-1
        candidates = [(c, timing) for c in s.players[1 - s.turn_player].field_cards()]
    else:
        return
    batch = [
        (source.owner, source.iid, source.moves, index)
        for source, wanted in candidates
        for index, effect in enumerate(source.definition.effects)
        if effect.kind == "auto" and effect.timing == wanted and condition_met(game, source, effect.condition)
    ]
    if not batch:
        return
    s.pending_autos.append(batch)
    if not s.in_damage:  # the caller has scheduled what follows; these resolve before it
        game.schedule(("drain_autos",))


def resolve_steps(game: Game, card: Card, steps: tuple, rules: tuple[str, ...]) -> None:
    """Carry out an effect's steps in written order (1-3-8, 2-8-3)."""
    tasks = []
    for word, value in steps:
        if word == "play":
            tasks.append(("put_into_play", card.iid, rules))
        elif word == "draw":
            tasks.append(("draw", card.owner, value, rules))
    game.schedule(*tasks)
