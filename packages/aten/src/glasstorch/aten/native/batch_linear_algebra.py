"""Solvers of batches of square matrices: ``linalg.inv``, ``det``, ``slogdet`` (and
``logdet``), ``solve``, the matrix norms, and the checks every linalg kernel shares.

Mirrors ``native/BatchLinearAlgebra.cpp`` and ``LinearAlgebra.cpp``. Each kernel checks
its input as PyTorch does (at least 2 dims, square, floating or complex, not half
precision), computes with ``numpy.linalg`` over the batch dims (cupy's, for CUDA arrays),
and reports a singular batch element with PyTorch's :class:`LinAlgError` message. The
matrix and general norms are CompositeImplicitAutograd decompositions into
``linalg.vector_norm``, the reductions and ``linalg.svdvals``, so autograd differentiates
their pieces. The other linalg families live in ``linalg_*.py``.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, bfloat16, float16, to_real
from glasstorch.c10.core.tensor_impl import maybe_wrap_dim

from .._runtime import empty_tensor, tensor_from_array
from ._lazy import ops
from .fp_errors import ignore_fp_errors
from .tensor_iterator import broadcast_shapes, not_implemented_for, type_name

__all__ = [
    "LinAlgError",
    "det",
    "inverse",
    "linalg_det",
    "linalg_det_meta",
    "linalg_inv",
    "linalg_inv_meta",
    "linalg_matrix_norm",
    "linalg_matrix_norm_str",
    "linalg_norm",
    "linalg_norm_str",
    "linalg_slogdet",
    "linalg_slogdet_meta",
    "linalg_solve",
    "linalg_solve_meta",
    "logdet",
    "slogdet",
]


class LinAlgError(RuntimeError):
    """A matrix the computation cannot handle: singular, or not positive-definite
    (``torch.linalg.LinAlgError``)."""


# -- checks ---------------------------------------------------------------------------------------
def _check_matrices(A: Any, name: str, arg: str = "A") -> None:
    """A is a batch of matrices: at least 2 dims."""
    if A._impl.dim() < 2:
        raise RuntimeError(f"{name}: The input tensor {arg} must have at least 2 dimensions.")


def _check_square_shape(A: Any, name: str) -> None:
    """PyTorch's ``squareCheckInputs``: a batch of square matrices."""
    _check_matrices(A, name)
    sizes = A._impl.sizes
    if sizes[-1] != sizes[-2]:
        raise RuntimeError(
            f"{name}: A must be batches of square matrices, but they are "
            f"{sizes[-2]} by {sizes[-1]} matrices"
        )


def _check_square(A: Any, name: str, kernel: str | None = None) -> None:
    """PyTorch's ``squareCheckInputs`` and ``checkFloatingOrComplex``; with a ``kernel``
    name, half precision passes the check and the kernel refuses it, as PyTorch's does."""
    _check_square_shape(A, name)
    _check_floating(A, name, low_precision=kernel is not None)
    if kernel is not None:
        _check_lapack_dtype(A, kernel)


def _check_floating(A: Any, name: str, low_precision: bool = False) -> None:
    """PyTorch's ``checkFloatingOrComplex`` (refusing half precision unless
    ``low_precision``)."""
    dtype = A._impl.dtype
    if dtype.category not in (TypeCategory.FLOATING, TypeCategory.COMPLEX):
        raise RuntimeError(
            f"{name}: Expected a floating point or complex tensor as input. Got {type_name(dtype)}"
        )
    if not low_precision and (dtype is float16 or dtype is bfloat16):
        raise RuntimeError(f"{name}: Low precision dtypes not supported. Got {type_name(dtype)}")


def _check_lapack_dtype(A: Any, kernel: str) -> None:
    """Kernels dispatched over float, double and the complex types only: PyTorch's
    ``"<kernel>_cpu" not implemented for 'Long'``."""
    dtype = A._impl.dtype
    if dtype.category not in (TypeCategory.FLOATING, TypeCategory.COMPLEX) or dtype.itemsize < 4:
        raise not_implemented_for(f"{kernel}_{A._impl.device.type}", dtype)


