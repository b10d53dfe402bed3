"""More reductions: ``nansum``/``nanmean``, ``trace``, ``aminmax`` and the quantiles
``quantile``/``nanquantile``.

Mirrors ``native/ReduceOps.cpp`` and ``Sorting.cpp``. ``nansum``, ``trace`` and ``aminmax``
have kernels of their own; ``nanmean`` and the quantiles are CompositeImplicitAutograd, as
in PyTorch: built from ``nansum``, ``sort``, ``gather`` and ``lerp``, so autograd
differentiates the pieces and the gradient of a quantile reaches the one or two elements it
interpolates between.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, bool_, float32, float64, int64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..structured import TensorMeta
from ._lazy import ops
from .reduce_ops import (
    check_nonempty_dim,
    produce,
    reduce_meta,
    reduction_dims,
    upcast_dtype,
    values,
    write,
)
from .tensor_iterator import not_implemented_for, type_name

__all__ = [
    "aminmax_out", "meta_aminmax", "meta_nansum", "nanmean", "nanmean_out", "nanquantile",
    "nanquantile_out", "nanquantile_scalar", "nanquantile_scalar_out", "nansum_out", "quantile",
    "quantile_out", "quantile_scalar", "quantile_scalar_out", "trace", "trace_out",
]  # fmt: skip


def _replace(out: Any, result: Any) -> Any:
    """An out= composite's result copied into ``out`` (resized to it)."""
    ops.resize_.call(out, tuple(result.shape), None)
    return ops.copy_.call(out, result, False)


# -- nansum and nanmean ------------------------------------------------------------------------
def meta_nansum(self: Any, dim: Any, keepdim: bool, dtype: Any) -> TensorMeta:
    if self._impl.dtype.is_complex:
        raise RuntimeError("nansum on CPU does not support complex inputs")
    return reduce_meta(self, reduction_dims(self, dim), keepdim, upcast_dtype(self, dtype))


def nansum_out(self: Any, dim: Any, keepdim: bool, dtype: Any, out: Any) -> None:
    """The sum with NaNs counted as zero."""
    x = values(self, out._impl.dtype)
    axes = None if dim is None else reduction_dims(self, dim)
    write(out, np.nansum(x, axis=axes, keepdims=keepdim))


def nanmean(self: Any, dim: Any = None, keepdim: bool = False, dtype: Any = None) -> Any:
    """The mean of the values that are not NaN (NaN where every value is)."""
    if self._impl.dtype.category not in (TypeCategory.FLOATING, TypeCategory.COMPLEX):
        raise RuntimeError(
            "nanmean(): expected input to have floating point or complex dtype but got "
            f"{type_name(self._impl.dtype)}"
        )
    counted = ops.logical_not.call(ops.isnan.call(self))
    count = ops.sum_dim_IntList.call(counted, dim, keepdim, None)
    return ops.div_Tensor.call(ops.nansum.call(self, dim, keepdim, dtype), count)


def nanmean_out(self: Any, dim: Any, keepdim: bool, dtype: Any, out: Any) -> Any:
    return _replace(out, nanmean(self, dim, keepdim, dtype))


# -- trace -------------------------------------------------------------------------------------
def _trace_meta(self: Any) -> TensorMeta:
    impl = self._impl
    if impl.dim() != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {impl.dim()}")
    if impl.dtype is bool_:
        raise not_implemented_for("trace", bool_)
    return TensorMeta((), upcast_dtype(self, None), impl.device)


def trace(self: Any) -> Any:
    """The sum of the main diagonal of a matrix (int64 for integral matrices)."""
    return produce(_trace_meta(self), lambda: np.trace(values(self)))


def trace_out(self: Any, out: Any) -> Any:
    return produce(_trace_meta(self), lambda: np.trace(values(self)), out)


# -- aminmax -----------------------------------------------------------------------------------
def meta_aminmax(self: Any, dim: int | None, keepdim: bool) -> tuple[TensorMeta, TensorMeta]:
    impl = self._impl
    if impl.dtype.is_complex:
        raise not_implemented_for("aminmax_cpu", impl.dtype)
    if dim is None:
        if impl.numel() == 0:
            raise RuntimeError(
                "aminmax(): cannot compute aminmax over an empty dimension as the operation has "
                "no identity."
            )
        dims = reduction_dims(self, None)
    else:
        check_nonempty_dim(self, maybe_wrap_dim(dim, impl.dim()), "aminmax")
        dims = reduction_dims(self, (dim,))
    result = reduce_meta(self, dims, keepdim, impl.dtype)
    return result, result


def aminmax_out(self: Any, dim: int | None, keepdim: bool, min: Any, max: Any) -> None:  # noqa: A002
    """The smallest and the largest value (NaN if the slice has one)."""
    if min._impl.numel() == 0:
        return
    x = self._array()
    axes = reduction_dims(self, None if dim is None else (dim,))
    write(min, x.min(axis=axes, keepdims=keepdim))
    write(max, x.max(axis=axes, keepdims=keepdim))


# -- quantile and nanquantile ------------------------------------------------------------------
_INTERPOLATIONS = ("linear", "lower", "higher", "midpoint", "nearest")


