"""Products and constructions of ``linalg``: ``cross`` (and ``torch.cross``), ``vecdot``,
``multi_dot`` (and the deprecated ``chain_matmul``), ``matmul`` and ``diagonal`` under their
``linalg`` names, and the Vandermonde matrices of ``linalg.vander`` and ``torch.vander``.

Mirrors ``native/Cross.cpp`` and ``LinearAlgebra.cpp``. ``linalg.cross`` is a kernel (with
PyTorch's checks, computed by ``numpy.cross`` after broadcasting); the rest are
CompositeImplicitAutograd decompositions into the matrix products, reductions and
``cumprod``, as in PyTorch, so autograd differentiates their pieces.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    bfloat16,
    bool_,
    float16,
    int64,
    promote_types,
)
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from ..type_utils import type_meta_name
from ._lazy import ops
from .batch_linear_algebra import _check_floating, _empty, _result
from .linalg_lapack import host
from .tensor_iterator import broadcast_shapes, common_device, not_implemented_for, type_name

__all__ = [
    "chain_matmul",
    "cross",
    "linalg_cross",
    "linalg_cross_meta",
    "linalg_diagonal",
    "linalg_matmul",
    "linalg_multi_dot",
    "linalg_vander",
    "linalg_vecdot",
    "vander",
]


# -- cross ----------------------------------------------------------------------------------------
def _check_cross(self: Any, other: Any, dim: int) -> tuple[int, tuple[int, ...]]:
    """PyTorch's checks of ``linalg.cross``; the wrapped dim and the broadcast sizes."""
    if self._impl.dim() != other._impl.dim():
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    axis = maybe_wrap_dim(dim, self._impl.dim())
    a, b = self._impl.sizes[axis], other._impl.sizes[axis]
    if a != 3 or b != 3:
        raise RuntimeError(
            f"linalg.cross: inputs dimension {dim} must have length 3. Got {a} and {b}"
        )
    sizes = broadcast_shapes(self._impl.sizes, other._impl.sizes)
    if self._impl.dtype is not other._impl.dtype:
        raise RuntimeError(
            f"expected scalar type {type_name(self._impl.dtype)} but found "
            f"{type_name(other._impl.dtype)}"
        )
    common_device((self, other))
    if self._impl.dtype is bool_:
        raise not_implemented_for("cross", bool_)
    return axis, sizes


def linalg_cross(self: Any, other: Any, dim: int = -1) -> Any:
    """The cross product of 3-vectors along ``dim``; the other dims broadcast."""
    axis, sizes = _check_cross(self, other, dim)
    a = np.broadcast_to(host(self), sizes)
    b = np.broadcast_to(host(other), sizes)
    return _result(np.cross(a, b, axis=axis), self)


def linalg_cross_meta(self: Any, other: Any, dim: int = -1) -> Any:
    return _empty(self, _check_cross(self, other, dim)[1])


def cross(self: Any, other: Any, dim: int | None = None) -> Any:
    """``torch.cross``: without ``dim``, the first dim of ``self`` of size 3 (deprecated)."""
    if dim is None:
        warnings.warn(
            "Using torch.cross without specifying the dim arg is deprecated.\nPlease either "
            "pass the dim explicitly or simply use torch.linalg.cross.\nThe default value of "
            "dim will change to agree with that of linalg.cross in a future release.",
            UserWarning,
            stacklevel=3,
        )
        dim = next((i for i, s in enumerate(self._impl.sizes) if s == 3), None)
        if dim is None:
            raise RuntimeError("no dimension of size 3 in input")
    return ops.linalg_cross.call(self, other, dim)


