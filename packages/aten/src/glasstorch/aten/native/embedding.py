"""Embedding lookups and their dense backward; one-hot encoding.

Mirrors ``native/Embedding.cpp`` and ``Onehot.cpp``. ``embedding`` is ``index_select`` of rows
(so it works on every device); its backward sums each output row's gradient into the row it
came from, skipping ``padding_idx`` and optionally dividing by how often each index occurs.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import float32, int32, int64

from .._runtime import array_module, empty_tensor
from ._lazy import ops
from .cuda import triton_for
from .nn_ops import fill, floating, is_meta, type_string

__all__ = ["embedding", "embedding_backward", "embedding_dense_backward", "one_hot"]


def _check_indices(indices: Any, position: int, name: str) -> None:
    if indices._impl.dtype not in (int64, int32):
        raise RuntimeError(
            f"Expected tensor for argument #{position} 'indices' to have one of the following "
            f"scalar types: Long, Int; but got {type_string(indices)} instead (while checking "
            f"arguments for {name})"
        )


def embedding(
    weight: Any,
    indices: Any,
    padding_idx: int = -1,
    scale_grad_by_freq: bool = False,
    sparse: bool = False,
) -> Any:
    """``weight[indices]``: one row of ``weight`` per index, shaped ``(*indices, dim)``."""
    if weight._impl.dim() != 2:
        raise RuntimeError("'weight' must be 2-D")
    _check_indices(indices, 1, "embedding")
    if indices._impl.dim() == 1:
        return ops.index_select.call(weight, 0, indices)
    rows = ops.index_select.call(weight, 0, ops.reshape.call(indices, (-1,)))
    return ops.view.call(rows, (*indices._impl.sizes, weight._impl.sizes[1]))


def embedding_dense_backward(
    grad_output: Any, indices: Any, num_weights: int, padding_idx: int, scale_grad_by_freq: bool
) -> Any:
    """``(num_weights, dim)``: the sum of the gradient rows of each index (none for
    ``padding_idx``), each divided by its index's count if ``scale_grad_by_freq``."""
    _check_indices(indices, 2, "embedding_backward")
    g_impl = grad_output._impl
    dim = g_impl.sizes[-1]
    out = empty_tensor((num_weights, dim), g_impl.dtype, g_impl.device)
    if is_meta(out):
        return out
    if g_impl.device.is_cuda() and not scale_grad_by_freq and g_impl.dtype is float32:
        kernels = triton_for(grad_output, out)
        if kernels is not None and indices._impl.is_contiguous() and indices._impl.dtype is int64:
            out._array()[...] = 0
            return kernels.embedding_backward(grad_output, indices, padding_idx, out)
    idx = indices._array().reshape(-1).astype(np.int64)
    rows = floating(grad_output).reshape(-1, dim)
    xp = array_module(grad_output, indices)
    scale = xp.ones(idx.shape, rows.dtype)
    if scale_grad_by_freq:
        counts = np.bincount(idx, minlength=num_weights)
        scale = scale / counts[idx]
    kept = idx != padding_idx
    summed = xp.zeros((num_weights, dim), rows.dtype)
    np.add.at(summed, idx[kept], rows[kept] * scale[kept, None])
    return fill(out, summed)


def embedding_backward(
    grad: Any,
    indices: Any,
    num_weights: int,
    padding_idx: int,
    scale_grad_by_freq: bool,
    sparse: bool,
) -> Any:
    """``embedding_dense_backward``, or with ``sparse`` a sparse COO gradient."""
    if sparse:
        from .sparse_ops import embedding_sparse_backward

        return embedding_sparse_backward(
            grad, indices, num_weights, padding_idx, scale_grad_by_freq
        )
    return ops.embedding_dense_backward.call(
        grad, indices, num_weights, padding_idx, scale_grad_by_freq
    )


def one_hot(self: Any, num_classes: int = -1) -> Any:
    """``(*self, num_classes)`` int64 with a 1 at each element's class (the largest class + 1
    when ``num_classes`` is -1)."""
    impl = self._impl
    if impl.dtype is not int64:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    if is_meta(self):
        if num_classes == -1:
            raise RuntimeError("one_hot on a meta tensor needs num_classes")
        classes = ops.arange.call(num_classes, int64, None, impl.device, None)
        hits = ops.eq_Tensor.call(ops.unsqueeze.call(self, -1), classes)
        return ops._to_copy.call(hits, int64, None, None, None, False, None)
    if impl.numel() == 0:
        if num_classes <= 0:
            raise RuntimeError("Can not infer total number of classes from empty tensor.")
        return ops.empty_memory_format.call(
            (*impl.sizes, num_classes), int64, None, impl.device, None, None
        )
    if ops.min.call(self).item() < 0:
        raise RuntimeError("Class values must be non-negative.")
    largest = ops.max.call(self).item()
    if num_classes == -1:
        num_classes = largest + 1
    elif num_classes <= largest:
        raise RuntimeError("Class values must be smaller than num_classes.")
    result = ops.zeros.call((*impl.sizes, num_classes), int64, None, impl.device, None)
    return ops.scatter__value.call(result, -1, ops.unsqueeze.call(self, -1), 1)
