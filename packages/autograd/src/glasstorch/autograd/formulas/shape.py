"""Views and shape operators: select, slice, diagonal, as_strided, split, cat, repeat."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.aten import Tensor, arange, cat, stack, zeros, zeros_like
from glasstorch.aten import tensor as _tensor
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .common import (
    Sizes,
    int_tensor,
)


# -- views and shape operators -----------------------------------------------------------------
def permute_backwards(grad: Tensor, dims: Sequence[int]) -> Tensor:
    ndim = len(dims)
    inverse = [0] * ndim
    for i, d in enumerate(dims):
        inverse[maybe_wrap_dim(d, ndim)] = i
    return grad.permute(tuple(inverse))


def _embed(grad: Tensor, sizes: Sizes, dim: int, positions: Any) -> Tensor:
    """Zeros of ``sizes`` with ``grad`` added at ``positions`` along ``dim``."""
    base = zeros(tuple(sizes), dtype=grad.dtype, device=grad.device)
    return base.index_add(dim, int_tensor(positions, grad), grad)


def select_backward(grad: Tensor, sizes: Sizes, dim: int, index: int) -> Tensor:
    dim = maybe_wrap_dim(dim, len(sizes))
    index = index + sizes[dim] if index < 0 else index
    return _embed(grad.unsqueeze(dim), sizes, dim, [index])


def slice_backward(
    grad: Tensor, sizes: Sizes, dim: int, start: int | None, end: int | None, step: int
) -> Tensor:
    dim = maybe_wrap_dim(dim, len(sizes))
    first, stop, _ = slice(start, end, step).indices(sizes[dim])
    return _embed(grad, sizes, dim, range(first, max(first, stop), step))


def narrow_backward(grad: Tensor, sizes: Sizes, dim: int, start: int, length: int) -> Tensor:
    """Zeros of ``sizes`` with ``grad`` at the narrowed range (``start`` may be negative)."""
    dim = maybe_wrap_dim(dim, len(sizes))
    first = start + sizes[dim] if start < 0 else start
    return _embed(grad, sizes, dim, range(first, first + length))


def diagonal_backward(grad: Tensor, sizes: Sizes, offset: int, dim1: int, dim2: int) -> Tensor:
    """The diagonal's gradient written back on the diagonal, through the flattened plane."""
    ndim = len(sizes)
    dim1, dim2 = maybe_wrap_dim(dim1, ndim), maybe_wrap_dim(dim2, ndim)
    n, m = sizes[dim1], sizes[dim2]
    rest = [s for i, s in enumerate(sizes) if i not in (dim1, dim2)]
    start = offset if offset >= 0 else -offset * m
    positions = [start + k * (m + 1) for k in range(grad.size(-1))]
    plane = _embed(grad, (*rest, n * m), len(rest), positions).reshape((*rest, n, m))
    return plane.movedim((-2, -1), (dim1, dim2))


def as_strided_backward(
    grad: Tensor, sizes: Sizes, strides: Sizes, storage_offset: int,
    size: Sizes, stride: Sizes, offset: int | None,
) -> Tensor:  # fmt: skip
    """Sum the gradient into the storage positions the output read, read them back as the
    input's geometry, and divide where the input itself read a position several times."""
    out_pos = _positions(size, stride, storage_offset if offset is None else offset)
    in_pos = _positions(sizes, strides, storage_offset)
    low = min(out_pos.min(initial=0), in_pos.min(initial=0))
    extent = int(max(out_pos.max(initial=0), in_pos.max(initial=0)) - low + 1)
    storage = zeros((extent,), dtype=grad.dtype, device=grad.device)
    storage = storage.index_add(0, int_tensor(out_pos - low, grad), grad.reshape((-1,)))
    result = storage.index_select(0, int_tensor(in_pos - low, grad)).reshape(tuple(sizes))
    counts = np.bincount(in_pos - low, minlength=extent)[in_pos - low]
    if counts.max(initial=1) > 1:
        divisor = _tensor(counts.reshape(tuple(sizes)), dtype=grad.dtype, device=grad.device)
        result = result / divisor
    return result


