#!/usr/bin/env python3
"""A tiny ONE PIECE Card Game engine speaking the opcg-oracle engine protocol v2, written from the docs alone.

It plays vanilla and keyword cards built from the `facts` of each board (no card database, no effect text):
DON!! giving, playing Characters and Stages, attacks with [Blocker], Counters, [Rush], [Double Attack] and
[Banish], damage and defeat, and the next turn's Refresh, Draw and DON!! Phases. A board with a card whose
text it would need is answered `unsupported`. Standard library only.

    opcg-oracle verify --engine "cmd:python3 examples/python-adapter/engine.py" --clause 7-1-4

OPCG_EXAMPLE_LOG=FILE writes every request it receives to FILE, one line each (the tests read it).
"""

from __future__ import annotations

import json
import os
import sys

KEYWORDS = ["rush", "double_attack", "banish", "blocker"]
HELLO = {
    "type": "hello", "protocol": 2, "name": "python-adapter-example", "version": "0.1.0", "language": "Python",
    "edition": ["1.1.6", "1.2.0"],
    "capabilities": {"custom_cards": True, "keywords": KEYWORDS, "events": False, "features": ["stand_ins"]},
}  # fmt: skip
AREAS = ("characters", "stage", "hand", "trash", "deck", "life")
OTHER = {"alice": "bob", "bob": "alice"}


class Refused(Exception):
    """An action the rules do not allow: answered `refused`, nothing changed."""

    def __init__(self, reason: str, *rules: str):
        super().__init__(reason)
        self.rules = list(rules)


class Unsupported(Exception):
    """Something this engine does not implement: answered `unsupported`."""


