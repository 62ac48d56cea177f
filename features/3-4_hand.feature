Feature: 3-4 Hand
  The hand is a secret area whose cards only their owner may look at (3-4-2, 3-4-3). A card that comes into
  the hand from another secret area, the top of the deck by a draw (3-4-1) or a Life card taken by damage
  (4-6-2-1), is then seen by its owner and by nobody else: it is not revealed on the way (10-1-5-2), and it
  does not stay hidden from its owner as it was in the deck or in Life. No card here has text. (The Life card
  taken by damage is shown in 7-1-4_damage_step.feature.)

  # Mistake caught: the drawn card kept hidden from its owner, as it was in the deck (3-2-2). The Draw Phase
  # puts the top card of Alice's deck, Vivi, into her hand (6-3-1, 3-4-1): Alice may look at her, Bob may not;
  # Karoo, now the top of the deck, is seen by nobody.
  @rule:3-4-1 @rule:3-4-2 @rule:3-4-3 @rule:3-2-2 @rule:4-5-1
  Scenario: Vivi, drawn in Alice's Draw Phase, is seen by Alice and not by Bob
    Given the board "3-4/draw_phase.yaml"
    Then it is Alice's turn 3
    And "alice.vivi" is in Alice's hand
    And Alice can see "alice.vivi"
    And Bob cannot see "alice.vivi"
    And Alice cannot see "alice.karoo"
    And Bob sees 1 card in Alice's hand
