"""Operators PyTorch builds from others: ``kron``, ``cdist``, ``diff``, ``trapezoid``,
``logcumsumexp``, ``count_nonzero``, ``meshgrid`` and ``cartesian_prod``.

Each is a CompositeImplicitAutograd kernel, as in PyTorch (``LinearAlgebra.cpp``,
``Distance.cpp``, ``ReduceOps.cpp``, ``Integration.cpp``, ``TensorShape.cpp``): it calls
other operators, so autograd differentiates the pieces and every backend runs it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core.scalar_type import bool_, int64
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ._lazy import ops

__all__ = [
    "cartesian_prod",
    "cdist",
    "count_nonzero",
    "count_nonzero_dim_IntList",
    "diff",
    "kron",
    "logcumsumexp",
    "meshgrid",
    "meshgrid_indexing",
    "trapezoid",
    "trapezoid_dx",
]


def kron(self: Any, other: Any) -> Any:
    """The Kronecker product: ``out[i*B + k] = self[i] * other[k]`` in every dim (the
    shorter operand gains leading size-1 dims)."""
    ndim = max(self.dim(), other.dim())
    a = ops.reshape.call(self, (1,) * (ndim - self.dim()) + tuple(self.shape))
    b = ops.reshape.call(other, (1,) * (ndim - other.dim()) + tuple(other.shape))
    # a's dims at even positions, b's at odd ones: a[i, 1, j, 1] * b[1, k, 1, l]
    spread_a = ops.reshape.call(a, tuple(s for d in a.shape for s in (d, 1)))
    spread_b = ops.reshape.call(b, tuple(s for d in b.shape for s in (1, d)))
    sizes = tuple(x * y for x, y in zip(a.shape, b.shape, strict=True))
    return ops.reshape.call(ops.mul_Tensor.call(spread_a, spread_b), sizes)


def cdist(x1: Any, x2: Any, p: float = 2.0, compute_mode: int | None = None) -> Any:
    """The p-norm distance between each row of ``x1`` and each row of ``x2`` (batched)."""
    if x1.dim() < 2 or x2.dim() < 2:
        raise RuntimeError(f"cdist only supports at least 2D tensors, X1 got: {x1.dim()}D")
    if x1.shape[-1] != x2.shape[-1]:
        raise RuntimeError(
            f"X1 and X2 must have the same number of columns. X1: {x1.shape[-1]} X2: {x2.shape[-1]}"
        )
    if p < 0:
        raise RuntimeError("cdist only supports non-negative p values")
    differences = ops.sub_Tensor.call(ops.unsqueeze.call(x1, -2), ops.unsqueeze.call(x2, -3), 1)
    return ops.linalg_vector_norm.call(differences, p, (-1,), False, None)


def diff(self: Any, n: int = 1, dim: int = -1, prepend: Any = None, append: Any = None) -> Any:
    """The ``n``-th forward difference along ``dim`` (``prepend``/``append`` joined first)."""
    if self.dim() == 0:
        raise RuntimeError("diff expects input to be at least one-dimensional")
    if n < 0:
        raise RuntimeError(f"order must be non-negative but got {n}")
    dim = maybe_wrap_dim(dim, self.dim())
    parts = [t for t in (prepend, self, append) if t is not None]
    x = ops.cat.call(parts, dim) if len(parts) > 1 else self
    for _ in range(n):
        length = x.shape[dim]
        if length == 0:
            break
        ahead = ops.narrow.call(x, dim, 1, length - 1)
        behind = ops.narrow.call(x, dim, 0, length - 1)
        x = ops.logical_xor.call(ahead, behind) if x._impl.dtype is bool_ else ahead - behind
    return x


def _trapezoid_heights(y: Any, dim: int) -> Any:
    """``y[1:] + y[:-1]`` along ``dim``: the sums of neighbouring samples."""
    length = y.shape[dim]
    return ops.narrow.call(y, dim, 1, length - 1) + ops.narrow.call(y, dim, 0, length - 1)


def trapezoid(y: Any, x: Any, dim: int = -1) -> Any:
    """The trapezoidal rule along ``dim`` with sample points ``x``."""
    dim = maybe_wrap_dim(dim, y.dim())
    if y.shape[dim] == 0:
        return ops.sum_dim_IntList.call(y, (dim,), False, None)
    if x.dim() == 1:
        spacing = ops.diff.call(x, 1, 0, None, None)
        shape = [1] * y.dim()
        shape[dim] = spacing.shape[0]
        spacing = ops.reshape.call(spacing, tuple(shape))
    else:
        spacing = ops.diff.call(x, 1, dim, None, None)
    heights = _trapezoid_heights(y, dim)
    return ops.sum_dim_IntList.call(heights * spacing, (dim,), False, None) / 2


def trapezoid_dx(y: Any, dx: Any = 1, dim: int = -1) -> Any:
    """The trapezoidal rule along ``dim`` with samples ``dx`` apart."""
    dim = maybe_wrap_dim(dim, y.dim())
    if y.shape[dim] == 0:
        return ops.sum_dim_IntList.call(y, (dim,), False, None)
    heights = _trapezoid_heights(y, dim)
    return ops.sum_dim_IntList.call(heights, (dim,), False, None) * (dx / 2)


def logcumsumexp(self: Any, dim: int) -> Any:
    """``log(cumsum(exp(self)))``, computed after subtracting the maximum along ``dim``
    (which cancels, so its gradient is exact) to stay finite."""
    if self.dim() == 0:
        return self * 1
    peak = ops.amax.call(self, (maybe_wrap_dim(dim, self.dim()),), True).detach()
    zero = ops.zeros_like.call(peak, None, None, None, None, None)
    peak = ops.where_self.call(ops.isfinite.call(peak), peak, zero)  # all -inf: keep them
    shifted = ops.cumsum.call(ops.exp.call(self - peak), dim, None)
    return ops.log.call(shifted) + peak


def count_nonzero(self: Any, dim: int | None = None) -> Any:
    dims = () if dim is None else (dim,)
    return count_nonzero_dim_IntList(self, dims)


def count_nonzero_dim_IntList(self: Any, dim: Sequence[int]) -> Any:
    """The number of nonzero elements over ``dim`` (every dim when empty), as int64."""
    nonzero = self != 0
    return ops.sum_dim_IntList.call(nonzero, tuple(dim) or None, False, int64)


def meshgrid(tensors: Sequence[Any]) -> list[Any]:
    """``meshgrid`` without ``indexing``: ``'ij'`` (``torch.meshgrid`` warns about it)."""
    return meshgrid_indexing(tensors, "ij")


def meshgrid_indexing(tensors: Sequence[Any], indexing: str) -> list[Any]:
    """Grids whose dim ``i`` runs along ``tensors[i]`` (``'xy'`` swaps the first two)."""
    if indexing not in ("ij", "xy"):
        raise RuntimeError(
            f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}'
        )
    if not tensors:
        raise RuntimeError("torch.meshgrid: Expected 0D or 1D tensor in the tensor list")
    for t in tensors:
        if t.dim() > 1:
            raise RuntimeError(
                f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: {t}"
            )
    sizes = tuple(math.prod(t.shape) for t in tensors)
    grids = []
    for i, t in enumerate(tensors):
        shape = [1] * len(tensors)
        shape[i] = sizes[i]
        grids.append(ops.expand.call(ops.reshape.call(t, tuple(shape)), sizes, False))
    if indexing == "xy" and len(tensors) >= 2:  # the first two dims swapped: x runs along columns
        grids = [ops.transpose_int.call(g, 0, 1) for g in grids]
    return grids


def cartesian_prod(tensors: Sequence[Any]) -> Any:
    """Every combination of one element from each 1-D tensor, one per row."""
    if len(tensors) == 1:
        return tensors[0]
    grids = meshgrid_indexing(tensors, "ij")
    return ops.stack.call([ops.reshape.call(g, (-1,)) for g in grids], 1)
