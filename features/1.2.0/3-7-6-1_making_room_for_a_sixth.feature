@edition:1.2.0
Feature: 3-7-6-1 Making room for a sixth Character
  A player who plays a Character with 5 already in the Character area trashes one of them first
  (3-7-6-1). Ver.1.2.0 adds that this trashing is rule processing, so no effect can apply to it
  (3-7-6-1-1): a Character's "if this Character would be removed from the field ... instead" does not
  replace it. The printed cards with such a replacement that names no cause (Enel OP05-100, Ganzui
  OP17-043, Koby EB04-044) carry more text than the engine plays yet, so Test Stand-In stands in for them.

  # Alice trashes Test Stand-In to make room. Its replacement would let her trash a card of her hand instead
  # of removing it, but the trashing is rule processing (3-7-6-1-1): nothing is asked, Stand-In goes to the
  # trash, the new Chopper is played, and the spare card stays in her hand. An engine that lets the
  # replacement apply keeps Stand-In on the field.
  @rule:3-7-6-1-1 @rule:3-7-6-1
  Scenario: A Character trashed to make room is not saved by its own replacement effect
    Given the board "1.2.0/3-7/room_for_a_sixth.yaml"
    When Alice plays "alice.newcomer"
    Then Alice must choose which Character to trash
    When Alice chooses "alice.stand_in"
    Then "alice.stand_in" is in Alice's trash
    And "alice.newcomer" is in Alice's Character area
    And "alice.spare" is in Alice's hand
    And Alice has 5 Characters
    And nobody has to choose anything
