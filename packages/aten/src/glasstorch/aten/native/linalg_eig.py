"""The eigendecomposition of general square matrices: ``linalg.eig`` and ``linalg.eigvals``.

Mirrors ``native/BatchLinearAlgebra.cpp``'s eig: LAPACK's geev through ``numpy.linalg.eig``,
so eigenvalues come in LAPACK's order and eigenvectors are normalized to norm 1 as PyTorch's
are. The results are complex (complex64 for float32 input, complex128 for float64) even when
every eigenvalue is real.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory, to_complex

from ._lazy import ops
from .batch_linear_algebra import _check_lapack_dtype, _check_square_shape, _empty, _result
from .fp_errors import ignore_fp_errors
from .linalg_lapack import host
from .tensor_iterator import type_name

__all__ = ["linalg_eig", "linalg_eig_meta", "linalg_eigvals"]


def _check_eig(A: Any, name: str) -> Any:
    """PyTorch's checks; the complex dtype of the results."""
    _check_square_shape(A, name)
    dtype = A._impl.dtype
    if dtype.category not in (TypeCategory.FLOATING, TypeCategory.COMPLEX):
        raise RuntimeError(f"Unknown Complex ScalarType for {type_name(dtype)}")
    _check_lapack_dtype(A, "linalg_eig_out")
    return to_complex(dtype)


def linalg_eig(self: Any) -> tuple[Any, Any]:
    """Eigenvalues and eigenvectors (columns, of norm 1) with ``A V = V diag(L)``."""
    complex_dtype = _check_eig(self, "linalg.eig")
    a = host(self)
    if not np.isfinite(a).all():
        raise RuntimeError("torch.linalg.eig: input tensor should not contain infs or NaNs.")
    with ignore_fp_errors():
        values, vectors = np.linalg.eig(a)
    return _result(values, self, complex_dtype), _result(vectors, self, complex_dtype)


def linalg_eig_meta(self: Any) -> tuple[Any, Any]:
    complex_dtype = _check_eig(self, "linalg.eig")
    sizes = self._impl.sizes
    return _empty(self, sizes[:-1], complex_dtype), _empty(self, sizes, complex_dtype)


def linalg_eigvals(self: Any) -> Any:
    """The eigenvalues alone."""
    _check_eig(self, "linalg.eigvals")
    return ops.linalg_eig.call(self)[0]
