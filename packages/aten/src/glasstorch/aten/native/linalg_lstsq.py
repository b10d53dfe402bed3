"""Least squares and what the singular values decide: ``linalg.lstsq``, ``linalg.pinv``
(its deprecated form ``torch.pinverse``) and ``linalg.matrix_rank``.

Mirrors ``native/BatchLinearAlgebra.cpp``'s lstsq (LAPACK's gels, gelsy, gelsd and gelss,
one matrix at a time, filling the outputs each driver fills) and ``LinearAlgebra.cpp``'s
pinv and matrix_rank with their tolerances: a singular value counts when it exceeds
``max(atol, rtol * largest singular value)``, ``rtol`` defaulting to ``eps * max(m, n)``
when no ``atol`` is positive.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import (
    TypeCategory,
    float32,
    float64,
    int64,
    to_real,
)

from ._lazy import ops
from .batch_linear_algebra import (
    _check_matrices,
    _check_square,
    _empty,
    _result,
)
from .fp_errors import ignore_fp_errors
from .linalg_lapack import host, lapack
from .tensor_iterator import broadcast_shapes, type_name

__all__ = [
    "linalg_lstsq",
    "linalg_matrix_rank",
    "linalg_matrix_rank_atol_rtol_float",
    "linalg_matrix_rank_atol_rtol_tensor",
    "linalg_matrix_rank_tol_tensor",
    "linalg_pinv",
    "linalg_pinv_atol_rtol_float",
    "linalg_pinv_atol_rtol_tensor",
    "linalg_pinv_atol_rtol_tensor_meta",
    "linalg_pinv_rcond_tensor",
    "pinverse",
]

_DRIVERS = ("gels", "gelsy", "gelsd", "gelss")


# -- tolerances -----------------------------------------------------------------------------------
def _epsilon(A: Any) -> float:
    real = to_real(A._impl.dtype)
    if real is float32:
        return float(np.finfo(np.float32).eps)
    if real is float64:
        return float(np.finfo(np.float64).eps)
    raise RuntimeError("This function doesn't handle types other than float and double")


def _default_rtol(A: Any) -> float:
    """``eps * max(m, n)`` of A's (real) dtype."""
    return _epsilon(A) * max(A._impl.sizes[-2:])


def _scalar(A: Any, value: float, dtype: Any) -> Any:
    return ops.full.call((), value, dtype, None, A._impl.device, None)


def _check_real_tolerance(t: Any, name: str, what: str) -> None:
    if t is not None and t._impl.dtype.category is TypeCategory.COMPLEX:
        raise RuntimeError(
            f"{name}: {what} tensor of complex type is not supported. Got "
            f"{type_name(t._impl.dtype)}"
        )


def _tolerances(A: Any, atol: Any, rtol: Any, name: str) -> tuple[Any, Any]:
    """PyTorch's ``get_atol_rtol`` for tensor tolerances: ``atol`` defaults to 0, ``rtol`` to
    ``eps * max(m, n)`` (and to 0 where a given ``atol`` is positive)."""
    _check_real_tolerance(atol, name, "atol")
    _check_real_tolerance(rtol, name, "rtol")
    real = to_real(A._impl.dtype)
    atol_t = atol if atol is not None else _scalar(A, 0.0, real)
    if rtol is not None:
        return atol_t, rtol
    default = _scalar(A, _default_rtol(A), real)
    if atol is None:
        return atol_t, default
    return atol_t, ops.where_self.call(atol > 0, _scalar(A, 0.0, real), default)


def _float_tolerances(A: Any, atol: float | None, rtol: float | None) -> tuple[Any, Any]:
    """The same for Python numbers, as float64 scalars."""
    atol_v = 0.0 if atol is None else atol
    if rtol is None:
        rtol = 0.0 if atol_v > 0 else _default_rtol(A)
    return _scalar(A, atol_v, float64), _scalar(A, rtol, float64)


