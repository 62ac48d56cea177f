Feature: 11 Miscellaneous: revealing cards and looking at secret areas
  A card moved from one secret area to another under a condition is revealed, even when the text does
  not say so, and goes back to secret once the effect has resolved (11-2). Cards an effect looks at
  stay where they are while they are looked at, and only the player of the effect sees them (11-3).
  Jewelry Bonney looks at the top 5 cards of Alice's deck and may add a Supernovas card to her hand.

  Rule: 11-3 Looking at secret areas

    @rule:11-3-1 @rule:11-3-2 @rule:3-2-2
    Scenario: While Bonney's effect looks at the top 5 cards they stay in the deck, and only Alice sees them
      Given the board "8-4/bonney.yaml"
      When Alice activates the effect of "alice.bonney"
      Then Alice must choose a card
      And Alice has 7 cards in her deck
      And "alice.deck.1" is in Alice's deck
      And Alice can see "alice.deck.1"
      And Alice can see "alice.deck.5"
      And Bob cannot see "alice.deck.1"
      And Alice cannot see "alice.deck.6"
      When Alice chooses no more cards
      Then Alice must choose the order of the cards on the bottom
      And Alice can see "alice.deck.2"
      When Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.2"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then nobody has to choose anything
      And Alice has 7 cards in her deck
      And Alice cannot see "alice.deck.1"

    # Quick Peek says nothing of the cards Alice does not take: they go back as they were (11-3-3).
    # They never left the deck (11-3-2), so Karoo and Vivi stay on top in their order, above Zoro,
    # who was never looked at. An engine that puts the rest on the bottom, or asks for their order,
    # fails.
    @rule:11-3-3 @rule:11-3-2
    Scenario: Quick Peek takes Urouge, and Karoo and Vivi stay on top of the deck in their order
      Given the board "8-4/peek_unchanged.yaml"
      When Alice plays "alice.peek"
      Then Alice must choose a card among "alice.urouge" and none
      When Alice chooses "alice.urouge"
      Then "alice.urouge" is in Alice's hand
      And nobody has to choose anything
      And Alice's deck holds, from the top, "alice.karoo", "alice.vivi", "alice.zoro", "alice.deck.5" and "alice.deck.6"

    # Official Q&A (data/QA/qa_op01.md, OP01-077 Perona, 1st entry; the same for OP01-073 and OP01-088), in
    # our words: after looking at the top 5, may 1 go back on top and 4 to the bottom? No: the player
    # orders the 5 and puts all of them on the top or all of them at the bottom. Alice's first pick sends
    # Urouge to the bottom, so the other four follow him there, in the order she picks (3-1-7): "none" is
    # no longer offered, since it would leave the rest on top. An engine that lets her stop and keep the
    # rest on top fails.
    @rule:11-3-2 @rule:3-1-7 @qa:OP01-077-1
    Scenario: Perona puts all 5 cards she looked at at the bottom once the first one goes there
      Given the board "11/perona.yaml"
      When Alice plays "alice.perona"
      Then Alice must choose a card among "alice.deck.1", "alice.deck.2", "alice.deck.3", "alice.deck.4", "alice.deck.5" and none
      When Alice chooses "alice.deck.2"
      Then Alice must choose a card among "alice.deck.1", "alice.deck.3", "alice.deck.4" and "alice.deck.5"
      When Alice chooses "alice.deck.5"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.3"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.deck.6", "alice.deck.7", "alice.deck.2", "alice.deck.5", "alice.deck.1", "alice.deck.3" and "alice.deck.4"

    # The same Q&A, the other way: Alice sends none to the bottom, so all 5 stay on top, in the order she
    # picks, each above the one before; the two cards she did not look at stay under them.
    @rule:11-3-2 @rule:3-1-7 @qa:OP01-077-1
    Scenario: Perona keeps all 5 cards she looked at on top, in the order Alice picks
      Given the board "11/perona.yaml"
      When Alice plays "alice.perona"
      And Alice chooses no more cards
      Then Alice must choose a card among "alice.deck.1", "alice.deck.2", "alice.deck.3", "alice.deck.4" and "alice.deck.5"
      When Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.5"
      And Alice chooses "alice.deck.2"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.deck.4", "alice.deck.2", "alice.deck.5", "alice.deck.1", "alice.deck.3", "alice.deck.6" and "alice.deck.7"

    # Donquixote Doflamingo OP01-073's [On Play] looks at the top 5 and puts them back, all on top here, in
    # the order Alice picks, each above the one before (official Q&A of OP01-073: all on one side).
    @rule:11-3-2 @rule:3-1-7 @rule:10-2-6-1
    Scenario: Doflamingo keeps the 5 cards he looked at on top, in the order Alice picks
      Given the board "11/doflamingo.yaml"
      When Alice plays "alice.doflamingo"
      Then Alice must choose a card among "alice.deck_1", "alice.deck_2", "alice.deck_3", "alice.deck_4", "alice.deck_5" and none
      When Alice chooses no more cards
      And Alice chooses "alice.deck_4"
      And Alice chooses "alice.deck_2"
      And Alice chooses "alice.deck_5"
      And Alice chooses "alice.deck_1"
      Then nobody has to choose anything
      And "alice.doflamingo" is in Alice's Character area
      And Alice's deck holds, from the top, "alice.deck_3", "alice.deck_1", "alice.deck_5", "alice.deck_2", "alice.deck_4", "alice.deck_6" and "alice.deck_7"

  Rule: 11-2 Revealing cards

    # Test Quiet Search's text moves Karoo and then Nami from the deck to the hand without a word about
    # revealing them; they are cards of a named kind moved from one secret area to another, so each is
    # revealed all the same (11-2-1): while Alice chooses the second card, Bob may look at the Karoo in
    # her hand, not at the Nami still in her deck. Once the effect has resolved, both are secret to Bob
    # again (11-2-2). An engine that reveals only when the text says so fails.
    @rule:11-2-1 @rule:11-2-2 @rule:3-4-3
    Scenario: Karoo, added from the deck by a text that never says reveal, is shown to Bob until the effect has resolved
      Given the board "11/quiet_search.yaml"
      When Alice plays "alice.search"
      Then Alice must choose a card among "alice.karoo" and none
      When Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's hand
      And Alice must choose a card among "alice.nami" and none
      And Bob can see "alice.karoo"
      And Bob cannot see "alice.nami"
      When Alice chooses "alice.nami"
      Then nobody has to choose anything
      And "alice.nami" is in Alice's hand
      And Bob cannot see "alice.karoo"
      And Bob cannot see "alice.nami"
      And Alice can see "alice.karoo"
      And Bob sees 2 cards in Alice's hand

    # Bonney's text does tell Alice to reveal the card she takes (the case with an instruction).
    @rule:11-2-1 @rule:11-2-2 @rule:3-4-3
    Scenario: The Zoro Bonney adds from the deck to the hand is shown to Bob until the effect has resolved
      Given the board "8-4/bonney.yaml"
      When Alice activates the effect of "alice.bonney"
      And Alice chooses "alice.deck.3"
      Then "alice.deck.3" is in Alice's hand
      And Alice must choose the order of the cards on the bottom
      And Bob can see "alice.deck.3"
      And Bob cannot see "alice.deck.1"
      When Alice chooses "alice.deck.4"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.5"
      Then nobody has to choose anything
      And Bob cannot see "alice.deck.3"
      And Alice can see "alice.deck.3"
      And Alice cannot see "alice.deck.1"

    # Doflamingo OP01-060 reveals the top card of Alice's deck (11-2-1) and offers it to be played only
    # if it is a Seven Warlords of the Sea Character card of cost 4 or less. Gecko Moria is one: Alice
    # plays him rested.
    @rule:11-2-1 @rule:10-2-5-1 @rule:8-3-1-4 @rule:10-2-9-1 @rule:8-4-4
    Scenario: Doflamingo reveals Gecko Moria, a Seven Warlords of cost 4, and Alice plays him rested
      Given the board "11/doflamingo_moria.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      Then Alice has 0 active DON!!
      And Alice must choose whether to use the optional effect among use and decline
      When Alice uses the optional effect
      Then "alice.top" is in Alice's Character area
      And "alice.top" is rested
      And nobody has to choose anything
      And Bob has 3 Life cards

    # Crocodile is a Seven Warlords of the Sea Character, but of cost 5: nothing is offered, and the
    # revealed card goes back on top of the deck, secret again (11-2-2; official Q&A of OP01-060).
    @rule:11-2-1 @rule:11-2-2 @rule:10-2-5-1 @rule:8-4-4
    Scenario: Doflamingo reveals a Crocodile of cost 5 and offers nothing; it stays on top of the deck
      Given the board "11/doflamingo_crocodile.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Alice pays the optional cost
      Then nobody has to choose anything
      And "alice.top" is 1st from the top of Alice's deck
      And Alice has 0 Characters
      And Bob has 3 Life cards

    # Caesar Clown costs 4 but is a Scientist, not a Seven Warlords of the Sea: nothing is offered.
    @rule:11-2-1 @rule:11-2-2 @rule:10-2-5-1 @rule:8-4-4
    Scenario: Doflamingo reveals Caesar Clown, of another type, and offers nothing
      Given the board "11/doflamingo_caesar.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Alice pays the optional cost
      Then nobody has to choose anything
      And "alice.top" is 1st from the top of Alice's deck
      And Alice has 0 Characters
      And Bob has 3 Life cards

  Rule: 11-1 Infinite loops

    # Each time the Bandit is played its [On Play] returns it to the hand and plays it again, which
    # sets off the same [On Play]: the game comes back to the same position forever, and neither
    # player is given any choice that could stop it, so the game ends in a draw (11-1-1-1). An engine
    # that loops forever times out; one that stops the loop on its own goes on with the game.
    @rule:11-1-1 @rule:11-1-1-1 @rule:1-2-1
    Scenario: Boomerang Bandit returns and replays itself forever, and the game ends in a draw
      Given the board "11/endless_bandit.yaml"
      When Alice plays "alice.bandit"
      Then the game ends in a draw

    # Each use of Pendulum Pirate's [On Play] brings every card back where it was (only the Leader's power
    # grows): a loop only Alice can stop, by declining. Once it has gone round once she declares how many
    # more times it is carried out (11-1-1-2); it is, and then she must stop it: "use" is no longer offered
    # in that position. An engine that keeps asking each time, runs it one time too many or too few, or
    # lets her go on after the declared number fails.
    @rule:11-1-1-2 @rule:11-1-1 @rule:8-1-2
    Scenario: Alice declares that Pendulum Pirate's loop goes round 3 more times, and then must decline
      Given the board "11/pendulum.yaml"
      When Alice plays "alice.pendulum"
      Then Alice must choose whether to use the optional effect among use and decline
      When Alice uses the optional effect
      Then Alice must choose a card among "alice.leader"
      When Alice chooses "alice.leader"
      Then "alice.leader" has 6000 power
      And "alice.pendulum" is in Alice's Character area
      And Alice must choose how many more times the loop is carried out
      When Alice chooses the number 3
      Then Alice must choose whether to use the optional effect among decline
      And "alice.leader" has 9000 power
      When Alice declines the optional effect
      Then nobody has to choose anything
      And "alice.pendulum" is in Alice's Character area
      And "alice.leader" has 9000 power

    # Here both players can stop the loop: Alice by declining Challenger's effect, Bob by letting Phoenix
    # Sentry be K.O.'d. Alice, the turn player, declares first (5), then Bob (2): the loop goes round the
    # smaller number of times, and Bob, who declared it, must then make a choice that stops it (11-1-1-3).
    # Every time round puts +1000 on Alice's Leader and on Phoenix Sentry.
    @rule:11-1-1-3 @rule:11-1-1 @rule:8-1-3-5
    Scenario: Alice declares 5 and Bob 2 repetitions of the Challenger loop, and Bob must then let Phoenix Sentry go
      Given the board "11/challenger_phoenix.yaml"
      When Alice plays "alice.challenger"
      Then Alice must choose whether to use the optional effect among use and decline
      When Alice uses the optional effect
      Then Alice must choose a card among "bob.phoenix"
      When Alice chooses "bob.phoenix"
      Then Bob must choose whether to replace the K.O. among "bob.phoenix" and none
      When Bob replaces the K.O. with the effect of "bob.phoenix"
      Then Alice must choose a card among "alice.leader"
      When Alice chooses "alice.leader"
      Then "bob.phoenix" has 2000 power
      And "alice.leader" has 6000 power
      And Alice must choose how many more times the loop is carried out
      When Alice chooses the number 5
      Then Bob must choose how many more times the loop is carried out
      When Bob chooses the number 2
      Then Bob must choose whether to replace the K.O. among none
      And "bob.phoenix" has 4000 power
      And "alice.leader" has 8000 power
      When Bob does not replace the K.O.
      Then "bob.phoenix" is in Bob's trash
      And Alice must choose a card among "alice.leader"
      When Alice chooses "alice.leader"
      Then "alice.leader" has 9000 power
      And Alice must choose whether to use the optional effect among use and decline
      When Alice declines the optional effect
      Then nobody has to choose anything
