Feature: 8-1-3-5 Replacement effects
  An effect written with "instead" replaces a situation that is about to happen with something else.
  Its player may decline it; when several could apply, the card concerned has priority, and once a
  situation is replaced no other replacement applies. Replacements apply even in the middle of an effect.

  # Printed cards: Bartolomeo OP15-014 replaces its own K.O. (in battle or by an effect) with trashing an
  # Event from its player's hand; Donquixote Rosinante OP05-030 replaces, in its player's opponent's turn,
  # the K.O. of one of its player's rested Characters with trashing itself. Rosinante is rested on these
  # boards so that its [Blocker] is not offered. Test Bodyguard TEST-005 stays for one scenario: a
  # replacement that covers "another" of its player's Characters, never the card itself; every printed
  # "instead" for other Characters that covers a battle K.O. also covers its own card. Test Peacemaker
  # is a board's own card (peacemaker_and_rosinante.yaml): the turn player's replacements come before
  # the non-turn player's only when both players have one for the same situation, which takes a
  # replacement for the K.O. of an opposing Character; no card, real or TEST, has one.

  Rule: 8-1-3-5 A replacement effect is written with "instead"

    # Fossa OP13-047 replaces the K.O. of Namule, a Whitebeard Pirates Character, by Alice's Pistol: Bob
    # trashes Fossa instead, and Namule stays.
    @rule:8-1-3-5 @rule:8-1-3-5-1
    Scenario: Bob trashes Fossa instead of losing Namule to Alice's Pistol
      Given the board "8-1-3-5/fossa.yaml"
      When Alice plays "alice.pistol"
      And Alice chooses "bob.namule"
      Then Bob must choose whether to replace the K.O. among "bob.fossa" and none
      When Bob replaces the K.O. with the effect of "bob.fossa"
      Then "bob.fossa" is in Bob's trash
      And "bob.namule" is in Bob's Character area
      And "bob.vito" is in Bob's Character area
      And nobody has to choose anything

    @rule:8-1-3-5 @rule:10-2-14-1 @rule:7-1-4-1-2
    Scenario: Bob trashes an Event from his hand instead of losing Bartolomeo
      Given the board "8-1-3-5/bartolomeo.yaml"
      When Alice attacks "bob.bartolomeo" with "alice.leader"
      Then Bob must choose whether to replace the K.O.
      When Bob replaces the K.O. with the effect of "bob.bartolomeo"
      Then Bob must choose a card
      When Bob chooses "bob.a"
      Then "bob.a" is in Bob's trash
      And "bob.b" is in Bob's hand
      And "bob.bartolomeo" is in Bob's Character area
      And "bob.bartolomeo" is rested
      And Bob has 1 Character
      And nobody has to choose anything

    @rule:8-1-3-5
    Scenario: Test Bodyguard's replacement does not cover its own K.O.
      It only replaces the K.O. of another of Bob's Characters, so nothing is asked.

      Given the board "8-1-3-5/bodyguard_alone.yaml"
      When Alice attacks "bob.bodyguard" with "alice.leader"
      Then nobody has to choose anything
      And "bob.bodyguard" is in Bob's trash
      And Bob has 0 Characters

    @rule:8-1-3-5 @rule:1-3-2
    Scenario: With no Event in Bob's hand Bartolomeo's replacement cannot be applied
      What the replacement would do instead (trash an Event from the hand) cannot be done with only a
      Character card in hand, so the K.O. is not replaced and Bob is not asked.

      Given the board "8-1-3-5/bartolomeo_no_event.yaml"
      When Alice attacks "bob.bartolomeo" with "alice.leader"
      Then nobody has to choose anything
      And "bob.bartolomeo" is in Bob's trash
      And "bob.capone" is in Bob's hand

    # Monster OP09-012 replaces the K.O. of one of Bob's Bonk Punch Characters "by an effect" only: Gum-Gum
    # Jet Pistol's K.O. is offered to him, a K.O. in battle (7-1-4-1-2, no effect's doing) is not. Mistakes
    # caught: "by an effect" never met (found by the mutation campaign of seed 27: permanent.py's check of an
    # effect as the cause, returning nothing, survived); "by an effect" read as any K.O., battles included.
    @rule:8-1-3-5 @rule:10-2-1-2
    Scenario: Bob trashes Monster instead of losing Bonk Punch to Alice's Pistol
      Given the board "8-1-3-5/monster.yaml"
      When Alice plays "alice.pistol"
      And Alice chooses "bob.bonk"
      Then Bob must choose whether to replace the K.O. among "bob.monster" and none
      When Bob replaces the K.O. with the effect of "bob.monster"
      Then "bob.monster" is in Bob's trash
      And "bob.bonk" is in Bob's Character area
      And nobody has to choose anything

    @rule:8-1-3-5 @rule:7-1-4-1-2
    Scenario: Monster cannot replace the K.O. of Bonk Punch in battle, which is no effect's doing
      Given the board "8-1-3-5/monster.yaml"
      When Alice attacks "bob.bonk" with "alice.leader"
      Then nobody has to choose anything
      And "bob.bonk" is in Bob's trash
      And "bob.monster" is in Bob's Character area

  Rule: 8-1-3-5-1 A player may choose not to apply a replacement effect

    @rule:8-1-3-5-1 @rule:7-1-4-1-2
    Scenario: Bob does not replace the K.O. of Bartolomeo, which goes to the trash
      Given the board "8-1-3-5/bartolomeo.yaml"
      When Alice attacks "bob.bartolomeo" with "alice.leader"
      Then Bob must choose whether to replace the K.O.
      When Bob does not replace the K.O.
      Then "bob.bartolomeo" is in Bob's trash
      And Bob has 2 cards in his hand
      And nobody has to choose anything

    @rule:8-1-3-5-1 @rule:8-1-3-5-2
    Scenario: Bob declines both Bartolomeo's and Rosinante's replacements
      Given the board "8-1-3-5/bartolomeo_and_rosinante.yaml"
      When Alice attacks "bob.bartolomeo" with "alice.leader"
      Then Bob must choose whether to replace the K.O.
      When Bob does not replace the K.O.
      Then Bob must choose whether to replace the K.O.
      When Bob does not replace the K.O.
      Then "bob.bartolomeo" is in Bob's trash
      And "bob.rosinante" is in Bob's Character area
      And Bob has 2 cards in his hand
      And nobody has to choose anything

  Rule: 8-1-3-5-2 The replacement of the card concerned has priority over the others

    @rule:8-1-3-5-2 @rule:8-1-3-5-1
    Scenario: Once Bob declines Bartolomeo's own replacement, Rosinante's is offered
      Given the board "8-1-3-5/bartolomeo_and_rosinante.yaml"
      When Alice attacks "bob.bartolomeo" with "alice.leader"
      Then Bob must choose whether to replace the K.O.
      When Bob does not replace the K.O.
      Then Bob must choose whether to replace the K.O.
      When Bob replaces the K.O. with the effect of "bob.rosinante"
      Then "bob.rosinante" is in Bob's trash
      And "bob.bartolomeo" is in Bob's Character area
      And Bob has 2 cards in his hand
      And Bob has 2 Characters
      And nobody has to choose anything

    @rule:8-1-3-5-2
    Scenario: Rosinante's replacement cannot be applied before Bartolomeo's own is declined
      Given the board "8-1-3-5/bartolomeo_and_rosinante.yaml"
      When Alice attacks "bob.bartolomeo" with "alice.leader"
      Then Bob must choose whether to replace the K.O.
      When Bob replaces the K.O. with the effect of "bob.rosinante"
      Then the action is refused citing 8-1-3-5-2
      And "bob.rosinante" is in Bob's Character area
      And Bob must choose whether to replace the K.O.
      When Bob replaces the K.O. with the effect of "bob.bartolomeo"
      And Bob chooses "bob.b"
      Then "bob.b" is in Bob's trash
      And "bob.bartolomeo" is in Bob's Character area
      And "bob.rosinante" is in Bob's Character area

    @rule:8-1-3-5-2 @rule:8-1-3-5
    Scenario: For Heat, which has no replacement of its own, Rosinante's is offered at once
      Given the board "8-1-3-5/bartolomeo_and_rosinante.yaml"
      When Alice attacks "bob.heat" with "alice.leader"
      Then Bob must choose whether to replace the K.O.
      When Bob replaces the K.O. with the effect of "bob.rosinante"
      Then "bob.heat" is in Bob's Character area
      And "bob.rosinante" is in Bob's trash
      And Bob has 2 cards in his hand
      And nobody has to choose anything

  Rule: 8-1-3-5-2, 8-1-3-5-3 The turn player's replacements come before the non-turn player's

    # Heat and Bepo, each about to be K.O.'d in battle, have no replacement of their own; Alice's Test
    # Peacemakers and Bob's rested Rosinante could each replace the K.O. The turn player's come first
    # (8-1-3-5-2), so Alice is asked first. When she replaces Heat's K.O., Bob's Rosinante is not
    # offered for it: a situation replaced once is not replaced again (8-1-3-5-3). For Bepo she
    # declines, and only then may Bob apply his; he cannot apply it before she has decided.
    @rule:8-1-3-5-2 @rule:8-1-3-5-3 @rule:8-1-3-5-1
    Scenario: Alice's replacements for Bob's Characters come before his Rosinante, which finds nothing left once hers applies
      Given the board "8-1-3-5/peacemaker_and_rosinante.yaml"
      When Alice attacks "bob.heat" with "alice.leader"
      Then Alice must choose whether to replace the K.O. among "alice.peacemaker_a", "alice.peacemaker_b" and none
      When Alice replaces the K.O. with the effect of "alice.peacemaker_a"
      Then nobody has to choose anything
      And "alice.peacemaker_a" is rested
      And "bob.heat" is in Bob's Character area
      And "bob.rosinante" is in Bob's Character area
      When Alice attacks "bob.bepo" with "alice.zoro"
      Then Alice must choose whether to replace the K.O. among "alice.peacemaker_b" and none
      When Bob replaces the K.O. with the effect of "bob.rosinante"
      Then the action is refused citing 8-1-3-5-2
      And "bob.rosinante" is in Bob's Character area
      And Alice must choose whether to replace the K.O. among "alice.peacemaker_b" and none
      When Alice does not replace the K.O.
      Then Bob must choose whether to replace the K.O. among "bob.rosinante" and none
      And "alice.peacemaker_b" is active
      When Bob replaces the K.O. with the effect of "bob.rosinante"
      Then "bob.rosinante" is in Bob's trash
      And "bob.bepo" is in Bob's Character area
      And Bob has 2 Characters
      And nobody has to choose anything

  Rule: 8-1-3-5-3 A situation that has been replaced is not replaced again

    @rule:8-1-3-5-3 @rule:8-1-3-5-2
    Scenario: After Bartolomeo's replacement, Rosinante's is not offered
      Given the board "8-1-3-5/bartolomeo_and_rosinante.yaml"
      When Alice attacks "bob.bartolomeo" with "alice.leader"
      Then Bob must choose whether to replace the K.O.
      When Bob replaces the K.O. with the effect of "bob.bartolomeo"
      Then Bob must choose a card
      When Bob chooses "bob.a"
      Then nobody has to choose anything
      And "bob.a" is in Bob's trash
      And "bob.bartolomeo" is in Bob's Character area
      And "bob.rosinante" is in Bob's Character area
      And Bob has 1 card in his hand

  Rule: 8-1-3-5-4 A replacement applies even while an effect is being processed

    @rule:8-1-3-5-4 @rule:8-1-3-5 @rule:10-2-3-1
    Scenario: Gum-Gum Jet Pistol's K.O. of Bartolomeo is replaced during its resolution
      Given the board "8-1-3-5/bartolomeo.yaml"
      When Alice plays "alice.pistol"
      Then Alice must choose a card
      When Alice chooses "bob.bartolomeo"
      Then Bob must choose whether to replace the K.O.
      When Bob replaces the K.O. with the effect of "bob.bartolomeo"
      Then Bob must choose a card
      When Bob chooses "bob.b"
      Then "bob.b" is in Bob's trash
      And "bob.bartolomeo" is in Bob's Character area
      And "alice.pistol" is in Alice's trash
      And Alice has 0 active DON!!
      And Alice has 4 rested DON!!
      And nobody has to choose anything

    @rule:8-1-3-5-4 @rule:8-1-3-5-1
    Scenario: Bob lets Gum-Gum Jet Pistol K.O. Bartolomeo
      Given the board "8-1-3-5/bartolomeo.yaml"
      When Alice plays "alice.pistol"
      And Alice chooses "bob.bartolomeo"
      Then Bob must choose whether to replace the K.O.
      When Bob does not replace the K.O.
      Then "bob.bartolomeo" is in Bob's trash
      And Bob has 2 cards in his hand
      And "alice.pistol" is in Alice's trash

  Rule: 8-1-3-5-4-1 After a replacement partway through an effect, the rest of the effect goes on

    @rule:8-1-3-5-4-1 @rule:8-1-3-5-4 @rule:4-10-2
    Scenario: Test Guardian replaces the K.O. of Test Two-Step and Alice still draws
      Given the board "8-1-3-5/two_step_guardian.yaml"
      When Alice plays "alice.two_step"
      Then Alice must choose a card among "bob.guardian" and none
      When Alice chooses "bob.guardian"
      Then Bob must choose whether to replace the K.O.
      When Bob replaces the K.O. with the effect of "bob.guardian"
      And Bob chooses "bob.heat"
      Then "bob.heat" is in Bob's trash
      And "bob.guardian" is in Bob's Character area
      And "alice.top" is in Alice's hand
      And "alice.second" is 1st from the top of Alice's deck
      And nobody has to choose anything

  Rule: 8-1-3-5 A replacement effect may replace a player's loss, and only the loss it names

    # Nami OP03-040, Alice's Leader: "when your deck is reduced to 0" her player wins "instead of losing". A deck
    # at 0 is a defeat condition (1-2-1-1-2, 9-2-1-2) that rule processing judges at once (9-1-2); Nami's text
    # replaces that loss with a win (8-1-3-5), which, like a card's win, ends the game then (1-2-5). Her other
    # effect ([DON!! x1], once her attack deals damage to Bob's Life, she may trash her top card) activates when
    # Bob's Life card has been checked and resolves before its [Trigger] is offered (Q&A OP03-040 1st).
    # Mistakes caught: the replacement ignored (Alice loses with her deck at 0); the replacement applied to
    # every defeat (damage at 0 Life turned into a win too); the damage effect waiting for the end of damage
    # processing, as other effects met during it do (8-6-2), so Bob is asked about Carrot's [Trigger] first.
    @rule:8-1-3-5 @rule:8-1-3-5-4 @rule:9-1-2 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-5 @qa:OP03-040-1
    Scenario: Nami's attack deals damage, Alice trashes her last card and wins instead of losing
      Given the board "8-1-3-5/nami_attacks.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Alice must choose whether to use the optional effect
      When Alice uses the optional effect
      Then "alice.last" is in Alice's trash
      And Alice has 0 cards in her deck
      And Alice wins the game
      And nobody has to choose anything

    @rule:8-1-3-5 @rule:7-1-4-1-1-2 @rule:4-6-3 @qa:OP03-040-1
    Scenario: Alice declines Nami's effect, and only then is Bob offered Carrot's Trigger
      Given the board "8-1-3-5/nami_attacks.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Alice must choose whether to use the optional effect
      When Alice declines the optional effect
      Then Bob must choose whether to activate the Trigger
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Alice has 1 card in her deck
      And Bob has 1 Life card
      And the game is not over
      And nobody has to choose anything

    @rule:10-2-9 @rule:7-1-4-1-1-2
    Scenario: Without a DON!! given, Nami's damage effect is not offered and Bob is asked about Carrot at once
      Given the board "8-1-3-5/nami_attacks_no_don.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Alice has 1 card in her deck
      And nobody has to choose anything

    # Nami replaces only the loss of a deck reduced to 0: damage taken at 0 Life is another defeat condition
    # (1-2-1-1-1, 9-2-1-1), and Alice loses to it.
    @rule:8-1-3-5 @rule:9-2-1 @rule:9-2-1-1 @rule:1-2-1
    Scenario: With Nami as her Leader, Alice still loses when her Leader takes damage at 0 Life
      Given the board "8-1-3-5/nami_zero_life.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      Then Bob wins the game
      And nobody has to choose anything

    # Both decks are at 0 as the board is set up: rule processing judges it at once (9-1-2). Bob loses; Alice's
    # loss is replaced with a win (8-1-3-5, 1-2-5), so the game is Alice's, not a draw.
    @rule:8-1-3-5 @rule:9-1-2 @rule:9-2-1 @rule:9-2-1-2 @rule:1-2-5
    Scenario: With both decks at 0, Nami's player wins and the game is no draw
      Given the board "8-1-3-5/nami_decks_empty.yaml"
      Then Alice wins the game
      And nobody has to choose anything