def _check_linear_solve(b: Any, A: Any, name: str) -> None:
    """PyTorch's ``linearSolveCheckInputs``: ``A X = b`` with A square, of b's dtype."""
    if b._impl.dtype is not A._impl.dtype:
        raise RuntimeError(
            f"Expected b and A to have the same dtype, but found b of type "
            f"{type_name(b._impl.dtype)} and A of type {type_name(A._impl.dtype)} instead."
        )
    a, bs = A._impl.sizes, b._impl.sizes
    if a[-1] != a[-2]:
        raise RuntimeError(
            f"A must be batches of square matrices, but they are {a[-2]} by {a[-1]} matrices"
        )
    if a[-1] != bs[maybe_wrap_dim(-2, len(bs))]:
        raise RuntimeError(
            f"Incompatible matrix sizes for {name}: each A matrix is {a[-1]} by {a[-1]} but "
            f"each b matrix is {bs[-2]} by {bs[-1]}"
        )


def _batch_broadcast(b: Any, A: Any) -> tuple[int, ...]:
    """The broadcast batch dims of ``b`` and ``A`` (batches of matrices)."""
    return broadcast_shapes(b._impl.sizes[:-2], A._impl.sizes[:-2])


def _result(value: Any, like: Any, dtype: Any = None) -> Any:
    """A fresh tensor on ``like``'s device holding ``value`` (cast to ``dtype``, by default
    ``like``'s)."""
    return tensor_from_array(value, dtype or like._impl.dtype, like._impl.device)


def _first_failure(a: np.ndarray, fails: Any) -> tuple[int | None, Any]:
    """The index of the first batch element of ``a`` for which ``fails`` returns a
    reason (None for an unbatched matrix), and that reason."""
    matrices = a.reshape(-1, *a.shape[-2:])
    for i, m in enumerate(matrices):
        reason = fails(m)
        if reason is not None:
            return (i if a.ndim > 2 else None), reason
    return None, None


def _batch_prefix(index: int | None) -> str:
    return "" if index is None else f"(Batch element {index}): "


def _zero_pivot(m: np.ndarray) -> int | None:
    """LAPACK ``getrf``'s ``info``: the 1-based index of the first zero pivot of ``m``'s
    LU factorization with partial pivoting, or None."""
    import scipy.linalg  # imported on the first singular matrix only

    with ignore_fp_errors(), warnings.catch_warnings():
        warnings.simplefilter("ignore", scipy.linalg.LinAlgWarning)  # what we report
        lu, _ = scipy.linalg.lu_factor(m, check_finite=False)
    zeros = np.flatnonzero(np.diagonal(lu) == 0)
    return int(zeros[0]) + 1 if zeros.size else None


def _singular_error(a: np.ndarray, name: str) -> LinAlgError:
    index, pivot = _first_failure(a, _zero_pivot)
    return LinAlgError(
        f"{name}: {_batch_prefix(index)}The diagonal element {pivot} is zero, the inversion "
        "could not be completed because the input matrix is singular."
    )


def _empty(A: Any, sizes: Sequence[int], dtype: Any = None) -> Any:
    """An uninitialised tensor on A's device (of A's dtype unless given): the Meta kernels'
    whole output."""
    return empty_tensor(tuple(sizes), dtype or A._impl.dtype, A._impl.device)


# -- inv, det, slogdet ----------------------------------------------------------------------------
def linalg_inv(A: Any) -> Any:
    _check_square(A, "linalg.inv")
    a = A._array()
    try:
        with ignore_fp_errors():
            inverse = np.linalg.inv(a)
    except np.linalg.LinAlgError:
        raise _singular_error(a, "linalg.inv") from None
    return _result(inverse, A)


def linalg_inv_meta(A: Any) -> Any:
    _check_square(A, "linalg.inv")
    return _empty(A, A._impl.sizes)


def inverse(self: Any) -> Any:
    """``torch.inverse``: an alias of ``linalg.inv``."""
    return ops.linalg_inv.call(self)


def linalg_det(A: Any) -> Any:
    _check_square(A, "linalg.det", "lu")
    with ignore_fp_errors():
        return _result(np.linalg.det(A._array()), A)


def linalg_det_meta(A: Any) -> Any:
    _check_square(A, "linalg.det", "lu")
    return _empty(A, A._impl.sizes[:-2])


def det(self: Any) -> Any:
    """``torch.det``: an alias of ``linalg.det``."""
    return ops.linalg_det.call(self)


def linalg_slogdet(A: Any) -> tuple[Any, Any]:
    """The sign (a unit complex number for complex input) and the log of the absolute
    value of the determinant; a singular matrix has sign 0 and logabsdet -inf."""
    _check_square(A, "linalg.slogdet")
    with ignore_fp_errors():
        sign, logabsdet = np.linalg.slogdet(A._array())
    return _result(sign, A), _result(logabsdet, A, to_real(A._impl.dtype))


