Feature: 8-5 Activating Cards and Activating Effects
  Activating a card and activating an effect are two different things: a card is activated when an
  Event is played from the hand, an effect when a card's effect is activated. Text such as "when you
  activate an Event" looks only at the former.

  Rule: 8-5-2, 8-5-4 Playing an Event from the hand is activating a card

    # Crocodile OP01-062 (leader, 1 DON!! given): when you activate an Event, you may draw 1 card if
    # you have 4 or less cards in your hand and have not drawn a card with this Leader's effect this
    # turn. That limit is the card's own text: it has no [Once Per Turn] (10-2-13) keyword. Playing
    # Elephant's Marchoo activates a
    # card; Crocodile's effect waits until the Event's own effect (no Character to K.O., then up to 1
    # DON!! added active) is over (8-6-3), and Alice may use it or not.
    @rule:8-5-2 @rule:8-5-4 @rule:8-5-1 @rule:8-6-3 @rule:8-1-2 @rule:10-2-9-1 @qa:OP01-062-4
    Scenario: Playing Elephant's Marchoo lets Crocodile draw once the Event has resolved
      Given the board "8-5/crocodile_events.yaml"
      When Alice plays "alice.marchoo_a"
      Then "alice.marchoo_a" is in Alice's trash
      And Alice must choose a number among 0 and 1
      And Alice has 4 active DON!!
      When Alice chooses the number 1
      Then Alice must choose whether to use the optional effect
      And Alice has 5 active DON!!
      And Alice has 0 DON!! in her DON!! deck
      And Alice has 2 cards in her hand
      And Alice has 10 cards in her deck
      When Alice uses the optional effect
      Then Alice has 3 cards in her hand
      And Alice has 9 cards in her deck
      And nobody has to choose anything

    # Once Crocodile's effect has drawn a card this turn, its own "if" is no longer met (8-3-3), so the
    # second Event sets off nothing.
    @rule:8-5-4 @rule:8-3-3 @rule:8-4-1-1
    Scenario: Crocodile draws for the first Event of the turn only
      Given the board "8-5/crocodile_events.yaml"
      When Alice plays "alice.marchoo_a"
      And Alice chooses the number 1
      And Alice uses the optional effect
      Then Alice has 3 cards in her hand
      When Alice plays "alice.marchoo_b"
      Then "alice.marchoo_b" is in Alice's trash
      And nobody has to choose anything
      And Alice has 1 active DON!!
      And Alice has 2 cards in her hand
      And Alice has 9 cards in her deck

    # With 6 cards in hand before the Event is played and 5 once it has left the hand, "if you have 4
    # or less cards in your hand" is not met at any time, so Crocodile draws nothing (8-3-3).
    @rule:8-3-3 @rule:8-5-4
    Scenario: With more than 4 cards in hand Crocodile draws nothing
      Given the board "8-5/crocodile_full_hand.yaml"
      When Alice plays "alice.marchoo"
      Then "alice.marchoo" is in Alice's trash
      When Alice chooses the number 1
      Then nobody has to choose anything
      And Alice has 1 active DON!!
      And Alice has 5 cards in her hand
      And Alice has 10 cards in her deck

    # A [Counter] Event is also played from the hand (7-1-3-2-2): Alice activates a card in Bob's turn.
    # Crocodile's [DON!! x1] still holds, since the DON!! stays given until Alice's next Refresh Phase.
    @rule:8-5-2 @rule:8-5-4 @rule:10-2-4-1 @rule:7-1-3-2-2 @rule:8-6-3 @rule:10-2-9-1
    Scenario: Activating Guard Point in the Counter Step is activating a card, and Crocodile draws
      Given the board "8-5/crocodile_counter.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      Then Alice must choose whether to use counters
      When Alice activates the Counter Event "alice.guard"
      Then "alice.guard" is in Alice's trash
      And Alice must choose a card
      When Alice chooses "alice.leader"
      Then "alice.leader" has 8000 power
      And Alice must choose whether to use the optional effect
      And Alice has 0 cards in her hand
      When Alice uses the optional effect
      Then Alice has 1 card in her hand
      And Alice has 9 cards in her deck
      And Alice has 4 Life cards
      And nobody has to choose anything

    # "When you activate an Event" looks at Alice's own activations: Bob's Event sets off nothing.
    @rule:8-5-4 @rule:8-5-2
    Scenario: Bob playing an Event does not set off Alice's Crocodile
      Given the board "8-5/crocodile_opponents_event.yaml"
      When Bob plays "bob.marchoo"
      Then "bob.marchoo" is in Bob's trash
      When Bob chooses the number 1
      Then nobody has to choose anything
      And Bob has 1 active DON!!
      And Bob has 0 cards in his hand
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck

    # Usopp OP01-004 draws when Alice's opponent activates an Event: Bob's Guard Point in the Counter
    # Step is one (7-1-3-2-2, 8-5-2). The draw waits until the Event's effect has resolved (official Q&A
    # of OP01-004; 8-6-3) and is not optional; [Once Per Turn] leaves Bob's second Guard Point without one.
    @rule:8-5-4 @rule:8-5-2 @rule:7-1-3-2-2 @rule:8-6-3 @rule:10-2-13-1 @rule:10-2-9-1 @rule:10-2-11-1
    Scenario: Usopp draws once when Bob activates Guard Point, and not again for the second one
      Given the board "8-5/usopp.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.guard_a"
      Then Bob must choose a card
      And Alice has 1 card in her hand
      When Bob chooses "bob.leader"
      Then Alice has 2 cards in her hand
      And "alice.deck.1" is in Alice's hand
      And Bob must choose whether to use counters
      When Bob activates the Counter Event "bob.guard_b"
      And Bob chooses "bob.leader"
      Then Alice has 2 cards in her hand
      And Alice has 9 cards in her deck
      And Bob has 4 Life cards

    # "Your opponent activates an Event" is Bob's Event only: Alice's own Diable Jambe sets off nothing,
    # so Usopp's [Once Per Turn] is still unused when Bob activates Guard Point afterwards.
    @rule:8-5-4 @rule:8-5-2 @rule:10-2-13-1
    Scenario: Alice's own Event does not make Usopp draw, and Bob's Guard Point later does
      Given the board "8-5/usopp.yaml"
      When Alice plays "alice.jambe"
      And Alice chooses "alice.leader"
      Then "alice.jambe" is in Alice's trash
      And nobody has to choose anything
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.guard_a"
      And Bob chooses "bob.leader"
      Then Alice has 1 card in her hand
      And "alice.deck.1" is in Alice's hand
      When Bob is done with counters
      Then Bob has 4 Life cards

    # Activating a [Trigger] is not activating an Event (official Q&A of OP01-004): Bob's Guard Point
    # resolving from his Life sets off nothing.
    @rule:8-5-4 @rule:8-5-3 @rule:10-1-5-1
    Scenario: The Trigger of Bob's Guard Point does not make Usopp draw
      Given the board "8-5/usopp_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then Bob must choose a card among "bob.leader" and none
      When Bob chooses "bob.leader"
      Then "bob.leader" has 6000 power
      And nobody has to choose anything
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck

    # Official Q&A (data/QA/qa_op01.md, OP01-062 Crocodile, 2nd and 4th entries), in our words: an Event
    # played from 5 cards leaves 4 in hand, and its own effect brings the hand back up; may Crocodile draw?
    # No: the hand after the Event counts, since "when you activate an Event" takes effect once the Event
    # has been activated and its effect resolved (8-6-3). Alice plays You Can Be My Samurai!! with 4 other
    # cards, pays its optional cost and draws 2: 6 cards, so Crocodile's "if" is not met (8-3-3) and she is
    # not asked. An engine that checks the hand as the Event starts (4 cards) offers the draw.
    @rule:8-5-4 @rule:8-6-3 @rule:8-3-3 @qa:OP01-062-2
    Scenario: Crocodile counts the hand after the Event, which drew 2, and offers no draw
      Given the board "8-5/crocodile_samurai.yaml"
      When Alice plays "alice.samurai"
      Then Alice has 4 cards in her hand
      And Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice chooses "alice.karoo"
      And Alice chooses "alice.vivi"
      Then Alice has 6 cards in her hand
      And Alice has 8 cards in her deck
      And nobody has to choose anything

  Rule: 8-5-1, 8-5-3 Activating an effect is not activating a card

    # Nami's [Activate: Main] is the activation of an effect (8-5-3), not of a card (8-5-2): Crocodile's
    # "when you activate an Event" does not activate. The Event Alice plays afterwards does set it off.
    @rule:8-5-1 @rule:8-5-3 @rule:8-5-4 @rule:10-2-2-1 @rule:8-5-2
    Scenario: Nami's effect does not set off Crocodile, and a later Event does
      Given the board "8-5/crocodile_nami.yaml"
      When Alice activates the effect of "alice.nami"
      Then Alice must choose a card
      When Alice chooses "alice.leader"
      Then "alice.leader" has 2 DON!! given
      And Alice has 0 rested DON!!
      And nobody has to choose anything
      And Alice has 1 card in her hand
      And Alice has 10 cards in her deck
      When Alice plays "alice.marchoo"
      And Alice chooses the number 1
      Then Alice must choose whether to use the optional effect
      When Alice uses the optional effect
      Then Alice has 1 card in her hand
      And Alice has 9 cards in her deck

  Rule: 8-1-2 A declined "may" effect draws nothing, so Crocodile's own limit still allows a draw

    # Crocodile OP01-062 says Alice "may" draw (8-1-2: she may choose not to activate the effect). Its
    # limit is its own text, "if you have not drawn a card with this Leader's effect this turn", not
    # [Once Per Turn]: once she declines, no card has been drawn by it, so the next Event offers the
    # draw again (8-3-3).
    @rule:8-1-2 @rule:8-5-4 @rule:8-3-3
    Scenario: When Alice declines Crocodile's draw she may still use it for a later Event
      Given the board "8-5/crocodile_events.yaml"
      When Alice plays "alice.marchoo_a"
      And Alice chooses the number 1
      Then Alice must choose whether to use the optional effect
      When Alice declines the optional effect
      Then Alice has 2 cards in her hand
      And Alice has 10 cards in her deck
      When Alice plays "alice.marchoo_b"
      Then Alice must choose whether to use the optional effect
      And Alice has 1 card in her hand
      When Alice uses the optional effect
      Then Alice has 2 cards in her hand
      And Alice has 9 cards in her deck
      And nobody has to choose anything
