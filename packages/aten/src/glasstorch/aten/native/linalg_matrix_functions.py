"""Functions of a square matrix: its integer powers (``linalg.matrix_power``, alias
``torch.matrix_power``) and its exponential (``linalg.matrix_exp``, alias
``torch.matrix_exp``).

Mirrors ``native/LinearAlgebra.cpp``: powers by repeated squaring of matrix products (a
negative power inverts first), a CompositeImplicitAutograd decomposition as in PyTorch; the
exponential is a kernel over ``scipy.linalg.expm`` (scaling and squaring with a Pade
approximant), half precision computed in float32.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory

from ._lazy import ops
from .batch_linear_algebra import _check_square_shape, _empty, _result
from .fp_errors import ignore_fp_errors
from .linalg_lapack import host
from .tensor_iterator import type_name

__all__ = [
    "linalg_matrix_exp",
    "linalg_matrix_exp_meta",
    "linalg_matrix_power",
    "matrix_exp",
    "matrix_power",
]


def _check_matrix_exp(A: Any) -> None:
    name = "linalg.matrix_exp"
    _check_square_shape(A, name)
    dtype = A._impl.dtype
    if dtype.category not in (TypeCategory.FLOATING, TypeCategory.COMPLEX):
        raise RuntimeError(
            f"{name}: Expected a floating point or complex tensor as input. Got {type_name(dtype)}"
        )


def linalg_matrix_exp(self: Any) -> Any:
    """``exp(A) = sum_k A^k / k!``."""
    import scipy.linalg

    _check_matrix_exp(self)
    a = host(self)
    if a.dtype.itemsize < 4:  # float16, bfloat16
        a = a.astype(np.float32)
    with ignore_fp_errors():
        return _result(scipy.linalg.expm(a) if a.size else a, self)


def linalg_matrix_exp_meta(self: Any) -> Any:
    _check_matrix_exp(self)
    return _empty(self, self._impl.sizes)


def matrix_exp(self: Any) -> Any:
    """``torch.matrix_exp``: an alias of ``linalg.matrix_exp``."""
    return ops.linalg_matrix_exp.call(self)


def linalg_matrix_power(self: Any, n: int) -> Any:
    """``A^n`` for any integer n: the identity for 0, powers of the inverse for n < 0."""
    name = "linalg.matrix_power"
    _check_square_shape(self, name)
    if n == 0:  # the identity, written over a copy of A (whose gradient is then zero)
        size = self._impl.sizes[-1]
        eye = ops.eye.call(size, self._impl.dtype, None, self._impl.device, None)
        return ops.copy_.call(
            ops.clone.call(self, None), ops.expand.call(eye, self._impl.sizes, False), False
        )
    if n < 0:
        self, n = ops.linalg_inv.call(self), -n
    if n == 1:
        return ops.clone.call(self, None)
    if n == 2:
        return ops.matmul.call(self, self)
    if n == 3:
        return ops.matmul.call(ops.matmul.call(self, self), self)
    square = result = None  # binary powering: result is the product of self^(2^i), bit i set
    while n:
        square = self if square is None else ops.matmul.call(square, square)
        if n & 1:
            result = square if result is None else ops.matmul.call(result, square)
        n >>= 1
    return result


def matrix_power(self: Any, n: int) -> Any:
    """``torch.matrix_power``: an alias of ``linalg.matrix_power``."""
    return ops.linalg_matrix_power.call(self, n)
