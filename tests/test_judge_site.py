"""opcg-oracle site and the quiz page (issues 15, 22.7): pages link both ways; a real browser answers, searches and
shows Japanese in a Japanese font."""

import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from browser import Browser, find_chromium
from built_once import built_once

from opcg_oracle.cli import main
from opcg_oracle.judge import narrate
from opcg_oracle.judge.quiz import build_quiz, render_html
from opcg_oracle.judge.scenarios import find_scenario, load_scenarios, replay
from opcg_oracle.judge.site import build_site

ROOT = Path(__file__).resolve().parent.parent


# The features the checks of the 1.1.6 site look at; the 1.2.0 site below is built from the whole suite, so every
# scenario is still replayed and drawn once here.
SITE_FEATURES = (
    "7-1_attacks_and_battles.feature",
    "5-1_deck_construction.feature",
    "8-6_resolution_order.feature",
    "1.2.0/1-3-6-2_negative_cost.feature",
)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The site of ver.1.1.6 (the edition with the Japanese text), of a suite of a few of our features."""
    suite = tmp_path_factory.mktemp("suite")
    for name in SITE_FEATURES:
        (suite / "features" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "features" / name, suite / "features" / name)
    (suite / "scenarios").symlink_to(ROOT / "scenarios", target_is_directory=True)
    out = tmp_path_factory.mktemp("site")
    build_site(suite, out, "1.1.6")
    return out


def _links(page: Path) -> set[str]:
    return set(re.findall(r'href="([^"#]+)"', page.read_text(encoding="utf-8")))


def test_clause_and_scenario_pages_link_both_ways(site):
    """7-1-4-1-1-2 lists its examples (drawn); each example's page links back to the clause."""
    clause = site / "rules" / "7-1-4-1-1-2.html"
    text = clause.read_text(encoding="utf-8")
    assert "ライフ" in text and "Life" in text and "<svg" in text  # JA and EN side by side, boards drawn
    examples = [link for link in _links(clause) if link.startswith("../scenarios/")]
    assert examples
    for link in examples:
        assert "../rules/7-1-4-1-1-2.html" in _links((clause.parent / link).resolve())


def test_cites_and_cited_by_link_both_ways(site):
    """A clause that cites another is listed under 'Cited by' on the other's page."""
    page = site / "rules" / "7-1-4-1-1-2.html"
    assert "10-1-5.html" in _links(page)  # 7-1-4-1-1-2 cites 10-1-5
    assert "7-1-4-1-1-2.html" in _links(site / "rules" / "10-1-5.html")
    assert "7-1-4-1-1.html" in _links(page)  # breadcrumb to the enclosing heading


def test_heading_page_shows_the_examples_below_it(site):
    """7-1-4 (a heading) lists the examples of its sub-clauses, naming which."""
    text = (site / "rules" / "7-1-4.html").read_text(encoding="utf-8")
    assert '(for <a href="7-1-4-1-1-2.html">7-1-4-1-1-2</a>)' in text


def test_deck_legality_examples_are_listed_without_a_picture(site):
    """5-1-2: a 49-card deck is refused before any position exists; its example is still on the clause page."""
    clause = site / "rules" / "5-1-2.html"
    examples = [link for link in _links(clause) if link.startswith("../scenarios/")]
    assert any("49" in link for link in examples), examples
    page = (clause.parent / next(link for link in examples if "49" in link)).resolve()
    text = page.read_text(encoding="utf-8")
    assert "5-1-2" in text and "<svg" not in text  # the refusal narrated with its clause, no board to draw


def test_site_refuses_a_folder_it_did_not_write(tmp_path, capsys):
    """Nothing the user wrote is overwritten."""
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    assert main(["site", "-o", str(tmp_path), "--suite", str(ROOT)]) == 2
    assert "not a site written by opcg-oracle" in capsys.readouterr().err
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine"


# -- editions (issue 23.4): the site of one edition, its clause pages, its examples under its numbers -----------
NEW_ONLY = "1.2.0/1-3-6-2_negative_cost.feature::Bepo at cost −1 counts as cost 0, so Heliceratops may K.O. him"
OLD_ONLY = "8-6_resolution_order.feature::Kaido's DON!!, set off by the Night Raider resolved first"


