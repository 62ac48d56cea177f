"""The report page in a real headless Chromium: 1,000 scenarios load, the search box filters (issue 12, item 4).

Skipped, saying so, where no Chromium binary exists (install it with `apt-get install -y chromium`).
The time to usable is measured and printed, never asserted (benchmarks/report_page.py holds the figure).
"""

from __future__ import annotations

import pytest
from browser import Browser, find_chromium
from report_samples import board, synthetic_results

from opcg_oracle.report.builder import write_report

CHROMIUM = find_chromium()
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium browser found (apt-get install -y chromium)")


def test_a_thousand_scenario_report_loads_and_its_search_and_filters_work(tmp_path):
    page = write_report(synthetic_results(1000), tmp_path, "cmd:synthetic")
    with Browser(CHROMIUM) as browser:
        wall = browser.open(page)
        ready_ms = int(browser.evaluate("document.body.dataset.ready"))
        print(
            f"\n1,000 scenarios: usable {ready_ms} ms after navigation (load event {wall:.2f} s), "
            f"{page.stat().st_size / 1e6:.1f} MB"
        )
        assert browser.evaluate("document.getElementById('shown').textContent") == "1000 of 1000 shown"

        browser.evaluate("document.getElementById('q').focus()")
        browser.type_text("DON!! power")  # every odd-numbered synthetic scenario says so in its name
        assert browser.evaluate("document.getElementById('shown').textContent") == "500 of 1000 shown"
        visible = browser.evaluate(
            "Array.from(document.querySelectorAll('#list > details.s')).filter(d => !d.hidden)"
            ".map(d => d.querySelector('summary').textContent)"
        )
        assert len(visible) == 500 and all("DON!! power" in text for text in visible)

        browser.evaluate(
            "const s = document.getElementById('f-status'); s.value = 'error';s.dispatchEvent(new Event('input'))"
        )
        assert int(browser.evaluate("document.querySelectorAll('#list > details.s:not([hidden])').length")) > 0
        browser.type_text(" no such words anywhere")
        assert browser.evaluate("document.getElementById('empty').hidden") is False

        # Details are rendered only when a scenario is opened: its steps, the engine's answers, the boards.
        assert browser.evaluate("document.querySelector('#s-1 ol.steps')") is None
        browser.evaluate("location.hash = '#s-1'")
        browser.evaluate("new Promise(r => setTimeout(r, 50))")
        opened = browser.evaluate("document.getElementById('s-1').textContent")
        assert "decision asked: bob chooses blocker" in opened and "event attack_declared [7-1-1-1]" in opened
        assert browser.evaluate("document.querySelectorAll('#s-1 td.changed').length") >= 1
        # ... and the boards as pictures (issue 15): SVG files beside the page, fetched only now
        widths = browser.evaluate(
            "Promise.all(Array.from(document.querySelectorAll('#s-1 .pictures img'))"
            ".map(i => i.decode().then(() => [i.getAttribute('src'), i.naturalWidth])))"
        )
        assert len(widths) == 2 and all(src.startswith("boards/") and src.endswith(".svg") for src, _ in widths)
        assert all(width > 0 for _, width in widths)  # the browser decoded each picture
        assert browser.evaluate("document.querySelectorAll('#s-2 .pictures img').length") == 0  # not opened


def test_an_opened_scenario_of_a_third_party_engine_shows_the_reference_engines_log_and_board(tmp_path):
    # issue 12, item 3: beside the engine's answer at each step, what the rules engine did, and its board
    result = synthetic_results(3)[1]
    attack = result["steps"][1]["exchanges"][0]
    ko = {"kind": "ko", "rules": ["7-1-4-1-2"], "card": "bob.sai"}
    result["steps"][1]["reference"] = [{"sent": attack["sent"], "answer": {"type": "ok", "events": [ko]}}]
    result["steps"][0]["reference"] = result["steps"][2]["reference"] = []
    result["reference_after"] = board(3, 4, 3000)
    page = write_report([result], tmp_path, "cmd:synthetic")
    with Browser(CHROMIUM) as browser:
        browser.open(page)
        browser.evaluate("location.hash = '#s-0'")
        browser.evaluate("new Promise(r => setTimeout(r, 50))")
        opened = browser.evaluate("document.getElementById('s-0').textContent")
        assert "reference engine (the rules):" in opened and "event ko [7-1-4-1-2]" in opened
        assert "Reference engine after" in opened
        captions = browser.evaluate("Array.from(document.querySelectorAll('#s-0 figcaption')).map(f => f.textContent)")
        assert captions == ["Before", "After", "Reference engine after"]


def test_an_opened_failing_scenario_shows_its_message_once_and_its_title_below_the_sticky_bar(tmp_path):
    # issue 22, item 5: in a narrow window the search bar wraps onto two or three lines; a scenario opened
    # from a link (a root cause's, a clause's) still shows its title below the bar, after the pictures of a
    # scenario opened before it have loaded above it; and its failure message once, at the failing step.
    results = synthetic_results(300)
    strict = results[2]  # a failure of the scenario as a whole: its message is on no step
    strict.update(status="failed", message="strict mode: bob still has to decide blocker")
    page = write_report(results, tmp_path, "cmd:synthetic")
    where = (
        "(() => { const row = document.getElementById(location.hash.slice(1));"
        " const top = row.querySelector('summary').getBoundingClientRect().top;"
        " const bar = document.querySelector('.controls').getBoundingClientRect().bottom;"
        " const message = JSON.parse(document.getElementById('details').textContent)[Number(row.id.slice(2))].message;"
        " const shown = Array.from(row.querySelectorAll('.msg')).filter(m => m.textContent === message).length;"
        " return [Math.round(top), Math.round(bar), shown, row.open]; })()"
    )
    with Browser(CHROMIUM) as browser:
        for width in (1280, 720, 420):
            browser.send(
                "Emulation.setDeviceMetricsOverride",
                session=True,
                width=width,
                height=700,
                deviceScaleFactor=1,
                mobile=False,
            )
            browser.open(page)
            failing = browser.evaluate(
                "Array.from(document.querySelectorAll('#list > details.s[data-status=failed]')).map(d => d.id)"
            )
            for row in [*failing[-4:], failing[len(failing) // 2]]:
                browser.evaluate(f"location.hash = '#{row}'")
                browser.evaluate("new Promise(r => setTimeout(r, 300))")
                top, bar, shown, opened = browser.evaluate(where)
                assert opened and shown == 1, (width, row, shown)
                assert bar <= top <= bar + 48, (width, row, top, bar)  # not under the bar, and not far below it
            # a root cause's link to its simplest scenario
            browser.evaluate("document.querySelector('ol.causes a[href^=\"#s-\"]').click()")
            browser.evaluate("new Promise(r => setTimeout(r, 300))")
            top, bar, shown, opened = browser.evaluate(where)
            assert opened and shown == 1 and bar <= top <= bar + 48, (width, top, bar, shown)
        strict_row = browser.evaluate(
            "Array.from(document.querySelectorAll('#list > details.s')).find(d => d.textContent.includes("
            f"{strict['name']!r})).id"
        )
        browser.evaluate(f"location.hash = '#{strict_row}'")
        browser.evaluate("new Promise(r => setTimeout(r, 300))")
        assert browser.evaluate(where)[2] == 1  # a message on no step is shown once, after the steps
