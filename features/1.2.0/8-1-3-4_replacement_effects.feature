@edition:1.2.0
Feature: 8-1-3-4 Replacement effects
  Changed and new in ver.1.2.0. A replacement effect already applied to a situation cannot be applied to
  it again, but a different replacement effect may now replace what the first one put in its place
  (8-1-3-4-3, 8-1-3-4-6; ver.1.1.6 8-1-3-5-3 forbade any further replacement). The part of an effect a
  replacement changed is an effect of the replacement effect's owner (8-1-3-4-7). A replacement whose
  "instead" cannot be carried out is not applied (8-1-3-4-5).

  # Printed cards only. Marco OP16-014 replaces the removal of one of Bob's Characters by Alice's effect with
  # a K.O. of Marco; Donquixote Rosinante OP05-030 replaces, on Alice's turn, the K.O. of one of Bob's rested
  # Characters with trashing Rosinante; Fossa OP13-047 replaces a K.O. by Alice's effect of one of Bob's
  # Whitebeard Pirates Characters with trashing Fossa; Kaido EB04-030 replaces his own K.O. with returning
  # 1 DON!! of Bob's field to the DON!! deck.
  # Mistakes caught: what a replacement put in place never replaced again (ver.1.1.6's rule); that part
  # counted as the effect of the player whose effect was replaced, so that Fossa ("by your opponent's
  # effect") is offered for Marco's K.O.; a replacement offered although its "instead" cannot be done.

  @rule:8-1-3-4-6 @rule:8-1-3-4-3 @rule:8-1-3-4-7 @rule:4-11-2
  Scenario: Marco takes Vito's place, and Rosinante then takes Marco's
    Vito about to be K.O.'d by Alice's Pistol is a removal by Alice's effect, which only Marco can replace
    (Vito is neither rested nor a Whitebeard Pirate). Marco's K.O., put in its place, is Bob's own effect
    (8-1-3-4-7), so neither Marco nor Fossa covers it; but Marco is rested, and on Alice's turn Rosinante
    may replace it (8-1-3-4-6).

    Given the board "1.2.0/8-1-3-4/marco_chain.yaml"
    When Alice plays "alice.pistol"
    Then Alice must choose a card among "bob.vito", "bob.rosinante", "bob.fossa" and none
    When Alice chooses "bob.vito"
    Then Bob must choose whether to replace the K.O. among "bob.marco" and none
    When Bob replaces the K.O. with the effect of "bob.marco"
    Then Bob must choose whether to replace the K.O. among "bob.rosinante" and none
    When Bob replaces the K.O. with the effect of "bob.rosinante"
    Then "bob.rosinante" is in Bob's trash
    And "bob.marco" is in Bob's Character area
    And "bob.vito" is in Bob's Character area
    And "bob.fossa" is in Bob's Character area
    And nobody has to choose anything

  @rule:8-1-3-4-7 @rule:8-1-3-4-2 @rule:8-1-3-4-1
  Scenario: Fossa may replace a K.O. by Alice's effect, but not the K.O. of Marco that Marco's own effect puts in its place
    Given the board "1.2.0/8-1-3-4/marco_chain.yaml"
    When Alice plays "alice.pistol"
    And Alice chooses "bob.fossa"
    Then Bob must choose whether to replace the K.O. among "bob.fossa" and none
    When Bob does not replace the K.O.
    Then Bob must choose whether to replace the K.O. among "bob.marco" and none
    When Bob replaces the K.O. with the effect of "bob.marco"
    Then Bob must choose whether to replace the K.O. among "bob.rosinante" and none
    When Bob does not replace the K.O.
    Then "bob.marco" is in Bob's trash
    And "bob.fossa" is in Bob's Character area
    And "bob.rosinante" is in Bob's Character area

  @rule:8-1-3-4-5 @rule:8-1-3-4
  Scenario: With no DON!! on Bob's field, Kaido's replacement cannot be applied and he is K.O.'d
    Given the board "1.2.0/8-1-3-4/kaido_no_don.yaml"
    When Alice attacks "bob.kaido" with "alice.leader"
    Then "bob.kaido" is in Bob's trash
    And nobody has to choose anything

  @rule:8-1-3-4-5 @rule:8-1-3-4 @rule:8-1-3-4-1
  Scenario: With a DON!! on his field, Bob returns it to his DON!! deck instead of losing Kaido
    Given the board "1.2.0/8-1-3-4/kaido_one_don.yaml"
    When Alice attacks "bob.kaido" with "alice.leader"
    Then Bob must choose whether to replace the K.O. among "bob.kaido" and none
    When Bob replaces the K.O. with the effect of "bob.kaido"
    Then Bob must choose which DON!! to return
    When Bob returns a rested DON!! from his cost area
    Then "bob.kaido" is in Bob's Character area
    And Bob has 0 rested DON!!
    And Bob has 10 DON!! in his DON!! deck

  # A removal from the field is any move of the card from the field to another area (4-11-2), not a K.O.
  # alone: Jinbe's putting Vito at the bottom of Bob's deck is one, by Alice's effect, so Marco may replace
  # it with his own K.O. (8-1-3-4, 8-1-3-4-1). An engine that offers the replacements of a removal only when
  # the card would be K.O.'d moves Vito without asking Bob.
  @rule:4-11-2 @rule:8-1-3-4
  Scenario: Marco takes the place of Vito that Jinbe would put at the bottom of Bob's deck
    Given the board "1.2.0/8-1-3-4/marco_jinbe.yaml"
    When Alice plays "alice.jinbe"
    Then Alice must choose a card among "bob.vito" and none
    When Alice chooses "bob.vito"
    Then Bob must choose whether to replace the removal among "bob.marco" and none
    When Bob replaces the removal with the effect of "bob.marco"
    Then "bob.marco" is in Bob's trash
    And "bob.vito" is in Bob's Character area
    And Bob has 10 cards in his deck

  # Bob may decline: Marco's replacement is then not resolved (8-1-3-4-1) and the removal happens as
  # Jinbe's effect says.
  @rule:4-11-2 @rule:8-1-3-4-1
  Scenario: Bob declines Marco's replacement and Vito goes to the bottom of his deck
    Given the board "1.2.0/8-1-3-4/marco_jinbe.yaml"
    When Alice plays "alice.jinbe"
    And Alice chooses "bob.vito"
    Then Bob must choose whether to replace the removal among "bob.marco" and none
    When Bob does not replace the removal
    Then "bob.vito" is 1st from the bottom of Bob's deck
    And "bob.marco" is in Bob's Character area
    And nobody has to choose anything

  # Two replacement effects could replace the removal of Test Stand-In: its own, and Marco's. The one held
  # by the card whose situation it is comes first, then the turn player's, then the other player's
  # (8-1-3-4-2): Bob is asked about the Stand-In's own first, and about Marco's only once he declines it.
  @rule:4-11-2 @rule:8-1-3-4-2
  Scenario: The Stand-In's own replacement of its removal is offered before Marco's
    Given the board "1.2.0/8-1-3-4/stand_in_marco_jinbe.yaml"
    When Alice plays "alice.jinbe"
    And Alice chooses "bob.stand_in"
    Then Bob must choose whether to replace the removal among "bob.stand_in" and none
    When Bob does not replace the removal
    Then Bob must choose whether to replace the removal among "bob.marco" and none
    When Bob does not replace the removal
    Then "bob.stand_in" is 1st from the bottom of Bob's deck
    And "bob.spare" is in Bob's hand
    And "bob.marco" is in Bob's Character area

  # Marco's [On K.O.] asks, as its cost, for a Character card of exactly 8000 power from Bob's hand. Bob holds a
  # 7000 and a 9000 one: the cost cannot be paid (8-3-1-3), so the effect is not activated and Bob is asked
  # nothing (8-3-1-4); Marco stays in the trash. Luffy's K.O. of Marco in battle is no effect's, so Marco's own
  # replacement does not apply. An engine that checks only one bound of the power (a card of 7000 taken for
  # "8000 or more and 8000 or less") asks Bob whether to pay.
  @rule:8-3-1-3 @rule:8-3-1-4 @rule:10-2-17-1
  Scenario: Marco's On K.O. cost finds no Character card of 8000 power in Bob's hand of 7000 and 9000, and asks nothing
    Given the board "1.2.0/8-1-3-4/marco_ko_no_8000.yaml"
    When Alice attacks "bob.marco" with "alice.leader"
    Then "bob.marco" is in Bob's trash
    And nobody has to choose anything
    And "bob.denjiro" is in Bob's hand
    And "bob.mihawk" is in Bob's hand

