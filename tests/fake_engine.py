"""A misbehaving engine for the subprocess adapter's tests: python fake_engine.py MODE.

Modes: crash (exits on load, after writing to stderr), hang (never answers load), garbage (answers
load with text that is not JSON), badschema (answers load with a message the schema rejects).
"""

import json
import sys
import time

mode = sys.argv[1]
for line in sys.stdin:
    request = json.loads(line)
    if request["type"] == "hello":
        answer = {
            "type": "hello",
            "protocol": 1,
            "name": f"fake-{mode}",
            "version": "0",
            "capabilities": {"sets": ["ST01", "ST02", "OP01", "TEST"]},
        }
    elif request["type"] == "stop":
        answer = {"type": "bye"}
    elif mode == "crash":
        print("fake engine: boom, the board was too much", file=sys.stderr, flush=True)
        sys.exit(3)
    elif mode == "hang":
        time.sleep(60)
        continue
    elif mode == "garbage":
        print("this is not json", flush=True)
        continue
    else:
        answer = {"type": "ok", "decision": 5}
    print(json.dumps(answer), flush=True)
    if answer["type"] == "bye":
        break
