"""Effect actions on secret cards of the other player: revealing cards of a hand, a hand card picked by the
opponent, Life cards sent to the deck. A card of a hand is picked among face-down cards (3-4-2): the engine offers
every card of it, whatever its face. A Life card that moves is the top one unless the text says otherwise (3-10-2).

Each function is the action of one word of the effect language, found through `registry.EFFECT_ACTIONS`.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Step
from opcg_oracle.engine.effects.moving import under_deck
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import effect_action
from opcg_oracle.engine.state import HAND, LIFE, TRASH, Card, Frame


def _pick(game: GameCore, frame: Frame, index: int, key: object, chooser: int, pool: list[Card], most: int,
          up_to: bool, prompt: str, rules: tuple[str, ...]) -> list[int] | None:  # fmt: skip
    """The cards chosen so far under `key`, once the choice is complete; None while the chooser is asked
    (the step runs again with the answer). "Choose N" takes as many as it can (8-4-4-1); "up to N" may stop."""
    picked = frame.chosen.setdefault(key, [])
    options = [c.iid for c in pool if c.iid not in picked]
    if len(picked) < most and options and not frame.chosen.get(("done", key)):
        stop = (None,) if up_to else ()
        game.ask(
            chooser, "choose_card", (*options, *stop), prompt, rules, context=(frame.id, key, "effect_step", index)
        )
        return None
    return picked


@effect_action("reveal_from_opponents_hand")
def reveal_from_opponents_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Choose N cards of the opponent's hand; the opponent reveals them (11-2-1). They become "that card"."""
    hand = game.state.players[1 - frame.controller].hand
    picked = _pick(game, frame, index, index, frame.controller, hand, current.params["count"], False,
                   "choose a card of your opponent's hand", ("8-4-4-1", "3-4-2"))  # fmt: skip
    if picked is None:
        return
    for iid in picked:
        game.log("revealed", (*frame.rules, "11-2-1"), card=iid, number=game.state.cards[iid].number)
        frame.revealed.append(iid)  # seen by both players until the effect has resolved (11-2-2)


@effect_action("opponent_picks_hand_to_trash")
def opponent_picks_hand_to_trash(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The opponent chooses N cards of your hand (face down to them); you trash them (10-2-14-1)."""
    hand = game.state.players[frame.controller].hand
    picked = _pick(game, frame, index, ("picked", index), 1 - frame.controller, hand, current.params["count"], False,
                   "choose a card of your opponent's hand: they trash it", ("8-4-4-1", "3-4-2"))  # fmt: skip
    if picked is None:
        return
    for iid in picked:
        card = game.state.cards[iid]
        if card.area == HAND:
            game.move(card, TRASH, (*frame.rules, "10-2-14-1"))


@effect_action("opponent_life_to_deck_bottom")
def opponent_life_to_deck_bottom(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Put up to N of the opponent's Life cards at the bottom of their deck (4-8): the text names no Life card, so
    each is the top one not yet picked (3-10-2); the player may stop at any number, 0 included (8-4-4-1)."""
    owner = game.state.players[1 - frame.controller]
    picked = frame.chosen.get(("life", index), [])
    top = [c for c in reversed(owner.life) if c.iid not in picked][:1]
    picked = _pick(game, frame, index, ("life", index), frame.controller, top, current.params["up_to"], True,
                   "put the top Life card of your opponent under their deck? (None: no more)",
                   ("4-8-1", "3-10-2"))  # fmt: skip
    if picked is None:
        return
    for iid in picked:
        card = game.state.cards[iid]
        if card.area == LIFE:
            under_deck(game, card, frame.rules)
            game.log("to_bottom", frame.rules, card=iid)
