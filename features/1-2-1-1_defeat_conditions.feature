Feature: 1-2-1-1 Defeat conditions in play without card text
  Of the two defeat conditions, the one of 1-2-1-1-1 is an event: a player's Leader takes damage while that
  player has 0 Life cards. Running out of Life cards is no defeat, nor is having none as a turn ends; only
  the player whose Leader takes the damage loses, whatever the other player's Life; and the damage counts
  whatever the attacker's keywords do with the Life cards it takes. These scenarios use cards without text
  (keywords at most), so an engine without card text runs them all.

  Rule: 1-2-1-1-1 Damage taken with 0 Life cards, whoever deals it and whatever keyword the attacker has

    # The defeat condition is the damaged Leader's player having 0 Life cards (1-2-2-1), not any player
    # having none. Alice, at 0 Life, deals Bob 1 damage: he moves his top Life card to his hand (4-6-2-1)
    # and nobody has lost. An engine that judged "a player at 0 Life when damage is dealt" makes someone
    # lose here.
    @rule:1-2-1-1-1 @rule:1-2-2-1 @rule:4-6-2-1
    Scenario: An attacker with 0 Life cards deals damage and the game goes on
      Given the board "1-2-1-1/attacker_zero_life.yaml"
      When Alice attacks Bob's leader with "alice.hajrudin"
      Then the game is not over
      And "bob.life_top" is in Bob's hand
      And Bob's Life holds, from the top, "bob.life_bottom"
      And Alice has 0 Life cards

    # Both players have 0 Life cards, but only Bob's Leader takes damage: he alone meets the defeat condition
    # (1-2-2-1), so Alice, who has not lost, wins (1-2-1), and the game is no draw. An engine that, on damage
    # at 0 Life, made every player with 0 Life cards lose calls a draw here.
    @rule:1-2-1-1-1 @rule:1-2-2-1 @rule:1-2-1 @rule:9-2-1
    Scenario: With both players at 0 Life cards, the one whose leader takes damage loses and the other wins
      Given the board "1-2-1-1/both_zero_life.yaml"
      When Alice attacks Bob's leader with "alice.hajrudin"
      Then Alice wins the game
      And Alice has 0 Life cards
      And nobody has to choose anything

    # 0 Life cards is a position, not a defeat condition (1-2-1-1-1 needs damage): the turn passes and Bob
    # starts his turn 4 with his Draw Phase as usual. An engine that checked for players at 0 Life when a
    # turn ends (the way some games check life totals) would end the game here.
    @rule:1-2-1-1-1 @rule:1-2-2 @rule:1-2-2-1
    Scenario: A leader at 0 Life cards that has taken no damage plays on into the next turn
      Given the board "1-2-1-1/zero_life_turn_passes.yaml"
      When Alice ends her turn
      Then it is Bob's turn 4
      And the game is not over
      And Bob has 0 Life cards
      And Bob has 1 card in his hand
      And Bob has 9 cards in his deck
