"""Gherkin syntax errors in plain words: file, line and column, what the parser expected there, and the
keyword the writer most likely meant (a misspelt `When`, `Examples` without its colon)."""

from __future__ import annotations

import difflib
import re
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserException, UnexpectedEOFException

KEYWORDS = (
    "Feature:",
    "Rule:",
    "Background:",
    "Scenario:",
    "Scenario Outline:",
    "Example:",
    "Examples:",
    "Given",
    "When",
    "Then",
    "And",
    "But",
)
_TOKENS = {  # the parser's token names, as a writer of feature files knows them
    "#EOF": "the end of the file",
    "#Language": "a '# language:' line",
    "#TagLine": "a tag (@...)",
    "#FeatureLine": "'Feature:'",
    "#RuleLine": "'Rule:'",
    "#BackgroundLine": "'Background:'",
    "#ScenarioLine": "'Scenario:'",
    "#ExamplesLine": "'Examples:'",
    "#StepLine": "a step (Given, When, Then, And, But)",
    "#DocStringSeparator": 'the quotes of a doc string (""")',
    "#TableRow": "a table row (| ... |)",
    "#Comment": "a comment (# ...)",
    "#Empty": "an empty line",
    "#Other": "text",
}
_MESSAGE = re.compile(
    r"^\(\d+:\d+\): (?:unexpected end of file, )?expected: (?P<expected>.*?)(?:, got '(?P<got>.*)')?$"
)


def syntax_problems(path: Path, error: CompositeParserException) -> list[str]:
    """The first error of a feature file the Gherkin parser refused, as 'file:line:col: Gherkin syntax: ...'.
    The parser goes on past it and reports every line after a misspelt keyword too: those are counted, not listed."""
    first, *rest = error.errors
    more = f" (and {len(rest)} more Gherkin errors after it, which may all follow from this one)" if rest else ""
    return [_problem(path, first) + more]


def keyword_meant(text: str) -> str | None:
    """The Gherkin keyword a line's first word is a slip of ('Whenn' -> 'When'), or None."""
    words = text.split()
    if not words:
        return None
    first = words[0]
    if first in KEYWORDS or words[:2] == ["Scenario", "Outline:"]:
        return None
    near = difflib.get_close_matches(first, KEYWORDS, n=1, cutoff=0.75)
    return near[0] if near else None


def _problem(path: Path, error: ParserException) -> str:
    location = error.location
    where = f"{path}:{location['line']}:{location.get('column') or 1}"
    if isinstance(error, UnexpectedEOFException):
        return f"{where}: Gherkin syntax: the file ends too soon; {_expected(str(error))}"
    match = _MESSAGE.match(str(error))
    if match is None:  # an error the parser words itself (a table with rows of different widths, ...)
        return f"{where}: Gherkin syntax: {str(error).split(': ', 1)[-1]}"
    got = match["got"] or ""
    meant = keyword_meant(got)
    hint = f"; did you mean {meant!r}?" if meant else ""
    return f"{where}: Gherkin syntax: {got!r} cannot come here; {_expected(str(error))}{hint}"


def _expected(message: str) -> str:
    match = _MESSAGE.match(message)
    names = match["expected"].split(", ") if match else []
    words = [_TOKENS.get(name, name) for name in names if name not in ("#Empty", "#Comment", "#Language")]
    return "expected " + (", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words))
