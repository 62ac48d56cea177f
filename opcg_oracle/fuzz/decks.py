"""Which cards a fuzzing campaign may use with an engine, and the decks it builds from them.

The rule (docs/fuzzing.md, "Decks"): a card is *playable* when the engine's capabilities allow it
(sets, cards, keywords) and the engine sets up a small board holding it without answering
`unsupported`, and when the reference engine implements its whole text. Each sample deck keeps its
playable cards; a deck left short of 50 is filled with playable Characters without effect text and
without [Trigger], of the leader's colours and the engine's declared sets, in card-number order, up to
4 copies each counting those kept, until 50 or the pool runs out (so a vanilla-only engine still plays
whole games). A deck whose leader is not playable is left out.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from opcg_oracle.adapters.base import EngineAdapter
from opcg_oracle.bdd.needs import needs_missing
from opcg_oracle.cards.database import CardDatabase
from opcg_oracle.cards.model import CardDef
from opcg_oracle.engine.decks import DECK_SIZE, MAX_COPIES, DeckList
from opcg_oracle.scenario.loader import load_board_text


@dataclass
class FuzzDeck:
    """A sample deck as the campaign plays it: the playable cards kept, the fill, what was left out."""

    name: str
    leader: str
    cards: tuple[str, ...]
    left_out: dict[str, int] = field(default_factory=dict)  # card number → copies left out
    filled: dict[str, int] = field(default_factory=dict)  # card number → copies added by the fill rule


def has_text(card: CardDef) -> bool:
    """Whether the card has effect text beyond its printed keywords (as `facts.has_text` says, protocol)."""
    return not card.vanilla and not (card.implemented and not card.effects)


class Playable:
    """Asks the engine once per card number whether it can play the card, and remembers the answer."""

    def __init__(self, engine: EngineAdapter, cards: CardDatabase) -> None:
        self.engine = engine
        self.cards = cards
        self.capabilities = engine.hello().get("capabilities", {})
        self._known: dict[str, bool] = {}

    def __call__(self, number: str) -> bool:
        """Whether both engines can play this card."""
        if number not in self._known:
            self._known[number] = self._probe(number)
        return self._known[number]

    def _probe(self, number: str) -> bool:
        card = self.cards.get(number)
        if not card.implemented:  # the reference engine would play it wrongly: no ground truth
            return False
        place = f"leader: {number}" if card.category == "leader" else f"hand: [{number}]"
        board = load_board_text(f"format: 1\nalice:\n  {place}\n", f"probe {number}", self.cards)
        if needs_missing(board, self.cards, self.capabilities):
            return False
        return self.engine.load(board.canonical).get("type") == "ok"


def build_deck(name: str, deck: DeckList, playable: Playable) -> FuzzDeck | None:
    """The deck as fuzzed by the rule above; None when its leader is not playable."""
    if not playable(deck.leader):
        return None
    kept = [number for number in deck.cards if playable(number)]
    left_out = Counter(number for number in deck.cards if not playable(number))
    filled: Counter = Counter()
    if len(kept) < DECK_SIZE:
        copies = Counter(kept)
        colors = set(playable.cards.get(deck.leader).colors)
        for card in sorted(_fill_pool(playable, colors), key=lambda c: c.number):
            while copies[card.number] < MAX_COPIES and len(kept) < DECK_SIZE and playable(card.number):
                kept.append(card.number)
                copies[card.number] += 1
                filled[card.number] += 1
    return FuzzDeck(name, deck.leader, tuple(kept), dict(sorted(left_out.items())), dict(sorted(filled.items())))


def _fill_pool(playable: Playable, colors: set[str]) -> list[CardDef]:
    """Characters without effect text and without [Trigger] whose colours the leader has, of the declared sets."""
    sets = playable.capabilities.get("sets")
    return [
        card
        for card in playable.cards
        if card.category == "character"
        and not has_text(card)
        and not card.has_trigger
        and set(card.colors) <= colors
        and not card.number.startswith("TEST-")
        and (sets is None or card.number.split("-", 1)[0] in sets)
    ]
