"""Peephole simplifications (``passes/peephole.cpp`` and friends).

Local rewrites that need no analysis beyond a node's inputs: tuple construction followed
by indexing or unpacking, ``len``/indexing of list literals that are never mutated,
``is None`` checks decided by types, no-op casts, ``x + 0`` / ``x * 1`` on ints, and
``prim::If`` outputs that are the same value in both branches.
"""

from __future__ import annotations

from .._ir import Block, Graph, Node, Value
from .._types import IntType, NoneType, OptionalType
from ._utils import constant_value, is_constant
from .dead_code_elimination import eliminate_dead_code


def peephole_optimize(graph: Graph) -> bool:
    """Apply the rewrites until none applies; True when something changed."""
    changed_any = False
    while _run(graph.block):
        changed_any = True
    if changed_any:
        eliminate_dead_code(graph)
    return changed_any


def _list_is_immutable(v: Value) -> bool:
    node = v.node
    if node is None or node.kind != "prim::ListConstruct":
        return False
    for use in v.uses:
        schema = use.user.schema
        if schema is not None and schema.is_mutable or use.user.kind.startswith("prim::Call"):
            return False
        if use.user.kind in ("prim::Return", "prim::PythonOp", "prim::SetAttr"):
            return False
    return True


def _replace(node: Node, value: Value) -> bool:
    node.output().replace_all_uses_with(value)
    return True


def _const(node: Node, value: object) -> bool:
    graph = node.graph
    block = node.owning_block
    saved = graph.insert_point()
    graph.set_insert_point(block, block.nodes.index(node))  # type: ignore[union-attr,arg-type]
    const = graph.insert_constant(value)
    graph.set_insert_point(*saved)
    return _replace(node, const)


def _rewrite(node: Node) -> bool:
    kind, inputs = node.kind, node.inputs
    if (
        kind == "prim::TupleIndex"
        and inputs[0].node.kind == "prim::TupleConstruct"
        and is_constant(inputs[1])
    ):
        return _replace(node, inputs[0].node.inputs[constant_value(inputs[1])])
    if kind == "prim::TupleUnpack" and inputs[0].node.kind == "prim::TupleConstruct":
        for out, value in zip(node.outputs, inputs[0].node.inputs, strict=True):
            out.replace_all_uses_with(value)
        node.destroy()
        return True
    if kind == "aten::len" and _list_is_immutable(inputs[0]):
        return _const(node, len(inputs[0].node.inputs))
    if kind == "aten::__getitem__" and _list_is_immutable(inputs[0]) and is_constant(inputs[1]):
        items = inputs[0].node.inputs
        index = constant_value(inputs[1])
        if -len(items) <= index < len(items):
            return _replace(node, items[index])
    if kind in ("aten::__is__", "aten::__isnot__"):
        a, b = inputs[0].type, inputs[1].type
        none_vs_value = (
            isinstance(a, NoneType) and not isinstance(b, NoneType | OptionalType)
        ) or (isinstance(b, NoneType) and not isinstance(a, NoneType | OptionalType))
        if none_vs_value:
            return _const(node, kind == "aten::__isnot__")
        if isinstance(a, NoneType) and isinstance(b, NoneType):
            return _const(node, kind == "aten::__is__")
    if kind == "prim::unchecked_cast" and inputs[0].type == node.output().type:
        return _replace(node, inputs[0])
    if kind in ("aten::add", "aten::sub", "aten::mul") and len(inputs) == 2:
        if all(isinstance(v.type, IntType) for v in inputs) and is_constant(inputs[1]):
            identity = 1 if kind == "aten::mul" else 0
            if constant_value(inputs[1]) == identity:
                return _replace(node, inputs[0])
    if kind == "prim::If":
        changed = False
        for i, out in enumerate(node.outputs):
            a, b = node.blocks[0].outputs[i], node.blocks[1].outputs[i]
            if a is b and out.uses:
                out.replace_all_uses_with(a)
                changed = True
        return changed
    return False


def _run(block: Block) -> bool:
    changed = False
    for node in list(block.nodes):
        if node.owning_block is None:
            continue
        for b in node.blocks:
            changed |= _run(b)
        if all(not o.uses for o in node.outputs) and node.outputs:
            continue
        changed |= _rewrite(node)
    return changed
