@edition:1.2.0
Feature: 10-1-7 [Unblockable]
  New in ver.1.2.0: while a card with [Unblockable] attacks, the opponent cannot activate [Blocker]
  (10-1-7-1). Yamato OP16-096 has it printed; Sanji OP15-047's [On Play] gives it to a Character for the
  turn. Bob's two active [Blocker]s could block any other attack.

  @rule:10-1-7-1 @rule:7-1-2-1 @rule:10-1-4-1
  Scenario: Bob cannot block Yamato's attack, but may block the next attack of Alice's leader
    Given the board "1.2.0/10-1/unblockable.yaml"
    When Alice attacks Bob's leader with "alice.yamato"
    Then nobody has to choose anything
    And Bob has 3 Life cards
    And "bob.higurashi" is active
    And "bob.bege" is active
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose a blocker among "bob.higurashi", "bob.bege" and none
    When Bob declines to block
    Then Bob has 2 Life cards

  @rule:10-1-7-1 @rule:7-1-4-1-2
  Scenario: Yamato's attack on a rested Character cannot be blocked either
    Given the board "1.2.0/10-1/unblockable.yaml"
    When Alice attacks "bob.bepo" with "alice.yamato"
    Then nobody has to choose anything
    And "bob.bepo" is in Bob's trash
    And "bob.higurashi" is active

  @rule:10-1-7-1 @rule:10-2-6-1
  Scenario: Sai, given [Unblockable] by Sanji's On Play, attacks without a block being offered
    Given the board "1.2.0/10-1/unblockable.yaml"
    When Alice plays "alice.sanji"
    Then Alice must choose a card among "alice.yamato", "alice.sai", "alice.sanji" and none
    When Alice chooses "alice.sai"
    And Alice attacks Bob's leader with "alice.sai"
    Then nobody has to choose anything
    And "bob.higurashi" is active
    And "bob.bege" is active
    And Bob has 4 Life cards


  # Yamato OP16-096's [On K.O.] plays up to 1 Yamato of cost 6 or less from Alice's trash: the one of cost
  # 6, not the one of cost 8, nor Yamato himself, now in the trash too.
  @rule:10-2-17-1 @rule:8-4-4
  Scenario: Yamato K.O.'d plays the Yamato of cost 6 from Alice's trash
    Given the board "1.2.0/10-1/yamato_on_ko.yaml"
    When Bob attacks "alice.yamato" with "bob.shanks"
    Then "alice.yamato" is in Alice's trash
    And Alice must choose a card among "alice.yamato_six" and none
    When Alice chooses "alice.yamato_six"
    Then "alice.yamato_six" is in Alice's Character area
    And "alice.yamato_eight" is in Alice's trash
    And nobody has to choose anything

  # Mistake caught: [Unblockable] carried out by skipping the Block Step and the Counter Step together. It
  # forbids only [Blocker] (10-1-7-1); the Counter Step comes as in any battle (7-1-3): Bob's two Counters
  # (+2000 each) raise his Leader to 9000 against Yamato's 8000, and Yamato loses (7-1-4-2).
  @rule:10-1-7-1 @rule:7-1-3-2-1 @rule:7-1-4-2
  Scenario: Bob cannot block Yamato, but his Counters still save his Leader
    Given the board "1.2.0/10-1-7/yamato_against_counters.yaml"
    When Alice attacks Bob's leader with "alice.yamato"
    Then Bob must choose whether to use counters
    When Bob uses the counter of "bob.usopp" on his leader
    And Bob uses the counter of "bob.drake" on his leader
    Then nobody has to choose anything
    And Bob has 4 Life cards
    And "bob.higurashi" is active
    And "alice.yamato" is rested

  # Mistake caught: [Unblockable] looked for on either card of the battle. It acts "while a card with it is
  # attacking" (10-1-7-1); Bob's Yamato is the card attacked, so Bob's Higurashi may block for her (10-1-4-1),
  # and Alice's 5000 Leader K.O.s him (3000) instead.
  @rule:10-1-7-1 @rule:10-1-4-1
  Scenario: When Bob's Yamato is attacked, Bob's Higurashi may block for her
    Given the board "1.2.0/10-1-7/bobs_yamato_attacked.yaml"
    When Alice attacks "bob.yamato" with "alice.leader"
    Then Bob must choose a blocker among "bob.higurashi" and none
    When Bob blocks with "bob.higurashi"
    Then "bob.higurashi" is in Bob's trash
    And "bob.yamato" is in Bob's Character area
