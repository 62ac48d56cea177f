Feature: 4-6 Damage Processing
  Dealing damage to a Leader, whether by a battle or by an effect, is damage processing: for each
  point of damage its player moves the top card of their Life to their hand, and may activate the
  [Trigger] of a card so checked, unless that card cannot be added to the hand.

  Rule: 4-6-1, 4-6-2 Damage dealt by an effect goes through damage processing

    # Test Cannon TEST-023: deal 1 damage to your opponent's Leader. Bob, whose Leader took the damage,
    # moves the top card of his Life to his hand. It stays synthetic: no ST01, ST02 or OP01 card deals
    # damage by an effect (their only damage is battle damage), and these scenarios are about that.
    @rule:4-6-1 @rule:4-6-2 @rule:4-6-2-1 @rule:8-4-2
    Scenario: Test Cannon's damage moves Bob's top Life card to his hand
      Given the board "4-6/cannon_no_trigger.yaml"
      When Alice plays "alice.cannon"
      Then "alice.cannon" is in Alice's trash
      And "bob.robin" is in Bob's hand
      And Bob has 0 Life cards
      And Bob has 1 card in his hand
      And nobody has to choose anything
      And the game is not over

    # Damage taken with 0 Life cards is a defeat condition (1-2-1-1-1), whatever dealt the damage.
    @rule:4-6-1 @rule:4-6-2 @rule:1-2-1-1-1 @rule:1-2-2-1 @rule:9-2-1-1
    Scenario: Test Cannon's damage to a Leader with 0 Life cards makes Bob lose
      Given the board "4-6/cannon_zero_life.yaml"
      When Alice plays "alice.cannon"
      Then Alice wins the game

  Rule: 4-6-3 A [Trigger] may be activated when its card is added from Life to the hand

    @rule:4-6-3 @rule:4-6-1 @rule:4-6-2 @rule:10-1-5-1
    Scenario: Damage from Test Cannon lets Bob activate Carrot's Trigger
      Given the board "4-6/cannon.yaml"
      When Alice plays "alice.cannon"
      Then Bob must choose whether to activate the Trigger
      When Bob activates the Trigger
      Then "bob.carrot" is in Bob's Character area
      And "bob.robin" is in Bob's Life
      And Bob has 1 Life card
      And Bob has 0 cards in his hand
      And nobody has to choose anything

    @rule:4-6-3 @rule:4-6-2-1 @rule:10-1-5-2
    Scenario: Bob declines Carrot's Trigger and Carrot goes to his hand
      Given the board "4-6/cannon.yaml"
      When Alice plays "alice.cannon"
      Then Bob must choose whether to activate the Trigger
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Bob has 1 Life card
      And Bob has 0 Characters
      And nobody has to choose anything

    # For comparison: the same Life card checked by battle damage (7-1-4-1-1-2) offers the same choice.
    @rule:4-6-3 @rule:4-6-2-1 @rule:7-1-4-1-1 @rule:7-1-4-1-1-2 @rule:10-1-5-2
    Scenario: Battle damage offers Carrot's Trigger in the same way
      Given the board "4-6/carrot_life.yaml"
      When Alice attacks Bob's leader with "alice.leader"
      Then Bob must choose whether to activate the Trigger
      When Bob declines the Trigger
      Then "bob.carrot" is in Bob's hand
      And Bob has 1 Life card
      And "bob.robin" is 1st from the top of Bob's Life
      And Bob has 0 Characters
      And nobody has to choose anything

  Rule: 4-6-2-2 N points of damage repeat the process for 1 point N times

    @rule:4-6-2-2 @rule:4-6-2-1 @rule:10-1-2-1 @rule:7-1-4-1-1-3
    Scenario: Double Attack's 2 damage moves Bob's top two Life cards to his hand
      Given the board "4-6/double_attack.yaml"
      When Alice attacks Bob's leader with "alice.ace"
      Then "bob.robin" is in Bob's hand
      And "bob.karoo" is in Bob's hand
      And Bob has 1 Life card
      And Bob has 2 cards in his hand
      And the game is not over
      And nobody has to choose anything

  Rule: 4-6-3-1 A Life card that cannot be added to the hand offers no [Trigger]

    # [Banish] (10-1-3-1) places the Life card in the trash instead of adding it to the hand, so
    # Carrot's [Trigger] cannot be activated.
    @rule:4-6-3-1 @rule:10-1-3 @rule:10-1-3-1 @rule:4-6-3 @qa:rules-33
    Scenario: Crocodile's Banish trashes Carrot from Bob's Life without offering its Trigger
      Given the board "4-6/banish.yaml"
      When Alice attacks Bob's leader with "alice.crocodile"
      Then nobody has to choose anything
      And "bob.carrot" is in Bob's trash
      And Bob has 1 Life card
      And Bob has 0 cards in his hand
      And Bob has 0 Characters
