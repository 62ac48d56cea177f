@edition:1.2.0
Feature: 2 Card Information
  Two points of ver.1.2.0's chapter 2: "?" is an attribute of its own beside the five others (2-5-2), and
  when card text names "Leader or Character cards" together, the Character cards meant are those in the
  Character area (2-2-4-3), an exception to "Character card" meaning a card outside it (2-2-4-2).

  # Printed cards: Imu OP13-079 is the Leader with the attribute "?"; Buggy OP03-032 cannot be K.O.'d in
  # battle by Slash-attribute cards; Hyogoro OP01-020 gives +2000 to "up to 1 of your Leader or Character
  # cards". Mistakes caught: "?" read as a wildcard that has every attribute (an official Q&A shows that
  # "a card with all attributes" is a different thing: such a Leader could not K.O. Buggy); "Leader or
  # Character cards" read with 2-2-4-2, offering Character cards from the hand.

  @rule:2-5-2 @rule:2-5-6
  Scenario: Imu, of the attribute "?", K.O.s Buggy in battle, who is protected only from Slash-attribute cards
    Given the board "1.2.0/2/imu_attacks_buggy.yaml"
    When Bob attacks "alice.buggy" with "bob.leader"
    Then "alice.buggy" is in Alice's trash

  @rule:2-5-6 @rule:2-5-2
  Scenario: Zoro, of the attribute Slash, cannot K.O. Buggy in battle
    Given the board "1.2.0/2/zoro_attacks_buggy.yaml"
    When Bob attacks "alice.buggy" with "bob.leader"
    Then "alice.buggy" is in Alice's Character area

  @rule:2-2-4-3 @rule:2-2-4-2
  Scenario: Hyogoro's "Leader or Character cards" are Alice's Leader and her Characters on the field, not the Character card in her hand
    Given the board "1.2.0/2/hyogoro_leader_or_character.yaml"
    When Alice activates the effect of "alice.hyogoro"
    Then Alice must choose a card among "alice.leader", "alice.hyogoro" and none
    When Alice chooses "alice.leader"
    Then "alice.leader" has 7000 power
    And "alice.hyogoro" is rested
    And "alice.robin" is in Alice's hand


  # Imu OP13-079 [Activate: Main] [Once Per Turn]: Alice may trash a Celestial Dragons Character of hers or
  # a card of her hand, and draws 1. Saint Charlos may go; Chopper on the field is no Celestial Dragon. The
  # effect used, a second activation this turn is refused.
  @rule:10-2-13-1 @rule:8-3-1-4 @rule:10-2-2-1
  Scenario: Imu trashes Saint Charlos to draw 1, once in the turn
    Given the board "1.2.0/2/imu_draws.yaml"
    When Alice activates the effect of "alice.leader"
    And Alice pays the optional cost
    Then Alice must choose a card among "alice.charlos", "alice.hand_a" and "alice.hand_b"
    When Alice chooses "alice.charlos"
    Then "alice.charlos" is in Alice's trash
    And "alice.top" is in Alice's hand
    And Alice has 3 cards in her hand
    And "alice.chopper" is in Alice's Character area
    When Alice activates the effect of "alice.leader"
    Then the action is refused citing 10-2-13-1
    And Alice has 3 cards in her hand
