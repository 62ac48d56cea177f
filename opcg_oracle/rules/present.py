"""Render clauses for people (text) and programs (JSON)."""

from __future__ import annotations

import textwrap

from opcg_oracle.rules.crosswalk import Counterpart
from opcg_oracle.rules.rulebook import Clause, RuleBook, SearchHit

LANGS = ("ja", "en", "both")


def clause_record(book: RuleBook, clause: Clause, examples: list[dict], result: dict | None = None) -> dict:
    """The stable JSON form of one clause (fields documented in the README)."""
    return {
        "id": clause.id,
        "edition": book.edition,
        "kind": clause.kind,
        "normative": clause.normative,
        "ja": clause.ja,
        "en": clause.en,
        "parent": clause.parent,
        "breadcrumb": [{"id": a.id, "ja": a.ja, "en": a.en} for a in book.ancestors(clause.id) if a.kind == "heading"],
        "children": [c.id for c in book.children(clause.id)],
        "cites": list(clause.cites),
        "cited_by": book.cited_by(clause.id),
        "history": [dict(h) for h in clause.history],
        "examples": examples,
        "result": result,
    }


def _texts(clause: Clause, lang: str) -> list[tuple[str, str]]:
    ja = clause.ja or "(no Japanese text of this edition; English shown)\n" + clause.en
    if lang == "ja":
        return [("ja", ja)]
    if lang == "en":
        return [("en", clause.en)]
    return [("en", clause.en)] if not clause.ja else [("ja", clause.ja), ("en", clause.en)]


def render_counterpart(counterpart: Counterpart, other: RuleBook, lang: str) -> str:
    """The clause's place in the other edition (crosswalk), with the text of each counterpart there."""
    out = ["", f"In {counterpart.sentence()}"]
    for clause_id in counterpart.other_ids:
        if clause_id in other:
            for tag, text in _texts(other.get(clause_id), lang):
                out.append(_indent(f"{clause_id}: {text}", f"  {tag}  " if lang == "both" else "  "))
    return "\n".join(out)


def _label(book: RuleBook, clause_id: str, lang: str) -> str:
    return f"{clause_id} {book.title_of(clause_id, 'ja' if lang == 'ja' else 'en')}"


def _indent(text: str, prefix: str, width: int = 100) -> str:
    lines = []
    for paragraph in text.split("\n"):
        if paragraph.isascii():
            lines.extend(textwrap.wrap(paragraph, width, initial_indent=prefix, subsequent_indent=prefix) or [prefix])
        else:
            lines.append(prefix + paragraph)
    return "\n".join(lines)


def describe_result(result: dict) -> str:
    """A clause's last result in words: its status and, for a clause with sub-clauses, their counts."""
    below = result.get("below")
    counts = f" ({below['passed']} passed, {below['tested']} tested of {below['rules']} rules below)" if below else ""
    unobservable = f"; unobservable: {result['unobservable']}" if result.get("unobservable") else ""
    needs_card = f"; needs a card we have not written: {result['needs_card']}" if result.get("needs_card") else ""
    return f"{result['status']}{counts}{unobservable}{needs_card}"


def render_clause(book: RuleBook, clause: Clause, lang: str, examples: list[dict], result: dict | None = None) -> str:
    """A clause as a person reads it: breadcrumb, text, outline neighbours, references, history."""
    title_lang = "ja" if lang == "ja" else "en"
    headings = [a for a in book.ancestors(clause.id) if a.kind == "heading"]
    crumbs = [f"{a.id} {book.title_of(a.id, title_lang)}" for a in headings]
    out = [f"Comprehensive Rules ver.{book.edition}" + "".join(f" › {c}" for c in crumbs)]
    status = "" if clause.normative else "  (informative: no meaning in the game)"
    out.append("")
    out.append(f"{clause.id}{status}")
    for tag, text in _texts(clause, lang):
        out.append(_indent(text, f"  {tag}  " if lang == "both" else "  "))
    children = book.children(clause.id)
    if children:
        out.append("")
        out.append("Children:")
        out.extend(f"  {_label(book, c.id, lang)}" for c in children)
    for heading, ids in (("Cites", list(clause.cites)), ("Cited by", book.cited_by(clause.id))):
        out.append("")
        if ids:
            out.append(f"{heading}:")
            out.extend(f"  {_label(book, i, lang)}" for i in ids)
        else:
            out.append(f"{heading}: none")
    out.append("")
    if clause.history:
        out.append("History:")
        for entry in clause.history:
            former = " (a former clause with this number)" if entry.get("former") else ""
            out.append(f"  {entry['date']}  {entry['change']}{former}")
    else:
        out.append("History: unchanged since the first edition")
    out.append("")
    if result is not None:
        out.append(f"Result (last report): {describe_result(result)}")
    if examples:
        out.append("Examples:")
        out.extend(_example_lines(clause.id, examples))
    else:
        out.append("Examples: none yet")
    return "\n".join(out)


def _example_lines(clause_id: str, examples: list[dict]) -> list[str]:
    lines = []
    for example in examples:
        under = f" (for {example['clause']})" if example.get("clause", clause_id) != clause_id else ""
        lines.append(f"  [{example.get('status', 'not run')}] {example['feature']}: {example['name']}{under}")
        if example.get("explain"):
            lines.append(f"      {example['explain']}")
    return lines


def render_full(book: RuleBook, root: Clause, lang: str, examples: list[dict]) -> str:
    """A whole section in one go: every clause under root with its full text, then the section's examples."""
    title_lang = "ja" if lang == "ja" else "en"
    headings = [a for a in book.ancestors(root.id) if a.kind == "heading"]
    out = [f"Comprehensive Rules ver.{book.edition}" + "".join(f" › {a.id} {getattr(a, title_lang)}" for a in headings)]
    for clause in [root, *book.descendants(root.id)]:
        indent = "  " * (clause.depth - root.depth)
        out.append("")
        out.append(f"{indent}{clause.id}" + ("" if clause.normative else "  (informative)"))
        for tag, text in _texts(clause, lang):
            out.append(_indent(text, f"{indent}  {tag}  " if lang == "both" else f"{indent}  "))
    out.append("")
    out.append("Examples:" if examples else "Examples: none yet")
    out.extend(_example_lines(root.id, examples))
    return "\n".join(out)


def render_tree(book: RuleBook, root: Clause | None, lang: str) -> str:
    """The outline under root (or of the whole document), one clause a line, indented by depth."""
    title_lang = "ja" if lang == "ja" else "en"
    lines = []
    base = root.depth if root else 1
    clauses = [root, *book.descendants(root.id)] if root else [c for c in book]
    for clause in clauses:
        marker = "" if clause.normative else "  (informative)"
        lines.append("  " * (clause.depth - base) + f"{clause.id}  {book.title_of(clause.id, title_lang)}{marker}")
    return "\n".join(lines)


def render_hits(book: RuleBook, hits: list[SearchHit], lang: str) -> str:
    """Search results, best first."""
    if not hits:
        return "No clause matches."
    title_lang = "ja" if lang == "ja" else "en"
    lines = []
    for hit in hits:
        section = book.section_title(hit.clause.id, title_lang)
        lines.append(f"{hit.clause.id:<14} {section} › {book.title_of(hit.clause.id, title_lang)}")
    return "\n".join(lines)
