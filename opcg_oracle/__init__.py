"""opcg-oracle: rules-compliance test oracle and judge tool for the ONE PIECE Card Game."""

__version__ = "0.1.0"
