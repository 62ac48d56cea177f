Feature: 3-7 Character Area
  Each player has a Character area of their own (3-1-3) holding up to 5 Characters (3-7-6); the Stage area
  is another area. Only a Character played into a full area makes room: its player trashes one of their
  own 5 first (3-7-6-1), after the card has been revealed and its cost paid. The card played is a new card,
  active (3-7-5) and too new to attack in that turn (3-7-4), whatever the trashed one was. Every card here
  is played for its printed facts alone: none has text a scenario relies on.

  Rule: 3-7-6 Up to 5 Characters: counted in the player's own Character area only
  (a Stage beside 4 or 5 Characters, and an unpaid sixth Character: features/6-5-3_playing_cards.feature)

    # Mistake caught: the number of Characters kept as a tally raised by each play and lowered only by making
    # room, so that a K.O. does not free a place. The limit is what the area holds (3-7-6): once Bob has K.O.'d
    # Karoo (7-1-4-1-2), Alice has 4 Characters and her next one needs no room.
    @rule:3-7-6 @rule:7-1-4-1-2
    Scenario: After Bob K.O.s Alice's Karoo, Alice plays Sai in her next turn with nothing to trash
      Given the board "3-7/room_freed_by_a_ko.yaml"
      When Bob attacks "alice.karoo" with "bob.leader"
      And Alice is done with counters
      Then "alice.karoo" is in Alice's trash
      And Alice has 4 Characters
      When Bob ends his turn
      Then it is Alice's turn 5
      When Alice plays "alice.sai"
      Then nobody has to choose anything
      And "alice.sai" is in Alice's Character area
      And Alice has 5 Characters

  Rule: 3-7-6-1 A sixth Character: its player trashes one of their own 5 first

    # Mistake caught: the Character trashed to make room put under the trash (filed apart from other trashed
    # cards). A card placed in the trash goes on top (3-5-2): Vivi lies above Otsuru, who was there before.
    @rule:3-7-6-1 @rule:3-5-2
    Scenario: The Character Alice trashes to make room for a sixth goes on top of her trash
      Given the board "3-7/full_area.yaml"
      When Alice plays "alice.sai"
      Then Alice must choose which Character to trash
      When Alice chooses "alice.vivi"
      Then Alice's trash holds, from the top, "alice.vivi" and "alice.otsuru"
      And "alice.sai" is in Alice's Character area
      And Alice has 5 Characters

    # Mistake caught: the new Character put into the place of the trashed one and taking over its state (an
    # engine with five slots): rested, and ready to attack since an earlier turn. Sai is a new card, placed active
    # (3-7-5), played this turn so unable to attack (3-7-4), with no DON!! given; Karoo's 2 DON!! go to the cost
    # area rested (6-5-5-4), beside the 2 rested to pay for Sai.
    @rule:3-7-6-1 @rule:3-7-5 @rule:3-7-4 @rule:3-1-6 @rule:6-5-5-4
    Scenario: Sai, played in place of the rested Karoo, is active, has no DON!!, and cannot attack this turn
      Given the board "3-7/full_area_rested_karoo.yaml"
      When Alice plays "alice.sai"
      And Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And "alice.sai" is active
      And "alice.sai" has 0 DON!! given
      And "alice.sai" has 4000 power
      And Alice has 4 rested DON!!
      And Alice has 0 active DON!!
      And Alice may not attack Bob's leader with "alice.sai"
      When Alice attacks Bob's leader with "alice.sai"
      Then the action is refused citing 3-7-4
      And "alice.sai" is active

    # Mistake caught: the choice of the Character to trash given to the first player (or always to Alice),
    # whoever plays. It is the player who plays the sixth Character who trashes one of their own (3-7-6-1): in
    # his turn Bob chooses among his 5, and Alice's are not offered.
    @rule:3-7-6-1 @rule:3-1-3
    Scenario: Playing a sixth Character in his turn, Bob chooses which of his own 5 to trash
      Given the board "3-7/bobs_sixth.yaml"
      When Bob plays "bob.sai"
      Then Bob must choose which Character to trash
      And Bob can choose only "bob.vito", "bob.koby", "bob.heat", "bob.bepo" and "bob.otsuru"
      When Bob chooses "bob.heat"
      Then "bob.heat" is in Bob's trash
      And "bob.sai" is in Bob's Character area
      And Bob has 5 Characters
      And Alice has 5 Characters

  Rule: 3-7-4 A Character cannot attack in the turn it is played, and only then

    # Mistake caught: the mark "played this turn" never cleared, so that a Character played once can never
    # attack. 3-7-4 limits the turn in which the card is played: in Alice's next turn Hajrudin (6000) attacks
    # like any Character and deals 1 damage to Bob's Leader (5000).
    @rule:3-7-4 @rule:7-1-1-1
    Scenario: Hajrudin, who could not attack in the turn Alice played him, attacks in her next turn
      Given the board "3-7/played_last_turn.yaml"
      When Alice plays "alice.hajrudin"
      Then Alice may not attack Bob's leader with "alice.hajrudin"
      When Alice ends her turn
      And Bob ends his turn
      Then it is Alice's turn 5
      And Alice may attack Bob's leader with "alice.hajrudin"
      When Alice attacks Bob's leader with "alice.hajrudin"
      Then Bob has 3 Life cards
      And "alice.hajrudin" is rested
