Feature: 4-7-1 Playing a card means paying its cost from one's own hand
  To play a card is to pay its cost from the hand and play it (4-7-1), and a player plays the cards of
  their own hand (6-5-3-1). A card of the opponent's hand is not one of them, even when the player could
  pay its cost.

  Rule: 4-7-1 Only a card of one's own hand is played

    # Alice has the 3 active DON!! that Heat's cost of 2 asks, but Heat is in Bob's hand: the play is refused
    # and not offered, and nothing moves. An engine that looked only for "a card in a hand" (not "in the
    # player's hand") lets Alice pay for Bob's Heat.
    @rule:4-7-1 @rule:6-5-3-1 @rule:4-2-1
    Scenario: Alice cannot play Heat from Bob's hand, even with the DON!! to pay for him
      Given the board "4-7-1/opponents_hand.yaml"
      Then Alice may not play "bob.heat"
      And Alice may play "alice.karoo"
      When Alice plays "bob.heat"
      Then the action is refused citing 6-5-3-1
      And "bob.heat" is in Bob's hand
      And Alice has 3 active DON!!
      And Alice has 0 Characters
      And Bob has 0 Characters
