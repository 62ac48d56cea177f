Feature: 7-1-2 Block Step: the attacked player's [Blocker], once in each battle
  In the Block Step the player being attacked may activate the [Blocker] of one of their cards, once in
  that battle (7-1-2-1): the active [Blocker], other than the card attacked, is rested and becomes the
  card being attacked (10-1-4-1). These scenarios use cards without text but the printed [Blocker]:
  each names the engine mistake it catches, which tests/test_deviations.py plants in the reference
  engine to show that the scenario fails it.

  Rule: 7-1-2-1 Who decides, and when the Block Step is offered

    # Mistake caught: an engine that skips the Block Step when the attacker would lose anyway (Karoo's
    # 3000 against Bob's 5000): the Block Step comes in every battle that reaches it, and whether to block
    # is Bob's choice, not the engine's: "no Block Step when the attacker already loses". The second
    # battle shows that the declined block used nothing up: the limit is one [Blocker] in each battle.
    @rule:7-1-2-1 @rule:10-1-4-1 @rule:7-1-5-5
    Scenario: Bob is offered his Blocker against Karoo's weaker attack, declines, and blocks Franky's attack
      Given the board "7-1-2/one_blocker_two_attacks.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob must choose a blocker among "bob.chopper" and none
      When Bob declines to block
      Then nobody has to choose anything
      And Bob has 4 Life cards
      And "bob.chopper" is active
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose a blocker among "bob.chopper" and none
      When Bob blocks with "bob.chopper"
      Then "bob.chopper" is in Bob's trash
      And Bob has 4 Life cards

    # Mistake caught: an engine that gathers the [Blocker]s of the whole field, the attacker's side too;
    # [Blocker] is activated by the player being attacked (7-1-2-1), for one of their own cards
    # (10-1-4-1): "the attacking player's Blockers are offered".
    @rule:7-1-2-1 @rule:10-1-4-1
    Scenario: Only Bob's Blocker is offered, not Alice's own active Chopper
      Given the board "7-1-2/blockers_both_sides.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose a blocker
      And Bob can choose only "bob.bege" and none
      When Bob declines to block
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "alice.chopper" is active
      And "bob.bege" is active

    # Mistake caught: an engine that always asks the second player (Bob in these boards) to defend, as
    # if he were always the one attacked: in Bob's turn, Alice is the player being attacked, and the
    # block is hers (7-1-2-1), as is the Counter Step after it (7-1-3-2): "the defence is always the
    # second player's".
    @rule:7-1-2-1 @rule:10-1-4-1 @rule:7-1-4-1-2
    Scenario: In Bob's turn Alice blocks Bob's Vito with her Chopper, who is K.O.'d into Alice's trash
      Given the board "7-1-2/bobs_turn.yaml"
      When Bob attacks Alice's leader with "bob.vito"
      Then Alice must choose a blocker among "alice.chopper" and none
      When Alice blocks with "alice.chopper"
      Then "alice.chopper" is rested
      And Alice must choose whether to use counters
      When Alice is done with counters
      Then "alice.chopper" is in Alice's trash
      And Alice has 4 Life cards
      And Alice has 1 cards in her hand
      And "bob.vito" is rested

  Rule: 7-1-2-1 What the block changes for the rest of the battle

    # Mistake caught: an engine that puts a Counter's power on the card being attacked, whatever card the
    # player chose: after the block, Higurashi is the card attacked (10-1-4-1), and Sanji's +2000 goes
    # where Bob puts it, on his leader (7-1-3-2-1), which no longer battles. Sai's 4000 against
    # Higurashi's 3000 K.O.s him (7-1-4-1-2); Bob loses no Life: "a Counter goes to the card attacked".
    @rule:7-1-2-1 @rule:10-1-4-1 @rule:7-1-3-2-1 @rule:7-1-4-1-2
    Scenario: After the block, Sanji's Counter on Bob's leader does not save Higurashi
      Given the board "7-1-2/block_then_counter.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      And Bob blocks with "bob.higurashi"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.sanji" on his leader
      Then nobody has to choose anything
      And "bob.higurashi" is in Bob's trash
      And "bob.sanji" is in Bob's trash
      And Bob has 4 Life cards
      And Bob has 0 cards in his hand

    # Mistake caught: an engine that judges "0 Life" when the attack on the leader is declared, not when
    # the damage is confirmed (7-1-4-1-1-1): Chopper's block makes him the card attacked, so no damage is
    # ever dealt to Bob's leader and the game goes on: "a leader at 0 Life loses when attacked".
    @rule:7-1-2-1 @rule:10-1-4-1 @rule:7-1-4-1-1-1 @rule:7-1-4-1-2
    Scenario: With no Life left, Bob blocks with Chopper and does not lose the game
      Given the board "7-1-2/zero_life_blocker.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.chopper" and none
      When Bob blocks with "bob.chopper"
      Then "bob.chopper" is in Bob's trash
      And the game is not over
      And Bob has 0 Life cards
      And "alice.leader" is rested
