"""Synthetic scenario results, as the plugin writes them, for report tests and the page benchmark."""

from __future__ import annotations

import random

from opcg_oracle.rules.rulebook import load_rulebook

STATUSES = ["passed"] * 14 + ["failed"] * 3 + ["error", "unsupported", "unsupported", "skipped"]


def _card(card_id: str, number: str, power: int, don: int = 0) -> dict:
    return {"id": card_id, "card": number, "power": power, "rested": False, "don": don}


def board(turn: int, bob_life: int, sai_power: int) -> dict:
    """A canonical engine view of the board, like the one `state` answers."""

    def player(name: str, life: int) -> dict:
        return {
            "leader": _card(f"{name}.leader", "ST01-001", 5000),
            "characters": [_card(f"{name}.sai", "ST01-009", sai_power, 1), _card(f"{name}.nami", "ST01-007", 1000)],
            "stage": [],
            "hand": [{"card": "ST01-008"}] * 4,
            "life": [{"card": "ST01-010"}] * life,
            "deck": [{"card": "ST01-011"}] * 30,
            "trash": [],
            "don": {"active": 3, "rested": 1, "deck": 6},
        }

    return {
        "turn": turn,
        "turn_player": "alice",
        "phase": "main",
        "step": None,
        "decision": None,
        "game_over": False,
        "winners": [],
        "players": {"alice": player("alice", 5), "bob": player("bob", bob_life)},
    }


def synthetic_results(count: int, seed: int = 1) -> list[dict]:
    """count scenario results over real clause ids, with steps, engine answers and boards."""
    rng = random.Random(seed)
    rules = [c.id for c in load_rulebook() if c.kind == "rule" and c.normative]
    results = []
    for number in range(count):
        chapter_rules = rng.sample(rules, 2)
        feature = f"{chapter_rules[0].split('-')[0]}_synthetic_{number % 17}.feature"
        status = STATUSES[number % len(STATUSES)]
        name = f"Scenario {number} about {chapter_rules[0]} ({'DON!! power' if number % 2 else 'Life damage'})"
        failing = status in ("failed", "error")
        message = f"expected bob.sai to have {4000 + number % 3 * 1000} power, but it has 6000" if failing else ""
        if status == "unsupported":
            message = "the board uses card sets the engine does not declare: TEST"
        attack = {"type": "attack", "player": "alice", "attacker": "alice.sai", "target": "bob.leader"}
        steps = [
            {
                "keyword": "Given",
                "text": 'the board "6/don.yaml"',
                "line": 3,
                "status": "passed",
                "message": "",
                "exchanges": [
                    {"sent": {"type": "load", "board": "6/don.yaml"}, "answer": {"type": "ok", "events": []}}
                ],
            },
            {
                "keyword": "When",
                "text": 'Alice attacks Bob\'s leader with "alice.sai"',
                "line": 4,
                "status": "passed",
                "message": "",
                "exchanges": [
                    {
                        "sent": attack,
                        "answer": {
                            "type": "ok",
                            "decision": {
                                "player": "bob",
                                "kind": "blocker",
                                "options": ["bob.nami", None],
                                "rules": ["7-1-2-1"],
                            },
                            "events": [{"kind": "attack_declared", "rules": ["7-1-1-1"], "card": "alice.sai"}],
                        },
                    }
                ],
            },
            {
                "keyword": "Then",
                "text": '"bob.sai" has 4000 power',
                "line": 5,
                "status": "failed" if failing else "passed",
                "message": message,
                "exchanges": [],
            },
        ]
        results.append(
            {
                "id": f"{feature}::{name}",
                "feature": feature,
                "feature_name": feature,
                "name": name,
                "line": 3 + number,
                "rules": sorted(chapter_rules),
                "description": "",
                "status": status,
                "message": message,
                "duration": round(rng.uniform(0.001, 0.2), 4),
                "engine": "cmd:node /somewhere/engine.js",
                "engine_info": {"name": "synthetic-engine", "version": "2.0"},
                "steps": steps,
                "before": board(3, 4, 5000),
                "after": board(3, 3 if number % 2 else 4, 6000),
                "board": "6/don.yaml",
            }
        )
    return results
