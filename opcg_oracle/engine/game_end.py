"""How a game ends: defeat judgement in rule processing (9-2, 1-2-1), concession (1-2-3), and
infinite loops (11-1) that nobody can stop (the ones a player can stop are in `loops`)."""

from __future__ import annotations

from opcg_oracle.cards.effects import Effect
from opcg_oracle.engine.actions import ACCEPTED, Accepted, Refused
from opcg_oracle.engine.effects.conditions import condition_met
from opcg_oracle.engine.effects.permanent import cards_with, is_negated
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.state import GameState


def rule_processing(game: GameCore) -> None:
    """9-2: every player who meets a defeat condition loses, all together."""
    s = game.state
    if s.game_over:
        return
    first, second = s.players
    if first.deck and second.deck and not (first.took_damage_at_zero_life or second.took_damage_at_zero_life):
        return  # the common case, checked after every draw: nobody loses
    losers = [p.index for p in s.players if p.took_damage_at_zero_life or not p.deck]
    instead = [index for index in losers if loss_replacement(game, index)]  # 8-1-3-5: "instead of losing, win"
    for index in losers:
        if index in instead:
            continue
        rule = "9-2-1-1" if s.players[index].took_damage_at_zero_life else "9-2-1-2"
        game.log("defeated", (rule, "9-2-1", "1-2-2"), player=index)
    if instead:  # 1-2-5: the player wins while the replacement is carried out, whoever else lost
        end_game(game, winners=tuple(instead), rules=("8-1-3-5", "1-2-5", "9-2-1"))
        return
    end_game(game, winners=tuple(p for p in (0, 1) if p not in losers), rules=("1-2-1", "9-2-1"))


def loss_replacement(game: GameCore, index: int) -> Effect | None:
    """The replacement effect of this player's cards (`replacement: lose`) that replaces their defeat with a win
    (8-1-3-5), if any: it must cover every defeat condition they meet (9-2-1-1, 9-2-1-2), and it is carried out at
    once, nobody asked (9-1-2). A concession is never judged here, so never replaced (1.2.0 1-2-4)."""
    if not cards_with(game, "replacement"):
        return None  # the common case: no card of this game has a replacement effect
    player = game.state.players[index]
    met = {"damage_at_zero_life"} if player.took_damage_at_zero_life else set()
    if not player.deck:
        met.add("deck_at_zero")
    for source in player.field_cards():
        if is_negated(game, source):
            continue
        for effect in source.definition.effects:
            if effect.kind != "replacement" or effect.replaces != "lose":
                continue
            if not condition_met(game, source, effect.condition) or (effect.defeat and met != {effect.defeat}):
                continue
            game.state.relies_on_text(source)
            game.log("replaced", ("8-1-3-5", "8-1-3-5-4", "1-2-5"), player=index, by=source.iid)
            return effect
    return None


def end_game(game: GameCore, winners: tuple[int, ...], rules: tuple[str, ...]) -> None:
    """The game is over: no decision or work is left (1-2-1)."""
    s = game.state
    s.game_over = True
    s.winners = winners
    s.result = "win" if winners else "draw"
    s.decision = None
    s.tasks.clear()
    s.pending_autos.clear()
    game.log("game_over", rules, winners=list(winners), result=s.result)


def concede(game: GameCore, player: int) -> Accepted | Refused:
    """1-2-3: a player may concede at any moment, and loses (1-2-4)."""
    if player not in (0, 1):
        return Refused(f"there is no player {player}", ("1-1-1",))
    game.log("conceded", ("1-2-3",), player=player)
    end_game(game, winners=(1 - player,), rules=("1-2-3", "1-2-4"))
    return ACCEPTED


def position_signature(s: GameState, with_modifiers: bool = True) -> tuple:
    """Everything that makes two moments of a game the same position with the same work ahead (11-1-1).

    The same cards in every area (11-1-1-2), the same work waiting: numbers that only count (effect
    frame ids, how often a card has moved) are left out, or a loop would never look like itself.
    with_modifiers=False leaves out the continuous changes too, as 11-1-1-2 compares only the cards.
    """
    cards = tuple((c.iid, c.area, c.rested, c.don) for c in s.cards.values())
    counts = tuple(
        (p.don_deck, p.don_active, p.don_rested, p.don_kept, tuple(c.iid for c in p.deck)) for p in s.players
    )
    work = tuple((task[0], *(a for a in task[1:] if not isinstance(a, int))) for task in s.tasks)
    autos = tuple(tuple((owner, iid, index) for owner, iid, _moves, index in batch) for batch in s.pending_autos)
    return cards, counts, work, autos, len(s.modifiers) if with_modifiers else None


def infinite_loop(game: GameCore) -> None:
    """11-1-1-1: mandatory work repeats the same position and nobody can stop it: the game is a draw."""
    game.log("infinite_loop", ("11-1-1", "11-1-1-1"))
    end_game(game, winners=(), rules=("11-1-1-1",))
