Feature: 5-2 Pre-Game Procedure
  The steps of 5-2-1 in their order, from two legal decks, on cards whose text plays no part: who chooses
  first or second (5-2-1-4, 5-2-1-5), the opening hands (5-2-1-6), the one redraw each player may take,
  the first player first (5-2-1-6-1), Life face down (5-2-1-7), and the first turn (5-2-1-8). The boards
  of 5/ keep every shuffle in the written order (a stacked deck), except bob_chooses_seeded.yaml, whose
  decks are really shuffled with its seed.

  # 5-2-1-4 decides who chooses; on alice_chooses.yaml Alice won. An engine that always lets the same seat
  # choose (the second player to join, say) asks Bob.
  @rule:5-2-1-4 @rule:5-2-1-5 @rule:5-2-1-6 @rule:5-2-1-8
  Scenario: Alice, who won the choice, is the one asked, and going first she redraws or keeps first and plays turn 1
    Given the board "5/alice_chooses.yaml"
    Then Alice must choose whether to go first or second
    When Alice chooses to go first
    Then Alice must choose whether to redraw
    When Alice keeps her hand
    Then Bob must choose whether to redraw
    When Bob keeps his hand
    Then it is Alice's turn 1
    And Alice has 5 cards in her hand
    And Alice has 1 active DON!!
    And Bob has 10 DON!! in his DON!! deck

  # The game begins with no DON!! card given to any card: the Leader is placed alone (5-2-1-3), DON!! reach the
  # cost area only in the DON!! Phase (6-4-1, one for the first player's first turn) and are given only by the
  # turn player (6-5-5-1). So in Alice's turn 1 her Leader has its printed 5000 power (6-5-5-2 adds nothing),
  # her one DON!! is active, none is rested (her Refresh Phase had none to return, 6-2-3), Bob's Leader has none,
  # and Karoo played from her opening hand has his printed 3000. Mistake caught: the cards a game sets up start
  # with a DON!! given (found by the mutation campaign of seed 31: a new card's DON!! given defaulting to 1).
  @rule:5-2-1-3 @rule:5-2-1-8 @rule:6-5-5-2
  Scenario: A game set up from the decks begins with no DON!! given, so Alice's leader has its printed power
    Given the board "5/alice_chooses.yaml"
    When Alice chooses to go first
    And Alice keeps her hand
    And Bob keeps his hand
    Then it is Alice's turn 1
    And "alice.leader" has 0 DON!! given
    And "alice.leader" has 5000 power
    And "bob.leader" has 0 DON!! given
    And Alice has 1 active DON!!
    And Alice has 0 rested DON!!
    And Alice has 9 DON!! in her DON!! deck
    When Alice plays "alice.first"
    Then "alice.first" has 0 DON!! given
    And "alice.first" has 3000 power
    And Alice has 0 active DON!!
    And Alice has 1 rested DON!!

  # The same for the second player: Bob's turn 2 begins with no DON!! given to his Leader, so his Refresh Phase
  # has none to return (6-2-3) and his DON!! Phase places 2, both active (6-4-1); the DON!! he then gives his
  # Leader adds 1000 (6-5-5-2). Mistake caught: the cards a game sets up start with a DON!! given (Bob's would
  # come back in his Refresh Phase as a third active DON!!, and his Leader would have 6000 before any is given).
  @rule:5-2-1-8 @rule:6-4-1 @rule:6-5-5-2
  Scenario: In a game set up from the decks Bob's turn 2 begins with 2 active DON!! and none given
    Given the board "5/alice_chooses.yaml"
    When Alice chooses to go first
    And Alice keeps her hand
    And Bob keeps his hand
    And Alice ends her turn
    Then it is Bob's turn 2
    And "bob.leader" has 0 DON!! given
    And "bob.leader" has 5000 power
    And Bob has 2 active DON!!
    And Bob has 0 rested DON!!
    And Bob has 8 DON!! in his DON!! deck
    When Bob gives 1 DON!! to his leader
    Then "bob.leader" has 1 DON!! given
    And "bob.leader" has 6000 power
    And Bob has 1 active DON!!

  # The game set up from the decks plays on to its first damage. Alice's Life was placed from her sixth to her
  # tenth card, the tenth on top (5-2-1-7); in Bob's turn 4, the first in which he may battle (6-5-6-1), his
  # leader with 1 DON!! given (6000) attacks hers (5000), Alice has no Blocker and uses no Counter, and the
  # damage moves the top card of her Life, her tenth, to her hand (7-1-4-1-1-2); her sixth stays at the bottom.
  # Mistakes caught: damage taking the bottom Life card; Life placed from the deck in the wrong order.
  @rule:5-2-1-7 @rule:7-1-4-1-1-2 @rule:6-5-6-1
  Scenario: The first damage of a game set up from the decks moves Alice's tenth card, the top of her Life, to her hand
    Given the board "5/alice_chooses.yaml"
    When Alice chooses to go first
    And Alice keeps her hand
    And Bob keeps his hand
    And Alice ends her turn
    Then Bob may not attack Alice's leader with "bob.leader"
    When Bob ends his turn
    And Alice ends her turn
    Then it is Bob's turn 4
    When Bob gives 1 DON!! to his leader
    And Bob attacks Alice's leader with "bob.leader"
    Then Alice must choose whether to use counters
    When Alice is done with counters
    Then "alice.tenth" is in Alice's hand
    And Alice has 4 Life cards
    And "alice.sixth" is 1st from the bottom of Alice's Life
    And the game is not over

  # Only the player who won the choice decides (5-2-1-5): Alice's answer to Bob's question is refused, and the
  # question stays Bob's; his answer then counts. An engine that takes the first answer from either player
  # lets Alice make Bob's choice.
  @rule:5-2-1-5
  Scenario: Alice cannot answer the first-or-second question Bob won (an engine taking the answer from either player lets her)
    Given the board "5/bob_chooses.yaml"
    When Alice chooses to go first
    Then the action is refused citing 5-2-1-5
    And Bob must choose whether to go first or second
    When Bob chooses to go second
    Then Alice must choose whether to redraw
    When Alice keeps her hand
    And Bob keeps his hand
    Then it is Alice's turn 1

  # The opening hands are drawn only once first and second are decided (5-2-1-5, then 5-2-1-6). An engine
  # that deals both hands as the game is created shows 5 cards in each hand while Bob is still choosing.
  @rule:5-2-1-5 @rule:5-2-1-6
  Scenario: No card is drawn before first and second are chosen (an engine that deals the hands first shows them)
    Given the board "5/bob_chooses.yaml"
    Then Bob must choose whether to go first or second
    And Alice has 0 cards in her hand
    And Bob has 0 cards in his hand
    And Alice has 50 cards in her deck
    And Bob has 50 cards in his deck
    When Bob chooses to go second
    Then Alice must choose whether to redraw
    And Alice has 5 cards in her hand
    And Bob has 5 cards in his hand
    When Alice keeps her hand
    And Bob keeps his hand
    Then it is Alice's turn 1

  # Life is placed after both players have kept or redrawn (5-2-1-6, then 5-2-1-7): while they decide,
  # the Life areas are empty and each deck holds 45 cards. An engine that places Life with the opening
  # hands shows 5 Life cards and 40 cards in the deck at the first redraw question.
  @rule:5-2-1-6 @rule:5-2-1-7
  Scenario: Life is placed only after both players have decided on their hands (an engine placing it with the hands shows it early)
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    Then Bob must choose whether to redraw
    And Bob has 0 Life cards
    And Alice has 0 Life cards
    And Bob has 45 cards in his deck
    When Bob keeps his hand
    Then Alice must choose whether to redraw
    And Alice has 0 Life cards
    And Alice has 45 cards in her deck
    When Alice keeps her hand
    Then it is Bob's turn 1
    And Alice has 5 Life cards
    And Bob has 5 Life cards
    And Bob has 40 cards in his deck

  # A redraw returns the whole hand to the deck and shuffles it before drawing 5 (5-2-1-6-1). On the stacked
  # deck the shuffle puts the deck back in its written order, so Bob draws his first five again and Life is
  # still his sixth to tenth cards. An engine that slips the hand under the deck without a shuffle draws the
  # sixth to tenth cards instead (and a seeded board, where the new hand only has to differ, cannot tell).
  @rule:5-2-1-6-1 @rule:5-2-1-7
  Scenario: Bob's redrawn hand is shuffled back into his deck, so on the stacked deck his first five cards come back
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    And Bob redraws
    Then Bob has 5 cards in his hand
    And "bob.first" is in Bob's hand
    And "bob.fifth" is in Bob's hand
    And "bob.sixth" is 1st from the top of Bob's deck
    And Bob has 45 cards in his deck
    And Alice must choose whether to redraw
    When Alice keeps her hand
    Then it is Bob's turn 1
    And "bob.sixth" is 1st from the bottom of Bob's Life
    And "bob.tenth" is 1st from the top of Bob's Life
    And "bob.eleventh" is 1st from the top of Bob's deck

  # Each player may redraw once only (5-2-1-6): once Alice, the second player, has redrawn, nobody is asked
  # anything more and the game begins with Bob's turn 1 (5-2-1-8). An engine that offers a redraw again after
  # a redraw asks Alice a second time; one that puts the hand under the deck unshuffled gives her the sixth to
  # tenth cards, and then Life from the eleventh on.
  @rule:5-2-1-6 @rule:5-2-1-6-1 @rule:5-2-1-8
  Scenario: Alice, going second, redraws once and the game begins at once, her first five cards in hand again
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice redraws
    Then it is Bob's turn 1
    And nobody has to choose anything
    And Alice has 5 cards in her hand
    And "alice.first" is in Alice's hand
    And "alice.fifth" is in Alice's hand
    And "alice.sixth" is 1st from the bottom of Alice's Life
    And "alice.tenth" is 1st from the top of Alice's Life
    And "alice.eleventh" is 1st from the top of Alice's deck
    And Alice has 40 cards in her deck

  # The redraw is the answering player's own (5-2-1-6-1). On really shuffled decks Alice's new hand is not
  # the one she gave back. An engine that carries out any redraw for the first player (Bob here) leaves
  # Alice's hand as it was.
  @rule:5-2-1-6-1
  Scenario: On shuffled decks Alice, going second, redraws and gets a hand other than the one she gave back
    Given the board "5/bob_chooses_seeded.yaml"
    When Bob chooses to go first
    And Bob keeps his hand
    And Alice redraws
    Then Alice's hand is not the hand she gave back
    And Alice has 5 cards in her hand
    And Alice has 40 cards in her deck
    And it is Bob's turn 1

  # The players decide in turn, the first player first (5-2-1-6): while Bob, going first, has not decided,
  # Alice's answer is refused and the question stays Bob's. An engine that takes both players' redraws at
  # the same time (as some clients do) accepts it.
  @rule:5-2-1-6
  Scenario: Alice cannot answer the redraw question before Bob, who goes first, has answered his (an engine taking both at once accepts it)
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go first
    And Alice redraws
    Then the action is refused citing 5-2-1-6
    And Bob must choose whether to redraw
    When Bob keeps his hand
    Then Alice must choose whether to redraw
    When Alice keeps her hand
    Then it is Bob's turn 1

  # Life is placed face down (5-2-1-7) and a face-down Life card is open to nobody, not even its owner (3-10-2);
  # a hand is open to its owner only (3-4-2, 3-4-3); the Leaders are placed face up (5-2-1-3) in an open area.
  # An engine that places Life face up lets both players see it.
  @rule:5-2-1-7 @rule:5-2-1-3 @rule:3-10-2 @rule:3-4-2
  Scenario: After the setup nobody sees a Life card, not even its owner, each player sees their own hand, and both see the Leaders
    Given the board "5/bob_chooses.yaml"
    When Bob chooses to go second
    And Alice keeps her hand
    And Bob keeps his hand
    Then it is Alice's turn 1
    And Alice cannot see "alice.sixth"
    And Alice cannot see "alice.tenth"
    And Bob cannot see "alice.tenth"
    And Bob cannot see "bob.sixth"
    And Alice sees 5 cards in Alice's Life
    And Alice can see "alice.first"
    And Bob cannot see "alice.first"
    And Bob can see "bob.first"
    And Bob can see "alice.leader"
    And Alice can see "bob.leader"
