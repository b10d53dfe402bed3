"""Gradients through sparse COO tensors: which backward gives a sparse gradient.

Mirrors the sparse helpers of PyTorch's ``FunctionsManual.cpp``: ``to_dense`` and
``torch.sparse.mm`` give the sparse input a gradient with the input's own sparsity pattern
(the dense gradient masked to it); ``values()`` gives one with the input's indices.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten import Tensor, sparse_coo_tensor
from glasstorch.aten._generated import ops
from glasstorch.c10.core.layout import strided

from .common import maybe_multiply

__all__ = [
    "mm_mat1_sparse_backward",
    "sparse_softmax_backward",
    "sparse_sum_backward",
    "to_dense_backward",
    "values_backward",
]


def to_dense_backward(grad: Tensor, self: Tensor, masked_grad: bool | None) -> Tensor:
    """``grad`` on ``self``'s entries (``masked_grad`` None or True), else all of ``grad``
    in ``self``'s sparse layout."""
    if self.layout is strided:
        return grad
    if masked_grad is None or masked_grad:
        return grad.sparse_mask(self)
    return grad.to_sparse(self.sparse_dim())


def values_backward(grad: Tensor, self: Tensor) -> Tensor:
    """A sparse tensor with ``self``'s (coalesced) indices and ``grad`` as values."""
    return sparse_coo_tensor(self._indices(), grad, self.shape, is_coalesced=True)


def mm_mat1_sparse_backward(grad: Tensor, mat1: Tensor, mat2: Tensor, alpha: Any) -> Tensor:
    """The gradient of a sparse ``mat1`` in ``mat1 @ mat2``: ``grad @ mat2.T`` on
    ``mat1``'s entries."""
    return maybe_multiply(grad.mm(mat2.t()).sparse_mask(mat1), alpha)


def sparse_sum_backward(grad: Tensor, self: Tensor, dim: Any) -> Tensor:
    """The gradient of ``torch.sparse.sum``: sparse, on ``self``'s entries."""
    return ops._sparse_sum_backward.call(grad, self, dim)


def sparse_softmax_backward(
    grad: Tensor, result: Tensor, dim: int, self: Tensor, log: bool
) -> Tensor:
    """The gradient of ``torch.sparse.softmax`` (``log``: ``log_softmax``), on the entries of
    ``result``."""
    op = ops._sparse_log_softmax_backward_data if log else ops._sparse_softmax_backward_data
    return op.call(grad, result, dim, self)
