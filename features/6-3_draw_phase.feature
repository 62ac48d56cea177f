Feature: 6-3 Draw Phase, when Bob goes first
  6-3-1 keeps the draw from the first turn of the player going first, whoever that is. The suite's other
  boards all have Alice go first; here Bob does, so an engine that ties the exception to a seat, not to
  the player going first, is caught. The cards have no text.

  # Bob goes first: turn 1 is his first turn, and he draws nothing (6-3-1); Alice's hand and deck are not
  # touched either. Mistake caught: an engine that takes the first seat (Alice) for the player going first
  # and lets Bob draw in turn 1.
  @rule:6-3-1
  Scenario: Bob, going first, draws no card in turn 1 (an engine that always skips Alice's first draw fails)
    Given the board "6-3/bob_goes_first_turn_1.yaml"
    Then it is Bob's turn 1
    And Bob has 5 cards in his hand
    And Bob has 10 cards in his deck
    And Alice has 5 cards in her hand
    And Alice has 10 cards in her deck

  # Alice goes second: her first turn is turn 2, and she draws its top card like every turn but the first
  # player's first (6-3-1). Mistake caught: the same engine, which skips the draw of Alice's first turn.
  @rule:6-3-1
  Scenario: Alice, going second, draws the top card in her first turn, turn 2
    Given the board "6-3/alice_goes_second_turn_2.yaml"
    Then it is Alice's turn 2
    And Alice has 6 cards in her hand
    And "alice.top" is in Alice's hand
    And Alice has 4 cards in her deck
    And Bob has 5 cards in his hand
