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
