"""The suite ships in the package: a non-editable install runs it, the README's own-suite example and its judge
commands, from any folder."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest
from built_once import built_once

REPO = Path(__file__).resolve().parents[1]


def readme_example() -> tuple[dict[str, str], str]:
    """The files and the command of the README's worked example (section 'Your own scenarios')."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = re.split(r"\n##+ ", text.split("## Your own scenarios", 1)[1], maxsplit=1)[0]
    files, command = {}, ""
    for language, body in re.findall(r"```(\w+)\n(.*?)```", section, re.S):
        if language == "sh":
            command = body.strip()
        else:
            first = body.split("\n", 1)[0]
            files[first.removeprefix("# ").strip()] = body
    return files, command


def readme_judge_commands() -> dict[str, list[str]]:
    """The commands of the README's section 'For judges', by their first words ('draw', 'explain --board' ...)."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = re.split(r"\n## ", text.split("## For judges", 1)[1], maxsplit=1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    commands = {}
    for line in block.splitlines():
        words = shlex.split(line, comments=True)[1:]  # without "opcg-oracle"
        key = f"{words[0]} {words[1]}" if words[1].startswith("--") else words[0]
        commands.setdefault(key, words)
    return commands


def write_readme_example(folder: Path) -> None:
    """The README's my-suite example (one feature, one board), written under folder."""
    for name, body in readme_example()[0].items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(body, encoding="utf-8")


def run(installed: Path, folder: Path, *words: str) -> subprocess.CompletedProcess:
    """The installed opcg-oracle run in folder."""
    return subprocess.run([str(installed / "opcg-oracle"), *words], cwd=folder, capture_output=True, text=True)


@pytest.fixture(scope="session")
def installed(tmp_path_factory) -> Path:
    """A virtual environment with opcg-oracle installed from a wheel (not editable); its bin/ folder. Built once
    for all xdist workers."""
    if shutil.which("pip", path=str(Path(sys.executable).parent)) is None:
        pytest.skip("pip is not in this environment")
    return built_once(tmp_path_factory, "installed", _install) / "venv" / "bin"


def _install(root: Path) -> None:
    """Build the checkout's wheel and install it into root/venv."""
    wheels = root / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(REPO)],
        check=True, capture_output=True,
    )  # fmt: skip
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    target = Path(
        subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                       check=True, capture_output=True, text=True).stdout.strip()
    )  # fmt: skip
    # The dependencies come from this environment (no download); opcg-oracle itself from the wheel.
    (target / "dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    wheel = next(wheels.glob("opcg_oracle-*.whl"))
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", str(wheel)],
        check=True, capture_output=True,
    )  # fmt: skip
    where = subprocess.run(
        [python, "-c", "import opcg_oracle; print(opcg_oracle.__file__)"],
        cwd=root, check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip
    assert where.startswith(str(target)), where  # the installed copy, not the checkout


def test_the_readme_example_runs_from_an_empty_folder(installed, tmp_path):
    # issue 16.7: one feature, one board, one command, outside the checkout
    files, command = readme_example()
    assert len(files) == 2 and command.startswith("opcg-oracle verify --suite ")
    for name, body in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(body, encoding="utf-8")
    argv = [str(installed / "opcg-oracle"), *command.split()[1:]]
    result = subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    document = json.loads((tmp_path / "reports" / "results.json").read_text())
    assert [s["status"] for s in document["scenarios"]] == ["passed"]


def test_the_shipped_suite_runs_from_any_folder(installed, tmp_path):
    # the package carries features/ and scenarios/: no checkout needed
    argv = [str(installed / "opcg-oracle"), "verify", "-q", "-m", "rule(id='7-1-4-1')"]
    result = subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    counts = json.loads((tmp_path / "reports" / "results.json").read_text())["summary"]["scenarios"]
    assert counts["total"] == counts["passed"] > 0


def test_the_installed_package_runs_from_a_clone_of_its_source(installed, tmp_path):
    # issue 22.1: the README's first command runs in the clone, beside an opcg_oracle/ source tree and the
    # project's pyproject.toml; neither may replace the installed package or its pytest options
    (tmp_path / "opcg_oracle").symlink_to(REPO / "opcg_oracle", target_is_directory=True)
    (tmp_path / "pyproject.toml").write_text('[tool.pytest.ini_options]\naddopts = "--no-such-option"\n')
    for engine in ("reference", "cmd:opcg-oracle reference-engine"):
        argv = [str(installed / "opcg-oracle"), "verify", "-q", "--engine", engine, "-m", "rule(id='7-1-4-1')"]
        result = subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True)
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
        assert "import file mismatch" not in result.stdout
        counts = json.loads((tmp_path / "reports" / "results.json").read_text())["summary"]["scenarios"]
        assert counts["total"] == counts["passed"] > 0


