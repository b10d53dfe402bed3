"""Thread-local "current" objects: the ``ops`` handler and the graph being lowered.

As in PyTorch's ``torch/_inductor/virtualized.py``, loop bodies are plain Python
functions calling ``ops.add(a, b)``, ``ops.load(name, index)``…; what those calls do
depends on the handler installed while the body runs — a C printer, a Triton printer, a
numpy evaluator, or an analysis that records which buffers a body reads.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_state = threading.local()


class _Virtualized:
    """``V``: ``V.ops`` is the active ops handler, ``V.graph`` the active GraphLowering."""

    @property
    def ops(self) -> Any:
        handler = getattr(_state, "ops", None)
        if handler is None:
            raise RuntimeError("no ops handler installed (use V.set_ops_handler)")
        return handler

    @property
    def graph(self) -> Any:
        return getattr(_state, "graph", None)

    @contextmanager
    def set_ops_handler(self, handler: Any) -> Iterator[Any]:
        previous = getattr(_state, "ops", None)
        _state.ops = handler
        try:
            yield handler
        finally:
            _state.ops = previous

    @contextmanager
    def set_graph_handler(self, graph: Any) -> Iterator[Any]:
        previous = getattr(_state, "graph", None)
        _state.graph = graph
        try:
            yield graph
        finally:
            _state.graph = previous


V = _Virtualized()


class _OpsProxy:
    """``ops.<name>(...)`` forwards to the same method of the installed handler."""

    def __getattr__(self, name: str) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            return getattr(V.ops, name)(*args, **kwargs)

        call.__name__ = name
        return call


ops = _OpsProxy()

#: The ``ops`` vocabulary every handler implements (beside load/constant/index_expr/
#: to_dtype/where/reduction): name -> arity. Tests enumerate it.
POINTWISE_OPS: dict[str, int] = {
    **dict.fromkeys(
        (
            "neg abs exp exp2 expm1 log log2 log10 log1p sqrt rsqrt sin cos tan asin acos atan "
            "sinh cosh tanh asinh acosh atanh erf erfc floor ceil trunc round sign reciprocal "
            "sigmoid logical_not bitwise_not isnan relu"
        ).split(),
        1,
    ),
    **dict.fromkeys(
        (
            "add sub mul truediv floordiv remainder pow maximum minimum eq ne lt le gt ge "
            "logical_and logical_or logical_xor bitwise_and bitwise_or bitwise_xor atan2 "
            "copysign fmod"
        ).split(),
        2,
    ),
}

REDUCTION_TYPES = ("sum", "prod", "max", "min", "any", "all")
