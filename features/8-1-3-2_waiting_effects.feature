Feature: 8-1-3-2 Auto effects waiting together
  A board may start with auto effects that met their timing together and wait to be activated
  (pending): the engine activates and resolves them as the rules order simultaneous effects.

  # Three [On K.O.] effects wait: two of Alice's and one of Bob's. The turn player's come first, and
  # Alice decides the order of hers (8-1-3-2); Bob's comes only after both of hers have resolved.
  # An engine that resolves Bob's first, or Alice's in an order she did not choose, or does not ask
  # her, fails.
  @rule:8-1-3-2 @rule:10-2-17-1
  Scenario: Of three waiting On K.O. draws, Alice orders her two and they resolve before Bob's
    Given the board "8-1-3/waiting_on_ko.yaml"
    Then Alice must choose the order of her effects among "alice.zala_a" and "alice.zala_b"
    And Alice has 0 cards in her hand
    And Bob has 0 cards in his hand
    When Alice chooses "alice.zala_b"
    Then nobody has to choose anything
    And "alice.karoo" is in Alice's hand
    And "alice.vivi" is in Alice's hand
    And "bob.heat" is in Bob's hand
    And Alice has 8 cards in her deck
