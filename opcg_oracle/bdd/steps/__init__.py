"""The step library: a small, regular English grammar over the engine interface (docs/steps.md).

The phrases live in three modules, by what they do: actions (Given/When: a board, the players' actions and
answers), checks (Then: the board, the game's end, refusals) and choices (Then: decisions, options, actions
offered). Importing them registers every phrase, in this order, which is the order of docs/steps.md.
"""

from __future__ import annotations

from opcg_oracle.bdd.phrases import IMPLEMENTATIONS, PHRASES, phrase_list_markdown
from opcg_oracle.bdd.steps import actions, checks, choices
from opcg_oracle.bdd.steps.checks import AREAS

MODULES = (actions, checks, choices)  # each holds pytest-bdd step fixtures: the plugin registers them all

__all__ = ["AREAS", "IMPLEMENTATIONS", "MODULES", "PHRASES", "phrase_list_markdown"]
