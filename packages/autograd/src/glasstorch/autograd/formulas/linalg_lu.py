"""LU, triangular and Cholesky solves: the backward formulas of ``linalg.lu_factor_ex``,
``linalg.lu``, ``lu_unpack``, ``linalg.lu_solve``, ``linalg.solve_triangular``,
``triangular_solve``, ``cholesky_inverse`` and ``cholesky_solve``.

With ``A = P L U`` (L unit lower triangular, U upper triangular), ``L^-1 dL`` is strictly
lower and ``dU U^-1`` upper triangular, so a gradient splits along the triangles:
``gA = P L^-H (tril(L^H gL, -1) + triu(gU U^H)) U^-H``. Every formula is written with
differentiable operators (triangular solves, products, ``tril``/``triu``), so it can be
differentiated again; ``.mH`` is the transpose for the real dtypes they support.
"""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.aten import Tensor, cat, eye, zeros_like
from glasstorch.aten._generated import ops


def _solve_triangular(
    A: Tensor, B: Tensor, upper: bool, left: bool = True, unitriangular: bool = False
) -> Tensor:
    return ops.linalg_solve_triangular.call(A, B, upper, left, unitriangular)


def _unpack(LU: Tensor) -> tuple[Tensor, Tensor]:
    """L and U from packed factors, as differentiable functions of them."""
    m, n = LU.shape[-2], LU.shape[-1]
    k = min(m, n)
    L = LU.narrow(-1, 0, k).tril(-1) + eye(m, k, dtype=LU.dtype, device=LU.device)
    return L, LU.narrow(-2, 0, k).triu()


def _permutation(LU: Tensor, pivots: Tensor) -> Tensor:
    return ops.lu_unpack.call(LU, pivots, False, True)[0]


def linalg_lu_backward(
    grad_L: Tensor | None,
    grad_U: Tensor | None,
    P: Tensor | None,
    L: Tensor,
    U: Tensor,
    pivot: bool,
) -> Tensor:
    """The gradient of ``A = P L U`` (L is m x k, U is k x n). A wide A carries U's extra
    columns ``U2 = L^-1 P^T A2`` into gL; a tall one L's extra rows ``L2 = A2 U^-1`` into
    gU."""
    m, n = L.shape[-2], U.shape[-1]
    gL = zeros_like(L) if grad_L is None else grad_L.tril(-1)
    gU = zeros_like(U) if grad_U is None else grad_U.triu()
    if m == n:
        phi = (L.mH @ gL).tril(-1) + (gU @ U.mH).triu()
        grad_A = _solve_triangular(L.mH, phi, True, True, True)
        grad_A = _solve_triangular(U.mH, grad_A, False, False)
    elif m < n:
        U1, U2 = U.narrow(-1, 0, m), U.narrow(-1, m, n - m)
        gU1, gU2 = gU.narrow(-1, 0, m), gU.narrow(-1, m, n - m)
        phi = (L.mH @ gL - gU2 @ U2.mH).tril(-1) + (gU1 @ U1.mH).triu()
        right = _solve_triangular(U1.mH, phi, False, False)
        grad_A = _solve_triangular(L.mH, cat([right, gU2], -1), True, True, True)
    else:
        L1, L2 = L.narrow(-2, 0, n), L.narrow(-2, n, m - n)
        gL1, gL2 = gL.narrow(-2, 0, n), gL.narrow(-2, n, m - n)
        phi = (L1.mH @ gL1).tril(-1) + (gU @ U.mH - L2.mH @ gL2).triu()
        top = _solve_triangular(L1.mH, phi, True, True, True)
        grad_A = _solve_triangular(U.mH, cat([top, gL2], -2), False, False)
    return P @ grad_A if pivot else grad_A


def lu_factor_ex_backward(grad: Tensor, LU: Tensor, pivots: Tensor, pivot: bool) -> Tensor:
    """The packed factors' gradient split into L's (strictly lower) and U's (upper)."""
    k = min(LU.shape[-2], LU.shape[-1])
    L, U = _unpack(LU)
    P = _permutation(LU, pivots) if pivot else None
    return linalg_lu_backward(grad.narrow(-1, 0, k), grad.narrow(-2, 0, k), P, L, U, pivot)


def lu_unpack_backward(grad_L: Tensor | None, grad_U: Tensor | None, m: int, n: int) -> Tensor:
    """L and U are read from the strict lower and the upper triangle of the packed m x n
    factors: their gradients land there (padded to m x n)."""
    k = min(m, n)
    if grad_L is None and grad_U is None:
        return None
    parts = []
    if grad_L is not None:
        parts.append(ops.constant_pad_nd.call(grad_L.tril(-1), (0, n - k), 0))
    if grad_U is not None:
        parts.append(ops.constant_pad_nd.call(grad_U.triu(), (0, 0, 0, m - k), 0))
    return parts[0] if len(parts) == 1 else parts[0] + parts[1]


