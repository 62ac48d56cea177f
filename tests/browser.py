"""A real headless Chromium driven over the DevTools protocol on a pipe, with the standard library only.

Chromium reads commands on its fd 3 and writes answers and events on its fd 4, one JSON object
each, ended by a NUL byte (--remote-debugging-pipe). Enough here to open a page, evaluate script
and type text, which is all the report's browser test needs.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--remote-debugging-pipe",
)


def find_chromium() -> str | None:
    """The Chromium binary on this machine, if any."""
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    """One headless Chromium with one page; use as a context manager."""

    def __init__(self, binary: str, timeout: float = 30.0):
        self.binary = binary
        self.timeout = timeout
        self._next_id = 0
        self._buffer = b""
        self.events: list[dict] = []

    def __enter__(self) -> Browser:
        self._profile = tempfile.TemporaryDirectory(prefix="opcg-chromium-")
        to_chrome_read, to_chrome_write = os.pipe()
        from_chrome_read, from_chrome_write = os.pipe()

        # Chromium expects the pipe on fds 3 and 4 exactly: in the child, move both ends out of the
        # way first (either may already sit on 3 or 4), then onto 3 and 4, which pass_fds keeps open.
        def place_pipes() -> None:
            read_end, write_end = os.dup(to_chrome_read) + 100, os.dup(from_chrome_write) + 100
            os.dup2(to_chrome_read, read_end)
            os.dup2(from_chrome_write, write_end)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.process = subprocess.Popen(
            [self.binary, *FLAGS, f"--user-data-dir={self._profile.name}", "about:blank"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=place_pipes,
            pass_fds=(3, 4),
        )
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self._out = to_chrome_write
        self._in = from_chrome_read
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.send("Page.enable", session=True)
        self.send("Runtime.enable", session=True)
        return self

    def __exit__(self, *exc) -> None:
        with contextlib.suppress(OSError, RuntimeError, TimeoutError):
            self.send("Browser.close")
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._out)
        os.close(self._in)
        self._profile.cleanup()

    def _read_message(self, deadline: float) -> dict:
        while b"\0" not in self._buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self._in, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def send(self, method: str, session: bool = False, **params) -> dict:
        """Send one command and wait for its answer (events that arrive meanwhile are kept)."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        os.write(self._out, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            answer = self._read_message(deadline)
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def wait_for_event(self, method: str) -> dict:
        """The next event of that kind (or one that already arrived)."""
        deadline = time.monotonic() + self.timeout
        while True:
            for event in self.events:
                if event.get("method") == method:
                    self.events.remove(event)
                    return event
            self.events.append(self._read_message(deadline))

    def open(self, path: Path) -> float:
        """Load a local file and wait for its load event; the wall-clock seconds it took."""
        self.events.clear()
        start = time.monotonic()
        self.send("Page.navigate", session=True, url=path.resolve().as_uri())
        self.wait_for_event("Page.loadEventFired")
        return time.monotonic() - start

    def evaluate(self, expression: str):
        """The value of a script expression in the page."""
        result = self.send(
            "Runtime.evaluate", session=True, expression=expression, returnByValue=True, awaitPromise=True
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"script error: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self) -> bytes:
        """The page as a PNG, the whole of it (beyond the window too)."""
        import base64

        shot = self.send("Page.captureScreenshot", session=True, format="png", captureBeyondViewport=True)
        return base64.b64decode(shot["data"])

    def platform_fonts(self, selector: str) -> list[dict]:
        """The fonts the browser really drew the text of the first element matching selector with: family names and
        glyph counts (a font that is named but not installed is not among them)."""
        self.send("DOM.enable", session=True)
        self.send("CSS.enable", session=True)
        root = self.send("DOM.getDocument", session=True)["root"]["nodeId"]
        node = self.send("DOM.querySelector", session=True, nodeId=root, selector=selector)["nodeId"]
        return self.send("CSS.getPlatformFontsForNode", session=True, nodeId=node)["fonts"]

    def type_text(self, text: str) -> None:
        """Type into the focused element as a user's keyboard would (input events included)."""
        self.send("Input.insertText", session=True, text=text)
