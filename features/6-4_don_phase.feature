Feature: 6-4 DON!! Phase, when Bob goes first and at the end of the DON!! deck
  6-4-1 places 2 DON!! each turn but 1 in the first turn of the player going first, whoever that is; 6-4-2
  and 6-4-3 place fewer when the DON!! deck holds fewer. The placed DON!! come active (3-9-3).

  # Bob goes first: his turn 1 places 1 DON!! (6-4-1), and Alice's DON!! deck is untouched. Mistake caught:
  # an engine that gives the single DON!! of the first turn to the first seat (Alice) and 2 to Bob.
  @rule:6-4-1
  Scenario: Bob, going first, places 1 DON!! in turn 1 (an engine that ties the single DON!! to Alice's seat fails)
    Given the board "6-3/bob_goes_first_turn_1.yaml"
    Then it is Bob's turn 1
    And Bob has 1 active DON!!
    And Bob has 9 DON!! in his DON!! deck
    And Alice has 0 active DON!!
    And Alice has 10 DON!! in her DON!! deck

  # Alice goes second: her first turn, turn 2, places 2 DON!! (6-4-1), active. Mistake caught: the same
  # engine, which places only 1 in Alice's first turn.
  @rule:6-4-1 @rule:3-9-3
  Scenario: Alice, going second, places 2 DON!! in her first turn, turn 2
    Given the board "6-3/alice_goes_second_turn_2.yaml"
    Then it is Alice's turn 2
    And Alice has 2 active DON!!
    And Alice has 0 rested DON!!
    And Alice has 8 DON!! in her DON!! deck
    And Bob has 1 active DON!!

  # With exactly 2 in the DON!! deck both are placed (6-4-1; 6-4-2 is for 1 card only), emptying it; with
  # her 8 DON!! of the cost area set active (6-2-4) she has all 10 active. Mistake caught: an off-by-one
  # engine that places 2 only while more than 2 remain, and 1 otherwise.
  @rule:6-4-1 @rule:6-4-2
  Scenario: With exactly 2 DON!! left in the DON!! deck both are placed (an engine placing 1 fails)
    Given the board "6-4/don_deck_two.yaml"
    Then it is Alice's turn 7
    And Alice has 10 active DON!!
    And Alice has 0 rested DON!!
    And Alice has 0 DON!! in her DON!! deck
