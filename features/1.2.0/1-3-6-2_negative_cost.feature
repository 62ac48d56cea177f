@edition:1.2.0
Feature: 1-3-6-2 A cost below 0 while it is being changed
  A cost an effect changes may fall below 0 only while the change is being worked out; at every other
  moment such a cost counts as 0 (1-3-6-2). A further increase or decrease of a cost already below 0
  starts from the negative value, not from 0 (1-3-6-2-1): printed 5, −7, then +3 comes to 1.

  # Printed cards throughout: Heliceratops OP08-097 and Gum-Gum Bell ST08-014 give −2 and −7 cost, Sabo
  # OP12-100 gains +3 cost once his owner has 3 or fewer Life cards, Kanjuro OP01-038 K.O.s a rested
  # Character with a cost of 2 or less. The General Rules Q&A says it too: a Character's cost cannot be
  # less than 0; below 0 it is treated as 0.
  # Mistakes caught: a negative cost kept as it is outside the calculation (so "a cost of 0" misses it);
  # a cost floored at 0 each time it changes (so a later +3 starts from 0 and gives 3).

  @rule:1-3-6-2 @rule:1-3-6 @qa:rules-9
  Scenario: Bepo at cost −1 counts as cost 0, so Heliceratops may K.O. him
    Given the board "1.2.0/1-3/heliceratops_cost_zero.yaml"
    When Alice plays "alice.heliceratops"
    Then Alice must choose a card among "bob.bepo", "bob.heat" and none
    When Alice chooses "bob.bepo"
    Then Alice must choose a card among "bob.bepo" and none
    When Alice chooses "bob.bepo"
    Then "bob.bepo" is in Bob's trash
    And "bob.heat" is in Bob's Character area
    And "alice.heliceratops" is in Alice's trash

  @rule:1-3-6-2-1 @rule:1-3-6-2
  Scenario: Sabo at cost 5 − 7 gains +3 from −2, not from 0, and Kanjuro may K.O. him at cost 1
    Given the board "1.2.0/1-3/sabo_cost_after_damage.yaml"
    When Alice plays "alice.bell"
    Then Alice must choose whether to pay the optional cost
    When Alice pays the optional cost
    Then Alice must choose a card among "bob.sabo" and none
    When Alice chooses "bob.sabo"
    Then Alice has 3 Life cards
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob has 3 Life cards
    When Alice attacks Bob's leader with "alice.kanjuro"
    Then Alice must choose a card among "bob.sabo" and none
    When Alice chooses "bob.sabo"
    Then "bob.sabo" is in Bob's trash
