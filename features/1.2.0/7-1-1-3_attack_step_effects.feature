@edition:1.2.0
Feature: 7-1-1-3 Effects that activate in the Attack Step
  In ver.1.2.0 the Attack Step lists [When Attacking], "when ... attacks", [On Your Opponent's Attack]
  and [When Attacked] effects (7-1-1-3). [On Your Opponent's Attack] already activated there in 1.1.6
  (its 10-2-16-1), after the attacker's [When Attacking] effects. No printed card has a bracketed
  [When Attacked]; the printed texts "when ... is attacked" (Portgas.D.Ace OP03-001, Edward.Newgate
  OP17-040) still activate in the Counter Step (7-1-3-1, kept in 1.2.0), which the scenario of Alert
  Sentry in 7-1_attacks_and_battles.feature checks for both editions.

  # Rosinante's effect resolves in the Attack Step, before the Block Step: he is active again when Bob
  # decides whether to block, so he may block the attack that woke him. An engine that activated it in a
  # later step would leave him rested, and offer no block.
  @rule:7-1-1-3 @rule:10-2-16-1 @rule:7-1-2-1 @rule:10-1-4-1
  Scenario: Rosinante sets himself active in the Attack Step, in time to block that attack
    Given the board "1.2.0/7-1/rosinante.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose a blocker among "bob.rosinante" and none
    And "bob.rosinante" is active
    When Bob blocks with "bob.rosinante"
    Then "bob.rosinante" is in Bob's trash
    And Bob has 4 Life cards
