Feature: 5-1-2 One Leader card and a deck of exactly 50 cards
  5-1-2 asks each player for exactly 1 Leader card and a deck of exactly 50 cards, checked when the decks
  are presented (5-2-1-1). The scenarios of 5-1 show a deck one card short; these show the other sides of
  the same numbers, on cards without text: one card too many, and a card that is not a Leader card
  presented as the Leader.

  # "Exactly 50" bounds the deck from above too. An engine that checks the size only as a minimum (a deck
  # of 50 or more, as some deck builders warn and go on) accepts Alice's 51 cards and starts the game.
  @rule:5-1-2 @rule:5-2-1-1
  Scenario: A deck of 51 cards cannot start a game (an engine that checks only for at least 50 starts it)
    When the players present the decks of "5/illegal/fifty_one_cards.yaml"
    Then the action is refused citing 5-1-2

  # The Leader is a card of the category Leader (2-2-1); Otsuru is a Character card. Bob's deck of green
  # cards breaks no other rule. An engine that takes whatever card it is given as the Leader (reading only its
  # colours and Life) starts the game.
  @rule:5-1-2 @rule:5-2-1-1
  Scenario: A Character card presented as the Leader cannot start a game (an engine that never checks the Leader's category starts it)
    When the players present the decks of "5/illegal/character_as_leader.yaml"
    Then the action is refused citing 5-1-2
