Feature: 6-6-1 End Phase, on cards without text
  In the End Phase the effects lasting "this turn" end, the turn player's (6-6-1-2) and then the other
  player's (6-6-1-3), and the turn passes to the other player (6-6-1-4). The power changes here are a
  board's (lasting until the turn ends), on cards without text, so an engine that plays no card text runs
  these scenarios.

  # 6-6-1-2 ends every "this turn" effect of the turn player, whatever card it changed: the +2000 on Alice's
  # leader ends as surely as the +1000 on her Sai. Mistake caught: an engine that ends the changes on
  # Characters only and keeps the leader's.
  @rule:6-6-1-2 @rule:6-6-1-4
  Scenario: The leader's this-turn +2000 ends with the turn, like the Character's +1000 (an engine ending only the Characters' fails)
    Given the board "6-6/leader_and_character_boosted.yaml"
    Then it is Bob's turn 4
    And "alice.leader" has 5000 power
    And "alice.sai" has 4000 power

  # Bob's +2000 on Vito, made in Alice's turn, lasts "this turn" too: it ends in Alice's End Phase
  # (6-6-1-3), not at the end of Bob's own turn. In Bob's turn 4 Vito is back at 5000. Mistake caught: an
  # engine that ends only the turn player's "this turn" effects as the turn ends.
  @rule:6-6-1-3 @rule:6-6-1-4
  Scenario: The non-turn player's this-turn +2000 ends with the turn player's turn (an engine keeping it into Bob's turn fails)
    Given the board "6-6/opponent_boosted.yaml"
    Then it is Bob's turn 4
    And "bob.vito" has 5000 power

  # A change that takes power is an effect lasting this turn like one that adds it: Sai's -1000 (Alice's,
  # 6-6-1-2) and Vito's -2000 (Bob's, 6-6-1-3) both end in the End Phase. Mistake caught: an engine that
  # ends the gains and keeps the losses.
  @rule:6-6-1-2 @rule:6-6-1-3
  Scenario: This-turn power losses end with the turn, on both sides (an engine ending only the gains fails)
    Given the board "6-6/power_taken.yaml"
    Then it is Bob's turn 4
    And "alice.sai" has 4000 power
    And "bob.vito" has 5000 power

  # Sai's +2000 ended with Alice's turn (6-6-1-2), so in Bob's turn it battles at 4000: Bob's 5000 leader
  # K.O.s it (7-1-4-1-2). Mistake caught (seen in a battle, not only in a power read): an engine that keeps
  # "this turn" changes past the End Phase, which has Sai at 6000 survive.
  @rule:6-6-1-2 @rule:6-6-1-4 @rule:7-1-4-1-2
  Scenario: In Bob's turn his 5000 leader K.O.s Sai, whose +2000 ended with Alice's turn (an engine keeping it fails)
    Given the board "6-6/boosted_sai_rested.yaml"
    Then it is Bob's turn 4
    And "alice.sai" is rested
    When Bob attacks "alice.sai" with "bob.leader"
    Then "alice.sai" is in Alice's trash
    And "bob.leader" is rested
    And nobody has to choose anything

  # Bob went first, so turn 3 is his; after its End Phase the other player, Alice, becomes the turn player
  # (6-6-1-4) for turn 4: she draws 1 (6-3-1) and places 2 DON!! (6-4-1); Bob draws nothing. Mistake caught:
  # an engine that gives odd turns to Alice and even ones to Bob, whoever went first.
  @rule:6-6-1-4 @rule:6-1-2
  Scenario: After Bob's End Phase of turn 3 (he went first) the turn passes to Alice (an engine giving even turns to Bob fails)
    Given the board "6-6/bob_first_end_phase.yaml"
    Then it is Alice's turn 4
    And Alice has 6 cards in her hand
    And Alice has 9 cards in her deck
    And Alice has 4 active DON!!
    And Bob has 5 cards in his hand
    And Bob has 3 active DON!!
