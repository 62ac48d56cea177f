Feature: 7-1-1 Attack Step: the attacker, the target, and what attacking does to the attacker
  The turn player rests one of her active cards, her Leader or a Character in her Character area, to
  attack; the target is the opponent's Leader or one of the opponent's rested Characters (7-1-1-1,
  7-1-1-2); neither player battles in their first turn (6-5-6-1). These scenarios use cards without
  text: each names the engine mistake it catches, which tests/test_deviations.py plants in the
  reference engine to show that the scenario fails it.

  Rule: 7-1-1-2 What may be attacked, and what the engine offers

    # Mistake caught: an engine that lets the attacker strike the opponent's Life directly, a Life
    # card taken as the target (the Leader is the target, 7-1-1-2; Life is lost only by damage,
    # 7-1-4-1-1-2): "a Life card may be attacked".
    @rule:7-1-1-2
    Scenario: Bob's top Life card cannot be attacked, only his leader
      Given the board "7-1-1/targets.yaml"
      Then Alice may not attack "bob.life.1" with "alice.franky"
      When Alice attacks "bob.life.1" with "alice.franky"
      Then the action is refused citing 7-1-1-2
      And "alice.franky" is active
      And Bob has 4 Life cards
      And Bob has 0 cards in his hand

  Rule: 7-1-1-1 Who may attack: an active Leader or Character of the turn player

    # Mistake caught: an engine whose legal actions offer an attack by a rested Character (7-1-1-1:
    # the attacker is rested to attack, so it must be active): "legal attacks offer rested attackers".
    @rule:7-1-1-1
    Scenario: Alice is offered attacks with her active Franky, none with her rested Robin
      Given the board "7-1-1/targets.yaml"
      Then Alice may not attack Bob's leader with "alice.robin"
      And Alice may not attack "bob.heat" with "alice.robin"
      And Alice may attack Bob's leader with "alice.franky"

    # Mistake caught: an engine that lets any active card of the turn player's field attack, a Stage
    # too (only the Leader and Characters attack, 7-1-1-1): "a Stage may attack".
    @rule:7-1-1-1
    Scenario: Alice's active Stage cannot attack
      Given the board "7-1-1/targets.yaml"
      Then Alice may not attack Bob's leader with "alice.sunny"
      When Alice attacks Bob's leader with "alice.sunny"
      Then the action is refused citing 7-1-1-1
      And "alice.sunny" is active
      And Bob has 4 Life cards

    # Mistake caught: an engine that checks whether the card is in a battle rather than whether it is
    # rested, so that a card rested by its own attack may attack again once that battle is over (it was
    # rested to attack, 7-1-1-1, and nothing sets it active before the next Refresh Phase): "a card
    # rested by its own attack attacks again". (A card rested on the board is refused by 7-1's "A
    # rested Character cannot attack"; this one was rested by attacking, this turn.)
    @rule:7-1-1-1 @rule:7-1-5-5
    Scenario: Franky, rested by his attack, stays rested after the battle and cannot attack again this turn
      Given the board "7-1-1/after_battle.yaml"
      When Alice attacks Bob's leader with "alice.franky"
      Then Bob must choose whether to use counters
      When Bob is done with counters
      Then Bob has 3 Life cards
      And "alice.franky" is rested
      And Alice may not attack Bob's leader with "alice.franky"
      And Alice may attack Bob's leader with "alice.karoo"
      When Alice attacks Bob's leader with "alice.franky"
      Then the action is refused citing 7-1-1-1
      And Bob has 3 Life cards

    # Mistake caught: an engine that keeps a Character played this turn from attacking the Leader only,
    # as [Rush: Character] would (1.2.0 10-1-6): without [Rush] it attacks nothing in that turn (3-7-4),
    # a rested Character neither: "a Character played this turn may attack Characters".
    @rule:3-7-4 @rule:7-1-1-1
    Scenario: Karoo, played this turn, cannot attack Bob's rested Heat either; Franky may
      Given the board "7-1-1/played_this_turn_target.yaml"
      Then Alice may not attack "bob.heat" with "alice.karoo"
      And Alice may attack "bob.heat" with "alice.franky"
      When Alice attacks "bob.heat" with "alice.karoo"
      Then the action is refused citing 3-7-4
      And "alice.karoo" is active
      And "bob.heat" is in Bob's Character area
      When Alice attacks "bob.heat" with "alice.franky"
      Then "bob.heat" is in Bob's trash

  Rule: 6-5-6-1 No battle in either player's first turn
