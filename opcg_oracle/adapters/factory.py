"""The engine an `--engine` value names: `reference`, `cmd:COMMAND` or `python:MODULE:FACTORY`."""

from __future__ import annotations

import importlib
import os
import sys

from opcg_oracle.adapters.base import EngineAdapter, EngineStartError

ENGINE_KINDS = "'reference', 'cmd:<command line>' or 'python:<module>:<factory>'"


REFERENCE_SPECS = ("reference", "python:opcg_oracle")


def is_reference(spec: str) -> bool:
    """Whether an --engine value names the reference engine itself."""
    return spec in REFERENCE_SPECS


def engine_spec_problem(spec: str) -> str:
    """Why an --engine value names no kind of engine ("" when its form is right; whether it starts is not checked)."""
    if is_reference(spec) or spec.startswith(("cmd:", "python:")):
        return ""
    hint = f" (a command line needs the prefix: cmd:{spec})" if " " in spec or "/" in spec or "." in spec else ""
    return f"unknown --engine {spec!r}: use {ENGINE_KINDS}{hint}"


def make_adapter(
    spec: str, timeout: float = 10.0, max_line: int | None = None, start_timeout: float | None = None
) -> EngineAdapter:
    """The adapter of an --engine value; EngineStartError (one line) when it names nothing that can run.

    timeout: seconds for each answer; start_timeout: seconds from a `cmd:` engine's start to its hello."""
    if is_reference(spec):
        from opcg_oracle.adapters.reference import ReferenceAdapter

        return ReferenceAdapter()
    if spec.startswith("cmd:"):
        from opcg_oracle.adapters.subprocess_engine import DEFAULT_MAX_LINE, DEFAULT_START_TIMEOUT, SubprocessAdapter

        command = spec.removeprefix("cmd:").strip()
        return SubprocessAdapter(
            command,
            timeout=timeout,
            max_line=max_line or DEFAULT_MAX_LINE,
            start_timeout=start_timeout or DEFAULT_START_TIMEOUT,
        )
    if spec.startswith("python:"):
        module_name, _, factory = spec.removeprefix("python:").partition(":")
        # The module may lie in the folder the run was started in. It is looked for there last: verify's
        # pytest runs with Python's safe path, and a clone's opcg_oracle/ must not shadow the installation.
        if os.getcwd() not in sys.path:
            sys.path.append(os.getcwd())
        try:
            module = importlib.import_module(module_name)
            return getattr(module, factory or "Engine")()
        except (ImportError, AttributeError, ValueError) as error:  # ValueError: an empty module name
            raise EngineStartError(f"--engine {spec}: cannot make the engine: {error}") from None
    raise EngineStartError(engine_spec_problem(spec))


def check_engine(
    spec: str, timeout: float = 10.0, max_line: int | None = None, start_timeout: float | None = None
) -> None:
    """Start the engine once and have it greet: raises EngineStartError before any scenario runs."""
    adapter = make_adapter(spec, timeout, max_line, start_timeout)
    try:
        adapter.hello()
    finally:
        adapter.stop()
