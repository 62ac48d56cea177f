"""Who may see a card (3-1-5): open and secret areas, face-up Life, revealed and looked-at cards (11-2, 11-3)."""

from __future__ import annotations

from opcg_oracle.engine.state import DECK, HAND, LIFE, Card, GameState

SECRET_AREAS = (DECK, HAND, LIFE)  # 3-2-2, 3-4-2, 3-10-2; the field, the trash and a resolving card are open


def can_see(state: GameState, card: Card, viewer: int) -> bool:
    """Whether a player may look at the card's face now."""
    if card.area not in SECRET_AREAS:
        return True  # 3-5-2, 3-6-2, 3-7-2, 3-8-2
    if card.area == HAND and card.owner == viewer:
        return True  # 3-4-2: a player may look at their own hand, and only theirs (3-4-3)
    if card.area == LIFE and card.face_up:
        return True  # 3-10-2-1: a face-up Life card is treated as in an open area
    for frame in state.frames.values():
        if card.iid in frame.revealed:
            return True  # 11-2-1, until the effect that revealed it has resolved (11-2-2)
        if frame.controller == viewer and card.iid in frame.seen and card.area in (DECK, LIFE):
            return True  # 11-3-1, 3-10-3: only the player of the effect sees what it looks at, while it resolves
    return False
