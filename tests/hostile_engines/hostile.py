"""A misbehaving engine for the tests: python hostile.py MODE [PIDFILE]. README.md says what each MODE does."""

import json
import os
import sys
import time

mode = sys.argv[1]
HELLO = {
    "type": "hello",
    "protocol": 2,
    "name": f"hostile-{mode}",
    "version": "0",
    "capabilities": {"sets": ["ST01", "ST02", "OP01", "TEST"]},
}


def proxy():
    """The reference engine's answers (for modes that misbehave only at one point)."""
    from opcg_oracle.adapters.reference import ReferenceAdapter
    from opcg_oracle.adapters.server import handle

    adapter = ReferenceAdapter()
    return lambda request: handle(adapter, request)


print(f"hostile engine {mode}: process {os.getpid()}", file=sys.stderr, flush=True)
if mode == "no-hello":
    sys.exit(1)
if len(sys.argv) > 2:
    with open(sys.argv[2], "w") as pidfile:
        pidfile.write(str(os.getpid()))
DYING = mode.startswith("die-after=")  # misreports for N games, then exits for good (PIDFILE.dead marks it)
if DYING and os.path.exists(f"{sys.argv[2]}.dead"):
    sys.exit(4)  # dead for good: every restart exits before hello
if mode.startswith("edition="):  # declares the rules edition(s) after '=' (comma-separated), answers as the reference
    HELLO["edition"] = mode.removeprefix("edition=").split(",")
PROXIED = ("unsupported-decide", "other-clause", "hang-second", "padding", "stderr-flood")
SLOW = mode.startswith("slow=")
if mode.startswith("slow-start="):  # takes SECONDS to start (loading its cards, say), then answers as the reference
    time.sleep(float(mode.removeprefix("slow-start=")))
    SLOW = True
reference = proxy() if mode in PROXIED or "edition" in HELLO or DYING or SLOW else None
loads = 0
# die-after: games played; whether an act or decide came since the last load (deck probes never step); the board
# last loaded (fuzz plays a game again on the same board to place a difference exactly: not another game)
games, stepped, board = 0, False, None

for line in sys.stdin:
    request = json.loads(line)
    kind = request["type"]
    games += kind == "load" and stepped and request["board"] != board
    stepped = kind in ("act", "decide") or (stepped and kind != "load")
    board = request["board"] if kind == "load" else board
    if kind == "hello":
        answer = HELLO
    elif kind == "stop":
        answer = {"type": "bye"}
    elif mode == "hang-second" and kind == "load" and (loads := loads + 1) == 2:
        with open(f"{sys.argv[2]}.hanging", "w") as marker:  # the test signals the run once every engine hangs
            marker.write(str(os.getpid()))
        time.sleep(600)
        continue
    elif DYING and kind == "load" and games >= int(mode.removeprefix("die-after=")):
        with open(f"{sys.argv[2]}.dead", "w") as marker:
            marker.write(str(os.getpid()))
        print("hostile engine: dying for good", file=sys.stderr, flush=True)
        sys.exit(4)
    elif reference is not None:
        if mode.startswith("slow="):  # each answer comes late, just inside the runner's limit (slow=SECONDS)
            time.sleep(float(mode.removeprefix("slow=")))
        answer = reference(request)
        if DYING and kind == "state" and answer.get("type") == "state":  # Alice's leader 1000 too strong
            answer["state"]["players"]["alice"]["leader"]["power"] += 1000
        if kind == "decide" and mode == "unsupported-decide":
            answer = {"type": "unsupported", "reason": "this engine does not implement blocking"}
        if answer["type"] == "refused" and mode == "other-clause":
            answer = {**answer, "rules": ["1-1-1"], "reason": "refused for a reason of its own"}
        if mode == "padding":  # right answers, each with 10 MB of padding (one line, under the 16 MB limit)
            answer = {**answer, "padding": "x" * (10 << 20)}
        if mode == "stderr-flood" and kind == "load":  # 20 MB on stderr without a line end, then plays on
            for _ in range(20):
                sys.stderr.write("y" * (1 << 20))
            sys.stderr.flush()
    elif mode == "crash":
        print("hostile engine: boom, the board was too much", file=sys.stderr, flush=True)
        sys.exit(3)
    elif mode == "hang":
        time.sleep(600)
        continue
    elif mode == "garbage":
        print("this is not json", flush=True)
        continue
    elif mode == "long-line":  # one line that never ends: the runner must stop reading at its limit
        chunk = "x" * (1 << 20)
        while True:
            sys.stdout.write(chunk)
            sys.stdout.flush()
    elif mode == "wrong-id":
        answer = {"type": "ok", "decision": None, "id": request["id"] - 1}
    elif mode == "next-id":  # an answer carrying the id of the request that has not been sent yet
        answer = {"type": "ok", "decision": None, "id": request["id"] + 1}
    elif mode == "string-id":  # the right number, as a string
        answer = {"type": "ok", "decision": None, "id": str(request["id"])}
    elif mode == "confirm-loop":  # every answer asks for one more confirmation, forever
        answer = {"type": "ok", "decision": {"player": "alice", "kind": "confirm", "of": "pass", "options": ["ok"]}}
    elif mode == "fork-and-exit":  # leaves a child behind holding its pipes, then exits on the first load
        if os.fork() == 0:
            time.sleep(600)
            sys.exit(0)
        sys.exit(5)
    elif mode == "no-decision":  # protocol 2 needs `decision` (null when nothing is pending)
        answer = {"type": "ok"}
    else:  # badschema
        answer = {"type": "ok", "decision": 5}
    print(json.dumps({**answer, "id": request.get("id", 0)} if "id" not in answer else answer), flush=True)
    if answer["type"] == "bye":
        break