def linalg_slogdet_meta(A: Any) -> tuple[Any, Any]:
    _check_square(A, "linalg.slogdet")
    batch = A._impl.sizes[:-2]
    return _empty(A, batch), _empty(A, batch, to_real(A._impl.dtype))


def slogdet(self: Any) -> tuple[Any, Any]:
    """``torch.slogdet``: ``linalg.slogdet`` under its own return type's name."""
    return ops.linalg_slogdet.call(self)


def logdet(self: Any) -> Any:
    """``log det(A)``: NaN where the determinant is negative (real input), -inf where it is
    zero; the log of the complex determinant for complex input."""
    _check_square(self, "logdet")
    sign, logabsdet = ops.linalg_slogdet.call(self)
    if self.is_complex():
        return ops.log.call(sign) + logabsdet
    return ops.masked_fill_Scalar.call(logabsdet, sign == -1, math.nan)


# -- solve ----------------------------------------------------------------------------------------
def is_vector_rhs(A_sizes: Sequence[int], B_sizes: Sequence[int]) -> bool:
    """PyTorch's ``linalg_solve_is_vector_rhs``: B is a (batch of) vector(s) (also for
    solve's backward)."""
    return len(B_sizes) == 1 or (
        len(A_sizes) - 1 == len(B_sizes) and tuple(B_sizes) == tuple(A_sizes[:-1])
    )


def _check_solve(A: Any, B: Any, left: bool) -> tuple[bool, tuple[int, ...]]:
    """PyTorch's checks of ``linalg.solve``; whether B is a vector right-hand side, and the
    solution's sizes (the batch dims broadcast)."""
    name = "linalg.solve"
    _check_square_shape(A, name)
    _check_floating(A, name, low_precision=True)
    if B._impl.dtype is not A._impl.dtype:
        raise RuntimeError(
            f"{name}: Expected A and B to have the same dtype, but found A of type "
            f"{type_name(A._impl.dtype)} and B of type {type_name(B._impl.dtype)} instead"
        )
    a, b = A._impl.sizes, B._impl.sizes
    vector = is_vector_rhs(a, b)
    n = a[-1]
    rows, cols = (b[-1], 1) if vector else (b[-2], b[-1])  # B is 1-D only as a vector
    if (rows if left else cols) != n:
        equation = "AX = B" if left else "XA = B"
        raise RuntimeError(
            f"{name}: Incompatible shapes of A and B for the equation {equation} "
            f"({n}x{n} and {rows}x{cols})"
        )
    batch = broadcast_shapes(b[:-1] if vector else b[:-2], a[:-2])  # PyTorch's order
    _check_lapack_dtype(A, "lu")
    return vector, (*batch, n) if vector else (*batch, rows, cols)


def linalg_solve(A: Any, B: Any, left: bool = True) -> Any:
    """X with ``A X = B`` (``X A = B`` when not ``left``); batch dims broadcast, and B may
    be a vector or a batch of vectors."""
    vector, _ = _check_solve(A, B, left)
    a, b = A._array(), B._array()
    if vector:
        b = b[..., None]
    if not left:  # X A = B  <=>  A^T X^T = B^T
        a, b = np.swapaxes(a, -1, -2), np.swapaxes(b, -1, -2)
    try:
        with ignore_fp_errors():
            x = np.linalg.solve(a, b)
    except np.linalg.LinAlgError:
        batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
        index, _ = _first_failure(np.broadcast_to(a, batch + a.shape[-2:]), _zero_pivot)
        raise LinAlgError(
            f"torch.linalg.solve: {_batch_prefix(index)}The solver failed because the input "
            "matrix is singular."
        ) from None
    if not left:
        x = np.swapaxes(x, -1, -2)
    return _result(x[..., 0] if vector else x, A)


def linalg_solve_meta(A: Any, B: Any, left: bool = True) -> Any:
    return _empty(A, _check_solve(A, B, left)[1])


# -- norms ----------------------------------------------------------------------------------------
def _matrix_dims(A: Any, dim: Sequence[int], name: str) -> tuple[int, int]:
    _check_matrices(A, name)
    if len(dim) != 2:
        raise RuntimeError(f"{name}: dim must be a 2-tuple. Got {' '.join(map(str, dim))}")
    rows, cols = (maybe_wrap_dim(d, A._impl.dim()) for d in dim)
    if rows == cols:
        raise RuntimeError(f"{name}: dims must be different. Got ({dim[0]}, {dim[1]})")
    return rows, cols


