"""Permanent effects (8-1-3-4) and the replacement effects on offer (8-1-3-5): what they change now.

Nothing here changes the game: these are questions the rest of the engine asks (current power and cost,
granted keywords, prohibitions, added costs and conditions, which replacements could apply).
"""

from __future__ import annotations

from dataclasses import replace

from opcg_oracle.cards.effects import ALWAYS, Condition, Effect
from opcg_oracle.cards.model import CardDef
from opcg_oracle.engine.effects.conditions import condition_met, matches
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.state import CHARACTERS, FIELD_AREAS, HAND, LEADER, Card


def applies_to(game: GameCore, effect: Effect, source: Card, card: Card) -> bool:
    """Whether a permanent effect of source reaches card."""
    to = effect.to
    if to == "self":
        return source is card
    if to == "self_in_hand":
        return False  # the card's own text while it is in the hand: see `values.cost`
    if to == "opponents_characters":
        return card.owner != source.owner and card.area == CHARACTERS
    if to == "all_characters":
        return card.area == CHARACTERS and (effect.to_filter is None or matches(game, source, card, effect.to_filter))
    if card.owner != source.owner:
        return False
    if to == "your_hand":
        return card.area == HAND and (effect.to_filter is None or matches(game, source, card, effect.to_filter))
    if to == "your_characters" and card.area != CHARACTERS:
        return False
    if to == "your_leader" and card.area != LEADER:
        return False
    if card.area not in (LEADER, CHARACTERS):
        return False
    return effect.to_filter is None or matches(game, source, card, effect.to_filter)


def attacks_active_characters(game: GameCore, card: Card) -> bool:
    """Whether the card's text lets it attack the opponent's active Characters too (1-3-1 over 7-1-1-2)."""
    if game.has_modifier(card, "attack_active"):
        return True
    if not cards_with(game, "attack_active"):
        return False  # the common case: no card of this game has such text
    return any(
        effect.attack_active and applies_to(game, effect, source, card)
        for source, effect in active_permanents(game, "attack_active")
    )


def is_negated(game: GameCore, card: Card) -> bool:
    """Whether an effect has negated this card's own effects (8-2-1-1)."""
    return game.has_modifier(card, "negated")


def _kinds_of(definition: CardDef) -> set[str]:
    """The kinds of effect asked about that a card's definition has (see `cards_with`): most cards have none."""
    kinds = {"activate"} if any(e.kind == "activate" for e in definition.effects) else set()  # [Activate: Main]
    if any(e.kind == "replacement" for e in definition.effects):
        kinds.add("replacement")
    for effect in definition.permanents:
        if effect.power:
            kinds.add("power")
        if effect.keyword:
            kinds.add("keyword")
        if effect.cannot_be_ko or effect.cannot_be_removed:
            kinds.add("ko")
        if effect.attack_active:
            kinds.add("attack_active")
        if effect.attack_targets_only:
            kinds.add("attack_targets")
    if definition.changes_costs:
        kinds.add("cost")
    if definition.adds_to_opponent:
        kinds.add("adds_to_opponent")
    return kinds


_KINDS = (
    "power",
    "cost",
    "keyword",
    "ko",
    "adds_to_opponent",
    "attack_active",
    "activate",
    "attack_targets",
    "replacement",
)


def active_permanents(game: GameCore, kind: str) -> list[tuple[Card, Effect]]:
    """(source, effect) for every permanent effect of a card on the field whose conditions hold (2-8-2, 8-1-3-4-4),
    in no particular order (see `_in_field_order`). kind narrows the search to the cards of the game that have
    such an effect at all (see `_kinds_of`): most cards have none, so they are looked up rather than the field."""
    sources = cards_with(game, kind)
    if not sources:
        return []
    s = game.state
    cards, negations = s.cards, s.modifiers
    found = []
    for iid in sources:
        source = cards[iid]
        if source.area not in FIELD_AREAS or (negations and is_negated(game, source)):
            continue  # 2-8-2, 8-2-1-1
        for effect in source.definition.permanents:
            if not _OF_KIND.get(kind, _any)(effect):
                continue  # only the effects asked about: another's condition may ask this very question (8-1-3-3-5)
            if effect.condition is ALWAYS or condition_met(game, source, effect.condition):
                s.relies_on_text(source)
                found.append((source, effect))
    return found


