Feature: 7-1 Attacks and Battles
  The turn player rests an active leader or Character to attack the opponent's leader or one of
  their rested Characters; the battle then runs through the Attack, Block, Counter and Damage Steps,
  and ends by returning the game to the Main Phase with battle-long effects gone.

  Rule: 7-1-1 Attack Step: who attacks, with what, and what can be attacked

    @rule:7-1 @rule:7-1-1-1 @rule:7-1-1-2 @rule:7-1-4-1-1
    Scenario: A Character attacks the opponent's leader by resting itself
      Given the board "7-1/attackers.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then "alice.franky" is rested
      And "alice.franky" is in Alice's Character area
      And nobody has to choose anything
      And Bob has 3 Life cards
      And Bob has 1 cards in his hand

    @rule:7-1-1-1 @qa:ST01-004-1
    Scenario: A rested Character cannot attack
      Given the board "7-1/attackers.yaml"
      When Alice attacks Bob's leader with "alice.robin"
      Then the action is refused citing 7-1-1-1
      And "alice.robin" is rested
      And Bob has 4 Life cards

    @rule:7-1-1-1
    Scenario: A rested leader cannot attack
      Given the board "7-1/rested_leader.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then the action is refused citing 7-1-1-1
      And Bob has 4 Life cards
      And Bob has 0 cards in his hand

    @rule:7-1-1-1
    Scenario: A card in hand cannot attack
      Given the board "7-1/played_this_turn.yaml"
      When Alice attacks Bob's leader with "alice.vivi"
      Then the action is refused citing 7-1-1-1
      And "alice.vivi" is in Alice's hand
      And Bob has 4 Life cards

    @rule:7-1-1-1
    Scenario: The turn player cannot attack with the opponent's Character
      Given the board "7-1/attackers.yaml"
      When Alice attacks Bob's leader with "bob.vito"
      Then the action is refused citing 7-1-1-1
      And "bob.vito" is active
      And Bob has 4 Life cards

    @rule:7-1
    Scenario: The non-turn player cannot attack
      Given the board "7-1/attackers.yaml"
      When Bob attacks Alice's leader with "bob.vito"
      Then the action is refused citing 7-1
      And "bob.vito" is active
      And Alice has 4 Life cards

    @rule:7-1-1-2 @rule:7-1-4-1-2
    Scenario: A rested Character of the opponent can be attacked
      Given the board "7-1/attackers.yaml"
      When Alice attacks "bob.heat" with "alice.franky"
      Then "alice.franky" is rested
      And "bob.heat" is in Bob's trash
      And Bob has 3 Characters
      And Bob has 4 Life cards

    # The target is the opponent's Leader or one of their rested Characters (7-1-1-2): a Stage is
    # neither, even when rested.
    @rule:7-1-1-2
    Scenario: A rested Stage cannot be attacked
      Given the board "7-1/rested_stage_target.yaml"
      When Alice attacks "bob.sunny" with "alice.leader"
      Then the action is refused citing 7-1-1-2
      And "alice.leader" is active
      And "bob.sunny" is in Bob's Stage area

    @rule:7-1-1-2
    Scenario: An active Character cannot be attacked
      Given the board "7-1/blocker_ready.yaml"
      When Alice attacks "bob.chopper" with "alice.leader"
      Then the action is refused citing 7-1-1-2
      And "alice.leader" is active

    @rule:7-1-1-2
    Scenario: An active Character without Blocker cannot be attacked either
      Given the board "7-1/attackers.yaml"
      When Alice attacks "bob.vito" with "alice.franky"
      Then the action is refused citing 7-1-1-2
      And "alice.franky" is active
      And "bob.vito" is in Bob's Character area

    @rule:7-1-1-2
    Scenario: A player cannot attack her own leader
      Given the board "7-1/attackers.yaml"
      When Alice attacks her leader with "alice.franky"
      Then the action is refused citing 7-1-1-2
      And "alice.franky" is active
      And Alice has 4 Life cards

    @rule:7-1-1-2
    Scenario: A player cannot attack her own rested Character
      Given the board "7-1/attackers.yaml"
      When Alice attacks "alice.robin" with "alice.franky"
      Then the action is refused citing 7-1-1-2
      And "alice.franky" is active
      And "alice.robin" is in Alice's Character area

    @rule:7-1-1-2
    Scenario: A card in the opponent's trash cannot be attacked
      Given the board "7-1/attackers.yaml"
      When Alice attacks "bob.trashed" with "alice.franky"
      Then the action is refused citing 7-1-1-2
      And "alice.franky" is active
      And "bob.trashed" is in Bob's trash

  Rule: 3-7-4 and 6-5-6-1 When no attack can be made

    @rule:3-7-4
    Scenario: A Character played this turn cannot attack
      Given the board "7-1/played_this_turn.yaml"
      When Alice attacks Bob's leader with "alice.sanji"
      Then the action is refused citing 3-7-4
      And "alice.sanji" is active
      And Bob has 4 Life cards

    @rule:3-7-4
    Scenario: A Character just played from hand cannot attack
      Given the board "7-1/played_this_turn.yaml"
      When Alice plays "alice.vivi"
      Then "alice.vivi" is in Alice's Character area
      When Alice attacks Bob's leader with "alice.vivi"
      Then the action is refused citing 3-7-4
      And "alice.vivi" is active
      And Bob has 4 Life cards

    @rule:3-7-4 @rule:10-1-1-1
    Scenario: A Character with Rush attacks in the turn it was played
      Given the board "7-1/played_this_turn.yaml"
      When Alice attacks Bob's leader with "alice.zoro"
      Then "alice.zoro" is rested
      And Bob has 3 Life cards

    @rule:3-7-4 @rule:10-1-1-1 @rule:6-5-5-2
    Scenario: A Character that gains Rush from DON!! attacks in the turn it was played
      Given the board "7-1/played_this_turn.yaml"
      When Alice gives 2 DON!! to "alice.sanji"
      And Alice attacks Bob's leader with "alice.sanji"
      Then "alice.sanji" is rested
      And "alice.sanji" has 6000 power
      And Bob has 3 Life cards

    @rule:6-5-6-1
    Scenario: The first player cannot attack in her first turn
      Given the board "7-1/first_turn.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then the action is refused citing 6-5-6-1
      And "alice.franky" is active
      And Bob has 4 Life cards

    @rule:6-5-6-1
    Scenario: The first player's leader cannot attack in her first turn
      Given the board "7-1/first_turn.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then the action is refused citing 6-5-6-1
      And "alice.leader" is active
      And Bob has 4 Life cards

    @rule:6-5-6-1
    Scenario: The second player cannot attack in his first turn
      Given the board "7-1/second_player_first_turn.yaml"
      When Bob attacks Alice's leader with "bob.koby"
      Then the action is refused citing 6-5-6-1
      And "bob.koby" is active
      And Alice has 4 Life cards

  Rule: 7-1-2 Block Step

    @rule:7-1-2-1 @rule:10-1-4-1
    Scenario: Bob may block with an active Blocker
      Given the board "7-1/blocker_ready.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob blocks with "bob.chopper"
      Then "bob.chopper" is in Bob's trash
      And Bob has 4 Life cards

    @rule:7-1-2-1 @qa:rules-31
    Scenario: Bob may decline to block, and his leader takes the damage
      Given the board "7-1/blockers.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose a blocker
      When Bob declines to block
      Then Bob has 3 Life cards
      And "bob.chopper" is active
      And "bob.higurashi" is active
      And "bob.nekomamushi" is active

    @rule:7-1-2-1 @qa:rules-28
    Scenario: Only one Blocker can be activated in a battle
      Given the board "7-1/blockers.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      And Bob blocks with "bob.chopper"
      Then nobody has to choose anything
      And "bob.chopper" is in Bob's trash
      And "bob.higurashi" is active
      And "bob.nekomamushi" is active
      And Bob has 4 Life cards

    @rule:7-1-2-1 @rule:7-1-4-1 @rule:7-1-4-1-2
    Scenario: A Blocker of equal power is K.O.'d because the attacker wins ties
      Given the board "7-1/blockers.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      And Bob blocks with "bob.higurashi"
      Then "bob.higurashi" is in Bob's trash
      And Bob has 4 Life cards
      And Bob has 0 cards in his hand

    @rule:7-1-2-1 @rule:7-1-4-2 @rule:10-1-4-1
    Scenario: A stronger Blocker survives, rested, and the attacker loses
      Given the board "7-1/blockers.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      And Bob blocks with "bob.nekomamushi"
      Then "bob.nekomamushi" is in Bob's Character area
      And "bob.nekomamushi" is rested
      And "alice.karoo" is in Alice's Character area
      And "alice.karoo" is rested
      And Bob has 4 Life cards

    @rule:7-1-2-1 @rule:10-1-4-1
    Scenario: A Blocker can protect a rested Character that is attacked
      Given the board "7-1/blockers.yaml"
      When Alice attacks "bob.bepo" with "alice.franky"
      Then Bob must choose a blocker
      When Bob blocks with "bob.chopper"
      Then "bob.chopper" is in Bob's trash
      And "bob.bepo" is in Bob's Character area
      And Bob has 4 Characters

    @rule:7-1-2-1
    Scenario: A Character without Blocker cannot block
      Given the board "7-1/blockers.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      And Bob blocks with "bob.vito"
      Then the action is refused citing 7-1-2-1
      And "bob.vito" is active
      When Bob declines to block
      Then Bob has 3 Life cards
      And "bob.vito" is in Bob's Character area

    @rule:7-1-2-1 @rule:10-1-4-1
    Scenario: A rested Blocker cannot block, so Bob is not asked
      Given the board "7-1/rested_blocker.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.chopper" is in Bob's Character area

  Rule: 7-1-3 Counter Step

    # Every Counter of a Counter Step, and "done", are parts of one choice: an engine may take them all in one
    # answer (docs/engine-protocol.md, Decision shapes), and nothing can be seen between them. So a Counter's
    # power is judged by the battle's outcome, after the choice, with powers chosen so that the outcome tells
    # how much power the Counter added and to which card.
    @rule:7-1 @rule:7-1-2 @rule:7-1-3
    Scenario: The Block Step comes before the Counter Step
      Given the board "7-1/block_and_counter.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob declines to block
      Then Bob must choose whether to use counters
      When Bob is done with counters
      Then Bob has 3 Life cards
      And "bob.komachiyo" is in Bob's hand

    @rule:7-1-3-2 @rule:7-1-3-2-1 @rule:7-1-4-2
    Scenario: A Counter from hand raises the leader's power and the attack fails
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.komachiyo" on his leader
      And Bob is done with counters
      Then "bob.komachiyo" is in Bob's trash
      And Bob has 4 Life cards
      And Bob has 3 cards in his hand
      And "alice.leader" is rested

    @rule:7-1-3-2 @rule:7-1-3-2-1
    Scenario: Several Counters can be used in one battle
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      And Bob uses the counter of "bob.komachiyo" on his leader
      And Bob uses the counter of "bob.heat" on his leader
      And Bob is done with counters
      Then Bob has 4 Life cards
      And "bob.komachiyo" is in Bob's trash
      And "bob.heat" is in Bob's trash
      And Bob has 2 cards in his hand

    @rule:7-1-3-2-1 @rule:7-1-4-1 @rule:7-1-4-1-1-2
    Scenario: A Counter that only reaches equal power does not stop the damage
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      And Bob uses the counter of "bob.komachiyo" on his leader
      And Bob is done with counters
      Then Bob has 3 Life cards
      And "bob.komachiyo" is in Bob's trash
      And Bob has 4 cards in his hand

    @rule:7-1-3-2-1 @rule:7-1-4-2
    Scenario: A Counter value of 2000 protects an attacked Character
      Given the board "7-1/counters.yaml"
      When Alice attacks "bob.bepo" with "alice.sai"
      And Bob uses the counter of "bob.sanji" on "bob.bepo"
      And Bob is done with counters
      Then "bob.bepo" is in Bob's Character area
      And "bob.sanji" is in Bob's trash
      And "alice.sai" is rested

    @rule:7-1-3-2-1 @rule:7-1-4-1 @rule:7-1-4-1-2
    Scenario: A Character raised to the attacker's power by a Counter is still K.O.'d
      Given the board "7-1/counters.yaml"
      When Alice attacks "bob.bepo" with "alice.sai"
      And Bob uses the counter of "bob.komachiyo" on "bob.bepo"
      And Bob is done with counters
      Then "bob.bepo" is in Bob's trash
      And "bob.komachiyo" is in Bob's trash

    @rule:7-1-3-2-1 @qa:rules-20
    Scenario: A Counter may go to a Character that is not being attacked
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob uses the counter of "bob.komachiyo" on "bob.vito"
      And Bob is done with counters
      Then Bob has 3 Life cards
      And "bob.komachiyo" is in Bob's trash

    @rule:7-1-3-2
    Scenario: The attacking player cannot use Counters
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      And Alice uses the counter of "alice.robin" on her leader
      Then the action is refused citing 7-1-3-2
      And "alice.robin" is in Alice's hand
      When Bob is done with counters
      Then Bob has 3 Life cards

    @rule:7-1-2-1 @rule:7-1-3-2-1 @rule:7-1-4-2 @rule:7-1-5-4 @qa:rules-30
    Scenario: A Counter can raise the power of the Blocker that became the target
      Nekomamushi (4000) blocks Alice's leader (5000) and becomes the card attacked. With both Counters
      he has 6000 and survives (7-1-4-2), back to 4000 once the battle is over (7-1-5-4); with one he
      would only tie, and lose (the next scenario). Bob's leader takes no damage: the attack is no
      longer on him. With no card left in hand, Bob has nothing more to use, and the battle goes on by
      itself after the second Counter.

      Given the board "7-1/block_and_counter.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob blocks with "bob.nekomamushi"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.komachiyo" on "bob.nekomamushi"
      And Bob uses the counter of "bob.heat" on "bob.nekomamushi"
      Then nobody has to choose anything
      And "bob.komachiyo" is in Bob's trash
      And "bob.heat" is in Bob's trash
      And "bob.nekomamushi" is in Bob's Character area
      And "bob.nekomamushi" is rested
      And "bob.nekomamushi" has 4000 power
      And Bob has 4 Life cards

    # The first half of the scenario above, on its own: one Counter takes Nekomamushi to 5000, equal to
    # the attacking leader, and the attacker wins ties (7-1-4-1), so he is K.O.'d (7-1-4-1-2). Heat stays
    # in Bob's hand, and Bob's leader takes no damage.
    @rule:7-1-2-1 @rule:7-1-3-2-1 @rule:7-1-4-1 @rule:7-1-4-1-2
    Scenario: A Blocker raised by one Counter only to the attacker's power is K.O.'d
      Given the board "7-1/block_and_counter.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob blocks with "bob.nekomamushi"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.komachiyo" on "bob.nekomamushi"
      And Bob is done with counters
      Then "bob.nekomamushi" is in Bob's trash
      And "bob.komachiyo" is in Bob's trash
      And "bob.heat" is in Bob's hand
      And Bob has 4 Life cards

  Rule: 7-1-4 Damage Step

    @rule:7-1-4-1 @rule:7-1-4-1-1 @rule:7-1-4-1-1-2
    Scenario: A leader attacking a leader of equal power deals 1 damage
      Given the board "7-1/leader_vs_leader.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then "alice.leader" is rested
      And Bob has 3 Life cards
      And Bob has 1 cards in his hand

    @rule:7-1-4-1 @rule:7-1-4-1-1 @rule:7-1-4-1-1-2 @rule:4-6-2-1
    Scenario: The engine explains a battle against the leader clause by clause
      For judges in training: the events the engine reports name the clauses that decided each
      step: the attack (7-1-1-1), the comparison won by the attacker (7-1-4-1), the damage
      (7-1-4-1-1) and the Life card moving to the hand (7-1-4-1-1-2, 4-6-2-1).

      Given the board "7-1/leader_vs_leader.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then the engine cites 7-1-1-1
      And the engine cites 7-1-4-1
      And the engine cites 7-1-4-1-1
      And the engine cites 7-1-4-1-1-2
      And the engine cites 4-6-2-1

    @rule:7-1-4-1-1 @rule:7-1-4-1-1-2
    Scenario: The damage moves the top Life card to the hand
      Given the board "7-1/life_top_card.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then "bob.top" is in Bob's hand
      And "bob.second" is in Bob's Life
      And Bob has 1 Life cards

    @rule:7-1-4-1-1-2 @rule:10-1-5-1
    Scenario: A Life card with Trigger may be revealed and its Trigger activated instead
      Given the board "7-1/life_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.carrot" is in Bob's Character area
      And Bob has 0 cards in his hand
      And Bob has 3 Life cards

    @rule:7-1-4-1-1-2 @rule:10-1-5-2
    Scenario: A Life card whose Trigger is declined goes to the hand
      Given the board "7-1/life_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Bob has 0 Characters
      And Bob has 3 Life cards

    @rule:7-1-4-1-1-1
    Scenario: Damage to a leader with no Life cards wins the game
      Given the board "7-1/zero_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Alice wins the game

    @rule:7-1-4-1-1-1 @rule:7-1-4-2
    Scenario: A losing attack on a leader with no Life cards does not win the game
      Given the board "7-1/zero_life.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then the game is not over
      And "alice.karoo" is rested
      And Bob has 0 Life cards

    @rule:7-1-4-1-1-3 @rule:10-1-2-1
    Scenario: Double Attack moves two Life cards to the hand
      Given the board "7-1/double_attack.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob has 2 Life cards
      And Bob has 2 cards in his hand
      And the game is not over

    @rule:7-1-4-1-1-3 @rule:7-1-4-1-1-2 @rule:10-1-5-1 @rule:10-1-5-2 @qa:rules-51
    Scenario: Each Life card taken by Double Attack offers its own Trigger
      Given the board "7-1/life_trigger.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose whether to activate the Trigger
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's Character area
      And "bob.kawamatsu" is in Bob's hand
      And Bob has 2 Life cards

    @rule:7-1-4-1-1-1 @rule:7-1-4-1-1-3
    Scenario: Double Attack against a leader with no Life cards wins the game
      Given the board "7-1/zero_life.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Alice wins the game

    @rule:7-1-4-1 @rule:7-1-4-1-2
    Scenario: An attacker of equal power K.O.s the attacked Character
      Given the board "7-1/attackers.yaml"
      When Alice attacks "bob.bepo" with "alice.karoo"
      Then "bob.bepo" is in Bob's trash
      And "alice.karoo" is in Alice's Character area

    @rule:7-1-4-1-2 @rule:10-2-1-1
    Scenario: A Character that loses a battle is K.O.'d and its On K.O. effect activates
      Given the board "7-1/ko_effect.yaml"
      When Alice attacks "bob.zala" with "alice.franky"
      Then "bob.zala" is in Bob's trash
      And Bob has 1 cards in his hand
      And Bob has 9 cards in his deck

    @rule:7-1-4-2
    Scenario: A weaker attacker against a leader loses and nothing happens
      Given the board "7-1/attackers.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob has 4 Life cards
      And Bob has 0 cards in his hand
      And "alice.karoo" is in Alice's Character area
      And "alice.karoo" is rested

    @rule:7-1-4-2
    Scenario: A weaker attacker against a Character loses and neither card is K.O.'d
      Given the board "7-1/attackers.yaml"
      When Alice attacks "bob.koby" with "alice.karoo"
      Then "bob.koby" is in Bob's Character area
      And "bob.koby" is rested
      And "alice.karoo" is in Alice's Character area
      And Bob has 4 Characters
      And Alice has 3 Characters

  Rule: 7-1-5 End of the Battle

    @rule:7-1-5-4 @rule:7-1-3-2-1 @qa:rules-20
    Scenario: A Counter's power is gone after the battle
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob uses the counter of "bob.komachiyo" on his leader
      And Bob is done with counters
      Then Bob has 4 Life cards
      And "bob.komachiyo" is in Bob's trash
      And "bob.leader" has 5000 power

    # The "this battle" effects end the turn player's first (7-1-5-3), then the non-turn player's (7-1-5-4):
    # Bob's Counter, his +1000 in Alice's attack, ends under 7-1-5-4, and the engine's report says so. On the
    # board the order cannot be seen (both end at once, nobody acts between), only in the clauses reported.
    # Mistake caught: the non-turn player's battle effects ended first, as the turn player's (found by the
    # mutation campaign of seed 27: battle.py's test of whose effects end first inverted survived).
    @rule:7-1-5-4
    Scenario: The engine reports that Bob's Counter ends as the non-turn player's battle effect
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob uses the counter of "bob.komachiyo" on his leader
      And Bob is done with counters
      Then "bob.leader" has 5000 power
      And the engine cites 7-1-5-4

    # 7-1-5-1: after the Damage Step the battle ends. While Sai's battle lasts (Bob still to choose his
    # Counters) Alice is offered no attack; once it has ended (Sai's 4000 does not beat Bob's 5000), she is
    # offered Franky's attack, and may end her turn, and Franky's attack starts a new battle. An engine that
    # never ends the battle refuses the second attack.
    @rule:7-1-5-1 @rule:7-1-5-5
    Scenario: Once the battle has ended Alice is offered a second attack, and it starts a new battle
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      Then Bob must choose whether to use counters
      And Alice may not attack Bob's leader with "alice.franky"
      When Bob is done with counters
      Then nobody has to choose anything
      And Bob has 4 Life cards
      And Alice may attack Bob's leader with "alice.franky"
      And Alice may end her turn
      When Alice attacks Bob's leader with "alice.franky"
      Then "alice.franky" is rested
      And Bob must choose whether to use counters
      When Bob is done with counters
      Then Bob has 3 Life cards
      And nobody has to choose anything

    @rule:7-1-5-4 @rule:7-1-5-5 @rule:7-1-3-2-1
    Scenario: A Counter from the first battle does not protect the leader in the second
      Given the board "7-1/two_battles.yaml"
      When Alice attacks Bob's leader with "alice.robin"
      And Bob declines to block
      And Bob uses the counter of "bob.komachiyo" on his leader
      And Bob is done with counters
      Then Bob has 4 Life cards
      When Alice attacks Bob's leader with "alice.leader"
      And Bob declines to block
      Then Bob must choose whether to use counters
      When Bob is done with counters
      Then Bob has 3 Life cards
      And "bob.leader" has 5000 power

    @rule:7-1-5-5 @rule:7-1-2-1
    Scenario: Each new battle allows a new block
      Given the board "7-1/two_battles.yaml"
      When Alice attacks Bob's leader with "alice.robin"
      And Bob blocks with "bob.chopper"
      And Bob is done with counters
      Then "bob.chopper" is in Bob's trash
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose a blocker
      When Bob blocks with "bob.higurashi"
      And Bob is done with counters
      Then "bob.higurashi" is in Bob's trash
      And Bob has 4 Life cards
      And Bob has 2 cards in his hand

    @rule:7-1-5-5
    Scenario: No new attack can be declared while a battle is under way
      Given the board "7-1/two_battles.yaml"
      When Alice attacks Bob's leader with "alice.robin"
      Then Bob must choose a blocker
      When Alice attacks Bob's leader with "alice.franky"
      Then the action is refused citing 7-1-5-5
      And "alice.franky" is active
      When Bob declines to block
      And Bob is done with counters
      Then Bob has 3 Life cards

    @rule:7-1-5-5
    Scenario: After the battle the turn player goes on with her Main Phase
      Given the board "7-1/attackers.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob has 3 Life cards
      When Alice attacks "bob.heat" with "alice.karoo"
      Then "bob.heat" is in Bob's Character area
      When Alice ends her turn
      Then it is Bob's turn 4


  Rule: 7-1-4-1-1-3 Damage of 2 or more repeats only 7-1-4-1-1-2

    # Expected (rules): at the point the damage is confirmed Bob has 1 Life, so 7-1-4-1-1-1 does not
    # apply and 7-1-4-1-1-2 moves his last Life card to his hand; 7-1-4-1-1-3 repeats only
    # 7-1-4-1-1-2, whose condition ("1 or more Life cards") now fails, so the second damage does
    # nothing. Nothing repeats 7-1-4-1-1-1, so Alice does not win.
    @rule:7-1-4-1-1-3 @rule:7-1-4-1-1-1
    Scenario: Double Attack against a single Life card does not win the game
      Given the board "7-1/double_attack_one_life.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then the game is not over
      And Bob has 0 Life cards
      And Bob has 1 cards in his hand

  Rule: 7-1-3-2-1 A Counter comes from the hand, has a Counter value, and goes onto one's own card

    # Expected: 7-1-3-2-1 (a Counter is a Character card WITH a Counter value, from the hand, onto one's
    # OWN leader or Character). Engine cites only the parent 7-1-3-2 ("not one of the options").
    @rule:7-1-3-2-1
    Scenario: A card without a Counter value cannot be used as a Counter
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob uses the counter of "bob.bege" on his leader
      Then the action is refused citing 7-1-3-2-1
      And "bob.bege" is in Bob's hand
      And "bob.leader" has 5000 power
      When Bob is done with counters
      Then Bob has 3 Life cards

    # Expected: 7-1-3-2-1 (onto "their Leader or one of their Character cards"). Engine cites 7-1-3-2.
    @rule:7-1-3-2-1
    Scenario: A Counter cannot raise the power of the opponent's leader
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob uses the counter of "bob.komachiyo" on "alice.leader"
      Then the action is refused citing 7-1-3-2-1
      And "bob.komachiyo" is in Bob's hand
      And "alice.leader" has 5000 power
      When Bob is done with counters
      Then Bob has 3 Life cards

    # Expected: 7-1-3-2-1 (the Counter card comes "from their hand"). Engine cites 7-1-3-2.
    @rule:7-1-3-2-1 @qa:rules-19
    Scenario: A Character in the Character area cannot be used as a Counter
      Given the board "7-1/counters.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob uses the counter of "bob.vito" on his leader
      Then the action is refused citing 7-1-3-2-1
      And "bob.vito" is in Bob's Character area
      And "bob.leader" has 5000 power
      When Bob is done with counters
      Then Bob has 3 Life cards

    # Official Q&A (general rules, Keywords: a Counter is used only from the hand) and 7-1-3-2-1 / 7-1-3-2-2:
    # neither a Character card's Counter nor a [Counter] Event may be used from the trash, though Bob
    # could afford Guard Point (cost 1) from his hand. Both tries are refused and change nothing; his Nami
    # in hand is still a Counter he may use.
    @rule:7-1-3-2-1 @rule:7-1-3-2-2 @qa:rules-19
    Scenario: Counters in the trash cannot be used, neither a Character's Counter nor a [Counter] Event
      Given the board "2/counter_wrong_place.yaml"
      When Alice attacks Bob's leader with "alice.robin"
      And Bob uses the counter of "bob.old_nami" on his leader
      Then the action is refused citing 7-1-3-2-1
      And "bob.old_nami" is in Bob's trash
      And "bob.leader" has 5000 power
      When Bob activates the Counter Event "bob.guard"
      Then the action is refused citing 7-1-3-2-2
      And "bob.guard" is in Bob's trash
      And Bob has 1 active DON!!
      When Bob uses the counter of "bob.nami" on his leader
      Then "bob.nami" is in Bob's trash
      And Bob has 4 Life cards

  Rule: 7-1-1-4 A battle whose attacked card left its area in the Attack Step ends there

    # Robin's [When Attacking] resolves in the Attack Step (10-2-5). Both Karoo (3000) and Chopper
    # (1000) have 3000 power or less; once Karoo, the attacked card, is in the trash the game goes to
    # the End of the Battle: no Block Step, so Chopper is never offered as a blocker.
    @rule:7-1-1-4 @rule:7-1-5 @rule:10-2-5-1 @qa:rules-14
    Scenario: Robin K.O.s Karoo, the Character she attacks, and the battle ends without a Block Step
      Given the board "7-1/robin_ko_target.yaml"
      When Alice attacks "bob.karoo" with "alice.robin"
      Then Alice must choose a card among "bob.karoo", "bob.chopper" and none
      When Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash
      And nobody has to choose anything
      And "bob.chopper" is active
      And "alice.robin" is rested
      And Bob has 4 Life cards

    @rule:7-1-1-4 @rule:7-1-2-1
    Scenario: Robin K.O.s Chopper instead, and the battle with Karoo goes on
      Given the board "7-1/robin_ko_target.yaml"
      When Alice attacks "bob.karoo" with "alice.robin"
      And Alice chooses "bob.chopper"
      Then "bob.chopper" is in Bob's trash
      And nobody has to choose anything
      And "bob.karoo" is in Bob's trash

  Rule: 7-1-2-3 A battle whose attacker left its area in the Block Step ends there

    # The Trapdoor Guard's [On Block] activates as it blocks (7-1-2-2, 10-2-15-1) and K.O.s Karoo, the
    # attacker, during the Block Step. At the end of the Block Step the attacker is no longer in its
    # area, so there is no Counter Step (Bob, who holds a Counter card, is never asked) and no Damage
    # Step: the battle ends, the Guard stays rested.
    @rule:7-1-2-3 @rule:7-1-5 @rule:7-1-2-2 @rule:10-2-15-1 @qa:rules-14
    Scenario: The Trapdoor Guard blocks and K.O.s the attacking Karoo, and the battle ends before the Counter Step
      Given the board "7-1/guard_ko_attacker.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob must choose a blocker
      When Bob blocks with "bob.guard"
      Then Bob must choose a card among "alice.karoo" and none
      When Bob chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And nobody has to choose anything
      And "bob.guard" is in Bob's Character area
      And "bob.guard" is rested
      And "bob.apoo" is in Bob's hand
      And Bob has 4 Life cards
      And it is Alice's turn 3

  Rule: 7-1-3-1 "When attacked" effects activate in the Counter Step

    # The Sentry's "when this card is attacked" activates for Bob at the start of the Counter Step
    # (7-1-3-1), not before: still 5000 while Bob decides whether to block, 7000 when he decides on
    # counters. In the Damage Step its 7000 beats Franky's 6000, so it is not K.O.'d (7-1-4-1-2), and
    # the +2000 ends with the battle.
    @rule:7-1-3-1 @rule:7-1-4-1-2
    Scenario: The attacked Alert Sentry gets +2000 in the Counter Step and survives Franky's 6000
      Given the board "7-1/sentry_when_attacked.yaml"
      When Alice attacks "bob.sentry" with "alice.franky"
      Then Bob must choose a blocker
      And "bob.sentry" has 5000 power
      When Bob declines to block
      Then Bob must choose whether to use counters
      And "bob.sentry" has 7000 power
      When Bob is done with counters
      Then nobody has to choose anything
      And "bob.sentry" is in Bob's Character area
      And "bob.sentry" has 5000 power
      And "alice.franky" is rested

  Rule: 7-1-3-2-3 A battle whose attacker left its area in the Counter Step ends there

    # Sai (4000) attacks Bob's rested Bepo (3000). Bob puts Red Hawk's +4000 on his Leader, not on Bepo,
    # and its [Counter] K.O.s Sai, the attacker. At the end of the Counter Step the attacker has left
    # its area, so the game goes to the End of the Battle (7-1-3-2-3): there is no Damage Step, in which
    # Sai's 4000 would have K.O.'d Bepo's 3000, and Bepo stays on the field. The +4000 ends with the
    # battle (7-1-5-4).
    @rule:7-1-3-2-3 @rule:7-1-3-2-2 @rule:7-1-5-4 @qa:rules-14 @qa:OP01-026-1
    Scenario: Red Hawk K.O.s the attacking Sai and the battle ends before the Damage Step could K.O. Bepo
      Given the board "7-1/red_hawk_saves_bepo.yaml"
      When Alice attacks "bob.bepo" with "alice.sai"
      Then Bob must choose whether to use counters among event "bob.red_hawk" and done
      When Bob activates the Counter Event "bob.red_hawk"
      Then Bob must choose a card among "bob.leader", "bob.bepo" and none
      When Bob chooses "bob.leader"
      Then "bob.leader" has 9000 power
      And "bob.bepo" has 3000 power
      And Bob must choose a card among "alice.sai" and none
      When Bob chooses "alice.sai"
      Then "alice.sai" is in Alice's trash
      And nobody has to choose anything
      And "bob.bepo" is in Bob's Character area
      And "bob.bepo" is rested
      And "bob.red_hawk" is in Bob's trash
      And Bob has 0 active DON!!
      And "bob.leader" has 5000 power
      And Bob has 4 Life cards

  Rule: 7-1-5-3 The turn player's "during this battle" effects end with the battle

    # Usopp's effect lasts this battle only: in Alice's next attack, the same turn, Bartolomeo (5000
    # in Alice's turn) may block again. (Usopp's 4000 does not reach Bob's 5000 Leader.)
    @rule:7-1-5-3 @rule:10-2-5-1 @rule:7-1-2-1
    Scenario: Bartolomeo cannot block Usopp's attack but may block the next one
      Given the board "7-1/usopp_this_battle.yaml"
      When Alice attacks Bob's leader with "alice.usopp"
      Then Bob must choose a blocker among "bob.chopper" and none
      When Bob declines to block
      Then Bob has 4 Life cards
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.bart", "bob.chopper" and none
      When Bob declines to block
      Then Bob has 3 Life cards
