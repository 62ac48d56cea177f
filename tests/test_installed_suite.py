"""The suite ships in the package: a non-editable install runs it, and the README's own-suite example, anywhere."""

from __future__ import annotations

import json
import re
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

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


@pytest.fixture(scope="session")
def installed(tmp_path_factory) -> Path:
    """A virtual environment with opcg-oracle installed from a wheel (not editable); its bin/ folder."""
    if shutil.which("pip", path=str(Path(sys.executable).parent)) is None:
        pytest.skip("pip is not in this environment")
    root = tmp_path_factory.mktemp("installed")
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
    return venv / "bin"


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


def test_a_suite_without_features_is_an_error_not_an_empty_run(installed, tmp_path):
    (tmp_path / "empty" / "features").mkdir(parents=True)
    result = subprocess.run(
        [str(installed / "opcg-oracle"), "verify", "--suite", "empty"], cwd=tmp_path, capture_output=True, text=True
    )
    assert result.returncode == 2
    assert "no .feature files" in result.stderr