def test_a_suite_without_features_is_an_error_not_an_empty_run(installed, tmp_path):
    (tmp_path / "empty" / "features").mkdir(parents=True)
    result = subprocess.run(
        [str(installed / "opcg-oracle"), "verify", "--suite", "empty"], cwd=tmp_path, capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "no .feature files" in result.stderr


def test_the_readme_board_commands_run_from_an_empty_folder(installed, tmp_path):
    # a new user's first try: the judge section's draw and explain --board paths name the shipped suite's boards
    commands = readme_judge_commands()
    draw, explain = commands["draw"], commands["explain --board"]
    assert draw[1] == "scenarios/7-1/blockers.yaml" and explain[2] == "scenarios/10-1/double_attack.yaml"
    result = run(installed, tmp_path, *draw)
    assert result.returncode == 0, result.stderr
    assert 'data-id="bob.nekomamushi"' in (tmp_path / "board.svg").read_text(encoding="utf-8")
    result = run(installed, tmp_path, *explain)
    assert result.returncode == 0, result.stderr
    assert "alice.ace" in result.stdout and "10-1-2-1" in result.stdout  # Double Attack's clause narrated
    # --suite shipped names the same suite; a path from its scenarios/ folder works too
    assert run(installed, tmp_path, "draw", "7-1/blockers.yaml", "--suite", "shipped").returncode == 0
    result = run(installed, tmp_path, "explain", "--suite", "shipped", "--board", "10-1/double_attack.yaml")
    assert result.returncode == 0, result.stderr


def test_boards_of_ones_own_suite_are_found_by_suite_or_from_inside_it(installed, tmp_path):
    # --suite my-suite (repeatable, with shipped) for draw and explain; in the suite's folder, no option needed
    write_readme_example(tmp_path)
    attack = ["--do", 'Alice attacks Bob\'s leader with "alice.leader"']
    assert run(installed, tmp_path, "draw", "blocker.yaml", "--suite", "my-suite").returncode == 0
    both = ["--suite", "shipped", "--suite", "my-suite"]
    assert run(installed, tmp_path, "draw", "blocker.yaml", *both).returncode == 0
    assert run(installed, tmp_path, "draw", "7-1/blockers.yaml", *both).returncode == 0
    assert (
        run(installed, tmp_path, "explain", "--board", "blocker.yaml", "--suite", "my-suite", *attack).returncode == 0
    )
    inside = tmp_path / "my-suite"
    assert run(installed, inside, "draw", "scenarios/blocker.yaml").returncode == 0
    result = run(installed, inside, "explain", "--board", "blocker.yaml", *attack)
    assert result.returncode == 0 and "The Block Step begins." in result.stdout, result.stderr


def test_a_board_found_nowhere_names_where_it_looked_and_the_nearest(installed, tmp_path):
    result = run(installed, tmp_path, "draw", "scenarios/7-1/blockrs.yaml", "-o", "board.svg")
    assert result.returncode == 2 and not (tmp_path / "board.svg").exists()
    error = result.stderr.strip()
    assert error.count("\n") == 0, error
    assert str(tmp_path) in error and "suite_data/scenarios" in error  # here, then the shipped suite's scenarios/
    assert "Nearest: scenarios/7-1/blockers.yaml" in error  # written as the user wrote theirs
    result = run(installed, tmp_path, "explain", "--suite", "shipped", "--board", "10-1/double_atack.yaml")
    assert result.returncode == 2 and "Nearest: 10-1/double_attack.yaml" in result.stderr


def test_the_picture_never_replaces_the_board_it_draws(installed, tmp_path):
    # -o (draw) and --html (explain) naming the board file itself are refused; the board stays as written
    write_readme_example(tmp_path)
    board = tmp_path / "my-suite" / "scenarios" / "blocker.yaml"
    written = board.read_text(encoding="utf-8")
    result = run(installed, tmp_path / "my-suite", "draw", "blocker.yaml", "-o", "scenarios/blocker.yaml")
    assert result.returncode == 2 and "the board file itself" in result.stderr
    result = run(installed, tmp_path, "explain", "--board", str(board), "--html", str(board))
    assert result.returncode == 2 and "the board file itself" in result.stderr
    assert board.read_text(encoding="utf-8") == written


def test_a_quiz_on_a_tiny_suite_asks_or_says_why_it_cannot(installed, tmp_path):
    # the README's my-suite (one scenario) makes one question, about where Chopper goes; a suite whose outcome
    # states nothing the quiz asks about says so, blaming no filter when none was given
    write_readme_example(tmp_path)
    result = run(installed, tmp_path, "quiz", "--suite", "my-suite", "--count", "2", "--html", "quiz.html")
    assert result.returncode == 0, result.stderr
    page = (tmp_path / "quiz.html").read_text(encoding="utf-8")
    assert "Question 1 of 1" in page and "Where is Tony Tony.Chopper after this?" in page
    (tmp_path / "mute" / "features").mkdir(parents=True)
    shutil.copytree(tmp_path / "my-suite" / "scenarios", tmp_path / "mute" / "scenarios")
    (tmp_path / "mute" / "features" / "cites.feature").write_text(
        "Feature: 7-1-1 Attack Step\n\n  @rule:7-1-1-1\n  Scenario: an attack is declared\n"
        '    Given the board "blocker.yaml"\n    When Alice attacks Bob\'s leader with "alice.leader"\n'
        "    Then the engine cites 7-1-1-1\n",
        encoding="utf-8",
    )
    result = run(installed, tmp_path, "quiz", "--suite", "mute", "--count", "2")
    assert result.returncode == 2
    error = result.stderr.strip()
    assert "nothing to ask for 1" in error and "1 scenario of the suite" in error, error
    assert "filter" not in error and error.count("\n") == 0
    result = run(installed, tmp_path, "quiz", "--suite", "my-suite", "--chapter", "9")
    assert result.returncode == 2 and "no scenario matches these filters (--chapter 9)" in result.stderr