def _positions(sizes: Sizes, strides: Sizes, offset: int) -> np.ndarray:
    pos = np.full(tuple(sizes), offset, dtype=np.int64)
    for d, (n, s) in enumerate(zip(sizes, strides, strict=True)):
        shape = [1] * len(sizes)
        shape[d] = n
        pos = pos + (np.arange(n, dtype=np.int64) * s).reshape(shape)
    return pos.reshape(-1)


def split_with_sizes_backward(
    grads: Sequence[Tensor | None], split_sizes: Sizes, dim: int, sizes: Sizes, dtype: Any,
    device: Any,
) -> Tensor:  # fmt: skip
    """Concatenate the pieces' gradients; a missing one is zeros of its piece's shape."""
    dim = maybe_wrap_dim(dim, len(sizes))
    pieces = []
    for g, length in zip(grads, split_sizes, strict=False):
        if g is None:
            shape = list(sizes)
            shape[dim] = length
            g = zeros(tuple(shape), dtype=dtype, device=device)
        pieces.append(g)
    return cat(pieces, dim)


def split_backward(
    grads: Sequence[Tensor | None], split_size: int, dim: int, sizes: Sizes, dtype: Any,
    device: Any,
) -> Tensor:  # fmt: skip
    dim = maybe_wrap_dim(dim, len(sizes))
    lengths = [split_size] * len(grads)
    lengths[-1] = sizes[dim] - split_size * (len(grads) - 1)
    return split_with_sizes_backward(grads, lengths, dim, sizes, dtype, device)


def unbind_backward(grads: Sequence[Tensor | None], dim: int) -> Tensor:
    like = next(g for g in grads if g is not None)
    filled = [zeros_like(like) if g is None else g for g in grads]
    return stack(filled, dim)


def cat_tensors_backward(
    grad: Tensor, sizes: Sequence[Sizes], dtypes: Sequence[Any], dim: int
) -> list[Tensor]:
    """Narrow the gradient back into the pieces (legacy 1-D empty inputs get empty grads)."""
    ref = next((s for s in sizes if tuple(s) != (0,)), sizes[0])
    dim = maybe_wrap_dim(dim, max(len(ref), 1))
    result, offset = [], 0
    for shape in sizes:
        if tuple(shape) == (0,):
            result.append(zeros((0,), dtype=grad.dtype, device=grad.device))
            continue
        result.append(grad.narrow(dim, offset, shape[dim]))
        offset += shape[dim]
    return result


def stack_tensors_backward(grad: Tensor, dim: int, dtypes: Sequence[Any]) -> list[Tensor]:
    return list(grad.unbind(dim))


def repeat_backward(grad: Tensor, repeats: Sizes, sizes: Sizes) -> Tensor:
    """Fold every repeated copy back onto the input."""
    if 0 in repeats:
        return zeros(tuple(sizes), dtype=grad.dtype, device=grad.device)
    lead = len(repeats) - len(sizes)
    if lead:
        grad = grad.sum(tuple(range(lead)), False)
    shape: list[int] = []
    summed: list[int] = []
    for r, s in zip(repeats[lead:], sizes, strict=True):
        if r != 1:
            shape.append(r)
            summed.append(len(shape) - 1)
        shape.append(s)
    grad = grad.reshape(tuple(shape))
    return grad.sum(tuple(summed), False) if summed else grad


def unfold_backward(grad: Tensor, sizes: Sizes, dim: int, size: int, step: int) -> Tensor:
    """Each window's gradient added back where the window read: the window dim is laid
    along ``dim`` and the overlapping positions are summed with ``index_add``."""
    if len(sizes) == 0:
        return grad.reshape(())
    dim = maybe_wrap_dim(dim, len(sizes))
    windows = grad.shape[dim]
    starts = arange(windows, device=grad.device) * step
    positions = (starts.unsqueeze(1) + arange(size, device=grad.device)).reshape((-1,))
    spread = grad.movedim(-1, dim + 1).flatten(dim, dim + 1)
    return zeros(tuple(sizes), dtype=grad.dtype, device=grad.device).index_add(
        dim, positions, spread
    )
