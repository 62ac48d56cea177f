"""The pytest plugin of the rules suite: step library, engine option, lint, results."""
