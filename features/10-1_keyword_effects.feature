Feature: 10-1 Keyword Effects
  The bracketed keyword effects printed on cards: [Rush] lets a Character attack in the turn it is
  played, [Double Attack] doubles the damage to the Leader's Life, [Banish] trashes the Life card,
  [Blocker] redirects an attack, and [Trigger] may be activated instead of adding a Life card to hand.

  Rule: 10-1-1 [Rush]

    @rule:10-1-1-1 @rule:3-7-4
    Scenario: A Character with Rush attacks in the turn it is played
      Given the board "10-1/rush_in_hand.yaml"
      When Alice plays "alice.zoro"
      And Alice attacks Bob's leader with "alice.zoro"
      Then "alice.zoro" is rested
      And Bob has 3 Life cards
      And Bob has 1 card in his hand

    @rule:3-7-4 @rule:10-1-1-1
    Scenario: A Character without Rush cannot attack in the turn it is played
      Given the board "10-1/rush_in_hand.yaml"
      When Alice plays "alice.marco"
      And Alice attacks Bob's leader with "alice.marco"
      Then the action is refused citing 3-7-4
      And "alice.marco" is active
      And Bob has 4 Life cards

    @rule:10-1-1-1 @rule:8-3-2-3 @rule:10-2-9-1
    Scenario: Sanji has Rush while 2 DON!! are given to him
      Given the board "10-1/rush_in_hand.yaml"
      When Alice plays "alice.sanji"
      And Alice gives 2 DON!! to "alice.sanji"
      Then "alice.sanji" has 6000 power
      When Alice attacks Bob's leader with "alice.sanji"
      Then "alice.sanji" is rested
      And Bob has 3 Life cards

    @rule:10-1-1-1 @rule:3-7-4 @rule:8-3-2-3
    Scenario: Sanji with fewer than 2 DON!! cannot attack in the turn he is played
      Given the board "10-1/rush_in_hand.yaml"
      When Alice plays "alice.sanji"
      And Alice gives 1 DON!! to "alice.sanji"
      And Alice attacks Bob's leader with "alice.sanji"
      Then the action is refused citing 3-7-4
      And "alice.sanji" is active
      And Bob has 4 Life cards

    @rule:10-1-1-1 @rule:6-5-6-1
    Scenario: Rush does not allow a battle in the player's first turn
      Given the board "10-1/rush_first_turn.yaml"
      When Alice plays "alice.zoro"
      And Alice attacks Bob's leader with "alice.zoro"
      Then the action is refused citing 6-5-6-1
      And "alice.zoro" is active
      And Bob has 4 Life cards

  Rule: 10-1-2 [Double Attack]

    @rule:10-1-2-1 @rule:7-1-4-1-1-3 @rule:4-6-2-2
    Scenario: Double Attack deals 2 damage to the Leader
      Given the board "10-1/double_attack.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob has 2 Life cards
      And Bob has 2 cards in his hand
      And the game is not over

    @rule:10-1-2-1 @rule:7-1-4-1-2
    Scenario: Double Attack against a Character deals no damage to the Leader's Life
      Given the board "10-1/double_attack.yaml"
      When Alice attacks "bob.bepo" with "alice.ace"
      Then "bob.bepo" is in Bob's trash
      And Bob has 4 Life cards
      And Bob has 0 cards in his hand

  Rule: 10-1-4 [Blocker]

    @rule:10-1-4-1 @rule:7-1-2-1
    Scenario: An active Blocker becomes the card being attacked
      Given the board "10-1/blockers.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob blocks with "bob.higurashi"
      Then "bob.higurashi" is in Bob's trash
      And Bob has 4 Life cards
      And Bob has 0 cards in his hand

    @rule:10-1-4-1
    Scenario: A Blocker protects a rested Character as well as the leader
      Given the board "10-1/blockers.yaml"
      When Alice attacks "bob.karoo" with "alice.leader"
      Then Bob must choose a blocker
      When Bob blocks with "bob.higurashi"
      Then "bob.higurashi" is in Bob's trash
      And "bob.karoo" is in Bob's Character area
      And Bob has 4 Life cards

    @rule:7-1-2-1 @rule:10-1-4-1
    Scenario: Only one Blocker may block in a battle
      Given the board "10-1/blockers.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob blocks with "bob.bege"
      Then nobody has to choose anything
      And "bob.bege" is in Bob's trash
      And "bob.higurashi" is active
      And "bob.higurashi" is in Bob's Character area
      And Bob has 4 Life cards

    # The attacked Sleeper is rested, so it could not block even for another card: its refusal does
    # not tell which of the two reasons the engine applied. The next scenario, where the attacked
    # Blocker is active, is the check that a Blocker never blocks the attack on itself.
    @rule:10-1-4-1
    Scenario: A rested Blocker cannot block, not even the attack on itself; the active Blockers may
      Given the board "10-1/blockers.yaml"
      When Alice attacks "bob.sleeper" with "alice.leader"
      Then Bob must choose a blocker among "bob.higurashi", "bob.bege" and none
      When Bob blocks with "bob.sleeper"
      Then the action is refused citing 10-1-4-1
      And Bob must choose a blocker
      When Bob declines to block
      Then "bob.sleeper" is in Bob's trash

    @rule:10-1-4-1 @rule:7-1-2-1
    Scenario: An active Blocker that is attacked cannot block for itself, another Blocker can
      [Blocker] activates when a card other than itself is attacked: Franky (who may attack active
      Characters) attacks the active Higurashi, so only Bege is offered.
      Given the board "10-1/blocker_attacked_while_active.yaml"
      When Alice attacks "bob.higurashi" with "alice.franky"
      Then Bob must choose a blocker
      And Bob can choose only "bob.bege" and none
      When Bob declines to block
      Then "bob.higurashi" is in Bob's trash
      And "bob.bege" is active

    @rule:10-1-4-1
    Scenario: An attacked active Blocker that is its player's only Blocker offers no block
      Given the board "10-1/lone_blocker_attacked_while_active.yaml"
      When Alice attacks "bob.higurashi" with "alice.franky"
      Then nobody has to choose anything
      And "bob.higurashi" is in Bob's trash

    @rule:10-1-4-1
    Scenario: A rested Blocker cannot block
      Given the board "10-1/rested_blocker.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.higurashi" is in Bob's Character area

    @rule:10-1-4-1 @rule:8-3-2-5 @rule:10-2-12-1 @rule:7-1-4-2
    Scenario: Bartolomeo blocks at 5000 power in his opponent's turn and stays rested
      Given the board "10-1/bartolomeo_blocks.yaml"
      Then "bob.bartolomeo" has 5000 power
      When Alice attacks Bob's leader with "alice.sai"
      Then Bob must choose a blocker
      When Bob blocks with "bob.bartolomeo"
      Then "bob.bartolomeo" is in Bob's Character area
      And "bob.bartolomeo" is rested
      And Bob has 4 Life cards

    @rule:10-1-4-1 @rule:7-1-2-1
    Scenario: A Blocker rested by blocking cannot block the next battle, another Blocker can
      Given the board "10-1/blocker_rested_by_blocking.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      And Bob blocks with "bob.nekomamushi"
      And Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob blocks with "bob.nekomamushi"
      Then the action is refused citing 10-1-4-1
      When Bob blocks with "bob.higurashi"
      Then "bob.higurashi" is in Bob's trash
      And "bob.nekomamushi" is in Bob's Character area
      And Bob has 4 Life cards

  Rule: 10-1-5 [Trigger]

    @rule:10-1-5-1 @rule:7-1-4-1-1-2 @rule:3-7-5
    Scenario: Activating a Trigger plays Carrot instead of adding her to hand
      Given the board "10-1/trigger_carrot.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.carrot" is in Bob's Character area
      And "bob.carrot" is active
      And Bob has 3 Life cards
      And Bob has 0 cards in his hand

    # The card also goes to hand unrevealed (10-1-5-2); no step can observe whether a card was revealed.
    @rule:10-1-5-2 @rule:4-6-2-1
    Scenario: Declining a Trigger adds the Life card to hand
      Given the board "10-1/trigger_carrot.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Bob has 1 card in his hand
      And Bob has 0 Characters
      And Bob has 3 Life cards

    @rule:10-1-5-1 @rule:7-1-4-1-1-2
    Scenario: A Life card without Trigger goes to hand with no choice
      Given the board "10-1/no_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And "bob.komachiyo" is in Bob's hand
      And Bob has 3 Life cards

    @rule:10-1-5-1
    Scenario: Each of the four play-this-card Triggers of OP01 plays its card
      Given the board "10-1/trigger_all_four.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then "bob.carrot" is in Bob's Character area
      When Alice attacks Bob's leader with "alice.marco"
      And Bob activates the Trigger
      Then "bob.kawamatsu" is in Bob's Character area
      When Alice attacks Bob's leader with "alice.shinobu"
      And Bob activates the Trigger
      Then "bob.monet" is in Bob's Character area
      When Alice attacks Bob's leader with "alice.robin"
      And Bob activates the Trigger
      Then "bob.speed" is in Bob's Character area
      And Bob has 4 Characters
      And Bob has 0 Life cards
      And Bob has 0 cards in his hand
      And the game is not over

    @rule:10-1-5-1 @rule:10-1-5-2 @rule:8-6-2-1 @rule:10-1-2-1
    Scenario: Each point of Double Attack damage offers the Trigger of its Life card
      Given the board "10-1/trigger_double.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.carrot" is in Bob's Character area
      And Bob must choose whether to activate the Trigger
      When Bob declines the Trigger
      Then "bob.kawamatsu" is in Bob's hand
      And Bob has 2 Life cards
      And Bob has 1 Character

    @rule:10-1-5-1 @rule:3-7-6-1
    Scenario: A Trigger that plays a sixth Character makes room first
      Given the board "10-1/trigger_full_field.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then Bob must choose which Character to trash
      When Bob chooses "bob.bepo"
      Then "bob.bepo" is in Bob's trash
      And "bob.carrot" is in Bob's Character area
      And Bob has 5 Characters
      And Bob has 3 Life cards

  Rule: 10-1-2-1 [Double Attack] and the last Life card

    # 7-1-4-1-1-3 repeats 7-1-4-1-1-2 (which only acts while the opponent has 1 or more Life cards)
    # once per point of damage; 7-1-4-1-1-1 (0 Life: the attacker wins) is checked once, when it is
    # confirmed that damage will be dealt, and Bob then has 1 Life card. So the second point finds no
    # Life card and does nothing: Bob keeps playing with 0 Life, and the next damage wins.
    @rule:10-1-2-1 @rule:7-1-4-1-1-3 @rule:7-1-4-1-1-1
    Scenario: Double Attack against a single Life card takes it without winning
      Given the board "10-1/double_attack_last_life.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob has 0 Life cards
      And Bob has 1 card in his hand
      And the game is not over
      When Alice attacks Bob's leader with "alice.leader"
      Then Alice wins the game
