"""Inlining (``passes/inliner.cpp``): ``prim::CallFunction`` and ``prim::CallMethod`` are
replaced by a copy of the callee's graph, recursively."""

from __future__ import annotations

from typing import Any

from .._ir import Block, Graph, Node, Value, clone_node
from .._types import ClassType


def _callee(node: Node) -> Any:
    if node.kind == "prim::CallFunction":
        fn_node = node.inputs[0].node
        return fn_node.attributes.get("function") if fn_node is not None else None
    if node.kind == "prim::CallMethod":
        owner = node.inputs[0].type
        if isinstance(owner, ClassType):
            return owner.methods.get(node.attributes["name"])
    return None


def inline_graph(callee: Graph, inputs: list[Value], before: Node) -> list[Value]:
    """Copy ``callee`` in front of ``before`` with its inputs bound to ``inputs``."""
    block = before.owning_block
    assert block is not None
    env: dict[Value, Value] = dict(zip(callee.inputs, inputs, strict=True))
    index = block.nodes.index(before)
    for n in callee.nodes():
        new = clone_node(n, before.graph, env)
        new.owning_block = block
        block.nodes.insert(index, new)
        index += 1
    return [env.get(v, v) for v in callee.outputs]


def inline_calls(graph: Graph) -> bool:
    """Inline every call whose callee is known; True when something was inlined."""
    return _inline_block(graph.block)


def _inline_block(block: Block) -> bool:
    changed = False
    for node in list(block.nodes):
        for b in node.blocks:
            changed |= _inline_block(b)
        callee = _callee(node)
        if callee is None or getattr(callee, "python_fallback", None) is not None:
            continue
        body = callee.graph.copy()
        inline_calls(body)
        args = node.inputs[1:] if node.kind == "prim::CallFunction" else node.inputs
        outputs = inline_graph(body, list(args), node)
        for old, new in zip(node.outputs, outputs, strict=True):
            old.replace_all_uses_with(new)
        fn_const = node.inputs[0].node if node.kind == "prim::CallFunction" else None
        node.destroy()
        if fn_const is not None and not fn_const.output().uses:
            fn_const.destroy()
        changed = True
    return changed
