Feature: 3 Game Areas
  Each player has their own deck, DON!! deck, hand, trash, Leader area, Character area, Stage area,
  cost area and Life. These scenarios check what each area does to the cards in it: the order the
  deck, the trash and Life keep (and from which end cards leave), how many cards the Character and
  Stage areas hold, that a Leader never leaves its area, and that a card leaving the field comes
  back as a new card without the DON!!, power changes or state it had.

  Rule: 3-1 Areas: a card that leaves the Character area is a new card

    @rule:3-1-6 @rule:3-7-5 @rule:3-7-4 @rule:3-7-6-1 @qa:rules-10
    Scenario: Karoo returned from the field to the hand and played again has lost his DON!!, his +2000 and his rested state
      Law is played as a sixth Character, so Alice first trashes Nami (3-7-6-1). Law's [On Play] cost
      returns Karoo to her hand (his 2 DON!! go back to her cost area, rested) and its effect plays him
      again: a new card.

      Given the board "3/new_card.yaml"
      When Alice plays "alice.law"
      Then Alice must choose which Character to trash
      When Alice chooses "alice.nami"
      Then "alice.nami" is in Alice's trash
      And Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's hand
      And Alice has 0 active DON!!
      And Alice has 7 rested DON!!
      When Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's Character area
      And "alice.karoo" is active
      And "alice.karoo" has 0 DON!! given
      And "alice.karoo" has 3000 power
      When Alice attacks "bob.vito" with "alice.karoo"
      Then the action is refused citing 3-7-4

    # In the deck Vito is a new card (3-1-6), but nothing there shows a power: what can be seen is
    # that his DON!! went back to Bob's cost area, rested (6-5-5-4), and where he lies in the deck.
    # Karoo's scenario above shows a moved card losing its +2000.
    @rule:6-5-5-4 @rule:3-2-2
    Scenario: Vito put on the bottom of Bob's deck by Jinbe leaves his DON!! rested in Bob's cost area, and the deck above him keeps its order
      Given the board "3/sinker.yaml"
      When Alice plays "alice.sinker"
      Then "alice.sinker" is in Alice's Character area
      And Alice must choose a card
      And Alice can choose only "bob.vito" and none
      When Alice chooses "bob.vito"
      Then Bob's deck holds, from the top, "bob.koby", "bob.heat" and "bob.vito"
      And "bob.vito" is 1st from the bottom of Bob's deck
      And Bob has 1 rested DON!!
      And Bob has 0 Characters

  Rule: 3-2 Deck and 3-4 Hand: a draw takes the top card of the deck into the hand

    @rule:3-1-1 @rule:3-2-2 @rule:3-4-1
    Scenario: The Draw Phase moves the top card of the deck, Nami, into Alice's hand and leaves the rest in order
      Given the board "3/draw_order.yaml"
      Then it is Alice's turn 3
      And "alice.nami" is in Alice's hand
      And Alice's deck holds, from the top, "alice.vivi" and "alice.karoo"
      And Alice has 1 cards in her hand

    @rule:3-2-3 @rule:3-4-1
    Scenario: Drawing 2 takes Nami, then Karoo, from the top of the deck, and Nico Robin becomes the top card
      Given the board "3/draw_two.yaml"
      When Alice plays "alice.payer"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice chooses "alice.vivi"
      And Alice chooses "alice.field_karoo"
      Then "alice.nami" is in Alice's hand
      And "alice.karoo" is in Alice's hand
      And Alice's deck holds, from the top, "alice.robin"
      And "alice.vivi" is rested
      And "alice.field_karoo" is rested

  Rule: 3-3 DON!! deck and 3-9 cost area: DON!! move one at a time, and a cost may use any DON!!

    @rule:3-3-3 @rule:3-9-1 @rule:3-9-3
    Scenario: With 1 DON!! left in the DON!! deck the DON!! Phase moves that one, active, into the cost area of 9 refreshed DON!!
      Given the board "3/draw_order.yaml"
      Then Alice has 0 DON!! in her DON!! deck
      And Alice has 10 active DON!!
      And Alice has 0 rested DON!!

    # 3-9-2: paying a cost, a player picks whichever cards of the cost area they like. Page One's
    # DON!! −1 (10-2-10-1) may take the active or the rested DON!! of Alice's cost area, or a DON!!
    # given to her leader or Karoo; whichever she picks goes back, and the other DON!! of the cost
    # area stays as it was. An engine that takes an active DON!! first, or offers the cost area as
    # one pile, fails one of the two.
    @rule:3-9-2 @rule:10-2-10-1
    Scenario: Paying DON!! −1, Alice returns the rested DON!! of her cost area and keeps the active one
      Given the board "3/don_choice.yaml"
      When Alice activates the effect of "alice.spender"
      Then Alice must choose which DON!! to return
      And Alice can choose only active, rested, "alice.leader" and "alice.karoo"
      When Alice returns a rested DON!! from her cost area
      Then Alice has 1 active DON!!
      And Alice has 0 rested DON!!
      And Alice has 6 DON!! in her DON!! deck
      And "alice.leader" has 2 DON!! given
      And "alice.karoo" has 1 DON!! given
      And nobody has to choose anything

    @rule:3-9-2 @rule:10-2-10-1
    Scenario: Paying DON!! −1, Alice returns the active DON!! of her cost area and keeps the rested one
      Given the board "3/don_choice.yaml"
      When Alice activates the effect of "alice.spender"
      Then Alice must choose which DON!! to return among active, rested, "alice.leader" and "alice.karoo"
      When Alice returns an active DON!! from her cost area
      Then Alice has 0 active DON!!
      And Alice has 1 rested DON!!
      And Alice has 6 DON!! in her DON!! deck
      And "alice.leader" has 2 DON!! given
      And "alice.karoo" has 1 DON!! given
      And nobody has to choose anything

  Rule: 3-5 Trash: a card placed in the trash goes on top

    @rule:3-5-1 @rule:3-5-2 @rule:3-7-6-1
    Scenario: The activated Jet Pistol and then the Karoo trashed to make room each go on top of Alice's trash
      Given the board "3/trash_order.yaml"
      When Alice plays "alice.pistol"
      And Alice chooses "bob.vito"
      Then Alice's trash holds, from the top, "alice.pistol" and "alice.jambe"
      When Alice plays "alice.sanji"
      And Alice chooses "alice.karoo"
      Then Alice's trash holds, from the top, "alice.karoo", "alice.pistol" and "alice.jambe"
      And "bob.vito" is in Bob's trash

  Rule: 3-6 Leader area: the Leader stays there

    @rule:3-6-3
    Scenario: A Leader that loses a battle on its last Life card stays in the Leader area
      Given the board "3/last_life.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then "bob.leader" is in Bob's Leader area
      And "bob.bepo" is in Bob's hand
      And Bob has 0 Life cards
      And the game is not over

  Rule: 3-7 Character area: up to 5 Characters, played active

    @rule:3-7-1 @rule:3-7-3 @rule:3-7-6 @rule:3-7-6-1 @rule:3-7-5
    Scenario: A sixth Character makes Alice choose one of the five already there, never the one being played
      Given the board "3/trash_order.yaml"
      When Alice plays "alice.sanji"
      Then Alice must choose which Character to trash
      And Alice can choose only "alice.karoo", "alice.nami", "alice.vivi", "alice.usopp" and "alice.chopper"
      When Alice chooses "alice.vivi"
      Then "alice.vivi" is in Alice's trash
      And "alice.sanji" is in Alice's Character area
      And "alice.sanji" is active
      And Alice has 5 Characters

  Rule: 3-8 Stage area: one Stage, played active

    @rule:3-8-1 @rule:3-8-3 @rule:3-8-4 @rule:3-8-5 @rule:3-8-5-1 @qa:rules-5
    Scenario: A second Thousand Sunny replaces the rested one, which goes to Alice's trash, and is played active
      Given the board "3/stages.yaml"
      When Alice plays "alice.new"
      Then "alice.new" is in Alice's Stage area
      And "alice.new" is active
      And "alice.old" is in Alice's trash
      And Alice has 0 active DON!!

  Rule: 3-10 Life: cards leave from the top

    @rule:3-10-1 @rule:3-10-2 @qa:rules-43
    Scenario: Damage takes the top Life card, Bepo, and leaves the others in their order
      Given the board "3/life_top.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then "bob.bepo" is in Bob's hand
      And Bob's Life holds, from the top, "bob.heat" and "bob.vito"
      And "bob.vito" is 1st from the bottom of Bob's Life

    # A printed card that adds to Life: Toko OP04-098 (On Play, after trashing 2 Land of Wano cards, with 1
    # or fewer Life cards, the deck's top card goes on top of Life). Her text names the top of Life, so
    # Nami lies above the Sanji that was there (3-10-2 moves the top card of Life unless told otherwise;
    # the same word "top" places it). An engine that adds the card at the bottom of Life shows Sanji on top.
    # Official Q&A (general rules: a card placed at the top of Life goes at the very top, face down unless told).
    @rule:3-10-2 @rule:8-3-1-4 @qa:rules-44
    Scenario: Toko puts Nami from the top of Alice's deck on top of her last Life card
      Given the board "3/toko_life_top.yaml"
      When Alice plays "alice.toko"
      And Alice pays the optional cost
      Then Alice must choose a card among "alice.otama1" and "alice.otama2"
      When Alice chooses "alice.otama1"
      And Alice chooses "alice.otama2"
      Then Alice's Life holds, from the top, "alice.nami" and "alice.sanji"
      And "alice.vivi" is 1st from the top of Alice's deck
      And "alice.otama1" is in Alice's trash
      And "alice.otama2" is in Alice's trash
      And nobody has to choose anything

    # The same Toko with 2 Life cards: the cost is still paid (8-3-1-4: an optional cost paid in full), but
    # "if you have 1 or fewer Life cards" is not met, so nothing is added (8-3-3): Nami stays on top of the
    # deck. An engine that reads the bound as "2 or fewer" adds her to Life.
    @rule:8-3-3 @rule:8-3-1-4
    Scenario: Toko with 2 Life cards trashes her cost but adds nothing to Life
      Given the board "3/toko_two_life.yaml"
      When Alice plays "alice.toko"
      And Alice pays the optional cost
      And Alice chooses "alice.otama1"
      And Alice chooses "alice.otama2"
      Then Alice has 2 Life cards
      And "alice.nami" is 1st from the top of Alice's deck
      And "alice.otama1" is in Alice's trash
      And "alice.otama2" is in Alice's trash
      And nobody has to choose anything

  Rule: 3-1-5 Open and secret areas: who may look at which card, and that anyone may count them

    @rule:3-1-5 @rule:3-4-2 @rule:3-4-3 @rule:3-1-4
    Scenario: Alice may look at her own hand and Bob may not, though he can count it
      Given the board "3/who_sees.yaml"
      Then Alice can see "alice.karoo"
      And Bob cannot see "alice.karoo"
      And Bob cannot see "alice.vivi"
      And Bob sees 2 cards in Alice's hand
      And Alice cannot see "bob.bonney"
      And Bob can see "bob.bonney"

    @rule:3-2-2 @rule:3-1-4
    Scenario: Nobody may look at a deck, not even its owner, but both may count it
      Given the board "3/who_sees.yaml"
      Then Alice cannot see "alice.robin"
      And Bob cannot see "alice.robin"
      And Alice sees 3 cards in Alice's deck
      And Bob sees 3 cards in Alice's deck
      And Bob sees 3 cards in Bob's deck

    # 3-3-2: the DON!! deck is an open area, which either player may look at: Bob sees as many DON!! in
    # Alice's DON!! deck as she does (10 less the 2 rested in her cost area and the 3 given), and she sees
    # his 8. An engine that shows a player's DON!! deck to its owner only, as a secret area, fails here.
    @rule:3-3-2 @rule:3-1-4
    Scenario: Both players may look at each DON!! deck and count its cards
      Given the board "6/given_don.yaml"
      Then Bob sees 5 DON!! in Alice's DON!! deck
      And Alice sees 5 DON!! in Alice's DON!! deck
      And Alice sees 8 DON!! in Bob's DON!! deck
      And Bob sees 8 DON!! in Bob's DON!! deck

    @rule:3-6-2 @rule:3-7-2 @rule:3-8-2 @rule:3-5-2 @rule:3-1-5
    Scenario: The Leader area, the Character area, the Stage area and the trash are open to both players
      Given the board "3/who_sees.yaml"
      Then Bob can see "alice.leader"
      And Bob can see "alice.luffy"
      And Bob can see "alice.sunny"
      And Bob can see "alice.jambe"
      And Alice can see "bob.leader"

    @rule:3-10-2 @rule:3-10-2-1 @rule:3-1-4 @qa:rules-45
    Scenario: Face-down Life is hidden even from its owner; the face-up Usopp an effect put there is open to both
      Given the board "3/who_sees.yaml"
      Then Alice cannot see "alice.hidden_life"
      And Bob cannot see "alice.hidden_life"
      And Alice can see "alice.usopp"
      And Bob can see "alice.usopp"
      And Bob sees 3 cards in Alice's Life

  Rule: 3-1-8 Cards put together from an open area into a secret one, in an order their owner picks: the opponent does not learn it

    # Test Undertow puts Karoo and Nami from Alice's field at the bottom of her deck, in the order she
    # picks (3-1-7): Nami goes down first and Karoo under her. On the field both were open to Bob; in
    # the deck he may look at neither (3-2-2), and his view of the deck lists every card alike, without
    # its face or its id, so it does not show which of the two lies where (3-1-8). The referee's state
    # holds the order Alice chose.
    @rule:3-1-8 @rule:3-1-7
    Scenario: Alice puts Nami and then Karoo under her deck; Bob's view of her deck does not show which is where
      Given the board "3/undertow.yaml"
      When Alice plays "alice.undertow"
      Then Alice must choose a card among "alice.karoo", "alice.nami" and none
      When Alice chooses "alice.karoo"
      And Alice chooses "alice.nami"
      Then Alice must choose the order of the cards on the bottom among "alice.karoo" and "alice.nami"
      When Alice chooses "alice.nami"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.robin", "alice.chopper", "alice.nami" and "alice.karoo"
      And Bob sees 4 cards in Alice's deck
      And Bob cannot see "alice.nami"
      And Bob cannot see "alice.karoo"
      And Bob cannot tell the cards of Alice's deck apart

  Rule: 3-10-3 Looking at Life leaves each card facing as it did

    # Fortune Reading looks at Alice's top 2 Life cards, face up or face down alike (3-10-3): while it
    # resolves, Alice sees both, Bob only the face-up Vivi (3-10-2-1), and nobody the third card. Once
    # it has resolved, each card faces as before: Karoo is secret again, even to Alice, and Vivi stays
    # face up for both players. An engine that turns a looked-at card over, or moves it, fails.
    @rule:3-10-3 @rule:3-10-2-1 @rule:11-3-1
    Scenario: After Fortune Reading looks at her Life, Karoo is face down again and Vivi still face up
      Given the board "3/look_at_life.yaml"
      When Alice plays "alice.reading"
      Then Alice must choose whether to use the optional effect
      And Alice can see "alice.karoo"
      And Alice can see "alice.vivi"
      And Bob cannot see "alice.karoo"
      And Bob can see "alice.vivi"
      And Alice cannot see "alice.usopp"
      When Alice declines the optional effect
      Then nobody has to choose anything
      And Alice cannot see "alice.karoo"
      And Bob cannot see "alice.karoo"
      And Bob can see "alice.vivi"
      And Alice's Life holds, from the top, "alice.karoo", "alice.vivi" and "alice.usopp"
