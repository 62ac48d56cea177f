Feature: 4-4-1 Active and rested cards in the attacks offered
  Cards of the Leader, Character and Stage areas are active or rested (4-4-1). That orientation decides
  which attacks the rules allow: an attacker must be active, and rests to attack (7-1-1-1); a Character
  may be attacked only when it is rested (7-1-1-2), while a leader may be attacked whether it is active or
  rested. The engine's list of legal actions must say the same.

  Rule: 4-4-1 Only active cards attack, and only rested Characters are attacked

    # Of Alice's cards only Karoo is active, so only Karoo may attack (her rested leader and Vivi may not).
    # Karoo may attack Bob's leader and his rested Bepo, not his active Heat, nor his rested Stage, which is
    # no Character (7-1-1-2, 2-6-2). An engine whose list of attacks took every opposing Character as a
    # target offers Heat too; one that took every rested card of Bob's field offers the Sunny.
    @rule:4-4-1 @rule:4-4-1-1 @rule:4-4-1-2 @rule:7-1-1-1 @rule:7-1-1-2 @rule:2-6-2
    Scenario: Karoo is offered attacks on Bob's leader and his rested Bepo, not on his active Heat nor his Stage
      Given the board "4-4-1/active_and_rested.yaml"
      Then Alice may attack Bob's leader with "alice.karoo"
      And Alice may attack "bob.bepo" with "alice.karoo"
      And Alice may not attack "bob.heat" with "alice.karoo"
      And Alice may not attack "bob.sunny" with "alice.karoo"
      And Alice may not attack Bob's leader with "alice.vivi"
      And Alice may not attack Bob's leader with "alice.leader"
