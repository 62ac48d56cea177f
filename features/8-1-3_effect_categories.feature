Feature: 8-1-3 Effect categories
  Card effects fall into four categories: auto effects that activate by themselves when their event
  happens, activate effects the turn player declares, permanent effects that apply for as long as
  their conditions hold, and replacement effects written with "instead".

  Rule: 8-1-3-1 Auto effects activate automatically, each time their event occurs

    @rule:8-1-3-1 @rule:8-1-3-2-1 @rule:10-2-7-1 @rule:6-6-1-1
    Scenario: An End of Your Turn effect sets Kid active as Alice's turn ends
      Given the board "8-1-3/end_of_turn_kid.yaml"
      Then "alice.kid" is rested
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.kid" is active
      And nobody has to choose anything

    # Alice's two Kids activate together, so she orders them (8-1-3-2): the decision shows they
    # activated. In Bob's End Phase they still have their DON!! (until Alice's next Refresh Phase) but
    # must not activate; in her turn 5 they activate again once she gives them DON!! again.
    @rule:8-1-3-1 @rule:10-2-7-1
    Scenario: An End of Your Turn effect activates again at each of its owner's turn ends only
      Given the board "8-1-3/two_end_of_turn_kids.yaml"
      When Alice ends her turn
      Then Alice must choose the order of her effects among "alice.kid_a" and "alice.kid_b"
      When Alice chooses "alice.kid_a"
      Then it is Bob's turn 4
      When Bob ends his turn
      Then it is Alice's turn 5
      And nobody has to choose anything
      When Alice gives 1 DON!! to "alice.kid_a"
      And Alice gives 1 DON!! to "alice.kid_b"
      And Alice ends her turn
      Then Alice must choose the order of her effects among "alice.kid_a" and "alice.kid_b"
      And it is Alice's turn 5
      When Alice chooses "alice.kid_b"
      Then it is Bob's turn 6
      And nobody has to choose anything

    @rule:8-1-3-1 @rule:8-1-3-2-1 @rule:10-2-6-1
    Scenario: An On Play effect adds a DON!! when Basil Hawkins is played from hand
      Given the board "8-1-3/on_play_from_hand.yaml"
      When Alice plays "alice.hawkins"
      Then "alice.hawkins" is in Alice's Character area
      And Alice must choose a number among 0 and 1
      When Alice chooses the number 1
      Then Alice has 5 rested DON!!
      And Alice has 5 DON!! in her DON!! deck
      And nobody has to choose anything

    @rule:8-1-3-1 @rule:8-1-3-2-1 @rule:10-2-17-1 @rule:10-2-17-2 @rule:10-2-1-1
    Scenario: An On K.O. effect draws a card for the owner of the Character K.O.'d in battle
      Given the board "8-1-3/on_ko.yaml"
      When Alice attacks "bob.doublefinger" with "alice.leader"
      Then "bob.doublefinger" is in Bob's trash
      And Bob has 1 card in his hand
      And Bob has 9 cards in his deck

    @rule:8-1-3-1 @rule:10-2-17-1 @rule:7-1-4-2
    Scenario: An On K.O. effect does nothing when its Character wins the battle
      Given the board "8-1-3/on_ko.yaml"
      When Alice attacks "bob.doublefinger" with "alice.carrot"
      Then "bob.doublefinger" is in Bob's Character area
      And Bob has 0 cards in his hand
      And Bob has 10 cards in his deck

    @rule:8-1-3-1 @rule:10-2-1-3 @rule:3-7-6-1
    Scenario: A Character trashed to make room is not K.O.'d and its On K.O. effect does not activate
      Given the board "8-1-3/on_ko_trashed.yaml"
      When Alice plays "alice.karoo"
      Then Alice must choose which Character to trash
      When Alice chooses "alice.doublefinger"
      Then "alice.doublefinger" is in Alice's trash
      And "alice.karoo" is in Alice's Character area
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck

  Rule: 8-1-3-2 Simultaneous auto effects are ordered by their player

    # 6-6-1-1 and 10-2-7-1: End of Your Turn effects activate in the End Phase of Alice's turn, so
    # her choice of order is made while it is still her turn 3.
    @rule:8-1-3-2 @rule:8-1-3-1 @rule:10-2-7-1
    Scenario: Alice orders her two End of Your Turn effects before her turn ends
      Given the board "8-1-3/two_end_of_turn_kids.yaml"
      When Alice ends her turn
      Then Alice must choose the order of her effects among "alice.kid_a" and "alice.kid_b"
      And it is Alice's turn 3
      And "alice.kid_a" is rested
      And "alice.kid_b" is rested
      When Alice chooses "alice.kid_a"
      Then "alice.kid_a" is active
      And "alice.kid_b" is active
      And it is Bob's turn 4

  Rule: 8-6-2 Auto effects met during damage processing wait until it ends

    @rule:8-6-2 @rule:8-6-2-1 @rule:8-1-3-1 @rule:10-2-6-1 @rule:10-1-5-1
    Scenario: The On Play of a Character played by its Trigger resolves only after the damage processing
      Given the board "8-1-3/on_play_waits_for_damage.yaml"
      When Alice attacks Bob's leader with "alice.moria"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.hawkins" is in Bob's Character area
      And Bob must choose whether to activate the Trigger
      And Bob has 10 DON!! in his DON!! deck
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Bob has 2 Life cards
      And Bob must choose a number among 0 and 1
      When Bob chooses the number 1
      Then Bob has 1 rested DON!!
      And Bob has 9 DON!! in his DON!! deck
      And nobody has to choose anything

    @rule:8-1-3-2-3 @rule:8-6-2 @rule:3-7-6-1
    Scenario: An On Play effect waiting for the end of damage processing is lost when its card leaves the field
      Given the board "8-1-3/on_play_card_left_field.yaml"
      When Alice attacks Bob's leader with "alice.moria"
      And Bob activates the Trigger
      Then "bob.hawkins" is in Bob's Character area
      And Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose which Character to trash
      When Bob chooses "bob.hawkins"
      Then "bob.hawkins" is in Bob's trash
      And "bob.carrot" is in Bob's Character area
      And nobody has to choose anything
      And Bob has 0 rested DON!!
      And Bob has 10 DON!! in his DON!! deck
      And Bob has 5 Characters
      And Bob has 2 Life cards

  Rule: 8-1-3-4 Permanent effects apply for as long as their conditions are met

    @rule:8-1-3-4 @rule:8-1-3-4-1 @rule:8-1-3-4-2 @rule:8-3-2 @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-2-4 @rule:10-2-9-1 @rule:10-2-11-1
    Scenario: Zoro's leader effect gives each of Alice's Characters +1000 on her turn
      Given the board "8-1-3/zoro_leader.yaml"
      Then "alice.karoo" has 4000 power
      And "alice.leader" has 6000 power
      And "bob.bepo" has 3000 power

    @rule:8-1-3-4 @rule:8-1-3-4-4 @qa:OP01-001-2
    Scenario: A Character played while Zoro's condition holds gets +1000 at once
      Given the board "8-1-3/zoro_leader.yaml"
      When Alice plays "alice.vivi"
      Then "alice.vivi" has 5000 power
      And "alice.karoo" has 4000 power

    @rule:8-1-3-4-2 @rule:8-3-2-4 @rule:10-2-11-1 @rule:6-2-3
    Scenario: Zoro's leader effect stops applying in the opponent's turn
      Given the board "8-1-3/zoro_leader.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.leader" has 1 DON!! given
      And "alice.karoo" has 3000 power
      And "alice.leader" has 5000 power

    @rule:8-1-3-4-2 @rule:8-1-3-4-4 @rule:8-3-2-3 @rule:10-2-9-1
    Scenario: Zoro's leader effect starts applying as soon as the DON!! is given
      Given the board "8-1-3/zoro_leader_no_don.yaml"
      Then "alice.karoo" has 3000 power
      When Alice gives 1 DON!! to her leader
      Then "alice.karoo" has 4000 power
      And "alice.leader" has 6000 power

    @rule:8-1-3-4 @rule:8-1-3-4-2 @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-2-5 @rule:10-2-9-1 @rule:10-2-12-1 @rule:6-5-5-2
    Scenario: Bartolomeo gets +3000 only with 2 DON!! and only in his opponent's turn
      Given the board "8-1-3/bartolomeo.yaml"
      Then "bob.bart_two" has 5000 power
      And "bob.bart_one" has 2000 power
      And "alice.bartolomeo" has 4000 power

    @rule:8-1-3-4-4 @rule:8-3-2-5 @rule:10-2-12-1 @rule:6-2-3
    Scenario: When the turn passes, Bartolomeo's condition is met for the other player
      Given the board "8-1-3/bartolomeo.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.bartolomeo" has 2 DON!! given
      And "alice.bartolomeo" has 5000 power
      And "bob.bart_two" has 0 DON!! given
      And "bob.bart_two" has 2000 power

    @rule:8-1-3-4 @rule:8-1-3-4-4 @rule:8-3-2-3 @rule:10-2-9-1 @rule:10-1-1-1
    Scenario: Sanji gains Rush the moment his second DON!! is given
      Given the board "8-1-3/sanji_rush.yaml"
      When Alice plays "alice.sanji"
      And Alice gives 1 DON!! to "alice.sanji"
      And Alice attacks Bob's leader with "alice.sanji"
      Then the action is refused citing 3-7-4
      When Alice gives 1 DON!! to "alice.sanji"
      Then "alice.sanji" has 2 DON!! given
      And "alice.sanji" has 6000 power
      When Alice attacks Bob's leader with "alice.sanji"
      Then "alice.sanji" is rested
      And Bob has 3 Life cards

  Rule: 8-1-3-3 Activate effects: [Activate: Main] and [Main], some with costs or conditions

    # Straw Sword's effect is a [Main] effect: it is activated in one's own Main Phase, never as a
    # [Counter] in the Counter Step. Only Guard Point is offered.
    @rule:8-1-3-3-1 @rule:7-1-3-2-2 @rule:7-1-3-2
    Scenario: In the Counter Step Bob is offered Guard Point but not the [Main] Event Straw Sword
      Given the board "8-1-3/main_event_is_no_counter.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters among event "bob.guard" and done
      When Bob activates the Counter Event "bob.sword"
      Then the action is refused citing 7-1-3-2
      And "bob.sword" is in Bob's hand
      And Bob has 2 active DON!!
      When Bob activates the Counter Event "bob.guard"
      And Bob chooses "bob.leader"
      Then Bob has 4 Life cards
      And nobody has to choose anything

    # An effect is its instruction together with its price (8-1-1): Kid pays 3 DON!! and a card.
    @rule:8-1-3-3-2 @rule:8-1-1 @rule:8-3-1
    Scenario: Kid pays 3 DON!! and a card from the hand to stand up again
      Given the board "8-1-3/kid_leader.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then "alice.leader" is rested
      When Alice activates the effect of "alice.leader"
      Then Alice must choose a card among "alice.karoo"
      When Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And Alice has 3 rested DON!!
      And Alice has 0 active DON!!
      And "alice.leader" is active

    @rule:8-1-3-3-2 @rule:8-3-1-3
    Scenario: Kid's effect cannot be activated without a card to trash, and nothing is paid
      Given the board "8-1-3/kid_leader_empty_hand.yaml"
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 8-3-1-3
      And Alice has 3 active DON!!
      And nobody has to choose anything
