Feature: 6-5-3 Playing Cards
  In the Main Phase the turn player plays Characters and Stages from their own hand, resting as many
  active DON!! of the cost area as the cost (6-5-3-1, 2-7-2); a sixth Character first sends one of the five
  to the trash (3-7-6-1). These scenarios, on cards without text, show what pays the cost and what does not,
  whose hand a card comes from, that the first turn forbids battles but not plays (6-5-6-1), and how the
  5-Character limit meets the Stage area.

  # Only active DON!! of the cost area pay a cost (2-7-2); DON!! given to the leader are not in the cost area
  # (6-5-5-1 took them out of it). With none active, Karoo (cost 1) is neither offered nor played. An engine
  # that counts every DON!! on the field, or takes given DON!! back to pay, plays Karoo.
  @rule:6-5-3-1 @rule:2-7-2 @rule:6-5-5-1
  Scenario: DON!! given to the leader do not pay for a Character (an engine that pays with them plays Karoo)
    Given the board "6/given_don_and_a_card_in_hand.yaml"
    Then Alice may not play "alice.karoo"
    When Alice plays "alice.karoo"
    Then the action is refused citing 6-5-3-1
    And "alice.karoo" is in Alice's hand
    And "alice.leader" has 3 DON!! given
    And "alice.leader" has 8000 power
    And Alice has 0 active DON!!
    And Alice has 2 rested DON!!

  # With both kinds at hand, the cost is still paid with active DON!! of the cost area (2-7-2): Karoo rests 1 of
  # the 2 there, and the leader keeps its 2 (and its 7000 in Alice's turn). An engine that pays from all the
  # DON!! a player has, given ones first, takes the leader's.
  @rule:6-5-3-1 @rule:2-7-2 @rule:6-5-5-2
  Scenario: Paying for Karoo rests an active DON!! of the cost area and leaves the leader's given DON!! under it
    Given the board "6/active_and_given_don.yaml"
    When Alice plays "alice.karoo"
    Then "alice.karoo" is in Alice's Character area
    And Alice has 1 active DON!!
    And Alice has 1 rested DON!!
    And "alice.leader" has 2 DON!! given
    And "alice.leader" has 7000 power

  # 6-5-3-1 plays a card from the player's own hand. Bob's Capone"Gang"Bege (cost 1) is in Bob's hand; Alice,
  # the turn player with 5 active DON!!, may not play it. An engine that finds the card in any hand plays it.
  @rule:6-5-3-1
  Scenario: Alice cannot play a card from Bob's hand (an engine looking in either hand plays it)
    Given the board "6/main_phase.yaml"
    Then Alice may not play "bob.bege"
    When Alice plays "bob.bege"
    Then the action is refused citing 6-5-3-1
    And "bob.bege" is in Bob's hand
    And Alice has 5 active DON!!
    And Alice has 0 rested DON!!

  # 6-5-6-1 keeps battles out of each player's first turn, and nothing else: in turn 1 Alice has the 1 DON!!
  # of her DON!! Phase (6-4-1) and plays Karoo (cost 1) with it. An engine that forbids every Main Phase action
  # in a first turn refuses it.
  @rule:6-5-3-1 @rule:6-5-6-1 @rule:6-4-1
  Scenario: In her first turn Alice plays Karoo with her one DON!! (an engine that allows nothing in a first turn refuses)
    Given the board "6/first_turn_with_cards.yaml"
    Then it is Alice's turn 1
    And Alice has 1 active DON!!
    When Alice plays "alice.karoo"
    Then "alice.karoo" is in Alice's Character area
    And "alice.karoo" is active
    And Alice has 0 active DON!!
    And Alice has 1 rested DON!!
    And Alice has 4 cards in her hand

  # The limit of 5 is the Character area's (3-7-6); a Stage goes to the Stage area (3-8). With 5 Characters,
  # Thousand Sunny is played with no Character trashed and no question. An engine that asks for room whenever
  # the Character area is full, whatever is played, asks Alice which Character to trash.
  @rule:3-7-6 @rule:3-7-6-1 @rule:6-5-3-1
  Scenario: With 5 Characters Alice plays a Stage without trashing a Character (an engine asking for room for any card asks here)
    Given the board "6/five_characters_and_a_stage_in_hand.yaml"
    Then Alice may play "alice.sunny"
    When Alice plays "alice.sunny"
    Then nobody has to choose anything
    And "alice.sunny" is in Alice's Stage area
    And Alice has 5 Characters
    And Alice has 0 active DON!!
    And Alice has 2 rested DON!!

  # The Stage is not in the Character area: 4 Characters and a Stage leave room for a fifth Character, played
  # with no question (3-7-6-1 needs 5 Characters). An engine that counts the Stage toward the limit asks Alice
  # to trash a Character.
  @rule:3-7-6 @rule:3-7-6-1 @rule:6-5-3-1
  Scenario: With 4 Characters and a Stage Alice plays a fifth Character and trashes nothing (an engine counting the Stage asks here)
    Given the board "6/four_characters_and_a_stage.yaml"
    When Alice plays "alice.karoo"
    Then nobody has to choose anything
    And Alice has 5 Characters
    And "alice.karoo" is in Alice's Character area
    And "alice.sunny" is in Alice's Stage area
    And Alice has 0 active DON!!
    And Alice has 0 cards in her trash

  # Marco costs 3 and Alice has 2 active DON!!: the play is refused (6-5-3-1), so no room is made for it
  # (3-7-6-1 trashes a Character only for a card being played). An engine that makes room first and checks the
  # cost afterwards has trashed one of the five.
  @rule:6-5-3-1 @rule:3-7-6-1 @rule:2-7-2
  Scenario: With 5 Characters a sixth Alice cannot pay for is refused and none of the five is trashed
    Given the board "6/five_characters_and_a_stage_in_hand.yaml"
    When Alice plays "alice.marco"
    Then the action is refused citing 6-5-3-1
    And nobody has to choose anything
    And Alice has 5 Characters
    And Alice has 0 cards in her trash
    And "alice.marco" is in Alice's hand
    And Alice has 2 active DON!!

  # While Alice must choose the Character to trash for Komachiyo (3-7-6-1) the play is not over, and the Main
  # Phase cannot be ended (6-5-2-1) until she has: the end is refused and the question stays. An engine that
  # ends the turn anyway drops the question (and Komachiyo with it).
  @rule:6-5-2-1 @rule:3-7-6-1
  Scenario: Alice cannot end her turn while she must still choose the Character to trash for the one she plays
    Given the board "6/sixth_character.yaml"
    When Alice plays "alice.komachiyo"
    Then Alice must choose which Character to trash
    And Alice may not end her turn
    When Alice ends her turn
    Then the action is refused citing 3-7-6-1
    And Alice must choose which Character to trash
    And it is Alice's turn 3
    When Alice chooses "alice.karoo"
    Then "alice.karoo" is in Alice's trash
    And "alice.komachiyo" is in Alice's Character area
    And it is Alice's turn 3
    And nobody has to choose anything
