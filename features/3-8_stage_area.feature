Feature: 3-8 Stage Area
  Each player has a Stage area of their own (3-1-3), holding at most one Stage (3-8-5). A player who plays a
  Stage while theirs holds one puts that old Stage in its owner's trash, then plays the new one (3-8-5-1); the
  opponent's Stage area is another area, which this never touches. Playing is paying: a Stage whose cost
  cannot be paid is not played (6-5-3-1, 2-7-2), so nothing is replaced. The Thousand Sunny here are played for
  their printed facts alone; their [Activate: Main] is never used.

  # Mistake caught: one Stage slot for the whole table, so that a new Stage replaces whichever Stage is on the
  # field. Alice's new Sunny replaces her own old one (3-8-5-1); Bob's Sunny stays in Bob's Stage area (3-1-3),
  # and nothing goes to his trash.
  @rule:3-8-5 @rule:3-8-5-1 @rule:3-1-3
  Scenario: Alice replaces her Thousand Sunny with another, and Bob's Thousand Sunny stays in his Stage area
    Given the board "3-8/both_players_stages.yaml"
    When Alice plays "alice.new"
    Then "alice.new" is in Alice's Stage area
    And "alice.old" is in Alice's trash
    And "bob.sunny" is in Bob's Stage area
    And Bob has 0 cards in his trash
    And nobody has to choose anything

  # Mistake caught: the Stage area looked at for a replacement is the first player's, whoever plays. Bob, the
  # second player, plays his first Stage in his turn: his own Stage area is empty, so nothing is replaced
  # (3-8-5-1 applies only when the player's own area already holds one); Alice's Sunny stays where it is.
  @rule:3-8-5 @rule:3-8-5-1 @rule:3-8-3 @rule:3-8-4 @rule:3-1-3
  Scenario: Bob plays his first Thousand Sunny in his turn, and Alice's Thousand Sunny is not replaced
    Given the board "3-8/bob_first_stage.yaml"
    When Bob plays "bob.sunny"
    Then "bob.sunny" is in Bob's Stage area
    And "bob.sunny" is active
    And "alice.sunny" is in Alice's Stage area
    And Alice has 0 cards in her trash
    And Bob has 0 active DON!!
    And Bob has 2 rested DON!!

  # Mistake caught: the old Stage trashed as soon as a new one is put forward, before its cost is checked. A
  # card is played only if its cost is paid (6-5-3-1, 2-7-2): the new Sunny costs 2 and Alice has 1 active
  # DON!!, so it is not played, not offered, and the old Sunny stays in her Stage area, her trash empty.
  @rule:3-8-5-1 @rule:2-7-2 @rule:6-5-3-1
  Scenario: A second Thousand Sunny Alice cannot pay for is refused, and the first stays in her Stage area
    Given the board "3-8/unpaid_second_stage.yaml"
    Then Alice may not play "alice.new"
    When Alice plays "alice.new"
    Then the action is refused citing 2-7-2
    And "alice.old" is in Alice's Stage area
    And "alice.new" is in Alice's hand
    And Alice has 0 cards in her trash
    And Alice has 1 active DON!!
    And Alice has 1 rested DON!!
