@edition:1.2.0
Feature: 8-3-2-3 A [DON!! xX] effect with an activation timing
  Changed in ver.1.2.0: when a [DON!! xX] effect has an activation timing, meeting the timing is not
  enough; its [DON!! xX] condition, and its other conditions, must be met at the moment the timing is met
  (8-3-2-3). DON!! given to the card afterwards, before the effect would activate, do not make it activate.

  # Synthetic card kept on purpose: Test Late Giver TEST-080. No printed card can be given DON!! between an
  # activation timing and the activation of its own [DON!! xX] effect with that timing: it takes a second
  # effect met by the same timing that gives DON!! to that very card. Mistakes caught: the [DON!! xX]
  # condition checked only when the effect activates, as ver.1.1.6 allowed.

  @rule:8-3-2-3 @rule:10-2-9-1
  Scenario: The DON!! Test Late Giver receives as it attacks come too late for its [DON!! x1] [When Attacking] draw
    Given the board "1.2.0/8-3/late_giver.yaml"
    When Alice attacks Bob's leader with "alice.giver"
    Then "alice.giver" has 1 DON!! given
    And Alice has 0 cards in her hand
    And nobody has to choose anything

  @rule:8-3-2-3 @rule:10-2-9-1
  Scenario: With a DON!! already given as it attacks, Test Late Giver's [DON!! x1] [When Attacking] draw activates too
    Given the board "1.2.0/8-3/late_giver_with_don.yaml"
    When Alice attacks Bob's leader with "alice.giver"
    Then Alice must choose the order of her effects
    When Alice chooses "alice.giver"
    Then "alice.giver" has 2 DON!! given
    And Alice has 1 card in her hand
