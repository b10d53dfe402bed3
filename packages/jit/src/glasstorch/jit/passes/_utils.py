"""What passes need to know about nodes: side effects, purity, constants."""

from __future__ import annotations

from typing import Any

from .._ir import Block, Node, Value

_EFFECTFUL_KINDS = {
    "prim::RaiseException", "prim::SetAttr", "prim::Print", "prim::PythonOp",
    "prim::CallMethod", "prim::CallFunction", "aten::warn",
}  # fmt: skip
_PURE_PRIMS = {
    "prim::Constant", "prim::TupleConstruct", "prim::TupleIndex", "prim::TupleUnpack",
    "prim::unchecked_cast", "prim::isinstance", "prim::Uninitialized", "prim::GetAttr",
}  # fmt: skip


def has_side_effects(node: Node) -> bool:
    """Whether removing or reordering ``node`` could change behaviour."""
    if node.kind in _EFFECTFUL_KINDS:
        return True
    if node.schema is not None and node.schema.is_mutable:
        return True
    return any(has_side_effects(n) for b in node.blocks for n in b.nodes)


def is_pure(node: Node) -> bool:
    """Deterministic and effect-free: same inputs give the same output (CSE, folding)."""
    if node.blocks:
        return False
    if node.kind in _PURE_PRIMS:
        return True
    return node.op is not None and getattr(node.op, "pure", False) and node.kind != "prim::PythonOp"


def is_constant(v: Value) -> bool:
    return (
        v.node is not None
        and v.node.kind == "prim::Constant"
        and "function" not in v.node.attributes
    )


def constant_value(v: Value) -> Any:
    return v.node.attributes.get("value") if v.node is not None else None


def all_blocks(block: Block) -> list[Block]:
    out = [block]
    for node in block.nodes:
        for b in node.blocks:
            out.extend(all_blocks(b))
    return out
