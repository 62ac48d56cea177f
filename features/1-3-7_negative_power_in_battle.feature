Feature: 1-3-7 Negative power in battles without card text
  Power can go below 0 (1-3-7; 1-3-6-1 in ver.1.2.0), and a negative power is a number like any other: the
  Damage Step compares it as it is (7-1-4-1), a Counter adds its value to it (7-1-3-2-1), and a card with
  negative power still attacks and blocks. The powers here come from effects that lasted this turn and
  are written on the boards; no card's text plays a part.

  Rule: 1-3-7 A negative power is compared as it is, not as 0

    # -2000 is less than -1000, so Karoo loses (7-1-4-2) and Bepo stays. An engine that counted a power
    # below 0 as 0 when comparing would see 0 against 0, a win for the attacker (7-1-4-1), and K.O. Bepo.
    @rule:1-3-7 @rule:1-3-7-1 @rule:7-1-4-2
    Scenario: Karoo at -2000 attacks Bepo at -1000 and loses, and Bepo stays on the field
      Given the board "1-3-7/below_zero_against_character.yaml"
      When Alice attacks "bob.bepo" with "alice.karoo"
      Then "bob.bepo" is in Bob's Character area
      And "alice.karoo" is in Alice's Character area
      And "alice.karoo" is rested
      And "alice.karoo" has -2000 power
      And nobody has to choose anything

    # The same against a leader: Vivi's -1000 is less than the 0 of Bob's leader, so the attack fails and
    # Bob takes no damage. Counted as 0, -1000 would tie with 0 and deal 1 damage.
    @rule:1-3-7 @rule:7-1-4-2 @rule:7-1-4-1-1
    Scenario: Vivi at -1000 attacks Bob's leader at 0 and deals no damage
      Given the board "1-3-7/below_zero_against_leader.yaml"
      When Alice attacks Bob's leader with "alice.vivi"
      Then Bob has 4 Life cards
      And Bob has 0 cards in his hand
      And "alice.vivi" is rested
      And the game is not over

    # A Blocker at -1000 may block (10-1-4-1: its power plays no part in whether it may), and then it is the
    # card battling Karoo at -2000: it wins, so it stays, rested (7-1-2-1). An engine that refused a
    # [Blocker] whose power is not above 0 asks Bob nothing; one that compared below 0 as 0 K.O.s Bege.
    @rule:1-3-7 @rule:1-3-7-1 @rule:10-1-4-1 @rule:7-1-4-2
    Scenario: Bege at -1000 blocks Karoo at -2000 and survives the battle
      Given the board "1-3-7/below_zero_blocker.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob must choose a blocker among "bob.bege" and none
      When Bob blocks with "bob.bege"
      Then "bob.bege" is in Bob's Character area
      And "bob.bege" is rested
      And Bob has 4 Life cards
      And nobody has to choose anything

  Rule: 1-3-7 A Counter adds its value to a negative power

    # Komachiyo's Counter adds 1000 to Heat's -3000 (7-1-3-2-1): -2000, not 1000 as it would be if a power
    # below 0 were raised from 0. At -2000 Heat still loses to Vivi's -1000 and is K.O.'d. (Nothing is read
    # between the Counter and "done": the outcome of the battle shows the power.)
    @rule:1-3-7 @rule:7-1-3-2-1 @rule:2-10-1 @rule:7-1-4-1-2
    Scenario: A Counter of +1000 takes Heat from -3000 to -2000, and Vivi at -1000 still K.O.s him
      Given the board "1-3-7/counter_below_zero.yaml"
      When Alice attacks "bob.heat" with "alice.vivi"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.komachiyo" on "bob.heat"
      And Bob is done with counters
      Then "bob.heat" is in Bob's trash
      And "bob.komachiyo" is in Bob's trash
      And "bob.otsuru" is in Bob's hand
      And "alice.vivi" is in Alice's Character area

    # The same on a leader: Komachiyo's +1000 takes Bob's leader from -2000 to -1000. Karoo's 0 is still
    # the greater, so Bob takes 1 damage (7-1-4-1-1). Raised from 0, the leader would have 1000 and the
    # attack would fail.
    @rule:1-3-7 @rule:7-1-3-2-1 @rule:2-10-1 @rule:7-1-4-1-1
    Scenario: A Counter of +1000 takes Bob's leader from -2000 to -1000, and Karoo at 0 still deals damage
      Given the board "1-3-7/counter_on_negative_leader.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.komachiyo" on his leader
      And Bob is done with counters
      Then Bob has 3 Life cards
      And Bob has 2 cards in his hand
      And "bob.otsuru" is in Bob's hand
      And the game is not over

  Rule: 1-3-7 A card with no power above 0 may still attack

    # Nothing in 7-1-1-1 asks for power: an active leader or Character attacks whatever its power. Alice is
    # offered the attacks of her leader at -1000 and of Karoo at exactly 0, on Bob's leader and on his rested
    # Bepo. An engine that left out attackers without power above 0 (as useless) offers neither.
    @rule:1-3-7 @rule:1-3-7-1 @rule:7-1-1-1 @rule:6-5-2
    Scenario: Alice is offered attacks with her leader at -1000 and with Karoo at 0
      Given the board "1-3-7/below_zero_attackers.yaml"
      Then Alice may attack Bob's leader with "alice.leader"
      And Alice may attack "bob.bepo" with "alice.leader"
      And Alice may attack Bob's leader with "alice.karoo"
      And Alice may attack "bob.bepo" with "alice.karoo"
