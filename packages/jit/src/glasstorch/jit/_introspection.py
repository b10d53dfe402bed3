"""What compiled code runs: ``export_opnames``, ``last_executed_optimized_graph`` and
``optimized_execution``."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from ._function import executor_state
from ._ir import Graph
from .passes import inline_calls

__all__ = ["export_opnames", "last_executed_optimized_graph", "optimized_execution"]


def export_opnames(m: Any) -> list[str]:
    """The operators (``aten::add.Tensor``, ``aten::relu``...) a scripted or traced module's
    methods call, sorted, each once (what a mobile build must include)."""
    names: set[str] = set()
    for module in [m, *(child for _, child in m.named_modules() if child is not m)]:
        class_type = getattr(module, "_type", None)
        if class_type is None:
            continue
        for function in class_type.methods.values():
            if getattr(function, "python_fallback", None) is not None:
                continue
            graph = function.graph.copy()
            inline_calls(graph)
            for node in graph.block.walk():
                if node.op is not None and node.schema is not None:
                    name = node.schema.name
                    names.add(
                        f"{name.name}.{name.overload_name}" if name.overload_name else name.name
                    )
    return sorted(n for n in names if not n.startswith("prim::"))


def last_executed_optimized_graph() -> Graph | None:
    """The graph the most recent call of compiled code on this thread ran (optimized while
    the executor's optimization is on); None before any call."""
    return executor_state.last_graph


@contextlib.contextmanager
def optimized_execution(should_optimize: bool) -> Iterator[None]:
    """Within the block, compiled code runs optimized graphs (True) or the graphs as
    compiled (False); executors are built per setting."""
    saved = executor_state.optimize
    executor_state.optimize = bool(should_optimize)
    try:
        yield
    finally:
        executor_state.optimize = saved
