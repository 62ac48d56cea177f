"""Collects every feature file of the rules suite; the steps come from the opcg_oracle pytest plugin."""

from pytest_bdd import scenarios

scenarios(".")