def _check_quantile(self: Any, q: Any, interpolation: str, name: str) -> None:
    dtype = self._impl.dtype
    if self._impl.numel() == 0:
        raise RuntimeError(f"{name}() input tensor must be non-empty")
    if q.dim() > 1:
        raise RuntimeError(f"{name}() q must be a scalar or 1D tensor")
    if dtype not in (float32, float64):
        raise RuntimeError(f"{name}() input tensor must be either float or double dtype")
    if q._impl.dtype is not dtype:
        raise RuntimeError(f"{name}() q tensor must be same dtype as the input tensor")
    if interpolation not in _INTERPOLATIONS:
        raise RuntimeError(
            f"{name}() interpolation must be one of linear, lower, higher, midpoint or nearest, "
            f"but got {interpolation}"
        )
    if q.device.type != "meta" and q.numel() and not bool(((q >= 0) & (q <= 1)).all()):
        raise RuntimeError(f"{name}() q values must be in the range [0, 1]")


def _quantile(
    self: Any, q: Any, dim: int | None, keepdim: bool, interpolation: str, ignore_nan: bool
) -> Any:
    """The quantiles ``q`` of the slices along ``dim`` (of every element for None), with q's
    dim (if any) first. NaN sorts last: ``quantile`` of a slice with a NaN is NaN, while
    ``nanquantile`` ranks the other values (NaN when every value is NaN)."""
    _check_quantile(self, q, interpolation, "nanquantile" if ignore_nan else "quantile")
    ndim = self.dim()
    if dim is None:
        x = ops.reshape.call(self, (-1,))
    else:
        dim = maybe_wrap_dim(dim, ndim)
        x = ops.movedim_int.call(self, dim, -1) if ndim else ops.reshape.call(self, (1,))
    sorted_ = ops.sort.call(x, -1, False)[0]
    last = sorted_.shape[-1] - 1
    valid = ops.sum_dim_IntList.call(
        ops.logical_not.call(ops.isnan.call(sorted_)), (-1,), True, sorted_.dtype
    )
    qs = ops.reshape.call(q, (-1,))
    if ignore_nan:
        ranks = qs * ops.clamp.call(valid - 1, 0, None)
    else:
        nan_rank = ops.full_like.call(valid, last, None, None, None, None, None)
        ranks = ops.where_self.call(valid <= last, nan_rank, qs * last)
    below, above = ops.floor.call(ranks), ops.ceil.call(ranks)
    if interpolation == "nearest":
        below = above = ops.round.call(ranks)
    elif interpolation == "lower":
        above = below
    elif interpolation == "higher":
        below = above
    low = ops.gather.call(sorted_, -1, below.to(int64), False)
    result = low
    if interpolation in ("linear", "midpoint"):
        high = ops.gather.call(sorted_, -1, above.to(int64), False)
        weight = (
            ranks - below
            if interpolation == "linear"
            else ops.full_like.call(ranks, 0.5, None, None, None, None, None)
        )
        result = ops.lerp_Tensor.call(low, high, weight)
    result = ops.movedim_int.call(result, -1, 0)  # q's dim first
    if keepdim:
        result = _keep_dims(result, ndim, dim)
    return ops.squeeze_dim.call(result, 0) if q.dim() == 0 else result


def _keep_dims(result: Any, ndim: int, dim: int | None) -> Any:
    """Size-1 dims where the reduced ones were (after q's dim)."""
    if dim is None:
        return ops.reshape.call(result, (result.shape[0],) + (1,) * ndim)
    return ops.unsqueeze.call(result, dim + 1) if ndim else result


def _as_q(self: Any, q: float, name: str) -> Any:
    if not 0 <= q <= 1:
        raise RuntimeError(f"{name}() q must be in the range [0, 1] but got {q}")
    return ops.scalar_tensor.call(q, self._impl.dtype, None, self._impl.device, None)


def quantile(
    self: Any, q: Any, dim: int | None = None, keepdim: bool = False, interpolation: str = "linear"
) -> Any:
    return _quantile(self, q, dim, keepdim, interpolation, False)


def quantile_scalar(
    self: Any,
    q: float,
    dim: int | None = None,
    keepdim: bool = False,
    interpolation: str = "linear",
) -> Any:
    return _quantile(self, _as_q(self, q, "quantile"), dim, keepdim, interpolation, False)


def nanquantile(
    self: Any, q: Any, dim: int | None = None, keepdim: bool = False, interpolation: str = "linear"
) -> Any:
    return _quantile(self, q, dim, keepdim, interpolation, True)


def nanquantile_scalar(
    self: Any,
    q: float,
    dim: int | None = None,
    keepdim: bool = False,
    interpolation: str = "linear",
) -> Any:
    return _quantile(self, _as_q(self, q, "nanquantile"), dim, keepdim, interpolation, True)


def quantile_out(self: Any, q: Any, dim: Any, keepdim: bool, interpolation: str, out: Any) -> Any:
    return _replace(out, quantile(self, q, dim, keepdim, interpolation))


def quantile_scalar_out(
    self: Any, q: float, dim: Any, keepdim: bool, interpolation: str, out: Any
) -> Any:
    return _replace(out, quantile_scalar(self, q, dim, keepdim, interpolation))


def nanquantile_out(
    self: Any, q: Any, dim: Any, keepdim: bool, interpolation: str, out: Any
) -> Any:
    return _replace(out, nanquantile(self, q, dim, keepdim, interpolation))


def nanquantile_scalar_out(
    self: Any, q: float, dim: Any, keepdim: bool, interpolation: str, out: Any
) -> Any:
    return _replace(out, nanquantile_scalar(self, q, dim, keepdim, interpolation))
