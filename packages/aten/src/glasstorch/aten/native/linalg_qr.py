"""The QR decomposition and Householder reflectors: ``linalg.qr``, the deprecated
``torch.qr``, ``torch.geqrf`` (R and the reflectors, as LAPACK stores them),
``linalg.householder_product`` (its alias ``torch.orgqr``) and ``torch.ormqr``.

Mirrors the QR parts of ``native/BatchLinearAlgebra.cpp``: LAPACK's geqrf, orgqr/ungqr and
ormqr/unmqr (one matrix at a time), so Q's and R's signs are LAPACK's, as PyTorch's are.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np

from ._lazy import ops
from .batch_linear_algebra import (
    _check_floating,
    _check_lapack_dtype,
    _check_matrices,
    _empty,
    _result,
)
from .fp_errors import ignore_fp_errors
from .linalg_lapack import host, lapack, stack
from .tensor_iterator import type_name

__all__ = [
    "geqrf",
    "geqrf_meta",
    "linalg_householder_product",
    "linalg_householder_product_meta",
    "linalg_qr",
    "linalg_qr_meta",
    "orgqr",
    "ormqr",
    "ormqr_meta",
    "qr",
]


# -- qr -------------------------------------------------------------------------------------------
def _qr_sizes(A: Any, mode: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """PyTorch's checks of ``linalg.qr``; the sizes of Q and R."""
    _check_matrices(A, "linalg.qr")
    _check_floating(A, "linalg.qr", low_precision=True)
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(
            f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), "
            "'r', or 'complete'"
        )
    _check_lapack_dtype(A, "geqrf")
    *batch, m, n = A._impl.sizes
    k = m if mode == "complete" else min(m, n)
    Q = (0,) if mode == "r" else (*batch, m, k)
    return Q, (*batch, k, n)


def linalg_qr(A: Any, mode: str = "reduced") -> tuple[Any, Any]:
    """``A = Q R`` with orthonormal columns of Q and upper triangular R: Q is m x k and R is
    k x n, k = min(m, n) (``'reduced'``) or m (``'complete'``); ``'r'`` leaves Q empty."""
    _qr_sizes(A, mode)
    a = host(A)
    with ignore_fp_errors():
        if mode == "r":
            return _empty(A, (0,)), _result(np.linalg.qr(a, mode="r"), A)
        Q, R = np.linalg.qr(a, mode=mode)
    return _result(Q, A), _result(R, A)


def linalg_qr_meta(A: Any, mode: str = "reduced") -> tuple[Any, Any]:
    q_sizes, r_sizes = _qr_sizes(A, mode)
    return _empty(A, q_sizes), _empty(A, r_sizes)


def qr(self: Any, some: bool = True) -> tuple[Any, Any]:
    """The deprecated ``torch.qr``: ``linalg.qr`` in mode ``'reduced'`` (``some``) or
    ``'complete'``."""
    warnings.warn(
        "torch.qr is deprecated in favor of torch.linalg.qr and will be removed in a future "
        "PyTorch release.\nThe boolean parameter 'some' has been replaced with a string "
        "parameter 'mode'.\nQ, R = torch.qr(A, some)\nshould be replaced with\n"
        "Q, R = torch.linalg.qr(A, 'reduced' if some else 'complete')",
        UserWarning,
        stacklevel=3,
    )
    return ops.linalg_qr.call(self, "reduced" if some else "complete")


# -- geqrf ----------------------------------------------------------------------------------------
def _check_geqrf(A: Any) -> None:
    if A._impl.dim() < 2:
        raise RuntimeError("torch.geqrf: input must have at least 2 dimensions.")
    _check_lapack_dtype(A, "geqrf")


def geqrf(self: Any) -> tuple[Any, Any]:
    """LAPACK's geqrf: R in the upper triangle, the Householder vectors below it, and their
    scaling factors tau (``Q = H_1 ... H_k``, ``H_i = I - tau_i v_i v_i^H``)."""
    _check_geqrf(self)
    a = host(self)
    *batch, m, n = a.shape
    k = min(m, n)
    packed, tau = np.array(a, copy=True), np.zeros((*batch, k), a.dtype)
    if a.size:
        factor = lapack("geqrf", a)
        packs, taus = stack(packed), tau.reshape(-1, k)
        for i, matrix in enumerate(stack(a)):
            packs[i], taus[i] = factor(matrix)[:2]
    return _result(packed, self), _result(tau, self)


def geqrf_meta(self: Any) -> tuple[Any, Any]:
    _check_geqrf(self)
    *batch, m, n = self._impl.sizes
    return _empty(self, self._impl.sizes), _empty(self, (*batch, min(m, n)))


# -- householder_product --------------------------------------------------------------------------
def _check_reflectors(input: Any, tau: Any, name: str) -> None:  # noqa: A002
    """The checks ``householder_product`` and ``ormqr`` share: tau's batch dims are the
    input's, and its dtype too."""
    dim, tau_dim = input._impl.dim(), tau._impl.dim()
    if tau_dim != dim - 1:
        raise RuntimeError(
            f"{name}: Expected tau to have one dimension less than input, but got tau.ndim "
            f"equal to {tau_dim} and input.ndim is equal to {dim}"
        )
    if tuple(tau._impl.sizes[:-1]) != tuple(input._impl.sizes[:-2]):
        raise RuntimeError(
            f"{name}: Expected batch dimensions of tau to be equal to input.shape[:-2], but got "
            f"{list(tau._impl.sizes[:-1])}"
        )
    if tau._impl.dtype is not input._impl.dtype:
        raise RuntimeError(
            f"{name}: tau dtype {type_name(tau._impl.dtype)} does not match input dtype "
            f"{type_name(input._impl.dtype)}"
        )


