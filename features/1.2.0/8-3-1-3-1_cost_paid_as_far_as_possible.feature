@edition:1.2.0
Feature: 8-3-1-3-1 A cost that cannot be paid in full partway is paid as far as possible
  New in ver.1.2.0: when an activation cost could be paid as the effect was activated but cannot be paid
  in full partway through, as much of it as possible is paid and the part after ":" does not resolve
  (8-3-1-3-1); a [Once Per Turn] effect so activated cannot be activated again that turn (10-2-13-5).
  Kept on Test Double Discard TEST-060: no printed card was found whose cost's first part, paid one way,
  leaves a later part short (a cost whose parts are all payable when it is activated).

  # Bob could pay it all (the filler for the first part, the two Events for the second), but pays the
  # first part with an Event: then one Event is left for a part that asks 2. He trashes that one too, the
  # trashed cards stay in the trash, and he draws nothing.
  @rule:8-3-1-3-1 @rule:8-3-1-1 @rule:10-2-16-1
  Scenario: Bob pays Test Double Discard's cost as far as he can, and its draw does not resolve
    Given the board "1.2.0/8-3/double_discard.yaml"
    When Alice attacks Bob's leader with "alice.moria"
    Then Bob must choose whether to pay the optional cost
    When Bob pays the optional cost
    Then Bob must choose a card among "bob.works1", "bob.works2" and "bob.filler"
    When Bob chooses "bob.works1"
    Then Bob must choose a card among "bob.works2"
    When Bob chooses "bob.works2"
    Then nobody has to choose anything
    And "bob.works1" is in Bob's trash
    And "bob.works2" is in Bob's trash
    And "bob.filler" is in Bob's hand
    And Bob has 10 cards in his deck

  # Moria's [Double Attack] adds the two Sheep's Horn to Bob's hand: he could now pay the whole cost
  # again, but its [Once Per Turn] was used up by the activation whose cost fell short.
  @rule:10-2-13-5 @rule:8-3-1-3-1 @rule:10-2-13-1
  Scenario: Test Double Discard, whose cost fell short, does not activate again this turn
    Given the board "1.2.0/8-3/double_discard.yaml"
    When Alice attacks Bob's leader with "alice.moria"
    And Bob pays the optional cost
    And Bob chooses "bob.works1"
    And Bob chooses "bob.works2"
    Then Bob has 2 Life cards
    And Bob has 3 cards in his hand
    When Alice attacks Bob's leader with "alice.leader"
    Then nobody has to choose anything
    And Bob has 1 Life card
    And Bob has 4 cards in his hand
    And "bob.horn1" is in Bob's hand
    And Bob has 10 cards in his deck
