Feature: 3-9 Cost Area
  The cost area holds a player's DON!! cards (3-9-1), active or rested, and it is an open area (3-9-2): either
  player may look at it at any time, so each player's view of the game counts the other's active and rested
  DON!! there. A DON!! given to a card is under that card, not in the cost area; when that card leaves the field
  its DON!! go back to the cost area rested (6-5-5-4). No card here has text.

  # Mistake caught: a player's view that hides the opponent's cost area as if it were a secret area (its DON!!
  # reported as none). In Alice's turn Bob sees her 3 active and 1 rested DON!!, and Alice, the turn player,
  # sees Bob's 2 active and 3 rested.
  @rule:3-9-2 @rule:3-9-1
  Scenario: In Alice's turn each player sees the other's active and rested DON!! of the cost area
    Given the board "3-9/both_cost_areas.yaml"
    Then Bob sees 3 active DON!! in Alice's cost area
    And Bob sees 1 rested DON!! in Alice's cost area
    And Alice sees 2 active DON!! in Bob's cost area
    And Alice sees 3 rested DON!! in Bob's cost area

  # Mistake caught: a view of the cost area that shows the DON!! as they were when the turn began (or only the
  # active ones). Paying Karoo's cost of 1 rests one of Alice's active DON!! (6-5-3-1): Bob sees 2 active and
  # 2 rested, 4 in all.
  @rule:3-9-2 @rule:6-5-3-1
  Scenario: Once Alice has paid for Karoo, Bob sees the DON!! she rested among the rested ones of her cost area
    Given the board "3-9/both_cost_areas.yaml"
    When Alice plays "alice.karoo"
    Then Bob sees 2 active DON!! in Alice's cost area
    And Bob sees 2 rested DON!! in Alice's cost area
    And Bob sees 4 DON!! in Alice's cost area

  # Mistake caught: the DON!! of a K.O.'d Character sent back to the DON!! deck, or back active. Alice's
  # Leader at 7000 K.O.s Bob's Vito (7-1-4-1-2); the DON!! given to Vito goes back to Bob's cost area rested
  # (6-5-5-4), so Alice sees 3 rested DON!! there and none active, and Bob's DON!! deck is as it was.
  @rule:3-9-2 @rule:6-5-5-4 @rule:7-1-4-1-2
  Scenario: The DON!! given to Bob's K.O.'d Vito is back among the rested DON!! of his cost area, as Alice sees
    Given the board "3-9/ko_with_don_given.yaml"
    Then Alice sees 2 rested DON!! in Bob's cost area
    When Alice attacks "bob.vito" with "alice.leader"
    Then "bob.vito" is in Bob's trash
    And Alice sees 3 rested DON!! in Bob's cost area
    And Alice sees 0 active DON!! in Bob's cost area
    And Alice sees 7 DON!! in Bob's DON!! deck
