"""Effect actions that start other work: run another effect of the card, deal damage to a leader (4-6-1).

Each function is the action of one word of the effect language, found through `registry.EFFECT_ACTIONS`.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Filter, Step
from opcg_oracle.engine.effects.auto import fire
from opcg_oracle.engine.effects.conditions import condition_met, matches
from opcg_oracle.engine.effects.costs import may_activate
from opcg_oracle.engine.effects.resolve import KIND_RULES, start
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import effect_action
from opcg_oracle.engine.state import HAND, TRASH, Card, Frame

# 1.2.0 10-2-3-1-1, 10-2-4-1-1: an effect that says so activates a [Main] or a [Counter] outside its own time
# (10-2-4-1-2: a [Counter] only when the effect says to activate it, as `run: counter` does)
_ACTIVATED_BY_AN_EFFECT = {"main": ("1.2.0:10-2-3-1-1",), "counter": ("1.2.0:10-2-4-1-1", "1.2.0:10-2-4-1-2")}


@effect_action("run")
def run(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Resolve another effect of the same card (e.g. a [Trigger] that does what its [Main] does)."""
    effect = source.definition.effect_of(current.params["effect"])
    if effect is None:
        return
    if effect.cost and not may_activate(game, source, effect):  # 8-3-1-3: not paid at all, so it does not resolve
        game.log("cost_unpayable", ("8-3-1-3",), card=source.iid)
        return
    rules = (*frame.rules, KIND_RULES[effect.kind], *_ACTIVATED_BY_AN_EFFECT.get(effect.kind, ()))
    start(game, source, effect, frame.controller, rules)


def _main_activatable(game: GameCore, source: Card, card: Card, wanted: Filter) -> bool:
    """An Event of the hand whose [Main] an effect may activate now: it matches, its conditions hold and the
    activation cost of its [Main] can be paid in full (8-4-1-1, 8-3-1-3); one without a [Main] never is."""
    if card.definition.category != "event" or not matches(game, source, card, wanted):
        return False
    main = card.definition.effect_of("main")  # 1.2.0 10-2-4-1-2: never its [Counter], which the text does not name
    return main is not None and condition_met(game, card, main.condition) and may_activate(game, card, main)


@effect_action("activate_event_from_hand")
def activate_event_from_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Activate up to N Events of your hand: each is trashed (8-4-2) and its [Main] resolves, the cost printed on
    the card unpaid but its effect's activation cost paid (official Q&A of OP12-041); "when you activate an Event"
    effects activate (8-5-4). A [Counter] is never activated so (1.2.0 10-2-4-1-2)."""
    me = game.state.players[frame.controller]
    picked = frame.chosen.setdefault(index, [])
    if len(picked) < current.params["up_to"] and not frame.chosen.get(("done", index)):
        wanted = current.params.get("filter", Filter())
        options = [c.iid for c in me.hand if c.iid not in picked and _main_activatable(game, source, c, wanted)]
        if options:
            game.ask(
                frame.controller,
                "choose_card",
                (*options, None),
                "activate the [Main] of which Event of your hand (None: no more)?",
                ("8-4-4", "4-8-1", "1.2.0:10-2-3-1-1", "1.2.0:10-2-4-1-2"),
                context=(frame.id, index, "effect_step", index),
            )
            return
    rules = (*frame.rules, "10-2-3-1", "1.2.0:10-2-3-1-1", "1.2.0:10-2-4-1-2")
    for iid in picked:
        card = game.state.cards[iid]
        if card.area != HAND:
            continue
        game.move(card, TRASH, (*rules, "8-4-2"))
        game.log("event_activated", ("8-5-2",), card=iid)
        start(game, card, card.definition.effect_of("main"), frame.controller, rules)
        fire(game, "you_activate_event", card)  # 8-5-4: resolved after the Event's effect (8-6-3)


@effect_action("damage_opponents_leader")
def damage_opponents_leader(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Deal N damage to the opponent's leader (4-6-1, 4-6-2)."""
    rules = (*frame.rules, "4-6-1", "4-6-2")
    game.schedule(("damage", 1 - frame.controller, current.params["count"], False, rules))


@effect_action("win_game")
def win_game(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The effect's player wins the game while it resolves, and the game ends (1-2-5)."""
    game.end_game((frame.controller,), (*frame.rules, "1-2-5"))
