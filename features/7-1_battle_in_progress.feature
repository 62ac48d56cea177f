Feature: 7-1 Card Attacks and Battles: a battle already under way
  Boards that start in the middle of a battle: the attack was declared before the board, its power
  changes are in place, and the step the board names begins. The earlier steps do not happen again.

  # The attacked card is Bob's Leader, which has no [Blocker]: that the attacked card itself is never
  # offered is shown in 10-1_keyword_effects.feature, with an attacked active [Blocker].
  @rule:7-1-2 @rule:7-1-2-1 @rule:10-1-4-1
  Scenario: In the Block Step only the active [Blocker] is offered, not the rested one nor Vito without [Blocker]
    Given the board "7-1/in_progress_block.yaml"
    Then Bob must choose a blocker
    And Bob can choose only "bob.bege" and none
    When Bob blocks with "bob.bege"
    Then "bob.bege" is rested
    And Bob must choose whether to use counters
    When Bob is done with counters
    Then "bob.bege" is in Bob's trash
    And Bob has 4 Life cards

  @rule:7-1-3 @rule:7-1-3-2-1 @rule:7-1-4-1 @rule:7-1-4-1-1
  Scenario: A battle that starts in the Counter Step keeps its power changes and asks for no block
    Given the board "7-1/in_progress_counter.yaml"
    Then Bob must choose whether to use counters
    And "alice.leader" has 6000 power
    When Bob uses the counter of "bob.vito" on his leader
    Then "bob.vito" is in Bob's trash
    And Bob has 3 Life cards

  @rule:7-1-4 @rule:7-1-4-1 @rule:7-1-2-1
  Scenario: A blocker that blocked is the card the Damage Step compares
    Given the board "7-1/in_progress_damage_blocked.yaml"
    Then "bob.bege" is in Bob's trash
    And Bob has 4 Life cards
    And nobody has to choose anything
