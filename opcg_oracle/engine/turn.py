"""Turn structure (chapter 6): Refresh, Draw, DON!! and Main Phases, the End Phase, and the next turn."""

from __future__ import annotations

from opcg_oracle.engine.actions import EndTurn
from opcg_oracle.engine.effects.auto import activate, activated_by, fire
from opcg_oracle.engine.interface import GameCore
from opcg_oracle.engine.registry import task


@task("start_turn")
def start_turn(game: GameCore, player: int) -> None:
    """6-1-2: a turn starts and runs its phases in order."""
    s = game.state
    s.turn += 1
    s.turn_player = player
    game.log("turn_started", ("6-1-2", "4-3-1"), turn=s.turn, player=player)
    game.schedule(("refresh_phase",), ("draw_phase",), ("don_phase",), ("main_phase",))


@task("refresh_phase")
def refresh_phase(game: GameCore) -> None:
    """6-2: effects lasting until the start of the turn end (6-2-1); "at the start of your turn" (6-2-2)."""
    s = game.state
    s.phase = "refresh"
    game.log("phase", ("6-2",), phase="refresh")
    game.expire(lambda m: m.until == "start_of_turn" and m.controller == s.turn_player, ("6-2-1",))
    game.schedule(("refresh_don_and_cards",))
    fire(game, "start_of_turn")  # 6-2-2: resolved before DON!! return (6-2-3)


@task("refresh_don_and_cards")
def refresh_don_and_cards(game: GameCore) -> None:
    """6-2-3: given DON!! return to the cost area; 6-2-4: cards and DON!! are set active."""
    s = game.state
    me = s.players[s.turn_player]
    returned = 0
    for card in (me.leader, *me.characters):  # 6-2-3
        returned += card.don
        card.don = 0
    effects = s.player_effects
    frozen = bool(effects) and any(e.kind == "don_stay_rested" and e.player == me.index for e in effects)
    if returned:
        if frozen and s.edition == "1.1.6":  # 1.1.6 6-2-3 only returns them: placed active, as 3-9-3 places DON!!
            me.don_active += returned
        else:  # 1.2.0 6-2-3: placed rested; 6-2-4 then sets them active with the rest (what 1.1.6 comes to as well)
            me.don_rested += returned
        game.log("don_returned", ("6-2-3",), player=me.index, count=returned)
    for card in (me.leader, *me.characters, *me.stage):  # 6-2-4
        if card.rested and game.has_modifier(card, "keep_rested"):
            game.log("stays_rested", ("1-3-1", "6-2-4"), card=card.iid)  # the card's text wins over the rule
        elif card.rested:
            card.rested = False
            game.log("set_active", ("6-2-4",), card=card.iid)
    if s.modifiers:
        s.modifiers = [m for m in s.modifiers if not (m.kind == "keep_rested" and s.cards[m.target].owner == me.index)]
    if frozen:  # an effect keeps this player's DON!! rested in this Refresh Phase (1-3-1 over 6-2-4)
        s.player_effects = [e for e in s.player_effects if not (e.kind == "don_stay_rested" and e.player == me.index)]
        game.log("don_stays_rested", ("1-3-1", "6-2-4"), player=me.index, count=me.don_rested)
    elif me.don_rested:
        kept = me.don_kept  # those DON!! an effect keeps rested in this Refresh Phase (1-3-1 over 6-2-4)
        if kept:
            game.log("don_stays_rested", ("1-3-1", "6-2-4"), player=me.index, count=kept)
        if me.don_rested > kept:
            me.don_active += me.don_rested - kept
            game.log("don_set_active", ("6-2-4",), player=me.index, count=me.don_rested - kept)
            me.don_rested = kept
    me.don_kept = 0  # the effect was for this Refresh Phase only


@task("draw_phase")
def draw_phase(game: GameCore) -> None:
    """6-3-1: the turn player draws one, except the first player in their first turn."""
    s = game.state
    s.phase = "draw"
    game.log("phase", ("6-3",), phase="draw")
    if s.turn == 1:
        game.log("no_draw", ("6-3-1",), player=s.turn_player)
        return
    game.draw(s.turn_player, 1, ("6-3-1",))


