Feature: 5 Game Setup
  The pre-game procedure of 5-2 run for real from two legal decks written top first. The boards keep
  every shuffle in the written order (a stacked deck), so the opening hand, the Life cards and their
  order are known, and every decision of the setup is checked when it is due, for the player it is due to.

  @rule:5-2-1-4 @rule:5-2-1-5 @rule:5-2-1-3
  Scenario: Only the player who won the choice is asked, and may go first or second
    Given the board "5/bob_chooses.yaml"
    Then Bob must choose whether to go first or second
    When Bob chooses to go first
    Then Bob must choose whether to redraw
    When Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1

  @rule:5-2-1-5 @rule:5-2-1-6
  Scenario: Going second makes the other player first, who is asked to redraw first
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go second
    Then Alice must choose whether to redraw
    When Alice keeps her hand
    And Bob keeps his hand
    Then it is Alice's turn 1

  @rule:5-2-1-6 @rule:5-1-2
  Scenario: The opening hand is the five cards on top of the deck
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    Then Alice has 5 cards in her hand
    And Bob has 5 cards in his hand
    And "alice.first" is in Alice's hand
    And "alice.fifth" is in Alice's hand
    And "alice.sixth" is 1st from the top of Alice's deck
    And Alice has 45 cards in her deck
    And Bob must choose whether to redraw
    When Bob keeps his hand
    And Alice keeps her hand
    Then Alice has 5 cards in her hand

  # The board's stacked deck leaves every shuffle in the written order, so Bob's redraw brings back the
  # same five cards: this shows that the hand goes back before five are drawn (5 in hand, 45 in the
  # deck) and who is asked when, not that the hand is a new one (the next scenario shows that).
  @rule:5-2-1-6 @rule:5-2-1-6-1
  Scenario: Each player may redraw once only, the first player before the second
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    And Bob redraws
    Then Bob has 5 cards in his hand
    And Bob has 45 cards in his deck
    And Alice must choose whether to redraw
    When Alice keeps her hand
    Then Bob has 5 Life cards

  # Each player places as many Life cards as their own Leader's Life value (2-9-2-1): Law's 4.
  # On really shuffled decks a redraw gives a new hand: the five cards go back, the deck is shuffled and
  # five are drawn (5-2-1-6-1). An engine that answers "redraw" by keeping the hand keeps the same five.
  @rule:5-2-1-6-1
  Scenario: A redraw on a shuffled deck gives Bob a hand other than the one he gave back
    Given the board "5/bob_chooses_seeded.yaml"
    When Bob chooses to go first
    And Bob redraws
    Then Bob's hand is not the hand he gave back
    And Bob has 5 cards in his hand
    And Bob has 45 cards in his deck
    And Alice must choose whether to redraw
    When Alice keeps her hand
    Then it is Bob's turn 1

  @rule:5-2-1-7 @rule:2-9-2-1
  Scenario: A Leader with Life 4 gets four Life cards, the deck's top card at their bottom
    Given the board "5/law_four_life.yaml"
    When Bob chooses to go second
    And Alice keeps her hand
    And Bob keeps his hand
    Then Alice has 4 Life cards
    And Bob has 5 Life cards
    And "alice.sixth" is 1st from the bottom of Alice's Life
    And "alice.ninth" is 1st from the top of Alice's Life
    And "alice.tenth" is 1st from the top of Alice's deck
    And Alice has 41 cards in her deck

  @rule:5-2-1-7 @rule:2-9-2-1 @qa:rules-2
  Scenario: The deck's top card becomes the bottom card of Life
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go second
    And Alice keeps her hand
    And Bob keeps his hand
    Then Alice has 5 Life cards
    And "alice.sixth" is 1st from the bottom of Alice's Life
    And "alice.tenth" is 1st from the top of Alice's Life
    And "alice.eleventh" is 1st from the top of Alice's deck
    And "bob.sixth" is 1st from the bottom of Bob's Life
    And "bob.tenth" is 1st from the top of Bob's Life
    And Alice has 40 cards in her deck

  @rule:5-2-1-8 @rule:6-3-1 @rule:6-4-1
  Scenario: The game begins with the first player's turn, with no draw and one DON!!
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1
    And Bob has 5 cards in his hand
    And Bob has 1 active DON!!
    And "bob.eleventh" is 1st from the top of Bob's deck

  @rule:5-2-1-8 @rule:6-5-6-1
  Scenario: The first player may not attack in the first turn
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice keeps her hand
    And Bob attacks Alice's leader with "bob.leader"
    Then the action is refused citing 6-5-6-1

  @rule:6-3-1 @rule:6-4-1 @rule:6-5-6-1
  Scenario: The second player draws and gets two DON!! in their first turn, and may not attack either
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice keeps her hand
    And Bob ends his turn
    Then it is Alice's turn 2
    And Alice has 6 cards in her hand
    And "alice.eleventh" is in Alice's hand
    And Alice has 2 active DON!!
    When Alice attacks Bob's leader with "alice.leader"
    Then the action is refused citing 6-5-6-1

  # Each player shuffles their deck before drawing (5-2-1-2), and a shuffle changes the order at random
  # (3-2-4). With the decks really shuffled, the 40 cards left in each deck after the opening hands and
  # Life are not still in the order of the deck list. An engine that never shuffles fails.
  @rule:5-2-1-2 @rule:3-2-4
  Scenario: Both decks are shuffled before the opening hands are drawn
    Given the board "5/bob_chooses_seeded.yaml"
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1
    And Alice has 40 cards in her deck
    And Alice's deck is no longer in its written order
    And Bob's deck is no longer in its written order
