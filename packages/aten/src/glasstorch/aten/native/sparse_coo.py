"""Sparse COO tensors: construction, conversion to and from dense, coalescing, inspection.

Mirrors ``native/sparse/SparseTensor.cpp``. The kernels registered for ``SparseCPU`` read
the tensor's ``indices`` and ``values`` (dense tensors); ``to_sparse`` is the dense
(``CPU``) side. Arithmetic lives in :mod:`.sparse_ops`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.layout import sparse_coo, strided
from glasstorch.c10.core.scalar_type import int64

from .._runtime import host_array, tensor_from_array
from ..sparse_tensor_impl import make_sparse

__all__ = [
    "coalesce_sparse",
    "coalesced_arrays",
    "dense_dim_default",
    "dense_dim_sparse",
    "dense_to_sparse",
    "dense_to_sparse_dim",
    "indices_sparse",
    "is_coalesced_sparse",
    "new_sparse",
    "sparse_dim_default",
    "sparse_dim_sparse",
    "sparse_indices_raw",
    "sparse_nnz",
    "sparse_to_dense",
    "sparse_to_sparse",
    "sparse_to_sparse_dim",
    "sparse_values_raw",
    "to_dense",
    "values_sparse",
]


def new_sparse(
    indices: np.ndarray,
    values: np.ndarray,
    like: Any,
    sizes: Any = None,
    coalesced: bool = False,
    dtype: Any = None,
) -> Any:
    """A sparse tensor of ``like``'s device, and (unless given) dtype and shape, over two
    arrays."""
    impl = like._impl
    return make_sparse(
        tensor_from_array(np.asarray(indices, np.int64), int64, impl.device),
        tensor_from_array(values, impl.dtype if dtype is None else dtype, impl.device),
        tuple(impl.sizes) if sizes is None else tuple(sizes),
        coalesced,
    )


def _arrays(t: Any) -> tuple[np.ndarray, np.ndarray]:
    impl = t._impl
    return host_array(impl.indices._array()), host_array(impl.values._array())


def _linear_index(indices: np.ndarray, sparse_sizes: tuple[int, ...]) -> np.ndarray:
    """Each entry's row-major position over the sparse dims (0 for every entry of a
    tensor without sparse dims)."""
    linear = np.zeros(indices.shape[1], np.int64)
    for d, size in enumerate(sparse_sizes):
        linear = linear * size + indices[d]
    return linear


def coalesced_arrays(t: Any) -> tuple[np.ndarray, np.ndarray]:
    """``t``'s indices sorted and deduplicated, with the values of duplicates summed."""
    indices, values = _arrays(t)
    impl = t._impl
    if impl.coalesced:
        return indices, values
    sparse_sizes = tuple(impl.sizes[: impl.sparse_dim])
    unique, inverse = np.unique(_linear_index(indices, sparse_sizes), return_inverse=True)
    summed = np.zeros((len(unique), *values.shape[1:]), values.dtype)
    np.add.at(summed, inverse.reshape(-1), values)
    if sparse_sizes:
        new_indices = np.stack(np.unravel_index(unique, sparse_sizes)).astype(np.int64)
    else:
        new_indices = np.zeros((0, len(unique)), np.int64)
    return new_indices.reshape(len(sparse_sizes), len(unique)), summed


# -- inspection ------------------------------------------------------------------------------
def sparse_nnz(self: Any) -> int:
    """How many entries are stored (duplicates counted) — ``_nnz()``."""
    return self._impl.nnz


def sparse_dim_sparse(self: Any) -> int:
    return self._impl.sparse_dim


def dense_dim_sparse(self: Any) -> int:
    return self._impl.dense_dim


def sparse_dim_default(self: Any) -> int:
    """A strided tensor has no sparse dims."""
    return 0


def dense_dim_default(self: Any) -> int:
    """Every dim of a strided tensor is dense."""
    return self._impl.dim()


def is_coalesced_sparse(self: Any) -> bool:
    return self._impl.coalesced


