Feature: Official Q&A on the general rules
  Rulings of Bandai's general rules Q&A (qa_rules.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_rules.md) that no scenario of a clause's own feature already showed. Each scenario states
  the official answer in our words; opcg_oracle/rules/data/qa.yaml lists every entry of that file.

  Rule: 6-5-5-1 Only a DON!! of the cost area can be given

    @rule:6-5-5-1 @qa:rules-4
    Scenario: A DON!! already given to Karoo cannot be moved onto Alice's leader
      Official answer (rules-4): a DON!! given to one Character cannot be passed on to another in the
      Main Phase. With her cost area empty, Alice has nothing to give.

      Given the board "qa/given_don_stays.yaml"
      When Alice gives 1 DON!! to her leader
      Then the action is refused citing 6-5-5-1
      And "alice.karoo" has 1 DON!! given
      And "alice.leader" has 0 DON!! given

  Rule: 3-4 The hand has no size limit

    @rule:3-4-1 @rule:6-6 @qa:rules-6
    Scenario: Alice ends her turn with 12 cards in her hand and keeps all of them
      Official answer (rules-6): there is no limit to the number of cards in a hand.

      Given the board "qa/big_hand.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And Alice has 12 cards in her hand

  Rule: 1-3-7 Power is added and taken away below 0 as well

    @rule:1-3-7 @rule:1-3-7-1 @qa:rules-7
    Scenario: Koby's 6000 with −10000 is −4000
      Official answer (rules-7): a 6000-power Character given −10000 has −4000 power.

      Given the board "qa/minus_ten_thousand.yaml"
      Then "alice.koby" has -4000 power
      And "alice.koby" is in Alice's Character area

    @rule:1-3-7 @rule:6-5-5-2 @qa:rules-8
    Scenario: A DON!! given to Koby at −4000 brings him to −3000
      Official answer (rules-8): a Character at −4000 given 1 DON!! has −3000 power.

      Given the board "qa/minus_ten_thousand.yaml"
      When Alice gives 1 DON!! to "alice.koby"
      Then "alice.koby" has -3000 power

    @rule:1-3-7 @rule:7-1-4-1 @rule:7-1-4-1-2 @qa:rules-15
    Scenario: Karoo at −2000 attacks Bepo at −2000 and K.O.s him
      Official answer (rules-15): at equal negative power the attacker wins, and the Character it
      attacked is K.O.'d.

      Given the board "qa/equal_negative.yaml"
      When Alice attacks "bob.bepo" with "alice.karoo"
      Then "bob.bepo" is in Bob's trash
      And "alice.karoo" is in Alice's Character area

    @rule:1-3-7 @rule:7-1-4-1 @rule:7-1-4-1-1 @qa:rules-15
    Scenario: Karoo at −2000 attacks Bob's leader at −2000 and deals 1 damage
      Official answer (rules-15): against a Leader of equal negative power the attacker also wins and
      deals 1 damage.

      Given the board "qa/equal_negative.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob has 3 Life cards
      And Bob has 1 card in his hand

    @rule:7-1-4-1 @rule:7-1-4-1-2 @qa:rules-16
    Scenario: Karoo at 0 power wins against Bepo at 0 power, who is K.O.'d
      Official answer (rules-16): a 0-power attacker that wins against a 0-power Character K.O.s it.

      Given the board "qa/zero_power.yaml"
      When Alice attacks "bob.bepo" with "alice.karoo"
      Then "bob.bepo" is in Bob's trash

  Rule: 7-1-3-2-1 Using a Character card's Counter costs nothing

    @rule:7-1-3-2-1 @qa:rules-21
    Scenario: Bob uses Karoo's Counter and his 2 DON!! stay active
      Official answer (rules-21): a Character card's Counter is used without paying any cost.

      Given the board "qa/counter_free.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob uses the counter of "bob.karoo" on his leader
      Then "bob.karoo" is in Bob's trash
      And Bob has 4 Life cards
      And Bob has 2 active DON!!
      And Bob has 0 rested DON!!

  Rule: 10-2-17 [On K.O.] is about its own card being K.O.'d

    @rule:10-2-17-1 @rule:7-1-4-1-2 @qa:rules-24
    Scenario: Miss Doublefinger K.O.s Karoo in battle and her [On K.O.] draws nothing
      Official answer (rules-24): [On K.O.] activates when its own Character is K.O.'d, never when that
      Character K.O.s another.

      Given the board "qa/doublefinger_attacks.yaml"
      When Alice attacks "bob.karoo" with "alice.zala"
      Then "bob.karoo" is in Bob's trash
      And "alice.zala" is in Alice's Character area
      And Alice has 0 cards in her hand
      And "alice.top" is 1st from the top of Alice's deck
      And nobody has to choose anything

  Rule: 10-2-5 [When Attacking] is about its own card attacking

    @rule:10-2-5-1 @rule:7-1-1-3 @qa:rules-27
    Scenario: Alice's leader attacks and Jinbe's [When Attacking] does not activate
      Official answer (rules-27): [When Attacking] activates only when the card that has it attacks.
      Jinbe keeps the 6000 of his DON!! and gives the leader nothing.

      Given the board "qa/jinbe_stays_home.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "alice.leader" has 5000 power
      And "alice.jinbe" has 6000 power

  Rule: 3-1-6 An effect that has resolved outlives its card leaving the field

    @rule:3-1-6 @rule:3-8-5-1 @rule:10-2-2-1 @qa:rules-41
    Scenario: Thousand Sunny's +1000 stays on Alice's leader after that Sunny is replaced and trashed
      Official answer (rules-41): an effect lasting during this turn, once resolved, still holds after
      the card that produced it moves to another area.

      Given the board "qa/sunny_replaced.yaml"
      When Alice activates the effect of "alice.old"
      And Alice chooses "alice.leader"
      Then "alice.leader" has 6000 power
      When Alice plays "alice.new"
      Then "alice.old" is in Alice's trash
      And "alice.leader" has 6000 power

  Rule: 10-1-5 [Trigger]

    @rule:10-1-5-1 @rule:8-5-1 @qa:rules-42 @qa:OP01-062-3
    Scenario: Bob activates Diable Jambe's [Trigger] from his Life and Crocodile's Event draw does not activate
      Official answer (rules-42): activating an Event's [Trigger] is not activating the Event, so an
      effect of "when you activate an Event" does not activate.

      Given the board "qa/crocodile_trigger_event.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.jambe" is in Bob's trash
      And nobody has to choose anything
      And Bob has 0 cards in his hand
      And "bob.top" is 1st from the top of Bob's deck

    @rule:3-10-2-1 @rule:10-1-5-1 @qa:rules-46
    Scenario: The face-up Usopp of Bob's Life offers his [Trigger] when damage takes him
      Official answer (rules-46): the [Trigger] of a Life card placed face up may be activated.

      Given the board "qa/face_up_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.usopp" is in Bob's Character area
      And Bob has 2 Life cards

  Rule: 4-4 Only cards of the cost area are rested or set active by effects

    @rule:4-4-1 @rule:10-2-5-1 @qa:rules-50 @qa:ST02-008-1 @qa:ST02-008-2
    Scenario: Scratchmen Apoo finds no active DON!! of Bob's cost area, and the one given to Bob's leader is not rested
      Official answers (rules-50; ST02-008, 1st and 2nd): an effect cannot rest a DON!! given to a card,
      and Apoo chooses only among the active DON!! of the opponent's cost area, never a rested one.

      Given the board "qa/apoo_given_don.yaml"
      When Alice attacks Bob's leader with "alice.apoo"
      Then nobody has to choose anything
      And "bob.leader" has 1 DON!! given
      And Bob has 1 rested DON!!
      And Bob has 0 active DON!!

  Rule: 10-1-2 [Double Attack]: the damage is fixed at 2

    @rule:10-1-2-1 @rule:7-1-4-1-1-3 @rule:10-1-5-1 @qa:rules-35
    Scenario: Overheat's [Trigger] from the first damage returns the Double Attacker to Alice's hand and the second damage is still dealt
      Official answer (rules-35): once 2 damage is decided, both are dealt even if the attacker leaves
      the field or loses [Double Attack] through the [Trigger] of the first.

      Given the board "qa/double_attack_bounced.yaml"
      When Alice attacks Bob's leader with "alice.attacker"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      And Bob chooses "alice.attacker"
      Then "alice.attacker" is in Alice's hand
      And "bob.overheat" is in Bob's trash
      And "bob.second" is in Bob's hand
      And Bob has 1 Life card

  Rule: 10-1-5 [Trigger] only for Life cards checked by damage

    @rule:10-1-5-1 @rule:3-10-2-1 @qa:rules-38
    Scenario: Test Life Keeper trashes Usopp from Alice's Life and his [Trigger] is not offered
      Official answer (rules-38): a Life card moved by an effect (added to hand, trashed) cannot use its
      [Trigger]; only damage offers it.

      Given the board "qa/life_keeper_trigger.yaml"
      When Alice plays "alice.keeper"
      Then "alice.usopp" is in Alice's trash
      And nobody has to choose anything
      And Alice has 0 Characters
