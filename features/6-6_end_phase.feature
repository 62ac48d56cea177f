Feature: 6-6 End Phase
  A board may start at the End Phase (phase: end): the turn player has just ended the Main Phase. The
  engine then runs the End Phase as the rules order it, and the next turn begins.

  # In the End Phase, [End of Your Turn] effects activate first (6-6-1-1): Kid, with its DON!!, is set
  # active. Then the effects lasting "this turn" end, the turn player's (6-6-1-2), then the other
  # player's (6-6-1-3): both the +2000 on Zoro and the +1000 on Karoo are gone. Then Bob's turn 4
  # begins (6-6-1-4) and runs up to his Main Phase, where he has drawn 1 card (6-3-1).
  @rule:6-6-1-1 @rule:6-6-1-2 @rule:6-6-1-3 @rule:6-6-1-4
  Scenario: From a board in Alice's End Phase, Kid is set active, this turn's power changes end, and Bob's turn begins
    Given the board "6/end_phase_board.yaml"
    Then it is Bob's turn 4
    And "alice.kid" is active
    And "alice.zoro" has 5000 power
    And "bob.karoo" has 3000 power
    And Bob has 3 cards in his hand

  # Nothing a player sees happens between the end of Alice's End Phase and the start of Bob's turn, so
  # the first moment to look is the first question of Bob's turn: Dawn Lookout's "you may" at the
  # start of the turn (6-2-2), before the Refresh Phase sets Vito active and before the Draw Phase. By
  # then both players' "this turn" changes have ended (6-6-1-2, 6-6-1-3): an engine that ends them
  # later, with the rest of the Refresh Phase or as the Main Phase begins, fails. (Dawn Lookout is a
  # card of the board's own: no ST01, ST02 or OP01 card acts at the start of the turn.)
  @rule:6-6-1-2 @rule:6-6-1-3 @rule:6-6-1-4 @rule:6-2-2
  Scenario: At the first question of Bob's turn, before his Refresh Phase sets Vito active, both players' this-turn power changes are over
    Given the board "6/end_phase_then_start_of_turn.yaml"
    Then Bob must choose whether to use the optional effect
    And it is Bob's turn 4
    And "bob.vito" is rested
    And Bob has 2 cards in his hand
    And "alice.zoro" has 5000 power
    And "bob.karoo" has 3000 power
    When Bob uses the optional effect
    Then Bob has 4 cards in his hand
    And "bob.vito" is active
    And "bob.karoo" has 3000 power
    And nobody has to choose anything

  # Official Q&A (data/QA/qa_op01.md, OP01-085 Mr.3(Galdino), 1st entry), in our words: when Mr.3 is
  # played in the opponent's turn and his [On Play] resolves, when does the opponent's "next turn" his
  # text names end? With that same turn. Alice plays him with Officer Agents' [Counter] in Bob's turn 4, so
  # Vivi cannot attack for the rest of turn 4: Alice's effect, lasting to the end of Bob's turn, ends with
  # the other "this turn" effects of the non-turn player (6-6-1-3). In Bob's turn 6 Vivi attacks. An
  # engine that counts Bob's next turn from the turn after (turn 6) still forbids it.
  @rule:6-6-1-3 @rule:7-1-3-2-2 @qa:OP01-085-1
  Scenario: Mr.3 played in Bob's turn stops Vivi's attacks only until the end of that same turn
    Given the board "6/mr3_in_bobs_turn.yaml"
    When Bob attacks Alice's leader with "bob.karoo"
    And Alice activates the Counter Event "alice.agents"
    Then Alice must choose a card among "alice.mr3" and none
    When Alice chooses "alice.mr3"
    Then "alice.mr3" is in Alice's Character area
    And Alice must choose a card among "bob.karoo", "bob.vivi" and none
    When Alice chooses "bob.vivi"
    Then nobody has to choose anything
    And Alice has 4 Life cards
    When Bob attacks Alice's leader with "bob.vivi"
    Then the action is refused citing 1-3-3
    When Bob ends his turn
    And Alice ends her turn
    Then it is Bob's turn 6
    When Bob attacks Alice's leader with "bob.vivi"
    Then "bob.vivi" is rested

  # Ver.1.1.6 6-6-1-4 ends the turn only when no effect that says "at the end of the turn" is left that has not
  # activated this turn; otherwise the End Phase goes back to 6-6-1-1. The Recruiter's [End of Your Turn]
  # effect plays the Drawer during the End Phase; the Drawer's own [End of Your Turn] effect has not activated
  # this turn, so it activates before the turn ends and Alice draws 1. (Ver.1.2.0 ends the turn without it:
  # features/1.2.0/6-6_end_phase.feature.) An engine that lets the turn end at once, as 1.2.0 does, fails here.
  @edition:1.1.6 @rule:6-6-1-4 @rule:6-6-1-1
  Scenario: A Character played by an End of Your Turn effect activates its own End of Your Turn effect before the turn ends (1.1.6)
    Given the board "1.2.0/6-6/recruited_in_the_end_phase.yaml"
    When Alice ends her turn
    Then Alice must choose a card among "alice.drawer" and none
    When Alice chooses "alice.drawer"
    Then it is Bob's turn 4
    And "alice.drawer" is in Alice's Character area
    And Alice has 1 cards in her hand
    And nobody has to choose anything
