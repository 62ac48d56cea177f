"""Effect actions on DON!! cards: give (6-5-5), set active or rest in the cost area, add from the DON!! deck.

Each function is the action of one word of the effect language, found through `registry.EFFECT_ACTIONS`.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Step
from opcg_oracle.engine.effects.resolve import ask_again_later, number_choice, targets
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import EFFECT_ACTIONS, effect_action
from opcg_oracle.engine.state import CHARACTERS, LEADER, Card, Frame, Player, PlayerEffect


@effect_action("give_don")
def give_don(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Give DON!! of the cost area (rested ones if the effect says so) to the chosen card (6-5-5-1)."""
    me = game.state.players[frame.controller]
    recipients = [
        c
        for c in targets(game, frame, index, current, source)
        if c.area in (LEADER, CHARACTERS) and c.owner == frame.controller
    ]
    rested = current.params.get("rested", False)
    available = me.don_rested if rested else me.don_active
    if "up_to" in current.params:  # "up to N DON!!": the player picks how many (4-8)
        most = min(current.params["up_to"], available) if recipients else 0
        count = number_choice(game, frame, index, ("count", index), most, "give how many DON!!?")
        if count is None:
            return
    else:
        count = current.params.get("count", 1)
    if rested and recipients and me.don_kept:  # which of the rested DON!! go: some an effect applies to?
        kept = kept_among(game, frame, index, me, min(count * len(recipients), me.don_rested), "given")
        if kept is None:
            return
        leave_kept(game, me, kept)
    for card in recipients:
        for _ in range(count):
            if rested and me.don_rested:
                me.don_rested -= 1
            elif not rested and me.don_active:
                me.don_active -= 1
            else:
                break  # 1-3-2: as many as possible
            card.don += 1
            game.log("don_given", (*frame.rules, "6-5-5-1"), player=me.index, card=card.iid, total=card.don)


def kept_among(game: GameCore, frame: Frame, index: int, owner: Player, count: int, what: str) -> int | None:
    """Of `count` rested DON!! of the owner's cost area about to be moved or set active, how many are DON!! an effect
    keeps rested (`Player.don_kept`): the player says so where both kinds could go (None while being asked)."""
    low, high = max(0, count - (owner.don_rested - owner.don_kept)), min(count, owner.don_kept)
    key = ("kept", index)
    if low == high:
        return low
    if key not in frame.chosen:
        prompt = f"how many of the DON!! {what} are ones an effect keeps rested?"
        numbers = tuple(range(low, high + 1))
        ask_again_later(game, frame, index, key, "choose_number", numbers, prompt, ("1.2.0:3-1-6-1",))
        return None
    return frame.chosen[key]


def leave_kept(game: GameCore, owner: Player, count: int, moved: bool = True) -> None:
    """`count` DON!! an effect kept rested leave the rested DON!! of the cost area: moved to another area, the effect
    no longer applies to them (1.2.0 3-1-6-1); set active, they are no longer told apart, as only rested ones are
    (were one rested again before the Refresh Phase, it would become active there: a limit of the counting)."""
    if count:
        owner.don_kept -= count
        rules = ("1.2.0:3-1-6-1",) if moved else ("6-2-4",)
        game.log("effect_ended", rules, player=owner.index, count=count, effect="don_kept_rested")


def _turn_don(game: GameCore, frame: Frame, index: int, player: int, up_to: int, to_active: bool) -> None:
    """Set up to N rested DON!! of a cost area active, or rest up to N active ones."""
    owner = game.state.players[player]
    most = min(up_to, owner.don_rested if to_active else owner.don_active)
    prompt = "set how many rested DON!! active?" if to_active else "rest how many active DON!!?"
    count = number_choice(game, frame, index, index, most, prompt)
    if not count:
        return
    if to_active and owner.don_kept:
        kept = kept_among(game, frame, index, owner, count, "set active")
        if kept is None:
            return
        leave_kept(game, owner, kept, moved=False)
    moved = count if to_active else -count
    owner.don_active += moved
    owner.don_rested -= moved
    game.log("don_set_active" if to_active else "don_rested", frame.rules, player=player, count=count)


@effect_action("set_don_active")
def set_don_active(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Set up to N of your rested DON!! active, unless an effect forbids doing so with this kind of card (1-3-3)."""
    if source.definition.category == "character" and any(
        e.kind == "no_don_active_by_characters" and e.player == frame.controller for e in game.state.player_effects
    ):
        game.log("prevented", (*frame.rules, "1-3-3"), player=frame.controller, action="set_don_active")
        return
    _turn_don(game, frame, index, frame.controller, current.params["up_to"], to_active=True)


@effect_action("rest_opponent_don")
def rest_opponent_don(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Rest up to N of the opponent's active DON!!."""
    _turn_don(game, frame, index, 1 - frame.controller, current.params["up_to"], to_active=False)


@effect_action("add_don")
def add_don(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Place N (or up to N, the player's choice: 4-8) DON!! from the DON!! deck into the cost area, active or
    rested; as many as there are (1-3-2)."""
    me = game.state.players[frame.controller]
    if "up_to" in current.params:
        count = number_choice(
            game, frame, index, index, min(current.params["up_to"], me.don_deck), "add how many DON!!?"
        )
        if count is None:
            return
    else:
        count = min(current.params["count"], me.don_deck)
    me.don_deck -= count
    if current.params.get("rested"):
        me.don_rested += count
    else:
        me.don_active += count
    if count:
        game.log("don_placed", frame.rules, player=me.index, count=count)


@effect_action("return_don")
def return_don(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Return N DON!! of the controller's field to the DON!! deck, each chosen as for DON!! −N (8-3-1-6), but as an
    action of the effect, not a cost: what cannot be returned is not (1-3-2)."""
    EFFECT_ACTIONS["pay_don_minus"](game, frame, index, current, source)


@effect_action("keep_opponents_don_rested")
def keep_opponents_don_rested(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The opponent's DON!! cards do not become active in their next Refresh Phase (the text over 6-2-4, 1-3-1)."""
    opponent = 1 - frame.controller
    frozen = PlayerEffect("don_stay_rested", opponent, {}, "next_refresh", frame.controller)
    game.state.player_effects.append(frozen)
    game.log("restriction", (*frame.rules, "1-3-1"), player=opponent, restriction=frozen.kind)


@effect_action("keep_rested_or_don")
def keep_rested_or_don(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Up to N of the opponent's rested Characters or rested DON!! cards do not become active in their next Refresh
    Phase (OP07-026; the text over 6-2-4, 1-3-1): the Characters are chosen first, then how many DON!! make up the
    rest. The effect applies to those DON!! cards only (1.2.0 3-1-6-1), counted apart in `Player.don_kept`."""
    opponent = game.state.players[1 - frame.controller]
    chosen = [c for c in targets(game, frame, index, current, source) if c.area == CHARACTERS and c.rested]
    most = min(current.params["target"].count - len(chosen), opponent.don_rested - opponent.don_kept)
    count = number_choice(game, frame, index, ("don", index), most, "keep how many rested DON!! rested?")
    if count is None:
        return
    for card in chosen:
        game.add_modifier(card, "keep_rested", True, "next_refresh", frame.controller, source.number)
        game.log("keeps_rested", (*frame.rules, "1-3-1"), card=card.iid)
    if count:
        opponent.don_kept += count
        game.log("don_kept_rested", (*frame.rules, "1-3-1"), player=opponent.index, count=count)
