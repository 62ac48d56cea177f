Feature: 4-6-2-1 Damage moves the top Life card into its player's hand, unrevealed
  For 1 damage the player whose Leader took it moves the top card of their Life into their hand (4-6-2-1).
  Nothing reveals it: a card without [Trigger] is never shown (a [Trigger] card is revealed only when its
  [Trigger] is activated, 10-1-5-1). Life cards are secret even to their owner (3-10-2); once in the hand
  the card is its owner's to see, and not the opponent's (3-4-3).

  Rule: 4-6-2-1 The Life card taken goes to the hand as a secret card

    # Vito, the top Life card, goes to Bob's hand: Bob may now look at him, Alice may not, and Heat, still
    # in Bob's Life, stays hidden from both. An engine that showed every Life card taken by damage (so that
    # both players could see whether it has a [Trigger]) shows Vito to Alice.
    @rule:4-6-2-1 @rule:7-1-4-1-1-2 @rule:3-4-3 @rule:3-10-2
    Scenario: The Life card Bob takes into his hand stays hidden from Alice
      Given the board "4-6-2/life_to_hand.yaml"
      When Alice attacks Bob's leader with "alice.hajrudin"
      Then "bob.life_top" is in Bob's hand
      And Bob's Life holds, from the top, "bob.life_bottom"
      And Bob can see "bob.life_top"
      And Alice cannot see "bob.life_top"
      And Alice cannot see "bob.life_bottom"
      And Bob cannot see "bob.life_bottom"