@pytest.fixture(scope="module")
def new_site(site, tmp_path_factory) -> tuple[Path, str]:
    """`opcg-oracle site` with no --edition, written over a copy of the 1.1.6 site: the current edition's site
    (the whole suite replayed and drawn: built once for every xdist worker)."""

    def build(folder: Path) -> None:
        shutil.copytree(site, folder / "site")
        done = subprocess.run(
            [sys.executable, "-m", "opcg_oracle", "site", "-o", str(folder / "site"), "--suite", str(ROOT)],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        (folder / "said.txt").write_text(done.stdout)

    folder = built_once(tmp_path_factory, "site-1.2.0", build)
    return folder / "site", (folder / "said.txt").read_text()


def _scenario_ids(site: Path) -> set[str]:
    pages = (site / "rules").glob("*.html")
    found = (i for page in pages for i in re.findall(r'data-scenario="([^"]+)"', page.read_text(encoding="utf-8")))
    return {html.unescape(i) for i in found}


def test_the_site_is_of_the_current_edition_unless_told(new_site):
    """No --edition: ver.1.2.0's clause pages only (an earlier build's 1.1.6 pages are gone), and it says so."""
    site, said = new_site
    assert "(comprehensive rules ver.1.2.0: 490 clause pages" in said
    assert len(list((site / "rules").glob("*.html"))) == 490
    assert (site / "rules" / "7-1-3-3.html").exists() and not (site / "rules" / "7-1-3-2-3.html").exists()
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "Comprehensive Rules ver.1.2.0" in index and "opcg-oracle site --edition 1.1.6" in index


def test_each_site_shows_only_the_examples_that_hold_under_its_edition(site, new_site):
    """A scenario tagged @edition:1.2.0 is on the 1.2.0 site only; one tagged @edition:1.1.6 on the 1.1.6 site."""
    new, old = _scenario_ids(new_site[0]), _scenario_ids(site)
    assert NEW_ONLY in new and NEW_ONLY not in old
    assert any(i.startswith(OLD_ONLY) for i in old) and not any(i.startswith(OLD_ONLY) for i in new)


def test_an_untagged_example_is_listed_under_the_editions_number(site, new_site):
    """Red Hawk's scenario is tagged 7-1-3-2-3 (1.1.6): the 1.2.0 site lists it under 7-1-3-3, its page cites
    1.2.0 clauses, and the command it shows replays it by 1.2.0."""
    page = new_site[0] / "rules" / "7-1-3-3.html"
    text = page.read_text(encoding="utf-8")
    assert "Red Hawk K.O.s the attacking Sai" in text and "--edition 1.2.0</code>" in text
    assert "ver.1.1.6: the same rule, numbered 7-1-3-2-3" in text and "No Japanese text of ver.1.2.0" in text
    assert "Red Hawk K.O.s the attacking Sai" in (site / "rules" / "7-1-3-2-3.html").read_text(encoding="utf-8")
    scenario = next(link for link in _links(page) if link.startswith("../scenarios/"))
    assert "../rules/7-1-3-3.html" in _links((page.parent / scenario).resolve())


@pytest.mark.parametrize("which", ["1.1.6", "1.2.0"])
def test_the_changes_page_links_to_the_sites_own_clause_pages(site, new_site, which):
    folder = site if which == "1.1.6" else new_site[0]
    links = [link for link in _links(folder / "changes-1.2.0.html") if link.startswith("rules/")]
    assert links and all((folder / link).exists() for link in links)


def test_site_with_an_edition_we_do_not_have_is_one_line(tmp_path, capsys):
    assert main(["site", "-o", str(tmp_path / "s"), "--edition", "1.3"]) == 2
    error = capsys.readouterr().err
    assert error == "opcg-oracle: error: --edition: no rules data for edition '1.3'; we have: 1.1.6, 1.2.0\n"
    assert not (tmp_path / "s").exists()


@pytest.fixture(scope="module")
def browser():
    executable = find_chromium()
    if executable is None:
        pytest.skip("no Chromium found (apt-get install -y chromium): the browser check did not run")
    with Browser(executable) as opened:
        yield opened


def test_browser_answers_a_quiz_question_and_searches_the_site(site, browser, tmp_path):
    """In headless Chromium from file://: a right and a wrong answer are scored; a clause page and search work."""
    scenarios = load_scenarios(ROOT)
    questions = build_quiz(scenarios, ROOT / "scenarios", 2, seed=11)
    page = tmp_path / "quiz.html"
    page.write_text(render_html(questions, "quiz", 11), encoding="utf-8")
    browser.open(page)
    right = questions[0].right
    wrong = (questions[1].right + 1) % len(questions[1].answers)
    browser.evaluate(f'document.querySelectorAll("#q1 button.answer")[{right}].click()')
    browser.evaluate(f'document.querySelectorAll("#q2 button.answer")[{wrong}].click()')
    assert browser.evaluate('document.getElementById("right").textContent') == "1"
    assert browser.evaluate('document.getElementById("answered").textContent') == "2"
    assert browser.evaluate('document.querySelector("#q2 .verdict").textContent').startswith("✘ Wrong")
    assert browser.evaluate('getComputedStyle(document.querySelector("#q1 .explain")).display') == "block"

    browser.open(site / "rules" / "7-1-4-1-1-2.html")
    assert browser.evaluate('document.querySelectorAll(".examples svg").length') >= 1
    assert "ライフ" in browser.evaluate('document.querySelector(".text-ja").textContent')

    browser.open(site / "index.html")
    for query, expected in (("ダブルアタック", "10-1-2"), ("double attack", "10-1-2")):
        browser.evaluate(
            f'(function(){{var q=document.getElementById("q"); q.value={query!r};'
            f' q.dispatchEvent(new Event("input"));}})()'
        )
        hits = browser.evaluate('[...document.querySelectorAll("#results li.hit a")].map(a => a.textContent)')
        assert expected in hits, hits


def test_the_site_search_ranks_as_the_command_does(site, browser):
    # issue 22.3: the browser's ranking (search.js) and `rule --search` agree on every everyday question
    import yaml

    from opcg_oracle.rules.rulebook import load_rulebook

    questions = yaml.safe_load((Path(__file__).parent / "data" / "search_questions.yaml").read_text("utf-8"))
    book = load_rulebook("1.1.6")
    browser.open(site / "index.html")
    for question in questions:
        expected = [hit.clause.id for hit in book.search(question["q"], limit=5)]
        ranked = browser.evaluate(f"OPCG_RANK({question['q']!r}).slice(0, 5)")
        assert ranked == expected, question["q"]


def _japanese_fonts() -> list[str]:
    """The Japanese fonts fontconfig knows of (CI installs fonts-noto-cjk)."""
    if not shutil.which("fc-list"):
        return []
    listed = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True, text=True, check=False).stdout
    return [line for line in listed.splitlines() if line.strip()]


