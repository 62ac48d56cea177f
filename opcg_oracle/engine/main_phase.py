"""Main Phase actions (6-5): playing cards (6-5-3), activating effects (6-5-4), giving DON!! (6-5-5), and
putting Characters and Stages into play (3-7, 3-8). Attacks are in `battle`."""

from __future__ import annotations

from opcg_oracle.cards.effects import ALWAYS, Effect
from opcg_oracle.engine.actions import (
    Action,
    ActivateEffect,
    ActivateTrigger,
    GiveDon,
    MoveDon,
    PlayCard,
    Refused,
    new_activate_effect,
    new_give_don,
    new_play_card,
)
from opcg_oracle.engine.effects.auto import fire
from opcg_oracle.engine.effects.conditions import condition_met
from opcg_oracle.engine.effects.costs import cost_payable, may_activate
from opcg_oracle.engine.effects.permanent import card_facts, cards_with, is_negated, with_additions
from opcg_oracle.engine.effects.resolve import start
from opcg_oracle.engine.effects.restrictions import play_forbidden
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import answer, task
from opcg_oracle.engine.state import CHARACTERS, HAND, LEADER, MAX_CHARACTERS, STAGE, TRASH, Card, Decision

_GIVEN_DON_AREAS = (LEADER, CHARACTERS)


def legal_main_actions(game: GameCore, actor: int) -> list[Action]:
    """Cards the actor may play, DON!! they may give, effects they may activate (attacks: `battle`)."""
    s = game.state
    me = s.players[actor]
    actions: list[Action] = []
    facts = card_facts(game)
    if s.battle is None:  # 6-5-3-1: cards are played outside a battle
        don = me.don_active
        printed_costs = not facts["cost"]
        for card in me.hand:
            definition = card.definition
            category = definition.category
            if category == "character" or category == "stage":  # 6-5-3-1, 2-7-2 (a cost below 0 counts as 0)
                if ((definition.cost or 0) if printed_costs else game.cost(card)) <= don and not (
                    s.player_effects and play_forbidden(game, actor, card)  # 1.2.0 4-7-2
                ):
                    actions.append(new_play_card(actor, card.iid))
            elif play_refusal(game, actor, card) is None:  # Events, and what is never played from hand
                actions.append(new_play_card(actor, card.iid))
    if me.don_active:  # (loops rather than comprehensions: this runs after every action)
        actions.append(new_give_don(actor, me.leader.iid))
        for target in me.characters:
            actions.append(new_give_don(actor, target.iid))
    activators = facts["activate"]
    if s.battle is None and activators:  # 10-2-2-1: [Activate: Main] effects outside a battle, from one's field
        for card in (me.leader, *me.characters, *me.stage):
            if card.iid in activators:  # most cards have no [Activate: Main] effect
                for index, effect in enumerate(card.definition.effects):
                    if effect.kind == "activate" and _activation_blocked(game, card, index, effect) is None:
                        actions.append(new_activate_effect(actor, card.iid, index))
    return actions


def play_refusal(game: GameCore, player: int, card: Card) -> Refused | None:
    """Why the player may not play this card from hand now (6-5-3-1), or None."""
    s = game.state
    if s.battle is not None:
        return Refused("cards are played in the Main Phase outside a battle", ("6-5-3-1", "10-2-3-1"))
    if card.area != HAND or card.owner != player:
        return Refused("only a card in your own hand can be played", ("6-5-3-1", "4-7-1"))
    definition = card.definition
    if definition.category == "event":
        main = definition.effect_of("main")
        if main is None:
            if not definition.implemented:
                return Refused("the engine does not know this Event's text yet", ("10-2-3-1",))
            if definition.effect_of("counter") is not None:
                return _COUNTER_EVENT
            return _NO_MAIN
        if not condition_met(game, card, main.condition):
            return _MAIN_UNMET
        if not may_activate(game, card, main, extra_don=game.cost(card)):  # an optional cost may go unpaid (8-3-1-4)
            return _EVENT_UNPAYABLE
        return None
    if definition.category not in ("character", "stage"):
        return Refused(f"a {definition.category} card is not played from hand", ("6-5-3-1",))
    if s.player_effects and play_forbidden(game, player, card):
        return Refused("an effect says this card cannot be played now", ("1.2.0:4-7-2", "1-3-3"))
    cost = game.cost(card)
    if s.players[player].don_active < cost:
        return Refused(
            f"the cost is {cost} and only {s.players[player].don_active} active DON!! are in the cost area",
            ("2-7-2", "6-5-3-1"),
        )
    return None


