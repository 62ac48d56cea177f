@edition:1.2.0
Feature: 10-1-6 [Rush: Character]
  New in ver.1.2.0: a Character with [Rush: Character] may attack the opponent's Characters in the turn
  it is played (10-1-6-1), but not the opponent's Leader, which only [Rush] allows (10-1-1-1, 3-7-4).
  Benn.Beckman OP17-027 is a printed card with the keyword; each board has him played this turn, his
  [On Play] already over, so that only his printed keyword matters.

  @rule:10-1-6-1 @rule:7-1-1-2 @rule:7-1-4-1-2
  Scenario: Benn.Beckman attacks Bob's rested Character in the turn he is played
    Given the board "1.2.0/10-1/rush_character.yaml"
    When Alice attacks "bob.bepo" with "alice.benn"
    Then "alice.benn" is rested
    And "bob.bepo" is in Bob's trash
    And Bob has 4 Life cards

  # The mistake this catches: [Rush: Character] read as [Rush], which would let him attack the Leader.
  @rule:10-1-6-1 @rule:3-7-4
  Scenario: Benn.Beckman cannot attack Bob's Leader in the turn he is played
    Given the board "1.2.0/10-1/rush_character.yaml"
    When Alice attacks Bob's leader with "alice.benn"
    Then the action is refused citing 10-1-6-1
    And "alice.benn" is active
    And Bob has 4 Life cards
    When Alice attacks "bob.bepo" with "alice.benn"
    Then "bob.bepo" is in Bob's trash

  # [Rush: Character] lifts only the turn-it-was-played limit: the target is still a rested Character (7-1-1-2).
  @rule:10-1-6-1 @rule:7-1-1-2
  Scenario: Benn.Beckman's [Rush: Character] does not let him attack Bob's active Character
    Given the board "1.2.0/10-1/rush_character.yaml"
    When Alice attacks "bob.vito" with "alice.benn"
    Then the action is refused citing 7-1-1-2
    And "alice.benn" is active
    And "bob.vito" is in Bob's Character area

  # Under Shanks OP09-001, a Red-Haired Pirates Leader, Benn.Beckman's [On Play] draws 1 and rests up to 2 of
  # Bob's Characters. Bob's Leader is not Red-Haired Pirates, so an engine that reads his draws nothing.
  @rule:8-3-3 @rule:10-2-6-1
  Scenario: Benn.Beckman under a Red-Haired Pirates Leader draws 1 and rests 2 of Bob's Characters
    Given the board "1.2.0/10-1/rush_character_red_haired.yaml"
    When Alice plays "alice.benn"
    Then "alice.top" is in Alice's hand
    And Alice must choose a card among "bob.vito", "bob.bepo", "bob.heat" and none
    When Alice chooses "bob.vito"
    And Alice chooses "bob.heat"
    Then "bob.vito" is rested
    And "bob.heat" is rested
    And "bob.bepo" is active
    And nobody has to choose anything

  # The same [On Play] under Alice's Straw Hat Crew Leader: its condition is not met, so she draws nothing
  # and nothing is rested (8-3-3; the rest of the effect follows the unmet "if", 4-10-1). An engine that
  # ignores the Leader condition draws "top" and asks Alice which Characters to rest.
  @rule:8-3-3 @rule:10-2-6-1
  Scenario: Benn.Beckman under a Leader that is not Red-Haired Pirates draws nothing and rests nothing
    Given the board "1.2.0/10-1/benn_other_leader.yaml"
    When Alice plays "alice.benn"
    Then "alice.benn" is in Alice's Character area
    And "alice.top" is 1st from the top of Alice's deck
    And "bob.vito" is active
    And "bob.bepo" is active
    And nobody has to choose anything

  # Mistake caught: the engine's list of legal actions built apart from its check of a declared attack, with
  # [Rush: Character] read as [Rush] there: it offers Benn's attack on the Leader, which the rules forbid in the
  # turn he is played (10-1-6-1, 3-7-4), while an attack on the rested Bepo is allowed and must be offered.
  @rule:10-1-6-1 @rule:3-7-4
  Scenario: In the turn he is played Benn.Beckman is offered an attack on Bob's rested Bepo, not on Bob's Leader
    Given the board "1.2.0/10-1/rush_character.yaml"
    Then Alice may attack "bob.bepo" with "alice.benn"
    And Alice may not attack Bob's leader with "alice.benn"
    And Alice may not attack "bob.vito" with "alice.benn"

  # Mistake caught: [Rush: Character] read as "attacks Characters only", in every turn. It grants something in
  # the turn its card is played (10-1-6-1) and takes nothing away: in a later turn Benn attacks like any
  # Character (7-1-1-2), Bob's Leader included, and his 9000 beats Bob's 5000.
  @rule:10-1-6-1 @rule:7-1-1-2
  Scenario: Benn.Beckman, played in an earlier turn, may attack Bob's Leader
    Given the board "1.2.0/10-1-6/benn_from_an_earlier_turn.yaml"
    Then Alice may attack Bob's leader with "alice.benn"
    When Alice attacks Bob's leader with "alice.benn"
    Then Bob has 3 Life cards
    And "alice.benn" is rested

  # Mistake caught: [Rush: Character] treated as freeing its card from every limit on attacking, the first-turn
  # rule too. Neither player battles in their first turn (6-5-6-1): in Bob's turn 2 Benn may not attack
  # Alice's rested Karoo, though [Rush: Character] would let him attack a Character in the turn he is played.
  @rule:10-1-6-1 @rule:6-5-6-1
  Scenario: Benn.Beckman, played in Bob's first turn, cannot attack Alice's rested Karoo
    Given the board "1.2.0/10-1-6/benn_in_bobs_first_turn.yaml"
    Then Bob may not attack "alice.karoo" with "bob.benn"
    When Bob attacks "alice.karoo" with "bob.benn"
    Then the action is refused citing 6-5-6-1
    And "bob.benn" is active
    And "alice.karoo" is in Alice's Character area
