Feature: 4 Basic Game Terms
  The words the rest of the rules rely on: what an effect is, whose a card is, who the turn player
  is, how cards stand, what drawing and playing a card mean, "up to N", "if" and "then".
  (4-6 damage processing and 4-9 "original" have their own feature files.)

  Rule: 4-1 A keyword such as [Blocker] is an effect of its card

    # Chopper's and Bege's only text is [Blocker]: that is an effect (4-1-2), so neither is a card
    # "with no original effect"; only Karoo, with no text, may be chosen. Test Vanilla Hunter and Test
    # Silencer stay synthetic: no ST01, ST02 or OP01 text names a card with no original effect (2-8-5)
    # or negates effects (8-2).
    @rule:4-1 @rule:4-1-1 @rule:4-1-2 @rule:2-8-5
    Scenario: Test Vanilla Hunter may choose Karoo but not the [Blocker] Characters
      Given the board "4-1/keyword_is_an_effect.yaml"
      When Alice plays "alice.hunter"
      Then Alice must choose a card among "bob.karoo" and none
      When Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash
      And "bob.chopper" is in Bob's Character area
      And "bob.bege" is in Bob's Character area

    # Negating Chopper's effects takes away his [Blocker], because [Blocker] is one of his effects.
    @rule:4-1-2 @rule:8-2-1 @rule:7-1-2-1
    Scenario: A Chopper whose effects are negated is no longer offered as a blocker
      Given the board "4-1/keyword_is_an_effect.yaml"
      When Alice plays "alice.silencer"
      Then Alice must choose a card among "bob.chopper", "bob.bege", "bob.karoo" and none
      When Alice chooses "bob.chopper"
      And Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.bege" and none
      When Bob declines to block
      Then Bob has 3 Life cards

  Rule: 4-2 A card's owner is the player it belongs to

    # Jinbe may choose any Character with cost 3 or less, Alice's own included; "its owner's deck"
    # is the deck of the player the chosen card belongs to, not the deck of Jinbe's player.
    @rule:4-2 @rule:4-2-1 @rule:4-2-1-1
    Scenario: Jinbe puts Bob's Vito at the bottom of Bob's deck
      Given the board "4-2/jinbe_to_the_bottom.yaml"
      When Alice plays "alice.jinbe"
      Then Alice must choose a card among "alice.karoo", "bob.vito" and none
      When Alice chooses "bob.vito"
      Then "bob.vito" is 1st from the bottom of Bob's deck
      And "bob.top" is 1st from the top of Bob's deck
      And Bob has 3 cards in his deck
      And Alice has 2 cards in her deck
      And Bob has 1 Character
      And nobody has to choose anything

    @rule:4-2-1 @rule:4-2-1-1 @qa:OP01-071-1
    Scenario: Jinbe puts Alice's own Karoo at the bottom of Alice's deck
      Given the board "4-2/jinbe_to_the_bottom.yaml"
      When Alice plays "alice.jinbe"
      And Alice chooses "alice.karoo"
      Then "alice.karoo" is 1st from the bottom of Alice's deck
      And "alice.second" is 2nd from the bottom of Alice's deck
      And Alice has 3 cards in her deck
      And Bob has 2 cards in his deck
      And "bob.vito" is in Bob's Character area

  Rule: 4-3 The turn player takes the current turn; the other player is the non-turn player

    # Bartolomeo's +3000 applies in its player's opponent's turn, i.e. while its player is the
    # non-turn player; given DON!! add +1000 each only in their player's own turn (6-5-5-2). When the
    # turn passes, the two players swap roles. Bob's Refresh Phase returns only the turn player's
    # given DON!! (6-2-3), so Alice's Bartolomeo keeps its 2.
    @rule:4-3 @rule:4-3-1 @rule:4-3-2 @rule:10-2-12-1 @rule:6-2-3 @rule:6-5-5-2
    Scenario: Each Bartolomeo has its +3000 only while its player is the non-turn player
      Given the board "4-3/bartolomeo_each_side.yaml"
      Then "alice.bart" has 4000 power
      And "bob.bart" has 5000 power
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.bart" has 5000 power
      And "alice.bart" has 2 DON!! given
      And "bob.bart" has 0 DON!! given
      And "bob.bart" has 2000 power
      And nobody has to choose anything

    # The blocker decision belongs to the non-turn player: the turn player cannot answer it.
    @rule:4-3-2 @rule:7-1-2-1
    Scenario: Alice cannot answer the blocker decision of Bob, the non-turn player
      Given the board "4-3/blocker_each_side.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.chopper" and none
      When Alice declines to block
      Then the action is refused citing 7-1-2-1
      And Bob must choose a blocker among "bob.chopper" and none
      When Bob declines to block
      Then Bob has 3 Life cards

  Rule: 4-4 Cards on the field are active or rested

    @rule:4-4 @rule:4-4-1 @rule:4-4-1-1 @rule:4-4-1-2 @rule:7-1-1-1
    Scenario: Attacking rests an active Character, and a rested one cannot attack
      Given the board "4-4/orientation.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then the action is refused citing 7-1-1-1
      When Alice attacks Bob's leader with "alice.robin"
      Then "alice.robin" is rested
      And "alice.karoo" is rested
      And Bob has 3 Life cards

    @rule:4-4-1-1 @rule:4-4-1-2 @rule:7-1-1-2
    Scenario: Only Bob's rested Character may be attacked, not his active one
      Given the board "4-4/orientation.yaml"
      When Alice attacks "bob.vito" with "alice.robin"
      Then the action is refused citing 7-1-1-2
      And "alice.robin" is active
      When Alice attacks "bob.koby" with "alice.robin"
      Then "alice.robin" is rested
      And "bob.koby" is in Bob's Character area

    # A Stage has an orientation too: resting it pays Thousand Sunny's cost, and a rested Sunny
    # cannot pay that cost again (8-3-1-3).
    @rule:4-4-1 @rule:4-4-1-2 @rule:8-3-1-3
    Scenario: Thousand Sunny rests to pay its cost and cannot be activated again while rested
      Given the board "4-4/orientation.yaml"
      When Alice activates the effect of "alice.sunny"
      Then "alice.sunny" is rested
      When Alice chooses "alice.robin"
      Then "alice.robin" has 6000 power
      When Alice activates the effect of "alice.sunny"
      Then the action is refused citing 8-3-1-3
      And "alice.robin" has 6000 power

  Rule: 4-5 Drawing a card moves the top card of the deck to the hand

    @rule:4-5 @rule:4-5-1 @rule:4-5-2 @rule:6-3-1
    Scenario: Alice's Draw Phase draws the top card of her deck
      Given the board "4-5/draw_phase.yaml"
      Then it is Alice's turn 3
      And "alice.top" is in Alice's hand
      And Alice has 1 card in her hand
      And "alice.second" is 1st from the top of Alice's deck
      And "alice.bottom" is 1st from the bottom of Alice's deck

    # "Draw 2" is "draw 1" twice: the top two cards, in order.
    @rule:4-5-3 @rule:4-5-2 @rule:8-3-1-4
    Scenario: You Can Be My Samurai!! draws the top two cards of Alice's deck
      Given the board "4-5/draw_two.yaml"
      When Alice plays "alice.payer"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice chooses "alice.karoo"
      And Alice chooses "alice.vivi"
      Then "alice.top" is in Alice's hand
      And "alice.second" is in Alice's hand
      And "alice.bottom" is 1st from the top of Alice's deck
      And Alice has 1 card in her deck
      And Alice has 2 cards in her hand
      And "alice.karoo" is rested
      And "alice.vivi" is rested

  Rule: 4-5-4, 4-8-2 "Draw up to N": before each card the player may stop

    # Not a number chosen first (4-8-2 sets 4-8-1 aside): Alice is asked before each card, and once
    # 2 cards are drawn the action ends without asking again (4-5-4-3). Test Careful Drawer stays
    # synthetic: no ST01, ST02 or OP01 card draws "up to N" cards.
    @rule:4-5-4 @rule:4-5-4-1 @rule:4-5-4-2 @rule:4-5-4-3 @rule:4-8-2
    Scenario: Test Careful Drawer draws 2 cards, asking before each
      Given the board "4-5/draw_up_to_two.yaml"
      When Alice plays "alice.careful"
      Then Alice must choose whether to use the optional effect among use and decline
      And Alice has 0 cards in her hand
      When Alice uses the optional effect
      Then "alice.top" is in Alice's hand
      And Alice must choose whether to use the optional effect among use and decline
      When Alice uses the optional effect
      Then "alice.second" is in Alice's hand
      And "alice.third" is 1st from the top of Alice's deck
      And nobody has to choose anything

    @rule:4-5-4-1 @rule:4-5-4-3 @rule:4-8-2
    Scenario: Alice stops Test Careful Drawer after 1 card
      Given the board "4-5/draw_up_to_two.yaml"
      When Alice plays "alice.careful"
      And Alice uses the optional effect
      And Alice declines the optional effect
      Then "alice.top" is in Alice's hand
      And "alice.second" is 1st from the top of Alice's deck
      And Alice has 1 card in her hand
      And nobody has to choose anything

    @rule:4-5-4-1 @rule:4-8-2
    Scenario: Alice may stop Test Careful Drawer before drawing anything
      Given the board "4-5/draw_up_to_two.yaml"
      When Alice plays "alice.careful"
      And Alice declines the optional effect
      Then Alice has 0 cards in her hand
      And "alice.top" is 1st from the top of Alice's deck
      And "alice.careful" is in Alice's trash
      And nobody has to choose anything

  Rule: 4-7 Playing a card means paying its cost from the hand

    @rule:4-7 @rule:4-7-1 @rule:6-5-3-1
    Scenario: Playing Nico Robin from the hand rests 3 DON!! for her cost
      Given the board "4-7/playing.yaml"
      When Alice plays "alice.robin"
      Then "alice.robin" is in Alice's Character area
      And Alice has 0 active DON!!
      And Alice has 3 rested DON!!

    # A play cost is paid by 2-7-2 and 6-5-3-1, not an activation cost (8-3-1-3 is about effects): with 3
    # active DON!! the cost 4 cannot be paid, so Franky is not played at all.
    @rule:4-7-1 @rule:2-7-2 @rule:6-5-3-1
    Scenario: Franky cannot be played when his cost cannot be paid
      Given the board "4-7/playing.yaml"
      When Alice plays "alice.franky"
      Then the action is refused citing 6-5-3-1
      And "alice.franky" is in Alice's hand
      And Alice has 3 active DON!!

    # A card put on the field by an effect is not "played" in the sense of 4-7-1 (paying its cost from
    # the hand): Kid's effect puts Nico Robin there from the hand, and her cost of 3 is not paid.
    @rule:4-7-1
    Scenario: Kid's effect brings Nico Robin from the hand onto the field with no cost paid
      Given the board "4-7/playing.yaml"
      When Alice activates the effect of "alice.kid"
      Then Alice must choose a card among "alice.robin" and none
      When Alice chooses "alice.robin"
      Then "alice.robin" is in Alice's Character area
      And "alice.kid" is rested
      And Alice has 3 active DON!!
      And Alice has 0 rested DON!!

    @rule:4-7-1 @rule:6-5-3-1
    Scenario: A card in the trash cannot be played like a card in the hand
      Given the board "4-7/playing.yaml"
      When Alice plays "alice.vivi"
      Then the action is refused citing 4-7-1
      And "alice.vivi" is in Alice's trash
      And Alice has 3 active DON!!

  Rule: 4-8 "Up to N" chooses a number from 0 to N, no more, no less

    @rule:4-8 @rule:4-8-1 @rule:6-5-5-2
    Scenario: Brook offers 0, 1 or 2 DON!! and refuses 3, -1 and 1.5
      Given the board "4-8/brook.yaml"
      When Alice plays "alice.brook"
      And Alice chooses "alice.leader"
      Then Alice must choose a number among 0, 1 and 2
      When Alice chooses the number 3
      Then the action is refused citing 4-8-1
      When Alice chooses the number -1
      Then the action is refused citing 4-8-1
      When Alice chooses the number 1.5
      Then the action is refused citing 4-8-1
      And Alice must choose a number among 0, 1 and 2
      When Alice chooses the number 2
      Then "alice.leader" has 2 DON!! given
      And Alice has 3 rested DON!!
      And nobody has to choose anything

    @rule:4-8-1 @qa:rules-39
    Scenario: Brook may give 0 DON!!
      Given the board "4-8/brook.yaml"
      When Alice plays "alice.brook"
      And Alice chooses "alice.leader"
      And Alice chooses the number 0
      Then "alice.leader" has 0 DON!! given
      And Alice has 5 rested DON!!
      And nobody has to choose anything

  Rule: 4-10 What follows "if" needs what comes before it; what follows "then" does not

    # Arlong: "choose 1 card from your opponent's hand, which they reveal; if it is an Event, put up to
    # 1 of their Life cards at the bottom of their deck". With Bob's hand empty the first part cannot
    # be resolved, so what follows its "if" is not resolved either (4-10-1): Alice is not asked for a
    # Life card and Bob keeps both. (With an Event in Bob's hand, the next scenario, she is.)
    # Official Q&A (data/QA/qa_op01.md, OP01-063 Arlong, 4th entry), in our words: with the opponent's
    # hand empty, can the effect take a Life card? No: it may be activated, and nothing happens.
    @rule:4-10 @rule:4-10-1 @qa:OP01-063-4
    Scenario: Arlong finds no card in Bob's hand to reveal, and no Life card of Bob's moves
      Given the board "4-10/arlong_empty_hand.yaml"
      When Alice activates the effect of "alice.arlong"
      Then nobody has to choose anything
      And "alice.arlong" is rested
      And Bob has 2 Life cards
      And Bob's Life holds, from the top, "bob.life_top" and "bob.life_bottom"
      And Bob has 10 cards in his deck

    # The card Bob reveals is seen by both players while Arlong's effect resolves, and goes back to
    # being secret in his hand once it has resolved (11-2-2). The text says "up to 1" Life card of Bob's
    # and names none, so the one that moves is the top one (3-10-2): Alice may take it or none
    # (8-4-4-1), never the card under it.
    @rule:4-10-1 @rule:8-3-3 @rule:11-2-2 @rule:3-10-2
    Scenario: Arlong reveals the Red Hawk Alice chose from Bob's hand and puts Bob's top Life card under his deck
      Given the board "4-10/arlong_reveals_event.yaml"
      When Alice activates the effect of "alice.arlong"
      Then Alice must choose a card among "bob.red_hawk"
      When Alice chooses "bob.red_hawk"
      Then Alice can see "bob.red_hawk"
      And Alice must choose a card among "bob.life_top" and none
      When Alice chooses "bob.life_top"
      Then "bob.life_top" is 1st from the bottom of Bob's deck
      And Bob's Life holds, from the top, "bob.life_bottom"
      And "bob.red_hawk" is in Bob's hand
      And Alice cannot see "bob.red_hawk"
      And nobody has to choose anything

    # Killer's "if you have 3 or more Characters" is not a first part to be done but a condition on
    # the board (8-3-3): while it is met the draw resolves, and while it is not it does not.
    @rule:8-3-3 @rule:10-2-15-1 @qa:OP01-039-1
    Scenario: Killer blocks with 3 Characters on Bob's side and Bob draws 1
      Given the board "4-10/killer_blocks.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.killer" and none
      When Bob blocks with "bob.killer"
      Then "bob.top" is in Bob's hand
      And "bob.second" is 1st from the top of Bob's deck
      And Bob must choose whether to use counters
      When Bob is done with counters
      Then "bob.killer" is in Bob's trash

    @rule:8-3-3 @rule:10-2-15-1
    Scenario: Killer blocks with 2 Characters on Bob's side and Bob draws nothing
      Given the board "4-10/killer_blocks_alone.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob blocks with "bob.killer"
      Then "bob.top" is 1st from the top of Bob's deck
      And Bob has 0 cards in his hand
      And "bob.killer" is in Bob's trash

    # Bon Kurei ST08-013 ([DON!! x1]): when its battle with an opposing Character ends, Alice may K.O.
    # that Character, and "if she does" (そうした場合), Bon Kurei is K.O.'d. Thatch survived the battle
    # (7000 against 8000); Alice K.O.s him, so the first instruction was carried out and the second
    # resolves (4-10-1): both are in the trash. An engine that never resolved an "if you do" fails here.
    @rule:4-10 @rule:4-10-1 @rule:7-1-5-2
    Scenario: Bon Kurei K.O.s the Character he battled, and so is K.O.'d himself
      Given the board "4-10/bon_kurei_battles_thatch.yaml"
      When Alice attacks "bob.thatch" with "alice.bon_kurei"
      Then Alice must choose a card among "bob.thatch" and none
      When Alice chooses "bob.thatch"
      Then "bob.thatch" is in Bob's trash
      And "alice.bon_kurei" is in Alice's trash
      And nobody has to choose anything

    # The same battle, but Alice chooses not to K.O. Thatch: the instruction before "if you do" was not
    # carried out, so what follows it is not resolved (4-10-1) and Bon Kurei stays. An engine that read
    # "if you do" as "then" (4-10-2), resolving it whatever came before, K.O.s Bon Kurei here.
    @rule:4-10 @rule:4-10-1 @rule:7-1-5-2
    Scenario: Bon Kurei leaves the Character he battled alone, and stays on the field
      Given the board "4-10/bon_kurei_battles_thatch.yaml"
      When Alice attacks "bob.thatch" with "alice.bon_kurei"
      Then Alice must choose a card among "bob.thatch" and none
      When Alice chooses no more cards
      Then "bob.thatch" is in Bob's Character area
      And "alice.bon_kurei" is in Alice's Character area
      And nobody has to choose anything

    # Without a DON!! given, Bon Kurei's [DON!! x1] effect does not activate at all (10-2-9-1): Alice is
    # not asked whether to K.O. Thatch, and both stay.
    @rule:10-2-9-1 @rule:7-1-5-2
    Scenario: Bon Kurei without a DON!! given offers nothing at the end of his battle
      Given the board "4-10/bon_kurei_without_don.yaml"
      When Alice attacks "bob.thatch" with "alice.bon_kurei"
      Then nobody has to choose anything
      And "bob.thatch" is in Bob's Character area
      And "alice.bon_kurei" is in Alice's Character area

    # Nothing can be K.O.'d, yet the DON!! added after "then" (その後) still comes.
    @rule:4-10-2 @rule:4-8-1
    Scenario: Elephant's Marchoo adds a DON!! even though Bob has no Character to K.O.
      Given the board "4-10/two_step_no_target.yaml"
      When Alice plays "alice.two_step"
      Then "alice.two_step" is in Alice's trash
      And Alice must choose a number among 0 and 1
      When Alice chooses the number 1
      Then Alice has 1 active DON!!
      And Alice has 4 rested DON!!
      And Alice has 5 DON!! in her DON!! deck
      And nobody has to choose anything

    # The "if" of Heliceratops OP08-097 (an Animal Kingdom Pirates Leader) covers only its −2 cost; its
    # K.O. of a cost-0 Character comes after "then" and is resolved anyway (4-10-2). Gum-Gum Bell first
    # brings Bepo to cost 0 (1 − 7, counted as 0), so under Luffy the −2 is skipped and Bepo is K.O.'d.
    @rule:4-10-2 @rule:4-10-1 @rule:8-3-3 @rule:1-3-6
    Scenario: Heliceratops under a Leader that is not Animal Kingdom Pirates still K.O.s a Character of cost 0
      Given the board "4-10/heliceratops_then.yaml"
      When Alice plays "alice.bell"
      And Alice pays the optional cost
      Then Alice must choose a card among "bob.bepo", "bob.vito" and none
      When Alice chooses "bob.bepo"
      Then Alice has 3 Life cards
      When Alice plays "alice.heliceratops"
      Then Alice must choose a card among "bob.bepo" and none
      When Alice chooses "bob.bepo"
      Then "bob.bepo" is in Bob's trash
      And "bob.vito" is in Bob's Character area
      And nobody has to choose anything