def sparse_indices_raw(self: Any) -> Any:
    """The stored indices as they are, coalesced or not — ``_indices()``."""
    return self._impl.indices


def sparse_values_raw(self: Any) -> Any:
    """The stored values as they are — ``_values()``."""
    return self._impl.values


def _require_coalesced(self: Any, what: str) -> None:
    if not self._impl.coalesced:
        raise RuntimeError(
            f"Cannot get {what} on an uncoalesced tensor, please call .coalesce() first"
        )


def indices_sparse(self: Any) -> Any:
    """The indices of a coalesced tensor — ``indices()``."""
    _require_coalesced(self, "indices")
    return self._impl.indices


def values_sparse(self: Any) -> Any:
    """The values of a coalesced tensor — ``values()``."""
    _require_coalesced(self, "values")
    return self._impl.values


# -- coalescing and conversions ------------------------------------------------------------
def coalesce_sparse(self: Any) -> Any:
    """``self`` when coalesced, else a copy with sorted, unique indices and summed values."""
    if self._impl.coalesced:
        return self
    indices, values = coalesced_arrays(self)
    return new_sparse(indices, values, self, coalesced=True)


def sparse_to_dense(self: Any, dtype: Any = None, masked_grad: Any = None) -> Any:
    """The dense tensor: zeros with every stored entry added at its index."""
    impl = self._impl
    indices, values = _arrays(self)
    dense = np.zeros(impl.sizes, values.dtype)
    np.add.at(dense, tuple(indices), values)
    out = tensor_from_array(dense, impl.dtype, impl.device)
    return out if dtype is None else out.to(dtype)


def to_dense(self: Any, dtype: Any = None, masked_grad: Any = None) -> Any:
    """``self`` if strided (as PyTorch), else its dense form (``_to_dense``)."""
    from ._lazy import ops

    if self._impl.layout is strided:
        return self if dtype is None else self.to(dtype)
    return ops._to_dense.call(self, dtype, masked_grad)


def dense_to_sparse_dim(self: Any, sparse_dim: int) -> Any:
    """A coalesced sparse tensor with one entry per nonzero block of the first
    ``sparse_dim`` dims."""
    impl = self._impl
    if not 0 <= sparse_dim <= impl.dim():
        raise RuntimeError(f"sparse_dim must be in [0, {impl.dim()}] but got {sparse_dim}")
    dense = host_array(self._array())
    blocks = dense.reshape(*impl.sizes[:sparse_dim], -1)
    nonzero = blocks.any(axis=-1) if blocks.shape[-1] else np.zeros(blocks.shape[:-1], bool)
    indices = np.array(np.nonzero(nonzero), np.int64).reshape(sparse_dim, -1)
    values = dense[tuple(indices)]
    return new_sparse(indices, values, self, coalesced=True)


def dense_to_sparse(
    self: Any, layout: Any = None, blocksize: Any = None, dense_dim: int | None = None
) -> Any:
    """``to_sparse()``: COO with every dim sparse unless ``dense_dim`` says otherwise."""
    if layout is not None and layout is not sparse_coo:
        raise RuntimeError(f"to_sparse: conversion to {layout} is not supported")
    if blocksize is not None:
        raise RuntimeError(
            "to_sparse for Strided to SparseCoo conversion does not use specified blocksize"
        )
    ndim = self._impl.dim()
    return dense_to_sparse_dim(self, ndim - (dense_dim or 0))


def sparse_to_sparse(
    self: Any, layout: Any = None, blocksize: Any = None, dense_dim: int | None = None
) -> Any:
    """``to_sparse()`` of a COO tensor is the tensor itself."""
    if layout is not None and layout is not sparse_coo:
        raise RuntimeError(f"to_sparse: conversion from Sparse to {layout} is not supported")
    return self


def sparse_to_sparse_dim(self: Any, sparse_dim: int) -> Any:
    if sparse_dim != self._impl.sparse_dim:
        raise RuntimeError(
            "to_sparse: conversion from Sparse to Sparse with sparse_dim argument "
            "!=self.sparse_dim() is not supported"
        )
    return self
