@edition:1.2.0
Feature: 5-1-2-4 Effects on deck building
  A Leader's text may change what its deck may hold (5-1-2-4): Imu OP13-079 forbids Events of cost 2 or more.
  Its "at the start of the game" effect makes this a ver.1.2.0 board (5-2-1-5-1); the forbidden deck is in
  features/5-1_deck_construction.feature.

  # Ice Age OP02-117, of cost 1, is below the costs Imu forbids: Alice's deck is legal and the game starts.
  # Mistake caught: a card below the forbidden costs forbidden all the same (found by the mutation campaign
  # of seed 27: decks.py's "a cost below the least forbidden cost is allowed" inverted survived).
  @rule:5-1-2-4 @rule:5-2-1-1
  Scenario: Imu's deck may hold an Event of cost 1, and the game starts
    When the players present the decks of "1.2.0/5-2/imu_cheap_event.yaml"
    Then Bob must choose whether to go first or second
    When Bob chooses to go first
    Then Bob must choose a card among "bob.geoise" and none
    When Bob chooses "bob.geoise"
    Then Alice must choose a card among "alice.geoise" and none
    When Alice chooses "alice.geoise"
    Then Bob must choose whether to redraw
    When Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1
    And "alice.cheap_event" is in Alice's deck
