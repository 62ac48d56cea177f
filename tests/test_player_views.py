"""What one player may see (protocol `state` with a viewer): the other player's decision without its options."""

from __future__ import annotations

from pathlib import Path

from opcg_oracle.adapters.reference import ReferenceAdapter
from opcg_oracle.cards import load_card_database
from opcg_oracle.scenario.loader import load_board

ROOT = Path(__file__).resolve().parents[1]


def test_a_viewer_sees_that_the_other_player_decides_but_not_among_what():
    """3-4-3, 3-1-8: Alice's options name her cards, and her picks one by one would show Bob the order she
    chooses for the bottom of her deck; Bob's view keeps the decision's kind, not its options."""
    board = load_board(ROOT / "scenarios" / "3" / "undertow.yaml", load_card_database())
    engine = ReferenceAdapter()
    assert engine.load(board.canonical)["type"] == "ok"
    engine.act({"type": "play", "player": "alice", "card": "alice.undertow"})
    engine.decide("alice", "alice.karoo")
    engine.decide("alice", "alice.nami")
    own, other = engine.state(viewer="alice")["decision"], engine.state(viewer="bob")["decision"]
    assert own["kind"] == other["kind"] == "bottom_order" and other["player"] == "alice"
    assert sorted(own["options"]) == ["alice.karoo", "alice.nami"] and "options_hidden" not in own
    assert other["options"] == [] and other["options_hidden"] is True
    assert engine.state()["decision"]["options"] == own["options"]  # the referee's state shows them all
