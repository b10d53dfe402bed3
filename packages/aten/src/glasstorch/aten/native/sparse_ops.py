"""Arithmetic on sparse COO tensors: the kernels registered for ``SparseCPU``.

Mirrors ``native/sparse/SparseTensorMath.cpp``. A kernel here runs whenever one operand is
sparse (``Sparse`` outranks ``Dense``), so ``add(dense, sparse)`` and ``mm(sparse, dense)``
come here too and return dense results, as in PyTorch.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import scipy.sparse
from glasstorch.c10.core.scalar_type import int32, int64, promote_types

from .._runtime import host_array, tensor_from_array
from ..sparse_tensor_impl import is_sparse, make_sparse
from ._lazy import ops
from .sparse_coo import coalesced_arrays, new_sparse, sparse_to_dense

__all__ = [
    "_to_copy_sparse",
    "add_sparse",
    "add_sparse_",
    "addmm_sparse",
    "clone_sparse",
    "embedding_sparse_backward",
    "index_select_sparse",
    "mm_sparse",
    "mul_sparse",
    "mul_sparse_",
    "neg_sparse",
    "neg_sparse_",
    "sum_sparse",
    "t_sparse",
    "zero_sparse_",
]


def _arrays(t: Any) -> tuple[np.ndarray, np.ndarray]:
    impl = t._impl
    return host_array(impl.indices._array()), host_array(impl.values._array())


def _check_same_size(self: Any, other: Any) -> None:
    if self._impl.sizes != other._impl.sizes:
        raise RuntimeError(
            f"add: expected 'self' and 'other' to have same size, but self has size "
            f"{list(self._impl.sizes)} while other has size {list(other._impl.sizes)} (FYI: "
            "dense-sparse addition does not currently support broadcasting)"
        )


def _sparse_sum(self: Any, other: Any, alpha: Any) -> Any:
    """``self + alpha * other`` for two sparse tensors: the entries of both (``other``'s
    first, as PyTorch), coalesced when both inputs are."""
    _check_same_size(self, other)
    dtype = promote_types(self._impl.dtype, other._impl.dtype)
    s_idx, s_val = _arrays(self)
    if self._impl is other._impl:  # PyTorch scales the values of ``t + t``
        values = s_val * (1 + alpha)
        return new_sparse(s_idx, values, self, coalesced=self._impl.coalesced, dtype=dtype)
    o_idx, o_val = _arrays(other)
    indices = np.concatenate([o_idx, s_idx], axis=1)
    values = np.concatenate([o_val * alpha, s_val])
    result = new_sparse(indices, values, self, dtype=dtype)
    if self._impl.coalesced and other._impl.coalesced:
        result = ops.coalesce.call(result)
    return result


def _dense_plus_sparse(dense: Any, sparse: Any, alpha: Any, out: np.ndarray) -> None:
    indices, values = _arrays(sparse)
    np.add.at(out, tuple(indices), (values * alpha).astype(out.dtype, copy=False))


def add_sparse(self: Any, other: Any, alpha: Any = 1) -> Any:
    """``self + alpha * other`` with a sparse operand: sparse + sparse is sparse,
    dense + sparse is dense."""
    if not is_sparse(self):
        if not is_sparse(other):
            return ops.add_Tensor.call(self, other, alpha)
        _check_same_size(self, other)
        dtype = promote_types(self._impl.dtype, other._impl.dtype)
        out = host_array(self._array()).astype(dtype.numpy_dtype)
        _dense_plus_sparse(self, other, alpha, out)
        return tensor_from_array(out, dtype, self._impl.device)
    if not is_sparse(other):
        raise RuntimeError("add(sparse, dense) is not supported. Use add(dense, sparse) instead.")
    return _sparse_sum(self, other, alpha)


def add_sparse_(self: Any, other: Any, alpha: Any = 1) -> Any:
    """``self += alpha * other``: a dense ``self`` gains ``other``'s entries in place (how
    optimizers apply sparse updates); a sparse one takes the sum's entries."""
    if not is_sparse(self):
        _check_same_size(self, other)
        _dense_plus_sparse(self, other, alpha, self._array())
        return self
    if not is_sparse(other):
        raise RuntimeError("add(sparse, dense) is not supported. Use add(dense, sparse) instead.")
    return _replace(self, _sparse_sum(self, other, alpha))


