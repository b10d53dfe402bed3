"""Constant propagation (``passes/constant_propagation.cpp``).

A pure operator whose inputs are all constants runs once at compile time and becomes a
``prim::Constant``; a ``prim::If`` on a constant keeps only the branch taken; a loop that
never runs is replaced by its initial values.
"""

from __future__ import annotations

from typing import Any

from .._ir import Block, Graph, Node
from .._types import TensorType
from ._utils import constant_value, is_constant, is_pure
from .dead_code_elimination import eliminate_dead_code

_FOLDABLE_PRIMS = {"prim::TupleConstruct", "prim::TupleIndex", "prim::unchecked_cast"}


def constant_propagation(graph: Graph) -> bool:
    """Fold constants over ``graph``; True when something changed."""
    changed = _propagate(graph.block)
    if changed:
        eliminate_dead_code(graph)
    return changed


def _foldable(node: Node) -> bool:
    if not node.outputs or not all(is_constant(v) for v in node.inputs):
        return False
    if any(isinstance(v.type, TensorType) for v in [*node.inputs, *node.outputs]):
        return False
    if node.kind in _FOLDABLE_PRIMS:
        return True
    return node.op is not None and is_pure(node) and node.kind.startswith(("aten::", "prim::"))


def _evaluate(node: Node) -> list[Any]:
    args = [constant_value(v) for v in node.inputs]
    if node.kind == "prim::TupleConstruct":
        return [tuple(args)]
    if node.kind == "prim::TupleIndex":
        return [args[0][args[1]]]
    if node.kind == "prim::unchecked_cast":
        return [args[0]]
    result = node.op.fn(*args)
    return list(result) if len(node.outputs) > 1 else [result]


def _propagate(block: Block) -> bool:
    changed = False
    graph = block.graph
    for node in list(block.nodes):
        if node.owning_block is None:
            continue
        if node.kind == "prim::If" and is_constant(node.inputs[0]):
            _inline_branch(node, node.blocks[0 if constant_value(node.inputs[0]) else 1])
            changed = True
            continue
        if (
            node.kind == "prim::Loop"
            and is_constant(node.inputs[0])
            and constant_value(node.inputs[0]) <= 0
        ):
            for out, init in zip(node.outputs, node.inputs[2:], strict=True):
                out.replace_all_uses_with(init)
            node.destroy()
            changed = True
            continue
        for b in node.blocks:
            changed |= _propagate(b)
        if not _foldable(node):
            continue
        try:
            values = _evaluate(node)
        except Exception:  # noqa: BLE001 - a failing fold stays a runtime error
            continue
        saved = graph.insert_point()
        graph.set_insert_point(block, block.nodes.index(node))
        for out, value in zip(node.outputs, values, strict=True):
            if isinstance(value, list | dict):
                break
            const = graph.insert_constant(value, out.type)
            out.replace_all_uses_with(const)
        graph.set_insert_point(*saved)
        changed = True
    return changed


def _inline_branch(node: Node, taken: Block) -> None:
    parent = node.owning_block
    assert parent is not None
    index = parent.nodes.index(node)
    for inner in list(taken.nodes):
        taken.nodes.remove(inner)
        inner.owning_block = parent
        parent.nodes.insert(index, inner)
        index += 1
    for out, value in zip(node.outputs, taken.outputs, strict=True):
        out.replace_all_uses_with(value)
    for b in node.blocks:
        b.return_node.remove_all_inputs()
    node.remove_all_inputs()
    node.blocks = [b for b in node.blocks if b is not taken]
    for b in node.blocks:
        for inner in reversed(list(b.nodes)):
            inner.destroy()
    parent.nodes.remove(node)
    node.owning_block = None
