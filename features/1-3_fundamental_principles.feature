Feature: 1-3 Fundamental principles of the game
  General principles that apply throughout the game: card text beats the rules, impossible actions
  are done as far as they can be and nothing is put into a state it is already in, power may become
  negative without the card leaving the field, prohibitions win, "up to" allows 0, effects follow
  their written order, and cost is what is paid to play a card or activate an effect.

  Rule: 1-3-1 Card text takes precedence over the comprehensive rules

    @rule:1-3-1 @rule:10-1-1-1 @rule:3-7-4
    Scenario: Rush overrides the rule that a Character cannot attack in the turn it is played
      Given the board "1-3/rush_overrides_rule.yaml"
      When Alice plays "alice.zoro"
      And Alice attacks Bob's leader with "alice.zoro"
      Then "alice.zoro" is rested
      And Bob has 3 Life cards

    @rule:1-3-1 @rule:3-7-4
    Scenario: Without card text to the contrary the rule still forbids the attack
      Given the board "1-3/rush_overrides_rule.yaml"
      When Alice plays "alice.marco"
      And Alice attacks Bob's leader with "alice.marco"
      Then the action is refused citing 3-7-4
      And "alice.marco" is active
      And Bob has 4 Life cards

  Rule: 1-3-2 What cannot be done is not done, and what can be done is done as far as possible

    @rule:1-3-2 @rule:6-4-2
    Scenario: With one DON!! left in the DON!! deck the DON!! Phase places just that one
      Given the board "1-3/don_deck_one_left.yaml"
      Then it is Alice's turn 3
      And Alice has 10 active DON!!
      And Alice has 0 rested DON!!
      And Alice has 0 DON!! in her DON!! deck
      And the game is not over

    # Luffy gives a rested DON!!; Alice has none, so the effect gives nothing (1-3-2), though 2 active DON!!
    # are in her cost area. Mistake caught: an engine that gives an active DON!! when no rested one is left.
    @rule:1-3-2 @rule:10-2-2-1
    Scenario: Luffy's [Activate: Main] gives no DON!! when Alice has no rested DON!!, only active ones
      Given the board "1-3/luffy_no_rested_don.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice must choose a card
      When Alice chooses "alice.karoo"
      Then "alice.karoo" has 0 DON!! given
      And "alice.karoo" has 3000 power
      And Alice has 2 active DON!!
      And nobody has to choose anything

    @rule:1-3-2 @rule:6-4-3
    Scenario: With an empty DON!! deck the DON!! Phase places nothing
      Given the board "1-3/don_deck_empty.yaml"
      Then it is Alice's turn 3
      And Alice has 10 active DON!!
      And Alice has 0 DON!! in her DON!! deck
      And the game is not over

    @rule:1-3-2 @rule:10-2-6-1 @rule:8-4-4-1
    Scenario: Killer's [On Play] with no Character it may choose K.O.s nothing
      Given the board "1-3/killer_no_target.yaml"
      When Bob plays "bob.killer"
      Then nobody has to choose anything
      And "bob.killer" is in Bob's Character area
      And "alice.zala" is in Alice's Character area
      And "alice.franky" is in Alice's Character area
      And Alice has 2 Characters
      And Alice has 0 cards in her hand

    @rule:1-3-2 @rule:10-2-5-1
    Scenario: Scratchmen Apoo's [When Attacking] rests nothing when Bob has no active DON!!
      Given the board "1-3/apoo_opponent_don_rested.yaml"
      When Alice attacks Bob's leader with "alice.apoo"
      Then nobody has to choose anything
      And Bob has 0 active DON!!
      And Bob has 2 rested DON!!
      And Bob has 4 Life cards

  Rule: 1-3-2-1 What is already in a state is not put into that state again

    @rule:1-3-2-1 @rule:10-2-7-1 @rule:10-2-9-1 @qa:ST02-013-2
    Scenario: Eustass"Captain"Kid's [End of Your Turn] on an already active Kid changes nothing
      Given the board "1-3/kid_active_end_of_turn.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.kid" is active
      And "alice.kid" has 1 DON!! given
      And nobody has to choose anything

    @rule:1-3-2-1 @rule:10-2-3-1 @qa:ST02-017-1
    Scenario: Straw Sword may choose an already rested Character, which simply stays rested
      Given the board "1-3/straw_sword_rested_target.yaml"
      When Alice plays "alice.sword"
      Then Alice must choose a card
      When Alice chooses "bob.heat"
      Then "bob.heat" is rested
      And "bob.heat" is in Bob's Character area
      And "bob.koby" is active
      And "alice.sword" is in Alice's trash
      And Alice has 0 active DON!!
      And Alice has 2 rested DON!!
      And nobody has to choose anything

  Rule: 1-3-3 A prohibiting effect takes precedence over an instruction to do the action

    @rule:1-3-3 @rule:7-1-4-1-2 @rule:10-2-1-3
    Scenario: Kurozumi Orochi loses a battle and is not K.O.'d while Kurozumi Semimaru protects him
      The battle result tells the game to K.O. the Character, but Semimaru's effect forbids K.O. in
      battle for the other Kurozumi Clan Characters.

      Given the board "1-3/semimaru.yaml"
      When Alice attacks "bob.orochi" with "alice.leader"
      Then "bob.orochi" is in Bob's Character area
      And "bob.orochi" is rested
      And Bob has 4 Life cards
      And Bob has 0 cards in his trash
      And nobody has to choose anything

    # Test Unbreakable stays synthetic here: the only real "cannot be K.O.'d" effects of ST01, ST02 and
    # OP01 (Kurozumi Semimaru OP01-099, Monkey.D.Luffy OP01-024) forbid a K.O. in battle only, not one
    # done by an effect.
    @rule:1-3-3 @rule:10-2-1-3 @rule:8-4-4
    Scenario: Gum-Gum Jet Pistol may choose Test Unbreakable but cannot K.O. it
      Test Unbreakable is an opposing Character with 6000 power or less, so the effect may choose it;
      the K.O. it then instructs is forbidden and does not happen. The Event is still used.

      Given the board "1-3/unbreakable.yaml"
      When Alice plays "alice.pistol"
      Then Alice must choose a card
      When Alice chooses "bob.unbreak"
      Then "bob.unbreak" is in Bob's Character area
      And "alice.pistol" is in Alice's trash
      And Alice has 4 rested DON!!
      And nobody has to choose anything

  Rule: 1-3-5 Numbers chosen are whole numbers of 0 or more; "up to" allows 0

    @rule:1-3-5 @rule:1-3-5-1 @rule:4-8-1 @rule:10-2-4-1 @qa:ST02-015-1
    Scenario: Bob chooses to set 0 DON!! active with Scalpel
      Given the board "1-3/scalpel.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.scalpel"
      And Bob chooses "bob.leader"
      Then Bob must choose a number
      When Bob chooses the number 0
      Then Bob has 0 active DON!!
      And Bob has 3 rested DON!!
      And Bob has 4 Life cards
      And nobody has to choose anything

    @rule:1-3-5-1 @rule:4-8-1
    Scenario: Scalpel's "up to 1" DON!! does not allow 2
      Given the board "1-3/scalpel.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.scalpel"
      And Bob chooses "bob.leader"
      Then Bob must choose a number
      When Bob chooses the number 2
      Then the action is refused citing 4-8-1
      And Bob must choose a number
      When Bob chooses the number 1
      Then Bob has 1 active DON!!
      And Bob has 2 rested DON!!

    @rule:1-3-5-1 @rule:8-4-4-1 @rule:10-2-4-1 @qa:rules-39
    Scenario: Bob plays Guard Point and chooses none of his cards for the +3000
      Choosing 0 cards is allowed by "up to 1"; the Event is still played and its cost paid, and
      Alice's attack then succeeds.

      Given the board "1-3/guard_point.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.guard"
      Then Bob must choose a card
      When Bob chooses no more cards
      Then "bob.guard" is in Bob's trash
      And Bob has 1 rested DON!!
      And "bob.leader" has 5000 power
      And Bob has 3 Life cards

    @rule:1-3-5-1 @rule:8-4-4-1 @rule:10-2-13-1
    Scenario: Luffy's [Activate: Main] may give no DON!! at all, and it still counts as used
      Given the board "1-3/luffy_leader.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice must choose a card
      When Alice chooses no more cards
      Then Alice has 1 rested DON!!
      And "alice.leader" has 0 DON!! given
      And "alice.karoo" has 0 DON!! given
      And nobody has to choose anything
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 10-2-13-1

    @rule:1-3-5-1 @rule:8-4-4-1 @rule:3-1-7
    Scenario: Jewelry Bonney may add no card to Alice's hand
      Alice takes none of the cards she looks at; all five go to the bottom in the order she picks.

      Given the board "1-3/bonney.yaml"
      When Alice activates the effect of "alice.bonney"
      Then Alice must choose a card
      When Alice chooses no more cards
      Then Alice must choose the order of the cards on the bottom
      When Alice chooses "alice.luffy"
      And Alice chooses "alice.robin"
      And Alice chooses "alice.vivi"
      And Alice chooses "alice.karoo"
      Then nobody has to choose anything
      And Alice has 0 cards in her hand
      And Alice has 6 cards in her deck
      And "alice.bonney" is rested

  Rule: 1-3-8 A card's effects are carried out in the order written

    @rule:1-3-8 @rule:10-2-4-1
    Scenario: Scalpel's +2000 is resolved before its DON!! is set active
      Scalpel reads "+2000 ..., then set up to 1 DON!! active": Bob chooses who gets the power
      first, then how many DON!! to set active.

      Given the board "1-3/scalpel.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.scalpel"
      Then Bob must choose a card
      And Bob has 0 active DON!!
      And Bob has 3 rested DON!!
      When Bob chooses "bob.leader"
      Then "bob.leader" has 7000 power
      And Bob must choose a number
      When Bob chooses the number 1
      Then Bob has 1 active DON!!
      And Bob has 4 Life cards

  Rule: 1-3-7 Power can become negative

    @rule:1-3-7 @rule:1-3-7-1 @qa:rules-3
    Scenario: Cards with negative power stay where they are
      Given the board "1-3/negative_power.yaml"
      Then "alice.karoo" has -3000 power
      And "alice.karoo" is in Alice's Character area
      And "alice.leader" has -1000 power
      And "bob.bepo" has -4000 power
      And "bob.bepo" is in Bob's Character area
      And the game is not over

    @rule:1-3-7 @rule:6-5-5-2
    Scenario: Giving DON!! to a Character with negative power adds 1000 to it
      Given the board "1-3/negative_power.yaml"
      When Alice gives 1 DON!! to "alice.karoo"
      Then "alice.karoo" has -2000 power
      And "alice.karoo" is in Alice's Character area

    @rule:1-3-7 @rule:7-1-4-1 @rule:7-1-4-1-2
    Scenario: Negative powers are compared like any others in battle
      Given the board "1-3/negative_power.yaml"
      When Alice attacks "bob.bepo" with "alice.karoo"
      Then "bob.bepo" is in Bob's trash
      And "alice.karoo" is in Alice's Character area

    @rule:1-3-7-1 @rule:7-1-4-2
    Scenario: A Character with negative power that loses a battle stays on the field
      Given the board "1-3/negative_power.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob has 4 Life cards
      And "alice.karoo" is in Alice's Character area
      And "alice.karoo" is rested
      And "alice.karoo" has -3000 power

    @rule:1-3-7 @rule:1-3-7-1 @rule:7-1-4-2
    Scenario: A leader with negative power can attack and loses the battle
      Given the board "1-3/negative_power.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then "alice.leader" is rested
      And Bob has 4 Life cards
      And the game is not over

  Rule: 1-3-10 Cost and activation cost

    @rule:1-3-10-1 @rule:2-7-2 @rule:6-5-3-1
    Scenario: Playing a card pays its cost by resting that many active DON!!
      Given the board "1-3/paying_cost.yaml"
      When Alice plays "alice.karoo"
      Then "alice.karoo" is in Alice's Character area
      And Alice has 2 active DON!!
      And Alice has 1 rested DON!!

    @rule:1-3-10-1 @rule:2-7-2
    Scenario: A card whose cost cannot be paid is not played
      Given the board "1-3/paying_cost.yaml"
      When Alice plays "alice.franky"
      Then the action is refused citing 2-7-2
      And "alice.franky" is in Alice's hand
      And Alice has 3 active DON!!
      And Alice has 0 Characters

    @rule:1-3-10-1 @rule:2-7-3 @rule:10-2-3-1
    Scenario: Activating an Event pays its cost by resting that many active DON!!
      Given the board "1-3/event_cost.yaml"
      When Alice plays "alice.sword"
      Then Alice must choose a card
      When Alice chooses "bob.koby"
      Then "alice.sword" is in Alice's trash
      And "bob.koby" is rested
      And Alice has 1 active DON!!
      And Alice has 2 rested DON!!

    @rule:1-3-10-1 @rule:2-7-3
    Scenario: An Event whose cost cannot be paid is not activated
      Given the board "1-3/event_cost.yaml"
      When Alice plays "alice.pistol"
      Then the action is refused citing 2-7-3
      And "alice.pistol" is in Alice's hand
      And "bob.koby" is in Bob's Character area
      And Alice has 3 active DON!!
      And Alice has 0 rested DON!!

    @rule:1-3-10-2 @rule:8-3-1 @rule:10-2-2-1
    Scenario: Activating Jewelry Bonney pays her activation cost, not her play cost
      The activation cost is the part before the colon: rest 1 DON!! and rest Bonney. Nothing is paid
      from the card's own cost, which was paid when she was played.

      Given the board "1-3/bonney.yaml"
      When Alice activates the effect of "alice.bonney"
      Then "alice.bonney" is rested
      And "alice.bonney" is in Alice's Character area
      And Alice has 0 active DON!!
      And Alice has 1 rested DON!!
      And Alice must choose a card
      When Alice chooses "alice.luffy"
      Then "alice.luffy" is in Alice's hand
      And Alice must choose the order of the cards on the bottom
      When Alice chooses "alice.chopper"
      And Alice chooses "alice.robin"
      And Alice chooses "alice.karoo"
      Then nobody has to choose anything
      And Alice has 5 cards in her deck

    # Resting the already rested Bonney is not done at all (1-3-2-1), rather than done again: so that
    # part of her activation cost cannot be paid, and a cost not payable in full is not paid (8-3-1-3).
    @rule:1-3-10-2 @rule:8-3-1-3 @rule:1-3-2-1
    Scenario: A rested Jewelry Bonney cannot pay her activation cost, so no DON!! is rested either
      Given the board "1-3/bonney_rested.yaml"
      When Alice activates the effect of "alice.bonney"
      Then the action is refused citing 8-3-1-3
      And Alice has 1 active DON!!
      And Alice has 0 rested DON!!
      And Alice has 0 cards in her hand

    @rule:1-3-10-2 @rule:8-3-1-3
    Scenario: Without an active DON!! Jewelry Bonney cannot pay her activation cost, so she stays active
      Given the board "1-3/bonney_no_don.yaml"
      When Alice activates the effect of "alice.bonney"
      Then the action is refused citing 8-3-1-3
      And "alice.bonney" is active
      And Alice has 1 rested DON!!
      And Alice has 0 cards in her hand

  Rule: 1-3-4 When both players must choose at the same time, the turn player chooses first

    # Test Tax TEST-025: each player trashes 1 card from their hand. Both choose; Alice, the turn
    # player, chooses first, and only then does Bob choose. Whether Alice's card is already in her
    # trash while Bob chooses (1-3-11: the turn player acts first) or both cards go together after
    # both choices (1-3-4 speaks only of choosing) is left open: the trash is checked at the end.
    # Test Tax stays synthetic: no ST01, ST02 or OP01 card makes both players choose at once.
    @rule:1-3-4 @rule:10-2-14-1 @rule:8-4-2
    Scenario: Alice chooses the card she trashes before Bob chooses his
      Given the board "1-3/tax.yaml"
      When Alice plays "alice.tax"
      Then "alice.tax" is in Alice's trash
      And Alice must choose a card
      And Alice has 2 cards in her hand
      And Bob has 2 cards in his hand
      When Alice chooses "alice.karoo"
      Then Bob must choose a card
      And Bob has 2 cards in his hand
      When Bob chooses "bob.bepo"
      Then "bob.bepo" is in Bob's trash
      And "alice.karoo" is in Alice's trash
      And "bob.heat" is in Bob's hand
      And "alice.robin" is in Alice's hand
      And nobody has to choose anything

    @rule:1-3-4 @rule:10-2-14-1
    Scenario: In Bob's turn Bob chooses the card he trashes before Alice chooses hers
      Given the board "1-3/tax_bobs_turn.yaml"
      When Bob plays "bob.tax"
      Then Bob must choose a card
      And Alice has 2 cards in her hand
      When Bob chooses "bob.heat"
      Then Alice must choose a card
      When Alice chooses "alice.robin"
      Then "alice.robin" is in Alice's trash
      And "bob.heat" is in Bob's trash
      And "alice.karoo" is in Alice's hand
      And "bob.bepo" is in Bob's hand
      And nobody has to choose anything

    # With an empty hand Alice cannot trash (1-3-2), so there is nothing for her to choose; Bob still
    # trashes his card.
    @rule:1-3-4 @rule:1-3-2 @rule:10-2-14-1
    Scenario: With nothing in Alice's hand only Bob chooses a card to trash
      Given the board "1-3/tax_alone.yaml"
      When Alice plays "alice.tax"
      Then Bob must choose a card
      When Bob chooses "bob.heat"
      Then "bob.heat" is in Bob's trash
      And "bob.bepo" is in Bob's hand
      And Alice has 1 card in her trash
      And nobody has to choose anything

  Rule: 1-3-6 A value other than power that would become negative is treated as 0

    # Crocodile OP01-067: [DON!! x1] blue Events in your hand cost 1 less. Baroque Works OP01-090 is a
    # blue Event of cost 1, so it costs 0 and is activated with no active DON!!. Its look at Alice's
    # 2-card deck, and Zala added to her hand, show that it was activated.
    @rule:2-7-3 @rule:10-2-9-1 @rule:8-1-3-4-2 @rule:8-1-3-4-4 @qa:rules-12
    Scenario: Crocodile with one DON!! makes Baroque Works cost 0
      Given the board "1-3/crocodile_cost.yaml"
      When Alice plays "alice.note"
      Then "alice.note" is in Alice's trash
      And Alice has 0 active DON!!
      And Alice has 0 rested DON!!
      And Alice must choose a card among "alice.zala" and none
      When Alice chooses "alice.zala"
      Then "alice.zala" is in Alice's hand
      And Alice has 1 card in her hand
      And Alice has 1 card in her deck

    @rule:2-7-3 @rule:10-2-9-1 @rule:8-1-3-4-2 @rule:8-2-1-2
    Scenario: Without a DON!! given Crocodile changes nothing and Baroque Works cannot be paid
      Given the board "1-3/crocodile_no_don.yaml"
      When Alice plays "alice.note"
      Then the action is refused citing 2-7-3
      And "alice.note" is in Alice's hand
      And Alice has 2 cards in her deck
      And "alice.zala" is 1st from the top of Alice's deck
      And nobody has to choose anything

    # Two Crocodiles take 2 from a cost of 1: the cost would be −1 and is treated as 0 (1-3-6). Paying
    # it rests no DON!!, and a negative number of DON!! is not "un-rested" either (1-3-2-2): Alice's
    # rested DON!! stays rested and her active one active. (A cost kept at −1 but paid as nothing
    # would look the same: no card here reads the cost of an Event in the hand once it is paid.)
    @rule:1-3-6 @rule:1-3-2-2 @rule:2-7-3 @rule:10-2-9-1 @qa:rules-9 @qa:OP01-067-1
    Scenario: Two Crocodiles bring Baroque Works' cost to 0, not below
      Given the board "1-3/two_crocodiles.yaml"
      When Alice plays "alice.note"
      Then "alice.note" is in Alice's trash
      And Alice has 1 active DON!!
      And Alice has 1 rested DON!!
      And Alice has 6 DON!! in her DON!! deck
      When Alice chooses "alice.zala"
      Then Alice has 1 card in her hand
      And Alice has 1 card in her deck

  Rule: 1-3-9 Resting takes precedence over setting active

    # Test Crossed Orders rests up to 2 Characters and sets up to 3 Characters active, all at the same
    # time: Alice first chooses those to rest, then those to set active (8-4-4). Vito (active) and
    # Karoo (rested) are chosen for both, so each meets a resting effect and an activating effect at
    # once, and the resting one wins (1-3-9): both end rested. Nami, chosen only to be set active,
    # becomes active: the effect does set active where nothing rests the same card. The text names
    # resting first, so an engine that carries out the two in the order written, or lets the later one
    # win, ends with Vito and Karoo active and fails.
    @rule:1-3-9 @rule:1-3-2-1 @rule:10-2-3-1
    Scenario: Crossed Orders rests and sets active Vito and Karoo at the same time, and both end rested; Nami becomes active
      Given the board "1-3/crossed_orders.yaml"
      When Alice plays "alice.orders"
      Then Alice must choose a card among "alice.karoo", "alice.nami", "bob.vito" and none
      When Alice chooses "bob.vito"
      And Alice chooses "alice.karoo"
      Then Alice must choose a card among "alice.karoo", "alice.nami", "bob.vito" and none
      When Alice chooses "bob.vito"
      And Alice chooses "alice.karoo"
      And Alice chooses "alice.nami"
      Then nobody has to choose anything
      And "bob.vito" is rested
      And "alice.karoo" is rested
      And "alice.nami" is active
      And "alice.orders" is in Alice's trash

  Rule: 1-3-1 Card text over the rules: a card kept rested through the Refresh Phase

    # Test Shackles TEST-031 keeps Bob's rested Karoo from becoming active in Bob's next Refresh Phase,
    # which sets all of his rested cards active (6-2-4). It is not a resting effect meeting an
    # activating one (1-3-9), nor a prohibition against another card's instruction (1-3-3): its text
    # overrides what a rule does, so the text wins (1-3-1) for Karoo only, and only in that one Refresh
    # Phase. Test Shackles stays synthetic: no ST01, ST02 or OP01 card keeps a card from becoming active
    # in a Refresh Phase.
    @rule:1-3-1 @rule:6-2-4 @rule:10-2-3-1
    Scenario: Test Shackles keeps Bob's Karoo rested through his next Refresh Phase only
      Given the board "1-3/shackles.yaml"
      When Alice plays "alice.shackles"
      Then Alice must choose a card
      When Alice chooses "bob.karoo"
      Then "bob.karoo" is rested
      When Alice ends her turn
      Then it is Bob's turn 4
      And "bob.karoo" is rested
      And "bob.franky" is active
      When Bob ends his turn
      Then it is Alice's turn 5
      When Alice ends her turn
      Then it is Bob's turn 6
      And "bob.karoo" is active
      And "bob.franky" is active

  Rule: 1-3-11 When both players must act at the same time, the turn player acts first

    # Test Shared Draw TEST-019: each player draws 1 card, Alice (the turn player) first, then Bob.
    # The order itself leaves no trace the steps can see; both draws are checked. Test Shared Draw
    # stays synthetic: no ST01, ST02 or OP01 card makes both players act by one effect.
    @rule:1-3-11 @rule:4-5-2 @rule:8-4-2
    Scenario: Test Shared Draw makes each player draw 1 card
      Given the board "1-3/shared_draw.yaml"
      When Alice plays "alice.shared_draw"
      Then "alice.shared_draw" is in Alice's trash
      And Alice has 1 card in her hand
      And Alice has 9 cards in her deck
      And Bob has 1 card in his hand
      And Bob has 9 cards in his deck
      And nobody has to choose anything
