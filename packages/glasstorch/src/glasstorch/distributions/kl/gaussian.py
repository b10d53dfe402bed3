"""KL divergences between (low-rank) multivariate normals."""

from __future__ import annotations

from typing import Any

from glasstorch.aten import Tensor, linalg
from glasstorch.aten.native.tensor_iterator import broadcast_shapes

from ..lowrank_multivariate_normal import (
    LowRankMultivariateNormal,
    _batch_lowrank_logdet,
    _batch_lowrank_mahalanobis,
)
from ..multivariate_normal import MultivariateNormal, _batch_mahalanobis
from . import register_kl
from ._helpers import _batch_trace_XXT

__all__: list[str] = []


def _check_events(p: Any, q: Any, what: str) -> None:
    if p.event_shape != q.event_shape:
        # (PyTorch's message keeps the indentation of its source line continuation)
        gap = " " * 26
        raise ValueError(
            f"KL-divergence between two {what} with{gap}different event shapes cannot be computed"
        )


def _half_log_det(scale_tril: Tensor) -> Tensor:
    return scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)


def _lowrank_logdet(d: Any) -> Tensor:
    return _batch_lowrank_logdet(
        d._unbroadcasted_cov_factor, d._unbroadcasted_cov_diag, d._capacitance_tril
    )


def _lowrank_terms(p_loc: Tensor, q: Any) -> tuple[Tensor, Tensor]:
    """q's Mahalanobis term for ``q.loc - p_loc`` and ``A = C⁻¹ Wᵀ D⁻¹`` (C = L Lᵀ its
    capacitance), the pieces of tr(Σ_q⁻¹ Σ_p) by Woodbury."""
    mahalanobis = _batch_lowrank_mahalanobis(
        q._unbroadcasted_cov_factor, q._unbroadcasted_cov_diag, q.loc - p_loc, q._capacitance_tril
    )
    wt_dinv = q._unbroadcasted_cov_factor.mT / q._unbroadcasted_cov_diag.unsqueeze(-2)
    a = linalg.solve_triangular(q._capacitance_tril, wt_dinv, upper=False)
    return mahalanobis, a


@register_kl(LowRankMultivariateNormal, LowRankMultivariateNormal)
def _kl_lowrankmultivariatenormal_lowrankmultivariatenormal(p: Any, q: Any) -> Tensor:
    _check_events(p, q, "Low Rank Multivariate Normals")
    term1 = _lowrank_logdet(q) - _lowrank_logdet(p)
    term3, a = _lowrank_terms(p.loc, q)
    # tr(Σ_q⁻¹ Σ_p) with Σ_q⁻¹ = D_q⁻¹ - Aᵀ A and Σ_p = W_p W_pᵀ + D_p
    term21 = (p._unbroadcasted_cov_diag / q._unbroadcasted_cov_diag).sum(-1)
    term22 = _batch_trace_XXT(
        p._unbroadcasted_cov_factor * q._unbroadcasted_cov_diag.rsqrt().unsqueeze(-1)
    )
    term23 = _batch_trace_XXT(a * p._unbroadcasted_cov_diag.sqrt().unsqueeze(-2))
    term24 = _batch_trace_XXT(a.matmul(p._unbroadcasted_cov_factor))
    term2 = term21 + term22 - term23 - term24
    return 0.5 * (term1 + term2 + term3 - p.event_shape[0])


@register_kl(MultivariateNormal, LowRankMultivariateNormal)
def _kl_multivariatenormal_lowrankmultivariatenormal(p: Any, q: Any) -> Tensor:
    _check_events(p, q, "(Low Rank) Multivariate Normals")
    term1 = _lowrank_logdet(q) - 2 * _half_log_det(p._unbroadcasted_scale_tril)
    term3, a = _lowrank_terms(p.loc, q)
    term21 = _batch_trace_XXT(
        p._unbroadcasted_scale_tril * q._unbroadcasted_cov_diag.rsqrt().unsqueeze(-1)
    )
    term22 = _batch_trace_XXT(a.matmul(p._unbroadcasted_scale_tril))
    return 0.5 * (term1 + term21 - term22 + term3 - p.event_shape[0])


def _common_batch(*matrices: Tensor) -> tuple[int, ...]:
    return tuple(broadcast_shapes(*(tuple(m.shape[:-2]) for m in matrices)))


@register_kl(LowRankMultivariateNormal, MultivariateNormal)
def _kl_lowrankmultivariatenormal_multivariatenormal(p: Any, q: Any) -> Tensor:
    _check_events(p, q, "(Low Rank) Multivariate Normals")
    term1 = 2 * _half_log_det(q._unbroadcasted_scale_tril) - _lowrank_logdet(p)
    term3 = _batch_mahalanobis(q._unbroadcasted_scale_tril, q.loc - p.loc)
    batch = _common_batch(q._unbroadcasted_scale_tril, p._unbroadcasted_cov_factor)
    n = p.event_shape[0]
    q_scale_tril = q._unbroadcasted_scale_tril.expand(batch + (n, n))
    p_cov_factor = p._unbroadcasted_cov_factor.expand(batch + (n, p.cov_factor.size(-1)))
    p_cov_diag = p._unbroadcasted_cov_diag.sqrt().diag_embed().expand(batch + (n, n))
    term21 = _batch_trace_XXT(linalg.solve_triangular(q_scale_tril, p_cov_factor, upper=False))
    term22 = _batch_trace_XXT(linalg.solve_triangular(q_scale_tril, p_cov_diag, upper=False))
    return 0.5 * (term1 + term21 + term22 + term3 - p.event_shape[0])


@register_kl(MultivariateNormal, MultivariateNormal)
def _kl_multivariatenormal_multivariatenormal(p: Any, q: Any) -> Tensor:
    _check_events(p, q, "Multivariate Normals")
    half_term1 = _half_log_det(q._unbroadcasted_scale_tril) - _half_log_det(
        p._unbroadcasted_scale_tril
    )
    batch = _common_batch(q._unbroadcasted_scale_tril, p._unbroadcasted_scale_tril)
    n = p.event_shape[0]
    q_scale_tril = q._unbroadcasted_scale_tril.expand(batch + (n, n))
    p_scale_tril = p._unbroadcasted_scale_tril.expand(batch + (n, n))
    term2 = _batch_trace_XXT(linalg.solve_triangular(q_scale_tril, p_scale_tril, upper=False))
    term3 = _batch_mahalanobis(q._unbroadcasted_scale_tril, q.loc - p.loc)
    return half_term1 + 0.5 * (term2 + term3 - n)
