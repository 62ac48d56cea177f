@edition:1.2.0
Feature: 8-1-4 One-shot and continuous effects
  New in ver.1.2.0: by how long they act, effects are one-shot effects, which change the game when they
  resolve and are over at once (8-1-4-1), or continuous effects, which act for a stated duration (8-1-4-2).
  An effect that gives "all of your Characters" power is one-shot in what it reaches (the Characters there
  when it resolves) and continuous in what it gives them (the power, for as long as it says).

  # Uta OP02-120 is the printed card: "[On Play] DON!! −2: Your Leader and all of your Characters gain +1000
  # power until the start of your next turn". Its official Q&A: a Character played after the effect was
  # activated does not gain the +1000. Mistakes caught: such an effect applied like a permanent effect to
  # whatever comes onto the field later; the power ended with the turn instead of lasting its whole duration.

  @rule:8-1-4-1 @rule:8-1-4-2 @rule:8-1-4 @qa:OP02-120-1
  Scenario: Uta's +1000 reaches Franky and Alice's Leader, not Karoo played afterwards, and lasts into Bob's turn
    Given the board "1.2.0/8-1-4/uta_then_karoo.yaml"
    When Alice plays "alice.uta"
    Then Alice must choose whether to pay the optional cost
    When Alice pays the optional cost
    Then Alice must choose which DON!! to return
    When Alice returns a rested DON!! from her cost area
    And Alice returns a rested DON!! from her cost area
    Then "alice.franky" has 7000 power
    And "alice.leader" has 6000 power
    And "alice.uta" has 9000 power
    When Alice plays "alice.karoo"
    Then "alice.karoo" has 3000 power
    And "alice.franky" has 7000 power
    When Alice ends her turn
    Then it is Bob's turn 4
    And "alice.franky" has 7000 power
    And "alice.karoo" has 3000 power
