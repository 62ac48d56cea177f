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

    # 10-1-1-1: [Rush] lets Zoro attack in the turn he is played, so his attack is among the actions Alice is
    # offered; Marco, played the same turn without [Rush], is offered none (3-7-4). An engine that accepts the
    # declared attack but lists as attackers only the cards played in earlier turns offers Zoro's attack nowhere.
    @rule:10-1-1-1 @rule:3-7-4
    Scenario: A Character with Rush is offered an attack in the turn it is played, one without Rush is not
      Given the board "10-1/rush_in_hand.yaml"
      When Alice plays "alice.zoro"
      And Alice plays "alice.marco"
      Then Alice may attack Bob's leader with "alice.zoro"
      And Alice may not attack Bob's leader with "alice.marco"

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

    # Queen OP01-097 [On Play]: Alice returns 1 DON!! of her field to her DON!! deck (DON!! −1, 10-2-10);
    # Queen gains [Rush] for the turn, and Bob's Vito gets −2000. Queen attacks the turn she is played.
    @rule:10-1-1-1 @rule:10-2-10-1 @rule:8-3-1-4 @rule:10-2-6-1
    Scenario: Queen pays DON!! −1, gains Rush and attacks the turn she is played
      Given the board "10-1/queen_rush.yaml"
      When Alice plays "alice.queen"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      Then Alice has 4 DON!! in her DON!! deck
      And Alice must choose a card among "bob.vito" and none
      When Alice chooses "bob.vito"
      Then "bob.vito" has 3000 power
      When Alice attacks Bob's leader with "alice.queen"
      Then "alice.queen" is rested
      And Bob has 3 Life cards

  Rule: 10-1-2 [Double Attack]

    @rule:10-1-2-1 @rule:7-1-4-1-1-3 @rule:4-6-2-2 @qa:rules-34
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

    @rule:7-1-2-1 @rule:10-1-4-1 @qa:rules-28
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

    @rule:10-1-4-1 @rule:7-1-2-1 @qa:rules-29
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

    @rule:10-1-4-1 @qa:rules-32
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

    # 10-1-5-1: a [Trigger] is activated only in damage processing, instead of adding the checked Life card
    # to the hand (official Q&A, general rules: a [Trigger] is activated only upon taking damage). Carrot in
    # Alice's hand, which she cannot pay for, cannot be put onto the field by her [Trigger].
    @rule:10-1-5-1 @qa:rules-38
    Scenario: Carrot's [Trigger] cannot be activated from the hand
      Given the board "10-1/trigger_in_hand.yaml"
      When Alice activates the Trigger of "alice.carrot"
      Then the action is refused citing 10-1-5-1
      And "alice.carrot" is in Alice's hand
      And Alice has 0 Characters
      And nobody has to choose anything

    # Straw Sword ST02-017's [Trigger] plays 1 Supernovas card of cost 2 or less (the Japanese text; the English
    # list says "up to 1"; the Japanese decides, see the card's rulings). "1" must be chosen while one can
    # be (8-4-4-1), but these are unrevealed cards of Bob's hand chosen by their type and cost: Bob may still
    # choose none of them (8-4-4-2), so "none" is offered either way. An engine that reads "play 1" as
    # forcing a card out of the hand leaves "none" out.
    @rule:10-1-5-1 @rule:8-4-4-1 @rule:8-4-4-2
    Scenario: Straw Sword's [Trigger] plays 1 Supernovas card from Bob's hand, which he may still decline
      Given the board "10-1/straw_sword_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob is done with counters
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose a card among "bob.bonney", "bob.apoo" and none
      When Bob chooses "bob.apoo"
      Then "bob.apoo" is in Bob's Character area
      And "bob.bonney" is in Bob's hand
      And "bob.sword" is in Bob's trash
      And Bob has 3 Life cards
      And nobody has to choose anything

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
    @rule:10-1-5-2 @rule:4-6-2-1 @qa:rules-37
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

    @rule:10-1-5-1 @rule:10-1-5-2 @rule:8-6-2-1 @rule:10-1-2-1 @qa:rules-51
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

    # 8-6-2-1: the first point of damage is suspended for Carrot's [Trigger], which resolves there, before
    # the second point checks a Life card (4-6-2-2 repeats the one-point process, 7-1-4-1-1-3). So when Bob
    # is asked about Carrot, Kawamatsu is still in his Life and his hand is empty, and Carrot is on the field
    # before Kawamatsu's [Trigger] is asked. An engine that takes both Life cards first and asks the
    # [Trigger]s after the battle has Kawamatsu in Bob's hand already.
    # Official Q&A (general rules, Keyword Effects: the first damage's [Trigger] is activated before the
    # second damage is dealt).
    @rule:10-1-5-1 @rule:8-6-2-1 @rule:10-1-2-1 @rule:7-1-4-1-1-3 @qa:rules-51
    Scenario: The first Trigger of a Double Attack resolves before the second Life card is taken
      Given the board "10-1/trigger_double.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob must choose whether to activate the Trigger
      And "bob.kawamatsu" is in Bob's Life
      And Bob has 0 cards in his hand
      When Bob activates the Trigger
      Then "bob.carrot" is in Bob's Character area
      And Bob has 0 cards in his hand
      And Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.kawamatsu" is in Bob's Character area
      And Bob has 2 Characters
      And Bob has 2 Life cards

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

    # The [Trigger] of an Event resolves its [Trigger] effect, not its [Counter] effect.
    @rule:10-1-5-1 @rule:8-4-4
    Scenario: Red Hawk's Trigger gives Alice's Franky -10000 for the rest of the turn
      Given the board "10-1/red_hawk_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose a card among "alice.leader", "alice.franky" and none
      When Bob chooses "alice.franky"
      Then "alice.franky" has -4000 power
      And "bob.red_hawk" is in Bob's trash
      And "bob.vivi" is in Bob's Character area
      And Bob has 3 Life cards

    @rule:10-1-5-1 @rule:8-4-4
    Scenario: Radical Beam's Trigger gives Bob's leader +1000 for the turn
      Given the board "10-1/radical_beam_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then Bob must choose a card among "bob.leader", "bob.vivi" and none
      When Bob chooses "bob.leader"
      Then "bob.leader" has 6000 power
      And "bob.radical_beam" is in Bob's trash
      And Bob has 3 Life cards

    @rule:10-1-5-1 @rule:8-4-4-4
    Scenario: In Two Years!!'s Trigger looks at Bob's top 5 cards and adds Nami to his hand
      Given the board "10-1/two_years_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then Bob must choose a card among "bob.nami" and none
      When Bob chooses "bob.nami"
      And Bob chooses "bob.deck.1"
      And Bob chooses "bob.deck.3"
      And Bob chooses "bob.deck.4"
      Then nobody has to choose anything
      And "bob.nami" is in Bob's hand
      And "bob.sixth" is 1st from the top of Bob's deck
      And "bob.two_years" is in Bob's trash

    @rule:10-1-5-1 @rule:8-4-4 @rule:10-2-1-1
    Scenario: Paradise Waterfall's Trigger K.O.s Alice's rested Apoo of cost 4
      Given the board "10-1/waterfall_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then Bob must choose a card among "alice.apoo" and none
      When Bob chooses "alice.apoo"
      Then "alice.apoo" is in Alice's trash
      And "alice.babanuki" is in Alice's Character area
      And "bob.waterfall" is in Bob's trash

    @rule:10-1-5-1 @rule:8-4-4
    Scenario: Punk Gibson's Trigger rests any of Alice's Characters, whatever its cost
      Given the board "10-1/punk_gibson_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then Bob must choose a card among "alice.koby", "alice.fukurokuju" and none
      When Bob chooses "alice.fukurokuju"
      Then "alice.fukurokuju" is rested
      And "alice.koby" is active
      And "bob.gibson" is in Bob's trash

    # Jinbe OP01-071's [Trigger] plays him, and his [On Play] then offers every Character of cost 3 or less,
    # of either player (8-4-4). Alice's Luffy ST14-001 has no DON!! given, so his +1 cost does not apply
    # (10-2-9-1): her Zoro keeps cost 3 and is offered; Bob's Hancock (cost 4) is not.
    @rule:10-1-5-1 @rule:10-2-6-1 @rule:8-4-4 @rule:10-2-9-1
    Scenario: Jinbe's Trigger plays him, and his On Play may send Bob's Vito to the bottom of Bob's deck
      Given the board "10-1/trigger_jinbe_luffy.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      Then Alice must choose whether to activate the Trigger
      When Alice activates the Trigger
      Then "alice.jinbe" is in Alice's Character area
      And Alice must choose a card among "alice.zoro", "bob.vito" and none
      When Alice chooses "bob.vito"
      Then "bob.vito" is 1st from the bottom of Bob's deck
      And "bob.hancock" is in Bob's Character area
      And Alice has 2 Life cards
      And nobody has to choose anything

    # Officer Agents OP01-087's [Trigger] carries out its [Counter] effect, without its cost: up to 1 Baroque
    # Works Character card of cost 3 or less is played from Alice's hand (Chopper is not Baroque Works).
    @rule:10-1-5-1 @rule:8-4-4 @rule:4-8-1
    Scenario: Officer Agents' Trigger plays Mr.3 from Alice's hand
      Given the board "10-1/trigger_officer_agents.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      And Alice is done with counters
      Then Alice must choose whether to activate the Trigger
      When Alice activates the Trigger
      Then Alice must choose a card among "alice.mr3", "alice.sunday" and none
      When Alice chooses "alice.mr3"
      Then "alice.mr3" is in Alice's Character area
      And "alice.agents" is in Alice's trash
      And "alice.chopper" is in Alice's hand
      And nobody has to choose anything

    # Elephant's Marchoo OP01-115's [Trigger] carries out its [Main]: Alvida (cost 2) may be K.O.'d, Vito (cost
    # 3) may not; then 1 DON!! comes from Alice's DON!! deck, active.
    @rule:10-1-5-1 @rule:8-4-4 @rule:10-2-1-1
    Scenario: Elephant's Marchoo's Trigger K.O.s Bob's Alvida and adds an active DON!!
      Given the board "10-1/trigger_marchoo.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      And Alice activates the Trigger
      Then Alice must choose a card among "bob.alvida" and none
      When Alice chooses "bob.alvida"
      Then "bob.alvida" is in Bob's trash
      And Alice must choose a number among 0 and 1
      When Alice chooses the number 1
      Then "bob.vito" is in Bob's Character area
      And Alice has 1 active DON!!
      And Alice has 6 DON!! in her DON!! deck
      And "alice.marchoo" is in Alice's trash

    # Ulti-Mortar OP01-118 and Thunder Bagua OP01-119: each [Trigger] adds 1 DON!! from the DON!! deck, active
    # (their rested DON!! belong to their [Counter] effects, not to the [Trigger]).
    @rule:10-1-5-1 @rule:4-8-1
    Scenario: The Triggers of Ulti-Mortar and Thunder Bagua each add an active DON!!
      Given the board "10-1/trigger_add_don.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      And Alice activates the Trigger
      Then Alice must choose a number among 0 and 1
      When Alice chooses the number 1
      Then "alice.ulti" is in Alice's trash
      And Alice has 1 active DON!!
      When Bob attacks Alice's leader with "bob.vito"
      And Alice activates the Trigger
      And Alice chooses the number 1
      Then "alice.bagua" is in Alice's trash
      And Alice has 2 active DON!!
      And Alice has 2 rested DON!!
      And Alice has 6 DON!! in her DON!! deck
      And Alice has 1 Life card

    # Heliceratops OP08-097's [Trigger] K.O.s up to 1 opposing Character of cost 3 or less: Vito, not Hancock.
    @rule:10-1-5-1 @rule:8-4-4 @rule:10-2-1-1
    Scenario: Heliceratops' Trigger K.O.s Bob's Vito of cost 3
      Given the board "10-1/trigger_heliceratops.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      And Alice activates the Trigger
      Then Alice must choose a card among "bob.vito" and none
      When Alice chooses "bob.vito"
      Then "bob.vito" is in Bob's trash
      And "bob.hancock" is in Bob's Character area
      And "alice.heliceratops" is in Alice's trash

    # Barrier Bulls OP15-019's [Trigger]: Bob's Vito −4000 this turn, so his attack (1000 against 5000) fails.
    @rule:10-1-5-1 @rule:7-1-4-2
    Scenario: Barrier Bulls' Trigger leaves Bob's Vito at 1000 for his attack
      Given the board "10-1/trigger_barrier_bulls.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      And Alice activates the Trigger
      Then Alice must choose a card among "bob.vito" and none
      When Alice chooses "bob.vito"
      Then "bob.vito" has 1000 power
      And Alice has 2 Life cards
      When Bob attacks Alice's leader with "bob.vito"
      Then Alice has 2 Life cards
      And nobody has to choose anything

    # Gum-Gum Bell ST08-014's [Trigger] adds a black Character card of cost 2 or less from the trash: Miss.
    # Valentine; Saint Charlos costs 3 and Chopper is red.
    @rule:10-1-5-1 @rule:8-4-4 @rule:4-8-1
    Scenario: Gum-Gum Bell's Trigger returns Miss.Valentine from Alice's trash to her hand
      Given the board "10-1/trigger_gum_gum_bell.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      And Alice activates the Trigger
      Then Alice must choose a card among "alice.valentine" and none
      When Alice chooses "alice.valentine"
      Then "alice.valentine" is in Alice's hand
      And "alice.charlos" is in Alice's trash
      And "alice.chopper" is in Alice's trash
      And "alice.bell" is in Alice's trash

    # KEEP OUT's [Trigger] carries out its [Counter] effect (10-1-5-1): from Bob's Life, in Alice's turn, Hack
    # gains +2000 until the end of Bob's next turn (6-6-1-3), so through Bob's turn 4 and no longer in Alice's
    # turn 5; the Event goes to Bob's trash once resolved. Mistakes caught: a Trigger that "resolves the Counter
    # effect" doing nothing, the +2000 ending with Alice's turn (read as "this turn") or lasting past Bob's turn.
    @rule:10-1-5-1 @rule:6-6-1-3 @rule:7-1-4-1-1-2
    Scenario: KEEP OUT's Trigger from Bob's Life keeps Hack at +2000 through Bob's next turn and no longer
      Given the board "10-1/keep_out_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose a card among "bob.hack" and none
      When Bob chooses "bob.hack"
      Then "bob.hack" has 7000 power
      And "bob.keep_out" is in Bob's trash
      And Bob has 2 Life cards
      When Alice ends her turn
      Then it is Bob's turn 4
      And "bob.hack" has 7000 power
      When Bob ends his turn
      Then it is Alice's turn 5
      And "bob.hack" has 5000 power

  Rule: 10-1-2-1 [Double Attack] and the last Life card

    # 7-1-4-1-1-3 repeats 7-1-4-1-1-2 (which only acts while the opponent has 1 or more Life cards)
    # once per point of damage; 7-1-4-1-1-1 (0 Life: the attacker wins) is checked once, when it is
    # confirmed that damage will be dealt, and Bob then has 1 Life card. So the second point finds no
    # Life card and does nothing: Bob keeps playing with 0 Life, and the next damage wins.
    @rule:10-1-2-1 @rule:7-1-4-1-1-3 @rule:7-1-4-1-1-1 @qa:rules-36
    Scenario: Double Attack against a single Life card takes it without winning
      Given the board "10-1/double_attack_last_life.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob has 0 Life cards
      And Bob has 1 card in his hand
      And the game is not over
      When Alice attacks Bob's leader with "alice.leader"
      Then Alice wins the game
