"""Structured pointwise kernels of two tensors beyond ``binary_ops``: ``fmax``/``fmin``,
``logaddexp``/``logaddexp2``, ``hypot``, ``copysign``, ``heaviside``, ``gcd``/``lcm``,
``nextafter``, ``xlogy``, the regularized incomplete gamma functions ``igamma``/``igammac``,
and ``clamp_min``/``clamp_max`` (``clamp`` with one bound, as operators of their own so that
compilers see them).

Mirrors ``native/BinaryOps.cpp``. Each meta function broadcasts and promotes as
TensorIterator does, then checks the computation dtype as PyTorch's kernels do (``"hypot_cpu"
not implemented for 'Long'``); each impl computes with numpy or ``scipy.special`` in that dtype.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory

from ..structured import TensorMeta
from ._lazy import ops, special
from .fp_errors import ignore_fp_errors
from .special_ops import on_host
from .tensor_iterator import compute_dtype, not_implemented_for, operand_arrays, pointwise_meta

__all__ = [
    "clamp_max", "clamp_max_", "clamp_max_Tensor", "clamp_max_Tensor_out", "clamp_max__Tensor",
    "clamp_min", "clamp_min_", "clamp_min_Tensor", "clamp_min_Tensor_out", "clamp_min__Tensor",
    "copysign_out", "fmax_out", "fmin_out", "gcd_out", "heaviside_out", "hypot_out",
    "igamma_out", "igammac_out", "lcm_out", "logaddexp2_out", "logaddexp_out", "meta_copysign",
    "meta_fmax", "meta_fmin", "meta_gcd", "meta_heaviside", "meta_hypot", "meta_igamma",
    "meta_igammac", "meta_lcm", "meta_logaddexp", "meta_logaddexp2", "meta_nextafter",
    "meta_xlogy", "nextafter_out", "xlogy_out",
]  # fmt: skip

_FLOATING = TypeCategory.FLOATING
_INTEGRAL = TypeCategory.INTEGRAL


def _checked_meta(kernel: str, allowed: Callable[[Any], bool]) -> Callable[..., TensorMeta]:
    """A meta function that refuses a computation dtype ``allowed`` rejects."""

    def meta(self: Any, other: Any) -> TensorMeta:
        dtype = compute_dtype(self, other)
        if not allowed(dtype):
            raise not_implemented_for(kernel, dtype)
        return pointwise_meta(self, other)

    return meta


def _compute(fn: Callable[..., Any], promote: bool = False) -> Callable[..., None]:
    """An impl writing ``fn(a, b)`` of the operands, cast to the computation dtype."""

    def impl(self: Any, other: Any, out: Any) -> None:
        a, b = operand_arrays(self, other, promote_integer_to_float=promote)
        with ignore_fp_errors():
            np.copyto(out._array(), fn(a, b), casting="unsafe")

    return impl


def _floating(dtype: Any) -> bool:
    return dtype.category is _FLOATING


# -- NaN-ignoring maximum and minimum ----------------------------------------------------------
def _real_meta(name: str) -> Callable[..., TensorMeta]:
    def meta(self: Any, other: Any) -> TensorMeta:
        if compute_dtype(self, other).is_complex:
            raise RuntimeError(f"{name} not implemented for complex tensors.")
        return pointwise_meta(self, other)

    return meta


meta_fmax = _real_meta("fmax")
meta_fmin = _real_meta("fmin")
fmax_out = _compute(np.fmax)  # the other value where one is NaN
fmin_out = _compute(np.fmin)


# -- floating-point only -----------------------------------------------------------------------
meta_logaddexp = _checked_meta("logaddexp_cpu", lambda d: d.category >= _FLOATING)
meta_logaddexp2 = _checked_meta("logaddexp2_cpu", _floating)
meta_hypot = _checked_meta("hypot_cpu", _floating)
meta_nextafter = _checked_meta("nextafter_cpu", _floating)
meta_igamma = _checked_meta("igamma_cpu", _floating)
meta_igammac = _checked_meta("igammac_cpu", _floating)
logaddexp2_out = _compute(np.logaddexp2)
hypot_out = _compute(np.hypot)
nextafter_out = _compute(np.nextafter)
igamma_out = _compute(on_host(lambda a, x: special.gammainc(a, x)))
igammac_out = _compute(on_host(lambda a, x: special.gammaincc(a, x)))


def _logaddexp(a: Any, b: Any) -> Any:
    """log(exp(a) + exp(b)); complex values take the plain formula (numpy has no ufunc)."""
    if np.iscomplexobj(a) or np.iscomplexobj(b):
        return np.log(np.exp(a) + np.exp(b))
    return np.logaddexp(a, b)


logaddexp_out = _compute(_logaddexp)


# -- integer only ------------------------------------------------------------------------------
meta_gcd = _checked_meta("gcd_cpu", lambda d: d.category is _INTEGRAL)
meta_lcm = _checked_meta("lcm_cpu", lambda d: d.category is _INTEGRAL)
gcd_out = _compute(np.gcd)
lcm_out = _compute(np.lcm)


# -- integers promoted to float ----------------------------------------------------------------
def _float_meta(self: Any, other: Any) -> TensorMeta:
    return pointwise_meta(self, other, promote_integer_to_float=True)


meta_copysign = meta_xlogy = _float_meta
copysign_out = _compute(np.copysign, promote=True)


def _xlogy(x: Any, y: Any) -> Any:
    """x * log(y), and 0 where x is 0 unless y is NaN."""
    return np.where((x == 0) & ~np.isnan(y), 0, x * np.log(y))


xlogy_out = _compute(_xlogy, promote=True)


# -- heaviside ---------------------------------------------------------------------------------
def meta_heaviside(self: Any, values: Any) -> TensorMeta:
    if self._impl.dtype is not values._impl.dtype:
        raise RuntimeError("heaviside is not yet implemented for tensors with different dtypes.")
    if self._impl.dtype.is_complex:
        raise RuntimeError("heaviside is not yet implemented for complex tensors.")
    return pointwise_meta(self, values)


def _heaviside(x: Any, values: Any) -> Any:
    """0 below zero, 1 above, ``values`` at zero."""
    return np.where(x == 0, values, x > 0)


heaviside_out = _compute(_heaviside)


# -- clamp_min and clamp_max: clamp with one bound -------------------------------------------------
def clamp_min(self: Any, min: Any) -> Any:  # noqa: A002 - the schema's names
    return ops.clamp.call(self, min, None)


def clamp_min_(self: Any, min: Any) -> Any:  # noqa: A002
    return ops.clamp_.call(self, min, None)


def clamp_min_Tensor(self: Any, min: Any) -> Any:  # noqa: A002, N802
    return ops.clamp_Tensor.call(self, min, None)


def clamp_min__Tensor(self: Any, min: Any) -> Any:  # noqa: A002, N802
    return ops.clamp__Tensor.call(self, min, None)


def clamp_min_Tensor_out(self: Any, min: Any, out: Any) -> Any:  # noqa: A002, N802
    return ops.clamp_Tensor_out.call(self, min, None, out)


def clamp_max(self: Any, max: Any) -> Any:  # noqa: A002
    return ops.clamp.call(self, None, max)


def clamp_max_(self: Any, max: Any) -> Any:  # noqa: A002
    return ops.clamp_.call(self, None, max)


def clamp_max_Tensor(self: Any, max: Any) -> Any:  # noqa: A002, N802
    return ops.clamp_Tensor.call(self, None, max)


def clamp_max__Tensor(self: Any, max: Any) -> Any:  # noqa: A002, N802
    return ops.clamp__Tensor.call(self, None, max)


def clamp_max_Tensor_out(self: Any, max: Any, out: Any) -> Any:  # noqa: A002, N802
    return ops.clamp_Tensor_out.call(self, None, max, out)
