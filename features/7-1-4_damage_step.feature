Feature: 7-1-4 Damage Step: current powers compared, damage to a Leader, K.O. of a Character
  The attacking card wins when its power is equal to or greater than the power of the card attacked
  (7-1-4-1): against a Leader it deals 1 damage, whose Life card goes to its player's hand or, at 0
  Life, wins the game (7-1-4-1-1); against a Character it K.O.s that Character (7-1-4-1-2). These
  scenarios use cards without text: each names the engine mistake it catches, which
  tests/test_deviations.py plants in the reference engine to show that the scenario fails it.

  Rule: 7-1-4-1 The powers compared are the current ones, with DON!! and effects

    # Mistake caught: an engine whose Damage Step compares the printed powers: Karoo is 3000 printed, and
    # 6000 with the 3 DON!! Alice gives him in her turn (6-5-5-2), enough against Bob's 5000 leader:
    # "the Damage Step compares printed powers".
    @rule:7-1-4-1 @rule:7-1-4-1-1 @rule:6-5-5-2
    Scenario: Karoo with 3 DON!! given attacks at 6000 and deals 1 damage to Bob's 5000 leader
      Given the board "7-1-4/don_attacker.yaml"
      When Alice gives 3 DON!! to "alice.karoo"
      Then "alice.karoo" has 6000 power
      When Alice attacks Bob's leader with "alice.karoo"
      Then Bob has 3 Life cards
      And Bob has 1 cards in his hand
      And "alice.karoo" has 3 DON!! given

    # The same mistake, the other way: Franky is 6000 printed but 4000 this turn, and 4000 is less than
    # Bob's 5000 leader, so the attack fails (7-1-4-2) and no damage is dealt.
    @rule:7-1-4-1 @rule:7-1-4-2
    Scenario: Franky, lowered to 4000 this turn, attacks Bob's 5000 leader and deals no damage
      Given the board "7-1-4/power_changes.yaml"
      Then "alice.franky" has 4000 power
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob has 4 Life cards
      And Bob has 0 cards in his hand
      And "alice.franky" is rested

    # The same mistake on the side of the card attacked: Koby is 6000 printed but 3000 this turn, and
    # Sai's 4000 K.O.s him (7-1-4-1-2).
    @rule:7-1-4-1 @rule:7-1-4-1-2
    Scenario: Sai's 4000 K.O.s Bob's Koby, lowered to 3000 this turn from his printed 6000
      Given the board "7-1-4/power_changes.yaml"
      Then "bob.koby" has 3000 power
      When Alice attacks "bob.koby" with "alice.sai"
      Then "bob.koby" is in Bob's trash
      And "alice.sai" is in Alice's Character area
      And Bob has 4 Life cards

  Rule: 7-1-4-1-1 Damage to a Leader: the top Life card to the hand, or the game at 0 Life

    # Mistake caught: an engine that reveals the Life card as it checks it for [Trigger] and leaves it
    # known: Heat goes from Bob's Life, a secret area, into his hand, another (7-1-4-1-1-2, 3-4-3), and
    # is revealed only if its [Trigger] is activated, which a card without [Trigger] never is: "the Life
    # card taken by damage is shown to the opponent". Alice sees how many cards Bob holds (3-1-4).
    @rule:7-1-4-1-1-2 @rule:4-6-2-1 @rule:3-4-2 @rule:3-4-3 @rule:3-1-4
    Scenario: The Life card Bob takes into his hand by damage stays hidden from Alice
      Given the board "7-1-4/life_to_hand.yaml"
      Then Alice cannot see "bob.top"
      When Alice attacks Bob's leader with "alice.franky"
      Then "bob.top" is in Bob's hand
      And Bob can see "bob.top"
      And Alice cannot see "bob.top"
      And Alice sees 1 cards in Bob's hand
      And Bob has 1 Life cards

    # Mistake caught: an engine that keeps a Life card face up once it has left the Life area: Heat was
    # face up in Bob's Life, open to both (3-10-2-1); in his hand it is one of the cards of a secret
    # area, which Alice may not look at (3-4-3): "a face-up Life card stays face up in the hand".
    @rule:7-1-4-1-1-2 @rule:3-10-2-1 @rule:3-4-3
    Scenario: Bob's face-up Life card, taken into his hand by damage, is hidden from Alice there
      Given the board "7-1-4/face_up_life.yaml"
      Then Alice can see "bob.top"
      When Alice attacks Bob's leader with "alice.franky"
      Then "bob.top" is in Bob's hand
      And Alice cannot see "bob.top"
      And Bob can see "bob.top"
      And Alice cannot see "bob.second"

    # Mistake caught: an engine that always deals battle damage to the second player's Leader, as if he
    # were always the one attacked: in Bob's turn Koby's damage is Alice's, and her top Life card goes to
    # her own hand (7-1-4-1-1-2): "battle damage always goes to the second player".
    @rule:7-1-4-1-1 @rule:7-1-4-1-1-2
    Scenario: In Bob's turn Koby deals 1 damage to Alice, whose top Life card goes to her hand
      Given the board "7-1-4/bobs_turn_damage.yaml"
      When Bob attacks Alice's leader with "bob.koby"
      Then Alice has 3 Life cards
      And "alice.top" is in Alice's hand
      And Bob has 4 Life cards
      And Bob has 0 cards in his hand

    # Mistake caught: an engine that ends the game whenever the attacker wins a battle against a player
    # at 0 Life, whatever was attacked: only damage to the Leader at 0 Life wins (7-1-4-1-1-1); a won
    # battle against a Character K.O.s it (7-1-4-1-2) and deals no damage: "a battle won against a
    # player at 0 Life wins, whatever was attacked".
    @rule:7-1-4-1-2 @rule:7-1-4-1-1-1
    Scenario: With Bob at 0 Life, Franky K.O.s his Bepo and the game goes on
      Given the board "7-1-4/zero_life_character.yaml"
      When Alice attacks "bob.bepo" with "alice.franky"
      Then "bob.bepo" is in Bob's trash
      And the game is not over
      And Bob has 0 Life cards

  Rule: 7-1-4-1-2 A K.O.'d Character goes on top of its owner's trash

    # Mistake caught: an engine that puts cards at the bottom of the trash (3-5-2: on top of the cards
    # already there): Komachiyo, trashed for its Counter in the Counter Step (7-1-3-2-1), goes on Bob's
    # old Heat; Bepo, K.O.'d in the Damage Step (7-1-4-1-2), on top of both: "trash filled from the
    # bottom". Komachiyo's +1000 went to Bob's leader, so Sai's 4000 still beats Bepo's 3000.
    @rule:7-1-4-1-2 @rule:7-1-3-2-1 @rule:3-5-2
    Scenario: The Counter card and then the K.O.'d Bepo each go on top of Bob's trash
      Given the board "7-1-4/trash_order.yaml"
      When Alice attacks "bob.bepo" with "alice.sai"
      Then Bob must choose whether to use counters
      When Bob uses the counter of "bob.komachiyo" on his leader
      Then nobody has to choose anything
      And Bob's trash holds, from the top, "bob.bepo", "bob.komachiyo" and "bob.old"
      And Bob has 4 Life cards
