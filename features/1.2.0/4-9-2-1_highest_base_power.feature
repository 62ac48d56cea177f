@edition:1.2.0
Feature: 4-9-2-1 Several effects setting one card's base power
  New in ver.1.2.0: when several effects set the base power of the same card to different values, only the
  one with the highest value is applied (4-9-2-1), whichever came first or last.

  # Printed cards: Edward.Newgate OP17-005 makes Alice's monocolored Leader's base power 8000, Zeff EB04-004
  # makes it 7000, each until the end of Bob's next End Phase. Mistakes caught: the latest effect wins; the
  # earliest wins; the lowest wins.

  @rule:4-9-2-1 @rule:4-9-2
  Scenario: Newgate's 8000 then Zeff's 7000: Alice's Leader has 8000
    Given the board "1.2.0/4-9/newgate_and_zeff.yaml"
    When Alice plays "alice.newgate"
    Then "alice.leader" has 8000 power
    When Alice attacks Bob's leader with "alice.zeff"
    Then "alice.leader" has 8000 power
    And Bob has 3 Life cards
    When Alice ends her turn
    Then it is Bob's turn 4
    And "alice.leader" has 8000 power

  @rule:4-9-2-1 @rule:4-9-2
  Scenario: Zeff's 7000 then Newgate's 8000: Alice's Leader has 8000
    Given the board "1.2.0/4-9/newgate_and_zeff.yaml"
    When Alice attacks Bob's leader with "alice.zeff"
    Then "alice.leader" has 7000 power
    And Bob has 3 Life cards
    When Alice plays "alice.newgate"
    Then "alice.leader" has 8000 power

  # Newgate's −4 works in Alice's hand while Bob has a Character of 10000 power or more: Shanks has exactly
  # 10000, so Newgate costs 6 and her 6 DON!! pay for him. His [On Play] then makes her monocolored Leader's
  # base power 8000. An engine reading "10000 or more" as "more than 10000" refuses the play.
  @rule:8-3-3 @rule:4-9-2-1 @rule:6-5-3-1
  Scenario: Newgate costs 6 in Alice's hand while Bob's Shanks has 10000 power
    Given the board "1.2.0/4-9/newgate_cheaper_in_hand.yaml"
    When Alice plays "alice.newgate"
    Then "alice.newgate" is in Alice's Character area
    And Alice has 0 active DON!!
    And Alice has 6 rested DON!!
    And "alice.leader" has 8000 power

  # A base power set on a card printed with 0 power: Otama's base power becomes 3000, so she has 3000 (4-9-2:
  # the base is the printed number, which the effect replaces). Test Ballast is a card of the board's own (no
  # card we have written sets a Character's base power). Mistake caught: the change worked out from a printed
  # power of 0 as if it were another number (found by the mutation campaign of seed 31: values.py's "no
  # printed power" fallback changed, which only a card of printed power 0 meets).
  @rule:4-9-2 @rule:4-9-2-1
  Scenario: Otama, printed with 0 power, has 3000 once Test Ballast makes her base power 3000
    Given the board "1.2.0/4-9/base_power_of_otama.yaml"
    Then "alice.otama" has 0 power
    When Alice plays "alice.ballast"
    Then Alice must choose a card among "alice.otama" and none
    When Alice chooses "alice.otama"
    Then "alice.otama" has 3000 power