def test_japanese_renders_in_a_japanese_font(browser, tmp_path):
    # issue 22.7: a ruling in Japanese is drawn with a CJK font named by the page, text and picture alike, not boxes
    if not _japanese_fonts():
        pytest.skip("no Japanese font installed (apt-get install fonts-noto-cjk): the CJK rendering check did not run")
    scenario = find_scenario(load_scenarios(ROOT), "Double Attack deals 2 damage to the Leader")
    story = narrate.narrate(replay(scenario, ROOT / "scenarios")[0], "ja", pictures=True)
    page = tmp_path / "ruling.html"
    page.write_text(narrate.render_html(story), encoding="utf-8")
    browser.open(page)
    text = browser.evaluate("document.body.innerText")
    assert "ボブのライフは2枚" in text and "ダブルアタック" in text
    assert "Noto Sans CJK JP" in browser.evaluate("getComputedStyle(document.querySelector('h3')).fontFamily")
    for selector in ("h3", "svg .turn"):  # a step heading, and the turn line of a board picture
        fonts = browser.platform_fonts(selector)
        drawn = [f["familyName"] for f in fonts if f["glyphCount"] > 0]
        assert any("CJK" in name or "JP" in name for name in drawn), (selector, drawn)
    shot = browser.screenshot()
    assert shot.startswith(b"\x89PNG") and len(shot) > 20_000  # a page of text and pictures, not a blank one
    (tmp_path / "ruling-ja.png").write_bytes(shot)


def test_browser_searches_the_current_editions_site(new_site, browser):
    """In the 1.2.0 site, search finds a clause new in 1.2.0 (10-1-7 [Unblockable]), whose page opens."""
    site = new_site[0]
    browser.open(site / "index.html")
    browser.evaluate(
        '(function(){var q=document.getElementById("q"); q.value="unblockable";'
        ' q.dispatchEvent(new Event("input"));})()'
    )
    hits = browser.evaluate('[...document.querySelectorAll("#results li.hit a")].map(a => a.textContent)')
    assert "10-1-7" in hits, hits
    browser.open(site / "rules" / "10-1-7.html")
    assert "ver.1.2.0" in browser.evaluate("document.querySelector('nav.top').textContent")
