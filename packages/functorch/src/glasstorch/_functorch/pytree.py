"""Nested containers as a flat list of leaves plus a :class:`TreeSpec`, for the transforms.

Mirrors the part of ``torch.utils._pytree`` that ``torch.func`` uses: tuples, lists,
dicts (``OrderedDict`` too) and namedtuples are nodes, everything else is a leaf; a
TreeSpec prints as PyTorch's does, since vmap's error messages show it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

__all__ = [
    "LEAF",
    "TreeSpec",
    "broadcast_to_and_flatten",
    "tree_flatten",
    "tree_map",
    "tree_unflatten",
    "treespec_pprint",
]


def _is_namedtuple(value: Any) -> bool:
    return isinstance(value, tuple) and hasattr(type(value), "_fields")


class TreeSpec:
    """The structure of a tree: node type, context (dict keys, namedtuple class), children."""

    __slots__ = ("type", "context", "children", "num_leaves")

    def __init__(self, type_: Any, context: Any, children: list[TreeSpec]) -> None:
        self.type = type_
        self.context = context
        self.children = children
        self.num_leaves = 1 if type_ is None else sum(c.num_leaves for c in children)

    def is_leaf(self) -> bool:
        return self.type is None

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, TreeSpec)
            and self.type == other.type
            and self.context == other.context
            and self.children == other.children
        )

    def __hash__(self) -> int:
        return id(self)

    def _kind(self) -> str:
        if self.type is tuple or self.type is list or self.type is dict:
            return self.type.__name__
        if self.type is OrderedDict:
            return "OrderedDict"
        return "namedtuple"

    def _repr(self, indent: int) -> str:
        if self.is_leaf():
            return "*"
        context = self.context
        text = f"TreeSpec({self._kind()}, {context!r}, ["
        if self.children:
            indent += 2
            parts = [self.children[0]._repr(indent)]
            parts += ["\n" + " " * indent + c._repr(indent) for c in self.children[1:]]
            text += ",".join(parts)
        return text + "])"

    def __repr__(self) -> str:
        return self._repr(0)


LEAF = TreeSpec(None, None, [])


def _children(tree: Any) -> tuple[Any, Any, list[Any]] | None:
    """``(type, context, children)`` of a node, None for a leaf."""
    cls = type(tree)
    if cls is tuple or cls is list:
        return cls, None, list(tree)
    if cls is dict or cls is OrderedDict:
        keys = list(tree)
        return cls, keys, [tree[k] for k in keys]
    if _is_namedtuple(tree):
        return cls, cls, list(tree)
    return None


def tree_flatten(tree: Any) -> tuple[list[Any], TreeSpec]:
    """The leaves of ``tree`` in order, and its structure."""
    leaves: list[Any] = []

    def visit(node: Any) -> TreeSpec:
        parts = _children(node)
        if parts is None:
            leaves.append(node)
            return LEAF
        cls, context, children = parts
        return TreeSpec(cls, context, [visit(c) for c in children])

    return leaves, visit(tree)


def tree_unflatten(leaves: list[Any], spec: TreeSpec) -> Any:
    """The tree of structure ``spec`` holding ``leaves``."""
    it = iter(leaves)

    def build(s: TreeSpec) -> Any:
        if s.is_leaf():
            return next(it)
        children = [build(c) for c in s.children]
        if s.type is tuple or s.type is list:
            return s.type(children)
        if s.type is dict or s.type is OrderedDict:
            return s.type(zip(s.context, children, strict=True))
        return s.type(*children)

    return build(spec)


def tree_map(fn: Callable[[Any], Any], tree: Any) -> Any:
    leaves, spec = tree_flatten(tree)
    return tree_unflatten([fn(leaf) for leaf in leaves], spec)


def broadcast_to_and_flatten(prefix: Any, spec: TreeSpec) -> list[Any] | None:
    """``prefix``, a tree whose leaves stand for whole subtrees of ``spec``, flattened to one
    value per leaf of ``spec``; None when it is not a prefix of ``spec``."""
    out: list[Any] = []

    def visit(node: Any, s: TreeSpec) -> bool:
        parts = _children(node)
        if parts is None:
            out.extend([node] * s.num_leaves)
            return True
        cls, context, children = parts
        if s.is_leaf() or cls is not s.type or context != s.context:
            return False
        if len(children) != len(s.children):
            return False
        return all(visit(c, cs) for c, cs in zip(children, s.children, strict=True))

    return out if visit(prefix, spec) else None


def treespec_pprint(spec: TreeSpec) -> str:
    """A tree's structure written as a Python value with ``*`` for leaves: ``(*, [*, *])``."""
    if spec.is_leaf():
        return "*"
    parts = [treespec_pprint(c) for c in spec.children]
    if spec.type is tuple:
        return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"
    if spec.type is list:
        return "[" + ", ".join(parts) + "]"
    if spec.type is dict or spec.type is OrderedDict:
        return (
            "{" + ", ".join(f"{k!r}: {p}" for k, p in zip(spec.context, parts, strict=True)) + "}"
        )
    fields = spec.type._fields
    inner = ", ".join(f"{f}={p}" for f, p in zip(fields, parts, strict=True))
    return f"{spec.type.__name__}({inner})"
