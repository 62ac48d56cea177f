@edition:1.2.0
Feature: 5-2-1-5 Choosing first or second, and the Leaders' "at the start of the game" effects
  Ver.1.2.0 places the Leaders' effects "at the start of the game" in the setup: right after the
  first/second choice (5-2-1-5-1), before the opening hands. The player who chose processes theirs first,
  then the other player, whoever goes first; a deck such an effect changed is then shuffled by its owner
  (5-2-1-5-2). Imu (OP13-079) is the printed Leader with such an effect: it plays up to 1 {Mary Geoise}
  type Stage from its owner's deck. On the board both Leaders are Imu and every shuffle keeps the written
  order, so the opening hands show what left the decks before them.

  # The Stage third from the top of Alice's deck is played before the opening hands are drawn, so Alice's
  # hand is her first, second, fourth, fifth and sixth cards. An engine that skips the effect (or runs it
  # after the hands are drawn) leaves the Stage among the five, and its Stage area empty.
  @rule:5-2-1-5-1 @rule:5-2-1-6
  Scenario: Imu plays a Mary Geoise Stage from the deck before the opening hand is drawn
    Given the board "1.2.0/5-2/two_imu.yaml"
    When Bob chooses to go first
    Then Bob must choose a card among "bob.geoise" and none
    When Bob chooses "bob.geoise"
    Then Alice must choose a card among "alice.geoise" and none
    When Alice chooses "alice.geoise"
    Then Bob must choose whether to redraw
    And "bob.geoise" is in Bob's Stage area
    And "alice.geoise" is in Alice's Stage area
    And Alice has 5 cards in her hand
    And "alice.sixth" is in Alice's hand
    And "alice.fourth" is in Alice's hand
    And "alice.seventh" is 1st from the top of Alice's deck
    And Alice has 44 cards in her deck
    When Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1

  # Bob chose, and chose to go second: Alice goes first, yet Bob's Imu is processed first (5-2-1-5-1 orders
  # the effects by who made the choice, not by who goes first). An engine that orders them like the turns
  # asks Alice first.
  @rule:5-2-1-5-1 @rule:5-2-1-5
  Scenario: The player who chose first or second processes their start-of-game effect first, though going second
    Given the board "1.2.0/5-2/two_imu.yaml"
    When Bob chooses to go second
    Then Bob must choose a card among "bob.geoise" and none
    When Bob chooses "bob.geoise"
    Then Alice must choose a card among "alice.geoise" and none
    When Alice chooses "alice.geoise"
    Then Alice must choose whether to redraw
    When Alice keeps her hand
    And Bob keeps his hand
    Then it is Alice's turn 1
    And "alice.geoise" is in Alice's Stage area
    And "bob.geoise" is in Bob's Stage area

  # "Up to 1": a player may play none, and then the effect leaves that deck as it was.
  @rule:5-2-1-5-1 @rule:4-8-1
  Scenario: A player may play no Stage with Imu's start-of-game effect
    Given the board "1.2.0/5-2/two_imu.yaml"
    When Bob chooses to go first
    And Bob chooses no more cards
    Then Alice must choose a card among "alice.geoise" and none
    When Alice chooses no more cards
    Then Bob must choose whether to redraw
    And "bob.geoise" is in Bob's hand
    And "alice.geoise" is in Alice's hand
    And Alice has 45 cards in her deck
    When Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1

  # The deck the effect took the Stage from is shuffled by its owner afterwards (5-2-1-5-2). The board keeps
  # every shuffle in the written order, so the shuffle shows only in what the engine reports: an engine
  # that reports its events must report this shuffle, citing the clause.
  @rule:5-2-1-5-2
  Scenario: A deck changed by a start-of-game effect is shuffled by its owner
    Given the board "1.2.0/5-2/two_imu.yaml"
    When Bob chooses to go first
    And Bob chooses "bob.geoise"
    And Alice chooses "alice.geoise"
    Then the engine cites 5-2-1-5-2
    And Bob must choose whether to redraw
    When Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1
