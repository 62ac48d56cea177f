"""Hostile feature files: every problem is found at collection, one line each, before any scenario runs.

Protects issue 13 part 3: a feature that is not UTF-8 text, a board that leaves the suite, and a bad
board are reported as file:line(:column) lines, without a traceback and without the board's text.
"""

from __future__ import annotations

from suite_helpers import FEATURE, make_suite, run_suite

from opcg_oracle.bdd.lint import lint_feature


def test_a_feature_that_is_not_utf8_is_one_line_with_its_position(tmp_path):
    feature = tmp_path / "x.feature"
    feature.write_bytes("Feature: 7-1 Attacks\n  Scenario: café\n".encode("latin-1"))
    assert lint_feature(feature, tmp_path) == [
        f"{feature}:2:16: not UTF-8 text (byte 0xe9 at offset 36) (save the feature file as UTF-8)"
    ]


def test_under_plain_pytest_a_feature_that_is_not_utf8_is_one_line_without_pytest_bdds_traceback(tmp_path):
    # issue 13, item 3: the test module's scenarios() cannot read the file either; it says so in one line too
    suite = make_suite(tmp_path)
    (suite / "features" / "x.feature").write_bytes(FEATURE.replace("blocked", "café").encode("latin-1"))
    result, _ = run_suite(suite)
    assert result.returncode == 2  # pytest: interrupted by collection errors
    where = "features/x.feature:3:16: not UTF-8 text (byte 0xe9 at offset 52) (save the feature file as UTF-8)"
    assert f"{where}; pytest-bdd could not read it while collecting features/test_suite.py" in result.stdout
    assert "Traceback" not in result.stdout and "UnicodeDecodeError" not in result.stdout
    assert "pytest_bdd/" not in result.stdout  # no frame of pytest-bdd's


def test_a_gherkin_syntax_error_names_the_file(tmp_path):
    feature = tmp_path / "x.feature"
    feature.write_text("Feature: 7-1 Attacks\n  @rule:7-1\n")
    problems = lint_feature(feature, tmp_path)
    assert len(problems) == 1 and problems[0].startswith(f"{feature}:3:1: Gherkin syntax: the file ends too soon")


def test_a_misspelt_keyword_is_named_with_the_keyword_meant(tmp_path):
    """The parser's token names (#StepLine, ...) become words, the slip gets the keyword it misses, and the errors
    the parser finds after it (every line that follows a misspelt keyword) are counted, not listed."""
    feature = tmp_path / "x.feature"
    feature.write_text("@rule:7-1\nFeature: x\n  Scenario: y\n    Given z\n    Whenn w\n  Examples\n")
    (problem,) = lint_feature(feature, tmp_path)
    assert problem.startswith(f"{feature}:5:5: Gherkin syntax: 'Whenn w' cannot come here; expected ")
    assert "a step (Given, When, Then, And, But)" in problem and "#" not in problem
    assert problem.endswith(
        "did you mean 'When'? (and 1 more Gherkin errors after it, which may all follow from this one)"
    )


def test_a_scenario_or_feature_that_checks_nothing_is_an_error(tmp_path):
    """A misspelt first keyword turns a step into description: the scenario (or feature) would check nothing."""
    steps = tmp_path / "steps.feature"
    steps.write_text('@rule:7-1\nFeature: x\n  Scenario: y\n    Givn the board "b.yaml"\n')
    assert lint_feature(steps, tmp_path) == [
        f"{steps}:3: scenario 'y' has no steps, so it checks nothing: 'Givn the board \"b.yaml\"' is read as "
        "description; did you mean 'Given'?"
    ]
    scenarios = tmp_path / "scenarios.feature"
    scenarios.write_text("@rule:7-1\nFeature: x\n  Scenaro: y\n")
    assert lint_feature(scenarios, tmp_path) == [
        f"{scenarios}:2: this feature has no scenario, so it checks nothing: 'Scenaro: y' is read as description; "
        "did you mean 'Scenario:'?"
    ]


def test_under_plain_pytest_a_syntax_error_is_our_line_not_pytest_bdds_exception(tmp_path):
    # the test module's scenarios() meets the same file: it says in one line that it collected nothing
    suite = make_suite(tmp_path, feature="@rule:7-1\nFeature: x\n  Scenario: y\n    Given z\n    Whenn w\n")
    result, _ = run_suite(suite)
    assert result.returncode == 2  # pytest: interrupted by collection errors
    assert "features/x.feature:5:5: Gherkin syntax: 'Whenn w' cannot come here" in result.stdout
    assert "no scenario collected: pytest-bdd could not parse a feature file (see its error)" in result.stdout
    assert "FeatureError" not in result.stdout and "Traceback" not in result.stdout


SECRET_BOARD = "format: 1\ndescription: do-not-print-this\nbob:\n  charactrs: []\n"


def test_board_errors_stop_collection_without_traceback_or_board_text(tmp_path):
    feature = FEATURE + FEATURE.split("\n", 1)[1].replace("blocked", "escapes").replace("b.yaml", "../../x")
    result, document = run_suite(make_suite(tmp_path, feature, board=SECRET_BOARD))
    assert result.returncode != 0 and document is None  # nothing ran
    assert "scenarios/b.yaml:4:3: at bob: unknown key 'charactrs' (did you mean 'characters'?)" in result.stdout
    assert "(board of features/x.feature:4)" in result.stdout
    assert "features/x.feature:11: board path '../../x' leaves the suite's scenarios folder" in result.stdout
    assert "do-not-print-this" not in result.stdout and "Traceback" not in result.stdout


def test_with_v_a_board_error_also_shows_the_lines_that_lead_to_it_with_a_caret(tmp_path):
    # issue 13, item 3: one line by default, full detail with -v (the lines up to the error, not the whole board)
    board = "format: 1\nturn: 1\nbob:\n  charactrs: []\nalice:\n  life: 4\n"
    result, _ = run_suite(make_suite(tmp_path, board=board), "-v")
    lines = result.stdout.splitlines()
    start = lines.index(
        "scenarios/b.yaml:4:3: at bob: unknown key 'charactrs' (did you mean 'characters'?) "
        "(board of features/x.feature:4)"
    )
    assert lines[start + 1 : start + 6] == [
        "    2 | turn: 1",
        "    3 | bob:",
        "    4 |   charactrs: []",
        "      |   ^",
        "    at bob in the board document",
    ]
    assert "alice:" not in result.stdout and "Traceback" not in result.stdout
    (tmp_path / "quiet").mkdir()
    quiet, _ = run_suite(make_suite(tmp_path / "quiet", board=board))
    assert "4 |   charactrs" not in quiet.stdout  # without -v: the one line only
