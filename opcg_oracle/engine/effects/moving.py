"""Effect actions that move cards between areas (3-1, 4-5 draw, 10-2-1 K.O., 11-3 looking at cards).

Each function is the action of one word of the effect language, found through `registry.EFFECT_ACTIONS`.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Filter, Step, Target
from opcg_oracle.engine.effects.conditions import matches
from opcg_oracle.engine.effects.costs import cost_cut_short, pays_partly
from opcg_oracle.engine.effects.permanent import removal_forbidden, replacements
from opcg_oracle.engine.effects.resolve import (
    areas_of,
    ask_again_later,
    filter_dict,
    targets,
    that_cards,
    with_target,
)
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import answer, effect_action, task
from opcg_oracle.engine.state import CHARACTERS, DECK, HAND, LIFE, STAGE, TRASH, Card, Decision, Frame


@effect_action("draw")
def draw(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Draw N cards (4-5-3); "draw up to N" asks before each card whether to go on (4-5-4, 4-8-2). The source card
    remembers the turn it drew a card, for texts such as "if you have not drawn a card with this card's effect"."""
    hand = game.state.players[frame.controller].hand
    held = len(hand)
    if "up_to" not in current.params:
        game.draw(frame.controller, current.params["count"], (*frame.rules, "4-5-3"))
        if len(hand) > held:
            source.drew = (game.state.turn, source.moves)
        return
    drawn = frame.chosen.get(("drawn", index), 0)
    while drawn < current.params["up_to"] and not game.state.game_over:  # 4-5-4-3: until N cards are drawn
        key = ("draw_more", index, drawn)
        if key not in frame.chosen:  # 4-5-4-1: before each card the player may end the action
            ask_again_later(game, frame, index, key, "use_effect", ("use", "decline"), "draw 1 card?", ("4-5-4-1",))
            return
        if frame.chosen[key] != "use":
            return
        game.draw(frame.controller, 1, (*frame.rules, "4-5-4-2", "4-8-2"))
        if len(hand) > held:
            source.drew = (game.state.turn, source.moves)
        drawn += 1
        frame.chosen[("drawn", index)] = drawn


