"""Constant pooling (``passes/constant_pooling.cpp``): one ``prim::Constant`` per value,
hoisted to the top of the graph in order of first appearance."""

from __future__ import annotations

from typing import Any

from .._ir import Graph, Node


def _key(node: Node) -> Any:
    value = node.attributes.get("value")
    if "function" in node.attributes:
        return ("fn", id(node.attributes["function"]))
    if isinstance(value, list):
        return (str(node.output().type), "list", repr(value))
    if value is not None and not isinstance(value, bool | int | float | str):
        return (str(node.output().type), "obj", id(value))
    return (str(node.output().type), type(value).__name__, value)


def constant_pooling(graph: Graph) -> None:
    """Deduplicate constants and move them to the start of the graph."""
    seen: dict[Any, Node] = {}
    hoisted: list[Node] = []
    for block_node in list(graph.block.walk()):
        if block_node.kind != "prim::Constant":
            continue
        key = _key(block_node)
        first = seen.get(key)
        if first is not None:
            block_node.output().replace_all_uses_with(first.output())
            block_node.destroy()
            continue
        seen[key] = block_node
        hoisted.append(block_node)
    for node in hoisted:
        node.owning_block.nodes.remove(node)  # type: ignore[union-attr]
        node.owning_block = graph.block
    graph.block.nodes[:0] = hoisted
