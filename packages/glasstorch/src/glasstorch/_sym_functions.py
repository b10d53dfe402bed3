"""``torch.sym_int``, ``sym_float``, ``sym_max`` ...: PyTorch's helpers that work alike on
symbolic sizes and on concrete values.

glasstorch has no symbolic sizes (``SymInt``), so these are their concrete halves: Python
numbers, numpy scalars and 0-dim tensors behave as in PyTorch, and an object that defines
PyTorch's ``__sym_float__``/``__sym_not__``/``__sym_sqrt__`` hooks (or
``__torch_function__``) is handed the call as PyTorch hands it.
"""

from __future__ import annotations

import builtins
import math
from typing import Any

import numpy as np

from glasstorch.aten.overrides import (
    handle_torch_function,
    has_torch_function,
    has_torch_function_unary,
)

__all__ = [
    "sym_float",
    "sym_int",
    "sym_ite",
    "sym_max",
    "sym_min",
    "sym_not",
    "sym_sqrt",
    "sym_sum",
]

_NUMBERS = (np.integer, np.floating, builtins.int, builtins.float)
_FLOATS = (np.floating, builtins.float)


def sym_int(a: Any) -> Any:
    """``int(a)``, for sizes that may be symbolic."""
    if has_torch_function_unary(a):
        return handle_torch_function(sym_int, (a,), a)
    return builtins.int(a)


def sym_float(a: Any) -> Any:
    """``float(a)``, for sizes that may be symbolic."""
    if has_torch_function_unary(a):
        return handle_torch_function(sym_float, (a,), a)
    if hasattr(a, "__sym_float__"):
        return a.__sym_float__()
    return builtins.float(a)


def _check_numbers(a: Any, b: Any) -> None:
    for value in (a, b):
        if not isinstance(value, _NUMBERS):
            raise AssertionError(f"expected {_NUMBERS}, got {type(value)}")


def sym_max(a: Any, b: Any) -> Any:
    """``max(a, b)`` of two numbers, a float when either is (``max`` itself keeps the type
    of the larger)."""
    if has_torch_function((a, b)):
        return handle_torch_function(sym_max, (a, b), a, b)
    _check_numbers(a, b)
    if isinstance(a, _FLOATS) or isinstance(b, _FLOATS):
        return builtins.float(builtins.max(a, b))
    return builtins.max(a, b)


def sym_min(a: Any, b: Any) -> Any:
    """``min(a, b)`` of two numbers, a float when either is."""
    if has_torch_function((a, b)):
        return handle_torch_function(sym_min, (a, b), a, b)
    _check_numbers(a, b)
    if isinstance(a, _FLOATS) or isinstance(b, _FLOATS):
        return builtins.float(builtins.min(a, b))
    return builtins.min(a, b)


def sym_not(a: Any) -> Any:
    """``not a``, for conditions that may be symbolic."""
    if has_torch_function_unary(a):
        return handle_torch_function(sym_not, (a,), a)
    if hasattr(a, "__sym_not__"):
        return a.__sym_not__()
    return not a


def sym_sqrt(a: Any) -> Any:
    """``math.sqrt(a)``, for sizes that may be symbolic."""
    if has_torch_function_unary(a):
        return handle_torch_function(sym_sqrt, (a,), a)
    if hasattr(a, "__sym_sqrt__"):
        return a.__sym_sqrt__()
    return math.sqrt(a)


def sym_ite(b: Any, t: Any, f: Any) -> Any:
    """``t if b else f``; ``b`` must be a bool and ``t``, ``f`` of one type."""
    if has_torch_function((b, t, f)):
        return handle_torch_function(sym_ite, (b, t, f), b, t, f)
    if not isinstance(b, builtins.bool):
        raise AssertionError(f"expected SymBool or bool, got {type(b)}")
    if type(t) is not type(f):
        raise AssertionError(f"type mismatch: {type(t)} vs {type(f)}")
    return t if b else f


def sym_sum(*args: Any) -> Any:
    """The sum of the arguments, given spread (``sym_sum(a, b, c)``) or as one list."""
    if len(args) == 1 and isinstance(args[0], list | tuple):
        args = tuple(args[0])
    if has_torch_function(args):
        return handle_torch_function(sym_sum, args, args)
    return builtins.sum(args)
