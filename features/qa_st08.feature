Feature: Official Q&A on the cards of ST08
  Rulings of Bandai's Q&A for starter deck ST08 (qa_st-08.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_st-08.md) about the ST08 cards we write: Mr.2.Bon.Kurei(Bentham) ST08-013 has one entry, Gum-Gum
  Bell ST08-014 none. The scenario states the official answer in our words; opcg_oracle/rules/data/qa.yaml lists
  the entry.

  Rule: Mr.2.Bon.Kurei(Bentham) ST08-013

    # Bon Kurei loses his battle against Thatch and is K.O.'d in the Damage Step; when the battle ends he is in
    # Alice's trash, a new card (3-1-6) that battled nobody, and his DON!! has gone back to the cost area. His
    # end-of-battle effect does not activate: Alice is asked nothing and Thatch stays. Mistake caught: the
    # effect activated for the card as it was in the battle (its DON!! given then), though it has left the field.
    @rule:7-1-5-2 @rule:3-1-6 @rule:10-2-9-1 @qa:ST08-013-1
    Scenario: Bon Kurei K.O.'d in his battle offers nothing when it ends
      Official answer (ST08-013, 1st): his [DON!! x1] effect may not be activated.

      Given the board "qa/bon_kurei_loses.yaml"
      When Bob attacks "alice.bon_kurei" with "bob.thatch"
      Then "alice.bon_kurei" is in Alice's trash
      And "bob.thatch" is in Bob's Character area
      And nobody has to choose anything

    # The same ruling without a [DON!! x1] to hide it: the Battle Diarist, K.O.'d by Thatch, is in the trash when
    # the battle ends and draws nothing. Mistake caught: an end-of-battle effect activated for a card that left
    # the field during the battle, as an [On K.O.] effect would be.
    @rule:7-1-5-2 @rule:3-1-6 @qa:ST08-013-1
    Scenario: A Character K.O.'d in its battle activates no end-of-battle effect of its own
      Official answer (ST08-013, 1st), on a card of the board's own with Bon Kurei's timing and no condition.

      Given the board "qa/battle_diarist_loses.yaml"
      When Bob attacks "alice.diarist" with "bob.thatch"
      Then "alice.diarist" is in Alice's trash
      And Alice has 0 cards in her hand
      And Alice has 10 cards in her deck
      And nobody has to choose anything
