"""Collects the scenarios of the suites `opcg-oracle verify` runs: a suite needs no Python file of its own.

The suites' folders come in OPCG_ORACLE_SUITES (os.pathsep-separated), set by opcg_oracle.suite.run_suite.
"""

import os

from pytest_bdd import scenarios

for _suite in filter(None, os.environ.get("OPCG_ORACLE_SUITES", "").split(os.pathsep)):
    scenarios(os.path.join(_suite, "features"))
