@edition:1.2.0
Feature: 4-4-2 A DON!! given to a card is neither active nor rested
  New in ver.1.2.0: a DON!! card given to a card is in neither orientation (4-4-2). It leaves the cost area's
  count of active DON!! and does not join its rested ones: it is under the card it was given to. No card here
  has text.

  # Mistake caught: the DON!! given counted among the cost area's DON!! in a player's view (as rested, or
  # still active). Alice gives 1 of her 3 active DON!! to her Leader: Bob sees 2 active and 1 rested DON!! in
  # her cost area, 3 in all, and the Leader with 1 DON!! given.
  @rule:4-4-2 @rule:3-9-2 @rule:6-5-5
  Scenario: The DON!! Alice gives to her Leader leaves her cost area: Bob sees 2 active and 1 rested there
    Given the board "1.2.0/4-4-2/given_to_the_leader.yaml"
    When Alice gives 1 DON!! to her leader
    Then "alice.leader" has 1 DON!! given
    And Bob sees 2 active DON!! in Alice's cost area
    And Bob sees 1 rested DON!! in Alice's cost area
    And Bob sees 3 DON!! in Alice's cost area
