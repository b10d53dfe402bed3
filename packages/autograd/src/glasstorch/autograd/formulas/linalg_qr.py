"""QR and Householder reflectors: the backward formulas of ``linalg.qr``,
``linalg.householder_product`` and ``ormqr``.

``A = Q R``: ``Q^H dQ`` is skew-Hermitian and ``dR R^-1`` upper triangular, so
``X = Q^H dA R^-1`` splits into the two. The reflector products are differentiated factor by
factor: with ``Q = H_1 ... H_k`` and ``H_i = I - tau_i v_i v_i^H``, the gradient of ``H_i``
is ``(H_1 ... H_{i-1})^H gQ (H_{i+1} ... H_k)^H``. Written with differentiable operators, so
they can be differentiated again; real dtypes only (``.mH`` is the transpose).
"""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.aten import Tensor, cat, eye, zeros_like
from glasstorch.aten._generated import ops


def _qr_tall_backward(gQ: Tensor | None, gR: Tensor | None, Q: Tensor, R: Tensor) -> Tensor:
    """m >= n: ``gA = (gQ + Q N) R^-H`` with ``M = gR R^H - Q^H gQ`` and
    ``N = triu(M) + triu(M, 1)^H``."""
    M = zeros_like(R.narrow(-1, 0, R.shape[-2]))
    if gR is not None:
        M = M + gR @ R.mH
    if gQ is not None:
        M = M - Q.mH @ gQ
    N = M.triu() + M.triu(1).mH
    B = Q @ N if gQ is None else gQ + Q @ N
    return ops.linalg_solve_triangular.call(R.mH, B, False, False, False)


def linalg_qr_backward(
    grad_Q: Tensor | None, grad_R: Tensor | None, Q: Tensor, R: Tensor, mode: str
) -> Tensor:
    """The gradient of ``A = Q R``; a wide A is ``Q [U | V]``, its left block's QR giving Q
    and ``V = Q^H A2``, which adds ``A2 gV^H`` to gQ."""
    if mode == "r":
        raise RuntimeError(
            "The derivative of linalg.qr depends on Q, which is not computed when mode='r'. "
            "Please use linalg.qr(A, mode='reduced') if you are going to differentiate through "
            "linalg.qr."
        )
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError(
            "The QR decomposition is not differentiable when mode='complete' and nrows > ncols."
        )
    if m >= n:
        return _qr_tall_backward(grad_Q, grad_R, Q, R)
    U, V = R.narrow(-1, 0, m), R.narrow(-1, m, n - m)
    grad_U = grad_V = None
    if grad_R is not None:
        grad_U, grad_V = grad_R.narrow(-1, 0, m), grad_R.narrow(-1, m, n - m)
    if grad_V is not None:
        extra = (Q @ V) @ grad_V.mH
        grad_Q = extra if grad_Q is None else grad_Q + extra
    left = _qr_tall_backward(grad_Q, grad_U, Q, U)
    right = zeros_like(V) if grad_V is None else Q @ grad_V
    return cat([left, right], -1)


def _reflectors(input: Tensor, k: int) -> Tensor:  # noqa: A002
    """The Householder vectors v_1..v_k as columns: below the diagonal of input's first k
    columns, with ones on it."""
    m = input.shape[-2]
    return input.narrow(-1, 0, k).tril(-1) + eye(m, k, dtype=input.dtype, device=input.device)


def _householder_grads(grad_Q: Tensor, V: Tensor, tau: Tensor) -> tuple[Tensor, Tensor]:
    """The gradients of the vectors (strictly below the diagonal) and of tau, from the
    gradient of the full product ``Q = H_1 ... H_k`` (m x m)."""
    m, k = V.shape[-2], V.shape[-1]
    identity = eye(m, dtype=V.dtype, device=V.device)
    vs = [V.narrow(-1, i, 1) for i in range(k)]
    taus = [tau.narrow(-1, i, 1).unsqueeze(-1) for i in range(k)]
    H = [identity - t * (v @ v.mH) for v, t in zip(vs, taus, strict=True)]
    prefix = [identity]  # prefix[i] = H_1 ... H_i
    for h in H:
        prefix.append(prefix[-1] @ h)
    suffix = identity  # H_{i+1} ... H_k, built from the right
    grad_vs, grad_taus = [None] * k, [None] * k
    for i in range(k - 1, -1, -1):
        grad_H = prefix[i].mH @ grad_Q @ suffix.mH
        v, t = vs[i], taus[i]
        grad_taus[i] = -(v.mH @ grad_H @ v).squeeze(-1)
        grad_vs[i] = -t * ((grad_H + grad_H.mH) @ v)
        suffix = H[i] @ suffix
    return cat(grad_vs, -1).tril(-1), cat(grad_taus, -1)


def householder_product_backward(
    grad: Tensor,
    result: Tensor,
    input: Tensor,
    tau: Tensor,  # noqa: A002
) -> tuple[Tensor, Tensor]:
    """The product's first n columns were returned: gQ is ``[G | 0]`` over the full Q."""
    m, n = input.shape[-2], input.shape[-1]
    k = tau.shape[-1]
    if k == 0:
        return zeros_like(input), zeros_like(tau)
    grad_Q = ops.constant_pad_nd.call(grad, (0, m - n), 0)
    grad_V, grad_tau = _householder_grads(grad_Q, _reflectors(input, k), tau)
    return ops.constant_pad_nd.call(grad_V, (0, n - k), 0), grad_tau


def ormqr_backward(
    grad: Tensor,
    result: Tensor,
    input: Tensor,  # noqa: A002
    tau: Tensor,
    other: Tensor,
    left: bool,
    transpose: bool,
    mask: Sequence[bool],
) -> tuple[Tensor | None, Tensor | None, Tensor | None]:
    """``op(Q) C`` or ``C op(Q)``: C's gradient applies op(Q)^H the same way; Q's
    (``G C^H`` and its three siblings) goes on to the reflectors."""
    grad_other = ops.ormqr.call(input, tau, grad, left, not transpose) if mask[2] else None
    grad_input = grad_tau = None
    k = tau.shape[-1]
    if (mask[0] or mask[1]) and k:
        if left:
            grad_Q = other @ grad.mH if transpose else grad @ other.mH
        else:
            grad_Q = grad.mH @ other if transpose else other.mH @ grad
        grad_V, grad_tau = _householder_grads(grad_Q, _reflectors(input, k), tau)
        grad_input = ops.constant_pad_nd.call(grad_V, (0, input.shape[-1] - k), 0)
    elif mask[0] or mask[1]:
        grad_input, grad_tau = zeros_like(input), zeros_like(tau)
    return grad_input if mask[0] else None, grad_tau if mask[1] else None, grad_other
