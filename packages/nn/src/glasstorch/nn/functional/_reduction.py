"""Loss reductions: the ``reduction`` strings and the deprecated ``size_average``/``reduce``.

Mirrors ``torch/nn/_reduction.py``.
"""

from __future__ import annotations

import warnings
from typing import Any

__all__ = [
    "apply_reduction",
    "get_enum",
    "legacy_get_enum",
    "legacy_get_string",
    "resolve",
    "resolve_enum",
]

_ENUM = {"none": 0, "mean": 1, "elementwise_mean": 1, "sum": 2}


def get_enum(reduction: str) -> int:
    """The integer aten uses for ``reduction`` (0 none, 1 mean, 2 sum)."""
    if reduction == "elementwise_mean":
        warnings.warn(
            "reduction='elementwise_mean' is deprecated. Please use reduction='mean' instead.",
            stacklevel=3,
        )
    if reduction not in _ENUM:
        raise ValueError(f"{reduction} is not a valid value for reduction")
    return _ENUM[reduction]


def legacy_get_string(size_average: Any, reduce: Any, emit_warning: bool = True) -> str:
    """The ``reduction`` string equivalent to the old ``size_average``/``reduce`` pair."""
    warning = "size_average and reduce args will be deprecated, please use reduction='{}' instead."
    if size_average is None:
        size_average = True
    if reduce is None:
        reduce = True
    if size_average and reduce:
        ret = "mean"
    elif reduce:
        ret = "sum"
    else:
        ret = "none"
    if emit_warning:
        warnings.warn(warning.format(ret), stacklevel=3)
    return ret


def legacy_get_enum(size_average: Any, reduce: Any, emit_warning: bool = True) -> int:
    """The integer enum equivalent to the old ``size_average``/``reduce`` pair."""
    return get_enum(legacy_get_string(size_average, reduce, emit_warning))


def resolve(size_average: Any, reduce: Any, reduction: str) -> str:
    """``reduction``, unless one of the deprecated arguments is given (which then wins)."""
    if size_average is not None or reduce is not None:
        return legacy_get_string(size_average, reduce)
    return reduction


def resolve_enum(size_average: Any, reduce: Any, reduction: str) -> int:
    """:func:`resolve` as aten's integer enum."""
    return get_enum(resolve(size_average, reduce, reduction))


def apply_reduction(loss: Any, reduction: str) -> Any:
    """``loss`` reduced by ``reduction`` (``"none"``, ``"mean"`` or ``"sum"``)."""
    enum = get_enum(reduction)
    if enum == 0:
        return loss
    if enum == 1:
        return loss.mean()
    return loss.sum()
