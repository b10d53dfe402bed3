"""Carrying node metadata from one graph to the next (``torch.fx.traceback``).

Inside ``preserve_node_meta()``, an :class:`~glasstorch.fx.Interpreter` (and so a
:class:`~glasstorch.fx.Transformer`) makes the metadata of the node it runs the *current*
metadata, and every node a tracer creates meanwhile copies its ``stack_trace`` and the
fields in :data:`COPY_META_FIELDS` from it. A rewritten graph so keeps pointing at the
user's source lines and modules.
"""

from __future__ import annotations

import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .node import Node

__all__ = [
    "format_stack",
    "get_current_meta",
    "has_preserved_node_meta",
    "preserve_node_meta",
    "set_current_meta",
    "set_stack_trace",
]

#: The metadata fields a new node copies from the current metadata (besides its stack trace).
COPY_META_FIELDS = [
    "nn_module_stack",
    "torch_fn",
    "source_fn_stack",
    "original_aten",
    "recompute",
    "ac_graph_id",
    "has_backward_hook",
    "from_node",
    "quantization_tag",
    "_numeric_debug_handle",
    "custom",
    "partitioner_tag",
]

_state: dict[str, Any] = {"preserve": False, "meta": {}}


@contextmanager
def preserve_node_meta(enable: bool = True) -> Iterator[None]:
    """Within the block, new nodes inherit the current metadata (see the module docstring)."""
    saved_preserve = _state["preserve"]
    saved_meta = dict(_state["meta"])
    try:
        _state["preserve"] = enable
        yield
    finally:
        _state["preserve"] = saved_preserve
        _state["meta"] = saved_meta


def has_preserved_node_meta() -> bool:
    """Whether a ``preserve_node_meta()`` block is active."""
    return _state["preserve"]


@contextmanager
def set_current_meta(node: Node, pass_name: str = "") -> Iterator[None]:
    """Make ``node.meta`` the current metadata for the block (only while preserving)."""
    if not (_state["preserve"] and node.meta):
        yield
        return
    saved = _state["meta"]
    try:
        _state["meta"] = dict(node.meta)
        yield
    finally:
        _state["meta"] = saved


def get_current_meta() -> dict[str, Any]:
    """The current metadata (empty outside ``set_current_meta``)."""
    return _state["meta"]


def set_stack_trace(stack: list[str]) -> None:
    """Set (or with an empty list, clear) the current stack trace, while preserving."""
    if not _state["preserve"]:
        return
    if stack:
        _state["meta"]["stack_trace"] = "".join(stack)
    else:
        _state["meta"].pop("stack_trace", None)


def format_stack() -> list[str]:
    """The current stack trace while preserving; otherwise the caller's Python stack."""
    if _state["preserve"]:
        return [_state["meta"].get("stack_trace", "")]
    return traceback.format_list(traceback.extract_stack()[:-1])


def copy_current_meta(node: Node) -> None:
    """Give a freshly created ``node`` the current stack trace and copied fields."""
    import copy

    current = _state["meta"]
    stack_trace = current.get("stack_trace")
    if stack_trace:
        node.meta["stack_trace"] = stack_trace
    for field in COPY_META_FIELDS:
        if field in current:
            node.meta[field] = copy.copy(current[field])
