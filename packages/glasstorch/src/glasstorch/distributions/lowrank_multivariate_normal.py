"""The multivariate normal with a low-rank-plus-diagonal covariance
``W Wᵀ + diag(D)`` (``torch.distributions.lowrank_multivariate_normal``).

Its log density and entropy go through the m x m "capacitance" matrix ``I + Wᵀ D⁻¹ W``
(the Woodbury identity and the matrix determinant lemma), so they cost O(n m²), not O(n³).
"""

from __future__ import annotations

import math
from typing import Any

from glasstorch.aten import Tensor, broadcast_tensors, eye, linalg, matmul

from . import constraints
from .distribution import Distribution
from .multivariate_normal import _batch_mahalanobis, _batch_mv
from .utils import _standard_normal, lazy_property

__all__ = ["LowRankMultivariateNormal"]


def _with_unit_diagonal_added(matrix: Tensor) -> Tensor:
    n = matrix.size(-1)
    return matrix + eye(n, dtype=matrix.dtype, device=matrix.device)


def _batch_capacitance_tril(W: Tensor, D: Tensor) -> Tensor:  # noqa: N803
    """The Cholesky factor of ``I + Wᵀ D⁻¹ W``."""
    wt_dinv = W.mT / D.unsqueeze(-2)
    return linalg.cholesky(_with_unit_diagonal_added(matmul(wt_dinv, W)))


def _batch_lowrank_logdet(W: Tensor, D: Tensor, capacitance_tril: Tensor) -> Tensor:  # noqa: N803
    """``log det(W Wᵀ + D) = log det(capacitance) + log det(D)``."""
    return 2 * capacitance_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1) + D.log().sum(-1)


def _batch_lowrank_mahalanobis(
    W: Tensor,  # noqa: N803
    D: Tensor,  # noqa: N803
    x: Tensor,
    capacitance_tril: Tensor,
) -> Tensor:
    """``xᵀ (W Wᵀ + D)⁻¹ x`` by the Woodbury identity."""
    wt_dinv_x = _batch_mv(W.mT / D.unsqueeze(-2), x)
    return (x.pow(2) / D).sum(-1) - _batch_mahalanobis(capacitance_tril, wt_dinv_x)


