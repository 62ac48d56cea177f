Feature: 1-2-1 When a player loses, the game ends
  A game ends as soon as a player loses (1-2-1), and it ends just as well when every player loses at once
  and nobody wins: a draw is an ended game too. Once it has ended nothing more is done in it: no action is
  accepted and none is offered, and a concession cannot change the result. The boards meet a defeat
  condition as they are set up (an empty deck, 9-2-1-2), which rule processing judges at once (9-1-2).

  Rule: 1-2-1 Nothing is done in a game that has ended, a drawn one included

    # Both decks are empty: both players lose together (9-2-1) and nobody wins (1-2-1). The game is over
    # all the same: Alice's attack is refused and nothing moves, and a concession afterwards is refused
    # rather than turning the draw into a win. An engine that took a game without a winner for a game
    # still going (checking only "has someone won?") accepts both here.
    @rule:1-2-1 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-3
    Scenario: After a draw Alice can neither attack nor concede, and the game stays a draw
      Given the board "1-2-1/both_decks_empty.yaml"
      Then the game ends in a draw
      When Alice attacks Bob's leader with "alice.hajrudin"
      Then the action is refused citing 1-2-1
      And "alice.hajrudin" is active
      And Bob has 4 Life cards
      When Alice concedes
      Then the action is refused citing 1-2-1
      When Bob concedes
      Then the action is refused citing 1-2-1
      And the game ends in a draw

    # Alice's empty deck makes her lose as the board is set up, and Bob wins. A game that has ended offers
    # nothing: not the attack, the play, the DON!! or the end of the turn that the same position would
    # offer in a game still going (6-5-2). An engine that listed the Main Phase actions without first
    # asking whether the game was over offers them here.
    @rule:1-2-1 @rule:9-2-1-2 @rule:6-5-2
    Scenario: Once Alice has lost to her empty deck she is offered no action at all
      Given the board "1-2-1/alice_deck_empty.yaml"
      Then Bob wins the game
      And Alice may not attack Bob's leader with "alice.hajrudin"
      And Alice may not play "alice.karoo"
      And Alice may not give DON!! to her leader
      And Alice may not end her turn
      And Bob may not end his turn
