"""Where the engine finds its work by name: waiting tasks, answers to decisions, and effect actions.

Each part of the engine registers its own entries when it is imported (`@task("damage")`,
`@answer("blocker")`, `@effect_action("draw")`); the game looks them up here and nowhere else, so a new
step of the rules or a new effect word is a new small function, not a new branch of a long method.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

TASKS: dict[str, Callable[..., None]] = {}
"""Waiting work by name: called as `task(game, *args)` for an entry `(name, *args)` of `state.tasks`."""

ANSWERS: dict[str, Callable[..., None]] = {}
"""What follows an answered decision, by decision kind: called as `answer(game, decision, choice)`."""

EFFECT_ACTIONS: dict[str, Callable[..., None]] = {}
"""Effect steps by word: called as `action(game, frame, index, step, source)` (8-4-1-4)."""


def _register(table: dict[str, Callable[..., None]], name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(function: Callable[..., Any]) -> Callable[..., Any]:
        if name in table:
            raise ValueError(f"{name!r} is registered twice")
        table[name] = function
        return function

    return register


def task(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a function as the task `name`."""
    return _register(TASKS, name)


def answer(kind: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a function as what happens once a decision of this kind is answered."""
    return _register(ANSWERS, kind)


def effect_action(*words: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a function as the effect step for each of these words of the effect language."""

    def register(function: Callable[..., Any]) -> Callable[..., Any]:
        for word in words:
            _register(EFFECT_ACTIONS, word)(function)
        return function

    return register
