Feature: 9 Rule Processing
  Rule processing is carried out by the rules themselves, without anyone choosing it, as soon as
  its event happens, even in the middle of another action. Defeat judgment (9-2) is one of them.

  Rule: 9-1 Rule processing happens on its own, at once

    # Bob draws his last card because of Alice's effect; nobody acts, yet he loses (9-2-1-2) as
    # soon as his deck is empty, not when he would next draw.
    @rule:9-1 @rule:9-1-1 @rule:9-2-1 @rule:9-2-1-2 @rule:1-3-11
    Scenario: Bob loses as soon as Test Shared Draw takes his last card
      Given the board "9-1/shared_draw_bob_last_card.yaml"
      When Alice plays "alice.shared"
      Then Alice wins the game
      And "alice.top" is in Alice's hand
      And "bob.last" is in Bob's hand
      And nobody has to choose anything

    # The turn player draws first (1-3-11). Alice's deck is empty after her draw: rule processing
    # resolves at that moment, in the middle of the effect (9-1-2), so Alice alone loses and the game
    # ends (1-2-5) before Bob's draw; an engine that judged defeat only after the whole effect would
    # find both decks empty and call a draw.
    @rule:9-1-2 @rule:1-2-5 @rule:9-2-1 @rule:9-2-1-2 @rule:1-3-11
    Scenario: Alice loses in the middle of Test Shared Draw, before Bob draws
      Given the board "9-1/shared_draw_both_last_card.yaml"
      When Alice plays "alice.shared"
      Then Bob wins the game
      And "alice.last" is in Alice's hand
      And "bob.last" is in Bob's deck
      And Bob has 0 cards in his hand
      And nobody has to choose anything

  Rule: 9-2 Every player who meets a defeat condition loses

    # Both decks are empty when rule processing next looks (at the latest when Alice's Draw Phase
    # finds no card): every player who meets a defeat condition loses together (9-2-1), so neither
    # has an opponent who lost while they did not, and nobody wins (1-2-1).
    @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-1 @rule:1-2-2
    Scenario: Both players with empty decks lose together and the game is a draw
      Given the board "9-1/both_decks_empty.yaml"
      Then the game ends in a draw
