Feature: 7-1-5 End of the Battle: "this battle" effects end, and the Main Phase goes on only then
  When the battle ends, the effects that last "during this battle" expire, the turn player's first
  (7-1-5-3, 7-1-5-4), and the game returns to the Main Phase (7-1-5-5): until then the turn player
  plays no card, gives no DON!! and does not end her turn. Effects that last the turn, and the DON!!
  given to the attacker, stay. These scenarios use cards without text: each names the engine mistake
  it catches, which tests/test_deviations.py plants in the reference engine to show that the scenario
  fails it.

  Rule: 7-1-5-5 Back to the Main Phase only once the battle is over

    # Mistake caught: an engine whose list of legal actions offers the turn player's Main Phase actions
    # while the attacked player decides on Counters: the battle is not over, and the game returns to the
    # Main Phase (6-5-2) only at its end (7-1-5-5): "legal actions offer the Main Phase during a battle".
    @rule:7-1-5-5 @rule:6-5-2
    Scenario: While Bob decides on his Counters, Alice is offered no Main Phase action; once the battle is over she is
      Given the board "7-1-5/during_battle.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      Then Bob must choose whether to use counters
      And Alice may not give DON!! to "alice.sai"
      And Alice may not play "alice.vivi"
      And Alice may not end her turn
      When Bob is done with counters
      Then Bob has 4 Life cards
      And Alice may give DON!! to "alice.sai"
      And Alice may play "alice.vivi"
      And Alice may end her turn

    # Mistake caught: an engine that lets the turn player give DON!! during a battle, once she has seen
    # the attacked player's choice: Sai would reach 5000 and deal damage. DON!! are given in the Main
    # Phase (6-5-5), to which the game returns once the battle is over (7-1-5-5): "DON!! given during a
    # battle". Sai's 4000 does not reach Bob's 5000 leader (7-1-4-2).
    @rule:7-1-5-5 @rule:6-5-2 @rule:6-5-5-1
    Scenario: Alice cannot give DON!! to the attacking Sai during the battle, only after it
      Given the board "7-1-5/during_battle.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      Then Bob must choose whether to use counters
      When Alice gives 1 DON!! to "alice.sai"
      Then the action is refused citing 7-1-5-5
      And "alice.sai" has 0 DON!! given
      And Alice has 3 active DON!!
      When Bob is done with counters
      Then Bob has 4 Life cards
      When Alice gives 1 DON!! to "alice.sai"
      Then "alice.sai" has 1 DON!! given
      And Alice has 2 active DON!!

    # Mistake caught: an engine that lets the turn player play a Character during a battle (playing is a
    # Main Phase action, 6-5-3, and the battle is not over, 7-1-5-5): "a Character played during a
    # battle". Vivi is played once the battle is over.
    @rule:7-1-5-5 @rule:6-5-2 @rule:6-5-3-1
    Scenario: Alice cannot play Vivi during the battle, only after it
      Given the board "7-1-5/during_battle.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      And Alice plays "alice.vivi"
      Then the action is refused citing 7-1-5-5
      And "alice.vivi" is in Alice's hand
      And Alice has 3 active DON!!
      And Bob must choose whether to use counters
      When Bob is done with counters
      And Alice plays "alice.vivi"
      Then "alice.vivi" is in Alice's Character area
      And Alice has 1 active DON!!

    # Mistake caught: an engine that lets the turn player end her Main Phase during a battle (6-5-2-1;
    # the battle is not over, 7-1-5-5): "the turn ended during a battle". Bob's Counter choice is still
    # his to make, and the turn ends only when Alice ends it after the battle.
    @rule:7-1-5-5 @rule:6-5-2-1
    Scenario: Alice cannot end her turn during the battle, only after it
      Given the board "7-1-5/during_battle.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      And Alice ends her turn
      Then the action is refused citing 7-1-5-5
      And it is Alice's turn 3
      And Bob must choose whether to use counters
      When Bob is done with counters
      Then Bob has 4 Life cards
      And it is Alice's turn 3
      When Alice ends her turn
      Then it is Bob's turn 4

  Rule: 7-1-5-4 "During this battle" effects end with the battle, and only those

    # Mistake caught: an engine that ends the "this battle" effects of the two cards that battled only:
    # Sanji's +2000 on Bepo, who was not in the battle, ends with it all the same (7-1-5-4), and Sai's
    # 4000 K.O.s Bepo's 3000 in the next battle: "only the battling cards' battle effects end".
    @rule:7-1-5-4 @rule:7-1-3-2-1 @rule:7-1-4-1-2
    Scenario: Sanji's Counter put on Bepo, who was not attacked, is gone after the battle, and Sai K.O.s him
      Given the board "7-1-5/counter_elsewhere.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.sanji" on "bob.bepo"
      Then nobody has to choose anything
      And Bob has 4 Life cards
      And "bob.sanji" is in Bob's trash
      And "bob.bepo" has 3000 power
      When Alice attacks "bob.bepo" with "alice.sai"
      Then "bob.bepo" is in Bob's trash

    # Mistake caught: an engine that ends every effect that lasts a while at the End of the Battle, the
    # turn's too: only "during this battle" effects end then (7-1-5-3, 7-1-5-4); Heat's -2000 lasts the
    # turn (6-6-1-2), so Karoo's 3000 K.O.s Heat's 2000 after Sai's battle: "the End of the Battle ends
    # effects of the turn".
    @rule:7-1-5-3 @rule:7-1-5-4 @rule:7-1-4-1-2
    Scenario: An effect that lasts the turn outlasts Sai's battle, and Karoo K.O.s the lowered Heat
      Given the board "7-1-5/turn_effect.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      Then Bob has 4 Life cards
      And "bob.heat" has 2000 power
      When Alice attacks "bob.heat" with "alice.karoo"
      Then "bob.heat" is in Bob's trash

    # Mistake caught: an engine that takes the attacker's given DON!! back when its battle ends, as if they
    # were spent on the attack: given DON!! stay with their card until it leaves its area (6-5-5-4) or the
    # owner's next Refresh Phase (6-2-3), and Franky keeps his 7000: "given DON!! return when the battle
    # ends".
    @rule:7-1-5 @rule:6-5-5-2
    Scenario: Franky keeps his given DON!! after his battle
      Given the board "7-1-5/given_don_attacker.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob has 3 Life cards
      And "alice.franky" has 1 DON!! given
      And "alice.franky" has 7000 power
      And Alice has 2 rested DON!!
      And Alice has 0 active DON!!
