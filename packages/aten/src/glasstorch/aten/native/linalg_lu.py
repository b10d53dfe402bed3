"""The LU factorization with partial pivoting and what it solves: ``linalg.lu_factor``,
``lu_factor_ex``, ``lu``, ``lu_solve``, ``torch.lu_unpack``, the deprecated ``torch.lu_solve``
and ``torch._lu_with_info``, and the ``_ex`` forms of solve and inv that report singular
matrices in an ``info`` tensor instead of raising.

Mirrors the LU parts of ``native/BatchLinearAlgebra.cpp``: LAPACK's getrf and getrs (one
matrix at a time), so pivots are LAPACK's 1-based row interchanges, as int32. As on PyTorch's
CPU, LU without pivoting is refused there; CUDA tensors get it (plain Gaussian elimination).
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import int32

from ._lazy import ops
from .batch_linear_algebra import (
    _batch_broadcast,
    _check_floating,
    _check_lapack_dtype,
    _check_matrices,
    _check_solve,
    _check_square,
    _empty,
    _result,
)
from .linalg_lapack import (
    check_info,
    getrf,
    getrf_no_pivoting,
    getrs,
    host,
    permutation_matrix,
    raise_for_info,
    singular_pivot,
    unpack_lu,
)
from .tensor_iterator import broadcast_shapes, type_name

__all__ = [
    "_lu_with_info",
    "linalg_inv_ex",
    "linalg_inv_ex_meta",
    "linalg_lu",
    "linalg_lu_factor",
    "linalg_lu_factor_ex",
    "linalg_lu_factor_ex_meta",
    "linalg_lu_meta",
    "linalg_lu_solve",
    "linalg_lu_solve_meta",
    "linalg_solve_ex",
    "lu_solve",
    "lu_unpack",
    "lu_unpack_meta",
]


def _zero_in_U(code: int) -> str:
    return (
        f"U[{code},{code}] is zero and using it on lu_solve would result in a division by zero. "
        "If you still want to perform the factorization, consider calling linalg.lu(A, pivot) "
        "or linalg.lu_factor_ex(A, pivot)"
    )


def _check_lu(A: Any, name: str, pivot: bool) -> None:
    if A._impl.dim() < 2:
        raise RuntimeError(
            f"{name}: Expected tensor with 2 or more dimensions. Got size: "
            f"{list(A._impl.sizes)} instead"
        )
    _check_lapack_dtype(A, "lu")
    if not pivot and A._impl.device.type == "cpu":
        raise RuntimeError("linalg.lu_factor: LU without pivoting is not implemented on the CPU")


def _factor(A: Any, pivot: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    a = host(A)
    with np.errstate(all="ignore"):
        return getrf(a) if pivot else getrf_no_pivoting(a)


def _lu_sizes(A: Any) -> tuple[tuple[int, ...], int, int, int]:
    *batch, m, n = A._impl.sizes
    return tuple(batch), m, n, min(m, n)


# -- lu_factor ------------------------------------------------------------------------------------
def linalg_lu_factor_ex(A: Any, pivot: bool = True, check_errors: bool = False) -> tuple:
    """``A = P L U``, packed into one matrix (L's strict lower triangle, U's upper), with the
    row interchanges (1-based) and ``info`` (the first zero diagonal element of U)."""
    _check_lu(A, "torch.lu_factor", pivot)
    lu, pivots, info = _factor(A, pivot)
    if check_errors:
        raise_for_info(info, "torch.linalg.lu_factor_ex", _zero_in_U)
    return _result(lu, A), _result(pivots, A, int32), _result(info, A, int32)


def linalg_lu_factor_ex_meta(A: Any, pivot: bool = True, check_errors: bool = False) -> tuple:
    _check_lu(A, "torch.lu_factor", pivot)
    batch, _, _, k = _lu_sizes(A)
    return _empty(A, A._impl.sizes), _empty(A, (*batch, k), int32), _empty(A, batch, int32)


def linalg_lu_factor(A: Any, pivot: bool = True) -> tuple:
    LU, pivots, info = ops.linalg_lu_factor_ex.call(A, pivot, False)
    check_info(info, "torch.linalg.lu_factor", _zero_in_U)
    return LU, pivots


def _lu_with_info(self: Any, pivot: bool = True, check_errors: bool = True) -> tuple:
    """What the deprecated ``torch.lu`` calls: ``lu_factor_ex``, never raising (as PyTorch's,
    whatever ``check_errors`` says)."""
    warnings.warn(
        "torch.lu is deprecated in favor of torch.linalg.lu_factor / torch.linalg.lu_factor_ex "
        "and will be removed in a future PyTorch release.\nLU, pivots = torch.lu(A, "
        "compute_pivots)\nshould be replaced with\nLU, pivots = torch.linalg.lu_factor(A, "
        "compute_pivots)\nand\nLU, pivots, info = torch.lu(A, compute_pivots, get_infos=True)\n"
        "should be replaced with\nLU, pivots, info = torch.linalg.lu_factor_ex(A, compute_pivots)",
        UserWarning,
        stacklevel=3,
    )
    return ops.linalg_lu_factor_ex.call(self, pivot, False)


# -- lu and lu_unpack -----------------------------------------------------------------------------
def linalg_lu(A: Any, pivot: bool = True) -> tuple:
    """P, L (unit lower triangular, m x k) and U (upper triangular, k x n) with ``A = P L U``;
    P is empty when not ``pivot``."""
    _check_lu(A, "linalg.lu", pivot)
    lu, pivots, _ = _factor(A, pivot)
    L, U = unpack_lu(lu)
    m = lu.shape[-2]
    P = permutation_matrix(pivots, m, lu.dtype) if pivot else np.empty((0,), lu.dtype)
    return _result(P, A), _result(L, A), _result(U, A)


def linalg_lu_meta(A: Any, pivot: bool = True) -> tuple:
    _check_lu(A, "linalg.lu", pivot)
    batch, m, n, k = _lu_sizes(A)
    P = (*batch, m, m) if pivot else (0,)
    return _empty(A, P), _empty(A, (*batch, m, k)), _empty(A, (*batch, k, n))


def _check_lu_unpack(LU: Any, pivots: Any, unpack_pivots: bool) -> None:
    if LU._impl.dim() < 2:
        raise RuntimeError(
            "torch.lu_unpack: Expected tensor with 2 or more dimensions. Got size: "
            f"{list(LU._impl.sizes)} instead"
        )
    if unpack_pivots and pivots._impl.dtype is not int32:
        raise RuntimeError(
            "torch.lu_unpack: LU_pivots is expected to be a contiguous tensor of torch.int32 "
            "dtype.\nNote: this function is intended to be used with the output produced by "
            "torch.linalg.lu_factor"
        )


def lu_unpack(
    LU_data: Any, LU_pivots: Any, unpack_data: bool = True, unpack_pivots: bool = True
) -> tuple:
    """P, L and U from ``lu_factor``'s packed factors and pivots (empty where not asked)."""
    _check_lu_unpack(LU_data, LU_pivots, unpack_pivots)
    lu = host(LU_data)
    m = lu.shape[-2]
    empty = np.empty((0,), lu.dtype)
    L, U = unpack_lu(lu) if unpack_data else (empty, empty)
    P = empty
    if unpack_pivots:
        pivots = host(LU_pivots)
        if pivots.size and (pivots.min() < 1 or pivots.max() > m):
            raise RuntimeError(
                "pivots passed to lu_unpack must be between 1 and LU.size(-2) inclusive.Did "
                "you properly pass the result of lu_factor?"
            )
        batch = np.broadcast_shapes(lu.shape[:-2], pivots.shape[:-1])
        P = permutation_matrix(np.broadcast_to(pivots, (*batch, pivots.shape[-1])), m, lu.dtype)
    return _result(P, LU_data), _result(L, LU_data), _result(U, LU_data)


