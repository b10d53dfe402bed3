"""Factorizations of symmetric (Hermitian) matrices: Cholesky (``linalg.cholesky``,
``cholesky_ex``, the deprecated ``torch.cholesky``), what a Cholesky factor solves
(``cholesky_solve``, ``cholesky_inverse``) and the Bunch-Kaufman LDL^T (``linalg.ldl_factor``,
``ldl_factor_ex``, ``ldl_solve``).

Mirrors the Cholesky and LDL parts of ``native/BatchLinearAlgebra.cpp``: LAPACK's potrf,
potrs, potri, sytrf/hetrf and sytrs/hetrs, one matrix at a time, so ``info`` and the LDL
pivots are LAPACK's (1-based; a negative pair marks a 2 x 2 block).
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, int32

from ._lazy import ops
from .batch_linear_algebra import (
    _batch_broadcast,
    _check_lapack_dtype,
    _check_linear_solve,
    _check_square,
    _check_square_shape,
    _empty,
    _result,
)
from .fp_errors import ignore_fp_errors
from .linalg_lapack import each_matrix, host, lapack, raise_for_info, singular_pivot, stack
from .tensor_iterator import type_name

__all__ = [
    "cholesky",
    "cholesky_inverse",
    "cholesky_inverse_meta",
    "cholesky_meta",
    "cholesky_solve",
    "cholesky_solve_meta",
    "linalg_cholesky",
    "linalg_cholesky_ex",
    "linalg_cholesky_ex_meta",
    "linalg_cholesky_meta",
    "linalg_ldl_factor",
    "linalg_ldl_factor_ex",
    "linalg_ldl_factor_ex_meta",
    "linalg_ldl_solve",
    "linalg_ldl_solve_meta",
]


def _not_positive_definite(order: int) -> str:
    return (
        "The factorization could not be completed because the input is not positive-definite "
        f"(the leading minor of order {order} is not positive-definite)."
    )


def _potrf(a: np.ndarray, upper: bool) -> tuple[np.ndarray, np.ndarray]:
    """The Cholesky factor of each matrix (from its lower triangle; returned as ``L^H`` when
    ``upper``) and LAPACK's ``info``: the order of the first leading minor that is not
    positive-definite, where the factor stops."""
    info = np.zeros(a.shape[:-2], np.int32)
    factor = np.zeros_like(a)
    if a.size:
        potrf = lapack("potrf", a)
        factors, infos = stack(factor), info.reshape(-1)
        for i, m in enumerate(stack(a)):
            factors[i], infos[i] = potrf(m, lower=1, clean=1)
    if upper:
        factor = np.conj(np.swapaxes(factor, -1, -2))
    return factor, info


def _factor(A: Any, upper: bool, name: str, check_errors: bool) -> tuple[Any, np.ndarray]:
    with ignore_fp_errors():
        factor, info = _potrf(host(A), upper)
    if check_errors:
        raise_for_info(info, name, _not_positive_definite)
    return _result(factor, A), info


def linalg_cholesky(A: Any, upper: bool = False) -> Any:
    """L with ``A = L L^H`` (lower triangular, from A's lower triangle), or its ``L^H``."""
    _check_square(A, "linalg.cholesky", "cholesky")
    return _factor(A, upper, "linalg.cholesky", True)[0]


def linalg_cholesky_meta(A: Any, upper: bool = False) -> Any:
    _check_square(A, "linalg.cholesky", "cholesky")
    return _empty(A, A._impl.sizes)


def linalg_cholesky_ex(A: Any, upper: bool = False, check_errors: bool = False) -> tuple:
    """The Cholesky factor and ``info`` (0, or the order of the leading minor that is not
    positive-definite) per matrix; an error only when ``check_errors``."""
    _check_square(A, "linalg.cholesky", "cholesky")
    L, info = _factor(A, upper, "linalg.cholesky_ex", check_errors)
    return L, _result(info, A, int32)


def linalg_cholesky_ex_meta(A: Any, upper: bool = False, check_errors: bool = False) -> tuple:
    _check_square(A, "linalg.cholesky", "cholesky")
    return _empty(A, A._impl.sizes), _empty(A, A._impl.sizes[:-2], int32)


def _check_cholesky(A: Any) -> None:
    _check_square_shape(A, "cholesky")
    _check_lapack_dtype(A, "cholesky")


def cholesky(self: Any, upper: bool = False) -> Any:
    """The deprecated ``torch.cholesky``: ``linalg.cholesky`` with its own name in errors."""
    warnings.warn(
        "torch.cholesky is deprecated in favor of torch.linalg.cholesky and will be removed in "
        "a future PyTorch release.\nL = torch.cholesky(A)\nshould be replaced with\n"
        "L = torch.linalg.cholesky(A)\nand\nU = torch.cholesky(A, upper=True)\n"
        "should be replaced with\nU = torch.linalg.cholesky(A).mH\nThis transform will produce "
        "equivalent results for all valid (symmetric positive definite) inputs.",
        UserWarning,
        stacklevel=3,
    )
    _check_cholesky(self)
    return _factor(self, upper, "cholesky", True)[0]


def cholesky_meta(self: Any, upper: bool = False) -> Any:
    _check_cholesky(self)
    return _empty(self, self._impl.sizes)


# -- what a Cholesky factor solves ----------------------------------------------------------------
def _check_cholesky_inverse(L: Any) -> None:
    _check_square_shape(L, "cholesky_inverse")
    _check_lapack_dtype(L, "cholesky_inverse_out")


def cholesky_inverse(self: Any, upper: bool = False) -> Any:
    """``(L L^H)^-1`` from the Cholesky factor L (``(U^H U)^-1`` when ``upper``)."""
    _check_cholesky_inverse(self)
    c = host(self)
    inverse = np.zeros_like(c)
    info = np.zeros(c.shape[:-2], np.int32)
    if c.size:
        potri = lapack("potri", c)
        inverses, infos = stack(inverse), info.reshape(-1)
        for i, m in enumerate(stack(c)):
            inverses[i], infos[i] = potri(m, lower=int(not upper))
    raise_for_info(info, "cholesky_inverse", singular_pivot)
    # potri writes one triangle; the other is its conjugate transpose
    kept = np.tril(inverse) if not upper else np.triu(inverse)
    strict = np.tril(inverse, -1) if not upper else np.triu(inverse, 1)
    return _result(kept + np.conj(np.swapaxes(strict, -1, -2)), self)


def cholesky_inverse_meta(self: Any, upper: bool = False) -> Any:
    _check_cholesky_inverse(self)
    return _empty(self, self._impl.sizes)


def _check_cholesky_solve(b: Any, L: Any) -> tuple[int, ...]:
    for t, letter in ((b, "b"), (L, "u")):
        if t._impl.dim() < 2:
            raise RuntimeError(
                f"{letter} should have at least 2 dimensions, but has {t._impl.dim()} "
                "dimensions instead"
            )
    _check_linear_solve(b, L, "cholesky_solve")
    _check_lapack_dtype(b, "cholesky_solve")
    return (*_batch_broadcast(b, L), *b._impl.sizes[-2:])


def cholesky_solve(self: Any, input2: Any, upper: bool = False) -> Any:
    """X with ``A X = B`` for ``A = L L^H`` given L (``U^H U`` given U when ``upper``);
    batch dims broadcast."""
    sizes = _check_cholesky_solve(self, input2)
    b, c = host(self), host(input2)

    def solve(factor: np.ndarray, rhs: np.ndarray) -> np.ndarray:
        return lapack("potrs", factor, rhs)(factor, rhs, lower=int(not upper))[0]

    with ignore_fp_errors():
        x = each_matrix(solve, c, b) if b.size else np.zeros(sizes)
    return _result(x, self)


def cholesky_solve_meta(self: Any, input2: Any, upper: bool = False) -> Any:
    return _empty(self, _check_cholesky_solve(self, input2))


# -- LDL^T ----------------------------------------------------------------------------------------
def _check_ldl_info(info: np.ndarray, name: str) -> None:
    """A zero block of D (``info > 0``): PyTorch reports it as an unknown error code."""
    if (info > 0).any():
        raise RuntimeError(f"{name}: Unknown error code: {int(info[info > 0][0])}.")


def linalg_ldl_factor_ex(A: Any, hermitian: bool = False, check_errors: bool = False) -> tuple:
    """The compact LDL^T (Bunch-Kaufman) factorization of a symmetric (Hermitian when
    ``hermitian``) matrix from its lower triangle: L below the diagonal, the blocks of D on
    it; LAPACK's pivots and ``info`` (the first zero diagonal element of D)."""
    name = "torch.linalg.ldl_factor_ex"
    _check_square(A, name, "ldl_factor_kernel")
    a = host(A)
    routine = "hetrf" if hermitian and np.iscomplexobj(a) else "sytrf"
    n = a.shape[-1]
    LD = np.zeros_like(a)
    pivots = np.broadcast_to(np.arange(1, n + 1, dtype=np.int32), (*a.shape[:-2], n)).copy()
    info = np.zeros(a.shape[:-2], np.int32)
    if a.size:
        factor = lapack(routine, a)
        lds, pivs, infos = stack(LD), pivots.reshape(-1, n), info.reshape(-1)
        for i, m in enumerate(stack(a)):
            ld, pivs[i], infos[i] = factor(m, lower=1)
            lds[i] = np.tril(ld)
    if check_errors:
        _check_ldl_info(info, name)
    return _result(LD, A), _result(pivots, A, int32), _result(info, A, int32)


def linalg_ldl_factor_ex_meta(A: Any, hermitian: bool = False, check_errors: bool = False) -> tuple:
    _check_square(A, "torch.linalg.ldl_factor_ex", "ldl_factor_kernel")
    sizes = A._impl.sizes
    return _empty(A, sizes), _empty(A, sizes[:-1], int32), _empty(A, sizes[:-2], int32)


def linalg_ldl_factor(A: Any, hermitian: bool = False) -> tuple:
    LD, pivots, info = ops.linalg_ldl_factor_ex.call(A, hermitian, False)
    if info._impl.device.type != "meta":
        _check_ldl_info(host(info), "torch.linalg.ldl_factor")
    return LD, pivots


def _check_ldl_solve(LD: Any, pivots: Any, B: Any) -> tuple[int, ...]:
    name = "torch.linalg.ldl_solve"
    _check_square(LD, name, "ldl_solve_kernel")
    _check_linear_solve(B, LD, name)
    if tuple(pivots._impl.sizes) != tuple(LD._impl.sizes[:-1]):
        raise RuntimeError(
            f"{name}: Expected LD.shape[:-1] and pivots.shape to be the same, but got pivots "
            f"with shape {list(pivots._impl.sizes)} instead"
        )
    if pivots._impl.dtype.category is not TypeCategory.INTEGRAL:
        raise RuntimeError(
            f"{name}: Expected pivots to be integers. Got {type_name(pivots._impl.dtype)}"
        )
    return (*_batch_broadcast(B, LD), *B._impl.sizes[-2:])


def linalg_ldl_solve(LD: Any, pivots: Any, B: Any, hermitian: bool = False) -> Any:
    """X with ``A X = B`` from the LDL^T factorization of A (``linalg.ldl_factor``'s LD and
    pivots); batch dims broadcast."""
    sizes = _check_ldl_solve(LD, pivots, B)
    ld, piv, b = host(LD), host(pivots).astype(np.int32), host(B)
    if b.size == 0:
        return _result(np.zeros(sizes), B)
    routine = "hetrs" if hermitian and np.iscomplexobj(ld) else "sytrs"
    solve = lapack(routine, ld, b)
    n = ld.shape[-1]
    with ignore_fp_errors():
        x = each_matrix(
            lambda f, p, r: solve(f, p[0], r, lower=1)[0], ld, piv.reshape(*piv.shape[:-1], 1, n), b
        )
    return _result(x, B)


def linalg_ldl_solve_meta(LD: Any, pivots: Any, B: Any, hermitian: bool = False) -> Any:
    return _empty(B, _check_ldl_solve(LD, pivots, B))