def mul_sparse(self: Any, other: Any) -> Any:
    """Sparse times a 0-dim tensor (a number), a dense tensor of the same shape, or another
    sparse tensor (the product on the indices both hold)."""
    if not is_sparse(self):
        self, other = other, self
    impl = self._impl
    indices, values = _arrays(self)
    if not is_sparse(other):
        if other._impl.dim() == 0:
            product = ops.mul_Tensor.call(impl.values, other)
            return new_sparse(indices, product._array(), product, impl.sizes, impl.coalesced)

        if other._impl.sizes != impl.sizes:
            raise RuntimeError(
                "mul(sparse, dense): expected tensors of the same size, but got "
                f"{list(impl.sizes)} and {list(other._impl.sizes)}"
            )
        gathered = host_array(other._array())[tuple(indices)]
        dtype = promote_types(impl.dtype, other._impl.dtype)
        return new_sparse(indices, values * gathered, self, None, impl.coalesced, dtype)
    _check_same_size(self, other)
    s_idx, s_val = coalesced_arrays(self)
    o_idx, o_val = coalesced_arrays(other)
    sizes = impl.sizes[: impl.sparse_dim]
    s_lin = np.ravel_multi_index(tuple(s_idx), sizes) if sizes else np.zeros(len(s_val), int)
    o_lin = np.ravel_multi_index(tuple(o_idx), sizes) if sizes else np.zeros(len(o_val), int)
    _, s_at, o_at = np.intersect1d(s_lin, o_lin, assume_unique=True, return_indices=True)
    dtype = promote_types(impl.dtype, other._impl.dtype)
    return new_sparse(s_idx[:, s_at], s_val[s_at] * o_val[o_at], self, None, True, dtype)


def _replace(self: Any, result: Any) -> Any:
    """Give ``self`` the entries of ``result`` (in-place kernels)."""
    impl = result._impl
    values = impl.values
    if values._impl.dtype is not self._impl.dtype:
        values = values.to(self._impl.dtype)
    self._impl.set_members(impl.indices, values, impl.coalesced)
    return self


def mul_sparse_(self: Any, other: Any) -> Any:
    return _replace(self, mul_sparse(self, other))


def neg_sparse(self: Any) -> Any:
    indices, values = _arrays(self)
    return new_sparse(indices, -values, self, coalesced=self._impl.coalesced)


def neg_sparse_(self: Any) -> Any:
    return _replace(self, neg_sparse(self))


def sum_sparse(self: Any, dtype: Any = None) -> Any:
    """The sum of every stored value (0-dim, dense)."""
    return ops.sum.call(self._impl.values, dtype)


def index_select_sparse(self: Any, dim: int, index: Any) -> Any:
    """The slices ``index`` picks along ``dim``: entries are repeated for repeated indices,
    in the order of ``index``, as PyTorch lists them."""
    impl = self._impl
    ndim = impl.dim()
    if not -ndim <= dim < ndim:
        raise IndexError(
            f"Dimension out of range (expected to be in range of [{-ndim}, {ndim - 1}], "
            f"but got {dim})"
        )
    dim %= ndim
    if index._impl.dtype not in (int64, int32) or index._impl.dim() > 1:
        raise RuntimeError("index_select(): Expected index to be a 1-D tensor of type Long or Int")
    picked = host_array(index._array()).reshape(-1).astype(np.int64)
    size = impl.sizes[dim]
    if picked.size and (picked.min() < -size or picked.max() >= size):
        raise IndexError(f"index out of range in self (dim {dim} has size {size})")
    picked = np.where(picked < 0, picked + size, picked)
    sizes = (*impl.sizes[:dim], len(picked), *impl.sizes[dim + 1 :])
    indices, values = _arrays(self)
    if dim >= impl.sparse_dim:
        selected = ops.index_select.call(impl.values, dim - impl.sparse_dim + 1, index)
        return new_sparse(indices, selected._array(), self, sizes, impl.coalesced)
    position, entry = np.nonzero(picked[:, None] == indices[dim][None, :])
    new_indices = indices[:, entry].copy()
    new_indices[dim] = position
    return new_sparse(new_indices, values[entry], self, sizes)


def _check_mm(name: str, a: Any, b: Any) -> None:
    for t, what in ((a, "self"), (b, "mat2")):
        if t._impl.dim() != 2:
            raise RuntimeError(f"{name}: {what} must be a matrix, got {t._impl.dim()}-D tensor")
    if a._impl.sizes[1] != b._impl.sizes[0]:
        raise RuntimeError(
            f"mat1 and mat2 shapes cannot be multiplied ({a._impl.sizes[0]}x{a._impl.sizes[1]} "
            f"and {b._impl.sizes[0]}x{b._impl.sizes[1]})"
        )
    if a._impl.dtype is not b._impl.dtype:
        raise RuntimeError(
            f"expected mat1 and mat2 to have the same dtype, but got: {a._impl.dtype} != "
            f"{b._impl.dtype}"
        )


