"""A static offline site: one page per clause, one per scenario (its narrated ruling), an index, and search.

Every link is relative and the search index is a script file (not fetched JSON), so the site works
opened from file:// with no server. Pages are rendered by autoescaping Jinja templates.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup

from opcg_oracle.judge.draw import environment
from opcg_oracle.judge.narrate import HEADINGS, Narration, narrate
from opcg_oracle.judge.scenarios import ScenarioSpec, SuiteError, explain_command, load_scenarios, replay
from opcg_oracle.rules.crosswalk import BASE_EDITION, CURRENT_EDITION, crosswalk_for
from opcg_oracle.rules.rulebook import RuleBook, editions, load_rulebook
from opcg_oracle.rules.search import client_index

RESULTS = Path("reports") / "results.json"
MARKER = "search-index.js"  # a folder holding it is a site written here, and may be written again


@dataclass
class Example:
    """A scenario as a clause page lists it: its page, its starting board and its results."""

    scenario: ScenarioSpec
    page: str  # file name under scenarios/
    picture: Markup | str
    reference: str  # passed / failed on the reference engine, replayed while building
    latest: str  # the status in the suite's last report of the site's edition, or "not run"
    command: str = ""  # the command that narrates it step by step under the site's edition


def slug(scenario: ScenarioSpec) -> str:
    """A file name for the scenario's page: the feature file's stem and the scenario's name."""
    name = re.sub(r"[^A-Za-z0-9]+", "-", scenario.name).strip("-").lower()[:80]
    return f"{Path(scenario.feature).stem}--{name}"


def _latest_results(root: Path, edition: str) -> dict[str, str]:
    """Each scenario's status in root's last report, if that report judged edition (another's outcomes differ)."""
    path = root / RESULTS
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        if document.get("rules_edition", BASE_EDITION) != edition:
            return {}
        return {s["id"]: s["status"] for s in document["scenarios"]}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def _clause_href(prefix: str, book: RuleBook) -> Callable[[str], str]:
    return lambda rule: f"{prefix}{rule}.html" if rule in book else ""


def _clear_pages(out: Path) -> None:
    """Remove the clause and scenario pages of an earlier build (another edition's ids, renamed scenarios)."""
    if not (out / MARKER).exists():
        return  # not a site written here: nothing of it is removed
    for folder in ("rules", "scenarios"):
        for page in (out / folder).glob("*.html") if (out / folder).is_dir() else ():
            page.unlink()


