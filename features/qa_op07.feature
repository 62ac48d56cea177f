Feature: Official Q&A on the cards of OP07
  Rulings of Bandai's Q&A for booster set OP07 (qa_op07.md, read through Palhuca/OnePieceTCG_DiscordBot
  data/QA/qa_op07.md) about the OP07 cards we write: Jewelry Bonney OP07-026 here; Ain OP07-002's entries are
  shown by 1.2.0/4-12_set_power_to_0.feature («Set Power to 0» is a term of ver.1.2.0). Each scenario states the
  official answer in our words; opcg_oracle/rules/data/qa.yaml lists the entries.

  Rule: Jewelry Bonney OP07-026

    # Bonney keeps one rested Character or one rested DON!! of the cost area from becoming active. Bob has
    # neither: his 2 DON!! of the cost area are active and his third DON!! is given to Vito, active. So Bonney's
    # effect offers nothing, and in Bob's turn every DON!! of his is active. Mistakes caught: an active DON!!
    # offered to Bonney; a DON!! given to a Character offered as though it were a rested DON!!.
    @rule:6-2-4 @rule:1-3-1 @rule:6-5-5-1 @qa:OP07-026-1 @qa:OP07-026-2
    Scenario: Bonney finds nothing to keep rested among Bob's active DON!! and the DON!! given to Vito
      Official answers (OP07-026, 1st and 2nd): neither an active DON!! nor a DON!! given to a Character may
      be chosen.

      Given the board "qa/bonney_no_rested_don.yaml"
      When Alice plays "alice.bonney"
      Then "alice.bonney" is in Alice's Character area
      And nobody has to choose anything
      When Alice ends her turn
      Then it is Bob's turn 4
      And Bob has 5 active DON!!
      And Bob has 0 rested DON!!
