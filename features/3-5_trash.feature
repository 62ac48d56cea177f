Feature: 3-5 Trash
  The trash is an open area: its cards lie face up and both players may look at them (3-5-2). A card placed
  there goes on top of the cards already there, whichever rule put it there: a Counter used from the hand
  (7-1-3-2-1), a Character K.O.'d (10-2-1), a Stage replaced (3-8-5-1). A card that was secret in the hand
  is open once it is in the trash. No card here has text a scenario relies on beyond [Blocker].

  # Mistake caught: the Counter card put under the trash (the Counter path filing its card apart). Bepo, used
  # as a Counter (7-1-3-2-1), goes on top of Otsuru (3-5-2); Higurashi, at 4000 still short of Franky's 6000,
  # is then K.O.'d (7-1-4-1-2) and goes on top of Bepo. Bob's Leader, no longer attacked, keeps his Life.
  @rule:3-5-2 @rule:3-5-1 @rule:7-1-3-2-1 @rule:7-1-4-1-2
  Scenario: Bob's Counter Bepo, then his Blocker Higurashi K.O.'d all the same, each go on top of his trash
    Given the board "3-5/counter_then_ko.yaml"
    When Alice attacks Bob's leader with "alice.franky"
    And Bob blocks with "bob.higurashi"
    And Bob uses the counter of "bob.bepo" on "bob.higurashi"
    Then Bob's trash holds, from the top, "bob.higurashi", "bob.bepo" and "bob.otsuru"
    And Bob has 4 Life cards
    And Bob has 0 cards in his hand

  # Mistake caught: a card trashed from the hand kept secret, as it was in the hand. In Bob's hand Alice may
  # not look at Bepo (3-4-3); once he is used as a Counter and trashed, he lies face up in the open trash and
  # both players may look at him (3-5-2). Bob's Leader (6000 with the Counter) beats Alice's 5000.
  @rule:3-5-2 @rule:3-4-3 @rule:7-1-3-2-1
  Scenario: Bepo, hidden from Alice in Bob's hand, is open to her once Bob has used him as a Counter
    Given the board "3-5/counter_from_hand.yaml"
    Then Alice cannot see "bob.bepo"
    And Bob can see "bob.bepo"
    When Alice attacks Bob's leader with "alice.leader"
    And Bob uses the counter of "bob.bepo" on his leader
    Then "bob.bepo" is in Bob's trash
    And Alice can see "bob.bepo"
    And Bob can see "bob.bepo"
    And Bob has 4 Life cards

  # Mistake caught: the replaced Stage put under the trash. The Stage already there is placed in the trash
  # (3-8-5-1), on top of Otsuru (3-5-2), and the new Thousand Sunny takes its place.
  @rule:3-5-2 @rule:3-8-5-1
  Scenario: The Thousand Sunny Alice replaces goes on top of her trash
    Given the board "3-5/stage_replaced.yaml"
    When Alice plays "alice.new"
    Then Alice's trash holds, from the top, "alice.old" and "alice.otsuru"
    And "alice.new" is in Alice's Stage area
