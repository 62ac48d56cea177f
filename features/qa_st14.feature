Feature: Official Q&A on the cards of ST14
  Rulings of Bandai's Q&A for starter deck ST14 (qa_st-14.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_st-14.md) about the ST14 card we write: the Leader Monkey.D.Luffy ST14-001 ([DON!! x1] all of your
  Characters gain +1 cost; if you have a Character with a cost of 8 or more, this Leader gains +1000 power). Each
  scenario states the official answer in our words; opcg_oracle/rules/data/qa.yaml lists the entries.

  Rule: Monkey.D.Luffy ST14-001

    # "Characters" are the cards of the Character area (2-2-4-1): Karoo in Alice's hand keeps his cost 1, and
    # her one active DON!! plays him. Mistake caught: the +1 cost given to Character cards in the hand.
    @rule:2-2-4-1 @rule:2-7-2 @rule:10-2-9-1 @qa:ST14-001-1
    Scenario: With Luffy's +1 cost on, Karoo is played from the hand for his printed cost 1
      Official answer (ST14-001, 1st): the +1 cost does not reach Character cards in the hand.

      Given the board "qa/luffy_plays_karoo.yaml"
      When Alice plays "alice.karoo"
      Then "alice.karoo" is in Alice's Character area
      And Alice has 0 active DON!!

    # Gaimon in Alice's trash keeps his cost 2, so Gum-Gum Bell's [Trigger] offers him. Mistake caught: the +1
    # cost given to Character cards in the trash.
    @rule:2-2-4-1 @rule:10-1-5-1 @rule:10-2-9-1 @qa:ST14-001-1
    Scenario: With Luffy's +1 cost on, Gum-Gum Bell's Trigger still finds Gaimon of cost 2 in the trash
      Official answer (ST14-001, 1st): the +1 cost does not reach Character cards in the trash.

      Given the board "qa/luffy_bell_trigger.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      Then Alice must choose whether to activate the Trigger
      When Alice activates the Trigger
      Then Alice must choose a card among "alice.gaimon" and none
      When Alice chooses "alice.gaimon"
      Then "alice.gaimon" is in Alice's hand

    # In Bob's turn Luffy's given DON!! adds no power, but his [DON!! x1] still holds (10-2-9-1): with Uta (cost
    # 9 under Luffy) he has 6000. Thatch K.O.s Uta in battle; with no Character of cost 8 or more left, Luffy is
    # back to 5000 at once. Mistake caught: the +1000 kept for the turn once its condition was met.
    @rule:10-2-9-1 @rule:6-5-5-2 @rule:8-3-2-3 @qa:ST14-001-2
    Scenario: Luffy loses his +1000 as soon as Uta, his Character of cost 8 or more, is K.O.'d in Bob's turn
      Official answer (ST14-001, 2nd): Luffy's power becomes 5000.

      Given the board "qa/luffy_loses_uta.yaml"
      Then "alice.leader" has 6000 power
      When Bob attacks "alice.uta" with "bob.thatch"
      Then "alice.uta" is in Alice's trash
      And "alice.leader" has 5000 power
