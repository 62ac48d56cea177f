"""An engine that declares no card sets: every board is unsupported for it (capabilities test)."""

import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    if request["type"] == "hello":
        answer = {"type": "hello", "protocol": 1, "name": "nothing", "version": "0", "capabilities": {"sets": []}}
    elif request["type"] == "stop":
        answer = {"type": "bye"}
    else:
        answer = {"type": "error", "message": "this engine knows no cards"}
    print(json.dumps(answer), flush=True)
