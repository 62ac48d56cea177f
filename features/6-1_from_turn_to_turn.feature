Feature: 6-1 Flow of the Turn, from one turn to the next
  A turn ends after its End Phase (6-6-1-4) and the other player's turn starts with its Refresh Phase, which
  sets active the cards and DON!! of that player only (6-2-3, 6-2-4); then the Draw (6-3-1) and DON!! (6-4-1)
  Phases. These scenarios, on cards without text, show what the change of turn leaves as it was: the
  rested cards and DON!! of the player whose turn ended, the other player's in the Refresh Phase, and the
  size of a hand, which no rule limits.

  # Alice's DON!! are set active in her own Refresh Phase (6-2-4), not as her turn ends: in Bob's turn 4 the 2
  # she rested to play Sai are still rested, and the one given to her leader still under it (6-2-3 returns it
  # in her next Refresh Phase). An engine that sets a player's DON!! active as their turn ends shows 4 active.
  @rule:6-2-4 @rule:6-6-1-4 @rule:6-2-3
  Scenario: The DON!! Alice spent and gave in her turn stay rested and given through Bob's turn
    Given the board "6/main_phase.yaml"
    When Alice plays "alice.sai"
    And Alice gives 1 DON!! to her leader
    Then Alice has 2 active DON!!
    And Alice has 2 rested DON!!
    When Alice ends her turn
    Then it is Bob's turn 4
    And Alice has 2 active DON!!
    And Alice has 2 rested DON!!
    And "alice.leader" has 1 DON!! given
    And Bob has 5 active DON!!

  # From a board in Alice's End Phase: her leader and Karoo attacked and stay rested through Bob's turn (only
  # her own Refresh Phase sets them active, 6-2-4), so Bob may attack Karoo (7-1-1-2), and his leader (5000)
  # K.O.s it (3000). An engine that sets a player's cards active as their turn ends leaves Bob nothing to attack.
  @rule:6-2-4 @rule:6-6-1-4 @rule:7-1-1-2
  Scenario: Alice's Karoo, rested by its attack, is still rested in Bob's turn, and Bob's leader K.O.s it
    Given the board "6/end_phase_rested_karoo.yaml"
    Then it is Bob's turn 4
    And "alice.karoo" is rested
    And "alice.leader" is rested
    And Bob may attack "alice.karoo" with "bob.leader"
    When Bob attacks "alice.karoo" with "bob.leader"
    Then "alice.karoo" is in Alice's trash
    And "bob.leader" is rested
    And nobody has to choose anything

  # 6-2-4 sets active the cards of "your" Leader, Character and Stage areas and cost area, the turn player's:
  # Alice's rested leader, Karoo and DON!! become active; Bob's rested leader, Thousand Sunny and 3 DON!!
  # stay rested until his own turn. An engine that sets every Stage on the table active in each Refresh Phase
  # shows Bob's Thousand Sunny active (one that does so for every card fails other scenarios too).
  @rule:6-2-4
  Scenario: Alice's Refresh Phase leaves Bob's rested leader, Stage and DON!! rested
    Given the board "6/refresh_opponent_rested.yaml"
    Then it is Alice's turn 5
    And "alice.leader" is active
    And "alice.karoo" is active
    And Alice has 6 active DON!!
    And Alice has 0 rested DON!!
    And "bob.leader" is rested
    And "bob.sunny" is rested
    And Bob has 3 rested DON!!
    And Bob has 3 active DON!!

  # No rule limits the hand: with 10 cards Alice draws her 11th in the Draw Phase (6-3-1). An engine with a
  # hand limit borrowed from another game burns or refuses the draw.
  @rule:6-3-1
  Scenario: Alice, holding 10 cards, draws an 11th in her Draw Phase (an engine with a hand limit of 10 loses it)
    Given the board "6/ten_cards_in_hand.yaml"
    Then it is Alice's turn 3
    And Alice has 11 cards in her hand
    And "alice.top" is in Alice's hand
    And Alice has 4 cards in her deck
    And Alice has 0 cards in her trash

  # The End Phase (6-6-1) has no step that trims a hand: Alice ends her turn with 12 cards and still holds them
  # in Bob's turn. An engine that discards down to a hand size as the turn ends shows fewer, and cards in her trash.
  @rule:6-6-1 @rule:6-6-1-4
  Scenario: Alice ends her turn holding 12 cards and keeps all of them (an engine that discards down to a hand size does not)
    Given the board "6/end_phase_twelve_cards.yaml"
    Then it is Bob's turn 4
    And Alice has 12 cards in her hand
    And Alice has 0 cards in her trash
    And Bob has 2 cards in his hand
