"""Solvers and factorizations: inv, det, slogdet, solve, cholesky.

Each backward is written with differentiable operators (``linalg.solve``, ``linalg.inv``,
matrix products), so these formulas can themselves be differentiated. ``.mH`` is the
transpose for the real dtypes the formulas support.
"""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.aten import Tensor, eye
from glasstorch.aten._generated import ops

Sizes = Sequence[int]


def _batch_scale(values: Tensor) -> Tensor:
    """A batch of scalars as (..., 1, 1), to scale a batch of matrices."""
    return values.unsqueeze(-1).unsqueeze(-1)


def _inverse_h(A: Tensor, name: str) -> Tensor:
    """``A^-H``, or an error naming the operator when ``A`` is singular."""
    try:
        return ops.linalg_inv.call(A).mH
    except RuntimeError as e:
        raise RuntimeError(
            f"{name}: the gradient at a singular matrix is not supported ({e})"
        ) from None


def linalg_inv_backward(grad: Tensor, inverse: Tensor) -> Tensor:
    """``d(A^-1) = -A^-1 dA A^-1``: ``gA = -A^-H G A^-H``."""
    inverse_h = inverse.mH
    return -(inverse_h @ grad @ inverse_h)


def linalg_det_backward(grad: Tensor, A: Tensor, det: Tensor) -> Tensor:
    """``d det(A) = det(A) tr(A^-1 dA)``: ``gA = (g det) A^-H`` (a nonsingular ``A``)."""
    return _batch_scale(grad * det) * _inverse_h(A, "linalg.det")


def linalg_slogdet_backward(grad: Tensor, A: Tensor) -> Tensor:
    """``d log|det(A)| = tr(A^-1 dA)``: ``gA = g A^-H`` (the sign has no gradient)."""
    return _batch_scale(grad) * _inverse_h(A, "linalg.slogdet")


def _is_vector_rhs(A_sizes: Sizes, B_sizes: Sizes) -> bool:
    return len(B_sizes) == 1 or (
        len(A_sizes) - 1 == len(B_sizes) and tuple(B_sizes) == tuple(A_sizes[:-1])
    )


def linalg_solve_backward(
    grad: Tensor,
    A: Tensor,
    result: Tensor,
    left: bool,
    A_sizes: Sizes,
    B_sizes: Sizes,
    mask: Sequence[bool],
) -> tuple[Tensor | None, Tensor | None]:
    """``X = A^-1 B``: ``gB = A^-H G`` and ``gA = -gB X^H`` (``X = B A^-1``:
    ``gB = G A^-H``, ``gA = -X^H gB``); broadcast batch dims are summed by the engine."""
    grad_B = ops.linalg_solve.call(A.mH, grad, left)
    grad_A = None
    if mask[0]:
        if _is_vector_rhs(A_sizes, B_sizes):
            grad_A = -(grad_B.unsqueeze(-1) @ result.unsqueeze(-2))
        elif left:
            grad_A = -(grad_B @ result.mH)
        else:
            grad_A = -(result.mH @ grad_B)
    return grad_A, grad_B if mask[1] else None


def _phi(X: Tensor) -> Tensor:
    """The lower triangle of ``X`` with its diagonal halved."""
    n = X.shape[-1]
    lower = X.tril()
    return lower - 0.5 * lower * eye(n, dtype=X.dtype, device=X.device)


def linalg_cholesky_backward(grad: Tensor, L: Tensor, upper: bool) -> Tensor:
    """``A = L L^H`` with ``L^-1 dL`` lower triangular: ``gA = L^-H Φ(L^H gL) L^-1``,
    made symmetric (A is read as a symmetric matrix, as PyTorch does)."""
    if upper:  # the factor returned was L^H
        L, grad = L.mH, grad.mH
    inner = ops.linalg_solve.call(L.mH, _phi(L.mH @ grad), True)
    grad_A = ops.linalg_solve.call(L, inner, False)
    return 0.5 * (grad_A + grad_A.mH)
