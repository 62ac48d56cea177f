Feature: 2-2-6 Stage cards in play without card text
  A Stage card is placed in the Stage area (2-2-6). Only Leader and Character cards have power (2-6-2): a
  Stage has none, and so it is no card that attacks, that DON!! are given to (6-5-5-1), or that a Counter
  raises (2-10-1, 7-1-3-2-1). It does not count among the Characters either: it neither needs room in the
  Character area nor is trashed to make room there. The Stages here stand on the field without their
  [Activate: Main] effect ever being used.

  Rule: 2-6-2 A Stage has no power

    # DON!! are given to one's leader or Characters (6-5-5-1), to add their power (6-5-5-2); a Stage has no
    # power to add to. The try is refused and both DON!! stay active; it is not offered either, while giving
    # one to Karoo is. An engine that let DON!! go to any card of its owner's field gives one to the Sunny.
    @rule:2-6-2 @rule:6-5-5-1 @rule:2-2-6
    Scenario: Alice cannot give a DON!! to her Thousand Sunny, a Stage
      Given the board "2-2-6/alice_stage.yaml"
      Then Alice may not give DON!! to "alice.sunny"
      And Alice may give DON!! to "alice.karoo"
      When Alice gives 1 DON!! to "alice.sunny"
      Then the action is refused citing 6-5-5-1
      And Alice has 2 active DON!!
      And "alice.sunny" has 0 DON!! given

    # A Counter raises the power of the defender's leader or one of his Characters (7-1-3-2-1); Bob's Sunny
    # has no power and is offered as no target. Usopp's +2000 on the leader (7000 against Hajrudin's 6000)
    # keeps Bob's Life whole. An engine that offered every card of Bob's field lists the Sunny too.
    @rule:2-6-2 @rule:2-10-1 @rule:7-1-3-2-1
    Scenario: Bob's Counter may go on his leader but not on his Thousand Sunny
      Given the board "2-2-6/bob_stage_counter.yaml"
      When Alice attacks Bob's leader with "alice.hajrudin"
      Then Bob must choose whether to use counters
      And Bob can choose only "bob.usopp" on "bob.leader" and done
      When Bob uses the counter of "bob.usopp" on his leader
      Then "bob.usopp" is in Bob's trash
      And Bob has 4 Life cards
      And nobody has to choose anything

  Rule: 2-2-6 A Stage goes to the Stage area, not among the Characters

    # With five Characters Alice plays a Stage: it goes to the Stage area (2-2-6, 3-8-3) and the Character
    # area's limit of five (3-7-6) is not concerned, so she is asked nothing. Her next play, a Character,
    # must make room, and only her five Characters are offered for it, not the Stage (3-7-6-1). An engine
    # that counted the Stage as a card of the Character area asks at the first play or offers the Sunny.
    @rule:2-2-6 @rule:3-7-6-1 @rule:6-5-3-1
    Scenario: With five Characters Alice plays a Stage without trashing anything, and the Stage is not trashed for room
      Given the board "2-2-6/five_characters_and_a_stage.yaml"
      When Alice plays "alice.sunny"
      Then nobody has to choose anything
      And "alice.sunny" is in Alice's Stage area
      And Alice has 5 Characters
      And Alice has 1 active DON!!
      When Alice plays "alice.karoo"
      Then Alice must choose which Character to trash
      And Alice can choose only "alice.vivi", "alice.robin", "alice.hajrudin", "alice.komachiyo" and "alice.otsuru"
      When Alice chooses "alice.otsuru"
      Then "alice.karoo" is in Alice's Character area
      And "alice.otsuru" is in Alice's trash
      And "alice.sunny" is in Alice's Stage area
      And Alice has 5 Characters
