"""Gather/scatter-style operators: gather, scatter (src, value, add/multiply), scatter_add,
scatter_reduce, index_add and index_fill; plus the helpers the indexing kernels share.

Mirrors ``native/ScatterGatherChecks.h`` and the scatter/gather half of
``TensorAdvancedIndexing.cpp``: PyTorch's checks and messages, numpy for the element work
(``ufunc.at`` where duplicate indices must accumulate). Indices are bounds-checked before
anything is written, so a failing call leaves its output untouched.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, int32, int64
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import array_module
from ..structured import TensorMeta, resize_output
from ..type_utils import type_meta_name
from ._lazy import ops
from .fp_errors import ignore_fp_errors
from .tensor_iterator import type_name

__all__ = [
    "gather_out", "index_add_out", "index_fill_", "index_fill__int_Tensor",
    "index_fill_int_Scalar", "index_fill_int_Tensor", "index_fill_meta_", "meta_gather",
    "meta_index_add", "meta_scatter_add", "meta_scatter_reduce", "meta_scatter_src",
    "meta_scatter_value", "meta_scatter_value_reduce", "scatter_add_out", "scatter_reduce__two",
    "scatter_reduce__two_meta", "scatter_reduce_out", "scatter_reduce_two",
    "scatter_reduce_two_out", "scatter_src_out", "scatter_value_out", "scatter_value_reduce_out",
]  # fmt: skip

INDEX_DTYPES = (int64, int32)


# -- shared helpers ------------------------------------------------------------------------------
def as_1d(arr: np.ndarray) -> np.ndarray:
    """A 0-dim array as a one-element 1-d view (PyTorch treats scalars as size-1 vectors here)."""
    return arr.reshape(1) if arr.ndim == 0 else arr


def _nonempty_dim(t: Any) -> int:
    return max(t._impl.dim(), 1)


def nonempty_size(t: Any, dim: int) -> int:
    """PyTorch's ``ensure_nonempty_size``: a 0-dim tensor has size 1; other dims are checked."""
    return t._impl.size(dim) if t._impl.dim() else 1


def _check_out_dtype(out: Any, dtype: DType) -> None:
    """Structured kernels outside TensorIterator want ``out`` in exactly the result dtype."""
    if out._impl.dtype is not dtype:
        raise RuntimeError(
            f"Expected out tensor to have dtype {type_meta_name(dtype)}, but got "
            f"{type_meta_name(out._impl.dtype)} instead"
        )


def _start_from(out: Any, self: Any) -> np.ndarray:
    """``out`` holding ``self``'s values (a no-op for in-place calls), as an array of >= 1 dim."""
    if out is not self:
        np.copyto(out._array(), self._array())
    return as_1d(out._array())


def clone_of(self: Any) -> Any:
    """A copy of ``self``: what the functional variants of in-place kernels start from."""
    return ops.clone.call(self, None)


# -- gather / scatter --------------------------------------------------------------------------
def _check_index_dtype(op: str, index: Any) -> None:
    if index._impl.numel() and index._impl.dtype not in INDEX_DTYPES:
        raise RuntimeError(f"{op}(): Expected dtype int32/int64 for index")


def _scatter_key(index: Any, dim: int, size: int) -> tuple[np.ndarray, ...]:
    """Coordinates ``(i, j, index[i, j], ...)`` of every index element along ``dim``."""
    idx = as_1d(index._array())
    bad = (idx < 0) | (idx >= size)
    if bad.any():
        raise RuntimeError(
            f"index {int(idx[bad].ravel()[0])} is out of bounds for dimension {dim} with size "
            f"{size}"
        )
    xp = array_module(index)
    ndim = idx.ndim
    grid = [
        xp.arange(n).reshape((1,) * i + (n,) + (1,) * (ndim - 1 - i))
        for i, n in enumerate(idx.shape)
    ]
    grid[dim] = idx
    return tuple(grid)


def meta_gather(self: Any, dim: int, index: Any, sparse_grad: bool = False) -> TensorMeta:
    impl = self._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    _check_index_dtype("gather", index)
    ndim = _nonempty_dim(self)
    if ndim != _nonempty_dim(index):
        raise RuntimeError("Index tensor must have the same number of dimensions as input tensor")
    for d in range(ndim):
        if d != dim and nonempty_size(index, d) > nonempty_size(self, d):
            raise RuntimeError(
                f"Size does not match at dimension {d} expected index "
                f"{list(index._impl.sizes)} to be no larger than self {list(impl.sizes)} "
                f"apart from dimension {dim}"
            )
    return TensorMeta(index._impl.sizes, impl.dtype, impl.device)


