"""The JSON Schema of a board file (format 1), the single source of truth for its structure."""

from __future__ import annotations

CARD_NUMBER = {"type": "string", "pattern": "^[A-Z0-9]+-[A-Z0-9-]+$", "description": "a card number, e.g. ST01-012"}
ALIAS = {"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "description": "a short name steps use: alice.<alias>"}

CARD = {
    "description": "a card: its number alone, or a mapping with its number and how it stands",
    "oneOf": [
        CARD_NUMBER,
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["card"],
            "properties": {
                "card": CARD_NUMBER,
                "alias": ALIAS,
                "rested": {"type": "boolean", "description": "rested (true) or active (false, the default)"},
                "don": {"type": "integer", "minimum": 0, "maximum": 10, "description": "DON!! given to it"},
                "played_this_turn": {"type": "boolean", "description": "entered its area this turn (3-7-4)"},
                "power": {"type": "integer", "description": "power added (or taken) by effects until the turn ends"},
                "face_up": {"type": "boolean", "description": "a face-up Life card (3-10-2-1)"},
                "text": {
                    "const": "ignored",
                    "description": "ignored: the card is played with its printed facts alone, as a card without text "
                    "(no effects, no printed keywords, no [Trigger]); needed to name a card whose text is not written "
                    "in the effect language yet",
                },
                "copies": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 50,
                    "description": "setup boards only: this many copies of the card in a row in the deck list",
                },
            },
        },
    ],
}

CARD_LIST = {
    "description": "cards, or a number of filler cards",
    "oneOf": [{"type": "integer", "minimum": 0, "maximum": 60}, {"type": "array", "items": CARD}],
}

PLAYER = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "leader": CARD,
        "characters": {"type": "array", "items": CARD, "description": "the Character area, at most 5 (3-7-6)"},
        "stage": {"oneOf": [CARD, {"type": "array", "items": CARD, "maxItems": 1}], "description": "at most 1 (3-8-5)"},
        "hand": {"type": "array", "items": CARD},
        "trash": {"type": "array", "items": CARD, "description": "bottom first: the last card is on top"},
        "deck": {**CARD_LIST, "description": "top card first, or a number of filler cards (default 10)"},
        "life": {**CARD_LIST, "description": "top card first, or a number of filler cards (default 4)"},
        "don": {
            "type": "object",
            "additionalProperties": False,
            "description": "DON!! of the cost area and DON!! deck; given DON!! are written on the cards",
            "properties": {
                "active": {"type": "integer", "minimum": 0, "maximum": 10},
                "rested": {"type": "integer", "minimum": 0, "maximum": 10},
                "deck": {"type": "integer", "minimum": 0, "maximum": 10},
            },
        },
    },
}

PLAYER_REF = {"enum": ["alice", "bob"]}

BOARD_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://opcg-oracle.invalid/schemas/board-1.json",
    "title": "opcg-oracle board (format 1)",
    "description": "A position of the ONE PIECE Card Game for a rules scenario. Unwritten parts take defaults.",
    "type": "object",
    "additionalProperties": False,
    "required": ["format"],
    "properties": {
        "format": {"const": 1},
        "description": {"type": "string"},
        "seed": {"type": "integer", "minimum": 0, "description": "fixes every shuffle (default 0)"},
        "turn": {"type": "integer", "minimum": 1, "description": "turn number (default 3: battles are allowed)"},
        "turn_player": {**PLAYER_REF, "description": "whose turn it is (default alice)"},
        "first_player": {**PLAYER_REF, "description": "who went first (default alice)"},
        "phase": {
            "enum": ["main", "refresh", "end", "setup"],
            "description": "main (the default): the Main Phase is under way; refresh: the turn starts now, so its "
            "Refresh, Draw and DON!! Phases run before the first step; end: the turn player has just ended the Main "
            "Phase, so the End Phase (6-6) runs before the first step; setup: the game has not begun, each player "
            "gives only a leader and a 50-card deck (top first), and the engine runs the setup (5-2)",
        },
        "setup": {
            "type": "object",
            "additionalProperties": False,
            "description": "setup boards only: what happens off the table before the game",
            "properties": {
                "chooser": {
                    **PLAYER_REF,
                    "description": "who chooses to go first or second (5-2-1-4: decided by a method such as "
                    "rock-paper-scissors); default: the seed decides",
                },
                "shuffle": {
                    "enum": ["as-written", "seeded"],
                    "description": "as-written (the default): every shuffle leaves the deck in the order written, so "
                    "hands and Life are known; seeded: shuffled with the board's seed",
                },
            },
        },
        "battle": {
            "type": "object",
            "additionalProperties": False,
            "required": ["step", "attacker", "target"],
            "description": "a battle under way (7-1): the attack was declared before the board, and this step begins",
            "properties": {
                "step": {
                    "enum": ["block", "counter", "damage"],
                    "description": "the step about to begin: block (7-1-2), counter (7-1-3) or damage (7-1-4)",
                },
                "attacker": {
                    "type": "string",
                    "description": "the attacker's id, e.g. alice.zoro, alice.leader",
                },
                "target": {"type": "string", "description": "the attacked card's id, e.g. bob.leader"},
                "blocked": {
                    "type": "boolean",
                    "description": "the target is a [Blocker] that blocked (7-1-2-1); counter or damage step only",
                },
            },
        },
        "pending": {
            "type": "array",
            "minItems": 1,
            "description": "auto effects that met their timing together before the board and wait to be activated "
            "and resolved (8-1-3-2, 8-6): the engine resolves them on load, the turn player's first, asking for "
            "the order where the rules do; Main Phase boards without a battle only",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["card"],
                "properties": {
                    "card": {"type": "string", "description": "the id of the card whose effect waits, e.g. alice.kid"},
                    "effect": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "which of the card's auto effects, counted from 1 (default 1)",
                    },
                },
            },
        },
        "cards": {
            "type": "object",
            "propertyNames": CARD_NUMBER,
            "additionalProperties": {"type": "object"},
            "description": "cards of this board's own, by number (one no packaged set uses, e.g. MY-001): each "
            "written as in a card file (name, category, colors, cost, power, ..., effects in the effect language)",
        },
        "alice": PLAYER,
        "bob": PLAYER,
    },
}


def board_schema() -> dict:
    """The board JSON Schema, as printed by `opcg-oracle schema board`."""
    return BOARD_SCHEMA


SCHEMA_FILE = "board.schema.json"  # shipped beside this module for editors ($schema comments in board files)


def render_schema() -> str:
    """The schema file's text, exactly as committed."""
    import json

    return json.dumps(BOARD_SCHEMA, indent=2) + "\n"
