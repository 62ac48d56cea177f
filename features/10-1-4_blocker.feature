Feature: 10-1-4 [Blocker]
  [Blocker] is the defender's: when another of its player's cards is attacked, an active [Blocker] may be
  rested in the Block Step to become the card being attacked (10-1-4-1). Whose turn it is and when the
  [Blocker] came to the field do not matter; only the player whose card is attacked may block. Kurozumi
  Higurashi OP01-100 and Nekomamushi OP02-038 have [Blocker] and no other text.

  # Mistake caught: a Character played this turn kept from blocking, as if 3-7-4 (which forbids only an attack)
  # barred every use of the card. [Blocker] needs only that it be active and that another card of its player
  # be attacked (10-1-4-1): Higurashi blocks, and Alice's 5000 Leader K.O.s him (3000).
  @rule:10-1-4-1 @rule:3-7-4 @rule:7-1-2-1
  Scenario: Bob's Higurashi, played this turn, may still block Alice's attack
    Given the board "10-1-4/blocker_played_this_turn.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose a blocker among "bob.higurashi" and none
    When Bob blocks with "bob.higurashi"
    Then "bob.higurashi" is in Bob's trash
    And Bob has 4 Life cards

  # Mistake caught: the [Blocker]s looked for on both sides of the field. Only a card of the attacked player
  # blocks for that player (10-1-4-1: "one of your cards other than this card"): Alice's own Higurashi is not
  # offered against her attack, Bob's Nekomamushi is, and he may decline.
  @rule:10-1-4-1 @rule:7-1-2-1
  Scenario: In Alice's attack only Bob's Nekomamushi is offered as a blocker, not Alice's own Higurashi
    Given the board "10-1-4/blockers_on_both_sides.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose a blocker among "bob.nekomamushi" and none
    When Bob declines to block
    Then Bob has 3 Life cards
    And "alice.higurashi" is active
    And "bob.nekomamushi" is active

  # Mistake caught: the [Blocker]s looked for on the side of the player who went second (or of "Bob") whatever
  # the turn. In Bob's turn Alice is the defender: her Higurashi may block for her Leader (10-1-4-1), and Bob's
  # Leader (5000) K.O.s him (3000); Alice keeps her 4 Life cards.
  @rule:10-1-4-1 @rule:7-1-2-1
  Scenario: In Bob's turn Alice blocks Bob's attack with her Higurashi
    Given the board "10-1-4/alice_blocks_in_bobs_turn.yaml"
    When Bob attacks Alice's leader with "bob.leader"
    Then Alice must choose a blocker among "alice.higurashi" and none
    When Alice blocks with "alice.higurashi"
    Then "alice.higurashi" is in Alice's trash
    And Alice has 4 Life cards
    And "bob.leader" is rested

  # Mistake caught: [Blocker] used up for the turn once its player has been asked, though he declined. A
  # [Blocker] is rested only when activated (10-1-4-1); declined, Higurashi stays active and may block Alice's
  # next attack, and Alice's 6000 Leader then K.O.s him instead of damaging Bob's Leader.
  @rule:10-1-4-1 @rule:7-1-2-1
  Scenario: Bob declines to block Franky; his Higurashi may still block Alice's next attack
    Given the board "10-1-4/blocker_declined_once.yaml"
    When Alice attacks Bob's leader with "alice.franky"
    Then Bob must choose a blocker among "bob.higurashi" and none
    When Bob declines to block
    Then Bob has 3 Life cards
    And "bob.higurashi" is active
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose a blocker among "bob.higurashi" and none
    When Bob blocks with "bob.higurashi"
    Then "bob.higurashi" is in Bob's trash
    And Bob has 3 Life cards
