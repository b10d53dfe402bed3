"""Pointwise operators PyTorch builds from others: ``ldexp``, ``float_power``, ``isreal``
and ``cumulative_trapezoid``.

Mirrors ``native/BinaryOps.cpp``, ``Pow.cpp``, ``TensorCompare.cpp`` and
``Integration.cpp``: each is CompositeImplicitAutograd, so autograd differentiates the
operators it calls.
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10.core.scalar_type import bool_, complex128, float64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import wrap_scalar
from ..structured import scalar_type_name
from ._lazy import ops

__all__ = [
    "cumulative_trapezoid_dx", "cumulative_trapezoid_x", "float_power_Scalar",
    "float_power_Tensor_Scalar", "float_power_Tensor_Tensor", "float_power_Tensor_Tensor_out",
    "float_power__Scalar", "float_power__Tensor", "isreal", "ldexp_", "ldexp_Tensor",
    "ldexp_out",
]  # fmt: skip


def _replace(out: Any, result: Any) -> Any:
    ops.resize_.call(out, tuple(result.shape), None)
    return ops.copy_.call(out, result, False)


# -- ldexp -------------------------------------------------------------------------------------
def ldexp_Tensor(self: Any, other: Any) -> Any:  # noqa: N802
    """``self * 2 ** other``."""
    return ops.mul_Tensor.call(self, ops.pow_Tensor_Tensor.call(wrap_scalar(2.0), other))


def ldexp_(self: Any, other: Any) -> Any:
    return ops.mul__Tensor.call(self, ops.pow_Tensor_Tensor.call(wrap_scalar(2.0), other))


def ldexp_out(self: Any, other: Any, out: Any) -> Any:
    return _replace(out, ldexp_Tensor(self, other))


# -- float_power -------------------------------------------------------------------------------
def _double(t: Any, complex_: bool) -> Any:
    return t.to(complex128 if complex_ else float64)


def _is_complex(value: Any) -> bool:
    return value._impl.dtype.is_complex if hasattr(value, "_impl") else isinstance(value, complex)


def float_power_Tensor_Tensor(self: Any, exponent: Any) -> Any:  # noqa: N802
    """``pow`` computed in double precision (complex128 if either side is complex)."""
    complex_ = _is_complex(self) or _is_complex(exponent)
    return ops.pow_Tensor_Tensor.call(_double(self, complex_), _double(exponent, complex_))


def float_power_Tensor_Scalar(self: Any, exponent: Any) -> Any:  # noqa: N802
    complex_ = _is_complex(self) or _is_complex(exponent)
    power = wrap_scalar(complex(exponent) if complex_ else float(exponent))
    return ops.pow_Tensor_Tensor.call(_double(self, complex_), power)


def float_power_Scalar(self: Any, exponent: Any) -> Any:  # noqa: N802
    complex_ = _is_complex(self) or _is_complex(exponent)
    base = wrap_scalar(complex(self) if complex_ else float(self))
    return ops.pow_Tensor_Tensor.call(base, _double(exponent, complex_))


def _check_inplace(self: Any, exponent: Any) -> None:
    required = complex128 if _is_complex(self) or _is_complex(exponent) else float64
    if self._impl.dtype is not required:
        raise RuntimeError(
            f"the base given to float_power_ has dtype {scalar_type_name(self._impl.dtype)} but "
            f"the operation's result requires dtype {scalar_type_name(required)}"
        )


def float_power__Tensor(self: Any, exponent: Any) -> Any:  # noqa: N802
    _check_inplace(self, exponent)
    return ops.copy_.call(self, float_power_Tensor_Tensor(self, exponent), False)


def float_power__Scalar(self: Any, exponent: Any) -> Any:  # noqa: N802
    _check_inplace(self, exponent)
    return ops.copy_.call(self, float_power_Tensor_Scalar(self, exponent), False)


def float_power_Tensor_Tensor_out(self: Any, exponent: Any, out: Any) -> Any:  # noqa: N802
    return _replace(out, float_power_Tensor_Tensor(self, exponent))


# -- isreal ------------------------------------------------------------------------------------
def isreal(self: Any) -> Any:
    """True where the imaginary part is 0 (everywhere for real dtypes)."""
    if not self._impl.dtype.is_complex:
        return ops.ones_like.call(self, bool_, None, None, None, None)
    return ops.eq_Tensor.call(ops.imag.call(self), wrap_scalar(0))


# -- cumulative_trapezoid ----------------------------------------------------------------------
def _running_area(y: Any, spacing: Any, dim: int) -> Any:
    """Cumulative sums of ``(y[i] + y[i+1]) / 2 * spacing[i]`` along ``dim``."""
    length = y.shape[dim]
    if length == 0:
        return y * 1
    heights = ops.narrow.call(y, dim, 1, length - 1) + ops.narrow.call(y, dim, 0, length - 1)
    return ops.cumsum.call(heights * spacing / 2, dim, None)


def cumulative_trapezoid_x(y: Any, x: Any, dim: int = -1) -> Any:
    """The running trapezoidal integral of ``y`` over the sample points ``x``."""
    dim = maybe_wrap_dim(dim, y.dim())
    if y.shape[dim] == 0:
        return y * 1
    if x.dim() == 1:
        spacing = ops.diff.call(x, 1, 0, None, None)
        shape = [1] * y.dim()
        shape[dim] = spacing.shape[0]
        spacing = ops.reshape.call(spacing, tuple(shape))
    else:
        spacing = ops.diff.call(x, 1, dim, None, None)
    return _running_area(y, spacing, dim)


def cumulative_trapezoid_dx(y: Any, dx: Any = 1, dim: int = -1) -> Any:
    """The running trapezoidal integral of ``y`` with samples ``dx`` apart."""
    return _running_area(y, dx, maybe_wrap_dim(dim, y.dim()))
