"""Board states written in YAML: format, JSON Schema, strict loading into the canonical board."""
