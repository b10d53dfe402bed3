"""``linalg.tensorinv`` and ``linalg.tensorsolve``: ``inv`` and ``solve`` of a tensor read as
a square matrix (its leading dims against its trailing ones).

Mirrors ``native/LinearAlgebra.cpp``: CompositeImplicitAutograd reshapes around
``linalg.inv_ex`` and ``linalg.solve``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ._lazy import ops
from .linalg_lapack import check_info, singular_pivot

__all__ = ["linalg_tensorinv", "linalg_tensorsolve"]


def linalg_tensorinv(self: Any, ind: int = 2) -> Any:
    """The tensor ``X`` with ``tensordot(X, A, ind) = I``, of shape
    ``A.shape[ind:] + A.shape[:ind]``."""
    if ind <= 0:
        raise RuntimeError(f"Expected a strictly positive integer for 'ind', but got {ind}")
    sizes = self._impl.sizes
    rows, cols = math.prod(sizes[ind:]), math.prod(sizes[:ind])
    if rows != cols:
        raise RuntimeError(
            "Expected self to satisfy the requirement prod(self.shape[ind:]) == "
            f"prod(self.shape[:ind]), but got {rows} != {cols}"
        )
    inverse, info = ops.linalg_inv_ex.call(ops.reshape.call(self, (rows, rows)), False)
    check_info(info, "inv", singular_pivot)
    return ops.reshape.call(inverse, (*sizes[ind:], *sizes[:ind]))


def linalg_tensorsolve(self: Any, other: Any, dims: Sequence[int] | None = None) -> Any:
    """X with ``tensordot(A, X, X.ndim) = B``; ``dims`` are moved to A's end first."""
    ndim = self._impl.dim()
    if dims is not None:
        self = ops.movedim_intlist.call(self, tuple(dims), tuple(range(ndim - len(dims), ndim)))
    result_sizes = self._impl.sizes[other._impl.dim() :]
    rows, count = math.prod(result_sizes), other._impl.numel()
    if rows != count:
        raise RuntimeError(
            "Expected self to satisfy the requirement prod(self.shape[other.ndim:]) == "
            f"prod(self.shape[:other.ndim]), but got {rows} != {count}"
        )
    matrix = ops.reshape.call(self, (rows, rows))
    solution = ops.linalg_solve.call(matrix, ops.reshape.call(other, (-1,)), True)
    return ops.reshape.call(solution, result_sizes)
