Feature: 6-5-2 The Main Phase actions an engine offers
  6-5-2 lets the turn player play cards, give DON!! and battle in any order and any number of times, within
  what each rule allows. An engine's list of legal actions must follow the same rules as the actions it
  accepts: these scenarios, on cards without text, check the list where it is easy to get wrong, the first
  turns (6-5-6-1), the cost (6-5-3-1, 2-7-2), the DON!! that may be given (6-5-5-1) and a full Character
  area (3-7-6-1).

  # Turn 1: Alice may play Karoo (cost 1) with her 1 DON!!, give it, or end her turn; Sai (cost 2) is too dear,
  # and no attack may be declared (6-5-6-1). An engine whose list offers attacks without checking the first
  # turn lists Alice's leader against Bob's.
  @rule:6-5-2 @rule:6-5-6-1 @rule:6-5-3-1
  Scenario: In the first player's first turn the engine offers plays and giving, and no attack
    Given the board "6/first_turn_with_cards.yaml"
    Then it is Alice's turn 1
    And Alice may play "alice.karoo"
    And Alice may not play "alice.sai"
    And Alice may give DON!! to her leader
    And Alice may end her turn
    And Alice may not attack Bob's leader with "alice.leader"

  # Turn 2 is Bob's first turn: no battle either (6-5-6-1), though he has 2 DON!! to play or give. An engine
  # whose list forbids attacks in turn 1 only offers Bob's leader against Alice's.
  @rule:6-5-2 @rule:6-5-6-1
  Scenario: In the second player's first turn the engine offers no attack either
    Given the board "6/second_player_first_turn.yaml"
    Then it is Bob's turn 2
    And Bob may not attack Alice's leader with "bob.leader"
    And Bob may play "bob.hand.1"
    And Bob may give DON!! to his leader
    And Bob may end his turn

  # With 3 active DON!!, Karoo (cost 1) and Robin (cost 3, exactly the DON!! there are) may be played, and
  # Franky (cost 4) may not (6-5-3-1, 2-7-2). After Robin no DON!! is active and even Karoo is out of reach.
  # An engine whose list skips the cost offers Franky; one that wants more DON!! than the cost leaves Robin out.
  @rule:6-5-2 @rule:6-5-3-1 @rule:2-7-2
  Scenario: The engine offers the cards whose cost the active DON!! cover, a cost equal to them included, and no dearer card
    Given the board "6/three_don_three_costs.yaml"
    Then Alice may play "alice.karoo"
    And Alice may play "alice.robin"
    And Alice may not play "alice.franky"
    When Alice plays "alice.robin"
    Then Alice has 0 active DON!!
    And Alice may not play "alice.karoo"
    And Alice may end her turn

  # DON!! are given from the active ones of the cost area (6-5-5-1). Alice's 2 DON!! there are rested (and
  # those under her leader and Karoo are given already): the engine offers no giving. An engine whose list
  # offers giving whenever its player has DON!! offers it.
  @rule:6-5-2 @rule:6-5-5-1
  Scenario: With no active DON!! in the cost area the engine offers no DON!! to give
    Given the board "6/given_don.yaml"
    Then Alice may not give DON!! to her leader
    And Alice may not give DON!! to "alice.karoo"
    And Alice may end her turn

  # A full Character area does not forbid a play: the sixth Character sends one of the five to the trash
  # (3-7-6-1). With 5 Characters and 1 active DON!!, Komachiyo (cost 1) is offered. An engine whose list drops
  # Characters when the area is full leaves it out.
  @rule:6-5-2 @rule:3-7-6-1 @rule:6-5-3-1
  Scenario: With 5 Characters the engine still offers to play a sixth
    Given the board "6/sixth_character.yaml"
    Then Alice may play "alice.komachiyo"
    And Alice may give DON!! to "alice.franky"
    And Alice may end her turn

  # Giving DON!! and playing cards are the turn player's Main Phase actions (6-5-2, 6-5-5-1, 6-5-3-1); in
  # Alice's battle Bob may only use Counters (7-1-3-2-1): Vito goes to his trash for its +1000, but Bob may
  # neither play Vito with his 3 DON!! nor give one to his leader. An engine that lets the defender play a
  # Character or give DON!! in the Counter Step takes them.
  @rule:6-5-2 @rule:6-5-5-1 @rule:6-5-3-1 @rule:7-1-3-2-1
  Scenario: In the Counter Step Bob may trash Vito for its Counter but may neither play it nor give DON!!
    Given the board "6/defender_with_don_and_a_counter.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then Bob must choose whether to use counters
    When Bob gives 1 DON!! to his leader
    Then the action is refused citing 6-5-2
    And "bob.leader" has 0 DON!! given
    And Bob has 3 active DON!!
    When Bob plays "bob.vito"
    Then the action is refused citing 6-5-3-1
    And "bob.vito" is in Bob's hand
    When Bob uses the counter of "bob.vito" on his leader
    Then "bob.vito" is in Bob's trash
    And Bob has 3 Life cards
    And Bob has 3 active DON!!
