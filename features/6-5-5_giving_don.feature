Feature: 6-5-5 Giving DON!! Cards
  The turn player gives an active DON!! of the cost area to their leader or one of their Characters
  (6-5-5-1), which then has +1000 for each in its owner's turn (6-5-5-2); given DON!! stay until their card
  leaves the field (6-5-5-4) or the owner's next Refresh Phase (6-2-3). These scenarios, on cards without
  text, show the cards that may receive DON!! and the first turn.

  # 6-5-5-1 names the leader and the Characters in their areas: a Stage is neither, nor is a Character card
  # still in hand. Alice's 1 active DON!! may go to Sai, not to Thousand Sunny nor to Karoo in her hand. An engine
  # that lets any card of one's field receive DON!! gives it to the Stage; one that checks only whose card it
  # is gives it to Karoo.
  @rule:6-5-5-1
  Scenario: DON!! cannot be given to a Stage, nor to a Character card in hand
    Given the board "6/four_characters_and_a_stage.yaml"
    Then Alice may not give DON!! to "alice.sunny"
    And Alice may give DON!! to "alice.sai"
    When Alice gives 1 DON!! to "alice.sunny"
    Then the action is refused citing 6-5-5-1
    And Alice has 1 active DON!!
    And "alice.sunny" is in Alice's Stage area
    When Alice gives 1 DON!! to "alice.karoo"
    Then the action is refused citing 6-5-5-1
    And Alice has 1 active DON!!
    And "alice.karoo" is in Alice's hand

  # A Character played this turn cannot attack without [Rush] (3-7-4), but nothing keeps it from receiving
  # DON!!: Sai, just played, takes 2 and has 6000 in Alice's turn. An engine that treats a newly played
  # Character as unable to take DON!! refuses.
  @rule:6-5-5-1 @rule:6-5-5-2
  Scenario: DON!! can be given to a Character played this turn (an engine that forbids it refuses)
    Given the board "6/main_phase.yaml"
    When Alice plays "alice.sai"
    Then Alice may give DON!! to "alice.sai"
    When Alice gives 2 DON!! to "alice.sai"
    Then "alice.sai" has 2 DON!! given
    And "alice.sai" has 6000 power
    And Alice has 1 active DON!!
    And Alice has 2 rested DON!!

  # The first turn forbids battles only (6-5-6-1): Alice may give her 1 DON!! to her leader, which has 6000 in
  # her turn (6-5-5-2). The DON!! stays under it through Bob's turn 2 and comes back in her
  # Refresh Phase of turn 3 (6-2-3, 6-2-4), where 2 more join it (6-4-1): 3 active, 7 left in the DON!! deck.
  # An engine that allows no giving in a first turn refuses at once; one that returns given DON!! as the turn
  # ends shows none under the leader in Bob's turn.
  @rule:6-5-5-1 @rule:6-5-5-2 @rule:6-5-6-1 @rule:6-2-3 @rule:6-4-1
  Scenario: In her first turn Alice gives her one DON!! to her leader; it stays through Bob's turn 2 and comes back in her turn 3
    Given the board "6/first_turn_with_cards.yaml"
    Then it is Alice's turn 1
    When Alice gives 1 DON!! to her leader
    Then "alice.leader" has 1 DON!! given
    And "alice.leader" has 6000 power
    And Alice has 0 active DON!!
    When Alice ends her turn
    Then it is Bob's turn 2
    And "alice.leader" has 1 DON!! given
    And Bob has 2 active DON!!
    When Bob ends his turn
    Then it is Alice's turn 3
    And "alice.leader" has 0 DON!! given
    And "alice.leader" has 5000 power
    And Alice has 3 active DON!!
    And Alice has 0 rested DON!!
    And Alice has 7 DON!! in her DON!! deck
    And Alice has 6 cards in her hand