# Refusals listing legal actions meets for many cards in hand: made once
_COUNTER_EVENT = Refused("a [Counter] Event is played only in the opponent's Counter Step", ("10-2-4-1", "6-5-3-1"))
_NO_MAIN = Refused("only Events with a [Main] effect are played in the Main Phase", ("6-5-3-1", "10-2-3-1"))
_MAIN_UNMET = Refused("the conditions of this [Main] effect are not met", ("8-4-1-1",))
_EVENT_UNPAYABLE = Refused("the cost of this Event cannot be paid", ("2-7-3", "8-3-1-3"))


def play_from_hand(game: GameCore, action: PlayCard) -> Refused | None:
    """Play a Character or Stage, or activate a [Main] Event (6-5-3-1): reveal it, pay its cost (2-7-2)."""
    s = game.state
    card = s.cards.get(action.card)
    if card is None:
        return Refused(f"there is no card {action.card}", ("6-5-3-1",))
    if card.definition.category == "event":
        s.relies_on_text(card)  # an Event played (or refused) is judged by its text
    refusal = play_refusal(game, action.player, card)
    if refusal is not None:
        return refusal
    me = s.players[action.player]
    game.log("revealed", ("2-7-2", "8-4-1-2"), card=card.iid)
    cost = game.cost(card)  # 2-7-2: the cost as it is now (1-3-6)
    me.don_active -= cost  # 2-7-2, 2-7-3, 2-7-4: rest as many active DON!! as the cost
    me.don_rested += cost
    game.log("cost_paid", ("2-7-2",), player=me.index, don_rested=cost)
    if card.definition.category == "event":
        activate_event(game, card, "main", ("10-2-3-1", "2-7-3"))
    else:
        game.schedule(("put_into_play", card.iid, ("6-5-3-1",)))
    return None


def activate_event(game: GameCore, card: Card, kind: str, rules: tuple[str, ...]) -> None:
    """An Event goes to the trash, then its effect resolves (8-4-2)."""
    game.move(card, TRASH, (*rules, "8-4-2"))
    game.log("event_activated", ("8-5-2",), card=card.iid)
    start(game, card, card.definition.effect_of(kind), card.owner, rules)
    fire(game, "you_activate_event", card)  # 8-5-4; resolved after the Event's effect (8-6-3)


def activation_refusal(game: GameCore, player: int, card: Card | None, index: int) -> Refused | None:
    """Why the player may not activate this [Activate: Main] effect now (6-5-4-1), or None."""
    s = game.state
    if s.battle is not None:
        return Refused("[Activate: Main] effects are activated outside a battle", ("10-2-2-1",))
    if card is None or card.owner != player or card.area not in (LEADER, CHARACTERS, STAGE):
        return Refused("only a card on your own field activates its effect", ("6-5-4-1", "8-4-3", "2-8-2"))
    s.relies_on_text(card)  # an activation tried is judged by the card's text
    chosen = card.definition.effects[index] if 0 <= index < len(card.definition.effects) else None
    if chosen is None or chosen.kind != "activate":
        return Refused("this card has no such [Activate: Main] effect", ("6-5-4-1", "8-1-3-3"))
    return _activation_blocked(game, card, index, chosen)


_NEGATED = Refused("this card's effects are negated", ("8-2-1-1",))
_USED = Refused("[Once Per Turn]: already activated this turn", ("10-2-13-1", "10-2-13-3"))
_UNMET = Refused("the conditions of this effect are not met", ("8-4-1-1", "8-3-2-1"))
_ADDED_UNMET = Refused("a condition another effect adds is not met", ("8-3-2-2", "8-4-1-1"))
_UNPAYABLE = Refused("the activation cost cannot be paid in full", ("8-3-1-3", "8-3-1-2"))


