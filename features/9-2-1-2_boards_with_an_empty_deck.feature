Feature: 9-2-1-2 Boards set up with an empty deck
  A player with 0 cards in their deck meets a defeat condition for as long as the deck is empty (1-2-2-2,
  9-2-1-2), whoever's turn it is, and rule processing acts the moment that holds, before anything else
  (9-1-1, 9-1-2). A board that already has an empty deck is therefore judged as it is set up: before the
  phase it starts with is carried out, before the battle step it stands in goes on, and whichever player
  the empty deck belongs to.

  Rule: 9-1-2 The empty deck is judged before the board's phase runs

    # The board starts Alice's turn, but her empty deck is judged first: she loses, and her Refresh Phase
    # never happens (Karoo and her DON!! stay rested, the DON!! on her leader stays given) nor her DON!!
    # Phase (her DON!! deck keeps its 6). An engine that ran the start of the turn first and judged the
    # empty deck only when Alice fails to draw gives Bob the same win, after the Refresh Phase.
    @rule:9-1-2 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-1
    Scenario: Alice's empty deck loses at the start of her turn, before her Refresh Phase
      Given the board "9-2-1-2/alice_deck_empty_turn_start.yaml"
      Then Bob wins the game
      And it is Alice's turn 3
      And "alice.karoo" is rested
      And Alice has 3 rested DON!!
      And Alice has 0 active DON!!
      And "alice.leader" has 1 DON!! given
      And Alice has 6 DON!! in her DON!! deck
      And Alice has 0 cards in her hand

    # The board stands at Alice's End Phase; Bob's empty deck is judged before it runs, so the game ends in
    # Alice's turn 3. An engine that finished the turn first would reach Bob's turn 4 (his Refresh Phase
    # setting Bepo and his DON!! active) before judging him.
    @rule:9-1-2 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-1
    Scenario: Bob's empty deck loses in Alice's End Phase, before his turn can start
      Given the board "9-2-1-2/bob_deck_empty_end_phase.yaml"
      Then Alice wins the game
      And it is Alice's turn 3
      And "bob.bepo" is rested
      And Bob has 2 rested DON!!
      And Bob has 0 cards in his hand

  Rule: 9-2-1-2 Every player with an empty deck is judged, the non-turn player too

    # It is Alice's turn, and the empty deck is Bob's: he meets the defeat condition all the same, and
    # Alice wins at once. An engine that looked only at the turn player's deck (as if the deck mattered
    # only to the player about to draw) lets the game go on.
    @rule:9-2-1-2 @rule:9-2-1 @rule:1-2-2-2 @rule:1-2-1
    Scenario: Bob's empty deck loses at once in Alice's Main Phase
      Given the board "9-2-1-2/bob_deck_empty_main.yaml"
      Then Alice wins the game
      And nobody has to choose anything
      And it is Alice's turn 3

    # The battle stands at its Block Step, where Bob could block with Bege and later use a Counter; his
    # empty deck is judged first, so he loses and is asked nothing. An engine that judged the board only
    # once a player had acted would first ask Bob to block.
    @rule:9-1-2 @rule:9-2-1-2 @rule:1-2-1
    Scenario: Bob's empty deck loses before his Block Step, and he is asked neither to block nor to counter
      Given the board "9-2-1-2/bob_deck_empty_block_step.yaml"
      Then Alice wins the game
      And nobody has to choose anything
      And "bob.bege" is active
      And "bob.komachiyo" is in Bob's hand
      And Bob has 4 Life cards
