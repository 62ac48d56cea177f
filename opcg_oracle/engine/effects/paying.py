"""Effect steps that pay an activation cost (8-3-1) or ask whether to use a "may" effect (8-1-2).

Each function is the action of one step word, found through `registry.EFFECT_ACTIONS`; `costs.cost_steps`
turns an effect's cost into these steps.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Filter, Step, Target
from opcg_oracle.engine.effects.auto import fire
from opcg_oracle.engine.effects.conditions import condition_met, matches
from opcg_oracle.engine.effects.costs import cost_cut_short, cost_payable, pays_partly
from opcg_oracle.engine.effects.don import leave_kept
from opcg_oracle.engine.effects.moving import under_deck
from opcg_oracle.engine.effects.permanent import cost_replacements
from opcg_oracle.engine.effects.resolve import ask_again_later, targets, with_target
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import answer, effect_action
from opcg_oracle.engine.state import CHARACTERS, FIELD_AREAS, HAND, TRASH, Card, Decision, Frame


@effect_action("pay_rest_don")
def pay_rest_don(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Rest N active DON!! (①), unless another effect replaces the payment (8-3-1-7)."""
    me = game.state.players[frame.controller]
    count = current.params["count"]
    if me.don_active < count:
        if pays_partly(game) and me.don_active:  # 1.2.0 8-3-1-3-1: rest what there is
            game.log("cost_paid", ("8-3-1-5", "1.2.0:8-3-1-3-1"), player=me.index, don_rested=me.don_active)
            me.don_rested += me.don_active
            me.don_active = 0
        cost_cut_short(game, frame, source)  # 8-3-1-3
        return
    key = ("replace", index)
    if key not in frame.chosen:
        options = cost_replacements(game, frame.controller)
        if options:  # 8-3-1-7: another effect may replace paying this cost
            owner = game.state.cards[options[0][0]].owner
            game.ask(
                owner,
                "replace_cost",
                (*options, None),
                "replace the payment of this cost (None: do not)?",
                ("8-3-1-7", "8-1-3-5-1"),
                context=(frame.id, key),
            )  # the replacement's owner decides
            game.schedule(("effect_step", frame.id, index))
            return
        frame.chosen[key] = None
    if frame.chosen[key] is not None:
        me.don_active -= count
        me.don_deck += count
        frame.stopped = True  # 8-3-1-7: the cost was not paid as written, so nothing after ":" resolves
        game.log("cost_replaced", ("8-3-1-7",), player=me.index, by=frame.chosen[key][0], don_returned=count)
        return
    me.don_active -= count
    me.don_rested += count
    game.log("cost_paid", ("8-3-1-5",), player=me.index, don_rested=count)


