Feature: 7-1 Attacks and Battles
  The turn player rests an active leader or Character to attack the opponent's leader or one of
  their rested Characters; the battle then runs through the Attack, Block, Counter and Damage Steps.

  Rule: 7-1-4-1 The attacker wins when its power is equal to or greater than the target's

    @rule:7-1-4-1 @rule:7-1-4-1-1 @rule:7-1-4-1-1-2
    Scenario: A leader attacking a leader of equal power deals 1 damage
      Given the board "7-1/leader_vs_leader.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then "alice.leader" is rested
      And Bob has 3 Life cards
      And Bob has 1 cards in his hand

  Rule: 7-1-2 Block Step

    @rule:7-1-2-1 @rule:10-1-4-1
    Scenario: Bob may block with an active Blocker
      Given the board "7-1/blocker_ready.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob blocks with "bob.chopper"
      Then "bob.chopper" is in Bob's trash
      And Bob has 4 Life cards

    @rule:7-1-1-2
    Scenario: An active Character cannot be attacked
      Given the board "7-1/blocker_ready.yaml"
      When Alice attacks "bob.chopper" with "alice.leader"
      Then the action is refused citing 7-1-1-2
      And "alice.leader" is active
