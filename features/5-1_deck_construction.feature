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

  @rule:5-2-1-1 @rule:5-1-2
  Scenario: Two legal decks start the game
    When the players present the decks of "5/bob_chooses.yaml"
    Then Bob must choose whether to go first or second
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice keeps her hand
    Then it is Bob's turn 1
