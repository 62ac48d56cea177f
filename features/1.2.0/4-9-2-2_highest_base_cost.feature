@edition:1.2.0
Feature: 4-9-2-2 Several effects setting one card's base cost
  New in ver.1.2.0: when several effects set the base cost of the same card to different values, only the
  one with the highest value is applied (4-9-2-2), whichever resolved first or last. The cost the card then
  has is what effects choosing "a cost of N or less" look at.

  # Cards of the board's own: Test Heavy Anchor makes a Character's base cost 5, Test Light Anchor makes it 3,
  # each for the rest of the turn (no card we have written sets a base cost). Izo OP01-033 then may rest an
  # opposing Character with a cost of 4 or less: Bepo (printed cost 1) is out of his reach only at cost 5.
  # Mistakes caught: the latest "base cost becomes" wins; the earliest wins; the lowest wins; the effect is
  # ignored and the printed cost stays.

  @rule:4-9-2-2 @rule:4-9-2
  Scenario: Heavy Anchor's 5 then Light Anchor's 3: Bepo's cost is 5, out of Izo's reach
    Given the board "1.2.0/4-9/base_cost_anchors.yaml"
    When Alice plays "alice.heavy"
    Then Alice must choose a card among "bob.bepo", "bob.heat" and none
    When Alice chooses "bob.bepo"
    And Alice plays "alice.light"
    And Alice chooses "bob.bepo"
    And Alice plays "alice.izo"
    Then Alice must choose a card among "bob.heat" and none
    When Alice chooses "bob.heat"
    Then "bob.heat" is rested
    And "bob.bepo" is active

  @rule:4-9-2-2 @rule:4-9-2
  Scenario: Light Anchor's 3 then Heavy Anchor's 5: Bepo's cost is 5, out of Izo's reach
    Given the board "1.2.0/4-9/base_cost_anchors.yaml"
    When Alice plays "alice.light"
    And Alice chooses "bob.bepo"
    And Alice plays "alice.heavy"
    And Alice chooses "bob.bepo"
    And Alice plays "alice.izo"
    Then Alice must choose a card among "bob.heat" and none
    When Alice chooses no more cards
    Then "bob.bepo" is active
    And "bob.heat" is active

  @rule:4-9-2-2 @rule:4-9-2
  Scenario: Light Anchor's 3 alone: Bepo's cost is 3, and Izo may rest him
    Given the board "1.2.0/4-9/base_cost_anchors.yaml"
    When Alice plays "alice.light"
    And Alice chooses "bob.bepo"
    And Alice plays "alice.izo"
    Then Alice must choose a card among "bob.bepo", "bob.heat" and none
    When Alice chooses "bob.bepo"
    Then "bob.bepo" is rested

  # A base cost set on a card printed with cost 0: Test Stowaway's base cost becomes 4, so his cost is 4 (4-9-2)
  # and Izo may rest him ("a cost of 4 or less"). Both are cards of the board's own (no printed Character costs
  # 0). Mistake caught: the change worked out from a printed cost of 0 as if it were another number (found by
  # the mutation campaign of seed 31: values.py's "no printed cost" fallback changed, making him cost 5).
  @rule:4-9-2 @rule:4-9-2-2
  Scenario: Test Stowaway, printed at cost 0, costs 4 once Test Keel makes his base cost 4, and Izo may rest him
    Given the board "1.2.0/4-9/base_cost_of_a_stowaway.yaml"
    When Alice plays "alice.keel"
    And Alice chooses "bob.stowaway"
    And Alice plays "alice.izo"
    Then Alice must choose a card among "bob.stowaway" and none
    When Alice chooses "bob.stowaway"
    Then "bob.stowaway" is rested
