Feature: 6-6 End Phase
  A board may start at the End Phase (phase: end): the turn player has just ended the Main Phase. The
  engine then runs the End Phase as the rules order it, and the next turn begins.

  # In the End Phase, [End of Your Turn] effects activate first (6-6-1-1): Kid, with its DON!!, is set
  # active. Then the effects lasting "this turn" end, the turn player's (6-6-1-2), then the other
  # player's (6-6-1-3): both the +2000 on Zoro and the +1000 on Karoo are gone. Then Bob's turn 4
  # begins (6-6-1-4) and runs up to his Main Phase, where he has drawn 1 card (6-3-1).
  @rule:6-6-1-1 @rule:6-6-1-2 @rule:6-6-1-3 @rule:6-6-1-4
  Scenario: From a board in Alice's End Phase, Kid is set active, this turn's power changes end, and Bob's turn begins
    Given the board "6/end_phase_board.yaml"
    Then it is Bob's turn 4
    And "alice.kid" is active
    And "alice.zoro" has 5000 power
    And "bob.karoo" has 3000 power
    And Bob has 3 cards in his hand
