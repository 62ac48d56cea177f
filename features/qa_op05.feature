Feature: Official Q&A on the cards of OP05
  Rulings of Bandai's Q&A for booster set OP05 (qa_op05.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_op05.md) about the OP05 cards we write: Donquixote Rosinante OP05-030 ([Opponent's Turn] if one of
  your rested Characters would be K.O.'d, you may trash this Character instead) and Dragon Claw OP05-095 (its
  entry is shown by 8-3_costs_and_conditions.feature). Each scenario states the official answer in our words;
  opcg_oracle/rules/data/qa.yaml lists the entries.

  Rule: Donquixote Rosinante OP05-030

    # Rosinante loses his battle against Hawkins and is trashed by his own effect instead of being K.O.'d. He
    # still battled Hawkins: when the battle ends, Hawkins's effect sets him active. Mistake caught: a battle
    # whose opposing Character left by a replacement treated as no battle at all.
    @rule:7-1-5-2 @rule:8-1-3-5 @rule:8-1-3-5-1 @qa:OP05-030-1
    Scenario: Rosinante trashed instead of K.O.'d by Hawkins's attack still sets off Hawkins's effect
      Official answer (OP05-030, 1st): Basil Hawkins's [Your Turn] effect may activate.

      Given the board "qa/hawkins_battles_rosinante.yaml"
      When Alice attacks "bob.rosinante" with "alice.hawkins"
      Then Bob must choose whether to replace the K.O. among "bob.rosinante" and none
      When Bob replaces the K.O. with the effect of "bob.rosinante"
      Then "bob.rosinante" is in Bob's trash
      And "alice.hawkins" is active
      And nobody has to choose anything

    # Kaido's [On Play] K.O.s Rosinante, Heat, Bepo and Vito at once: one situation. Rosinante's replacement,
    # applied once (trashing him), replaces the K.O. of every rested Character of Bob's in it: Heat and Bepo
    # stay. Vito is active, so it is not one of the Characters Rosinante protects. Mistake caught: the K.O.s of
    # one effect handled as separate situations, so that Rosinante, trashed for the first of them, saves none
    # of the others.
    @rule:8-1-3-5 @rule:8-1-3-5-1 @rule:10-2-1-1 @qa:OP05-030-2
    Scenario: Rosinante, trashed once, keeps both Heat and Bepo from Kaido's K.O.
      Official answer (OP05-030, 2nd): both rested Characters are kept from being K.O.'d.

      Given the board "qa/kaido_sweeps_rosinante.yaml"
      When Alice plays "alice.kaido"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then Bob must choose whether to replace the K.O. among "bob.rosinante" and none
      When Bob replaces the K.O. with the effect of "bob.rosinante"
      Then "bob.rosinante" is in Bob's trash
      And "bob.heat" is in Bob's Character area
      And "bob.bepo" is in Bob's Character area
      And "bob.vito" is in Bob's trash
      And Bob has 2 Characters
      And "alice.kaido" is in Alice's Character area
      And nobody has to choose anything

    # Rosinante is trashed instead of being K.O.'d: no Character of Bob's is K.O.'d, so Alice's Leader Kaido
    # ("when an opposing Character is K.O.'d, add up to 1 DON!!") does not activate. Mistake caught: a replaced
    # K.O. still treated as a K.O. by the effects that wait for one.
    @rule:8-1-3-5 @rule:8-1-3-5-1 @rule:10-2-1-2 @qa:OP05-030-3
    Scenario: Rosinante trashed instead of K.O.'d sets off nothing that waits for a K.O.
      Official answer (OP05-030, 3rd): the effect of Rob Lucci OP03-076 ("when your opponent's Character is
      K.O.'d"; not written here, Kaido OP01-061 has the same timing) does not activate.

      Given the board "qa/kaido_leader_rosinante.yaml"
      When Alice attacks "bob.rosinante" with "alice.leader"
      Then Bob must choose whether to replace the K.O. among "bob.rosinante" and none
      When Bob replaces the K.O. with the effect of "bob.rosinante"
      Then "bob.rosinante" is in Bob's trash
      And nobody has to choose anything
      And Alice has 9 DON!! in her DON!! deck
