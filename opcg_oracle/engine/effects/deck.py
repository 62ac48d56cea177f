"""Effect actions on the deck: searching it (then shuffling), arranging its top cards, revealing its top card.

Each function is the action of one word of the effect language, found through `registry.EFFECT_ACTIONS`.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Filter, Step, Target
from opcg_oracle.engine.effects.conditions import matches
from opcg_oracle.engine.effects.moving import play_from_hand
from opcg_oracle.engine.effects.resolve import ask_again_later, filter_dict, targets, with_target
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import effect_action, task
from opcg_oracle.engine.setup import shuffle
from opcg_oracle.engine.state import CHARACTERS, DECK, HAND, Card, Frame

effect_action("play_from_deck")(play_from_hand)  # "play up to N ... from your deck": chosen by the player


@effect_action("deck_to_hand")
def deck_to_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Add up to N matching cards of your deck to your hand, revealing them (a search, 11-2-1)."""
    if index not in frame.chosen:
        wanted = Filter(**{**filter_dict(current.params.get("filter", Filter())), "owner": "you"})
        with_target(frame, index, current, Target(count=current.params["up_to"], up_to=True, filter=wanted))
        game.schedule(("choose", frame.id, index))
        return
    for card in targets(game, frame, index, frame.steps[index], source):
        if card.area == DECK:
            game.log("revealed", ("11-2-1",), card=card.iid)
            frame.revealed.append(card.iid)  # 11-2-1: shown to both players, text or no text, until 11-2-2
            game.move(card, HAND, frame.rules)


@effect_action("shuffle_deck")
def shuffle_deck(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Shuffle your deck (after a search, its order is unknown again)."""
    shuffle(game, frame.controller, (*frame.rules, "3-2-4"))


@effect_action("arrange_top")
def arrange_top(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Look at the top N (11-3) and put them back in any order, all on the top or all at the bottom of the deck,
    never split between the two (OP01-073, OP01-077, OP01-088 Q&A 1). The first card the player picks for the
    bottom sends them all there, each under the one before; picking none first keeps them all on top, and the
    player then orders them there, each above the one before (3-1-7)."""
    me = game.state.players[frame.controller]
    waiting_key = ("arranging", index)
    if waiting_key not in frame.chosen:
        looked = list(reversed(me.deck[-current.params["count"] :]))  # top first
        frame.chosen[waiting_key] = [c.iid for c in looked]
        game.log("looked", ("11-3-1", "11-3-2"), player=me.index, cards=[c.iid for c in looked])
    waiting = frame.chosen[waiting_key]
    while waiting:
        rounds = frame.chosen.setdefault(("arrange_round", index), [0])
        pick_key = ("arrange_pick", index, rounds[0])
        place = frame.chosen.get(("arrange_place", index))  # None until the first answer decides it
        if len(waiting) == 1 and place is not None:
            frame.chosen[pick_key] = list(waiting)
        if pick_key not in frame.chosen:
            if place is None:
                prompt, options = "put which card at the bottom first? (None: all go on top)", (*waiting, None)
            else:
                prompt, options = f"put which card on the {place} next?", tuple(waiting)
            game.ask(frame.controller, "choose_card", options, prompt, ("11-3-2", "3-1-7"),
                     context=(frame.id, pick_key, "effect_step", index))  # fmt: skip
            return
        rounds[0] += 1
        if frame.chosen.get(("done", pick_key)):  # none for the bottom: they all go on top
            frame.chosen[("arrange_place", index)] = "top"
            continue
        frame.chosen.setdefault(("arrange_place", index), "bottom")
        iid = frame.chosen[pick_key][0]
        waiting.remove(iid)
        card = game.state.cards[iid]
        if card.area == DECK:
            me.deck.remove(card)
            if frame.chosen[("arrange_place", index)] == "bottom":
                me.deck.insert(0, card)
            else:
                me.deck.append(card)
            game.log("to_" + frame.chosen[("arrange_place", index)], frame.rules, card=iid)


@effect_action("reveal_top_and_play")
def reveal_top_and_play(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Reveal the top card of the deck (11-2-1); if it matches, the player may play it (rested if told); it
    otherwise stays where it is."""
    me = game.state.players[frame.controller]
    if not me.deck:
        return
    top = me.deck[-1]
    key = ("play_revealed", index)
    if key not in frame.chosen:
        game.log("revealed", ("11-2-1",), card=top.iid)
        if top.definition.category != "character" or not matches(game, source, top, current.params["filter"]):
            return
        ask_again_later(game, frame, index, key, "use_effect", ("use", "decline"), "play the revealed card?", ("4-8",))
        return
    if frame.chosen[key] == "use" and top.area == DECK:
        then = (("rest_played", top.iid, top.moves + 1),) if current.params.get("rested") else ()
        game.schedule(("put_into_play", top.iid, frame.rules), *then)


@task("rest_played")
def rest_played(game: GameCore, iid: int, moves: int) -> None:
    """A card an effect plays rested is rested as it enters (before any of its [On Play] effects resolve)."""
    card = game.state.cards[iid]
    if card.moves == moves and card.area == CHARACTERS:
        card.rested = True
        game.log("rested", (), card=iid)