def build_site(root: Path, out: Path, edition: str = CURRENT_EDITION) -> dict[str, int]:
    """Write the site of one rules edition for the suite under root into out: that edition's clause pages, and
    the scenarios that hold under it, replayed by it, under its clause ids; returns how many pages of each kind."""
    book = load_rulebook(edition)
    env = environment()
    scenarios = [s for s in load_scenarios(root) if s.runs_under(edition)]
    # the last report: where `verify` writes it by default (here), else the suite folder's own
    latest = _latest_results(Path.cwd(), edition) or _latest_results(root, edition)
    _clear_pages(out)
    (out / "rules").mkdir(parents=True, exist_ok=True)
    (out / "scenarios").mkdir(parents=True, exist_ok=True)

    pages: dict[str, str] = {}
    examples: dict[str, list[Example]] = {}
    stories: dict[str, Narration] = {}
    for scenario in scenarios:
        page = slug(scenario)
        while page in pages.values():
            page += "-2"
        pages[scenario.id] = page
        try:
            replayed, _ = replay(scenario, root / "scenarios", edition=edition)
        except SuiteError as error:
            raise SuiteError(f"{scenario.id}: {error}") from None
        story = narrate(replayed, "en", pictures=True)
        stories[scenario.id] = story
        start = next((s.picture for s in story.steps if s.picture), "")
        passed = "passed" if replayed.passed else "failed"
        command = explain_command(scenario, edition)
        example = Example(scenario, page, start, passed, latest.get(scenario.id, "not run"), command)
        for rule in scenario.rules_in(edition):
            examples.setdefault(rule, []).append(example)

    scenarios = [s for s in scenarios if s.id in stories]
    clause_template = env.get_template("site_clause.html.j2")
    walk = crosswalk_for(edition)
    for clause in book:
        own = examples.get(clause.id, [])
        below = []
        if clause.kind == "heading":  # a heading shows the examples of the clauses under it
            seen = {e.scenario.id for e in own}
            for child in book.descendants(clause.id):
                for example in examples.get(child.id, []):
                    if example.scenario.id not in seen:
                        seen.add(example.scenario.id)
                        below.append((child.id, example))
        html = clause_template.render(
            book=book,
            clause=clause,
            crumbs=book.ancestors(clause.id),
            children=book.children(clause.id),
            cited_by=book.cited_by(clause.id),
            examples=own,
            below=below,
            counterpart=walk.counterpart(edition, clause.id) if walk else None,
            base=BASE_EDITION,
            up="../",
        )
        (out / "rules" / f"{clause.id}.html").write_text(html, encoding="utf-8")

    scenario_template = env.get_template("site_scenario.html.j2")
    for scenario in scenarios:
        html = scenario_template.render(
            story=stories[scenario.id],
            scenario=scenario,
            words=HEADINGS["en"],
            link_clause=_clause_href("../rules/", book),
            latest=latest.get(scenario.id, "not run"),
            rules=scenario.rules_in(edition),
            command=explain_command(scenario, edition),
            book=book,
            up="../",
        )
        (out / "scenarios" / f"{pages[scenario.id]}.html").write_text(html, encoding="utf-8")

    index = [
        {"id": c.id, "t": book.title_of(c.id, "en"), "tj": book.title_of(c.id, "ja"), "en": c.en, "ja": c.ja}
        for c in book
    ]
    # a script, not JSON to fetch: browsers refuse fetch() from file://; </ is escaped so no text ends the script
    script = "window.OPCG_INDEX = " + json.dumps(index, ensure_ascii=False).replace("</", "<\\/") + ";\n"
    ranking = json.dumps(client_index(book), ensure_ascii=False).replace("</", "<\\/")
    script += "window.OPCG_SEARCH = " + ranking + ";\n"
    (out / MARKER).write_text(script, encoding="utf-8")
    (out / "search.js").write_text(env.get_template("search.js.j2").render(), encoding="utf-8")
    tested = {rule for scenario in scenarios for rule in scenario.rules_in(edition)}
    html = env.get_template("site_index.html.j2").render(
        book=book, clauses=list(book), tested=tested, scenarios=scenarios, pages=pages, up="", current=CURRENT_EDITION,
        others=[e for e in editions() if e != edition],
    )  # fmt: skip
    (out / "index.html").write_text(html, encoding="utf-8")
    changes = _write_changes_page(env, out, edition)
    return {"clauses": len(book), "scenarios": len(scenarios), "changes": changes}


def _write_changes_page(env, out: Path, edition: str) -> int:
    """The page 'what changed in the current edition', from the crosswalk, its clause ids linked to the pages of
    the site's edition; how many clauses it lists."""
    walk = crosswalk_for(CURRENT_EDITION)
    if walk is None:
        return 0
    newer, older = load_rulebook(CURRENT_EDITION), load_rulebook(walk.other(CURRENT_EDITION))

    def rows(statuses: tuple[str, ...]) -> list[dict]:
        found = []
        for entry in walk.entries(newer.edition, statuses):
            text = newer.get(entry.id).en
            found.append({"new_id": entry.id, "new_text": text, "old_ids": entry.other_ids, "note": entry.note})
        return found

    removed = [
        {"new_id": "", "new_text": "", "old_ids": (e.id,), "note": e.note}
        for e in walk.entries(older.edition, ("removed",))
    ]
    counts = {s: len(walk.entries(newer.edition, (s,))) for s in ("changed", "new", "renumbered", "same")}
    counts["removed"] = len(removed)
    sections = [
        ("Rules that changed", rows(("changed",)), "changed"),
        (f"New in ver.{newer.edition}", rows(("new",)), "new"),
        (f"Gone since ver.{older.edition}", removed, "removed"),
        ("The same rule under another number", rows(("renumbered",)), "renumbered"),
    ]
    html = env.get_template("site_changes.html.j2").render(
        newer=newer, older=older, sections=sections, counts=counts, up="", book=load_rulebook(edition)
    )
    (out / f"changes-{newer.edition}.html").write_text(html, encoding="utf-8")
    return sum(len(section[1]) for section in sections)
