@edition:1.2.0
Feature: 6-6 End Phase
  Ver.1.2.0 orders the End Phase in steps. First every [End of Your Turn] effect activates and resolves,
  in the order the turn player chooses (6-6-1-1, 6-6-1-1-3); only then every [End of Your Opponent's
  Turn] effect, in the order the non-turn player chooses (6-6-1-1-2, 6-6-1-1-4). Then the delayed
  effects set for "the end of this turn" are carried out, the turn player's first (6-6-1-2); then the
  effects lasting "during this turn" end (6-6-1-3); then the turn ends (6-6-1-4). Ver.1.1.6 activated
  every effect "at the end of the turn" in one step and ended "this turn" effects with "until the end
  of the turn" ones. No printed card has [End of Your Opponent's Turn] yet: those scenarios use test cards.

  # Diamante's [End of Your Turn] asks for 2 active DON!! when it activates (6-6-1-1). After X.Drake is played
  # Alice has 1; X.Drake's "set up to 1 DON!! active at the end of this turn" is a delayed effect, carried
  # out only in 6-6-1-2, after Diamante's chance has passed: Diamante stays rested, and Alice ends with 2
  # active DON!!. An engine that carries out the delayed effect with (or before) the [End of Your Turn]
  # effects, as 1.1.6's "at the end of the turn" step could, sets Diamante active.
  @rule:6-6-1-1 @rule:6-6-1-2 @rule:6-6-1-4
  Scenario: A delayed "at the end of this turn" effect is carried out only after the [End of Your Turn] effects
    Given the board "1.2.0/6-6/delayed_after_keyword.yaml"
    When Alice plays "alice.drake"
    Then Alice has 1 active DON!!
    When Alice ends her turn
    Then Alice must choose a number among 0 and 1
    And "alice.diamante" is rested
    When Alice chooses the number 1
    Then it is Bob's turn 4
    And "alice.diamante" is rested
    And Alice has 2 active DON!!

  # Smoker's restriction lasts "during this turn", so it ends only in 6-6-1-3. X.Drake's delayed effect (an
  # effect of a Character) comes in 6-6-1-2, while the restriction still applies: no DON!! is set active, and
  # nothing is asked. An engine that ends this turn's effects before the delayed effects sets one active.
  @rule:6-6-1-2 @rule:6-6-1-3
  Scenario: A delayed effect is carried out while the effects lasting during this turn still apply
    Given the board "1.2.0/6-6/delayed_before_this_turn_ends.yaml"
    When Alice plays "alice.drake"
    And Alice activates the effect of "alice.smoker"
    Then Alice must choose a number among 0 and 1
    When Alice chooses the number 1
    Then Alice has 1 active DON!!
    When Alice ends her turn
    Then it is Bob's turn 4
    And Alice has 1 active DON!!
    And Alice has 4 rested DON!!

  # Night Raider's [End of Your Turn] K.O.s Bob's Capone"Gang"Bege. Night Patrol's [End of Your Opponent's
  # Turn] effect activates only afterwards (6-6-1-1-2), when Bob has 1 Character left, so its condition (2 or
  # more) is not met and Bob does not draw: his hand is his 1 card and the card of his Draw Phase. An engine
  # that activates both players' end-of-turn effects together, or Bob's first, lets him draw.
  @rule:6-6-1-1-2 @rule:6-6-1-1
  Scenario: The non-turn player's End of Your Opponent's Turn effect activates only after the turn player's effect has resolved
    Given the board "1.2.0/6-6/opponents_turn_effects_after.yaml"
    When Alice ends her turn
    Then Alice must choose a card among "bob.bege" and none
    When Alice chooses "bob.bege"
    Then it is Bob's turn 4
    And "bob.bege" is in Bob's trash
    And Bob has 2 cards in his hand

  # Alice orders her two [End of Your Turn] effects (6-6-1-1-3); both resolve before Bob's effects are even
  # activated; then Bob, the non-turn player, orders his two [End of Your Opponent's Turn] effects (6-6-1-1-4).
  @rule:6-6-1-1-3 @rule:6-6-1-1-4 @rule:6-6-1-1-2
  Scenario: The turn player orders the End of Your Turn effects, then the non-turn player orders the End of Your Opponent's Turn effects
    Given the board "1.2.0/6-6/both_players_order.yaml"
    When Alice ends her turn
    Then Alice must choose the order of her effects among "alice.drawer_a" and "alice.drawer_b"
    When Alice chooses "alice.drawer_b"
    Then Bob must choose the order of his effects among "bob.watch_a" and "bob.watch_b"
    And Alice has 2 cards in her hand
    And Bob has 0 cards in his hand
    When Bob chooses "bob.watch_a"
    Then it is Bob's turn 4
    And Bob has 3 cards in his hand

  # Ver.1.1.6 met Bob's [End of Your Opponent's Turn] effects at the same time as Alice's [End of Your Turn]
  # effects, so what Alice's effects set off waited for Bob's (its 8-6-1). In ver.1.2.0 Bob's are activated
  # only once Alice's have been activated and resolved (6-6-1-1-2): when the Night Raider's K.O. of Karoo sets
  # off Kaido's DON!! (Alice's Leader: [DON!! x1] [Your Turn] when an opposing Character is K.O.'d, add up to 1
  # DON!!), it waits only for Alice's drawer, met earlier (8-6-1-1), and resolves before Bob's two draws.
  @rule:6-6-1-1-2 @rule:8-6-1-1 @rule:10-2-7-1 @rule:10-2-8-1
  Scenario: What the Night Raider sets off resolves after the drawer and before Bob's End of Your Opponent's Turn effects
    Given the board "8-6/kaido_end_of_turn.yaml"
    When Alice ends her turn
    Then Alice must choose the order of her effects
    When Alice chooses "alice.raider"
    Then Alice must choose a card
    When Alice chooses "bob.karoo"
    Then "bob.karoo" is in Bob's trash
    And Alice must choose a number among 0 and 1
    And Alice has 1 card in her hand
    And Bob has 0 cards in his hand
    When Alice chooses the number 1
    Then Bob must choose the order of his effects
    And Alice has 1 active DON!!
    And Alice has 8 DON!! in her DON!! deck
    When Bob chooses "bob.watch_a"
    Then it is Bob's turn 4
    And Bob has 3 cards in his hand
    And Bob has 7 cards in his deck


  # X.Drake ST24-005 under Crocodile, who is not Supernovas: the rest is skipped (its "if" is not met), but
  # the delayed effect comes after "Then," and is not under that "if" (4-10-2): as the turn ends it sets up
  # to 1 DON!! active. An engine that drops the whole rest of the effect after an unmet "if" sets none.
  @rule:6-6-1-2 @rule:8-3-3 @rule:4-10-2
  Scenario: X.Drake under a Leader that is not Supernovas rests nobody, and still sets a DON!! active as the turn ends
    Given the board "1.2.0/6-6/drake_other_leader.yaml"
    When Alice plays "alice.drake"
    Then nobody has to choose anything
    And "bob.vito" is active
    And Alice has 0 active DON!!
    When Alice ends her turn
    Then Alice must choose a number among 0 and 1
    When Alice chooses the number 1
    Then it is Bob's turn 4
    And Alice has 1 active DON!!
    And Alice has 4 rested DON!!

  # The Closing Recruiter's [End of Your Turn] plays the Turn-End Drawer from Alice's hand during the End Phase.
  # The [End of Your Turn] effects activated when 6-6-1-1 began; the Drawer was not on the field then, and
  # 1.2.0 6-6-1-4 simply ends the turn once 6-6-1-3 is done: the Drawer draws nothing. Ver.1.1.6 6-6-1-4 let
  # the turn end only when no "at the end of the turn" effect was left unactivated, so an engine still
  # following it goes back and has the Drawer draw 1.
  @rule:6-6-1-4 @rule:6-6-1-1 @rule:6-6-1-1-1
  Scenario: A Character played by an End of Your Turn effect does not get to activate its own End of Your Turn effect that turn
    Given the board "1.2.0/6-6/recruited_in_the_end_phase.yaml"
    When Alice ends her turn
    Then Alice must choose a card among "alice.drawer" and none
    When Alice chooses "alice.drawer"
    Then it is Bob's turn 4
    And "alice.drawer" is in Alice's Character area
    And Alice has 0 cards in her hand
    And nobody has to choose anything

  # Both players have a delayed effect set for the end of this turn: Alice's from X.Drake, played in her
  # Main Phase, Bob's from the Counter Event he used against her attack. 6-6-1-2 carries out the turn
  # player's first, then the non-turn player's: Alice is asked how many DON!! to set active before Bob is.
  # An engine that carries out the non-turn player's first, or both as one batch that Bob answers first,
  # asks Bob first.
  @rule:6-6-1-2
  Scenario: The turn player's delayed end-of-turn effect is carried out before the non-turn player's
    Given the board "1.2.0/6-6/both_players_delayed.yaml"
    When Alice plays "alice.drake"
    And Alice attacks Bob's leader with "alice.leader"
    And Bob activates the Counter Event "bob.guard"
    Then Bob must choose a card among "bob.leader" and none
    When Bob chooses "bob.leader"
    Then Bob has 4 Life cards
    When Alice ends her turn
    Then Alice must choose a number among 0 and 1
    When Alice chooses the number 1
    Then Bob must choose a number among 0 and 1
    When Bob chooses the number 1
    Then it is Bob's turn 4
    And nobody has to choose anything

