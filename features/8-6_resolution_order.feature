Feature: 8-6 Order of Resolution of Effects
  Effects whose activation timing is met during damage processing wait until all of it is over,
  while a [Trigger] interrupts it; an effect whose timing is met by another card or effect waits for
  that one to resolve first; a player orders their own simultaneous effects.

  Rule: 8-6-2 Effects met during damage processing wait until the damage processing is over

    @rule:8-6-2 @rule:8-6-2-1 @rule:10-1-5-1 @rule:10-1-5-2 @rule:10-2-6-1 @rule:8-4-4 @rule:10-1-2-1
    Scenario: Killer played by his Trigger K.O.s only after the second point of damage is dealt
      Given the board "8-6/killer_trigger.yaml"
      When Alice attacks Bob's leader with "alice.doubler"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.killer" is in Bob's Character area
      And Bob must choose whether to activate the Trigger
      And "alice.karoo" is in Alice's Character area
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Bob has 2 Life cards
      And Bob must choose a card
      When Bob chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And "alice.doubler" is in Alice's Character area
      And nobody has to choose anything

    # Jet Pistol's [Trigger] K.O.s Doublefinger during damage processing; Doublefinger's [On K.O.]
    # activates then (10-2-17-1) but is resolved only once the second point of damage is over.
    @rule:8-6-2 @rule:8-6-2-1 @rule:10-1-5-1 @rule:10-1-5-2 @rule:10-2-17-1 @rule:10-2-17-2 @rule:10-1-2-1
    Scenario: An On K.O. caused by a Trigger draws only after the damage processing is over
      Given the board "8-6/pistol_trigger_on_ko.yaml"
      When Alice attacks Bob's leader with "alice.doubler"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose a card
      When Bob chooses "alice.doublefinger"
      Then "alice.doublefinger" is in Alice's trash
      And Bob must choose whether to activate the Trigger
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And "bob.pistol" is in Bob's trash
      And Bob has 2 Life cards
      And Alice has 1 card in her hand
      And Alice has 9 cards in her deck
      And nobody has to choose anything

  Rule: 8-6-2-1 A Trigger interrupts the damage processing instead of adding the card to the hand

    @rule:8-6-2-1 @rule:10-1-5-1 @rule:4-6-3
    Scenario: Usopp's Trigger plays him instead of adding him to Bob's hand
      Given the board "8-6/usopp_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.usopp" is in Bob's Character area
      And Bob has 0 cards in his hand
      And Bob has 3 Life cards

    @rule:10-1-5-2 @rule:4-6-3 @rule:8-6-2-1
    Scenario: Usopp goes to Bob's hand when he declines the Trigger
      Given the board "8-6/usopp_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob declines the Trigger
      Then "bob.usopp" is in Bob's hand
      And Bob has 0 Characters
      And Bob has 3 Life cards

  Rule: 8-6-3 An effect caused by an activation waits until the activated card or effect has resolved

    @rule:8-6-3 @rule:10-2-6-1 @rule:10-2-17-1 @rule:8-4-4 @rule:8-4-4-3
    Scenario: Killer's On Play K.O.s Doublefinger, whose On K.O. then draws Bob a card
      Given the board "8-6/killer_ko_doublefinger.yaml"
      When Alice plays "alice.killer"
      Then Alice must choose a card
      When Alice chooses "bob.doublefinger"
      Then "bob.doublefinger" is in Bob's trash
      And Bob has 1 card in his hand
      And Bob has 9 cards in his deck
      And nobody has to choose anything

    @rule:8-6-3 @rule:8-5-2 @rule:8-4-2 @rule:10-2-17-1 @rule:8-4-4-3
    Scenario: An Event K.O.s Doublefinger, whose On K.O. then draws Bob a card
      Given the board "8-6/pistol_ko_doublefinger.yaml"
      When Alice plays "alice.pistol"
      Then "alice.pistol" is in Alice's trash
      And Alice must choose a card
      When Alice chooses "bob.doublefinger"
      Then "bob.doublefinger" is in Bob's trash
      And Bob has 1 card in his hand
      And Bob has 9 cards in his deck
      And nobody has to choose anything

  Rule: 8-1-3-2 Simultaneous auto effects: the turn player's first, each player ordering their own

    @rule:8-1-3-2 @rule:10-2-7-1 @rule:10-2-9-1 @rule:8-3-2-3
    Scenario: Alice orders Kid's and the drawer's End of Your Turn effects, then both resolve
      Given the board "8-6/two_end_of_turn.yaml"
      When Alice ends her turn
      Then Alice must choose the order of her effects
      And it is Alice's turn 3
      And "alice.kid" is rested
      And Alice has 0 cards in her hand
      When Alice chooses "alice.kid"
      Then it is Bob's turn 4
      And "alice.kid" is active
      And Alice has 1 card in her hand
      And Alice has 9 cards in her deck

    # 8-1-3-2: the turn player's auto effects are ordered and resolved first, then the non-turn
    # player's. Bob's End of Your Opponent's Turn draw waits until both of Alice's have resolved.
    @rule:8-1-3-2 @rule:10-2-7-1 @rule:10-2-8-1 @rule:8-4-4-3
    Scenario: Alice's two End of Your Turn effects resolve before Bob's End of Your Opponent's Turn effect
      Given the board "8-6/turn_end_both_players.yaml"
      When Alice ends her turn
      Then Alice must choose the order of her effects
      And Bob has 0 cards in his hand
      And Bob has 10 cards in his deck
      When Alice chooses "alice.drawer"
      Then it is Bob's turn 4
      And "alice.kid" is active
      And Alice has 1 card in her hand
      And Bob has 2 cards in his hand
      And Bob has 8 cards in his deck

    # 10-2-16-1: an On Your Opponent's Attack effect activates after the attacker's When Attacking
    # effects; here Alice, the turn player, first chooses the target of Jinbe's effect.
    @rule:8-1-3-2 @rule:10-2-16-1 @rule:10-2-5-1 @rule:7-1-1-3
    Scenario: Jinbe's When Attacking effect resolves before Bob's On Your Opponent's Attack draw
      Given the board "8-6/attack_watchman.yaml"
      When Alice attacks Bob's leader with "alice.jinbe"
      Then Alice must choose a card
      And Bob has 0 cards in his hand
      And Bob has 10 cards in his deck
      When Alice chooses "alice.karoo"
      Then "alice.karoo" has 4000 power
      And Bob has 9 cards in his deck
      And Bob has 3 Life cards
      And Bob has 2 cards in his hand
