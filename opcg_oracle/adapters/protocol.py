"""The engine protocol, version 2: one JSON object per line over stdin/stdout, with a schema per message.

The runner still speaks version 1 to an engine that greets with version 1.

The runner sends requests; the engine answers each with exactly one line. See docs/engine-protocol.md.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache

import fastjsonschema
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from opcg_oracle.adapters.base import ALL_FEATURES, ENGINE_FEATURES, LEAN_AREAS
from opcg_oracle.cards.vocabulary import KEYWORDS
from opcg_oracle.engine.state import PHASES, STEPS

PROTOCOL_VERSION = 2
# A message as one line of JSON: compact, and without the check for cycles (a message is a tree), a sixth faster.
one_line = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode
PROTOCOL_VERSIONS = (1, 2)  # what the runner speaks; an engine answers hello with the one it speaks
REQUEST_ID = {"type": "integer", "minimum": 0}

DECISION_KINDS = (  # every decision the runner may be asked to answer (see docs/engine-protocol.md)
    "first_or_second", "redraw", "blocker", "counter", "trigger", "character_to_trash", "effect_order",
    "choose_card", "choose_number", "bottom_order", "don_to_return", "replacement", "pay_cost", "use_effect",
    "replace_cost", "confirm", "loop_count",
)  # fmt: skip
DECISION_PARTS = ("use", "card", "target", "one_more")  # one-at-a-time parts of a multi-part choice
# The options of each kind that are words rather than card ids, numbers or {…} objects (docs/engine-protocol.md,
# "Values, enumerated"); `null` is an option of several kinds besides. A `confirm`'s options are the engine's own.
FIXED_OPTIONS = {
    "first_or_second": ("first", "second"),
    "redraw": ("keep", "redraw"),
    "trigger": ("activate", "decline"),
    "counter": ("done",),
    "don_to_return": ("active", "rested", "kept_rested"),
    "use_effect": ("use", "decline"),
    "pay_cost": ("pay", "decline"),
}

CAPABILITY_KEYWORDS = (*KEYWORDS, "trigger")  # what hello's capabilities.keywords may list ([Trigger] is 2-11)

PLAYER = {"enum": ["alice", "bob"]}
CARD_ID = {"type": "string", "minLength": 1}
RULES = {"type": "array", "items": {"type": "string", "pattern": r"^\d+(-\d+)*$"}}

ACTION = {
    "type": "object",
    "required": ["type", "player"],
    "properties": {
        "type": {
            "enum": ["play", "give_don", "attack", "activate", "end_turn", "concede", "move_don", "activate_trigger"]
        },
        "player": PLAYER,
        "card": CARD_ID,
        "source": CARD_ID,
        "target": CARD_ID,
        "attacker": CARD_ID,
        "effect": {"type": "integer", "minimum": 0},
    },
    "additionalProperties": False,
}

DECISION = {
    "type": ["object", "null"],
    "required": ["player", "kind", "options"],
    "properties": {
        "player": PLAYER,
        "kind": {"enum": list(DECISION_KINDS)},
        "options": {"type": "array"},
        "options_hidden": {
            "type": "boolean",
            "description": "true in a viewer's state when the decision is another player's: its options are not shown",
        },
        "rules": RULES,
        "part": {"enum": list(DECISION_PARTS)},
        "of": {"type": "string", "description": "what a confirm decision confirms"},
    },
}

CARD_VIEW = {
    "type": "object",
    "required": ["id", "card"],
    "properties": {
        "id": {
            "anyOf": [CARD_ID, {"type": "null"}],
            "description": "null: in a viewer's state, a card the viewer may not see (3-1-4, 3-1-8)",
        },
        "card": {"type": ["string", "null"], "description": "null: the viewer may not see this card"},
        "rested": {"type": "boolean"},
        "don": {"type": "integer", "minimum": 0},
        "power": {"type": ["integer", "null"]},
    },
}

PLAYER_VIEW = {
    "type": "object",
    "required": ["leader", "characters", "stage", "hand", "trash", "deck", "life", "don"],
    "properties": {
        "leader": CARD_VIEW,
        **{
            area: {"type": "array", "items": CARD_VIEW}
            for area in ("characters", "stage", "hand", "trash", "deck", "life")
        },
        "don": {
            "type": "object",
            "required": ["active", "rested", "deck"],
            "properties": {k: {"type": "integer", "minimum": 0} for k in ("active", "rested", "deck")},
        },
    },
}

LEAN_PLAYER_VIEW = {  # feature lean_states: the cards off the field as their ids alone
    **PLAYER_VIEW,
    "properties": {**PLAYER_VIEW["properties"], **{area: {"type": "array", "items": CARD_ID} for area in LEAN_AREAS}},
}


def _state(player_view: dict) -> dict:
    return {
        "type": "object",
        "required": ["turn", "turn_player", "game_over", "winners", "decision", "players"],
        "properties": {
            "turn": {"type": "integer", "minimum": 0},
            "turn_player": PLAYER,
            "phase": {"type": "string", "examples": list(PHASES), "description": "one of the examples"},
            "step": {"type": ["string", "null"], "examples": list(STEPS), "description": "null outside a battle"},
            "game_over": {"type": "boolean"},
            "result": {"enum": ["win", "draw", None]},
            "winners": {"type": "array", "items": PLAYER},
            "decision": DECISION,
            "players": {
                "type": "object",
                "required": ["alice", "bob"],
                "properties": {"alice": player_view, "bob": player_view},
            },
        },
    }


STATE = _state(PLAYER_VIEW)
LEAN_STATE = {**_state(LEAN_PLAYER_VIEW), "description": "the answer to a state request with lean: true"}

EVENTS_WANTED = {
    "type": "boolean",
    "description": "false: the runner reads no events of this answer (sent only to an engine that declares the "
    "feature events_optional, which may then leave them out)",
}

REQUESTS = {
    "hello": {
        "type": "object",
        "required": ["type", "protocol"],
        "properties": {"type": {"const": "hello"}, "protocol": {"enum": list(PROTOCOL_VERSIONS)}},
    },
    "load": {
        "type": "object",
        "required": ["type", "board"],
        "properties": {"type": {"const": "load"}, "board": {"type": "object"}},
    },
    "act": {
        "type": "object",
        "required": ["type", "action"],
        "properties": {"type": {"const": "act"}, "action": ACTION, "events": EVENTS_WANTED},
    },
    "decide": {
        "type": "object",
        "required": ["type", "player", "choice"],
        "properties": {"type": {"const": "decide"}, "player": PLAYER, "choice": {}, "events": EVENTS_WANTED},
    },
    "state": {
        "type": "object",
        "required": ["type"],
        "properties": {  # viewer: feature player_views; lean: feature lean_states
            "type": {"const": "state"},
            "viewer": PLAYER,
            "lean": {
                "type": "boolean",
                "description": "true: the cards of the hand, trash, deck and Life as their ids alone (sent only to "
                "an engine that declares the feature lean_states)",
            },
        },
    },
    "legal": {"type": "object", "required": ["type"], "properties": {"type": {"const": "legal"}}},
    "stop": {"type": "object", "required": ["type"], "properties": {"type": {"const": "stop"}}},
}

for _request in REQUESTS.values():  # version 2: every request carries an id the answer echoes
    _request["properties"]["id"] = REQUEST_ID

EVENTS = {
    "type": "array",
    "description": "what happened, in order; each event names the clauses behind it (capability 'events')",
    "items": {
        "type": "object",
        "required": ["kind", "rules"],
        "properties": {"kind": {"type": "string"}, "rules": RULES},
    },
}

UNSUPPORTED = {
    "type": "object",
    "required": ["type", "reason"],
    "properties": {"type": {"const": "unsupported"}, "reason": {"type": "string"}},
}
ERROR = {
    "type": "object",
    "required": ["type", "message"],
    "properties": {"type": {"const": "error"}, "message": {"type": "string"}},
}

_ANSWER_AFTER_ACTION = {
    "oneOf": [
        {
            "type": "object",
            "required": ["type"],
            "properties": {"type": {"const": "ok"}, "decision": DECISION, "events": EVENTS},
        },
        {
            "type": "object",
            "required": ["type", "reason"],
            "properties": {"type": {"const": "refused"}, "reason": {"type": "string"}, "rules": RULES},
        },
        UNSUPPORTED,
        ERROR,
    ]
}

ANSWER_TYPES = tuple(answer["properties"]["type"]["const"] for answer in _ANSWER_AFTER_ACTION["oneOf"])

RESPONSES = {
    "hello": {
        "type": "object",
        "required": ["type", "protocol", "name", "version", "capabilities"],
        "properties": {
            "type": {"const": "hello"},
            "protocol": {"enum": list(PROTOCOL_VERSIONS)},
            "name": {"type": "string"},
            "version": {"type": "string"},
            "language": {"type": "string"},
            "homepage": {"type": "string"},
            # the rules edition(s) the engine follows (docs/engine-protocol.md "Editions of the rules")
            "edition": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}, "minItems": 1}]},
            "capabilities": {
                "type": "object",
                "properties": {
                    "sets": {"type": "array", "items": {"type": "string"}},
                    "custom_cards": {"type": "boolean"},
                    "keywords": {"type": "array", "items": {"type": "string", "examples": list(CAPABILITY_KEYWORDS)}},
                    "events": {"type": "boolean"},
                    "cards": {"type": "array", "items": {"type": "string"}},
                    "features": {
                        "type": "array",
                        "items": {"type": "string", "examples": [*ALL_FEATURES, *ENGINE_FEATURES]},
                    },
                },
            },
        },
    },
    "load": {
        "oneOf": [
            {
                "type": "object",
                "required": ["type"],
                "properties": {"type": {"const": "ok"}, "decision": DECISION, "events": {"type": "array"}},
            },
            {  # a setup board whose deck breaks 5-1-2: the game cannot start (5-2-1-1)
                "type": "object",
                "required": ["type", "reason"],
                "properties": {"type": {"const": "refused"}, "reason": {"type": "string"}, "rules": RULES},
            },
            UNSUPPORTED,
            ERROR,
        ]
    },
    "act": _ANSWER_AFTER_ACTION,
    "decide": _ANSWER_AFTER_ACTION,
    "state": {
        "type": "object",
        "required": ["type", "state"],
        "properties": {"type": {"const": "state"}, "state": {"anyOf": [STATE, LEAN_STATE]}},
    },
    "legal": {
        "type": "object",
        "required": ["type", "actions"],
        "properties": {"type": {"const": "legal"}, "actions": {"type": "array"}},
    },
    "stop": {"type": "object", "required": ["type"], "properties": {"type": {"const": "bye"}}},
}


def lean_state(state: dict) -> dict:
    """A state as a `state` request with `"lean": true` asks for it: the cards of each hand, trash, deck and Life as
    their ids alone (feature lean_states; the runner compares nothing else of them)."""
    players = {
        name: {**view, **{area: [card["id"] for card in view[area]] for area in LEAN_AREAS if area in view}}
        for name, view in state["players"].items()
    }
    return {**state, "players": players}


def protocol_schemas() -> dict:
    """Every message's JSON Schema: requests (runner → engine) and responses (engine → runner)."""
    return {"protocol": PROTOCOL_VERSION, "requests": REQUESTS, "responses": RESPONSES}


