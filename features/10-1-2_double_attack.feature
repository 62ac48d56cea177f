Feature: 10-1-2 [Double Attack]
  [Double Attack] makes the damage a won battle deals to the Leader 2 instead of 1 (10-1-2-1): the one-point
  process runs twice (7-1-4-1-1-3). It changes nothing else: the card attacks once, and a battle it loses
  deals no damage (7-1-4-2). Portgas.D.Ace P-028 has [Double Attack] and no other text; every other card
  here has no text at all.

  # Mistake caught: [Double Attack] read as "attacks twice". The 2 points are dealt in one battle; Ace was
  # rested by his attack (7-1-1-1) and, rested, may not attack again (7-1-1-1).
  @rule:10-1-2-1 @rule:7-1-1-1
  Scenario: Ace deals his 2 damage in one attack and, rested, cannot attack a second time
    Given the board "10-1-2/ace_four_life.yaml"
    When Alice attacks Bob's leader with "alice.ace"
    Then Bob has 2 Life cards
    And "alice.ace" is rested
    And Alice may not attack Bob's leader with "alice.ace"
    When Alice attacks Bob's leader with "alice.ace"
    Then the action is refused citing 7-1-1-1
    And Bob has 2 Life cards

  # Mistake caught: [Double Attack] carried out as one more point of damage after any battle of the card against
  # the Leader, won or not. Bob's two Counters raise his Leader to 7000 against Ace's 6000: Ace loses
  # (7-1-4-2), and no damage at all is dealt, so Bob keeps his 4 Life cards.
  @rule:10-1-2-1 @rule:7-1-4-2 @rule:7-1-3-2-1
  Scenario: Ace, beaten by Bob's two Counters, deals no damage at all
    Given the board "10-1-2/ace_against_counters.yaml"
    When Alice attacks Bob's leader with "alice.ace"
    Then Bob must choose whether to use counters
    When Bob uses the counter of "bob.bepo" on his leader
    And Bob uses the counter of "bob.heat" on his leader
    Then nobody has to choose anything
    And Bob has 4 Life cards
    And Bob has 0 cards in his hand
    And "alice.ace" is rested