def _activation_blocked(game: GameCore, card: Card, index: int, chosen: Effect) -> Refused | None:
    """Why an [Activate: Main] effect of a card on its owner's field cannot be activated now, or None."""
    if game.state.modifiers and is_negated(game, card):
        return _NEGATED
    if chosen.once_per_turn and index in card.once_used:
        return _USED
    # (Asked for each [Activate: Main] effect on the field after every action, so what is common is not called:
    # no card that adds costs or conditions, an effect with no condition or no cost.)
    added_conditions = ()
    if cards_with(game, "adds_to_opponent"):
        chosen, added_conditions = with_additions(game, card, chosen)
    if chosen.condition is not ALWAYS and not condition_met(game, card, chosen.condition):
        return _UNMET
    if added_conditions and not all(condition_met(game, card, extra) for extra in added_conditions):
        return _ADDED_UNMET
    if chosen.cost and not cost_payable(game, card, chosen):  # 8-3-1-3; an effect with no cost is always paid
        return _UNPAYABLE
    return None


def activate(game: GameCore, action: ActivateEffect) -> Refused | None:
    """Activate an [Activate: Main] effect with the costs other effects add (8-3-1-2)."""
    card = game.state.cards.get(action.card)
    refusal = activation_refusal(game, action.player, card, action.effect)
    if refusal is not None:
        return refusal
    chosen, _ = with_additions(game, card, card.definition.effects[action.effect])
    if chosen.once_per_turn:
        card.once_used.add(action.effect)  # 10-2-13-3
    start(game, card, chosen, action.player, ("6-5-4-1", "10-2-2-1"))
    return None


def give_don(game: GameCore, action: GiveDon) -> Refused | None:
    """6-5-5-1: give one active DON!! of the cost area to your leader or a Character."""
    s = game.state
    me = s.players[action.player]
    target = s.cards.get(action.target)
    if s.battle is not None:
        return Refused("DON!! are given in the Main Phase outside a battle", ("6-5-2", "6-5-5-1"))
    if target is None or target.owner != action.player or target.area not in _GIVEN_DON_AREAS:
        return Refused("DON!! are given to your own leader or Characters", ("6-5-5-1",))
    if me.don_active < 1:
        return Refused("there is no active DON!! in your cost area", ("6-5-5-1",))
    me.don_active -= 1
    target.don += 1
    game.log("don_given", ("6-5-5-1",), player=me.index, card=target.iid, total=target.don)
    return None


def move_don(game: GameCore, action: MoveDon) -> Refused:
    """A given DON!! stays under its card until that card leaves (6-5-5-4): DON!! are given only from the cost
    area (6-5-5-1), so moving one from card to card is always refused (official Q&A, general rules)."""
    return Refused(
        "DON!! are given from the cost area only; a given DON!! cannot be moved to another card", ("6-5-5-1",)
    )


def activate_trigger(game: GameCore, action: ActivateTrigger) -> Refused:
    """A [Trigger] is activated only instead of adding a Life card to the hand in damage processing (10-1-5-1,
    4-6-3), never from the hand or the field (official Q&A, general rules)."""
    return Refused("a [Trigger] is activated only from a Life card checked by damage", ("10-1-5-1", "4-6-3"))


@task("put_into_play")
def put_into_play(game: GameCore, iid: int, rules: tuple[str, ...]) -> None:
    """Play a Character or Stage onto the field, making room first (3-7-6-1, 3-8-5-1)."""
    s = game.state
    card = s.cards[iid]
    me = s.players[card.owner]
    if card.definition.category == "stage":
        for old in list(me.stage):
            game.move(old, TRASH, ("3-8-5-1",))
        game.move(card, STAGE, (*rules, "3-8-3", "3-8-4"))
    else:
        if len(me.characters) >= MAX_CHARACTERS:
            options = tuple(c.iid for c in me.characters)
            game.ask(
                me.index,
                "character_to_trash",
                options,
                "trash which Character to make room?",
                ("3-7-6-1",),
                context=(iid, rules),
            )
            return
        game.move(card, CHARACTERS, (*rules, "3-7-3", "3-7-5"))
    fire(game, "on_play", card)  # 10-2-6-1


@answer("character_to_trash")
def character_to_trash(game: GameCore, decision: Decision, choice: int) -> None:
    """3-7-6-1: the chosen Character is trashed (not K.O.'d, 10-2-1-3) to make room, then the play goes on."""
    iid, rules = decision.context
    # 1.2.0 3-7-6-1-1: this trashing is rule processing, so no effect applies to it: no replacement effect is
    # looked for ("if this Character would be removed from the field ..."), nor any prohibition; ver.1.1.6's
    # engine did the same, having no effect that could apply.
    game.move(game.state.cards[choice], TRASH, ("3-7-6-1",))
    game.schedule(("put_into_play", iid, rules))
