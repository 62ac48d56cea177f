@edition:1.2.0
Feature: 3-1-6-1 A DON!! card that moves loses the effects applied to it
  New in ver.1.2.0: whenever a DON!! card moves from one area to another, every effect that was applied to
  that DON!! card no longer applies to it (3-1-6-1). An effect that applies to one DON!! card therefore
  tells it apart from the others: if it leaves the cost area, the effect goes with it, not to another DON!!.

  # Printed cards: Jewelry Bonney OP07-026 ([On Play] up to 1 of the opponent's rested Characters or DON!!
  # cards does not become active in their next Refresh Phase) picks one of Bob's two rested DON!!; Black
  # Maria OP01-111 then blocks and pays DON!! −1, returning either that DON!! or the other one to the DON!!
  # deck. In Bob's next Refresh Phase only a DON!! still carrying the effect stays rested (6-2-4 and the
  # card's text, 1-3-1); the DON!! Phase then adds 2 active DON!!.
  # Mistakes caught: the effect stays after its DON!! has moved (so the other rested DON!! stays rested in its
  # place); the effect kept on the player rather than on one DON!! (every rested DON!! stays rested).

  @rule:3-1-6-1 @rule:3-1-6
  Scenario: Bonney's DON!! returned by Black Maria's DON!! −1: in Bob's Refresh Phase no DON!! stays rested
    Given the board "1.2.0/3-1/bonney_keeps_a_don_rested.yaml"
    When Alice plays "alice.bonney"
    Then Alice must choose a number among 0 and 1
    When Alice chooses the number 1
    And Alice attacks Bob's leader with "alice.leader"
    And Bob blocks with "bob.maria"
    Then Bob must choose whether to pay the optional cost
    When Bob pays the optional cost
    Then Bob must choose which DON!! to return among rested and kept_rested
    When Bob returns a kept-rested DON!! from his cost area
    Then Bob has 1 rested DON!!
    And Bob has 9 DON!! in his DON!! deck
    And "bob.maria" has 6000 power
    When Alice ends her turn
    Then it is Bob's turn 4
    And Bob has 0 rested DON!!
    And Bob has 3 active DON!!

  @rule:3-1-6-1 @rule:3-1-6
  Scenario: The other DON!! returned by Black Maria's DON!! −1: Bonney's DON!! stays rested in Bob's Refresh Phase
    Given the board "1.2.0/3-1/bonney_keeps_a_don_rested.yaml"
    When Alice plays "alice.bonney"
    And Alice chooses the number 1
    And Alice attacks Bob's leader with "alice.leader"
    And Bob blocks with "bob.maria"
    And Bob pays the optional cost
    And Bob returns a rested DON!! from his cost area
    Then Bob has 1 rested DON!!
    When Alice ends her turn
    Then it is Bob's turn 4
    And Bob has 1 rested DON!!
    And Bob has 2 active DON!!

  @rule:3-1-6-1
  Scenario: Bonney's effect is on one DON!! only: of Bob's two rested DON!!, one becomes active in his Refresh Phase
    Given the board "1.2.0/3-1/bonney_keeps_a_don_rested.yaml"
    When Alice plays "alice.bonney"
    And Alice chooses the number 1
    And Alice ends her turn
    Then it is Bob's turn 4
    And Bob has 1 rested DON!!
    And Bob has 3 active DON!!

  # Bonney's effect is on one of Bob's two rested DON!!. Scalpel's [Trigger] then sets 1 of them active: which
  # one is Bob's choice (set up to 2, he chooses 1), and the two are no longer alike, so he is asked whether it
  # is the DON!! Bonney chose (1) or the other (0), and nothing else. He sets the other one active: in his next
  # Refresh Phase Bonney's DON!! stays rested (6-2-4 and the card's text, 1-3-1) and the DON!! Phase adds 2.
  # Mistake caught: an engine offering a count that cannot be (found by the mutation campaign of seed 31:
  # don.py's range of counts one too long, offering 2 of the 1 DON!! set active).
  @rule:3-1-6-1 @rule:10-1-5-1
  Scenario: Setting 1 of Bob's 2 rested DON!! active with Scalpel's Trigger, Bob says whether it is Bonney's
    Given the board "1.2.0/3-1/bonney_then_scalpel_trigger.yaml"
    When Alice plays "alice.bonney"
    Then Alice must choose a number among 0 and 1
    When Alice chooses the number 1
    And Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose whether to activate the Trigger
    When Bob activates the Trigger
    Then Bob must choose a number among 0, 1 and 2
    When Bob chooses the number 1
    Then Bob must choose a number among 0 and 1
    When Bob chooses the number 0
    Then Bob has 1 active DON!!
    And Bob has 1 rested DON!!
    And nobody has to choose anything
    When Alice ends her turn
    Then it is Bob's turn 4
    And Bob has 1 rested DON!!
    And Bob has 3 active DON!!
