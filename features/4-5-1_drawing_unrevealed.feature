Feature: 4-5-1 Drawing moves the top card of the deck to the hand without revealing it
  To draw is to move the top card of one's deck into one's own hand without showing it to the other
  player (4-5-1, 4-5-2). The card drawn in the Draw Phase (6-3-1) is then a card of a secret area that only
  its owner may look at (3-4-2, 3-4-3); the number of cards in the hand is open to both (3-1-4).

  Rule: 4-5-1 A drawn card is not shown to the opponent

    # Alice draws Robin, the top card of her deck. She may look at it in her hand; Bob may not, though he
    # may count her hand. An engine that announced each drawn card to both players (a public log of draws,
    # say) shows Robin to Bob.
    @rule:4-5-1 @rule:4-5-2 @rule:6-3-1 @rule:3-4-3
    Scenario: Bob cannot see the card Alice draws in her Draw Phase, and Alice can
      Given the board "4-5-1/draw_phase.yaml"
      Then "alice.top" is in Alice's hand
      And "alice.second" is 1st from the top of Alice's deck
      And Alice can see "alice.top"
      And Bob cannot see "alice.top"
      And Bob sees 1 card in Alice's hand