def linalg_lu_solve_backward(
    grad: Tensor,
    LU: Tensor,
    pivots: Tensor,
    X: Tensor,
    left: bool,
    adjoint: bool,
    mask: Sequence[bool],
) -> tuple[Tensor | None, Tensor | None]:
    """gB solves the adjoint system; gA is ``-gB X^H`` (or its form for the other three
    equations), then split onto L and U through ``A = P L U``."""
    grad_B = ops.linalg_lu_solve.call(LU, pivots, grad, left, not adjoint)
    grad_LU = None
    if mask[0]:
        if left:
            grad_A = -(X @ grad_B.mH) if adjoint else -(grad_B @ X.mH)
        else:
            grad_A = -(grad_B.mH @ X) if adjoint else -(X.mH @ grad_B)
        L, U = _unpack(LU)
        grad_PA = _permutation(LU, pivots).mT @ grad_A
        grad_LU = (grad_PA @ U.mH).tril(-1) + (L.mH @ grad_PA).triu()
    return grad_LU, grad_B if mask[1] else None


def _triangle(grad_A: Tensor, upper: bool, unitriangular: bool) -> Tensor:
    """The part of a gradient the triangular A receives (without the unit diagonal)."""
    return grad_A.triu(int(unitriangular)) if upper else grad_A.tril(-int(unitriangular))


def linalg_solve_triangular_backward(
    grad: Tensor,
    A: Tensor,
    X: Tensor,
    upper: bool,
    left: bool,
    unitriangular: bool,
    mask: Sequence[bool],
) -> tuple[Tensor | None, Tensor | None]:
    """``X = A^-1 B``: ``gB = A^-H G``, ``gA = -gB X^H`` restricted to A's triangle."""
    grad_B = _solve_triangular(A.mH, grad, not upper, left, unitriangular)
    grad_A = None
    if mask[0]:
        grad_A = -(grad_B @ X.mH) if left else -(X.mH @ grad_B)
        grad_A = _triangle(grad_A, upper, unitriangular)
    return grad_A, grad_B if mask[1] else None


def triangular_solve_backward(
    grad_solution: Tensor | None,
    grad_coefficient: Tensor | None,
    b: Tensor,
    A: Tensor,
    X: Tensor,
    upper: bool,
    transpose: bool,
    unitriangular: bool,
    mask: Sequence[bool],
) -> tuple[Tensor | None, Tensor | None]:
    """``op(A) X = b`` (op the transpose when ``transpose``); the copy of A passes its
    gradient straight to A."""
    grad_b = grad_A = None
    if grad_solution is not None:
        if transpose:
            grad_b = _solve_triangular(A, grad_solution, upper, True, unitriangular)
        else:
            grad_b = _solve_triangular(A.mH, grad_solution, not upper, True, unitriangular)
        if mask[1]:
            grad_op = -(grad_b @ X.mH)
            grad_A = _triangle(grad_op.mT if transpose else grad_op, upper, unitriangular)
    if mask[1] and grad_coefficient is not None:
        grad_A = grad_coefficient if grad_A is None else grad_A + grad_coefficient
    return grad_b if mask[0] else None, grad_A


def cholesky_inverse_backward(grad: Tensor, L: Tensor, upper: bool, inverse: Tensor) -> Tensor:
    """``R = (L L^H)^-1``: ``dR = -R dA R`` with ``dA = dL L^H + L dL^H``, so
    ``gL = -R (G + G^H) R L`` (``-U R (G + G^H) R`` for ``A = U^H U``)."""
    common = inverse @ (grad + grad.mH) @ inverse
    return -(L @ common) if upper else -(common @ L)


def cholesky_solve_backward(
    grad: Tensor, b: Tensor, L: Tensor, X: Tensor, upper: bool, mask: Sequence[bool]
) -> tuple[Tensor | None, Tensor | None]:
    """``X = (L L^H)^-1 b``: ``gb`` solves the same system; A's gradient ``-gb X^H`` is read
    through its symmetric factorization."""
    grad_b = ops.cholesky_solve.call(grad, L, upper)
    grad_L = None
    if mask[1]:
        common = grad_b @ X.mH
        common = common + common.mH
        grad_L = -(L @ common) if upper else -(common @ L)
    return grad_b if mask[0] else None, grad_L
