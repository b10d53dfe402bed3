"""TorchScript: script, trace, IR, interpreter, passes, save/load."""

from typing import Final

from . import annotations
from ._compilation_unit import CompilationUnit
from ._freeze import freeze
from ._future import Future, fork, wait
from ._interpreter import Error, GraphExecutor
from ._introspection import export_opnames, last_executed_optimized_graph, optimized_execution
from ._jit_internal import Attribute, isinstance, set_module
from ._script import (
    RecursiveScriptModule,
    ScriptFunction,
    ScriptMethod,
    ScriptWarning,
    annotate,
    export,
    ignore,
    is_scripting,
    script,
    unused,
)
from ._tracer import is_tracing
from .frontend import FrontendError, NotSupportedError

ScriptModule = RecursiveScriptModule

__version__ = "0.1.0"

__all__ = [
    "Attribute",
    "CompilationUnit",
    "Error",
    "Final",
    "FrontendError",
    "Future",
    "GraphExecutor",
    "NotSupportedError",
    "RecursiveScriptModule",
    "ScriptFunction",
    "ScriptMethod",
    "ScriptModule",
    "ScriptWarning",
    "annotate",
    "annotations",
    "export",
    "export_opnames",
    "fork",
    "freeze",
    "ignore",
    "is_scripting",
    "is_tracing",
    "isinstance",
    "last_executed_optimized_graph",
    "optimized_execution",
    "script",
    "set_module",
    "unused",
    "wait",
]

_TRACE_NAMES = ("trace", "trace_module", "TracerWarning", "TracedModule", "TopLevelTracedModule",
                "TracingCheckError")  # fmt: skip


def __getattr__(name: str):  # noqa: ANN202 - trace/save/load live in their own modules
    if name in _TRACE_NAMES:
        from . import _trace

        return getattr(_trace, name)
    if name in ("save", "load"):
        from . import _serialization

        return getattr(_serialization, name)
    raise AttributeError(f"module 'glasstorch.jit' has no attribute '{name}'")
