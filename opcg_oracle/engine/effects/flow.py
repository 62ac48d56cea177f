"""Effect actions that start other work: run another effect of the card, deal damage to a leader (4-6-1).

Each function is the action of one word of the effect language, found through `registry.EFFECT_ACTIONS`.
"""

from __future__ import annotations

from opcg_oracle.cards.effects import Step
from opcg_oracle.engine.effects.resolve import KIND_RULES, start
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import effect_action
from opcg_oracle.engine.state import Card, Frame


@effect_action("run")
def run(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Resolve another effect of the same card (e.g. a [Trigger] that does what its [Main] does)."""
    effect = source.definition.effect_of(current.params["effect"])
    if effect is not None:
        start(game, source, effect, frame.controller, (*frame.rules, KIND_RULES[effect.kind]))


@effect_action("damage_opponents_leader")
def damage_opponents_leader(game: GameCore, frame: Frame, index: int, current: Step, source: Card) -> None:
    """Deal N damage to the opponent's leader (4-6-1, 4-6-2)."""
    rules = (*frame.rules, "4-6-1", "4-6-2")
    game.schedule(("damage", 1 - frame.controller, current.params["count"], False, rules))