def _any(effect: Effect) -> bool:
    return True


_OF_KIND = {  # which permanent effects `active_permanents` looks at for each kind (see `_kinds_of`)
    "power": lambda e: bool(e.power),
    "cost": lambda e: bool(e.cost_change),
    "keyword": lambda e: e.keyword is not None,
    "ko": lambda e: bool(e.cannot_be_ko or e.cannot_be_removed),
    "attack_active": lambda e: e.attack_active,
    "attack_targets": lambda e: e.attack_targets_only is not None,
    "adds_to_opponent": lambda e: bool(e.adds_cost or e.adds_condition is not None),
}


def _in_field_order(game: GameCore, found: list[tuple[Card, Effect]]) -> list[tuple[Card, Effect]]:
    """Permanent effects in the order their cards lie on the field: each player's leader, Characters, Stage."""
    players = game.state.players
    return sorted(found, key=lambda pair: (pair[0].owner, players[pair[0].owner].field_cards().index(pair[0])))


def cards_with(game: GameCore, kind: str) -> frozenset[int]:
    """The ids of the cards whose definition has an effect of this kind (see `_kinds_of`). A card's definition
    never changes, so this is worked out once per game (`GameState.new_card` forgets it when a card is added)."""
    found = game.state.derived.get(kind)
    if found is None:
        s = game.state
        found_by_kind: dict[str, list[int]] = {each: [] for each in _KINDS}
        kinds_by_definition: dict[int, set[str]] = {}  # a game holds few distinct definitions: each is read once
        for card in s.cards.values():
            kinds = kinds_by_definition.get(id(card.definition))
            if kinds is None:
                kinds = kinds_by_definition[id(card.definition)] = _kinds_of(card.definition)
            for each in kinds:
                found_by_kind[each].append(card.iid)
        for each, iids in found_by_kind.items():
            s.derived[each] = frozenset(iids)
        found = s.derived[kind]
    return found


def card_facts(game: GameCore) -> dict[str, frozenset[int]]:
    """`cards_with` for every kind at once, for a caller that asks about several (legal-action listing)."""
    derived = game.state.derived
    if "activate" not in derived:
        cards_with(game, "activate")
        derived = game.state.derived
    return derived


def keywords_granted(game: GameCore) -> frozenset[str]:
    """The keywords a permanent effect of some card of this game can grant (worked out once per game)."""
    found = game.state.derived.get("granted keywords")
    if found is None:
        s = game.state
        found = s.derived["granted keywords"] = frozenset(
            effect.keyword for c in s.cards.values() for effect in c.definition.permanents if effect.keyword
        )
    return found


