"""Effect actions that change cards without moving them: rest and set active (4-4), power (2-6-3),
keywords, negation (8-2-1), and restrictions for a while (blocking, refreshing).

Each function is the action of one word of the effect language, found through `registry.EFFECT_ACTIONS`.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Step, Target
from opcg_oracle.engine.effects.resolve import lasting, mark_chosen, targets, that_cards, with_target
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import effect_action
from opcg_oracle.engine.state import FIELD_AREAS, Card, Frame, PlayerEffect


@effect_action("rest")
def rest(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Rest the chosen cards; one already rested is left alone (1-3-2-1)."""
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS and not card.rested:
            card.rested = True
            game.log("rested", frame.rules, card=card.iid)


@effect_action("attack_active_this_turn")
def attack_active_this_turn(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The chosen cards may also attack the opponent's active Characters this turn (1-3-1 over 7-1-1-2)."""
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game.add_modifier(card, "attack_active", True, "turn", frame.controller, source.number)
            game.log("attack_active_granted", (*frame.rules, "1-3-1", "7-1-1-2"), card=card.iid)


@effect_action("set_active")
def set_active(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Set the chosen cards active; one already active is left alone (1-3-2-1)."""
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS and card.rested:
            card.rested = False
            game.log("set_active", frame.rules, card=card.iid)


@effect_action("power")
def power(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Add power to the chosen cards for a while."""
    until = lasting(game, frame, current.params.get("until", "turn"))
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game.add_modifier(card, "power", current.params["amount"], until, frame.controller, source.number)
            game.log("power_changed", frame.rules, card=card.iid, amount=current.params["amount"], until=until)


@effect_action("set_power_to_zero")
def set_power_to_zero(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """«Set Power to 0»: the chosen cards lose, for a while, the power each has now (1.2.0 4-12-1). The amount is
    fixed now, so later gains still add to it (a Counter on that card counts in full); a card whose power is
    already below 0 is left as it is (4-12-2): the effect never raises a power."""
    until = lasting(game, frame, current.params.get("until", "turn"))
    for card in targets(game, frame, index, current, source):
        if card.area not in FIELD_AREAS:
            continue
        now = game.power(card)
        if now < 0:  # 1.2.0 4-12-2
            game.log("power_unchanged", (*frame.rules, "1.2.0:4-12-2"), card=card.iid, power=now)
            continue
        game.add_modifier(card, "power", -now, until, frame.controller, source.number)
        game.log("power_changed", (*frame.rules, "1.2.0:4-12-1"), card=card.iid, amount=-now, until=until)


@effect_action("set_base_power")
def set_base_power(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The chosen cards' base power becomes N for a while; `values.power` takes the highest of such values when
    several apply to one card (1.2.0 4-9-2-1), then adds the rest."""
    until = lasting(game, frame, current.params.get("until", "turn"))
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS and card.definition.power is not None:  # 2-6-2
            game.add_modifier(card, "base_power", current.params["value"], until, frame.controller, source.number)
            game.log("base_power_set", (*frame.rules, "4-9-2"), card=card.iid, value=current.params["value"])


@effect_action("set_base_cost")
def set_base_cost(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The chosen cards' base cost becomes N for a while; `values.cost` takes the highest of such values when several
    apply to one card (1.2.0 4-9-2-2), then adds the changes to it."""
    until = lasting(game, frame, current.params.get("until", "turn"))
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS and card.definition.cost is not None:  # 2-7-5: a Leader has no cost
            game.add_modifier(card, "base_cost", current.params["value"], until, frame.controller, source.number)
            game.log(
                "base_cost_set", (*frame.rules, "4-9-2", "1.2.0:4-9-2-2"), card=card.iid, value=current.params["value"]
            )


@effect_action("change_cost")
def change_cost(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Give the chosen cards +N or −N cost for a while (2-7-6); what the cost comes to is worked out in `values.cost`
    (a cost below 0 counts as 0, 1-3-6)."""
    until = lasting(game, frame, current.params.get("until", "turn"))
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS and card.definition.cost is not None:  # 2-7-5: a Leader has no cost
            game.add_modifier(card, "cost", current.params["amount"], until, frame.controller, source.number)
            game.log("cost_changed", frame.rules, card=card.iid, amount=current.params["amount"], until=until)


@effect_action("grant_keyword")
def grant_keyword(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Give the chosen cards a keyword for a while."""
    until = lasting(game, frame, current.params.get("until", "turn"))
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game.add_modifier(card, "keyword", current.params["keyword"], until, frame.controller, source.number)
            game.log("keyword_granted", frame.rules, card=card.iid, keyword=current.params["keyword"])


@effect_action("negate")
def negate(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Negate the chosen cards' own effects for a while (8-2-1)."""
    mark_chosen(game, frame, index, current, source, "negated", "8-2-1")


@effect_action("unblockable_this_turn")
def unblockable(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The chosen cards cannot be blocked this turn."""
    for card in targets(game, frame, index, current, source):
        game.add_modifier(card, "unblockable", True, "turn", frame.controller, source.number)


@effect_action("no_blocker")
def no_blocker(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The opponent cannot activate [Blocker] (of Characters within a power range) for a while."""
    params = {k: v for k, v in current.params.items() if k in ("min_power", "max_power")}
    effect = PlayerEffect(
        "no_blocker", 1 - frame.controller, params, current.params.get("until", "battle"), frame.controller
    )
    game.state.player_effects.append(effect)
    game.log("restriction", frame.rules, player=1 - frame.controller, restriction="no_blocker", **params)


@effect_action("rest_and_set_active")
def rest_and_set_active(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Rest some cards and set some active, both at the same time: first the cards to rest are chosen, then
    those to set active (8-4-4), then both happen at once. A card chosen for both is rested and not set
    active: the resting effect always wins over a simultaneous one that sets active (1-3-9)."""
    picked = frame.chosen.setdefault(("at_once", index), {})
    for part in ("to_rest", "to_set_active"):
        if part in picked:
            continue
        target: Target = current.params[part]
        if current.params.get("choosing") == part:  # the choice for this part is complete (the `choose` task)
            picked[part] = list(frame.chosen.pop(index, ()))
            frame.chosen.pop(("done", index), None)
        elif target.self_ or target.that:
            picked[part] = [c.iid for c in ([source] if target.self_ else that_cards(game, frame, index))]
        else:
            with_target(frame, index, Step(current.word, {**current.params, "choosing": part}), target)
            game.schedule(("choose", frame.id, index))
            return
    cards = game.state.cards
    for iid in picked["to_rest"]:
        card = cards[iid]
        if card.area in FIELD_AREAS and not card.rested:  # one already rested is left alone (1-3-2-1)
            card.rested = True
            game.log("rested", frame.rules, card=iid)
    for iid in picked["to_set_active"]:
        card = cards[iid]
        if iid in picked["to_rest"]:
            game.log("rest_wins", (*frame.rules, "1-3-9"), card=iid)  # not set active: resting takes precedence
        elif card.area in FIELD_AREAS and card.rested:
            card.rested = False
            game.log("set_active", frame.rules, card=iid)
    frame.chosen[index] = [*picked["to_rest"], *(i for i in picked["to_set_active"] if i not in picked["to_rest"])]


@effect_action("keep_rested")
def keep_rested(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The chosen cards stay rested in their owner's next Refresh Phase (6-2-4): the card's text wins over the
    rule that sets every rested card active (1-3-1)."""
    for card in targets(game, frame, index, current, source):
        if card.area in FIELD_AREAS:
            game.add_modifier(card, "keep_rested", True, "next_refresh", frame.controller, source.number)
            game.log("keeps_rested", frame.rules, card=card.iid)
