Feature: Official Q&A on the cards of OP04
  Rulings of Bandai's Q&A for booster set OP04 (qa_op04.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_op04.md) about the OP04 cards we write: Diamante OP04-028 and Olin OP04-099. Each scenario states
  the official answer in our words; opcg_oracle/rules/data/qa.yaml lists the entries.

  Rule: Green and yellow cards

    # Diamante's "if you have 2 or more active DON!!" is part of what his effect does, checked as it resolves,
    # not a condition checked when the end of the turn comes. Alice has 1 active DON!! as her turn ends; she
    # resolves the Night Lamp first, which sets a second one active, and Diamante then finds 2. Mistake caught:
    # the "if" at the head of an auto effect checked when its timing is met (as Magic's "intervening if"), so
    # that Diamante is never even activated and stays rested into Bob's turn.
    @rule:10-2-7-1 @rule:6-6-1-1 @rule:8-3-3 @rule:10-2-9-1 @qa:OP04-028-1
    Scenario: Diamante counts the DON!! the Night Lamp sets active at the end of Alice's turn
      Official answer (OP04-028, 1st): DON!! set active by another [End of Your Turn] effect count.

      Given the board "qa/diamante_after_lantern.yaml"
      When Alice ends her turn
      Then Alice must choose the order of her effects among "alice.diamante" and "alice.lamp"
      When Alice chooses "alice.lamp"
      Then Alice must choose a number among 0 and 1
      When Alice chooses the number 1
      Then it is Bob's turn 4
      And "alice.diamante" is active

    # Olin is checked from the top of Bob's 2 Life cards; while his [Trigger] resolves he is no longer among
    # them, so Bob has 1 Life card and Olin is played. Mistake caught: the Trigger card counted in its Life
    # while its [Trigger] resolves (Olin then goes to the trash).
    @rule:10-1-5-1 @rule:4-6-3 @qa:OP04-099-1
    Scenario: Olin checked from 2 Life cards is played by his own Trigger
      Official answer (OP04-099, 1st): yes, he may be played.

      Given the board "qa/olin_two_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.olin" is in Bob's Character area
      And Bob has 1 Life card
      And "bob.vito" is 1st from the top of Bob's Life
      And Bob has 0 cards in his hand
