"""Sparse COO kernels that move or reduce entries: ``transpose``, ``narrow_copy``,
``sparse_mask``, sums over dims and the gradient of those sums.

Mirrors the shape and reduction parts of ``native/sparse/SparseTensor.cpp`` and
``SparseTensorMath.cpp``. Every kernel reads ``indices``/``values`` as numpy arrays and
builds a new sparse (or, where PyTorch does, dense) tensor.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import host_array, tensor_from_array
from ..sparse_tensor_impl import is_sparse
from .dim_utils import wrap_dim_list
from .sparse_coo import coalesced_arrays, new_sparse

__all__ = [
    "narrow_copy_sparse",
    "sparse_mask_sparse",
    "sparse_sum_backward",
    "sparse_sum_dim",
    "sum_dim_sparse",
    "transpose_sparse",
    "values_at",
]


def _arrays(t: Any) -> tuple[np.ndarray, np.ndarray]:
    impl = t._impl
    return host_array(impl.indices._array()), host_array(impl.values._array())


def _linear(indices: np.ndarray, sizes: Sequence[int]) -> np.ndarray:
    """Row-major positions of index columns over ``sizes`` (0 when there are no dims)."""
    linear = np.zeros(indices.shape[1], np.int64)
    for row, size in zip(indices, sizes, strict=True):
        linear = linear * size + row
    return linear


def values_at(sparse: Any, indices: np.ndarray) -> np.ndarray:
    """``sparse``'s values at the index columns ``indices`` (summed over duplicates), zero
    where ``sparse`` stores nothing."""
    impl = sparse._impl
    sizes = impl.sizes[: impl.sparse_dim]
    own_indices, own_values = coalesced_arrays(sparse)
    keys = _linear(own_indices, sizes)
    wanted = _linear(indices, sizes)
    at = np.searchsorted(keys, wanted)
    found = at < len(keys)
    found[found] = keys[at[found]] == wanted[found]
    out = np.zeros((indices.shape[1], *own_values.shape[1:]), own_values.dtype)
    out[found] = own_values[at[found]]
    return out


def transpose_sparse(self: Any, dim0: int, dim1: int) -> Any:
    """Two sparse dims swapped: their index rows exchange places (the result is not
    coalesced unless the dims are the same)."""
    impl = self._impl
    ndim = impl.dim()
    d0, d1 = maybe_wrap_dim(dim0, ndim), maybe_wrap_dim(dim1, ndim)
    if d0 == d1:
        return self
    if d0 >= impl.sparse_dim or d1 >= impl.sparse_dim:
        raise RuntimeError(
            "sparse transpose: transposed dimensions must be sparse Got sparse_dim: "
            f"{impl.sparse_dim}, d0: {d0}, d1: {d1}"
        )
    indices, values = _arrays(self)
    order = list(range(impl.sparse_dim))
    order[d0], order[d1] = d1, d0
    sizes = list(impl.sizes)
    sizes[d0], sizes[d1] = sizes[d1], sizes[d0]
    return new_sparse(indices[order], values, self, sizes)


def narrow_copy_sparse(self: Any, dim: int, start: int, length: int) -> Any:
    """The entries with ``start <= index < start + length`` along ``dim``, re-indexed from
    0 (a dense ``dim`` narrows every value block instead)."""
    impl = self._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    size = impl.sizes[dim]
    if start < 0:
        start += size
    if length < 0 or start < 0 or start + length > size:
        raise RuntimeError(
            "Invalid range to narrow. range(start, start+length) must be a subset of "
            f"range(0, {size})."
        )
    sizes = list(impl.sizes)
    sizes[dim] = length
    indices, values = _arrays(self)
    if dim >= impl.sparse_dim:
        block = [slice(None)] * values.ndim
        block[dim - impl.sparse_dim + 1] = slice(start, start + length)
        return new_sparse(indices, values[tuple(block)].copy(), self, sizes, impl.coalesced)
    kept = (indices[dim] >= start) & (indices[dim] < start + length)
    new_indices = indices[:, kept].copy()
    new_indices[dim] -= start
    return new_sparse(new_indices, values[kept], self, sizes, impl.coalesced)


def sparse_mask_sparse(self: Any, mask: Any) -> Any:
    """``self``'s values where ``mask`` has entries, as a sparse tensor with ``mask``'s
    indices (``Tensor.sparse_mask``)."""
    if self._impl.sizes != mask._impl.sizes:
        raise RuntimeError(
            "sparse_mask(): operands have incompatible sizes; self has size "
            f"{list(self._impl.sizes)} but mask has size {list(mask._impl.sizes)}"
        )
    indices = host_array(mask._impl.indices._array())
    if is_sparse(self):
        values = values_at(self, indices)
    else:
        values = host_array(self._array())[tuple(indices)]
    return new_sparse(indices, values, self, coalesced=mask._impl.coalesced)


def _split_dims(self: Any, dims: Sequence[int] | None) -> tuple[list[int], list[int]]:
    """The summed dims, split into sparse ones and dense ones (as value axes)."""
    impl = self._impl
    ndim = impl.dim()
    wrapped = list(range(ndim)) if dims is None or len(dims) == 0 else wrap_dim_list(dims, ndim)
    sparse = sorted(d for d in wrapped if d < impl.sparse_dim)
    dense_axes = sorted(d - impl.sparse_dim + 1 for d in wrapped if d >= impl.sparse_dim)
    return sparse, dense_axes


def _summed(self: Any, dims: Sequence[int] | None, keepdim: bool) -> Any:
    """The sum over ``dims``: sparse while a sparse dim remains (or ``keepdim``), else
    dense (what PyTorch returns)."""
    impl = self._impl
    sparse_dims, dense_axes = _split_dims(self, dims)
    indices, values = _arrays(self)
    values = values.sum(axis=tuple(dense_axes), keepdims=keepdim) if dense_axes else values
    kept = [d for d in range(impl.sparse_dim) if d not in sparse_dims]
    dense = impl.sizes[impl.sparse_dim :]
    if keepdim:
        dense_sizes = [1 if i + 1 in dense_axes else s for i, s in enumerate(dense)]
    else:
        dense_sizes = [s for i, s in enumerate(dense) if i + 1 not in dense_axes]
    if not kept:
        total = values.sum(axis=0) if len(values) else np.zeros(dense_sizes, values.dtype)
        total = np.asarray(total, values.dtype)
        if keepdim:
            total = total.reshape((1,) * impl.sparse_dim + total.shape)
        return tensor_from_array(total, impl.dtype, impl.device)
    if keepdim:
        new_indices = indices.copy()
        new_indices[sparse_dims] = 0
        sparse_sizes = [1 if d in sparse_dims else impl.sizes[d] for d in range(impl.sparse_dim)]
    else:
        new_indices = indices[kept]
        sparse_sizes = [impl.sizes[d] for d in kept]
    summed = new_sparse(new_indices, values, self, (*sparse_sizes, *dense_sizes))
    indices, values = coalesced_arrays(summed)
    return new_sparse(indices, values, self, summed._impl.sizes, coalesced=True)


def sparse_sum_dim(self: Any, dim: Sequence[int]) -> Any:
    """``torch.sparse.sum(self, dim)`` (``_sparse_sum.dim``)."""
    return _summed(self, dim, keepdim=False)


def sum_dim_sparse(
    self: Any, dim: Sequence[int] | None, keepdim: bool = False, dtype: Any = None
) -> Any:
    """``sparse.sum(dim, keepdim)`` (``sum.dim_IntList`` on a sparse tensor)."""
    result = _summed(self, dim, keepdim)
    return result if dtype is None else result.to(dtype)


def sparse_sum_backward(grad: Any, self: Any, dim: Sequence[int]) -> Any:
    """The gradient of ``_sparse_sum(self, dim)``: sparse with ``self``'s indices, each
    entry taking the gradient of the slot it was summed into."""
    impl = self._impl
    sparse_dims, dense_axes = _split_dims(self, dim)
    indices, values = _arrays(self)
    kept = [d for d in range(impl.sparse_dim) if d not in sparse_dims]
    if is_sparse(grad):
        picked = values_at(grad, indices[kept])
    else:  # every sparse dim was summed: one dense block for all entries
        picked = np.broadcast_to(host_array(grad._array()), (len(values), *grad._impl.sizes))
    picked = np.expand_dims(picked, tuple(dense_axes)) if dense_axes else picked
    expanded = np.broadcast_to(picked, values.shape).astype(values.dtype)
    return new_sparse(indices, expanded.copy(), self, coalesced=impl.coalesced)