def gather_out(self: Any, dim: int, index: Any, sparse_grad: bool, out: Any) -> None:
    """``out[i][j] = self[index[i][j]][j]`` for ``dim == 0`` (and so on)."""
    _check_out_dtype(out, self._impl.dtype)
    if not index._impl.numel():
        return
    dim = maybe_wrap_dim(dim, self._impl.dim())
    key = _scatter_key(index, dim, nonempty_size(self, dim))
    np.copyto(out._array(), as_1d(self._array())[key].reshape(out._impl.sizes))


def _scatter_meta(self: Any, dim: int, index: Any, src: Any | None) -> TensorMeta:
    """``scatter_meta_impl``: index dtype, ``src`` dtype and the shape rules of scatter."""
    impl = self._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    _check_index_dtype("scatter", index)
    if src is not None and src._impl.dtype is not impl.dtype:
        raise RuntimeError("scatter(): Expected self.dtype to be equal to src.dtype")
    if index._impl.numel():
        ndim = _nonempty_dim(self)
        if ndim != _nonempty_dim(index):
            raise RuntimeError(
                "Index tensor must have the same number of dimensions as self tensor"
            )
        wrong = any(
            d != dim and nonempty_size(index, d) > nonempty_size(self, d) for d in range(ndim)
        )
        if not wrong and src is not None:
            wrong = any(nonempty_size(index, d) > nonempty_size(src, d) for d in range(ndim))
        expected = (
            f"Expected index {list(index._impl.sizes)} to be no larger than self "
            f"{list(impl.sizes)} apart from dimension {dim}"
        )
        if src is not None:
            if _nonempty_dim(src) != ndim:
                raise RuntimeError(
                    "Index tensor must have the same number of dimensions as src tensor"
                )
            expected += f" and to be no larger size than src {list(src._impl.sizes)}"
        if wrong:
            raise RuntimeError(expected)
    return TensorMeta(impl.sizes, impl.dtype, impl.device)


_SCATTER_UFUNCS = {"add": np.add, "multiply": np.multiply}


def _scatter_ufunc(reduce: str) -> np.ufunc:
    if reduce not in _SCATTER_UFUNCS:
        raise RuntimeError("reduce argument must be either add or multiply.")
    return _SCATTER_UFUNCS[reduce]


def _scatter_into(
    out: Any, self: Any, dim: int, index: Any, values: Any, ufunc: np.ufunc | None = None
) -> None:
    """``out`` = ``self`` with ``values`` (a tensor or a number) written or reduced at the
    positions ``index`` names along ``dim``."""
    _check_out_dtype(out, self._impl.dtype)
    dim = maybe_wrap_dim(dim, self._impl.dim())
    key = _scatter_key(index, dim, nonempty_size(self, dim)) if index._impl.numel() else None
    target = _start_from(out, self)
    if key is None:
        return
    if hasattr(values, "_impl"):
        block = tuple(slice(0, n) for n in key[dim].shape)
        values = as_1d(values._array())[block]
    else:
        values = array_module(out).asarray(values).astype(target.dtype)
    if ufunc is None:
        target[key] = values
    else:
        ufunc.at(target, key, values)


def meta_scatter_src(self: Any, dim: int, index: Any, src: Any) -> TensorMeta:
    return _scatter_meta(self, dim, index, src)


def meta_scatter_value(self: Any, dim: int, index: Any, value: Any) -> TensorMeta:
    return _scatter_meta(self, dim, index, None)


def meta_scatter_reduce(self: Any, dim: int, index: Any, src: Any, reduce: str) -> TensorMeta:
    meta = _scatter_meta(self, dim, index, src)
    _scatter_ufunc(reduce)
    return meta


def meta_scatter_value_reduce(
    self: Any, dim: int, index: Any, value: Any, reduce: str
) -> TensorMeta:
    meta = _scatter_meta(self, dim, index, None)
    _scatter_ufunc(reduce)
    return meta


def meta_scatter_add(self: Any, dim: int, index: Any, src: Any) -> TensorMeta:
    return _scatter_meta(self, dim, index, src)


def scatter_src_out(self: Any, dim: int, index: Any, src: Any, out: Any) -> None:
    _scatter_into(out, self, dim, index, src)


def scatter_value_out(self: Any, dim: int, index: Any, value: Any, out: Any) -> None:
    _scatter_into(out, self, dim, index, value)


