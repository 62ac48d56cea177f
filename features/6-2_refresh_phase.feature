Feature: 6-2 Refresh Phase, on cards without text
  6-2-3 returns every DON!! given to the turn player's Leader and Characters, whatever those cards' state,
  and 6-2-4 sets active what is rested. These scenarios use Characters without text, so an engine that
  plays no card text runs them.

  # 6-2-3 names every card of the Leader and Character areas, rested or active: the DON!! on Alice's active
  # leader (1) and active Sai (2) come back as surely as the one on her rested Vivi. All 4 join her 4 in the
  # cost area and are set active (6-2-4); her DON!! Phase then places her last 2 (6-4-1): 10 active.
  # Mistake caught: an engine that returns the DON!! of the cards it sets active only (the rested ones).
  @rule:6-2-3 @rule:6-2-4
  Scenario: DON!! given to an active leader and an active Character return in the Refresh Phase too (an engine returning only the rested cards' DON!! fails)
    Given the board "6-2/given_don_on_active_cards.yaml"
    Then it is Alice's turn 3
    And "alice.leader" has 0 DON!! given
    And "alice.sai" has 0 DON!! given
    And "alice.vivi" has 0 DON!! given
    And "alice.vivi" is active
    And "alice.sai" is active
    And Alice has 10 active DON!!
    And Alice has 0 rested DON!!
    And Alice has 0 DON!! in her DON!! deck

  # A Character cannot attack in the turn it was played (3-7-4), and only then: Hajrudin (6000), played in
  # Alice's turn 3 and never rested, attacks Bob's 5000 leader in her turn 5 and wins. Mistake caught: an engine that lifts the "played this turn"
  # mark only for the cards its Refresh Phase sets active (6-2-4), so a Character that never rested stays
  # unable to attack.
  @rule:3-7-4 @rule:6-2-4 @rule:6-6-1-4
  Scenario: Hajrudin, played in Alice's turn 3 and never rested, can attack in her turn 5 (an engine clearing the played mark only for rested cards fails)
    Given the board "6-2/character_to_play.yaml"
    When Alice plays "alice.hajrudin"
    Then "alice.hajrudin" is in Alice's Character area
    And "alice.hajrudin" is active
    When Alice ends her turn
    And Bob ends his turn
    Then it is Alice's turn 5
    And "alice.hajrudin" is active
    And Alice may attack Bob's leader with "alice.hajrudin"
    When Alice attacks Bob's leader with "alice.hajrudin"
    Then "alice.hajrudin" is rested
    And Bob has 3 Life cards
    And nobody has to choose anything

  # The same from the start of a game set up from the decks: Alice gives her one DON!! of turn 1 to her Leader
  # (6000, 6-5-5-2), and it stays there through Bob's turn 2. In her turn 3 the Refresh Phase returns it to her
  # cost area (6-2-3) and sets it active (6-2-4), and the DON!! Phase adds 2 (6-4-1): 3 active, none given, 7 in
  # her DON!! deck. Mistakes caught: the given DON!! kept through the Refresh Phase; the cards a game sets up
  # starting with a DON!! given (DON!! would come back from cards that were never given any).
  @rule:6-2-3 @rule:6-2-4 @rule:6-5-5-2
  Scenario: In a game set up from the decks the DON!! Alice gives her leader in turn 1 comes back in her turn 3
    Given the board "5/alice_chooses.yaml"
    When Alice chooses to go first
    And Alice keeps her hand
    And Bob keeps his hand
    And Alice gives 1 DON!! to her leader
    Then "alice.leader" has 1 DON!! given
    And "alice.leader" has 6000 power
    When Alice ends her turn
    Then it is Bob's turn 2
    And "alice.leader" has 1 DON!! given
    When Bob ends his turn
    Then it is Alice's turn 3
    And "alice.leader" has 0 DON!! given
    And "alice.leader" has 5000 power
    And Alice has 3 active DON!!
    And Alice has 0 rested DON!!
    And Alice has 7 DON!! in her DON!! deck
