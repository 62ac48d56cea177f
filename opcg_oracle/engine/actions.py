"""What a player can do: actions in the Main Phase, answers to decisions, conceding."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a Character or Stage, or activate a [Main] Event, from hand (6-5-3)."""

    player: int
    card: int


@dataclass(frozen=True, slots=True)
class GiveDon:
    """Give one active DON!! of the cost area to one's leader or Character (6-5-5)."""

    player: int
    target: int


@dataclass(frozen=True, slots=True)
class Attack:
    """Rest an active leader or Character to attack (7-1-1)."""

    player: int
    attacker: int
    target: int


@dataclass(frozen=True, slots=True)
class ActivateEffect:
    """Activate an [Activate: Main] effect of a card on the field (6-5-4)."""

    player: int
    card: int
    effect: int = 0


@dataclass(frozen=True, slots=True)
class MoveDon:
    """Move a DON!! given to one card to another: an attempt the rules never allow (6-5-5-1)."""

    player: int
    source: int
    target: int


@dataclass(frozen=True, slots=True)
class ActivateTrigger:
    """Activate a card's [Trigger] outside damage processing (from the hand, say): never allowed (10-1-5-1)."""

    player: int
    card: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Declare the end of the Main Phase (6-5-2-1)."""

    player: int


@dataclass(frozen=True, slots=True)
class Concede:
    """Concede the game, possible at any moment (1-2-3)."""

    player: int


@dataclass(frozen=True, slots=True)
class Decide:
    """Answer the pending decision with one of its options."""

    player: int
    choice: Any


Action = PlayCard | GiveDon | Attack | ActivateEffect | MoveDon | ActivateTrigger | EndTurn | Concede | Decide


# Legal actions are listed anew after every action, and an action is an immutable value: equal ones are
# shared rather than built again (a frozen dataclass is slow to build). Card ids are small, so these stay small.
new_play_card = cache(PlayCard)
new_give_don = cache(GiveDon)
new_attack = cache(Attack)
new_activate_effect = cache(ActivateEffect)


class Refused(NamedTuple):
    """An action the rules do not allow now; the state is unchanged. (A NamedTuple rather than a frozen
    dataclass: legal-action generation builds one for every card that may not act, and this is cheaper.)"""

    reason: str
    rules: tuple[str, ...]

    def __bool__(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class Accepted:
    """An action that was carried out (true, as every object is unless it says otherwise)."""


ACCEPTED = Accepted()
