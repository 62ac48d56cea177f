@edition:1.2.0
Feature: 4-7-2 A card that cannot be played
  New in ver.1.2.0: that a card "cannot be played" means its player may not pay its cost from the hand to
  activate it or to play it (4-7-2); playing a card is exactly that (4-7-1).

  # Uta OP13-023 is the printed card ("you cannot play Character cards with a base cost of 5 or more during
  # this turn"). Mistakes caught: the restriction ignored once its effect has resolved; a restriction on
  # some cards taken for one on every card.

  @rule:4-7-2 @rule:4-7-1 @rule:4-9-2
  Scenario: After Uta, Alice may not pay for Luffy of cost 5 though she has the DON!!, but may play Franky of cost 4
    Given the board "1.2.0/4-7/uta_cannot_play.yaml"
    When Alice plays "alice.uta"
    Then Alice must choose a number
    When Alice chooses the number 2
    Then Alice has 6 active DON!!
    When Alice plays "alice.luffy"
    Then the action is refused citing 4-7-2
    And "alice.luffy" is in Alice's hand
    And Alice has 6 active DON!!
    When Alice plays "alice.franky"
    Then "alice.franky" is in Alice's Character area
    And Alice has 2 active DON!!


  # Dracule Mihawk OP12-030: after paying 8 of her 10 DON!!, Alice sets up to 4 active again (6 active), then
  # may not play Character cards of base cost 7 or more: Newgate costs 6 in her hand, which she could pay,
  # but his base cost is 10 (4-9-2); Zoro of cost 3 may be played.
  @rule:4-7-2 @rule:4-9-2 @rule:4-8-1
  Scenario: After Mihawk, Alice sets 4 DON!! active and may play Zoro of cost 3 but not Newgate of base cost 10
    Given the board "1.2.0/4-7/mihawk_cannot_play.yaml"
    When Alice plays "alice.mihawk"
    Then Alice must choose a number among 0, 1, 2, 3 and 4
    When Alice chooses the number 4
    Then Alice has 6 active DON!!
    When Alice plays "alice.newgate"
    Then the action is refused citing 4-7-2
    And "alice.newgate" is in Alice's hand
    When Alice plays "alice.zoro"
    Then "alice.zoro" is in Alice's Character area
    And Alice has 3 active DON!!