@cache
def response_validator(request_type: str) -> Draft202012Validator:
    """The validator of the engine's answer to a request type."""
    return Draft202012Validator(RESPONSES[request_type])


@cache
def _fast_check(request_type: str) -> Callable[[object], object]:
    return fastjsonschema.compile(RESPONSES[request_type])


def response_problem(request_type: str, answer: object) -> str | None:
    """Why an answer breaks the protocol schema, or None. A compiled check passes good answers ~20x faster
    than jsonschema (a `state` of 60 cards: 0.15 ms against 3 ms); jsonschema words the problem."""
    try:
        _fast_check(request_type)(answer)
        return None
    except fastjsonschema.JsonSchemaException:
        problem = best_match(response_validator(request_type).iter_errors(answer))
        return problem.message if problem is not None else "the answer does not match the schema"


@cache
def _fast_request_check(request_type: str) -> Callable[[object], object]:
    return fastjsonschema.compile(REQUESTS[request_type])


def request_problem(request_type: str, request: object) -> str | None:
    """Why a request breaks the protocol schema, or None: compiled for the good ones, worded by jsonschema."""
    try:
        _fast_request_check(request_type)(request)
        return None
    except fastjsonschema.JsonSchemaException:
        problem = best_match(request_validator(request_type).iter_errors(request))
        return problem.message if problem is not None else "the request does not match the schema"


@cache
def request_validator(request_type: str) -> Draft202012Validator:
    """The validator of a request the engine receives."""
    return Draft202012Validator(REQUESTS[request_type])
