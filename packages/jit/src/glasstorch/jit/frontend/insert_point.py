"""``with InsertInto(graph, block):`` — emit into a nested block, then return."""

from __future__ import annotations

from typing import Any

from .._ir import Block, Graph


class InsertInto:
    """``with _InsertInto(graph, block):`` appends to ``block``, then restores."""

    def __init__(self, graph: Graph, block: Block) -> None:
        self.graph, self.block = graph, block

    def __enter__(self) -> Block:
        self.saved = self.graph.insert_point()
        self.graph.set_insert_point(self.block)
        return self.block

    def __exit__(self, *exc: Any) -> None:
        self.graph.set_insert_point(*self.saved)
