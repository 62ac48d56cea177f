Feature: 8-3 Activation Costs and Conditions
  What is written before an effect's ":" is its activation cost, paid in full or not at all; marks
  such as [DON!! x1], [Your Turn] and [Opponent's Turn] are conditions that must all hold for the
  effect to apply, and what follows an "if" resolves only when the "if" is satisfied.

  Rule: 8-3-1 The activation cost is paid in full, in written order, before the effect resolves

    # ST02-001's cost is "③, trash 1 card from your hand" (8-3-1-5, 10-2-14-1): the ③ comes first in
    # the text, so the DON!! are already rested when Alice picks the card to trash (8-3-1-1).
    @rule:8-3-1 @rule:8-3-1-1 @rule:8-3-1-5 @rule:10-2-14-1 @rule:8-4-1-3 @rule:8-4-1-4 @rule:8-4-1-5 @rule:8-4-3 @rule:10-2-2-1 @rule:6-5-4-1
    Scenario: Kid's leader effect rests 3 DON!!, then trashes a card, then sets the leader active
      Given the board "8-3/kid_leader.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice must choose a card
      And Alice has 3 active DON!!
      And Alice has 3 rested DON!!
      And "alice.leader" is rested
      And Alice has 2 cards in her hand
      When Alice chooses "alice.heat"
      Then "alice.heat" is in Alice's trash
      And "alice.bepo" is in Alice's hand
      And "alice.leader" is active
      And nobody has to choose anything

    @rule:10-2-13-1 @rule:10-2-13-3 @rule:8-3-1 @rule:10-2-2-1
    Scenario: Kid's [Once Per Turn] leader effect cannot be activated a second time in the same turn
      Given the board "8-3/kid_leader.yaml"
      When Alice activates the effect of "alice.leader"
      And Alice chooses "alice.heat"
      And Alice attacks Bob's leader with "alice.leader"
      Then "alice.leader" is rested
      And Bob has 3 Life cards
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 10-2-13-3
      And "alice.leader" is rested
      And Alice has 3 active DON!!
      And "alice.bepo" is in Alice's hand

    @rule:10-2-13-1 @rule:10-2-13-3
    Scenario: Kid's [Once Per Turn] leader effect can be activated again in Alice's next turn
      Given the board "8-3/kid_leader.yaml"
      When Alice activates the effect of "alice.leader"
      And Alice chooses "alice.heat"
      And Alice ends her turn
      And Bob ends his turn
      Then it is Alice's turn 5
      When Alice attacks Bob's leader with "alice.leader"
      And Alice activates the effect of "alice.leader"
      Then Alice must choose a card
      When Alice chooses "alice.bepo"
      Then "alice.bepo" is in Alice's trash
      And "alice.leader" is active

    @rule:8-3-1-3 @rule:8-3-1-5 @rule:8-4-1-3
    Scenario: Kid's leader effect is refused with only 2 active DON!!
      Given the board "8-3/kid_leader_two_don.yaml"
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 8-3-1-3
      And "alice.leader" is rested
      And "alice.heat" is in Alice's hand
      And Alice has 2 active DON!!
      And Alice has 1 rested DON!!

    # The ③ part could be paid, but the trash part cannot: none of the cost is paid (8-3-1-3).
    @rule:8-3-1-3 @rule:8-3-1-5 @rule:10-2-14-1 @rule:8-4-1-3
    Scenario: Kid's leader effect is refused with an empty hand, and no DON!! is rested
      Given the board "8-3/kid_leader_empty_hand.yaml"
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 8-3-1-3
      And "alice.leader" is rested
      And Alice has 3 active DON!!
      And Alice has 0 rested DON!!

    @rule:8-3-1 @rule:8-4-3 @rule:8-4-4 @rule:10-2-2-1
    Scenario: Thousand Sunny is rested to give a Straw Hat Crew Character +1000
      Given the board "8-3/sunny.yaml"
      When Alice activates the effect of "alice.sunny"
      Then "alice.sunny" is rested
      And Alice must choose a card
      When Alice chooses "alice.zoro"
      Then "alice.zoro" has 6000 power
      And "alice.karoo" has 3000 power

    @rule:8-3-1-3 @rule:8-3-1
    Scenario: A rested Thousand Sunny cannot pay its cost again
      Given the board "8-3/sunny.yaml"
      When Alice activates the effect of "alice.sunny"
      And Alice chooses "alice.zoro"
      And Alice activates the effect of "alice.sunny"
      Then the action is refused citing 8-3-1-3
      And "alice.zoro" has 6000 power
      And "alice.sunny" is rested

    # Bonney's cost is "① and rest this Character". Without an active DON!! the ① cannot be paid, so
    # she is not rested either (8-3-1-3).
    @rule:8-3-1-3 @rule:8-3-1-5
    Scenario: Jewelry Bonney's effect is refused without an active DON!! and she stays active
      Given the board "8-3/bonney_costs.yaml"
      When Alice activates the effect of "alice.bonney_active"
      Then the action is refused citing 8-3-1-3
      And "alice.bonney_active" is active
      And Alice has 10 cards in her deck
      And Alice has 0 cards in her hand

    @rule:8-3-1-3 @rule:8-3-1-5
    Scenario: A rested Jewelry Bonney cannot activate her effect, and no DON!! is rested
      Given the board "8-3/bonney_rested.yaml"
      When Alice activates the effect of "alice.bonney"
      Then the action is refused citing 8-3-1-3
      And Alice has 1 active DON!!
      And Alice has 0 rested DON!!
      And Alice has 0 cards in her hand

    @rule:8-3-1-6 @rule:10-2-10-1 @rule:8-3-1
    Scenario: DON!! −1 returns a DON!! of the cost area to the DON!! deck, then Page One's effect applies
      Given the board "8-3/don_spender.yaml"
      When Alice activates the effect of "alice.page_one"
      Then Alice must choose which DON!! to return among active, rested and "alice.leader"
      When Alice returns a rested DON!! from her cost area
      Then Alice has 0 rested DON!!
      And Alice has 1 active DON!!
      And Alice has 8 DON!! in her DON!! deck
      And "alice.leader" has 1 DON!! given
      And nobody has to choose anything
      When Alice attacks "bob.heat" with "alice.page_one"
      Then "bob.heat" is in Bob's trash

    # With only active DON!! on her field, the DON!! −1 can return only an active one: no rested DON!! is
    # offered, since there is none (8-3-1-6 returns DON!! cards that are on the field). An engine that offers
    # a rested DON!! it does not have lets a cost be paid with nothing.
    @rule:8-3-1-6 @rule:10-2-10-1
    Scenario: DON!! −1 with only active DON!! offers only an active one to return
      Given the board "8-3/don_spender_active_only.yaml"
      When Alice activates the effect of "alice.page_one"
      Then Alice must choose which DON!! to return among active
      When Alice returns an active DON!! from her cost area
      Then Alice has 1 active DON!!
      And Alice has 0 rested DON!!
      And Alice has 9 DON!! in her DON!! deck
      And nobody has to choose anything

    @rule:8-3-1-6 @rule:10-2-10-1 @qa:rules-18
    Scenario: DON!! −1 may return a DON!! given to the leader
      Given the board "8-3/don_spender.yaml"
      When Alice activates the effect of "alice.page_one"
      Then Alice must choose which DON!! to return among active, rested and "alice.leader"
      When Alice chooses "alice.leader"
      Then "alice.leader" has 0 DON!! given
      And Alice has 1 active DON!!
      And Alice has 1 rested DON!!
      And Alice has 8 DON!! in her DON!! deck
      When Alice attacks "bob.heat" with "alice.page_one"
      Then "bob.heat" is in Bob's trash

    @rule:8-3-1-3 @rule:8-3-1-6 @rule:10-2-10-1
    Scenario: DON!! −1 cannot be paid with no DON!! on the field
      Given the board "8-3/don_spender_no_don.yaml"
      When Alice activates the effect of "alice.page_one"
      Then the action is refused citing 8-3-1-3
      And Alice has 10 DON!! in her DON!! deck
      When Alice attacks "bob.heat" with "alice.page_one"
      Then the action is refused citing 7-1-1-2
      And "bob.heat" is in Bob's Character area

    # Gordon OP01-011: [On Play] you may place 1 card from your hand at the bottom of your deck: draw 1.
    # The cost is paid first (Karoo to the bottom), then the effect draws the top card, not Karoo.
    @rule:8-3-1-4 @rule:8-1-3-2-2 @rule:10-2-6-1
    Scenario: Alice pays the optional cost of Gordon's On Play effect and draws 1
      Given the board "8-3/optional_payer.yaml"
      When Alice plays "alice.gordon"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      Then Alice must choose a card among "alice.karoo"
      When Alice chooses "alice.karoo"
      Then "alice.karoo" is 1st from the bottom of Alice's deck
      And Alice has 1 card in her hand
      And Alice has 10 cards in her deck
      And nobody has to choose anything

    @rule:8-3-1-4 @rule:8-1-3-2-2 @rule:10-2-6-1 @qa:rules-26
    Scenario: Alice declines the optional cost and the effect does nothing
      Given the board "8-3/optional_payer.yaml"
      When Alice plays "alice.gordon"
      Then Alice must choose whether to pay the optional cost
      When Alice declines the optional cost
      Then nobody has to choose anything
      And "alice.karoo" is in Alice's hand
      And Alice has 1 card in her hand
      And Alice has 10 cards in her deck

    @rule:10-2-13-2 @rule:10-2-13-1 @rule:10-2-13-3 @rule:8-4-4 @qa:rules-25
    Scenario: Each of two Namis activates her [Once Per Turn] effect once
      Given the board "8-3/namis.yaml"
      When Alice activates the effect of "alice.nami_a"
      Then Alice must choose a card
      When Alice chooses "alice.leader"
      Then "alice.leader" has 1 DON!! given
      When Alice activates the effect of "alice.nami_b"
      And Alice chooses "alice.leader"
      Then "alice.leader" has 2 DON!! given
      And Alice has 1 rested DON!!
      When Alice activates the effect of "alice.nami_a"
      Then the action is refused citing 10-2-13-3
      And "alice.leader" has 2 DON!! given
      And Alice has 1 rested DON!!

  Rule: 8-3-2, 8-3-3 Every condition of an effect must be met, and an "if" must be satisfied

    @rule:8-3-2 @rule:8-3-2-3 @rule:10-2-9-1 @rule:6-5-5-2 @qa:rules-17
    Scenario: Zoro's [DON!! x1] condition is met by one DON!! and by more
      Given the board "8-3/zoro_don.yaml"
      Then "alice.zoro" has 5000 power
      When Alice gives 1 DON!! to "alice.zoro"
      Then "alice.zoro" has 1 DON!! given
      And "alice.zoro" has 7000 power
      When Alice gives 1 DON!! to "alice.zoro"
      Then "alice.zoro" has 2 DON!! given
      And "alice.zoro" has 8000 power

    # Zoro's effect has no [Your Turn] condition: in Bob's turn the given DON!! adds nothing by itself
    # (6-5-5-2), but it still meets [DON!! x1], so the +1000 stays.
    @rule:8-3-2 @rule:8-3-2-3 @rule:10-2-9-1 @rule:6-5-5-2 @qa:ST01-013-1
    Scenario: Zoro's [DON!! x1] effect still applies in the opponent's turn
      Given the board "8-3/zoro_one_don.yaml"
      Then "alice.zoro" has 7000 power
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.zoro" has 1 DON!! given
      And "alice.zoro" has 6000 power

    @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-3 @rule:10-2-9-1 @qa:ST02-003-2
    Scenario: Urouge with one DON!! but only 2 Characters gets +2000 once a third Character arrives
      Given the board "8-3/urouge.yaml"
      Then "alice.urouge" has 3000 power
      When Alice gives 1 DON!! to "alice.urouge"
      Then "alice.urouge" has 4000 power
      When Alice plays "alice.vivi"
      Then Alice has 3 Characters
      And "alice.urouge" has 6000 power

    @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-3 @rule:10-2-9-1
    Scenario: Urouge with 3 Characters but no DON!! gets nothing until a DON!! is given
      Given the board "8-3/urouge.yaml"
      When Alice plays "alice.vivi"
      Then Alice has 3 Characters
      And "alice.urouge" has 3000 power
      When Alice gives 1 DON!! to "alice.urouge"
      Then "alice.urouge" has 6000 power

    # Drake is rested as the attack is declared (7-1-1-1), so his condition holds from then on: in the
    # Block Step, while Bob decides whether to block, the +1000 is already there.
    @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-2-4 @rule:8-3-3 @rule:10-2-9-1 @rule:10-2-11-1 @rule:7-1-1-1 @qa:ST02-014-1
    Scenario: X.Drake's effect applies from the moment he rests to attack
      Given the board "8-3/drake_active.yaml"
      Then "alice.drake" has 6000 power
      And "alice.leader" has 5000 power
      And "alice.zoro" has 5000 power
      When Alice attacks Bob's leader with "alice.drake"
      Then Bob must choose a blocker among "bob.chopper" and none
      And "alice.drake" is rested
      And "alice.drake" has 7000 power
      And "alice.leader" has 6000 power
      And "alice.zoro" has 6000 power
      And "alice.heat" has 4000 power
      When Bob declines to block
      Then Bob has 3 Life cards
      And "alice.drake" has 7000 power

    @rule:8-3-2-1 @rule:8-3-2-4 @rule:10-2-11-1 @rule:6-5-5-2
    Scenario: X.Drake's [Your Turn] effect stops in the opponent's turn although he stays rested
      Given the board "8-3/drake_active.yaml"
      When Alice attacks Bob's leader with "alice.drake"
      And Bob declines to block
      And Alice ends her turn
      Then it is Bob's turn 4
      And "alice.drake" is rested
      And "alice.drake" has 1 DON!! given
      And "alice.drake" has 5000 power
      And "alice.leader" has 5000 power
      And "alice.zoro" has 5000 power

    @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-3 @rule:10-2-9-1
    Scenario: A rested X.Drake without DON!! gives nothing until a DON!! is given to him
      Given the board "8-3/drake_rested.yaml"
      Then "alice.drake" has 5000 power
      And "alice.leader" has 5000 power
      And "alice.zoro" has 5000 power
      When Alice gives 1 DON!! to "alice.drake"
      Then "alice.drake" has 7000 power
      And "alice.leader" has 6000 power
      And "alice.zoro" has 6000 power
      And "alice.heat" has 4000 power

    # Hawkins's effect is an auto effect with two conditions and [Once Per Turn]: it sets him active
    # after his first battle against a Character, and not after the second one in the same turn.
    @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-2-4 @rule:8-3-1-8 @rule:8-4-1-1 @rule:10-2-9-1 @rule:10-2-11-1 @rule:10-2-13-1 @rule:10-2-13-3
    Scenario: Basil Hawkins with one DON!! is set active after his first battle only
      Given the board "8-3/hawkins.yaml"
      When Alice attacks "bob.heat" with "alice.hawkins"
      Then "bob.heat" is in Bob's trash
      And "alice.hawkins" is active
      When Alice attacks "bob.bepo" with "alice.hawkins"
      Then "bob.bepo" is in Bob's trash
      And "alice.hawkins" is rested

    @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-4-1-1 @rule:10-2-9-1
    Scenario: Basil Hawkins without DON!! stays rested after battling a Character
      Given the board "8-3/hawkins_no_don.yaml"
      When Alice attacks "bob.heat" with "alice.hawkins"
      Then "bob.heat" is in Bob's trash
      And "alice.hawkins" is rested

    @rule:8-3-2-1 @rule:8-3-2-4 @rule:8-4-1-1 @rule:10-2-11-1
    Scenario: Basil Hawkins stays rested after a battle in his opponent's turn
      Given the board "8-3/hawkins_opponents_turn.yaml"
      When Bob attacks "alice.hawkins" with "bob.bepo"
      Then "bob.bepo" is rested
      And "bob.bepo" is in Bob's Character area
      And "alice.hawkins" is in Alice's Character area
      And "alice.hawkins" is rested

    # Gecko Moria OP01-068 gains [Double Attack] only while Alice holds 5 or more cards. Playing a
    # Chopper leaves her 4, so Moria's attack deals 1 damage, not 2 (the scenarios of 10-1-2 show
    # the 5-card side). An engine reading the condition as "4 or more" deals 2.
    @rule:8-3-3 @rule:8-3-2-1 @rule:8-3-2-4 @rule:10-1-2-1
    Scenario: Gecko Moria with 4 cards in Alice's hand has no Double Attack
      Given the board "8-3/moria_five_in_hand.yaml"
      When Alice plays "alice.chopper"
      Then Alice has 4 cards in her hand
      When Alice attacks Bob's leader with "alice.moria"
      Then Bob has 3 Life cards
      And Bob has 1 card in his hand

    # Ashura Doji OP01-032 gets +2000 while Bob has 2 or more rested Characters: with his two rested
    # Beges, 4000 + 1000 (the DON!!, Alice's turn) + 2000. Once Alice's leader K.O.s one of them, Bob
    # has 2 Characters but only 1 of them rested, and the +2000 is gone.
    @rule:8-3-3 @rule:8-3-2-1 @rule:8-3-2-3
    Scenario: Ashura Doji gains +2000 with 2 rested opposing Characters and loses it at 1
      Given the board "8-3/ashura_two_rested.yaml"
      Then "alice.ashura" has 7000 power
      When Alice attacks "bob.bege_a" with "alice.leader"
      Then "bob.bege_a" is in Bob's trash
      And Bob has 2 Characters
      And "alice.ashura" has 5000 power

    # King OP01-091 counts every DON!! of Alice's field, the one given to him included (official Q&A of
    # OP01-091): 9 in the cost area and 1 on him make 10, so Bob's Characters get −1000.
    @rule:8-3-3 @rule:8-3-2-4 @rule:3-9
    Scenario: King with 10 DON!! on Alice's field, one of them given to him, gives Bob's Characters −1000
      Given the board "8-3/king_ten_don.yaml"
      Then "bob.bege" has 0 power
      And "bob.urouge" has 2000 power
      And "alice.leader" has 6000 power

    @rule:8-3-3 @rule:8-3-2-4
    Scenario: King with 9 DON!! on Alice's field leaves Bob's Characters as they are
      Given the board "8-3/king_nine_don.yaml"
      Then "bob.bege" has 1000 power
      And "bob.urouge" has 3000 power

    # Smiley OP01-072: +1000 for each card of Alice's own hand (Bob's one card does not count). With 3
    # cards: 1000 + 1000 (the DON!!) + 3000; after she plays a Chopper, 2 cards: 1000 + 1000 + 2000.
    @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-2-4
    Scenario: Smiley gets +1000 for each card in Alice's hand, at 3 cards and at 2
      Given the board "8-3/smiley.yaml"
      Then "alice.smiley" has 5000 power
      When Alice plays "alice.chopper"
      Then Alice has 2 cards in her hand
      And "alice.smiley" has 4000 power

    # Conditions on the type of the player's Leader (8-3-3) read Alice's own Leader, not the card whose
    # effect it is, nor Bob's. Mr.3(Galdino) OP01-085 is himself Baroque Works, but Alice's Luffy is not: his
    # [On Play] offers no Character to stop. An engine reading the type on the card itself asks Alice to
    # choose one.
    @rule:8-3-3 @rule:8-3-2-1 @rule:10-2-6-1
    Scenario: Mr.3 played under a Leader that is not Baroque Works stops no attacker
      Given the board "8-3/mr3_other_leader.yaml"
      When Alice plays "alice.mr3"
      Then "alice.mr3" is in Alice's Character area
      And nobody has to choose anything

    # Ms. All Sunday OP01-079 [On K.O.]: with a Baroque Works Leader (Crocodile) Alice takes the Event of her
    # trash back; the Character there is not offered. Bob's Leader is not Baroque Works, so an engine that
    # reads his Leader offers nothing.
    @rule:8-3-3 @rule:10-2-17-1 @rule:8-4-4
    Scenario: Ms. All Sunday K.O.'d under Crocodile returns Desert Spada from the trash
      Given the board "8-3/all_sunday_croc.yaml"
      When Bob attacks "alice.sunday" with "bob.leader"
      Then "alice.sunday" is in Alice's trash
      And Alice must choose a card among "alice.spada" and none
      When Alice chooses "alice.spada"
      Then "alice.spada" is in Alice's hand
      And "alice.chopper" is in Alice's trash
      And nobody has to choose anything

    @rule:8-3-3 @rule:10-2-17-1
    Scenario: Ms. All Sunday K.O.'d under a Leader that is not Baroque Works returns nothing
      Given the board "8-3/all_sunday_other_leader.yaml"
      When Bob attacks "alice.sunday" with "bob.leader"
      Then "alice.sunday" is in Alice's trash
      And nobody has to choose anything
      And "alice.spada" is in Alice's trash
      And Alice has 0 cards in her hand

    # Mr.1(Daz.Bonez) OP01-083: 3000, +1000 from his DON!! in Alice's turn, and under a Baroque Works Leader
    # +1000 for every 2 Events of her trash: 5 Events make 2 pairs, so +2000 (the Character does not count).
    # Under Luffy the +2000 is gone. Engines that give the bonus once, or read the type on Mr.1 himself (he is
    # Baroque Works), fail one of the two.
    @rule:8-3-3 @rule:8-3-2-1 @rule:8-3-2-3 @rule:8-3-2-4
    Scenario: Mr.1 under Crocodile gets +1000 for each 2 Events in Alice's trash
      Given the board "8-3/mr1_croc.yaml"
      Then "alice.mr1" has 6000 power

    @rule:8-3-3 @rule:8-3-2-1
    Scenario: Mr.1 under a Leader that is not Baroque Works gets nothing for the Events
      Given the board "8-3/mr1_other_leader.yaml"
      Then "alice.mr1" has 4000 power

    # Heliceratops OP08-097 is itself Animal Kingdom Pirates, Alice's Luffy is not: the −2 cost is skipped,
    # and with no opposing Character of cost 0 the K.O. that follows finds nothing.
    @rule:8-3-3 @rule:4-10-1 @rule:10-2-3-1
    Scenario: Heliceratops under a Leader that is not Animal Kingdom Pirates lowers no cost and K.O.s nobody
      Given the board "8-3/heliceratops_other_leader.yaml"
      When Alice plays "alice.heliceratops"
      Then "alice.heliceratops" is in Alice's trash
      And nobody has to choose anything
      And "bob.bepo" is in Bob's Character area
      And "bob.vito" is in Bob's Character area

    # Arlong OP01-063 has Bob reveal the card Alice chose of his hand; only an Event sends a Life card to the
    # bottom (4-10-1). Bob's one card is a Character, so his Life stays at 4.
    @rule:8-3-3 @rule:4-10-1 @rule:11-2-1
    Scenario: Arlong reveals a Character of Bob's hand and moves no Life card
      Given the board "8-3/arlong_character_revealed.yaml"
      When Alice activates the effect of "alice.arlong"
      Then Alice must choose a card among "bob.chopper"
      When Alice chooses "bob.chopper"
      Then "alice.arlong" is rested
      And "bob.chopper" is in Bob's hand
      And Bob has 4 Life cards
      And Bob has 5 cards in his deck
      And nobody has to choose anything

    # Who's.Who OP01-109 counts the DON!! on Alice's field, the one given to him included: 7, one short of 8.
    # 3000 and 1000 for his DON!! in her turn, no more.
    @rule:8-3-3 @rule:8-3-2-3 @rule:3-9
    Scenario: Who's.Who with 7 DON!! on Alice's field gains nothing more
      Given the board "8-3/whos_who_seven_don.yaml"
      Then "alice.whos_who" has 4000 power

    # Dragon Claw OP05-095: +4000, then with 15 or more cards in Bob's trash a K.O. of up to 1 of Alice's
    # Characters of cost 4 or less. The Event is placed in the trash before its effect is carried out (8-4-2),
    # so Bob's 14 cards and Dragon Claw make 15; with 13 they make 14 and nothing is K.O.'d. It is Alice's
    # turn, so Rosinante OP05-030, whose replacement works only in Bob's turn ([Opponent's Turn], 10-2-12-1),
    # offers nothing for her rested Chopper.
    @rule:8-3-3 @rule:8-4-2 @rule:10-2-4-1 @rule:10-2-12-1 @rule:8-3-2-5 @rule:8-1-3-5 @qa:OP05-095-1
    Scenario: Dragon Claw with 14 cards and itself in Bob's trash K.O.s Alice's rested attacker, and Rosinante cannot save him in her own turn
      Given the board "8-3/dragon_claw_fourteen_in_trash.yaml"
      When Alice attacks Bob's leader with "alice.chopper"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.claw"
      Then Bob must choose a card
      When Bob chooses "bob.leader"
      Then Bob must choose a card among "alice.chopper", "alice.rosinante" and none
      When Bob chooses "alice.chopper"
      Then "alice.chopper" is in Alice's trash
      And "alice.rosinante" is in Alice's Character area
      And Bob has 4 Life cards
      And nobody has to choose anything

    @rule:8-3-3 @rule:8-4-2 @rule:10-2-4-1
    Scenario: Dragon Claw with 13 cards and itself in Bob's trash K.O.s nobody
      Given the board "8-3/dragon_claw_thirteen_in_trash.yaml"
      When Alice attacks Bob's leader with "alice.chopper"
      And Bob activates the Counter Event "bob.claw"
      And Bob chooses "bob.leader"
      Then "bob.claw" is in Bob's trash
      And Bob has 14 cards in his trash
      And "alice.chopper" is in Alice's Character area
      And Bob has 4 Life cards
      And nobody has to choose anything

    # Thunder Bagua OP01-119 adds a rested DON!! only with 2 or fewer Life cards; Alice has 3. Her Leader's
    # 9000 for the battle keeps her Life at 3; her DON!! deck keeps its 8.
    @rule:8-3-3 @rule:10-2-4-1 @rule:4-10-1
    Scenario: Thunder Bagua with 3 Life cards gives +4000 and adds no DON!!
      Given the board "8-3/thunder_bagua_three_life.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      Then Alice must choose whether to use counters
      When Alice activates the Counter Event "alice.bagua"
      Then Alice must choose a card
      When Alice chooses "alice.leader"
      Then Alice has 8 DON!! in her DON!! deck
      And Alice has 2 rested DON!!
      And Alice has 3 Life cards
      And nobody has to choose anything

    # Sheep's Horn OP01-117: Alice pays its 2 DON!! and, as its optional cost, returns 1 DON!! of her field;
    # then rests up to 1 of Bob's Characters of cost 6 or less: Queen (6), not Mihawk (8).
    @rule:8-3-1-4 @rule:10-2-10-1 @rule:8-4-4 @rule:10-2-3-1
    Scenario: Sheep's Horn with DON!! −1 paid rests Bob's Queen of cost 6
      Given the board "8-3/sheeps_horn.yaml"
      When Alice plays "alice.horn"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      Then Alice must choose a card among "bob.queen" and none
      When Alice chooses "bob.queen"
      Then "bob.queen" is rested
      And "bob.mihawk" is active
      And Alice has 8 DON!! in her DON!! deck
      And "alice.horn" is in Alice's trash

    # Sabo OP12-100 [On Play]: Alice may add her top Life card to her hand (3-10-2: the top one); then she
    # draws 2 and trashes 1 card of her hand.
    @rule:8-3-1-4 @rule:3-10-2 @rule:10-2-6-1
    Scenario: Sabo takes Alice's top Life card, draws 2 and trashes 1
      Given the board "8-3/sabo_life_for_cards.yaml"
      When Alice plays "alice.sabo"
      And Alice pays the optional cost
      Then "alice.life_top" is in Alice's hand
      And Alice's Life holds, from the top, "alice.life_2", "alice.life_3" and "alice.life_bottom"
      And "alice.deck_1" is in Alice's hand
      And "alice.deck_2" is in Alice's hand
      And Alice must choose a card among "alice.life_top", "alice.deck_1" and "alice.deck_2"
      When Alice chooses "alice.deck_1"
      Then "alice.deck_1" is in Alice's trash
      And Alice has 2 cards in her hand
      And Alice has 3 cards in her deck

    # Ground Death OP14-096's [Counter] gives +4000 only "if" its player has 10 or more cards in the
    # trash (8-3-3). With 10 the condition holds whether or not the Event itself is already counted
    # there, and Bob's leader holds off Alice's 5000 at 9000; with 8 it fails either way: the Event is
    # used and trashed, its cost paid, and nothing else happens, so Alice's 5000 deals 1 damage. With no
    # other counter left, the Counter Step ends by itself.
    @rule:8-3-3 @rule:7-1-3-2-2 @rule:7-1-4-1
    Scenario: With 10 cards in his trash Bob's Ground Death gives his leader +4000
      Given the board "8-3/ground_death_counter_10.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters among event "bob.death" and done
      When Bob activates the Counter Event "bob.death"
      Then Bob must choose a card among "bob.leader" and none
      When Bob chooses "bob.leader"
      Then Bob has 4 Life cards
      And "bob.death" is in Bob's trash
      And Bob has 0 active DON!!
      And nobody has to choose anything

    @rule:8-3-3 @rule:7-1-3-2-2 @rule:7-1-4-1
    Scenario: With 8 cards in his trash Bob's Ground Death gives nothing and Alice's attack hits
      Given the board "8-3/ground_death_counter_8.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters among event "bob.death" and done
      When Bob activates the Counter Event "bob.death"
      Then Bob has 3 Life cards
      And "bob.death" is in Bob's trash
      And Bob has 0 active DON!!
      And nobody has to choose anything

  Rule: 8-3-1-3 An activation cost that cannot be paid leaves nothing to decide

    # Gordon OP01-011: [On Play] you may place 1 card from your hand at the bottom of your deck: draw 1.
    # Once he is played, Alice's hand is empty, so the cost cannot be paid at all (8-3-1-3) and the only
    # thing 8-3-1-4 still allows, not paying, is no choice: nothing is asked and nothing is drawn.
    @rule:8-3-1-3 @rule:8-3-1-4 @qa:OP01-011-1
    Scenario: An optional cost that cannot be paid leaves nothing to decide and draws nothing
      Given the board "8-3/optional_payer_alone.yaml"
      When Alice plays "alice.gordon"
      Then "alice.gordon" is in Alice's Character area
      And nobody has to choose anything
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck

    # Official Q&A (data/QA/qa_op01.md, OP01-055 You Can Be My Samurai!!, 2nd entry), in our words: asked
    # whether the Event may be activated without resting 2 Characters, the answer is yes, and then nothing
    # happens. Its cost is optional (8-3-1-4), so an Event whose optional cost cannot be paid is still
    # activated: Alice pays its 1 DON!!, it goes to the trash and draws nothing. An engine that requires the
    # optional cost to be payable before the Event may be played refuses it.
    @rule:8-3-1-4 @rule:8-3-1-3 @rule:10-2-3-1 @qa:OP01-055-2
    Scenario: You Can Be My Samurai!! is activated with one Character and does nothing
      Given the board "8-3/samurai_one_character.yaml"
      When Alice plays "alice.samurai"
      Then "alice.samurai" is in Alice's trash
      And nobody has to choose anything
      And Alice has 1 rested DON!!
      And "alice.karoo" is active
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck

    # BE-BENG!! OP01-059 has the same shape: "you may trash 1 {Land of Wano} card from your hand" is its
    # optional cost. Alice's only other card is Karoo, no {Land of Wano} card, so it cannot be paid: the
    # Event is still activated (the same ruling as the OP01-055 Q&A above, data/QA/qa_op01.md), Karoo stays
    # in her hand and her rested Momonosuke is not set active.
    @rule:8-3-1-4 @rule:8-3-1-3 @rule:10-2-3-1 @qa:OP01-055-2
    Scenario: BE-BENG!! is activated with no Land of Wano card to trash and sets nobody active
      Given the board "8-3/be_beng_no_wano.yaml"
      When Alice plays "alice.be_beng"
      Then "alice.be_beng" is in Alice's trash
      And nobody has to choose anything
      And Alice has 3 rested DON!!
      And "alice.karoo" is in Alice's hand
      And "alice.momonosuke" is rested

    # Official Q&A (data/QA/qa_op01.md, OP01-094 Kaido, 1st entry), in our words: may Kaido be played
    # with a Leader that is not {Animal Kingdom Pirates}? Yes; the player may pay the [On Play]'s cost or
    # not, and nothing happens either way. The leader check is the effect's "if", after the ":" (8-3-3):
    # it does not keep the optional cost (8-3-1-4) from being offered. Alice pays: 6 DON!! go back to her
    # DON!! deck and Bob's Characters stay. An engine that checks the Leader before offering the cost
    # asks nothing.
    @rule:8-3-1-4 @rule:8-3-3 @rule:8-3-1-6 @rule:10-2-6-1 @qa:OP01-094-1
    Scenario: Kaido under a Leader of another type may pay his DON!! −6, and nothing is K.O.'d
      Given the board "8-3/kaido_other_leader.yaml"
      When Alice plays "alice.kaido"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then nobody has to choose anything
      And Alice has 6 DON!! in her DON!! deck
      And Alice has 4 rested DON!!
      And "bob.karoo" is in Bob's Character area
      And "bob.heat" is in Bob's Character area
      And "alice.kaido" is in Alice's Character area

    # The same Q&A entry: not paying is allowed too, and then nothing happens and no DON!! leaves.
    @rule:8-3-1-4 @rule:8-3-3 @qa:OP01-094-1
    Scenario: Kaido under a Leader of another type may leave his DON!! −6 unpaid
      Given the board "8-3/kaido_other_leader.yaml"
      When Alice plays "alice.kaido"
      And Alice declines the optional cost
      Then nobody has to choose anything
      And Alice has 0 DON!! in her DON!! deck
      And Alice has 10 rested DON!!
      And "bob.karoo" is in Bob's Character area

    # Official Q&A (data/QA/qa_op01.md, OP01-094 Kaido, 2nd entry), in our words: "other than this
    # Character" means only the one Kaido whose effect it is. Alice's other Kaido, already on her field,
    # is K.O.'d with Bob's Karoo. An engine that spares every card named Kaido keeps him.
    @rule:8-4-4-3 @rule:10-2-1-1 @rule:10-2-6-1 @qa:OP01-094-2
    Scenario: The new Kaido's sweep K.O.s the Kaido already on Alice's field
      Given the board "8-3/two_kaidos.yaml"
      When Alice plays "alice.kaido"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then nobody has to choose anything
      And "alice.old_kaido" is in Alice's trash
      And "bob.karoo" is in Bob's trash
      And "alice.kaido" is in Alice's Character area

  Rule: 8-3-1-2, 8-3-2-2 Costs and conditions added by other effects

    # Synthetic cards kept on purpose: no ST01, ST02 or OP01 card adds a cost or a condition to another
    # player's effects (Toll Keeper TEST-021, Gatekeeper TEST-022) or replaces paying a cost (Tollgate
    # TEST-032, 8-3-1-7 below).

    # Test Toll Keeper TEST-021 (Bob's) adds "trash 1 card from your hand" to Alice's [Activate: Main]
    # effects. The printed DON!! −1 is paid first (8-3-1-1), then the added cost (8-3-1-2); only then
    # does the effect draw.
    @rule:8-3-1-2 @rule:8-3-1-1 @rule:8-3-1-6 @rule:10-2-10-1 @rule:10-2-14-1 @rule:8-4-1-3
    Scenario: A cost added by Bob's Toll Keeper is paid after the printed DON!! −1
      Given the board "8-3/toll_keeper.yaml"
      When Alice activates the effect of "alice.spender"
      Then Alice must choose which DON!! to return
      And Alice has 2 cards in her hand
      And Alice has 0 cards in her trash
      When Alice returns a rested DON!! from her cost area
      Then Alice has 9 DON!! in her DON!! deck
      And Alice has 0 rested DON!!
      And Alice has 1 active DON!!
      And Alice must choose a card
      And Alice has 2 cards in her hand
      And Alice has 10 cards in her deck
      When Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And "alice.robin" is in Alice's hand
      And Alice has 2 cards in her hand
      And Alice has 9 cards in her deck
      And nobody has to choose anything

    # The added cost is part of the activation cost: with an empty hand it cannot be paid, so none of
    # the cost is paid, not even the DON!! −1 that could be (8-3-1-3).
    @rule:8-3-1-2 @rule:8-3-1-3 @rule:8-4-1-3
    Scenario: An added cost that cannot be paid forbids the activation and no DON!! is returned
      Given the board "8-3/toll_keeper_empty_hand.yaml"
      When Alice activates the effect of "alice.spender"
      Then the action is refused citing 8-3-1-3
      And Alice has 1 active DON!!
      And Alice has 1 rested DON!!
      And Alice has 8 DON!! in her DON!! deck
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck

    @rule:8-3-1-2 @rule:8-3-1-6 @rule:10-2-10-1
    Scenario: Alice's own Toll Keeper adds nothing to her own effects
      Given the board "8-3/own_toll_keeper.yaml"
      When Alice activates the effect of "alice.spender"
      Then Alice must choose which DON!! to return
      When Alice returns a rested DON!! from her cost area
      Then nobody has to choose anything
      And "alice.karoo" is in Alice's hand
      And Alice has 2 cards in her hand
      And Alice has 9 cards in her deck
      And Alice has 9 DON!! in her DON!! deck

    # Test Gatekeeper TEST-022 (Bob's) adds the condition "2 or more Characters" to Alice's
    # [Activate: Main] effects; the printed cost could be paid, but every condition must hold.
    @rule:8-3-2-2 @rule:8-3-2-1 @rule:8-4-1-1
    Scenario: With one Character Alice cannot activate an effect that Bob's Gatekeeper makes need two
      Given the board "8-3/gatekeeper.yaml"
      When Alice activates the effect of "alice.spender"
      Then the action is refused citing 8-3-2-2
      And Alice has 2 active DON!!
      And Alice has 8 DON!! in her DON!! deck
      And Alice has 1 card in her hand
      And Alice has 10 cards in her deck

    @rule:8-3-2-2 @rule:8-3-2-1 @rule:8-4-1-1 @rule:8-3-1-6 @rule:10-2-10-1
    Scenario: Once Alice has two Characters the condition added by the Gatekeeper is met
      Given the board "8-3/gatekeeper.yaml"
      When Alice plays "alice.karoo"
      Then Alice has 2 Characters
      When Alice activates the effect of "alice.spender"
      Then Alice must choose which DON!! to return
      When Alice returns a rested DON!! from her cost area
      Then Alice has 1 active DON!!
      And Alice has 0 rested DON!!
      And Alice has 9 DON!! in her DON!! deck
      And Alice has 1 card in her hand
      And Alice has 9 cards in her deck

  Rule: 8-3-1-7 An activation cost replaced by an effect: the effect after ":" is not processed

    # Test Tollgate TEST-032 (Bob's): when Alice would rest DON!! to pay an activation cost, Bob may
    # have her return those DON!! to her DON!! deck instead. Kid's ③ is then not paid as written, so
    # "set this Leader active" is not processed. Whether the rest of the cost (trash 1 card) is still
    # carried out is not settled by 8-3-1-7, so Alice's hand is not checked here.
    @rule:8-3-1-7 @rule:8-1-3-5 @rule:8-3-1-5
    Scenario: Bob replaces the resting of Kid's ③ and the leader is not set active
      Given the board "8-3/tollgate.yaml"
      When Alice activates the effect of "alice.leader"
      Then Bob must choose whether to replace the cost
      And Alice has 4 active DON!!
      And Alice has 6 DON!! in her DON!! deck
      When Bob replaces the cost with the effect of "bob.tollgate"
      Then Alice has 1 active DON!!
      And Alice has 0 rested DON!!
      And Alice has 9 DON!! in her DON!! deck
      And "alice.leader" is rested

    @rule:8-3-1-7 @rule:8-1-3-5-1 @rule:8-3-1-1 @rule:8-3-1-5 @rule:10-2-14-1
    Scenario: Bob does not replace the cost, so Kid's cost is paid and the leader is set active
      Given the board "8-3/tollgate.yaml"
      When Alice activates the effect of "alice.leader"
      Then Bob must choose whether to replace the cost
      When Bob does not replace the cost
      Then Alice has 1 active DON!!
      And Alice has 3 rested DON!!
      And Alice has 6 DON!! in her DON!! deck
      And Alice must choose a card
      When Alice chooses "alice.heat"
      Then "alice.heat" is in Alice's trash
      And "alice.bepo" is in Alice's hand
      And "alice.leader" is active
      And nobody has to choose anything

    # The DON!! rested to play a card pay its cost (1-3-10-1), not an activation cost (1-3-10-2), and
    # Thousand Sunny's activation cost rests the Stage, not DON!!: Tollgate replaces neither.
    @rule:8-3-1-7 @rule:1-3-10-1 @rule:1-3-10-2 @rule:8-3-1
    Scenario: Tollgate offers nothing for a card's cost or for an activation cost that rests no DON!!
      Given the board "8-3/tollgate.yaml"
      When Alice plays "alice.bepo"
      Then "alice.bepo" is in Alice's Character area
      And nobody has to choose anything
      And Alice has 3 active DON!!
      And Alice has 1 rested DON!!
      And Alice has 6 DON!! in her DON!! deck
      When Alice activates the effect of "alice.sunny"
      Then "alice.sunny" is rested
      And Alice must choose a card
      When Alice chooses "alice.zoro"
      Then "alice.zoro" has 6000 power
      And Alice has 3 active DON!!
      And nobody has to choose anything

  Rule: 8-3-1-6 DON!! −2 returns two DON!! of the field, given ones included, chosen one at a time

    # The DON!! to return may come from the cost area or from a card they are given to (10-2-10-1);
    # Bob chooses each of the two in turn, and the options shrink as they are used up. His Leader,
    # +2000 for the battle, then holds off Alice's 5000 Leader.
    @rule:8-3-1-6 @rule:10-2-10-1 @rule:7-1-3-2-2 @qa:OP01-118-1
    Scenario: Ulti-Mortar's DON!! −2 takes the DON!! given to Karoo and a rested one
      Given the board "8-3/ulti_mortar_don_minus_2.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters among event "bob.mortar" and done
      When Bob activates the Counter Event "bob.mortar"
      And Bob pays the optional cost
      Then Bob must choose which DON!! to return among rested and "bob.karoo"
      When Bob chooses "bob.karoo"
      Then "bob.karoo" has 0 DON!! given
      And Bob must choose which DON!! to return among rested
      When Bob returns a rested DON!! from his cost area
      Then Bob has 9 DON!! in his DON!! deck
      And Bob has 1 rested DON!!
      And Bob has 0 active DON!!
      And Bob must choose a card among "bob.leader", "bob.karoo" and none
      When Bob chooses "bob.leader"
      Then "bob.top" is in Bob's hand
      And Bob has 4 Life cards
      And "bob.second" is 1st from the top of Bob's deck
      And "bob.mortar" is in Bob's trash