def permanent_power(game: GameCore, card: Card) -> int:
    """Power that permanent effects add to a card now."""
    total = 0
    for source, effect in active_permanents(game, "power"):
        if effect.power and applies_to(game, effect, source, card):
            total += (
                effect.power
                if effect.per is None
                else effect.power * (_counted(game, source, effect.per) // effect.every)
            )
    return total


def _counted(game: GameCore, source: Card, per: str) -> int:
    """What a "+N per card ..." permanent effect counts, on its source's side."""
    me = game.state.players[source.owner]
    if per == "hand":
        return len(me.hand)
    return sum(c.definition.category == "event" for c in me.trash)  # trash_events


def permanent_cost(game: GameCore, card: Card) -> int:
    """What permanent effects add to (or take from) a card's cost now."""
    total = 0
    for source, effect in active_permanents(game, "cost"):  # (a loop, not sum(): no generator to make)
        if effect.cost_change and applies_to(game, effect, source, card):
            total += effect.cost_change
    return total


def permanent_keyword(game: GameCore, card: Card, keyword: str) -> bool:
    """Whether a permanent effect grants the card a keyword now."""
    for source, effect in active_permanents(game, "keyword"):  # (a loop, not any(): no generator to make)
        if effect.keyword == keyword and applies_to(game, effect, source, card):
            return True
    return False


def with_additions(game: GameCore, card: Card, effect: Effect) -> tuple[Effect, tuple[Condition, ...]]:
    """An activate effect with the costs other effects add to it (8-3-1-2, paid after its own), and the
    conditions other effects add (8-3-2-2, all of which must hold)."""
    if not cards_with(game, "adds_to_opponent"):
        return effect, ()  # the common case: no card of this game adds anything
    costs, conditions = [], []
    for source, permanent in _in_field_order(game, active_permanents(game, "adds_to_opponent")):
        if permanent.to == "opponents_activate_effects" and source.owner != card.owner:
            costs.extend(permanent.adds_cost)
            if permanent.adds_condition is not None:
                conditions.append(permanent.adds_condition)
    if not costs:
        return effect, tuple(conditions)
    return replace(effect, cost=(*effect.cost, *costs)), tuple(conditions)


def cannot_be_ko(game: GameCore, card: Card, by_battle: bool) -> bool:
    """A permanent prohibition on K.O.ing the card (1-3-3); "in battle" ones only count for battles. A K.O. by an
    effect also removes the card from the field (1.2.0 4-11-2), so "cannot be removed" forbids it too."""
    if not by_battle and removal_forbidden(game, card, effect_controller(game)):
        return True
    return any(
        effect.cannot_be_ko in ("always", "battle" if by_battle else "always")
        and applies_to(game, effect, source, card)
        and (effect.ko_by is None or _battling(game, source, effect))
        for source, effect in active_permanents(game, "ko")
    )


def removal_forbidden(game: GameCore, card: Card, by: int | None) -> bool:
    """Whether a permanent prohibition keeps the card on the field against an effect of player `by` (None: not an
    effect): "cannot be removed from the field by your opponent's effects" covers every move to another area, to
    the trash, the hand or the deck alike (1.2.0 4-11-2; 1-3-3: the prohibition wins)."""
    if by is None or by == card.owner or not cards_with(game, "ko"):
        return False
    return any(
        effect.cannot_be_removed == "opponents_effects" and applies_to(game, effect, source, card)
        for source, effect in active_permanents(game, "ko")
    )


def effect_controller(game: GameCore) -> int | None:
    """The player of the effect being resolved now (the innermost one), or None outside every effect (a battle).
    The part of an effect a replacement effect changed is its owner's effect (1.2.0 8-1-3-4-7): a replacement
    resolves as a frame of its own, controlled by its owner, so it is the innermost one while its steps act."""
    frames = game.state.frames
    if not frames:
        return None
    return frames[next(reversed(frames))].controller


def _battling(game: GameCore, source: Card, effect: Effect) -> bool:
    """Whether the attacker of the battle in progress matches the prohibition's `ko_by` (only "in battle with ...")."""
    battle = game.state.battle
    return battle is not None and matches(game, source, game.state.cards[battle.attacker], effect.ko_by)


def replacements(game: GameCore, card: Card, situation: str) -> list[list[tuple[int, int]]]:
    """Replacement effects that could replace a situation of card, grouped in the order of 8-1-3-5-2:
    the card's own, then the turn player's, then the non-turn player's. A K.O. also removes the card from the
    field (1.2.0 4-11-2), so the replacements of a removal are offered for it too."""
    if not cards_with(game, "replacement"):
        return []  # the common case: no card of this game has a replacement effect
    s = game.state
    if s.edition == "1.1.6" and s.frames and "8-1-3-5" in s.frames[next(reversed(s.frames))].rules:
        return []  # 1.1.6 8-1-3-5-3: what a replacement put in place is not replaced again (1.2.0 8-1-3-4-6 allows it)
    situations = ("ko", "removal") if situation == "ko" else (situation,)
    cause = effect_controller(game)
    own, by_player = [], {0: [], 1: []}
    for player in s.players:
        for source in player.field_cards():
            if is_negated(game, source):
                continue
            for index, effect in enumerate(source.definition.effects):
                if effect.kind != "replacement" or effect.replaces not in situations:
                    continue
                if not condition_met(game, source, effect.condition) or not _replacement_doable(game, source, effect):
                    continue
                if not _covers(game, source, effect, card, cause):
                    continue
                s.relies_on_text(source)  # offered: declined or not, a card without it would not offer it
                if _names(effect, source, card):
                    (own if source is card else by_player[source.owner]).append((source.iid, index))
    return [group for group in (own, by_player[s.turn_player], by_player[1 - s.turn_player]) if group]


def _names(effect: Effect, source: Card, card: Card) -> bool:
    """Whether a replacement's `who` takes in this card: its own card, another of its player's Characters, any of
    them, or an opposing Character ("if an opposing Character would be ...")."""
    who = effect.who
    if who == "self":
        return source is card
    if who == "your_other_characters":
        return source is not card and source.owner == card.owner
    if who == "your_characters":
        return source.owner == card.owner
    return who == "opposing_characters" and source.owner != card.owner


def replacement_covers(game: GameCore, source: Card, index: int, card: Card) -> bool:
    """Whether a replacement effect already applied to a situation also names this card of it (8-1-3-5): checked
    by its text alone, its card having possibly left the field for its "instead" (OP05-030 Q&A 2)."""
    effect = source.definition.effects[index]
    return _names(effect, source, card) and _covers(game, source, effect, card, effect_controller(game))


def _covers(game: GameCore, source: Card, effect: Effect, card: Card, cause: int | None) -> bool:
    """Whether a replacement's own limits take in this card's situation: which of the cards it names (`which`:
    "your rested Character") and what brings it about (`by`: "by your opponent's effect" is neither a battle nor
    an effect of the card's owner, whose own is also the part a replacement of theirs changed, 1.2.0 8-1-3-4-7)."""
    if effect.which is not None and not matches(game, source, card, effect.which):
        return False
    if effect.by == "effect":
        return cause is not None
    if effect.by == "opponents_effect":
        return cause is not None and cause != card.owner
    return True


def _replacement_doable(game: GameCore, source: Card, effect: Effect) -> bool:
    """Only a replacement whose "instead" can be carried out is offered (1-3-2)."""
    me = game.state.players[source.owner]
    for part in effect.steps:
        if part.word == "trash_from_hand":
            wanted = part.params.get("filter")  # "trash 1 Event from your hand instead": only such cards can do it
            usable = [c for c in me.hand if wanted is None or matches(game, source, c, wanted)]
            if len(usable) < part.params["count"]:
                return False
        if part.word == "return_don" and me.don_active + me.don_rested + me.don_given() < part.params["count"]:
            return False  # 1.2.0 8-1-3-4-5: no DON!! on the field to return
        if part.word == "rest" and part.params["target"].self_ and source.rested:
            return False
    return True


def cost_replacements(game: GameCore, payer: int) -> list[tuple[int, int]]:
    """The payer's opponent's replacement effects that could replace resting DON!! for a cost (8-3-1-7)."""
    if not cards_with(game, "replacement"):
        return []
    found = []
    for source in game.state.players[1 - payer].field_cards():
        if is_negated(game, source):
            continue
        for index, effect in enumerate(source.definition.effects):
            if (
                effect.kind == "replacement"
                and effect.replaces == "rest_don_cost"
                and effect.who == "opponent"
                and condition_met(game, source, effect.condition)
            ):
                game.state.relies_on_text(source)
                found.append((source.iid, index))
    return found
