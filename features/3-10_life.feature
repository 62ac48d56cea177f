Feature: 3-10 Life Area
  Life is a secret area: its cards lie face down, and a card leaves it from the top (3-10-2). A card an effect
  put there face up is open while it is in Life (3-10-2-1), and only there: damage takes the top card,
  face up or not, into its owner's hand, a secret area (3-4-2, 3-4-3), where the opponent may no longer look
  at it (7-1-4_damage_step.feature shows that side). No card here has text.

  # Mistakes caught: damage taking the face-up card first (as if the one card anyone can see were the top),
  # and the Life turned face down again whenever a card leaves it. Damage takes the top card (3-10-2), Koby,
  # face down; Vito stays in Life, face up and open to both (3-10-2-1), now on top of Heat.
  @rule:3-10-2 @rule:3-10-2-1 @rule:7-1-4-1-1-2
  Scenario: Damage takes Koby from the top of Bob's Life; Vito, face up beneath him, stays face up
    Given the board "3-10/face_up_under_the_top.yaml"
    When Alice attacks Bob's leader with "alice.leader"
    Then "bob.koby" is in Bob's hand
    And Bob's Life holds, from the top, "bob.vito" and "bob.heat"
    And Alice can see "bob.vito"
    And Bob can see "bob.vito"
    And Alice cannot see "bob.heat"
