Feature: Official Q&A on the cards of OP02
  Rulings of Bandai's Q&A for booster set OP02 (qa_op02.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_op02.md) about the OP02 cards we write with entries there: Inuarashi OP02-027 and Uta OP02-120.
  1.2.0/4-11_remove.feature and 1.2.0/8-1-4_one_shot_and_continuous_effects.feature show the same rulings in the
  terms ver.1.2.0 gave them ("remove", one-shot effects); these scenarios hold for both editions. Each scenario
  states the official answer in our words; opcg_oracle/rules/data/qa.yaml lists the entries.

  Rule: Inuarashi OP02-027 and Uta OP02-120

    # While all of Bob's DON!! are rested, Inuarashi stays on the field against each of Alice's effects that
    # would move him off it: Jinbe's (to the deck), Gum-Gum Jet Pistol's (a K.O., to the trash) and Alvida's (to
    # the hand). Mistakes caught: "cannot be removed" read as "cannot be K.O.'d" only, or as covering the moves
    # to the hand and the deck only.
    @rule:1-3-3 @rule:10-2-1-1 @rule:10-2-5-1 @qa:OP02-027-1
    Scenario: Inuarashi stays against Jinbe, Gum-Gum Jet Pistol and Alvida while all of Bob's DON!! are rested
      Official answer (OP02-027, 1st): he is neither K.O.'d by effects nor moved to the hand, deck or trash.

      Given the board "qa/inuarashi_stays.yaml"
      When Alice plays "alice.jinbe"
      And Alice chooses "bob.inuarashi"
      Then "bob.inuarashi" is in Bob's Character area
      And Bob has 10 cards in his deck
      When Alice plays "alice.pistol"
      And Alice chooses "bob.inuarashi"
      Then "bob.inuarashi" is in Bob's Character area
      And Bob has 0 cards in his trash
      When Alice attacks Bob's leader with "alice.alvida"
      And Alice pays the optional cost
      And Alice chooses "alice.karoo"
      And Alice chooses "bob.inuarashi"
      Then "bob.inuarashi" is in Bob's Character area
      And Bob has 0 cards in his hand

    # A DON!! given to Bob's Leader is not one of his rested DON!!, so not all of them are rested, and Jinbe puts
    # Inuarashi at the bottom of Bob's deck. Mistake caught: a given DON!! counted as rested (or left out).
    @rule:6-5-5-1 @rule:8-3-3 @qa:OP02-027-2
    Scenario: With a DON!! given to Bob's Leader, Inuarashi is not protected and goes under Bob's deck
      Official answer (OP02-027, 2nd): with DON!! given to the Leader or a Character, the condition is not met.

      Given the board "1.2.0/4-11/inuarashi_don_given.yaml"
      When Alice plays "alice.jinbe"
      And Alice chooses "bob.inuarashi"
      Then "bob.inuarashi" is 1st from the bottom of Bob's deck
      And Bob has 0 Characters

    # Uta's +1000 goes to the Leader and the Characters Alice has when it resolves; Karoo, played afterwards,
    # does not get it. Mistake caught: "all of your Characters" applied like a permanent effect to later ones.
    @rule:2-2-4-1 @rule:8-1-3-1 @qa:OP02-120-1
    Scenario: Karoo, played after Uta's On Play, does not gain its +1000
      Official answer (OP02-120, 1st): no, a Character played afterwards does not gain it.

      Given the board "1.2.0/8-1-4/uta_then_karoo.yaml"
      When Alice plays "alice.uta"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then "alice.franky" has 7000 power
      When Alice plays "alice.karoo"
      Then "alice.karoo" has 3000 power
