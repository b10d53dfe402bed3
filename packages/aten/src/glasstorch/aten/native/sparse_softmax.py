"""Softmax and log-softmax of sparse COO tensors and their gradients.

Mirrors ``native/sparse/SoftMax.cpp``: the entries a sparse tensor does not store count as
``-inf``, so each softmax runs over the stored entries of a line alone and the result keeps
the input's (coalesced) indices.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import host_array
from .sparse_coo import coalesced_arrays, new_sparse
from .sparse_reshape import values_at
from .tensor_iterator import type_name

__all__ = [
    "log_softmax_backward_sparse",
    "log_softmax_sparse",
    "softmax_backward_sparse",
    "softmax_sparse",
]


def _groups(indices: np.ndarray, dim: int) -> tuple[np.ndarray, int]:
    """For each entry, the id of the line along sparse ``dim`` it lies on."""
    others = np.delete(indices, dim, axis=0)
    if others.shape[0] == 0:
        return np.zeros(indices.shape[1], np.int64), 1
    _, group = np.unique(others, axis=1, return_inverse=True)
    group = group.reshape(-1)
    return group, int(group.max()) + 1 if len(group) else 0


def _line_sum(values: np.ndarray, group: np.ndarray, count: int) -> np.ndarray:
    """Per entry, the sum of ``values`` over its line."""
    total = np.zeros((count, *values.shape[1:]), values.dtype)
    np.add.at(total, group, values)
    return total[group]


def _log_softmax_values(self: Any, dim: int) -> tuple[np.ndarray, np.ndarray]:
    """The coalesced indices of ``self`` and the log-softmax of its values along ``dim``."""
    impl = self._impl
    if not (impl.dtype.is_floating_point or impl.dtype.is_complex):
        raise NotImplementedError(f"\"softmax\" not implemented for '{type_name(impl.dtype)}'")
    dim = maybe_wrap_dim(dim, impl.dim())
    indices, values = coalesced_arrays(self)
    if dim >= impl.sparse_dim:
        axis = dim - impl.sparse_dim + 1
        shifted = values - values.max(axis=axis, keepdims=True) if values.size else values
        return indices, shifted - np.log(np.exp(shifted).sum(axis=axis, keepdims=True))
    group, count = _groups(indices, dim)
    peak = np.full((count, *values.shape[1:]), -np.inf, values.dtype)
    np.maximum.at(peak, group, values)
    shifted = values - peak[group]
    return indices, shifted - np.log(_line_sum(np.exp(shifted), group, count))


def softmax_sparse(self: Any, dim: int, half_to_float: bool = False) -> Any:
    """``torch.sparse.softmax``: sparse, with ``self``'s coalesced indices."""
    indices, log_values = _log_softmax_values(self, dim)
    return new_sparse(indices, np.exp(log_values), self, coalesced=True)


def log_softmax_sparse(self: Any, dim: int, half_to_float: bool = False) -> Any:
    """``torch.sparse.log_softmax``: sparse, with ``self``'s coalesced indices."""
    indices, log_values = _log_softmax_values(self, dim)
    return new_sparse(indices, log_values, self, coalesced=True)


def _backward(grad_output: Any, output: Any, dim: int, log: bool) -> Any:
    """The input gradient on ``output``'s entries: ``y * (g - sum(g * y))`` for softmax,
    ``g - exp(y) * sum(g)`` for log-softmax, the sums running over each line."""
    impl = output._impl
    dim = maybe_wrap_dim(dim, impl.dim())
    indices, y = coalesced_arrays(output)
    g = (
        values_at(grad_output, indices)
        if grad_output._impl.layout is impl.layout
        else (host_array(grad_output._array())[tuple(indices)])
    )
    g = g.astype(y.dtype, copy=False)
    weighted = g if log else g * y
    if dim >= impl.sparse_dim:
        total = weighted.sum(axis=dim - impl.sparse_dim + 1, keepdims=True)
    else:
        group, count = _groups(indices, dim)
        total = _line_sum(weighted, group, count)
    grad = g - np.exp(y) * total if log else y * (g - total)
    return new_sparse(indices, grad, output, coalesced=True)


def softmax_backward_sparse(grad_output: Any, output: Any, dim: int, self: Any) -> Any:
    return _backward(grad_output, output, dim, log=False)


def log_softmax_backward_sparse(grad_output: Any, output: Any, dim: int, self: Any) -> Any:
    return _backward(grad_output, output, dim, log=True)
