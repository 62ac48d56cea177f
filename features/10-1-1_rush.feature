Feature: 10-1-1 [Rush]
  [Rush] lifts one limit and no other: a Character that has it may attack in the turn it is played (10-1-1-1,
  against 3-7-4). It still attacks only while active (7-1-1-1), only the Leader or a rested Character
  (7-1-1-2), and the keyword is its own card's, not its player's. Roronoa Zoro OP01-025 has [Rush] and no
  other text; every other card here has no text at all.

  # Mistake caught: [Rush] read as a licence to attack the Leader only, the mirror image of ver.1.2.0's
  # [Rush: Character] (an engine that added one keyword by copying the other). Nothing in 10-1-1-1 limits the
  # target: Bepo, rested, is a target like the Leader (7-1-1-2), and Zoro (5000) K.O.s him (3000, 7-1-4-1-2).
  @rule:10-1-1-1 @rule:7-1-1-2 @rule:7-1-4-1-2
  Scenario: Zoro, played this turn, may attack Bob's rested Bepo as well as his Leader, and K.O.s Bepo
    Given the board "10-1-1/zoro_in_hand.yaml"
    When Alice plays "alice.zoro"
    Then Alice may attack "bob.bepo" with "alice.zoro"
    And Alice may attack Bob's leader with "alice.zoro"
    When Alice attacks "bob.bepo" with "alice.zoro"
    Then "bob.bepo" is in Bob's trash
    And "alice.zoro" is rested
    And Bob has 4 Life cards

  # Mistake caught: [Rush] treated as "this card may attack whatever it likes", skipping the target rule of
  # 7-1-1-2 along with the new-card rule of 3-7-4. Vito is active, so neither Zoro nor any card may attack him.
  @rule:10-1-1-1 @rule:7-1-1-2
  Scenario: Zoro's [Rush] does not let him attack Bob's active Vito
    Given the board "10-1-1/zoro_in_hand.yaml"
    When Alice plays "alice.zoro"
    Then Alice may not attack "bob.vito" with "alice.zoro"
    When Alice attacks "bob.vito" with "alice.zoro"
    Then the action is refused citing 7-1-1-2
    And "alice.zoro" is active
    And "bob.vito" is in Bob's Character area

  # Mistake caught: [Rush] exempting its card from every check on the attacker, so that Zoro, rested by his
  # first attack (7-1-1-1), attacks again. With 1 DON!! Zoro has 6000 against Bob's 5000 Leader, so the first
  # attack deals 1 damage; the second cannot be declared: an attacker must be active (7-1-1-1).
  @rule:10-1-1-1 @rule:7-1-1-1
  Scenario: Zoro attacks once in the turn he is played; rested by that attack, he cannot attack again
    Given the board "10-1-1/zoro_in_hand.yaml"
    When Alice plays "alice.zoro"
    And Alice gives 1 DON!! to "alice.zoro"
    And Alice attacks Bob's leader with "alice.zoro"
    Then Bob has 3 Life cards
    And "alice.zoro" is rested
    And Alice may not attack Bob's leader with "alice.zoro"
    When Alice attacks Bob's leader with "alice.zoro"
    Then the action is refused citing 7-1-1-1
    And Bob has 3 Life cards
