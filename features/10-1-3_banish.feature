Feature: 10-1-3 [Banish]
  [Banish] changes where the Life card goes when its card deals damage to the Leader: to the trash instead
  of the hand, and no [Trigger] (10-1-3-1). It acts only when damage is dealt: against a Character, or in a
  battle it loses, it does nothing. The trashed card goes on top of the trash (3-5-2), face up: the trash
  is open to both players. Roronoa Zoro P-045 has [Banish] and no other text; Yamato OP01-121 has [Double
  Attack] and [Banish], and only a second name besides; every other card here has no text at all.

  # Mistake caught: the banished Life card put under the trash (an engine that files it apart from the cards
  # trashed by other rules). A card placed in the trash goes on top (3-5-2): Vito, the top Life card, lies
  # above Bepo; Koby is now the top of Bob's Life (3-10-2), and Bob's hand is still empty.
  @rule:10-1-3-1 @rule:3-5-2 @rule:3-10-2
  Scenario: Zoro's [Banish] puts Vito, Bob's top Life card, on top of his trash, not into his hand
    Given the board "10-1-3/zoro_banish.yaml"
    When Alice attacks Bob's leader with "alice.zoro"
    Then nobody has to choose anything
    And Bob's trash holds, from the top, "bob.vito" and "bob.bepo"
    And Bob's Life holds, from the top, "bob.koby" and "bob.heat"
    And Bob has 0 cards in his hand

  # Mistake caught: the banished Life card kept face down in the trash, hidden as it was in Life. In Life,
  # Vito was secret even to Bob (3-10-2); in the trash both players may look at him (3-5-2).
  @rule:10-1-3-1 @rule:3-5-2 @rule:3-10-2 @rule:3-1-5
  Scenario: Vito, secret in Bob's Life, is open to both players once [Banish] has put him in the trash
    Given the board "10-1-3/zoro_banish.yaml"
    Then Alice cannot see "bob.vito"
    And Bob cannot see "bob.vito"
    When Alice attacks Bob's leader with "alice.zoro"
    Then "bob.vito" is in Bob's trash
    And Alice can see "bob.vito"
    And Bob can see "bob.vito"
    And Alice cannot see "bob.koby"

  # Mistake caught: [Banish] trashing a Life card whenever its card wins a battle. Against a Character the
  # winner K.O.s it (7-1-4-1-2) and no damage is dealt, so [Banish] has nothing to act on (10-1-3-1): Sai is
  # K.O.'d, on top of Bob's trash, and Bob's Life is untouched.
  @rule:10-1-3-1 @rule:7-1-4-1-2
  Scenario: Zoro K.O.s Bob's rested Sai, and his [Banish] leaves Bob's Life alone
    Given the board "10-1-3/zoro_banish.yaml"
    When Alice attacks "bob.sai" with "alice.zoro"
    Then Bob's trash holds, from the top, "bob.sai" and "bob.bepo"
    And Bob's Life holds, from the top, "bob.vito", "bob.koby" and "bob.heat"
    And Bob has 0 cards in his hand

  # Mistake caught: [Banish] trashing the top Life card after any attack of its card on the Leader, won or
  # lost. Bob's Counters (+2000, +1000) raise his Leader to 8000 against Zoro's 7000: Zoro loses (7-1-4-2), no
  # damage is dealt, and [Banish] does nothing (10-1-3-1). Only the two Counter cards are in Bob's trash.
  @rule:10-1-3-1 @rule:7-1-4-2 @rule:7-1-3-2-1
  Scenario: Zoro, beaten by Bob's Counters, trashes none of Bob's Life cards
    Given the board "10-1-3/zoro_banish_counters.yaml"
    When Alice attacks Bob's leader with "alice.zoro"
    Then Bob must choose whether to use counters
    When Bob uses the counter of "bob.usopp" on his leader
    And Bob uses the counter of "bob.bepo" on his leader
    Then nobody has to choose anything
    And Bob has 4 Life cards
    And Bob has 2 cards in his trash
    And "alice.zoro" is rested

  # Mistake caught: the defeat check left out of [Banish]'s path (an engine that, with [Banish], just trashes
  # the top Life card if there is one). Damage is dealt to a Leader with 0 Life cards: Bob loses (7-1-4-1-1-1,
  # 1-2-1-1-1), whatever would have happened to the Life card.
  @rule:10-1-3-1 @rule:7-1-4-1-1-1 @rule:1-2-1-1-1
  Scenario: Zoro's [Banish] against Bob's Leader with 0 Life cards wins the game
    Given the board "10-1-3/zoro_banish_zero_life.yaml"
    When Alice attacks Bob's leader with "alice.zoro"
    Then Alice wins the game

  # Mistake caught: [Banish] applied to the first point of [Double Attack] damage only. Each point is the
  # one-point process again (7-1-4-1-1-3), and [Banish] acts on each (10-1-3-1): Vito goes to the trash, then
  # Koby on top of him (3-5-2); Bob's hand stays empty and Heat is his last Life card.
  @rule:10-1-3-1 @rule:10-1-2-1 @rule:7-1-4-1-1-3 @rule:3-5-2
  Scenario: Yamato's [Double Attack] with [Banish] trashes Vito and then Koby, and Bob's hand stays empty
    Given the board "10-1-3/yamato_double_banish.yaml"
    When Alice attacks Bob's leader with "alice.yamato"
    Then nobody has to choose anything
    And Bob's trash holds, from the top, "bob.koby", "bob.vito" and "bob.bepo"
    And Bob's Life holds, from the top, "bob.heat"
    And Bob has 0 cards in his hand
    And the game is not over

  # Mistake caught: a Leader whose last Life card [Banish] trashes taken to have lost at once. Bob had 1 Life
  # card when the damage was confirmed, so it is trashed and nothing more happens (7-1-4-1-1-2, 10-1-3-1); he
  # loses only when damage is dealt to him with 0 Life cards (7-1-4-1-1-1): Franky's attack then wins.
  @rule:10-1-3-1 @rule:7-1-4-1-1-2 @rule:7-1-4-1-1-1 @rule:1-2-1-1-1
  Scenario: Zoro's [Banish] trashes Bob's last Life card and the game goes on until Franky's attack
    Given the board "10-1-3/zoro_banish_last_life.yaml"
    When Alice attacks Bob's leader with "alice.zoro"
    Then "bob.vito" is in Bob's trash
    And Bob has 0 Life cards
    And Bob has 0 cards in his hand
    And the game is not over
    When Alice attacks Bob's leader with "alice.franky"
    Then Alice wins the game