def _cast(A: Any, dtype: Any) -> Any:
    """A in ``dtype`` (the norms' ``dtype=``: the input is converted before reducing)."""
    return A if dtype is None else ops._to_copy.call(A, dtype, None, None, None, False, None)


def _spectral_norm(A: Any, rows: int, cols: int, keepdim: bool, reduce: Any) -> Any:
    """``reduce`` over the singular values of the matrices in dims ``rows``, ``cols``."""
    matrices = ops.movedim_intlist.call(A, (rows, cols), (-2, -1))
    result = reduce(ops.linalg_svdvals.call(matrices, None))
    if keepdim:
        for d in sorted((rows, cols)):
            result = ops.unsqueeze.call(result, d)
    return result


def linalg_matrix_norm(
    A: Any, ord: Any, dim: Sequence[int] = (-2, -1), keepdim: bool = False, dtype: Any = None
) -> Any:
    """±1: the max/min column sum of absolute values; ±inf: the max/min row sum; ±2: the
    largest/smallest singular value."""
    name = "linalg.matrix_norm"
    _check_floating(A, name)
    rows, cols = _matrix_dims(A, dim, name)
    if ord not in (1, -1, 2, -2, math.inf, -math.inf):
        raise RuntimeError(f"{name}: Order {ord} not supported.")
    A = _cast(A, dtype)
    pick = ops.amax if ord > 0 else ops.amin
    if abs(ord) == 2:
        return _spectral_norm(A, rows, cols, keepdim, lambda s: pick.call(s, (-1,), False))
    summed, reduced = (rows, cols) if abs(ord) == 1 else (cols, rows)
    sums = ops.sum_dim_IntList.call(ops.abs.call(A), (summed,), True, None)
    result = pick.call(sums, (reduced,), True)
    return result if keepdim else ops.squeeze_dims.call(result, (rows, cols))


def linalg_matrix_norm_str(
    A: Any,
    ord: str = "fro",
    dim: Sequence[int] = (-2, -1),
    keepdim: bool = False,
    dtype: Any = None,
) -> Any:
    """``'fro'``: the 2-norm of the matrix's entries; ``'nuc'``: the sum of its singular
    values."""
    name = "linalg.matrix_norm"
    _check_floating(A, name)
    rows, cols = _matrix_dims(A, dim, name)
    if ord == "nuc":
        sum_last = lambda s: ops.sum_dim_IntList.call(s, (-1,), False, None)  # noqa: E731
        return _spectral_norm(_cast(A, dtype), rows, cols, keepdim, sum_last)
    if ord != "fro":
        raise RuntimeError(f"{name}: Order {ord} not supported.")
    return ops.linalg_vector_norm.call(A, 2, tuple(dim), keepdim, dtype)


def _ord_without_dim(ndim: int) -> RuntimeError:
    return RuntimeError(
        f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got {ndim}D."
    )


def linalg_norm(
    A: Any,
    ord: Any = None,
    dim: Sequence[int] | None = None,
    keepdim: bool = False,
    dtype: Any = None,
) -> Any:
    """A vector norm over one dim (or every element), a matrix norm over two."""
    ndim = A._impl.dim()
    if (dim is not None and len(dim) == 2) or (dim is None and ord is not None and ndim == 2):
        if ord is None:
            return linalg_matrix_norm_str(A, "fro", dim or (-2, -1), keepdim, dtype)
        return linalg_matrix_norm(A, ord, dim or (-2, -1), keepdim, dtype)
    if dim is None and ord is not None and ndim != 1:
        raise _ord_without_dim(ndim)
    return ops.linalg_vector_norm.call(A, 2 if ord is None else ord, dim, keepdim, dtype)


def linalg_norm_str(
    A: Any,
    ord: str,
    dim: Sequence[int] | None = None,
    keepdim: bool = False,
    dtype: Any = None,
) -> Any:
    """``ord='fro'`` or ``'nuc'``: a matrix norm, over ``dim`` or a 2-D input's dims."""
    ndim = A._impl.dim()
    if dim is None:
        if ndim != 2:
            raise _ord_without_dim(ndim)
        dim = (-2, -1)
    return linalg_matrix_norm_str(A, ord, dim, keepdim, dtype)
