"""Deck lists and their legality (5-1-2)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.cards.effects import Filter
from opcg_oracle.cards.model import CardDef

DECK_SIZE = 50  # 5-1-2
MAX_COPIES = 4  # 5-1-2-3, 2-14-2


@dataclass(frozen=True)
class DeckList:
    """A leader and the card numbers of a 50-card deck."""

    leader: str
    cards: tuple[str, ...]
    don: int = 10

    @classmethod
    def from_counts(cls, leader: str, counts: dict[str, int], don: int = 10) -> DeckList:
        """Build from {card number: copies}."""
        return cls(leader, tuple(number for number, n in counts.items() for _ in range(n)), don)


class DeckError(ValueError):
    """A deck that breaks the deck-construction rules; lists every breach with its clause."""

    def __init__(self, breaches: list[tuple[str, str]]):
        self.breaches = breaches
        super().__init__("; ".join(f"{text} ({clause})" for clause, text in breaches))


def deck_breaches(deck: DeckList, cards: CardDatabase) -> list[tuple[str, str]]:
    """Every way the deck breaks 5-1-2, as (clause, explanation); empty when legal."""
    breaches: list[tuple[str, str]] = []
    leader: CardDef | None = cards.get(deck.leader) if deck.leader in cards else None
    if leader is None:
        breaches.append(("5-1-2", f"unknown leader card {deck.leader}"))
    elif leader.category != "leader":
        breaches.append(("5-1-2", f"{deck.leader} is a {leader.category}, not a leader"))
    if len(deck.cards) != DECK_SIZE:
        breaches.append(("5-1-2", f"the deck has {len(deck.cards)} cards; exactly {DECK_SIZE} are needed"))
    if deck.don != 10:
        breaches.append(("5-1-2", f"the DON!! deck has {deck.don} cards; exactly 10 are needed"))
    for number, copies in sorted(Counter(deck.cards).items()):
        if number not in cards:
            breaches.append(("5-1-2", f"unknown card number {number}"))
            continue
        card = cards.get(number)
        if card.category not in ("character", "event", "stage"):
            breaches.append(("5-1-2-1", f"{number} is a {card.category}; a deck holds Characters, Events, Stages"))
        limit = _copies_allowed(card)
        if limit is not None and copies > limit:
            breaches.append(("5-1-2-3", f"{copies} copies of {number}; at most {limit} are allowed"))
        # 5-1-2-2: every colour of the card must be one of the leader's (a red/green card needs a red/green leader).
        if leader is not None and not set(card.colors) <= set(leader.colors):
            breaches.append(
                ("5-1-2-2", f"{number} is {'/'.join(card.colors)}; the leader is {'/'.join(leader.colors)}")
            )
        if leader is not None and any(_forbidden(card, effect.deck_forbids) for effect in leader.permanents):
            breaches.append(("5-1-2-4", f"{number} may not be in a deck of {deck.leader}, whose text forbids it"))
    return breaches


def _forbidden(card: CardDef, forbids: Filter | None) -> bool:
    """5-1-2-4: a Leader's deck-construction effect ("you cannot include Events of cost 2 or more") names the card."""
    if forbids is None:
        return False
    if forbids.category and card.category not in forbids.category:
        return False
    if forbids.cost_min is not None and (card.cost or 0) < forbids.cost_min:
        return False
    return forbids.cost_max is None or (card.cost or 0) <= forbids.cost_max


def _copies_allowed(card: CardDef) -> int | None:
    """5-1-2-3, unless the card's own deck-construction effect changes it (5-1-2-4: a permanent effect
    that works outside the field too, 8-1-3-4-3). None: any number."""
    for effect in card.permanents:
        if effect.deck_limit is not None:
            return None if effect.deck_limit == "none" else int(effect.deck_limit)
    return MAX_COPIES


def check_deck(deck: DeckList, cards: CardDatabase) -> None:
    """Raise DeckError naming each breach of 5-1-2."""
    breaches = deck_breaches(deck, cards)
    if breaches:
        raise DeckError(breaches)


RED_ZORO = DeckList.from_counts(
    "OP01-001",
    {
        "ST01-003": 4,
        "ST01-004": 4,
        "ST01-006": 4,
        "ST01-008": 4,
        "ST01-009": 4,
        "ST01-010": 4,
        "OP01-009": 4,
        "OP01-010": 4,
        "OP01-012": 4,
        "OP01-018": 4,
        "OP01-019": 4,
        "OP01-023": 4,
        "OP01-025": 2,
    },
)
"""A legal red deck of vanilla and keyword cards whose whole text the engine implements."""

ST01_DECK = DeckList.from_counts(
    "ST01-001",
    {
        "ST01-002": 4,
        "ST01-003": 4,
        "ST01-004": 4,
        "ST01-005": 4,
        "ST01-006": 4,
        "ST01-007": 4,
        "ST01-008": 4,
        "ST01-009": 4,
        "ST01-010": 4,
        "ST01-011": 2,
        "ST01-012": 2,
        "ST01-013": 4,
        "ST01-014": 2,
        "ST01-015": 2,
        "ST01-016": 1,
        "ST01-017": 1,
    },
)
"""A legal 50-card deck of every ST01 card (our own list, not the printed starter deck's)."""

ST02_DECK = DeckList.from_counts(
    "ST02-001",
    {
        "ST02-002": 4,
        "ST02-003": 4,
        "ST02-004": 4,
        "ST02-005": 4,
        "ST02-006": 4,
        "ST02-007": 4,
        "ST02-008": 4,
        "ST02-009": 2,
        "ST02-010": 2,
        "ST02-011": 4,
        "ST02-012": 4,
        "ST02-013": 2,
        "ST02-014": 2,
        "ST02-015": 2,
        "ST02-016": 2,
        "ST02-017": 2,
    },
)
"""A legal 50-card deck of every ST02 card (our own list, not the printed starter deck's)."""

OP01_RED = DeckList.from_counts(
    "OP01-001",
    {
        "OP01-006": 4,
        "OP01-007": 4,
        "OP01-009": 4,
        "OP01-010": 2,
        "OP01-012": 4,
        "OP01-017": 4,
        "OP01-018": 2,
        "OP01-019": 4,
        "OP01-020": 4,
        "OP01-022": 4,
        "OP01-023": 2,
        "OP01-025": 2,
        "OP01-026": 2,
        "OP01-027": 2,
        "OP01-028": 2,
        "OP01-030": 2,
        "OP01-120": 2,
    },
)
"""A legal red OP01 deck (Zoro leader) of cards whose whole text is implemented, most of them with effects."""

OP01_CROCODILE = DeckList.from_counts(
    "OP01-062",
    {
        "OP01-064": 4,
        "OP01-067": 2,
        "OP01-070": 2,
        "OP01-071": 4,
        "OP01-074": 4,
        "OP01-075": 4,
        "OP01-078": 4,
        "OP01-080": 4,
        "OP01-082": 4,
        "OP01-084": 2,
        "OP01-086": 4,
        "OP01-089": 2,
        "OP01-096": 2,
        "OP01-108": 4,
        "OP01-111": 4,
    },
)
"""A legal blue/purple OP01 deck (Crocodile leader: [Counter] Events, DON!! −N costs, On K.O. effects) of
cards whose whole text is implemented."""

SAMPLE_DECKS = {
    "red-zoro": RED_ZORO,
    "st01": ST01_DECK,
    "st02": ST02_DECK,
    "op01-red": OP01_RED,
    "op01-crocodile": OP01_CROCODILE,
}
