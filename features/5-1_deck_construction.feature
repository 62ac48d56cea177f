Feature: 5-1 Preparing the Leader Card, Deck and DON!! Deck
  Each player presents a Leader, a deck of exactly 50 cards and 10 DON!! (5-2-1-1); a deck that breaks
  the deck-building rules of 5-1-2 cannot start a game, and the engine must refuse it, naming the rule.

  @rule:5-1-2 @rule:5-2-1-1 @rule:5-1-1
  Scenario: A deck of 49 cards cannot start a game
    When the players present the decks of "5/illegal/forty_nine_cards.yaml"
    Then the action is refused citing 5-1-2

  @rule:5-1-2-1 @rule:5-2-1-1
  Scenario: A Leader card cannot be put in the deck
    When the players present the decks of "5/illegal/leader_in_deck.yaml"
    Then the action is refused citing 5-1-2-1

  @rule:5-1-2-2 @rule:5-2-1-1
  Scenario: A card of a colour the Leader does not have cannot be put in the deck
    When the players present the decks of "5/illegal/green_card.yaml"
    Then the action is refused citing 5-1-2-2

  # A red/green Leader takes red cards and green cards alike (5-1-2-2: each card's colour is one of the
  # Leader's). An engine that checks only a multicoloured Leader's first colour refuses the green cards; one
  # that reads the rule as "the card must have every colour of the Leader" refuses them all.
  @rule:5-1-2-2 @rule:5-2-1-1 @rule:2-3-4
  Scenario: A red and green Leader's deck of red cards and green cards starts a game
    When the players present the decks of "5/law_red_and_green.yaml"
    Then Bob must choose whether to go first or second
    When Bob chooses to go second
    And Alice keeps her hand
    And Bob keeps his hand
    Then it is Alice's turn 1
    And "alice.first" is in Alice's hand
    And Alice has 4 Life cards

  @rule:5-1-2-3 @rule:5-2-1-1
  Scenario: Five copies of one card number cannot be put in the deck
    When the players present the decks of "5/illegal/five_copies.yaml"
    Then the action is refused citing 5-1-2-3

  @rule:5-1-2-4 @rule:5-1-2-4-1 @rule:5-1-2-4-2 @rule:8-1-3-4-3 @rule:5-2-1-1
  Scenario: A card whose own text allows any number of copies starts a game fifty times over
    When the players present the decks of "5/pacifista_deck.yaml"
    Then Bob must choose whether to go first or second
    When Bob chooses to go second
    And Alice keeps her hand
    And Bob keeps his hand
    Then it is Alice's turn 1
    And Alice has 5 Life cards
    And "alice.sixth" is 1st from the bottom of Alice's Life

  # The limit counts card numbers, not names: ST01-013 and OP01-025 are both named Roronoa Zoro, and
  # four of each is legal. An engine that counted names would refuse this deck.
  @rule:2-14-1 @rule:2-14-2 @rule:5-1-2-3
  Scenario: Four Roronoa Zoro ST01-013 and four Roronoa Zoro OP01-025 make a legal deck
    When the players present the decks of "5/same_name_two_numbers.yaml"
    Then Bob must choose whether to go first or second
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1

  # At the start of the game each deck is in its deck area (3-2-1), each DON!! deck in its DON!! deck
  # area (3-3-1, 10 cards) and each Leader face up in its Leader area (3-6-1). Bob goes first: his
  # DON!! Phase takes 1 DON!! (6-4-1) and he does not draw (6-3-1); Alice's 10 stay in her DON!! deck.
  @rule:5-2-1-1 @rule:5-1-2 @rule:3-2-1 @rule:3-3-1 @rule:3-6-1
  Scenario: Two legal decks start the game
    When the players present the decks of "5/bob_chooses.yaml"
    Then Bob must choose whether to go first or second
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1
    And "alice.leader" is in Alice's Leader area
    And "bob.leader" is in Bob's Leader area
    And Alice has 40 cards in her deck
    And Bob has 40 cards in his deck
    And Alice has 10 DON!! in her DON!! deck
    And Bob has 9 DON!! in his DON!! deck
    And Bob has 1 active DON!!

  # Only an effect worded about what may or may not be put in the deck concerns deck building (5-1-2-4-1):
  # Zoro OP01-001's [DON!! x1] [Your Turn] +1000, a permanent effect of another kind, leaves Alice's deck of
  # 50 red ST01 cards legal, and the game starts. Mistake caught: every permanent effect of a Leader read as
  # a deck rule that forbids cards.
  @rule:5-1-2-4 @rule:5-1-2-4-1 @rule:5-2-1-1
  Scenario: Zoro's permanent effect is no deck-building rule, and his red deck starts the game
    When the players present the decks of "5/zoro_leader_deck.yaml"
    Then Bob must choose whether to go first or second
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1
    And "alice.leader" is in Alice's Leader area
    And Alice has 40 cards in her deck

  # Imu OP13-079's text forbids Events of cost 2 or more in its deck (5-1-2-4): the Event of cost 3 makes
  # Alice's deck illegal, though it breaks no other rule.
  @rule:5-1-2-4 @rule:5-2-1-1
  Scenario: Imu's deck may not hold an Event of cost 3
    When the players present the decks of "5/illegal/imu_costly_event.yaml"
    Then the action is refused citing 5-1-2-4
