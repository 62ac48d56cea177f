"""The card definition: printed facts, keywords and effects (plain, immutable data)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from opcg_oracle.cards.effects import Effect
from opcg_oracle.cards.vocabulary import ATTRIBUTES, CATEGORIES, COLORS, KEYWORDS

__all__ = ["ATTRIBUTES", "CATEGORIES", "COLORS", "KEYWORDS", "CardDef", "Ruling"]


@dataclass(frozen=True, slots=True)
class Ruling:
    """How a point of a card's text is read, in our words, and where that reading comes from (an official Q&A
    entry, a clause of the rules, or a review of the Japanese text): kept beside the card for a judge to check."""

    ruling: str
    source: str


@dataclass(frozen=True, slots=True)
class CardDef:
    """What a card number is: the facts printed on it and the effects it carries."""

    number: str
    name: str
    category: str
    colors: tuple[str, ...]
    cost: int | None = None
    power: int | None = None
    counter: int | None = None
    life: int | None = None
    attributes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    keywords: frozenset[str] = frozenset()
    has_trigger: bool = False
    vanilla: bool = False
    summary: str = ""
    also_named: tuple[str, ...] = ()  # other card names the card counts as having ("also treated as [X]", 2-1-3)
    implemented: bool = True  # False while some printed text has no effect-language form yet
    rulings: tuple[Ruling, ...] = field(default=(), compare=False)  # how its text is read, and on whose word
    effects: tuple[Effect, ...] = ()
    permanents: tuple[Effect, ...] = ()  # the permanent effects among `effects` (8-1-3-4), kept apart for speed
    trigger: Effect | None = None  # the [Trigger] effect (10-1-5), if written
    changes_costs: bool = False  # has a permanent effect on costs (looked up often, so kept as a flag)
    adds_to_opponent: bool = False  # has a permanent effect adding costs or conditions to the opponent's effects
    # A card of a suite or a board rather than of the package: its entry as written, which travels with the
    # board so that any engine (and a fresh process of ours) can build it.
    entry: dict | None = field(default=None, compare=False)

    def effect_of(self, kind: str) -> Effect | None:
        """The first effect of a category (main, counter, trigger, ...), if the card has one."""
        for effect in self.effects:  # a loop, not next(generator): asked for every card in hand, every action
            if effect.kind == kind:
                return effect
        return None

    @classmethod
    def with_effects(cls, effects: tuple[Effect, ...], **facts) -> CardDef:
        """A definition whose derived effect fields agree with its effects."""
        permanents = tuple(e for e in effects if e.kind == "permanent")
        trigger = next((e for e in effects if e.kind == "trigger"), None)
        return cls(
            effects=effects,
            permanents=permanents,
            trigger=trigger,
            changes_costs=any(e.cost_change for e in permanents),
            adds_to_opponent=any(e.adds_cost or e.adds_condition for e in permanents),
            **facts,
        )

    def without_text(self) -> CardDef:
        """The card as a board that says `text: ignored` has it: its printed facts and no text at all, so no
        effects, no printed keywords and no [Trigger] either (they are text too), and no name it "also" has."""
        return replace(
            self,
            keywords=frozenset(),
            has_trigger=False,
            vanilla=True,
            implemented=True,
            also_named=(),
            effects=(),
            permanents=(),
            trigger=None,
            changes_costs=False,
            adds_to_opponent=False,
        )

    @property
    def names(self) -> tuple[str, ...]:
        """Every card name the card has: its own, then any it also counts as."""
        return (self.name, *self.also_named)

    @property
    def set_code(self) -> str:
        """The set a card number belongs to: ST01-001 → ST01."""
        return self.number.split("-", 1)[0]
