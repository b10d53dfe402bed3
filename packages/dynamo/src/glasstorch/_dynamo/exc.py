"""Dynamo's exceptions: what stops capture, and what reaches the user."""

from __future__ import annotations


class TorchDynamoException(RuntimeError):
    """Base class of Dynamo's errors."""


class Unsupported(TorchDynamoException):
    """Something capture cannot represent; a graph break, or an error under ``fullgraph``."""

    def __init__(self, msg: str) -> None:
        super().__init__(msg)
        self.msg = msg
        self.real_stack: list[str] = []


class SkipFrame(TorchDynamoException):
    """The frame cannot be compiled at all; it runs in plain Python."""


class RestartAnalysis(TorchDynamoException):
    """Translation starts over, now knowing where the graph must break."""

    def __init__(self, offset: int, reason: str, real_stack: list[str]) -> None:
        super().__init__(reason)
        self.offset = offset
        self.reason = reason
        self.real_stack = real_stack


class BackendCompilerFailed(TorchDynamoException):
    """The backend raised while compiling a captured graph."""

    def __init__(self, backend_name: str, inner: Exception) -> None:
        super().__init__(f"backend={backend_name!r} raised:\n{type(inner).__name__}: {inner}")
        self.backend_name = backend_name
        self.inner_exception = inner


class InternalTorchDynamoError(TorchDynamoException):
    """A bug in Dynamo itself."""


def unimplemented(msg: str) -> None:
    """Stop capture here with reason ``msg``."""
    raise Unsupported(msg)
