Feature: 3-2 Deck
  The deck is a secret area whose order nobody may change unless told to (3-2-2), and each player has their
  own (3-1-3): a draw takes the top card of the drawer's deck (4-5-2), and the cards under it stay in the
  order they were, from one turn to the next. No card here has text.

  # Mistake caught: a deck put in a new order (shuffled) as its player's turn ends. Nothing in Alice's or Bob's
  # turn tells anyone to shuffle or reorder a deck (3-2-2): when Alice's turn ends her deck is still Karoo, Sai,
  # Otsuru; Bob's Draw Phase takes his own top card, Robin (3-1-3, 6-3-1); and Alice's next draw takes Karoo,
  # leaving Sai above Otsuru.
  @rule:3-2-2 @rule:3-1-3 @rule:6-3-1
  Scenario: Both decks keep their order from turn to turn, and each Draw Phase takes its own player's top card
    Given the board "3-2/two_turns.yaml"
    When Alice ends her turn
    Then it is Bob's turn 4
    And "bob.robin" is in Bob's hand
    And Bob's deck holds, from the top, "bob.sai" and "bob.karoo"
    And Alice's deck holds, from the top, "alice.karoo", "alice.sai" and "alice.otsuru"
    When Bob ends his turn
    Then it is Alice's turn 5
    And "alice.karoo" is in Alice's hand
    And Alice's deck holds, from the top, "alice.sai" and "alice.otsuru"
    And Bob's deck holds, from the top, "bob.sai" and "bob.karoo"