@task("don_phase")
def don_phase(game: GameCore) -> None:
    """6-4: two DON!! from the DON!! deck (one in the first player's first turn), as many as there are."""
    s = game.state
    s.phase = "don"
    me = s.players[s.turn_player]
    game.log("phase", ("6-4",), phase="don")
    wanted = 1 if s.turn == 1 else 2  # 6-4-1
    count = min(wanted, me.don_deck)  # 6-4-2, 6-4-3
    me.don_deck -= count
    me.don_active += count
    rules = ("6-4-1",) if count == wanted else ("6-4-2",) if count else ("6-4-3",)
    game.log("don_placed", rules, player=me.index, count=count)


@task("main_phase")
def main_phase(game: GameCore) -> None:
    """6-5: the Main Phase begins; "at the start of the Main Phase" effects (6-5-1)."""
    game.state.phase = "main"
    game.log("phase", ("6-5",), phase="main")
    fire(game, "start_of_main_phase")


def end_main_phase(game: GameCore, action: EndTurn) -> None:
    """6-5-2-1: the turn player declares the end of the Main Phase; the End Phase follows."""
    game.log("main_phase_ended", ("6-5-2-1",), player=action.player)
    game.schedule(("end_phase",))


@task("end_phase")
def end_phase(game: GameCore) -> None:
    """6-6: the end-of-turn effects activate, once only (6-6-1-1, 6-6-1-1-1); then delayed effects, then what ends."""
    s = game.state
    s.phase = "end"
    game.log("phase", ("6-6",), phase="end")
    players = (s.turn_player, 1 - s.turn_player)
    if s.edition == "1.1.6":  # 1.1.6 6-6-1-1: every effect "at the end of the turn" activates here, both players'
        game.schedule(*(("delayed_effects", p, ("6-6-1-1",)) for p in players), ("end_turn_cleanup",))
        fire(game, "end_of_turn")
        return
    # 1.2.0 6-6-1-1-2: every [End of Your Turn] effect (ordered by the turn player, 6-6-1-1-3) and what they set off,
    # then every [End of Your Opponent's Turn] effect (ordered by the non-turn player, 6-6-1-1-4); 6-6-1-2: the
    # delayed "at the end of this turn" effects, the turn player's then the non-turn player's; then 6-6-1-3.
    delayed = (("delayed_effects", p, ("1.2.0:6-6-1-2",)) for p in players)
    game.schedule(("end_of_opponents_turn_effects",), *delayed, ("end_turn_cleanup",))
    fire(game, "end_of_your_turn")


@task("end_of_opponents_turn_effects")
def end_of_opponents_turn_effects(game: GameCore) -> None:
    """1.2.0 6-6-1-1-2: the [End of Your Opponent's Turn] effects activate once the turn player's have resolved."""
    fire(game, "end_of_opponents_turn")


@task("end_turn_cleanup")
def end_turn_cleanup(game: GameCore) -> None:
    """The effects lasting "this turn" end, the turn player's first (1.1.6 6-6-1-2, 6-6-1-3; 1.2.0 6-6-1-3, after the
    delayed effects of 6-6-1-2); 6-6-1-4: the next turn."""
    s = game.state
    if s.modifiers:  # (most turns leave none to end)
        for controller, rule in ((s.turn_player, "6-6-1-2"), (1 - s.turn_player, "6-6-1-3")):
            game.expire(lambda m, c=controller: m.until == "turn" and m.controller == c, (rule,))
        ending = f"end_of_turn {s.turn}"  # changes lasting "until the end of the opponent's next turn" (a turn no.)
        game.expire(lambda m: m.until == ending, ("6-6-1-3",))
    if s.player_effects:
        s.player_effects = [e for e in s.player_effects if e.until not in ("turn", "end_phase")]
    # 1.1.6 6-6-1-4: an "at the end of the turn" effect not yet activated this turn (a Character played during the
    # End Phase) sends the End Phase back to 6-6-1-1; the turn ends once none is left
    if s.edition == "1.1.6" and (late := activated_by(game, "end_of_turn")):
        game.log("end_phase_again", ("6-6-1-4", "6-6-1-1"), player=s.turn_player)
        game.schedule(("end_turn_cleanup",))
        activate(game, "end_of_turn", late)
        return
    s.end_of_turn_activated.clear()
    s.situations.clear()  # the K.O. situations of this turn are all over (8-1-3-5)
    for player in s.players:
        for card in player.field_cards():
            if card.once_used:
                card.once_used.clear()
    game.log("turn_ended", ("6-6-1-4",), turn=s.turn, player=s.turn_player)
    game.schedule(("start_turn", 1 - s.turn_player))


def battle_forbidden_this_turn(game: GameCore) -> bool:
    """6-5-6-1: neither player battles in their first turn."""
    return game.state.turn <= 2
