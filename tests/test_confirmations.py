"""Confirmations (docs/engine-protocol.md "Confirmations", issue 25.3): an engine that asks to confirm an action
and refuses it only then has refused that action, and the refusal names it, not the confirmation."""

from __future__ import annotations

from pathlib import Path

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.bdd.run import ScenarioRun
from opcg_oracle.cards import load_card_database

ROOT = Path(__file__).resolve().parents[1]


class ConfirmsThenRefuses(ReferenceAdapter):
    """Answers an attack with a confirmation, and refuses the attack when it is confirmed."""

    def act(self, action: dict) -> dict:
        if action.get("type") == "attack":
            self._held = action
            return {"type": "ok", "decision": {"player": action["player"], "kind": "confirm", "of": "attack",
                                                "options": ["ok"]}}  # fmt: skip
        if action.get("type") == "decide" and getattr(self, "_held", None):
            self._held = None
            return {"type": "refused", "reason": "checked once confirmed: no attack in this turn", "rules": ["6-5-6-1"]}
        return super().act(action)


def test_a_refusal_given_to_a_confirmation_is_the_refusal_of_the_action_confirmed():
    run = ScenarioRun(ConfirmsThenRefuses(), load_card_database(), ROOT / "scenarios")
    run.load_file("7-1/attackers.yaml")
    attack = {"type": "attack", "player": "alice", "attacker": "alice.leader", "target": "bob.leader"}
    run.act(attack)
    assert run.last["type"] == "refused" and run.last_action == attack
    assert not run.refusal_checked  # the scenario's next step must say the refusal was expected
