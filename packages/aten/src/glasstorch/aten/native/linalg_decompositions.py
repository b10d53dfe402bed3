"""Spectral decompositions: the singular value decomposition (``linalg.svd``, ``svdvals``,
the legacy ``torch.svd``) and the symmetric eigendecomposition (``linalg.eigh``,
``eigvalsh``).

Mirrors the SVD and eigh parts of ``native/BatchLinearAlgebra.cpp``: ``_linalg_svd`` is the
one kernel (and the one derivative); the public forms are CompositeImplicitAutograd
decompositions into it, as in PyTorch. Singular values and eigenvalues are real and sorted
(singular values descending, eigenvalues ascending), as LAPACK returns them.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import to_real

from ._lazy import ops
from .batch_linear_algebra import (
    _check_floating,
    _check_lapack_dtype,
    _check_matrices,
    _check_square,
    _empty,
    _result,
)
from .fp_errors import ignore_fp_errors

__all__ = [
    "_linalg_svd",
    "_linalg_svd_meta",
    "linalg_eigh",
    "linalg_eigh_meta",
    "linalg_eigvalsh",
    "linalg_svd",
    "linalg_svdvals",
    "svd",
]


# -- svd ------------------------------------------------------------------------------------------
def _check_svd(A: Any, driver: str | None) -> None:
    _check_matrices(A, "linalg.svd")
    _check_floating(A, "linalg.svd", low_precision=True)
    _check_lapack_dtype(A, "linalg_svd")
    if driver is not None and A._impl.device.type != "cuda":
        raise RuntimeError(
            "torch.linalg.svd: keyword argument `driver=` is only supported on CUDA inputs "
            "with cuSOLVER backend."
        )


def _svd_sizes(A: Any, full_matrices: bool) -> tuple[tuple[int, ...], ...]:
    """The sizes of U, S and Vh."""
    *batch, m, n = A._impl.sizes
    k = min(m, n)
    u, v = (m, n) if full_matrices else (k, k)
    return (*batch, m, u), (*batch, k), (*batch, v, n)


def _linalg_svd(
    A: Any, full_matrices: bool = False, compute_uv: bool = True, driver: str | None = None
) -> tuple[Any, Any, Any]:
    """``A = U diag(S) Vh``; without ``compute_uv``, U and Vh are empty (as PyTorch's)."""
    _check_svd(A, driver)
    with ignore_fp_errors():
        if not compute_uv:
            S = np.linalg.svd(A._array(), compute_uv=False)
            return _empty(A, (0,)), _result(S, A, to_real(A._impl.dtype)), _empty(A, (0,))
        U, S, Vh = np.linalg.svd(A._array(), full_matrices=full_matrices)
    return _result(U, A), _result(S, A, to_real(A._impl.dtype)), _result(Vh, A)


def _linalg_svd_meta(
    A: Any, full_matrices: bool = False, compute_uv: bool = True, driver: str | None = None
) -> tuple[Any, Any, Any]:
    _check_svd(A, driver)
    u, s, vh = _svd_sizes(A, full_matrices) if compute_uv else ((0,), _svd_sizes(A, False)[1], (0,))
    return (
        _empty(A, u),
        _empty(A, s, to_real(A._impl.dtype)),
        _empty(A, vh),
    )


def linalg_svd(A: Any, full_matrices: bool = True, driver: str | None = None) -> tuple:
    return ops._linalg_svd.call(A, full_matrices, True, driver)


def linalg_svdvals(A: Any, driver: str | None = None) -> Any:
    """The singular values, descending; computed with the vectors, which their gradient
    needs."""
    return ops._linalg_svd.call(A, False, True, driver)[1]


def svd(self: Any, some: bool = True, compute_uv: bool = True) -> tuple[Any, Any, Any]:
    """The legacy ``torch.svd``: V rather than Vh, and zero-filled U and V of the full
    sizes when not ``compute_uv``."""
    U, S, Vh = ops._linalg_svd.call(self, not some, True, None)
    if not compute_uv:
        *batch, m, n = self._impl.sizes
        dtype, device = self._impl.dtype, self._impl.device
        U = ops.zeros.call((*batch, m, m), dtype, None, device, None)
        return U, S, ops.zeros.call((*batch, n, n), dtype, None, device, None)
    return U, S, Vh.mH


# -- eigh -----------------------------------------------------------------------------------------
def _check_eigh(A: Any, UPLO: str) -> None:
    _check_square(A, "linalg.eigh", "linalg_eigh")
    if UPLO not in ("L", "U"):
        raise RuntimeError(f"Expected UPLO argument to be 'L' or 'U', but got {UPLO}")


def linalg_eigh(A: Any, UPLO: str = "L") -> tuple[Any, Any]:
    """Eigenvalues (ascending) and orthonormal eigenvectors (columns) of a symmetric
    matrix, read from its lower (``UPLO='L'``) or upper triangle."""
    _check_eigh(A, UPLO)
    with ignore_fp_errors():
        values, vectors = np.linalg.eigh(A._array(), UPLO)
    return _result(values, A, to_real(A._impl.dtype)), _result(vectors, A)


def linalg_eigh_meta(A: Any, UPLO: str = "L") -> tuple[Any, Any]:
    _check_eigh(A, UPLO)
    sizes = A._impl.sizes
    return _empty(A, sizes[:-1], to_real(A._impl.dtype)), _empty(A, sizes)


def linalg_eigvalsh(A: Any, UPLO: str = "L") -> Any:
    return ops.linalg_eigh.call(A, UPLO)[0]
