"""The condition number ``linalg.cond`` and the deprecated norms ``torch.frobenius_norm`` and
``torch.nuclear_norm``.

Mirrors ``native/LinearAlgebra.cpp``: CompositeImplicitAutograd decompositions, as in
PyTorch. ``cond`` with ``p`` = ±2 (the default) is a ratio of extreme singular values;
with the other orders it is ``norm(A) * norm(A^-1)``, infinite for singular matrices.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

from glasstorch.c10.core.scalar_type import to_real

from ._lazy import ops
from .batch_linear_algebra import _check_square_shape

__all__ = [
    "frobenius_norm",
    "linalg_cond",
    "linalg_cond_p_str",
    "nuclear_norm",
    "nuclear_norm_dim",
]

_ORDERS = (1, -1, 2, -2, math.inf, -math.inf)


def _invalid_order(p: Any) -> RuntimeError:
    return RuntimeError(f"linalg.cond got an invalid norm type: {p}")


def _order_text(p: Any) -> str:
    """How PyTorch prints the order (C++'s ``std::to_string``: ``1``, ``1.000000``, ``inf``)."""
    if isinstance(p, float) and math.isfinite(p):
        return f"{p:.6f}"
    return str(p)


def _empty_cond(A: Any, dtype: Any) -> Any:
    """NumPy leaves the condition number of 0 x 0 matrices undefined; PyTorch gives 0."""
    return ops.zeros.call(A._impl.sizes[:-2], dtype, None, A._impl.device, None)


def _times_inverse_norm(A: Any, norm: Any) -> Any:
    """``norm(A) * norm(A^-1)``, infinite where A is singular."""
    inverse, info = ops.linalg_inv_ex.call(A, False)
    singular = ops.unsqueeze.call(ops.unsqueeze.call(info > 0, -1), -1)
    inverse = ops.masked_fill_Scalar.call(inverse, singular, math.inf)
    result = norm(A) * norm(inverse)
    return ops.nan_to_num.call(result, math.inf, math.inf, -math.inf)  # 0 * inf


def linalg_cond(self: Any, p: Any = None) -> Any:
    """The condition number in the matrix norm of order ``p`` (2 when None)."""
    if self._impl.dim() < 2:
        raise RuntimeError("linalg.cond: The input tensor must have at least 2 dimensions.")
    p = 2 if p is None else p
    if p not in _ORDERS:
        raise _invalid_order(p)
    if self._impl.numel() == 0:
        return _empty_cond(self, to_real(self._impl.dtype))
    if abs(p) == 2:
        S = ops.linalg_svdvals.call(self, None)
        largest = ops.narrow.call(S, -1, 0, 1)
        smallest = ops.narrow.call(S, -1, S.shape[-1] - 1, 1)
        ratio = smallest / largest if p == -2 else largest / smallest
        return ops.squeeze_dim.call(ratio, -1)
    _check_square_shape(self, f"linalg.cond(ord={_order_text(p)})")
    return _times_inverse_norm(
        self, lambda t: ops.linalg_matrix_norm.call(t, p, (-2, -1), False, None)
    )


def linalg_cond_p_str(self: Any, p: str) -> Any:
    """``p='fro'`` or ``'nuc'``."""
    _check_square_shape(self, f"linalg.cond(ord={p})")
    if p not in ("fro", "nuc"):
        raise _invalid_order(p)
    if self._impl.numel() == 0:
        return _empty_cond(self, self._impl.dtype)
    if p == "nuc":  # from the singular values: matrix_norm refuses infinities here
        S = ops.linalg_svdvals.call(self, None)
        total = ops.sum_dim_IntList.call(S, (-1,), False, None)
        return total * ops.sum_dim_IntList.call(ops.reciprocal.call(S), (-1,), False, None)
    return _times_inverse_norm(
        self, lambda t: ops.linalg_matrix_norm_str_ord.call(t, p, (-2, -1), False, None)
    )


def _deprecated(name: str, replacement: str) -> None:
    warnings.warn(
        f"at::{name} is deprecated and it is just left for JIT compatibility. It will be "
        f"removed in a future PyTorch release. Please use `{replacement}` instead",
        UserWarning,
        stacklevel=4,
    )


def frobenius_norm(self: Any, dim: Sequence[int], keepdim: bool = False) -> Any:
    """The deprecated ``torch.frobenius_norm``: the 2-norm over one or two dims."""
    if len(dim) > 2:
        raise RuntimeError(f"Expected at most 2 dimensions, but got {len(dim)} dimensions instead.")
    _deprecated("frobenius_norm", "linalg.vector_norm(A, 2., dim, keepdim)")
    return ops.norm_ScalarOpt_dim.call(self, 2, tuple(dim), keepdim)


def nuclear_norm_dim(self: Any, dim: Sequence[int], keepdim: bool = False) -> Any:
    """The deprecated ``torch.nuclear_norm``: the sum of the singular values."""
    _deprecated("nuclear_norm", "linalg.matrix_norm(A, 'nuc', dim, keepdim)")
    return ops.linalg_matrix_norm_str_ord.call(self, "nuc", tuple(dim), keepdim, None)


def nuclear_norm(self: Any, keepdim: bool = False) -> Any:
    return nuclear_norm_dim(self, (-2, -1), keepdim)
