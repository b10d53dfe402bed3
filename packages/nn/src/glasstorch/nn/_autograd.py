"""The few autograd entry points nn uses, imported in one place.

nn sits on top of glasstorch.autograd; keeping the imports here means a change to
autograd's API touches one file, and nn still imports (without gradient tracking
control) if autograd is missing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

try:
    from glasstorch.autograd import Function, enable_grad, is_grad_enabled, no_grad
except ImportError:  # pragma: no cover - autograd is a declared dependency
    no_grad = enable_grad = contextlib.nullcontext  # type: ignore[assignment,misc]

    class Function:  # type: ignore[no-redef]
        """Without autograd, ``apply`` just runs ``forward``."""

        @classmethod
        def apply(cls, *args: Any) -> Any:
            return cls.forward(None, *args)

    def is_grad_enabled() -> bool:
        return False


def autograd_function() -> type | None:
    """``glasstorch.autograd.Function`` (for module backward hooks), or None if missing."""
    try:
        from glasstorch.autograd import Function
    except ImportError:  # pragma: no cover
        return None
    return Function


def call_no_grad(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` with gradient recording off."""
    with no_grad():
        return fn(*args, **kwargs)


__all__ = [
    "Function",
    "autograd_function",
    "call_no_grad",
    "enable_grad",
    "is_grad_enabled",
    "no_grad",
]
