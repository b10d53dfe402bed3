"""LAPACK over batches of matrices: the routines PyTorch's CPU kernels call, through
``scipy.linalg.lapack`` and ``scipy.linalg.blas``, one matrix at a time.

``numpy.linalg`` has no LU with pivots, Householder products, triangular or Cholesky solves
from a factor, nor LDL^T; the kernels that need them call the same LAPACK routines PyTorch
does, so pivots, signs and ``info`` codes are LAPACK's. They compute on host arrays: a CUDA
tensor's values are copied to the host and its results copied back by
``tensor_from_array``. The batch loops are Python loops over the matrices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .._runtime import host_array
from .batch_linear_algebra import LinAlgError, _batch_prefix

__all__: list[str] = []


def host(t: Any) -> np.ndarray:
    """A tensor's values as a host array."""
    return host_array(t._array())


def lapack(name: str, *arrays: np.ndarray) -> Any:
    """The LAPACK routine ``name`` for the arrays' dtype (``getrf`` -> ``dgetrf`` ...)."""
    import scipy.linalg.lapack  # imported with the first factorization

    return scipy.linalg.lapack.get_lapack_funcs(name, arrays)


def blas(name: str, *arrays: np.ndarray) -> Any:
    import scipy.linalg.blas

    return scipy.linalg.blas.get_blas_funcs(name, arrays)


def stack(a: np.ndarray) -> np.ndarray:
    """``a``'s matrices as one stack (batch, m, n)."""
    return a.reshape(-1, *a.shape[-2:])


def raise_for_info(info: np.ndarray, name: str, describe: Callable[[int], str]) -> None:
    """PyTorch's ``_linalg_check_errors``: a :class:`LinAlgError` for the first batch
    element whose ``info`` is positive, ``describe(info)`` saying what went wrong."""
    failed = np.flatnonzero(info > 0)
    if failed.size:
        index = int(failed[0])
        code = int(info.reshape(-1)[index])
        prefix = _batch_prefix(index if info.ndim > 0 else None)
        raise LinAlgError(f"{name}: {prefix}{describe(code)}")


def check_info(info: Any, name: str, describe: Callable[[int], str]) -> None:
    """:func:`raise_for_info` for an ``info`` tensor (Meta tensors have no values to check)."""
    if info._impl.device.type != "meta":
        raise_for_info(host(info), name, describe)


def singular_pivot(code: int) -> str:
    """The message of a zero pivot in an LU factorization (inv, solve)."""
    return (
        f"The diagonal element {code} is zero, the inversion could not be completed because "
        "the input matrix is singular."
    )


# -- LU --------------------------------------------------------------------------------------------
def getrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """LU with partial pivoting of every matrix of ``a`` (m x n): the packed factors, the
    1-based row interchanges (int32, min(m, n) per matrix) and LAPACK's ``info``."""
    *batch, m, n = a.shape
    k = min(m, n)
    lu = np.array(a, copy=True)
    pivots = np.zeros((*batch, k), np.int32)
    info = np.zeros(tuple(batch), np.int32)
    if lu.size == 0:
        pivots[...] = np.arange(1, k + 1, dtype=np.int32)
        return lu, pivots, info
    factor = lapack("getrf", lu)
    lus, pivs, infos = stack(lu), pivots.reshape(-1, k), info.reshape(-1)
    for i, matrix in enumerate(lus):
        lus[i], piv, infos[i] = factor(matrix)
        pivs[i] = piv + 1
    return lu, pivots, info


def getrf_no_pivoting(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """LU without row interchanges (Gaussian elimination, all matrices at once); the pivots
    are 1..k and ``info`` the first zero diagonal element of U, as cuSOLVER reports it."""
    *batch, m, n = a.shape
    k = min(m, n)
    lu = np.array(a, copy=True)
    info = np.zeros(tuple(batch), np.int32)
    with np.errstate(divide="ignore", invalid="ignore"):
        for j in range(k):
            pivot = lu[..., j, j]
            info[(info == 0) & (pivot == 0)] = j + 1
            lu[..., j + 1 :, j] /= pivot[..., None]
            lu[..., j + 1 :, j + 1 :] -= lu[..., j + 1 :, j, None] * lu[..., j, None, j + 1 :]
    pivots = np.broadcast_to(np.arange(1, k + 1, dtype=np.int32), (*batch, k)).copy()
    return lu, pivots, info


def permutation(pivots: np.ndarray, m: int) -> np.ndarray:
    """The row order (0-based) the 1-based interchanges ``pivots`` produce: ``P[perm[i], i]
    = 1`` gives the P of ``A = P L U``."""
    perm = np.broadcast_to(np.arange(m), (*pivots.shape[:-1], m)).copy()
    rows = perm.reshape(-1, m)
    swaps = pivots.reshape(-1, pivots.shape[-1]).astype(np.int64) - 1
    for r, s in zip(rows, swaps, strict=True):
        for i, j in enumerate(s):
            r[i], r[j] = r[j], r[i]
    return perm


def permutation_matrix(pivots: np.ndarray, m: int, dtype: Any) -> np.ndarray:
    perm = permutation(pivots, m)
    P = np.zeros((*perm.shape, m), dtype)
    np.put_along_axis(P, perm[..., None], 1, axis=-1)  # row perm[i] of P^T is e_i
    return np.swapaxes(P, -1, -2)


def unpack_lu(lu: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """L (m x k, unit diagonal) and U (k x n) from packed LU factors."""
    m, n = lu.shape[-2:]
    k = min(m, n)
    L = np.tril(lu[..., :, :k], -1)
    idx = np.arange(k)
    L[..., idx, idx] = 1
    return L, np.triu(lu[..., :k, :])


def getrs(lu: np.ndarray, pivots: np.ndarray, b: np.ndarray, trans: int) -> np.ndarray:
    """Solve ``op(A) X = B`` for every broadcast batch element, from A's LU factors (``trans``
    0: A, 1: A^T, 2: A^H); batch dims of ``lu``/``pivots`` and ``b`` broadcast."""
    batch = np.broadcast_shapes(lu.shape[:-2], b.shape[:-2])
    n, k = lu.shape[-1], b.shape[-1]
    x = np.empty((*batch, n, k), np.result_type(lu, b))
    if x.size == 0:
        return x
    lus = stack(np.broadcast_to(lu, (*batch, n, n)))
    pivs = np.broadcast_to(pivots, (*batch, n)).reshape(-1, n) - 1
    bs = stack(np.broadcast_to(b, (*batch, n, k)))
    solve = lapack("getrs", lus[0], bs[0])
    xs = stack(x)
    with np.errstate(all="ignore"):
        for i in range(len(xs)):
            xs[i] = solve(lus[i], pivs[i], bs[i], trans=trans)[0]
    return x


def each_matrix(fn: Callable[..., np.ndarray], *arrays: np.ndarray) -> np.ndarray:
    """``fn`` on each broadcast batch element of ``arrays`` (stacks of matrices), the
    results stacked into the broadcast batch shape."""
    batch = np.broadcast_shapes(*(a.shape[:-2] for a in arrays))
    stacks = [stack(np.broadcast_to(a, (*batch, *a.shape[-2:]))) for a in arrays]
    results = [fn(*mats) for mats in zip(*stacks, strict=True)]
    if not results:
        return np.empty((*batch, 0, 0))
    return np.stack(results).reshape(*batch, *results[0].shape)