def scatter_reduce_out(self: Any, dim: int, index: Any, src: Any, reduce: str, out: Any) -> None:
    warnings.warn(
        "The reduce argument of torch.scatter with Tensor src is deprecated and will be removed "
        "in a future PyTorch release. Use torch.scatter_reduce instead for more reduction "
        "options.",
        UserWarning,
        stacklevel=4,
    )
    _scatter_into(out, self, dim, index, src, _scatter_ufunc(reduce))


def scatter_value_reduce_out(
    self: Any, dim: int, index: Any, value: Any, reduce: str, out: Any
) -> None:
    _scatter_into(out, self, dim, index, value, _scatter_ufunc(reduce))


def scatter_add_out(self: Any, dim: int, index: Any, src: Any, out: Any) -> None:
    _scatter_into(out, self, dim, index, src, np.add)


# -- scatter_reduce.two ------------------------------------------------------------------------
_REDUCTIONS = {"sum": np.add, "mean": np.add, "prod": np.multiply}
_REDUCTIONS.update(amax=np.maximum, max=np.maximum, amin=np.minimum, min=np.minimum)


def _check_scatter_reduce(self: Any, dim: int, index: Any, src: Any, reduce: str) -> None:
    _scatter_meta(self, dim, index, src)
    if reduce not in _REDUCTIONS:
        raise RuntimeError(
            f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}"
        )


def _reduction_identity(ufunc: np.ufunc, dtype: np.dtype) -> Any:
    """The value scattered positions start from when ``include_self`` is False."""
    if ufunc is np.add:
        return 0
    if ufunc is np.multiply:
        return 1
    lowest = ufunc is np.maximum
    if dtype.kind == "b":
        return not lowest
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return info.min if lowest else info.max
    return -np.inf if lowest else np.inf


def scatter_reduce__two(
    self: Any, dim: int, index: Any, src: Any, reduce: str, include_self: bool = True
) -> Any:
    """Reduce ``src`` into ``self`` at ``index`` (sum/prod/mean/amax/amin, NaN propagating)."""
    _check_scatter_reduce(self, dim, index, src, reduce)
    if not index._impl.numel():
        return self
    dim = maybe_wrap_dim(dim, self._impl.dim())
    key = _scatter_key(index, dim, nonempty_size(self, dim))
    target = as_1d(self._array())
    values = as_1d(src._array())[tuple(slice(0, n) for n in key[dim].shape)]
    ufunc = _REDUCTIONS[reduce]
    if reduce == "mean":
        counts = array_module(self).full(target.shape, int(include_self), dtype=np.int64)
        np.add.at(counts, key, 1)
        counts[counts == 0] = 1
    if not include_self:
        target[key] = _reduction_identity(ufunc, target.dtype)
    with ignore_fp_errors():  # NaN propagates through amax/amin, silently
        ufunc.at(target, key, values)
    if reduce == "mean":
        divide = np.floor_divide if target.dtype.kind in "biu" else np.true_divide
        divide(target, counts, out=target, casting="unsafe")
    return self


def scatter_reduce__two_meta(
    self: Any, dim: int, index: Any, src: Any, reduce: str, include_self: bool = True
) -> Any:
    _check_scatter_reduce(self, dim, index, src, reduce)
    return self


def scatter_reduce_two(
    self: Any, dim: int, index: Any, src: Any, reduce: str, include_self: bool = True
) -> Any:
    return ops.scatter_reduce__two.call(clone_of(self), dim, index, src, reduce, include_self)


def scatter_reduce_two_out(
    self: Any, dim: int, index: Any, src: Any, reduce: str, include_self: bool, out: Any
) -> Any:
    _check_scatter_reduce(self, dim, index, src, reduce)
    impl = self._impl
    resize_output(out, TensorMeta(impl.sizes, impl.dtype, impl.device))
    _check_out_dtype(out, impl.dtype)
    ops.copy_.call(out, self, False)
    return ops.scatter_reduce__two.call(out, dim, index, src, reduce, include_self)