def _sparse_times_dense(sparse: Any, dense: np.ndarray) -> np.ndarray:
    """A 2-D sparse tensor times a dense matrix, through scipy's compressed-row product
    (duplicate entries add up, as they do in the sparse tensor)."""
    (rows, cols), values = _arrays(sparse)
    shape = tuple(sparse._impl.sizes)
    matrix = scipy.sparse.csr_matrix((values, (rows, cols)), shape=shape)
    return np.asarray(matrix @ dense, np.result_type(values, dense))


def mm_sparse(self: Any, mat2: Any) -> Any:
    """A matrix product with a sparse operand; the result is dense (sparse @ sparse gives
    the sparse form of the product)."""
    _check_mm("mm", self, mat2)
    if is_sparse(self) and not is_sparse(mat2):
        product = _sparse_times_dense(self, host_array(mat2._array()))
        return tensor_from_array(product, self._impl.dtype, self._impl.device)
    if not is_sparse(self):  # dense @ sparse = (sparse.T @ dense.T).T
        product = _sparse_times_dense(t_sparse(mat2), host_array(self._array()).T).T
        return tensor_from_array(product, self._impl.dtype, self._impl.device)
    dense = sparse_to_dense(mat2)
    product = tensor_from_array(
        _sparse_times_dense(self, host_array(dense._array())), self._impl.dtype, self._impl.device
    )
    return ops.to_sparse_sparse_dim.call(product, 2)


def addmm_sparse(self: Any, mat1: Any, mat2: Any, beta: Any = 1, alpha: Any = 1) -> Any:
    """``beta * self + alpha * (mat1 @ mat2)`` with a sparse ``mat1`` and dense ``self`` and
    ``mat2``; ``self`` is ignored when ``beta`` is 0."""
    if is_sparse(self) or not is_sparse(mat1) or is_sparse(mat2):
        raise RuntimeError("addmm: expected a dense self, a sparse mat1 and a dense mat2")
    _check_mm("addmm", mat1, mat2)
    product = _sparse_times_dense(mat1, host_array(mat2._array())) * alpha
    if beta != 0:
        product = product + beta * np.broadcast_to(host_array(self._array()), product.shape)
    return tensor_from_array(product, self._impl.dtype, self._impl.device)


def t_sparse(self: Any) -> Any:
    """The transpose of a 2-D sparse tensor: its two index rows swapped (not coalesced)."""
    impl = self._impl
    if impl.dim() > 2:
        raise RuntimeError(
            f"t() expects a tensor with <= 2 sparse and 0 dense dimensions, but got "
            f"{impl.sparse_dim} sparse and {impl.dense_dim} dense dimensions"
        )
    indices, values = _arrays(self)
    return new_sparse(indices[::-1], values, self, impl.sizes[::-1], impl.dim() < 2)


def zero_sparse_(self: Any) -> Any:
    """No entries left (``nnz`` 0, coalesced), the shape kept."""
    impl = self._impl
    indices = tensor_from_array(np.zeros((impl.sparse_dim, 0), np.int64), int64, impl.device)
    empty = np.zeros((0, *impl.sizes[impl.sparse_dim :]), impl.dtype.numpy_dtype)
    impl.set_members(indices, tensor_from_array(empty, impl.dtype, impl.device), True)
    return self


def clone_sparse(self: Any, memory_format: Any = None) -> Any:
    indices, values = _arrays(self)
    return new_sparse(indices.copy(), values.copy(), self, coalesced=self._impl.coalesced)


def embedding_sparse_backward(
    grad: Any, indices: Any, num_weights: int, padding_idx: int, scale_grad_by_freq: bool
) -> Any:
    """The gradient of ``embedding`` as a sparse ``(num_weights, dim)`` tensor: one entry per
    looked-up index (none for ``padding_idx``), uncoalesced, rows in lookup order."""
    idx = host_array(indices._array()).reshape(-1).astype(np.int64)
    dim = grad._impl.sizes[-1]
    rows = host_array(grad._array()).reshape(-1, dim)
    if scale_grad_by_freq:
        counts = np.bincount(idx, minlength=num_weights)
        rows = rows / counts[idx][:, None]
    kept = idx != padding_idx
    return new_sparse(idx[kept][None, :], rows[kept], grad, (num_weights, dim))


def _to_copy_sparse(
    self: Any,
    dtype: Any = None,
    layout: Any = None,
    device: Any = None,
    pin_memory: Any = None,
    non_blocking: bool = False,
    memory_format: Any = None,
) -> Any:
    """A copy in another dtype or on another device: the values converted, the indices
    moved (``Tensor.to`` of a sparse tensor)."""
    impl = self._impl
    values = ops._to_copy.call(impl.values, dtype, None, device, None, non_blocking, None)
    indices = ops._to_copy.call(impl.indices, None, None, device, None, non_blocking, None)
    return make_sparse(indices, values, impl.sizes, impl.coalesced)
