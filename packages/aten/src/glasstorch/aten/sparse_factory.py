"""``sparse_coo_tensor``: a sparse COO tensor from its indices and values.

Mirrors ``torch.sparse_coo_tensor`` (``native/sparse/SparseTensor.cpp``): the shape is
inferred from the largest index of each sparse dim when not given, and checked against
the indices' and values' shapes when it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import int64

from ._runtime import host_array
from .core.tensor_base import TensorBase
from .sparse_tensor_impl import make_sparse
from .tensor_new import as_tensor

__all__ = ["sparse_coo_tensor"]


def _infer_sparse_sizes(indices: np.ndarray) -> tuple[int, ...]:
    if indices.shape[1] == 0:
        return (0,) * indices.shape[0]
    smallest = indices.min(axis=1)
    for d, low in enumerate(smallest):
        if low < 0:
            raise RuntimeError(f"found negative index {low} for dim {d}")
    return tuple(int(m) + 1 for m in indices.max(axis=1))


def sparse_coo_tensor(
    indices: Any,
    values: Any,
    size: Sequence[int] | None = None,
    *,
    dtype: Any = None,
    device: Any = None,
    pin_memory: bool = False,
    requires_grad: bool = False,
    check_invariants: bool | None = None,
    is_coalesced: bool | None = None,
) -> Any:
    """A sparse COO tensor with ``values[i]`` at coordinates ``indices[:, i]``."""
    if not isinstance(values, TensorBase):
        values = as_tensor(values, dtype=dtype, device=device)
    elif dtype is not None or device is not None:
        values = values.to(dtype=dtype, device=device)
    indices = as_tensor(indices, device=values.device)
    if indices.dim() != 2:
        raise RuntimeError(f"indices must be sparse_dim x nnz, but got: {list(indices.shape)}")
    indices = indices.to(int64)
    sparse_dim, nnz = indices.shape
    if values.dim() == 0 or values.shape[0] != nnz:
        got = values.shape[0] if values.dim() else 0
        raise RuntimeError(
            f"indices and values must have same nnz, but got nnz from indices: {nnz}, nnz "
            f"from values: {got}"
        )
    dense_sizes = tuple(values.shape[1:])
    if size is None:
        sizes = _infer_sparse_sizes(host_array(indices._array())) + dense_sizes
    else:
        sizes = tuple(int(s) for s in size)
        if len(sizes) != sparse_dim + len(dense_sizes):
            raise RuntimeError(
                f"'len(size) == sparse_dim + dense_dim' is not satisfied: len(size) = "
                f"{len(sizes)}, sparse_dim = {sparse_dim}, dense_dim = {len(dense_sizes)}"
            )
        if sizes[sparse_dim:] != dense_sizes:
            raise RuntimeError(
                f"values has incorrect size, expected {[nnz, *sizes[sparse_dim:]]}, got "
                f"{list(values.shape)}"
            )
    coalesced = nnz <= 1 if is_coalesced is None else bool(is_coalesced)
    result = make_sparse(indices.detach(), values.detach(), sizes, coalesced)
    if requires_grad:
        result.requires_grad_(True)
    return result
