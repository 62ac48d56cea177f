"""Effects that forbid or sweep: cards that cannot attack for a while, attacks limited to some targets (1-3-3),
and K.O.ing every Character that matches (10-2-1).

Each `effect_action` is the action of one word of the effect language, found through `registry.EFFECT_ACTIONS`;
`attack_target_allowed` is a question the battle asks (7-1-1-2).
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Step
from opcg_oracle.engine.effects.conditions import matches
from opcg_oracle.engine.effects.permanent import active_permanents, cards_with
from opcg_oracle.engine.effects.resolve import mark_chosen
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import effect_action
from opcg_oracle.engine.state import CHARACTERS, Card, Frame, PlayerEffect


@effect_action("cannot_attack")
def cannot_attack(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The chosen cards cannot attack for a while (1-3-3: a prohibition wins over what allows attacking)."""
    mark_chosen(game, frame, index, current, source, "cannot_attack", "1-3-3")


@effect_action("cannot_play")
def cannot_play(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """The controller cannot play cards matching the filter for a while: they may not pay such a card's cost from
    the hand to play it (1.2.0 4-7-2; 1-3-3: the prohibition wins)."""
    params = {"filter": current.params["filter"]}
    until = current.params.get("until", "turn")
    game.state.player_effects.append(PlayerEffect("cannot_play", frame.controller, params, until, frame.controller))
    game.log("restriction", (*frame.rules, "1.2.0:4-7-2"), player=frame.controller, restriction="cannot_play")


def play_forbidden(game: GameCore, player: int, card: Card) -> bool:
    """Whether an effect forbids the player to play this card from the hand now (1.2.0 4-7-2)."""
    return any(
        e.kind == "cannot_play" and e.player == player and matches(game, card, card, e.params["filter"])
        for e in game.state.player_effects
    )


@effect_action("no_don_active_by_characters")
def no_don_active_by_characters(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """During this turn the controller cannot set DON!! active with the effects of Characters (1-3-3)."""
    restriction = PlayerEffect("no_don_active_by_characters", frame.controller, {}, "turn", frame.controller)
    game.state.player_effects.append(restriction)
    game.log("restriction", (*frame.rules, "1-3-3"), player=frame.controller, restriction=restriction.kind)


@effect_action("ko_all")
def ko_all(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """K.O. every Character of both players that matches the filter, all at the same time (10-2-1-1)."""
    chosen = current.params["filter"]
    victims = [
        card
        for player in game.state.players
        for card in player.characters
        if card.area == CHARACTERS and matches(game, source, card, chosen)
    ]
    # 8-1-3-2: the K.O.s happen at once, so the auto effects they set off ([On K.O.], "when an opposing Character
    # is K.O.'d") meet their timings together: one batch, each player ordering their own, the turn player's first.
    game.schedule(("join_autos", len(game.state.pending_autos)))  # runs once every K.O. below is done
    for card in victims:
        game.ko(card, (*frame.rules, "10-2-1-1"), ("ko", frame.id, index))


def attack_target_allowed(game: GameCore, attacker: Card, target: Card) -> bool:
    """Whether no permanent effect of the target's side limits the attacker's opponent to other targets (1-3-3)."""
    if not cards_with(game, "attack_targets"):
        return True
    return all(
        matches(game, source, target, effect.attack_targets_only)
        for source, effect in active_permanents(game, "attack_targets")
        if effect.attack_targets_only is not None and source.owner != attacker.owner
    )
