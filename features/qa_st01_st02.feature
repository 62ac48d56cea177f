Feature: Official Q&A on the cards of ST01 and ST02
  Rulings of Bandai's Q&A for the starter decks (qa_st-01-st-04.md, read through
  Palhuca/OnePieceTCG_DiscordBot data/QA/qa_st-01-st-04.md) that no scenario of a clause's own
  feature already showed. Each scenario states the official answer in our words;
  opcg_oracle/rules/data/qa.yaml lists every ST01 and ST02 entry of that file.

  Rule: ST01 Straw Hat Crew

    @rule:6-5-5-1 @rule:10-2-2-1 @qa:ST01-001-1
    Scenario: Luffy's leader effect cannot take the DON!! given to Karoo, since it is not a rested DON!! of the cost area
      Official answer (ST01-001, 1st): a DON!! already given to a Character is not a rested DON!!.

      Given the board "qa/luffy_no_rested_don.yaml"
      When Alice activates the effect of "alice.leader"
      And Alice chooses "alice.leader"
      Then "alice.karoo" has 1 DON!! given
      And "alice.leader" has 0 DON!! given
      And Alice has 0 rested DON!!

    @rule:7-1-2-1 @rule:10-1-4-1 @rule:7-1-3-2-1 @qa:ST01-002-1
    Scenario: Chopper blocks Usopp, reaches 5000 with two Counters and stays the target, so he is K.O.'d
      Official answer (ST01-002, 1st): once [Blocker] is activated, the blocker stays the attack's target
      even if a Counter lifts it to the power Usopp's effect forbids. Usopp's 5000 against Chopper's
      5000: the attacker wins the tie and Chopper is K.O.'d; Bob's leader takes no damage.

      Given the board "qa/usopp_blocked.yaml"
      When Alice attacks Bob's leader with "alice.usopp"
      And Bob blocks with "bob.chopper"
      And Bob uses the counter of "bob.sanji1" on "bob.chopper"
      And Bob uses the counter of "bob.sanji2" on "bob.chopper"
      Then "bob.chopper" is in Bob's trash
      And Bob has 4 Life cards

    @rule:10-2-5-1 @qa:ST01-005-1
    Scenario: The attacking Jinbe gives his +1000 to the other Jinbe
      Official answer (ST01-005, 1st): "other than this card" excludes only the attacking Jinbe himself,
      not another card of the same name.

      Given the board "qa/two_jinbe.yaml"
      When Alice attacks Bob's leader with "alice.jinbe1"
      And Alice chooses "alice.jinbe2"
      Then "alice.jinbe2" has 6000 power

    @rule:10-2-2-1 @qa:ST01-007-1
    Scenario: Nami's [Activate: Main] gives the rested DON!! to Nami herself
      Official answer (ST01-007, 1st): Nami may give the DON!! to herself.

      Given the board "qa/nami_self.yaml"
      When Alice activates the effect of "alice.nami"
      And Alice chooses "alice.nami"
      Then "alice.nami" has 1 DON!! given
      And "alice.nami" has 2000 power

    @rule:10-2-5-1 @rule:7-1-5-3 @rule:7-1-2-1 @qa:ST01-012-1
    Scenario: After Luffy's unblockable battle, Bob may block the attack of Alice's leader
      Official answer (ST01-012, 1st): Luffy's effect stops [Blocker] only in the battle where it
      activated; the next attack, by another card, may be blocked.

      Given the board "qa/luffy_then_leader.yaml"
      When Alice attacks Bob's leader with "alice.luffy"
      Then Bob has 3 Life cards
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.bege" and none
      When Bob blocks with "bob.bege"
      Then "bob.bege" is in Bob's trash
      And Bob has 3 Life cards

    @rule:10-2-3-1 @rule:4-9-2 @qa:ST01-015-1
    Scenario: Gum-Gum Jet Pistol cannot choose Koby, whose printed 6000 is now 7000
      Official answer (ST01-015, 1st): only a Character whose power is now 6000 or less may be K.O.'d.

      Given the board "qa/jet_pistol_raised.yaml"
      When Alice plays "alice.pistol"
      Then Alice must choose a card among "bob.karoo" and none
      When Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash
      And "bob.koby" is in Bob's Character area

    @rule:10-2-3-1 @rule:7-1-2-1 @qa:ST01-016-1
    Scenario: After the leader chosen with Diable Jambe has attacked, Bob may block Karoo's attack
      Official answer (ST01-016, 1st): the ban on [Blocker] covers only the attacks of the chosen card.

      Given the board "qa/jambe_then_karoo.yaml"
      When Alice plays "alice.jambe"
      And Alice chooses "alice.leader"
      And Alice attacks Bob's leader with "alice.leader"
      Then Bob has 3 Life cards
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob must choose a blocker among "bob.bege" and none
      When Bob blocks with "bob.bege"
      Then "bob.bege" is in Bob's trash
      And Bob has 3 Life cards

    @rule:10-1-4-1 @rule:10-1-5-1 @qa:ST01-016-2
    Scenario: Diable Jambe's [Trigger] may K.O. Chopper, who has [Blocker], not Usopp, whose text only names it
      Official answer (ST01-016, 2nd): only a Character that has [Blocker] itself may be K.O.'d.

      Given the board "qa/jambe_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then Bob must choose a card among "alice.chopper" and none
      When Bob chooses "alice.chopper"
      Then "alice.chopper" is in Alice's trash
      And "alice.usopp" is in Alice's Character area

    @rule:10-2-2-1 @rule:3-8-4 @qa:ST01-017-1
    Scenario: Thousand Sunny is played and rests for its effect in the same turn
      Official answer (ST01-017, 1st): a Stage may use its "rest this Stage" effect the turn it is played.

      Given the board "qa/sunny_in_hand.yaml"
      When Alice plays "alice.sunny"
      And Alice activates the effect of "alice.sunny"
      And Alice chooses "alice.leader"
      Then "alice.sunny" is rested
      And "alice.leader" has 6000 power

  Rule: ST02 Worst Generation

    @rule:7-1-4-1 @rule:8-1-3-4-4 @rule:8-3-3 @qa:ST02-003-1
    Scenario: Red Hawk K.O.s Karoo during Urouge's attack, and Urouge battles without his +2000
      Official answer (ST02-003, 1st): Urouge's +2000 counts if there are 3 or more Characters when the
      Damage Step compares power. Red Hawk gives its +4000 to Bepo, not to Bob's leader, and K.O.s
      Karoo: Urouge meets Bob's 5000 leader with 4000 and deals no damage.

      Given the board "qa/urouge_loses_a_friend.yaml"
      Then "alice.urouge" has 6000 power
      When Alice attacks Bob's leader with "alice.urouge"
      And Bob activates the Counter Event "bob.hawk"
      And Bob chooses "bob.bepo"
      And Bob chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And "alice.urouge" has 4000 power
      And Bob has 4 Life cards

    @rule:8-3-2-3 @rule:10-2-9-1 @qa:ST02-003-3
    Scenario: Urouge with 1 DON!! and 3 Characters has 5000 in Bob's turn
      Official answer (ST02-003, 3rd): the [DON!! x1] +2000 holds in both players' turns. The DON!!
      itself adds nothing in Bob's turn (6-5-5-2).

      Given the board "qa/urouge_opponents_turn.yaml"
      Then "alice.urouge" has 5000 power

    @rule:10-2-2-1 @rule:8-3-1-1 @qa:ST02-007-3
    Scenario: Jewelry Bonney is played and rests for her effect in the same turn
      Official answer (ST02-007, 3rd): her "rest this card" effect may be used the turn she is played.

      Given the board "qa/bonney_in_hand.yaml"
      When Alice plays "alice.bonney"
      And Alice activates the effect of "alice.bonney"
      Then "alice.bonney" is rested
      And Alice has 0 active DON!!
      And Alice must choose a card among "alice.urouge" and none
      When Alice chooses "alice.urouge"
      Then "alice.urouge" is in Alice's hand
      When Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then nobody has to choose anything

    @rule:7-1-1-1 @rule:10-2-6-1 @qa:ST02-009-1
    Scenario: Apoo attacks, Law sets him active, and he attacks again
      Official answer (ST02-009, 1st): a Character set active by Law may attack again.

      Given the board "qa/law_again.yaml"
      When Alice attacks "bob.karoo" with "alice.apoo"
      Then "bob.karoo" is in Bob's trash
      When Alice plays "alice.law"
      And Alice chooses "alice.apoo"
      And Alice attacks "bob.karoo2" with "alice.apoo"
      Then "bob.karoo2" is in Bob's trash
      And "alice.apoo" is rested

    @rule:2-2 @rule:10-2-6-1 @qa:ST02-009-2
    Scenario: Law's [On Play] may set Apoo active but not Alice's rested leader
      Official answer (ST02-009, 2nd): Law's effect speaks of Characters, so a Leader is not a choice.

      Given the board "qa/law_again.yaml"
      When Alice attacks "bob.karoo" with "alice.apoo"
      And Alice plays "alice.law"
      Then Alice must choose a card among "alice.apoo" and none
      When Alice chooses no more cards
      Then "alice.leader" is rested
      And "alice.apoo" is rested

    @rule:7-1-2-1 @rule:10-1-4-1 @qa:ST02-010-3
    Scenario: Hawkins attacks Bob's leader, Bege blocks, and Hawkins is set active
      Official answer (ST02-010, 3rd): blocked by a Character, Hawkins battles a Character and becomes
      active.

      Given the board "qa/hawkins_blocked.yaml"
      When Alice attacks Bob's leader with "alice.hawkins"
      And Bob blocks with "bob.bege"
      Then "bob.bege" is in Bob's trash
      And "alice.hawkins" is active

    @rule:7-1-2-3 @rule:3-7-6-1 @rule:10-2-15-1 @qa:ST02-010-4 @qa:ST02-010-5 @qa:OP01-014-2
    Scenario: Bob's Jinbe blocks Hawkins, plays Usopp and is trashed for room, and Hawkins stays rested
      Official answers (ST02-010, 4th and 5th): the blocker left the field in the Block Step, so the
      battle ends without Counter or Damage Step; Hawkins never battled a Character to the end and
      stays rested.

      Given the board "qa/hawkins_jinbe.yaml"
      When Alice attacks Bob's leader with "alice.hawkins"
      And Bob blocks with "bob.jinbe"
      And Bob chooses "bob.usopp"
      And Bob chooses "bob.jinbe"
      Then "bob.jinbe" is in Bob's trash
      And "bob.usopp" is in Bob's Character area
      And "alice.hawkins" is rested
      And Bob has 4 Life cards

    @rule:1-3-2 @rule:4-8-1 @qa:ST02-015-2
    Scenario: Scalpel's [Trigger] with only 1 rested DON!! sets that one active
      Official answer (ST02-015, 2nd): the [Trigger] may be used with fewer DON!! than it names, and
      then 0 or 1 is set active.

      Given the board "qa/scalpel_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then Bob must choose a number among 0 and 1
      When Bob chooses the number 1
      Then Bob has 1 active DON!!
      And "bob.scalpel" is in Bob's trash

    @rule:4-8-1 @rule:10-2-4-1 @qa:ST02-016-1
    Scenario: Repel sets no DON!! active when Bob chooses 0
      Official answer (ST02-016, 1st): Repel's [Counter] may set no DON!! active.

      Given the board "10-2/repel.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.repel"
      And Bob chooses "bob.leader"
      And Bob chooses the number 0
      Then Bob has 4 Life cards
      And Bob has 0 active DON!!
      And Bob has 3 rested DON!!

    @rule:4-7-1 @rule:10-1-5-1 @qa:ST02-017-2
    Scenario: Straw Sword's [Trigger] offers the Supernovas Character Bege, not the Supernovas Events
      Official answer (ST02-017, 2nd): the [Trigger] plays a Character or a Stage card, never an Event.

      Given the board "qa/straw_sword_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      Then Bob must choose a card among "bob.bege" and none
      When Bob chooses "bob.bege"
      Then "bob.bege" is in Bob's Character area
      And "bob.scalpel" is in Bob's hand
      And "bob.repel" is in Bob's hand
