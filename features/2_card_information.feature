Feature: 2 Card Information
  What a card's printed information means in play: its card type decides where it is placed and
  what text calls it ("Character" on the field, "Character card" elsewhere); colors, types and
  attributes are each held in full by a card that has several; power and cost are the printed values
  until effects change them; Life, Counter and [Trigger] do what their clauses say. Each scenario
  checks the cards an effect offers as a whole set, so an engine that offers one card too many or
  too few fails.

  Rule: 2-1 Card name: 「」 names a card exactly, 『』 a part of its name

    # Karoo Jr.'s name contains "Karoo" but is not "Karoo": 「Karoo」 means only Karoo (2-1-2).
    @rule:2-1-1 @rule:2-1-2
    Scenario: Call by Name offers Karoo, not Karoo Jr., whose name only contains it
      Given the board "2/names_and_types.yaml"
      When Alice plays "alice.by_name"
      Then Alice must choose a card among "bob.karoo" and none
      When Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash
      And "bob.karoo_jr" is in Bob's Character area

    @rule:2-1-2-1
    Scenario: Call by Part offers every Character whose name includes Karoo, Karoo Jr. too
      Given the board "2/names_and_types.yaml"
      When Alice plays "alice.by_part"
      Then Alice must choose a card among "bob.karoo", "bob.karoo_jr" and none
      When Alice chooses "bob.karoo_jr"
      Then "bob.karoo_jr" is in Bob's trash

  Rule: 2-2 Card type: a Leader is not a Character, a Character is on the field, a Character card is elsewhere

    @rule:2-2-1 @rule:2-2-3 @rule:2-2-3-1 @rule:2-2-4 @rule:2-2-4-1 @rule:2-6-2 @rule:3-6-3
    Scenario: Gum-Gum Jet Pistol may K.O. only Bob's Characters on the field, not his leader nor his Character cards
      Given the board "2/jet_pistol_targets.yaml"
      When Alice plays "alice.pistol"
      Then Alice must choose a card
      And Alice can choose only "bob.vito" and none
      When Alice chooses "bob.vito"
      Then "bob.vito" is in Bob's trash
      And "bob.kid" is in Bob's Character area
      And "bob.leader" is in Bob's Leader area
      And "bob.koby" is in Bob's hand
      And "alice.karoo" is in Alice's Character area

    @rule:2-2-5 @rule:3-5-1 @rule:3-1-3
    Scenario: The activated Event and the K.O.'d Character each go to their owner's trash
      Given the board "2/jet_pistol_targets.yaml"
      When Alice plays "alice.pistol"
      And Alice chooses "bob.vito"
      Then "alice.pistol" is in Alice's trash
      And "bob.vito" is in Bob's trash
      And Alice has 1 cards in her trash
      And Bob has 2 cards in his trash

    @rule:2-2-2 @rule:2-2-4-2
    Scenario: Uta offers the red Character cards of cost 3 or less in Alice's trash, not an Event
      "Character card" means a Character card outside the Character area (2-2-4-2): Uta offers Karoo
      and Usopp from her trash, not Nami on the field, not the Event Guard Point, not Franky (cost 4),
      nor Bob's Vivi, who is in his trash, not hers.

      Given the board "2/reviver_trash.yaml"
      When Alice plays "alice.uta"
      Then Alice must choose a card
      And Alice can choose only "alice.karoo", "alice.usopp" and none
      When Alice chooses "alice.usopp"
      Then "alice.usopp" is in Alice's hand
      And "alice.karoo" is in Alice's trash
      And "alice.nami" is in Alice's Character area

    @rule:2-2-4-2
    Scenario: Uta does not offer a red Stage card of cost 2 in Alice's trash, since she takes a Character card
      Given the board "2/reviver_trash_stage.yaml"
      When Alice plays "alice.uta"
      Then Alice must choose a card
      And Alice can choose only "alice.karoo", "alice.usopp" and none
      When Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's hand
      And "alice.sunny" is in Alice's trash

    # "Stage card" names a Stage card that is not in a Stage area (2-2-6-2), as "Character card" does
    # for Characters (2-2-4-2): Dry Dock reaches the Thousand Sunny lying in Alice's trash, not the one
    # standing in her Stage area, and neither the Character card nor the Event beside it in the trash.
    @rule:2-2-6-2
    Scenario: Test Dry Dock offers the Thousand Sunny in Alice's trash, not the one in her Stage area
      Given the board "2/dry_dock.yaml"
      When Alice plays "alice.dock"
      Then Alice must choose a card among "alice.old_sunny" and none
      When Alice chooses "alice.old_sunny"
      Then "alice.old_sunny" is in Alice's hand
      And "alice.sunny" is in Alice's Stage area
      And "alice.dock" is in Alice's trash
      And "alice.karoo" is in Alice's trash

    # Test Salvage Crane looks in Alice's Stage area as well as in her trash, but it takes a "Stage card":
    # a card of the Stage type somewhere other than the Stage area (2-2-6-2). The Thousand Sunny standing in
    # her Stage area is a Stage, not a Stage card, so only the one in the trash is offered. Mistake caught:
    # a Stage in play counted as a "Stage card" (2-2-4-2 applied to Characters only).
    @rule:2-2-6-2 @rule:2-2-6
    Scenario: Test Salvage Crane, looking at the field too, offers only the Thousand Sunny in the trash
      Given the board "2/salvage_stage_card.yaml"
      When Alice plays "alice.crane"
      Then Alice must choose a card among "alice.old_sunny" and none
      When Alice chooses "alice.old_sunny"
      Then "alice.old_sunny" is in Alice's hand
      And "alice.sunny" is in Alice's Stage area
      And nobody has to choose anything

  Rule: 2-3 Color: text may refer to a color, and a card of several colors has each of them

    # Baroque Works OP01-090 is a blue Event of cost 1; its look at the deck (here only 2 cards, so no
    # order to choose for the one that goes to the bottom) shows that the Event was activated.
    @rule:2-3-1 @rule:2-3-3 @rule:2-2-5-1 @rule:2-8-1
    Scenario: With Crocodile, a blue Event costing 1 is activated with no DON!! rested
      Given the board "2/crocodile_blue_events.yaml"
      When Alice plays "alice.note"
      Then "alice.note" is in Alice's trash
      And Alice has 1 active DON!!
      And Alice has 0 rested DON!!
      And Alice must choose a card among "alice.zala" and none
      When Alice chooses "alice.zala"
      Then "alice.zala" is in Alice's hand
      And Alice has 3 cards in her hand
      And Alice has 1 card in her deck
      And nobody has to choose anything

    @rule:2-3-1 @rule:2-2-5-1
    Scenario: Crocodile lowers only Events: a blue Character card keeps its cost of 2
      Given the board "2/crocodile_blue_events.yaml"
      When Alice plays "alice.bellamy"
      Then the action is refused citing 2-7-2
      And "alice.bellamy" is in Alice's hand
      And Alice has 1 active DON!!

    @rule:2-3-1 @rule:2-3-3
    Scenario: Crocodile lowers only blue Events: a red Event keeps its cost of 1
      Given the board "2/crocodile_blue_events.yaml"
      When Alice plays "alice.jambe"
      And Alice chooses no more cards
      Then "alice.jambe" is in Alice's trash
      And Alice has 0 active DON!!
      And Alice has 1 rested DON!!

    # Test Two-Tone and Test Red Offering stay synthetic: the only cards of two colors in ST01, ST02 and
    # OP01 are Leaders, and no text of those sets that names a color can choose a Leader. Choosing by a
    # condition from her hand, a secret area, Alice may also choose none (8-4-4-2).
    @rule:2-3-4 @rule:2-3-5 @rule:2-3-1
    Scenario: A blue and red Character card counts as red: Test Red Offering may trash only it
      Given the board "2/red_offering_two_tone.yaml"
      When Alice plays "alice.offering"
      Then Alice must choose a card
      And Alice can choose only "alice.twotone" and none
      When Alice chooses "alice.twotone"
      Then "alice.twotone" is in Alice's trash
      And "alice.bellamy" is in Alice's hand
      And "alice.guard" is in Alice's hand

    # "Multicolored" means a card of two or more colors (2-3-6): the red and green Twin Flag only, not
    # the green Flag nor the red Karoo, each of one color.
    @rule:2-3-6
    Scenario: Two-Tone Net may rest only Bob's Twin Flag, the one card of two colors
      Given the board "2/multicolored.yaml"
      When Alice plays "alice.net"
      Then Alice must choose a card among "bob.twin" and none
      When Alice chooses "bob.twin"
      Then "bob.twin" is rested
      And "bob.green" is active

  Rule: 2-4 Type: text refers to a type, and a card with several types has each of them

    @rule:2-4-1 @rule:2-4-2 @rule:2-4-3 @rule:2-2-6 @rule:2-2-6-1 @rule:2-8-2
    Scenario: Thousand Sunny offers Alice's Straw Hat Crew leader and Chopper, whose second type is Straw Hat Crew
      Given the board "2/sunny_types.yaml"
      When Alice activates the effect of "alice.sunny"
      Then Alice must choose a card
      And Alice can choose only "alice.leader", "alice.chopper" and none
      When Alice chooses "alice.chopper"
      Then "alice.chopper" has 2000 power
      And "alice.karoo" has 3000 power
      And "alice.sunny" is rested

    # The Straw Hat Fan's type, Straw Hat Crew Fan Club, includes the words "Straw Hat Crew" but is
    # another type: 《Straw Hat Crew》 means Zoro only (2-4-3), 『Straw Hat』 means both (2-4-3-1).
    @rule:2-4-3
    Scenario: Call by Crew offers Zoro of type Straw Hat Crew, not the Fan whose type only contains those words
      Given the board "2/names_and_types.yaml"
      When Alice plays "alice.by_crew"
      Then Alice must choose a card among "bob.zoro" and none
      When Alice chooses no more cards
      Then nobody has to choose anything
      And "bob.fan" is in Bob's Character area

    @rule:2-4-3-1 @qa:rules-11
    Scenario: Call by Kind offers every Character with a type including Straw Hat, the Fan too
      Given the board "2/names_and_types.yaml"
      When Alice plays "alice.by_kind"
      Then Alice must choose a card among "bob.zoro", "bob.fan" and none
      When Alice chooses "bob.fan"
      Then "bob.fan" is in Bob's trash
      And "bob.zoro" is in Bob's Character area

  Rule: 2-5 Attribute: text refers to an attribute, and a card with several attributes has each of them

    # Synthetic cards: no ST01, ST02 or OP01 card has two attributes, and none chooses by attribute.
    @rule:2-5-1 @rule:2-5-2 @rule:2-5-3 @rule:2-5-4 @rule:2-5-6
    Scenario: Test Strike Hunter offers Bob's Strike Characters, the Slash and Strike one included
      Given the board "2/strike_hunter.yaml"
      When Alice plays "alice.hunter"
      Then Alice must choose a card
      And Alice can choose only "bob.twotone", "bob.koby" and none
      When Alice chooses "bob.twotone"
      Then "bob.twotone" is in Bob's trash
      And "bob.koby" is in Bob's Character area
      And "alice.karoo" is in Alice's Character area

  Rule: 2-6 Power: strength in battle, which effects may raise above the printed value

    @rule:2-6-1 @rule:2-6-3
    Scenario: Chopper raised from 1000 to 2000 by Thousand Sunny wins a battle against Usopp's 2000
      Given the board "2/sunny_types.yaml"
      When Alice activates the effect of "alice.sunny"
      And Alice chooses "alice.chopper"
      Then "alice.chopper" has 2000 power
      When Alice attacks "bob.usopp" with "alice.chopper"
      Then "bob.usopp" is in Bob's trash
      And "alice.chopper" is rested

    @rule:2-6-1
    Scenario: Chopper at his printed 1000 loses a battle against Usopp's 2000
      Given the board "2/sunny_types.yaml"
      When Alice attacks "bob.usopp" with "alice.chopper"
      Then "bob.usopp" is in Bob's Character area
      And "alice.chopper" is in Alice's Character area
      And "alice.chopper" is rested

  Rule: 2-7 Cost: the number of active DON!! rested to play a card from the hand

    @rule:2-7-1 @rule:2-7-2
    Scenario: With 3 active DON!! Franky (cost 4) cannot be played and Nico Robin (cost 3) rests all three
      Given the board "2/play_costs.yaml"
      When Alice plays "alice.franky"
      Then the action is refused citing 2-7-2
      And "alice.franky" is in Alice's hand
      When Alice plays "alice.robin"
      Then "alice.robin" is in Alice's Character area
      And Alice has 0 active DON!!
      And Alice has 3 rested DON!!

    # Heavy Load raises the cost of the Characters in Alice's hand above the printed value (2-7-6):
    # Vivi now costs 3, more than Alice's 2 active DON!!; the Stage, not a Character, still costs 2.
    @rule:2-7-6 @rule:2-7-2
    Scenario: Heavy Load makes Vivi cost 3, so 2 DON!! cannot play her, while the Stage still costs 2
      Given the board "2/costs_raised.yaml"
      When Alice plays "alice.vivi"
      Then the action is refused citing 2-7-2
      And "alice.vivi" is in Alice's hand
      And Alice has 2 active DON!!
      When Alice plays "alice.sunny"
      Then "alice.sunny" is in Alice's Stage area
      And Alice has 0 active DON!!

    # "A card with a cost of 2 or less" takes any card type, but only Characters, Events and Stages
    # have a cost (2-7-5): Bob's leader has none, so it is not "cost 0" and cannot be chosen.
    @rule:2-7-5
    Scenario: Low Sweep may rest Bob's Karoo or his Stage, never his leader, which has no cost
      Given the board "2/costs_raised.yaml"
      When Alice plays "alice.sweep"
      Then Alice must choose a card among "bob.karoo", "bob.sunny" and none
      When Alice chooses "bob.sunny"
      Then "bob.sunny" is rested
      And "bob.leader" is active

  Rule: 2-8 Card text: carried out from the beginning

    # Test Life Keeper stays synthetic: no ST01, ST02 or OP01 card adds a card to Life.
    @rule:2-8-3 @rule:2-9-1 @rule:2-9-4 @rule:3-10-2 @qa:rules-44
    Scenario: Test Life Keeper first adds Nami to Alice's 5 Life, then trashes the top Life card, which is Nami
      Given the board "2/life_keeper.yaml"
      When Alice plays "alice.keeper"
      Then "alice.nami" is in Alice's trash
      And "alice.karoo" is 1st from the top of Alice's Life
      And Alice has 5 Life cards
      And "alice.vivi" is 1st from the top of Alice's deck

  Rule: 2-10 Counter: only Character cards have a Counter value, which raises power in the Counter Step

    # Nami's Counter raises the leader's power by her Counter value for the battle (2-10-1): 5000 + 1000
    # = 6000 beats Robin's 5000 in the Damage Step (7-1-4-1), so Bob keeps his 4 Life cards. Sanji has
    # no Counter value, the Events are not Character cards (2-10-2), and Guard Point cannot be paid:
    # with nothing more to use, the Counter Step ends and the battle is over (nobody has to choose),
    # and the +1000 ended with it.
    @rule:2-10-1 @rule:2-10-2
    Scenario: Bob may use only Nami's Counter, and her 1000 makes his leader's 6000 beat Nico Robin's 5000
      Given the board "2/counter_values.yaml"
      When Alice attacks Bob's leader with "alice.robin"
      Then Bob must choose whether to use counters
      And Bob can choose only "bob.nami" on "bob.leader" and done
      When Bob uses the counter of "bob.nami" on his leader
      Then "bob.nami" is in Bob's trash
      And nobody has to choose anything
      And Bob has 4 Life cards
      And Bob has 3 cards in his hand
      And "bob.sanji" is in Bob's hand
      And "alice.robin" is rested
      And "bob.leader" has 5000 power

  Rule: 2-11 [Trigger]: activated instead of adding the Life card to the hand, and part of the card text

    @rule:2-11-1
    Scenario: Carrot's [Trigger] plays her instead of adding her to Bob's hand
      Given the board "2/trigger_life.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.carrot" is in Bob's Character area
      And Bob has 0 cards in his hand
      And Bob's Life holds, from the top, "bob.bepo"

    @rule:2-11-1
    Scenario: A declined [Trigger] leaves Carrot to be added to Bob's hand
      Given the board "2/trigger_life.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      And Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Bob has 0 Characters
      And Bob's Life holds, from the top, "bob.bepo"

    # Test Vanilla Hunter stays synthetic: no ST01, ST02 or OP01 text names "a card with no original
    # effect" (2-8-5).
    @rule:2-11-2 @rule:2-8-5
    Scenario: Carrot, whose only text is a [Trigger], is not a card with no original effect
      Given the board "2/vanilla_trigger.yaml"
      When Alice plays "alice.hunter"
      Then Alice must choose a card
      And Alice can choose only "bob.koby" and none
      When Alice chooses "bob.koby"
      Then "bob.koby" is in Bob's trash
      And "bob.carrot" is in Bob's Character area

  Rule: 2-1-3, 2-4-4, 2-5-7 A name, type or attribute a card's text gives it is its own, in every area

    # Yamato's text makes it also named Kouzuki Oden, and that holds in the deck, a secret area, too
    # (2-1-3): the seeker may take it. An engine that gives Yamato its second name only on the field
    # offers nothing but "none"; one that matches names loosely would offer Karoo or Zoro as well.
    @rule:2-1-3 @rule:2-1-2 @rule:11-3-1
    Scenario: Oden Seeker finds Yamato in the deck as a card named Kouzuki Oden
      Given the board "2/gained_name.yaml"
      When Alice plays "alice.seeker"
      Then Alice must choose a card among "alice.yamato" and none
      When Alice chooses "alice.yamato"
      Then "alice.yamato" is in Alice's hand
      And Alice must choose the order of the cards on the bottom
      When Alice chooses "alice.robin"
      And Alice chooses "alice.nami"
      And Alice chooses "alice.zoro"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.deck.6", "alice.deck.7", "alice.robin", "alice.nami", "alice.zoro" and "alice.karoo"

    # Nami OP01-016 takes a Straw Hat Crew "Character card" in the Japanese text (the English list says
    # "card"; the Japanese decides, see the card's rulings): among the top 5 she is offered Sanji only, not
    # the Straw Hat Crew Event Guard Point nor the Stage Thousand Sunny (2-2-4-2).
    @rule:2-2-4-2 @rule:2-4-3
    Scenario: Nami OP01-016 may not take a Straw Hat Crew Event or Stage, only a Character card
      Given the board "2/nami_character_card.yaml"
      When Alice plays "alice.nami"
      Then Alice must choose a card among "alice.sanji" and none
      When Alice chooses "alice.sanji"
      Then "alice.sanji" is in Alice's hand
      And Alice must choose the order of the cards on the bottom
      When Alice chooses "alice.guard"
      And Alice chooses "alice.sunny"
      And Alice chooses "alice.karoo"
      Then nobody has to choose anything
      And "alice.guard" is in Alice's deck
      And "alice.sunny" is in Alice's deck

    # Drifting Swordsman's own type is Drifter, but its text gives it Straw Hat Crew as well, also in the
    # deck (2-4-4): Nami may take it, beside Zoro. Karoo and Heat are of other types, and the second Nami
    # is excluded by name.
    @rule:2-4-4 @rule:2-4-3
    Scenario: Nami finds the Drifting Swordsman in the deck as a Straw Hat Crew card
      Given the board "2/gained_type.yaml"
      When Alice plays "alice.nami"
      Then Alice must choose a card among "alice.drifter", "alice.zoro" and none
      When Alice chooses "alice.drifter"
      Then "alice.drifter" is in Alice's hand
      And Alice must choose the order of the cards on the bottom
      When Alice chooses "alice.karoo"
      And Alice chooses "alice.zoro"
      And Alice chooses "alice.nami2"
      Then "alice.heat" is 1st from the bottom of Alice's deck
      And "alice.karoo" is 4th from the bottom of Alice's deck

    # Iron Brawler's text gives it the Strike attribute beside its printed Slash (2-5-7), so Luffy, with
    # 2 DON!! given, cannot be K.O.'d in battle by it. Plain Fencer, Slash only, K.O.s the other Luffy:
    # the difference is the gained attribute alone.
    @rule:2-5-7 @rule:2-5-3
    Scenario: Luffy survives a battle with the Iron Brawler, whose text makes it a Strike Character
      Given the board "2/gained_attribute.yaml"
      When Alice attacks "bob.luffy" with "alice.brawler"
      Then nobody has to choose anything
      And "bob.luffy" is in Bob's Character area
      When Alice attacks "bob.luffy2" with "alice.fencer"
      Then nobody has to choose anything
      And "bob.luffy2" is in Bob's trash

  Rule: 2-14 Card number: text may name a card by its number

    # Roll Call names a card number, not a card name (2-14-3): of the two Roronoa Zoro in the trash only
    # ST01-013 may be taken. An engine that matched the name would offer OP01-025 too.
    @rule:2-14-3 @rule:2-14-1
    Scenario: Roll Call takes Roronoa Zoro ST01-013 from the trash, not the Roronoa Zoro of OP01-025
      Given the board "2/card_number.yaml"
      When Alice plays "alice.call"
      Then Alice must choose a card among "alice.zoro_st01" and none
      When Alice chooses "alice.zoro_st01"
      Then "alice.zoro_st01" is in Alice's hand
      And "alice.zoro_op01" is in Alice's trash
