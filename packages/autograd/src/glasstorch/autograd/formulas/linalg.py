"""Solvers and decompositions: inv, det, slogdet, solve, cholesky, svd, eigh; cross, the
matrix exponential, pinv and lstsq.

Each backward is written with differentiable operators (``linalg.solve``, ``linalg.inv``,
matrix products), so these formulas can themselves be differentiated. ``.mH`` is the
transpose for the real dtypes the formulas support.
"""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.aten import Tensor, cat, eye, ones_like, zeros_like
from glasstorch.aten._generated import ops
from glasstorch.aten.native.batch_linear_algebra import is_vector_rhs

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


def _prod_others(values: Tensor) -> Tensor:
    """``out[..., i]``: the product of every ``values[..., j]`` but the i-th (no division,
    so zeros are fine): an exclusive prefix product times an exclusive suffix product."""
    one = ones_like(values.narrow(-1, 0, 1))
    n = values.shape[-1]
    prefix = cat([one, values.narrow(-1, 0, n - 1)], -1).cumprod(-1)
    suffix = cat([values.narrow(-1, 1, n - 1), one], -1).flip(-1).cumprod(-1).flip(-1)
    return prefix * suffix


def linalg_det_backward(grad: Tensor, A: Tensor, det: Tensor) -> Tensor:
    """``d det(A) = <cof(A), dA>`` with ``cof(A) = det(A) A^-H``; where some matrix is
    singular, the cofactors come from the SVD instead of the inverse:
    ``cof(A) = det(U) det(Vh) U diag(prod_{j != i} s_j) Vh``."""
    if not (det == 0).any().item():
        return _batch_scale(grad * det) * ops.linalg_inv.call(A).mH
    U, S, Vh = ops._linalg_svd.call(A, False, True, None)
    sign = ops.linalg_det.call(U) * ops.linalg_det.call(Vh)
    cofactors = (U * _prod_others(S).unsqueeze(-2)) @ Vh
    return _batch_scale(grad * sign) * cofactors


def linalg_slogdet_backward(grad: Tensor, A: Tensor) -> Tensor:
    """``d log|det(A)| = tr(A^-1 dA)``: ``gA = g A^-H`` (the sign has no gradient)."""
    return _batch_scale(grad) * _inverse_h(A, "linalg.slogdet")


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
        if is_vector_rhs(A_sizes, B_sizes):
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


def _diag_embed(values: Tensor) -> Tensor:
    """A batch of vectors as a batch of diagonal matrices."""
    n = values.shape[-1]
    return values.unsqueeze(-1) * eye(n, dtype=values.dtype, device=values.device)


def _skew(X: Tensor) -> Tensor:
    return X - X.mH


def svd_backward(
    grad_U: Tensor | None,
    grad_S: Tensor | None,
    grad_Vh: Tensor | None,
    U: Tensor,
    S: Tensor,
    Vh: Tensor,
    full_matrices: bool,
    compute_uv: bool,
) -> Tensor:
    """The gradient of ``A = U diag(S) Vh`` through the reduced factors (the extra columns
    of full ``U``/``Vh`` are arbitrary and get none, as in PyTorch). Assumes distinct
    nonzero singular values wherever the vectors' gradients are used."""
    if not compute_uv:
        raise RuntimeError(
            "svd_backward: Setting compute_uv to false in torch.svd doesn't compute singular "
            "matrices, and hence we cannot compute backward. Please use "
            "torch.svd(compute_uv=True)"
        )
    k = S.shape[-1]
    if full_matrices:
        U, Vh = U.narrow(-1, 0, k), Vh.narrow(-2, 0, k)
        grad_U = None if grad_U is None else grad_U.narrow(-1, 0, k)
        grad_Vh = None if grad_Vh is None else grad_Vh.narrow(-2, 0, k)
    if grad_U is None and grad_Vh is None:
        return U @ (grad_S.unsqueeze(-1) * Vh)
    m, n = U.shape[-2], Vh.shape[-1]
    S2 = S * S
    # E[i, j] = s_j^2 - s_i^2, with 1 on the diagonal (where the skew parts are 0)
    E = S2.unsqueeze(-2) - S2.unsqueeze(-1) + eye(k, dtype=S.dtype, device=S.device)
    inner = 0
    if grad_U is not None:
        inner = inner + _skew(U.mH @ grad_U) / E * S.unsqueeze(-2)
    if grad_Vh is not None:
        inner = inner + S.unsqueeze(-1) * (_skew(Vh @ grad_Vh.mH) / E)
    if grad_S is not None:
        inner = inner + _diag_embed(grad_S)
    if m > k and grad_U is not None:  # the part of gU outside U's span
        grad_U_scaled = grad_U / S.unsqueeze(-2)
        outside = grad_U_scaled - U @ (U.mH @ grad_U_scaled)
        return (U @ inner + outside) @ Vh
    if n > k and grad_Vh is not None:  # the part of gVh outside Vh's span
        scaled = grad_Vh / S.unsqueeze(-1)
        outside = scaled - (scaled @ Vh.mH) @ Vh
        return U @ (inner @ Vh + outside)
    return U @ inner @ Vh


