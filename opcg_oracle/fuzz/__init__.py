"""Differential fuzzing: an engine and the reference engine in lockstep (docs/fuzzing.md)."""