def _check_householder_product(input: Any, tau: Any) -> None:  # noqa: A002
    name = "torch.linalg.householder_product"
    if input._impl.dim() < 2:
        raise RuntimeError(f"{name}: input must have at least 2 dimensions.")
    m, n = input._impl.sizes[-2:]
    if m < n:
        raise RuntimeError(
            f"{name}: input.shape[-2] must be greater than or equal to input.shape[-1]"
        )
    if n < tau._impl.sizes[maybe_last(tau)]:
        raise RuntimeError(
            f"{name}: input.shape[-1] must be greater than or equal to tau.shape[-1]"
        )
    _check_reflectors(input, tau, name)
    _check_lapack_dtype(input, "orgqr")


def maybe_last(t: Any) -> int:
    """-1, wrapped: IndexError for a 0-dim tensor, as ``size(-1)`` gives in PyTorch."""
    if t._impl.dim() == 0:
        raise IndexError("Dimension specified as -1 but tensor has no dimensions")
    return -1


def linalg_householder_product(input: Any, tau: Any) -> Any:  # noqa: A002
    """The first n columns of ``H_1 ... H_k`` with ``H_i = I - tau_i v_i v_i^H``, v_i being
    column i of ``input`` below the diagonal with a 1 on it (LAPACK's orgqr)."""
    _check_householder_product(input, tau)
    a, t = host(input), host(tau)
    q = np.array(a, copy=True)
    if a.size:
        generate = lapack("orgqr" if not np.iscomplexobj(a) else "ungqr", a)
        qs = stack(q)
        for i, (matrix, scales) in enumerate(
            zip(stack(a), t.reshape(-1, t.shape[-1]), strict=True)
        ):
            qs[i] = generate(matrix, scales)[0] if scales.size else _leading_identity(matrix)
    return _result(q, input)


def _leading_identity(matrix: np.ndarray) -> np.ndarray:
    """The product of no reflectors: the first n columns of the identity."""
    return np.eye(*matrix.shape, dtype=matrix.dtype)


def linalg_householder_product_meta(input: Any, tau: Any) -> Any:  # noqa: A002
    _check_householder_product(input, tau)
    return _empty(input, input._impl.sizes)


def orgqr(self: Any, input2: Any) -> Any:
    """``torch.orgqr``: an alias of ``linalg.householder_product``."""
    return ops.linalg_householder_product.call(self, input2)


# -- ormqr ----------------------------------------------------------------------------------------
def _check_ormqr(input: Any, tau: Any, other: Any, left: bool) -> None:  # noqa: A002
    name = "torch.ormqr"
    for t, what in ((input, "input"), (other, "other")):
        if t._impl.dim() < 2:
            raise RuntimeError(f"{name}: {what} must have at least 2 dimensions.")
    side = -2 if left else -1
    rows, other_size = input._impl.sizes[-2], other._impl.sizes[side]
    if other_size != rows:
        raise RuntimeError(f"{name}: other.shape[{side}] must be equal to input.shape[-2]")
    k = min(other_size, input._impl.sizes[-1])
    if tau._impl.sizes[maybe_last(tau)] != k:
        raise RuntimeError(
            f"{name}: tau.shape[-1] must be equal to min(other.shape[{side}], input.shape[-1])"
        )
    _check_reflectors(input, tau, name)
    if other._impl.dim() != input._impl.dim():
        raise RuntimeError(
            f"{name}: Expected other to have the same number of dimensions as input, but got "
            f"other.ndim equal to {other._impl.dim()} and input.ndim is equal to "
            f"{input._impl.dim()}"
        )
    if tuple(other._impl.sizes[:-2]) != tuple(input._impl.sizes[:-2]):
        raise RuntimeError(
            f"{name}: Expected batch dimensions of other to be equal to input.shape[:-2], but "
            f"got {list(other._impl.sizes[:-2])}"
        )
    if other._impl.dtype is not input._impl.dtype:
        raise RuntimeError(
            f"{name}: Expected input and other to have the same dtype, but input has dtype"
            f"{type_name(input._impl.dtype)} and other has dtype {type_name(other._impl.dtype)}"
        )
    _check_lapack_dtype(input, "ormqr")


def ormqr(self: Any, input2: Any, input3: Any, left: bool = True, transpose: bool = False) -> Any:
    """``op(Q) C`` (``C op(Q)`` when not ``left``), Q being the product of ``geqrf``'s k
    reflectors (``self``'s first k columns, scaled by ``input2``) and op its conjugate
    transpose when ``transpose`` (LAPACK's ormqr)."""
    _check_ormqr(self, input2, input3, left)
    a, tau, c = host(self), host(input2), host(input3)
    result = np.array(c, copy=True)
    k = tau.shape[-1]
    if c.size and k:
        complex_ = np.iscomplexobj(a)
        apply = lapack("unmqr" if complex_ else "ormqr", a, c)
        trans = ("C" if complex_ else "T") if transpose else "N"
        side = "L" if left else "R"
        results = stack(result)
        batches = zip(stack(a), tau.reshape(-1, k), stack(c), strict=True)
        for i, (reflectors, scales, matrix) in enumerate(batches):
            work = apply(side, trans, reflectors[:, :k], scales, matrix, -1)[1]
            lwork = max(int(work[0].real), 1)
            results[i] = apply(side, trans, reflectors[:, :k], scales, matrix, lwork)[0]
    return _result(result, input3)


def ormqr_meta(
    self: Any, input2: Any, input3: Any, left: bool = True, transpose: bool = False
) -> Any:
    _check_ormqr(self, input2, input3, left)
    return _empty(input3, input3._impl.sizes)
