Feature: 8-1-3-2 Auto effects waiting together
  Auto effects whose timing is met at the same moment wait together: the turn player decides the order
  of theirs and they are activated and resolved in that order, then the non-turn player's, in the order
  that player decides.

  Rule: 8-1-3-2 Four On K.O. effects met together: Alice orders hers, and Bob's come after both

    # Kaido's [On Play] K.O.s the other four Characters at once (10-2-1-1), so their [On K.O.] effects
    # meet their timing together (10-2-17-1): two of Alice's (Zala draws, Holedem asks how many DON!!
    # to add) and two of Bob's. Each effect leaves its own trace, and Holedem stops for a number, so
    # the order shows: when Alice puts Zala first, her card is drawn by the time Holedem asks; Bob's
    # effects wait until both of hers have resolved, and he then orders his own (8-1-3-2).
    @rule:8-1-3-2 @rule:10-2-17-1 @rule:10-2-17-2 @rule:10-2-1-1 @rule:8-3-1-6 @rule:8-3-1-4
    Scenario: After Kaido's sweep Alice resolves Zala then Holedem, and only then does Bob order his two
      Given the board "8-1-3/kaido_sweep.yaml"
      When Alice plays "alice.kaido"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then Alice must choose the order of her effects among "alice.zala" and "alice.holedem"
      And "alice.zala" is in Alice's trash
      And "bob.holedem" is in Bob's trash
      And "alice.kaido" is in Alice's Character area
      And Alice has 0 cards in her hand
      And Alice has 4 rested DON!!
      And Alice has 6 DON!! in her DON!! deck
      And Bob has 0 cards in his hand
      When Alice chooses "alice.zala"
      Then Alice must choose a number among 0 and 1
      And "alice.karoo" is in Alice's hand
      And Alice has 4 rested DON!!
      And Bob has 0 cards in his hand
      And Bob has 0 rested DON!!
      When Alice chooses the number 1
      Then Bob must choose the order of his effects among "bob.zala" and "bob.holedem"
      And Alice has 5 rested DON!!
      And Alice has 5 DON!! in her DON!! deck
      And Alice has 1 card in her hand
      And Bob has 0 cards in his hand
      And Bob has 0 rested DON!!
      When Bob chooses "bob.holedem"
      Then Bob must choose a number among 0 and 1
      And Bob has 0 cards in his hand
      When Bob chooses the number 1
      Then nobody has to choose anything
      And Bob has 1 rested DON!!
      And "bob.heat" is in Bob's hand

    # The same sweep with the other order: Holedem asks its number before Zala has drawn anything.
    # An engine that resolves Alice's effects in an order of its own passes at most one of these two.
    @rule:8-1-3-2 @rule:10-2-17-1
    Scenario: After Kaido's sweep Alice resolves Holedem first, and Zala draws only after it
      Given the board "8-1-3/kaido_sweep.yaml"
      When Alice plays "alice.kaido"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then Alice must choose the order of her effects among "alice.zala" and "alice.holedem"
      When Alice chooses "alice.holedem"
      Then Alice must choose a number among 0 and 1
      And Alice has 0 cards in her hand
      And Alice has 5 cards in her deck
      When Alice chooses the number 1
      Then Bob must choose the order of his effects among "bob.zala" and "bob.holedem"
      And "alice.karoo" is in Alice's hand
      And Alice has 5 rested DON!!
      And Bob has 0 cards in his hand
      When Bob chooses "bob.zala"
      Then Bob must choose a number among 0 and 1
      And "bob.heat" is in Bob's hand
      And Bob has 0 rested DON!!
      When Bob chooses the number 1
      Then nobody has to choose anything
      And Bob has 1 rested DON!!

  Rule: 8-1-3-2 A board may start with auto effects waiting (pending)

    # A board's `pending:` lists auto effects whose timing was met together just before the board,
    # which have not been activated yet; the engine orders, activates and resolves them on load. This
    # board is the position the scenarios above reach once Kaido's effect is over (8-6-3): four [On
    # K.O.] effects met on the field (10-2-17-1), their cards now in the trash, from where they are
    # activated and resolved (10-2-17-2). The same order is due: Alice's two, as she chooses, then Bob's.
    @rule:8-1-3-2 @rule:10-2-17-1 @rule:10-2-17-2
    Scenario: Of four On K.O. effects waiting on the board, Alice orders and resolves hers before Bob orders his
      Given the board "8-1-3/waiting_on_ko.yaml"
      Then Alice must choose the order of her effects among "alice.zala" and "alice.holedem"
      And Alice has 0 cards in her hand
      And Bob has 0 cards in his hand
      When Alice chooses "alice.zala"
      Then Alice must choose a number among 0 and 1
      And "alice.karoo" is in Alice's hand
      And Bob has 0 cards in his hand
      When Alice chooses the number 1
      Then Bob must choose the order of his effects among "bob.zala" and "bob.holedem"
      And Alice has 1 rested DON!!
      And Alice has 9 DON!! in her DON!! deck
      And Bob has 0 cards in his hand
      When Bob chooses "bob.zala"
      Then Bob must choose a number among 0 and 1
      And "bob.heat" is in Bob's hand
      And Bob has 0 rested DON!!
      When Bob chooses the number 1
      Then nobody has to choose anything
      And Bob has 1 rested DON!!
      And Bob has 9 DON!! in his DON!! deck
