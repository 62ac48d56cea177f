"""Checks that hold after every action of any game; the tests run them after each step."""

from __future__ import annotations

from opcg_oracle.engine.state import (
    CHARACTERS,
    DON_PER_PLAYER,
    LEADER,
    MAX_CHARACTERS,
    MAX_STAGES,
    RESOLVING,
    GameState,
)


class InvariantError(AssertionError):
    """The state broke a rule that no sequence of legal actions can break."""


def check_invariants(state: GameState) -> None:
    """Raise InvariantError if cards or DON!! were lost or duplicated, or an area is over its limit."""
    seen: dict[int, str] = {}
    for player in state.players:
        areas = {
            "deck": player.deck,
            "hand": player.hand,
            "trash": player.trash,
            "characters": player.characters,
            "stage": player.stage,
            "life": player.life,
            "leader": [player.leader],
        }
        for area, cards in areas.items():
            for card in cards:
                if card.iid in seen:
                    raise InvariantError(f"card {card.iid} is in {seen[card.iid]} and in {area}")
                seen[card.iid] = area
                if card.owner != player.index:
                    raise InvariantError(f"card {card.iid} of player {card.owner} is in player {player.index}'s {area}")
                if card.area != area:
                    raise InvariantError(f"card {card.iid} says it is in {card.area} but lies in {area}")
                if card.don and area not in (LEADER, CHARACTERS):
                    raise InvariantError(f"card {card.iid} in {area} has DON!! given (6-5-5-1)")
                if card.don < 0:
                    raise InvariantError(f"card {card.iid} has {card.don} DON!!")
        if len(player.characters) > MAX_CHARACTERS:
            raise InvariantError(f"player {player.index} has {len(player.characters)} Characters (3-7-6)")
        if len(player.stage) > MAX_STAGES:
            raise InvariantError(f"player {player.index} has {len(player.stage)} Stages (3-8-5)")
        counts = (player.don_deck, player.don_active, player.don_rested)
        if not 0 <= player.don_kept <= player.don_rested:
            raise InvariantError(f"player {player.index} keeps {player.don_kept} of {player.don_rested} rested DON!!")
        if min(counts) < 0:
            raise InvariantError(f"player {player.index} has a negative DON!! count {counts}")
        total = sum(counts) + player.don_given()
        if total != DON_PER_PLAYER:
            raise InvariantError(f"player {player.index} has {total} DON!! in all, not {DON_PER_PLAYER} (5-1-2)")
    resolving = [iid for iid, card in state.cards.items() if card.area == RESOLVING]
    if set(seen) | set(resolving) != set(state.cards):
        missing = sorted(set(state.cards) - set(seen) - set(resolving))
        raise InvariantError(f"cards in no area: {missing}")
    if state.game_over and state.decision is not None:
        raise InvariantError("a decision is pending after the game ended")
