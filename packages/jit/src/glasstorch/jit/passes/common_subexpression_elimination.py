"""Common-subexpression elimination (``passes/common_subexpression_elimination.cpp``).

Pure nodes with the same kind, inputs and attributes compute the same value; a later
one is replaced by the earlier one when the earlier dominates it (same block or an
enclosing block).
"""

from __future__ import annotations

from typing import Any

from .._ir import Block, Graph, Node
from ._utils import is_pure


def _key(node: Node) -> Any:
    attrs = tuple(sorted((k, repr(v)) for k, v in node.attributes.items()))
    return (node.kind, str(node.schema), tuple(id(v) for v in node.inputs), attrs)


def eliminate_common_subexpression(graph: Graph) -> bool:
    """Run CSE over ``graph``; True when something changed."""
    has_setattr = any(n.kind == "prim::SetAttr" for n in graph.block.walk())
    return _run(graph.block, {}, has_setattr)


def _run(block: Block, outer: dict[Any, Node], has_setattr: bool) -> bool:
    table = dict(outer)
    changed = False
    for node in list(block.nodes):
        for b in node.blocks:
            changed |= _run(b, table, has_setattr)
        if not is_pure(node) or node.kind == "prim::Constant" or not node.outputs:
            continue
        if node.kind == "prim::GetAttr" and has_setattr:
            continue
        key = _key(node)
        existing = table.get(key)
        if existing is None:
            table[key] = node
            continue
        for old, new in zip(node.outputs, existing.outputs, strict=True):
            old.replace_all_uses_with(new)
        node.destroy()
        changed = True
    return changed
