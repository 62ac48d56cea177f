@edition:1.2.0
Feature: 4-11 "Remove"
  New in ver.1.2.0: card text may say "remove" (4-11-1); to remove a card is to move it from the area it is
  in to another area (4-11-2). A card that "cannot be removed from the field" therefore stays on the field
  against a K.O. by an effect (to the trash), a return to the hand and a move to the deck alike. A DON!!
  card given to a card is neither active nor rested (4-4-2), so it is not one of "your rested DON!!".

  # Inuarashi OP02-027 is the printed card: "If all of your DON!! cards are rested, this Character cannot
  # be removed from the field by your opponent's effects". Its official Q&A answers both points: it is not
  # K.O.'d by effects, nor moved to the hand, deck or trash; and DON!! given to a Leader or Character mean
  # the condition is not met. Jinbe OP01-071, Gum-Gum Jet Pistol ST01-015 and Alvida OP01-064 try each move.
  # Mistakes caught: "remove" read as a K.O. only (or as a return to the hand or deck only); a given DON!!
  # counted as rested (or left out of "all of your DON!!").

  @rule:4-11-2 @rule:4-11-1 @qa:OP02-027-1
  Scenario: Jinbe cannot put Inuarashi at the bottom of Bob's deck while all of Bob's DON!! are rested
    Given the board "1.2.0/4-11/inuarashi_all_don_rested.yaml"
    When Alice plays "alice.jinbe"
    Then Alice must choose a card among "bob.inuarashi", "alice.alvida" and none
    When Alice chooses "bob.inuarashi"
    Then "bob.inuarashi" is in Bob's Character area
    And Bob has 10 cards in his deck
    And nobody has to choose anything

  @rule:4-11-2 @qa:OP02-027-1
  Scenario: Gum-Gum Jet Pistol cannot K.O. Inuarashi while all of Bob's DON!! are rested
    Given the board "1.2.0/4-11/inuarashi_all_don_rested.yaml"
    When Alice plays "alice.pistol"
    Then Alice must choose a card among "bob.inuarashi" and none
    When Alice chooses "bob.inuarashi"
    Then "bob.inuarashi" is in Bob's Character area
    And "alice.pistol" is in Alice's trash
    And Bob has 0 cards in his trash

  @rule:4-11-2 @qa:OP02-027-1
  Scenario: Alvida's attack cannot return Inuarashi to Bob's hand while all of Bob's DON!! are rested
    Given the board "1.2.0/4-11/inuarashi_all_don_rested.yaml"
    When Alice attacks Bob's leader with "alice.alvida"
    Then Alice must choose whether to pay the optional cost
    When Alice pays the optional cost
    Then Alice must choose a card
    When Alice chooses "alice.pistol"
    Then Alice must choose a card among "bob.inuarashi" and none
    When Alice chooses "bob.inuarashi"
    Then "bob.inuarashi" is in Bob's Character area
    And Bob has 0 cards in his hand

  @rule:4-4-2 @rule:4-11-2 @qa:OP02-027-2
  Scenario: With a DON!! given to Bob's Leader, not all of his DON!! are rested, and Jinbe puts Inuarashi under his deck
    Given the board "1.2.0/4-11/inuarashi_don_given.yaml"
    When Alice plays "alice.jinbe"
    And Alice chooses "bob.inuarashi"
    Then "bob.inuarashi" is in Bob's deck
    And Bob has 11 cards in his deck
    And Bob has 0 Characters
    And "bob.leader" has 1 DON!! given

  @rule:4-4-1 @rule:4-4-1-1 @rule:4-11-2
  Scenario: With an active DON!! in Bob's cost area, Jinbe puts Inuarashi under his deck
    Given the board "1.2.0/4-11/inuarashi_don_active.yaml"
    When Alice plays "alice.jinbe"
    And Alice chooses "bob.inuarashi"
    Then "bob.inuarashi" is in Bob's deck
    And Bob has 0 Characters
