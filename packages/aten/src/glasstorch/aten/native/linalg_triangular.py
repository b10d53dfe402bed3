"""Triangular solves: ``linalg.solve_triangular`` and the deprecated ``torch.triangular_solve``
(which also returns a copy of A).

Mirrors ``native/BatchLinearAlgebra.cpp``'s triangular solves: BLAS trsm, one matrix at a
time, so a zero on the diagonal gives infinities or NaNs rather than an error, as in PyTorch.
Batch dims broadcast.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np

from .batch_linear_algebra import (
    _batch_broadcast,
    _check_lapack_dtype,
    _check_linear_solve,
    _check_matrices,
    _check_square_shape,
    _empty,
    _result,
)
from .linalg_lapack import blas, each_matrix, host

__all__ = [
    "linalg_solve_triangular",
    "linalg_solve_triangular_meta",
    "triangular_solve",
    "triangular_solve_meta",
]


def _trsm(a: np.ndarray, b: np.ndarray, upper: bool, left: bool, trans: int, unit: bool) -> Any:
    """``op(A)^-1 B`` (``B op(A)^-1`` when not ``left``) for every broadcast batch element,
    ``op`` being A, A^T or A^H for ``trans`` 0, 1, 2."""
    solve = blas("trsm", a, b)

    def one(A: np.ndarray, B: np.ndarray) -> np.ndarray:
        return solve(
            1.0, A, B, side=int(not left), lower=int(not upper), trans_a=trans, diag=int(unit)
        )

    with np.errstate(all="ignore"):
        return each_matrix(one, a, b)


def _check_solve_triangular(A: Any, B: Any, left: bool) -> tuple[int, ...]:
    name = "linalg.solve_triangular"
    _check_matrices(B, name, "B")
    _check_square_shape(A, name)
    n, (rows, cols) = A._impl.sizes[-1], B._impl.sizes[-2:]
    if (rows if left else cols) != n:
        raise RuntimeError(
            f"{name}: Incompatible shapes of A and B for the equation "
            f"{'AX = B' if left else 'XA = B'} ({n}x{n} and {rows}x{cols})"
        )
    _check_lapack_dtype(A, "triangular_solve")
    return (*_batch_broadcast(B, A), rows, cols)


def linalg_solve_triangular(
    self: Any, B: Any, upper: bool, left: bool = True, unitriangular: bool = False
) -> Any:
    """X with ``A X = B`` (``X A = B`` when not ``left``), reading only A's upper or lower
    triangle (and taking its diagonal as ones when ``unitriangular``). B is cast to A's
    dtype, and so is the result, as in PyTorch."""
    sizes = _check_solve_triangular(self, B, left)
    a = host(self)
    b = host(B).astype(a.dtype, copy=False)
    x = _trsm(a, b, upper, left, 0, unitriangular) if b.size else np.zeros(sizes, a.dtype)
    return _result(x, self)


def linalg_solve_triangular_meta(
    self: Any, B: Any, upper: bool, left: bool = True, unitriangular: bool = False
) -> Any:
    return _empty(self, _check_solve_triangular(self, B, left))


def _check_triangular_solve(b: Any, A: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    for t, letter in ((b, "b"), (A, "A")):
        if t._impl.dim() < 2:
            raise RuntimeError(
                f"torch.triangular_solve: Expected {letter} to have at least 2 dimensions, but "
                f"it has {t._impl.dim()} dimensions instead"
            )
    _check_linear_solve(b, A, "triangular_solve")
    _check_lapack_dtype(A, "triangular_solve")
    batch = _batch_broadcast(b, A)
    return (*batch, *b._impl.sizes[-2:]), (*batch, *A._impl.sizes[-2:])


def triangular_solve(
    self: Any, A: Any, upper: bool = True, transpose: bool = False, unitriangular: bool = False
) -> tuple:
    """The deprecated ``torch.triangular_solve(b, A)``: the solution of ``op(A) X = b`` (op
    the transpose when ``transpose``) and a copy of A, broadcast to the batch."""
    warnings.warn(
        "torch.triangular_solve is deprecated in favor of torch.linalg.solve_triangularand will "
        "be removed in a future PyTorch release.\ntorch.linalg.solve_triangular has its "
        "arguments reversed and does not return a copy of one of the inputs.\n"
        "X = torch.triangular_solve(B, A).solution\nshould be replaced with\n"
        "X = torch.linalg.solve_triangular(A, B).",
        UserWarning,
        stacklevel=3,
    )
    sizes, a_sizes = _check_triangular_solve(self, A)
    a, b = host(A), host(self)
    if b.size:
        x = _trsm(a, b, upper, True, 1 if transpose else 0, unitriangular)
    else:
        x = np.zeros(sizes, a.dtype)
    return _result(x, self), _result(np.broadcast_to(a, a_sizes), A)


def triangular_solve_meta(
    self: Any, A: Any, upper: bool = True, transpose: bool = False, unitriangular: bool = False
) -> tuple:
    sizes, a_sizes = _check_triangular_solve(self, A)
    return _empty(self, sizes), _empty(A, a_sizes)
