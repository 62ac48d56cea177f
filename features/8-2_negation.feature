Feature: 8-2 Valid and negated effects
  An effect can make the effects of a card invalid (negated): they produce nothing, ask for no
  choice, and a negated card still counts as having its original text. What a negated card's effect
  already did stays done.

  Rule: 8-2-1 Negated effects are not produced

    # Ground Death OP14-096 negates ([Main], cost 1, and its player may rest 2 DON!!: up to 1 opposing
    # Character of cost 5 or less, this turn); Donquixote Rosinante OP09-032 has an [On Your Opponent's
    # Attack] effect (it sets itself active). Synthetic cards kept: none of the cards we write refers to
    # "no original effect" (Test Vanilla Hunter TEST-008, 2-8-5), and Test Guardian TEST-004 and Test
    # Unbreakable TEST-007 are the negated targets of two scenarios; Test Silencer TEST-006 stays in
    # those scenarios, which need synthetic cards anyway.

    @rule:10-1-4-1 @rule:10-2-12-1 @rule:10-2-9-1
    Scenario: Without negation Bartolomeo has 5000 power and may block
      In Alice's turn Bartolomeo's [DON!! x2] [Opponent's Turn] +3000 applies; the DON!! given add
      nothing themselves outside Bob's turn.

      Given the board "8-2/bartolomeo.yaml"
      Then "bob.bart" has 5000 power
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker
      When Bob declines to block
      Then Bob has 3 Life cards

    @rule:8-2-1 @rule:8-2-1-1 @rule:10-1-4-1
    Scenario: Ground Death takes away Bartolomeo's +3000 and his [Blocker]
      Given the board "8-2/silencer_bartolomeo.yaml"
      When Alice plays "alice.silencer"
      And Alice pays the optional cost
      Then Alice must choose a card among "bob.bart" and none
      When Alice chooses "bob.bart"
      Then "bob.bart" has 2000 power
      And "bob.bart" has 2 DON!! given
      And "alice.silencer" is in Alice's trash
      And Alice has 3 rested DON!!
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.bart" is active

    @rule:8-2-1-1 @rule:10-2-16-1
    Scenario: A negated Rosinante stays rested when Alice attacks
      Given the board "8-2/silenced_rosinante.yaml"
      When Alice plays "alice.silencer"
      And Alice pays the optional cost
      And Alice chooses "bob.rosinante"
      And Alice attacks Bob's leader with "alice.leader"
      Then "bob.rosinante" is rested
      And Bob has 3 Life cards
      And nobody has to choose anything

    @rule:8-2-1-1 @rule:8-1-3-5 @rule:7-1-4-1-2
    Scenario: Bob is not asked about the replacement of a negated Test Guardian
      The negated replacement effect is not produced, so its choices (whether to replace, which card
      to trash) are not made. Test Unbreakable, not negated, still cannot be K.O.'d.

      Given the board "8-2/silencer_targets.yaml"
      When Alice plays "alice.silencer"
      Then Alice must choose a card
      When Alice chooses "bob.guardian"
      And Alice attacks "bob.guardian" with "alice.leader"
      Then nobody has to choose anything
      And "bob.guardian" is in Bob's trash
      And Bob has 2 cards in his hand
      When Alice attacks "bob.unbreak" with "alice.robin"
      Then "bob.unbreak" is in Bob's Character area

    @rule:8-2-1-1 @rule:1-3-3 @rule:7-1-4-1-2
    Scenario: A negated Test Unbreakable is K.O.'d in battle
      Test Guardian, not negated, still offers its replacement.

      Given the board "8-2/silencer_targets.yaml"
      When Alice plays "alice.silencer"
      And Alice chooses "bob.unbreak"
      And Alice attacks "bob.unbreak" with "alice.leader"
      Then "bob.unbreak" is in Bob's trash
      When Alice attacks "bob.guardian" with "alice.robin"
      Then Bob must choose whether to replace the K.O.
      When Bob does not replace the K.O.
      Then "bob.guardian" is in Bob's trash
      And Bob has 0 Characters

    # 8-2-1-1 also says that the activation cost of a negated effect cannot be paid. Test Silencer
    # negates an opposing Character for the turn of the player who plays it, when its owner cannot
    # activate anything, so this board's own Event, Stand Down, negates one of Alice's own Characters.
    # Jewelry Bonney's effect then cannot be activated: neither Bonney nor a DON!! is rested for it,
    # and Alice looks at no card.
    @rule:8-2-1-1 @rule:8-3-1-5 @rule:10-2-2-1
    Scenario: A negated Jewelry Bonney cannot pay the cost of her effect
      Given the board "8-2/negated_bonney.yaml"
      When Alice plays "alice.stand_down"
      Then Alice must choose a card among "alice.bonney" and none
      When Alice chooses "alice.bonney"
      Then "alice.stand_down" is in Alice's trash
      And Alice has 1 active DON!!
      When Alice activates the effect of "alice.bonney"
      Then the action is refused citing 8-2-1-1
      And "alice.bonney" is active
      And Alice has 1 active DON!!
      And Alice has 10 cards in her deck
      And Alice has 0 cards in her hand
      And nobody has to choose anything

  Rule: 8-2-2 A negated card is not a card "with no original effect"

    @rule:2-8-5 @rule:8-4-4
    Scenario: Test Vanilla Hunter K.O.s Koby, who has no card text
      Given the board "8-2/vanilla_hunter.yaml"
      When Alice plays "alice.hunter"
      Then Alice must choose a card
      When Alice chooses "bob.koby"
      Then "bob.koby" is in Bob's trash
      And "bob.bart" is in Bob's Character area
      And "alice.hunter" is in Alice's trash

    @rule:8-2-2 @rule:2-8-5 @rule:1-3-2
    Scenario: Test Vanilla Hunter finds no target in a negated Bartolomeo
      Bartolomeo's effects are negated, but he still has card text, so he is not a Character with no
      original effect; the Hunter has nothing it may choose.

      Given the board "8-2/vanilla_hunter_negated.yaml"
      When Alice plays "alice.silencer"
      And Alice chooses "bob.bart"
      Then "bob.bart" has 2000 power
      When Alice plays "alice.hunter"
      Then nobody has to choose anything
      And "bob.bart" is in Bob's Character area
      And "alice.hunter" is in Alice's trash
      And Alice has 0 active DON!!

  Rule: 8-2-3 An effect already activated and resolved is not undone by negation

    # Rosinante set itself active before Ground Death negated it, and stays active (8-2-3); negated, it
    # no longer has [Blocker] (8-2-1) and is not offered against the second attack.
    @rule:8-2-3 @rule:8-2-1-1 @rule:10-2-16-1
    Scenario: The negated Rosinante stays active, but is no longer offered as a blocker
      Given the board "8-2/silenced_rosinante.yaml"
      When Alice attacks Bob's leader with "alice.karoo"
      Then "bob.rosinante" is active
      And Bob must choose a blocker among "bob.rosinante" and none
      When Bob declines to block
      Then Bob has 4 Life cards
      When Alice plays "alice.silencer"
      And Alice pays the optional cost
      And Alice chooses "bob.rosinante"
      Then "bob.rosinante" is active
      When Alice attacks Bob's leader with "alice.leader"
      Then nobody has to choose anything
      And Bob has 3 Life cards
      And "bob.rosinante" is active

    @rule:8-2-3 @rule:10-2-6-1
    Scenario: The DON!! Brook gave in Bob's turn stay given after Brook is negated
      Given the board "8-2/brook_then_silencer.yaml"
      When Bob plays "bob.brook"
      Then Bob must choose a card
      When Bob chooses "bob.leader"
      Then Bob must choose a number
      When Bob chooses the number 2
      Then "bob.leader" has 2 DON!! given
      When Bob ends his turn
      Then it is Alice's turn 5
      When Alice plays "alice.silencer"
      And Alice pays the optional cost
      Then Alice must choose a card
      When Alice chooses "bob.brook"
      Then "bob.leader" has 2 DON!! given
      And "bob.brook" is in Bob's Character area
      And Bob has 2 rested DON!!

  Rule: 8-2-4 An effect gained after negation is not negated

    # Reset and Rouse first negates Proud Recruit (its own +1000 is gone: 3000 power), then gives it
    # [Rush]. The [Rush] came after the negation, so it works (8-2-4): the Recruit, played this turn,
    # may attack. An engine that strips every effect from a negated card refuses the attack (3-7-4).
    @rule:8-2-4 @rule:8-2-1-1 @rule:10-1-1
    Scenario: Proud Recruit, negated and then given Rush, attacks in the turn it was played without its +1000
      Given the board "8-2/negated_then_rush.yaml"
      Then "alice.recruit" has 4000 power
      When Alice plays "alice.rouse"
      Then Alice must choose a card
      When Alice chooses "alice.recruit"
      Then Alice must choose a card
      When Alice chooses "alice.recruit"
      Then "alice.recruit" has 3000 power
      When Alice attacks Bob's leader with "alice.recruit"
      Then "alice.recruit" is rested
      And nobody has to choose anything
      And Bob has 4 Life cards
