@edition:1.2.0
Feature: 8-1-3-3-5 Permanent effects that change one another
  Changed in ver.1.2.0: when a permanent effect, while it applies, changes what it or another permanent
  effect does, the turn player applies theirs, then the non-turn player theirs, and this is repeated until
  nothing changes any more (8-1-3-3-5). The fixed order of ver.1.1.6 8-1-3-2 (permanent, then replacement,
  then auto effects) is gone.

  # Monkey.D.Luffy ST14-001 is the printed card: "[DON!! x1] All of your Characters gain +1 cost. If you have
  # a Character with a cost of 8 or more, this Leader gains +1000 power." Its second effect reads the costs
  # its first one makes. Mistakes caught: each permanent effect applied once in a fixed order (power before
  # cost), so that the +1000 never sees the cost 8; a +1000 given whatever the costs.

  @rule:8-1-3-3-5 @rule:8-1-3-3
  Scenario: Kid's cost 7 becomes 8 under Luffy, so Luffy gains +1000 as well
    Given the board "1.2.0/8-1-3-3/luffy_cost_eight.yaml"
    Then "alice.leader" has 7000 power

  @rule:8-1-3-3-5 @rule:8-1-3-3
  Scenario: Marco's cost 6 becomes only 7 under Luffy, so Luffy gains nothing more
    Given the board "1.2.0/8-1-3-3/luffy_cost_seven.yaml"
    Then "alice.leader" has 6000 power

  # Without a DON!! given to Luffy neither effect applies: Kid keeps his cost 7, so the +1000 is not given
  # either. An engine for which [DON!! x1] holds without a DON!! raises Kid to 8 and gives Luffy 6000.
  @rule:8-1-3-3-5 @rule:10-2-9-1
  Scenario: Luffy without a given DON!! raises no cost and gains nothing
    Given the board "1.2.0/8-1-3-3/luffy_no_don.yaml"
    Then "alice.leader" has 5000 power
