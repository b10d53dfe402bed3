"""A YAML loader that remembers where every mapping (and every key) came from.

``native_functions.yaml`` errors must name a line, as torchgen's do. PyYAML's nodes carry
their position; this loader keeps it on the loaded mappings: each is a :class:`LocatedDict`,
a ``dict`` with the 1-based ``line`` where the mapping starts and ``key_lines``, the line
of each key. It also rejects a key written twice in one mapping, which plain PyYAML
silently resolves to the last value.
"""

from __future__ import annotations

from typing import Any

import yaml

from .model import CodegenError, Location

__all__ = ["LocatedDict", "load_yaml"]

_BaseLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LocatedDict(dict[str, Any]):
    """A mapping from the YAML file plus where it and each of its keys were written."""

    line: int
    key_lines: dict[str, int]

    def line_of(self, key: str) -> int:
        """The line of ``key`` if it was written, else the line of the mapping."""
        return self.key_lines.get(key, self.line)


class _LineLoader(_BaseLoader):  # type: ignore[misc, valid-type]
    """SafeLoader whose mappings are :class:`LocatedDict` objects."""

    filename = "<yaml>"


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> LocatedDict:
    loader.flatten_mapping(node)
    result = LocatedDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        if not isinstance(key, str):
            raise CodegenError(Location(loader.filename, line), f"keys must be strings: {key!r}")
        if key in result:
            raise CodegenError(
                Location(loader.filename, line),
                f"duplicate key {key!r} (first written on line {result.key_lines[key]})",
            )
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = line
    return result


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def load_yaml(text: str, filename: str = "native_functions.yaml") -> Any:
    """Load YAML ``text``; mappings become :class:`LocatedDict`, errors :class:`CodegenError`."""

    class Loader(_LineLoader):
        pass

    Loader.filename = filename
    try:
        return yaml.load(text, Loader=Loader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark is not None else 0
        raise CodegenError(Location(filename, line), f"invalid YAML: {e.problem or e}") from None
