Feature: 10-2 Keywords
  The bracketed keywords of card text say when an effect may be activated ([Activate: Main], [Main],
  [Counter]), when it activates by itself ([When Attacking], [On Play], [End of Your Turn]), or what
  it needs ([DON!! x○], [Your Turn], [Opponent's Turn], [Once Per Turn]); K.O. names one particular
  way for a Character to reach the trash. [On K.O.] (10-2-17) has its own feature. Later rules
  cover the effects of [Activate: Main] cards and [Counter] Events, [On Block], [On Your Opponent's
  Attack], [End of Your Opponent's Turn], DON!! −○ and "trash" as a cost.

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

    # Round Table OP01-027: −10000 on one of Bob's Characters for this turn only (Alice's Komachiyo is
    # not an opponent's Character): Koby's 6000 becomes −4000, and is 6000 again in Bob's turn.
    @rule:10-2-3-1 @rule:8-4-4 @rule:6-6-1-3
    Scenario: Round Table gives Bob's Koby -10000 until Alice's turn ends
      Given the board "10-2/round_table.yaml"
      When Alice plays "alice.round_table"
      Then Alice must choose a card among "bob.koby" and none
      When Alice chooses "bob.koby"
      Then "bob.koby" has -4000 power
      And "alice.round_table" is in Alice's trash
      When Alice ends her turn
      Then it is Bob's turn 4
      And "bob.koby" has 6000 power

    @rule:10-2-3-1 @rule:8-4-4 @rule:10-2-1-1
    Scenario: Demon Face K.O.s Bob's two rested Characters of cost 5 or less
      Given the board "10-2/demon_face.yaml"
      When Alice plays "alice.demon_face"
      Then Alice must choose a card among "bob.apoo", "bob.babanuki" and none
      When Alice chooses "bob.apoo"
      And Alice chooses "bob.babanuki"
      Then "bob.apoo" is in Bob's trash
      And "bob.babanuki" is in Bob's trash
      And "bob.koby" is in Bob's Character area
      And "bob.fukurokuju" is in Bob's Character area

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
      And Bob can choose only "bob.bege" and none
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

    # With 1 DON!! given, Apoo's [When Attacking] rests up to 1 of the opponent's DON!!: Alice chooses 1, and one of
    # Bob's 2 active DON!! is rested; her own 2 stay active. Mistake caught: the DON!! of the effect's own player
    # rested instead (found by a run of the mutation campaign of seed 31 on the tip: don.py's "the opponent" as
    # `1 - controller` changed to `0 - controller`, which is the controller's own seat).
    @rule:10-2-9-1 @rule:10-2-5-1
    Scenario: Scratchmen Apoo with 1 DON!! rests one of Bob's active DON!!, none of Alice's
      Given the board "10-2/apoo_with_don.yaml"
      When Alice attacks Bob's leader with "alice.apoo"
      Then Alice must choose a number among 0 and 1
      When Alice chooses the number 1
      Then Bob has 1 active DON!!
      And Bob has 1 rested DON!!
      And Alice has 2 active DON!!
      And Alice has 0 rested DON!!

    # Tony Tony.Chopper OP01-015 with 1 DON!! may trash a card from hand as he attacks, then takes a Straw
    # Hat Crew Character card of cost 4 or less back from the trash: Robin, but neither the other Chopper
    # (his own name is excluded) nor Luffy (cost 5).
    @rule:10-2-5-1 @rule:10-2-9-1 @rule:8-3-1-4 @rule:8-4-4
    Scenario: Tony Tony.Chopper with 1 DON!! trashes Karoo and takes Robin back from the trash
      Given the board "10-2/oden_crew_with_don.yaml"
      When Alice attacks Bob's leader with "alice.chopper"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And Alice must choose a card among "alice.robin" and none
      When Alice chooses "alice.robin"
      Then "alice.robin" is in Alice's hand
      And "alice.chopper_b" is in Alice's trash
      And "alice.luffy" is in Alice's trash

    @rule:10-2-5-1 @rule:10-2-9-1
    Scenario: Inuarashi with 2 DON!! sets 1 of Alice's rested DON!! active as he attacks
      Given the board "10-2/oden_crew_with_don.yaml"
      When Alice attacks Bob's leader with "alice.inuarashi"
      Then Alice must choose a number
      When Alice chooses the number 1
      Then Alice has 1 active DON!!
      And Alice has 4 rested DON!!

    # Denjiro OP01-046: with Kouzuki Oden as Alice's Leader, the "if" of his effect is met.
    @rule:10-2-5-1 @rule:10-2-9-1 @rule:8-3-3 @rule:4-10-1
    Scenario: Denjiro with 1 DON!! under Kouzuki Oden sets 2 of Alice's DON!! active
      Given the board "10-2/oden_crew_with_don.yaml"
      When Alice attacks Bob's leader with "alice.denjiro"
      Then Alice must choose a number
      When Alice chooses the number 2
      Then Alice has 2 active DON!!
      And Alice has 3 rested DON!!

    @rule:10-2-5-1 @rule:10-2-9-1 @rule:10-2-13-1
    Scenario: Kin'emon with 1 DON!! sets Alice's rested Raizo active as he attacks
      Given the board "10-2/oden_crew_with_don.yaml"
      When Alice attacks Bob's leader with "alice.kinemon"
      Then Alice must choose a card
      When Alice chooses "alice.raizo"
      Then "alice.raizo" is active
      And Alice has 5 rested DON!!

    # Raizo OP01-052 counts Alice's rested Characters as his effect resolves: attacking rests him, but he
    # is the only one (Komachiyo is active), so the "if" of 2 or more fails and nothing is drawn.
    @rule:10-2-5-1 @rule:8-3-3 @rule:4-10-1
    Scenario: Raizo, the only rested Character once he attacks, draws nothing
      Given the board "10-2/raizo_alone_rested.yaml"
      When Alice attacks Bob's leader with "alice.raizo"
      Then nobody has to choose anything
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck
      And "alice.raizo" is rested

    # Shanks OP01-120 [When Attacking]: Bob may not block with a Character of 2000 power or less this battle.
    # His Chopper has exactly 2000 (1000 printed, +1000 this turn), so only Hancock may block.
    @rule:10-2-5-1 @rule:10-1-4-1 @rule:7-1-2-1
    Scenario: Against Shanks, Bob's Chopper of 2000 power may not block, his Hancock may
      Given the board "10-2/shanks_blockers.yaml"
      When Alice attacks Bob's leader with "alice.shanks"
      Then Bob must choose a blocker among "bob.hancock" and none
      When Bob blocks with "bob.hancock"
      Then "bob.hancock" is in Bob's trash
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

    # Under Kouzuki Oden the "if" of Kin'emon OP01-040 and of Komurasaki OP01-042 is met: Kin'emon plays
    # Raizo (Akazaya Nine, cost 3; Denjiro costs 5) from hand for free, and Komurasaki, once her optional
    # rest of 3 DON!! is paid, sets the rested Shinobu active.
    @rule:10-2-6-1 @rule:8-3-3 @rule:4-10-1 @rule:8-3-1-4
    Scenario: Under Kouzuki Oden, Kin'emon plays Raizo and Komurasaki sets Shinobu active
      Given the board "10-2/oden_plays_akazaya.yaml"
      When Alice plays "alice.kinemon"
      Then Alice must choose a card among "alice.raizo" and none
      When Alice chooses "alice.raizo"
      Then "alice.raizo" is in Alice's Character area
      And Alice has 4 active DON!!
      When Alice plays "alice.komurasaki"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      Then Alice has 0 active DON!!
      And Alice must choose a card
      When Alice chooses "alice.shinobu"
      Then "alice.shinobu" is active
      And "alice.fukurokuju" is rested

    @rule:10-2-6-1 @rule:8-3-3
    Scenario: Shachi without a Penguin on the field plays Penguin from Alice's hand
      Given the board "10-2/shachi_penguin.yaml"
      When Alice plays "alice.shachi"
      Then Alice must choose a card among "alice.penguin" and none
      When Alice chooses "alice.penguin"
      Then "alice.penguin" is in Alice's Character area
      And Alice has 0 active DON!!

    @rule:10-2-6-1 @rule:8-3-3
    Scenario: Penguin without a Shachi on the field plays Shachi from Alice's hand
      Given the board "10-2/shachi_penguin.yaml"
      When Alice plays "alice.penguin"
      Then Alice must choose a card among "alice.shachi" and none
      When Alice chooses "alice.shachi"
      Then "alice.shachi" is in Alice's Character area
      And Alice has 0 active DON!!

    # With a Penguin already on the field Shachi's "if" fails; once Shachi is there, so does Penguin's.
    @rule:10-2-6-1 @rule:8-3-3 @rule:4-10-1
    Scenario: Shachi and Penguin play nobody when the other is already on the field
      Given the board "10-2/shachi_penguin_on_field.yaml"
      When Alice plays "alice.shachi_a"
      Then nobody has to choose anything
      And "alice.penguin_b" is in Alice's hand
      When Alice plays "alice.penguin_b"
      Then nobody has to choose anything
      And "alice.shachi_b" is in Alice's hand
      And Alice has 3 Characters

    @rule:10-2-6-1 @rule:8-4-4
    Scenario: Nekomamushi rests Bob's Vito of cost 3, not his Koby of cost 4 nor Alice's own Komachiyo
      Given the board "10-2/nekomamushi.yaml"
      When Alice plays "alice.nekomamushi"
      Then Alice must choose a card among "bob.vito" and none
      When Alice chooses "bob.vito"
      Then "bob.vito" is rested
      And "bob.koby" is active
      And "alice.komachiyo" is active

    @rule:10-2-6-1 @rule:8-4-4 @rule:10-2-1-1
    Scenario: X.Drake K.O.s Bob's rested Apoo of cost 4, not the active Koby nor the cost-5 Babanuki
      Given the board "10-2/drake_on_play.yaml"
      When Alice plays "alice.drake"
      Then Alice must choose a card among "bob.apoo" and none
      When Alice chooses "bob.apoo"
      Then "bob.apoo" is in Bob's trash
      And "bob.babanuki" is in Bob's Character area

    @rule:10-2-6-1 @rule:3-7-4 @rule:10-1-1-1
    Scenario: Cavendish takes Alice's top Life card into her hand and attacks the turn he is played
      Given the board "10-2/cavendish.yaml"
      When Alice plays "alice.cavendish"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      Then "alice.life_top" is in Alice's hand
      And Alice has 3 Life cards
      When Alice attacks Bob's leader with "alice.cavendish"
      Then Bob has 3 Life cards

    # The same with Alice's last Life card: a cost of 1 Life card is paid in full with exactly 1 (8-3-1-3), so
    # the effect resolves and Cavendish gains [Rush]; Alice, at 0 Life, has not lost (1-2-1-1-1 needs damage).
    # Mistake caught: a Life cost refused (cut short) when the Life holds exactly as many cards as it takes
    # (found by the mutation campaign of seed 27: paying.py's '<' -> '<=' survived).
    @rule:8-3-1-3 @rule:10-1-1-1 @rule:10-2-6-1
    Scenario: Cavendish takes Alice's last Life card into her hand and still gains Rush
      Given the board "10-2/cavendish_last_life.yaml"
      When Alice plays "alice.cavendish"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      Then "alice.life_top" is in Alice's hand
      And Alice has 0 Life cards
      And the game is not over
      When Alice attacks Bob's leader with "alice.cavendish"
      Then "alice.cavendish" is rested

    # Kaido EB04-030 under Alice's Kaido Leader (Animal Kingdom Pirates): his DON!! −2 paid, he gains
    # [Rush] and rests Bob's Urashima (cost 7); Kid (cost 8) may not be chosen.
    @rule:10-2-6-1 @rule:10-2-10-1 @rule:8-3-3 @rule:10-1-1-1 @rule:8-4-4
    Scenario: Kaido under an Animal Kingdom Pirates Leader gains Rush and rests Urashima
      Given the board "10-2/kaido_rush.yaml"
      When Alice plays "alice.kaido"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then Alice must choose a card among "bob.urashima" and none
      When Alice chooses "bob.urashima"
      Then "bob.urashima" is rested
      And "bob.kid" is active
      And Alice has 3 DON!! in her DON!! deck
      When Alice attacks Bob's leader with "alice.kaido"
      Then Bob has 3 Life cards

    # Under Alice's Luffy Leader (not Animal Kingdom Pirates) the "if" of Kaido EB04-030 fails: no [Rush].
    # His rest comes after "then", so it still resolves (4-10-2): Urashima is rested all the same.
    @rule:10-2-6-1 @rule:10-2-10-1 @rule:4-10-2 @rule:8-3-3 @rule:3-7-4
    Scenario: Kaido under a Leader of another type gets no Rush but still rests Urashima
      Given the board "10-2/kaido_other_leader.yaml"
      When Alice plays "alice.kaido"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then Alice must choose a card among "bob.urashima" and none
      When Alice chooses "bob.urashima"
      Then "bob.urashima" is rested
      And Alice has 3 DON!! in her DON!! deck
      When Alice attacks Bob's leader with "alice.kaido"
      Then the action is refused citing 3-7-4
      And Bob has 4 Life cards

    # Kurozumi Orochi OP01-098 [On Play]: Alice searches her deck for up to 1 SMILE, adds it to her hand,
    # and shuffles the deck.
    @rule:10-2-6-1 @rule:4-8-1 @rule:8-4-4
    Scenario: Kurozumi Orochi takes the SMILE from Alice's deck
      Given the board "10-2/orochi.yaml"
      When Alice plays "alice.orochi"
      Then Alice must choose a card among "alice.smile" and none
      When Alice chooses "alice.smile"
      Then "alice.smile" is in Alice's hand
      And Alice has 3 cards in her deck
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

    # Diamante OP04-028 ([DON!! x1] [End of Your Turn]) with his DON!! and exactly 2 active DON!! in Alice's
    # cost area: the condition "2 or more" holds, and he is set active as her turn ends. An engine reading it
    # as "more than 2" leaves him rested into Bob's turn.
    @rule:10-2-7-1 @rule:8-3-3 @rule:10-2-9-1 @rule:4-4-1-1
    Scenario: Diamante with 2 active DON!! in Alice's cost area is set active at the end of her turn
      Given the board "8-3/diamante_two_active.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.diamante" is active

    # The other side of the same "if" (8-3-3): with his DON!! given but only 1 active DON!! in Alice's cost
    # area, the effect activates and does nothing. An engine that reads [DON!! x1] as the whole condition
    # sets him active all the same.
    @rule:10-2-7-1 @rule:8-3-3 @rule:10-2-9-1
    Scenario: Diamante with only 1 active DON!! in Alice's cost area stays rested at the end of her turn
      Given the board "8-3/diamante_one_active.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.diamante" is rested

    # And with the active DON!! but no DON!! given to him, [DON!! x1] is not met (10-2-9-1): his effect does not
    # activate at all. An engine that checks only the effect's own "if" sets him active.
    @rule:10-2-9-1 @rule:10-2-7-1
    Scenario: Diamante with 3 active DON!! in Alice's cost area but none given to him stays rested
      Given the board "8-3/diamante_no_don.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And "alice.diamante" is rested

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

    # Every [DON!! x○] effect below waits for DON!! given to its own card (10-2-9-1); the active DON!! of
    # Alice's cost area count for none of them. Robin, Brook, Okiku, Kanjuro and Bepo have none given,
    # Doflamingo's Leader has 1 where his effect asks for 2: each attack is declared with nothing to
    # decide, though each effect would have a card to choose (Karoo, Vivi, Jean Bart, the rest cost).
    @rule:10-2-9-1 @rule:10-2-5-1 @rule:8-3-2-3
    Scenario: Alice's attackers short of DON!! activate none of their [When Attacking] effects
      Given the board "10-2/attackers_without_don.yaml"
      When Alice attacks Bob's leader with "alice.robin"
      Then nobody has to choose anything
      And "bob.karoo" is in Bob's Character area
      When Alice attacks Bob's leader with "alice.brook"
      Then nobody has to choose anything
      And "bob.karoo" has 3000 power
      And "bob.vivi" has 4000 power
      When Alice attacks Bob's leader with "alice.okiku"
      Then nobody has to choose anything
      And "bob.vivi" is active
      When Alice attacks Bob's leader with "alice.kanjuro"
      Then nobody has to choose anything
      And "bob.karoo" is in Bob's Character area
      When Alice attacks Bob's leader with "alice.bepo"
      Then nobody has to choose anything
      And "alice.jean_bart" is in Alice's hand
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Alice has 5 active DON!!
      And "alice.moria" is 1st from the top of Alice's deck
      And Bob has 1 Life card

    # The same with Oden as Alice's Leader: Chopper, Kin'emon and Denjiro have no DON!! given, Inuarashi
    # 1 of the 2 he needs, Franky none. Nothing is asked, the DON!! stay as they are, and Franky may not
    # attack Bob's active Vivi (7-1-1-2).
    @rule:10-2-9-1 @rule:10-2-5-1 @rule:8-3-2-3 @rule:7-1-1-2
    Scenario: Oden's Characters short of DON!! attack without their effects
      Given the board "10-2/oden_crew_without_don.yaml"
      When Alice attacks Bob's leader with "alice.chopper"
      Then nobody has to choose anything
      And "alice.karoo" is in Alice's hand
      And "alice.robin" is in Alice's trash
      When Alice attacks Bob's leader with "alice.inuarashi"
      Then nobody has to choose anything
      And Alice has 3 rested DON!!
      When Alice attacks Bob's leader with "alice.kinemon"
      Then nobody has to choose anything
      And "alice.inuarashi" is rested
      When Alice attacks Bob's leader with "alice.denjiro"
      Then nobody has to choose anything
      And Alice has 3 rested DON!!
      And Alice has 2 active DON!!
      When Alice attacks "bob.vivi" with "alice.franky"
      Then the action is refused citing 7-1-1-2
      And "bob.vivi" is in Bob's Character area

    # In Bob's turn: Jinbe and Killer block without DON!! and their [On Block] effects do not activate
    # (Karoo stays in Alice's hand; Killer would draw, Alice still having 3 Characters, but draws
    # nothing); Luffy with 1 DON!! of the 2 he needs is K.O.'d by a Strike Character.
    @rule:10-2-9-1 @rule:10-2-15-1 @rule:8-3-2-1
    Scenario: Alice's Characters short of DON!! neither play, draw nor survive in Bob's turn
      Given the board "10-2/defenders_without_don.yaml"
      When Bob attacks Alice's leader with "bob.hajrudin"
      Then Alice must choose a blocker among "alice.jinbe", "alice.killer" and none
      When Alice blocks with "alice.jinbe"
      Then Alice must choose whether to use counters
      And "alice.karoo" is in Alice's hand
      When Alice is done with counters
      Then "alice.jinbe" is in Alice's trash
      When Bob attacks Alice's leader with "bob.leader"
      And Alice blocks with "alice.killer"
      Then Alice must choose whether to use counters
      And Alice has 1 card in her hand
      When Alice is done with counters
      Then "alice.killer" is in Alice's trash
      When Bob attacks "alice.luffy" with "bob.koby"
      And Alice is done with counters
      Then "alice.luffy" is in Alice's trash
      And Alice has 4 Life cards

    # Kid OP01-051, rested without DON!!, does not keep Bob from attacking Alice's leader or her Karoo.
    @rule:10-2-9-1 @rule:10-2-12-1 @rule:8-3-2-1 @rule:8-1-3-4-4
    Scenario: Eustass"Captain"Kid rested without DON!! leaves Alice's leader and Karoo open to attack
      Given the board "10-2/kid_rested_without_don.yaml"
      When Bob attacks Alice's leader with "bob.hajrudin"
      Then Alice has 3 Life cards
      When Bob attacks "alice.karoo" with "bob.koby"
      Then "alice.karoo" is in Alice's trash
      And "alice.kid" is in Alice's Character area

    @rule:10-2-9-1 @rule:10-2-11-1 @rule:8-5-4
    Scenario: Usopp without DON!! draws nothing when Bob activates Guard Point
      Given the board "10-2/usopp_without_don.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.guard"
      And Bob chooses "bob.leader"
      Then "bob.guard" is in Bob's trash
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck
      And Bob has 4 Life cards

    # [DON!! x1] counts the DON!! given to the card (10-2-9-1), not those of the cost area. Alvida OP01-064,
    # Mr.2 OP01-084 and Sasaki OP01-101 have none given: attacking, none of their effects activates, so no
    # optional cost is offered, no card looked at, no DON!! added. Each attack fails against Bob's 5000.
    @rule:10-2-9-1 @rule:8-3-2-3 @rule:10-2-5-1
    Scenario: Alvida, Mr.2 and Sasaki without a given DON!! attack and their effects do nothing
      Given the board "10-2/no_don_attackers.yaml"
      When Alice attacks Bob's leader with "alice.alvida"
      Then nobody has to choose anything
      And "bob.vito" is in Bob's Character area
      And Alice has 2 cards in her hand
      When Alice attacks Bob's leader with "alice.mr2"
      Then nobody has to choose anything
      And "alice.spada" is 1st from the top of Alice's deck
      And "alice.deck_2" is 2nd from the top of Alice's deck
      When Alice attacks Bob's leader with "alice.sasaki"
      Then nobody has to choose anything
      And Alice has 2 cards in her hand
      And Alice has 3 active DON!!
      And Alice has 7 DON!! in her DON!! deck
      And Bob has 4 Life cards

    # Boa Hancock OP01-078 [DON!! x1] [When Attacking]: draw 1 if Alice holds 5 or fewer cards. The first
    # (DON!!, 5 cards) draws; the second has no DON!! given and draws nothing; the third has its DON!!, but
    # Alice now holds 6. An engine with "fewer than 5", "6 or fewer", or [DON!! x1] met without a DON!!
    # fails one of the three.
    @rule:10-2-9-1 @rule:8-3-3 @rule:10-2-5-1
    Scenario: Three Boa Hancocks attack; only the one with a DON!! at 5 cards in hand draws
      Given the board "10-2/hancocks_attack.yaml"
      When Alice attacks Bob's leader with "alice.first"
      Then Alice has 6 cards in her hand
      And nobody has to choose anything
      When Alice attacks Bob's leader with "alice.second"
      Then Alice has 6 cards in her hand
      When Alice attacks Bob's leader with "alice.third"
      Then Alice has 6 cards in her hand
      And Alice has 9 cards in her deck
      And Bob has 1 Life card

    # The same draw on [On Block], in Bob's turn: the DON!! given in Alice's turn are still given. "plain" has
    # none and draws nothing; "given" draws at 5 cards; "given_too" does not at 6.
    @rule:10-2-9-1 @rule:8-3-3 @rule:10-2-15-1
    Scenario: Three Boa Hancocks block; only the one with a DON!! at 5 cards in hand draws
      Given the board "10-2/hancocks_block.yaml"
      When Bob attacks Alice's leader with "bob.bepo_a"
      And Alice blocks with "alice.plain"
      Then Alice has 5 cards in her hand
      When Bob attacks Alice's leader with "bob.bepo_b"
      And Alice blocks with "alice.given"
      Then Alice has 6 cards in her hand
      When Bob attacks Alice's leader with "bob.bepo_c"
      And Alice blocks with "alice.given_too"
      Then Alice has 6 cards in her hand
      And Alice has 9 cards in her deck
      And Alice has 4 Life cards

    # Arlong OP01-063 has no DON!! given: his [DON!! x1] [Activate: Main] cannot be activated (8-4-1-1), so
    # he stays active and Bob reveals nothing.
    @rule:10-2-9-1 @rule:8-3-2-3 @rule:8-4-1-1
    Scenario: Arlong without a given DON!! cannot use his effect
      Given the board "8-3/arlong_no_don.yaml"
      When Alice activates the effect of "alice.arlong"
      Then the action is refused citing 8-4-1-1
      And "alice.arlong" is active
      And "bob.jambe" is in Bob's hand
      And Bob has 4 Life cards
      And nobody has to choose anything

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

    @rule:10-2-13-1 @rule:10-2-13-3 @rule:7-1-5-2 @qa:ST02-010-1 @qa:ST02-010-2
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

    # Official Q&A (data/QA/qa_op03.md, OP03-076 Rob Lucci, 1st entry), in our words: a [Once Per Turn]
    # auto effect with an optional cost (2 cards of the hand to the trash) met its timing, and the
    # player paid nothing and so did not activate it; may it be activated the next time its timing is met
    # that turn? Yes. Kept on Test Double Discard TEST-060 (our card data has no Rob Lucci), whose [On Your
    # Opponent's Attack] [Once Per Turn] effect has an optional cost: Bob declines it against Moria's
    # attack, so the effect was not activated (8-3-1-4), and it is offered again against the leader's.
    # An engine that counts the declined effect as used offers nothing the second time.
    @rule:10-2-13-1 @rule:8-3-1-4 @rule:10-2-16-1 @qa:OP03-076-1
    Scenario: Test Double Discard's optional cost, declined, leaves its [Once Per Turn] for a later attack
      Given the board "10-2/double_discard_declined.yaml"
      When Alice attacks Bob's leader with "alice.moria"
      Then Bob must choose whether to pay the optional cost
      When Bob declines the optional cost
      Then Bob has 2 Life cards
      And Bob has 5 cards in his hand
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to pay the optional cost
      When Bob declines the optional cost
      Then Bob has 1 Life card
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
    @rule:10-2-4-1 @qa:rules-22
    Scenario: A [Counter] Event cannot be played in its owner's own Main Phase
      Given the board "10-2/counter_own_turn.yaml"
      When Bob plays "bob.guard"
      Then the action is refused citing 10-2-4-1
      And "bob.guard" is in Bob's hand
      And Bob has 2 active DON!!

    # The engine's list of legal actions says the same: in his Main Phase Bob, who could pay for Guard Point,
    # is not offered to play it (10-2-4-1, 6-5-3-1). Mistake caught: every Event of the hand that the active
    # DON!! can pay for offered as a Main Phase play, [Counter] Events included (found by the mutation
    # campaign of seed 27: main_phase.py's test for Characters and Stages inverted survived).
    @rule:10-2-4-1 @rule:6-5-3-1
    Scenario: The engine does not offer a [Counter] Event as a play of its owner's Main Phase
      Given the board "10-2/counter_own_turn.yaml"
      Then Bob may not play "bob.guard"
      And Bob may end his turn

  Rule: 10-2-2 [Activate: Main] effects are activated in the Main Phase, outside a battle

    @rule:10-2-2-1 @rule:6-5-4-1 @rule:6-5-5-2
    Scenario: Monkey.D.Luffy's [Activate: Main] gives a rested DON!! to Karoo
      Given the board "10-2/activate_main_luffy_nami.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice must choose a card
      When Alice chooses "alice.karoo"
      Then "alice.karoo" has 1 DON!! given
      And "alice.karoo" has 4000 power
      And Alice has 1 rested DON!!
      And Alice has 2 active DON!!
      And nobody has to choose anything

    # The list of legal actions offers what the rules let the turn player activate (6-5-4-1, 10-2-2-1): the
    # [Activate: Main] of her leader and of each Nami, not Karoo (no such effect). Once Nami's [Once Per Turn]
    # effect has resolved it is no longer offered (10-2-13-1), the other Nami's still is (10-2-13-2), and so for
    # her leader's once it has given Karoo a DON!! (each effect used, so each card's text is relied on). Mistake
    # caught: an engine whose list never offers an [Activate: Main] effect, though it accepts one when asked
    # (found by the mutation campaign of seed 31: main_phase.py's test for the cards with such effects inverted).
    @rule:10-2-2-1 @rule:6-5-4-1 @rule:10-2-13-1 @rule:10-2-13-2
    Scenario: The engine offers the [Activate: Main] effects of Alice's leader and her Nami, and no more once used
      Given the board "10-2/activate_main_luffy_nami.yaml"
      Then Alice may activate the effect of "alice.leader"
      And Alice may activate the effect of "alice.nami"
      And Alice may activate the effect of "alice.nami2"
      And Alice may not activate the effect of "alice.karoo"
      When Alice activates the effect of "alice.nami"
      And Alice chooses "alice.leader"
      Then "alice.leader" has 1 DON!! given
      And Alice may not activate the effect of "alice.nami"
      And Alice may activate the effect of "alice.nami2"
      And Alice may activate the effect of "alice.leader"
      When Alice activates the effect of "alice.leader"
      And Alice chooses "alice.karoo"
      Then "alice.karoo" has 1 DON!! given
      And Alice may not activate the effect of "alice.leader"

    @rule:10-2-2-1 @rule:6-5-4-1
    Scenario: Nami's [Activate: Main] gives a rested DON!! to Alice's leader
      Given the board "10-2/activate_main_luffy_nami.yaml"
      When Alice activates the effect of "alice.nami"
      Then Alice must choose a card
      When Alice chooses "alice.leader"
      Then "alice.leader" has 1 DON!! given
      And "alice.leader" has 6000 power
      And Alice has 1 rested DON!!
      And Alice has 2 active DON!!
      And "alice.nami" is active

    @rule:10-2-2-1 @rule:7-1-2-1
    Scenario: Nami's [Activate: Main] is refused during a battle and allowed once it is over
      The Block Step is part of the battle, so the [Activate: Main] effect cannot be activated while
      Bob decides on his [Blocker]; after the battle Alice is back in her Main Phase outside a battle.

      Given the board "10-2/activate_main_luffy_nami.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Alice activates the effect of "alice.nami"
      Then the action is refused citing 10-2-2-1
      And Alice has 2 rested DON!!
      And "alice.karoo" has 0 DON!! given
      When Bob declines to block
      Then Bob has 3 Life cards
      When Alice activates the effect of "alice.nami"
      Then Alice must choose a card
      When Alice chooses "alice.karoo"
      Then "alice.karoo" has 1 DON!! given
      And Alice has 1 rested DON!!

    @rule:10-2-2-1 @rule:6-5-4-1 @rule:8-1-3-3
    Scenario: Alice cannot activate her [Activate: Main] effects in Bob's turn
      Only the turn player activates [Activate: Main] effects, in their own Main Phase (6-5-4-1).

      Given the board "10-2/activate_main_opponents_turn.yaml"
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 6-5-4-1
      When Alice activates the effect of "alice.nami"
      Then the action is refused citing 6-5-4-1
      And Alice has 2 rested DON!!
      And "alice.leader" has 0 DON!! given
      And it is Bob's turn 4

    @rule:10-2-2-1 @rule:8-3-1 @rule:6-5-5-2
    Scenario: Thousand Sunny rests itself to give Alice's leader +1000
      A Stage's [Activate: Main] effect is activated from the Stage area; its cost is resting the
      Stage, not DON!!, so Alice needs no DON!!.

      Given the board "10-2/sunny.yaml"
      When Alice activates the effect of "alice.sunny"
      Then Alice must choose a card
      When Alice chooses "alice.leader"
      Then "alice.leader" has 6000 power
      And "alice.sunny" is rested
      And "alice.sunny" is in Alice's Stage area
      And nobody has to choose anything

    @rule:10-2-2-1 @rule:8-3-1-3
    Scenario: A rested Thousand Sunny cannot pay its cost to activate again
      Given the board "10-2/sunny.yaml"
      When Alice activates the effect of "alice.sunny"
      And Alice chooses "alice.leader"
      Then "alice.sunny" is rested
      When Alice activates the effect of "alice.sunny"
      Then the action is refused citing 8-3-1-3
      And "alice.leader" has 6000 power

    @rule:10-2-2-1 @rule:8-3-1 @rule:8-4-4-4
    Scenario: Jewelry Bonney adds the Supernovas card among the top 5 to Alice's hand
      Bonney's cost rests 1 DON!! and Bonney herself; the four other cards looked at go to the
      bottom in the order Alice picks, and the sixth card of the deck is not looked at.

      Given the board "10-2/bonney.yaml"
      When Alice activates the effect of "alice.bonney"
      Then "alice.bonney" is rested
      And Alice has 0 active DON!!
      And Alice has 1 rested DON!!
      And Alice must choose a card
      When Alice chooses "alice.luffy"
      Then "alice.luffy" is in Alice's hand
      And Alice must choose the order of the cards on the bottom
      When Alice chooses "alice.robin"
      And Alice chooses "alice.karoo"
      And Alice chooses "alice.chopper"
      Then nobody has to choose anything
      And Alice has 1 card in her hand
      And Alice has 5 cards in her deck
      And "alice.vivi" is in Alice's deck
      And "alice.franky" is in Alice's deck

  Rule: 10-2-13 [Once Per Turn] with [Activate: Main] effects

    @rule:10-2-13-1 @rule:10-2-13-3 @rule:10-2-2-1
    Scenario: Nami's [Once Per Turn] effect cannot be activated a second time in the turn
      Alice still has a rested DON!! to give, but the effect has already been activated and
      resolved this turn.

      Given the board "10-2/activate_main_luffy_nami.yaml"
      When Alice activates the effect of "alice.nami"
      And Alice chooses "alice.leader"
      Then "alice.leader" has 1 DON!! given
      When Alice activates the effect of "alice.nami"
      Then the action is refused citing 10-2-13-1
      And "alice.leader" has 1 DON!! given
      And Alice has 1 rested DON!!

    @rule:10-2-13-2 @rule:10-2-13-1 @rule:10-2-2-1 @qa:rules-25
    Scenario: Each of two Nami activates her own [Once Per Turn] effect once
      Given the board "10-2/activate_main_luffy_nami.yaml"
      When Alice activates the effect of "alice.nami"
      And Alice chooses "alice.leader"
      And Alice activates the effect of "alice.nami2"
      Then Alice must choose a card
      When Alice chooses "alice.karoo"
      Then "alice.leader" has 1 DON!! given
      And "alice.karoo" has 1 DON!! given
      And Alice has 0 rested DON!!
      When Alice activates the effect of "alice.nami2"
      Then the action is refused citing 10-2-13-1

    @rule:10-2-13-2 @rule:10-2-13-1
    Scenario: Luffy's and Nami's effects are separate [Once Per Turn] effects
      Given the board "10-2/activate_main_luffy_nami.yaml"
      When Alice activates the effect of "alice.leader"
      And Alice chooses "alice.leader"
      And Alice activates the effect of "alice.nami"
      And Alice chooses "alice.leader"
      Then "alice.leader" has 2 DON!! given
      And Alice has 0 rested DON!!
      And "alice.leader" has 7000 power

    @rule:10-2-2-1 @rule:10-2-14-1 @rule:8-3-1 @rule:7-1-1-1 @qa:ST02-001-1
    Scenario: Eustass"Captain"Kid pays 3 DON!! and a card from hand to stand up and attack again
      Given the board "10-2/kid_leader_activate.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob has 3 Life cards
      And "alice.leader" is rested
      When Alice activates the effect of "alice.leader"
      Then Alice must choose a card
      When Alice chooses "alice.junk1"
      Then "alice.junk1" is in Alice's trash
      And Alice has 2 cards in her hand
      And Alice has 3 active DON!!
      And Alice has 3 rested DON!!
      And "alice.leader" is active
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob has 2 Life cards

    @rule:10-2-13-1 @rule:10-2-13-3
    Scenario: Eustass"Captain"Kid's [Once Per Turn] cost cannot be paid a second time in the turn
      After the effect has resolved once, Alice still has 3 active DON!! and cards in hand, but she
      may neither activate the effect nor pay its cost again this turn.

      Given the board "10-2/kid_leader_activate.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Alice activates the effect of "alice.leader"
      And Alice chooses "alice.junk1"
      And Alice attacks Bob's leader with "alice.leader"
      Then Bob has 2 Life cards
      And "alice.leader" is rested
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 10-2-13-1
      And Alice has 3 active DON!!
      And Alice has 2 cards in her hand
      And "alice.leader" is rested

    # Sanji OP01-013: his cost takes Alice's top Life card into her hand; then +2000 and 2 of her rested
    # DON!! given to him: 3000 + 2000 + 2000 (the DON!!, Alice's turn). Her active DON!! stays in the
    # cost area. [Once Per Turn] refuses a second activation.
    @rule:10-2-2-1 @rule:10-2-13-1 @rule:8-3-1-1
    Scenario: Sanji takes a Life card into Alice's hand for +2000 and 2 rested DON!!
      Given the board "10-2/sanji_life.yaml"
      When Alice activates the effect of "alice.sanji"
      Then "alice.life_top" is in Alice's hand
      And Alice has 3 Life cards
      And Alice must choose a number
      When Alice chooses the number 2
      Then "alice.sanji" has 2 DON!! given
      And "alice.sanji" has 7000 power
      And Alice has 1 active DON!!
      And Alice has 1 rested DON!!
      When Alice activates the effect of "alice.sanji"
      Then the action is refused citing 10-2-13-1

    @rule:10-2-2-1 @rule:10-2-13-1
    Scenario: Monkey.D.Luffy takes 2 rested DON!! once a turn
      Given the board "10-2/luffy_rested_don.yaml"
      When Alice activates the effect of "alice.luffy"
      Then Alice must choose a number
      When Alice chooses the number 2
      Then "alice.luffy" has 2 DON!! given
      And "alice.luffy" has 5000 power
      And Alice has 1 active DON!!
      And Alice has 0 rested DON!!
      When Alice activates the effect of "alice.luffy"
      Then the action is refused citing 10-2-13-1

    # Kouzuki Oden OP01-031: only a Land of Wano card pays his cost (not Karoo); then up to 2 DON!! are
    # set active. A second activation is refused by [Once Per Turn], though Shinobu could pay again.
    @rule:10-2-2-1 @rule:10-2-13-1 @rule:8-3-1-1
    Scenario: Kouzuki Oden trashes a Land of Wano card to set 2 DON!! active, once a turn
      Given the board "10-2/oden_leader.yaml"
      When Alice activates the effect of "alice.leader"
      Then Alice can choose only "alice.raizo" and "alice.shinobu"
      When Alice chooses "alice.raizo"
      Then "alice.raizo" is in Alice's trash
      And Alice must choose a number
      When Alice chooses the number 2
      Then Alice has 2 active DON!!
      And Alice has 1 rested DON!!
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 10-2-13-1
      And "alice.shinobu" is in Alice's hand

  Rule: 10-2-14 "Trash" is choosing a card from your hand and placing it in the trash

    @rule:10-2-14-1 @rule:8-3-1-3
    Scenario: With no card in hand Eustass"Captain"Kid's cost cannot be paid, not even its DON!! part
      Given the board "10-2/kid_leader_no_hand.yaml"
      When Alice activates the effect of "alice.leader"
      Then the action is refused citing 8-3-1-3
      And Alice has 3 active DON!!
      And Alice has 0 rested DON!!
      And "alice.leader" is rested

  Rule: 10-2-4 The effects of [Counter] Events

    @rule:10-2-4-1 @rule:7-1-3-2-2 @rule:7-1-4-2 @rule:7-1-5-4
    Scenario: Guard Point gives Bob's leader +3000 for the battle and Alice's attack fails
      Given the board "10-2/counter_offered.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.guard"
      Then "bob.guard" is in Bob's trash
      And Bob has 0 active DON!!
      And Bob has 1 rested DON!!
      And Bob must choose a card
      When Bob chooses "bob.leader"
      Then Bob has 4 Life cards
      And "bob.leader" has 5000 power
      And nobody has to choose anything

    @rule:10-2-4-1 @rule:7-1-3-2-2 @rule:7-1-4-2
    Scenario: Guard Point saves Bob's attacked Character
      Given the board "10-2/guard_point_character.yaml"
      When Alice attacks "bob.heat" with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.guard"
      Then Bob must choose a card
      When Bob chooses "bob.heat"
      Then "bob.heat" is in Bob's Character area
      And "bob.heat" has 4000 power
      And "bob.guard" is in Bob's trash
      And Bob has 0 active DON!!

    @rule:10-2-4-1 @rule:7-1-3-2-2 @rule:1-3-8
    Scenario: Scalpel gives +2000, then sets a rested DON!! active again
      Bob pays 1 DON!! to play Scalpel, then its effect, in the order written, gives +2000 and sets
      up to 1 DON!! active.

      Given the board "10-2/scalpel.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.scalpel"
      Then Bob must choose a card
      When Bob chooses "bob.leader"
      Then Bob must choose a number
      When Bob chooses the number 1
      Then Bob has 4 Life cards
      And "bob.scalpel" is in Bob's trash
      And Bob has 1 active DON!!
      And Bob has 2 rested DON!!
      And "bob.leader" has 5000 power
      And nobody has to choose anything

    @rule:10-2-4-1 @rule:7-1-3-2-2
    Scenario: Repel costs 2 DON!!, gives +4000 and sets 1 DON!! active again
      Given the board "10-2/repel.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.repel"
      Then Bob has 0 active DON!!
      And Bob has 3 rested DON!!
      And Bob must choose a card
      When Bob chooses "bob.leader"
      Then Bob must choose a number
      When Bob chooses the number 1
      Then Bob has 4 Life cards
      And "bob.repel" is in Bob's trash
      And Bob has 1 active DON!!
      And Bob has 2 rested DON!!

    # Punk Gibson OP01-058: +4000 on Bob's leader for the battle, then Alice's Koby (cost 4) is rested;
    # her Fukurokuju (cost 6) may not be chosen. Alice's 5000 attack fails against 9000.
    @rule:10-2-4-1 @rule:7-1-3-2-2 @rule:8-4-4
    Scenario: Punk Gibson saves Bob's leader and rests Alice's Koby
      Given the board "10-2/punk_gibson_counter.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.gibson"
      And Bob chooses "bob.leader"
      Then Bob must choose a card among "alice.koby" and none
      When Bob chooses "alice.koby"
      Then "alice.koby" is rested
      And "alice.fukurokuju" is active
      And Bob has 4 Life cards
      And "bob.gibson" is in Bob's trash

    # Desert Spada OP01-088: Alice gives the attacked Mr.2 +2000 (6000 against 5000, so he is not K.O.'d),
    # then looks at her top 3 and puts them all at the bottom here, in the order she picks (3-1-7).
    @rule:10-2-4-1 @rule:7-1-3-2-1 @rule:11-3-2 @rule:3-1-7
    Scenario: Desert Spada saves Mr.2 and sends the top 3 of Alice's deck to the bottom in her order
      Given the board "10-2/desert_spada.yaml"
      When Bob attacks "alice.mr2" with "bob.leader"
      Then Alice must choose whether to use counters
      When Alice activates the Counter Event "alice.spada"
      Then Alice must choose a card among "alice.leader", "alice.mr2" and none
      When Alice chooses "alice.mr2"
      Then Alice must choose a card among "alice.deck_1", "alice.deck_2", "alice.deck_3" and none
      When Alice chooses "alice.deck_2"
      And Alice chooses "alice.deck_1"
      Then "alice.mr2" is in Alice's Character area
      And "alice.spada" is in Alice's trash
      And Alice's deck holds, from the top, "alice.deck_4", "alice.deck_5", "alice.deck_2", "alice.deck_1" and "alice.deck_3"
      And nobody has to choose anything

  Rule: 10-2-6 [On Play] with a number to choose

    @rule:10-2-6-1 @rule:6-5-5-2 @rule:4-8-1 @qa:ST01-011-2
    Scenario: Brook's [On Play] gives 2 rested DON!! to Alice's leader
      Given the board "10-2/brook_on_play.yaml"
      When Alice plays "alice.brook"
      Then Alice has 0 active DON!!
      And Alice has 4 rested DON!!
      And Alice must choose a card
      When Alice chooses "alice.leader"
      Then Alice must choose a number
      When Alice chooses the number 2
      Then "alice.leader" has 2 DON!! given
      And "alice.leader" has 7000 power
      And Alice has 2 rested DON!!
      And "alice.brook" is in Alice's Character area
      And nobody has to choose anything

    @rule:10-2-6-1 @rule:4-8-1 @qa:ST01-011-1
    Scenario: Brook's [On Play] may give only 1 of the 2 DON!!
      Given the board "10-2/brook_on_play.yaml"
      When Alice plays "alice.brook"
      And Alice chooses "alice.brook"
      Then Alice must choose a number
      When Alice chooses the number 1
      Then "alice.brook" has 1 DON!! given
      And "alice.brook" has 4000 power
      And Alice has 3 rested DON!!

  Rule: 10-2-8 [End of Your Opponent's Turn]

    # Test Night Watch stays synthetic: no ST01, ST02 or OP01 card has [End of Your Opponent's Turn].
    @rule:10-2-8-1 @rule:6-6-1-1 @rule:6-3-1
    Scenario: Test Night Watch draws at the end of its owner's opponent's turn only
      At the end of Alice's turn only Bob's Night Watch draws (then Bob draws for his Draw Phase);
      at the end of Bob's turn only Alice's draws (then Alice draws for hers).

      Given the board "10-2/night_watch.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And Bob has 2 cards in his hand
      And Alice has 0 cards in her hand
      When Bob ends his turn
      Then it is Alice's turn 5
      And Alice has 2 cards in her hand
      And Bob has 2 cards in his hand
      And nobody has to choose anything

  Rule: 10-2-10 DON!! −○ returns DON!! of the field to the DON!! deck

    # Page One OP01-112: [Activate: Main] [Once Per Turn] DON!! −1: this Character may also attack
    # your opponent's active Characters this turn. His attack on Bob's active Karoo shows the effect
    # resolved once the cost was paid.
    @rule:10-2-10-1 @rule:8-3-1-6
    Scenario: Page One returns a rested DON!! of the cost area, then may attack an active Character
      Given the board "10-2/don_spender.yaml"
      When Alice activates the effect of "alice.page_one"
      Then Alice must choose which DON!! to return
      When Alice returns a rested DON!! from her cost area
      Then Alice has 0 rested DON!!
      And Alice has 1 active DON!!
      And Alice has 9 DON!! in her DON!! deck
      And nobody has to choose anything
      When Alice attacks "bob.karoo" with "alice.page_one"
      Then "bob.karoo" is in Bob's trash

    # Returning the DON!! for the cost meets Test DON Watcher's timing; it waits until the Spender's
    # effect has resolved (8-6-3), then draws too. Both stay synthetic: no ST01, ST02 or OP01 card
    # reacts to DON!! returned to the DON!! deck, and the Spender's own draw (not Page One's silent
    # effect) is what shows that the Watcher waited for it.
    @rule:10-2-10-1 @rule:8-3-1-6 @rule:8-6-3
    Scenario: Returning a DON!! for Test DON Spender's cost sets off Test DON Watcher's draw
      Given the board "10-2/don_spender_watcher.yaml"
      When Alice activates the effect of "alice.spender"
      Then Alice must choose which DON!! to return
      When Alice returns a rested DON!! from her cost area
      Then Alice has 2 cards in her hand
      And "alice.top" is in Alice's hand
      And "alice.second" is in Alice's hand
      And Alice has 9 DON!! in her DON!! deck
      And nobody has to choose anything

    # DON!! −2 returns two DON!! cards, but as one event: 8-3-1-6 and 10-2-10-1 say to choose 2 DON!! and
    # return them (one instruction), and 8-4-1-3 pays the activation cost as a whole (ver.1.1.6 and ver.1.2.0
    # alike). An auto effect activates once each time its event occurs (8-1-3-1), so Test DON Watcher draws
    # 1 card, not 2, after King's On Play. An engine that returns the DON!! as two events draws twice.
    @rule:10-2-10-1 @rule:8-3-1-6 @rule:8-4-1-3 @rule:8-1-3-1
    Scenario: King's DON!! −2 returns two DON!! as one event, so Test DON Watcher draws once
      Given the board "10-2/king_don_minus_two_watcher.yaml"
      When Alice plays "alice.king"
      And Alice pays the optional cost
      Then Alice must choose which DON!! to return
      When Alice returns an active DON!! from her cost area
      Then Alice must choose which DON!! to return
      When Alice returns an active DON!! from her cost area
      Then nobody has to choose anything
      And Alice has 3 DON!! in her DON!! deck
      And Alice has 0 active DON!!
      And "alice.top" is in Alice's hand
      And "alice.second" is 1st from the top of Alice's deck
      And Alice has 1 card in her hand

    @rule:10-2-10-1 @rule:8-3-1-6
    Scenario: Page One may return an active DON!! instead
      Given the board "10-2/don_spender.yaml"
      When Alice activates the effect of "alice.page_one"
      Then Alice must choose which DON!! to return
      When Alice returns an active DON!! from her cost area
      Then Alice has 0 active DON!!
      And Alice has 1 rested DON!!
      And Alice has 9 DON!! in her DON!! deck
      When Alice attacks "bob.karoo" with "alice.page_one"
      Then "bob.karoo" is in Bob's trash

    @rule:10-2-10-1 @rule:8-3-1-6 @qa:rules-18
    Scenario: Page One may return the DON!! given to Alice's leader
      DON!! −○ takes DON!! from the Leader area and the Character area as well as the cost area.

      Given the board "10-2/don_spender_given.yaml"
      When Alice activates the effect of "alice.page_one"
      Then Alice must choose which DON!! to return
      When Alice chooses "alice.leader"
      Then "alice.leader" has 0 DON!! given
      And Alice has 10 DON!! in her DON!! deck
      When Alice attacks "bob.karoo" with "alice.page_one"
      Then "bob.karoo" is in Bob's trash

    @rule:10-2-10-1 @rule:8-3-1-3
    Scenario: Without any DON!! on the field Page One cannot be activated
      Given the board "10-2/don_spender_no_don.yaml"
      When Alice activates the effect of "alice.page_one"
      Then the action is refused citing 8-3-1-3
      And Alice has 10 DON!! in her DON!! deck
      When Alice attacks "bob.karoo" with "alice.page_one"
      Then the action is refused citing 7-1-1-2
      And "bob.karoo" is in Bob's Character area

  Rule: 10-2-15 [On Block] activates in the Block Step in which its [Blocker] was activated

    # Boa Hancock OP01-078: [Blocker]; [DON!! x1] [When Attacking] / [On Block]: if you have 5 or fewer
    # cards in your hand, draw 1. Bob's Hancock has the DON!! it needs and Bob's hand is empty.
    @rule:10-2-15-1 @rule:7-1-2-2 @rule:10-1-4-1 @rule:7-1-3-2-1
    Scenario: Boa Hancock blocks, draws Brook, and Brook's counter saves her
      The card drawn in the Block Step is in Bob's hand for the Counter Step that follows: Hancock's
      5000 and Brook's 2000 beat Franky's 6000.

      Given the board "10-2/block_drawer.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose a blocker
      When Bob blocks with "bob.drawer"
      Then "bob.top" is in Bob's hand
      And Bob must choose whether to use counters
      When Bob uses the counter of "bob.top" on "bob.drawer"
      Then "bob.top" is in Bob's trash
      And "bob.drawer" is in Bob's Character area
      And "bob.drawer" is rested
      And Bob has 4 Life cards
      And nobody has to choose anything

    @rule:10-2-15-1 @rule:7-1-2-2
    Scenario: Boa Hancock draws nothing when Bob does not block
      Franky's 6000 beats Bob's leader: the one card in Bob's hand is his Life card, not a draw.

      Given the board "10-2/block_drawer.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose a blocker
      When Bob declines to block
      Then "bob.top" is in Bob's deck
      And Bob has 3 Life cards
      And Bob has 1 card in his hand
      And "bob.drawer" is active
      And nobody has to choose anything

  Rule: 10-2-16 [On Your Opponent's Attack]

    # Donquixote Rosinante OP09-032: [On Your Opponent's Attack] [Once Per Turn] it sets itself active.
    # Its effect activates in the Attack Step (7-1-1), so a rested Rosinante stands up in time to block
    # (7-1-2) an attack aimed at another card (Q&A rules-54). Alice's own Rosinante stays rested: it is
    # not her opponent who attacks.
    @rule:10-2-16-1 @rule:7-1-1 @rule:7-1-2-1 @qa:rules-54
    Scenario: Bob's Rosinante sets itself active when Alice attacks, in time for the Block Step
      Given the board "10-2/rosinante_wakes.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then "bob.rosinante" is active
      And "alice.rosinante" is rested
      And Bob must choose a blocker among "bob.rosinante" and none
      When Bob declines to block
      Then Bob has 3 Life cards

    @rule:10-2-16-1 @rule:7-1-1-3 @rule:10-2-5-1
    Scenario: Rosinante sets itself active only after Jinbe's [When Attacking] effect
      Given the board "10-2/rosinante_wakes.yaml"
      When Alice attacks Bob's leader with "alice.jinbe"
      Then Alice must choose a card
      And "bob.rosinante" is rested
      When Alice chooses "alice.leader"
      Then "alice.leader" has 6000 power
      And "bob.rosinante" is active
      And Bob must choose a blocker among "bob.rosinante" and none
      When Bob declines to block
      Then Bob has 3 Life cards

  Rule: 10-2-13-4 A card that left the field and came back may use its [Once Per Turn] again

    # Nami goes back to Alice's hand for the cost of Trafalgar Law's [On Play] and is played again by
    # its effect: she is a new card (3-1-6), so her [Once Per Turn] effect may be activated a second
    # time in the same turn. Law himself is played as a sixth Character, so Alice first trashes one of
    # the five (3-7-6-1).
    @rule:10-2-13-4 @rule:10-2-13-1 @rule:3-7-6-1
    Scenario: Nami gives a DON!! again after leaving the field and coming back
      Given the board "10-2/nami_leaves_and_returns.yaml"
      When Alice activates the effect of "alice.nami"
      And Alice chooses "alice.leader"
      Then "alice.leader" has 1 DON!! given
      When Alice activates the effect of "alice.nami"
      Then the action is refused citing 10-2-13-1
      When Alice plays "alice.law"
      Then Alice must choose which Character to trash among "alice.nami", "alice.karoo", "alice.robin", "alice.vivi" and "alice.franky"
      When Alice chooses "alice.karoo"
      Then "alice.law" is in Alice's Character area
      And Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      Then Alice must choose a card among "alice.nami", "alice.robin", "alice.vivi", "alice.franky" and "alice.law"
      When Alice chooses "alice.nami"
      Then "alice.nami" is in Alice's hand
      And Alice must choose a card among "alice.nami" and none
      When Alice chooses "alice.nami"
      Then "alice.nami" is in Alice's Character area
      And Alice has 5 Characters
      When Alice activates the effect of "alice.nami"
      And Alice chooses "alice.leader"
      Then "alice.leader" has 2 DON!! given
      And nobody has to choose anything
