@edition:1.2.0
Feature: 10-2-3 [Main] and 10-2-4 [Counter] activated by another effect
  New in ver.1.2.0: a [Trigger] or another effect may activate a [Main] outside the Main Phase
  (10-2-3-1-1) and a [Counter] outside the opponent's Counter Step (10-2-4-1-1), the [Counter] only when
  the effect says to activate it (10-2-4-1-2). "[Trigger] Activate this card's [Main] effect" resolves
  in the Damage Step of the opponent's battle, and so does "Activate this card's [Counter] effect".

  # The mistake caught: the [Main] limited to its owner's Main Phase outside a battle (10-2-3-1) even
  # when a [Trigger] activates it, so that the Trigger does nothing.
  @rule:10-2-3-1-1 @rule:10-1-5-1 @rule:10-1-5-3
  Scenario: Jet Pistol's Trigger activates its [Main] in Alice's battle and K.O.s Sai
    Given the board "1.2.0/10-2/trigger_jet_pistol.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    And Bob activates the Trigger
    Then Bob must choose a card among "alice.sai" and none
    When Bob chooses "alice.sai"
    Then "alice.sai" is in Alice's trash
    And "bob.pistol" is in Bob's trash
    And Bob has 3 Life cards
    And Bob has 0 cards in his hand

  # The −2000 lasts the turn: Alice's leader stays at 3000 after the battle, and Sai's 4000 now beats it.
  @rule:10-2-4-1-1 @rule:10-2-4-1-2 @rule:10-1-5-1
  Scenario: Green Star Rafflesia's Trigger activates its [Counter] in the Damage Step and weakens Alice's leader
    Given the board "1.2.0/10-2/trigger_rafflesia.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    And Bob activates the Trigger
    Then Bob must choose a card among "alice.leader", "alice.sai" and none
    When Bob chooses "alice.leader"
    Then "alice.leader" has 3000 power
    And "bob.rafflesia" is in Bob's trash
    And Bob has 3 Life cards
    And nobody has to choose anything

  # The official Q&A of Sanji OP12-041 ("activate up to 1 ... Event from your hand") says such an effect
  # activates the [Main] of an Event that has one, never its [Counter] or [Trigger]; the Event is trashed,
  # and the cost printed on it is not paid. Dragon Claw has only a [Counter], so Sabo cannot activate it
  # (10-2-4-1-2); Barrier Bulls' [Main] resolves in Alice's Main Phase, during Sabo's [On Play].
  @rule:10-2-4-1-2 @rule:10-2-3-1-1 @rule:10-2-6-1
  Scenario: Sabo activates Barrier Bulls' [Main] from Alice's hand, and is not offered Dragon Claw's [Counter]
    Given the board "1.2.0/10-2/sabo_activates_an_event.yaml"
    When Alice plays "alice.sabo"
    Then Alice must choose a card among "alice.bulls" and none
    When Alice chooses "alice.bulls"
    Then "alice.bulls" is in Alice's trash
    And "alice.leader" has 6000 power
    And "alice.claw" is in Alice's hand
    And Alice has 2 cards in her hand
    And Alice has 3 active DON!!
    And nobody has to choose anything

  # Sabo is himself Dressrosa, but Alice's Luffy is not: the "if" of his [On Play] is not met (8-3-3), and
  # Barrier Bulls stays in her hand.
  @rule:8-3-3 @rule:10-2-6-1
  Scenario: Sabo under a Leader that is not Dressrosa activates no Event
    Given the board "1.2.0/10-2/sabo_other_leader.yaml"
    When Alice plays "alice.sabo"
    Then "alice.sabo" is in Alice's Character area
    And nobody has to choose anything
    And "alice.bulls" is in Alice's hand
    And Alice has 3 active DON!!
    And "alice.leader" has 5000 power

  # Bartolomeo OP15-014's [On Play] names Dressrosa type Events only: Jet Pistol, whose [Main] could
  # K.O. Heat, is not offered. Barrier Bulls' [Main] resolves without its printed cost being paid
  # (official Q&A of Sanji OP12-041): Alice's 4 DON!! all went to Bartolomeo.
  @rule:10-2-3-1-1 @rule:10-2-6-1
  Scenario: Bartolomeo activates Barrier Bulls' [Main] from Alice's hand, and is not offered Jet Pistol
    Given the board "1.2.0/10-2/bartolomeo_activates_an_event.yaml"
    When Alice plays "alice.bartolomeo"
    Then Alice must choose a card among "alice.bulls" and none
    When Alice chooses "alice.bulls"
    Then "alice.bulls" is in Alice's trash
    And "alice.leader" has 6000 power
    And "alice.pistol" is in Alice's hand
    And Alice has 2 cards in her hand
    And Alice has 0 active DON!!
    And Alice has 4 rested DON!!
    And "bob.heat" is in Bob's Character area
    And nobody has to choose anything
