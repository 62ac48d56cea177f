Feature: 10-2-17 [On K.O.]
  An [On K.O.] effect activates on the field when its Character is K.O.'d, that is trashed from the
  Character area by losing a battle or by an effect that says K.O.; the card then goes to the trash
  and the effect resolves from there. A Character trashed any other way is not K.O.'d.

  Rule: 10-2-17-1 [On K.O.] activates when the Character is K.O.'d and resolves from the trash

    @rule:10-2-17 @rule:10-2-17-1 @rule:10-2-17-2 @rule:10-2-1 @rule:10-2-1-1 @rule:10-2-1-2 @rule:7-1-4-1-2 @qa:OP01-080-1
    Scenario: Miss Doublefinger K.O.'d in battle draws a card for her owner from the trash
      Given the board "10-2-17/doublefinger_rested.yaml"
      When Alice attacks "bob.zala" with "alice.leader"
      Then "bob.zala" is in Bob's trash
      And "bob.top" is in Bob's hand
      And Bob has 1 cards in his hand
      And Bob has 4 cards in his deck
      And Bob has 0 Characters
      And nobody has to choose anything
      And the game is not over

    @rule:10-2-17-1 @rule:10-2-1-1 @rule:10-2-1-2
    Scenario: [On K.O.] also activates in the opponent's turn
      Given the board "10-2-17/doublefinger_opponents_turn.yaml"
      When Bob attacks "alice.zala" with "bob.leader"
      Then "alice.zala" is in Alice's trash
      And "alice.top" is in Alice's hand
      And Alice has 1 cards in her hand
      And Alice has 4 cards in her deck
      And nobody has to choose anything

    @rule:10-2-17-1 @rule:10-2-1-1
    Scenario: A Character that wins the battle as its target is not K.O.'d and draws nothing
      Given the board "10-2-17/doublefinger_rested.yaml"
      When Alice attacks "bob.zala" with "alice.karoo"
      Then "bob.zala" is in Bob's Character area
      And Bob has 0 cards in his hand
      And Bob has 5 cards in his deck

    @rule:10-2-17-1 @rule:10-2-1-1
    Scenario: An attacker that loses the battle is not K.O.'d and draws nothing
      Given the board "10-2-17/doublefinger_attacks.yaml"
      When Alice attacks Bob's leader with "alice.zala"
      Then "alice.zala" is in Alice's Character area
      And "alice.zala" is rested
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck
      And Bob has 4 Life cards

    # Test Last Word's [On K.O.] has a condition, [DON!! x1]. It is checked when the card is K.O.'d, on
    # the field, where its DON!! is still given (10-2-17-1); only then does the card go to the trash, its
    # DON!! back to Bob's cost area rested (6-5-5-4), and the effect resolves from there. An engine that
    # moves the card first and checks the condition in the trash finds no DON!! and draws nothing.
    @rule:10-2-17-1 @rule:10-2-9-1 @rule:6-5-5-4
    Scenario: Test Last Word K.O.'d with 1 DON!! given meets [DON!! x1] on the field and draws from the trash
      Given the board "10-2-17/last_word.yaml"
      When Alice attacks "bob.given" with "alice.leader"
      Then "bob.given" is in Bob's trash
      And "bob.top" is in Bob's hand
      And Bob has 4 cards in his deck
      And Bob has 1 rested DON!!
      And nobody has to choose anything

    # Caribou OP01-007, K.O.'d in battle in Bob's turn, K.O.s a Character of Bob's of 4000 power or less:
    # Bellamy (4000), not Hajrudin (6000) nor Vergo (7000).
    @rule:10-2-17-1 @rule:8-4-4 @rule:10-2-1-1
    Scenario: Caribou K.O.'d in battle K.O.s Bob's Bellamy of 4000 power
      Given the board "10-2/caribou_ko.yaml"
      When Bob attacks "alice.caribou" with "bob.hajrudin"
      Then "alice.caribou" is in Alice's trash
      And Alice must choose a card among "bob.bellamy" and none
      When Alice chooses "bob.bellamy"
      Then "bob.bellamy" is in Bob's trash
      And "bob.vergo" is in Bob's Character area

    # Bartholomew Kuma OP01-074 [On K.O.]: up to 1 Pacifista of cost 4 or less from Alice's hand is played.
    @rule:10-2-17-1 @rule:8-4-4 @rule:2-1-2
    Scenario: Kuma K.O.'d plays the Pacifista from Alice's hand
      Given the board "10-2-17/kuma.yaml"
      When Bob attacks "alice.kuma" with "bob.leader"
      Then "alice.kuma" is in Alice's trash
      And Alice must choose a card among "alice.pacifista" and none
      When Alice chooses "alice.pacifista"
      Then "alice.pacifista" is in Alice's Character area
      And "alice.chopper" is in Alice's hand
      And nobody has to choose anything

    # Uta OP13-023 [On K.O.]: up to 1 Character card of cost 5 or less from Alice's hand is played rested:
    # Diamante (5), not Queen (6).
    @rule:10-2-17-1 @rule:8-4-4 @rule:3-7-5
    Scenario: Uta K.O.'d plays Diamante from Alice's hand, rested
      Given the board "10-2-17/uta.yaml"
      When Bob attacks "alice.uta" with "bob.leader"
      And Alice is done with counters
      Then "alice.uta" is in Alice's trash
      And Alice must choose a card among "alice.diamante" and none
      When Alice chooses "alice.diamante"
      Then "alice.diamante" is in Alice's Character area
      And "alice.diamante" is rested
      And "alice.queen" is in Alice's hand
      And nobody has to choose anything

  Rule: 10-2-1-3 A Character trashed other than by battle or a K.O. effect is not K.O.'d

    @rule:10-2-1-3 @rule:10-2-17-1 @rule:3-7-6-1 @qa:rules-23
    Scenario: Trashing Miss Doublefinger to make room for a sixth Character is not a K.O.
      Given the board "10-2-17/full_character_area.yaml"
      When Alice plays "alice.karoo"
      Then Alice must choose which Character to trash
      When Alice chooses "alice.zala"
      Then "alice.zala" is in Alice's trash
      And "alice.karoo" is in Alice's Character area
      And Alice has 5 Characters
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck
      And nobody has to choose anything

    @rule:10-2-1-3 @rule:10-2-17-1
    Scenario: Trashing Miss Doublefinger from the hand for her Counter is not a K.O.
      [On K.O.] needs the card to be K.O.'d from the field; trashing it from the hand for its
      Counter value moves it to the trash without any K.O.

      Given the board "10-2-17/doublefinger_in_hand.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.zala" on his leader
      And Bob is done with counters
      Then "bob.zala" is in Bob's trash
      And Bob has 1 cards in his hand
      And Bob has 10 cards in his deck
      And Bob has 4 Life cards
