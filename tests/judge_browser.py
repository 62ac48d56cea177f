"""A real headless Chromium driven over the DevTools protocol on a pipe (fd 3 in, fd 4 out), standard library only."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--remote-debugging-pipe",
]


def find_chromium() -> str | None:
    """The browser to use, or None where there is none."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless browser with one page; evaluate() runs JavaScript in it and returns the value."""

    def __init__(self, executable: str) -> None:
        self._profile = tempfile.mkdtemp(prefix="judge-chromium-")
        to_browser_read, self._to_browser = os.pipe()
        self._from_browser, from_browser_write = os.pipe()
        # a small Python trampoline puts our pipe ends on the fds the protocol expects, 3 (commands in) and
        # 4 (answers out), then becomes the browser (sh cannot name fds above 9)
        script = (
            "import os, sys; a, b = int(sys.argv[1]), int(sys.argv[2]); "
            "os.dup2(a, 3); os.dup2(b, 4); os.execv(sys.argv[3], sys.argv[3:])"
        )
        command = [executable, *FLAGS, f"--user-data-dir={self._profile}", "about:blank"]
        self._process = subprocess.Popen(
            [sys.executable, "-c", script, str(to_browser_read), str(from_browser_write), *command],
            pass_fds=(to_browser_read, from_browser_write),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next = 0
        targets = self._call("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self._session = self._call("Target.attachToTarget", targetId=page["targetId"], flatten=True)["sessionId"]

    def _read_message(self) -> dict:
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_browser, 65536)
            if not chunk:
                raise RuntimeError("the browser closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def _call(self, method: str, session: str | None = None, **params) -> dict:
        self._next += 1
        request = {"id": self._next, "method": method, "params": params}
        if session:
            request["sessionId"] = session
        os.write(self._to_browser, json.dumps(request).encode() + b"\0")
        while True:
            message = self._read_message()
            if message.get("id") == self._next:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression: str):
        """The value of a JavaScript expression in the page."""
        result = self._call(
            "Runtime.evaluate", self._session, expression=expression, returnByValue=True, awaitPromise=True
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url: str) -> None:
        """Load a page and wait until it has finished loading."""
        self._call("Page.navigate", self._session, url=url)
        for _ in range(600):  # a bound on waiting, not a timing assertion
            if self.evaluate("location.href") == url and self.evaluate("document.readyState") == "complete":
                return
            time.sleep(0.05)
        raise RuntimeError(f"{url} did not finish loading")

    def close(self) -> None:
        """Stop the browser and remove its profile."""
        with contextlib.suppress(RuntimeError, OSError):
            self._call("Browser.close")
        try:
            self._process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)
        shutil.rmtree(self._profile, ignore_errors=True)