def lu_unpack_meta(
    LU_data: Any, LU_pivots: Any, unpack_data: bool = True, unpack_pivots: bool = True
) -> tuple:
    _check_lu_unpack(LU_data, LU_pivots, unpack_pivots)
    batch, m, n, k = _lu_sizes(LU_data)
    P = (*broadcast_shapes(batch, LU_pivots._impl.sizes[:-1]), m, m) if unpack_pivots else (0,)
    L, U = ((*batch, m, k), (*batch, k, n)) if unpack_data else ((0,), (0,))
    return _empty(LU_data, P), _empty(LU_data, L), _empty(LU_data, U)


# -- lu_solve -------------------------------------------------------------------------------------
def _check_lu_solve(LU: Any, pivots: Any, B: Any, left: bool) -> tuple[int, ...]:
    """PyTorch's checks of ``linalg.lu_solve``; the solution's sizes."""
    _check_floating(LU, "torch.linalg.lu_solve", low_precision=True)
    if LU._impl.dtype is not B._impl.dtype:
        raise RuntimeError(
            "linalg.lu_solve: Expected LU and B to have the same dtype, but found LU of type "
            f"{type_name(LU._impl.dtype)} and B of type {type_name(B._impl.dtype)} instead"
        )
    if pivots._impl.dtype is not int32:
        raise RuntimeError("linalg.lu_solve: pivots should be a Tensor of scalar type torch.int32")
    _check_square(LU, "torch.linalg.lu_solve")
    _check_matrices(B, "linalg.lu_solve", "B")
    n, (rows, cols) = LU._impl.sizes[-1], B._impl.sizes[-2:]
    if (rows if left else cols) != n:
        raise RuntimeError(
            "linalg.lu_solve: Incompatible shapes of A and B for the equation "
            f"{'AX = B' if left else 'XA = B'} ({n}x{n} and {rows}x{cols})"
        )
    if pivots._impl.dim() == 0 or pivots._impl.sizes[-1] != n:
        raise RuntimeError(
            "linalg.lu_solve: Number of pivots per batch should be same as the dimension of "
            "the matrix"
        )
    if tuple(pivots._impl.sizes) != tuple(LU._impl.sizes[:-1]):
        raise RuntimeError(
            "linalg.lu_solve: Expected LU.shape[:-1] and pivots.shape to be the same, but got "
            f"pivots with shape {list(pivots._impl.sizes)} instead"
        )
    _check_lapack_dtype(LU, "linalg.lu_solve")
    return (*_batch_broadcast(B, LU), rows, cols)


