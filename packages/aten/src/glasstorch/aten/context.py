"""Process-wide settings that operators consult (PyTorch's ``ATen/Context.h``).

Deterministic algorithms (``torch.use_deterministic_algorithms``): while on, ``empty``
and the factories built on it fill new memory with NaN (floating and complex dtypes) or the
dtype's largest value (integers; ``True`` for bool), so that reading uninitialised memory
gives the same result on every run, as PyTorch does. glasstorch's kernels compute the same
result on every run already, so no operator has to refuse. The float32 matmul precision
(``torch.set_float32_matmul_precision``) is recorded for programs that read it back; no
glasstorch kernel has a reduced-precision float32 path for it to choose.
"""

from __future__ import annotations

import builtins
from typing import Any

import numpy as np

__all__ = [
    "are_deterministic_algorithms_enabled",
    "context",
    "fill_uninitialized",
    "get_deterministic_debug_mode",
    "get_float32_matmul_precision",
    "is_deterministic_algorithms_warn_only_enabled",
    "set_deterministic_debug_mode",
    "set_float32_matmul_precision",
    "use_deterministic_algorithms",
]

_PRECISIONS = ("highest", "high", "medium")
_DEBUG_MODES = {"default": 0, "warn": 1, "error": 2}


class _Context:
    """The settings, one instance per process."""

    __slots__ = ("deterministic", "warn_only", "fill_uninitialized_memory", "matmul_precision")

    def __init__(self) -> None:
        self.deterministic = False
        self.warn_only = False
        #: ``torch.utils.deterministic.fill_uninitialized_memory``.
        self.fill_uninitialized_memory = True
        self.matmul_precision = "highest"


context = _Context()


def _check_bool(value: Any, function: str, name: str) -> None:
    if not isinstance(value, builtins.bool):
        raise TypeError(
            f"{function}(): argument '{name}' (position 1) must be bool, not {type(value).__name__}"
        )


def use_deterministic_algorithms(mode: bool, *, warn_only: bool = False) -> None:
    """Turn deterministic algorithms on or off (``warn_only``: warn instead of raising)."""
    _check_bool(mode, "_set_deterministic_algorithms", "mode")
    context.deterministic = mode
    context.warn_only = builtins.bool(warn_only)


def are_deterministic_algorithms_enabled() -> bool:
    return context.deterministic


def is_deterministic_algorithms_warn_only_enabled() -> bool:
    return context.warn_only


def set_deterministic_debug_mode(debug_mode: str | int) -> None:
    """``"default"``/0 (off), ``"warn"``/1 (on, warn only) or ``"error"``/2 (on)."""
    if isinstance(debug_mode, str):
        if debug_mode not in _DEBUG_MODES:
            raise RuntimeError(
                "invalid value of debug_mode, expected one of `default`, `warn`, `error`, "
                f"but got {debug_mode}"
            )
        debug_mode = _DEBUG_MODES[debug_mode]
    elif not isinstance(debug_mode, builtins.int) or isinstance(debug_mode, builtins.bool):
        raise TypeError(f"debug_mode must be str or int, but got {type(debug_mode)}")
    if debug_mode not in (0, 1, 2):
        raise RuntimeError(
            f"invalid value of debug_mode, expected 0, 1, or 2, but got {debug_mode}"
        )
    context.deterministic = debug_mode != 0
    context.warn_only = debug_mode == 1


def get_deterministic_debug_mode() -> int:
    """0 when deterministic algorithms are off, 1 when on and warn-only, 2 when on."""
    if not context.deterministic:
        return 0
    return 1 if context.warn_only else 2


def set_float32_matmul_precision(precision: str) -> None:
    """``"highest"``, ``"high"`` or ``"medium"``; any other value warns and changes nothing."""
    if precision not in _PRECISIONS:
        import warnings

        warnings.warn(
            f"{precision} is not one of 'highest', 'high', or 'medium'; the current"
            "setFloat32MatmulPrecision call has no effect.",
            UserWarning,
            stacklevel=2,
        )
        return
    context.matmul_precision = precision


def get_float32_matmul_precision() -> str:
    return context.matmul_precision


def fill_uninitialized(array: np.ndarray) -> None:
    """Fill fresh memory as deterministic mode asks (NaN, or the integer maximum)."""
    kind = array.dtype.kind
    if kind in "fc" or array.dtype.name == "bfloat16":
        array.fill(np.nan)
    elif kind == "b":
        array.fill(True)
    else:
        array.fill(np.iinfo(array.dtype).max)
