@edition:1.2.0
Feature: 8-4-5 Auto effects set off by a card moving
  New in ver.1.2.0: an auto effect that activates when a card moves from one area to another activates only
  if the card went to an open area (8-4-5; [On K.O.] is one such effect). The trash is an open area; the
  hand and the deck are secret areas (3-1-5, 3-2-2, 3-4-2), so a card removed from the field to either of
  them does not set off its "when removed from the field" effect.

  # A card of the board's own: Test Parting Gift, "when this Character is removed from the field, draw 1
  # card" (none of our written cards has an effect set off by its own card leaving the field for any area).
  # Gum-Gum Jet Pistol ST01-015 K.O.s it (to the trash), Jinbe OP01-071 places it at the bottom of the deck,
  # Alvida OP01-064 returns it to the hand.
  # Mistakes caught: the effect activates whatever the destination; only the deck counted as a secret area
  # (the hand is seen by its owner, but it is a secret area all the same); the effect never activates once
  # its card has left the field (8-1-3-2-3 read as covering it: the move is what sets it off).

  @rule:8-4-5 @rule:4-11-2
  Scenario: K.O.'d by Gum-Gum Jet Pistol, the Parting Gift goes to the trash and Bob draws 1 card
    Given the board "1.2.0/8-4-5/parting_gift.yaml"
    When Alice plays "alice.pistol"
    Then Alice must choose a card among "bob.gift" and none
    When Alice chooses "bob.gift"
    Then "bob.gift" is in Bob's trash
    And Bob has 1 card in his hand
    And Bob has 9 cards in his deck

  @rule:8-4-5 @rule:4-11-2
  Scenario: Placed at the bottom of Bob's deck by Jinbe, the Parting Gift draws nothing
    Given the board "1.2.0/8-4-5/parting_gift.yaml"
    When Alice plays "alice.jinbe"
    Then Alice must choose a card among "bob.gift", "alice.alvida" and none
    When Alice chooses "bob.gift"
    Then "bob.gift" is in Bob's deck
    And Bob has 0 cards in his hand
    And Bob has 11 cards in his deck
    And nobody has to choose anything

  @rule:8-4-5 @rule:4-11-2
  Scenario: Returned to Bob's hand by Alvida, the Parting Gift draws nothing
    Given the board "1.2.0/8-4-5/parting_gift.yaml"
    When Alice attacks Bob's leader with "alice.alvida"
    Then Alice must choose whether to pay the optional cost
    When Alice pays the optional cost
    Then Alice must choose a card
    When Alice chooses "alice.pistol"
    Then Alice must choose a card among "bob.gift" and none
    When Alice chooses "bob.gift"
    Then "bob.gift" is in Bob's hand
    And Bob has 1 card in his hand
    And Bob has 10 cards in his deck

  # Bob trashes the Parting Gift from his hand for its Counter (7-1-3-2-1): it goes to the trash, an open area,
  # but it was never on the field, so it is not "removed from the field" (4-11-2) and Bob draws nothing.
  # Mistake caught: a card that leaves the hand (or any area but the field) for an open area counted as
  # removed from the field.
  @rule:4-11-2 @rule:8-4-5 @rule:7-1-3-2-1
  Scenario: Trashed from Bob's hand for its Counter, the Parting Gift was never on the field and draws nothing
    Given the board "1.2.0/8-4-5/parting_gift_in_hand.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose whether to use counters
    When Bob uses the counter of "bob.gift" on his leader
    Then "bob.gift" is in Bob's trash
    And Bob has 0 cards in his hand
    And Bob has 10 cards in his deck
    And nobody has to choose anything
    And Bob has 4 Life cards
    And the game is not over
