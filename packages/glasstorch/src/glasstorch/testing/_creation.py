"""``torch.testing.make_tensor``: a tensor of random values for tests, in a dtype's safe range.

Mirrors ``torch/testing/_creation.py``: values are uniform in ``[low, high)``, by default
``[-9, 10)`` for integers (``[0, 2)`` for bool; unsigned types start at 0) and ``[-9, 9)``
for floating and complex dtypes; bounds outside what the dtype can hold are clamped to it.
"""

from __future__ import annotations

import collections.abc
import math
import warnings
from typing import Any

import ml_dtypes
import numpy as np

import glasstorch.aten as at
from glasstorch.aten.tensor import Tensor
from glasstorch.c10.core.scalar_type import ALL_DTYPES
from glasstorch.c10.core.scalar_type import dtype as DType

__all__ = ["make_tensor"]

_BY_NAME = {d.name: d for d in ALL_DTYPES}
_BOOL = _BY_NAME["bool"]


def _finfo(dtype: DType) -> Any:
    real = dtype.to_real() if dtype.is_complex else dtype
    if real.numpy_dtype is None:
        raise TypeError(
            f"The requested dtype '{dtype}' is not supported by torch.testing.make_tensor()."
            " To request support, file an issue at: https://github.com/pytorch/pytorch/issues"
        )
    return ml_dtypes.finfo(real.numpy_dtype)


def _bounds(
    dtype: DType,
    low: float | None,
    high: float | None,
    lowest: float,
    highest: float,
    default_low: float,
    default_high: float,
) -> tuple[float, float]:
    """``low``/``high`` (or the defaults), checked and clamped to ``[lowest, highest)``."""
    low = default_low if low is None else low
    high = default_high if high is None else high
    exact = dtype is _BOOL or not (dtype.is_floating_point or dtype.is_complex)
    if any(isinstance(v, float) and math.isnan(v) for v in (low, high)):
        raise ValueError(f"`low` and `high` cannot be NaN, but got {low=} and {high=}")
    if low == high and not exact:
        warnings.warn(
            "Passing `low==high` to `torch.testing.make_tensor` for floating or complex types "
            "is deprecated since 2.1 and will be removed in 2.3. Use `torch.full(...)` instead.",
            FutureWarning,
            stacklevel=3,
        )
    elif low >= high:
        raise ValueError(f"`low` must be less than `high`, but got {low} >= {high}")
    elif high < lowest or low >= highest:
        raise ValueError(
            f"The value interval specified by `low` and `high` is [{low}, {high}), "
            f"but {dtype} only supports [{lowest}, {highest})"
        )
    low, high = min(max(low, lowest), highest), min(max(high, lowest), highest)
    if exact:  # randint's upper bound is exclusive: both are rounded up
        return math.ceil(low), math.ceil(high)
    return low, high


def _uniform(shape: tuple[int, ...], dtype: DType, device: Any, low: float, high: float) -> Tensor:
    real = dtype.to_real() if dtype.is_complex else dtype

    def draw() -> Tensor:
        t = at.empty(shape, dtype=real, device=device)
        if high - low >= float(_finfo(real).max):  # the width itself would overflow
            return t.uniform_(low / 2, high / 2).mul_(2)
        return t.uniform_(low, high)

    if not dtype.is_complex:
        return draw()
    return draw().to(dtype) + draw().to(dtype) * 1j


def make_tensor(
    *shape: int | Any,
    dtype: DType,
    device: Any,
    low: float | None = None,
    high: float | None = None,
    requires_grad: bool = False,
    noncontiguous: bool = False,
    exclude_zero: bool = False,
    memory_format: Any = None,
) -> Tensor:
    """A tensor of ``shape`` with values drawn uniformly from ``[low, high)``.

    ``noncontiguous`` gives a strided view (of a tensor twice as long in the last dim);
    ``exclude_zero`` replaces zeros with 1 (exact dtypes) or the dtype's smallest normal
    number; ``memory_format`` lays the result out in that format.
    """
    if len(shape) == 1 and isinstance(shape[0], collections.abc.Sequence):
        shape = tuple(shape[0])
    shape = tuple(shape)
    if noncontiguous and memory_format is not None:
        raise ValueError(
            "The parameters `noncontiguous` and `memory_format` are mutually exclusive, "
            f"but got {noncontiguous=} and {memory_format=}"
        )
    exact = dtype is _BOOL or not (dtype.is_floating_point or dtype.is_complex)
    if requires_grad and exact:
        raise ValueError(
            "`requires_grad=True` is not supported for boolean and integral dtypes, but got "
            f"{dtype=}"
        )
    noncontiguous = noncontiguous and math.prod(shape) > 1
    if noncontiguous:
        shape = (*shape[:-1], 2 * shape[-1])
    if dtype is _BOOL:
        lo, hi = _bounds(dtype, low, high, 0, 2, 0, 2)
        result = at.randint(lo, hi, shape, device=device, dtype=dtype)
    elif exact:
        info = np.iinfo(dtype.numpy_dtype)
        # randint cannot draw int64's maximum: its exclusive bound would overflow
        top = info.max + (1 if dtype.name != "int64" else 0)
        lo, hi = _bounds(dtype, low, high, info.min, top, -9, 10)
        result = at.randint(lo, hi, shape, device=device, dtype=dtype)
    else:
        info = _finfo(dtype)
        lo, hi = _bounds(dtype, low, high, float(info.min), float(info.max), -9, 9)
        result = _uniform(shape, dtype, device, lo, hi)
    if noncontiguous:
        result = result[..., 1::2]  # offset by one, to catch offset bugs too
    elif memory_format is not None:
        result = at.empty_like(result, memory_format=memory_format).copy_(result)
    if exclude_zero:
        result[result == 0] = 1 if exact else float(_finfo(dtype).tiny)
    if not exact:
        result.requires_grad = requires_grad
    return result
