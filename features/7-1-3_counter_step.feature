Feature: 7-1-3 Counter Step: the attacked player's Counters, in that step and on their own cards
  In the Counter Step the player being attacked may trash Character cards with a Counter value from
  their hand, each adding that value to their Leader or one of their Characters for the battle
  (7-1-3-2, 7-1-3-2-1). These scenarios use cards without text (and the printed [Blocker]): each names
  the engine mistake it catches, which tests/test_deviations.py plants in the reference engine to show
  that the scenario fails it.

  Rule: 7-1-3-2 Counters are used in the Counter Step, by the player being attacked

    # Mistake caught: an engine that still takes Counters once the Damage Step has been carried out
    # (the Counter Step comes before it, 7-1-3, 7-1-4; after the battle the game is back in Alice's Main
    # Phase, 7-1-5-5): "Counters taken after the Damage Step". Franky's damage stands.
    @rule:7-1-3-2 @rule:7-1-4 @rule:7-1-5-5
    Scenario: Once Franky's damage is dealt, Bob can no longer use his Counter
      Given the board "7-1-1/after_battle.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose whether to use counters
      When Bob is done with counters
      Then Bob has 3 Life cards
      And nobody has to choose anything
      When Bob uses the counter of "bob.komachiyo" on his leader
      Then the action is refused citing 7-1-3-2
      And "bob.komachiyo" is in Bob's hand
      And Bob has 3 Life cards
      And Bob has 2 cards in his hand

    # Mistake caught: an engine that always asks the second player (Bob in these boards) for Counters:
    # in Bob's turn the player being attacked is Alice, and the Counters are hers (7-1-3-2): "the defence
    # is always the second player's". Her Karoo takes her leader to 6000 against Vito's 5000 (7-1-4-2).
    @rule:7-1-3-2 @rule:7-1-3-2-1 @rule:7-1-4-2
    Scenario: In Bob's turn Alice uses Karoo's Counter and Vito's attack fails
      Given the board "7-1-3/bobs_turn_counter.yaml"
      When Bob attacks Alice's leader with "bob.vito"
      Then Alice must choose whether to use counters
      When Alice uses the counter of "alice.karoo" on her leader
      Then nobody has to choose anything
      And Alice has 4 Life cards
      And "alice.karoo" is in Alice's trash
      And Alice has 0 cards in her hand
      And "bob.vito" is rested

  Rule: 7-1-3-2-1 A Counter adds its Counter value to the attacked player's Leader or Character

    # Mistake caught: an engine that puts a Counter's power on the card being attacked, whatever card the
    # player chose (7-1-3-2-1: their Leader or one of their Characters, the one they choose): Sanji's
    # +2000 on Bob's leader leaves Bepo at 3000, and Sai's 4000 K.O.s him (7-1-4-1-2): "a Counter goes
    # to the card attacked".
    @rule:7-1-3-2-1 @rule:7-1-4-1-2
    Scenario: Sanji's Counter on Bob's leader does not save the attacked Bepo
      Given the board "7-1/counters.yaml"
      When Alice attacks "bob.bepo" with "alice.sai"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.sanji" on his leader
      And Bob is done with counters
      Then "bob.bepo" is in Bob's trash
      And "bob.sanji" is in Bob's trash
      And Bob has 4 Life cards
      And Bob has 3 cards in his hand

    # Mistake caught: an engine that adds the Counter card's power rather than its Counter value (2-10-1,
    # 7-1-3-2-1): Urashima's Counter is 1000 though his power is 9000, so Bepo has 4000 against Alice's
    # 5000 leader and is K.O.'d: "a Counter adds the card's power".
    @rule:7-1-3-2-1 @rule:2-10-1 @rule:7-1-4-1-2
    Scenario: Urashima's Counter adds his Counter value, 1000, not his 9000 power, and Bepo is K.O.'d
      Given the board "7-1-3/counter_value_not_power.yaml"
      When Alice attacks "bob.bepo" with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.urashima" on "bob.bepo"
      Then nobody has to choose anything
      And "bob.bepo" is in Bob's trash
      And "bob.urashima" is in Bob's trash
      And Bob has 4 Life cards

    # Mistake caught: an engine that judges "0 Life" when the attack on the leader is declared, not when
    # the damage is confirmed (7-1-4-1-1-1): Komachiyo's Counter takes Bob's leader to 6000 against
    # 5000, the attack fails (7-1-4-2), no damage is dealt and the game goes on: "a leader at 0 Life
    # loses when attacked".
    @rule:7-1-3-2-1 @rule:7-1-4-1-1-1 @rule:7-1-4-2
    Scenario: With no Life left, Bob survives Alice's attack with Komachiyo's Counter
      Given the board "7-1-3/zero_life_counter.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.komachiyo" on his leader
      Then nobody has to choose anything
      And the game is not over
      And Bob has 0 Life cards
      And "bob.komachiyo" is in Bob's trash
