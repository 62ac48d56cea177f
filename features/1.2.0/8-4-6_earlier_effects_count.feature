@edition:1.2.0
Feature: 8-4-6 What an effect takes into account
  New in ver.1.2.0: an effect is activated and resolved taking into account every continuous effect that
  resolved before it and every permanent effect valid at that time (8-4-6).

  # Printed cards: Otama OP01-006 gives −2000 power for the turn, and Nico Robin OP01-017 K.O.s a Character
  # with 3000 power or less when she attacks. Mistakes caught: a condition of a choice read from the printed
  # power, ignoring the continuous effect that resolved before.

  @rule:8-4-6 @rule:8-4-4
  Scenario: After Otama's −2000, Vito has 3000 power and Robin's attack may K.O. him
    Given the board "1.2.0/8-4-6/otama_then_robin.yaml"
    When Alice plays "alice.otama"
    And Alice chooses "bob.vito"
    Then "bob.vito" has 3000 power
    When Alice attacks Bob's leader with "alice.robin"
    Then Alice must choose a card among "bob.vito" and none
    When Alice chooses "bob.vito"
    Then "bob.vito" is in Bob's trash