# -- index_add / index_fill --------------------------------------------------------------------
def meta_index_add(self: Any, dim: int, index: Any, source: Any, alpha: Any = 1) -> TensorMeta:
    impl, iimpl, simpl = self._impl, index._impl, source._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    if iimpl.dim() > 1:
        raise IndexError(
            f"index_add_(): Index is supposed to be a vector, but got dim: {iimpl.dim()} with "
            f"type: {type_name(iimpl.dtype)} and size: {list(iimpl.sizes)}"
        )
    if iimpl.dtype not in INDEX_DTYPES:
        raise RuntimeError(
            f"index_add_(): Expected dtype int32/int64 for index but got: {type_name(iimpl.dtype)}"
        )
    if simpl.dtype is not impl.dtype:
        raise RuntimeError(
            f"index_add_(): self ({type_name(impl.dtype)}) and source ({type_name(simpl.dtype)}) "
            "must have the same scalar type"
        )
    if dim != 0 and dim >= simpl.dim():
        raise RuntimeError(
            f"index_add_(): Indexing dim {dim} is out of bounds of the source tensor with dim "
            f"{simpl.dim()}"
        )
    source_size = nonempty_size(source, dim)
    if iimpl.numel() != source_size:
        raise RuntimeError(
            f"index_add_(): Number of indices ({iimpl.numel()}) should be equal to "
            f"source.size(dim): ({source_size}), for dim: {dim}"
        )
    self_rest, source_rest = list(impl.sizes), list(simpl.sizes)
    if self_rest and source_rest:
        del self_rest[dim], source_rest[dim]
    if self_rest != source_rest:
        raise RuntimeError(
            "source tensor shape must match self tensor shape, excluding the specified "
            f"dimension. Got self.shape = {list(impl.sizes)} source.shape = {list(simpl.sizes)}"
        )
    return TensorMeta(impl.sizes, impl.dtype, impl.device)


def index_add_out(self: Any, dim: int, index: Any, source: Any, alpha: Any, out: Any) -> None:
    """``out[..., index[i], ...] += alpha * source[..., i, ...]`` along ``dim``."""
    _check_out_dtype(out, self._impl.dtype)
    array_module(self, index, source)  # one device
    dim = maybe_wrap_dim(dim, self._impl.dim())
    idx = as_1d(index._array())
    size = nonempty_size(self, dim)
    bad = (idx < 0) | (idx >= size)
    if bad.any():
        raise RuntimeError(
            f"index {int(idx[bad][0])} is out of bounds for dimension {dim} with size {size}"
        )
    target = _start_from(out, self)
    values = as_1d(source._array())
    if alpha != 1:
        values = (values * alpha).astype(target.dtype, copy=False)
    np.add.at(target, (slice(None),) * dim + (idx,), values)


def _check_index_fill(self: Any, dim: int, index: Any, value: Any) -> int:
    if index._impl.dtype is not int64:
        raise IndexError("index_fill_(): Expected dtype int64 for index.")
    if isinstance(value, complex) and self._impl.dtype.category is not TypeCategory.COMPLEX:
        raise RuntimeError(
            "index_fill_(): Converting complex Scalar to non-complex type is not supported"
        )
    dim = maybe_wrap_dim(dim, self._impl.dim())
    if index._impl.dim() > 1:
        raise RuntimeError("Index has to be a vector/scalar")
    return dim


def index_fill_(self: Any, dim: int, index: Any, value: Any) -> Any:
    """Fill the slices ``index`` of ``dim`` with ``value`` (negative indices count back)."""
    dim = _check_index_fill(self, dim, index, value)
    array_module(self, index)  # one device
    idx = as_1d(index._array())
    size = nonempty_size(self, dim)
    bad = (idx < -size) | (idx >= size)
    if bad.any():
        raise IndexError(
            f"index {int(idx[bad][0])} is out of bounds for dimension {dim} with size {size}"
        )
    as_1d(self._array())[(slice(None),) * dim + (idx,)] = value
    return self


def index_fill_meta_(self: Any, dim: int, index: Any, value: Any) -> Any:
    _check_index_fill(self, dim, index, value)
    return self


def check_zero_dim(op: str, value: Any) -> None:
    if value._impl.dim() != 0:
        raise RuntimeError(
            f"{op} only supports a 0-dimensional value tensor, but got tensor with "
            f"{value._impl.dim()} dimension(s)."
        )


def index_fill__int_Tensor(self: Any, dim: int, index: Any, value: Any) -> Any:
    check_zero_dim("index_fill_", value)
    return ops.index_fill__int_Scalar.call(self, dim, index, value.item())


def index_fill_int_Scalar(self: Any, dim: int, index: Any, value: Any) -> Any:
    return ops.index_fill__int_Scalar.call(clone_of(self), dim, index, value)


def index_fill_int_Tensor(self: Any, dim: int, index: Any, value: Any) -> Any:
    return ops.index_fill__int_Tensor.call(clone_of(self), dim, index, value)