# -- diagonal, matmul, vecdot ---------------------------------------------------------------------
def linalg_diagonal(A: Any, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Any:
    """``torch.diagonal`` with the last two dims as default: a view."""
    return ops.diagonal.call(A, offset, dim1, dim2)


def linalg_matmul(self: Any, other: Any) -> Any:
    return ops.matmul.call(self, other)


def _conj(t: Any) -> Any:
    """The complex conjugate (of complex tensors; others are their own): computed here, so
    it carries no gradient; glasstorch's derivatives are for real dtypes."""
    if t._impl.dtype.category is not TypeCategory.COMPLEX:
        return t
    return _result(np.conj(host(t)), t)


def linalg_vecdot(x: Any, y: Any, dim: int = -1) -> Any:
    """``sum(conj(x) * y, dim)``, the other dims broadcast."""
    _check_floating(x, "linalg.vecdot", low_precision=True)
    if x._impl.dtype is not y._impl.dtype:
        raise RuntimeError(
            "linalg.vecdot: Expected x and y to have the same dtype, but found x of type "
            f"{type_name(x._impl.dtype)} and y of type {type_name(y._impl.dtype)} instead"
        )
    return ops.sum_dim_IntList.call(ops.mul_Tensor.call(_conj(x), y), (dim,), False, None)


# -- multi_dot ------------------------------------------------------------------------------------
def _check_multi_dot(tensors: Sequence[Any]) -> None:
    n = len(tensors)
    if n < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {n}")
    for where, t in (("first", tensors[0]), ("last", tensors[-1])):
        if t._impl.dim() not in (1, 2):
            raise RuntimeError(
                f"multi_dot(): the {where} tensor must be 1D or 2D but got {t._impl.dim()}D"
            )
    for i, t in enumerate(tensors[1:-1], 1):
        if t._impl.dim() != 2:
            raise RuntimeError(f"multi_dot(): tensor {i} must be 2D but got {t._impl.dim()}D")
    first = tensors[0]._impl
    for i, t in enumerate(tensors[1:], 1):
        if t._impl.dtype is not first.dtype:
            raise RuntimeError(
                "multi_dot(): all tensors must have be the same dtype but tensor 0 is "
                f"{type_meta_name(first.dtype)} and tensor {i} {type_meta_name(t._impl.dtype)}"
            )
        if t._impl.device != first.device:
            raise RuntimeError(
                "multi_dot(): all tensors must be on the same device but tensor 0 is on "
                f"{first.device} and tensor {i} on {t._impl.device}"
            )


def _chain_order(dims: Sequence[int]) -> list[list[int]]:
    """The matrix-chain split points that minimise the multiplications of matrices of
    sizes ``dims[i] x dims[i + 1]`` (dynamic programming, as PyTorch's multi_dot)."""
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            cost[i][j] = -1
            for k in range(i, j):
                c = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if cost[i][j] < 0 or c < cost[i][j]:
                    cost[i][j], split[i][j] = c, k
    return split


def linalg_multi_dot(tensors: Sequence[Any]) -> Any:
    """The product of a chain of matrices in the cheapest order; the first and last may be
    vectors (a row and a column)."""
    _check_multi_dot(tensors)
    first_vector, last_vector = tensors[0]._impl.dim() == 1, tensors[-1]._impl.dim() == 1
    mats = list(tensors)
    if first_vector:
        mats[0] = ops.unsqueeze.call(mats[0], 0)
    if last_vector:
        mats[-1] = ops.unsqueeze.call(mats[-1], -1)
    for i in range(len(mats) - 1):
        if mats[i]._impl.sizes[1] != mats[i + 1]._impl.sizes[0]:
            raise RuntimeError(
                f"multi_dot(): tensors {i} and {i + 1} with shapes {list(tensors[i].shape)} and "
                f"{list(tensors[i + 1].shape)} cannot be multiplied"
            )
    split = _chain_order([mats[0]._impl.sizes[0], *(m._impl.sizes[1] for m in mats)])

    def product(i: int, j: int) -> Any:
        if i == j:
            return mats[i]
        k = split[i][j]
        return ops.mm.call(product(i, k), product(k + 1, j))

    result = product(0, len(mats) - 1)
    if first_vector:
        result = ops.squeeze_dim.call(result, 0)
    if last_vector:
        result = ops.squeeze_dim.call(result, -1)
    return result


def chain_matmul(matrices: Sequence[Any]) -> Any:
    """The deprecated ``torch.chain_matmul``: ``multi_dot`` of matrices only."""
    warnings.warn(
        "torch.chain_matmul is deprecated and will be removed in a future PyTorch release. Use "
        "torch.linalg.multi_dot instead, which accepts a list of two or more tensors rather "
        "than multiple parameters.",
        UserWarning,
        stacklevel=3,
    )
    for t in matrices:
        if t._impl.dim() != 2:
            raise RuntimeError(f"Tensor dimension is {t._impl.dim()}, expected 2 instead.")
    if not matrices:
        raise RuntimeError("chain_matmul(): Expected one or more matrices")
    if len(matrices) == 1:
        return ops.clone.call(matrices[0], None)
    return linalg_multi_dot(matrices)


# -- Vandermonde matrices -------------------------------------------------------------------------
def _powers(x: Any, n: int, dtype: Any) -> Any:
    """``[1, x, x^2, ..., x^(n-1)]`` along a new last dim (``n >= 1``), in ``dtype``."""
    x = ops._to_copy.call(x, dtype, None, None, None, False, None)
    sizes = x._impl.sizes
    ones = ops.ones.call((*sizes, 1), dtype, None, x._impl.device, None)
    if n == 1:
        return ones
    column = ops.expand.call(ops.unsqueeze.call(x, -1), (*sizes, n - 1), False)
    return ops.cat.call([ones, ops.cumprod.call(column, -1, None)], -1)


def linalg_vander(x: Any, N: int | None = None) -> Any:
    """``x[..., i] ** j`` for j in 0..N-1 (increasing powers), N defaulting to x's last
    dim; integer input gives int64, as ``cumprod`` does."""
    dtype = x._impl.dtype
    if dtype is bool_ or dtype is float16 or dtype is bfloat16:
        raise RuntimeError(
            "linalg.vander supports floating point, complex, and integer tensors, but got "
            f"{type_name(dtype)}"
        )
    if x._impl.dim() == 0:
        x = ops.unsqueeze.call(x, -1)
    n = x._impl.sizes[-1] if N is None else N
    if n <= 1:
        raise RuntimeError("N must be greater than 1.")
    return _powers(x, n, int64 if dtype.category is TypeCategory.INTEGRAL else dtype)


def vander(x: Any, N: int | None = None, increasing: bool = False) -> Any:
    """``torch.vander``: the powers of a vector's elements, decreasing unless
    ``increasing``, as a (len(x), N) matrix of x's dtype promoted with int64."""
    if x._impl.dim() != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x._impl.sizes[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    dtype = promote_types(x._impl.dtype, int64)
    if n == 0:
        return ops.zeros.call((x._impl.sizes[0], 0), dtype, None, x._impl.device, None)
    result = _powers(x, n, dtype)
    return result if increasing else ops.flip.call(result, (1,))
