"""Where the rules suite that comes with the package lies (a leaf module: anything may ask it)."""

from __future__ import annotations

from pathlib import Path

SHIPPED = "shipped"  # the --suite value that names the suite inside the package


def shipped_suite() -> Path:
    """The rules suite that comes with the package (in a checkout: the top-level features/ and scenarios/)."""
    return Path(__file__).resolve().parent / "suite_data"
