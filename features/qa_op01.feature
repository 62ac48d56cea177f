Feature: Official Q&A on the cards of OP01
  Rulings of Bandai's Q&A for booster set OP01 (qa_op01.md, read through
  Palhuca/OnePieceTCG_DiscordBot data/QA/qa_op01.md) that no scenario of a clause's own feature
  already showed. Each scenario states the official answer in our words; opcg_oracle/rules/data/qa.yaml
  lists every OP01 entry of that file.

  Rule: Red cards

    @rule:10-2-9-1 @rule:8-3-2-3 @qa:OP01-001-1
    Scenario: Zoro's leader effect with 2 DON!! still gives Karoo +1000 only
      Official answer (OP01-001, 1st): a second DON!! on the Leader does not make it +2000.

      Given the board "qa/zoro_two_don.yaml"
      Then "alice.karoo" has 4000 power

    @rule:7-1-1-1 @rule:10-2-2-1 @qa:OP01-003-1
    Scenario: Zoro attacks, Luffy's leader effect sets him active, and he attacks again
      Official answer (OP01-003, 1st): a Character set active by this effect may attack again.

      Given the board "qa/luffy_leader_again.yaml"
      When Alice attacks "bob.karoo1" with "alice.zoro"
      Then "bob.karoo1" is in Bob's trash
      When Alice activates the effect of "alice.leader"
      And Alice chooses "alice.zoro"
      Then "alice.zoro" is active
      And "alice.zoro" has 6000 power
      When Alice attacks "bob.karoo2" with "alice.zoro"
      Then "bob.karoo2" is in Bob's trash

    @rule:8-1-3-2-3 @rule:8-5-1 @qa:OP01-004-1 @qa:OP01-004-4
    Scenario: Red Hawk K.O.s the attacking Usopp, who then draws nothing for Bob's Event
      Official answers (OP01-004, 1st and 4th): "when your opponent activates an Event" activates once
      the Event has resolved; Usopp, K.O.'d by that Event, is no longer there to draw.

      Given the board "qa/usopp_red_hawk.yaml"
      When Alice attacks Bob's leader with "alice.usopp"
      And Bob activates the Counter Event "bob.hawk"
      And Bob chooses "bob.leader"
      And Bob chooses "alice.usopp"
      Then "alice.usopp" is in Alice's trash
      And "alice.top" is 1st from the top of Alice's deck
      And Alice has 0 cards in her hand

    @rule:10-1-5-1 @rule:8-5-1 @qa:OP01-004-2
    Scenario: Bob activates Scalpel's [Trigger] and Usopp draws nothing
      Official answer (OP01-004, 2nd): activating a [Trigger] is not activating an Event.

      Given the board "qa/usopp_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      And Bob chooses the number 1
      Then "bob.scalpel" is in Bob's trash
      And "alice.top" is 1st from the top of Alice's deck
      And Alice has 0 cards in her hand

    @rule:8-1-2 @rule:8-5-1 @qa:OP01-004-3
    Scenario: Bob activates Scalpel from his hand and Usopp draws for Alice without asking her
      Official answer (OP01-004, 3rd): with a DON!! given, Usopp's draw is not optional.

      Given the board "qa/usopp_scalpel.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.scalpel"
      And Bob chooses "bob.leader"
      And Bob chooses the number 1
      Then "alice.top" is in Alice's hand

    @rule:10-1-4-1 @rule:10-2-15-1 @qa:OP01-014-1
    Scenario: Jinbe may block with nothing in Bob's hand for his [On Block]
      Official answer (OP01-014, 1st): Jinbe's [Blocker] may be used though no card could be played.

      Given the board "qa/jinbe_empty_hand.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.jinbe" and none
      When Bob blocks with "bob.jinbe"
      Then "bob.jinbe" is in Bob's trash
      And Bob has 4 Life cards

    @rule:10-2-2-1 @rule:8-3-1-1 @qa:OP01-020-1
    Scenario: Hyogoro is played and rests for his effect in the same turn
      Official answer (OP01-020, 1st): his "rest this Character" effect may be used the turn he is played.

      Given the board "qa/hyogoro_in_hand.yaml"
      When Alice plays "alice.hyogoro"
      And Alice activates the effect of "alice.hyogoro"
      And Alice chooses "alice.leader"
      Then "alice.hyogoro" is rested
      And "alice.leader" has 7000 power

    @rule:3-7-4 @rule:10-2-9-1 @qa:OP01-021-1
    Scenario: Franky with a DON!! cannot attack in the turn he is played
      Official answer (OP01-021, 1st): his [DON!! x1] widens his targets but does not let him attack the
      turn he is played.

      Given the board "qa/franky_in_hand.yaml"
      When Alice plays "alice.franky"
      And Alice gives 1 DON!! to "alice.franky"
      And Alice attacks "bob.karoo" with "alice.franky"
      Then the action is refused citing 3-7-4
      And "alice.franky" is active

    @rule:10-2-5-1 @qa:OP01-022-1
    Scenario: Brook's −2000 goes to two different Characters, never twice to one
      Official answer (OP01-022, 1st): the up to 2 Characters must be different.

      Given the board "qa/brook_two.yaml"
      When Alice attacks Bob's leader with "alice.brook"
      And Alice chooses "bob.karoo1"
      Then Alice must choose a card among "bob.karoo2" and none
      When Alice chooses "bob.karoo2"
      Then "bob.karoo1" has 1000 power
      And "bob.karoo2" has 1000 power

    @rule:10-2-1-3 @rule:10-2-3-1 @qa:OP01-024-1
    Scenario: Luffy with 2 DON!! is K.O.'d by Gum-Gum Jet Pistol's effect
      Official answer (OP01-024, 1st): his [DON!! x2] protects him from K.O. as a battle result only,
      not from K.O. by effects.

      Given the board "qa/luffy_strike_safe.yaml"
      When Alice plays "alice.pistol"
      And Alice chooses "bob.luffy"
      Then "bob.luffy" is in Bob's trash

    @rule:7-1-3-2 @rule:7-1-3-2-3 @qa:OP01-026-2
    Scenario: After Red Hawk K.O.s the attacking Sai, Bob still uses Karoo's Counter
      Official answer (OP01-026, 2nd): once the attacker is K.O.'d, another Counter may still be used;
      the battle ends only at the end of the Counter Step.

      Given the board "qa/red_hawk_then_counter.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      And Bob activates the Counter Event "bob.hawk"
      And Bob chooses "bob.leader"
      And Bob chooses "alice.sai"
      Then "alice.sai" is in Alice's trash
      When Bob uses the counter of "bob.karoo" on his leader
      Then "bob.karoo" is in Bob's trash
      And Bob has 4 Life cards

  Rule: Green cards

    @rule:7-1-1-2 @rule:7-1-1-3 @qa:OP01-035-1
    Scenario: Okiku rests Karoo as she attacks Bob's leader, and the leader stays her target
      Official answer (OP01-035, 1st): the target is chosen before her [When Attacking] resolves, so the
      Character it rests cannot become the target.

      Given the board "qa/okiku.yaml"
      When Alice attacks Bob's leader with "alice.okiku"
      And Alice chooses "bob.karoo"
      Then "bob.karoo" is rested
      And "bob.karoo" is in Bob's Character area
      And Bob has 3 Life cards

    @rule:4-10-1 @rule:8-3-3 @qa:OP01-040-1
    Scenario: Kin'emon is played under a leader who is not Kouzuki Oden and plays nobody
      Official answer (OP01-040, 1st): he may be played; his [On Play] does nothing.

      Given the board "qa/kinemon_no_oden.yaml"
      When Alice plays "alice.kinemon"
      Then "alice.kinemon" is in Alice's Character area
      And "alice.kawamatsu" is in Alice's hand
      And nobody has to choose anything

    @rule:8-3-1-4 @rule:8-3-3 @qa:OP01-042-1
    Scenario: Komurasaki's cost is paid under a leader who is not Kouzuki Oden, and Otsuru stays rested
      Official answer (OP01-042, 1st): the [On Play] cost may be paid, but the effect does nothing.

      Given the board "qa/komurasaki_no_oden.yaml"
      When Alice plays "alice.komurasaki"
      And Alice pays the optional cost
      Then Alice has 0 active DON!!
      And Alice has 4 rested DON!!
      And "alice.otsuru" is rested

    @rule:8-3-3 @rule:10-2-5-1 @qa:OP01-046-1
    Scenario: Denjiro attacks under a leader who is not Kouzuki Oden and sets no DON!! active
      Official answer (OP01-046, 1st): he may attack; his [When Attacking] does nothing.

      Given the board "qa/denjiro_no_oden.yaml"
      When Alice attacks Bob's leader with "alice.denjiro"
      Then Alice has 2 rested DON!!
      And Alice has 0 active DON!!
      And Bob has 3 Life cards

    @rule:8-3-3 @rule:10-2-5-1 @qa:OP01-052-1
    Scenario: Raizo, rested to attack, counts with Karoo as 2 rested Characters and Alice draws
      Official answer (OP01-052, 1st): the attacking Raizo counts among the rested Characters.

      Given the board "qa/raizo.yaml"
      When Alice attacks Bob's leader with "alice.raizo"
      Then "alice.top" is in Alice's hand

    @rule:7-1-1-2 @rule:7-1-3-2-2 @qa:OP01-057-1
    Scenario: Paradise Waterfall sets the attacked Karoo active and the attack on him goes on
      Official answer (OP01-057, 1st): the target was already set; standing up does not call off the
      attack. Karoo's 5000 ties Alice's leader, who wins the tie.

      Given the board "qa/waterfall_target.yaml"
      When Alice attacks "bob.karoo" with "alice.leader"
      And Bob activates the Counter Event "bob.waterfall"
      And Bob chooses "bob.karoo"
      And Bob chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash

    @rule:7-1-2-1 @rule:7-1-3-2-2 @qa:OP01-057-2
    Scenario: Chopper set active by Paradise Waterfall cannot block in that battle
      Official answer (OP01-057, 2nd): the Block Step of the battle is over.

      Given the board "qa/waterfall_blocker.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.waterfall"
      And Bob chooses "bob.leader"
      And Bob chooses "bob.chopper"
      Then "bob.chopper" is active
      And nobody has to choose anything
      And Bob has 4 Life cards
