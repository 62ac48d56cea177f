Feature: 1-2 Winning and Losing
  A player loses when their leader takes damage while they have no Life cards left, or when their
  deck becomes empty; rule processing applies the loss at once, and the opponent wins. A player may
  also concede at any moment of the game, and once the game has ended nothing more can be done in it.

  Rule: 1-2-1-1-1 Damage to a leader with 0 Life cards is a defeat condition

    @rule:1-2 @rule:1-2-1 @rule:1-2-1-1 @rule:1-2-1-1-1 @rule:1-2-2 @rule:1-2-2-1 @rule:9-2-1 @rule:9-2-1-1 @rule:7-1-4-1-1-1
    Scenario: A leader with 0 Life cards that takes damage loses the game
      Given the board "1-2/zero_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob declines to block
      Then Bob must choose whether to use counters
      When Bob is done with counters
      Then Alice wins the game
      And Bob has 0 Life cards
      And nobody has to choose anything

    @rule:1-2-1-1-1 @rule:1-2-2-1 @rule:7-1-4-1-1-2
    Scenario: Taking the last Life card into hand is not yet a loss, the next damage is
      Bob's Life is at 0 after the first attack, but his leader has not taken damage while at 0 Life,
      so no defeat condition is met. Adding a Life card to the hand is not a draw: his deck keeps
      its 10 cards. The second attack deals damage at 0 Life.

      Given the board "1-2/one_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob has 0 Life cards
      And Bob has 1 cards in his hand
      And Bob has 10 cards in his deck
      And the game is not over
      When Alice attacks Bob's leader with "alice.zoro"
      Then Alice wins the game

    @rule:1-2-1-1-1 @rule:1-2-2-1 @rule:9-2-1-1
    Scenario: With 0 Life cards, a block keeps the leader from taking damage and the game goes on
      Given the board "1-2/zero_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob blocks with "bob.chopper"
      Then Bob must choose whether to use counters
      When Bob is done with counters
      Then "bob.chopper" is in Bob's trash
      And Bob has 0 Life cards
      And the game is not over

    @rule:1-2-1-1-1 @rule:1-2-2-1 @rule:9-2-1-1
    Scenario: With 0 Life cards, a counter that wins the battle keeps the game going
      Having 0 Life cards is not itself a defeat condition; only damage taken at 0 Life is.

      Given the board "1-2/zero_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob declines to block
      And Bob uses the counter of "bob.komachiyo" on his leader
      And Bob is done with counters
      Then "bob.komachiyo" is in Bob's trash
      And Bob has 0 Life cards
      And the game is not over

    @rule:1-2-1-1-1 @rule:1-2-2-1 @rule:7-1-4-1-1-1 @rule:7-1-4-1-1-3 @qa:rules-36
    Scenario: Double Attack against a single Life card takes it but does not win
      Whether the leader has 0 Life is judged once, when the damage is confirmed (7-1-4-1-1-1): Bob
      still has 1 Life card then. 7-1-4-1-1-3 repeats only 7-1-4-1-1-2, which needs a Life card, so
      the second point finds nothing to take and Bob has not taken damage with 0 Life.

      Given the board "1-2/one_life.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob has 0 Life cards
      And Bob has 1 cards in his hand
      And the game is not over

    @rule:1-2-1-1-1 @rule:1-2-2-1
    Scenario: Double Attack against two Life cards leaves the defender at 0 Life, still playing
      Given the board "1-2/two_life.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then Bob has 0 Life cards
      And Bob has 2 cards in his hand
      And the game is not over

  Rule: 1-2-1-1-2 A deck with 0 cards is a defeat condition

    @rule:1-2-1 @rule:1-2-1-1 @rule:1-2-1-1-2 @rule:1-2-2 @rule:1-2-2-2 @rule:9-2-1 @rule:9-2-1-2
    Scenario: Drawing the last card of the deck in the Draw Phase loses the game
      Given the board "1-2/last_card_draw_phase.yaml"
      Then Bob wins the game
      And Alice has 0 cards in her deck
      And Alice has 1 cards in her hand

    @rule:1-2-1-1-2 @rule:1-2-2-2 @rule:9-2-1-2
    Scenario: Drawing in the Draw Phase with a card left in the deck does not lose
      Given the board "1-2/two_cards_draw_phase.yaml"
      Then the game is not over
      And Alice has 1 cards in her deck
      And Alice has 1 cards in her hand
      And it is Alice's turn 3

    @rule:1-2-1-1-2 @rule:1-2-2 @rule:1-2-2-2 @rule:9-2-1 @rule:9-2-1-2
    Scenario: The opponent's Draw Phase takes his last card and he loses before his DON!! Phase
      Given the board "1-2/opponent_last_card.yaml"
      When Alice ends her turn
      Then Alice wins the game
      And it is Bob's turn 4
      And Bob has 0 cards in his deck
      And Bob has 1 cards in his hand
      And Bob has 0 active DON!!
      And Bob has 10 DON!! in his DON!! deck

    @rule:1-2-1-1-2 @rule:1-2-2 @rule:1-2-2-2 @rule:9-2-1 @rule:9-2-1-2
    Scenario: An On Play draw of the last card in the Main Phase loses at once
      Kyoshirou's [On Play] draws 1 card because Alice has 8 DON!! on the field (the 5 rested for his
      cost included); that draw takes the last card of her deck.

      Given the board "1-2/last_card_on_play.yaml"
      When Alice plays "alice.drawer"
      Then "alice.drawer" is in Alice's Character area
      And Alice has 5 rested DON!!
      And Alice has 0 cards in her deck
      And Alice has 1 cards in her hand
      And Bob wins the game
      And it is Alice's turn 3

    @rule:1-2-1-1-2 @rule:1-2-2 @rule:1-2-2-2 @rule:9-2-1 @rule:9-2-1-2 @rule:10-2-17-1
    Scenario: The defender's own On K.O. draw empties his deck during the opponent's turn and he loses
      Rule processing applies at any moment (9-1-2), not only in the Draw Phase: Bob draws his last
      card through Miss Doublefinger's [On K.O.] during Alice's turn, so Alice wins.

      Given the board "1-2/last_card_on_ko.yaml"
      When Alice attacks "bob.zala" with "alice.leader"
      Then "bob.zala" is in Bob's trash
      And Bob has 0 cards in his deck
      And Bob has 1 cards in his hand
      And Alice wins the game

    @rule:1-2-1-1-2 @rule:1-2-2 @rule:1-2-2-2 @rule:9-2-1 @rule:9-2-1-2 @rule:9-1-2
    Scenario: A Trigger that draws the last cards of the deck loses the game before it is over
      Desert Spada's [Trigger] draws 2 cards, the whole of Bob's deck. Rule processing is resolved at
      once, even in the middle of the effect (9-1-2): Bob loses with his deck at 0 before the effect
      goes on to make him trash a card, so he has no card to choose.

      Given the board "1-2/last_card_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Alice wins the game
      And Bob has 2 Life cards
      And Bob has 0 cards in his deck
      And Bob has 2 cards in his hand
      And nobody has to choose anything

    # Test Turn-End Drawer TEST-002 stays synthetic: no ST01, ST02 or OP01 card draws at the end of a
    # turn (their one [End of Your Turn] effect, Kid ST02-013's, sets him active), and the loss here
    # needs a draw in the End Phase.
    @rule:1-2-1-1-2 @rule:1-2-2 @rule:1-2-2-2 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-1
    Scenario: An end-of-turn draw that empties the deck loses before the next turn begins
      Alice's [End of Your Turn] draw takes the last card of her deck in her End Phase. Rule processing
      is immediate (9-1-2) and finds her deck at 0 (9-2-1-2), so she loses and the game ends (1-2-1)
      inside her turn 3: Bob's turn 4 never starts, so he neither draws nor places DON!!.

      Given the board "1-2/last_card_turn_end_draw.yaml"
      When Alice ends her turn
      Then Bob wins the game
      And Alice has 0 cards in her deck
      And Alice has 1 cards in her hand
      And it is Alice's turn 3
      And Bob has 10 cards in his deck
      And Bob has 0 cards in his hand

  Rule: 1-2-3 A player may concede at any point of the game

    @rule:1-2-3 @rule:1-2-1
    Scenario: The non-turn player concedes during the opponent's Main Phase
      Given the board "1-2/decisions_pending.yaml"
      When Bob concedes
      Then Alice wins the game
      And nobody has to choose anything

    @rule:1-2-3 @rule:1-2-1
    Scenario: The turn player concedes during her own Main Phase
      Given the board "1-2/decisions_pending.yaml"
      When Alice concedes
      Then Bob wins the game

    @rule:1-2-3
    Scenario: A player concedes although the opponent is at 0 Life cards
      Given the board "1-2/zero_life.yaml"
      When Alice concedes
      Then Bob wins the game

    @rule:1-2-3
    Scenario: The defender concedes while he must choose a blocker
      Given the board "1-2/decisions_pending.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob concedes
      Then Alice wins the game
      And nobody has to choose anything
      And Bob has 4 Life cards

    @rule:1-2-3
    Scenario: The attacker concedes while the defender must choose a blocker
      Conceding is allowed at any point, even while the other player has a decision to make.

      Given the board "1-2/decisions_pending.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Alice concedes
      Then Bob wins the game
      And nobody has to choose anything

    @rule:1-2-3
    Scenario: The defender concedes in the Counter Step
      Given the board "1-2/decisions_pending.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob declines to block
      Then Bob must choose whether to use counters
      When Bob concedes
      Then Alice wins the game
      And nobody has to choose anything

    @rule:1-2-3
    Scenario: The attacker concedes while the defender must decide on a Trigger
      Given the board "1-2/decisions_pending.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob declines to block
      And Bob is done with counters
      Then Bob must choose whether to activate the Trigger
      When Alice concedes
      Then Bob wins the game
      And nobody has to choose anything

    # Bob concedes while he still owes an answer to a decision: nothing the cards left to do is
    # carried out, and Alice wins at once.
    @rule:1-2-3
    Scenario: Bob concedes while he must choose a blocker and Alice wins at once
      Given the board "4-3/blocker_each_side.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.chopper" and none
      When Bob concedes
      Then Alice wins the game
      And nobody has to choose anything
      And Bob has 4 Life cards

  Rule: 1-2-4 No card affects a concession, and no replacement effect replaces its loss

    # Nami OP03-040, Alice's Leader, replaces her player's loss with a win when her deck is reduced to 0
    # (8-1-3-5). A concession is a loss too, but no replacement effect ever replaces it (1-2-4): Alice concedes
    # and Bob wins. Mistake caught: a "win instead of losing" applied to every loss of its player, conceding
    # included.
    @rule:1-2-4 @rule:1-2-3 @rule:8-1-3-5
    Scenario: Alice concedes with Nami as her Leader and Bob wins
      Given the board "1-2/nami_concedes.yaml"
      When Alice concedes
      Then Bob wins the game
      And nobody has to choose anything

  Rule: 1-2-1 When a player loses, the game ends

    @rule:1-2-1
    Scenario: Nothing is accepted after the game has ended by damage
      Given the board "1-2/zero_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob declines to block
      And Bob is done with counters
      Then Alice wins the game
      When Alice attacks Bob's leader with "alice.zoro"
      Then the action is refused citing 1-2-1
      And "alice.zoro" is active
      When Alice ends her turn
      Then the action is refused citing 1-2-1
      When Bob concedes
      Then the action is refused citing 1-2-1
      And Alice wins the game

    @rule:1-2-1 @rule:1-2-3
    Scenario: Nothing is accepted after a player has conceded
      Given the board "1-2/decisions_pending.yaml"
      When Bob concedes
      Then Alice wins the game
      When Alice attacks Bob's leader with "alice.leader"
      Then the action is refused citing 1-2-1
      And "alice.leader" is active
      And Bob has 4 Life cards
      When Alice concedes
      Then the action is refused citing 1-2-1
      And Alice wins the game
