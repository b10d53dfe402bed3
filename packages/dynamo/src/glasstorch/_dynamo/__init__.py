"""TorchDynamo: torch.compile's front end.

It captures FX graphs by symbolically executing CPython bytecode (3.11, 3.12), guards
them, caches them per code object, and splits programs at graph breaks into compiled
graphs and resume functions.
"""

from . import backends, config, exc, testing
from ._explain import ExplainOutput, explain
from .backends.registry import list_backends, lookup_backend, register_backend
from .eval_frame import OptimizedModule, compile, disable, optimize, reset

__version__ = "0.1.0"

__all__ = [
    "ExplainOutput",
    "OptimizedModule",
    "backends",
    "compile",
    "config",
    "disable",
    "exc",
    "explain",
    "list_backends",
    "lookup_backend",
    "optimize",
    "register_backend",
    "reset",
    "testing",
]
