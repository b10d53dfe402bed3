"""Indexing operators: index/index_put_ (advanced indexing), index_select, take/put, the masked
operators and nonzero; the gather/scatter family lives in ``scatter_gather``.

Mirrors ``native/TensorAdvancedIndexing.cpp`` and ``IndexingUtils.h``: PyTorch's checks,
output shapes and messages; numpy fancy indexing for the element work. Indices are
bounds-checked before anything is written, so a failing call leaves its output untouched.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, bool_, int64, uint8
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import array_module, device_array, empty_tensor, tensor_from_array
from ..structured import TensorMeta, resize_output
from ..type_utils import type_meta_name
from . import scatter_gather
from ._lazy import ops
from .scatter_gather import *  # noqa: F403  (re-exported: this module is what native exports)
from .scatter_gather import INDEX_DTYPES, as_1d, check_zero_dim, clone_of, nonempty_size
from .tensor_iterator import broadcast_shapes, type_name

__all__ = [
    "argwhere", "index_out", "index_put", "index_put_", "index_put_meta_", "index_select_out",
    "masked_fill_", "masked_fill_Scalar", "masked_fill_Tensor", "masked_fill__Tensor",
    "masked_fill__Tensor_meta", "masked_fill_meta_", "masked_scatter", "masked_scatter_",
    "masked_scatter_meta_", "masked_select", "masked_select_out", "meta_index",
    "meta_index_select", "meta_take", "nonzero", "nonzero_numpy", "nonzero_out", "put", "put_",
    "put_meta_", "take_out",
    *scatter_gather.__all__,
]  # fmt: skip


# -- helpers -------------------------------------------------------------------------------------
def _count_true(mask: Any) -> int:
    if mask._impl.device.is_meta():
        raise NotImplementedError(
            "aten::nonzero: the number of True elements of a Meta tensor is unknown, so the "
            "output shape of this operator cannot be computed"
        )
    return int(np.count_nonzero(mask._array()))


def _is_mask(t: Any) -> bool:
    return t._impl.dtype is bool_ or t._impl.dtype is uint8


def _expanded_copy(self: Any, other: Any) -> Any:
    """A fresh copy of ``self`` broadcast against ``other`` (PyTorch's ``expand_outplace``)."""
    impl = self._impl
    shape = broadcast_shapes(impl.sizes, other._impl.sizes)
    return ops.copy_.call(empty_tensor(shape, impl.dtype, impl.device), self, False)


# -- index.Tensor / index_put_ -------------------------------------------------------------------
def _check_indices(self: Any, indices: Sequence[Any]) -> None:
    """Count, dtypes and mask shapes of advanced indices (``make_info``'s checks)."""
    impl = self._impl
    ndim = impl.dim()
    if len(indices) > ndim:
        raise IndexError(f"too many indices for tensor of dimension {ndim} (got {len(indices)})")
    pos = 0
    for idx in indices:
        if idx is None:
            pos += 1
        elif _is_mask(idx):
            if idx._impl.dtype is uint8:
                warnings.warn(
                    "indexing with dtype torch.uint8 is now deprecated, please use a dtype "
                    "torch.bool instead.",
                    UserWarning,
                    stacklevel=4,
                )
            for j, size in enumerate(idx._impl.sizes):
                if size != impl.size(pos + j):
                    raise IndexError(
                        f"The shape of the mask {list(idx._impl.sizes)} at index {j} does not "
                        f"match the shape of the indexed tensor {list(impl.sizes)} at index "
                        f"{pos + j}"
                    )
            pos += idx._impl.dim()
        elif idx._impl.dtype in INDEX_DTYPES:
            pos += 1
        else:
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")


def _index_shape(self: Any, indices: Sequence[Any]) -> tuple[int, ...]:
    """The shape of ``self[indices]``: broadcast index shapes replace the indexed dims, in
    place when those dims are adjacent, else in front (numpy's rule)."""
    sizes = self._impl.sizes
    shapes: list[tuple[int, ...]] = []
    dims: list[int] = []
    pos = 0
    for idx in indices:
        if idx is None:
            pos += 1
            continue
        if _is_mask(idx):  # a k-dim mask stands for k index vectors of its nonzero count
            k = idx._impl.dim()
            shapes += [(_count_true(idx),)] * k
        else:
            k = 1
            shapes.append(idx._impl.sizes)
        dims += range(pos, pos + k)
        pos += k
    if not dims:
        return sizes
    try:
        shape = broadcast_shapes(*shapes)
    except RuntimeError:
        listed = ", ".join(str(list(s)) for s in shapes)
        raise IndexError(
            f"shape mismatch: indexing tensors could not be broadcast together with shapes {listed}"
        ) from None
    if dims == list(range(dims[0], dims[-1] + 1)):
        return sizes[: dims[0]] + shape + sizes[dims[-1] + 1 :]
    return shape + tuple(s for d, s in enumerate(sizes) if d not in dims)


def _index_array(idx: Any, xp: Any, device: Any) -> Any:
    """An index tensor's elements in ``xp``: CPU indices may index a CUDA tensor (they are
    copied over), CUDA indices may not index a CPU one (as in PyTorch)."""
    arr = idx._array()
    if xp is np and type(arr) is not np.ndarray:
        raise RuntimeError(
            "indices should be either on cpu or on the same device as the indexed tensor "
            f"({device})"
        )
    return device_array(xp, arr)


def _numpy_key(self: Any, indices: Sequence[Any]) -> tuple[Any, ...]:
    """``indices`` as a numpy index: None → ``:``, masks as bool arrays, integer indices
    bounds-checked (numbered among the index tensors, as PyTorch's message does)."""
    sizes = self._impl.sizes
    key: list[Any] = []
    pos = 0
    indexer = 0
    xp = array_module(self)
    for idx in indices:
        if idx is None:
            key.append(slice(None))
            pos += 1
            continue
        arr = _index_array(idx, xp, self._impl.device)
        if _is_mask(idx):
            if arr.ndim:  # a 0-dim mask indexes no dimension
                key.append(arr.astype(bool, copy=False))
            indexer += arr.ndim
            pos += arr.ndim
            continue
        size = sizes[pos]
        bad = (arr < -size) | (arr >= size)
        if bad.any():
            raise IndexError(
                f"index {int(arr[bad].ravel()[0])} is out of bounds for dimension {indexer} with "
                f"size {size}"
            )
        key.append(arr)
        indexer += 1
        pos += 1
    return tuple(key)


def meta_index(self: Any, indices: Sequence[Any]) -> TensorMeta:
    _check_indices(self, indices)
    impl = self._impl
    return TensorMeta(_index_shape(self, indices), impl.dtype, impl.device)


def index_out(self: Any, indices: Sequence[Any], out: Any) -> None:
    if out._impl.dtype is not self._impl.dtype:
        raise RuntimeError(
            f"index_out: self ({type_name(self._impl.dtype)}) and result "
            f"({type_name(out._impl.dtype)}) must have the same scalar type"
        )
    if out._impl.numel():  # as PyTorch, indices are only checked when an element is read
        np.copyto(out._array(), self._array()[_numpy_key(self, indices)])


def _is_masked_fill(indices: Sequence[Any], values: Any, accumulate: bool) -> bool:
    """PyTorch turns ``x[mask] = one_value`` into ``masked_fill_`` (value of any dtype)."""
    defined = [i for i in indices if i is not None]
    return (
        not accumulate
        and values._impl.numel() == 1
        and values._impl.device.is_cpu()
        and len(defined) == 1
        and _is_mask(defined[0])
    )


def _check_index_put(
    self: Any, indices: Sequence[Any], values: Any, accumulate: bool
) -> bool | None:
    """Checks of ``index_put_``: True for a masked fill with one value, None when nothing is
    written (an empty indexing result), else False."""
    _check_indices(self, indices)
    if _is_masked_fill(indices, values, accumulate):
        return True
    shape = _index_shape(self, indices)
    vsizes = values._impl.sizes
    if len(vsizes) > len(shape) or any(
        v not in (1, s) for v, s in zip(reversed(vsizes), reversed(shape), strict=False)
    ):
        raise RuntimeError(
            f"shape mismatch: value tensor of shape {list(vsizes)} cannot be broadcast to "
            f"indexing result of shape {list(shape)}"
        )
    if values._impl.dtype is not self._impl.dtype:
        raise RuntimeError(
            "Index put requires the source and destination dtypes match, got "
            f"{type_name(self._impl.dtype)} for the destination and "
            f"{type_name(values._impl.dtype)} for the source."
        )
    return False if math.prod(shape) else None


def index_put_(self: Any, indices: Sequence[Any], values: Any, accumulate: bool = False) -> Any:
    """``self[indices] = values`` (``accumulate`` sums duplicates, like ``np.add.at``)."""
    fill = _check_index_put(self, indices, values, accumulate)
    if fill is None:
        return self
    key = _numpy_key(self, indices)
    arr = self._array()
    if fill:
        arr[key] = values._array().reshape(()).item()
    elif accumulate:
        np.add.at(arr, key, values._array())
    else:
        arr[key] = values._array()
    return self


def index_put_meta_(
    self: Any, indices: Sequence[Any], values: Any, accumulate: bool = False
) -> Any:
    _check_index_put(self, indices, values, accumulate)
    return self


def index_put(self: Any, indices: Sequence[Any], values: Any, accumulate: bool = False) -> Any:
    return ops.index_put_.call(clone_of(self), indices, values, accumulate)


# -- index_select / take ---------------------------------------------------------------------
def meta_index_select(self: Any, dim: int, index: Any) -> TensorMeta:
    impl = self._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    numel = index._impl.numel()
    if index._impl.dim() > 1:
        raise IndexError("index_select(): Index is supposed to be a vector")
    if impl.dim() == 0 and numel != 1:
        raise RuntimeError(
            f"index_select(): Index to scalar can have only 1 value, got {numel} value(s)"
        )
    if index._impl.dtype not in INDEX_DTYPES:
        raise RuntimeError("index_select(): Expected dtype int32 or int64 for index")
    sizes = list(impl.sizes)
    if sizes:
        sizes[dim] = numel
    return TensorMeta(tuple(sizes), impl.dtype, impl.device)


def index_select_out(self: Any, dim: int, index: Any, out: Any) -> None:
    if out._impl.dtype is not self._impl.dtype:
        raise RuntimeError("index_select(): self and result must have the same scalar type")
    dim = maybe_wrap_dim(dim, self._impl.dim())
    idx = as_1d(index._array())
    size = nonempty_size(self, dim)
    if ((idx < 0) | (idx >= size)).any():
        raise IndexError("index out of range in self")
    picked = np.take(as_1d(self._array()), idx, axis=dim)
    np.copyto(out._array(), picked.reshape(out._impl.sizes))


def meta_take(self: Any, index: Any) -> TensorMeta:
    if index._impl.dtype is not int64:
        raise RuntimeError(
            f"take(): Expected a long tensor for index, but got {type_name(index._impl.dtype)}"
        )
    return TensorMeta(index._impl.sizes, self._impl.dtype, self._impl.device)


def _flat_positions(self: Any, index: Any, op: str) -> np.ndarray:
    """``index`` as checked, non-negative positions into ``self`` read in row-major order."""
    n = self._impl.numel()
    idx = index._array().reshape(-1)
    if idx.size and n == 0:
        raise IndexError(f"{op}: tried to take from an empty tensor")
    bad = (idx < -n) | (idx >= n)
    if bad.any():
        raise IndexError(
            f"out of range: tried to access index {idx[bad][0]} on a tensor of {n} elements."
        )
    return np.where(idx < 0, idx + n, idx)


def take_out(self: Any, index: Any, out: Any) -> None:
    """``self.flatten()[index]``, shaped like ``index``."""
    if out._impl.dtype is not self._impl.dtype:
        raise RuntimeError(
            "take(): self and out expected to have the same dtype, but got self.dtype = "
            f"{type_name(self._impl.dtype)} and out.dtype = {type_name(out._impl.dtype)}"
        )
    positions = _flat_positions(self, index, "take()")
    values = self._array().reshape(-1)[positions]
    np.copyto(out._array(), values.reshape(out._impl.sizes))


def _check_put(self: Any, index: Any, source: Any) -> None:
    if index._impl.dtype is not int64:
        raise RuntimeError(
            f"put_(): Expected a long tensor for index, but got {type_name(index._impl.dtype)}"
        )
    if source._impl.dtype is not self._impl.dtype:
        raise RuntimeError(
            "put_(): self and source expected to have the same dtype, but got self.dtype = "
            f"{type_name(self._impl.dtype)} and source.dtype = {type_name(source._impl.dtype)}"
        )
    if source._impl.numel() != index._impl.numel():
        raise IndexError(
            "put_(): Expected source and index to have the same number of elements, but got "
            f"source.numel() = {source._impl.numel()}, index.numel() = {index._impl.numel()}"
        )


def put_(self: Any, index: Any, source: Any, accumulate: bool = False) -> Any:
    """``self.flatten()[index] = source`` written through to ``self`` (any strides)."""
    _check_put(self, index, source)
    positions = _flat_positions(self, index, "put_()")
    target = as_1d(self._array())
    key = np.unravel_index(positions, target.shape)
    values = source._array().reshape(-1)
    if accumulate:
        np.add.at(target, key, values)
    else:
        target[key] = values
    return self


def put_meta_(self: Any, index: Any, source: Any, accumulate: bool = False) -> Any:
    _check_put(self, index, source)
    return self


def put(self: Any, index: Any, source: Any, accumulate: bool = False) -> Any:
    return ops.put_.call(clone_of(self), index, source, accumulate)


# -- masked_fill / masked_select / masked_scatter ----------------------------------------------
def _check_masked_fill(self: Any, mask: Any, value: Any) -> None:
    impl = self._impl
    if mask._impl.dtype is not bool_:
        raise RuntimeError(
            "masked_fill_ only supports boolean masks, but got mask with dtype "
            f"{type_meta_name(mask._impl.dtype)}"
        )
    shape = broadcast_shapes(impl.sizes, mask._impl.sizes)
    if shape != impl.sizes:
        raise RuntimeError(
            f"output with shape {list(impl.sizes)} doesn't match the broadcast shape {list(shape)}"
        )
    if isinstance(value, complex) and impl.dtype.category is not TypeCategory.COMPLEX:
        raise RuntimeError(
            f"value cannot be converted to type {type_meta_name(impl.dtype)} without overflow"
        )


def masked_fill_(self: Any, mask: Any, value: Any) -> Any:
    """``self[mask] = value`` with ``mask`` broadcast to ``self``'s shape."""
    _check_masked_fill(self, mask, value)
    array_module(self, mask)  # one device
    arr = self._array()
    arr[np.broadcast_to(mask._array(), arr.shape)] = value
    return self


def masked_fill_meta_(self: Any, mask: Any, value: Any) -> Any:
    _check_masked_fill(self, mask, value)
    return self


def masked_fill__Tensor(self: Any, mask: Any, value: Any) -> Any:
    check_zero_dim("masked_fill_", value)
    return masked_fill_(self, mask, value.item())


def masked_fill__Tensor_meta(self: Any, mask: Any, value: Any) -> Any:
    check_zero_dim("masked_fill_", value)
    return masked_fill_meta_(self, mask, None)


def masked_fill_Scalar(self: Any, mask: Any, value: Any) -> Any:
    return ops.masked_fill__Scalar.call(_expanded_copy(self, mask), mask, value)


def masked_fill_Tensor(self: Any, mask: Any, value: Any) -> Any:
    return ops.masked_fill__Tensor.call(_expanded_copy(self, mask), mask, value)


def _masked_values(self: Any, mask: Any) -> np.ndarray:
    if mask._impl.dtype is not bool_:
        raise RuntimeError("masked_select: expected BoolTensor for mask")
    shape = broadcast_shapes(self._impl.sizes, mask._impl.sizes)
    return np.broadcast_to(self._array(), shape)[np.broadcast_to(mask._array(), shape)]


def masked_select(self: Any, mask: Any) -> Any:
    """The elements of ``self`` where ``mask`` (broadcast together) is True, as a 1-d tensor."""
    return tensor_from_array(_masked_values(self, mask), self._impl.dtype, self._impl.device)


def masked_select_out(self: Any, mask: Any, out: Any) -> Any:
    values = _masked_values(self, mask)
    if out._impl.dtype is not self._impl.dtype:
        raise RuntimeError("masked_select(): self and result must have the same scalar type")
    resize_output(out, TensorMeta(values.shape, out._impl.dtype, out._impl.device))
    np.copyto(out._array(), values)
    return out


def _check_masked_scatter(self: Any, mask: Any, source: Any) -> None:
    if source._impl.dtype is not self._impl.dtype:
        raise RuntimeError(
            "masked_scatter: expected self and source to have same dtypes but got"
            f"{type_name(self._impl.dtype)} and {type_name(source._impl.dtype)}"
        )
    if mask._impl.dtype is not bool_:
        raise RuntimeError(
            "masked_scatter_ only supports boolean masks, but got mask with dtype "
            f"{type_name(mask._impl.dtype)}"
        )
    ops.expand.call(mask, self._impl.sizes, False)  # the mask must broadcast to self


def masked_scatter_(self: Any, mask: Any, source: Any) -> Any:
    """Write ``source``'s leading elements, in order, where ``mask`` is True."""
    _check_masked_scatter(self, mask, source)
    arr = self._array()
    where = np.broadcast_to(mask._array(), arr.shape)
    n = int(np.count_nonzero(where))
    values = source._array().reshape(-1)
    if n > values.size:
        raise RuntimeError("Number of elements of source < number of ones in mask")
    arr[where] = values[:n]
    return self


def masked_scatter_meta_(self: Any, mask: Any, source: Any) -> Any:
    _check_masked_scatter(self, mask, source)
    return self


def masked_scatter(self: Any, mask: Any, source: Any) -> Any:
    return ops.masked_scatter_.call(_expanded_copy(self, mask), mask, source)


# -- nonzero / argwhere --------------------------------------------------------------------------
def nonzero(self: Any) -> Any:
    """The indices of the nonzero elements, one row per element: int64 of shape (n, ndim)."""
    return tensor_from_array(np.argwhere(self._array()), int64, self._impl.device)


def nonzero_out(self: Any, out: Any) -> Any:
    if out._impl.dtype is not int64:
        raise RuntimeError(
            "nonzero: Expected out tensor to have scalar type Long but got scalar type"
            f"{type_name(out._impl.dtype)}"
        )
    found = np.argwhere(self._array())
    resize_output(out, TensorMeta(found.shape, int64, out._impl.device))
    np.copyto(out._array(), found)
    return out


def nonzero_numpy(self: Any) -> list[Any]:
    """``nonzero`` as one index tensor per dimension (``nonzero(as_tuple=True)``)."""
    if self._impl.dim() == 0:
        self = ops.unsqueeze.call(self, 0)
    return ops.unbind_int.call(ops.nonzero.call(self), 1)


def argwhere(self: Any) -> Any:
    return ops.nonzero.call(self)