class Game:
    """One game, from the board of a `load`."""

    def __init__(self, board: dict):
        if board.get("phase") != "main" or "battle" in board or "pending" in board:
            raise Unsupported(f"boards with phase {board.get('phase')!r}, battles or pending effects")
        self.turn, self.turn_player = board["turn"], board["turn_player"]
        self.players = {}
        for name, spec in zip(("alice", "bob"), board["players"], strict=True):
            player = {"leader": self._card(spec["leader"]), "don": dict(spec["don"])}
            for area in AREAS:
                player[area] = [self._card(entry) for entry in spec.get(area, [])]
            self.players[name] = player
        self.decision: dict | None = None
        self.battle: dict | None = None
        self.over, self.winners = False, []

    @staticmethod
    def _card(entry: dict) -> dict:
        facts = entry["facts"]
        if entry.get("text") == "ignored" or entry.get("stand_in") is True:
            facts = {**facts, "keywords": [], "trigger": False, "has_text": False}
        needs = [k for k in facts.get("keywords", []) if k not in KEYWORDS] + (["trigger"] if facts["trigger"] else [])
        if (facts["has_text"] and not entry.get("stand_in")) or needs:
            raise Unsupported(f"{entry['card']} needs its text or {needs}: this engine plays facts only")
        return {
            "id": entry["id"], "card": entry["card"], "facts": facts, "rested": entry.get("rested", False),
            "don": entry.get("don", 0), "new": entry.get("played_this_turn", False),
            "bonus": sum(p["amount"] for p in entry.get("power", [])),
        }  # fmt: skip

    # -- looking things up ---------------------------------------------------------------
    def find(self, card_id: str) -> tuple[str, str, dict]:
        """(owner, area, card) of a card id; Refused if there is none."""
        for name, player in self.players.items():
            if player["leader"]["id"] == card_id:
                return name, "leader", player["leader"]
            for area in AREAS:
                for card in player[area]:
                    if card["id"] == card_id:
                        return name, area, card
        raise Refused(f"no card {card_id}", "1-1-1")

    def power(self, owner: str, card: dict) -> int | None:
        """Printed power, +1000 per given DON!! in its owner's turn (6-5-5-2), + effects and counters."""
        if card["facts"].get("power") is None:
            return None
        don = 1000 * card["don"] if owner == self.turn_player else 0
        return card["facts"]["power"] + don + card["bonus"]

    # -- actions -------------------------------------------------------------------------
    def act(self, action: dict) -> None:
        """Carry out one `act` action (Refused if the rules forbid it)."""
        kind, who = action["type"], action["player"]
        if self.over:
            raise Refused("the game is over", "1-2-1")
        if kind == "concede":
            return self.lose(who)
        if self.decision is not None:
            raise Refused("a decision is pending", "6-5-1")
        if who != self.turn_player:
            raise Refused("only the turn player acts in the Main Phase", "6-5-1")
        getattr(self, f"do_{kind}")(who, action)
        return None

    def do_give_don(self, who: str, action: dict) -> None:
        owner, area, card = self.find(action["target"])
        if owner != who or area not in ("leader", "characters"):
            raise Refused("DON!! is given to your own Leader or Character", "6-5-5")
        if self.players[who]["don"]["active"] < 1:
            raise Refused("no active DON!! in the cost area", "6-5-5")
        self.players[who]["don"]["active"] -= 1
        card["don"] += 1

    def do_play(self, who: str, action: dict) -> None:
        owner, area, card = self.find(action["card"])
        me = self.players[who]
        if owner != who or area != "hand":
            raise Refused("only a card in your hand is played", "6-5-3")
        category, cost = card["facts"]["category"], card["facts"].get("cost", 0)
        if category not in ("character", "stage"):
            raise Refused(f"this engine plays no {category} from hand", "6-5-3-1")
        if me["don"]["active"] < cost:
            raise Refused("not enough active DON!! to pay the cost", "6-5-3")
        me["don"]["active"] -= cost
        me["don"]["rested"] += cost
        me["hand"].remove(card)
        card.update(rested=False, new=True)
        if category == "stage":
            me["trash"].extend(me["stage"])
            me["stage"] = [card]
        elif len(me["characters"]) >= 5:  # 3-7-6-1: trash one to make room
            self.waiting = card
            self.ask(who, "character_to_trash", [c["id"] for c in me["characters"]], "3-7-6-1")
        else:
            me["characters"].append(card)

    def do_attack(self, who: str, action: dict) -> None:
        owner, area, attacker = self.find(action["attacker"])
        target_owner, target_area, target = self.find(action["target"])
        if self.turn <= 2:
            raise Refused("no player battles in their first turn", "6-5-6-1")
        if owner != who or area not in ("leader", "characters") or attacker["rested"]:
            raise Refused("attack with an active Leader or Character of your own", "7-1-1")
        if attacker["new"] and "rush" not in attacker["facts"]["keywords"]:
            raise Refused("a Character cannot attack in the turn it was played", "3-7-4")
        if target_owner == who or not (target_area == "leader" or (target_area == "characters" and target["rested"])):
            raise Refused("attack the opponent's Leader or a rested Character", "7-1-1")
        attacker["rested"] = True
        self.battle = {"attacker": attacker["id"], "target": target["id"], "counters": []}
        self.block_step()

    def do_activate(self, who: str, action: dict) -> None:
        raise Refused("vanilla cards have no [Activate: Main] effect", "6-5-4")

    def do_move_don(self, who: str, action: dict) -> None:
        raise Refused("a DON!! given to a card stays there until it leaves the field", "6-5-5-1")

    def do_activate_trigger(self, who: str, action: dict) -> None:
        raise Refused("a [Trigger] is activated only when its Life card is revealed by damage", "10-1-5-1")

    def do_end_turn(self, who: str, action: dict) -> None:
        for player in self.players.values():  # "this turn" power ends with the turn
            for card in [player["leader"], *player["characters"]]:
                card["bonus"] = 0
        self.turn, self.turn_player = self.turn + 1, OTHER[who]
        me = self.players[self.turn_player]
        for card in [me["leader"], *me["characters"], *me["stage"]]:  # Refresh Phase (6-2)
            me["don"]["rested"] += card["don"]
            card.update(don=0, rested=False, new=False)
        me["don"]["active"] += me["don"]["rested"]
        me["don"]["rested"] = 0
        if me["deck"]:  # Draw Phase (6-3); an empty deck loses at rule processing
            me["hand"].append(me["deck"].pop(0))
        placed = min(2, me["don"]["deck"])  # DON!! Phase (6-4)
        me["don"]["deck"] -= placed
        me["don"]["active"] += placed
        self.rule_processing()

    # -- decisions -----------------------------------------------------------------------
    def ask(self, player: str, kind: str, options: list, *rules: str) -> None:
        self.decision = {"player": player, "kind": kind, "options": options, "rules": list(rules)}

    def decide(self, player: str, choice) -> None:
        """Answer the pending decision (Refused if it is not an option)."""
        if self.over:
            raise Refused("the game is over", "1-2-1")
        pending = self.decision
        if pending is None or pending["player"] != player or choice not in pending["options"]:
            raise Refused(f"{choice!r} is not an option of the pending decision", *(pending or {}).get("rules", []))
        self.decision = None
        if pending["kind"] == "character_to_trash":
            me = self.players[player]
            _, _, card = self.find(choice)
            self.leave_field(player, card)
            me["characters"].append(self.waiting)
        elif pending["kind"] == "blocker":
            if choice is not None:
                _, _, blocker = self.find(choice)
                blocker["rested"] = True
                self.battle["target"] = choice
            self.counter_step()
        elif pending["kind"] == "counter":
            if choice == "done":
                return self.damage_step()
            defender = self.players[player]
            _, _, card = self.find(choice["counter"])
            _, _, target = self.find(choice["target"])
            defender["hand"].remove(card)
            defender["trash"].append(card)
            target["bonus"] += card["facts"]["counter"]
            self.battle["counters"].append((target, card["facts"]["counter"]))
            self.counter_step()
        return None

    # -- battle --------------------------------------------------------------------------
    def block_step(self) -> None:
        """7-1-2: the defender may block with an active [Blocker] Character."""
        defender = OTHER[self.turn_player]
        blockers = [
            c["id"]
            for c in self.players[defender]["characters"]
            if "blocker" in c["facts"]["keywords"] and not c["rested"] and c["id"] != self.battle["target"]
        ]
        if blockers:
            self.ask(defender, "blocker", [*blockers, None], "7-1-2-1")
        else:
            self.counter_step()

    def counter_step(self) -> None:
        """7-1-3: the defender may use Counters from hand, one at a time, until done."""
        defender = self.players[OTHER[self.turn_player]]
        targets = [defender["leader"]["id"]] + [c["id"] for c in defender["characters"]]
        counters = [
            c["id"] for c in defender["hand"] if c["facts"]["category"] == "character" and c["facts"].get("counter")
        ]
        options = [{"counter": c, "target": t} for c in counters for t in targets]
        if options:
            self.ask(OTHER[self.turn_player], "counter", [*options, "done"], "7-1-3-2-1")
        else:
            self.damage_step()

    def damage_step(self) -> None:
        """7-1-4: the attacker wins at equal or greater power: damage to a Leader, K.O. of a Character."""
        attacker_owner, _, attacker = self.find(self.battle["attacker"])
        defender, area, target = self.find(self.battle["target"])
        if self.power(attacker_owner, attacker) >= self.power(defender, target):
            if area == "leader":
                keywords = attacker["facts"]["keywords"]
                # 7-1-4-1-1-1: damage at 0 Life loses the game. 7-1-4-1-1-3: [Double Attack] repeats only the
                # taking of a Life card (7-1-4-1-1-2), whose condition "1 or more Life cards" may then fail.
                times = 0 if not self.players[defender]["life"] else 2 if "double_attack" in keywords else 1
                if not times:
                    self.lose(defender)
                for _ in range(times):
                    life = self.players[defender]["life"]
                    if not life:
                        break
                    taken = life.pop(0)
                    self.players[defender]["trash" if "banish" in keywords else "hand"].append(taken)
            else:
                self.leave_field(defender, target)
        for card, amount in self.battle["counters"]:  # 7-1-5: "this battle" effects end
            card["bonus"] -= amount
        self.battle = None
        self.rule_processing()

    def leave_field(self, owner: str, card: dict) -> None:
        """A Character to the trash; its given DON!! go to the cost area rested (6-5-5-4)."""
        player = self.players[owner]
        player["characters"].remove(card)
        player["trash"].append(card)
        player["don"]["rested"] += card["don"]
        card.update(don=0, rested=False, bonus=0)

    def rule_processing(self) -> None:
        """9-2-1-2: a player whose deck is empty loses."""
        for name in ("alice", "bob"):
            if not self.players[name]["deck"] and not self.over:
                self.lose(name)

    def lose(self, name: str) -> None:
        self.over, self.winners, self.decision = True, [OTHER[name]], None

    # -- the board as `state` shows it ---------------------------------------------------
    def state(self) -> dict:
        """The answer to `state` (no viewer: this engine does not declare player_views)."""

        def view(owner: str, card: dict) -> dict:
            return {"id": card["id"], "card": card["card"], "rested": card["rested"], "don": card["don"],
                    "power": self.power(owner, card)}  # fmt: skip

        players = {}
        for name, player in self.players.items():
            players[name] = {"leader": view(name, player["leader"]), "don": player["don"]}
            for area in AREAS:
                players[name][area] = [view(name, card) for card in player[area]]
        return {
            "turn": self.turn, "turn_player": self.turn_player, "phase": "main",
            "step": None if self.battle is None else "block", "game_over": self.over,
            "result": "win" if self.over else None, "winners": self.winners, "decision": self.decision,
            "players": players,
        }  # fmt: skip