@effect_action("return_paid_don")
def return_paid_don(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The replacement's own text does nothing more: returning the DON!! is done where the cost is paid."""


@effect_action("pay_don_minus")
def pay_don_minus(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """8-3-1-6, 10-2-10-1: return N DON!! of the field to the DON!! deck, chosen one at a time."""
    me = game.state.players[frame.controller]
    returned = frame.chosen.setdefault(index, [])
    if len(returned) >= current.params["count"]:
        _don_returned_once(game, frame, index)
    else:
        options = []
        if me.don_active:
            options.append("active")
        if me.don_rested > me.don_kept:
            options.append("rested")
        if me.don_kept:  # a rested DON!! an effect applies to is told apart: the effect leaves it (1.2.0 3-1-6-1)
            options.append("kept_rested")
        options.extend(c.iid for c in (me.leader, *me.characters) if c.don)
        if not options:  # those returned stay returned (1.2.0 8-3-1-3-1: paid as far as it can be)
            if returned:
                _don_returned_once(game, frame, index)
            cost_cut_short(game, frame, source)
            return
        game.ask(
            frame.controller,
            "don_to_return",
            tuple(options),
            "return which DON!! to the DON!! deck?",
            ("8-3-1-6", "10-2-10-1"),
            context=(frame.id, index),
        )
        return


@answer("don_to_return")
def don_returned(game: GameCore, decision: Decision, choice: object) -> None:
    """One DON!! chosen for DON!! −N goes back to the DON!! deck (8-3-1-6)."""
    frame_id, index = decision.context
    frame = game.state.frames[frame_id]
    me = game.state.players[frame.controller]
    if choice == "active":
        me.don_active -= 1
    elif choice == "rested":
        me.don_rested -= 1
    elif choice == "kept_rested":
        me.don_rested -= 1
        leave_kept(game, me, 1)
    else:
        game.state.cards[choice].don -= 1
    me.don_deck += 1
    frame.chosen[index].append(choice)
    game.log("don_returned_to_deck", ("8-3-1-6",), player=me.index)
    game.schedule(("effect_step", frame_id, index))


def _don_returned_once(game: GameCore, frame: Frame, index: int) -> None:
    """The N DON!! a DON!! −N cost returned go back as one event (8-3-1-6 and 10-2-10-1: choose N and return
    them, one instruction; 8-4-1-3: the cost is paid as a whole): "when your DON!! are returned" effects
    activate once for it (8-1-3-1: once per event), not once per card."""
    if frame.chosen.get(("don_returned_event", index)):
        return
    frame.chosen[("don_returned_event", index)] = True
    fire(game, "your_don_returned", game.state.players[frame.controller].leader)


@effect_action("confirm_cost")
def confirm_cost(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """8-3-1-4: a player may choose not to pay an optional cost; then the effect does not resolve."""
    if index not in frame.chosen and not cost_payable(game, source, frame.effect):
        frame.stopped = True  # 8-3-1-3: a cost that cannot be paid in full is not paid at all; nothing to ask
        game.log("cost_unpayable", ("8-3-1-3", "8-3-1-4"), card=source.iid)
        return
    if index not in frame.chosen:
        ask_again_later(
            game, frame, index, index, "pay_cost", ("pay", "decline"), "pay the optional cost?", ("8-3-1-4",)
        )
        return
    if frame.chosen[index] == "decline":
        frame.stopped = True  # not activated, so a [Once Per Turn] is not used up (OP03-076 Q&A 1)
        game.log("cost_declined", ("8-3-1-4",), card=source.iid)
    elif frame.effect.once_per_turn and frame.effect in source.definition.effects:
        source.once_used.add(source.definition.effects.index(frame.effect))  # paying it activates it (10-2-13-1)


@effect_action("confirm_use")
def confirm_use(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """8-1-2: an effect that says "may" ("できる") can be left unactivated. When every step after it has an "if" that
    is not met now, nothing could happen: nothing is asked and the effect stops (8-3-3; Crocodile's draw with a
    hand of 4 at most, checked as it resolves: OP01-062 Q&A 2)."""
    after = frame.steps[index + 1 :]
    if (
        index not in frame.chosen
        and after
        and all(s.condition is not None and not condition_met(game, source, s.condition) for s in after)
    ):
        frame.stopped = True
        game.log("condition_unmet", ("8-3-3",), card=source.iid)
        return
    if index not in frame.chosen:
        ask_again_later(game, frame, index, index, "use_effect", ("use", "decline"), "use this effect?", ("8-1-2",))
        return
    if frame.chosen[index] == "decline":
        frame.stopped = True  # not activated, so a [Once Per Turn] is not used up (10-2-13-3)
    elif frame.effect.once_per_turn:
        source.once_used.add(source.definition.effects.index(frame.effect))  # 10-2-13-1


@effect_action("pay_rest_self")
def pay_rest_self(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Rest this card as a cost."""
    if source.rested or source.area not in FIELD_AREAS:
        cost_cut_short(game, frame, source)
        return
    source.rested = True
    game.log("rested", ("8-3-1",), card=source.iid)


@effect_action("pay_life_to_hand")
def pay_life_to_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Add the top N cards of your Life to your hand as a cost (not damage: no [Trigger], 3-10-2)."""
    me = game.state.players[frame.controller]
    short = len(me.life) < current.params["count"]
    if short and not pays_partly(game):
        cost_cut_short(game, frame, source)  # 8-3-1-3
        return
    for _ in range(min(current.params["count"], len(me.life))):  # 1.2.0 8-3-1-3-1: as many as there are
        top = me.life[-1]
        game.move(top, HAND, ("8-3-1",))
        fire(game, "your_life_to_hand", top)
    if short:
        cost_cut_short(game, frame, source)


@effect_action("pay_hand_to_deck_bottom")
def pay_hand_to_deck_bottom(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Put N chosen cards of your hand at the bottom of your deck as a cost (8-3-1)."""
    if index not in frame.chosen:
        target = Target(count=current.params["count"], filter=Filter(owner="you", other=True))
        with_target(frame, index, current, target)
        game.schedule(("choose", frame.id, index))
        return
    chosen = [c for c in targets(game, frame, index, frame.steps[index], source) if c.area == HAND]
    short = len(chosen) < current.params["count"]
    if not short or pays_partly(game):  # 1.2.0 8-3-1-3-1: what can be paid is paid
        for card in chosen:
            under_deck(game, card, ("8-3-1",))
    if short:
        cost_cut_short(game, frame, source)  # 8-3-1-3


@effect_action("pay_rest_characters")
def pay_rest_characters(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Rest N chosen active Characters of yours as a cost (8-3-1)."""
    chosen = [c for c in targets(game, frame, index, current, source) if c.area == CHARACTERS and not c.rested]
    short = len(chosen) < current.params["count"]
    if not short or pays_partly(game):  # 1.2.0 8-3-1-3-1: what can be paid is paid
        for card in chosen:
            card.rested = True
            game.log("rested", ("8-3-1",), card=card.iid)
    if short:
        cost_cut_short(game, frame, source)  # 8-3-1-3


@effect_action("pay_return_characters")
def pay_return_characters(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Return N chosen Characters of yours to your hand as a cost (8-3-1)."""
    chosen = [c for c in targets(game, frame, index, current, source) if c.area == CHARACTERS]
    short = len(chosen) < current.params["count"]
    if not short or pays_partly(game):  # 1.2.0 8-3-1-3-1: what can be paid is paid
        for card in chosen:
            game.move(card, HAND, ("8-3-1",))
    if short:
        cost_cut_short(game, frame, source)  # 8-3-1-3


@effect_action("pay_trash_character_or_hand")
def pay_trash_character_or_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Trash 1 of your Characters the filter names, or 1 card of your hand: one card, the payer's pick (8-3-1)."""
    s = game.state
    me = s.players[frame.controller]
    chosen = frame.chosen.get(index)
    if not chosen:
        wanted = current.params["filter"]
        options = [c.iid for c in me.characters if matches(game, source, c, wanted)]
        options += [c.iid for c in me.hand if c is not source]
        if not options:
            frame.stopped = True  # 8-3-1-3: the cost cannot be paid, so nothing after ":" resolves
            return
        game.ask(
            frame.controller,
            "choose_card",
            tuple(options),
            "choose a card (trash a Character or a card of your hand, to pay the cost)",
            ("8-4-1-3", "8-3-1"),
            context=(frame.id, index, "effect_step", index),
        )
        return
    card = s.cards[chosen[0]]
    if card.area in (CHARACTERS, HAND) and card.owner == frame.controller:
        game.move(card, TRASH, (*frame.rules, "8-3-1"))
