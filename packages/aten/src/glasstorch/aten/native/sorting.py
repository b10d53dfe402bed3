"""Operators that select elements and return their int64 indices: max/min along a dim,
argmax/argmin, topk, sort and argsort.

Mirrors ``native/TensorCompare.cpp`` (``max.dim``), ``ReduceOps.cpp`` (``argmax``) and
``Sorting.cpp``. Ties resolve to the first occurrence; NaN counts as the largest value, so
it wins ``max`` and ``argmax``, sorts last ascending and first descending. Sorting is always
stable (``stable=False`` allows any order of equal elements, so a stable order is one of
them).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import bool_, int64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..structured import TensorMeta
from ._lazy import ops
from .reduce_ops import check_nonempty_dim, reduce_meta, reduction_dims, write
from .tensor_iterator import not_implemented_for

__all__ = [
    "argmax_out", "argmin_out", "argsort", "argsort_stable", "max_dim_out", "meta_argmax",
    "meta_argmin", "meta_max", "meta_min", "meta_sort", "meta_topk", "min_dim_out", "sort",
    "sort_stable_out", "sort_values", "topk_out",
]  # fmt: skip


# -- max / min along one dim ----------------------------------------------------------------------
def _minmax_dim_meta(self: Any, dim: int, keepdim: bool, name: str) -> tuple[TensorMeta, ...]:
    dim = maybe_wrap_dim(dim, self._impl.dim())
    check_nonempty_dim(self, dim, name)
    if self._impl.dtype.is_complex:
        raise RuntimeError(f"{name}: does not support complex input")
    values = reduce_meta(self, reduction_dims(self, (dim,)), keepdim, self._impl.dtype)
    return values, TensorMeta(values.sizes, int64, values.device)


def meta_max(self: Any, dim: int, keepdim: bool) -> tuple[TensorMeta, ...]:
    return _minmax_dim_meta(self, dim, keepdim, "max()")


def meta_min(self: Any, dim: int, keepdim: bool) -> tuple[TensorMeta, ...]:
    return _minmax_dim_meta(self, dim, keepdim, "min()")


def _minmax_dim(self: Any, dim: int, keepdim: bool, outs: tuple[Any, Any], largest: bool) -> None:
    values, indices = outs
    x = self._array()
    if x.ndim == 0:
        write(values, x)
        write(indices, 0)
    elif values._impl.numel():
        d = maybe_wrap_dim(dim, x.ndim)
        pick, arg = (np.max, np.argmax) if largest else (np.min, np.argmin)
        write(values, pick(x, axis=d, keepdims=keepdim))
        write(indices, arg(x, axis=d, keepdims=keepdim))


def max_dim_out(self: Any, dim: int, keepdim: bool, values: Any, indices: Any) -> None:
    _minmax_dim(self, dim, keepdim, (values, indices), largest=True)


def min_dim_out(self: Any, dim: int, keepdim: bool, values: Any, indices: Any) -> None:
    _minmax_dim(self, dim, keepdim, (values, indices), largest=False)


# -- argmax / argmin ------------------------------------------------------------------------------
def _arg_meta(self: Any, dim: int | None, keepdim: bool, name: str) -> TensorMeta:
    if dim is None:
        if self._impl.numel() == 0:
            raise IndexError(
                f"{name}: Expected reduction dim to be specified for input.numel() == 0."
            )
        dims = reduction_dims(self, None)
    else:
        dim = maybe_wrap_dim(dim, self._impl.dim())
        check_nonempty_dim(self, dim, name)
        dims = reduction_dims(self, (dim,))
    return reduce_meta(self, dims, keepdim, int64)


def meta_argmax(self: Any, dim: int | None, keepdim: bool) -> TensorMeta:
    return _arg_meta(self, dim, keepdim, "argmax()")


def meta_argmin(self: Any, dim: int | None, keepdim: bool) -> TensorMeta:
    return _arg_meta(self, dim, keepdim, "argmin()")


def _arg(self: Any, dim: int | None, keepdim: bool, out: Any, kernel: str, arg: Any) -> None:
    if self._impl.dtype is bool_:
        raise not_implemented_for(kernel, bool_)
    x = self._array()
    if dim is None:
        write(out, arg(x.reshape(-1)))  # a flat index (keepdim gives an all-ones shape)
    elif x.ndim == 0:
        write(out, 0)
    elif out._impl.numel():
        write(out, arg(x, axis=maybe_wrap_dim(dim, x.ndim), keepdims=keepdim))


def argmax_out(self: Any, dim: int | None, keepdim: bool, out: Any) -> None:
    _arg(self, dim, keepdim, out, "argmax_cpu", np.argmax)


def argmin_out(self: Any, dim: int | None, keepdim: bool, out: Any) -> None:
    _arg(self, dim, keepdim, out, "argmin_cpu", np.argmin)


# -- sort, argsort, topk --------------------------------------------------------------------------
def sort_order(x: np.ndarray, dim: int, descending: bool) -> np.ndarray:
    """Stable sorting indices along ``dim`` (``x.ndim >= 1``).

    Descending is the ascending order of the reversed slice, reversed back: equal elements
    keep their original order and NaNs, last when ascending, come first.
    """
    if not descending:
        return np.argsort(x, axis=dim, kind="stable")
    n = x.shape[dim]
    flipped = np.argsort(np.flip(x, axis=dim), axis=dim, kind="stable")
    return (n - 1) - np.flip(flipped, axis=dim)


def meta_sort(self: Any, stable: bool | None, dim: int, descending: bool) -> tuple[TensorMeta, ...]:
    impl = self._impl
    maybe_wrap_dim(dim, impl.dim())
    values = TensorMeta(impl.sizes, impl.dtype, impl.device)
    return values, TensorMeta(impl.sizes, int64, impl.device)


def sort_stable_out(
    self: Any, stable: bool | None, dim: int, descending: bool, values: Any, indices: Any
) -> None:
    x = self._array()
    if x.ndim == 0:
        write(values, x)
        write(indices, 0)
    elif x.size:
        d = maybe_wrap_dim(dim, x.ndim)
        order = sort_order(x, d, descending)
        write(indices, order)
        write(values, np.take_along_axis(x, order, axis=d))


def sort(self: Any, dim: int = -1, descending: bool = False) -> Any:
    """``sort(self, dim, descending)`` is ``sort.stable`` with ``stable=False``."""
    return ops.sort_stable.call(self, False, dim, descending)


def sort_values(self: Any, dim: int, descending: bool, values: Any, indices: Any) -> Any:
    return ops.sort_values_stable.call(self, False, dim, descending, values, indices)


def argsort(self: Any, dim: int = -1, descending: bool = False) -> Any:
    """The indices of ``sort`` (CompositeImplicitAutograd, as in PyTorch)."""
    return ops.sort_stable.call(self, False, dim, descending)[1]


def argsort_stable(self: Any, stable: bool, dim: int = -1, descending: bool = False) -> Any:
    return ops.sort_stable.call(self, stable, dim, descending)[1]


def meta_topk(
    self: Any, k: int, dim: int, largest: bool, is_sorted: bool
) -> tuple[TensorMeta, ...]:
    impl = self._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    slice_size = impl.sizes[dim] if impl.dim() else 1
    if not 0 <= k <= slice_size:
        raise RuntimeError("selected index k out of range")
    shape = list(impl.sizes)
    if shape:
        shape[dim] = k
    values = TensorMeta(tuple(shape), impl.dtype, impl.device)
    return values, TensorMeta(tuple(shape), int64, impl.device)


def topk_out(
    self: Any, k: int, dim: int, largest: bool, is_sorted: bool, values: Any, indices: Any
) -> None:
    """The ``k`` largest (or smallest) along ``dim``, always in sorted order."""
    x = self._array()
    if x.ndim == 0:
        write(values, x)
        write(indices, 0)
    elif values._impl.numel():
        d = maybe_wrap_dim(dim, x.ndim)
        order = np.take(sort_order(x, d, descending=largest), np.arange(k), axis=d)
        write(indices, order)
        write(values, np.take_along_axis(x, order, axis=d))
