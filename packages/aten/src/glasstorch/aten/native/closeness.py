"""``isclose``, ``allclose`` and ``equal``: comparing whole tensors.

Mirrors ``native/TensorCompare.cpp`` (``isclose`` decomposes into pointwise operators, so
it follows their promotion; ``allclose`` reduces it to one bool) and ``cpu_equal``
(same sizes and every element equal after promotion; NaN equals nothing).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import bool_, get_default_dtype

from .._runtime import wrap_scalar
from ._lazy import ops
from .tensor_iterator import operand_arrays, type_name

__all__ = ["allclose", "equal", "isclose"]


def _as_float_if_bool(t: Any) -> Any:
    if t._impl.dtype is not bool_:
        return t
    return ops._to_copy.call(t, get_default_dtype(), None, None, None, False, None)


def isclose(
    self: Any, other: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False
) -> Any:
    """Elementwise ``|self - other| <= atol + rtol * |other|`` (or exactly equal)."""
    dtype = self._impl.dtype
    if dtype is not other._impl.dtype:
        raise RuntimeError(f"{type_name(dtype)} did not match {type_name(other._impl.dtype)}")
    if dtype.is_complex and equal_nan:
        raise RuntimeError("isclose with equal_nan=True is not supported for complex inputs.")
    if rtol < 0:
        raise RuntimeError(f"rtol must be greater than or equal to zero, but got {rtol}")
    if atol < 0:
        raise RuntimeError(f"atol must be greater than or equal to zero, but got {atol}")
    close = ops.eq_Tensor.call(self, other)
    if equal_nan and dtype.is_floating_point:
        both_nan = ops.logical_and.call(ops.isnan.call(self), ops.isnan.call(other))
        close = ops.logical_or.call(close, both_nan)
    if rtol == 0 and atol == 0:
        return close
    a, b = _as_float_if_bool(self), _as_float_if_bool(other)
    allowed = ops.abs.call(ops.mul_Tensor.call(b, wrap_scalar(float(rtol))))
    allowed = ops.add_Tensor.call(allowed, wrap_scalar(float(atol)), 1)
    actual = ops.abs.call(ops.sub_Tensor.call(a, b, 1))
    within = ops.logical_and.call(ops.isfinite.call(actual), ops.le_Tensor.call(actual, allowed))
    return ops.logical_or.call(close, within)


def allclose(
    self: Any, other: Any, rtol: float = 1e-05, atol: float = 1e-08, equal_nan: bool = False
) -> bool:
    """Whether every element of ``self`` is close to ``other`` (see :func:`isclose`)."""
    close = ops.isclose.call(self, other, rtol, atol, equal_nan)
    return bool(ops.all.call(close).item())


def equal(self: Any, other: Any) -> bool:
    """Same sizes and equal values (after type promotion); NaN compares unequal."""
    if self._impl.device != other._impl.device:
        raise RuntimeError(
            "Cannot compare two tensors on different devices. Got: "
            f"{self._impl.device} and {other._impl.device}"
        )
    if self._impl.sizes != other._impl.sizes:
        return False
    a, b = operand_arrays(self, other)
    return bool(np.array_equal(a, b))