def answer(game: Game | None, request: dict) -> tuple[Game | None, dict]:
    """The answer to one request, and the game after it."""
    kind = request["type"]
    if kind == "hello":
        return game, HELLO
    if kind == "stop":
        return game, {"type": "bye"}
    if kind == "load":
        try:
            game = Game(request["board"])
        except Unsupported as why:
            return None, {"type": "unsupported", "reason": str(why)}
        game.rule_processing()
        return game, {"type": "ok", "decision": game.decision}
    if game is None:
        return game, {"type": "error", "message": f"{kind} before any load"}
    if kind == "state":
        return game, {"type": "state", "state": game.state()}
    if kind == "legal":
        return game, {"type": "legal", "actions": []}  # no step of the suite sends it yet
    try:
        if kind == "act":
            game.act(request["action"])
        else:
            game.decide(request["player"], request["choice"])
    except Refused as why:
        return game, {"type": "refused", "reason": str(why), "rules": why.rules}
    return game, {"type": "ok", "decision": game.decision}


def main() -> None:
    """Read one request per line, write one answer per line, echoing each request's id."""
    log = open(os.environ["OPCG_EXAMPLE_LOG"], "a") if os.environ.get("OPCG_EXAMPLE_LOG") else None  # noqa: SIM115
    game = None
    for line in sys.stdin:
        request = json.loads(line)
        if log is not None:
            log.write(line if line.endswith("\n") else line + "\n")
            log.flush()
        game, reply = answer(game, request)
        print(json.dumps({**reply, "id": request.get("id")}), flush=True)
        if reply["type"] == "bye":
            break


if __name__ == "__main__":
    main()
