"""Randomized low-rank decompositions: ``torch.svd_lowrank`` and ``torch.pca_lowrank``
(PyTorch's ``torch/_lowrank.py``).

Halko, Martinsson and Tropp's range finder (arXiv:0909.4061, algorithms 4.4 and 5.1): the
range of A is sampled by ``A R`` with a Gaussian R drawn from the default generator,
sharpened by ``niter`` subspace iterations (each orthonormalized by QR), and the SVD of A's
projection onto it gives the leading singular triplets. Everything runs through aten's
differentiable operators, so the results carry gradients.
"""

from __future__ import annotations

from typing import Any

from glasstorch.c10.core.scalar_type import float16, float32, float64

from ._generated import ops

__all__ = ["approximate_basis", "pca_lowrank", "svd_lowrank"]


def _qr_basis(X: Any) -> Any:
    return ops.linalg_qr.call(X, "reduced")[0]


def _product(A: Any, M: Any, X: Any, adjoint: bool = False) -> Any:
    """``(A - M) X`` (``(A - M)^H X`` when ``adjoint``) without forming ``A - M``."""
    result = (A.mH if adjoint else A) @ X
    if M is not None:
        result = result - (M.mH if adjoint else M) @ X
    return result


def approximate_basis(A: Any, q: int, niter: int | None = 2, M: Any = None) -> Any:
    """An m x q matrix with orthonormal columns whose span approximates the range of
    ``A - M``."""
    niter = 2 if niter is None else niter
    dtype = A.dtype if A.dtype.is_complex or A.dtype in (float16, float32, float64) else float32
    R = ops.randn.call((A.shape[-1], q), None, dtype, None, A.device, None)
    Q = _qr_basis(_product(A, M, R))
    for _ in range(niter):
        Q = _qr_basis(_product(A, M, Q, adjoint=True))
        Q = _qr_basis(_product(A, M, Q))
    return Q


def svd_lowrank(A: Any, q: int | None = 6, niter: int | None = 2, M: Any = None) -> tuple:
    """``U, S, V`` with ``A - M ~ U diag(S) V^H`` of rank q: an approximate truncated SVD,
    accurate when A's singular values decay past the q-th (more ``niter`` helps otherwise)."""
    q = 6 if q is None else q
    m, n = A.shape[-2:]
    if M is not None:
        M = ops.broadcast_to.call(M, A.shape)
    wide = m < n
    if wide:  # work with the tall A^H
        A = A.mH
        M = None if M is None else M.mH
    Q = approximate_basis(A, q, niter, M)
    B = _product(A, M, Q, adjoint=True).mH  # Q^H (A - M)
    U, S, Vh = ops.linalg_svd.call(B, False, None)
    U, V = Q @ U, Vh.mH
    return (V, S, U) if wide else (U, S, V)


def pca_lowrank(A: Any, q: int | None = None, center: bool = True, niter: int = 2) -> tuple:
    """``svd_lowrank`` of A with its column means removed (``center``): V's columns are the
    principal directions, ``S**2 / (m - 1)`` the variances along them."""
    m, n = A.shape[-2:]
    if q is None:
        q = min(6, m, n)
    elif not 0 <= q <= min(m, n):
        raise ValueError(
            f"q(={q}) must be non-negative integer and not greater than min(m, n)={min(m, n)}"
        )
    if not niter >= 0:
        raise ValueError(f"niter(={niter}) must be non-negative integer")
    if center:
        A = A - ops.mean_dim.call(A, (-2,), True, None)
    return svd_lowrank(A, q, niter, None)
