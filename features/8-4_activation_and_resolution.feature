Feature: 8-4 Activation and Resolution
  An effect is activated only when its conditions hold and its cost is paid, and then resolved. An
  Event goes to the trash before its effect is carried out; the effects of cards on the field are
  carried out by those cards; what an effect chooses is chosen while it resolves.

  Rule: 8-4-1-1 An effect whose conditions are not met is not activated

    @rule:8-4-1-1 @rule:8-3-2-3 @rule:10-2-7-1 @rule:10-2-9-1 @rule:8-4-3 @qa:ST02-013-1
    Scenario: Only the Kid with a DON!! given is set active at the end of Alice's turn
      Given the board "8-4/kid_end_of_turn.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.kid_don" is active
      And "alice.kid_bare" is rested

    @rule:8-4-1-1 @rule:8-3-2-3 @rule:10-2-5-1 @rule:10-2-9-1
    Scenario: Jinbe without DON!! attacks without activating his When Attacking effect
      Given the board "8-4/jinbe.yaml"
      When Alice attacks Bob's leader with "alice.jinbe"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "alice.karoo" has 3000 power

    @rule:8-4-1-1 @rule:8-4-1-5 @rule:8-4-3 @rule:8-4-4 @rule:10-2-5-1 @rule:10-2-9-1
    Scenario: Jinbe with one DON!! activates his When Attacking effect and Alice chooses its target
      Given the board "8-4/jinbe.yaml"
      When Alice gives 1 DON!! to "alice.jinbe"
      And Alice attacks Bob's leader with "alice.jinbe"
      Then Alice must choose a card
      When Alice chooses "alice.karoo"
      Then "alice.karoo" has 4000 power
      And "alice.jinbe" has 6000 power
      And Bob has 3 Life cards

  Rule: 8-4-2 An Event is placed in the trash, then its effect is carried out

    @rule:8-4-2 @rule:8-4-4 @rule:8-4-1-5 @rule:8-5-2 @rule:10-2-3-1 @rule:2-7-3 @rule:6-5-3-1 @rule:10-2-1-2
    Scenario: Gum-Gum Jet Pistol is in the trash while Alice chooses the Character it K.O.s
      Given the board "8-4/jet_pistol.yaml"
      When Alice plays "alice.pistol"
      Then "alice.pistol" is in Alice's trash
      And Alice has 0 active DON!!
      And Alice has 4 rested DON!!
      And Alice must choose a card among "bob.koby", "bob.heat" and none
      When Alice chooses "bob.koby"
      Then "bob.koby" is in Bob's trash
      And "bob.kid" is in Bob's Character area
      And "bob.heat" is in Bob's Character area
      And nobody has to choose anything

    @rule:8-4-2 @rule:8-4-4 @rule:8-5-2 @rule:10-2-3-1 @qa:rules-40
    Scenario: Gum-Gum Jet Pistol with no Character of 6000 power or less resolves without a choice
      Given the board "8-4/jet_pistol_no_target.yaml"
      When Alice plays "alice.pistol"
      Then "alice.pistol" is in Alice's trash
      And Alice has 4 rested DON!!
      And nobody has to choose anything
      And "bob.kid" is in Bob's Character area
      And "bob.vergo" is in Bob's Character area

    @rule:2-7-3 @rule:8-5-2 @rule:10-2-3-1
    Scenario: An Event whose cost cannot be paid is not activated
      Given the board "8-4/jet_pistol_short.yaml"
      When Alice plays "alice.pistol"
      Then the action is refused citing 2-7-3
      And "alice.pistol" is in Alice's hand
      And Alice has 3 active DON!!
      And Alice has 1 rested DON!!
      And "bob.koby" is in Bob's Character area

    @rule:8-4-2 @rule:8-4-4 @rule:8-5-2 @rule:10-2-3-1
    Scenario: Straw Sword rests the Character Alice chooses, which she can then attack
      Given the board "8-4/straw_sword.yaml"
      When Alice plays "alice.sword"
      Then "alice.sword" is in Alice's trash
      And Alice has 2 rested DON!!
      And Alice must choose a card
      When Alice chooses "bob.heat"
      Then "bob.heat" is rested
      When Alice attacks "bob.heat" with "alice.leader"
      Then "bob.heat" is in Bob's trash

  Rule: 10-2-3-1 A [Main] Event is played only in its player's Main Phase, outside a battle

    @rule:10-2-3-1 @rule:6-5-3-1
    Scenario: Bob cannot play a [Main] Event in Alice's turn
      Given the board "8-4/main_opponents_turn.yaml"
      When Bob plays "bob.sword"
      Then the action is refused citing 6-5-3-1
      And "bob.sword" is in Bob's hand
      And Bob has 2 active DON!!
      And "alice.karoo" is active

    @rule:10-2-3-1 @rule:6-5-3-1
    Scenario: Alice cannot play a [Main] Event during a battle
      Given the board "8-4/main_in_battle.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Alice plays "alice.sword"
      Then the action is refused citing 10-2-3-1
      And "alice.sword" is in Alice's hand
      And Alice has 2 active DON!!
      When Bob is done with counters
      Then Bob has 3 Life cards
      When Alice plays "alice.sword"
      Then Alice must choose a card
      When Alice chooses "bob.heat"
      Then "bob.heat" is rested
      And "alice.sword" is in Alice's trash

  Rule: 10-2-4-1 A [Counter] Event is activated only in the Counter Step, if its cost can be paid

    @rule:10-2-4-1 @rule:7-1-3-2-2 @rule:8-5-2
    Scenario: Bob is offered his Guard Point in the Counter Step and may keep it
      Given the board "8-4/guard_point.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob is done with counters
      Then Bob has 3 Life cards
      And "bob.guard" is in Bob's hand
      And Bob has 1 active DON!!

    @rule:10-2-4-1 @rule:7-1-3-2-2 @rule:2-7-3
    Scenario: Bob is not offered a Guard Point whose cost he cannot pay
      Given the board "8-4/guard_point_no_don.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.guard" is in Bob's hand
      And Bob has 1 rested DON!!

    @rule:10-2-4-1 @rule:7-1-3-2-2 @rule:8-4-2 @rule:8-5-2 @rule:8-4-4 @rule:7-1-4-2
    Scenario: Bob activates Guard Point, which is in his trash while he chooses its target
      Given the board "8-4/guard_point.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.guard"
      Then "bob.guard" is in Bob's trash
      And Bob has 1 rested DON!!
      And Bob must choose a card
      When Bob chooses "bob.leader"
      Then Bob has 4 Life cards
      And "bob.leader" has 5000 power
      And nobody has to choose anything

  Rule: 10-2-2-1 An [Activate: Main] effect is activated by the turn player, from the field

    @rule:10-2-2-1 @rule:6-5-4-1 @rule:8-1-3-3
    Scenario: Bob cannot activate his leader's [Activate: Main] effect in Alice's turn
      Given the board "8-4/activate_opponents_turn.yaml"
      When Bob activates the effect of "bob.leader"
      Then the action is refused citing 6-5-4-1
      And "bob.leader" is rested
      And Bob has 3 active DON!!
      And "bob.heat" is in Bob's hand

    @rule:10-2-2-1 @rule:6-5-4-1
    Scenario: Alice cannot activate Thousand Sunny during a battle
      Given the board "8-4/activate_in_battle.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Alice activates the effect of "alice.sunny"
      Then the action is refused citing 10-2-2-1
      And "alice.sunny" is active
      When Bob is done with counters
      Then Bob has 3 Life cards
      When Alice activates the effect of "alice.sunny"
      Then "alice.sunny" is rested
      And Alice must choose a card
      When Alice chooses "alice.leader"
      Then "alice.leader" has 6000 power

    # 6-5-4-1 lets the turn player activate effects marked [Main] or [Activate: Main]; Otama has only an
    # [On Play] effect (an auto effect, 8-1-3-1, activated by its timing) and Karoo has no text. Trying to
    # activate either is refused with nothing changed (Otama's −2000 never asks for a target), and the
    # engine offers neither as an action; an engine that crashes on a card with no such effect errors here.
    @rule:6-5-4-1 @rule:8-1-3-3
    Scenario: A Character with no [Activate: Main] effect cannot be activated, and is not offered as if it could
      Given the board "8-4/no_activate_main.yaml"
      Then Alice may not activate the effect of "alice.otama"
      And Alice may not activate the effect of "alice.karoo"
      When Alice activates the effect of "alice.otama"
      Then the action is refused citing 6-5-4-1
      And nobody has to choose anything
      And "bob.vito" has 5000 power
      And Alice has 2 active DON!!
      When Alice activates the effect of "alice.karoo"
      Then the action is refused citing 6-5-4-1
      And "alice.karoo" is active
      And nobody has to choose anything

  Rule: 8-4-4 Cards are chosen while the effect resolves, among those the text allows

    # Only Heat is both rested and of cost 3 or less: the active Bepo and the cost-4 Koby are no choice.
    @rule:8-4-3 @rule:8-4-4 @rule:10-2-6-1 @rule:10-2-1-2
    Scenario: Killer's On Play K.O.s the rested Character of cost 3 or less that Alice chooses
      Given the board "8-4/killer_on_play.yaml"
      When Alice plays "alice.killer"
      Then "alice.killer" is in Alice's Character area
      And Alice must choose a card among "bob.heat" and none
      When Alice chooses "bob.heat"
      Then "bob.heat" is in Bob's trash
      And "bob.bepo" is in Bob's Character area
      And "bob.koby" is in Bob's Character area
      And nobody has to choose anything

    # Killer's On Play activates when his [Trigger] plays him at the first point of Moria's Double Attack;
    # it waits for the damage processing to end (8-6-2). Then, Karoo is active and Moria costs 4: no card
    # could be chosen. Punk Gibson's [Trigger] at the second point rests Karoo. The choice is made as the
    # On Play resolves (8-4-4), so Karoo is offered and K.O.'d. An engine choosing targets when the effect
    # activates finds none and leaves Karoo on the field.
    @rule:8-4-4 @rule:8-6-2 @rule:10-2-6-1
    Scenario: Killer's On Play chooses as it resolves: Karoo, rested by a later Trigger, is K.O.'d
      Given the board "8-4/killer_target_rested_later.yaml"
      When Alice attacks Bob's leader with "alice.moria"
      And Bob activates the Trigger
      Then "bob.killer" is in Bob's Character area
      And Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose a card
      When Bob chooses "alice.karoo"
      Then "alice.karoo" is rested
      And Bob must choose a card among "alice.karoo" and none
      When Bob chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And "alice.moria" is in Alice's Character area
      And Bob has 2 Life cards
      And nobody has to choose anything

    @rule:8-4-4 @rule:10-2-6-1
    Scenario: Killer's On Play has nothing to choose when no rested Character of cost 3 or less exists
      Given the board "8-4/killer_no_target.yaml"
      When Alice plays "alice.killer"
      Then "alice.killer" is in Alice's Character area
      And nobody has to choose anything
      And "bob.bepo" is in Bob's Character area
      And "bob.koby" is in Bob's Character area

    # Law's effect says "return 1 of your Characters", not "up to 1": the choice is made as the effect
    # resolves (8-4-4), among all five, and Alice must pick one while she can (8-4-4-1).
    @rule:8-4-4-1 @rule:8-4-4 @rule:10-2-2-1 @rule:8-3-3
    Scenario: Law's leader effect must return one of Alice's five Characters and cannot choose none
      Given the board "8-4/law_leader.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice must choose a card among "alice.karoo", "alice.heat", "alice.zoro", "alice.vivi" and "alice.bepo"
      And Alice has 2 rested DON!!
      When Alice chooses no more cards
      Then the action is refused citing 8-4-4-1
      And Alice must choose a card among "alice.karoo", "alice.heat", "alice.zoro", "alice.vivi" and "alice.bepo"
      And Alice has 5 Characters
      When Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's hand
      And Alice has 4 Characters
      And nobody has to choose anything

    # Law's "if you have 5 Characters" comes after the ":" of his ②: it is checked as the effect resolves,
    # after the cost is paid (8-3-3), not before it may be activated (8-4-1-1 asks only for the effect's
    # conditions, 8-3-2, such as [DON!! x1]). With 4 Characters Alice may activate it: her 2 DON!! are
    # rested, nothing returns, and its [Once Per Turn] is used. (No official Q&A entry covers OP01-002:
    # the reading is the rules'.) An engine that checks the "if" before the activation refuses it.
    @rule:8-3-3 @rule:8-4-1-1 @rule:10-2-13-1 @rule:10-2-2-1
    Scenario: Law's leader effect with 4 Characters is paid for and returns nothing
      Given the board "8-4/law_four_characters.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice has 2 rested DON!!
      And Alice has 4 Characters
      And nobody has to choose anything
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 10-2-13-1

    @rule:8-4-4-1 @rule:4-8-1 @rule:8-4-2
    Scenario: Gum-Gum Jet Pistol may K.O. no Character at all, since it says up to 1
      Given the board "8-4/jet_pistol.yaml"
      When Alice plays "alice.pistol"
      Then Alice must choose a card
      When Alice chooses no more cards
      Then "alice.pistol" is in Alice's trash
      And Bob has 3 Characters
      And "bob.koby" is in Bob's Character area
      And nobody has to choose anything

    # Of the five cards Alice looks at, only Urouge and Zoro are Supernovas: Karoo, Heat and Vivi are
    # no choice, nor is the sixth card, which she does not look at (8-4-4-4). The other four go to the
    # bottom in the order she picks them, each under the one before (3-1-7).
    @rule:8-4-4-4 @rule:8-4-4 @rule:8-4-3 @rule:10-2-2-1 @rule:8-3-1-5 @rule:3-1-7 @rule:11-3-1 @qa:ST02-007-1
    Scenario: Jewelry Bonney looks at the top 5 cards, adds a Supernovas card and orders the rest on the bottom
      Given the board "8-4/bonney.yaml"
      When Alice activates the effect of "alice.bonney"
      Then "alice.bonney" is rested
      And Alice has 0 active DON!!
      And Alice must choose a card among "alice.deck.2", "alice.deck.3" and none
      When Alice chooses "alice.deck.3"
      Then "alice.deck.3" is in Alice's hand
      And Alice must choose the order of the cards on the bottom among "alice.deck.1", "alice.deck.2", "alice.deck.4" and "alice.deck.5"
      When Alice chooses "alice.deck.4"
      Then Alice must choose the order of the cards on the bottom among "alice.deck.1", "alice.deck.2" and "alice.deck.5"
      When Alice chooses "alice.deck.1"
      Then Alice must choose the order of the cards on the bottom among "alice.deck.2" and "alice.deck.5"
      When Alice chooses "alice.deck.5"
      Then nobody has to choose anything
      And Alice has 1 card in her hand
      And Alice's deck holds, from the top, "alice.deck.6", "alice.deck.7", "alice.deck.4", "alice.deck.1", "alice.deck.5" and "alice.deck.2"

    @rule:8-4-4-1 @rule:8-4-4-4 @rule:4-8-1 @rule:3-1-7 @qa:ST02-007-2
    Scenario: Jewelry Bonney may add no card, and all 5 go to the bottom
      Given the board "8-4/bonney.yaml"
      When Alice activates the effect of "alice.bonney"
      Then Alice must choose a card among "alice.deck.2", "alice.deck.3" and none
      When Alice chooses no more cards
      Then Alice must choose the order of the cards on the bottom among "alice.deck.1", "alice.deck.2", "alice.deck.3", "alice.deck.4" and "alice.deck.5"
      When Alice chooses "alice.deck.5"
      And Alice chooses "alice.deck.4"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.2"
      Then nobody has to choose anything
      And Alice has 0 cards in her hand
      And Alice's deck holds, from the top, "alice.deck.6", "alice.deck.7", "alice.deck.5", "alice.deck.4", "alice.deck.3", "alice.deck.2" and "alice.deck.1"

    # Caesar Clown OP01-069 [On K.O.]: play up to 1 Smiley from the deck, then shuffle it. "Up to" lets
    # Alice play none (4-8-1, 8-4-4-1): the Smiley stays in her deck.
    @rule:8-4-4-1 @rule:4-8-1 @rule:1-3-5-1 @rule:10-2-17-1
    Scenario: Caesar Clown's On K.O. may play no Smiley, and the Smiley stays in the deck
      Given the board "8-4/caesar_clown.yaml"
      When Bob attacks "alice.caesar" with "bob.leader"
      Then "alice.caesar" is in Alice's trash
      And Alice must choose a card among "alice.smiley" and none
      When Alice chooses no more cards
      Then nobody has to choose anything
      And "alice.smiley" is in Alice's deck
      And Alice has 0 Characters
      And Alice has 4 cards in her deck

    @rule:8-4-4 @rule:10-2-17-1
    Scenario: Caesar Clown's On K.O. plays the Smiley Alice chooses from her deck
      Given the board "8-4/caesar_clown.yaml"
      When Bob attacks "alice.caesar" with "bob.leader"
      Then Alice must choose a card among "alice.smiley" and none
      When Alice chooses "alice.smiley"
      Then "alice.smiley" is in Alice's Character area
      And Alice has 3 cards in her deck
      And nobody has to choose anything

    # SMILE OP01-116: of the five cards looked at, Holedem (cost 3) and Speed (cost 2) are SMILE
    # Characters of cost 3 or less; Babanuki (cost 5) and Kamazo (cost 4) are too costly, Chopper is no
    # SMILE. Holedem is played, so only the other four are put on the bottom, in the order Alice picks,
    # each under the one before (3-1-7): Holedem is never one of the cards to order.
    @rule:8-4-4-4 @rule:8-4-4 @rule:3-1-7 @rule:11-3-1 @rule:10-2-3-1
    Scenario: SMILE plays Holedem from the top 5 and orders only the other four on the bottom
      Given the board "8-4/smile.yaml"
      When Alice plays "alice.smile"
      Then Alice must choose a card among "alice.holedem", "alice.speed" and none
      When Alice chooses "alice.holedem"
      Then "alice.holedem" is in Alice's Character area
      And Alice must choose the order of the cards on the bottom among "alice.babanuki", "alice.speed", "alice.chopper" and "alice.kamazo"
      When Alice chooses "alice.speed"
      Then Alice must choose the order of the cards on the bottom among "alice.babanuki", "alice.chopper" and "alice.kamazo"
      When Alice chooses "alice.kamazo"
      Then Alice must choose the order of the cards on the bottom among "alice.babanuki" and "alice.chopper"
      When Alice chooses "alice.babanuki"
      Then nobody has to choose anything
      And "alice.holedem" is in Alice's Character area
      And Alice's deck holds, from the top, "alice.deck.6", "alice.deck.7", "alice.speed", "alice.kamazo", "alice.babanuki" and "alice.chopper"

  Rule: 8-4-4 "That card" is the card an earlier part of the same effect chose

    # Luffy OP01-003: set up to 1 of Alice's Supernovas or Straw Hat Crew Characters of cost 5 or less
    # active; "it" then gets +1000. The +1000 goes to the Jinbe she set active, not to the leader whose
    # effect it is, nor to the other rested Character.
    @rule:8-4-4 @rule:8-4-3 @rule:10-2-2-1 @rule:10-2-13-1
    Scenario: Luffy's leader effect sets Jinbe active and gives that Jinbe +1000
      Given the board "8-4/luffy_leader.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice has 4 rested DON!!
      And Alice must choose a card among "alice.jinbe", "alice.chopper" and none
      When Alice chooses "alice.jinbe"
      Then "alice.jinbe" is active
      And "alice.jinbe" has 6000 power
      And "alice.chopper" is rested
      And "alice.chopper" has 1000 power
      And "alice.leader" has 5000 power
      And nobody has to choose anything

    # Radical Beam!! OP01-029: +2000 to the Leader or Character Bob chooses, then, as he has 2 Life cards,
    # +2000 more to that same card: Urouge 3000 + 4000 beats Alice's 5000 leader, and Bob's leader
    # gets nothing.
    @rule:8-4-4 @rule:8-3-3 @rule:7-1-3-2-2 @rule:10-2-4-1
    Scenario: Radical Beam!! gives both +2000 to the Urouge Bob chose when he has 2 Life cards
      Given the board "8-4/radical_beam.yaml"
      When Alice attacks "bob.urouge" with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.beam"
      Then Bob must choose a card among "bob.leader", "bob.urouge" and none
      When Bob chooses "bob.urouge"
      Then "bob.urouge" has 7000 power
      And "bob.leader" has 5000 power
      When Bob is done with counters
      Then "bob.urouge" is in Bob's Character area
      And Bob has 2 Life cards

    # With 3 Life cards the "if" is not met (8-3-3): Urouge gets only the first +2000, and Alice's 5000
    # leader K.O.s him at equal power.
    @rule:8-4-4 @rule:8-3-3 @rule:7-1-3-2-2 @rule:7-1-4-1-2
    Scenario: Radical Beam!! with 3 Life cards gives only +2000, and Urouge is K.O.'d
      Given the board "8-4/radical_beam_three_life.yaml"
      When Alice attacks "bob.urouge" with "alice.leader"
      And Bob activates the Counter Event "bob.beam"
      And Bob chooses "bob.urouge"
      Then "bob.urouge" has 5000 power
      And "bob.leader" has 5000 power
      When Bob is done with counters
      Then "bob.urouge" is in Bob's trash

  Rule: 8-4-1-3 The whole activation cost is paid

    # The cost of Kid's leader effect is "③, trash 1 card from your hand": the card is part of the
    # activation cost, chosen as the cost is paid, not a choice of the resolution (8-4-4). All of the
    # cost is paid (8-4-1-3), so with two cards in hand Alice cannot stop at none.
    @rule:8-4-1-3 @rule:8-3-1 @rule:10-2-14-1
    Scenario: Kid's cost of one card from the hand cannot be paid with no card
      Given the board "8-3/kid_leader.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice must choose a card among "alice.heat" and "alice.bepo"
      When Alice chooses no more cards
      Then the action is refused citing 8-4-1-3
      And Alice must choose a card
      And Alice has 2 cards in her hand
      When Alice chooses "alice.bepo"
      Then "alice.bepo" is in Alice's trash
      And "alice.heat" is in Alice's hand
      And "alice.leader" is active

  Rule: 2-8-2 The text of a Stage card works only in the Stage area

    # 2-8-2: unless otherwise specified, the text of Leader, Character and Stage cards is valid only in
    # the Leader, Character or Stage area, so a Thousand Sunny in hand has no effect to activate.
    @rule:2-8-2 @rule:8-4-3 @rule:10-2-2-1
    Scenario: A Thousand Sunny in hand cannot activate its effect
      Given the board "8-3/sunny.yaml"
      When Alice activates the effect of "alice.sunny_in_hand"
      Then the action is refused citing 2-8-2
      And "alice.sunny_in_hand" is in Alice's hand
      And "alice.zoro" has 5000 power
      And "alice.sunny" is active

  Rule: 8-4-4-2 A choice among unrevealed cards of a secret area by their information may find none

    # Kept on a synthetic card: the real cards that choose from the hand by a card's information choose
    # "up to" a number (choosing none is allowed by 4-8 anyway) or as a cost; only a choice the effect
    # requires shows what 8-4-4-2 adds.

    # Test Red Offering TEST-026: trash 1 red Character card from your hand. The hand is a secret
    # area, so although Karoo fits, Alice may choose not to select a card.
    @rule:8-4-4-2 @rule:8-4-4 @rule:8-4-2
    Scenario: Alice may choose no card for Test Red Offering although she holds a red Character
      Given the board "8-4/red_offering.yaml"
      When Alice plays "alice.offering"
      Then "alice.offering" is in Alice's trash
      And Alice must choose a card
      When Alice chooses no more cards
      Then "alice.karoo" is in Alice's hand
      And Alice has 1 card in her hand
      And Alice has 1 card in her trash
      And nobody has to choose anything

    @rule:8-4-4-2 @rule:8-4-4 @rule:10-2-14-1
    Scenario: Alice trashes the red Character card she chooses for Test Red Offering
      Given the board "8-4/red_offering.yaml"
      When Alice plays "alice.offering"
      Then Alice must choose a card
      When Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And Alice has 0 cards in her hand
      And nobody has to choose anything

  Rule: 4-9 "Original" refers to what is printed on the card

    # Kept on a synthetic card: no ST01, ST02 or OP01 card refers to an original value.

    # Test Original Hunter TEST-027: K.O. up to 1 opposing Character with an original power of 3000 or
    # less. Karoo has 8000 power now, but its printed power is 3000, so it may be chosen; Sai has 2000
    # power now, but his printed power is 4000, so he may not, nor may Franky (6000).
    @rule:4-9 @rule:4-9-1 @rule:4-9-2 @rule:8-4-4 @rule:10-2-1-2
    Scenario: A Karoo with 8000 power may be K.O.'d for its original 3000, a Sai reduced to 2000 may not
      Given the board "8-4/original_power.yaml"
      Then "bob.karoo" has 8000 power
      And "bob.sai" has 2000 power
      When Alice plays "alice.hunter"
      Then Alice must choose a card among "bob.karoo" and none
      When Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash
      And "bob.franky" is in Bob's Character area
      And "bob.sai" is in Bob's Character area
      And nobody has to choose anything

  Rule: 8-4-1-2 An effect activated from the hand shows its card

    # Ulti-Mortar's [Counter] has an activation cost, DON!! −2, that Bob may decline (8-3-1-4). The card
    # is revealed when Bob names the effect (8-4-1-2), before its cost is decided and paid (8-4-1-3),
    # and only after that is the Event placed in the trash (8-4-2). So while Bob decides whether to pay
    # and which DON!! to return, Alice may see the card, wherever the engine keeps it meanwhile; an
    # engine that shows it only once the cost is paid and the card reaches the trash fails. (Once an
    # Event is in the trash, an open area, seeing it proves nothing about 8-4-1-2.)
    @rule:8-4-1-2 @rule:8-4-1 @rule:8-4-1-3 @rule:8-3-1-4 @rule:8-3-1-6
    Scenario: Alice sees the Ulti-Mortar Bob activates from his hand while he decides its DON!! cost
      Given the board "8-3/ulti_mortar_don_minus_2.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      And Alice cannot see "bob.mortar"
      When Bob activates the Counter Event "bob.mortar"
      Then Bob must choose whether to pay the optional cost
      And Alice can see "bob.mortar"
      When Bob pays the optional cost
      Then Bob must choose which DON!! to return among rested and "bob.karoo"
      And Alice can see "bob.mortar"
      When Bob chooses "bob.karoo"
      And Bob returns a rested DON!! from his cost area
      Then Bob must choose a card among "bob.leader", "bob.karoo" and none
      And Bob has 9 DON!! in his DON!! deck
      When Bob chooses "bob.leader"
      Then "bob.mortar" is in Bob's trash
      And "bob.top" is in Bob's hand
      And Bob has 4 Life cards