class LowRankMultivariateNormal(Distribution):
    """N(loc, cov_factor cov_factorᵀ + diag(cov_diag))."""

    arg_constraints = {
        "loc": constraints.real_vector,
        "cov_factor": constraints.independent(constraints.real, 2),
        "cov_diag": constraints.independent(constraints.positive, 1),
    }
    support = constraints.real_vector
    has_rsample = True

    def __init__(
        self,
        loc: Tensor,
        cov_factor: Tensor,
        cov_diag: Tensor,
        validate_args: bool | None = None,
    ) -> None:
        if loc.dim() < 1:
            raise ValueError("loc must be at least one-dimensional.")
        event_shape = loc.shape[-1:]
        if cov_factor.dim() < 2:
            raise ValueError(
                "cov_factor must be at least two-dimensional, with optional leading batch "
                "dimensions"
            )
        if cov_factor.shape[-2:-1] != event_shape:
            raise ValueError(
                f"cov_factor must be a batch of matrices with shape {event_shape[0]} x m"
            )
        if cov_diag.shape[-1:] != event_shape:
            raise ValueError(f"cov_diag must be a batch of vectors with shape {event_shape}")
        try:
            loc_, self.cov_factor, cov_diag_ = broadcast_tensors(
                [loc.unsqueeze(-1), cov_factor, cov_diag.unsqueeze(-1)]
            )
        except RuntimeError as e:
            raise ValueError(
                f"Incompatible batch shapes: loc {loc.shape}, cov_factor {cov_factor.shape}, "
                f"cov_diag {cov_diag.shape}"
            ) from e
        self.loc = loc_[..., 0]
        self.cov_diag = cov_diag_[..., 0]
        self._unbroadcasted_cov_factor = cov_factor
        self._unbroadcasted_cov_diag = cov_diag
        self._capacitance_tril = _batch_capacitance_tril(cov_factor, cov_diag)
        super().__init__(self.loc.shape[:-1], event_shape, validate_args=validate_args)

    def expand(self, batch_shape: Any, _instance: Any = None) -> LowRankMultivariateNormal:
        new = self._expanded(
            LowRankMultivariateNormal, batch_shape, _instance, "loc", "cov_diag", "cov_factor"
        )
        new._unbroadcasted_cov_factor = self._unbroadcasted_cov_factor
        new._unbroadcasted_cov_diag = self._unbroadcasted_cov_diag
        new._capacitance_tril = self._capacitance_tril
        return new

    def _shape(self, *event_dims: int) -> tuple[int, ...]:
        return tuple(self._batch_shape) + tuple(self._event_shape) * len(event_dims)

    @property
    def mean(self) -> Tensor:
        return self.loc

    @property
    def mode(self) -> Tensor:
        return self.loc

    @lazy_property
    def variance(self) -> Tensor:  # type: ignore[override]
        factor, diag = self._unbroadcasted_cov_factor, self._unbroadcasted_cov_diag
        return (factor.pow(2).sum(-1) + diag).expand(self._shape(1))

    @lazy_property
    def scale_tril(self) -> Tensor:
        # W Wᵀ + D = D^½ (I + D^-½ W Wᵀ D^-½) D^½: factor the middle, well conditioned
        diag_sqrt = self._unbroadcasted_cov_diag.sqrt().unsqueeze(-1)
        dinvsqrt_w = self._unbroadcasted_cov_factor / diag_sqrt
        inner = _with_unit_diagonal_added(matmul(dinvsqrt_w, dinvsqrt_w.mT))
        return (diag_sqrt * linalg.cholesky(inner)).expand(self._shape(1, 1))

    @lazy_property
    def covariance_matrix(self) -> Tensor:
        factor = self._unbroadcasted_cov_factor
        covariance = matmul(factor, factor.mT) + self._unbroadcasted_cov_diag.diag_embed()
        return covariance.expand(self._shape(1, 1))

    @lazy_property
    def precision_matrix(self) -> Tensor:
        # Woodbury: D⁻¹ - D⁻¹ W C⁻¹ Wᵀ D⁻¹ with C = L Lᵀ the capacitance
        wt_dinv = self._unbroadcasted_cov_factor.mT / self._unbroadcasted_cov_diag.unsqueeze(-2)
        a = linalg.solve_triangular(self._capacitance_tril, wt_dinv, upper=False)
        precision = self._unbroadcasted_cov_diag.reciprocal().diag_embed() - a.mT @ a
        return precision.expand(self._shape(1, 1))

    def rsample(self, sample_shape: Any = ()) -> Tensor:
        shape = self._extended_shape(sample_shape)
        w_shape = tuple(shape[:-1]) + tuple(self.cov_factor.shape[-1:])
        eps_w = _standard_normal(w_shape, dtype=self.loc.dtype, device=self.loc.device)
        eps_d = _standard_normal(shape, dtype=self.loc.dtype, device=self.loc.device)
        return (
            self.loc
            + _batch_mv(self._unbroadcasted_cov_factor, eps_w)
            + self._unbroadcasted_cov_diag.sqrt() * eps_d
        )

    def _log_det(self) -> Tensor:
        return _batch_lowrank_logdet(
            self._unbroadcasted_cov_factor, self._unbroadcasted_cov_diag, self._capacitance_tril
        )

    def log_prob(self, value: Tensor) -> Tensor:
        if self._validate_args:
            self._validate_sample(value)
        m = _batch_lowrank_mahalanobis(
            self._unbroadcasted_cov_factor,
            self._unbroadcasted_cov_diag,
            value - self.loc,
            self._capacitance_tril,
        )
        return -0.5 * (self._event_shape[0] * math.log(2 * math.pi) + self._log_det() + m)

    def entropy(self) -> Tensor:
        h = 0.5 * (self._event_shape[0] * (1.0 + math.log(2 * math.pi)) + self._log_det())
        return h if len(self._batch_shape) == 0 else h.expand(self._batch_shape)
