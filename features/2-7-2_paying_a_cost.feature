Feature: 2-7-2 A card's cost is paid with active DON!! of the cost area
  To play a Character card from the hand its player rests as many active DON!! of the cost area as its cost
  (2-7-2). Rested DON!! of the cost area cannot be rested again to pay (1-3-2-1), and DON!! given to a
  leader or a Character are not in the cost area at all (and, in ver.1.2.0, neither active nor rested,
  4-4-2): neither helps to pay. The cards played here have no text.

  Rule: 2-7-2 Only the active DON!! of the cost area pay a cost

    # Alice has 5 DON!! in her cost area but only 2 active: Robin (cost 3) cannot be paid, and the refusal
    # leaves everything as it was; Vivi (cost 2) rests the 2 active ones. An engine that counted every DON!!
    # of the cost area, rested or not, plays Robin.
    @rule:2-7-2 @rule:2-7-1 @rule:6-5-3-1 @rule:1-3-2-1
    Scenario: With 2 active and 3 rested DON!! Alice cannot play Robin for 3, and plays Vivi for 2
      Given the board "2-7-2/rested_don.yaml"
      When Alice plays "alice.robin"
      Then the action is refused citing 2-7-2
      And "alice.robin" is in Alice's hand
      And Alice has 2 active DON!!
      And Alice has 3 rested DON!!
      When Alice plays "alice.vivi"
      Then "alice.vivi" is in Alice's Character area
      And Alice has 0 active DON!!
      And Alice has 5 rested DON!!

    # Offering what can be paid: of Karoo (1), Vivi (2) and Robin (3), only Karoo can be paid with the one
    # active DON!! (the 2 rested and the 2 given do not count). An engine whose list of legal actions did
    # not look at the cost at all, or counted the wrong DON!!, offers Vivi or Robin too.
    @rule:2-7-2 @rule:2-7-1 @rule:6-5-2 @rule:6-5-3-1
    Scenario: With 1 active DON!!, 2 rested and 2 given, Alice is offered to play Karoo only
      Given the board "2-7-2/mixed_don.yaml"
      Then Alice may play "alice.karoo"
      And Alice may not play "alice.vivi"
      And Alice may not play "alice.robin"

  Rule: 2-7-2 The cost is paid before the Character is played, and so before room is made for it

    # 2-7-2: reveal the card, rest the DON!! for its cost, then play it; making room for a sixth Character
    # (3-7-6-1) is part of playing it. So when Alice is asked which Character to trash, Karoo's cost is
    # already paid. An engine that made room first and paid afterwards still has 3 active DON!! then.
    @rule:2-7-2 @rule:3-7-6-1 @rule:6-5-3-1
    Scenario: With five Characters Alice has paid for Karoo when she is asked which Character to trash
      Given the board "2-7-2/five_characters.yaml"
      When Alice plays "alice.karoo"
      Then Alice must choose which Character to trash
      And Alice has 2 active DON!!
      And Alice has 1 rested DON!!
      When Alice chooses "alice.vivi"
      Then "alice.karoo" is in Alice's Character area
      And "alice.vivi" is in Alice's trash
      And Alice has 5 Characters
      And Alice has 2 active DON!!
      And Alice has 1 rested DON!!