# -- pinv -----------------------------------------------------------------------------------------
def _check_pinv(A: Any) -> None:
    dtype = A._impl.dtype
    if (
        A._impl.dim() < 2
        or dtype.category not in (TypeCategory.FLOATING, TypeCategory.COMPLEX)
        or (dtype.itemsize < 4)
    ):
        raise RuntimeError(
            f"linalg.pinv({type_name(dtype)}{{{list(A._impl.sizes)}}}): expected a tensor with 2 "
            "or more dimensions of float, double, cfloat or cdouble types"
        )


def linalg_pinv_atol_rtol_tensor(
    self: Any, atol: Any = None, rtol: Any = None, hermitian: bool = False
) -> Any:
    """The Moore-Penrose pseudo-inverse from the SVD (the eigendecomposition when
    ``hermitian``), inverting the singular values above the tolerance and zeroing the rest;
    tolerances broadcast against the batch dims."""
    _check_pinv(self)
    if hermitian:
        _check_square(self, "linalg.eigh")
    atol_t, rtol_t = _tolerances(self, atol, rtol, "torch.linalg.pinv")
    a, atol_a, rtol_a = host(self), host(atol_t), host(rtol_t)
    *batch, m, n = a.shape
    if a.size == 0:
        return _result(np.zeros((*batch, n, m), a.dtype), self)
    with ignore_fp_errors():
        if hermitian:
            S, U = np.linalg.eigh(a)
            magnitude = np.abs(S)
            largest = magnitude.max(-1, keepdims=True)
            left, right = U, np.conj(np.swapaxes(U, -1, -2))
        else:
            U, S, Vh = np.linalg.svd(a, full_matrices=False)
            magnitude, largest = S, S[..., :1]
            left, right = np.conj(np.swapaxes(Vh, -1, -2)), np.conj(np.swapaxes(U, -1, -2))
        tol = np.maximum(atol_a[..., None], rtol_a[..., None] * largest)
        inverted = np.where(magnitude > tol, 1 / np.where(S == 0, 1, S), 0).astype(a.dtype)
        return _result((left * inverted[..., None, :]) @ right, self)


def linalg_pinv_atol_rtol_tensor_meta(
    self: Any, atol: Any = None, rtol: Any = None, hermitian: bool = False
) -> Any:
    _check_pinv(self)
    if hermitian:
        _check_square(self, "linalg.eigh")
    *batch, m, n = self._impl.sizes
    tolerances = [t._impl.sizes for t in (atol, rtol) if t is not None]
    return _empty(self, (*broadcast_shapes(batch, *tolerances), n, m))


def linalg_pinv_atol_rtol_float(
    self: Any, atol: float | None = None, rtol: float | None = None, hermitian: bool = False
) -> Any:
    _check_pinv(self)
    atol_t, rtol_t = _float_tolerances(self, atol, rtol)
    return ops.linalg_pinv_atol_rtol_tensor.call(self, atol_t, rtol_t, hermitian)


def linalg_pinv(self: Any, rcond: float, hermitian: bool = False) -> Any:
    """``rcond``: the relative tolerance, as NumPy's ``pinv`` reads it."""
    _check_pinv(self)
    zero, rtol = _scalar(self, 0.0, float64), _scalar(self, rcond, float64)
    return ops.linalg_pinv_atol_rtol_tensor.call(self, zero, rtol, hermitian)


def linalg_pinv_rcond_tensor(self: Any, rcond: Any, hermitian: bool = False) -> Any:
    _check_real_tolerance(rcond, "torch.linalg.pinv", "rcond")
    zero = _scalar(self, 0.0, to_real(self._impl.dtype))
    return ops.linalg_pinv_atol_rtol_tensor.call(self, zero, rcond, hermitian)


def pinverse(self: Any, rcond: float = 1e-15) -> Any:
    """``torch.pinverse``: ``linalg.pinv`` with a relative tolerance."""
    return ops.linalg_pinv.call(self, rcond, False)


