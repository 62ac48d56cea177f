"""Strict, safe YAML reading: duplicate keys are errors and every value keeps its file position."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

import yaml


@dataclass(frozen=True)
class Position:
    """Where a value was written: file, 1-based line and column."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class InputError(ValueError):
    """Bad user input, reported as file:line:column, the path in the document and what was expected."""

    def __init__(self, position: Position | None, message: str, path: str = "", hint: str = ""):
        self.position = position
        self.path = path
        self.message = message
        self.hint = hint
        where = f"{position}: " if position else ""
        at = f"at {path}: " if path else ""
        tail = f" ({hint})" if hint else ""
        super().__init__(f"{where}{at}{message}{tail}")


class Map(dict):
    """A YAML mapping that remembers the position of itself and of each key (none when made in code)."""

    position: Position | None = None
    key_positions: MappingProxyType | dict = MappingProxyType({})


class Seq(list):
    """A YAML sequence that remembers the position of itself and of each item."""

    position: Position | None = None
    item_positions: tuple | list = ()


def _position(file: str, mark: yaml.Mark) -> Position:
    return Position(file, mark.line + 1, mark.column + 1)


MAX_YAML_CHARS = 1_000_000  # a board is a few KB; a cap keeps a hostile file from costing minutes


try:  # libyaml reads 10x faster than pure Python; the composing and constructing stay ours either way
    from yaml.cyaml import CParser as _Parser
except ImportError:  # a PyYAML built without libyaml
    from yaml.parser import Parser as _Parser
    from yaml.reader import Reader as _Reader
    from yaml.scanner import Scanner as _Scanner

    class _Parser(_Reader, _Scanner, _Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str):
            _Reader.__init__(self, stream)
            _Scanner.__init__(self)
            yaml.parser.Parser.__init__(self)


class _StrictLoader(yaml.composer.Composer, _Parser, yaml.constructor.SafeConstructor, yaml.resolver.Resolver):
    """Safe types only, events from the fastest parser at hand, composed here so aliases can be refused."""

    source_name = "<string>"
    max_items: int | None = None  # a list longer than this is refused while it is read
    max_items_reason = ""

    def __init__(self, stream: str):
        _Parser.__init__(self, stream)
        yaml.composer.Composer.__init__(self)
        yaml.constructor.SafeConstructor.__init__(self)
        yaml.resolver.Resolver.__init__(self)

    def compose_node(self, parent, index):
        """Aliases are refused: a few of them nest into billions of nodes (an "alias bomb")."""
        if self.max_items is not None and isinstance(index, int) and index >= self.max_items:
            raise InputError(
                _position(self.source_name, self.peek_event().start_mark),
                f"more than {self.max_items} items in one list",
                hint=self.max_items_reason,
            )
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise InputError(
                _position(self.source_name, event.start_mark),
                f"YAML alias *{event.anchor} is not allowed",
                hint="write the value out in full; anchors (&) and aliases (*) are refused",
            )
        return super().compose_node(parent, index)


def _construct_mapping(loader: _StrictLoader, node: yaml.MappingNode) -> Map:
    result = Map()
    result.position = _position(loader.source_name, node.start_mark)
    result.key_positions = {}
    loader.flatten_mapping(node)
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        where = _position(loader.source_name, key_node.start_mark)
        if key in result:
            first = result.key_positions[key]
            raise InputError(where, f"duplicate key {key!r} (first written at line {first.line})")
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_positions[key] = where
    return result


def _construct_sequence(loader: _StrictLoader, node: yaml.SequenceNode) -> Seq:
    result = Seq(loader.construct_object(child, deep=True) for child in node.value)
    result.position = _position(loader.source_name, node.start_mark)
    result.item_positions = [_position(loader.source_name, child.start_mark) for child in node.value]
    return result


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def load_text(text: str, source_name: str, max_items: tuple[int, str] | None = None) -> object:
    """Parse YAML text strictly; syntax errors become InputError with the position.

    max_items: (limit, why) refuses a list longer than limit as soon as its item limit+1 is read."""
    if len(text) > MAX_YAML_CHARS:
        raise InputError(
            Position(source_name, 1, 1),
            f"{len(text):,} characters is too long for a YAML input",
            hint=f"at most {MAX_YAML_CHARS:,}",
        )
    loader = _StrictLoader(text)
    loader.source_name = source_name
    if max_items is not None:
        loader.max_items, loader.max_items_reason = max_items
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        position = _position(source_name, mark) if mark else None
        raise InputError(position, f"YAML syntax: {error.problem or error.context}") from None
    finally:
        loader.dispose()


def load_file(path: Path | str, max_items: tuple[int, str] | None = None) -> object:
    """Parse a YAML file strictly; a file that is not UTF-8 text or cannot be read is an InputError."""
    path = Path(path)
    try:
        if path.stat().st_size > 4 * MAX_YAML_CHARS:  # refused before reading it all in
            raise InputError(
                Position(str(path), 1, 1),
                "the file is too long for a YAML input",
                hint=f"at most {MAX_YAML_CHARS:,} characters",
            )
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise InputError(
            Position(str(path), 1, 1),
            f"not UTF-8 text (byte {error.object[error.start]:#04x} at offset {error.start})",
            hint="save the file as UTF-8",
        ) from None
    except OSError as error:
        raise InputError(None, f"cannot read {path}: {error.strerror or error}") from None
    return load_text(text, str(path), max_items)


_FAST_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_plain(text: str) -> object:
    """Our own packaged or already-checked YAML as plain data, read by libyaml when present (no positions, no
    strictness: for user input use load_text, which says where a mistake is)."""
    return yaml.load(text, Loader=_FAST_SAFE_LOADER)


def from_plain(value: object) -> object:
    """Plain JSON-shaped data as Maps and Seqs (without positions), for checks written against loaded YAML."""
    if isinstance(value, dict):
        result = Map()
        result.update((key, from_plain(item)) for key, item in value.items())
        return result
    if isinstance(value, list):
        return Seq(from_plain(item) for item in value)
    return value


def position_of(container: object, key: object = None) -> Position | None:
    """Position of a key in a Map, an index in a Seq, or of the container itself."""
    if isinstance(container, Map):
        return container.key_positions.get(key, container.position) if key is not None else container.position
    if isinstance(container, Seq):
        if isinstance(key, int) and 0 <= key < len(container.item_positions):
            return container.item_positions[key]
        return container.position
    return None


def check_keys(mapping: Map, allowed: tuple[str, ...] | list[str], path: str, required: tuple[str, ...] = ()) -> None:
    """Unknown keys and missing required keys are errors naming the nearest allowed key."""
    for key in mapping:
        if key not in allowed:
            near = difflib.get_close_matches(str(key), [str(a) for a in allowed], n=1)
            hint = f"did you mean {near[0]!r}?" if near else f"expected one of: {', '.join(allowed)}"
            raise InputError(position_of(mapping, key), f"unknown key {key!r}", path, hint)
    for key in required:
        if key not in mapping:
            raise InputError(position_of(mapping), f"missing key {key!r}", path)
