"""Order statistics and running extremes: ``median``/``nanmedian``, ``kthvalue``, ``mode``,
``cummax``/``cummin``, each with the int64 indices of the values it returns.

Mirrors ``native/Sorting.cpp`` and ``ReduceOps.cpp``. The median of an even count is the
lower of the two middle values. NaN counts as the largest value: ``median`` and
``kthvalue`` return it (with the index of the first NaN) when the slice has one, while
``nanmedian`` takes the median of the other values.

Ties: every selection here is the element at a position of a *stable* sort of the slice,
so among equal values the one earlier in the slice comes first. PyTorch's CPU kernels
select with ``nth_element``-style algorithms and document the index of a tied value as
unspecified; its ``median`` gives the same index as this rule in practice, its
``kthvalue`` often another of the tied indices. ``mode`` returns the smallest of the most
frequent values and the last index where it occurs, as PyTorch does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import bool_, int64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import array_module_of
from ..structured import TensorMeta
from .reduce_ops import check_nonempty_dim, produce, reduce_meta, reduction_dims, write
from .tensor_iterator import not_implemented_for

__all__ = [
    "cummax_out", "cummin_out", "kthvalue_out", "median_all", "median_all_out", "median_dim_out",
    "meta_cummax", "meta_cummin", "meta_kthvalue", "meta_median", "meta_mode", "meta_nanmedian",
    "mode_out", "nanmedian_all", "nanmedian_all_out", "nanmedian_dim_out",
]  # fmt: skip


def _check_dtype(self: Any, kernel: str, allow_bool: bool = False) -> None:
    dtype = self._impl.dtype
    if dtype.is_complex or (dtype is bool_ and not allow_bool):
        raise not_implemented_for(kernel, dtype)


def _values_and_indices(
    self: Any, dim: int, keepdim: bool, name: str, kernel: str, allow_bool: bool = False
) -> tuple[TensorMeta, TensorMeta]:
    """The (values, int64 indices) outputs of reducing one dim of ``self``."""
    _check_dtype(self, kernel, allow_bool)
    dim = maybe_wrap_dim(dim, self._impl.dim())
    check_nonempty_dim(self, dim, name)
    values = reduce_meta(self, reduction_dims(self, (dim,)), keepdim, self._impl.dtype)
    return values, TensorMeta(values.sizes, int64, values.device)


def _non_nan_count(sorted_: np.ndarray, axis: int) -> np.ndarray:
    """How many values of each slice are not NaN (they come first in a sorted slice)."""
    if sorted_.dtype.kind != "f":
        first = np.take(sorted_, [0], axis=axis) if sorted_.ndim else sorted_
        return np.full_like(first, sorted_.shape[axis], dtype=np.int64)
    return np.sum(~np.isnan(sorted_), axis=axis, keepdims=True)


def _select(
    self: Any,
    dim: int,
    keepdim: bool,
    position: Callable[[np.ndarray, int], Any],
    values: Any,
    indices: Any,
) -> None:
    """Write the element at ``position(sorted slices, axis)`` of each stably sorted slice
    along ``dim``, and its index in the slice."""
    x = self._array()
    if x.ndim == 0:
        write(values, x)
        write(indices, 0)
        return
    if values._impl.numel() == 0:
        return
    d = maybe_wrap_dim(dim, x.ndim)
    order = np.argsort(x, axis=d, kind="stable")  # NaN sorts last
    sorted_ = np.take_along_axis(x, order, axis=d)
    xp = array_module_of(x)
    shape = list(sorted_.shape)
    shape[d] = 1
    where = xp.broadcast_to(xp.asarray(position(sorted_, d)), tuple(shape))
    picked = np.take_along_axis(order, where, axis=d)
    chosen = np.take_along_axis(sorted_, where, axis=d)
    if not keepdim:
        picked, chosen = np.squeeze(picked, d), np.squeeze(chosen, d)
    write(values, chosen)
    write(indices, picked)


def _median_position(ignore_nan: bool) -> Callable[[np.ndarray, int], Any]:
    def position(sorted_: np.ndarray, axis: int) -> Any:
        n = sorted_.shape[axis]
        valid = _non_nan_count(sorted_, axis)
        if ignore_nan:  # the lower median of the values; an all-NaN slice gives its first NaN
            return np.maximum(valid - 1, 0) // 2
        return np.where(valid < n, valid, (n - 1) // 2)  # the first NaN, if any

    return position


# -- median and nanmedian ----------------------------------------------------------------------
def meta_median(self: Any, dim: int, keepdim: bool) -> tuple[TensorMeta, TensorMeta]:
    return _values_and_indices(self, dim, keepdim, "median()", "median_out")


def meta_nanmedian(self: Any, dim: int, keepdim: bool) -> tuple[TensorMeta, TensorMeta]:
    return _values_and_indices(self, dim, keepdim, "nanmedian()", "median_out")


def median_dim_out(self: Any, dim: int, keepdim: bool, values: Any, indices: Any) -> None:
    _select(self, dim, keepdim, _median_position(ignore_nan=False), values, indices)


def nanmedian_dim_out(self: Any, dim: int, keepdim: bool, values: Any, indices: Any) -> None:
    _select(self, dim, keepdim, _median_position(ignore_nan=True), values, indices)


def _median_of_all(self: Any, ignore_nan: bool, out: Any) -> Any:
    """The lower median of every element (NaN for an empty tensor)."""
    _check_dtype(self, "median_cpu")
    meta = TensorMeta((), self._impl.dtype, self._impl.device)

    def compute() -> Any:
        flat = np.sort(self._array().reshape(-1))
        if flat.size == 0:
            return np.nan
        k = _median_position(ignore_nan)(flat, 0)
        return flat[int(k.reshape(-1)[0])]

    return produce(meta, compute, out)


def median_all(self: Any) -> Any:
    return _median_of_all(self, False, None)


def median_all_out(self: Any, out: Any) -> Any:
    return _median_of_all(self, False, out)


def nanmedian_all(self: Any) -> Any:
    return _median_of_all(self, True, None)


def nanmedian_all_out(self: Any, out: Any) -> Any:
    return _median_of_all(self, True, out)


# -- kthvalue ----------------------------------------------------------------------------------
def meta_kthvalue(self: Any, k: int, dim: int, keepdim: bool) -> tuple[TensorMeta, TensorMeta]:
    metas = _values_and_indices(self, dim, keepdim, "kthvalue()", "kthvalue_cpu")
    impl = self._impl
    wrapped = maybe_wrap_dim(dim, impl.dim())
    size = impl.sizes[wrapped] if impl.dim() else 1
    if not 1 <= k <= size:
        raise RuntimeError(f"kthvalue(): selected number k out of range for dimension {wrapped}")
    return metas


def kthvalue_out(self: Any, k: int, dim: int, keepdim: bool, values: Any, indices: Any) -> None:
    """The k-th smallest value (1-based) along ``dim``."""
    _select(self, dim, keepdim, lambda sorted_, axis: k - 1, values, indices)


# -- mode --------------------------------------------------------------------------------------
def meta_mode(self: Any, dim: int, keepdim: bool) -> tuple[TensorMeta, TensorMeta]:
    return _values_and_indices(self, dim, keepdim, "mode()", "mode_cpu", allow_bool=True)


def mode_out(self: Any, dim: int, keepdim: bool, values: Any, indices: Any) -> None:
    """The most frequent value of each slice (the smallest on a tie of counts), and the last
    index where it occurs. NaNs never equal each other, so each counts once."""
    x = self._array()
    if x.ndim == 0:
        write(values, x)
        write(indices, 0)
        return
    if values._impl.numel() == 0:
        return
    d = maybe_wrap_dim(dim, x.ndim)
    order = np.moveaxis(np.argsort(x, axis=d, kind="stable"), d, -1)
    sorted_ = np.take_along_axis(np.moveaxis(x, d, -1), order, axis=-1)
    xp = array_module_of(x)
    n = sorted_.shape[-1]
    rows = sorted_.reshape(-1, n)
    each = xp.arange(len(rows))
    starts = xp.ones(rows.shape, dtype=bool)
    starts[:, 1:] = rows[:, 1:] != rows[:, :-1]
    run = xp.cumsum(starts, axis=1) - 1 + each[:, None] * n  # run ids, unique across rows
    length = xp.bincount(run.reshape(-1), minlength=rows.size)[run]
    first = xp.argmax(length, axis=1)  # the first (smallest) value of the longest run
    last = first + length[each, first] - 1  # stable: its largest index
    shape = sorted_.shape[:-1]
    chosen = rows[each, first].reshape(shape)
    picked = order.reshape(-1, n)[each, last].reshape(shape)
    if keepdim:
        chosen, picked = np.expand_dims(chosen, d), np.expand_dims(picked, d)
    write(values, chosen)
    write(indices, picked)


# -- cummax and cummin -------------------------------------------------------------------------
def _cum_meta(self: Any, dim: int, kernel: str) -> tuple[TensorMeta, TensorMeta]:
    if self._impl.dtype.is_complex:
        raise not_implemented_for(kernel, self._impl.dtype)
    impl = self._impl
    maybe_wrap_dim(dim, impl.dim())
    return TensorMeta(impl.sizes, impl.dtype, impl.device), TensorMeta(
        impl.sizes, int64, impl.device
    )


def meta_cummax(self: Any, dim: int) -> tuple[TensorMeta, TensorMeta]:
    return _cum_meta(self, dim, "cummax_cpu")


def meta_cummin(self: Any, dim: int) -> tuple[TensorMeta, TensorMeta]:
    return _cum_meta(self, dim, "cummin_cpu")


def _running_extreme(self: Any, dim: int, accumulate: Any, values: Any, indices: Any) -> None:
    """The running max (min) along ``dim`` and where it was last reached: an equal value
    takes over the index, and every NaN does (once one is seen, the values stay NaN)."""
    x = self._array()
    if x.ndim == 0:
        write(values, x)
        write(indices, 0)
        return
    if x.size == 0:
        return
    d = maybe_wrap_dim(dim, x.ndim)
    reached = x == accumulate(x, axis=d)
    if x.dtype.kind == "f":
        reached |= np.isnan(x)
    shape = [1] * x.ndim
    shape[d] = x.shape[d]
    positions = array_module_of(x).arange(x.shape[d]).reshape(shape)
    where = np.maximum.accumulate(np.where(reached, positions, 0), axis=d)
    write(indices, where)
    write(values, np.take_along_axis(x, where, axis=d))


def cummax_out(self: Any, dim: int, values: Any, indices: Any) -> None:
    _running_extreme(self, dim, np.maximum.accumulate, values, indices)


def cummin_out(self: Any, dim: int, values: Any, indices: Any) -> None:
    _running_extreme(self, dim, np.minimum.accumulate, values, indices)