# -- matrix_rank ----------------------------------------------------------------------------------
def _rank(A: Any, atol: Any, rtol: Any, hermitian: bool) -> Any:
    """The number of singular values (absolute eigenvalues when ``hermitian``) above
    ``max(atol, rtol * largest)``."""
    if A._impl.numel() == 0:
        return ops.zeros.call(A._impl.sizes[:-2], int64, None, A._impl.device, None)
    if hermitian:
        S = ops.abs.call(ops.linalg_eigvalsh.call(A, "L"))
    else:
        S = ops.linalg_svdvals.call(A, None)
    largest = ops.amax.call(S, (-1,), True)
    tol = ops.maximum.call(ops.unsqueeze.call(atol, -1), ops.unsqueeze.call(rtol, -1) * largest)
    return ops.sum_dim_IntList.call(ops.gt_Tensor.call(S, tol), (-1,), False, int64)


def _check_rank(A: Any) -> None:
    _check_matrices(A, "torch.linalg.matrix_rank", "input")


def linalg_matrix_rank_atol_rtol_tensor(
    input: Any,  # noqa: A002 - PyTorch's parameter name
    atol: Any = None,
    rtol: Any = None,
    hermitian: bool = False,
) -> Any:
    """The numerical rank: how many singular values exceed the tolerance."""
    _check_rank(input)
    atol_t, rtol_t = _tolerances(input, atol, rtol, "torch.linalg.matrix_rank")
    return _rank(input, atol_t, rtol_t, hermitian)


def linalg_matrix_rank_atol_rtol_float(
    self: Any, atol: float | None = None, rtol: float | None = None, hermitian: bool = False
) -> Any:
    _check_rank(self)
    return _rank(self, *_float_tolerances(self, atol, rtol), hermitian)


def linalg_matrix_rank(self: Any, tol: float, hermitian: bool = False) -> Any:
    """``tol``: an absolute tolerance."""
    _check_rank(self)
    return _rank(self, *_float_tolerances(self, tol, 0.0), hermitian)


def linalg_matrix_rank_tol_tensor(input: Any, tol: Any, hermitian: bool = False) -> Any:  # noqa: A002
    _check_rank(input)
    zero = _scalar(input, 0.0, to_real(input._impl.dtype))
    return linalg_matrix_rank_atol_rtol_tensor(input, tol, zero, hermitian)


# -- lstsq ----------------------------------------------------------------------------------------
def _check_lstsq(A: Any, B: Any, driver: str | None) -> tuple[bool, str]:
    """PyTorch's checks of ``linalg.lstsq``; whether B is a (batch of) vector(s), and the
    driver (gelsy by default; CUDA has gels only)."""
    name = "torch.linalg.lstsq"
    if A._impl.dim() < 2:
        raise RuntimeError(f"{name}: input must have at least 2 dimensions.")
    if B._impl.dim() < 1:
        raise RuntimeError(f"{name}: other must have at least 1 dimension.")
    _epsilon(A)  # the dtype check: float, double and the complex types
    if A._impl.dtype is not B._impl.dtype:
        raise RuntimeError(
            f"{name}: Expected input and other to have the same dtype, but got input's dtype "
            f"{type_name(A._impl.dtype)} and other's dtype {type_name(B._impl.dtype)}"
        )
    diff = A._impl.dim() - B._impl.dim()
    if diff not in (0, 1):
        raise RuntimeError(
            f"{name}: input.dim() must be greater or equal to other.dim() and "
            "(input.dim() - other.dim()) <= 1"
        )
    vector = diff == 1
    b_sizes = (*B._impl.sizes, 1) if vector else B._impl.sizes
    broadcast_shapes(A._impl.sizes[:-2], b_sizes[:-2])
    if A._impl.sizes[-2] != b_sizes[-2]:
        other = "other.size(-1)" if vector else "other.size(-2)"
        raise RuntimeError(f"{name}: input.size(-2) should match {other}")
    cuda = A._impl.device.type == "cuda"
    driver = driver or ("gels" if cuda else "gelsy")
    if driver not in _DRIVERS:
        raise RuntimeError(
            f"{name}: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)"
        )
    if cuda and driver != "gels":
        raise RuntimeError(f"{name}: `driver` other than `gels` is not supported on CUDA")
    return vector, driver


