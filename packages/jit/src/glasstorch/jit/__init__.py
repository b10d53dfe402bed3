"""TorchScript: script, trace, IR, interpreter, passes, save/load."""

from typing import Final

from ._freeze import freeze
from ._interpreter import Error, GraphExecutor
from ._script import (
    RecursiveScriptModule,
    ScriptFunction,
    ScriptMethod,
    annotate,
    export,
    ignore,
    is_scripting,
    script,
    unused,
)
from .frontend import FrontendError, NotSupportedError

ScriptModule = RecursiveScriptModule

__version__ = "0.1.0"

__all__ = [
    "Error",
    "Final",
    "FrontendError",
    "GraphExecutor",
    "NotSupportedError",
    "RecursiveScriptModule",
    "ScriptFunction",
    "ScriptMethod",
    "ScriptModule",
    "annotate",
    "export",
    "freeze",
    "ignore",
    "is_scripting",
    "script",
    "unused",
]


def __getattr__(name: str):  # noqa: ANN202 - trace/save/load live in their own modules
    if name in ("trace", "trace_module", "TracerWarning"):
        from . import _trace

        return getattr(_trace, name)
    if name in ("save", "load"):
        from . import _serialization

        return getattr(_serialization, name)
    raise AttributeError(f"module 'glasstorch.jit' has no attribute '{name}'")