def linalg_lu_solve(LU: Any, pivots: Any, B: Any, left: bool = True, adjoint: bool = False) -> Any:
    """X with ``A X = B`` (``X A = B`` when not ``left``; A^H for A when ``adjoint``) from
    A's LU factorization; batch dims broadcast."""
    _check_lu_solve(LU, pivots, B, left)
    lu, piv, b = host(LU), host(pivots), host(B)
    if not left:  # X op(A) = B  <=>  op(A)^H X^H = B^H
        b, adjoint = np.conj(np.swapaxes(b, -1, -2)), not adjoint
    x = getrs(lu, piv, b, 2 if adjoint else 0)
    if not left:
        x = np.conj(np.swapaxes(x, -1, -2))
    return _result(x, LU)


def linalg_lu_solve_meta(
    LU: Any, pivots: Any, B: Any, left: bool = True, adjoint: bool = False
) -> Any:
    return _empty(LU, _check_lu_solve(LU, pivots, B, left))


def lu_solve(self: Any, LU_data: Any, LU_pivots: Any) -> Any:
    """The deprecated ``torch.lu_solve(B, LU, pivots)``: ``linalg.lu_solve(LU, pivots, B)``."""
    warnings.warn(
        "torch.lu_solve is deprecated in favor of torch.linalg.lu_solveand will be removed in a "
        "future PyTorch release.\nNote that torch.linalg.lu_solve has its arguments reversed.\n"
        "X = torch.lu_solve(B, LU, pivots)\nshould be replaced with\n"
        "X = torch.linalg.lu_solve(LU, pivots, B)",
        UserWarning,
        stacklevel=3,
    )
    return ops.linalg_lu_solve.call(LU_data, LU_pivots, self, True, False)


# -- solve_ex and inv_ex --------------------------------------------------------------------------
def _solver_failed(code: int) -> str:
    return "The solver failed because the input matrix is singular."


def linalg_solve_ex(A: Any, B: Any, left: bool = True, check_errors: bool = False) -> tuple:
    """``linalg.solve`` through ``lu_factor_ex`` and ``lu_solve``, with the factorization's
    ``info`` (the first zero pivot) per matrix of A; a singular A gives infinities or NaNs
    rather than an error unless ``check_errors``."""
    vector, _ = _check_solve(A, B, left)
    LU, pivots, info = ops.linalg_lu_factor_ex.call(A, True, False)
    if check_errors:
        check_info(info, "torch.linalg.solve_ex", _solver_failed)
    side = -1 if left else -2
    rhs = ops.unsqueeze.call(B, side) if vector else B
    X = ops.linalg_lu_solve.call(LU, pivots, rhs, left, False)
    return (ops.squeeze_dim.call(X, side) if vector else X), info


def _check_inv_ex(A: Any) -> None:
    _check_square(A, "linalg.inv")


def linalg_inv_ex(A: Any, check_errors: bool = False) -> tuple:
    """The inverse and ``info`` (the first zero pivot of A's LU factorization) per matrix;
    a singular matrix's inverse holds infinities or NaNs unless ``check_errors`` raises."""
    _check_inv_ex(A)
    a = host(A)
    with np.errstate(all="ignore"):
        lu, pivots, info = getrf(a)
        identity = np.broadcast_to(np.eye(a.shape[-1], dtype=a.dtype), a.shape)
        inverse = getrs(lu, pivots, identity, 0)
    if check_errors:
        raise_for_info(info, "linalg.inv_ex", singular_pivot)
    return _result(inverse, A), _result(info, A, int32)


def linalg_inv_ex_meta(A: Any, check_errors: bool = False) -> tuple:
    _check_inv_ex(A)
    return _empty(A, A._impl.sizes), _empty(A, A._impl.sizes[:-2], int32)
