Feature: Official Q&A on the cards of OP09
  Rulings of Bandai's Q&A for booster set OP09 (qa_op09.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_op09.md) about the OP09 card we write with entries there: Donquixote Rosinante OP09-032 ([Blocker];
  [On Your Opponent's Attack] [Once Per Turn] set this Character active). Each scenario states the official
  answer in our words; opcg_oracle/rules/data/qa.yaml lists the entries.

  Rule: Donquixote Rosinante OP09-032

    # Bob's rested Rosinante sets himself active as Alice declares her attack (10-2-16-1), before the Block
    # Step, and blocks that very attack: he battles Alice's Leader (5000 against his 4000) and is K.O.'d, and
    # Bob keeps his 4 Life cards. Mistake caught: [On Your Opponent's Attack] effects resolved only after the
    # Block Step, too late for the block.
    @rule:10-2-16-1 @rule:10-1-4-1 @rule:7-1-2-1 @qa:OP09-032-1
    Scenario: Rosinante sets himself active and blocks the attack that woke him
      Official answer (OP09-032, 1st): he may activate [Blocker] against the same attack.

      Given the board "10-2/rosinante_wakes.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then "bob.rosinante" is active
      And Bob must choose a blocker among "bob.rosinante" and none
      When Bob blocks with "bob.rosinante"
      Then "bob.rosinante" is in Bob's trash
      And Bob has 4 Life cards

    # Okiku's [When Attacking] effect, the turn player's, resolves first and rests Bob's active Rosinante; his
    # [On Your Opponent's Attack] effect activates only after it (10-2-16-1) and sets him active again, so he
    # may block. Mistake caught: Bob's effect resolved before Alice's (it would then find Rosinante active and
    # do nothing, and Okiku's rest would leave him unable to block).
    @rule:10-2-16-1 @rule:8-1-3-2 @rule:10-2-5-1 @qa:OP09-032-2
    Scenario: Rosinante rested by Okiku's When Attacking effect sets himself active again
      Official answer (OP09-032, 2nd): yes, his effect sets him active.

      Given the board "qa/okiku_rests_rosinante.yaml"
      When Alice attacks Bob's leader with "alice.okiku"
      Then Alice must choose a card among "bob.rosinante" and none
      When Alice chooses "bob.rosinante"
      Then "bob.rosinante" is active
      And Bob must choose a blocker among "bob.rosinante" and none
      When Bob blocks with "bob.rosinante"
      Then "bob.rosinante" is in Bob's trash
      And Bob has 4 Life cards
