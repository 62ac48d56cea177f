Feature: 10-2 Keywords
  The bracketed keywords of card text say when an effect may be activated ([Activate: Main], [Main],
  [Counter]), when it activates by itself ([When Attacking], [On Play], [End of Your Turn]), or what
  it needs ([DON!! x○], [Your Turn], [Opponent's Turn], [Once Per Turn]); K.O. names one particular
  way for a Character to reach the trash. [On K.O.] (10-2-17) has its own feature.

  Rule: 10-2-1 K.O. is being trashed from the Character area by losing a battle or by a K.O. effect

    @rule:10-2-1-1 @rule:10-2-1-2 @rule:10-2-1-3 @rule:10-2-17-1 @rule:7-1-4-1-2
    Scenario: A Character that loses a battle is K.O.'d into its owner's trash
      Given the board "10-2/jet_pistol.yaml"
      When Alice attacks "bob.zala" with "alice.leader"
      Then "bob.zala" is in Bob's trash
      And "bob.top" is in Bob's hand
      And Bob has 2 Characters
      And nobody has to choose anything

    @rule:10-2-1-1 @rule:10-2-1-2 @rule:10-2-1-3 @rule:10-2-3-1 @rule:10-2-17-1
    Scenario: Gum-Gum Jet Pistol's [Main] effect K.O.s, so Miss Doublefinger's [On K.O.] draws
      "K.O." written in an effect is a K.O. just as losing a battle is (10-2-1-1, 10-2-1-3), so the
      [On K.O.] of the Character it trashes activates.

      Given the board "10-2/jet_pistol.yaml"
      When Alice plays "alice.pistol"
      Then Alice must choose a card
      When Alice chooses "bob.zala"
      Then "bob.zala" is in Bob's trash
      And "bob.top" is in Bob's hand
      And "alice.pistol" is in Alice's trash
      And "bob.koby" is in Bob's Character area
      And "bob.urashima" is in Bob's Character area
      And Alice has 0 active DON!!
      And Alice has 4 rested DON!!
      And nobody has to choose anything

    @rule:10-2-1-1 @rule:10-2-1-2 @rule:10-2-3-1
    Scenario: A K.O. effect may K.O. an active Character that meets its power limit
      Given the board "10-2/jet_pistol.yaml"
      When Alice plays "alice.pistol"
      Then Alice must choose a card
      When Alice chooses "bob.koby"
      Then "bob.koby" is in Bob's trash
      And "bob.zala" is in Bob's Character area
      And Bob has 0 cards in his hand
      And Bob has 2 Characters

    @rule:10-2-1-1 @rule:10-2-1-2 @rule:10-2-1-3 @rule:10-2-6-1 @rule:10-2-17-1
    Scenario: Killer's [On Play] K.O. is a K.O. for the [On K.O.] of the Character it trashes
      Given the board "10-2/killer_on_play.yaml"
      When Bob plays "bob.killer"
      Then Bob must choose a card
      When Bob chooses "alice.zala"
      Then "alice.zala" is in Alice's trash
      And "alice.top" is in Alice's hand
      And "alice.franky" is in Alice's Character area
      And "alice.karoo" is in Alice's Character area
      And "bob.killer" is in Bob's Character area
      And Bob has 0 active DON!!
      And Bob has 3 rested DON!!

    @rule:10-2-1-3 @rule:10-2-1-1 @rule:10-2-6-1 @rule:10-2-17-1 @rule:3-7-6-1
    Scenario: The Character trashed to make room is not K.O.'d, the one Killer K.O.s is
      Bob's own Miss Doublefinger goes to the trash by the rule of 3-7-6-1, not by a K.O., so her
      [On K.O.] does not activate; Alice's, K.O.'d by Killer's effect, draws for Alice.

      Given the board "10-2/killer_full_area.yaml"
      When Bob plays "bob.killer"
      Then Bob must choose which Character to trash
      When Bob chooses "bob.zala"
      Then Bob must choose a card
      When Bob chooses "alice.zala"
      Then "bob.zala" is in Bob's trash
      And "bob.top" is in Bob's deck
      And Bob has 0 cards in his hand
      And "alice.zala" is in Alice's trash
      And "alice.top" is in Alice's hand
      And "bob.killer" is in Bob's Character area
      And Bob has 5 Characters
      And nobody has to choose anything

  Rule: 10-2-3 [Main] Events are played only in the Main Phase outside battles

    @rule:10-2-3-1 @rule:6-5-3-1
    Scenario: Straw Sword is played in the Main Phase and rests an opposing Character
      Given the board "10-2/main_events.yaml"
      When Alice plays "alice.sword"
      Then Alice must choose a card
      When Alice chooses "bob.koby"
      Then "bob.koby" is rested
      And "alice.sword" is in Alice's trash
      And Alice has 1 active DON!!
      And Alice has 2 rested DON!!
      And "bob.bege" is active

    @rule:10-2-3-1 @rule:10-1-4-1
    Scenario: After Diable Jambe, Bob cannot block Alice's leader
      Given the board "10-2/main_events.yaml"
      When Alice plays "alice.jambe"
      Then Alice must choose a card
      When Alice chooses "alice.leader"
      Then "alice.jambe" is in Alice's trash
      And Alice has 2 active DON!!
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.bege" is active

    @rule:10-1-4-1 @rule:7-1-2-1
    Scenario: Without Diable Jambe, Bob may block Alice's leader with Capone"Gang"Bege
      Given the board "10-2/main_events.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob declines to block
      Then Bob has 3 Life cards

    @rule:10-2-3-1 @rule:10-2-4-1 @rule:7-1-3-2-2
    Scenario: A [Main] Event in the defender's hand is not offered in the Counter Step
      Given the board "10-2/main_event_in_counter_step.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.pistol" is in Bob's hand
      And Bob has 4 active DON!!

  Rule: 10-2-4 [Counter] Events are played only in the opponent's Counter Step, paying their cost

    @rule:10-2-4-1 @rule:7-1-3-2 @rule:7-1-3-2-2
    Scenario: Bob is offered Guard Point in his Counter Step and may keep it
      Given the board "10-2/counter_offered.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob is done with counters
      Then Bob has 3 Life cards
      And "bob.guard" is in Bob's hand
      And Bob has 1 active DON!!

    @rule:10-2-4-1 @rule:7-1-3-2-2
    Scenario: A [Counter] Event whose cost cannot be paid is not offered
      Given the board "10-2/counter_too_costly.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.repel" is in Bob's hand
      And Bob has 1 active DON!!
      And Bob has 1 rested DON!!

  Rule: 10-2-5 [When Attacking] activates when the attack is declared

    @rule:10-2-5-1 @rule:10-2-9-1 @rule:7-1-1-3
    Scenario: Jinbe with 1 DON!! gives Alice's leader +1000 when he attacks
      Given the board "10-2/jinbe.yaml"
      When Alice attacks Bob's leader with "alice.jinbe"
      Then Alice must choose a card
      When Alice chooses "alice.leader"
      Then "alice.leader" has 6000 power
      And "alice.jinbe" is rested
      And Bob has 3 Life cards
      And nobody has to choose anything

    @rule:10-2-5-1 @rule:10-2-9-1
    Scenario: Jinbe's +1000 may go to another of Alice's Characters and lasts the turn
      Given the board "10-2/jinbe.yaml"
      When Alice attacks Bob's leader with "alice.jinbe"
      Then Alice must choose a card
      When Alice chooses "alice.jinbe_bare"
      Then "alice.jinbe_bare" has 6000 power
      And "alice.leader" has 5000 power
      And Bob has 3 Life cards

    @rule:10-2-9-1 @rule:10-2-5-1
    Scenario: Jinbe without DON!! attacks without his [When Attacking] effect
      Given the board "10-2/jinbe.yaml"
      When Alice attacks Bob's leader with "alice.jinbe_bare"
      Then nobody has to choose anything
      And "alice.leader" has 5000 power
      And "alice.jinbe" has 6000 power
      And Bob has 3 Life cards

    @rule:10-2-5-1 @rule:10-2-9-1 @rule:10-1-4-1
    Scenario: Monkey.D.Luffy with 2 DON!! attacks and Bob cannot block
      Given the board "10-2/luffy_vs_blocker.yaml"
      When Alice attacks Bob's leader with "alice.luffy"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.bege" is active
      And "bob.bege" is in Bob's Character area

    @rule:10-2-9-1 @rule:10-1-4-1 @rule:7-1-2-1
    Scenario: Monkey.D.Luffy with only 1 DON!! can be blocked
      Given the board "10-2/luffy_vs_blocker.yaml"
      When Alice attacks Bob's leader with "alice.luffy_one"
      Then Bob must choose a blocker
      When Bob blocks with "bob.bege"
      Then "bob.bege" is in Bob's trash
      And Bob has 4 Life cards

    @rule:10-2-5-1 @rule:10-2-9-1 @rule:10-1-4-1
    Scenario: Usopp's [When Attacking] leaves Bob only his Blocker of less than 5000 power
      Given the board "10-2/usopp_two_blockers.yaml"
      When Alice attacks Bob's leader with "alice.usopp"
      Then Bob must choose a blocker
      When Bob blocks with "bob.bege"
      Then "bob.bege" is in Bob's trash
      And "bob.kid" is active
      And Bob has 4 Life cards

    @rule:10-2-5-1 @rule:10-2-9-1
    Scenario: Usopp with 3 DON!! attacks and Bob's 7000 Blocker cannot block
      [DON!! x2] is met by 2 or more DON!! given (10-2-9-1), so 3 are enough.

      Given the board "10-2/usopp_big_blocker.yaml"
      When Alice attacks Bob's leader with "alice.usopp"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.kid" is active

    @rule:10-2-9-1 @rule:10-1-4-1
    Scenario: Usopp with 1 DON!! can be blocked by Bob's 7000 Blocker
      Given the board "10-2/usopp_big_blocker.yaml"
      When Alice attacks Bob's leader with "alice.usopp_one"
      Then Bob must choose a blocker
      When Bob blocks with "bob.kid"
      Then "bob.kid" is rested
      And "bob.kid" is in Bob's Character area
      And Bob has 4 Life cards

    @rule:10-2-9-1 @rule:10-2-5-1
    Scenario: Scratchmen Apoo without DON!! rests none of Bob's DON!!
      Given the board "10-2/apoo_no_don.yaml"
      When Alice attacks Bob's leader with "alice.apoo"
      Then nobody has to choose anything
      And Bob has 2 active DON!!
      And Bob has 0 rested DON!!
      And Bob has 4 Life cards

  Rule: 10-2-6 [On Play] activates when the card is played

    @rule:10-2-6-1
    Scenario: Trafalgar Law's [On Play] sets Alice's rested Scratchmen Apoo active
      Given the board "10-2/law_on_play.yaml"
      When Alice plays "alice.law"
      Then Alice must choose a card
      When Alice chooses "alice.apoo"
      Then "alice.apoo" is active
      And "alice.karoo" is rested
      And "alice.law" is in Alice's Character area
      And Alice has 0 active DON!!

    @rule:10-2-6-1 @rule:10-1-5-1 @rule:8-6-2
    Scenario: Killer played by his [Trigger] is played, so his [On Play] activates
      Given the board "10-2/killer_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose a card
      When Bob chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And "bob.killer" is in Bob's Character area
      And Bob has 3 Life cards
      And Bob has 0 cards in his hand
      And nobody has to choose anything

  Rule: 10-2-7 [End of Your Turn] activates in the End Phase of its owner's turn

    @rule:10-2-7-1 @rule:10-2-9-1 @rule:6-6-1-1
    Scenario: Eustass"Captain"Kid with 1 DON!! sets himself active as Alice's turn ends
      Given the board "10-2/kid_end_of_turn.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.kid" is active
      And "alice.kid" has 1 DON!! given
      And "alice.kid_bare" is rested

  Rule: 10-2-9 [DON!! x○] is met once that many DON!! or more are given

    @rule:10-2-9-1 @rule:6-5-5-2
    Scenario: Roronoa Zoro gets +1000 as soon as 1 DON!! is given, in either player's turn
      In Alice's turn the given DON!! adds its own 1000 (6-5-5-2) and meets [DON!! x1]; in Bob's
      turn only the [DON!! x1] bonus applies.

      Given the board "10-2/zoro.yaml"
      Then "alice.zoro" has 5000 power
      When Alice gives 1 DON!! to "alice.zoro"
      Then "alice.zoro" has 7000 power
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.zoro" has 1 DON!! given
      And "alice.zoro" has 6000 power

    @rule:10-2-9-1 @rule:10-2-11-1
    Scenario: X.Drake's effect starts when a DON!! is given to him
      Given the board "10-2/drake_no_don.yaml"
      Then "alice.leader" has 5000 power
      When Alice gives 1 DON!! to "alice.drake"
      Then "alice.leader" has 6000 power

  Rule: 10-2-11 [Your Turn] and 10-2-12 [Opponent's Turn]

    @rule:10-2-11-1 @rule:10-2-9-1
    Scenario: X.Drake's [Your Turn] effect applies in Alice's turn and not in Bob's
      Given the board "10-2/drake.yaml"
      Then "alice.leader" has 6000 power
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.drake" is rested
      And "alice.drake" has 1 DON!! given
      And "alice.leader" has 5000 power

    @rule:10-2-12-1 @rule:10-2-9-1 @rule:6-5-5-2
    Scenario: Bartolomeo's [Opponent's Turn] +3000 applies in Bob's turn and not in Alice's
      In Alice's turn the 2 DON!! add 2000 (6-5-5-2) but [Opponent's Turn] is not met; in Bob's turn
      the DON!! add nothing themselves and the +3000 applies.

      Given the board "10-2/bartolomeo.yaml"
      Then "alice.bart" has 4000 power
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.bart" has 2 DON!! given
      And "alice.bart" has 5000 power

  Rule: 10-2-13 [Once Per Turn]

    @rule:10-2-13-1 @rule:10-2-13-3 @rule:7-1-5-2
    Scenario: Basil Hawkins is set active after his first battle of the turn only
      Given the board "10-2/hawkins.yaml"
      When Alice attacks "bob.bepo" with "alice.hawkins"
      Then "bob.bepo" is in Bob's trash
      And "alice.hawkins" is active
      When Alice attacks "bob.heat" with "alice.hawkins"
      Then "bob.heat" is in Bob's trash
      And "alice.hawkins" is rested
      And Bob has 1 Characters
      And nobody has to choose anything

    @rule:10-2-13-2 @rule:10-2-13-1
    Scenario: Each of two Basil Hawkins uses his own [Once Per Turn] effect
      Given the board "10-2/hawkins.yaml"
      When Alice attacks "bob.bepo" with "alice.hawkins"
      Then "alice.hawkins" is active
      When Alice attacks "bob.heat" with "alice.hawkins2"
      Then "bob.heat" is in Bob's trash
      And "alice.hawkins2" is active
      And "alice.hawkins" is active
      When Alice attacks "bob.vito" with "alice.hawkins"
      Then "bob.vito" is in Bob's trash
      And "alice.hawkins" is rested
      And "alice.hawkins2" is active
      And Bob has 0 Characters

  Rule: 10-2-3 [Main]

    # 10-2-3-1: an Event with [Main] can be played only in the Main Phase outside a battle.
    @rule:10-2-3-1
    Scenario: A [Main] Event cannot be played during a battle
      Given the board "10-2/main_events.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Alice plays "alice.sword"
      Then the action is refused citing 10-2-3-1
      And "alice.sword" is in Alice's hand
      And Alice has 3 active DON!!
      And "bob.koby" is active
      When Bob declines to block
      Then Bob has 3 Life cards
      And "alice.sword" is in Alice's hand

  Rule: 10-2-4 [Counter]

    # 10-2-4-1: an Event with [Counter] can be played only during the opponent's Counter Step.
    @rule:10-2-4-1
    Scenario: A [Counter] Event cannot be played in its owner's own Main Phase
      Given the board "10-2/counter_own_turn.yaml"
      When Bob plays "bob.guard"
      Then the action is refused citing 10-2-4-1
      And "bob.guard" is in Bob's hand
      And Bob has 2 active DON!!