def _solve_one(a: np.ndarray, b: np.ndarray, rcond: float, driver: str) -> tuple:
    """One least-squares problem: the solution (n x k), the sum of squares LAPACK leaves in
    rows n:m (gels) or scipy's residues, the rank and the singular values."""
    import scipy.linalg

    m, n = a.shape
    k = b.shape[-1]
    if driver == "gels":
        padded = np.zeros((max(m, n), k), np.result_type(a, b))
        padded[:m] = b
        x = lapack("gels", a, padded)(a, padded)[1] if a.size else padded
        residues = (np.abs(x[n:m]) ** 2).sum(0) if m > n else None
        return x[:n], residues, None, None
    if a.size == 0:
        return np.zeros((n, k), b.dtype), (np.abs(b) ** 2).sum(0), 0, np.zeros(0, a.real.dtype)
    x, residues, rank, s = scipy.linalg.lstsq(a, b, cond=rcond, lapack_driver=driver)
    return x, residues, rank, s


def linalg_lstsq(self: Any, b: Any, rcond: float | None = None, driver: str | None = None) -> tuple:
    """The least-squares solution of ``A X = B`` (the minimum-norm one for wide or rank
    deficient A), with what the driver reports: residuals (when m > n and A has full rank;
    gels always), the rank (not gels) and the singular values (gelsd and gelss)."""
    vector, driver = _check_lstsq(self, b, driver)
    a, rhs = host(self), host(b)
    if vector:
        rhs = rhs[..., None]
    m, n, k = *a.shape[-2:], rhs.shape[-1]
    batch = np.broadcast_shapes(a.shape[:-2], rhs.shape[:-2])
    A_all = np.broadcast_to(a, (*batch, m, n)).reshape(-1, m, n)
    B_all = np.broadcast_to(rhs, (*batch, m, k)).reshape(-1, m, k)
    # rank and singular values belong to A's own batch, as PyTorch reports them
    a_batch = a.shape[:-2]
    a_index = np.broadcast_to(np.arange(math.prod(a_batch)).reshape(a_batch), batch).reshape(-1)
    real = np.empty(0, a.dtype).real.dtype
    solution = np.zeros((len(A_all), n, k), np.result_type(a, rhs))
    residues = np.zeros((len(A_all), k), real)
    ranks = np.zeros(math.prod(a_batch), np.int64)
    singular_values = np.zeros((math.prod(a_batch), min(m, n)), real)
    rcond = _default_rtol(self) if rcond is None else rcond
    with ignore_fp_errors():
        for i, (x, y) in enumerate(zip(A_all, B_all, strict=True)):
            solution[i], res, rank, s = _solve_one(x, y, rcond, driver)
            if res is not None and np.size(res):
                residues[i] = res
            ranks[a_index[i]] = rank or 0
            if s is not None:
                singular_values[a_index[i]] = s
    empty = np.empty((0,), real)
    full_rank = driver == "gels" or bool((ranks == n).all())
    reported = m > n and driver != "gelsy" and full_rank
    solution = solution.reshape(*batch, n, k)
    results = (
        solution[..., 0] if vector else solution,
        residues.reshape(*batch, k) if reported else empty,
        ranks.reshape(a_batch) if driver != "gels" else np.empty((0,), np.int64),
        singular_values.reshape(*a_batch, -1) if driver in ("gelsd", "gelss") else empty,
    )
    dtypes = (self._impl.dtype, to_real(self._impl.dtype), int64, to_real(self._impl.dtype))
    return tuple(_result(r, self, d) for r, d in zip(results, dtypes, strict=True))
