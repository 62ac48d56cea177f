@edition:1.2.0
Feature: 10-1-5-3 A [Trigger] card belongs to no area while its [Trigger] resolves
  New in ver.1.2.0: from the moment its [Trigger] is activated until that effect has been processed,
  the card is in no area: not in Life any more, not yet in the hand or the trash. Then it goes to the
  trash, unless its text says where it goes instead (10-1-5-3).

  # Mistakes caught: the card trashed first, as an Event is when activated (8-4-2), so that Kumacy could
  # play himself from the trash; the card left in Life, or added to the hand, while its effect resolves.
  @rule:10-1-5-3 @rule:10-1-5-1 @rule:7-1-4-1-1-2
  Scenario: Kumacy is in no area while his Trigger resolves, so only the other Kumacy can be played from the trash
    Given the board "1.2.0/10-1/trigger_kumacy.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose whether to activate the Trigger
    When Bob activates the Trigger
    Then Bob must choose a card among "bob.old_kumacy" and none
    And "bob.kumacy" is in no area
    And Bob has 3 Life cards
    And Bob has 0 cards in his hand
    And Bob has 1 card in his trash
    When Bob chooses "bob.old_kumacy"
    Then "bob.old_kumacy" is in Bob's Character area
    And "bob.old_kumacy" is rested
    And "bob.kumacy" is in Bob's trash
    And Bob has 1 card in his trash
    And Bob has 0 cards in his hand

  # Olin's "if you have 1 or less Life cards" counts Bob's Life while the Trigger resolves: Olin is no
  # longer there, so the one card left under him is all Bob has, and Olin is played (his text says where
  # he goes, 10-1-5-3 "unless otherwise specified").
  @rule:10-1-5-3 @rule:10-1-5-1
  Scenario: Olin is not counted among Bob's Life cards while his Trigger resolves, so he is played
    Given the board "1.2.0/10-1/trigger_olin.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    And Bob activates the Trigger
    Then "bob.olin" is in Bob's Character area
    And Bob has 1 Life card
    And Bob has 0 cards in his hand
    And Bob has 0 cards in his trash

  @rule:10-1-5-3 @rule:4-10-1
  Scenario: Olin's Trigger with 2 Life cards left does not play him, and he goes to the trash
    Given the board "1.2.0/10-1/trigger_olin_three_life.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    And Bob activates the Trigger
    Then "bob.olin" is in Bob's trash
    And Bob has 2 Life cards
    And Bob has 0 cards in his hand
    And Bob has 0 Characters
    And nobody has to choose anything
