@edition:1.2.0
Feature: 6-2 Refresh Phase
  Ver.1.2.0 says that the DON!! given to the turn player's Leader and Characters go back to the cost
  area rested (6-2-3); 6-2-4 then sets the rested cards of the cost area active. Ver.1.1.6 only said they
  return, so they came back active (3-9-3). The two meet the same end unless an effect keeps DON!! from
  becoming active in that Refresh Phase: no printed card does so for every DON!! of a player (printed ones
  pick rested DON!! of the cost area, which given DON!! are not, 4-4-2), so Test Frost does.

  # Bob's 2 given DON!! come back rested (6-2-3) and, like his 3 rested ones, stay rested under Test Frost
  # (its text over 6-2-4, 1-3-1): 5 rested. His 1 active DON!! and the 2 of his DON!! Phase are active: 3.
  # An engine that returns them active, as ver.1.1.6 did, shows 5 active and 3 rested.
  @rule:6-2-3 @rule:6-2-4
  Scenario: DON!! returned from the Leader come back rested and stay rested when an effect keeps DON!! rested
    Given the board "6/frozen_don.yaml"
    When Alice plays "alice.frost"
    And Alice ends her turn
    Then it is Bob's turn 4
    And "bob.leader" has 0 DON!! given
    And Bob has 5 rested DON!!
    And Bob has 3 active DON!!
    And Bob has 2 DON!! in his DON!! deck