def linalg_eigh_backward(
    grad_values: Tensor | None, grad_vectors: Tensor | None, values: Tensor, vectors: Tensor
) -> Tensor:
    """``A = V diag(L) V^H``: ``gA = V (diag(gL) + skew(V^H gV) / 2E) V^H`` with
    ``E[i, j] = L_j - L_i``; assumes distinct eigenvalues where gV is used."""
    V = vectors
    if grad_vectors is None:
        return V @ (grad_values.unsqueeze(-1) * V.mH)
    n = values.shape[-1]
    E = (
        values.unsqueeze(-2)
        - values.unsqueeze(-1)
        + eye(n, dtype=values.dtype, device=values.device)
    )
    inner = 0.5 * _skew(V.mH @ grad_vectors) / E
    if grad_values is not None:
        inner = inner + _diag_embed(grad_values)
    return V @ inner @ V.mH


def linalg_cross_backward(
    grad: Tensor, self: Tensor, other: Tensor, dim: int, mask: Sequence[bool]
) -> tuple[Tensor | None, Tensor | None]:
    """``a x b`` is linear in each: ``ga = b x g`` and ``gb = g x a`` (the engine sums the
    broadcast dims)."""
    grad_self = ops.linalg_cross.call(other, grad, dim) if mask[0] else None
    grad_other = ops.linalg_cross.call(grad, self, dim) if mask[1] else None
    return grad_self, grad_other


def linalg_matrix_exp_backward(self: Tensor, grad: Tensor) -> Tensor:
    """The adjoint of the Frechet derivative of exp at A applied to G: the upper-right
    block of ``exp([[A^H, G], [0, A^H]])``."""
    n = self.shape[-1]
    AH = self.mH
    block = cat([cat([AH, grad], -1), cat([zeros_like(self), AH], -1)], -2)
    return ops.linalg_matrix_exp.call(block).narrow(-2, 0, n).narrow(-1, n, n)


def pinv_backward(grad: Tensor, pinvA: Tensor, A: Tensor) -> Tensor:
    """The gradient of the Moore-Penrose pseudo-inverse (constant rank), grouped so the
    products stay of the smaller of A's two sizes."""
    m, n = A.shape[-2], A.shape[-1]
    pinvAh, gradh = pinvA.mH, grad.mH
    if m <= n:
        K = gradh @ pinvA
        KpinvAh = K @ pinvAh
        return (
            -(pinvA @ K).mH + KpinvAh - (A @ pinvA) @ KpinvAh + (pinvAh @ pinvA) @ (gradh - K @ A)
        )
    K = pinvA @ gradh
    pinvAhK = pinvAh @ K
    return -(K @ pinvA).mH + (gradh - A @ K) @ pinvA @ pinvAh + pinvAhK - pinvAhK @ pinvA @ A


def linalg_lstsq_backward(
    grad_solution: Tensor | None,
    grad_residuals: Tensor | None,
    A: Tensor,
    B: Tensor,
    solution: Tensor,
    mask: Sequence[bool],
) -> tuple[Tensor | None, Tensor | None]:
    """``X = pinv(A) B``: through pinv's gradient; the residuals ``|A X - B|^2`` (reported
    for full column rank, where ``A^H (A X - B) = 0``) add ``2 R w X^H`` and ``-2 R w``."""
    vector = B.dim() == A.dim() - 1
    B2 = B.unsqueeze(-1) if vector else B
    X = solution.unsqueeze(-1) if vector else solution
    grad_A = grad_B = None
    if grad_solution is not None:
        G = grad_solution.unsqueeze(-1) if vector else grad_solution
        pinvA = ops.linalg_pinv_atol_rtol_tensor.call(A, None, None, False)
        if mask[0]:
            grad_A = pinv_backward(G @ B2.mH, pinvA, A)
        if mask[1]:
            grad_B = pinvA.mH @ G
    if grad_residuals is not None and grad_residuals.numel():
        weighted = (A @ X - B2) * grad_residuals.unsqueeze(-2)
        if mask[0]:
            extra = 2 * weighted @ X.mH
            grad_A = extra if grad_A is None else grad_A + extra
        if mask[1]:
            grad_B = -2 * weighted if grad_B is None else grad_B - 2 * weighted
    if vector and grad_B is not None:
        grad_B = grad_B.squeeze(-1)
    return grad_A, grad_B
