"""The constraints on square matrices: triangular, Cholesky factors (of covariance and
of correlation matrices), symmetric and positive (semi)definite matrices."""

from __future__ import annotations

from glasstorch.aten import Tensor, full, isclose, linalg
from glasstorch.c10.core.scalar_type import bool_

from .constraints import Constraint, _all_rightmost
from .utils import eps_of

__all__: list[str] = []


def _is_lower_triangular(value: Tensor) -> Tensor:
    return _all_rightmost(value.tril() == value, 2)


class _LowerTriangular(Constraint):
    """Square lower-triangular matrices."""

    event_dim = 2

    def check(self, value: Tensor) -> Tensor:
        return _is_lower_triangular(value)


class _LowerCholesky(Constraint):
    """Lower-triangular matrices with a positive diagonal."""

    event_dim = 2

    def check(self, value: Tensor) -> Tensor:
        positive_diagonal = (value.diagonal(dim1=-2, dim2=-1) > 0).all(-1)
        return _is_lower_triangular(value) & positive_diagonal


class _CorrCholesky(Constraint):
    """Cholesky factors of correlation matrices: lower Cholesky with unit-norm rows."""

    event_dim = 2

    def check(self, value: Tensor) -> Tensor:
        tol = eps_of(value.dtype) * value.size(-1) * 10
        row_norm = linalg.vector_norm(value.detach(), dim=-1)
        unit_row_norm = (row_norm - 1.0).abs().le(tol).all(dim=-1)
        return _LowerCholesky().check(value) & unit_row_norm


class _Square(Constraint):
    """Square matrices."""

    event_dim = 2

    def check(self, value: Tensor) -> Tensor:
        is_square = value.shape[-2] == value.shape[-1]
        return full(tuple(value.shape[:-2]), is_square, dtype=bool_, device=value.device)


class _Symmetric(_Square):
    """Symmetric (square) matrices, within an absolute 1e-6."""

    def check(self, value: Tensor) -> Tensor:
        square = super().check(value)
        if not square.all():
            return square
        return isclose(value, value.mT, atol=1e-6).all(-2).all(-1)


class _PositiveSemidefinite(_Symmetric):
    """Symmetric matrices with non-negative eigenvalues."""

    def check(self, value: Tensor) -> Tensor:
        symmetric = super().check(value)
        if not symmetric.all():
            return symmetric
        return linalg.eigvalsh(value).ge(0).all(-1)


class _PositiveDefinite(_Symmetric):
    """Symmetric matrices with a Cholesky factorisation (positive eigenvalues)."""

    def check(self, value: Tensor) -> Tensor:
        symmetric = super().check(value)
        if not symmetric.all():
            return symmetric
        return linalg.cholesky_ex(value).info.eq(0)
