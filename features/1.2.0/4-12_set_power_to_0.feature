@edition:1.2.0
Feature: 4-12 «Set Power to 0»
  New in ver.1.2.0: «Set Power to 0» lowers the target's power, for the stated duration, by the power the
  target has at the moment the effect is activated (4-12-1). It is a reduction of a fixed amount, not a
  value the power is held at: power the card gains afterwards adds to it. A card whose power is already
  below 0 is left as it is (4-12-2).

  # Ain OP07-002 is the printed card ("[On Play] Set the power of up to 1 of your opponent's Characters to
  # 0 during this turn"). The official Q&A for Ain agrees: a Character brought to 0 by Ain that then gets
  # Counter +1000 has 1000 power during that battle; and a Character at 7000 (5000 printed, +2000 from an
  # effect lasting into its owner's next turn) goes to 0 for the turn of Ain's effect only.
  # Mistakes caught: the power held at 0 for the turn, so that a later Counter changes nothing; the base
  # power set to 0 with earlier gains still added on top; a negative power raised to 0 (set to 0, or
  # "lowered" by a negative amount).

  @rule:4-12-1 @rule:4-12 @rule:7-1-3-2-1 @qa:OP07-002-1
  # Bege attacks at 500: Vito survives only with the Counter's 1000 on top of his 0 (the check waits for the whole
  # Counter choice, so it holds whatever shape the engine asks it in); once the battle is over the +1000 is gone
  # and Ain's reduction, for the turn, leaves him at 0.
  Scenario: Vito set to 0 by Ain still gains the 1000 of Bob's Counter
    Given the board "1.2.0/4-12/ain_then_counter.yaml"
    When Alice plays "alice.ain"
    Then Alice must choose a card among "bob.vito" and none
    When Alice chooses "bob.vito"
    Then "bob.vito" has 0 power
    When Alice attacks "bob.vito" with "alice.bege"
    Then Bob must choose whether to use counters
    When Bob uses the counter of "bob.bepo" on "bob.vito"
    And Bob is done with counters
    Then "bob.vito" is in Bob's Character area
    And "bob.bepo" is in Bob's trash
    And "bob.vito" has 0 power

  @rule:4-12-1 @rule:4-12
  Scenario: Ain takes away the 7000 Vito has now, his +2000 included, and only for this turn
    Given the board "1.2.0/4-12/ain_on_raised_power.yaml"
    Then "bob.vito" has 7000 power
    When Alice plays "alice.ain"
    And Alice chooses "bob.vito"
    Then "bob.vito" has 0 power
    When Alice ends her turn
    Then it is Bob's turn 4
    And "bob.vito" has 5000 power

  # The official Q&A of Ain, 2nd entry, as asked: Bob's KEEP OUT OP07-018 gives Hack +2000 until the end of Bob's
  # next turn (7000); Ain takes those 7000 away for Alice's turn only, and in Bob's turn Hack has 7000 again.
  # Mistakes caught: «Set Power to 0» ending the power changes the card already had, so Hack is back to 5000;
  # KEEP OUT's "until the end of your next turn", activated in Alice's turn, ended with that turn (6-6-1-3).
  @rule:4-12-1 @rule:4-12 @rule:6-6-1-3 @qa:OP07-002-2
  Scenario: Hack raised by KEEP OUT into Bob's next turn is at 0 for Alice's turn only, then at 7000 again
    Given the board "1.2.0/4-12/ain_on_keep_out.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose whether to use counters
    When Bob activates the Counter Event "bob.keep_out"
    Then Bob must choose a card among "bob.hack" and none
    When Bob chooses "bob.hack"
    Then "bob.hack" has 7000 power
    And Bob has 3 Life cards
    When Alice plays "alice.ain"
    And Alice chooses "bob.hack"
    Then "bob.hack" has 0 power
    When Alice ends her turn
    Then it is Bob's turn 4
    And "bob.hack" has 7000 power

  @rule:4-12-2 @rule:4-12
  Scenario: Bege at −1000 power stays at −1000 when Ain sets his power to 0
    Given the board "1.2.0/4-12/ain_on_negative_power.yaml"
    When Alice plays "alice.otama"
    And Alice chooses "bob.bege"
    Then "bob.bege" has -1000 power
    When Alice plays "alice.ain"
    And Alice chooses "bob.bege"
    Then "bob.bege" has -1000 power
    And "alice.ain" is in Alice's Character area
    And nobody has to choose anything
