"""The TorchScript front end: Python AST to IR (``torch/csrc/jit/frontend``)."""

from .compile import compile_function_def, get_source
from .errors import FrontendError, NotSupportedError, SourceRange, UnsupportedNodeError

__all__ = [
    "FrontendError",
    "NotSupportedError",
    "SourceRange",
    "UnsupportedNodeError",
    "compile_function_def",
    "get_source",
]
