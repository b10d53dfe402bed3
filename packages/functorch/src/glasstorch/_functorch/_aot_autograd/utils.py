"""Calling conventions and flattening shared by the AOT autograd pieces.

A compiled graph is called either *boxed* — one list argument, which the callee may clear
to free inputs early (PyTorch's convention for compiled graphs, marked by a
``_boxed_call`` attribute) — or *unboxed*, ``f(*args)``. Both are accepted everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from glasstorch.fx.node import map_aggregate

__all__ = [
    "call_func_at_runtime_with_args",
    "make_boxed_compiler",
    "make_boxed_func",
    "tree_flatten",
    "tree_unflatten",
]


def make_boxed_func(f: Callable[..., Any]) -> Callable[[list[Any]], Any]:
    """``f(*args)`` as a boxed function ``g(args)`` (marked ``g._boxed_call = True``)."""

    def g(args: list[Any]) -> Any:
        return f(*args)

    g._boxed_call = True  # type: ignore[attr-defined]
    return g


def make_boxed_compiler(
    compiler: Callable[[Any, list[Any]], Callable[..., Any]],
) -> Callable[[Any, list[Any]], Callable[..., Any]]:
    """A compiler whose results are always boxed functions."""

    def boxed_compiler(gm: Any, example_inputs: list[Any]) -> Callable[..., Any]:
        out = compiler(gm, example_inputs)
        return out if getattr(out, "_boxed_call", False) else make_boxed_func(out)

    boxed_compiler.__name__ = getattr(compiler, "__name__", "boxed_compiler")
    return boxed_compiler


def call_func_at_runtime_with_args(f: Callable[..., Any], args: Sequence[Any]) -> Any:
    """Call a compiled function in whichever convention it declares."""
    if getattr(f, "_boxed_call", False):
        return f(list(args))
    return f(*args)


class _Leaf:
    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index


def tree_flatten(tree: Any) -> tuple[list[Any], Any]:
    """The leaves of nested tuples/lists/dicts, and a spec to rebuild the structure."""
    leaves: list[Any] = []

    def take(leaf: Any) -> _Leaf:
        leaves.append(leaf)
        return _Leaf(len(leaves) - 1)

    return leaves, map_aggregate(tree, take)


def tree_unflatten(leaves: Sequence[Any], spec: Any) -> Any:
    """The structure ``spec`` (from :func:`tree_flatten`) filled with ``leaves``."""
    return map_aggregate(spec, lambda x: leaves[x.index] if isinstance(x, _Leaf) else x)
