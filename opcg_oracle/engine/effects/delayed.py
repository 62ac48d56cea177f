"""Delayed effects: an effect resolved now whose steps are carried out "at the end of this turn" (6-6-1-2).

"Then, set up to 1 of your DON!! cards as active at the end of this turn": the effect resolves in the Main Phase
and leaves a continuous effect waiting (8-1-4-2) that the End Phase carries out. The word `at_end_of_turn` keeps
it on the controller as a `PlayerEffect`; `turn` carries it out when its step of the End Phase comes.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Effect, Step
from opcg_oracle.engine.effects.resolve import start
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import answer, effect_action, task
from opcg_oracle.engine.state import Card, Decision, Frame, PlayerEffect

DELAYED = "at_end_of_turn"  # the kind of the PlayerEffect a delayed effect waits as


@effect_action("at_end_of_turn")
def at_end_of_turn(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Leave the steps waiting until the End Phase of this turn; they are still the source card's effect."""
    effects = source.definition.effects
    number = effects.index(frame.effect) if frame.effect in effects else 0
    params = {"source": source.iid, "effect": number, "steps": current.params["do"], "rules": frame.rules}
    game.state.player_effects.append(PlayerEffect(DELAYED, frame.controller, params, "end_phase", frame.controller))
    game.log("delayed_effect", (*frame.rules, "1.2.0:8-1-4-2"), card=source.iid, player=frame.controller)


def waiting(game: GameCore, player: int) -> list[PlayerEffect]:
    """The player's delayed effects still to carry out this turn."""
    return [e for e in game.state.player_effects if e.kind == DELAYED and e.controller == player]


@task("delayed_effects")
def delayed_effects(game: GameCore, player: int, rules: tuple[str, ...]) -> None:
    """Carry out the player's delayed effects one at a time, in the order the player chooses if there are several."""
    mine = waiting(game, player)
    if not mine:
        return
    if len(mine) > 1:
        options = tuple(dict.fromkeys((e.params["source"], e.params["effect"]) for e in mine))
        if len(options) > 1:
            prompt = "which of your effects resolves next?"
            game.ask(player, "effect_order", options, prompt, rules, context=("delayed_effect_order", rules))
            return
    _carry_out(game, mine[0], rules)


@answer("delayed_effect_order")
def delayed_chosen(game: GameCore, decision: Decision, choice: tuple) -> None:
    """The player picked which delayed effect is carried out next (an `effect_order` decision, see `auto`)."""
    rules = decision.context[1]
    chosen = next(e for e in waiting(game, decision.player) if (e.params["source"], e.params["effect"]) == choice)
    _carry_out(game, chosen, rules)


def _carry_out(game: GameCore, delayed: PlayerEffect, rules: tuple[str, ...]) -> None:
    game.state.player_effects.remove(delayed)
    game.schedule(("delayed_effects", delayed.controller, rules))  # then the player's next one, if any
    source = game.state.cards[delayed.params["source"]]
    effect = Effect("auto", steps=delayed.params["steps"])
    start(game, source, effect, delayed.controller, (*rules, "1.2.0:8-1-4-2"))
