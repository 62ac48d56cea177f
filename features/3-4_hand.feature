Feature: 3-4 Hand
  The hand is a secret area whose cards only their owner may look at (3-4-2, 3-4-3). A card that comes into
  the hand from another secret area, the top of the deck by a draw (3-4-1) or a Life card taken by damage
  (4-6-2-1), is then seen by its owner and by nobody else: it is not revealed on the way (10-1-5-2), and it
  does not stay hidden from its owner as it was in the deck or in Life. No card here has text.

  # Mistakes caught: the Life card taken into the hand kept hidden from its owner (face down as it was in Life,
  # 3-10-2), and the Life card revealed to the opponent on its way to the hand (a [Trigger] declined or absent
  # adds the card without revealing it, 10-1-5-2). In the hand Bob may look at Vito (3-4-2), Alice may not
  # (3-4-3), and both may count Bob's hand (3-1-4).
  @rule:3-4-2 @rule:3-4-3 @rule:3-10-2 @rule:10-1-5-2 @rule:3-1-4
  Scenario: Vito, taken from Bob's Life by damage, is seen by Bob in his hand and not by Alice
    Given the board "3-4/life_to_hand.yaml"
    Then Bob cannot see "bob.vito"
    And Alice cannot see "bob.vito"
    When Alice attacks Bob's leader with "alice.leader"
    Then "bob.vito" is in Bob's hand
    And Bob can see "bob.vito"
    And Alice cannot see "bob.vito"
    And Bob cannot see "bob.koby"
    And Alice sees 1 card in Bob's hand

  # Mistake caught: the drawn card kept hidden from its owner, as it was in the deck (3-2-2). The Draw Phase
  # puts the top card of Alice's deck, Vivi, into her hand (6-3-1, 3-4-1): Alice may look at her, Bob may not;
  # Karoo, now the top of the deck, is seen by nobody.
  @rule:3-4-1 @rule:3-4-2 @rule:3-4-3 @rule:3-2-2
  Scenario: Vivi, drawn in Alice's Draw Phase, is seen by Alice and not by Bob
    Given the board "3-4/draw_phase.yaml"
    Then it is Alice's turn 3
    And "alice.vivi" is in Alice's hand
    And Alice can see "alice.vivi"
    And Bob cannot see "alice.vivi"
    And Alice cannot see "alice.karoo"
    And Bob sees 1 card in Alice's hand