@effect_action("play")
def play(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Play the chosen Characters or Stages."""
    for card in targets(game, frame, index, current, source):
        if card.definition.category in ("character", "stage"):
            game.schedule(("put_into_play", card.iid, frame.rules))


@effect_action("play_from_hand", "play_from_trash")
def play_from_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Play N (or up to N) matching Characters or Stages from the hand (revealed, 2-7-2) or the trash."""
    if index not in frame.chosen:
        chosen = current.params.get("filter", Filter())
        # only Characters and Stages are played (3-7, 3-8); "a Character card" keeps its category (2-2-4-2)
        playable = tuple(c for c in chosen.category if c in ("character", "stage")) or ("character", "stage")
        unlike = current.params.get("color_unlike") and that_cards(game, frame, index)
        if current.params.get("color_unlike") and not unlike:
            return  # "of a color different from that card": with no such card there is nothing to compare with
        colors_not = tuple({color for card in unlike or () for color in card.definition.colors})
        exact = "count" in current.params  # "play 1": one if possible (8-4-4-1); "play up to 1": 0 or 1 (4-8)
        target = Target(
            count=current.params["count" if exact else "up_to"],
            up_to=not exact,
            filter=Filter(**{**filter_dict(chosen), "owner": "you", "category": playable, "colors_not": colors_not}),
        )
        with_target(frame, index, current, target)
        game.schedule(("choose", frame.id, index))
        return
    origin = areas_of(current.word)[0]
    for card in targets(game, frame, index, frame.steps[index], source):
        if card.area == origin:
            if origin == HAND:
                game.log("revealed", ("2-7-2",), card=card.iid)
            rested = (("rest_played", card.iid, card.moves + 1),) if current.params.get("rested") else ()
            game.schedule(("put_into_play", card.iid, frame.rules), *rested)


@effect_action("ko")
def ko(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """K.O. the chosen Characters (10-2-1-1)."""
    for card in targets(game, frame, index, current, source):
        if card.area == CHARACTERS:
            game.ko(card, (*frame.rules, "10-2-1-1"), ("ko", frame.id, index))  # one situation (8-1-3-5)


@effect_action("return_to_hand")
def return_to_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Return the chosen Characters or Stages to their owner's hand."""
    for card in targets(game, frame, index, current, source):
        if card.area in (CHARACTERS, STAGE) and _may_remove(game, frame, card, "hand"):
            game.move(card, HAND, frame.rules)


@effect_action("trash")
def trash(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Put the chosen cards of the field into their owner's trash: trashed, not K.O.'d (10-2-1-3)."""
    for card in targets(game, frame, index, current, source):
        if card.area in (CHARACTERS, STAGE) and _may_remove(game, frame, card, "trash"):
            game.move(card, TRASH, frame.rules)


def _may_remove(game: GameCore, frame: Frame, card: Card, to: str) -> bool:
    """Whether the effect moves the card off the field now: not when a prohibition keeps it there against this
    player's effects (1.2.0 4-11-2: a return to the hand or the deck removes it as a K.O. does; 1-3-3), nor when a
    replacement effect could replace its removal: the `remove` task then asks first (1.2.0 8-1-3-4, 8-1-3-4-2)."""
    if removal_forbidden(game, card, frame.controller):
        game.log("removal_prevented", ("1-3-3", "1.2.0:4-11-2"), card=card.iid)
        return False
    if replacements(game, card, "removal"):
        game.schedule(("remove", card.iid, card.moves, to, frame.rules, 0))
        return False
    return True


@effect_action("to_deck")
def to_deck(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Put the chosen Characters or Stages into their owner's deck (at the bottom unless told). Several going to
    the bottom of one deck go there together, in the order their owner picks (3-1-7; see `bottom_order`)."""
    cards = [
        c
        for c in targets(game, frame, index, current, source)
        if c.area in (CHARACTERS, STAGE)
        and _may_remove(game, frame, c, "deck_" + current.params.get("place", "bottom"))
    ]
    bottom = current.params.get("place", "bottom") == "bottom"
    if bottom and len(cards) > 1:
        turn_player = game.state.turn_player
        orders = []
        for owner in (turn_player, 1 - turn_player):  # each owner orders their own cards, the turn player first
            theirs = [c.iid for c in cards if c.owner == owner]
            if theirs:
                frame.chosen[("bottom", index, owner)] = theirs
                orders.append(("bottom_order", frame.id, ("bottom", index, owner)))
        game.schedule(*orders)
        return
    for card in cards:
        if bottom:
            under_deck(game, card, frame.rules)
        else:
            game.move(card, DECK, frame.rules)


def under_deck(game: GameCore, card: Card, rules: tuple[str, ...]) -> None:
    """Move a card to the bottom of its owner's deck (a moved card lands on top; the deck lists its bottom first)."""
    game.move(card, DECK, rules)
    deck = game.state.players[card.owner].deck
    deck.remove(card)
    deck.insert(0, card)


@effect_action("add_to_life")
def add_to_life(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Add the top N cards of the deck to the top of Life (face down unless told)."""
    me = game.state.players[frame.controller]
    for _ in range(current.params["count"]):
        if not me.deck:
            break  # 1-3-2
        card = me.deck[-1]
        game.move(card, LIFE, frame.rules)
        card.face_up = current.params.get("face_up", False)  # 3-10-2-1


@effect_action("trash_life")
def trash_life(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Trash the top N cards of Life: not damage, so no [Trigger] (3-10-2)."""
    me = game.state.players[frame.controller]
    for _ in range(current.params["count"]):
        if me.life:
            game.move(me.life[-1], TRASH, frame.rules)


@effect_action("trash_deck_top")
def trash_deck_top(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Trash the top N cards of the deck, one at a time: the last one leaves the deck at 0, which rule processing
    judges at once (9-1-2, 9-2-1-2), and the game may end before the rest of the effect."""
    deck = game.state.players[frame.controller].deck
    for _ in range(current.params["count"]):
        if not deck or game.state.game_over:
            return
        game.move(deck[-1], TRASH, frame.rules)


@effect_action("trash_from_hand")
def trash_from_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Trash N chosen cards from the hand (10-2-14-1); as a cost, too few stops the effect (8-3-1-3)."""
    me = game.state.players[frame.controller]
    if index not in frame.chosen:
        wanted = {**filter_dict(current.params.get("filter", Filter())), "owner": "you", "other": True}
        with_target(frame, index, current, Target(count=current.params["count"], filter=Filter(**wanted)))
        game.schedule(("choose", frame.id, index))
        return
    chosen = targets(game, frame, index, frame.steps[index], source)
    short = current.params.get("cost") and len(chosen) < current.params["count"]
    if not short or pays_partly(game):  # 1.2.0 8-3-1-3-1: a cost short of cards is paid as far as it can be
        for card in chosen:
            if card in me.hand:
                game.move(card, TRASH, (*frame.rules, "10-2-14-1"))
    if short:
        cost_cut_short(game, frame, source)  # 8-3-1-3: nothing after ":" resolves


@effect_action("each_player_draws")
def each_player_draws(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Both players draw N, the turn player first (1-3-11)."""
    turn_player = game.state.turn_player
    for player in (turn_player, 1 - turn_player):
        game.draw(player, current.params["count"], (*frame.rules, "1-3-11", "4-5-3"))


@effect_action("trash_to_hand")
def trash_to_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Add the chosen cards of the trash (a public area, 3-1-5) to their owner's hand."""
    for card in targets(game, frame, index, current, source):
        if card.area == TRASH:
            game.move(card, HAND, frame.rules)


@effect_action("to_hand")
def to_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Add the chosen cards of the areas the step names to their owner's hand; one on the field is removed from it,
    so a prohibition or a replacement of that removal counts (1.2.0 4-11-2)."""
    for card in targets(game, frame, index, current, source):
        if card.area in current.params["from"] and (card.area == TRASH or _may_remove(game, frame, card, "hand")):
            game.move(card, HAND, frame.rules)


@effect_action("each_player_trashes_from_hand")
def each_player_trashes_from_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Both players choose cards of their hand to trash: the turn player first (1-3-4), then they act (1-3-11)."""
    s = game.state
    _players_trash(game, frame, index, current, (s.turn_player, 1 - s.turn_player))


@effect_action("opponent_trashes_from_hand")
def opponent_trashes_from_hand(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The opponent chooses N cards of their own hand and trashes them (the player who acts chooses, 1-3-4)."""
    _players_trash(game, frame, index, current, (1 - frame.controller,))


def _players_trash(game: GameCore, frame: Frame, index: int, current: Step, order: tuple[int, ...]) -> None:
    """Each player in order chooses cards of their hand; then all are trashed (1-3-11)."""
    s = game.state
    for player in order:
        key = ("each", index, player)
        picked = frame.chosen.setdefault(key, [])
        hand = [c.iid for c in s.players[player].hand if c.iid not in picked]
        if len(picked) < current.params["count"] and hand:
            game.ask(
                player,
                "choose_card",
                tuple(hand),
                "trash which card from your hand?",
                ("1-3-4", "10-2-14-1"),
                context=(frame.id, key, "effect_step", index),
            )
            return
    for player in order:
        for iid in frame.chosen[("each", index, player)]:
            game.move(s.cards[iid], TRASH, (*frame.rules, "1-3-11", "10-2-14-1"))


@effect_action("look_life")
def look_life(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Look at the top N Life cards, face up or face down alike; they stay where and as they are (3-10-3):
    only the player of the effect sees them, while the effect resolves (11-3-1)."""
    life = game.state.players[frame.controller].life
    looked = list(reversed(life[-current.params["count"] :]))  # top first
    frame.seen.extend(c.iid for c in looked)
    game.log("looked", ("3-10-3", "11-3-1"), player=frame.controller, cards=[c.iid for c in looked])


@effect_action("look_top")
def look_top(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Look at the top N (11-3), take up to some matching ones (revealed, 11-2-1) into the hand or into play, the
    rest to the bottom or, when the text says nothing of them, left where they are (11-3-3)."""
    me = game.state.players[frame.controller]
    take: Target = current.params["take"]
    if not frame.looked:
        frame.looked = list(reversed(me.deck[-current.params["count"] :]))  # top first
        frame.seen.extend(c.iid for c in frame.looked)
        game.log("looked", ("11-3-1", "11-3-2"), player=me.index, cards=[c.iid for c in frame.looked])
    taken = frame.chosen.setdefault(index, [])
    options = [
        c.iid for c in frame.looked if c.iid not in taken and c.area == DECK and matches(game, source, c, take.filter)
    ]
    if len(taken) < take.count and options and not frame.chosen.get(("done", index)):
        game.ask(
            frame.controller,
            "choose_card",
            (*options, None),
            "take which card? (None: no more)",
            ("8-4-4-4", "4-8-1"),
            context=(frame.id, index, "effect_step"),
        )
        return
    then: list[tuple] = []  # what follows, in the text's order: the cards played first, then the rest ordered
    for iid in taken:
        card = game.state.cards[iid]
        game.log("revealed", ("11-2-1",), card=iid)
        frame.revealed.append(iid)
        if current.params.get("take_to") == "play":  # "play up to N of them": played straight from the deck
            then.append(("put_into_play", iid, (*frame.rules, "8-4-4-4")))
        else:
            game.move(card, HAND, (*frame.rules, "8-4-4-4"))
    rest = [c for c in frame.looked if c.area == DECK and c.iid not in taken]
    frame.looked = []
    if rest and current.params.get("rest") == "unchanged":  # 11-3-3: never moved (11-3-2), so they stay as they were
        game.log("looked_returned", ("11-3-3",), player=me.index, cards=[c.iid for c in rest])
    elif rest:
        frame.chosen[("bottom", index)] = [c.iid for c in rest]
        then.append(("bottom_order", frame.id, ("bottom", index)))
    if then:
        game.schedule(*then)


@task("bottom_order")
def bottom_order(game: GameCore, frame_id: int, key: tuple) -> None:
    """Put the cards listed under `key` in the frame on the bottom of their owner's deck, in the order the owner
    picks, one card at a time (3-1-7). Cards looked at in the deck go there as they are picked. Cards from an open
    area stay where they are until the whole order is chosen and then go together, so the other player, who sees
    them leave, cannot learn the order from it (3-1-8)."""
    frame = game.state.frames.get(frame_id)
    if frame is None:
        return
    remaining = frame.chosen[key]
    if len(remaining) == 1:
        _to_bottom(game, frame, key, remaining.pop())
    elif remaining:
        game.ask(
            game.state.cards[remaining[0]].owner,
            "bottom_order",
            tuple(remaining),
            "which card goes to the bottom next?",
            ("3-1-7",),
            context=(frame.id, key),
        )
        return
    waiting = frame.chosen.pop(("waiting", key), ())
    for iid in waiting:  # in the order picked: each goes under the one before
        under_deck(game, game.state.cards[iid], (*frame.rules, "3-1-7", "3-1-8"))


@answer("bottom_order")
def bottom_chosen(game: GameCore, decision: Decision, iid: int) -> None:
    """The owner picked the next card for the bottom of the deck."""
    frame_id, key = decision.context
    frame = game.state.frames[frame_id]
    frame.chosen[key].remove(iid)
    _to_bottom(game, frame, key, iid)
    game.schedule(("bottom_order", frame_id, key))


def _to_bottom(game: GameCore, frame: Frame, key: tuple, iid: int) -> None:
    card = game.state.cards[iid]
    if card.area != DECK:  # from an open area: it waits for the others (3-1-8)
        frame.chosen.setdefault(("waiting", key), []).append(iid)
        return
    deck = game.state.players[card.owner].deck
    deck.remove(card)
    deck.insert(0, card)
    game.log("to_bottom", frame.rules, card=iid)
