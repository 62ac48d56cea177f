Feature: Official Q&A on the cards of OP01
  Rulings of Bandai's Q&A for booster set OP01 (qa_op01.md, read through
  Palhuca/OnePieceTCG_DiscordBot data/QA/qa_op01.md) that no scenario of a clause's own feature
  already showed. Each scenario states the official answer in our words; opcg_oracle/rules/data/qa.yaml
  lists every OP01 entry of that file.

  Rule: Red cards

    @rule:10-2-9-1 @rule:8-3-2-3 @qa:OP01-001-1
    Scenario: Zoro's leader effect with 2 DON!! still gives Karoo +1000 only
      Official answer (OP01-001, 1st): a second DON!! on the Leader does not make it +2000.

      Given the board "qa/zoro_two_don.yaml"
      Then "alice.karoo" has 4000 power

    @rule:7-1-1-1 @rule:10-2-2-1 @qa:OP01-003-1
    Scenario: Zoro attacks, Luffy's leader effect sets him active, and he attacks again
      Official answer (OP01-003, 1st): a Character set active by this effect may attack again.

      Given the board "qa/luffy_leader_again.yaml"
      When Alice attacks "bob.karoo1" with "alice.zoro"
      Then "bob.karoo1" is in Bob's trash
      When Alice activates the effect of "alice.leader"
      And Alice chooses "alice.zoro"
      Then "alice.zoro" is active
      And "alice.zoro" has 6000 power
      When Alice attacks "bob.karoo2" with "alice.zoro"
      Then "bob.karoo2" is in Bob's trash

    @rule:8-1-3-2-3 @rule:8-5-1 @qa:OP01-004-1 @qa:OP01-004-4
    Scenario: Red Hawk K.O.s the attacking Usopp, who then draws nothing for Bob's Event
      Official answers (OP01-004, 1st and 4th): "when your opponent activates an Event" activates once
      the Event has resolved; Usopp, K.O.'d by that Event, is no longer there to draw.

      Given the board "qa/usopp_red_hawk.yaml"
      When Alice attacks Bob's leader with "alice.usopp"
      And Bob activates the Counter Event "bob.hawk"
      And Bob chooses "bob.leader"
      And Bob chooses "alice.usopp"
      Then "alice.usopp" is in Alice's trash
      And "alice.top" is 1st from the top of Alice's deck
      And Alice has 0 cards in her hand

    @rule:10-1-5-1 @rule:8-5-1 @qa:OP01-004-2
    Scenario: Bob activates Scalpel's [Trigger] and Usopp draws nothing
      Official answer (OP01-004, 2nd): activating a [Trigger] is not activating an Event.

      Given the board "qa/usopp_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      And Bob chooses the number 1
      Then "bob.scalpel" is in Bob's trash
      And "alice.top" is 1st from the top of Alice's deck
      And Alice has 0 cards in her hand

    @rule:8-1-2 @rule:8-5-1 @qa:OP01-004-3
    Scenario: Bob activates Scalpel from his hand and Usopp draws for Alice without asking her
      Official answer (OP01-004, 3rd): with a DON!! given, Usopp's draw is not optional.

      Given the board "qa/usopp_scalpel.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.scalpel"
      And Bob chooses "bob.leader"
      And Bob chooses the number 1
      Then "alice.top" is in Alice's hand

    @rule:10-1-4-1 @rule:10-2-15-1 @qa:OP01-014-1
    Scenario: Jinbe may block with nothing in Bob's hand for his [On Block]
      Official answer (OP01-014, 1st): Jinbe's [Blocker] may be used though no card could be played.

      Given the board "qa/jinbe_empty_hand.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose a blocker among "bob.jinbe" and none
      When Bob blocks with "bob.jinbe"
      Then "bob.jinbe" is in Bob's trash
      And Bob has 4 Life cards

    @rule:10-2-2-1 @rule:8-3-1-1 @qa:OP01-020-1
    Scenario: Hyogoro is played and rests for his effect in the same turn
      Official answer (OP01-020, 1st): his "rest this Character" effect may be used the turn he is played.

      Given the board "qa/hyogoro_in_hand.yaml"
      When Alice plays "alice.hyogoro"
      And Alice activates the effect of "alice.hyogoro"
      And Alice chooses "alice.leader"
      Then "alice.hyogoro" is rested
      And "alice.leader" has 7000 power

    @rule:3-7-4 @rule:10-2-9-1 @qa:OP01-021-1
    Scenario: Franky with a DON!! cannot attack in the turn he is played
      Official answer (OP01-021, 1st): his [DON!! x1] widens his targets but does not let him attack the
      turn he is played.

      Given the board "qa/franky_in_hand.yaml"
      When Alice plays "alice.franky"
      And Alice gives 1 DON!! to "alice.franky"
      And Alice attacks "bob.karoo" with "alice.franky"
      Then the action is refused citing 3-7-4
      And "alice.franky" is active

    @rule:10-2-5-1 @qa:OP01-022-1
    Scenario: Brook's −2000 goes to two different Characters, never twice to one
      Official answer (OP01-022, 1st): the up to 2 Characters must be different.

      Given the board "qa/brook_two.yaml"
      When Alice attacks Bob's leader with "alice.brook"
      And Alice chooses "bob.karoo1"
      Then Alice must choose a card among "bob.karoo2" and none
      When Alice chooses "bob.karoo2"
      Then "bob.karoo1" has 1000 power
      And "bob.karoo2" has 1000 power

    @rule:10-2-1-3 @rule:10-2-3-1 @qa:OP01-024-1
    Scenario: Luffy with 2 DON!! is K.O.'d by Gum-Gum Jet Pistol's effect
      Official answer (OP01-024, 1st): his [DON!! x2] protects him from K.O. as a battle result only,
      not from K.O. by effects.

      Given the board "qa/luffy_strike_safe.yaml"
      When Alice plays "alice.pistol"
      And Alice chooses "bob.luffy"
      Then "bob.luffy" is in Bob's trash

    @rule:7-1-3-2 @rule:7-1-3-2-3 @qa:OP01-026-2
    Scenario: After Red Hawk K.O.s the attacking Sai, Bob still uses Karoo's Counter
      Official answer (OP01-026, 2nd): once the attacker is K.O.'d, another Counter may still be used;
      the battle ends only at the end of the Counter Step.

      Given the board "qa/red_hawk_then_counter.yaml"
      When Alice attacks Bob's leader with "alice.sai"
      And Bob activates the Counter Event "bob.hawk"
      And Bob chooses "bob.leader"
      And Bob chooses "alice.sai"
      Then "alice.sai" is in Alice's trash
      When Bob uses the counter of "bob.karoo" on his leader
      Then "bob.karoo" is in Bob's trash
      And Bob has 4 Life cards

  Rule: Green cards

    @rule:7-1-1-2 @rule:7-1-1-3 @qa:OP01-035-1
    Scenario: Okiku rests Karoo as she attacks Bob's leader, and the leader stays her target
      Official answer (OP01-035, 1st): the target is chosen before her [When Attacking] resolves, so the
      Character it rests cannot become the target.

      Given the board "qa/okiku.yaml"
      When Alice attacks Bob's leader with "alice.okiku"
      And Alice chooses "bob.karoo"
      Then "bob.karoo" is rested
      And "bob.karoo" is in Bob's Character area
      And Bob has 3 Life cards

    @rule:4-10-1 @rule:8-3-3 @qa:OP01-040-1
    Scenario: Kin'emon is played under a leader who is not Kouzuki Oden and plays nobody
      Official answer (OP01-040, 1st): he may be played; his [On Play] does nothing.

      Given the board "qa/kinemon_no_oden.yaml"
      When Alice plays "alice.kinemon"
      Then "alice.kinemon" is in Alice's Character area
      And "alice.kawamatsu" is in Alice's hand
      And nobody has to choose anything

    @rule:8-3-1-4 @rule:8-3-3 @qa:OP01-042-1
    Scenario: Komurasaki's cost is paid under a leader who is not Kouzuki Oden, and Otsuru stays rested
      Official answer (OP01-042, 1st): the [On Play] cost may be paid, but the effect does nothing.

      Given the board "qa/komurasaki_no_oden.yaml"
      When Alice plays "alice.komurasaki"
      And Alice pays the optional cost
      Then Alice has 0 active DON!!
      And Alice has 4 rested DON!!
      And "alice.otsuru" is rested

    @rule:8-3-3 @rule:10-2-5-1 @qa:OP01-046-1
    Scenario: Denjiro attacks under a leader who is not Kouzuki Oden and sets no DON!! active
      Official answer (OP01-046, 1st): he may attack; his [When Attacking] does nothing.

      Given the board "qa/denjiro_no_oden.yaml"
      When Alice attacks Bob's leader with "alice.denjiro"
      Then Alice has 2 rested DON!!
      And Alice has 0 active DON!!
      And Bob has 3 Life cards

    @rule:8-3-3 @rule:10-2-5-1 @qa:OP01-052-1
    Scenario: Raizo, rested to attack, counts with Karoo as 2 rested Characters and Alice draws
      Official answer (OP01-052, 1st): the attacking Raizo counts among the rested Characters.

      Given the board "qa/raizo.yaml"
      When Alice attacks Bob's leader with "alice.raizo"
      Then "alice.top" is in Alice's hand

    @rule:7-1-1-2 @rule:7-1-3-2-2 @qa:OP01-057-1
    Scenario: Paradise Waterfall sets the attacked Karoo active and the attack on him goes on
      Official answer (OP01-057, 1st): the target was already set; standing up does not call off the
      attack. Karoo's 5000 ties Alice's leader, who wins the tie.

      Given the board "qa/waterfall_target.yaml"
      When Alice attacks "bob.karoo" with "alice.leader"
      And Bob activates the Counter Event "bob.waterfall"
      And Bob chooses "bob.karoo"
      And Bob chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash

    @rule:7-1-2-1 @rule:7-1-3-2-2 @qa:OP01-057-2
    Scenario: Chopper set active by Paradise Waterfall cannot block in that battle
      Official answer (OP01-057, 2nd): the Block Step of the battle is over.

      Given the board "qa/waterfall_blocker.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.waterfall"
      And Bob chooses "bob.leader"
      And Bob chooses "bob.chopper"
      Then "bob.chopper" is active
      And nobody has to choose anything
      And Bob has 4 Life cards

  Rule: Purple cards

    @rule:3-1-2 @rule:8-3-3 @qa:OP01-091-1
    Scenario: King counts the DON!! given to Alice's leader and Karoo among his 10, and Bob's Karoo has 2000
      Official answer (OP01-091, 1st): the DON!! of the Leader, Character, Stage and cost areas all count.

      Given the board "qa/king_ten_don.yaml"
      Then "bob.karoo" has 2000 power

    @rule:8-3-3 @rule:10-2-6-1 @qa:OP01-095-1
    Scenario: Kyoshirou is played with 5 DON!! and draws nothing
      Official answer (OP01-095, 1st): he may be played without 8 DON!!; his draw then does not happen.

      Given the board "qa/kyoshirou_five_don.yaml"
      When Alice plays "alice.kyoshirou"
      Then "alice.kyoshirou" is in Alice's Character area
      And "alice.top" is 1st from the top of Alice's deck
      And nobody has to choose anything

    @rule:3-1-2 @rule:8-3-3 @qa:OP01-095-2
    Scenario: Kyoshirou counts the 3 DON!! given to Alice's leader and draws
      Official answer (OP01-095, 2nd): DON!! given to the Leader and Characters count as on the field.

      Given the board "qa/kyoshirou_given_don.yaml"
      When Alice plays "alice.kyoshirou"
      Then "alice.top" is in Alice's hand

    @rule:3-1-2 @rule:8-3-3 @qa:OP01-109-1
    Scenario: Who's.Who counts the given DON!! among the 8 and has 5000
      Official answer (OP01-109, 1st): DON!! given to the Leader and Characters count as on the field.

      Given the board "qa/whos_who.yaml"
      Then "alice.whoswho" has 5000 power

    @rule:8-3-1-4 @rule:1-3-3 @qa:OP01-093-1
    Scenario: Ulti is played with an empty DON!! deck, her ① is paid, and no DON!! comes
      Official answer (OP01-093, 1st): she may be played; her cost may be paid, and the effect does nothing.

      Given the board "qa/ulti_no_don_deck.yaml"
      When Alice plays "alice.ulti"
      And Alice pays the optional cost
      Then "alice.ulti" is in Alice's Character area
      And Alice has 0 active DON!!
      And Alice has 10 rested DON!!
      And Alice has 0 DON!! in her DON!! deck

    @rule:8-3-1-3 @rule:8-3-1-4 @qa:OP01-093-2
    Scenario: Ulti is played with no DON!! left for her ①
      Official answer (OP01-093, 2nd): she may be played though her [On Play] cost cannot be paid.

      Given the board "qa/ulti_cannot_pay.yaml"
      When Alice plays "alice.ulti"
      Then "alice.ulti" is in Alice's Character area
      And nobody has to choose anything
      And Alice has 8 DON!! in her DON!! deck

    @rule:8-3-1-4 @rule:8-3-3 @qa:OP01-094-1
    Scenario: Kaido's DON!! −6 is paid under a leader who is not of the Animal Kingdom Pirates, and nothing is K.O.'d
      Official answer (OP01-094, 1st): the cost may be paid, and the effect does nothing.

      Given the board "qa/kaido_no_akp.yaml"
      When Alice plays "alice.kaido"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then Alice has 6 DON!! in her DON!! deck
      And "bob.karoo" is in Bob's Character area
      And "alice.kaido" is in Alice's Character area

    @rule:10-2-1-2 @rule:10-2-6-1 @qa:OP01-094-2
    Scenario: The second Kaido K.O.s the first Kaido and Bob's Karoo, and stays
      Official answer (OP01-094, 2nd): "this Character" is only the card whose effect activated.

      Given the board "qa/two_kaido.yaml"
      When Alice plays "alice.second"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      Then "alice.first" is in Alice's trash
      And "bob.karoo" is in Bob's trash
      And "alice.second" is in Alice's Character area

    @rule:1-3-3 @rule:4-8-1 @qa:OP01-096-1
    Scenario: King's [On Play] K.O.s Karoo, the only Character it can reach
      Official answer (OP01-096, 1st): the effect may be activated with a single Character to K.O.

      Given the board "qa/king_one_target.yaml"
      When Alice plays "alice.king"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      And Alice returns a rested DON!! from her cost area
      And Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash

    @rule:7-1-1-1 @rule:8-3-1-3 @qa:OP01-101-1
    Scenario: Sasaki attacks with an empty hand
      Official answer (OP01-101, 1st): he may attack; his [When Attacking] cost simply cannot be paid.

      Given the board "qa/sasaki_empty_hand.yaml"
      When Alice attacks Bob's leader with "alice.sasaki"
      Then nobody has to choose anything
      And Bob has 3 Life cards

    @rule:8-3-1-4 @rule:1-3-3 @qa:OP01-101-2
    Scenario: Sasaki trashes Karoo for his effect with an empty DON!! deck
      Official answer (OP01-101, 2nd): the card may be trashed; no DON!! comes.

      Given the board "qa/sasaki_no_don_deck.yaml"
      When Alice attacks Bob's leader with "alice.sasaki"
      And Alice pays the optional cost
      And Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's trash
      And Alice has 0 DON!! in her DON!! deck
      And Alice has 9 rested DON!!

    @rule:8-3-1-4 @rule:10-2-10-1 @qa:OP01-102-1
    Scenario: Alice keeps her DON!! when Jack attacks, and Bob trashes nothing
      Official answer (OP01-102, 1st): the DON!! −1 may be left unpaid; the effect then does not happen.

      Given the board "qa/jack.yaml"
      When Alice attacks Bob's leader with "alice.jack"
      And Alice declines the optional cost
      And Bob is done with counters
      Then Alice has 1 active DON!!
      And Bob has 2 cards in his hand

    @rule:4-8-1 @rule:10-2-17-1 @qa:OP01-108-1
    Scenario: Hitokiri Kamazo's [On K.O.] is paid for and K.O.s nothing
      Official answer (OP01-108, 1st): the player may choose not to K.O. anything.

      Given the board "qa/kamazo.yaml"
      When Alice attacks "bob.kamazo" with "alice.leader"
      And Bob pays the optional cost
      And Bob returns an active DON!! from his cost area
      And Bob chooses no more cards
      Then "bob.kamazo" is in Bob's trash
      And "alice.karoo" is in Alice's Character area

    @rule:3-7-4 @qa:OP01-112-1
    Scenario: Page One, played this turn, cannot attack though his effect was used
      Official answer (OP01-112, 1st): his [Activate: Main] does not let him attack the turn he is played.

      Given the board "qa/page_one_played.yaml"
      When Alice plays "alice.pageone"
      And Alice activates the effect of "alice.pageone"
      And Alice returns an active DON!! from her cost area
      And Alice attacks "bob.karoo" with "alice.pageone"
      Then the action is refused citing 3-7-4

    @rule:4-8-1 @rule:10-2-17-1 @qa:OP01-113-1
    Scenario: Bob adds no DON!! with Holedem's [On K.O.]
      Official answer (OP01-113, 1st): "up to 1" allows adding none.

      Given the board "qa/holedem.yaml"
      When Alice attacks "bob.holedem" with "alice.leader"
      And Bob chooses the number 0
      Then "bob.holedem" is in Bob's trash
      And Bob has 10 DON!! in his DON!! deck

    @rule:8-3-1-4 @rule:1-3-3 @qa:OP01-114-1
    Scenario: X.Drake's DON!! −1 is paid with Bob's hand empty, and nothing is trashed
      Official answer (OP01-114, 1st): the cost may be paid, and the effect does nothing.

      Given the board "qa/drake_empty_hand.yaml"
      When Alice plays "alice.drake"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      Then Alice has 6 DON!! in her DON!! deck
      And Bob has 0 cards in his hand
      And nobody has to choose anything

    @rule:10-2-14-1 @rule:4-2-1 @qa:OP01-114-2
    Scenario: Bob chooses which of his cards X.Drake makes him trash
      Official answer (OP01-114, 2nd): the owner of the hand chooses.

      Given the board "qa/drake_bob_chooses.yaml"
      When Alice plays "alice.drake"
      And Alice pays the optional cost
      And Alice returns a rested DON!! from her cost area
      Then Bob must choose a card among "bob.karoo" and "bob.nami"
      When Bob chooses "bob.nami"
      Then "bob.nami" is in Bob's trash
      And "bob.karoo" is in Bob's hand

    @rule:1-3-3 @rule:10-2-3-1 @qa:OP01-115-1
    Scenario: Elephant's Marchoo is activated with an empty DON!! deck and still K.O.s Karoo
      Official answer (OP01-115, 1st): it may be activated; there is just no DON!! to add.

      Given the board "qa/marchoo_no_don_deck.yaml"
      When Alice plays "alice.marchoo"
      And Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash
      And Alice has 0 DON!! in her DON!! deck

    @rule:1-3-3 @rule:10-2-4-1 @qa:OP01-119-1
    Scenario: Thunder Bagua is activated with an empty DON!! deck and still gives +4000
      Official answer (OP01-119, 1st): it may be activated; there is just no DON!! to add.

      Given the board "qa/bagua_no_don_deck.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.bagua"
      And Bob chooses "bob.leader"
      Then Bob has 2 Life cards
      And Bob has 0 DON!! in his DON!! deck

    @rule:5-1-2 @rule:5-1-2-4 @qa:OP01-075-1
    Scenario: Fifty-one Pacifista cannot start a game
      Official answer (OP01-075, 1st): Pacifista lifts the limit on copies, not the deck's size of 50.

      When the players present the decks of "qa/illegal/pacifista_51.yaml"
      Then the action is refused citing 5-1-2

  Rule: Searching the top of the deck

    @rule:2-3 @rule:2-6 @rule:11-3-3 @qa:OP01-016-1 @qa:OP01-016-4
    Scenario: Nami may add the blue Jinbe of the Straw Hat Crew, not the other Nami
      Official answers (OP01-016, 1st and 4th): a Straw Hat Crew card of any colour may be added, but no
      card named Nami, such as ST01-007.

      Given the board "qa/nami_search.yaml"
      When Alice plays "alice.nami"
      Then Alice must choose a card among "alice.jinbe" and none
      When Alice chooses "alice.jinbe"
      Then "alice.jinbe" is in Alice's hand
      When Alice chooses "alice.deck.1"
      And Alice chooses "alice.othernami"
      And Alice chooses "alice.deck.4"
      Then nobody has to choose anything
      And "alice.othernami" is in Alice's deck

    @rule:11-3-3 @qa:OP01-016-2
    Scenario: Nami finds nothing to add and all 5 cards go under Alice's deck
      Official answer (OP01-016, 2nd): with nothing to add, all the cards looked at go to the bottom.

      Given the board "qa/nami_nothing.yaml"
      When Alice plays "alice.nami"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.2"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then nobody has to choose anything
      And Alice has 0 cards in her hand
      And "alice.sixth" is 1st from the top of Alice's deck

    @rule:11-3-2 @rule:9-2-1-2 @qa:OP01-016-3
    Scenario: Nami looks at the 3 cards of Alice's deck and Alice does not lose
      Official answer (OP01-016, 3rd): all of a deck of 4 or fewer cards are looked at; while they are
      looked at the deck is not empty.

      Given the board "qa/nami_short_deck.yaml"
      When Alice plays "alice.nami"
      And Alice chooses "alice.jinbe"
      And Alice chooses "alice.deck.1"
      Then nobody has to choose anything
      And "alice.jinbe" is in Alice's hand
      And Alice has 2 cards in her deck
      And the game is not over

    @rule:2-6 @rule:10-2-3-1 @qa:OP01-030-1
    Scenario: In Two Years!! may add the blue Straw Hat Crew Jinbe
      Official answer (OP01-030, 1st): a Straw Hat Crew Character card of any colour may be added.

      Given the board "qa/two_years.yaml"
      When Alice plays "alice.event"
      Then Alice must choose a card among "alice.jinbe" and none
      When Alice chooses "alice.jinbe"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then nobody has to choose anything
      And "alice.jinbe" is in Alice's hand

    @rule:11-3-3 @qa:OP01-030-2
    Scenario: In Two Years!! finds nothing and all 5 cards go under Alice's deck
      Official answer (OP01-030, 2nd): with nothing to add, all the cards looked at go to the bottom.

      Given the board "qa/two_years_nothing.yaml"
      When Alice plays "alice.event"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.2"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then nobody has to choose anything
      And Alice has 0 cards in her hand
      And "alice.sixth" is 1st from the top of Alice's deck

    @rule:10-2-2-1 @rule:8-3-1-1 @rule:2-6 @qa:OP01-041-1 @qa:OP01-041-2
    Scenario: Momonosuke is played, rests for his effect the same turn, and adds the red Komachiyo
      Official answers (OP01-041, 1st and 2nd): his "rest this Character" effect may be used the turn he
      is played, and a Land of Wano card of any colour may be added.

      Given the board "qa/momonosuke.yaml"
      When Alice plays "alice.momo"
      And Alice activates the effect of "alice.momo"
      Then "alice.momo" is rested
      And Alice must choose a card among "alice.komachiyo" and none
      When Alice chooses "alice.komachiyo"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then nobody has to choose anything
      And "alice.komachiyo" is in Alice's hand

    @rule:11-3-3 @qa:OP01-041-3
    Scenario: Momonosuke finds nothing and all 5 cards go under Alice's deck
      Official answer (OP01-041, 3rd): with nothing to add, all the cards looked at go to the bottom.

      Given the board "qa/momonosuke_nothing.yaml"
      When Alice activates the effect of "alice.momo"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.2"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then nobody has to choose anything
      And Alice has 0 cards in her hand
      And "alice.sixth" is 1st from the top of Alice's deck

  Rule: Characters that come and go

    @rule:8-3-1 @rule:3-1-6 @qa:OP01-047-1
    Scenario: Law returns Karoo to Alice's hand and plays that same Karoo again
      Official answer (OP01-047, 1st): the Character card returned by the cost may be the one played.

      Given the board "qa/law_replay.yaml"
      When Alice plays "alice.law"
      And Alice pays the optional cost
      And Alice chooses "alice.karoo"
      And Alice chooses "alice.karoo"
      Then "alice.karoo" is in Alice's Character area
      And "alice.karoo" is active
      And "alice.law" is in Alice's Character area

    @rule:3-7-6-1 @rule:7-1-1-4 @qa:OP01-049-1
    Scenario: Bepo plays Jean Bart into a full area, is trashed to make room, and his attack ends
      Official answer (OP01-049, 1st): Bepo himself may be trashed; with the attacker gone the battle ends.

      Given the board "qa/bepo_full_area.yaml"
      When Alice attacks Bob's leader with "alice.bepo"
      And Alice chooses "alice.jeanbart"
      And Alice chooses "alice.bepo"
      Then "alice.bepo" is in Alice's trash
      And "alice.jeanbart" is in Alice's Character area
      And Bob has 4 Life cards

    @rule:10-2-2-1 @rule:8-3-1-1 @qa:OP01-051-1
    Scenario: Kid is played and rests for his effect in the same turn, playing Karoo
      Official answer (OP01-051, 1st): his "rest this Character" effect may be used the turn he is played.

      Given the board "qa/kid_in_hand.yaml"
      When Alice plays "alice.kid"
      And Alice activates the effect of "alice.kid"
      And Alice chooses "alice.karoo"
      Then "alice.kid" is rested
      And "alice.karoo" is in Alice's Character area

    @rule:7-1-1-2 @rule:8-3-2-5 @qa:OP01-051-2
    Scenario: With two rested Kids, Bob may attack the second one
      Official answer (OP01-051, 2nd): any of the Characters named Eustass"Captain"Kid may be attacked.

      Given the board "qa/two_kids.yaml"
      When Bob attacks "alice.kid2" with "bob.leader"
      Then "bob.leader" is rested
      And "alice.kid2" is in Alice's Character area

    # Kid OP01-051's text: in Bob's turn, while a Kid with a DON!! given is rested, Bob may attack only
    # Characters named Eustass"Captain"Kid, so his attack on Alice's Leader is refused (1-3-3: the limit
    # prevails over the attack 7-1-1-2 would allow). An engine that applies the limit to Kid's own player
    # rather than her opponent, or ignores it, lets the attack through.
    @rule:1-3-3 @rule:7-1-1-2
    Scenario: While Alice's Kids are rested with a DON!! each, Bob may not attack her Leader
      Given the board "qa/two_kids.yaml"
      When Bob attacks Alice's leader with "bob.leader"
      Then the action is refused citing 1-3-3
      And "bob.leader" is active
      And Alice has 4 Life cards

    @rule:1-3-3 @rule:10-2-2-1 @qa:OP01-051-3
    Scenario: Kid rests for his effect with no Character card of cost 3 or less in Alice's hand
      Official answer (OP01-051, 3rd): the effect may be activated though it will play nothing.

      Given the board "qa/kid_nothing_to_play.yaml"
      When Alice activates the effect of "alice.kid"
      Then "alice.kid" is rested
      And "alice.franky" is in Alice's hand

    @rule:8-3-2-3 @rule:8-1-3-2-3 @qa:OP01-061-1
    Scenario: King's DON!! −2 takes Kaido's DON!!, so Kaido adds no DON!! when King K.O.s Karoo
      Official answer (OP01-061, 1st): when Karoo is K.O.'d the [DON!! x1] condition is no longer met.

      Given the board "qa/kaido_loses_don.yaml"
      When Alice plays "alice.king"
      And Alice pays the optional cost
      And Alice chooses "alice.leader"
      And Alice returns a rested DON!! from her cost area
      And Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's trash
      And Alice has 4 DON!! in her DON!! deck
      And Alice has 0 active DON!!
      And nobody has to choose anything

    @rule:7-1-3-2-1 @rule:10-2-5-1 @qa:OP01-064-1
    Scenario: Bob uses the Counter of the Karoo that Alvida returned to his hand
      Official answer (OP01-064, 1st): the returned Character card's Counter may be used in that battle.

      Given the board "qa/alvida.yaml"
      When Alice attacks Bob's leader with "alice.alvida"
      And Alice pays the optional cost
      And Alice chooses "alice.junk"
      And Alice chooses "bob.karoo"
      Then "bob.karoo" is in Bob's hand
      When Bob uses the counter of "bob.karoo" on his leader
      Then "bob.karoo" is in Bob's trash

    @rule:4-2-1-1 @rule:10-2-6-1 @qa:OP01-070-1
    Scenario: Mihawk puts Alice's own Karoo at the bottom of her deck
      Official answer (OP01-070, 1st): his [On Play] may choose the player's own Character.

      Given the board "qa/mihawk.yaml"
      When Alice plays "alice.mihawk"
      And Alice chooses "alice.karoo"
      Then "alice.karoo" is 1st from the bottom of Alice's deck

    @rule:7-1-4-1 @rule:8-1-3-4-4 @qa:OP01-072-1
    Scenario: Overheat returns Alice's Karoo to her hand during Smiley's attack, and Smiley gains 1000
      Official answer (OP01-072, 1st): a change of hand size during the battle changes Smiley's power,
      and the power on entering the Damage Step decides.

      Given the board "qa/smiley.yaml"
      When Alice attacks Bob's leader with "alice.smiley"
      And Bob activates the Counter Event "bob.overheat"
      And Bob chooses "bob.leader"
      And Bob chooses "alice.karoo"
      Then "alice.karoo" is in Alice's hand
      And "alice.smiley" has 5000 power
      When Bob is done with counters
      Then Bob has 4 Life cards

    @rule:4-2-1-1 @rule:7-1-3-2-3 @qa:OP01-086-1 @qa:OP01-086-2
    Scenario: Overheat returns Bob's own attacked Karoo to his hand and the battle ends
      Official answers (OP01-086, 1st and 2nd): Overheat may return its player's own Character, and with
      the attacked Character gone the battle ends without a Damage Step.

      Given the board "qa/overheat_own.yaml"
      When Alice attacks "bob.karoo" with "alice.franky"
      And Bob activates the Counter Event "bob.overheat"
      And Bob chooses "bob.leader"
      And Bob chooses "bob.karoo"
      Then "bob.karoo" is in Bob's hand
      When Bob is done with counters
      Then "alice.franky" is rested
      And Bob has 4 Life cards
      And nobody has to choose anything

    @rule:7-1-2-1 @rule:7-1-3 @qa:OP01-087-1
    Scenario: Ms. All Sunday, played by Officer Agents in the Counter Step, cannot block
      Official answer (OP01-087, 1st): the Block Step of that battle is over.

      Given the board "qa/officer_agents.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.agents"
      And Bob chooses "bob.sunday"
      Then "bob.sunday" is in Bob's Character area
      And nobody has to choose anything
      And Bob has 3 Life cards

    @rule:8-3-3 @rule:7-1-3-2-2 @qa:OP01-089-1
    Scenario: Crescent Cutlass is activated under a leader who is not a Warlord and returns nothing
      Official answer (OP01-089, 1st): the Event may be activated, and then does nothing.

      Given the board "qa/cutlass_no_warlord.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      And Bob activates the Counter Event "bob.cutlass"
      Then "bob.cutlass" is in Bob's trash
      And "alice.franky" is in Alice's Character area
      And Bob has 3 Life cards

    @rule:4-2-1-1 @rule:7-1-3-2-2 @qa:OP01-089-2
    Scenario: Crescent Cutlass returns Bob's own Karoo to his hand
      Official answer (OP01-089, 2nd): the [Counter] may return its player's own Character.

      Given the board "qa/cutlass_own.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Counter Event "bob.cutlass"
      And Bob chooses "bob.karoo"
      Then "bob.karoo" is in Bob's hand
      When Bob is done with counters
      Then Bob has 3 Life cards

  Rule: More searches and reveals

    @rule:11-3-3 @qa:OP01-084-2
    Scenario: Mr.2 finds no Baroque Works Event and all 5 cards go under Alice's deck
      Official answer (OP01-084, 2nd): with nothing to add, all the cards looked at go to the bottom.

      Given the board "qa/mr2_nothing.yaml"
      When Alice attacks Bob's leader with "alice.mr2"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.2"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then Alice has 0 cards in her hand
      And "alice.sixth" is 1st from the top of Alice's deck

    @rule:11-3-3 @qa:OP01-116-1
    Scenario: SMILE finds no SMILE Character and all 5 cards go under Alice's deck
      Official answer (OP01-116, 1st): with nothing to play, all the cards looked at go to the bottom.

      Given the board "qa/smile_nothing.yaml"
      When Alice plays "alice.smile"
      And Alice chooses "alice.deck.1"
      And Alice chooses "alice.deck.2"
      And Alice chooses "alice.deck.3"
      And Alice chooses "alice.deck.4"
      Then Alice has 0 Characters
      And "alice.sixth" is 1st from the top of Alice's deck

    @rule:10-2-6-1 @rule:10-1-5-1 @qa:OP01-116-2
    Scenario: Bao Huang, played by SMILE's [Trigger], has his [On Play] activate
      Official answer (OP01-116, 2nd): a card played by the [Trigger] activates its [On Play].

      Given the board "qa/smile_trigger.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Bob activates the Trigger
      And Bob chooses "bob.bao"
      And Bob chooses "bob.deck.2"
      And Bob chooses "bob.deck.3"
      And Bob chooses "bob.deck.4"
      Then "bob.bao" is in Bob's Character area
      And Bob must choose a card among "alice.karoo" and "alice.nami"
      When Bob chooses "alice.karoo"
      And Bob chooses "alice.nami"
      Then nobody has to choose anything

    @rule:11-2-2 @rule:11-3-3 @qa:OP01-060-1
    Scenario: Doflamingo reveals Gecko Moria, Alice does not play him, and he goes back on top of her deck
      Official answer (OP01-060, 1st): a revealed card that is not played goes back on top of the deck
      face down.

      Given the board "qa/doflamingo_reveal.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      And Alice pays the optional cost
      And Alice declines the optional effect
      Then "alice.moria" is 1st from the top of Alice's deck
      And Bob cannot see "alice.moria"
      And Alice has 0 Characters

  Rule: Choosing from the opponent's hand

    @rule:3-4-3 @rule:10-2-17-1 @qa:OP01-038-1
    Scenario: Bob picks the card of Alice's hand for Kanjuro without seeing its face
      Official answer (OP01-038, 1st): the opponent picks from the hand without seeing the cards' faces.

      Given the board "qa/kanjuro_pick.yaml"
      When Bob attacks "alice.kanjuro" with "bob.leader"
      And Alice is done with counters
      Then "alice.kanjuro" is in Alice's trash
      And Bob must choose a card among "alice.karoo" and "alice.nami"
      And Bob cannot see "alice.karoo"
      And Bob cannot see "alice.nami"
      When Bob chooses "alice.nami"
      Then "alice.nami" is in Alice's trash

    @rule:3-4-3 @rule:11-2-2 @qa:OP01-105-1
    Scenario: Alice picks 2 cards of Bob's hand for Bao Huang without seeing their faces
      Official answer (OP01-105, 1st): the cards are picked without seeing their faces, then revealed.

      Given the board "qa/bao_pick.yaml"
      When Alice plays "alice.bao"
      Then Alice must choose a card among "bob.karoo", "bob.nami" and "bob.usopp"
      And Alice cannot see "bob.karoo"
      And Alice cannot see "bob.nami"
      And Alice cannot see "bob.usopp"
      When Alice chooses "bob.karoo"
      And Alice chooses "bob.nami"
      Then nobody has to choose anything

  Rule: Green and blue cards whose rulings the engine first contradicted

    # Official Q&A (data/QA/qa_op01.md, OP01-055 You Can Be My Samurai!!, 1st entry), in our words: may
    # the Characters rested for this Event's cost be ones played this turn? Yes. Only an attack waits a
    # turn (3-7-4); resting a Character for a cost does not (8-3-1-4). An engine that keeps Characters
    # played this turn out of a rest cost finds the cost unpayable and asks nothing.
    @rule:8-3-1-4 @rule:8-3-1 @rule:10-2-3-1 @qa:OP01-055-1
    Scenario: You Can Be My Samurai!! rests two Karoo played this turn and draws 2
      Official answer (OP01-055, 1st): the Characters rested for its cost may have been played this turn.

      Given the board "qa/samurai_played_this_turn.yaml"
      When Alice plays "alice.samurai"
      Then Alice must choose whether to pay the optional cost
      When Alice pays the optional cost
      And Alice chooses "alice.karoo1"
      And Alice chooses "alice.karoo2"
      Then "alice.karoo1" is rested
      And "alice.karoo2" is rested
      And Alice has 2 cards in her hand
      And Alice has 8 cards in her deck
      And nobody has to choose anything

    # Official Q&A (data/QA/qa_op01.md, OP01-059 BE-BENG!!, 1st entry), in our words: once BE-BENG!!
    # sets a Character active, may it attack again? Yes: 7-1-1-1 asks only for an active Leader or
    # Character, not one that has not attacked yet this turn. An engine that lets a card attack once a
    # turn refuses Otsuru's second attack.
    @rule:7-1-1-1 @rule:8-3-1-4 @qa:OP01-059-1
    Scenario: Otsuru attacks, BE-BENG!! sets her active, and she attacks again
      Official answer (OP01-059, 1st): a Character this Event sets active may attack again.

      Given the board "qa/be_beng_again.yaml"
      When Alice attacks "bob.karoo1" with "alice.otsuru"
      Then "bob.karoo1" is in Bob's trash
      And "alice.otsuru" is rested
      When Alice plays "alice.be_beng"
      And Alice pays the optional cost
      And Alice chooses "alice.otsuru2"
      And Alice chooses "alice.otsuru"
      Then "alice.otsuru" is active
      And "alice.otsuru2" is in Alice's trash
      When Alice attacks "bob.karoo2" with "alice.otsuru"
      Then "bob.karoo2" is in Bob's trash
      And "alice.otsuru" is rested

    # Official Q&A (data/QA/qa_op01.md, OP01-062 Crocodile, 1st entry), in our words: an Event played
    # from 6 cards, then another from 5, leaves 4 in hand; may Crocodile's leader effect draw now? Yes:
    # the first time it found 5 cards and drew nothing, so "not drawn with this effect this turn" still
    # holds (8-3-3). An engine that counts the effect as used once it was set off, drawn or not, asks
    # nothing the second time.
    @rule:8-3-3 @rule:8-5-4 @rule:10-2-9-1 @qa:OP01-062-1
    Scenario: Crocodile draws nothing after the first Event, at 5 cards, and draws after the second, at 4
      Official answer (OP01-062, 1st): his effect has drawn nothing this turn, so it may draw at 4 cards.

      Given the board "qa/crocodile_two_events.yaml"
      When Alice plays "alice.samurai1"
      Then nobody has to choose anything
      And Alice has 5 cards in her hand
      When Alice plays "alice.samurai2"
      Then Alice must choose whether to use the optional effect among use and decline
      When Alice uses the optional effect
      Then Alice has 5 cards in her hand
      And Alice has 9 cards in her deck
      And nobody has to choose anything

    # Official Q&A (data/QA/qa_op01.md, OP01-063 Arlong, 1st and 2nd entries), in our words: may his
    # "rest this Character" effect be used in the turn he was played? Yes (only an attack waits a turn,
    # 3-7-4). And does Alice pick the card of Bob's hand without seeing it? Yes: the hand stays secret to
    # her (3-4-3) until Bob reveals the card picked. An engine that keeps a Character played this turn
    # from resting for a cost refuses the activation; one that shows Alice Bob's hand as she picks lets
    # her see the Red Hawk.
    @rule:10-2-2-1 @rule:8-3-1 @rule:3-4-3 @rule:11-2-1 @qa:OP01-063-1 @qa:OP01-063-2
    Scenario: Arlong, played this turn, rests for his effect; Alice picks Bob's card face down
      Official answers (OP01-063, 1st and 2nd): he may rest for it the turn he is played; the card of the
      opponent's hand is picked without seeing the faces.

      Given the board "qa/arlong_played_this_turn.yaml"
      When Alice activates the effect of "alice.arlong"
      Then "alice.arlong" is rested
      And Alice must choose a card among "bob.red_hawk" and "bob.karoo"
      And Alice cannot see "bob.red_hawk"
      And Alice cannot see "bob.karoo"
      When Alice chooses "bob.red_hawk"
      Then Alice can see "bob.red_hawk"
      And Alice cannot see "bob.karoo"
      And Alice must choose a card among "bob.life_top" and none
      When Alice chooses "bob.life_top"
      Then "bob.life_top" is 1st from the bottom of Bob's deck
      And Bob has 1 Life card
      And nobody has to choose anything

    # Official Q&A (data/QA/qa_op01.md, OP01-073 Donquixote Doflamingo, 1st entry), in our words: may 1 of
    # the 5 cards looked at go back on top and 4 at the bottom? No: the 5 are ordered and all go on top or
    # all at the bottom (11-3-2). Alice's first pick, deck_2, goes to the bottom, so "none" (the rest on
    # top) is not offered again. An engine that lets her stop and keep the rest on top fails.
    @rule:11-3-2 @rule:3-1-7 @qa:OP01-073-1
    Scenario: Doflamingo sends all 5 cards he looked at to the bottom once the first one goes there
      Official answer (OP01-073, 1st): all 5 go on top or all at the bottom, in the order chosen.

      Given the board "11/doflamingo.yaml"
      When Alice plays "alice.doflamingo"
      Then Alice must choose a card among "alice.deck_1", "alice.deck_2", "alice.deck_3", "alice.deck_4", "alice.deck_5" and none
      When Alice chooses "alice.deck_2"
      Then Alice must choose a card among "alice.deck_1", "alice.deck_3", "alice.deck_4" and "alice.deck_5"
      When Alice chooses "alice.deck_5"
      And Alice chooses "alice.deck_1"
      And Alice chooses "alice.deck_3"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.deck_6", "alice.deck_7", "alice.deck_2", "alice.deck_5", "alice.deck_1", "alice.deck_3" and "alice.deck_4"

    # Official Q&A (data/QA/qa_op01.md, OP01-073 Donquixote Doflamingo, 2nd entry), in our words: what does
    # his [On Play] do with 4 or fewer cards in the deck? All of them are looked at, and the deck is not
    # empty while they are (11-3-2, 9-2-1-2). Alice's 3 cards are looked at and put back on top in her
    # order; she does not lose. An engine that does nothing when the deck holds fewer cards than the text
    # names asks nothing.
    @rule:11-3-2 @rule:9-2-1-2 @qa:OP01-073-2
    Scenario: Doflamingo looks at the 3 cards of Alice's deck, she puts them back on top and does not lose
      Official answer (OP01-073, 2nd): all the cards are looked at; the deck is not empty meanwhile.

      Given the board "qa/doflamingo_short_deck.yaml"
      When Alice plays "alice.doflamingo"
      Then Alice must choose a card among "alice.deck_1", "alice.deck_2", "alice.deck_3" and none
      When Alice chooses no more cards
      Then Alice must choose a card among "alice.deck_1", "alice.deck_2" and "alice.deck_3"
      When Alice chooses "alice.deck_3"
      And Alice chooses "alice.deck_1"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.deck_2", "alice.deck_1" and "alice.deck_3"
      And the game is not over

    # Official Q&A (data/QA/qa_op01.md, OP01-077 Perona, 2nd entry), in our words: may her [On Play] be
    # activated with 4 or fewer cards in the deck? Yes, and the deck is not empty while its cards are
    # looked at (11-3-2, 9-2-1-2). Alice's 2 cards go to the bottom, deck_2 first, so deck_1 ends under it.
    @rule:11-3-2 @rule:9-2-1-2 @qa:OP01-077-2
    Scenario: Perona looks at the 2 cards of Alice's deck and puts them at the bottom in her order
      Official answer (OP01-077, 2nd): the effect is activated; the deck is not empty meanwhile.

      Given the board "qa/perona_short_deck.yaml"
      When Alice plays "alice.perona"
      Then Alice must choose a card among "alice.deck_1", "alice.deck_2" and none
      When Alice chooses "alice.deck_2"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.deck_2" and "alice.deck_1"
      And "alice.perona" is in Alice's Character area
      And the game is not over

    # Official Q&A (data/QA/qa_op01.md, OP01-088 Desert Spada, 1st entry), in our words: may 1 of the 3
    # cards looked at go back on top and 2 at the bottom? No: all 3 on one side, in the order chosen
    # (11-3-2). Once deck_2 goes to the bottom, "none" is not offered for the two left.
    @rule:11-3-2 @rule:3-1-7 @rule:10-2-4-1 @qa:OP01-088-1
    Scenario: Desert Spada sends all 3 cards it looked at to the bottom once the first one goes there
      Official answer (OP01-088, 1st): all 3 go on top or all at the bottom, in the order chosen.

      Given the board "10-2/desert_spada.yaml"
      When Bob attacks "alice.mr2" with "bob.leader"
      And Alice activates the Counter Event "alice.spada"
      And Alice chooses "alice.mr2"
      Then Alice must choose a card among "alice.deck_1", "alice.deck_2", "alice.deck_3" and none
      When Alice chooses "alice.deck_2"
      Then Alice must choose a card among "alice.deck_1" and "alice.deck_3"
      When Alice chooses "alice.deck_3"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.deck_4", "alice.deck_5", "alice.deck_2", "alice.deck_3" and "alice.deck_1"

    # Official Q&A (data/QA/qa_op01.md, OP01-088 Desert Spada, 2nd entry), in our words: may it be
    # activated with 2 or fewer cards in the deck? Yes, and the deck is not empty while they are looked
    # at (11-3-2, 9-2-1-2). Alice's 2 cards stay on top in her order; Mr.2 survives with +2000.
    @rule:11-3-2 @rule:9-2-1-2 @rule:10-2-4-1 @qa:OP01-088-2
    Scenario: Desert Spada, with 2 cards in Alice's deck, looks at both and she puts them back on top
      Official answer (OP01-088, 2nd): the Event is activated; the deck is not empty meanwhile.

      Given the board "qa/spada_short_deck.yaml"
      When Bob attacks "alice.mr2" with "bob.leader"
      And Alice activates the Counter Event "alice.spada"
      And Alice chooses "alice.mr2"
      Then Alice must choose a card among "alice.deck_1", "alice.deck_2" and none
      When Alice chooses no more cards
      Then Alice must choose a card among "alice.deck_1" and "alice.deck_2"
      When Alice chooses "alice.deck_1"
      Then nobody has to choose anything
      And Alice's deck holds, from the top, "alice.deck_2" and "alice.deck_1"
      And "alice.mr2" is in Alice's Character area
      And the game is not over
