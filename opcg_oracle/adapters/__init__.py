"""Engines behind one interface: the reference engine in process, and (later) other engines."""
