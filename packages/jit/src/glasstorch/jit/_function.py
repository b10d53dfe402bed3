"""Compiled functions and methods (``torch/csrc/jit/api/function_impl.h``).

A :class:`Function` owns a graph and a signature. Its graph may be produced lazily by a
``definer`` (methods called from ``forward`` are compiled when first called), and the
executor that runs it is built once, on first call: from the optimized graph (inlined
calls, folded constants, unrolled loops, no common subexpressions) while the graph
executor's optimization is on (the default; ``jit.optimized_execution(False)`` turns it
off for a block), from the graph as compiled otherwise.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from ._ir import Graph
from ._types import JitType

NO_DEFAULT = object()


class _ExecutorState(threading.local):
    """Per thread: whether executors optimize, and the graph the last call ran."""

    def __init__(self) -> None:
        self.optimize = True
        self.last_graph: Any = None


executor_state = _ExecutorState()


class Function:
    """A compiled function: ``graph``, argument names/types/defaults, return type."""

    def __init__(
        self,
        qualified_name: str,
        graph: Graph | None = None,
        definer: Callable[[Function], Graph] | None = None,
    ) -> None:
        self.qualified_name = qualified_name
        self.name = qualified_name.rsplit(".", 1)[-1]
        self._graph = graph
        self._definer = definer
        self._defining = False
        self.arg_names: list[str] = []
        self.defaults: list[Any] = []
        self._executors: list[Any] = [None, None]  # [as compiled, optimized]
        self.python_fn: Any = None  # the Python function compiled, when there was one
        if graph is not None:
            self._set_signature_from_graph(graph)

    def _set_signature_from_graph(self, graph: Graph) -> None:
        if not self.arg_names:
            self.arg_names = [v.debug_name.split(".")[0] for v in graph.inputs]
            self.defaults = [NO_DEFAULT] * len(self.arg_names)

    @property
    def graph(self) -> Graph:
        return self.ensure_defined()

    def ensure_defined(self) -> Graph:
        if self._graph is None:
            if self._defining:
                raise RuntimeError(
                    f"Recursive calls are not supported (function {self.qualified_name})"
                )
            if self._definer is None:
                raise RuntimeError(f"function {self.qualified_name} has no definition")
            self._defining = True
            try:
                self._graph = self._definer(self)
            finally:
                self._defining = False
            self._set_signature_from_graph(self._graph)
        return self._graph

    def set_graph(self, graph: Graph) -> None:
        self._graph = graph
        self._executors = [None, None]

    @property
    def arg_types(self) -> list[JitType]:
        return [v.type for v in self.graph.inputs]

    @property
    def return_type(self) -> JitType:
        outputs = self.graph.outputs
        return outputs[0].type

    @property
    def schema(self) -> str:
        """``name(Tensor x, int n=1) -> Tensor`` (``FunctionSchema`` text)."""
        parts = []
        for name, t, default in zip(self.arg_names, self.arg_types, self.defaults, strict=True):
            text = f"{_schema_type(t)} {name}"
            if default is not NO_DEFAULT:
                text += f"={_schema_default(default)}"
            parts.append(text)
        return f"{self.name}({', '.join(parts)}) -> {_schema_type(self.return_type)}"

    @property
    def executor(self) -> Any:
        """The GraphExecutor a call runs (optimized or not, see the module docstring)."""
        optimize = executor_state.optimize
        executor = self._executors[optimize]
        if executor is None:
            executor = self._executors[optimize] = self._make_executor(optimize)
        executor_state.last_graph = executor.graph
        return executor

    def _make_executor(self, optimize: bool) -> Any:
        from ._interpreter import GraphExecutor

        graph = self.graph
        if optimize:
            from .passes import optimize as optimize_graph

            graph = optimize_graph(graph)
        return GraphExecutor(graph)

    def __repr__(self) -> str:
        return f"<Function {self.qualified_name}>"


def _schema_type(t: JitType) -> str:
    return str(t)


def _schema_default(value: Any) -> str:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)
