Feature: 6-5-5 Giving DON!! Cards: what is offered, one DON!! at a time, in either player's turn
  Giving moves one active DON!! of the cost area under the giver's own leader or one of their own Characters
  (6-5-5-1), as many times as there are active DON!! (6-5-5-3), whatever the card was given before; in its
  owner's turn the card has +1000 for each DON!! under it (6-5-5-2). These scenarios check the actions an
  engine offers as well as those it accepts, in either player's turn, on cards without text. No power is
  read in the opponent's turn of a card's owner. (The power a card with DON!! battles with:
  features/7-1-4_damage_step.feature.)

  # Mistake caught: a card that already has a DON!! is not offered another (giving read as once per card).
  # Giving may be done again and again (6-5-5-3): after each DON!! Karoo is offered another while Alice still
  # has an active DON!!, and each adds 1000 in her turn (6-5-5-2).
  @rule:6-5-5-3 @rule:6-5-5-1 @rule:6-5-5-2
  Scenario: After each DON!! Alice gives Karoo, she is offered to give him another
    Given the board "6-5-5b/karoo_three_don.yaml"
    When Alice gives 1 DON!! to "alice.karoo"
    Then "alice.karoo" has 1 DON!! given
    And "alice.karoo" has 4000 power
    And Alice has 2 active DON!!
    And Alice may give DON!! to "alice.karoo"
    When Alice gives 1 DON!! to "alice.karoo"
    Then "alice.karoo" has 2 DON!! given
    And "alice.karoo" has 5000 power
    And Alice has 1 active DON!!
    And Alice may give DON!! to "alice.karoo"

  # Mistakes caught: a list of legal actions that offers DON!! only to active cards (as it offers attackers), and
  # giving that stands the card up. 6-5-5-1 gives to one's own leader or Characters whatever their orientation,
  # and giving changes no card's orientation: both rested cards are offered a DON!!, and stay rested with it.
  @rule:6-5-5-1 @rule:6-5-5-2
  Scenario: Alice's rested leader and rested Karoo are offered DON!!, and stay rested once given one
    Given the board "6-5-5b/rested_after_attacks.yaml"
    Then Alice may give DON!! to her leader
    And Alice may give DON!! to "alice.karoo"
    When Alice gives 1 DON!! to "alice.karoo"
    Then "alice.karoo" has 1 DON!! given
    And "alice.karoo" is rested
    And "alice.karoo" has 4000 power
    When Alice gives 1 DON!! to her leader
    Then "alice.leader" has 1 DON!! given
    And "alice.leader" is rested
    And Alice has 0 active DON!!

  # Mistake caught: the list of legal actions offers every leader and Character on the field as a DON!! target,
  # even though giving one to the opponent's card is refused. 6-5-5-1 names the giver's own leader and
  # Characters only: Alice is offered hers, and neither Bob's leader nor his active Sai nor his rested Robin.
  @rule:6-5-5-1
  Scenario: Alice is offered to give DON!! to her leader and Karoo, and not to Bob's leader or Characters
    Given the board "6-5-5b/karoo_three_don.yaml"
    Then Alice may give DON!! to her leader
    And Alice may give DON!! to "alice.karoo"
    And Alice may not give DON!! to Bob's leader
    And Alice may not give DON!! to "bob.sai"
    And Alice may not give DON!! to "bob.robin"

  # Mistake caught: the DON!! targets checked against the first player's cards, whoever gives. In Bob's turn,
  # the turn player is Bob (6-5-5-1 gives to one's own cards): his Sai takes a DON!! and has 5000 in his turn;
  # Alice's Karoo is neither offered nor accepted, and Bob's DON!! stays in his cost area.
  @rule:6-5-5-1 @rule:6-5-5-2
  Scenario: In his turn Bob gives a DON!! to his Sai, and cannot give one to Alice's Karoo
    Given the board "6-5-5b/bobs_turn.yaml"
    When Bob gives 1 DON!! to "bob.sai"
    Then "bob.sai" has 1 DON!! given
    And "bob.sai" has 5000 power
    And Bob has 1 active DON!!
    And Bob may give DON!! to his leader
    And Bob may not give DON!! to "alice.karoo"
    And Bob may not give DON!! to Alice's leader
    When Bob gives 1 DON!! to "alice.karoo"
    Then the action is refused citing 6-5-5-1
    And "alice.karoo" has 0 DON!! given
    And Bob has 1 active DON!!
