Feature: Official Q&A on the cards of OP10
  Rulings of Bandai's Q&A for booster set OP10 (qa_op10.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_op10.md) about the OP10 card we write with entries there: Smoker OP10-030 ([Activate: Main] set up
  to 1 of your DON!! active; then you cannot set DON!! active with Character effects during this turn). Each
  scenario states the official answer in our words; opcg_oracle/rules/data/qa.yaml lists the entries.

  Rule: Smoker OP10-030

    # Smoker's restriction is on Character effects only (2-2-4-1: a Character is a card of the Character area);
    # a Leader's effect still sets DON!! active. Oden's Leader effect sets 2 more active after Smoker's one.
    # Mistake caught: the restriction applied to every effect of the player.
    @rule:2-2-4-1 @rule:1-3-3 @rule:8-1-3-3 @qa:OP10-030-1
    Scenario: After Smoker's effect, the Leader's effect still sets 2 DON!! active
      Official answer (OP10-030, 1st): the Leader Smoker OP10-001 may set 2 DON!! active that turn (Kouzuki
      Oden OP01-031's Leader effect does the same here).

      Given the board "qa/smoker_then_oden.yaml"
      When Alice activates the effect of "alice.smoker"
      Then Alice must choose a number among 0 and 1
      When Alice chooses the number 1
      Then Alice has 1 active DON!!
      When Alice activates the effect of "alice.leader"
      Then "alice.okiku" is in Alice's trash
      And Alice must choose a number among 0, 1 and 2
      When Alice chooses the number 2
      Then Alice has 3 active DON!!
      And Alice has 1 rested DON!!

    # The restriction lasts "during this turn": it ends only after the end-of-turn effects (1.1.6 6-6-1-2;
    # 1.2.0 6-6-1-3), so the Night Lamp's [End of Your Turn] effect, a Character's, sets nothing active, and
    # nothing is asked. Mistakes caught: the restriction lifted before the End Phase's effects; the restriction
    # applied only to [Activate: Main] effects.
    @rule:1-3-3 @rule:6-6-1-2 @rule:10-2-7-1 @qa:OP10-030-2
    Scenario: After Smoker's effect, a Character's End of Your Turn effect sets no DON!! active
      Official answer (OP10-030, 2nd): Urouge OP07-021's effect may not set a DON!! active at the end of that
      turn (the Night Lamp stands in for it).

      Given the board "qa/smoker_then_lamp.yaml"
      When Alice activates the effect of "alice.smoker"
      And Alice chooses the number 1
      Then Alice has 1 active DON!!
      When Alice ends her turn
      Then it is Bob's turn 4
      And Alice has 1 active DON!!
      And Alice has 1 rested DON!!
