"""Shrinking: the smallest board and steps that still show the same disagreement.

A candidate keeps the disagreement when both engines, run in lockstep on it, first differ in the same
way (same kind, at the same type of step; for a state difference, some of the same things differ:
power, Life, ...). Steps are dropped one at a time, then cards zone by zone (the whole zone, then the
bottom half, then card by card), each kept out only if the disagreement stays. Deterministic: the
same input gives the same result.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from opcg_oracle.fuzz.boards import PLAYERS
from opcg_oracle.fuzz.games import Setting, reproduce
from opcg_oracle.fuzz.lockstep import Disagreement

ZONE_ORDER = ("characters", "stage", "hand", "trash", "life", "deck")
DEFAULT_BUDGET = 400  # lockstep runs per disagreement, at most


@dataclass
class Shrunk:
    """A reproduction: board document, steps, and the disagreement it shows."""

    board: dict
    steps: list[dict]
    disagreement: Disagreement
    runs: int  # lockstep runs the shrinking took


def shrink(setting: Setting, board: dict, steps: list[dict], target: Disagreement, budget: int = DEFAULT_BUDGET):
    """The smallest reproduction found within the budget; None when the unshrunk one does not reproduce."""
    shrinker = _Shrinker(setting, target, budget)
    found = shrinker.check(board, steps)
    if found is None:
        return None
    best = Shrunk(board, steps[: found[1]], found[0], 0)
    best = shrinker.drop_steps(best)
    best = shrinker.drop_cards(best)
    best.runs = shrinker.runs
    return best


class _Shrinker:
    def __init__(self, setting: Setting, target: Disagreement, budget: int) -> None:
        self.setting, self.target, self.budget, self.runs = setting, target, budget, 0

    def check(self, board: dict, steps: list[dict]) -> tuple[Disagreement, int] | None:
        """The disagreement and the steps it takes, when the candidate still shows the target's."""
        if self.runs >= self.budget:
            return None
        self.runs += 1
        found, taken = reproduce(self.setting, board, steps)
        if found is None or not same_disagreement(found, self.target):
            return None
        return found, taken

    def _try(self, best: Shrunk, board: dict, steps: list[dict]) -> Shrunk | None:
        found = self.check(board, steps)
        return Shrunk(board, steps[: found[1]], found[0], 0) if found else None

    def drop_steps(self, best: Shrunk) -> Shrunk:
        index = 0
        while index < len(best.steps) - 1:  # the last step is the one that differs
            candidate = self._try(best, best.board, best.steps[:index] + best.steps[index + 1 :])
            if candidate is not None:
                best = candidate
            else:
                index += 1
        return best

    def drop_cards(self, best: Shrunk) -> Shrunk:
        for name in PLAYERS:
            for zone in ZONE_ORDER:
                best = self._drop_zone(best, name, zone)
        return best

    def _drop_zone(self, best: Shrunk, name: str, zone: str) -> Shrunk:
        cards = best.board[name].get(zone, [])
        if not cards:
            return best
        for keep in (0, len(cards) // 2):  # the whole zone, then the bottom half (deck and Life: top first)
            if keep < len(cards) and (
                candidate := self._try(best, _with_zone(best.board, name, zone, cards[:keep]), best.steps)
            ):
                best = candidate
                cards = best.board[name].get(zone, [])
                if keep == 0:
                    return best
        index = len(cards) - 1
        while index >= 0:  # from the bottom: a card nearer the top is more likely drawn or taken
            cards = best.board[name].get(zone, [])
            candidate = self._try(
                best, _with_zone(best.board, name, zone, cards[:index] + cards[index + 1 :]), best.steps
            )
            if candidate is not None:
                best = candidate
            index -= 1
        return best


def _with_zone(board: dict, name: str, zone: str, cards: list) -> dict:
    changed = copy.deepcopy(board)
    changed[name][zone] = list(cards)
    return changed


def same_disagreement(found: Disagreement, target: Disagreement) -> bool:
    """The same kind of difference at the same type of step, the game over or not as before; for states, some of
    the same things differ.

    The type of step is the group's (campaign.group_key): without it, a board cut down to make an earlier step
    differ (an attack whose counter decision no longer comes) would reproduce a `decide` group with an `attack`.
    """
    if (found.kind, found.step, found.game_over) != (target.kind, target.step, target.game_over):
        return False
    return found.kind != "state" or bool(set(found.subject()) & set(target.subject()))
