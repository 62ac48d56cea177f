"""Activation costs (8-3-1): whether one can be paid, and the steps that pay it in written order."""

from __future__ import annotations

from opcg_oracle.cards.effects import Effect, Filter, Step, Target
from opcg_oracle.engine.effects.conditions import matches
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.state import Card, Frame


def cost_payable(game: GameCore, card: Card, effect: Effect, extra_don: int = 0) -> bool:
    """8-3-1-3: every part of the cost (and extra_don active DON!! for a card's own cost) can be paid."""
    me = game.state.players[card.owner]
    if not effect.cost:
        return me.don_active >= extra_don
    rest_don = extra_don
    for word, count in effect.cost:
        if word == "rest_don":
            rest_don += count
    if me.don_active < rest_don:
        return False
    for word, count in effect.cost:
        if word == "rest_don":
            continue  # counted above
        if word == "don_minus":
            if me.don_active + me.don_rested + me.don_given() < count:
                return False
        elif word == "rest_self":
            if card.rested:
                return False
        elif word == "trash_from_hand":
            count, chosen = count if isinstance(count, tuple) else (count, None)
            if chosen is None:  # any card of the hand but the card itself (cards are equal only to themselves)
                usable = len(me.hand) - (card in me.hand)
            else:
                usable = sum(1 for c in me.hand if c is not card and matches(game, card, c, chosen))
            if usable < count:
                return False
        elif word == "hand_to_deck_bottom":
            if len(me.hand) - (card in me.hand) < count:
                return False
        elif word == "life_to_hand":
            if len(me.life) < count:
                return False
        elif word == "trash_character_or_hand":
            if not _one_to_trash(game, card, count):
                return False
        elif word == "rest_characters":
            if sum(not c.rested for c in me.characters) < count:
                return False
        elif word == "return_characters" and len(me.characters) < count:
            return False
    return True


def may_activate(game: GameCore, card: Card, effect: Effect, extra_don: int = 0) -> bool:
    """Whether the cost lets the effect be activated: an optional cost (8-3-1-4) need not be payable, for the player
    may activate the effect, pay nothing and have it do nothing (OP01-055 Q&A 2); a required one must be (8-3-1-3).
    The card's own cost (extra_don active DON!!) must be payable either way (2-7-3)."""
    if effect.optional_cost:
        return game.state.players[card.owner].don_active >= extra_don
    return cost_payable(game, card, effect, extra_don)


def _one_to_trash(game: GameCore, card: Card, characters: Filter) -> bool:
    """Whether "trash 1 of your [such] Characters or 1 card from your hand" can be paid: either will do."""
    me = game.state.players[card.owner]
    return len(me.hand) - (card in me.hand) > 0 or any(matches(game, card, c, characters) for c in me.characters)


def cost_steps(effect: Effect) -> tuple[Step, ...]:
    """The cost as steps of the frame, paid in written order (8-3-1-1); an optional one is asked first (8-3-1-4).
    A "you may" effect first asks whether to activate it at all (8-1-2)."""
    steps = [Step("confirm_use", {})] if effect.optional else []
    steps += [Step("confirm_cost", {})] if effect.optional_cost and effect.cost else []
    for word, count in effect.cost:
        if word == "rest_don":
            steps.append(Step("pay_rest_don", {"count": count}))
        elif word == "don_minus":
            steps.append(Step("pay_don_minus", {"count": count}))
        elif word == "rest_self":
            steps.append(Step("pay_rest_self", {}))
        elif word == "trash_from_hand":
            count, chosen = count if isinstance(count, tuple) else (count, Filter())
            steps.append(Step("trash_from_hand", {"count": count, "filter": chosen, "cost": True}))
        elif word == "life_to_hand":
            steps.append(Step("pay_life_to_hand", {"count": count}))
        elif word == "hand_to_deck_bottom":
            steps.append(Step("pay_hand_to_deck_bottom", {"count": count}))
        elif word == "trash_character_or_hand":  # `count` holds the filter of the Characters
            steps.append(Step("pay_trash_character_or_hand", {"filter": count}))
        else:  # rest_characters, return_characters: chosen among your Characters as the cost is paid
            chosen = Filter(owner="you", category=("character",), rested=False if word == "rest_characters" else None)
            steps.append(Step("pay_" + word, {"count": count, "target": Target(count=count, filter=chosen)}))
    return tuple(steps)


def pays_partly(game: GameCore) -> bool:
    """1.2.0 8-3-1-3-1: a cost that becomes unpayable partway is paid as far as it can be (1.1.6 had no such rule:
    the part that cannot be paid in full is not paid at all)."""
    return game.state.edition != "1.1.6"


def cost_cut_short(game: GameCore, frame: Frame, source: Card) -> None:
    """The rest of the activation cost cannot be paid: nothing after ":" resolves (8-3-1-3; 1.2.0 8-3-1-3-1), and
    a [Once Per Turn] effect, activated already, stays used this turn (1.2.0 10-2-13-5)."""
    frame.stopped = True
    rules = ("8-3-1-3", "1.2.0:8-3-1-3-1")
    if frame.effect is not None and frame.effect.once_per_turn:
        rules += ("1.2.0:10-2-13-5",)
    game.log("cost_cut_short", rules, card=source.iid)
