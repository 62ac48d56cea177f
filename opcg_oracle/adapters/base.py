"""The engine interface every step of the suite goes through, in plain JSON-shaped data.

Actions, decisions and states are dicts so the same messages can cross a process boundary:
    act({"type": "attack", "player": "alice", "attacker": "alice.zoro", "target": "bob.leader"})
    → {"type": "ok", "decision": {"player": "bob", "kind": "blocker", "options": [...], "rules": [...]}}
    → {"type": "refused", "reason": "...", "rules": ["7-1-1-2"]}
The messages are those of the engine protocol (opcg_oracle/adapters/protocol.py, docs/engine-protocol.md).
"""

from __future__ import annotations

from typing import Protocol

PLAYER_NAMES = ("alice", "bob")
# The protocol features a scenario may need beyond cards (docs/engine-protocol.md, "Capabilities"); `stand_ins`
# is one only an engine declares: it builds a card whose text the scenario does not rely on from its facts.
ALL_FEATURES = (
    "turn_start_boards",
    "end_phase_boards",
    "pending_effects_boards",
    "setup_boards",
    "mid_battle_boards",
    "test_cards",
    "own_cards",
    "ignored_text",
    "events",
    "player_views",
    "legal_actions",
)
# Features an engine declares for the runner's sake, which no scenario needs (docs/engine-protocol.md, "Capabilities"):
# `stand_ins` (send me cards I do not know as stand-ins), `pipelining` (I read requests as a stream: send several
# before reading their answers), `events_optional` (I leave `events` out of an answer whose request says
# `"events": false`) and `lean_states` (I answer a `state` request that says `"lean": true` with the cards off the
# field as their ids alone). Never assumed of an engine that declares no `features`.
ENGINE_FEATURES = ("stand_ins", "pipelining", "events_optional", "lean_states")
LEAN_AREAS = ("hand", "trash", "deck", "life")  # the areas whose cards a lean state gives as ids
ACTION_TYPES = ("play", "give_don", "attack", "activate", "end_turn", "concede", "decide")


class EngineError(RuntimeError):
    """The engine crashed, timed out or broke the protocol: the scenario's status is `error`."""


class EngineStartError(EngineError):
    """The engine cannot be run at all (unknown kind, no such program, no `hello`): the run stops at once."""


class Unsupported(Exception):
    """The engine lacks a capability the scenario needs: the scenario's status is `unsupported`."""


class EngineAdapter(Protocol):
    """What the suite needs from an engine."""

    name: str

    def hello(self) -> dict:
        """Name, version and capabilities."""

    def load(self, board: dict) -> dict:
        """Set up the canonical board; {"type": "ok"} or {"type": "unsupported", "reason": ...}."""

    def act(self, action: dict) -> dict:
        """Carry out a player's action."""

    def decide(self, player: str, choice) -> dict:
        """Answer the pending decision."""

    def state(self, viewer: str | None = None) -> dict:
        """The game in the canonical form; with a viewer, as that player may see it (feature player_views)."""

    def legal(self) -> list[dict]:
        """The actions the player to act may take now."""

    def stop(self) -> None:
        """Release the engine."""
