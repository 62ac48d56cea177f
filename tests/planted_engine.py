"""The reference engine with one mistake planted, served over the engine protocol, for tests/test_fuzz_reproduces.py.

`python tests/planted_engine.py MISTAKE` answers on stdin/stdout as `opcg-oracle reference-engine` does, with the
mistake on. The mistakes of the deviation catalogue (tests/test_deviations.py) are patches of engine functions,
so they run in a process of their own: `fuzz` plays the unpatched reference engine in its own process beside it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import test_deviations as catalogue

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.adapters.server import serve
from opcg_oracle.engine import main_phase
from opcg_oracle.engine.actions import Refused
from opcg_oracle.engine.state import CHARACTERS


def no_don_to_characters(mp: pytest.MonkeyPatch) -> None:
    """DON!! may be given only to the leader (6-5-5-1 allows Characters too): a legal action refused."""
    original = main_phase.give_don

    def give_don(game, action):
        target = game.state.cards.get(action.target)
        if target is not None and target.area == CHARACTERS:
            return Refused("DON!! are given to your leader only", ("6-5-5-1",))
        return original(game, action)

    catalogue.swap(mp, original, give_don)


class CrashesOnTurnThree(ReferenceAdapter):
    """An engine that fails on the end of turn 3 (its server answers `error`)."""

    def act(self, action: dict) -> dict:
        """Carry out the action, but fail to end turn 3."""
        if action["type"] == "end_turn" and self.game.state.turn == 3:
            raise RuntimeError("planted crash at the end of turn 3")
        return super().act(action)


PATCHES = {
    "life_placed_upside_down": catalogue.life_placed_upside_down,  # a state: Life's order (5-2-1-7)
    "rested_blocker_blocks": catalogue.rested_blocker_blocks,  # a decision's options (10-1-4-1)
    "don_power_on_opponents_turn": catalogue.don_power_on_opponents_turn,  # a state: power (6-5-5-2)
    "no_don_to_characters": no_don_to_characters,  # a refusal (6-5-5-1)
}


def main() -> int:
    """Serve the reference engine with the mistake named on the command line."""
    mistake = sys.argv[1]
    if mistake == "crash_on_turn_3":
        return serve(CrashesOnTurnThree())
    PATCHES[mistake](pytest.MonkeyPatch())
    return serve(ReferenceAdapter())


if __name__ == "__main__":
    raise SystemExit(main())
