Feature: 9 Rule Processing
  Rule processing is carried out by the rules themselves, without anyone choosing it, as soon as
  its event happens, even in the middle of another action. Defeat judgment (9-2) is one of them.

  Rule: 9-1 Rule processing happens on its own, at once

    # Bob draws his last card by his own [On K.O.] while Alice's Event resolves; nobody acts, yet he
    # loses (9-2-1-2) as soon as his deck is empty, not when he would next draw.
    @rule:9-1 @rule:9-1-1 @rule:9-2-1 @rule:9-2-1-2
    Scenario: Bob loses as soon as Doublefinger's On K.O. draws his last card
      Given the board "9-1/on_ko_draws_bob_last_card.yaml"
      When Alice plays "alice.pistol"
      Then Alice must choose a card among "bob.doublefinger" and none
      When Alice chooses "bob.doublefinger"
      Then Alice wins the game
      And "bob.doublefinger" is in Bob's trash
      And "bob.last" is in Bob's hand
      And nobody has to choose anything

    # Hawkins (7000) K.O.s Doublefinger in the Damage Step, and Doublefinger's [On K.O.] draws Bob's last
    # card. Bob's empty deck is judged by the rules themselves at once (9-1-1, 9-1-2): the game ends
    # there, before the End of the Battle, where Hawkins' "when this battles an opposing Character"
    # would have set him active (7-1-5-2). An engine that judged defeat only once the game next waits
    # for a player (after the battle) would call the same winner, but with Hawkins active.
    @rule:9-1 @rule:9-1-1 @rule:9-1-2 @rule:9-2-1-2
    Scenario: Bob loses as his On K.O. draws his last card in the Damage Step, before Hawkins is set active
      Given the board "9-1/battle_ko_draws_bob_last_card.yaml"
      When Alice attacks "bob.doublefinger" with "alice.hawkins"
      Then Alice wins the game
      And "bob.doublefinger" is in Bob's trash
      And "bob.last" is in Bob's hand
      And "alice.hawkins" is rested
      And nobody has to choose anything

    # Desert Spada's [Trigger]: draw 2 cards, then trash 1 card from your hand. Alice's deck is empty
    # after the first card: rule processing resolves at that moment, in the middle of the effect
    # (9-1-2), so Alice loses and the game ends (1-2-5) before the rest of the effect; an engine that
    # judged defeat only once the whole effect is over would first ask her which card to trash.
    @rule:9-1-2 @rule:1-2-5 @rule:9-2-1 @rule:9-2-1-2
    Scenario: Alice loses in the middle of Desert Spada's Trigger, before she would trash a card
      Given the board "9-1/spada_draws_alice_last_card.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      Then Alice must choose whether to activate the Trigger
      When Alice activates the Trigger
      Then Bob wins the game
      And "alice.last" is in Alice's hand
      And Alice has 0 cards in her deck
      And nobody has to choose anything

    # Kept on Test Shared Draw TEST-019 (each player draws 1 card): no ST01/ST02/OP01 card makes both
    # players act by one effect, and only here does the order of 1-3-11 leave a trace. The turn player
    # draws first; Alice's deck is empty after her draw, so rule processing ends the game at that
    # moment (9-1-2, 1-2-5) before Bob's draw: an engine that drew for Bob first, or judged defeat only
    # after the whole effect, would find both decks empty and call a draw.
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

    # The board already has both decks at 0. A deck at 0 is a defeat condition for as long as it is so
    # (1-2-2-2), and rule processing acts the moment its event occurs or holds (9-1-1, 9-1-2): the
    # position is judged as it is set up, before Alice acts, and both lose together (9-2-1), a draw
    # (1-2-1). An engine that judged defeat only after the next draw or move would wait for Alice.
    @rule:9-1-1 @rule:9-1-2 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-1 @rule:1-2-2
    Scenario: A Main Phase board with both decks at 0 is a draw at once
      Given the board "9-1/both_decks_empty_main.yaml"
      Then the game ends in a draw
      And nobody has to choose anything

    # Only Alice's deck is at 0 on the board: the first rule processing is at once (9-1-2), and it finds
    # only Alice defeated, so Bob wins (1-2-1) before Alice can play, attack or draw.
    @rule:9-1-1 @rule:9-1-2 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-1 @rule:1-2-2
    Scenario: A Main Phase board with Alice's deck at 0 is Bob's win at once
      Given the board "9-1/alice_deck_empty_main.yaml"
      Then Bob wins the game
      And nobody has to choose anything

    # Alice's deck is already at 0 when the Damage Step of her attack on Bob's leader (0 Life) begins.
    # Rule processing acts on her empty deck at once (9-1-2), before the damage: only Alice loses, and the
    # game ends (1-2-1) before Bob's leader takes damage. An engine that judged the board only at the next
    # rule processing, after the damage, would find both players defeated and call a draw.
    @rule:9-1-2 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-1
    Scenario: A board in the Damage Step with Alice's deck at 0 is Bob's win before his leader takes damage
      Given the board "9-1/alice_deck_empty_mid_attack.yaml"
      Then Bob wins the game
      And nobody has to choose anything
