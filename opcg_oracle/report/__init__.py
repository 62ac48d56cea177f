"""The rules report: every clause with its status, built from scenario results (HTML, Markdown, JSON)."""
